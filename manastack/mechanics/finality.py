"""Finality counters (CR 122.1h): one or more on a permanent create the
replacement effect "If this permanent would be put into a graveyard from the
battlefield, exile it instead"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _exile_instead(game: Game, obj: GameObject, to: str) -> str:
    if to == GRAVEYARD and obj.zone == BATTLEFIELD and obj.counters.get(CounterKind.FINALITY):
        return EXILE
    return to


def register(rules: Registry) -> None:
    """A permanent with a finality counter goes to exile instead (CR 122.1h)."""
    rules.zone_redirects.register(_exile_instead)
