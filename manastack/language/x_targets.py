"""Target slots that depend on X (CR 107.3, 601.2b-c): X is announced before
targets are chosen, so "target creature with power X or less" and "target
artifact with mana value X" can be checked as the targets are chosen and again
on resolution (CR 608.2b), and "X target creatures" takes exactly X targets
(CR 601.2c)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _x_of(stack_obj: GameObject | None) -> int | None:
    """The X announced for the spell or ability ``stack_obj``; ``None`` before X
    is announced (asking whether the spell could be cast at all: some X may do)."""
    info = stack_obj.cast_info if stack_obj is not None else None
    if info is None or info.ctx is None or not info.ctx.flags.x_chosen:
        return None
    return info.ctx.x


@dataclass(frozen=True, eq=False)
class AtMostX(TargetSpec):
    """A slot whose candidates also need ``measure(game, obj) <= X`` (power, mana
    value...)."""

    measure: Callable[[Game, GameObject], int] = lambda _game, _obj: 0

    def fits(self, value: int, x: int | None) -> bool:
        """Does a measured ``value`` fit X (any value does before X is announced)?"""
        return x is None or value <= x

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        x = _x_of(source)
        for ref in super().choices(game, controller, source, chosen_already):
            if self.fits(self.measure(game, game.objects[ref]), x):
                yield ref

    def allows_x(self, game: Game, controller: int, source: GameObject | None, x: int) -> bool:
        needed = self.min_count
        for ref in super().choices(game, controller, source):
            if needed <= 0:
                break
            if self.fits(self.measure(game, game.objects[ref]), x):
                needed -= 1
        return needed <= 0

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        obj = game.objects.get(ref) if isinstance(ref, int) else None
        return (
            obj is not None
            and super().is_legal(game, ref, controller, source)
            and self.fits(self.measure(game, obj), _x_of(source))
        )


@dataclass(frozen=True, eq=False)
class ExactlyX(AtMostX):
    """A slot whose candidates need ``measure(game, obj) == X`` ("target artifact
    with mana value X")."""

    def fits(self, value: int, x: int | None) -> bool:
        return x is None or value == x


@dataclass(frozen=True, eq=False)
class XTargets(TargetSpec):
    """ "X target creatures": the slot takes exactly X targets, X being announced
    first (CR 601.2b-c); with X = 0 the spell has no target (CR 115.1)."""

    minimum: int | None = 0  # before X is announced, no target is needed

    def bounds(self, game: Game, source: GameObject | None) -> tuple[int, int]:
        x = _x_of(source) or 0
        return x, x

    def allows_x(self, game: Game, controller: int, source: GameObject | None, x: int) -> bool:
        found = 0
        for _ref in super().choices(game, controller, source):
            if found >= x:
                break
            found += 1
        return found >= x


@dataclass(frozen=True, eq=False)
class UpToXTargets(XTargets):
    """ "Up to X target creatures": the slot takes any number of targets from none
    to X, X being announced first (CR 601.2b-c, 115.1)."""

    def bounds(self, game: Game, source: GameObject | None) -> tuple[int, int]:
        return 0, _x_of(source) or 0

    def allows_x(self, game: Game, controller: int, source: GameObject | None, x: int) -> bool:
        return True


@dataclass(frozen=True, eq=False)
class TotalManaValueAtMost(TargetSpec):
    """ "Any number of target <cards> with total mana value N or less" (CR 115.1,
    202.3): a card may be chosen only while the mana values of the cards chosen
    for the slot, with its own, add up to ``total`` or less."""

    total: int = 0

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        spent = sum(
            mana_value_of(game, game.objects[ref])
            for ref in chosen_already
            if isinstance(ref, int) and ref in game.objects
        )
        for ref in super().choices(game, controller, source, chosen_already):
            if spent + mana_value_of(game, game.objects[ref]) <= self.total:
                yield ref


def power_of(game: Game, obj: GameObject) -> int:
    return game.chars(obj).power or 0


def mana_value_of(game: Game, obj: GameObject) -> int:
    return game.chars(obj).mana_value


__all__ = [
    "AtMostX",
    "ExactlyX",
    "TotalManaValueAtMost",
    "UpToXTargets",
    "XTargets",
    "mana_value_of",
    "power_of",
]
