"""What a resolving spell or ability made "this way", and what happens to it later.

"For each creature card exiled this way, create a token that's a copy of it. At
the beginning of your next end step, sacrifice those tokens" (Foggy Swamp
Visions): :func:`tokens_made_this_way` names the tokens this resolution created
(CR 111.1, 608.2), and :class:`SacrificeAtNextEndStep` makes the delayed triggered
ability that sacrifices them (CR 603.7, 701.21), knowing them by id so that a
token that has left the battlefield is not touched (CR 400.7)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.model import Triggered
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.ops import Op
from ..engine.triggers import AtStep
from ..language.effects import Effect, MoveCard
from .delayed import create_delayed
from .reflexive import events_this_resolution

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def tokens_made_this_way(game: Game, ctx: Context) -> Sequence[int]:
    """ "Those tokens": the tokens this resolution created that are still on the
    battlefield."""
    return tuple(
        e["new"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.ZONE
        and e["cause"] == "token"
        and e["new"] in game.objects
        and game.objects[e["new"]].zone == BATTLEFIELD
    )


@dataclass(frozen=True)
class SacrificeAtNextEndStep(Effect):
    """ "At the beginning of your next end step, sacrifice <those permanents>"
    (``yours=False``: "the next end step"): a one-shot delayed trigger made now
    for the permanents ``what(game, ctx)`` names (CR 603.7)."""

    what: Callable[[Game, Context], Sequence[int]]
    yours: bool = True
    key: str = "effect.delayed"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        those = self.what(game, ctx)
        if not those:
            return []
        when = AtStep("end", yours=self.yours)
        sacrifices = tuple(MoveCard(oid, BATTLEFIELD, GRAVEYARD, "sacrifice") for oid in those)
        return [create_delayed(when, Triggered(when, sacrifices), ctx.controller, ctx.source)]


__all__ = ["SacrificeAtNextEndStep", "tokens_made_this_way"]
