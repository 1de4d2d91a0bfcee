"""Bending as something a player does: "whenever you waterbend, earthbend,
firebend, or airbend" and "if you've done all four this turn" (Avatar Aang).

Each bending mechanic reports the player who bent, once per act, through
:func:`record_bending`:

* a player **waterbends** when they pay a waterbend cost, whether or not they
  tapped anything to pay it (:mod:`~manastack.mechanics.waterbend`, CR 601.2h);
* a player **earthbends** when an earthbend instruction of theirs resolves for a
  land (:mod:`~manastack.mechanics.earthbend`);
* a player **firebends** when a firebending ability of theirs resolves
  (:mod:`~manastack.mechanics.firebending`, CR 603);
* a player **airbends** when an airbend instruction of theirs exiles a permanent
  or spell (:mod:`~manastack.mechanics.airbend`).

The act is a game event (``EventKind.BEND``, CR 603.2: abilities that trigger on
it see it) and is noted in the turn log, which the turn structure empties as
each turn begins, so "this turn" reads the log (CR 500).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import Bending, EventKind
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics

BENT = "bent"  # the turn log's entries: (player, Bending)
ALL_BENDING = frozenset(Bending)


def record_bending(game: Game, player: int, kind: Bending) -> None:
    """``player`` bent: note it for this turn and tell the triggers."""
    game.turn_log.setdefault(BENT, []).append((player, kind))
    game.emit(EventKind.BEND, player=player, bending=kind)


def bent_this_turn(game: Game, player: int) -> frozenset[Bending]:
    """The kinds of bending ``player`` has done this turn."""
    return frozenset(kind for who, kind in game.turn_log.get(BENT, ()) if who == player)


def done_all_four(game: Game, player: int) -> bool:
    """ "If you've done all four this turn": waterbent, earthbent, firebent and airbent."""
    return bent_this_turn(game, player) == ALL_BENDING


@dataclass(frozen=True)
class YouBend(TriggerCondition):
    """ "Whenever you <waterbend, earthbend, firebend, or airbend>": the
    controller of this permanent does one of ``kinds`` (CR 603.2)."""

    bending: frozenset[Bending] = ALL_BENDING
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.BEND})
    key: str = "trigger.you_bend"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.BEND
            and event["player"] == ch.controller
            and event["bending"] in self.bending
        )


__all__ = ["ALL_BENDING", "YouBend", "bent_this_turn", "done_all_four", "record_bending"]
