"""Late additions: casting from other places (CR 601.3, 118.9).

Ornate Kanzashi exiles an opponent's card that its controller may play this turn
(:mod:`~manastack.mechanics.play_from_exile`); Kentaro, the Smiling Cat lets
Samurai spells be cast for generic mana equal to their mana value
(:mod:`~manastack.mechanics.mana_value_cost`, CR 118.9); Avatar's Wrath airbends
every creature but one and keeps its caster's opponents casting from their hands
only (:mod:`~manastack.mechanics.hand_only`); Toshiro Umezawa casts an instant
from its controller's graveyard as its trigger resolves
(:mod:`~manastack.mechanics.cast_now`).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.ops import Op
from ..engine.selectors import card_type, creatures, opponent_controls, subtype
from ..engine.targets import target_card_in_graveyard, target_creature, target_opponent
from ..engine.triggers import Dies
from ..language.effects import Custom, ExileThisSpell
from ..mechanics.bushido import bushido
from ..mechanics.cast_now import MayCastTarget
from ..mechanics.hand_only import OpponentsCastOnlyFromHand
from ..mechanics.mana_value_cost import PayManaValueRatherThanManaCost
from ..mechanics.play_from_exile import THIS_TURN, ExileTopMayPlay
from . import Activated, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

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

_SPARED = target_creature(label="target.creature_up_to_one", minimum=0)


def _airbend_the_others(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Choose up to one target creature, then airbend all other creatures"."""
    spared = set(ctx.chosen_for(_SPARED, part))
    return [
        Op("airbend", obj=oid, player=ctx.controller)
        for oid in creatures.ids(game, ctx.controller, ctx.source)
        if oid not in spared
    ]


behaviour(
    "Avatar's Wrath",
    spell=[
        Custom(_airbend_the_others, targets=(_SPARED,), key="effect.airbend"),
        OpponentsCastOnlyFromHand(),
        ExileThisSpell(),
    ],
)

behaviour(
    "Toshiro Umezawa",
    abilities=[
        bushido(1),
        Triggered(
            Dies(self_only=False, filter=creatures & opponent_controls),
            (
                MayCastTarget(
                    target_card_in_graveyard(
                        card_type("Instant"), "target.instant_card_in_your_graveyard", yours=True
                    ),
                    exile_instead=True,
                ),
            ),
        ),
    ],
)
