"""Targets (CR 115) and the selectors cards use to describe objects.

A :class:`TargetSpec` says what a spell or ability may target.  Each instance in a
card's text is one target slot; effects refer back to the very instance they were
built with, so "destroy target creature; its controller gains 3 life" reads the
target chosen for that slot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .model import Triggered
from .objects import BATTLEFIELD, GRAVEYARD, STACK, GameObject, is_player_ref, player_ref

if TYPE_CHECKING:
    from .effect import Effect
    from .game import Game

# A filter looks at a candidate object and the player who controls the spell or
# ability doing the choosing.
ObjectFilter = Callable[["Game", GameObject, int], bool]
PlayerFilter = Callable[["Game", int, int], bool]


@dataclass(frozen=True, eq=False)
class TargetSpec:
    """What one target slot accepts (CR 115.1).

    ``objects`` filters permanents (or, with ``zone``, spells or cards in a
    graveyard); ``players`` filters players.  ``count``/``minimum`` give "two
    target creatures" or "up to one target creature" (CR 115.1a, 601.2c).
    ``label`` is the message key that names the slot in prompts.
    """

    label: str
    objects: ObjectFilter | None = None
    players: PlayerFilter | None = None
    zone: str = BATTLEFIELD
    count: int = 1
    minimum: int | None = None

    @property
    def min_count(self) -> int:
        return self.count if self.minimum is None else self.minimum

    def candidates(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> list[Any]:
        """Every legal choice for this slot right now (CR 115.3, 601.2c)."""
        return list(self.choices(game, controller, source, chosen_already))

    def has_choices(self, game: Game, controller: int, source: GameObject | None) -> bool:
        """Are there enough legal choices to fill this slot's minimum (CR 601.2c)?"""
        needed = self.min_count
        if needed:
            for _ in self.choices(game, controller, source):
                needed -= 1
                if not needed:
                    break
        return not needed

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        """The legal choices one by one (what kinds of slot override)."""
        if self.objects is not None:
            if self.zone == BATTLEFIELD:
                pool = game.battlefield
            elif self.zone == STACK:
                pool = game.stack
            elif self.zone == GRAVEYARD:
                pool = [oid for p in game.players for oid in p.graveyard]
            else:
                pool = []
            objects = game.objects
            for oid in pool:
                if oid in chosen_already:
                    continue
                obj = objects[oid]
                if source is not None and oid == source.id and self.zone == STACK:
                    continue  # a spell can't target itself (CR 115.5)
                if self.objects(game, obj, controller) and game.can_be_targeted(
                    oid, source, controller
                ):
                    yield oid
        if self.players is not None:
            for p in game.players:
                ref = player_ref(p.index)
                if ref in chosen_already or p.has_lost:
                    continue
                if self.players(game, p.index, controller) and game.can_be_targeted(
                    ref, source, controller
                ):
                    yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        """Is ``ref`` still a legal target (checked again on resolution, CR 608.2b)?"""
        if is_player_ref(ref):
            player = int(str(ref)[1:])
            return (
                self.players is not None
                and not game.players[player].has_lost
                and self.players(game, player, controller)
                and game.can_be_targeted(ref, source, controller)
            )
        obj = game.objects.get(ref) if isinstance(ref, int) else None
        if obj is None or self.objects is None or obj.zone != self.zone:
            return False
        return self.objects(game, obj, controller) and game.can_be_targeted(
            obj.id, source, controller
        )


def specs_of(effects: Iterable[Effect]) -> tuple[TargetSpec, ...]:
    """The target slots of a list of effects.  Effects that share one
    :class:`TargetSpec` instance ("target creature gets +1/+1; untap it") share one
    slot: the spell has one target, not two (CR 115.1, 601.2c)."""
    found: list[TargetSpec] = []
    for effect in effects:
        for spec in effect.specs:
            if not any(spec is f for f in found):
                found.append(spec)
    return tuple(found)


# ---------------------------------------------------------------- object filters
def is_creature(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_creature


def is_permanent(game: Game, obj: GameObject, _controller: int) -> bool:
    return True


def has_type(card_type: str) -> ObjectFilter:
    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        return card_type in game.chars(obj).types

    return check


def has_subtype(subtype: str) -> ObjectFilter:
    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        return subtype in game.chars(obj).subtypes

    return check


def either_type(*card_types: str) -> ObjectFilter:
    wanted = frozenset(card_types)

    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        return bool(wanted & game.chars(obj).types)

    return check


def you_control(inner: ObjectFilter) -> ObjectFilter:
    def check(game: Game, obj: GameObject, controller: int) -> bool:
        return game.chars(obj).controller == controller and inner(game, obj, controller)

    return check


def opponent_controls(inner: ObjectFilter) -> ObjectFilter:
    def check(game: Game, obj: GameObject, controller: int) -> bool:
        return game.chars(obj).controller != controller and inner(game, obj, controller)

    return check


def not_colour(colour: str, inner: ObjectFilter) -> ObjectFilter:
    def check(game: Game, obj: GameObject, controller: int) -> bool:
        return colour not in game.chars(obj).colours and inner(game, obj, controller)

    return check


def all_of(*filters: ObjectFilter) -> ObjectFilter:
    def check(game: Game, obj: GameObject, controller: int) -> bool:
        return all(f(game, obj, controller) for f in filters)

    return check


def any_player(game: Game, player: int, controller: int) -> bool:
    return True


def an_opponent(game: Game, player: int, controller: int) -> bool:
    return player != controller


def spell_filter(*card_types: str) -> ObjectFilter:
    """A spell on the stack, optionally of given card types (CR 115.1b)."""
    wanted = frozenset(card_types)

    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        if obj.cast_info is None or obj.cast_info.ability:
            return False
        return not wanted or bool(wanted & game.chars(obj).types)

    return check


# ---------------------------------------------------------- ready-made target slots
def any_target() -> TargetSpec:
    """ "Any target": a creature, player, planeswalker or battle (CR 115.4)."""
    return TargetSpec(
        "target.any", objects=either_type("Creature", "Planeswalker", "Battle"), players=any_player
    )


def target_creature(
    extra: ObjectFilter | None = None,
    label: str = "target.creature",
    count: int = 1,
    minimum: int | None = None,
) -> TargetSpec:
    check = is_creature if extra is None else all_of(is_creature, extra)
    return TargetSpec(label, objects=check, count=count, minimum=minimum)


def target_permanent(check: ObjectFilter, label: str) -> TargetSpec:
    return TargetSpec(label, objects=check)


def target_player(label: str = "target.player") -> TargetSpec:
    return TargetSpec(label, players=any_player)


def target_opponent() -> TargetSpec:
    return TargetSpec("target.opponent", players=an_opponent)


def triggered_ability_on_stack(game: Game, obj: GameObject, _controller: int) -> bool:
    """A triggered ability on the stack (CR 113.1c, 603.3): a stack object that
    is an ability whose ability is a triggered one."""
    info = obj.cast_info
    return info is not None and info.ability and isinstance(info.ability_obj, Triggered)


def target_spell(*card_types: str, label: str = "target.spell") -> TargetSpec:
    return TargetSpec(label, objects=spell_filter(*card_types), zone=STACK)


def target_card_in_graveyard(check: ObjectFilter, label: str, yours: bool = False) -> TargetSpec:
    def in_graveyard(game: Game, obj: GameObject, controller: int) -> bool:
        return (not yours or obj.owner == controller) and check(game, obj, controller)

    return TargetSpec(label, objects=in_graveyard, zone=GRAVEYARD)
