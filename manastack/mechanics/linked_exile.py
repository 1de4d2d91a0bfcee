"""Cards "exiled with" a permanent, and a permanent that has the abilities of a
card chosen among them (Koh, the Face Stealer).

"Exiled with <this>" names the cards this object's own abilities exiled
(CR 607.2a, 406.6): :class:`ExileWithThis` exiles what it describes and records
the new objects in exile (``exile_with``: a record kept as a rules-changing
continuous effect that affects no object, ending as its source leaves the
battlefield, CR 400.7 — a new object is not linked to them).
:func:`exiled_with` reads the cards still in exile.

"Pay 1 life: Choose a creature card exiled with <this>.  <This> has all activated
and triggered abilities of the last chosen card": :class:`ChooseExiledWith`
records the choice (``choose_exiled``), and :func:`has_abilities_of_chosen` is
the static ability whose layer-6 effect (CR 613.1f) adds that card's activated
and triggered abilities to the permanent while the card is still in exile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect
from ..engine.model import Activated, Static, Triggered
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.selectors import Selector, itself
from ..engine.targets import TargetSpec
from ..language.effects import _specs, objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

EXILED_WITH_KEY = "ce.exiled_with"
CHOSEN_KEY = "ce.chosen_exiled_card"


def _nothing(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    """A record changes no object's characteristics."""
    return None


def _record(game: Game, key: str, source: int, controller: int, cards: tuple[int, ...]) -> None:
    record = ContinuousEffect(
        "1",
        _nothing,
        locked=frozenset(),
        source=source,
        controller=controller,
        timestamp=game.next_timestamp(),
        until="source_leaves",
        key=key,
        params=(("cards", cards),),
    )
    change_now(game, Op("effect", effect=record))


def exiled_with(game: Game, source: int) -> list[int]:
    """The cards exiled with the permanent ``source`` that are still in exile."""
    found: list[int] = []
    for effect in game.effects:
        if effect.key == EXILED_WITH_KEY and effect.source == source:
            for card in dict(effect.params)["cards"]:
                obj = game.objects.get(card)
                if obj is not None and obj.zone == EXILE and card not in found:
                    found.append(card)
    return found


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
        return [Op("exile_with", objs=ids, source=ctx.source, player=ctx.controller)]


def _exile_with(game: Game, op: Op) -> None:
    """Exile the objects, then record the cards in exile as exiled with the source."""
    exiled = []
    for oid in op["objs"]:
        new = change_now(game, move(oid, EXILE, "exile"))
        if new is not None and new in game.objects and game.objects[new].zone == EXILE:
            exiled.append(new)
    if exiled:
        _record(game, EXILED_WITH_KEY, op["source"], op["player"], tuple(exiled))


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
    _record(game, CHOSEN_KEY, op["source"], op["player"], (op["card"],))


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
    rules.event_handlers.register("exile_with", _exile_with)
    rules.event_handlers.register("choose_exiled", _choose_exiled)


__all__ = [
    "ChooseExiledWith",
    "ExileWithThis",
    "exiled_with",
    "has_abilities_of_chosen",
    "last_chosen",
]
