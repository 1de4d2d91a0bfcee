"""Optional payments during resolution and reflexive triggered abilities.

* "You may pay <mana>. If you do, <effects>" (CR 117.12, 608.2d):
  :class:`MayPay` asks the controller, offering to pay only if they can, and pays
  with the payment solver (the ``pay_mana`` event of the card language).
* "When you do, <effects>" (CR 603.12): a reflexive triggered ability, created
  by the resolving ability and triggered by its own earlier action;
  :class:`WhenYouDo` sets it up as a one-shot delayed trigger that the
  ``reflexive`` event fires at once, so it goes on the stack the next time a
  player would get priority, and its targets are chosen then (CR 603.3d), not
  while the first ability resolved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import DecisionKind, EventKind
from ..core.mana import ManaCost
from ..engine.casting import can_pay_mana
from ..engine.model import Triggered
from ..engine.ops import Op
from ..engine.targets import specs_of
from ..engine.triggers import TriggerCondition
from ..language.effects import Choice, Effect

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics
    from ..engine.targets import TargetSpec


@dataclass(frozen=True)
class MayPay(Effect):
    """ "You may pay <mana>. If you do, <then>": ``then`` happens only if paid."""

    mana: str
    then: tuple[Effect, ...] = ()
    key: str = "effect.may_pay"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return specs_of(self.then)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        cost = ManaCost.parse(self.mana)
        answer = ctx.answers.get(key)
        if not answer:
            options = ("pay", "decline") if can_pay_mana(game, ctx.controller, cost) else ()
            if not options:
                return []
            return Choice(
                ctx.controller,
                DecisionKind.MAY,
                "prompt.may_pay",
                options,
                (("cost", self.mana),),
                key=key,
            )
        if answer[0] != "pay":
            return []
        ops: list[Op] = [Op("pay_mana", player=ctx.controller, cost=cost)]
        for i, effect in enumerate(self.then):
            got = effect.resolve(game, ctx, part, key + (i,))
            if isinstance(got, Choice):
                return got
            ops += got
        return ops


@dataclass(frozen=True)
class Reflexive(TriggerCondition):
    """The ``reflexive`` event named ``mark``: the trigger event of one
    :class:`WhenYouDo`."""

    mark: tuple[Any, ...]
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.REFLEXIVE})
    key: str = "trigger.reflexive"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.REFLEXIVE and tuple(event["mark"]) == self.mark


@dataclass(frozen=True)
class WhenYouDo(Effect):
    """ "When you do, [if <condition>,] <effects>" (CR 603.12): put after the action
    it depends on, inside an effect that happens only if that action was done (a
    :class:`MayPay`, a ``May``), or after an action that is always done."""

    effects: tuple[Effect, ...]
    # an intervening "if" of the reflexive ability (CR 603.4): (game, source, event)
    condition: Callable[..., bool] | None = None
    key: str = "effect.when_you_do"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        if self.condition is not None and not self.condition(game, ctx.source, None):
            return []  # it doesn't trigger (CR 603.4); it is checked again on resolution
        mark = (ctx.stack_id, *key)
        return [
            Op(
                "delayed",
                condition=Reflexive(mark),
                ability=Triggered(Reflexive(mark), self.effects, condition=self.condition),
                controller=ctx.controller,
                source=ctx.source,
                one_shot=True,
            ),
            Op("reflexive", mark=mark),
        ]


def _reflexive(game: Game, op: Op) -> None:
    game.emit(EventKind.REFLEXIVE, mark=op["mark"])


def register(rules: Registry) -> None:
    """The event a reflexive trigger triggers on."""
    rules.event_handlers.register("reflexive", _reflexive)


__all__ = ["MayPay", "Reflexive", "WhenYouDo"]
