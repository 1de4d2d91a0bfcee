"""Reflexive triggered abilities (CR 603.12): "[You may do X.] When you do,
<effects>".  The ability triggers on the action taken while its parent ability
resolves, and is put on the stack the next time a player would receive
priority; its targets are chosen then, not with the parent's (CR 603.3d).

:class:`WhenYouDo` is the effect placed after the action: when its condition
holds it performs the ``reflexive`` event, which adds the ability to the
waiting triggers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.effect import Effect
from ..engine.model import Triggered
from ..engine.objects import Characteristics
from ..engine.ops import Op
from ..engine.triggers import TriggerCondition, WaitingTrigger

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

REFLEXIVE = "reflexive"  # the event kind


@dataclass(frozen=True)
class Reflexively(TriggerCondition):
    """The trigger condition of a reflexive ability: it is never matched against
    events, since the parent ability's resolution triggers it (CR 603.12)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset()
    key: str = "trigger.reflexive"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return False


def _always(_game: Game, _ctx: Context) -> bool:
    return True


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
    """ "When you do, <effects>": if ``did(game, ctx)`` holds once the effects
    before it have happened, a reflexive ability with ``effects`` triggers
    (CR 603.12); ``make(game, ctx)`` builds them instead when they depend on
    what is known now (a power, CR 608.2h).  Their target slots belong to that
    ability, so the parent asks for none of them."""

    effects: tuple[Effect, ...]
    did: Callable[[Game, Context], bool] = _always
    make: Callable[[Game, Context], tuple[Effect, ...]] | None = None
    key: str = "effect.reflexive"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        if not self.did(game, ctx):
            return []
        effects = self.effects if self.make is None else self.make(game, ctx)
        ability = Triggered(Reflexively(), effects)
        return [Op(REFLEXIVE, ability=ability, controller=ctx.controller, source=ctx.source)]


def _reflexive(game: Game, op: Op) -> None:
    """The reflexive ability waits to be put on the stack (CR 603.12, 603.3)."""
    source = op["source"]
    lki = game.last_known(source)
    if lki is None:
        obj = game.lki_objects[source]
        lki = Characteristics(obj.face, obj.controller)
    game.waiting_triggers.append(
        WaitingTrigger(op["controller"], source, op["ability"], game.events[-1], lki)
    )


def register(rules: Registry) -> None:
    """The ``reflexive`` event."""
    rules.event_handlers.register(REFLEXIVE, _reflexive)


__all__ = ["REFLEXIVE", "Reflexively", "WhenYouDo", "events_this_resolution"]
