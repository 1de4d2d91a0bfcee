"""Connive (CR 701.50): "Draw a card, then discard a card.  If you discarded a
nonland card, put a +1/+1 counter on this creature."

:func:`connive` gives the two effects a card's text is made of: the controller of
the conniving creature draws (:class:`ConniveDraw`), then discards, and the
counter goes on in the same event as the discard, so nothing can happen in
between (CON-02; :class:`ConniveDiscard`).  No card discarded, no counter
(CON-03).  A creature that has left the battlefield still connives: its last
controller draws and discards, no counter is put anywhere (CON-04).  Every
connive emits a ``connive`` event, which :class:`Connives` watches ("whenever
… connives", CR 701.50c), whether or not the creature is still there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import CounterKind, DecisionKind, EventKind
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics, is_player_ref
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..engine.triggers import TriggerCondition
from ..language.effects import SELF, Choice, Effect

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game


def _conniver(what: Any, game: Game, ctx: Context, part: int) -> list[int]:
    """The conniving creature: the source itself even if it has left the
    battlefield (CON-04), or the still-legal target."""
    if what == SELF:
        return [ctx.source]
    if isinstance(what, TargetSpec):
        return [r for r in game.still_legal(ctx, what, part) if not is_player_ref(r)]
    raise ValueError(f"unknown conniver {what!r}")


def _controller(game: Game, oid: int) -> int:
    """The conniving creature's controller, or its last one if it has left."""
    return game.lki_controller(oid, moved_ok=True)


@dataclass(frozen=True)
class ConniveDraw(Effect):
    """The first half of connive: the creature's controller draws a card."""

    what: Any = SELF
    key: str = "effect.connive"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("draw", player=_controller(game, oid))
            for oid in _conniver(self.what, game, ctx, part)
        ]


@dataclass(frozen=True)
class ConniveDiscard(Effect):
    """The second half: discard a card, then (in the same event, CON-02) a +1/+1
    counter if it was a nonland card and the creature is still on the battlefield
    (CON-03, CON-04); then the connive event."""

    what: Any = SELF
    key: str = "effect.connive"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        ops: list[Op] = []
        for oid in _conniver(self.what, game, ctx, part):
            player = _controller(game, oid)
            hand = game.players[player].hand
            pkey = key + (oid,)
            answer = ctx.answers.get(pkey)
            if hand and not answer:
                return Choice(
                    player, DecisionKind.DISCARD, "prompt.discard", tuple(hand), (("n", 1),), pkey
                )
            nonland = False
            if answer:
                card = game.objects[answer[0]]
                nonland = "Land" not in game.chars(card).types
                ops.append(move(card.id, GRAVEYARD, "discard"))
            ops.append(Op("connive", obj=oid, player=player, counter=nonland))
        return ops


def _connive_event(game: Game, op: Op) -> None:
    """Put the counter (if a nonland card was discarded and the creature is still
    on the battlefield) and note that the creature connived."""
    oid = op["obj"]
    obj = game.objects.get(oid)
    if op["counter"] and obj is not None and obj.zone == BATTLEFIELD:
        change_now(game, Op("counters", obj=oid, counter=CounterKind.P1P1, amount=1))
    ch = game.last_known(oid)
    name = ch.name if ch is not None else ""
    game.emit(EventKind.CONNIVE, obj=oid, player=op["player"], card=name)


def connive(what: Any = SELF) -> tuple[Effect, Effect]:
    """ "<creature> connives" (CR 701.50a) as the effects of a spell or ability."""
    return (ConniveDraw(what), ConniveDiscard(what))


@dataclass(frozen=True)
class Connives(TriggerCondition):
    """ "Whenever <this creature / a creature you control> connives"
    (CR 701.50c): ``filter(game, conniver id, ability's controller)``; the
    conniver may have left the battlefield (CON-04)."""

    self_only: bool = True
    filter: Callable[[Game, int, int], bool] | None = None
    kinds: ClassVar[frozenset[str] | None] = frozenset({"connive"})
    key: str = "trigger.connives"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.CONNIVE:
            return False
        if self.self_only:
            return event["obj"] == source
        return self.filter is None or self.filter(game, event["obj"], ch.controller)


def register(rules: Registry) -> None:
    """Conniving is an event (CR 701.50)."""
    rules.event_handlers.register("connive", _connive_event)


__all__ = ["ConniveDiscard", "ConniveDraw", "Connives", "connive"]
