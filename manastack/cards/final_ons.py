"""Onslaught, the last cards: each needed a rule the engine lacked.

- Slipstream Eel: an attack restriction (CR 508.1c, :mod:`..mechanics.attack_restrictions`).
- Doom Cannon: a cost that sacrifices a creature of the type chosen as it
  entered (CR 614.12, 118.3).
- Aphetto Dredging: targets of the creature type of your choice
  (:mod:`..language.type_targets`).
- Blatant Thievery: one target per opponent (CR 115.1), control gained for good
  (CR 611.2a).
- Trade Secrets: a process its target may repeat (CR 608.2c, :mod:`..language.repeat`).
- Death Match: a target another player chooses (``TargetSpec.chooser``, CR 603.3d).
- Menacing Ogre: each player secretly chooses a number
  (:mod:`..mechanics.secret_numbers`, CR 608.2e).
- Butcher Orgg: combat damage divided freely among the defending player and
  their creatures (``DIVIDES_DAMAGE_FREELY``, read by the combat damage step, CR 510.1).
- Artificial Evolution: text-changing effects in layer 3 (CR 612, 613.1c,
  :mod:`..language.text_change`).
- Ironfist Crusher: a creature that blocks any number of creatures (CR 509.1a)
  and divides its damage among them (CR 509.3, 510.1d: ``BLOCKS_ANY_NUMBER`` in
  :mod:`..engine.combat`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.objects import GRAVEYARD
from ..engine.ops import Op
from ..engine.selectors import Selector, creatures, opponent_controls, subtype, you_own
from ..engine.targets import TargetSpec, any_target, target_opponent
from ..engine.triggers import Enters
from ..language.control import GainControl
from ..language.effects import (
    THATS_CONTROLLER,
    DealDamage,
    Draw,
    May,
    Pump,
    ReturnToHand,
    event_object_controller,
)
from ..language.keywords import HASTE, TRAMPLE
from ..language.repeat import DrawUpTo, Repeat
from ..language.text_change import ReplaceCreatureTypeText
from ..language.type_targets import OfOneCreatureType
from ..mechanics.attack_restrictions import CantAttackUnlessDefenderControls
from ..mechanics.cycling import cycling
from ..mechanics.morph import Morph
from ..mechanics.secret_numbers import EachPlayerSecretlyChoosesANumber
from . import Activated, Keyword, Triggered, behaviour, cost
from .kamigawa import SpellOrPermanent
from .onslaught_batch1 import choose_creature_type, chosen_type

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------------- Slipstream Eel
behaviour(
    "Slipstream Eel",
    abilities=[
        CantAttackUnlessDefenderControls(
            subtype("Island"),
            text="This creature can't attack unless defending player controls an Island.",
        ),
        cycling("{1}{U}"),
    ],
)


# ---------------------------------------------------------------- Doom Cannon
def _of_the_chosen_type(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    source = game.objects.get(src) if src is not None else None
    kind = chosen_type(source)
    return kind is not None and kind in ch.subtypes


# "of the chosen type": the creature type chosen as the source entered (CR 614.12)
of_the_chosen_type = Selector(_of_the_chosen_type, "of the chosen type")

behaviour(
    "Doom Cannon",
    abilities=[
        choose_creature_type(),
        Activated(
            cost("{3}", tap=True, sacrifice=creatures & of_the_chosen_type),
            (DealDamage(3, any_target()),),
        ),
    ],
)


# ----------------------------------------------------------- Aphetto Dredging
behaviour(
    "Aphetto Dredging",
    spell=[
        ReturnToHand(
            OfOneCreatureType(
                "target.creature_cards_of_one_type",
                objects=creatures & you_own,
                zone=GRAVEYARD,
                count=3,
                minimum=0,
            )
        )
    ],
)


# ----------------------------------------------------------- Blatant Thievery
# "For each opponent, ... target permanent that player controls": a game has two
# players (a Game is built from two decks), so that is one target permanent the
# opponent controls.
behaviour(
    "Blatant Thievery",
    spell=[
        GainControl(
            TargetSpec("target.permanent_per_opponent", objects=opponent_controls), until=""
        )
    ],
)


# -------------------------------------------------------------- Trade Secrets
_TRADING_PARTNER = target_opponent()
behaviour(
    "Trade Secrets",
    spell=[Repeat((Draw(2, _TRADING_PARTNER), DrawUpTo(4)), chooser=_TRADING_PARTNER)],
)


# ---------------------------------------------------------------- Death Match
behaviour(
    "Death Match",
    abilities=[
        Triggered(
            Enters(self_only=False, filter=creatures),
            (
                May(
                    Pump(
                        TargetSpec(
                            "target.creature", objects=creatures, chooser=event_object_controller
                        ),
                        -3,
                        -3,
                    ),
                    who=THATS_CONTROLLER,
                ),
            ),
        )
    ],
)


# -------------------------------------------------------------- Menacing Ogre
def _highest_loses(game: Game, ctx: Context, numbers: dict[int, int]) -> list[Op]:
    """Each player with the highest number loses that much life; if the Ogre's
    controller is one of them, two +1/+1 counters on the Ogre."""
    highest = max(numbers.values())
    losers = [p for p, n in numbers.items() if n == highest]
    ops = [Op(EventKind.LIFE, player=p, amount=-highest) for p in losers]
    if ctx.controller in losers and ctx.source in game.battlefield:
        ops.append(Op(EventKind.COUNTERS, obj=ctx.source, counter=CounterKind.P1P1, amount=2))
    return ops


behaviour(
    "Menacing Ogre",
    abilities=[
        TRAMPLE,
        HASTE,
        Triggered(Enters(), (EachPlayerSecretlyChoosesANumber(_highest_loses),)),
    ],
)


# --------------------------------------------------------------- Butcher Orgg
behaviour("Butcher Orgg", abilities=[Keyword(KeywordName.DIVIDES_DAMAGE_FREELY)])


# ------------------------------------------------------- Artificial Evolution
behaviour(
    "Artificial Evolution",
    spell=[
        ReplaceCreatureTypeText(SpellOrPermanent("target.spell_or_permanent"), not_new=("Wall",))
    ],
)


# ----------------------------------------------------------- Ironfist Crusher
behaviour("Ironfist Crusher", abilities=[Keyword(KeywordName.BLOCKS_ANY_NUMBER), Morph("{3}{W}")])
