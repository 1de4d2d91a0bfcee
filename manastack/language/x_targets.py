"""Target slots bounded by X (CR 107.3, 601.2b-c): X is announced before targets
are chosen, so "target creature with power X or less" can be checked as the
targets are chosen and again on resolution (CR 608.2b)."""

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


def _within(x: int | None, value: int) -> bool:
    return x is None or value <= x


@dataclass(frozen=True, eq=False)
class AtMostX(TargetSpec):
    """A slot whose candidates also need ``measure(game, obj) <= X`` (power, mana
    value...)."""

    measure: Callable[[Game, GameObject], int] = lambda _game, _obj: 0

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        x = _x_of(source)
        for ref in super().choices(game, controller, source, chosen_already):
            if _within(x, self.measure(game, game.objects[ref])):
                yield ref

    def allows_x(self, game: Game, controller: int, source: GameObject | None, x: int) -> bool:
        needed = self.min_count
        for ref in super().choices(game, controller, source):
            if needed <= 0:
                break
            if self.measure(game, game.objects[ref]) <= x:
                needed -= 1
        return needed <= 0

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        obj = game.objects.get(ref) if isinstance(ref, int) else None
        return (
            obj is not None
            and super().is_legal(game, ref, controller, source)
            and _within(_x_of(source), self.measure(game, obj))
        )


def power_of(game: Game, obj: GameObject) -> int:
    return game.chars(obj).power or 0


def mana_value_of(game: Game, obj: GameObject) -> int:
    return game.chars(obj).mana_value


__all__ = ["AtMostX", "mana_value_of", "power_of"]
