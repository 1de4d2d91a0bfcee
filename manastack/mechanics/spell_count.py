"""Counting the spells a player has cast this turn: "whenever you cast your
second spell each turn" (Avatar Yangchen).

A spell is cast when it becomes cast (CR 601.2i); the count reads the game's
events back to the start of the current turn, so a spell cast face down counts
too, and the count starts again each turn (CR 500).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.triggers import TriggerCondition
from .cast_history import spells_cast_this_turn

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics


@dataclass(frozen=True)
class CastsNthSpell(TriggerCondition):
    """ "Whenever you cast your <n>th spell each turn" (CR 601.2i, 603.2): the
    spell just cast is the controller's ``number``-th this turn."""

    number: int = 2
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.CAST})
    key: str = "trigger.nth_spell"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.CAST
            and event["player"] == ch.controller
            and len(spells_cast_this_turn(game, ch.controller)) == self.number
        )


__all__ = ["CastsNthSpell"]
