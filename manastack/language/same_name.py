"""The Betrayers "splinter" cycle (Eradicate, Quash, Scour, Splinter, Sowing
Salt): "Exile [or counter] target <object>. Search its controller's graveyard,
hand, and library for all cards with the same name as that <object> and exile
them. Then that player shuffles."

The name and the controller are those the target had as the spell resolves
(CR 608.2h).  Every card with that name in the public graveyard is exiled; in the
hidden hand and library the searcher may fail to find some or all of them
(CR 701.19b), so they pick the ones found one at a time, then ``done``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class ExileWithSameName(Effect):
    """Exile (or, with ``counter``, counter, CR 701.5) the target, then exile the
    cards with its name from its controller's graveyard, hand and library, and
    that player shuffles (CR 701.19)."""

    what: TargetSpec
    counter: bool = False
    key: str = "effect.exile_same_name"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        legal = game.still_legal(ctx, self.what, part)
        if not legal:
            return []
        target = legal[0]
        name = game.chars(target).name
        victim = game.players[game.chars(target).controller]
        answers = ctx.answers.get(key, [])
        found = [a for a in answers if a != "done"]
        left = tuple(
            c
            for c in (*victim.hand, *victim.library)
            if game.objects[c].card.name == name and c not in found
        )
        if left and "done" not in answers:
            return Choice(
                ctx.controller,
                DecisionKind.EXTRACT,
                "prompt.extract",
                left + ("done",),
                (("name", name), ("revealed", left)),
                key=key,
            )
        if self.counter:
            # the countered card is in the graveyard when it is searched (Quash)
            change_now(game, Op("counter", obj=target))
            first = []
        else:
            first = [move(target, EXILE, "exile")]
        graveyard = [c for c in victim.graveyard if game.objects[c].card.name == name]
        return (
            first
            + [Op("reveal", objs=list(victim.hand), player=victim.index)]
            + [move(c, EXILE, "exile") for c in graveyard + found]
            + [Op("shuffle", player=victim.index)]
        )


__all__ = ["ExileWithSameName"]
