"""Leaves-the-battlefield triggers about other permanents: "When another
creature you control leaves the battlefield, ..." (CR 603.6c) and "When
enchanted creature dies, ..." (CR 700.4).

Such a trigger looks back in time (CR 603.10a): whether the permanent that left
fit the description is read from its last known information, so a creature
that died was a creature its controller controlled as it left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.objects import BATTLEFIELD, GRAVEYARD
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


@dataclass(frozen=True)
class AttachedDies(TriggerCondition):
    """ "When enchanted (equipped) creature dies": the creature this Aura or
    Equipment was attached to as it went from the battlefield to a graveyard
    (the zone change names what was attached to it, CR 303.4c)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.ZONE})
    key: str = "trigger.dies"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
            return False
        died = game.lki.get(event["obj"])
        return source in event.get("detached", ()) and died is not None and died.is_creature


__all__ = ["ALeaves", "AttachedDies"]
