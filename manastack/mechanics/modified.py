"""Modified (Marvel's Spider-Man; "Equipment, Auras you control, and counters are
modifications").

A creature is modified if it has a counter of any kind, whoever put it there; if
it is equipped, whoever controls the Equipment; or if it is enchanted by an Aura
its controller controls — an opponent's Aura doesn't count (MOD-01, MOD-02).
"""

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
    from ..engine.objects import Characteristics, GameObject


def is_modified(game: Game, oid: int) -> bool:
    """Is the permanent ``oid`` modified (MOD-01, MOD-02)?"""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    if any(n > 0 for n in obj.counters.values()):
        return True
    controller = game.chars(obj).controller
    for other in game.battlefield:
        attached = game.objects[other]
        if attached.attached_to != oid:
            continue
        ch = game.chars(attached)
        if "Equipment" in ch.subtypes:
            return True
        if "Aura" in ch.subtypes and ch.controller == controller:
            return True
    return False


def _modified(
    game: Game, obj: GameObject, _ch: Characteristics, _you: int, _src: int | None
) -> bool:
    return is_modified(game, obj.id)


# "modified" in the selector algebra; counters and attachments are no
# characteristics, so it reads more than the board's characteristics
modified = Selector(_modified, "modified", board_only=False)


def modified_creature_you_control(game: Game, obj: object, player: int) -> bool:
    """A target filter: a modified creature ``player`` controls."""
    oid = obj.id  # type: ignore[attr-defined]
    ch = game.chars(oid)
    return ch.is_creature and ch.controller == player and is_modified(game, oid)


def was_modified_as_it_left(game: Game, event: Event) -> bool:
    """Was the permanent a zone-change ``event`` moved off the battlefield
    modified as it left (CR 603.10a: the game looks back in time)?  Its counters
    as it last existed, or an Equipment, or an Aura its controller controlled,
    that the move left unattached (MOD-01, MOD-02)."""
    old = game.lki_objects.get(event["obj"])
    if old is not None and any(n > 0 for n in old.counters.values()):
        return True
    controller = event["controller"]
    for oid in event.get("detached", ()):
        ch = game.chars(oid)
        if "Equipment" in ch.subtypes or ("Aura" in ch.subtypes and ch.controller == controller):
            return True
    return False


@dataclass(frozen=True)
class ModifiedCreatureYouControlLeaves(TriggerCondition):
    """ "Whenever a modified creature you control leaves the battlefield"
    (CR 603.6c, 603.10a): a leaves-the-battlefield trigger, so the creature is
    seen as it last existed."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.ZONE})
    key: str = "trigger.leaves"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD:
            return False
        was = game.lki.get(event["obj"])
        return (
            was is not None
            and was.is_creature
            and was.controller == ch.controller
            and was_modified_as_it_left(game, event)
        )


__all__ = [
    "ModifiedCreatureYouControlLeaves",
    "is_modified",
    "modified",
    "modified_creature_you_control",
    "was_modified_as_it_left",
]
