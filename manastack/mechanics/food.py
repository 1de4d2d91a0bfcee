"""Food and Clue: predefined artifact tokens (CR 111.10b, 111.10f), and
"investigate" (CR 701.16).

A Food is any artifact with the subtype Food (CR 205.3g): "Sacrifice a Food"
accepts a Food token or any other Food artifact, an artifact creature that is a
Food included (FOOD-02); Food is never a creature type.  One object can't pay two
costs: a Food sacrificed for its own ability is gone before any other cost is
paid, and a cost that sacrifices both its source and "a Food" can't use the
source twice (:func:`manastack.engine.casting.sacrifice_candidates`, FOOD-03).

Creating a Clue is not investigating (CLUE-02): only :class:`Investigate` emits
the ``investigate`` event that "whenever you investigate" abilities watch.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..engine.model import Activated, cost, token
from ..engine.ops import Op
from ..engine.triggers import OnEvent
from ..language.effects import Amount, CreateToken, Draw, Effect, GainLife, amount_of

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

FOOD = token(
    "Food",
    "Artifact — Food",
    text="{2}, {T}, Sacrifice this token: You gain 3 life.",
    abilities=[Activated(cost("{2}", tap=True, sacrifice_self=True), (GainLife(3),))],
)
"""The Food token (CR 111.10b, FOOD-01)."""

CLUE = token(
    "Clue",
    "Artifact — Clue",
    text="{2}, Sacrifice this token: Draw a card.",
    abilities=[Activated(cost("{2}", sacrifice_self=True), (Draw(1),))],
)
"""The Clue token (CR 111.10f, CLUE-01)."""


def CreateFood(amount: Amount = 1) -> CreateToken:  # noqa: N802 - reads like card text
    """ "Create a Food token" (CR 111.10b)."""
    return CreateToken(FOOD, amount)


def CreateClue(amount: Amount = 1) -> CreateToken:  # noqa: N802
    """ "Create a Clue token" (CR 111.10f): not investigating (CLUE-02)."""
    return CreateToken(CLUE, amount)


@dataclass(frozen=True)
class Investigate(Effect):
    """ "Investigate" (CR 701.16a): create a Clue token; each time is one
    investigation, which "whenever you investigate" abilities see."""

    amount: Amount = 1
    key: str = "effect.investigate"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ops: list[Op] = []
        for _ in range(amount_of(self.amount, game, ctx)):
            ops.append(Op("token", controller=ctx.controller, card=CLUE, tapped=False))
            ops.append(Op("investigate", player=ctx.controller))
        return ops


def _you_investigate(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.INVESTIGATE and event["player"] == ch.controller


YOU_INVESTIGATE = OnEvent(_you_investigate, key="trigger.investigate")
"""The trigger condition "whenever you investigate" (CR 701.16a)."""


def _investigate(game: Game, op: Op) -> None:
    game.emit(EventKind.INVESTIGATE, player=op["player"])


def is_food(game: Game, obj: GameObject, player: int) -> bool:
    """ "A Food" you control: any Food artifact (FOOD-02), for ``cost(sacrifice=...)``."""
    ch = game.chars(obj)
    return "Artifact" in ch.types and "Food" in ch.subtypes


def register(rules: Registry) -> None:
    """Investigating is an event (CR 701.16)."""
    rules.event_handlers.register("investigate", _investigate)


__all__ = [
    "CLUE",
    "FOOD",
    "YOU_INVESTIGATE",
    "CreateClue",
    "CreateFood",
    "Investigate",
    "is_food",
]
