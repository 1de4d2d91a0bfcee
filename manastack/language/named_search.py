"""Searching a player's zones for cards with a chosen name, and putting cards onto
the battlefield under your control.

"Choose a card name. Search target opponent's graveyard, hand, and library for up
to four cards with that name and exile them. Then that player shuffles" (The
Rise of Sozin): :class:`ExileNamedFromZones`.  The name is chosen as the effect
resolves (CR 201.3); the searcher may fail to find cards in the hidden hand and
library (CR 701.19b), so they pick the cards one at a time from the three zones,
up to ``most``, then ``done``; the hand is revealed, as searching it shows it.

"Put <target cards> onto the battlefield under your control" (CR 110.2a):
:class:`PutOntoBattlefield`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.objects import BATTLEFIELD, EXILE
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec
from .effects import _specs, objects_for, players_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

DONE = "done"


@dataclass(frozen=True)
class ExileNamedFromZones(Effect):
    """Choose a card name among ``names()``, then search the graveyard, hand and
    library of the player ``who`` describes for up to ``most`` cards with that
    name, exile them, and that player shuffles (CR 201.3, 701.19)."""

    who: Any
    names: Callable[[], tuple[str, ...]]
    most: int = 4
    key: str = "effect.extract"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        if key not in ctx.answers:
            return Choice(
                ctx.controller, DecisionKind.CARD_NAME, "prompt.card_name", self.names(), key=key
            )
        name = ctx.answers[key][0]
        victim = game.players[players[0]]
        found_key = key + ("found",)
        answers = ctx.answers.get(found_key, [])
        found = [a for a in answers if a != DONE]
        left = tuple(
            c
            for c in (*victim.graveyard, *victim.hand, *victim.library)
            if game.objects[c].card.name == name and c not in found
        )
        if left and len(found) < self.most and DONE not in answers:
            return Choice(
                ctx.controller,
                DecisionKind.EXTRACT,
                "prompt.extract",
                left + (DONE,),
                (("name", name), ("revealed", left)),
                key=found_key,
            )
        return (
            [Op("reveal", objs=list(victim.hand), player=victim.index)]
            + [move(c, EXILE, "exile") for c in found]
            + [Op("shuffle", player=victim.index)]
        )


@dataclass(frozen=True)
class PutOntoBattlefield(Effect):
    """ "Put <target cards> onto the battlefield under your control" (CR 110.2a):
    ``what`` is an object description of :func:`objects_for`."""

    what: Any
    key: str = "effect.move"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            move(c, BATTLEFIELD, "put", controller=ctx.controller)
            for c in objects_for(self.what, game, ctx, part)
        ]


__all__ = ["ExileNamedFromZones", "PutOntoBattlefield"]
