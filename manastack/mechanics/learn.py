"""Learn (CR 701.48): "You may reveal a Lesson card you own from outside the game
and put it into your hand, or discard a card to draw a card."

A game here has no cards outside it (no sideboard is brought, CR 400.11a), so
the choice is between discarding a card to draw a card and doing nothing
(CR 701.48a: a player with no Lesson outside the game may still rummage).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..effects import Choice, Discard, Draw, Effect
from ..ops import Op

if TYPE_CHECKING:
    from ..context import Context
    from ..game import Game


@dataclass(frozen=True)
class Learn(Effect):
    """ "Learn": the controller may discard a card; if they do, they draw one."""

    key: str = "effect.learn"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        hand = game.players[me].hand
        if not hand:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(me, "may", "prompt.learn", ("yes", "no"), key=key)
        if answer[0] != "yes":
            return []
        got = Discard(1).resolve(game, ctx, part, key + ("discard",))
        if isinstance(got, Choice):
            return got
        return got + Draw(1).resolve(game, ctx, part, key + ("draw",))


__all__ = ["Learn"]
