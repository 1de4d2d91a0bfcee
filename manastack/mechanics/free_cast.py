"""Casting a card without paying its mana cost while a spell or ability resolves
(CR 608.2g, 601.2, 118.9): Yue, the Moon Spirit's "You may cast a noncreature
spell from your hand without paying its mana cost", Lady Octopus, Solstice
Revelations, the Planetarium of Wan Shi Tong.

The effect :class:`MayCastWithoutPaying` offers the cards that could be cast
this way: cards in the given place that fit a selector (and, if the text says
so, whose mana value is at most some number), leaving out a card that could
not be cast (no legal target, a restriction, an additional cost it can't pay).
The chosen card is cast at once, in the middle of the resolution, through the
whole of CR 601.2 (announced, modes and targets chosen, costs paid: its mana
cost is replaced by the alternative cost of nothing, CR 118.9, so X is 0,
CR 107.3b, while cost increases and additional costs are still paid,
CR 601.2f).  Timing permissions are ignored (CR 608.2g), so a sorcery may be
cast this way while the stack is not empty; the resolution then goes on, and
the spell waits on the stack.

Casting is an event of its own (``cast_without_paying``), performed after
every earlier event of the effect; a card cast is a new object on the stack
(CR 400.7), so "if you don't cast that card this way" is "if it is still
there".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode, CastSpell, can_cast
from ..engine.effect import Choice, Effect
from ..engine.objects import EXILE, HAND
from ..engine.ops import Op, move
from ..engine.selectors import Selector
from ..language.effects import Amount, amount_of
from .reflexive import events_this_resolution

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

WITHOUT_PAYING = "without_paying"  # the cast mode's name (CastInfo.how)
CAST_WITHOUT_PAYING = "cast_without_paying"  # the event
NONE = "none"
CAST_ONCE = "cast_without_paying_once"  # turn_log: the objects that did it this turn

CardPlace = Callable[["Game", "Context"], Sequence[int]]


def from_your_hand(game: Game, ctx: Context) -> Sequence[int]:
    """ "From your hand"."""
    return tuple(game.players[ctx.controller].hand)


def exiled_this_way(game: Game, ctx: Context) -> Sequence[int]:
    """ "That card": the cards this resolution has exiled that are still in exile."""
    return tuple(
        e["new"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.ZONE
        and e["to"] == EXILE
        and e["new"] in game.objects
        and game.objects[e["new"]].zone == EXILE
    )


def free_mode(obj: GameObject) -> CastMode:
    """Casting ``obj``'s front face for the alternative cost of nothing (CR 118.9)."""
    face = obj.card.faces[0]
    return CastMode(WITHOUT_PAYING, face, ManaCost.parse(""), alternative=True)


def may_cast_free(game: Game, player: int, oid: int) -> bool:
    """Could ``player`` cast ``oid`` without paying its mana cost right now, while
    something resolves (CR 601.2, 608.2g)?  A land is never cast (CR 305.9)."""
    obj = game.objects[oid]
    if "Land" in obj.card.faces[0].types:
        return False
    return can_cast(game, player, obj, free_mode(obj), during_resolution=True)


@dataclass(frozen=True)
class MayCastWithoutPaying(Effect):
    """ "You may cast <a card that fits ``what``> from <``place``> [with mana
    value ``most`` or less] without paying its mana cost [. Do this only once
    each turn]" — with ``once_each_turn``, once a card was cast so this turn
    by an ability of the same object, nothing more is offered (a new object
    starts afresh, CR 400.7)."""

    place: CardPlace = from_your_hand
    what: Selector | None = None
    most: Amount | None = None
    once_each_turn: bool = False
    key: str = "effect.cast_without_paying"

    def candidates(self, game: Game, ctx: Context) -> tuple[int, ...]:
        """The cards that may be chosen: they fit, and could be cast (CR 601.2)."""
        if self.once_each_turn and ctx.source in game.turn_log.get(CAST_ONCE, ()):
            return ()
        limit = None if self.most is None else amount_of(self.most, game, ctx)
        found = []
        for oid in self.place(game, ctx):
            obj = game.objects[oid]
            if self.what is not None and not self.what.matches(game, obj, ctx.controller):
                continue
            if limit is not None and game.chars(obj).mana_value > limit:
                continue
            if may_cast_free(game, ctx.controller, oid):
                found.append(oid)
        return tuple(found)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            options = self.candidates(game, ctx)
            if not options:
                return []
            return Choice(
                ctx.controller,
                DecisionKind.CHOOSE_CARD,
                "prompt.cast_without_paying",
                options + (NONE,),
                key=key,
            )
        chosen = answer[0]
        if chosen == NONE or chosen not in self.candidates(game, ctx):
            return []
        once = ctx.source if self.once_each_turn else None
        return [Op(CAST_WITHOUT_PAYING, player=ctx.controller, obj=chosen, once=once)]


@dataclass(frozen=True)
class ExileUntilNonland(Effect):
    """ "Exile cards from the top of your library until you exile a nonland
    card" (all of them, if there is none)."""

    key: str = "effect.exile_until_nonland"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ops = []
        for oid in reversed(game.players[ctx.controller].library):  # the top card first
            ops.append(move(oid, EXILE, "exile"))
            if "Land" not in game.objects[oid].card.faces[0].types:
                break
        return ops


@dataclass(frozen=True)
class PutIntoHandIfNotCast(Effect):
    """ "If you don't cast that card this way, put it into your hand": the cards
    of ``place`` that fit ``what`` and are still there (a card cast is a new
    object on the stack, CR 400.7)."""

    place: CardPlace = exiled_this_way
    what: Selector | None = None
    key: str = "effect.put_into_hand"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            move(oid, HAND, "put")
            for oid in self.place(game, ctx)
            if self.what is None or self.what.matches(game, oid, ctx.controller)
        ]


def paid_mode(obj: GameObject, how: str) -> CastMode:
    """Casting ``obj``'s front face for its mana cost (CR 601.2f), named ``how``."""
    face = obj.card.faces[0]
    return CastMode(how, face, face.mana_cost)


class CastDuringResolution(CastSpell):
    """CR 601.2 for a card an effect lets its controller cast as the effect
    resolves (CR 608.2g): the way to cast is that effect's, not one the card's
    zone offers: without paying its mana cost (``WITHOUT_PAYING``, CR 118.9) or
    for it (any other ``how``, e.g. :mod:`.cast_now`'s)."""

    __slots__ = ()

    def _mode(self, game: Game) -> CastMode:
        obj = game.objects[self.card] if self.stage == "announce" else game.lki_objects[self.card]
        return free_mode(obj) if self.how == WITHOUT_PAYING else paid_mode(obj, self.how)


def _cast(game: Game, op: Op) -> None:
    if op.get("once") is not None:  # "do this only once each turn": done now
        game.turn_log.setdefault(CAST_ONCE, []).append(op["once"])
    game.push(CastDuringResolution(op["player"], op["obj"], WITHOUT_PAYING))


def register(rules: Registry) -> None:
    """The casting event."""
    rules.event_handlers.register(CAST_WITHOUT_PAYING, _cast)


__all__ = [
    "CAST_WITHOUT_PAYING",
    "WITHOUT_PAYING",
    "CastDuringResolution",
    "ExileUntilNonland",
    "PutIntoHandIfNotCast",
    "exiled_this_way",
    "MayCastWithoutPaying",
    "from_your_hand",
    "free_mode",
    "paid_mode",
    "may_cast_free",
]
