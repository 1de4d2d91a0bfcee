"""Event records (DESIGN: everything that happens is an event).

An :class:`Event` has a ``kind`` (``"zone"``, ``"damage"``, ``"life"``, ...) and
plain data.  ``secret_from`` names the players who must not learn the identity
of the cards it mentions (a card drawn, a spell cast face down): views and logs
redact those names for them (CR 701.13, 708.5).
"""

from __future__ import annotations

from collections.abc import Iterator, Reversible
from typing import Any

from .kinds import EventKind


class Event:
    """Something that happened, with the Comprehensive Rules number behind it
    (``rule``, e.g. ``"704.5g"``; empty when the engine names none)."""

    __slots__ = ("kind", "data", "secret_from", "seq", "rule")

    def __init__(
        self,
        kind: str,
        data: dict[str, Any],
        secret_from: frozenset[int] = frozenset(),
        seq: int = 0,
        rule: str = "",
    ) -> None:
        self.kind = kind
        self.data = data
        self.secret_from = secret_from
        self.seq = seq
        self.rule = rule

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.data})"


def since_turn_began(events: Reversible[Event]) -> Iterator[Event]:
    """The events of the current turn, newest first: the game's record read back
    to the event of the turn's start (CR 500.1), which is not included.  What
    happened "this turn" is counted from it."""
    for event in reversed(events):
        if event.kind == EventKind.TURN:
            return
        yield event
