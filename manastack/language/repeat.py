"""A process a player may repeat (CR 608.2c-d): "Target opponent draws two
cards, then you draw up to four cards. That opponent may repeat this process as
many times as they choose" (Trade Secrets).

:class:`Repeat` resolves the effects of its ``body`` in order, each one's
events happening before the next is resolved, then asks ``chooser`` whether to
do it all again; each round's choices are kept apart, and the question comes
only after the round's events, so the chooser decides knowing what they drew.  "Draw up to N cards" is :class:`DrawUpTo`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect, ThenAgain
from ..engine.ops import Op
from .effects import YOU, Amount, amount_of, players_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.targets import TargetSpec


@dataclass(frozen=True)
class DrawUpTo(Effect):
    """ "<Player> draws up to N cards" (CR 121.2): the player chooses how many,
    0 to N, as the effect resolves (CR 608.2d)."""

    most: Amount
    who: Any = YOU
    key: str = "effect.draw_up_to"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            most = amount_of(self.most, game, ctx)
            return Choice(
                players[0],
                DecisionKind.X,
                "prompt.draw_up_to",
                tuple(range(most + 1)),
                (("n", most),),
                key=key,
            )
        return [Op("draw", player=players[0]) for _ in range(answer[0])]


@dataclass(frozen=True)
class Repeat(Effect):
    """ "<body>. <``chooser``> may repeat this process as many times as they
    choose": the body's effects resolve in order, then the chooser answers yes
    (another round) or no."""

    body: tuple[Effect, ...]
    chooser: Any
    key: str = "effect.repeat"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        found: list[TargetSpec] = []
        for effect in self.body:
            found.extend(s for s in effect.specs if s not in found)
        return tuple(found)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        again = ctx.answers.get(key + ("again",), [])
        if again and again[-1] != "yes":
            return []
        round_ = len(again)
        done = ctx.answers.setdefault(key + ("done",), [])
        for i, effect in enumerate(self.body):
            if (round_, i) in done:
                continue
            got = effect.resolve(game, ctx, part, key + (round_, i))
            if isinstance(got, Choice):
                return got
            done.append((round_, i))  # its events happen before the next instruction
            return ThenAgain(got)
        chooser = players_for(self.chooser, game, ctx, part)
        if not chooser:
            return []
        return Choice(
            chooser[0],
            DecisionKind.MAY,
            "prompt.repeat_process",
            ("yes", "no"),
            key=key + ("again",),
        )


__all__ = ["DrawUpTo", "Repeat"]
