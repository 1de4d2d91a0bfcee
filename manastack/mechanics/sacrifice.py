"""Sacrificing as an effect (CR 701.17): "<player> sacrifices a <kind>".

The player who sacrifices chooses which of their permanents; a player with
none to sacrifice does nothing (CR 701.17a, 609.3).  Akki Underminer's "that
player sacrifices a permanent", the Oni's "sacrifice a creature" upkeep
triggers and Feast of Worms are written with :class:`Sacrifice`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.objects import GRAVEYARD
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec
from ..language.effects import YOU, Choice, Effect, players_for

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


__all__ = ["Sacrifice"]
