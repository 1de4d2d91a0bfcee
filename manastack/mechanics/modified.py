"""Modified (Marvel's Spider-Man; "Equipment, Auras you control, and counters are
modifications").

A creature is modified if it has a counter of any kind, whoever put it there; if
it is equipped, whoever controls the Equipment; or if it is enchanted by an Aura
its controller controls — an opponent's Aura doesn't count (MOD-01, MOD-02).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import BATTLEFIELD

if TYPE_CHECKING:
    from ..engine.game import Game


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


def modified_creature_you_control(game: Game, obj: object, player: int) -> bool:
    """A target filter: a modified creature ``player`` controls."""
    oid = obj.id  # type: ignore[attr-defined]
    ch = game.chars(oid)
    return ch.is_creature and ch.controller == player and is_modified(game, oid)


__all__ = ["is_modified", "modified_creature_you_control"]
