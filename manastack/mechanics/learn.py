"""Learn (CR 701.48): "You may reveal a Lesson card you own from outside the game
and put it into your hand, or discard a card to draw a card."

A game here has no cards outside it (no sideboard is brought, CR 400.11a), so
the choice is between discarding a card to draw a card and doing nothing
(CR 701.48a: a player with no Lesson outside the game may still rummage).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind
from ..engine.ops import Op
from ..language.effects import Choice, Discard, Draw, Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class MayDiscardToDraw(Effect):
    """ "You may discard a card.  If you do, draw N cards" (CR 701.8, 121)."""

    draws: int = 1
    prompt: str = "prompt.may"
    key: str = "effect.discard_to_draw"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        if not game.players[me].hand:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(me, DecisionKind.MAY, self.prompt, ("yes", "no"), key=key)
        if answer[0] != "yes":
            return []
        got = Discard(1).resolve(game, ctx, part, key + ("discard",))
        if isinstance(got, Choice):
            return got
        return got + Draw(self.draws).resolve(game, ctx, part, key + ("draw",))


def Learn() -> MayDiscardToDraw:  # noqa: N802 - reads like card text
    """ "Learn": the controller may discard a card; if they do, they draw one."""
    return MayDiscardToDraw(1, "prompt.learn", "effect.learn")


__all__ = ["Learn", "MayDiscardToDraw"]
