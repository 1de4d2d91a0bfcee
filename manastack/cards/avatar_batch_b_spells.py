"""Avatar: The Last Airbender (TLA), batch B: big blue spells — Serpent of the
Pass (flash and a discount from the graveyard) and Spirit Water Revival (an
optional waterbend cost).  Each has a scenario in
``tests/test_tla_batch_b_spells.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import FlashIf
from ..engine.objects import LIBRARY
from ..engine.ops import Op, move
from ..language.effects import Custom, Draw, ExileThisSpell, If
from ..mechanics.lessons import lesson_cards_in_graveyard
from ..mechanics.optional_waterbend import may_waterbend, waterbend_paid
from ..mechanics.self_cost import CostsLessForEach
from . import behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


# ---------------------------------------------------------- Serpent of the Pass
def _three_lessons(game: Game, player: int) -> bool:
    return lesson_cards_in_graveyard(game, player) >= 3


def _noncreature_nonland_cards_in_graveyard(game: Game, player: int) -> int:
    return sum(
        1
        for c in game.players[player].graveyard
        if not {"Creature", "Land"} & game.objects[c].card.faces[0].types
    )


behaviour(
    "Serpent of the Pass",
    abilities=[
        FlashIf(_three_lessons),
        CostsLessForEach(_noncreature_nonland_cards_in_graveyard),
    ],
)


# --------------------------------------------------------- Spirit Water Revival
def _revival(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Shuffle your graveyard into your library, draw seven cards, and you have
    no maximum hand size for the rest of the game" (CR 701.20, 402.2)."""
    me = ctx.controller
    ops = [move(c, LIBRARY, "move") for c in game.players[me].graveyard]
    ops.append(Op("shuffle", player=me))
    ops += [Op("draw", player=me) for _ in range(7)]
    return ops + [Op("no_maximum_hand_size", player=me)]


behaviour(
    "Spirit Water Revival",
    abilities=[may_waterbend("{6}")],
    spell=[
        If(lambda g, c: not waterbend_paid(g, c), Draw(2)),
        If(waterbend_paid, Custom(_revival, key="effect.draw")),
        ExileThisSpell(),
    ],
)
