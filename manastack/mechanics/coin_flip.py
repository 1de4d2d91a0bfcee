"""Flipping a coin (CR 705).

A coin's two sides are equally likely (CR 705.1): the game's seeded ``rng``
decides the flip, so a game replays the same from its seed.  The player who
flips wins or loses it (CR 705.2); the ``coin_flip`` event records the outcome for every
player to see, and :class:`FlipCoin` does its ``won`` or ``lost`` effects.
The outcome is kept in the resolving context, so answering a question of a
later effect never flips the coin again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.ops import Op
from ..engine.targets import specs_of
from ..language.effects import Effect

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.effect import Choice
    from ..engine.game import Game
    from ..engine.targets import TargetSpec


def flip_coin(game: Game) -> bool:
    """One flip of a fair coin (CR 705.1): True when the flipper wins (CR 705.2)."""
    return game.rng.random() < 0.5


@dataclass(frozen=True)
class FlipCoin(Effect):
    """ "Flip a coin. If you win the flip, <won>. If you lose the flip, <lost>"
    (CR 705.2): the controller flips once as the effect resolves."""

    won: tuple[Effect, ...] = ()
    lost: tuple[Effect, ...] = ()
    key: str = "effect.coin"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return specs_of(self.won + self.lost)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        record = (EventKind.COIN_FLIP, key)
        fresh = record not in ctx.results
        if fresh:
            ctx.results[record] = flip_coin(game)
        won: bool = ctx.results[record]
        ops = [Op(EventKind.COIN_FLIP, player=ctx.controller, won=won)] if fresh else []
        for i, effect in enumerate(self.won if won else self.lost):
            got = effect.resolve(game, ctx, part, key + (won, i))
            if not isinstance(got, list):
                return got
            ops += got
        return ops


def _coin_flip(game: Game, op: Op) -> None:
    """The flip is announced: who flipped and whether they won (CR 705.2)."""
    game.emit(EventKind.COIN_FLIP, player=op["player"], won=op["won"])


def register(rules: Registry) -> None:
    """The ``coin_flip`` event."""
    rules.event_handlers.register(EventKind.COIN_FLIP, _coin_flip)


__all__ = ["FlipCoin", "flip_coin"]
