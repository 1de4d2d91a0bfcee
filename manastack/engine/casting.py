"""Casting spells (CR 601), activating abilities (CR 602), mana abilities
(CR 605) and paying costs (CR 601.2f-h).

The steps here follow CR 601.2 in order: the card moves to the stack, modes and X
are chosen, then targets, then the total cost is determined and paid (mana
abilities may be activated during payment), and finally the spell becomes cast.
The engine offers a spell only if all of this can be completed, so a player is
never led into a dead end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from ..core.mana import (
    MANA_TYPES,
    ManaCost,
    ManaSource,
    can_pay,
    covers,
    find_payment,
    pool_covers,
)
from ..core.memo import per_object
from ..core.registry import RULES
from .ability_index import ActivatedAbilities, TapSource, activated_abilities
from .context import Context, Part
from .model import Activated, Cost, CostsLessIfTargets, Enchant, FlashIf
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    CastInfo,
    Characteristics,
    GameObject,
    summoning_sick,
)
from .ops import Op, move
from .perform import change, change_now, put_ability_on_stack, remove_ability
from .selectors import ObjectFilter, Selector, as_selector
from .steps import Step, copy_ctx
from .targets import TargetSpec, specs_of
from .timing import in_main_phase_with_empty_stack

if TYPE_CHECKING:
    from .game import Game
    from .model import Face


# ------------------------------------------------------------------ mana sources
def can_tap_for_cost(game: Game, oid: int) -> bool:
    """A {T} cost needs an untapped permanent that isn't summoning sick (CR 302.6)."""
    obj = game.objects[oid]
    return not obj.tapped and not summoning_sick(game, obj, game.chars(obj))


def mana_sources(
    game: Game, player: int, exclude: frozenset[int] = frozenset()
) -> list[ManaSource]:
    """Untapped permanents that can make mana by tapping alone (for the solver)."""
    return _solver_sources(_tappable(game, player, exclude))


def _tappable(
    game: Game, player: int, exclude: frozenset[int], abilities: ActivatedAbilities | None = None
) -> list[TapSource]:
    """The player's tap-for-mana permanents that can be tapped now."""
    objects = game.objects
    found = []
    if abilities is None:
        abilities = activated_abilities(game, player)
    for entry in abilities.tap_sources:
        obj = objects[entry[0]]
        if (
            obj.tapped
            or entry[0] in exclude
            or (entry[2] and summoning_sick(game, obj, game.chars(obj)))
        ):
            continue  # tapped, or summoning sick (CR 302.6)
        found.append(entry)
    return found


def can_pay_mana(
    game: Game,
    player: int,
    cost: ManaCost,
    exclude: frozenset[int] = frozenset(),
    pool: dict[str, int] | None = None,
) -> bool:
    """Can ``player`` pay ``cost`` from their pool (or the part of it given as
    ``pool``) and the sources they could tap, leaving out ``exclude`` (CR 601.2g-h)?"""
    if pool is None:
        pool = game.players[player].pool.available()
    return covers(cost, pool) or can_pay(cost, pool, mana_sources(game, player, exclude))


def spending_allowed(
    game: Game, player: int, obj: GameObject, spell: bool
) -> Callable[[Any], bool]:
    """Which restricted mana may pay for ``obj``, a spell being cast when
    ``spell``, else the source of an ability being activated (CR 106.6)."""

    def allows(restriction: Any) -> bool:
        return bool(restriction.allows(game, player, obj, spell))

    return allows


def usable_pool(game: Game, player: int, obj: GameObject, spell: bool) -> dict[str, int]:
    """The mana in ``player``'s pool that may pay for ``obj`` (CR 106.6)."""
    pool = game.players[player].pool
    if not pool.restricted:
        return pool.available()
    return pool.usable(spending_allowed(game, player, obj, spell))


class AvailableMana:
    """What a player could pay with right now: their mana pool plus the sources
    they could tap (CR 601.2g-h).  Answers are remembered, since every card in
    hand is checked against the same mana (two Grizzly Bears ask once); the
    sources are listed for the solver only when the pool alone can't pay."""

    __slots__ = ("pool", "most", "_tappable", "_ids", "_fixed", "_sources", "_answers")

    def __init__(
        self,
        game: Game,
        player: int,
        exclude: frozenset[int] = frozenset(),
        abilities: ActivatedAbilities | None = None,
    ) -> None:
        self.pool = game.players[player].pool.available()
        self._tappable = _tappable(game, player, exclude, abilities)
        # an upper bound on the mana they can make, restricted mana included
        most = game.players[player].pool.size
        for entry in self._tappable:
            most += entry[3]
        self.most = most
        self._ids: frozenset[int] | None = None  # the sources' ids, once asked
        self._fixed: dict[str, int] | None = None  # see _with_fixed
        self._sources: list[ManaSource] | None = None
        self._answers: dict[ManaCost, bool] = {}

    def without(self, game: Game, player: int, oid: int) -> AvailableMana:
        """The mana available if ``oid`` is tapped for another part of the cost
        (an ability's {T}, CR 602.2b): this same answer when ``oid`` isn't one of
        the sources, so every ability of a board asks the solver once per cost."""
        if self._ids is None:
            self._ids = frozenset(entry[0] for entry in self._tappable)
        if oid not in self._ids:
            return self
        return AvailableMana(game, player, frozenset({oid}))

    def can_pay(self, cost: ManaCost) -> bool:
        found = self._answers.get(cost)
        if found is None:
            found = self._answers[cost] = cost.least_mana <= self.most and (
                covers(cost, self.pool)
                or covers(cost, self._with_fixed())
                or can_pay(cost, self.pool, self._solver_sources())
            )
        return found

    def _with_fixed(self) -> dict[str, int]:
        """The pool plus the mana of every source that makes one fixed bundle:
        what the solver starts from, so a cost this covers is payable (the
        solver's first answer) without listing the sources again."""
        if self._fixed is None:
            fixed = {c: self.pool.get(c, 0) for c in MANA_TYPES}
            for entry in self._tappable:
                options = entry[1]
                if len(options) == 1:
                    for ch in options[0]:
                        fixed[ch] += 1
            self._fixed = fixed
        return self._fixed

    def _solver_sources(self) -> list[ManaSource]:
        if self._sources is None:
            self._sources = _solver_sources(self._tappable)
        return self._sources


def _solver_sources(tappable: list[TapSource]) -> list[ManaSource]:
    return [ManaSource(entry[0], entry[1]) for entry in tappable]


def max_x(
    game: Game, player: int, cost: ManaCost, exclude: frozenset[int] = frozenset(), limit: int = 20
) -> int:
    """The largest X that can be paid for a cost with X in it (CR 107.3)."""
    best = -1
    mana = AvailableMana(game, player, exclude)
    for x in range(limit + 1):
        if mana.can_pay(cost.with_x(x)):
            best = x
        else:
            break
    return best


# ------------------------------------------------------------------ ways to cast
class CastMode:
    """How a card is being cast: which face, from where, and for what cost.

    ``name`` is the action argument (``"normal"``, ``"back"``, ``"flashback"``,
    ``"morph"``...).  Mechanics add modes to ``RULES.cast_modes``."""

    def __init__(
        self,
        name: str,
        face: Face,
        cost: ManaCost,
        alternative: bool = False,
        face_down: bool = False,
        face_index: int = 0,
        modes_done: bool = False,
        exile_on_leave: bool = False,
        kicked: bool = False,
        mode_costs: tuple[Cost, ...] = (),
        flash: bool = False,
    ) -> None:
        self.name = name
        self.face = face
        self.cost = cost
        self.alternative = alternative
        self.face_down = face_down
        self.face_index = face_index  # which face is cast (CR 712.11b)
        self.modes_done = modes_done  # every mode is chosen already (entwine, CR 702.42a)
        self.exile_on_leave = exile_on_leave  # CR 702.34a
        self.kicked = kicked  # its kicker cost is paid (CR 702.33d)
        self.mode_costs = mode_costs  # costs this way adds (web-slinging's return)
        self.flash = flash  # cast this way "as though it had flash" (CR 601.3e)


def _printed_modes(card: Any) -> list[CastMode]:
    """Casting a card for its mana cost (CR 601.2): its front face, or either
    face of a modal double-faced card that isn't a land (CR 712.11b)."""
    face = card.faces[0]
    modes = []
    if "Land" not in face.types:
        modes.append(CastMode("normal", face, face.mana_cost))
    if card.layout == "modal_dfc" and "Land" not in card.faces[1].types:
        back = card.faces[1]
        modes.append(CastMode("back", back, back.mana_cost, face_index=1))
    return modes


def may_cast_from_zone(game: Game, player: int, obj: GameObject) -> bool:
    """A card may be cast from its owner's hand, or from wherever an effect
    allows (CR 601.2a, 601.3; ``RULES.cast_permissions``)."""
    if obj.zone == HAND:
        return obj.owner == player
    return any(obj.id in allowed(game, player) for allowed in game.hooks(RULES.cast_permissions))


ModeProvider = Callable[["Game", int, GameObject], list[CastMode]]
CardFilter = Callable[[Any], bool]


def cast_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Every way ``player`` may cast ``obj`` now: for its mana cost from a zone
    it may be cast from, and the ways mechanics add (the list may be shared:
    don't change it)."""
    printed, providers = per_object(_CARD_MODES, obj.card, _card_modes)
    zone = obj.zone
    if zone == HAND and obj.owner == player or may_cast_from_zone(game, player, obj):
        modes = printed
    else:
        modes = []
    for provider, zones in providers:
        if zones is None or zone in zones:
            modes = modes + provider(game, player, obj)
    return modes


def _card_modes(
    card: Any,
) -> tuple[list[CastMode], list[tuple[ModeProvider, frozenset[str] | None]]]:
    """A card's printed ways to cast, and the mechanics' providers that apply to
    it, each with the only zones it looks at (None: any)."""
    zones = RULES.cast_mode_zones
    return _printed_modes(card), [
        (provider, zones.get(name))
        for name, (provider, for_card) in RULES.cast_modes.items()
        if for_card is None or for_card(card)
    ]


_CARD_MODES: dict[int, tuple[Any, tuple[Any, ...]]] = {}  # card -> (printed modes, providers)


def timing_ok(game: Game, player: int, face: Face, flash: bool = False) -> bool:
    """CR 307.1 / 304.1: sorcery timing unless instant or flash, or "as though
    it had flash" under its condition (CR 601.3e)."""

    if "Instant" in face.types or flash or KeywordName.FLASH in face.keywords:
        return True
    if in_main_phase_with_empty_stack(game, player):
        return True
    return FlashIf in face.ability_kinds and any(
        isinstance(a, FlashIf) and a.condition(game, player) for a in face.abilities
    )


def can_cast(
    game: Game,
    player: int,
    obj: GameObject,
    mode: CastMode,
    mana: AvailableMana | None = None,
    during_resolution: bool = False,
) -> bool:
    """Can the whole of CR 601.2 be completed for this card cast this way?
    ``mana`` may be passed in when checking many cards at once.  A card cast
    while a spell or ability resolves ignores timing permissions (CR 608.2g)."""
    face = mode.face
    if not during_resolution and not timing_ok(game, player, face, mode.flash):
        return False
    cost = total_cost(game, player, obj, mode).adjusted(
        -_best_target_discount(game, player, face, obj)
    )
    extras = face.additional_costs + mode.mode_costs
    if extras:  # only a cost's own parts let it be paid otherwise (waterbend)
        cost = cost.adjusted(-payment_relief(game, player, extras, frozenset()))
    for relieve in RULES.cast_relief:  # the spell's own ways to pay (convoke)
        cost = relieve(game, player, obj, mode, cost)
    if mana is not None and cost.least_mana > mana.most:
        return False
    if game._spell_restricted(player, obj, mode):
        return False
    if not _targets_possible(game, player, face, obj):
        return False
    if mode.cost.x and not face.modes:  # the largest X that can be paid allows the most
        top = max_x(game, player, mode.cost)
        if not some_x_allows(game, player, specs_of(face.spell), obj, top):
            return False
    for extra in face.additional_costs + mode.mode_costs:
        if not can_pay_other(game, player, extra, obj):
            return False
    if game.players[player].pool.restricted:  # what this spell may spend (CR 106.6)
        return can_pay_mana(game, player, cost, pool=usable_pool(game, player, obj, True))
    if mana is None:
        return can_pay_mana(game, player, cost)
    return mana.can_pay(cost)


def _targets_possible(
    game: Game, player: int, face: Face, source: GameObject | None = None
) -> bool:
    """Every required target slot has a legal choice (CR 601.2c); for a modal
    spell, some mode does (CR 700.2)."""
    for specs in per_object(_TARGET_SLOTS, face, _target_slots):
        if _specs_possible(game, player, specs, source):
            return True
    return False


def _target_slots(face: Face) -> list[tuple[Any, ...]]:
    """The target slots of a face's spell: one tuple per mode of a modal spell,
    an Aura's "enchant" slot counted (CR 303.4a)."""
    if face.modes:
        return [specs_of(m) for m in face.modes]
    specs = specs_of(face.spell)
    aura = _aura_spec(face)
    if aura is not None:
        specs = specs + (aura,)
    return [specs]


_TARGET_SLOTS: dict[int, tuple[Face, list[tuple[Any, ...]]]] = {}  # face -> its target slots


def _aura_spec(face: Face) -> Any:
    for a in face.abilities:
        if isinstance(a, Enchant):
            return a.target
    return None


def _target_discount(game: Game, face: Face, ctx: Context, also: tuple[Any, ...] = ()) -> int:
    """What "costs {N} less if it targets <quality>" takes off, for the targets
    chosen and ``also`` (CR 601.2f)."""
    if CostsLessIfTargets not in face.ability_kinds:
        return 0
    chosen = [t for pi, _si, spec in ctx.all_specs() for t in ctx.chosen_for(spec, pi)]
    chosen += also
    return sum(
        a.amount
        for a in face.abilities
        if isinstance(a, CostsLessIfTargets) and any(a.quality(game, t) for t in chosen)
    )


def spell_total_cost(
    game: Game, obj: GameObject, face: Face, ctx: Context, also: tuple[Any, ...] = ()
) -> tuple[ManaCost, tuple[Cost, ...]]:
    """A spell's total mana cost and its additional costs once its targets are
    chosen, with ``also`` among them (CR 601.2f): its cost or alternative cost,
    X, spliced costs, additional costs, increases and reductions."""
    cost = ManaCost.parse(ctx.flags.cost).with_x(ctx.x)
    for spliced in ctx.flags.splice_costs:
        cost = cost.plus(ManaCost.parse(spliced))
    extras = tuple(face.additional_costs) if not obj.face_down else ()
    extras += ctx.flags.mode_costs  # web-slinging's return
    extras = tuple(extra.with_x(ctx.x) for extra in extras)  # "waterbend {X}"
    for extra in extras:  # additional mana costs (CR 601.2f), waterbend's too
        cost = cost.plus(extra.mana)
    cost = cost.adjusted(ctx.flags.adjust - _target_discount(game, face, ctx, also))
    return cost.reduced_by(ManaCost.parse(ctx.flags.reduction)), extras


def _keeps_spell_payable(game: Game, ctx: Context, obj: GameObject, target: Any) -> bool:
    """Can the spell still be paid for with ``target`` among its targets?  Only a
    spell that "costs {N} less if it targets" something depends on its targets
    (CR 601.2f); offering no target it can't then pay for keeps casting free of
    dead ends (DESIGN)."""
    face = game.chars(obj).face if not obj.face_down else obj.card.faces[0]
    if CostsLessIfTargets not in face.ability_kinds:
        return True
    cost, extras = spell_total_cost(game, obj, face, ctx, (target,))
    relief = payment_relief(game, ctx.controller, extras, frozenset())
    return can_pay_mana(game, ctx.controller, cost.adjusted(-relief))


def _best_target_discount(game: Game, player: int, face: Face, obj: GameObject) -> int:
    """The most such a discount could take off, over the targets there are now
    (what may be cast, CR 601.2f)."""
    if CostsLessIfTargets not in face.ability_kinds:
        return 0
    specs = specs_of(face.spell)
    aura = _aura_spec(face)
    if aura is not None:
        specs = specs + (aura,)
    found = [t for spec in specs for t in spec.candidates(game, player, obj)]
    return sum(
        a.amount
        for a in face.abilities
        if isinstance(a, CostsLessIfTargets) and any(a.quality(game, t) for t in found)
    )


def _specs_possible(
    game: Game, player: int, specs: tuple[Any, ...], source: GameObject | None = None
) -> bool:
    """``source`` is the card being cast, so protection from its colour counts
    (CR 702.16b)."""
    for spec in specs:
        if not _slot_fillable(game, player, spec, source):
            return False
    return True


# (target slot, player) -> the legal target last found for it: a hint, always checked
_FOUND_LAST: dict[tuple[int, int], Any] = {}


def _slot_fillable(game: Game, player: int, spec: Any, source: GameObject | None) -> bool:
    """Has the target slot ``spec`` enough legal choices (CR 601.2c)?  A plain
    slot of one permanent or player first tries the target found for it last
    time, checked in full (CR 115.3), so a big board isn't walked again to find
    that the same creature is still there to target."""
    if type(spec) is not TargetSpec or spec.zone != BATTLEFIELD or spec.min_count != 1:
        return bool(spec.has_choices(game, player, source))
    key = (id(spec), player)
    hint = _FOUND_LAST.get(key)
    if hint is not None and spec.is_legal(game, hint, player, source):
        return True
    for found in spec.choices(game, player, source):
        _FOUND_LAST[key] = found
        return True
    return False


class TargetAnswers:
    """Whether target slots can be filled (CR 601.2c, 602.2b), remembered while
    one player's legal actions are worked out.  A slot of the plain kind
    (:class:`TargetSpec` itself) choosing among permanents depends on its source
    only through protection (CR 702.16b), which reads the source's colours and
    whether it is a creature: sources on the battlefield alike in those share
    one answer, so twelve Prodigal Sorcerers look for a target once."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        self._known: dict[tuple[int, int, frozenset[str], bool], bool] = {}

    def possible(self, game: Game, player: int, specs: tuple[Any, ...], source: GameObject) -> bool:
        """Does every slot of ``specs`` have enough legal choices for an
        ability of ``source`` controlled by ``player``?"""
        if source.zone != BATTLEFIELD:
            return _specs_possible(game, player, specs, source)
        ch = game.chars(source)
        for spec in specs:
            if type(spec) is not TargetSpec or spec.zone != BATTLEFIELD:
                if not _slot_fillable(game, player, spec, source):
                    return False
                continue
            key = (id(spec), player, ch.colours, ch.is_creature)
            found = self._known.get(key)
            if found is None:
                found = self._known[key] = _slot_fillable(game, player, spec, source)
            if not found:
                return False
        return True


def total_cost(game: Game, player: int, obj: GameObject, mode: CastMode) -> ManaCost:
    """CR 601.2f: mana cost or alternative cost, plus additional costs, plus
    increases, minus reductions, with X as 0 (the least it can be: what
    deciding whether the card can be cast needs)."""
    cost = mode.cost.with_x(0)
    for extra in mode.face.additional_costs + mode.mode_costs:
        cost = cost.plus(extra.mana.with_x(0))
    cost = cost.adjusted(game._cost_adjustment(player, obj, mode))
    return cost.reduced_by(game._cost_reduction(player, obj, mode))


def payment_relief(
    game: Game,
    player: int,
    costs: tuple[Cost, ...],
    exclude: frozenset[int],
    used: tuple[int, ...] = (),
) -> int:
    """Generic mana of a cost that mechanics surely let the player pay other than
    with mana (``RULES.payment_relief``: waterbend, CR 601.2g-h); ``used`` are the
    permanents already tapped that way in this payment."""
    return sum(relief(game, player, costs, exclude, used) for relief in RULES.payment_relief)


def can_pay_other(game: Game, player: int, c: Cost, source: GameObject | None) -> bool:
    """Non-mana parts of a cost (CR 118.3: you can't pay what you can't)."""
    if c.tap and (source is None or not can_tap_for_cost(game, source.id)):
        return False
    if c.untap and (
        source is None or not source.tapped or summoning_sick(game, source, game.chars(source))
    ):
        return False  # {Q} (CR 107.6, 302.6)
    if c.discard and len(discard_candidates(game, player, c, source)) < c.discard:
        return False
    if c.pay_life and game.players[player].life < c.pay_life:
        return False
    if c.exile_self and (source is None or source.zone != BATTLEFIELD):
        return False
    if (
        c.sacrifice is not None
        and len(sacrifice_candidates(game, player, c, source.id if source is not None else None))
        < c.sacrifice_count
    ):
        return False
    if c.exile_from_graveyard and len(graveyard_cost_candidates(game, player, source)) < (
        c.exile_from_graveyard
    ):
        return False
    if c.unattach is not None and (
        source is None
        or c.unattach not in game.battlefield
        or game.objects[c.unattach].attached_to != source.id
    ):
        return False
    for selector, needed in ((c.exile, 1), (c.return_to_hand, c.return_count)):
        if (
            selector is not None
            and len(
                chosen_candidates(game, player, selector, source.id if source is not None else None)
            )
            < needed
        ):
            return False
    if c.remove_counters is not None:
        kind, n = c.remove_counters
        if source is None or source.counters.get(kind, 0) < n:
            return False
    if (
        c.tap_untapped is not None
        and len(tap_candidates(game, player, c, source.id if source is not None else None))
        < c.tap_untapped[1]
    ):
        return False
    if c.tap_creatures_power and (
        sum(power for _oid, power in crew_candidates(game, player, source)) < c.tap_creatures_power
    ):
        return False
    if c.remove_counters_among is not None:
        kind, n, selector = c.remove_counters_among
        held = chosen_candidates(game, player, selector)
        if sum(game.objects[oid].counters.get(kind, 0) for oid in held) < n:
            return False
    return True


def discard_candidates(game: Game, player: int, c: Cost, source: GameObject | None) -> list[int]:
    """The cards in ``player``'s hand that may be discarded for "discard a
    [<kind>] card": those the cost's ``discard_filter`` accepts ("Discard a
    Spirit or Arcane card"), never the source itself (one object can't pay two
    costs, CR 601.2h)."""
    own = source.id if source is not None else None
    hand = [oid for oid in game.players[player].hand if oid != own]
    if c.discard_filter is None:
        return hand
    test = as_selector(c.discard_filter).test
    objects = game.objects
    return [oid for oid in hand if test(game, objects[oid], game.chars(oid), player, own)]


def graveyard_cost_candidates(game: Game, player: int, source: GameObject | None) -> list[int]:
    """The cards that may be exiled for "exile N cards from your graveyard":
    those in ``player``'s graveyard but the source itself (one object can't pay
    two costs, CR 601.2h)."""
    own = source.id if source is not None else None
    return [oid for oid in game.players[player].graveyard if oid != own]


def tap_candidates(game: Game, player: int, c: Cost, source: int | None = None) -> list[int]:
    """What may be tapped for "tap N untapped <kind> you control": untapped
    permanents ``player`` controls that the selector accepts, summoning sick or
    not (only {T} and {Q} costs care, CR 302.6); not the source when the same
    cost also has {T} (one object can't pay two costs)."""
    assert c.tap_untapped is not None  # asked only of such a cost
    selector = c.tap_untapped[0]
    own = source if c.tap else None
    return [
        oid
        for oid in chosen_candidates(game, player, selector)
        if oid != own and not game.objects[oid].tapped
    ]


def crew_candidates(
    game: Game, player: int, source: GameObject | None, chosen: tuple[int, ...] = ()
) -> list[tuple[int, int]]:
    """The other untapped creatures ``player`` controls that may be tapped to pay
    "tap any number of other untapped creatures you control with total power N or
    greater" (crew, CR 702.122a), with their power.  Summoning sickness doesn't
    matter: the cost has no {T} (CR 302.6).  A power below 0 counts as 0, so
    tapping a creature never takes the total further from N."""
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if (
            ch.controller == player
            and "Creature" in ch.types
            and not game.objects[oid].tapped
            and (source is None or oid != source.id)
            and oid not in chosen
        ):
            found.append((oid, max(ch.power or 0, 0)))
    return found


def sacrifice_candidates(game: Game, player: int, c: Cost, source: int | None = None) -> list[int]:
    """What may be sacrificed for "sacrifice a ..." in ``c``: not the source when
    the same cost also sacrifices it (one object can't pay two costs, FOOD-03)
    or the cost says "another"."""
    own = source if c.sacrifice_self or c.sacrifice_another else None
    return [oid for oid in chosen_candidates(game, player, c.sacrifice, source) if oid != own]


def chosen_candidates(
    game: Game, player: int, selector: Selector | ObjectFilter, source: int | None = None
) -> list[int]:
    """The permanents ``player`` controls that ``selector`` accepts for a cost
    (CR 118.3); ``other`` in it excludes the ``source`` ("sacrifice another
    creature")."""
    test = as_selector(selector).test
    objects = game.objects
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and test(game, objects[oid], ch, player, source):
            found.append(oid)
    return found


# Costs paid by choosing a permanent you control: the Cost field, where the
# permanent goes, the move's cause and the prompt (CR 118.3, 601.2h)
CHOSEN_COSTS = (
    ("sacrifice", GRAVEYARD, "sacrifice", "prompt.sacrifice_cost"),
    ("return_to_hand", HAND, "bounce", "prompt.return_cost"),
    ("exile", EXILE, "exile", "prompt.exile_cost"),
)


# ------------------------------------------------------------------ the stack
def stack_ability(
    game: Game,
    source: int,
    controller: int,
    ctx: Context,
    source_chars: Characteristics,
    ability: Any,
) -> int:
    """Put an activated or triggered ability on the stack (CR 602.2a, 603.3).
    Abilities are shown as stack objects whose card is their source's card."""
    src = game.objects.get(source) or game.lki_objects.get(source)
    assert src is not None
    obj = game._new_object(src.card, controller, STACK)
    obj.controller = controller
    obj.timestamp = game.next_timestamp()
    obj.cast_info = CastInfo(
        ctx,
        ability=True,
        ability_obj=ability,
        source_name=source_chars.name,
        source_face_down=src.face_down,
    )
    obj.face_index = src.face_index
    obj.flipped = src.flipped
    ctx.stack_id = obj.id
    put_ability_on_stack(game, obj)
    return obj.id


class ChooseTargets(Step):
    """CR 601.2c / 602.2b / 603.3d: choose targets slot by slot.  A slot taking
    several targets is answered one target at a time, then ``done``."""

    __slots__ = ("ctx", "obj", "removable", "slot")

    def __init__(self, ctx: Context, obj: int, removable: bool = False) -> None:
        self.ctx = ctx
        self.obj = obj
        self.removable = removable
        self.slot = 0

    def copy(self, memo: dict[int, Any]) -> ChooseTargets:
        new = ChooseTargets(copy_ctx(self.ctx, memo), self.obj, self.removable)
        new.slot = self.slot
        return new

    def _slots(self) -> list[tuple[int, int, Any]]:
        return self.ctx.all_specs()

    def run(self, game: Game) -> None:
        slots = self._slots()
        while self.slot < len(slots):
            pi, si, spec = slots[self.slot]
            part = self.ctx.parts[pi]
            while len(part.chosen) <= si:
                part.chosen.append(())
            chosen = part.chosen[si]
            least, most = spec.bounds(game, game.objects.get(self.obj))
            if len(chosen) >= most:
                self.slot += 1
                continue
            options = self._candidates(game, spec, chosen)
            if not options and len(chosen) >= least:
                self.slot += 1
                continue
            if not options:
                if self.removable:  # a triggered ability with no legal target
                    _remove_from_stack(game, self.obj)
                    game.pop(self)
                    return
                raise RuntimeError("no legal target although casting was offered")
            chooser = self.ctx.controller if spec.chooser is None else spec.chooser(game, self.ctx)
            game.ask(
                chooser,
                DecisionKind.TARGET,
                spec.label,
                (("n", len(chosen)), ("slot", self.slot)),
            )
            return
        game.pop(self)

    def _candidates(self, game: Game, spec: Any, chosen: tuple[Any, ...]) -> list[Any]:
        source = game.objects.get(self.obj)
        found = list(spec.candidates(game, self.ctx.controller, source, chosen))
        info = source.cast_info if source is not None else None
        if source is not None and info is not None and not info.ability and not info.cast:
            # a spell being cast
            found = [t for t in found if _keeps_spell_payable(game, self.ctx, source, t)]
        return found

    def options(self, game: Game) -> list[Action]:

        pi, si, spec = self._slots()[self.slot]
        chosen = self.ctx.parts[pi].chosen[si]
        opts = [Action(ActionKind.TARGET, (r,)) for r in self._candidates(game, spec, chosen)]
        if len(chosen) >= spec.bounds(game, game.objects.get(self.obj))[0]:
            opts.append(Action(ActionKind.DONE))
        return opts

    def answer(self, game: Game, action: Action) -> None:
        pi, si, spec = self._slots()[self.slot]
        part = self.ctx.parts[pi]
        if action.kind == ActionKind.DONE:
            self.slot += 1
            return
        part.chosen[si] = part.chosen[si] + (action.args[0],)
        obj = game.objects[self.obj]
        info = obj.cast_info
        ability = info is not None and info.ability
        hidden = info.source_face_down if info is not None and ability else obj.face_down
        game.emit(
            EventKind.TARGET,
            rule="601.2c",
            obj=self.obj,
            target=action.args[0],
            card=info.source_name if info is not None and ability else obj.card.name,
            ability=ability,
            secret_from=game._secret_from_all_but(obj) if hidden else (),
        )


def _remove_from_stack(game: Game, oid: int) -> None:
    if remove_ability(game, oid):
        game.emit(EventKind.REMOVED, obj=oid)


class CastSpell(Step):
    """CR 601.2: cast a spell, from announcement to "becomes cast"."""

    __slots__ = ("player", "card", "how", "stage", "obj", "ctx")

    def __init__(self, player: int, card: int, how: str) -> None:
        self.player = player
        self.card = card
        self.how = how
        self.stage = "announce"
        self.obj = 0
        self.ctx: Context | None = None

    def copy(self, memo: dict[int, Any]) -> CastSpell:
        new = type(self)(self.player, self.card, self.how)
        new.stage, new.obj = self.stage, self.obj
        new.ctx = copy_ctx(self.ctx, memo)
        return new

    def _mode(self, game: Game) -> CastMode:
        obj = game.objects[self.card] if self.stage == "announce" else game.lki_objects[self.card]
        for mode in cast_modes(game, self.player, obj):
            if mode.name == self.how:
                return mode
        raise RuntimeError(f"cast mode {self.how} vanished")

    def run(self, game: Game) -> None:
        if self.stage == "announce":
            self._announce(game)
            return
        ctx = self.ctx
        assert ctx is not None
        obj = game.objects[self.obj]
        face = game.chars(obj).face if not obj.face_down else obj.card.faces[0]
        if self.stage == "modes":
            real_face = obj.card.faces[obj.face_index] if not obj.face_down else None
            if real_face is not None and real_face.modes and not ctx.flags.modes_done:
                game.ask(self.player, DecisionKind.MODE, "prompt.mode")
                return
            self.stage = "x"
        if self.stage == "x":
            if _announces_x(obj, ctx) and not ctx.flags.x_chosen:
                game.ask(self.player, DecisionKind.X, "prompt.x")
                return
            self.stage = "hooks"
        if self.stage == "hooks":
            for hook in RULES.announce_hooks:
                if hook(game, self, obj, ctx):
                    return
            self.stage = "targets"
            if ctx.has_targets():
                game.push(ChooseTargets(ctx, self.obj))
                return
        if self.stage == "targets":
            self.stage = "pay"
            cost, extras = spell_total_cost(game, obj, face, ctx)
            game.push(PayCost(self.player, cost, extras, self.obj, ctx))
            return
        if self.stage == "pay":
            game.pop(self)
            assert obj.cast_info is not None  # a spell on the stack was cast
            obj.cast_info.cast = True
            game.emit(
                EventKind.CAST,
                rule="601.2i",
                obj=self.obj,
                player=self.player,
                card=obj.card.name,
                how=self.how,
                face_down=obj.face_down,
                x=ctx.x if ctx.flags.x_chosen else None,
                mode=ctx.flags.mode,
                kicked=ctx.flags.kicked,
                spliced=tuple(game.objects[s].card.name for s in ctx.flags.spliced),
                secret_from=game._secret_from_all_but(obj) if obj.face_down else (),
            )
            if not obj.face_down:  # the turn's spells by name ("if you've cast ... this turn")
                game.turn_log.setdefault("cast", []).append((self.player, obj.card.name))

    def _announce(self, game: Game) -> None:
        mode = self._mode(game)
        card = game.objects[self.card]
        ctx = Context(0, self.player)
        face = mode.face
        if mode.face_down:
            ctx.parts = []
        elif face.modes:
            ctx.parts = []
        else:
            specs = specs_of(face.spell)
            aura = _aura_spec(face)
            effects = face.spell
            if aura is not None:
                specs = specs + (aura,)
            ctx.parts = [Part(effects, specs, origin=face.name)]
        ctx.flags.cost = str(mode.cost) if not mode.cost.is_empty() else ""
        ctx.flags.how = mode.name
        ctx.flags.adjust = game._cost_adjustment(self.player, card, mode)
        reduction = game._cost_reduction(self.player, card, mode)
        ctx.flags.reduction = str(reduction) if not reduction.is_empty() else ""
        ctx.flags.modes_done = mode.modes_done
        ctx.flags.kicked = mode.kicked
        ctx.flags.mode_costs = mode.mode_costs
        info = CastInfo(
            ctx,
            how=mode.name,
            from_zone=card.zone,
            exile_on_leave=mode.exile_on_leave,
        )
        new = change_now(
            game,
            move(
                self.card,
                STACK,
                "cast",
                face_down=mode.face_down,
                controller=self.player,
                face_index=mode.face_index,
                cast_info=info,
            ),
        )
        assert new is not None
        self.obj = new
        ctx.source = new
        ctx.stack_id = new
        self.ctx = ctx
        self.stage = "modes"

    def options(self, game: Game) -> list[Action]:

        assert self.ctx is not None
        obj = game.objects[self.obj]
        if self.stage == "modes":
            face = obj.card.faces[obj.face_index]
            return mode_options(game, self.player, face.modes, face.mode_count, self.ctx, obj)
        if self.stage == "x":
            top = _largest_spell_x(game, self.player, obj, self.ctx)
            return [
                Action(ActionKind.CHOOSE, (x,))
                for x in range(max(top, 0) + 1)
                if _targets_allow_x(game, self.player, self.ctx, obj, x)
            ]
        return self._hook_options(game)

    def _hook_options(self, game: Game) -> list[Action]:
        raise RuntimeError(f"no question pending in stage {self.stage}")

    def answer(self, game: Game, action: Action) -> None:
        ctx = self.ctx
        assert ctx is not None
        obj = game.objects[self.obj]
        if self.stage == "modes":
            face = obj.card.faces[obj.face_index]
            take_mode(ctx, face.modes, face.mode_count, action, face.name)
        elif self.stage == "x":
            ctx.x = action.args[0]
            ctx.flags.x_chosen = True


def chosen_modes(ctx: Context, modes: tuple[tuple[Any, ...], ...]) -> list[int]:
    """The modes chosen so far, in the order printed (one part each)."""
    return [modes.index(part.effects) for part in ctx.parts if part.effects in modes]


def _additional_costs(obj: GameObject, ctx: Context) -> tuple[Cost, ...]:
    """The additional costs of the spell ``obj`` being cast (CR 601.2b, 601.2f):
    its face's and its way of casting's; a face-down spell has none."""
    extras = () if obj.face_down else tuple(obj.card.faces[obj.face_index].additional_costs)
    return extras + ctx.flags.mode_costs


def _announces_x(obj: GameObject, ctx: Context) -> bool:
    """Is there an X to announce, in the mana cost or in an additional cost such
    as "As an additional cost to cast this spell, waterbend {X}" (CR 601.2b)?"""
    if ManaCost.parse(ctx.flags.cost).x:
        return True
    return any(extra.mana.x for extra in _additional_costs(obj, ctx))


def _largest_spell_x(game: Game, player: int, obj: GameObject, ctx: Context) -> int:
    """The largest X the spell's total cost can be paid with (CR 107.3, 601.2f):
    the mana there is, and what a waterbend {X} part lets the player tap."""
    cost = ManaCost.parse(ctx.flags.cost)
    extras = _additional_costs(obj, ctx)
    for extra in extras:
        cost = cost.plus(extra.mana)
    top = max_x(game, player, cost.adjusted(ctx.flags.adjust))
    if any(extra.waterbend is not None and extra.waterbend.x for extra in extras):
        widest = tuple(extra.with_x(len(game.battlefield)) for extra in extras)
        top += payment_relief(game, player, widest, frozenset())
    return top


def mode_options(
    game: Game,
    player: int,
    modes: tuple[tuple[Any, ...], ...],
    mode_count: tuple[int, int],
    ctx: Context,
    obj: GameObject,
) -> list[Action]:
    """CR 700.2a-b, 700.2d: the modes that may still be chosen, each at most
    once and in printed order, those whose targets can't be chosen left out,
    none once the most allowed are chosen; ``done`` once as many as the fewest
    allowed ("choose one or both") are chosen."""
    chosen = chosen_modes(ctx, modes)
    after = chosen[-1] if chosen else -1
    found = [
        Action(ActionKind.CHOOSE, (i,))
        for i, m in enumerate(modes)
        if i > after
        and len(chosen) < mode_count[1]
        and _specs_possible(game, player, specs_of(m), obj)
    ]
    if len(chosen) >= mode_count[0]:
        found.append(Action(ActionKind.DONE))
    return found


def take_mode(
    ctx: Context,
    modes: tuple[tuple[Any, ...], ...],
    mode_count: tuple[int, int],
    action: Action,
    origin: str,
) -> None:
    """Take one answer to the mode question: a mode (its part joins the spell or
    ability, CR 700.2c) or ``done``; the choice is over at ``done`` or once the
    most modes allowed are chosen."""
    if action.kind == ActionKind.DONE:
        ctx.flags.modes_done = True
        return
    index = action.args[0]
    mode = modes[index]
    if not ctx.parts:
        ctx.flags.mode = index  # the first mode, for the cast event and its text
    ctx.parts.append(Part(mode, specs_of(mode), origin=origin))
    if len(ctx.parts) >= mode_count[1] or index == len(modes) - 1:
        ctx.flags.modes_done = True


class ChooseModes(Step):
    """CR 603.3c, 700.2b: the controller of a modal triggered ability chooses
    its modes as it is put on the stack, then its targets; if no mode can be
    chosen, the ability is removed from the stack."""

    __slots__ = ("ctx", "obj", "modes", "mode_count", "allowed")

    def __init__(
        self,
        ctx: Context,
        obj: int,
        modes: tuple[tuple[Any, ...], ...],
        mode_count: tuple[int, int],
        allowed: Callable[..., bool] | None = None,
    ) -> None:
        self.ctx = ctx
        self.obj = obj
        self.modes = modes
        self.mode_count = mode_count
        self.allowed = allowed  # (game, source, mode) -> bool: "one that hasn't been chosen"

    def copy(self, memo: dict[int, Any]) -> ChooseModes:
        ctx = copy_ctx(self.ctx, memo)
        assert ctx is not None
        return ChooseModes(ctx, self.obj, self.modes, self.mode_count, self.allowed)

    def run(self, game: Game) -> None:
        if not self.ctx.flags.modes_done and self.options(game):
            game.ask(self.ctx.controller, DecisionKind.MODE, "prompt.mode")
            return
        game.pop(self)
        if not self.ctx.parts:  # no mode chosen ("choose up to X" with none)
            _remove_from_stack(game, self.obj)
            return
        if self.ctx.has_targets():
            game.push(ChooseTargets(self.ctx, self.obj, removable=True))

    def options(self, game: Game) -> list[Action]:
        source = game.objects.get(self.ctx.source) or game.objects[self.obj]
        found = mode_options(
            game, self.ctx.controller, self.modes, self.mode_count, self.ctx, source
        )
        allowed = self.allowed
        if allowed is None:
            return found
        return [
            a
            for a in found
            if a.kind != ActionKind.CHOOSE or allowed(game, self.ctx.source, a.args[0])
        ]

    def answer(self, game: Game, action: Action) -> None:
        origin = self.ctx.lki.name if self.ctx.lki is not None else ""
        take_mode(self.ctx, self.modes, self.mode_count, action, origin)
        if action.kind == ActionKind.CHOOSE:  # "one that hasn't been chosen" reads it
            game.emit(
                EventKind.MODE_CHOSEN, source=self.ctx.source, obj=self.obj, mode=action.args[0]
            )


class PayCost(Step):
    """CR 601.2g-h: activate mana abilities, then pay the total cost.

    The player may let the solver tap sources (``autopay``) or tap them one at a
    time (``mana``, only those after which the cost can still be paid).  Mana in
    the pool is spent automatically once it covers the cost.  Non-mana costs
    (tap, sacrifice, discard, life) follow."""

    __slots__ = (
        "player",
        "cost",
        "extras",
        "source",
        "ctx",
        "stage",
        "pending_choice",
        "tapped_instead",
        "keep",
    )

    def __init__(
        self,
        player: int,
        cost: ManaCost,
        extras: tuple[Cost, ...],
        source: int,
        ctx: Context | None,
    ) -> None:
        self.player = player
        self.cost = cost
        self.extras = extras
        self.source = source
        self.ctx = ctx
        self.stage = "mana"
        self.pending_choice = ""
        # permanents tapped instead of paying mana (waterbend)
        self.tapped_instead: tuple[int, ...] = ()
        # paying for a mana ability activated during another payment: what its
        # choices must leave payable (CR 601.2g)
        self.keep: StillToPay | None = None

    def copy(self, memo: dict[int, Any]) -> PayCost:
        new = PayCost(self.player, self.cost, self.extras, self.source, copy_ctx(self.ctx, memo))
        new.stage, new.pending_choice = self.stage, self.pending_choice
        new.tapped_instead, new.keep = self.tapped_instead, self.keep
        return new

    def _still_to_pay(self, game: Game) -> StillToPay:
        """The mana still to pay once what mechanics let be paid otherwise is
        taken off, and the permanents that can't tap for it."""
        return StillToPay(self.cost, self._exclude(), self.extras, self.tapped_instead)

    def _choice_mana_abilities(self, game: Game) -> list[Action]:
        """Mana abilities whose costs ask for choices (CR 605.3a: they may be
        activated while a cost is paid), for each kind of mana, when the cost
        can still be paid after them."""
        still = self._still_to_pay(game)
        objects = game.objects
        found = []
        for oid, index, ability, _tap_only, _sick in activated_abilities(game, self.player).mana:
            if not ability.cost.asks_choices or (ability.cost.tap and oid in still.exclude):
                continue
            if not can_make_mana(game, self.player, oid, index, ability):
                continue
            x = 0
            if ability.cost.mana.x or ability.cost.remove_x_counters is not None:
                x = _largest_x(game, self.player, ability.cost, objects[oid])
            for m in ability.mana_options(game, objects[oid]):
                made = m * x if ability.mana_per_x else m
                if still.after_mana_ability(game, ability, oid, made, x):
                    found.append(Action(ActionKind.ACTIVATE, (oid, index, m)))
        return found

    def _payable_choices(self, game: Game, found: list[int], more: int) -> list[int]:
        """The permanents of ``found`` that may be chosen now, ``more`` to be
        chosen after: all of them, or while paying for a mana ability activated
        during another payment, those that leave that payment possible."""
        if self.keep is None:
            return found
        return self.keep.keeping_payable(game, self.player, found, more)

    def _exclude(self) -> frozenset[int]:
        # a permanent whose own {T} is part of the cost can't also tap for mana
        return frozenset({self.source}) if any(e.tap for e in self.extras) else frozenset()

    def _paying_for(self, game: Game) -> tuple[GameObject, bool]:
        """What this payment is for: the spell being cast (on the stack, CR
        601.2a), or else the source of the ability being activated."""
        obj = game.objects[self.source]
        info = obj.cast_info
        return obj, obj.zone == STACK and (info is None or not info.ability)

    def _pool(self, game: Game) -> dict[str, int]:
        """The mana in the pool that may pay this cost (CR 106.6)."""
        if not game.players[self.player].pool.restricted:
            return game.players[self.player].pool.available()
        return usable_pool(game, self.player, *self._paying_for(game))

    def run(self, game: Game) -> None:
        player = game.players[self.player]
        if self.stage == "mana":
            spend = pool_covers(self.cost, self._pool(game))
            if spend is not None:
                if player.pool.restricted:
                    obj, spell = self._paying_for(game)
                    riders = player.pool.spend(
                        spend, spending_allowed(game, self.player, obj, spell)
                    )
                    for rider in riders:  # "if that mana is spent on ..." (CR 106.6a)
                        for op in rider.spent(game, obj, spell):
                            change_now(game, op)
                else:
                    player.pool.spend(spend)
                if spend:
                    game.pool_changed()
                    game.emit(EventKind.PAY, player=self.player, mana=spend)
                self.stage = "other"
            else:
                game.ask(self.player, DecisionKind.PAY, "prompt.pay", (("cost", str(self.cost)),))
                return
        if self.stage == "other":
            for extra in self.extras:
                if not self._pay_other(game, extra):
                    return
            game.pop(self)

    def _pay_other(self, game: Game, c: Cost) -> bool:
        source = game.objects.get(self.source)
        done = self.ctx.flags.paid if self.ctx is not None else []
        label = id(c)
        if (label, "all") in done:
            return True
        if c.tap and (label, "tap") not in done:
            change_now(game, Op("tap", obj=self.source))
            done.append((label, "tap"))
        if c.untap and (label, "untap") not in done:
            change_now(game, Op("untap", obj=self.source))
            done.append((label, "untap"))
        if c.unattach is not None and (label, "unattach") not in done:
            change_now(game, Op("unattach", obj=c.unattach))  # CR 701.3d
            done.append((label, "unattach"))
        if c.pay_life and (label, "life") not in done:
            change_now(game, Op("life", player=self.player, amount=-c.pay_life))
            done.append((label, "life"))
        if c.discard_hand and (label, "hand") not in done:
            done.append((label, "hand"))
            hand = [h for h in game.players[self.player].hand if h != self.source]
            if hand:
                change(game, [move(h, GRAVEYARD, "discard") for h in hand])
                return False  # the discards happen first; then payment goes on
        if c.remove_counters is not None and (label, "counters") not in done:
            kind, n = c.remove_counters
            change_now(game, Op("counters", obj=self.source, counter=kind, amount=-n))
            done.append((label, "counters"))
        if c.remove_all_counters is not None and (label, "all_counters") not in done:
            kind, holder = c.remove_all_counters
            held = game.objects[holder] if holder in game.battlefield else None
            n = held.counters.get(kind, 0) if held is not None else 0
            if n:
                change_now(game, Op("counters", obj=holder, counter=kind, amount=-n))
            done.append((label, "all_counters"))
            done.append((label, COUNTERS_REMOVED, n))  # "removed this way"
        tapped = sum(1 for d in done if d[0] == label and d[1] == TAP_UNTAPPED)
        if c.tap_untapped is not None and tapped < c.tap_untapped[1]:
            self.pending_choice = TAP_UNTAPPED
            game.ask(
                self.player,
                DecisionKind.CHOOSE_CREATURE,
                "prompt.tap_cost",
                (("n", c.tap_untapped[1] - tapped),),
            )
            return False
        if c.remove_x_counters is not None and (label, "x_counters") not in done:
            x = self.ctx.x if self.ctx is not None else 0
            if x:
                change_now(
                    game, Op("counters", obj=self.source, counter=c.remove_x_counters, amount=-x)
                )
            done.append((label, "x_counters"))
        for field, _to, _cause, prompt in CHOSEN_COSTS:
            if getattr(c, field) is not None and done.count((label, field)) < c.chosen_count(field):
                self.pending_choice = field
                game.ask(self.player, DecisionKind.SACRIFICE, prompt)
                return False
        if c.tap_creatures_power and (label, "crew") not in done:
            self.pending_choice = "crew"
            game.ask(
                self.player,
                DecisionKind.CREW,
                "prompt.crew_cost",
                (("n", max(c.tap_creatures_power - self._crewed_power(c), 0)),),
            )
            return False
        if c.remove_counters_among is not None:
            kind, n, _selector = c.remove_counters_among
            removed = sum(1 for d in done if d[0] == label and d[1] == "counter_among")
            if removed < n:
                self.pending_choice = "counter_among"
                game.ask(
                    self.player,
                    DecisionKind.REMOVE_COUNTER,
                    "prompt.remove_counter_cost",
                    (("counter", kind), ("n", n - removed)),
                )
                return False
        if c.sacrifice_any is not None and (label, SACRIFICE_ANY) not in done:
            self.pending_choice = SACRIFICE_ANY
            game.ask(self.player, DecisionKind.SACRIFICE, "prompt.sacrifice_any_cost")
            return False
        if c.sacrifice_all is not None and (label, "sacrifice_all") not in done:
            done.append((label, "sacrifice_all"))
            found = chosen_candidates(game, self.player, c.sacrifice_all, self.source)
            done.extend((label, SACRIFICED, oid) for oid in found)
            if found:  # sacrificed at the same time (CR 701.17a)
                change(game, [move(oid, GRAVEYARD, "sacrifice") for oid in found])
                return False  # the sacrifices happen first; then payment goes on
        exiled = done.count((label, GRAVEYARD_EXILE))
        if c.exile_from_graveyard and exiled < c.exile_from_graveyard:
            self.pending_choice = GRAVEYARD_EXILE
            game.ask(
                self.player,
                DecisionKind.CHOOSE_CARD,
                "prompt.exile_graveyard_cost",
                (("n", c.exile_from_graveyard - exiled),),
            )
            return False
        if c.opponent_gains_life and (label, "opponent_life") not in done:
            # in a two-player game the opponent is the other player (CR 102.2)
            opponent = game.opponents(self.player)[0]
            change_now(game, Op("life", player=opponent, amount=c.opponent_gains_life))
            done.append((label, "opponent_life"))
        discarded = sum(1 for d in done if d[0] == label and d[1] == "discard")
        if c.discard and discarded < c.discard:
            self.pending_choice = "discard"
            game.ask(
                self.player,
                DecisionKind.DISCARD,
                "prompt.discard_cost",
                (("n", c.discard - discarded),),
            )
            return False
        for flag, to, cause in _SELF_COSTS:
            if getattr(c, flag) and (label, flag) not in done and source is not None:
                done.append((label, flag))
                change(game, [move(self.source, to, cause, remember=True)])
                return False  # the move happens first; then payment goes on
        if c.sacrifice_self and (label, "sacrifice_self") not in done and source is not None:
            done.append((label, "sacrifice_self"))
            _move_through_replacements(game, self.source, "sacrifice")
            return False  # the move happens first; then payment goes on
        if c.exile_self and (label, "exile_self") not in done and source is not None:
            done.append((label, "exile_self"))
            _move_through_replacements(game, self.source, "exile", EXILE)
            return False
        if c.waterbend is not None:  # a waterbend cost is paid: its payer waterbends
            change_now(game, Op("waterbent", player=self.player))
        done.append((label, "all"))
        return True

    def _crew_cost(self) -> Cost:
        return next(e for e in self.extras if e.tap_creatures_power)

    def _crewed(self, c: Cost) -> tuple[tuple[int, int], ...]:
        """The creatures tapped so far for ``c``'s crew part, with their power."""
        done = self.ctx.flags.paid if self.ctx is not None else []
        return tuple((d[2], d[3]) for d in done if d[0] == id(c) and d[1] == "crew_tap")

    def _crewed_power(self, c: Cost) -> int:
        return sum(power for _oid, power in self._crewed(c))

    def _crew_options(self, game: Game) -> list[Action]:
        """Tap one more creature, or finish once the tapped creatures' total power
        is N or greater (CR 702.122a).  The cost was payable when the ability was
        activated, so the total can always still be reached."""
        c = self._crew_cost()
        chosen = tuple(oid for oid, _power in self._crewed(c))
        found = crew_candidates(game, self.player, game.objects.get(self.source), chosen)
        opts = [Action(ActionKind.CHOOSE, (oid,)) for oid, _power in found]
        if self._crewed_power(c) >= c.tap_creatures_power:
            opts.append(Action(ActionKind.DONE))
        return opts

    def _counters_among(self, game: Game) -> tuple[Cost, str, list[int]]:
        """The cost with "remove counters from among ...", its counter kind and the
        permanents that still have such a counter."""
        c = next(e for e in self.extras if e.remove_counters_among is not None)
        kind, _n, selector = c.remove_counters_among  # type: ignore[misc]
        held = chosen_candidates(game, self.player, selector)
        return c, kind, [oid for oid in held if game.objects[oid].counters.get(kind, 0) > 0]

    def options(self, game: Game) -> list[Action]:
        if self.pending_choice == "crew":
            return self._crew_options(game)
        if self.pending_choice == "counter_among":
            return [Action(ActionKind.CHOOSE, (oid,)) for oid in self._counters_among(game)[2]]
        if self.stage == "mana":
            opts = [Action(ActionKind.AUTOPAY)]
            pool = self._pool(game)
            sources = mana_sources(game, self.player, self._exclude())
            relieved = self._still_to_pay(game).relieved(game, self.player)
            keeps_payable: dict[tuple[Any, ...], list[str]] = {}  # sources alike give alike answers
            for src in sources:
                good = keeps_payable.get(src.options)
                if good is None:
                    rest = [s for s in sources if s is not src]
                    good = keeps_payable[src.options] = [
                        option
                        for option in src.options
                        if _payable_after(relieved, pool, option, rest)
                    ]
                opts += [Action(ActionKind.MANA, (src.obj_id, option)) for option in good]
            for extra_actions in RULES.payment_actions:
                opts += extra_actions(game, self)
            return opts + self._choice_mana_abilities(game)
        if self.pending_choice == SACRIFICE_ANY:
            c = next(e for e in self.extras if e.sacrifice_any is not None)
            found = chosen_candidates(game, self.player, c.sacrifice_any, self.source)
            return [Action(ActionKind.CHOOSE, (o,)) for o in found] + [Action(ActionKind.DONE)]
        if self.pending_choice == GRAVEYARD_EXILE:
            found = graveyard_cost_candidates(game, self.player, game.objects.get(self.source))
            return [Action(ActionKind.CHOOSE, (o,)) for o in found]
        done = self.ctx.flags.paid if self.ctx is not None else []
        if self.pending_choice == TAP_UNTAPPED:
            c = next(e for e in self.extras if e.tap_untapped is not None)
            assert c.tap_untapped is not None  # the cost just found
            found = tap_candidates(game, self.player, c, self.source)
            tapped = sum(1 for d in done if d[0] == id(c) and d[1] == TAP_UNTAPPED)
            found = self._payable_choices(game, found, c.tap_untapped[1] - tapped - 1)
            return [Action(ActionKind.CHOOSE, (o,)) for o in found]
        if self.pending_choice in _CHOSEN:
            field = self.pending_choice
            c = next(e for e in self.extras if getattr(e, field) is not None)
            if field == "sacrifice":
                found = sacrifice_candidates(game, self.player, c, self.source)
            else:
                found = chosen_candidates(game, self.player, getattr(c, field), self.source)
            more = c.chosen_count(field) - done.count((id(c), field)) - 1
            found = self._payable_choices(game, found, more)
            return [Action(ActionKind.CHOOSE, (o,)) for o in found]
        c = next(e for e in self.extras if e.discard)
        found = discard_candidates(game, self.player, c, game.objects.get(self.source))
        return [Action(ActionKind.CHOOSE, (oid,)) for oid in found]

    def answer(self, game: Game, action: Action) -> None:
        for handler in RULES.payment_handlers:
            if handler(game, self, action):
                return
        if action.kind == ActionKind.AUTOPAY:
            pool = self._pool(game)
            found = find_payment(self.cost, pool, mana_sources(game, self.player, self._exclude()))
            assert found is not None
            for oid, option in found[1]:
                activate_mana_ability(game, oid, option)
            return
        if action.kind == ActionKind.MANA:
            activate_mana_ability(game, action.args[0], action.args[1])
            return
        if action.kind == ActionKind.ACTIVATE:  # a mana ability with choices (CR 605.3a)
            oid, index, mana = action.args
            game.push(ActivateManaAbility(self.player, oid, index, mana, self._still_to_pay(game)))
            return
        done = self.ctx.flags.paid if self.ctx is not None else []
        if self.pending_choice == "crew":
            c = self._crew_cost()
            if action.kind == ActionKind.DONE:
                done.append((id(c), "crew"))
            else:
                oid = action.args[0]
                power = max(game.chars(oid).power or 0, 0)  # as crew_candidates counts it
                change_now(game, Op("tap", obj=oid))
                done.append((id(c), "crew_tap", oid, power))
            self.pending_choice = ""
            return
        if self.pending_choice == "counter_among":
            c, kind, _held = self._counters_among(game)
            change_now(game, Op("counters", obj=action.args[0], counter=kind, amount=-1))
            done.append((id(c), "counter_among"))
            self.pending_choice = ""
            return
        if self.pending_choice == SACRIFICE_ANY:
            c = next(e for e in self.extras if e.sacrifice_any is not None)
            if action.kind == ActionKind.DONE:
                done.append((id(c), SACRIFICE_ANY))
            else:
                _move_through_replacements(game, action.args[0], "sacrifice")
                done.append((id(c), SACRIFICED, action.args[0]))
            self.pending_choice = ""
            return
        if self.pending_choice == GRAVEYARD_EXILE:
            c = next(e for e in self.extras if e.exile_from_graveyard)
            _move_through_replacements(game, action.args[0], "exile", EXILE)
            done.append((id(c), GRAVEYARD_EXILE))
        elif self.pending_choice == TAP_UNTAPPED:
            c = next(e for e in self.extras if e.tap_untapped is not None)
            change_now(game, Op("tap", obj=action.args[0]))
            done.append((id(c), TAP_UNTAPPED, action.args[0]))
        elif self.pending_choice in _CHOSEN:
            field = self.pending_choice
            c = next(e for e in self.extras if getattr(e, field) is not None)
            to, cause = _CHOSEN[field]
            chosen = game.objects[action.args[0]]
            if field == "return_to_hand" and not chosen.tapped and game.chars(chosen).face.tap_mana:
                # a creature a mana ability taps as the cost is paid (CR 601.2g, WEB-03)
                activate_mana_ability(game, chosen.id, game.chars(chosen).face.tap_mana[0])
            _move_through_replacements(game, action.args[0], cause, to)
            done.append((id(c), field))
            if self.ctx is not None:
                setattr(
                    self.ctx.flags, f"chosen_{field}", action.args[0]
                )  # "the returned creature"
        else:
            c = next(e for e in self.extras if e.discard)
            if self.ctx is not None:
                self.ctx.flags.discarded = game.objects[action.args[0]].card
            _move_through_replacements(game, action.args[0], "discard")
            done.append((id(c), "discard"))
        self.pending_choice = ""


def _move_through_replacements(game: Game, oid: int, cause: str, to: str = GRAVEYARD) -> None:
    """Sacrificing or discarding to pay a cost puts the card into the graveyard
    (returning or exiling a permanent, into its zone) through replacement
    effects (CR 614.1a, 701.17a)."""
    change(game, [move(oid, to, cause)])


# Costs that move the card with the ability itself, from the zone it works in
# (CR 113.6j): the Cost field, where the card goes and the move's cause
_SELF_COSTS = (
    ("exile_self_from_graveyard", EXILE, "exile"),
    ("discard_self", GRAVEYARD, "discard"),
)

_CHOSEN = {field: (to, cause) for field, to, cause, _prompt in CHOSEN_COSTS}
TAP_UNTAPPED = "tap_untapped"  # the payment of "tap N untapped <kind> you control"
GRAVEYARD_EXILE = "graveyard_exile"  # the payment of "exile N cards from your graveyard"
SACRIFICE_ANY = "sacrifice_any"  # the payment of "sacrifice any number of <kind>"
# a permanent sacrificed for "sacrifice any number of / all <kind>": in the
# record of paid costs as (cost, SACRIFICED, id) ("the creatures sacrificed this way")
SACRIFICED = "sacrificed"
COUNTERS_REMOVED = "counters_removed"  # how many a "remove all" cost removed


def _payable_after(
    cost: ManaCost, pool: dict[str, int], option: str, rest: list[ManaSource]
) -> bool:
    """Can ``cost`` still be paid once ``option`` is added to ``pool``, with
    ``rest`` of the sources?  (Only such taps are offered, DESIGN guarantee 2.)"""
    trial = dict(pool)
    for ch in option:
        trial[ch] = trial.get(ch, 0) + 1
    return covers(cost, trial) or can_pay(cost, trial, rest)


def activate_mana_ability(game: Game, oid: int, option: str) -> None:
    """CR 605.3: a mana ability resolves at once.  Only {T}-only mana abilities
    are used while paying."""
    player = game.chars(oid).controller
    change_now(game, Op("tap", obj=oid))
    change_now(game, Op("mana", player=player, mana=option, source=oid))
    mana_triggers(game, oid)


def can_make_mana(game: Game, player: int, oid: int, index: int, ability: Activated) -> bool:
    """A mana ability can be activated for its own sake only with its mana cost
    already in the pool (mana abilities aren't paid for with other mana abilities
    here), and once each turn if it says so (CR 602.5b)."""

    if ability.once_each_turn and game.objects[oid].activations.get(index) == game.turn_number:
        return False
    c = ability.cost
    if not c.mana.is_empty() and not covers(c.mana, game.players[player].pool.available()):
        return False
    return can_pay_other(game, player, c, game.objects[oid])


class ActivateManaAbility(Step):
    """A mana ability whose cost asks for choices: X ("Remove X ki counters"),
    which permanents to sacrifice or tap ("Sacrifice a Goblin", "Tap two untapped
    Elves you control"), which card to discard.  It doesn't use the stack: X is
    announced, the cost is paid with its choices, and the mana is added at once
    (CR 605.3a-b, 602.2b, 601.2b, 601.2g-h).

    Activated while a cost is being paid, ``paying`` is that payment's
    :class:`StillToPay`: then only the answers after which that cost can still
    be paid are offered (DESIGN guarantee 2)."""

    __slots__ = ("player", "source", "index", "option", "paying", "stage", "ctx")

    def __init__(
        self, player: int, source: int, index: int, option: str, paying: StillToPay | None
    ) -> None:
        self.player = player
        self.source = source
        self.index = index
        self.option = option
        self.paying = paying
        self.stage = "announce"
        self.ctx: Context | None = None

    def copy(self, memo: dict[int, Any]) -> ActivateManaAbility:
        new = ActivateManaAbility(self.player, self.source, self.index, self.option, self.paying)
        new.stage, new.ctx = self.stage, copy_ctx(self.ctx, memo)
        return new

    def run(self, game: Game) -> None:
        if self.stage == "announce":
            ch = game.chars(self.source)
            announced = ch.abilities[self.index]
            assert isinstance(announced, Activated)  # a mana ability offered by index
            if announced.once_each_turn:  # "Activate only once each turn" (CR 602.5b)
                game.objects[self.source].activations[self.index] = game.turn_number
            self.ctx = Context(self.source, self.player)
            self.ctx.lki = ch
            self.ctx.flags.ability = announced
            self.ctx.ability_index = self.index
            self.stage = "x"
        ctx = self.ctx
        assert ctx is not None
        ability = ctx.flags.ability
        assert ability is not None
        if self.stage == "x":
            if (ability.cost.mana.x or ability.cost.remove_x_counters) and not ctx.flags.x_chosen:
                game.ask(self.player, DecisionKind.X, "prompt.x")  # CR 107.3a, 601.2b
                return
            self.stage = "pay"
            cost = ability.mana_to_pay(game, self.player, ctx.x)
            paid = PayCost(self.player, cost, (ability.cost.with_x(ctx.x),), self.source, ctx)
            if self.paying is not None:
                paid.keep = self.paying.adding(self._made(ability, ctx.x))
            game.push(paid)
            return
        game.pop(self)
        change_now(
            game,
            Op(
                "mana",
                player=self.player,
                mana=self._made(ability, ctx.x),
                source=self.source,
                restriction=ability.restriction,
            ),
        )
        if ability.also is not None and self.source in game.objects:  # CR 605.3b
            for op in ability.also(game, game.objects[self.source]):
                change_now(game, op)
        if ability.cost.tap:
            mana_triggers(game, self.source)

    def _made(self, ability: Activated, x: int) -> str:
        """The mana the ability adds: its option, X times for "add X mana"."""
        return self.option * x if ability.mana_per_x else self.option

    def options(self, game: Game) -> list[Action]:
        assert self.ctx is not None  # asked only after the ability is announced
        ability = self.ctx.flags.ability
        assert ability is not None
        top = _largest_x(game, self.player, ability.cost, game.objects[self.source])
        return [
            Action(ActionKind.CHOOSE, (x,))
            for x in range(ability.least_x, max(top, 0) + 1)
            if self.paying is None
            or self.paying.after_mana_ability(game, ability, self.source, self._made(ability, x), x)
        ]

    def answer(self, game: Game, action: Action) -> None:
        assert self.ctx is not None
        self.ctx.x = action.args[0]
        self.ctx.flags.x_chosen = True


class StillToPay:
    """The mana cost a payment still has to pay, the permanents it may not tap
    for mana, its costs (what mechanics let be paid otherwise, as waterbend, and
    the permanents already tapped that way), and the mana a mana ability being
    activated during it will add: what a choice made for that mana ability must
    leave payable (CR 601.2g-h, DESIGN guarantee 2).  Immutable, so steps share it."""

    __slots__ = ("cost", "exclude", "extras", "tapped_instead", "added")

    def __init__(
        self,
        cost: ManaCost,
        exclude: frozenset[int],
        extras: tuple[Cost, ...] = (),
        tapped_instead: tuple[int, ...] = (),
        added: str = "",
    ) -> None:
        self.cost = cost
        self.exclude = exclude
        self.extras = extras
        self.tapped_instead = tapped_instead
        self.added = added

    def adding(self, mana: str) -> StillToPay:
        return StillToPay(self.cost, self.exclude, self.extras, self.tapped_instead, mana)

    def relieved(self, game: Game, player: int, used: frozenset[int] = frozenset()) -> ManaCost:
        """The mana still to pay once what mechanics surely let be paid otherwise
        (waterbend) is taken off, without ``used`` among the permanents for it."""
        unusable = self.exclude | used
        return self.cost.adjusted(
            -payment_relief(game, player, self.extras, unusable, self.tapped_instead)
        )

    def payable(self, game: Game, player: int, used: frozenset[int], spent: ManaCost) -> bool:
        """Can the cost still be paid once ``spent`` is paid from the pool, the
        mana ability's mana is added and ``used`` can no longer make mana nor be
        tapped for waterbend?"""
        unusable = self.exclude | used
        cost = self.relieved(game, player, used)
        pool = game.players[player].pool.available()
        if not spent.is_empty():
            taken = pool_covers(spent, pool)
            if taken is None:
                return False
            pool = {c: n - taken.get(c, 0) for c, n in pool.items()}
        for c in self.added:
            pool[c] += 1
        return covers(cost, pool) or can_pay(cost, pool, mana_sources(game, player, unusable))

    def after_mana_ability(
        self, game: Game, ability: Activated, source: int, mana: str, x: int = 0
    ) -> bool:
        """Could the cost still be paid after activating ``ability`` of
        ``source`` for ``mana`` with X as ``x``, its choices made as they best
        can be?"""
        player = game.chars(source).controller
        c = ability.cost.with_x(x)
        used: set[int] = set()
        if c.tap or c.sacrifice_self:
            used.add(source)
        for found, needed in _permanents_to_choose(game, player, c, source):
            used.update(_least_needed(game, player, [o for o in found if o not in used], needed))
        trial = self.adding(mana)
        return trial.payable(game, player, frozenset(used), ability.mana_to_pay(game, player, x))

    def keeping_payable(self, game: Game, player: int, found: list[int], more: int) -> list[int]:
        """Those of ``found`` that may be chosen now, ``more`` of the rest still
        to be chosen after, with the cost still payable."""
        kept = []
        for oid in found:
            rest = _least_needed(game, player, [o for o in found if o != oid], more)
            if self.payable(game, player, frozenset({oid, *rest}), ManaCost()):
                kept.append(oid)
        return kept


def _permanents_to_choose(
    game: Game, player: int, c: Cost, source: int
) -> list[tuple[list[int], int]]:
    """The permanents a cost asks to choose among, with how many: to sacrifice,
    tap, return or exile (CR 601.2h)."""
    found = []
    if c.sacrifice is not None:
        found.append((sacrifice_candidates(game, player, c, source), c.sacrifice_count))
    if c.tap_untapped is not None:
        found.append((tap_candidates(game, player, c, source), c.tap_untapped[1]))
    if c.return_to_hand is not None:
        found.append((chosen_candidates(game, player, c.return_to_hand, source), c.return_count))
    if c.exile is not None:
        found.append((chosen_candidates(game, player, c.exile, source), 1))
    return found


def _least_needed(game: Game, player: int, found: list[int], needed: int) -> list[int]:
    """``needed`` of ``found``, those that can't make mana first: the choice
    that takes the least away from a payment."""
    sources = {src[0] for src in activated_abilities(game, player).tap_sources}
    return sorted(found, key=lambda oid: oid in sources)[:needed]


def mana_triggers(game: Game, oid: int) -> None:
    """Triggered mana abilities that trigger on ``oid`` being tapped for mana
    resolve at once (CR 605.1b, 605.4a; ``RULES.mana_triggers``)."""
    for triggered in RULES.mana_triggers:
        for op in triggered(game, oid):
            change_now(game, op)


_HIDDEN_ZONES = frozenset({HAND, LIBRARY})  # CR 400.2


def reveal_if_hidden(game: Game, source: GameObject, player: int) -> None:
    """CR 602.2a: a card whose ability is activated from a hidden zone (cycling,
    ninjutsu, channel from a hand) is revealed as the ability is announced."""
    if source.zone in _HIDDEN_ZONES:
        change_now(game, Op("reveal", objs=[source.id], player=player))


class ActivateAbility(Step):
    """CR 602.2: put an activated ability on the stack, choose its targets, pay."""

    __slots__ = ("player", "source", "index", "stage", "obj", "ctx")

    def __init__(self, player: int, source: int, index: int) -> None:
        self.player = player
        self.source = source
        self.index = index
        self.stage = "announce"
        self.obj = 0
        self.ctx: Context | None = None

    def copy(self, memo: dict[int, Any]) -> ActivateAbility:
        new = ActivateAbility(self.player, self.source, self.index)
        new.stage, new.obj = self.stage, self.obj
        new.ctx = copy_ctx(self.ctx, memo)
        return new

    def run(self, game: Game) -> None:
        if self.stage == "announce":
            source = game.objects[self.source]
            ch = game.chars(source)
            activated = ch.abilities[self.index]
            assert isinstance(activated, Activated)  # the index of an activated ability
            reveal_if_hidden(game, source, self.player)
            new_ctx = Context(self.source, self.player)
            new_ctx.parts = [Part(activated.effects, specs_of(activated.effects), origin=ch.name)]
            new_ctx.lki = ch
            new_ctx.flags.ability = activated
            new_ctx.ability_index = self.index
            turn_key = self.index
            if activated.once_each_turn or activated.exhaust:
                source.activations[turn_key] = game.turn_number
            self.obj = stack_ability(game, self.source, self.player, new_ctx, ch, activated)
            self.ctx = new_ctx
            game.emit(
                EventKind.ACTIVATE,
                rule="602.2",
                source=self.source,
                obj=self.obj,
                card=ch.name,
                index=self.index,
                player=self.player,
                secret_from=game._secret_from_all_but(source) if source.face_down else (),
            )
            self.stage = "x"
        ctx = self.ctx
        assert ctx is not None
        ability = ctx.flags.ability
        assert ability is not None
        if self.stage == "x":
            has_x = ability.cost.mana.x or ability.cost.remove_x_counters is not None
            if has_x and not ctx.flags.x_chosen:
                game.ask(self.player, DecisionKind.X, "prompt.x")
                return
            self.stage = "targets"
            if ctx.has_targets():
                game.push(ChooseTargets(ctx, self.obj))
                return
        if self.stage == "targets":
            self.stage = "pay"
            cost = ability.mana_to_pay(game, self.player, ctx.x)
            extras = (ability.cost.with_x(ctx.x),)
            game.push(PayCost(self.player, cost, extras, self.source, ctx))
            return
        game.pop(self)

    def options(self, game: Game) -> list[Action]:

        assert self.ctx is not None  # asked only after the ability is announced
        ability = self.ctx.flags.ability
        assert ability is not None
        top = _largest_x(game, self.player, ability.cost, game.objects[self.source])
        stack_obj = game.objects.get(self.obj)
        return [
            Action(ActionKind.CHOOSE, (x,))
            for x in range(ability.least_x, max(top, 0) + 1)
            if _targets_allow_x(game, self.player, self.ctx, stack_obj, x)
        ]

    def answer(self, game: Game, action: Action) -> None:
        assert self.ctx is not None
        self.ctx.x = action.args[0]
        self.ctx.flags.x_chosen = True


def _largest_x(game: Game, player: int, c: Cost, source: GameObject) -> int:
    """The largest X an activated ability's cost can be paid with: the mana there
    is, and no more counters than there are to remove (CR 107.3, 118.3)."""
    exclude = frozenset({source.id}) if c.tap else frozenset()
    top = max_x(game, player, c.mana, exclude) if c.mana.x else 20
    if c.waterbend is not None and c.waterbend.x:  # what may be paid otherwise, too
        top += payment_relief(game, player, (c.with_x(len(game.battlefield)),), exclude)
    if c.remove_x_counters is not None:
        top = min(top, source.counters.get(c.remove_x_counters, 0))
    return top


def _targets_allow_x(
    game: Game, player: int, ctx: Context, source: GameObject | None, x: int
) -> bool:
    """Can every target slot be filled with X announced as ``x`` (CR 601.2b-c)?"""
    return all(spec.allows_x(game, player, source, x) for _, _, spec in ctx.all_specs())


def some_x_allows(
    game: Game,
    player: int,
    specs: tuple[Any, ...],
    source: GameObject | None,
    top: int,
    least: int = 0,
) -> bool:
    """Is there an X from ``top`` down to ``least`` with which every target slot
    can be filled (CR 601.2b-c)?  "Target creature with power X or less" is easiest with
    the largest X, "X target creatures" with a small one, "target artifact with
    mana value X" with one X only."""
    return any(
        all(s.allows_x(game, player, source, x) for s in specs) for x in range(top, least - 1, -1)
    )


def can_activate(
    game: Game,
    player: int,
    oid: int,
    index: int,
    ability: Activated,
    mana: AvailableMana | None = None,
    targets: TargetAnswers | None = None,
) -> bool:
    """CR 602.5: timing, once-each-turn limits and payable costs.  ``mana``,
    what ``player`` could pay with, and ``targets``, the target questions
    already answered, may be passed in when checking many abilities at once."""

    obj = game.objects[oid]
    if ability.sorcery_speed and not in_main_phase_with_empty_stack(game, player):
        return False
    last = obj.activations.get(index)
    if ability.exhaust and last is not None:
        return False
    if ability.once_each_turn and last == game.turn_number:
        return False
    if ability.condition is not None and not ability.condition(game, obj):
        return False
    if not can_pay_other(game, player, ability.cost, obj):
        return False
    specs = per_object(_ABILITY_SLOTS, ability, _ability_slots)
    if targets is None:
        if not _specs_possible(game, player, specs, obj):
            return False
    elif not targets.possible(game, player, specs, obj):
        return False
    if ability.cost.mana.x or ability.cost.remove_x_counters is not None:
        top = _largest_x(game, player, ability.cost, obj)
        if not some_x_allows(game, player, specs, obj, top, ability.least_x):
            return False
    exclude = frozenset({oid}) if ability.cost.tap else frozenset()
    relief = payment_relief(game, player, (ability.cost,), exclude)
    cost = ability.mana_to_pay(game, player).adjusted(-relief)
    if game.players[player].pool.restricted:  # what this ability may spend (CR 106.6)
        return can_pay_mana(game, player, cost, exclude, usable_pool(game, player, obj, False))
    if mana is None:
        return can_pay_mana(game, player, cost, exclude)
    return (mana.without(game, player, oid) if ability.cost.tap else mana).can_pay(cost)


def _ability_slots(ability: Activated) -> tuple[Any, ...]:
    return specs_of(ability.effects)


_ABILITY_SLOTS: dict[int, tuple[Activated, tuple[Any, ...]]] = {}  # ability -> its target slots


__all__ = [
    "BATTLEFIELD",
    "ActivateAbility",
    "CastMode",
    "CastSpell",
    "ChooseModes",
    "ChooseTargets",
    "PayCost",
    "TargetAnswers",
    "ActivateManaAbility",
    "activate_mana_ability",
    "can_make_mana",
    "can_activate",
    "can_cast",
    "cast_modes",
    "mana_sources",
    "payment_relief",
]
