"""The registry: every extension point where mechanics plug rules into the engine.

The engine consults :data:`RULES` and never imports a mechanic; a mechanic module
exposes ``register(rules)``, and :func:`manastack.mechanics.register_all` calls each
one once when the package is imported.  Card modules only define cards.

Each extension point is a :class:`Table` (name -> entry: event handlers, keyword
expansions, ways to cast) or :class:`Hooks` (functions the engine asks in turn).
Registering a name twice raises :class:`DuplicateRegistration`, so two mechanics
can't silently replace each other's entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class DuplicateRegistration(ValueError):
    """An extension point already has an entry with this name."""

    def __init__(self, point: str, key: str) -> None:
        super().__init__(f"{point}: {key!r} is already registered")
        self.point = point
        self.key = key


class Table(dict[str, V], Generic[V]):
    """Named entries of one extension point, looked up by name (a ``dict`` to read,
    so lookups in the engine's hot paths cost nothing more; written only through
    :meth:`register`)."""

    def __init__(self, point: str) -> None:
        super().__init__()
        self.point = point

    def register(self, key: str, value: V) -> V:
        """Add ``key``; :class:`DuplicateRegistration` if it is already there."""
        if key in self:
            raise DuplicateRegistration(self.point, key)
        dict.__setitem__(self, key, value)
        return value

    def __setitem__(self, key: str, value: V) -> None:
        raise TypeError(f"{self.point}: use register({key!r}, ...)")

    def setdefault(self, key: str, value: Any = None) -> V:
        raise TypeError(f"{self.point}: use register({key!r}, ...)")

    def update(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError(f"{self.point}: use register(...)")


CardTest = Callable[[Any], bool]  # a test of a card definition


class Hooks(Generic[V]):
    """Functions the engine asks in turn, in registration order; a function is
    named by its module and qualified name, and may be registered once."""

    def __init__(self, point: str) -> None:
        self.point = point
        self._named: dict[str, V] = {}
        self._order: tuple[V, ...] = ()
        self._needs: tuple[CardTest | None, ...] = ()

    def register(self, hook: V, needs: CardTest | None = None) -> V:
        """Add ``hook``; :class:`DuplicateRegistration` if it is already there.

        ``needs`` says that the hook has something to do only in a game with a
        card that passes this test (a mechanic printed on cards): the engine
        then leaves it out of other games (``Game.hooks``)."""
        fn: Any = hook
        key = f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"
        if key in self._named:
            raise DuplicateRegistration(self.point, key)
        self._named[key] = hook
        self._order = (*self._order, hook)
        self._needs = (*self._needs, needs)
        return hook

    def with_needs(self) -> Iterator[tuple[V, CardTest | None]]:
        """Each hook with the card test it was registered with (or ``None``)."""
        return zip(self._order, self._needs, strict=True)

    def __iter__(self) -> Iterator[V]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def __bool__(self) -> bool:
        return bool(self._order)


class Registry:
    """All extension points.  The signatures are the ones the engine calls."""

    def replacements_of(self, kind: str) -> Hooks[Callable[..., list[Any]]]:
        """The replacement-effect providers for events of ``kind`` ("damage",
        "draw", "untap"...): only those are asked about such an event."""
        hooks = self.replacement_effects.get(kind)
        if hooks is None:
            hooks = self.replacement_effects[kind] = Hooks(f"replacement effect ({kind})")
        return hooks

    def __init__(self) -> None:
        # Event kinds and how :func:`manastack.engine.perform.perform` carries
        # them out: kind -> (game, op) -> None.  The engine registers its own.
        self.event_handlers: Table[Callable[..., Any]] = Table("event handler")
        # Event kinds that change only records of the turn (bending done this
        # turn...): no characteristics but those a continuous effect reading
        # more than the battlefield and the stack works out can change.
        self.record_events: set[str] = set()
        # Keyword abilities that are really triggered or static abilities:
        # name -> (Keyword) -> tuple of abilities (CR 702).
        self.keyword_expansions: Table[Callable[..., Any]] = Table("keyword expansion")
        # Ways to cast besides the normal way (morph, entwine...): name ->
        # (provider(game, player, obj) -> cast modes, filter(card) -> bool or None).
        self.cast_modes: Table[tuple[Callable[..., Any], Callable[..., bool] | None]] = Table(
            "way to cast"
        )
        # name of a way to cast -> the only zones its provider can find a card to
        # cast in (flashback: the graveyard); its provider isn't asked elsewhere
        self.cast_mode_zones: dict[str, frozenset[str]] = {}
        # Questions between X and targets while announcing (splice, CR 601.2b):
        # (game, cast step, spell object, ctx) -> True when the hook pushed a step or
        # asked something.
        self.announce_hooks: Hooks[Callable[..., bool]] = Hooks("announce hook")
        # (game, player, card object, cast mode) -> True if casting is forbidden.
        self.cast_restrictions: Hooks[Callable[..., bool]] = Hooks("cast restriction")
        # (game, player, card object, cast mode) -> generic mana to add (negative reduces).
        self.cost_adjustments: Hooks[Callable[..., int]] = Hooks("cost modifier")
        # (game, player, card object, cast mode) -> mana symbols the cost is reduced by
        # ("cost {W}{U}{B}{R}{G} less", CR 118.7b-c), or None.
        self.cost_reductions: Hooks[Callable[..., Any]] = Hooks("cost reduction")
        # (game, player) -> extra priority actions (special actions, CR 116.2).
        self.special_actions: Hooks[Callable[..., list[Any]]] = Hooks("special action")
        # (game, player, action) -> True if it handled the action.
        self.special_action_handlers: Hooks[Callable[..., bool]] = Hooks("special action handler")
        # Special action name -> (card definition) -> the cost text its description
        # names to whoever may look at the card ("Turn X face up for {2}{G}").
        self.special_action_costs: Table[Callable[[Any], str]] = Table("special action cost")
        # (game) -> Ops a mechanic's state-based actions need (CR 704).
        self.state_based_actions: Hooks[Callable[..., list[Any]]] = Hooks("state-based action")
        # (game, object, destination) -> destination: "if a card would be put into
        # your graveyard from anywhere, exile it instead" (CR 614.1a).
        self.zone_redirects: Hooks[Callable[..., str]] = Hooks("zone redirect")
        # (game, player) -> ids of cards outside the hand the player may cast now
        # (CR 601.2a, 601.3).
        self.cast_permissions: Hooks[Callable[..., list[int]]] = Hooks("cast permission")
        # (game, player) -> ids of cards outside the hand the player may be able to
        # cast only in ways a mechanic's cast modes give (mayhem, flashback from the
        # graveyard, CR 702.34a): looked at for casting, not castable for their mana
        # cost (CR 601.3).
        self.cast_candidates: Hooks[Callable[..., list[int]]] = Hooks("cast candidate")
        # (game, step name) -> None: turn-based actions a mechanic performs as a step
        # or phase begins, before anyone gets priority (CR 703.4; a Saga's lore
        # counter as the precombat main phase begins, CR 714.3b).
        self.step_begins: Hooks[Callable[..., None]] = Hooks("step begins")
        # (game, PayCost step) -> extra actions a player may take while paying a cost
        # (tapping a creature to waterbend, CR 601.2g-h); each is offered only if the
        # payment can still be completed after it.
        self.payment_actions: Hooks[Callable[..., list[Any]]] = Hooks("payment action")
        # (game, PayCost step, action) -> True if it handled the action; asked before
        # the engine's own handling, so a hook may also prepare ``autopay`` and
        # return False.
        self.payment_handlers: Hooks[Callable[..., bool]] = Hooks("payment handler")
        # (game, player, non-mana cost parts, permanents excluded, permanents already
        # tapped instead of paying in this payment) -> generic mana a mechanic lets the
        # player pay other than with mana (waterbend), counted when deciding whether a
        # cost can be paid at all.
        self.payment_relief: Hooks[Callable[..., int]] = Hooks("payment relief")
        # (game, player, card, cast mode, total cost) -> the cost left to pay with
        # mana once what the spell itself lets be paid otherwise is paid so
        # (convoke, CR 702.51), counted when deciding whether it can be cast.
        self.cast_relief: Hooks[Callable[..., Any]] = Hooks("cast relief")
        # (game, permanent just tapped for mana) -> Ops of triggered mana abilities
        # that trigger on it ("whenever you tap a creature for mana, add ...",
        # CR 605.1b); they resolve at once (CR 605.4a).
        self.mana_triggers: Hooks[Callable[..., list[Any]]] = Hooks("mana trigger")
        # (game, player, face) -> web-slinging costs an effect gives a spell the
        # player casts (Amazing Spider-Man).
        self.web_slinging_grants: Hooks[Callable[..., list[str]]] = Hooks("web-slinging grant")
        # (game, blockers, attackers) -> the (blocker, attacker) pairs among them a
        # restriction forbids (landwalk, fear, "can block only creatures with
        # flying", CR 509.1b, 702.36b); asked once per question about all pairs, a
        # restriction looks only at the creatures it concerns.
        self.block_restrictions: Hooks[Callable[..., Iterable[tuple[int, int]]]] = Hooks(
            "block restriction"
        )
        # (game, defending player) -> the generic mana to pay for each creature
        # attacking that player ("creatures can't attack you unless their
        # controller pays {2} for each ...", CR 508.1g-h)
        self.attack_costs: Hooks[Callable[..., int]] = Hooks("attack cost")
        # (game, attacker, defending player) -> True if a restriction forbids that
        # creature to attack that player ("this creature can't attack unless
        # defending player controls an Island", CR 508.1c)
        self.attack_restrictions: Hooks[Callable[..., bool]] = Hooks("attack restriction")
        # (game, blockers) -> (blocker, attacker) pairs: among these creatures,
        # each one required to block an attacker if able, and that attacker ("all
        # creatures able to block this creature do so", CR 509.1c); asked once
        # per question about all the defender's creatures.
        self.block_requirements: Hooks[Callable[..., Iterable[tuple[int, int]]]] = Hooks(
            "block requirement"
        )
        # event kind -> (game, proposed op) -> (key, Replacement) pairs of replacement
        # effects a mechanic keeps outside any permanent's abilities (regeneration
        # shields, CR 614.8) for events of that kind; ``key`` goes into ``op.applied``
        # once it has applied.  Register with ``replacements_of(kind).register(...)``.
        self.replacement_effects: dict[str, Hooks[Callable[..., list[Any]]]] = {}
        # (game, player) -> the player's maximum hand size an effect sets, or None
        # (CR 402.2: seven unless an effect says otherwise; the last that answers wins).
        self.hand_sizes: Hooks[Callable[..., int | None]] = Hooks("maximum hand size")
        # (game, player) -> the players who may see the top card of ``player``'s
        # library now: its owner while they may look at it any time, everyone
        # while it is played revealed (CR 401.5).
        self.library_top_viewers: Hooks[Callable[..., Iterable[int]]] = Hooks("library top viewers")
        # (game, player) -> how many lands beyond one the player may play this turn
        # ("you may play two additional lands on each of your turns", CR 305.2).
        self.extra_land_plays: Hooks[Callable[..., int]] = Hooks("extra land plays")
        # (game, ids of legendary permanents one player controls sharing a name) -> True
        # if the legend rule doesn't apply to them (Brothers Yamazaki, CR 704.5j).
        self.legend_rule_exemptions: Hooks[Callable[..., bool]] = Hooks("legend rule exemption")
        # (game, player) -> mana types the player doesn't lose as steps and phases
        # end ("You don't lose unspent red mana", CR 106.4, 500.4).
        self.kept_mana: Hooks[Callable[..., frozenset[str]]] = Hooks("kept mana")
        # name -> CardDef (:func:`manastack.cards.get_card`), for a game built from
        # card names; set once by the package that assembles the rules.
        self._card_lookup: Callable[[str], Any] | None = None

    def set_card_lookup(self, lookup: Callable[[str], Any]) -> None:
        """Name the card pool games are built from; once."""
        if self._card_lookup is not None:
            raise DuplicateRegistration("card lookup", getattr(lookup, "__qualname__", "?"))
        self._card_lookup = lookup

    def card(self, name: str) -> Any:
        """The card definition named ``name``, from the registered card pool."""
        if self._card_lookup is None:
            raise RuntimeError("no card pool registered (import manastack to assemble the rules)")
        return self._card_lookup(name)


RULES = Registry()
"""The one registry the engine reads."""
