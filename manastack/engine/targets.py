"""Targets (CR 115) and the selectors cards use to describe objects.

A :class:`TargetSpec` says what a spell or ability may target.  Each instance in a
card's text is one target slot; effects refer back to the very instance they were
built with, so "destroy target creature; its controller gains 3 life" reads the
target chosen for that slot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from .model import Triggered
from .objects import BATTLEFIELD, GRAVEYARD, STACK, GameObject, is_player_ref, player_ref
from .selectors import ObjectFilter as ObjectFilter
from .selectors import (
    Selector,
    anything,
    as_selector,
    card_type,
    creatures,
    spells,
    subtype,
    you_own,
)
from .selectors import not_colour as not_colour
from .selectors import opponent_controls as opponent_controls
from .selectors import you_control as you_control

if TYPE_CHECKING:
    from .context import Context
    from .effect import Effect
    from .game import Game

PlayerFilter = Callable[["Game", int, int], bool]


@dataclass(frozen=True, eq=False)
class TargetSpec:
    """What one target slot accepts (CR 115.1).

    ``objects`` is a :class:`~manastack.engine.selectors.Selector` of permanents
    (or, with ``zone``, spells or cards in a graveyard; an older three-argument
    object filter is made a selector); ``players`` filters players.  "You" is
    the controller of the spell or ability, and ``other`` excludes its source
    (the permanent an ability comes from).  ``count``/``minimum`` give "two
    target creatures" or "up to one target creature" (CR 115.1a, 601.2c).
    ``label`` is the message key that names the slot in prompts.  ``chooser``,
    ``(game, ctx) -> player``, names another player who chooses this slot's
    targets ("that creature's controller may have target creature of their
    choice get -3/-3"); the controller chooses them otherwise (CR 601.2c, 603.3d).
    """

    label: str
    objects: Selector | ObjectFilter | None = None
    players: PlayerFilter | None = None
    zone: str = BATTLEFIELD
    count: int = 1
    minimum: int | None = None
    chooser: Callable[[Game, Context], int] | None = None

    def __post_init__(self) -> None:
        if self.objects is not None and not isinstance(self.objects, Selector):
            object.__setattr__(self, "objects", as_selector(self.objects))

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
            test = cast(Selector, self.objects).test
            source_id = source_of(source)
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
                if test(game, obj, game.chars(obj), controller, source_id) and game.can_be_targeted(
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

    def bounds(self, game: Game, source: GameObject | None) -> tuple[int, int]:
        """How many targets this slot takes, at least and at most (CR 601.2c);
        ``source`` is the spell or ability on the stack ("X target creatures"
        reads its X)."""
        return self.min_count, self.count

    def allows_x(self, game: Game, controller: int, source: GameObject | None, x: int) -> bool:
        """Could this slot be filled if X were ``x``?  X is announced before targets
        are chosen (CR 601.2b-c); only a slot bounded by X depends on it."""
        return True

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
        return cast(Selector, self.objects).test(
            game, obj, game.chars(obj), controller, source_of(source)
        ) and game.can_be_targeted(obj.id, source, controller)


def source_of(source: GameObject | None) -> int | None:
    """The id ``other`` excludes: an ability's source permanent, or the spell."""
    if source is None:
        return None
    info = source.cast_info
    if info is not None and info.ability and info.ctx is not None:
        return int(info.ctx.source)
    return source.id


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
# The older names of the selector algebra (manastack.engine.selectors), kept for
# card authors: each is a Selector, so it combines with ``&``, ``|`` and ``~``.
is_creature = creatures
is_permanent = anything
has_type = card_type
has_subtype = subtype
either_type = card_type
spell_filter = spells


def all_of(*filters: Selector | ObjectFilter) -> Selector:
    """Every one of ``filters`` (``a & b & ...``)."""
    found = anything
    for f in filters:
        found = found & f
    return found


def any_player(game: Game, player: int, controller: int) -> bool:
    return True


def an_opponent(game: Game, player: int, controller: int) -> bool:
    return player != controller


# ---------------------------------------------------------- ready-made target slots
def any_target() -> TargetSpec:
    """ "Any target": a creature, player, planeswalker or battle (CR 115.4)."""
    return TargetSpec(
        "target.any", objects=card_type("Creature", "Planeswalker", "Battle"), players=any_player
    )


def target_creature(
    extra: Selector | ObjectFilter | None = None,
    label: str = "target.creature",
    count: int = 1,
    minimum: int | None = None,
) -> TargetSpec:
    """ "Target creature [that ``extra`` describes]" (CR 115.1)."""
    check = creatures if extra is None else creatures & extra
    return TargetSpec(label, objects=check, count=count, minimum=minimum)


def target_permanent(check: Selector | ObjectFilter, label: str) -> TargetSpec:
    """ "Target <permanent>" that ``check`` describes (CR 115.1)."""
    return TargetSpec(label, objects=as_selector(check))


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


def target_card_in_graveyard(
    check: Selector | ObjectFilter, label: str, yours: bool = False
) -> TargetSpec:
    """ "Target <card> in a graveyard [in your graveyard]" (CR 115.1, 404)."""
    selector = you_own & check if yours else as_selector(check)
    return TargetSpec(label, objects=selector, zone=GRAVEYARD)
