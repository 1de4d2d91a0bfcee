"""Firebending N (TLA, FIRE-01..06): "Whenever this creature attacks, add N {R}.
Until end of combat, you don't lose this mana as steps end."

A triggered ability (CR 603): it uses the stack and can be responded to; it is
not a mana ability (CR 605.1a: it triggers on attacking, not on a mana ability,
FIRE-06).  The mana goes into the pool as *lasting* mana
(:class:`manastack.core.mana.ManaPool`), which doesn't empty as the combat steps end
(CR 500.4 as modified by the ability) and empties when the end of combat step
ends (FIRE-01..04).  Several instances trigger separately (FIRE-05).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import Bending
from ..engine.model import Keyword, Triggered
from ..engine.ops import Op
from ..engine.triggers import Attacks
from ..language.effects import Amount, Effect, amount_of
from .bending import record_bending

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

FIREBENDING = "firebending"
FIREBEND = "firebend"  # the event: a player firebent


@dataclass(frozen=True)
class AddCombatMana(Effect):
    """ "Add N {R}. Until end of combat, you don't lose this mana as steps end.\""
    — what a firebending ability does as it resolves: its controller firebends,
    even if N is 0."""

    amount: Amount
    colour: str = "R"
    key: str = "effect.firebend"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        ops = (
            [Op("mana", player=ctx.controller, mana=self.colour * n, lasting=True)] if n > 0 else []
        )
        return [*ops, Op(FIREBEND, player=ctx.controller)]


def _firebend(game: Game, op: Op) -> None:
    record_bending(game, op["player"], Bending.FIRE)


@dataclass(frozen=True)
class AttacksWhile(Attacks):
    """ "Whenever this creature attacks", for an ability it has only while
    ``active(game, source)`` holds ("has firebending 2 as long as ..."): looked at
    as it attacks (CR 603.2), not again as the ability resolves (it has no
    intervening "if", CR 603.4)."""

    active: Callable[[Game, int], bool] | None = None

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return super().matches(game, event, source, ch) and (
            self.active is None or self.active(game, source)
        )


def firebending(n: Amount, text: str = "") -> Keyword:
    """``firebending(2)``; ``n`` may be a function ``(game, ctx) -> int``
    ("firebending X, where X is this creature's power")."""
    return Keyword(FIREBENDING, n, text=text or f"Firebending {n if isinstance(n, int) else 'X'}")


def firebending_while(n: int, active: Callable[[Game, int], bool]) -> Triggered:
    """ "This creature has firebending N as long as <condition>"."""
    return Triggered(AttacksWhile(active=active), (AddCombatMana(n),), text=f"Firebending {n}")


def _expand(keyword: Keyword) -> tuple:
    return (Triggered(Attacks(), (AddCombatMana(keyword.value),), text=keyword.text),)


def register(rules: Registry) -> None:
    """Firebending is a triggered ability (CR 702 keyword expansion); firebending is an event."""
    rules.keyword_expansions.register(FIREBENDING, _expand)
    rules.event_handlers.register(FIREBEND, _firebend)
    rules.record_events.add(FIREBEND)  # this turn's bending


__all__ = ["FIREBENDING", "AddCombatMana", "AttacksWhile", "firebending", "firebending_while"]
