"""Leaves-the-battlefield triggers about other permanents: "When another
creature you control leaves the battlefield, ..." (CR 603.6c).

Such a trigger looks back in time (CR 603.10a): whether the permanent that left
fit the description is read from its last known information, so a creature
that died was a creature its controller controlled as it left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.objects import BATTLEFIELD
from ..engine.selectors import Selector
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics


@dataclass(frozen=True)
class ALeaves(TriggerCondition):
    """ "Whenever a <filter> leaves the battlefield", to any zone: ``filter`` is
    a :class:`Selector` ("you": this permanent's controller; ``other`` excludes
    this permanent) asked about the permanent as it last existed."""

    filter: Selector
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.ZONE})
    key: str = "trigger.leaves"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE
            and event["frm"] == BATTLEFIELD
            and self.filter.matches(game, event["obj"], ch.controller, source)
        )


__all__ = ["ALeaves"]
