"""Lessons, Shrines and card draws: what TLA cards count.

Lesson is an instant and sorcery subtype (CR 205.3k) and Shrine an enchantment
subtype (CR 205.3h) with no rules of their own (LES-01, SHR-01); cards count
Lesson cards in a graveyard or the Shrines a player controls.  "Whenever you
draw your second card each turn" (CR 603.2, 121.2) counts the player's draws
since the turn began (and "your first or second card", "an opponent ... their
second card").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.events import since_turn_began
from ..core.kinds import EventKind
from ..engine.objects import HAND
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics


def lesson_cards_in_graveyard(game: Game, player: int) -> int:
    """The Lesson cards in ``player``'s graveyard (LES-01)."""
    objects = game.objects
    return sum(
        1
        for oid in game.players[player].graveyard
        if "Lesson" in objects[oid].card.faces[0].subtypes
    )


def lesson_in_your_graveyard(game: Game, source: int, _event: object = None) -> bool:
    """ "There's a Lesson card in your graveyard", for the controller of ``source``."""
    return lesson_cards_in_graveyard(game, game.lki_controller(source)) > 0


def shrines_you_control(game: Game, ctx: Context) -> int:
    """ "The number of Shrines you control" (SHR-01), an amount for effects."""
    return sum(
        1
        for oid in game.battlefield
        if "Shrine" in game.chars(oid).subtypes and game.chars(oid).controller == ctx.controller
    )


def draws_this_turn(game: Game, player: int) -> int:
    """How many cards ``player`` has drawn since the current turn began."""
    return sum(
        1
        for event in since_turn_began(game.events)
        if event.kind == EventKind.ZONE
        and event["cause"] == "draw"
        and event["to"] == HAND
        and event["owner"] == player
    )


@dataclass(frozen=True)
class DrawsNthCard(TriggerCondition):
    """ "Whenever you draw your second card each turn"; with ``numbers`` (1, 2),
    "your first or second card"; with ``opponent``, "whenever an opponent draws
    their second card each turn"."""

    numbers: tuple[int, ...] = (2,)
    opponent: bool = False
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.second_draw"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event["cause"] != "draw" or event["to"] != HAND:
            return False
        drawer = event["owner"]
        if (drawer == ch.controller) == self.opponent:
            return False
        return draws_this_turn(game, drawer) in self.numbers


DrawSecondCard = DrawsNthCard  # its default: "whenever you draw your second card each turn"


__all__ = [
    "DrawSecondCard",
    "DrawsNthCard",
    "draws_this_turn",
    "lesson_cards_in_graveyard",
    "lesson_in_your_graveyard",
    "shrines_you_control",
]
