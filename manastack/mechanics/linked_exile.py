"""Cards "exiled with" a permanent (CR 607.2a, linked abilities), face up or face
down (CR 406.3), and "whenever you draw a card" (CR 121.1).

* The ``exile_linked`` event exiles cards and notes each on the source
  permanent (the designation ``exiled:<id>``, as Faceless Butcher's);
  :func:`exiled_with` reads them back, through the source's last known
  information once it has left (sacrificed to pay a cost, CR 113.7a).
* A card exiled face down can't be looked at by any player (CR 406.3): its
  name is hidden in the views and the log, to its owner as well.
* Moonring Mirror: :class:`ExileTopLinked` ("exile the top card of your library
  face down") and :class:`SwapHandWithLinked` ("you may exile all cards from
  your hand face down.  If you do, put all other cards you own exiled with this
  artifact into your hand"; a hand with no card may still be exiled, and then
  the linked cards come back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import DecisionKind, EventKind
from ..engine.effect import Choice, Effect
from ..engine.objects import EXILE, HAND
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.triggers import TriggerCondition
from ..language.effects import library_top

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

EXILE_LINKED = "exile_linked"
LINK = "exiled:"  # the designation on the source: "exiled:<card id>"


def exiled_with(game: Game, source: int, owner: int | None = None) -> tuple[int, ...]:
    """The cards exiled with ``source`` that are still in exile (CR 607.2a),
    only those ``owner`` owns if given."""
    obj = game.objects.get(source) or game.lki_objects.get(source)
    if obj is None:
        return ()
    found = []
    for mark in sorted(obj.designations):
        if not mark.startswith(LINK):
            continue
        card = game.objects.get(int(mark[len(LINK) :]))
        if card is not None and card.zone == EXILE and (owner is None or card.owner == owner):
            found.append(card.id)
    return tuple(found)


def _exile_linked(game: Game, op: Op) -> None:
    """Exile the cards (face down with ``face_down``), noting each on the source
    while it is on the battlefield."""
    source = op["source"]
    for card in op["cards"]:
        new = change_now(game, move(card, EXILE, "exile", face_down=op["face_down"]))
        if not isinstance(new, int) or new not in game.objects:
            continue
        if game.objects[new].zone == EXILE and source in game.battlefield:
            change_now(game, Op("designate", obj=source, add=f"{LINK}{new}"))


@dataclass(frozen=True)
class ExileTopLinked(Effect):
    """ "Exile the top card of your library [face down]", linked to the source."""

    face_down: bool = True
    key: str = "effect.exile_top"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        top = tuple(library_top(game, ctx.controller, 1))
        if not top:
            return []
        return [Op(EXILE_LINKED, cards=top, source=ctx.source, face_down=self.face_down)]


@dataclass(frozen=True)
class SwapHandWithLinked(Effect):
    """ "You may exile all cards from your hand face down.  If you do, put all
    other cards you own exiled with this <permanent> into your hand" (the cards
    exiled now are not among the others)."""

    key: str = "effect.swap_hand"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller, DecisionKind.MAY, "prompt.may_exile_hand", ("yes", "no"), key=key
            )
        if answer[0] != "yes":
            return []
        others = exiled_with(game, ctx.source, owner=ctx.controller)
        hand = tuple(game.players[ctx.controller].hand)
        return [Op(EXILE_LINKED, cards=hand, source=ctx.source, face_down=True)] + [
            move(card, HAND, "put") for card in others
        ]


@dataclass(frozen=True)
class YouDraw(TriggerCondition):
    """ "Whenever you draw a card" (CR 121.1): each card the source's controller
    draws."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.you_draw"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE
            and event["cause"] == "draw"
            and event["to"] == HAND
            and event["owner"] == ch.controller
        )


def register(rules: Registry) -> None:
    """The ``exile_linked`` event."""
    rules.event_handlers.register(EXILE_LINKED, _exile_linked)


__all__ = [
    "EXILE_LINKED",
    "ExileTopLinked",
    "SwapHandWithLinked",
    "YouDraw",
    "exiled_with",
]
