"""Things that last until the next end step (delayed triggered abilities,
CR 603.7): "exile it; return it to the battlefield under its owner's control at
the beginning of the next end step" (Otherworldly Journey, Hikari), "create a
token that's a copy of it, except it has haste; sacrifice it at the beginning of
the next end step" (Kiki-Jiki, CR 707.2, 707.9b) and "put a creature card from
your hand onto the battlefield; it gains haste; sacrifice it at the beginning of
the next end step" (Through the Breach).

Each is an event that does its first part and then creates the delayed trigger
with the id of the object it made (CR 400.7: the returned card, the token and the
creature put onto the battlefield are new objects)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, KeywordName
from ..engine.layers import grant
from ..engine.model import Triggered
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..engine.triggers import AtStep
from ..language.effects import Choice, Effect, objects_for
from .delayed import create_delayed

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

NEXT_END_STEP = AtStep("end", yours=False)  # "at the beginning of the next end step"
EXILE_RETURN = "exile_return_at_end"
TEMPORARY_COPY = "token_copy_until_end"
TEMPORARY_PUT = "put_until_end"


# ------------------------------------------------------------------ the effects
@dataclass(frozen=True)
class ExileUntilNextEndStep(Effect):
    """ "Exile <it>. At the beginning of the next end step, return that card to
    the battlefield under its owner's control [with counters on it]"."""

    what: Any
    counters: tuple[tuple[str, int], ...] = ()
    key: str = "effect.exile_return"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op(
                EXILE_RETURN,
                obj=oid,
                controller=ctx.controller,
                source=ctx.source,
                counters=self.counters,
            )
            for oid in objects_for(self.what, game, ctx, part)
        ]


@dataclass(frozen=True)
class TokenCopyUntilNextEndStep(Effect):
    """ "Create a token that's a copy of <target>, except it has haste.
    Sacrifice it at the beginning of the next end step"."""

    what: TargetSpec
    key: str = "effect.token_copy"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op(TEMPORARY_COPY, obj=oid, controller=ctx.controller, source=ctx.source)
            for oid in game.still_legal(ctx, self.what, part)
        ]


@dataclass(frozen=True)
class PutCreatureUntilNextEndStep(Effect):
    """ "You may put a creature card from your hand onto the battlefield. That
    creature gains haste. Sacrifice that creature at the beginning of the next
    end step"."""

    key: str = "effect.put_until_end"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        hand = game.players[ctx.controller].hand
        answer = ctx.answers.get(key)
        if not answer:
            options = tuple(c for c in hand if "Creature" in game.objects[c].card.faces[0].types)
            if not options:
                return []
            return Choice(
                ctx.controller,
                DecisionKind.PUT_FROM_HAND,
                "prompt.put_from_hand",
                options + ("done",),
                key=key,
            )
        if answer[0] not in hand:
            return []
        return [Op(TEMPORARY_PUT, obj=answer[0], controller=ctx.controller, source=ctx.source)]


@dataclass(frozen=True)
class ReturnFromExile(Effect):
    """The delayed trigger's effect: return that card if it is still in exile."""

    obj: int
    counters: tuple[tuple[str, int], ...] = ()
    key: str = "effect.return"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = game.objects.get(self.obj)
        if found is None or found.zone != EXILE:
            return []
        return [move(self.obj, BATTLEFIELD, "return", counters=dict(self.counters))]


@dataclass(frozen=True)
class SacrificeIt(Effect):
    """The delayed trigger's effect: sacrifice that permanent, if it is still
    on the battlefield under your control (CR 701.17a)."""

    obj: int
    key: str = "effect.sacrifice"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = game.objects.get(self.obj)
        if found is None or found.zone != BATTLEFIELD:
            return []
        if game.chars(self.obj).controller != ctx.controller:
            return []
        return [move(self.obj, GRAVEYARD, "sacrifice")]


# ------------------------------------------------------------------ the events
def _at_next_end_step(game: Game, op: Op, effect: Effect) -> None:
    ability = Triggered(NEXT_END_STEP, (effect,))
    change_now(game, create_delayed(NEXT_END_STEP, ability, op["controller"], op["source"]))


def _gains_haste(game: Game, op: Op, oid: int) -> None:
    """ "It has / gains haste": for as long as it is that object (CR 611.2c)."""
    effect = replace(
        grant((KeywordName.HASTE,), lambda g, s, o, ch: True),
        applies=None,
        locked=frozenset({oid}),
        source=op["source"],
        controller=op["controller"],
        timestamp=game.next_timestamp(),
    )
    change_now(game, Op("effect", effect=effect))


def _exile_return(game: Game, op: Op) -> None:
    new = change_now(game, move(op["obj"], EXILE, "exile"))
    if isinstance(new, int) and new in game.objects and game.objects[new].zone == EXILE:
        _at_next_end_step(game, op, ReturnFromExile(new, op["counters"]))


def _token_copy(game: Game, op: Op) -> None:
    original = game.objects.get(op["obj"])
    if original is None:
        return
    new = change_now(game, Op("token", controller=op["controller"], card=original.card))
    if isinstance(new, int) and new in game.objects:
        _gains_haste(game, op, new)
        _at_next_end_step(game, op, SacrificeIt(new))


def _put_until_end(game: Game, op: Op) -> None:
    """Put the creature onto the battlefield; once it has entered (after any
    "as it enters" choice, CR 614.12) it gains haste and is sacrificed at the
    next end step."""

    def entered(game: Game, new: Any) -> None:
        if isinstance(new, int) and new in game.objects and game.objects[new].zone == BATTLEFIELD:
            _gains_haste(game, op, new)
            _at_next_end_step(game, op, SacrificeIt(new))

    change_now(game, move(op["obj"], BATTLEFIELD, "put", controller=op["controller"]), entered)


def register(rules: Registry) -> None:
    """The three events."""
    rules.event_handlers.register(EXILE_RETURN, _exile_return)
    rules.event_handlers.register(TEMPORARY_COPY, _token_copy)
    rules.event_handlers.register(TEMPORARY_PUT, _put_until_end)


__all__ = [
    "NEXT_END_STEP",
    "ExileUntilNextEndStep",
    "PutCreatureUntilNextEndStep",
    "ReturnFromExile",
    "SacrificeIt",
    "TokenCopyUntilNextEndStep",
]
