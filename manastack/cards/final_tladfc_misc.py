"""The last legends of Avatar: The Last Airbender (TLA) that needed a rule of
their own: Bumi, King of Three Trials ("choose up to X", CR 700.2) and Avatar
Destiny (a bonus read from the graveyard; "milled this way").  Each card has
scenarios in ``tests/test_final_tladfc_misc.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.layers import enchanted
from ..engine.objects import GRAVEYARD
from ..engine.selectors import count, creatures, you_control, you_own
from ..engine.targets import target_creature, target_player
from ..engine.triggers import Enters
from ..language.continuous import gets_for_each, is_also
from ..language.effects import SELF, AddCounters, Mill, Scry
from ..language.library_look import PutUpToOneOfThem
from ..mechanics.earthbend import Earthbend
from ..mechanics.genju import ReturnThisCardToHand
from ..mechanics.leaves import AttachedDies
from ..mechanics.lessons import lesson_cards_in_graveyard
from . import Enchant, Static, Triggered, behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------- Bumi, King of Three Trials
def _lesson_cards_in_your_graveyard(game: Game, ctx: Context) -> int:
    """X: "the number of Lesson cards in your graveyard" (LES-01)."""
    return lesson_cards_in_graveyard(game, ctx.controller)


behaviour(
    "Bumi, King of Three Trials",
    abilities=[
        Triggered(
            Enters(),
            modes=(
                (AddCounters(SELF, amount=3),),
                (Scry(3, who=target_player()),),
                (Earthbend(3),),
            ),
            mode_count=(0, 3),
            most_modes=_lesson_cards_in_your_graveyard,
        )
    ],
)


# -------------------------------------------------------------- Avatar Destiny
def _its_power(game: Game, ctx: Context) -> int:
    """ "Cards equal to its power": the creature that died, as it last existed
    on the battlefield (CR 608.2h); a negative power mills nothing."""
    oid = (ctx.event or {}).get("obj")
    died = game.lki.get(oid) if isinstance(oid, int) else None
    return max(0, died.power or 0) if died is not None else 0


behaviour(
    "Avatar Destiny",
    abilities=[
        Enchant(target_creature(you_control, "target.creature_you_control")),
        Static(
            (
                gets_for_each(count(creatures & you_own, zone=GRAVEYARD), enchanted),
                is_also(("Avatar",), enchanted),
            )
        ),
        Triggered(
            AttachedDies(),
            (
                Mill(_its_power),
                ReturnThisCardToHand(),
                PutUpToOneOfThem((0, 0), creatures, prompt="prompt.put_milled_creature"),
            ),
        ),
    ],
)
