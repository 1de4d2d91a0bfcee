"""Reflexive triggered abilities (CR 603.12): "You may <do something>.  When
you do, <effect>."

A reflexive triggered ability triggers on an action taken earlier while its
spell or ability resolves.  It is made at that moment, from inside the
resolution, and goes on the stack the next time a player would receive priority,
with its targets chosen then (CR 603.12a): so "When you do, target creature
can't block this turn" picks the creature only once the discard has happened.

:class:`WhenYouDo` is the effect that follows the optional action; ``done`` says,
on resolution, whether the action was taken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.events import Event
from ..core.kinds import EventKind
from ..engine.effect import Effect
from ..engine.model import Triggered
from ..engine.objects import Characteristics
from ..engine.ops import Op
from ..engine.triggers import TriggerCondition, WaitingTrigger

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class Reflexive(TriggerCondition):
    """The trigger condition of a reflexive ability: the action it follows, which
    :class:`WhenYouDo` reports; no other event matches it."""

    kinds: ClassVar[frozenset[str] | None] = frozenset()
    key: str = "trigger.reflexive"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return False


def events_this_resolution(game: Game) -> list[Event]:
    """The events since the resolving spell or ability began to resolve
    (CR 608.2): what "when you do" and "this way" look at."""
    events = game.events
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == EventKind.RESOLVE:
            return list(events[i + 1 :])
    return []


@dataclass(frozen=True)
class WhenYouDo(Effect):
    """ "When you do, [if <condition>,] <effects>" (CR 603.12): put after the
    action it follows, inside an effect that happens only if that action was done
    (a ``MayPay``, a ``May``), or with ``done(game, ctx)`` saying on resolution
    whether it was (``did``: the same, by keyword).  ``condition(game, source,
    event)`` is an intervening "if" (CR 603.4): checked as it would trigger and
    again as it resolves.  ``make(game, ctx)`` builds the effects instead when
    they depend on what is known now (a power, CR 608.2h).  Their target slots
    belong to the reflexive ability, so the parent asks for none of them."""

    effects: tuple[Any, ...]
    done: Callable[[Game, Context], bool] | None = None
    condition: Callable[..., bool] | None = None
    did: Callable[[Game, Context], bool] | None = None
    make: Callable[[Game, Context], tuple[Any, ...]] | None = None
    key: str = "effect.reflexive"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        done = self.done or self.did
        if done is not None and not done(game, ctx):
            return []
        if self.condition is not None and not self.condition(game, ctx.source, None):
            return []  # it doesn't trigger (CR 603.4)
        effects = self.effects if self.make is None else self.make(game, ctx)
        ability = Triggered(Reflexive(), effects, condition=self.condition)
        return [Op("reflexive", source=ctx.source, controller=ctx.controller, ability=ability)]


def _reflexive(game: Game, op: Op) -> None:
    """The reflexive ability triggers (CR 603.12a); its source is the object
    whose ability made it, as it last existed if it has left (CR 113.7a)."""
    source = op["source"]
    lki = game.last_known(source)
    if lki is None:
        obj = game.objects.get(source) or game.lki_objects[source]
        lki = Characteristics(obj.face, obj.controller)
    event = Event(EventKind.EFFECT, {"source": source})
    game.waiting_triggers.append(
        WaitingTrigger(op["controller"], source, op["ability"], event, lki)
    )


def register(rules: Registry) -> None:
    """A reflexive ability triggering is an event of its own."""
    rules.event_handlers.register("reflexive", _reflexive)


__all__ = ["Reflexive", "WhenYouDo", "events_this_resolution"]
