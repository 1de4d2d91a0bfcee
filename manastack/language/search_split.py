"""A search whose cards an opponent splits (CR 701.19, 701.16a): "Search your
library for up to four land cards with different names and reveal them. An
opponent chooses two of those cards. Put the chosen cards into your graveyard and
the rest onto the battlefield tapped, then shuffle" (Elemental Teachings).

The searcher finds up to ``most`` cards, each with a name none found before has
(CR 201.2); the cards are revealed; the opponent (a game has two players) chooses ``chosen`` of them, or all of them if
no more were found; the chosen cards and the rest go where the card says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.objects import GRAVEYARD
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.selectors import Selector, accepts

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

DONE = "done"


@dataclass(frozen=True)
class SearchAnOpponentSplits(Effect):
    """Search for up to ``most`` ``matches`` cards with different names and reveal
    them; an opponent chooses ``chosen`` of them, which go to ``chosen_to``; the
    rest go to ``rest_to`` (``rest_tapped``: onto the battlefield tapped); then
    shuffle."""

    matches: Selector | Callable[[Game, Any], bool]
    most: int = 4
    chosen: int = 2
    chosen_to: str = GRAVEYARD
    rest_to: str = GRAVEYARD
    rest_tapped: bool = False
    key: str = "effect.search"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        answers = ctx.answers.get(key, [])
        found = [a for a in answers if a != DONE]
        if len(found) < self.most and DONE not in answers:
            names = {game.objects[c].card.name for c in found}
            options = tuple(
                c
                for c in game.players[me].library
                if c not in found
                and game.objects[c].card.name not in names
                and accepts(self.matches, game, c, me, ctx.source)
            )
            return Choice(me, DecisionKind.SEARCH, "prompt.search", options + (DONE,), key=key)
        reveal = [Op("reveal", objs=list(found), player=me)] if found else []
        chosen = list(found)
        if len(found) > self.chosen:
            picked = ctx.answers.get(key + ("split",), [])
            if len(picked) < self.chosen:
                if not picked:  # revealed first, so the chooser knows them (CR 701.16a)
                    change_now(game, reveal[0])
                return Choice(
                    game.opponents(me)[0],  # a game has two players
                    DecisionKind.CHOOSE_CARD,
                    "prompt.split_search",
                    tuple(c for c in found if c not in picked),
                    (("n", self.chosen - len(picked)),),
                    key=key + ("split",),
                )
            chosen, reveal = list(picked), []  # revealed before the choice
        rest = [c for c in found if c not in chosen]
        return (
            reveal
            + [move(c, self.chosen_to, "search") for c in chosen]
            + [move(c, self.rest_to, "search", tapped=self.rest_tapped) for c in rest]
            + [Op("shuffle", player=me, searched=True)]
        )


__all__ = ["SearchAnOpponentSplits"]
