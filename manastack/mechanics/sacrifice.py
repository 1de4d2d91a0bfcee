"""Sacrificing as an effect (CR 701.17): "<player> sacrifices a <kind>".

The player who sacrifices chooses which of their permanents; a player with
none to sacrifice does nothing (CR 701.17a, 609.3).  Akki Underminer's "that
player sacrifices a permanent", the Oni's "sacrifice a creature" upkeep
triggers and Feast of Worms are written with :class:`Sacrifice`; "you may
sacrifice this permanent.  If you do, ..." (Blood Speaker) with
:class:`MaySacrificeThis`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, specs_of
from ..language.effects import YOU, Choice, Effect, Sequence_, players_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class Sacrifice(Effect):
    """ "<who> sacrifices a <kind>" (CR 701.17): each player meant chooses one
    permanent they control that ``selector(game, obj, player)`` accepts and
    sacrifices it; ``other_than(game, ctx)`` names objects that may not be
    chosen ("another land")."""

    selector: Callable[[Game, GameObject, int], bool]
    who: Any = YOU
    other_than: Callable[[Game, Context], tuple[int, ...]] | None = None
    key: str = "effect.sacrifice"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.who,) if isinstance(self.who, TargetSpec) else ()

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        excluded = self.other_than(game, ctx) if self.other_than is not None else ()
        chosen: list[int] = []
        for player in players_for(self.who, game, ctx, part):
            pkey = key + (player,)
            answer = ctx.answers.get(pkey)
            if answer:
                chosen.append(answer[0])
                continue
            options = tuple(
                oid
                for oid in game.battlefield
                if game.chars(oid).controller == player
                and oid not in excluded
                and self.selector(game, game.objects[oid], player)
            )
            if options:
                return Choice(player, DecisionKind.SACRIFICE, "prompt.sacrifice", options, key=pkey)
        return [move(oid, GRAVEYARD, "sacrifice") for oid in chosen]


@dataclass(frozen=True)
class MaySacrificeThis(Effect):
    """ "You may sacrifice this permanent.  If you do, <then>" (CR 701.17a,
    608.2c): asked only while the source is on the battlefield under your
    control; ``then`` happens only if it was sacrificed."""

    then: tuple[Effect, ...]
    key: str = "effect.sacrifice"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return specs_of(self.then)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        source = game.objects.get(ctx.source)
        if source is None or source.zone != BATTLEFIELD:
            return []
        if game.chars(source).controller != ctx.controller:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(ctx.controller, DecisionKind.MAY, "prompt.may", ("yes", "no"), key=key)
        if answer[0] != "yes":
            return []
        then = Sequence_(self.then).resolve(game, ctx, part, key + ("then",))
        if isinstance(then, Choice):
            return then
        return [move(ctx.source, GRAVEYARD, "sacrifice"), *then]


__all__ = ["MaySacrificeThis", "Sacrifice"]
