"""Static abilities that change the objects they apply to by an amount read
from the game or by adding types (CR 604, 613): "Enchanted creature gets +1/+1
for each creature card in your graveyard and is an Avatar in addition to its
other types"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine.layers import ContinuousEffect
from ..engine.selectors import Applies, Selector

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


@dataclass(frozen=True)
class _PlusForEach:
    """Layer 7c (CR 613.4c): +``power``/+``toughness`` times the amount
    ``count(game, source)`` (a :class:`~manastack.engine.selectors.Count`: "you"
    is the source's controller)."""

    count: Callable[[Game, Any], int]
    power: int
    toughness: int

    def __call__(
        self, ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
    ) -> None:
        n = self.count(game, source) if source is not None else 0
        if ch.power is not None and n:
            ch.power += self.power * n
            ch.toughness = (ch.toughness or 0) + self.toughness * n


@dataclass(frozen=True)
class _AddSubtypes:
    """Layer 4 (CR 613.1d): "is a <subtype> in addition to its other types"."""

    subtypes: frozenset[str]
    board_only: ClassVar[bool] = True  # it reads nothing off the battlefield

    def __call__(
        self, ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
    ) -> None:
        ch.subtypes = ch.subtypes | self.subtypes


def gets_for_each(
    count: Callable[[Game, Any], int],
    applies: Applies | Selector,
    power: int = 1,
    toughness: int = 1,
) -> ContinuousEffect:
    """ "<Objects> get +1/+1 for each <count>" (layer 7c)."""
    return ContinuousEffect(
        "7c", _PlusForEach(count, power, toughness), applies=applies, key="ce.anthem"
    )


def is_also(subtypes: tuple[str, ...], applies: Applies | Selector) -> ContinuousEffect:
    """ "<Objects> are <subtypes> in addition to their other types" (layer 4)."""
    return ContinuousEffect(
        "4", _AddSubtypes(frozenset(subtypes)), applies=applies, key="ce.creature_type"
    )


__all__ = ["gets_for_each", "is_also"]
