""" "Move a <kind> counter from this permanent onto <target>" (CR 122.5).

Moving a counter removes it from one object and puts it onto another; if either
can't be done — the source has no such counter, the two are the same object, or
either is no longer on the battlefield — no counter is removed or put anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind
from ..engine.effect import Effect
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class MoveCounterFromThis(Effect):
    """ "Move ``amount`` <``counter``> counters from this permanent onto
    <``onto``>" (CR 122.5)."""

    onto: TargetSpec
    counter: str = CounterKind.P1P1
    amount: int = 1
    key: str = "effect.move_counters"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.onto,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        source = game.objects.get(ctx.source)
        targets = game.still_legal(ctx, self.onto, part)
        if (
            not targets
            or source is None
            or source.zone != BATTLEFIELD
            or targets[0] == ctx.source
            or source.counters.get(self.counter, 0) < self.amount
        ):
            return []  # it isn't possible to move them (CR 122.5)
        return [
            Op("counters", obj=ctx.source, counter=self.counter, amount=-self.amount),
            Op("counters", obj=targets[0], counter=self.counter, amount=self.amount),
        ]


__all__ = ["MoveCounterFromThis"]
