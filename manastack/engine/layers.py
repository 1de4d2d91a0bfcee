"""Continuous effects and the layer system (CR 611, 613).

:func:`compute_characteristics` starts from each object's copiable values
(face-down, flipped, transformed or copied as appropriate, CR 613.2) and applies
every continuous effect layer by layer: 2 control, 3 text, 4 type, 5 colour,
6 abilities, 7a characteristic-defining, 7b setting, 7c modifying (with
counters), 7d switching.  Inside a layer effects go in timestamp order unless one
depends on another (CR 613.8), which is found by trying them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ..core.kinds import CounterKind, KeywordName
from .model import Face, Static, static_effects_of
from .objects import BATTLEFIELD, STACK, Characteristics, GameObject
from .selectors import Applies, Selector, creatures, you_control
from .selectors import other as another

if TYPE_CHECKING:
    from .game import Game
    from .model import CardDef, Face

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")

Modify = Callable[[Characteristics, "Game", GameObject | None, GameObject], None]
F = TypeVar("F", bound=Callable[..., Any])  # a function board_only marks


def board_only(function: F) -> F:
    """Mark an ``applies`` or ``modify`` function as reading only objects on the
    battlefield and the stack, so characteristics needn't be recomputed when
    combat or another zone changes (see Game._touch_effect_inputs)."""
    function.board_only = True  # type: ignore[attr-defined]  # a mark read by getattr
    return function


def affects_only_its_source(function: F) -> F:
    """Mark an ``applies`` function as true of no object but the effect's own
    source ("this creature gets +1/+1 as long as ..."), so the layer system
    asks it about the source alone rather than about every object."""
    function.only_source = True  # type: ignore[attr-defined]  # a mark read by getattr
    return function


def affects_only_attached(function: F) -> F:
    """Mark an ``applies`` function as true of no object but the one its
    source is attached to ("enchanted creature gets ..."), so the layer
    system asks it about that object alone."""
    function.only_attached = True  # type: ignore[attr-defined]  # a mark read by getattr
    return function


def _candidates(
    applies: Applies, source: GameObject | None, chars: dict[int, Characteristics]
) -> list[int]:
    """The objects an ``applies`` function could be true of: its source, or
    what its source is attached to, when it is marked so; else every object."""
    if getattr(applies, "only_source", False):
        return [source.id] if source is not None and source.id in chars else []
    if getattr(applies, "only_attached", False):
        target = source.attached_to if source is not None else None
        return [target] if target is not None and target in chars else []
    return list(chars)


def reads_pools(function: F) -> F:
    """Mark an ``applies`` function as reading players' mana pools ("as long as
    you have six or more unspent mana"), so characteristics are recomputed when
    mana is added, spent or emptied (see Game.pool_changed)."""
    function.reads_pools = True  # type: ignore[attr-defined]  # a mark read by getattr
    return function


def card_reads_pools(card: CardDef) -> bool:
    """Does a static ability of ``card`` read the mana pools (:func:`reads_pools`)?"""
    return any(
        getattr(effect.applies, "reads_pools", False)
        for face in card.faces
        for effect in static_effects_of(face.abilities)
    )


@dataclass(frozen=True, eq=False)
class ContinuousEffect:
    """One continuous effect (CR 611).

    ``applies`` decides which objects it affects (``None`` source for effects whose
    source has left); a :class:`~manastack.engine.selectors.Selector` is made one
    (:meth:`Selector.layer_test`: "you" is the source's controller); ``locked`` fixes the affected set when an effect from a
    resolved spell or ability is created (CR 611.2c).  ``until`` is ``"end_of_turn"``,
    ``"end_of_combat"``, ``"source_leaves"`` or ``""`` (lasts for the game, or for as
    long as its static ability exists).
    """

    layer: str
    modify: Modify
    applies: Applies | Selector | None = None
    locked: frozenset[int] | None = None
    source: int = 0
    controller: int = 0
    timestamp: int = 0
    until: str = ""
    key: str = ""
    params: tuple[tuple[str, Any], ...] = field(default=())

    def __post_init__(self) -> None:
        if isinstance(self.applies, Selector):
            object.__setattr__(self, "applies", self.applies.layer_test())

    def affects(
        self, game: Game, source: GameObject | None, obj: GameObject, chars: Characteristics
    ) -> bool:
        if self.locked is not None:
            return obj.id in self.locked
        applies = cast("Applies | None", self.applies)  # a Selector was made one
        return applies is not None and applies(game, source, obj, chars)

    @property
    def reads_board_only(self) -> bool:
        """Does this effect read nothing but objects on the battlefield and the
        stack (not combat, not other zones)?  Known only for the builders
        marked :func:`board_only`; any other effect is assumed to read more."""
        return getattr(self.modify, "board_only", False) and (
            self.locked is not None or getattr(self.applies, "board_only", False)
        )

    def stamped(self, source: int, controller: int, timestamp: int) -> ContinuousEffect:
        """This template bound to a real source (for static abilities)."""
        return ContinuousEffect(
            self.layer,
            self.modify,
            self.applies,
            self.locked,
            source,
            controller,
            timestamp,
            self.until,
            self.key,
            self.params,
        )


def _changes_no_object(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """What a rule-changing effect does to characteristics: nothing."""


def rule_change(
    game: Game,
    key: str,
    source: int,
    controller: int,
    until: str = "",
    params: tuple[tuple[str, Any], ...] = (),
) -> ContinuousEffect:
    """A continuous effect that changes a rule of the game rather than any
    object's characteristics (CR 611.1: a permission to cast or play, a
    restriction, a record of a choice): it affects no object, and the mechanic
    that made it finds it among the game's effects by ``key`` for as long as it
    lasts (``until``, as for :class:`ContinuousEffect`)."""
    return ContinuousEffect(
        "1",
        _changes_no_object,
        locked=frozenset(),
        source=source,
        controller=controller,
        timestamp=game.next_timestamp(),
        until=until,
        key=key,
        params=params,
    )


# ------------------------------------------------------------------ base values
FACE_DOWN_FACE_NAME = ""


def face_down_face() -> Face:
    """The characteristics of a face-down permanent or spell (CR 708.2a):
    a 2/2 creature with no name, text, subtypes or mana cost, colourless.
    One shared, immutable face."""
    global _FACE_DOWN
    if _FACE_DOWN is None:
        _FACE_DOWN = Face(
            name=FACE_DOWN_FACE_NAME, types=frozenset({"Creature"}), power=2, toughness=2
        )
    return _FACE_DOWN


_FACE_DOWN: Face | None = None


def base_face(game: Game, obj: GameObject) -> Face:
    """The face whose values an object starts from (layer 1; CR 708, 710, 712)."""
    if obj.face_down:
        return face_down_face()
    if obj.copy_of is not None and obj.flipped:
        card = game.copiable_card(obj.copy_of)
        if card is not None and card.layout == "flip":
            return card.faces[1]  # a copy of a flip card can itself flip (CR 710.4)
    return obj.face  # a copy's values were locked in as it entered (CR 707.2)


def base_characteristics(game: Game, obj: GameObject) -> Characteristics:
    """Copiable values of ``obj`` before other continuous effects."""
    return Characteristics(base_face(game, obj), obj.controller)


# -------------------------------------------------------------------- computation
def compute_characteristics(game: Game) -> tuple[dict[int, Characteristics], bool]:
    """Characteristics of every object on the battlefield and the stack, and
    whether a continuous effect that applied may read more than those objects
    (combat, the cards in other zones; see ContinuousEffect.reads_board_only).

    Base values are cached per object and shared until an effect or a counter
    changes them (copy on write), so a board without continuous effects costs
    almost nothing to recompute."""
    objects = game.objects
    cache = game.base_cache
    chars: dict[int, Characteristics] = {}
    abilities: list[int] = []
    for zone in (game.battlefield, game.stack):
        for oid in zone:
            obj = objects[oid]
            info = obj.cast_info
            if info is not None and info.ability:
                abilities.append(oid)
                continue
            face = base_face(game, obj) if obj.face_down or obj.copy_of is not None else obj.face
            hit = cache.get(oid)
            if hit is not None and hit[0] is face and hit[1].controller == obj.controller:
                chars[oid] = hit[1]
            else:
                made = Characteristics(face, obj.controller)
                cache[oid] = (face, made)
                chars[oid] = made
    game.layer_chars = chars  # in-progress values, read by game.chars() meanwhile
    fresh: set[int] = set()
    try:
        reads_more = _apply_layers(game, chars, fresh)
    finally:
        game.layer_chars = None
    if fresh:
        _keep_equal_values(game.values_cache, chars, fresh)
    for oid in abilities:
        chars[oid] = ability_characteristics(objects[oid])
    return chars, reads_more


def ability_characteristics(obj: GameObject) -> Characteristics:
    """The values an activated or triggered ability on the stack is shown with:
    its source's card and its controller (CR 113.8).  It has the text of its
    ability and no other characteristics (CR 602.2a, 603.3), so no effect that
    changes characteristics applies to it; adding it to the stack or removing
    it changes nobody else's values."""
    return Characteristics(obj.face, obj.controller)


def _keep_equal_values(
    kept: dict[int, Characteristics], chars: dict[int, Characteristics], fresh: set[int]
) -> None:
    """Where an effect made an object's values anew (``fresh``) and they equal
    the values it was last given, keep that earlier record instead, so that an
    unchanged board is the same records and what is worked out from it
    (Game.derived) is kept.  Records are never changed once made."""
    for oid in fresh:
        made = chars[oid]
        last = kept.get(oid)
        if last is not None and _same_values(last, made):
            chars[oid] = last
        else:
            kept[oid] = made


def _same_values(a: Characteristics, b: Characteristics) -> bool:
    """Equal values; the face and each ability compared by identity."""
    return (
        a.face is b.face
        and a.controller == b.controller
        and a.power == b.power
        and a.toughness == b.toughness
        and a.loyalty == b.loyalty
        and a.name == b.name
        and a.keywords == b.keywords
        and a.types == b.types
        and a.subtypes == b.subtypes
        and a.supertypes == b.supertypes
        and a.colours == b.colours
        and a.mana_cost == b.mana_cost
        and a.rules_text == b.rules_text
        and a.text_changes == b.text_changes
        and len(a.abilities) == len(b.abilities)
        and all(x is y for x, y in zip(a.abilities, b.abilities, strict=True))
    )


def _apply_layers(game: Game, chars: dict[int, Characteristics], fresh: set[int]) -> bool:
    """Apply every continuous effect in layer order; True if one of them may
    read more than the objects on the battlefield and the stack."""
    effects = _active_effects(game, chars)
    if not effects:
        _apply_keyword_counters(game, chars, fresh)
        _apply_counters(game, chars, fresh)
        return False
    by_layer: dict[str, list[ContinuousEffect]] = {}
    for e in effects:
        by_layer.setdefault(e.layer, []).append(e)
    for layer in LAYERS:
        if layer == "6":
            _apply_keyword_counters(game, chars, fresh)
        if layer == "7c":
            _apply_counters(game, chars, fresh)
        layer_effects = by_layer.get(layer)
        if not layer_effects:
            continue
        for effect in _in_order(game, layer_effects, chars):
            _apply(game, effect, chars, fresh)
    return not all(effect.reads_board_only for effect in effects)


def _writable(chars: dict[int, Characteristics], oid: int, fresh: set[int]) -> Characteristics:
    """This computation's own copy of an object's values (copy on write)."""
    if oid in fresh:
        return chars[oid]
    ch = chars[oid] = chars[oid].copy()
    fresh.add(oid)
    return ch


def _apply(
    game: Game, effect: ContinuousEffect, chars: dict[int, Characteristics], fresh: set[int]
) -> None:
    objects = game.objects
    source = objects.get(effect.source)
    modify = effect.modify
    locked = effect.locked
    if locked is not None:  # a fixed set (CR 611.2c): no need to ask each object
        for oid in [oid for oid in chars if oid in locked]:
            modify(_writable(chars, oid, fresh), game, source, objects[oid])
        return
    applies = cast("Applies | None", effect.applies)  # a Selector was made one
    if applies is None:
        return
    for oid in _candidates(applies, source, chars):
        obj = objects[oid]
        if applies(game, source, obj, chars[oid]):
            modify(_writable(chars, oid, fresh), game, source, obj)


def _active_effects(game: Game, chars: dict[int, Characteristics]) -> list[ContinuousEffect]:
    """Effects from resolved spells and abilities plus static abilities of
    permanents (CR 611.3)."""
    found = list(game.effects)
    objects = game.objects
    stamped = game.stamped_cache
    for oid in game.battlefield:
        ch = chars[oid]
        face = ch.face  # the templates of its static abilities that work on the battlefield
        templates = (
            face.static_effects
            if ch.abilities is face.abilities
            else static_effects_of(ch.abilities)
        )
        if not templates:
            continue
        controller = ch.controller
        timestamp = objects[oid].timestamp
        for template in templates:
            key = (oid, id(template))
            hit = stamped.get(key)
            if hit is None or hit[0] is not template or hit[1] != controller or hit[2] != timestamp:
                hit = stamped[key] = (
                    template,
                    controller,
                    timestamp,
                    template.stamped(oid, controller, timestamp),
                )
            found.append(hit[3])
    if len(found) > 1:
        found.sort(key=_timestamp)
    return found


def _timestamp(effect: ContinuousEffect) -> int:
    return effect.timestamp


def _in_order(
    game: Game, effects: list[ContinuousEffect], chars: dict[int, Characteristics]
) -> list[ContinuousEffect]:
    """Timestamp order, with dependencies moved ahead (CR 613.8).

    Effect A depends on B when applying B first changes which objects A affects.
    A dependency loop falls back to timestamp order (CR 613.8b).  Nothing
    changes while the order is worked out, so each effect's affected set, each
    trial application and each pair's answer is worked out once."""
    if len(effects) < 2 or all(e.locked is not None for e in effects):
        return effects
    before: dict[int, tuple[frozenset[int], set[int]]] = {}
    trials: dict[int, tuple[dict[int, Characteristics], set[int]]] = {}
    answers: dict[tuple[int, int], bool] = {}

    def depends(a: ContinuousEffect, b: ContinuousEffect) -> bool:
        if a.locked is not None:
            return False
        pair = (id(a), id(b))
        found = answers.get(pair)
        if found is None:
            if id(b) not in trials:
                trials[id(b)] = _trial(game, b, chars)
            if id(a) not in before:
                before[id(a)] = _affected_and_read(game, a, chars)
            found = answers[pair] = _changes_affected(game, a, before[id(a)], *trials[id(b)])
        return found

    ordered: list[ContinuousEffect] = []
    remaining = list(effects)
    while remaining:
        for candidate in remaining:
            if not any(depends(candidate, other) for other in remaining if other is not candidate):
                break
        else:
            candidate = remaining[0]
        ordered.append(candidate)
        remaining.remove(candidate)
    return ordered


def _trial(
    game: Game, effect: ContinuousEffect, chars: dict[int, Characteristics]
) -> tuple[dict[int, Characteristics], set[int]]:
    """The values after applying ``effect`` alone to ``chars`` (which stay as
    they are), and the objects whose values it made anew."""
    trial = dict(chars)
    changed: set[int] = set()
    game.layer_chars = trial
    try:
        _apply(game, effect, trial, changed)
    finally:
        game.layer_chars = chars
    return trial, changed


class _NotingReads(dict[int, Characteristics]):
    """Values whose ``get`` (the way Game.chars reads them) notes the key."""

    __slots__ = ("read",)

    def __init__(self, values: dict[int, Characteristics]) -> None:
        super().__init__(values)
        self.read: set[int] = set()

    def get(self, key: int, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)


def _affected_and_read(
    game: Game, effect: ContinuousEffect, chars: dict[int, Characteristics]
) -> tuple[frozenset[int], set[int]]:
    """The objects ``effect`` affects, and every object whose values deciding
    that read besides each object's own (through Game.chars)."""
    noting = _NotingReads(chars)
    game.layer_chars = noting
    try:
        return _affected(game, effect, chars), noting.read
    finally:
        game.layer_chars = chars


def _changes_affected(
    game: Game,
    effect: ContinuousEffect,
    before: tuple[frozenset[int], set[int]],
    trial: dict[int, Characteristics],
    changed: set[int],
) -> bool:
    """Would ``effect`` affect other objects in ``trial``?  Deciding for an
    object is a function of its own values and of the values read for it, so
    when no value read changed, only the objects whose own values changed are
    asked again."""
    affected, read = before
    if not changed:
        return False
    chars = game.layer_chars
    game.layer_chars = trial
    try:
        if not read.isdisjoint(changed):
            return _affected(game, effect, trial) != affected
        source = game.objects.get(effect.source)
        objects = game.objects
        return any(
            effect.affects(game, source, objects[oid], trial[oid]) != (oid in affected)
            for oid in changed
        )
    finally:
        game.layer_chars = chars


def _affected(
    game: Game, effect: ContinuousEffect, chars: dict[int, Characteristics]
) -> frozenset[int]:
    source = game.objects.get(effect.source)
    objects = game.objects
    if effect.locked is not None or effect.applies is None:
        candidates: Iterable[int] = chars
    else:
        candidates = _candidates(cast("Applies", effect.applies), source, chars)
    return frozenset(
        oid for oid in candidates if effect.affects(game, source, objects[oid], chars[oid])
    )


# keyword counters (CR 122.1b) and the keyword each gives
KEYWORD_COUNTERS: dict[str, str] = {CounterKind.DOUBLE_STRIKE: KeywordName.DOUBLE_STRIKE}


def _apply_keyword_counters(game: Game, chars: dict[int, Characteristics], fresh: set[int]) -> None:
    """A keyword counter gives its keyword in layer 6 (CR 122.1b, 613.1f); it is
    applied before the layer's effects, as if older than every one of them."""
    objects = game.objects
    for oid in game.battlefield:
        counters = objects[oid].counters
        if not counters:
            continue
        gained = {
            KEYWORD_COUNTERS[k] for k, n in counters.items() if n > 0 and k in KEYWORD_COUNTERS
        }
        if gained and not gained <= chars[oid].keywords:
            ch = _writable(chars, oid, fresh)
            ch.keywords = ch.keywords | gained


def _apply_counters(game: Game, chars: dict[int, Characteristics], fresh: set[int]) -> None:
    """+1/+1 and -1/-1 counters modify P/T in layer 7c (CR 613.4c, 122.1a)."""
    objects = game.objects
    for oid in game.battlefield:
        counters = objects[oid].counters
        power = chars[oid].power
        if counters and power is not None:
            delta = counters.get(CounterKind.P1P1, 0) - counters.get(CounterKind.M1M1, 0)
            if delta:
                ch = _writable(chars, oid, fresh)
                ch.power = power + delta
                ch.toughness = (ch.toughness or 0) + delta


_DEFINING: set[int] = set()  # objects whose characteristic-defining abilities are being applied


def chars_in_other_zone(game: Game, obj: GameObject) -> Characteristics:
    """Characteristics outside the battlefield and the stack: the printed values,
    with characteristic-defining abilities applied, since those work in every
    zone (CR 604.3).  A defining ability that counts its own object ("Zombie
    cards in all graveyards", Soulless One in a graveyard) reads it as printed:
    what it defines (power and toughness) is not what it counts."""
    ch = chars_for_other_zone(obj)
    if obj.face_down or obj.id in _DEFINING:
        return ch
    cdas = [
        e
        for a in obj.face.abilities
        if isinstance(a, Static)
        for e in a.effects
        if isinstance(e, ContinuousEffect) and e.layer == "7a"
    ]
    if not cdas:
        return ch
    ch = ch.copy()
    _DEFINING.add(obj.id)
    try:
        for effect in cdas:
            effect.modify(ch, game, obj, obj)
    finally:
        _DEFINING.discard(obj.id)
    return ch


def chars_for_other_zone(obj: GameObject) -> Characteristics:
    """An object in a hidden or public zone other than battlefield and stack has its
    printed front-face characteristics (CR 711.5 flip, 712.8a double-faced); a
    card exiled face down has none (CR 406.3a)."""
    return Characteristics(NO_CHARACTERISTICS if obj.face_down else obj.face, obj.controller)


NO_CHARACTERISTICS = Face(name=FACE_DOWN_FACE_NAME)
"""What a card exiled face down has (CR 406.3a): no characteristics."""


# --------------------------------------------------------------- effect builders
def _modify_pt(p: int, t: int, keywords: tuple[str, ...]) -> Modify:
    @board_only
    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t
        if keywords:
            ch.keywords = ch.keywords | frozenset(keywords)

    return modify


def _grant(keywords: tuple[str, ...]) -> Modify:
    @board_only
    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.keywords = ch.keywords | frozenset(keywords)

    return modify


def pump_until_end_of_turn(
    game: Game,
    source: int,
    ids: list[int],
    power: int,
    toughness: int,
    keywords: tuple[str, ...] = (),
) -> list[ContinuousEffect]:
    """+P/+T (layer 7c) and keywords (layer 6) until end of turn for a locked set."""
    locked = frozenset(ids)
    ts = game.next_timestamp()
    controller = game.controller_of(source)
    found = []
    if power or toughness:
        found.append(
            ContinuousEffect(
                "7c",
                _modify_pt(power, toughness, ()),
                locked=locked,
                source=source,
                controller=controller,
                timestamp=ts,
                until="end_of_turn",
                key="ce.pump",
                params=(("p", power), ("t", toughness)),
            )
        )
    if keywords:
        found.append(
            ContinuousEffect(
                "6",
                _grant(keywords),
                locked=locked,
                source=source,
                controller=controller,
                timestamp=ts,
                until="end_of_turn",
                key="ce.keywords",
            )
        )
    return found


# Static-ability templates --------------------------------------------------
def anthem(
    power: int, toughness: int, applies: Applies | Selector, keywords: tuple[str, ...] = ()
) -> tuple[ContinuousEffect, ...]:
    """ "<Creatures> get +P/+T [and have keywords]" as a static ability."""
    found = [
        ContinuousEffect("7c", _modify_pt(power, toughness, ()), applies=applies, key="ce.anthem")
    ]
    if keywords:
        found.append(ContinuousEffect("6", _grant(keywords), applies=applies, key="ce.grant"))
    return tuple(found)


def grant(keywords: tuple[str, ...], applies: Applies | Selector) -> ContinuousEffect:
    """ "<Objects> have <keywords>" (layer 6)."""
    return ContinuousEffect("6", _grant(keywords), applies=applies, key="ce.grant")


def set_controller(applies: Applies | Selector) -> ContinuousEffect:
    """ "You control <object>" (layer 2, CR 613.1b)."""

    @board_only
    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        if source is not None:
            ch.controller = game.chars(source).controller if source.id != obj.id else ch.controller

    return ContinuousEffect("2", modify, applies=applies, key="ce.control")


def characteristic_power(
    count: Callable[[Game, GameObject], int], toughness_too: bool = True
) -> ContinuousEffect:
    """A characteristic-defining ability for P/T (layer 7a, CR 604.3)."""

    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        n = count(game, obj)
        ch.power = n
        if toughness_too:
            ch.toughness = n

    return ContinuousEffect("7a", modify, applies=_self_only, key="ce.cda")


@board_only
@affects_only_its_source
def _self_only(game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics) -> bool:
    return source is not None and source.id == obj.id


@board_only
@affects_only_attached
def enchanted(game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics) -> bool:
    """The object the source Aura or Equipment is attached to."""
    return source is not None and source.attached_to == obj.id


def self_only() -> Applies:
    return _self_only


def creatures_you_control(
    other: bool = False, extra: Callable[[Game, GameObject, Characteristics], bool] | None = None
) -> Selector:
    """ "Creatures you control" (``other``: "other creatures you control"), and
    ``extra(game, obj, characteristics)`` if given: the selector
    ``creatures & you_control [& other]``."""
    found = creatures & you_control
    if other:
        found = found & another
    if extra is None:
        return found
    check = extra

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return check(game, obj, ch)

    return found & Selector(test, getattr(check, "__name__", "extra"), board_only=False)


def on_battlefield_or_stack(obj: GameObject) -> bool:
    return obj.zone in (BATTLEFIELD, STACK)
