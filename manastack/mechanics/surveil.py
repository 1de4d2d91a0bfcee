"""Surveil (CR 701.42 in the shipped rules, 701.25 in later editions): "look at
the top N cards of your library, then put any number of them into your
graveyard and the rest on top of your library in any order" (CR 701.42a).

Asked card by card like scry: "graveyard" or "top" for each card looked at, then
the order of the cards kept on top.  Cards put into the graveyard this way are
not milled (the move's cause is ``surveil``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import DecisionKind, EventKind
from ..engine.effect import Choice, Effect
from ..engine.model import Activated, cost
from ..engine.objects import GRAVEYARD, LIBRARY
from ..engine.ops import Op, move
from ..engine.triggers import TriggerCondition
from ..language.effects import Amount, amount_of, library_top

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

TOP = "top"
TO_GRAVEYARD = "graveyard"


@dataclass(frozen=True)
class Surveil(Effect):
    """ "Surveil N" (CR 701.42a), N a number or worked out on resolution
    ("surveil X").  With fewer than N cards in the library the player looks at
    all of them; surveil 0 does nothing."""

    amount: Amount = 1
    key: str = "effect.surveil"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.get(f"surveil{key}")
        if looked is None:  # the cards looked at are fixed once
            n = ctx.results[f"surveil_n{key}"] = max(0, amount_of(self.amount, game, ctx))
            looked = ctx.results[f"surveil{key}"] = library_top(game, me, n)
        answers = ctx.answers.get(key, [])
        if len(answers) < len(looked):
            card = looked[len(answers)]
            return Choice(
                me,
                DecisionKind.SURVEIL,
                "prompt.surveil",
                (TOP, TO_GRAVEYARD),
                (("card", card),),
                key=key,
            )
        top = [c for c, a in zip(looked, answers, strict=True) if a == TOP]
        order_key = key + ("order",)
        order = ctx.answers.get(order_key, [])
        if len(top) > 1 and len(order) < len(top) - 1:
            left = tuple(c for c in top if c not in order)
            return Choice(me, DecisionKind.SCRY_ORDER, "prompt.scry_order", left, key=order_key)
        ordered = order + [c for c in top if c not in order]
        ops = [
            move(c, GRAVEYARD, "surveil")
            for c, a in zip(looked, answers, strict=True)
            if a == TO_GRAVEYARD
        ]
        # the first card chosen ends on top: put the others back first
        ops += [
            Op("move", obj=c, to=LIBRARY, cause="surveil", position="top")
            for c in reversed(ordered)
        ]
        n = ctx.results[f"surveil_n{key}"]
        if n > 0:  # surveil 0 is no surveil event (CR 701.42c-d)
            ops.append(Op("surveil", player=me, amount=n))
        return ops


@dataclass(frozen=True)
class YouScryOrSurveil(TriggerCondition):
    """ "Whenever you scry or surveil": once the cards looked at have moved
    (CR 701.18d, 701.42d); scry 0 and surveil 0 are no such event (CR 701.18b,
    701.42c)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.SCRY, EventKind.SURVEIL})
    key: str = "trigger.scry_or_surveil"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind in (EventKind.SCRY, EventKind.SURVEIL) and bool(
            event["player"] == ch.controller
        )


def surveil_land_ability(amount: int = 1) -> Activated:
    """ "{4}, {T}: Surveil N" (the set's tapped dual lands)."""
    return Activated(
        cost("{4}", tap=True), (Surveil(amount),), text=f"{{4}}, {{T}}: Surveil {amount}."
    )


__all__ = ["TOP", "TO_GRAVEYARD", "Surveil", "YouScryOrSurveil", "surveil_land_ability"]
