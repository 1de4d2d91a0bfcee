"""The last legends of Avatar: The Last Airbender (TLA) that needed a rule of
their own: Bumi, King of Three Trials ("choose up to X", CR 700.2).  Each card
has scenarios in ``tests/test_final_tladfc_misc.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.targets import target_player
from ..engine.triggers import Enters
from ..language.effects import SELF, AddCounters, Scry
from ..mechanics.earthbend import Earthbend
from ..mechanics.lessons import lesson_cards_in_graveyard
from . import Triggered, behaviour

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
