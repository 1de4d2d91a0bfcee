"""Moving cards between hidden zones and the battlefield: putting cards from hand
onto the battlefield without casting them (Tooth and Nail, Elvish Piper, Myojin of
Life's Web) and searching with a reveal (Tooth and Nail, Time of Need).  Such a
permanent was not cast, so
"if you cast it from your hand" abilities don't apply (MYO-02, CR 601.1)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.kinds import DecisionKind
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op, move
from ..language.effects import Choice, Effect, SearchLibrary


@dataclass(frozen=True)
class PutFromHand(Effect):
    """ "Put up to N (or any number of) creature cards from your hand onto the
    battlefield": chosen one at a time, then ``done``.  They are not cast (MYO-02).
    ``fits(game, ctx, card)`` names another kind of card ("a permanent card with
    mana value X or less")."""

    limit: int | None = None
    fits: Callable[[Any, Any, Any], bool] | None = None
    key: str = "effect.put_from_hand"

    def resolve(self, game, ctx, part, key):
        hand = game.players[ctx.controller].hand
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if a != "done"]
        if "done" not in answers and (self.limit is None or len(picked) < self.limit):
            options = tuple(
                c
                for c in hand
                if c not in picked
                and (
                    "Creature" in game.objects[c].card.faces[0].types
                    if self.fits is None
                    else self.fits(game, ctx, game.objects[c])
                )
            )
            if options:
                return Choice(
                    ctx.controller,
                    DecisionKind.PUT_FROM_HAND,
                    "prompt.put_from_hand",
                    options + ("done",),
                    key=key,
                )
        return [move(c, BATTLEFIELD, "put", controller=ctx.controller) for c in picked if c in hand]


@dataclass(frozen=True)
class SearchAndReveal(SearchLibrary):
    """ "Search your library for up to N <kind> cards, reveal them, put them into
    your hand, then shuffle" (CR 701.19, 701.16a)."""

    def resolve(self, game, ctx, part, key):
        got = super().resolve(game, ctx, part, key)
        if isinstance(got, Choice):
            return got
        picked = [op["obj"] for op in got if op.kind == "move"]
        return ([Op("reveal", objs=picked, player=ctx.controller)] if picked else []) + got


__all__ = ["PutFromHand", "SearchAndReveal"]
