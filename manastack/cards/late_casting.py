"""Late additions: casting from other places (CR 601.3, 118.9).

Ornate Kanzashi exiles an opponent's card that its controller may play this turn
(:mod:`~manastack.mechanics.play_from_exile`); Kentaro, the Smiling Cat lets
Samurai spells be cast for generic mana equal to their mana value
(:mod:`~manastack.mechanics.mana_value_cost`, CR 118.9).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from ..engine.selectors import subtype
from ..engine.targets import target_opponent
from ..mechanics.bushido import bushido
from ..mechanics.mana_value_cost import PayManaValueRatherThanManaCost
from ..mechanics.play_from_exile import THIS_TURN, ExileTopMayPlay
from . import Activated, behaviour, cost

behaviour(
    "Ornate Kanzashi",
    abilities=[
        Activated(
            cost("{2}", tap=True),
            (ExileTopMayPlay(1, THIS_TURN, whose=target_opponent()),),
        )
    ],
)

behaviour(
    "Kentaro, the Smiling Cat",
    abilities=[bushido(1), PayManaValueRatherThanManaCost(subtype("Samurai"))],
)
