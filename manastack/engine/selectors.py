"""The selector algebra: one way to say which objects a rule is about.

A :class:`Selector` describes objects ("creatures you control", "another
Goblin", "a card with mana value 3 or less in your graveyard").  Selectors
combine with ``&`` (and), ``|`` (or) and ``~`` (not)::

    creatures & you_control & subtype("Spirit") & other

Every consumer in the engine accepts one: target slots (:class:`TargetSpec`),
costs ("sacrifice a Goblin"), continuous effects (anthems, grants: the layer
system's ``applies``), trigger conditions (``Enters``, ``Dies``, ``SpellCast``),
searches, object descriptions of effects ("each creature you control") and
counts (:func:`count`, an effect amount and a characteristic-defining value).

A selector reads characteristics through the layer system (``game.chars``), so
type-, colour- and control-changing effects count (CR 613).  Asked about an
object that has left its zone, it reads that object's last known information
(CR 608.2h, 603.10): its characteristics and status as it last existed.

Two words a selector is asked with: ``you`` (the player "you" means: the
controller of the spell, ability or permanent doing the choosing, CR 109.5) and
``source`` (the id of that spell, ability or permanent, which ``other``
excludes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    PERMANENT_TYPES,
    STACK,
    Characteristics,
    GameObject,
)

if TYPE_CHECKING:
    from .game import Game
    from .model import CardDef

# The test underneath every selector: the object, its characteristics (current,
# or last known), the player "you" means and the source's id (None: no source).
Test = Callable[["Game", GameObject, Characteristics, int, "int | None"], bool]
# The older shape of a filter: an object and the player doing the choosing.
ObjectFilter = Callable[["Game", GameObject, int], bool]
# The shape of a layer effect's ``applies``: the source, the object, its
# characteristics being computed (see manastack.engine.layers).
Applies = Callable[["Game", "GameObject | None", GameObject, Characteristics], bool]

TRANSFORMING = "transform"


@dataclass(frozen=True, slots=True, eq=False)
class Selector:
    """A description of objects, closed under ``&``, ``|`` and ``~``.

    ``test`` is the predicate; ``text`` says it for people (``repr``);
    ``board_only`` is True when the test reads nothing but objects on the
    battlefield and the stack and their characteristics, so a continuous effect
    built on it needn't be recomputed when combat or another zone changes
    (see :func:`manastack.engine.layers.board_only`).
    """

    test: Test
    text: str
    board_only: bool = True
    # the tests this selector requires all of, when it was made with ``&``:
    # a chain of ``&`` is one flat test rather than nested ones
    conjuncts: tuple[Test, ...] = ()

    # ------------------------------------------------------------- the algebra
    def __and__(self, other: Selector | ObjectFilter) -> Selector:
        right = as_selector(other)
        parts = (self.conjuncts or (self.test,)) + (right.conjuncts or (right.test,))
        return Selector(
            _all_of(parts),
            f"{self.text} & {right.text}",
            self.board_only and right.board_only,
            parts,
        )

    def __rand__(self, other: ObjectFilter) -> Selector:
        return as_selector(other) & self

    def __or__(self, other: Selector | ObjectFilter) -> Selector:
        right = as_selector(other)
        a, b = self.test, right.test

        def either(
            game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
        ) -> bool:
            return a(game, obj, ch, you, src) or b(game, obj, ch, you, src)

        text = f"({self.text} | {right.text})"
        return Selector(either, text, self.board_only and right.board_only)

    def __ror__(self, other: ObjectFilter) -> Selector:
        return as_selector(other) | self

    def __invert__(self) -> Selector:
        a = self.test

        def negated(
            game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
        ) -> bool:
            return not a(game, obj, ch, you, src)

        return Selector(negated, f"~{self.text}", self.board_only)

    def __repr__(self) -> str:
        return f"Selector({self.text})"

    # ------------------------------------------------------------ asking it
    @overload
    def __call__(self, game: Selector | ObjectFilter) -> Selector: ...

    @overload
    def __call__(self, game: Game, obj: GameObject, controller: int) -> bool: ...

    def __call__(
        self, game: Any, obj: GameObject | None = None, controller: int | None = None
    ) -> Selector | bool:
        """Two older call shapes, kept for card authors: ``you_control(inner)``
        is ``you_control & inner``; ``selector(game, obj, controller)`` is the
        three-argument object filter (no source: ``other`` excludes nothing)."""
        if obj is None:
            inner: Selector | ObjectFilter = game
            return self & inner
        assert controller is not None, "an object filter is asked with the controller"
        return self.matches(game, obj, controller)

    def matches(
        self, game: Game, ref: GameObject | int, you: int, source: int | None = None
    ) -> bool:
        """Does the object (or the object as it last existed, if it has left
        its zone: CR 608.2h, 603.10) fit this description?"""
        oid = ref if isinstance(ref, int) else ref.id
        obj = game.objects.get(oid)
        if obj is None:
            obj = game.lki_objects.get(oid)
            ch = game.lki.get(oid)
            if obj is None or ch is None:
                return False
            return self.test(game, obj, ch, you, source)
        return self.test(game, obj, game.chars(obj), you, source)

    def ids(
        self, game: Game, you: int, source: int | None = None, zone: str = BATTLEFIELD
    ) -> list[int]:
        """Every object in ``zone`` (all players' graveyards for the
        graveyard) this describes, in the zone's order."""
        objects = game.objects
        test = self.test
        return [
            oid
            for oid in zone_ids(game, zone)
            if test(game, objects[oid], game.chars(objects[oid]), you, source)
        ]

    def layer_test(self) -> Applies:
        """This selector as a continuous effect's ``applies``: "you" is the
        controller of the effect's source (CR 109.5, 613)."""
        test = self.test

        def applies(
            game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
        ) -> bool:
            if source is None:
                return test(game, obj, ch, -1, None)
            return test(game, obj, ch, game.chars(source).controller, source.id)

        if self.board_only:
            applies.board_only = True  # type: ignore[attr-defined]  # see layers.board_only
        return applies


def _all_of(parts: tuple[Test, ...]) -> Test:
    """One test requiring every one of ``parts``, in order (the first that
    fails decides)."""
    if len(parts) == 2:
        a, b = parts

        def both(
            game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
        ) -> bool:
            return a(game, obj, ch, you, src) and b(game, obj, ch, you, src)

        return both

    def every(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        for test in parts:
            if not test(game, obj, ch, you, src):
                return False
        return True

    return every


def as_selector(value: Selector | ObjectFilter) -> Selector:
    """A selector, or an older three-argument object filter made one."""
    if isinstance(value, Selector):
        return value
    if not callable(value):
        raise TypeError(f"not a selector or an object filter: {value!r}")
    inner = value

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return inner(game, obj, you)

    return Selector(test, getattr(inner, "__name__", "filter"), board_only=False)


def accepts(
    check: Selector | Callable[[Game, GameObject], bool],
    game: Game,
    oid: int,
    you: int,
    source: int | None = None,
) -> bool:
    """Does ``check`` accept the object: a :class:`Selector` (asked with ``you``
    and ``source``) or an older card predicate ``(game, obj)`` (a search's, a
    hand's, a graveyard's)."""
    if isinstance(check, Selector):
        return check.matches(game, oid, you, source)
    return check(game, game.objects[oid])


def zone_ids(game: Game, zone: str) -> list[int]:
    """The ids of the objects in a zone (every player's, for a player's zone)."""
    if zone == BATTLEFIELD:
        return game.battlefield
    if zone == STACK:
        return game.stack
    if zone == EXILE:
        return game.exile
    found: list[int] = []
    for player in game.players:
        found.extend(player.zone(zone))
    return found


# ------------------------------------------------------------------ vocabulary
def _always(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return True


anything = Selector(_always, "anything")


def card_type(*types: str) -> Selector:
    """An object with any of ``types`` (CR 205.2)."""
    if len(types) == 1:
        (wanted,) = types

        def one(
            game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
        ) -> bool:
            return wanted in ch.types

        return Selector(one, wanted.lower())
    among = frozenset(types)

    def any_of(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return not among.isdisjoint(ch.types)

    return Selector(any_of, " or ".join(t.lower() for t in types))


def _prints_text_change(card: CardDef) -> bool:
    """Does the card have an effect that changes text (CR 612)?"""
    for face in card.faces:
        effects = list(face.spell)
        for ability in face.abilities:
            effects.extend(getattr(ability, "effects", ()))
        if any(getattr(effect, "changes_text", False) for effect in effects):
            return True
    return False


def as_written(game: Game, source: int | None, names: frozenset[str]) -> frozenset[str]:
    """The creature type words ``names`` of the source's text after the
    text-changing effects on the source, in the order they applied (layer 3,
    CR 612.2: "all instances of one creature type")."""
    if source is None or not game.any_card(_prints_text_change):
        return names
    obj = game.objects.get(source)
    if obj is None or obj.zone not in (BATTLEFIELD, STACK):
        return names  # text is changed only on a spell or permanent (CR 612.1)
    for old, new in game.chars(obj).text_changes:
        if old in names:
            names = (names - {old}) | {new}
    return names


def subtype(*names: str) -> Selector:
    """An object with any of the subtypes ``names`` (CR 205.3); the words are
    the source's text, so a text-changing effect on the source changes them
    (CR 612.2)."""
    among = frozenset(names)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return not as_written(game, src, among).isdisjoint(ch.subtypes)

    return Selector(test, " or ".join(names))


def supertype(name: str) -> Selector:
    """An object with the supertype ``name`` (CR 205.4)."""

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return name in ch.supertypes

    return Selector(test, name.lower())


def colour(*colours: str) -> Selector:
    """An object of any of ``colours`` (letters: W U B R G, CR 105.2)."""
    among = frozenset(colours)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return not among.isdisjoint(ch.colours)

    return Selector(test, "/".join(colours))


def not_colour(letter: str, inner: Selector | ObjectFilter | None = None) -> Selector:
    """Not of colour ``letter`` ("nonblack"); ``not_colour("B", creatures)``
    is the older two-argument form of ``creatures & not_colour("B")``."""
    selector = ~colour(letter)
    return selector if inner is None else selector & inner


def named(*names: str) -> Selector:
    """An object with any of ``names`` (CR 201.2)."""
    among = frozenset(names)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return ch.name in among

    return Selector(test, " or ".join(names))


def owned_by(player: int) -> Selector:
    """An object ``player`` owns (CR 108.3): "from that player's graveyard"."""

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return obj.owner == player

    return Selector(test, f"owned by player {player}")


def _controlled_by_you(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    return ch.controller == you


def _controlled_by_opponent(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    return ch.controller != you


def _owned_by_you(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    return obj.owner == you


def _not_the_source(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    return obj.id != src


# "you control" / "an opponent controls" (CR 108.4, 110.2): after control-changing
# effects (layer 2); an object outside the battlefield and the stack is
# controlled by its owner (CR 108.4a)
you_control = Selector(_controlled_by_you, "you control")
opponent_controls = Selector(_controlled_by_opponent, "an opponent controls")
you_own = Selector(_owned_by_you, "you own")
# "another", "other": not the source itself (CR 109.2); ``itself``: only the source
other = Selector(_not_the_source, "other")
itself = ~other


def mana_value_of(obj: GameObject, ch: Characteristics) -> int:
    """An object's mana value (CR 202.3): from its characteristics, except that
    a transforming double-faced permanent with its back face up uses its
    front face's mana cost (CR 712.8e); a copy or a face-down object has only
    its own values.  A modal double-faced card's face up counts (MDFC-06)."""
    card = obj.card
    if (
        card.layout == TRANSFORMING
        and obj.face_index == 1
        and obj.token_face is None
        and not obj.face_down
        and ch.face is card.faces[1]
    ):
        return card.faces[0].mana_cost.mana_value
    return ch.mana_value


def _compare(name: str, le: int | None, ge: int | None, eq: int | None) -> tuple[str, Any]:
    """The text and the check of "<name> N or less / N or greater / N"."""
    given = [(op, n) for op, n in (("<=", le), (">=", ge), ("==", eq)) if n is not None]
    if len(given) != 1:
        raise ValueError(f"{name}: give exactly one of le=, ge=, eq= (got {given})")
    ((op, n),) = given
    checks = {
        "<=": lambda v: v is not None and v <= n,
        ">=": lambda v: v is not None and v >= n,
        "==": lambda v: v == n,
    }
    return f"{name} {op} {n}", checks[op]


def with_mana_value(
    *, le: int | None = None, ge: int | None = None, eq: int | None = None
) -> Selector:
    """Mana value N or less (``le``), N or greater (``ge``) or exactly N (CR 202.3)."""
    text, check = _compare("mana value", le, ge, eq)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return bool(check(mana_value_of(obj, ch)))

    return Selector(test, text)


def with_power(*, le: int | None = None, ge: int | None = None, eq: int | None = None) -> Selector:
    """Power N or less, N or greater or exactly N (CR 208), after layer 7."""
    text, check = _compare("power", le, ge, eq)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return bool(check(ch.power))

    return Selector(test, text)


def with_keyword(keyword: str) -> Selector:
    """An object with the keyword ability ``keyword`` (CR 702), after layer 6."""

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return keyword in ch.keywords

    return Selector(test, f"with {keyword}")


def with_counters(kind: str) -> Selector:
    """A permanent with one or more ``kind`` counters on it (CR 122)."""

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return obj.counters.get(kind, 0) > 0

    return Selector(test, f"with {kind} counters")


def _tapped(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return obj.tapped


def _untapped(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return not obj.tapped


def _face_down(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return obj.face_down


def _token(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return obj.is_token


def _attacking(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return game.combat is not None and obj.id in game.combat.attackers


def _blocking(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return game.combat is not None and obj.id in game.combat.blockers


def _blocked(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    """An attacking creature that became blocked; it stays blocked even if its
    blockers leave combat (CR 509.1h, 506.4)."""
    return game.combat is not None and obj.id in game.combat.blocked


def _a_spell(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
    return obj.zone == STACK and obj.cast_info is not None and not obj.cast_info.ability


def in_zone(*zones: str) -> Selector:
    """An object in one of ``zones`` (as it last existed, for one that left)."""
    among = frozenset(zones)

    def test(game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None) -> bool:
        return obj.zone in among

    return Selector(test, "in " + " or ".join(zones), board_only=among <= {BATTLEFIELD, STACK})


# Tapped status and combat are not characteristics: a tap or a declared attack
# doesn't make the layer system recompute, so these aren't board_only.
tapped = Selector(_tapped, "tapped", board_only=False)
untapped = Selector(_untapped, "untapped", board_only=False)
attacking = Selector(_attacking, "attacking", board_only=False)
blocking = Selector(_blocking, "blocking", board_only=False)
blocked = Selector(_blocked, "blocked", board_only=False)
token = Selector(_token, "token")
# face down (CR 708.2: turning face up changes characteristics, so it is board-only)
face_down = Selector(_face_down, "face down")
nontoken = ~token
creatures = card_type("Creature")
lands = card_type("Land")
artifacts = card_type("Artifact")
enchantments = card_type("Enchantment")
planeswalkers = card_type("Planeswalker")
instants_and_sorceries = card_type("Instant", "Sorcery")
nonland = ~lands
permanent_cards = card_type(*sorted(PERMANENT_TYPES))  # CR 110.4
legendary = supertype("Legendary")
basic = supertype("Basic")
permanents = in_zone(BATTLEFIELD)
in_graveyard = in_zone(GRAVEYARD)


def spells(*types: str) -> Selector:
    """A spell on the stack (not an ability), of any of ``types`` if given
    (CR 112.1, 115.1b)."""
    found = Selector(_a_spell, "spell")
    return found & card_type(*types) if types else found


# -------------------------------------------------------------------- counting
@dataclass(frozen=True, slots=True)
class Count:
    """ "The number of <selector>": an effect amount ``(game, ctx)`` ("you"
    and the source are the spell's or ability's) and a characteristic-defining
    value ``(game, obj)`` (CR 604.3: "you" is the object's controller, or its
    owner outside the battlefield and the stack)."""

    selector: Selector
    zone: str = BATTLEFIELD

    def __call__(self, game: Game, about: Any) -> int:
        if isinstance(about, GameObject):
            you = (
                game.chars(about).controller if about.zone in (BATTLEFIELD, STACK) else about.owner
            )
            return self.number(game, you, about.id)
        return self.number(game, about.controller, about.source)

    def number(self, game: Game, you: int, source: int | None) -> int:
        """How many objects in the zone the selector describes."""
        objects = game.objects
        test = self.selector.test
        return sum(
            1
            for oid in zone_ids(game, self.zone)
            if test(game, objects[oid], game.chars(objects[oid]), you, source)
        )


def count(selector: Selector, zone: str = BATTLEFIELD) -> Count:
    """``count(creatures & you_control)``: see :class:`Count`."""
    return Count(as_selector(selector), zone)
