"""Target slots whose targets are all "of the creature type of your choice"
(CR 115.1, 205.3m): "Return up to three target creature cards of the creature
type of your choice from your graveyard" (Aphetto Dredging).

The type is chosen as the targets are (CR 601.2c); the slot offers only a card
that shares a creature type with every target chosen before it, so whatever is
chosen has at least one creature type in common, and that type is the choice.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

_CREATURE_TYPES = frozenset(CREATURE_TYPES)


@dataclass(frozen=True, eq=False)
class OfOneCreatureType(TargetSpec):
    """A slot of several targets that all have one creature type in common."""

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        shared = set(_CREATURE_TYPES)
        for ref in chosen_already:
            shared &= game.chars(ref).subtypes
        for ref in super().choices(game, controller, source, chosen_already):
            if shared & game.chars(ref).subtypes:
                yield ref


__all__ = ["OfOneCreatureType"]
