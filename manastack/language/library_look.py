"""Looking at the top cards of a library and putting some of them somewhere:
"Look at the top five cards of your library.  You may put a creature card with
mana value 4 or less from among them onto the battlefield.  Put the rest on the
bottom of your library in a random order" (CR 401.4, 701.16); and putting one
of the cards an earlier instruction moved somewhere else: "Return ... up to one
creature card milled this way to the battlefield under your control".

The cards looked at are noted in the context as the effect first resolves, so
the question can wait (a copied or saved game asks it again about the same
cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.objects import BATTLEFIELD, HAND, LIBRARY
from ..engine.ops import Op, move
from ..engine.selectors import Selector
from .effects import library_top

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class LookAndPut(Effect):
    """ "Look at the top ``amount`` cards of your library.  You may put up to
    ``most`` <``fits``> cards from among them <``to``>.  Put the rest on the
    bottom of your library in a random order."  ``fits`` is a :class:`Selector`
    of the card in the library ("you" being the controller); a card put onto the
    battlefield enters under the controller's control; one put into the hand is
    revealed first when ``reveal`` says so."""

    amount: int
    fits: Selector
    to: str = HAND
    most: int = 1
    reveal: bool = False
    prompt: str = "prompt.reveal_card"
    key: str = "effect.look_and_put"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(f"look{key}", tuple(library_top(game, me, self.amount)))
        answers = ctx.answers.get(key, [])
        taken = [a for a in answers if a != "none"]
        options = tuple(
            c for c in looked if c not in taken and self.fits.matches(game, c, me, ctx.source)
        )
        if options and "none" not in answers and len(taken) < self.most:
            return Choice(me, DecisionKind.CHOOSE_CARD, self.prompt, options + ("none",), key=key)
        ops: list[Op] = []
        if taken and self.reveal:
            ops.append(Op("reveal", objs=taken, player=me))
        if self.to == BATTLEFIELD:
            ops += [move(c, BATTLEFIELD, "effect", controller=me) for c in taken]
        else:
            ops += [move(c, self.to, "effect") for c in taken]
        rest = [c for c in looked if c not in taken]
        game.rng.shuffle(rest)  # a random order (CR 401.4)
        return ops + [move(c, LIBRARY, "effect", position="bottom") for c in rest]


@dataclass(frozen=True)
class PutUpToOneOfThem(Effect):
    """ "Return up to one <``fits``> card <milled / exiled> this way to the
    battlefield under your control": one of the cards the effect at ``after``
    (``(part, index)`` of the same ability) moved, still where it went, chosen by
    the controller or none."""

    after: tuple[int, int]
    fits: Selector
    prompt: str
    to: str = BATTLEFIELD
    key: str = "effect.put_one_of_them"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        moved = [i for i in ctx.results.get(f"done{self.after}", []) if isinstance(i, int)]
        options = tuple(
            i
            for i in moved
            if i in game.objects
            and game.objects[i].zone != LIBRARY
            and self.fits.matches(game, i, me, ctx.source)
        )
        if not options:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(me, DecisionKind.CHOOSE_CARD, self.prompt, options + ("none",), key=key)
        if answer[0] not in options:
            return []
        return [move(answer[0], self.to, "return", controller=me)]


__all__ = ["LookAndPut", "PutUpToOneOfThem"]
