"""Cards "exiled with" a permanent (CR 607.2a, linked abilities), face up or face
down (CR 406.3); a permanent with the abilities of a card chosen among them (Koh,
the Face Stealer); and "whenever you draw a card" (CR 121.1).

* The ``exile_linked`` event exiles cards and notes each on the source
  permanent (the designation ``exiled:<id>``, as Faceless Butcher's);
  :func:`exiled_with` reads them back, through the source's last known
  information once it has left (sacrificed to pay a cost, CR 113.7a).  A new
  object is not linked to them (CR 400.7).
* :class:`ExileWithThis` ("exile <target or it>", exiled with this object's
  source) and :class:`ExileTopLinked` ("exile the top card of your library face
  down") exile through it; :class:`LinkExiled` notes what an earlier effect of
  the same ability exiled (Boiling Rock Rioter, "exile target card from a
  graveyard").
* A card exiled face down can't be looked at by any player (CR 406.3): its
  name is hidden in the views and the log, to its owner as well.
* Moonring Mirror: :class:`SwapHandWithLinked` ("you may exile all cards from
  your hand face down.  If you do, put all other cards you own exiled with this
  artifact into your hand"; a hand with no card may still be exiled, and then
  the linked cards come back).
* Koh: "Pay 1 life: Choose a creature card exiled with <this>.  <This> has all
  activated and triggered abilities of the last chosen card":
  :class:`ChooseExiledWith` records the choice (``choose_exiled``), and
  :func:`has_abilities_of_chosen` is the static ability whose layer-6 effect
  (CR 613.1f) adds that card's activated and triggered abilities to the
  permanent while the card is still in exile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import DecisionKind, EventKind
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect, rule_change
from ..engine.model import Activated, Static, Triggered
from ..engine.objects import EXILE, HAND
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.selectors import Selector, itself
from ..engine.targets import TargetSpec
from ..engine.triggers import TriggerCondition
from ..language.effects import _specs, library_top, objects_for

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

EXILE_LINKED = "exile_linked"
LINK = "exiled:"  # the designation on the source: "exiled:<card id>"
CHOSEN_KEY = "ce.chosen_exiled_card"


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
class ExileWithThis(Effect):
    """ "Exile <target or it>" where what is exiled is "exiled with" this object's
    source: ``what`` is an object description of :func:`objects_for`."""

    what: Any
    key: str = "effect.exile"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ids = tuple(objects_for(self.what, game, ctx, part))
        if not ids:
            return []
        return [Op(EXILE_LINKED, cards=ids, source=ctx.source, face_down=False)]


@dataclass(frozen=True)
class LinkExiled(Effect):
    """Note on the source the cards the effect at ``after`` (``(part, index)``
    of the same ability) exiled: "cards exiled with <this>"."""

    after: tuple[int, int]
    key: str = "effect.link"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        if ctx.source not in game.battlefield:
            return []
        exiled = [i for i in ctx.results.get(f"done{self.after}", []) if isinstance(i, int)]
        return [
            Op("designate", obj=ctx.source, add=f"{LINK}{i}")
            for i in exiled
            if i in game.objects and game.objects[i].zone == EXILE
        ]


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


@dataclass(frozen=True)
class ChooseExiledWith(Effect):
    """ "Choose a <kind> card exiled with <this>" (``matches``): the choice is
    recorded; the last chosen card is what :func:`has_abilities_of_chosen` reads."""

    matches: Selector
    key: str = "effect.choose_exiled"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        cards = tuple(
            c
            for c in exiled_with(game, ctx.source)
            if self.matches.matches(game, game.objects[c], ctx.controller, ctx.source)
        )
        if not cards:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller, DecisionKind.CHOOSE_CARD, "prompt.choose_exiled", cards, key=key
            )
        return [Op("choose_exiled", card=answer[0], source=ctx.source, player=ctx.controller)]


def _choose_exiled(game: Game, op: Op) -> None:
    """Record the chosen card: a rules-changing continuous effect that affects no
    object and ends as its source leaves the battlefield (CR 400.7)."""
    record = rule_change(
        game,
        CHOSEN_KEY,
        op["source"],
        op["player"],
        until="source_leaves",
        params=(("cards", (op["card"],)),),
    )
    change_now(game, Op("effect", effect=record))


def last_chosen(game: Game, source: int) -> int | None:
    """The card last chosen for ``source``, if it is still in exile."""
    latest = None
    for effect in game.effects:
        if effect.key == CHOSEN_KEY and effect.source == source:
            if latest is None or effect.timestamp > latest.timestamp:
                latest = effect
    if latest is None:
        return None
    card: int = dict(latest.params)["cards"][0]
    obj = game.objects.get(card)
    return card if obj is not None and obj.zone == EXILE else None


def _gain_chosen_abilities(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Layer 6 (CR 613.1f): add the activated and triggered abilities of the last
    chosen card."""
    card = last_chosen(game, obj.id)
    if card is None:
        return
    gained = tuple(
        a
        for a in game.objects[card].card.faces[0].abilities
        if isinstance(a, (Activated, Triggered))
    )
    if gained:
        ch.abilities = (*ch.abilities, *gained)


def has_abilities_of_chosen(text: str = "") -> Static:
    """ "<This> has all activated and triggered abilities of the last chosen card"."""
    effect = ContinuousEffect("6", _gain_chosen_abilities, applies=itself, key="ce.grant_ability")
    return Static((effect,), text=text)


def register(rules: Registry) -> None:
    """The events of exiling with a permanent and of choosing among those cards."""
    rules.event_handlers.register(EXILE_LINKED, _exile_linked)
    rules.event_handlers.register("choose_exiled", _choose_exiled)


__all__ = [
    "EXILE_LINKED",
    "ChooseExiledWith",
    "ExileTopLinked",
    "ExileWithThis",
    "LinkExiled",
    "SwapHandWithLinked",
    "YouDraw",
    "exiled_with",
    "has_abilities_of_chosen",
    "last_chosen",
]
