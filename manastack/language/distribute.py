"""Counters distributed as an effect resolves (CR 608.2d): "distribute three stun
counters among any number of tapped creatures your opponents control".

The objects are not targets, so they are chosen as the effect resolves, among
those it describes then.  Every counter is placed while one such object exists:
"any number of" lets the controller put them all on one object or spread them,
and each counter goes on one object."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.ops import Op
from ..engine.selectors import Selector

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class DistributeCounters(Effect):
    """ "Distribute ``amount`` ``counter`` counters among any number of <objects>"
    (``among``, a selector read as the effect resolves; "you" is its controller):
    the controller picks an object for each counter in turn (CR 608.2d)."""

    counter: CounterKind
    amount: int
    among: Selector
    key: str = "effect.distribute_counters"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        placed: Counter[int] = Counter()
        candidates = tuple(self.among.ids(game, ctx.controller, ctx.source))
        for i in range(self.amount if candidates else 0):
            answer = ctx.answers.get(key + (i,))
            if not answer:
                return Choice(
                    ctx.controller,
                    DecisionKind.CHOOSE_CREATURE,
                    "prompt.distribute_counter",
                    candidates,
                    (("counter", self.counter), ("n", self.amount - i)),
                    key=key + (i,),
                )
            placed[answer[0]] += 1
        return [
            Op("counters", obj=oid, counter=self.counter, amount=n) for oid, n in placed.items()
        ]


__all__ = ["DistributeCounters"]
