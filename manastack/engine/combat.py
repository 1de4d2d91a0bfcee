"""Combat (CR 506-511): declaring attackers and blockers one creature at a
time, damage assignment order, and combat damage with first strike, double
strike, trample and deathtouch.

Large choices are split into small ones (DESIGN guarantee 2): attackers are
declared one by one and then ``done``; so are blockers; an attacker's damage is
assigned to one recipient at a time.  An option is only offered if the whole
declaration can still be completed legally (menace needs a second blocker).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from ..core.mana import ManaCost
from ..core.registry import RULES
from .casting import PayCost, can_pay_mana
from .objects import (
    BATTLEFIELD,
    Characteristics,
    is_player_ref,
    player_of,
    player_ref,
    summoning_sick,
)
from .ops import Op, damage
from .perform import change, change_now
from .steps import Step

if TYPE_CHECKING:
    from .game import Game


class Combat:
    """Who attacks whom, who blocks whom (CR 506.3-506.4)."""

    __slots__ = (
        "attackers",
        "blockers",
        "also_blocks",
        "blocked",
        "order",
        "blocker_order",
        "dealt_first",
        "declared",
    )

    def __init__(self) -> None:
        self.attackers: dict[int, str] = {}  # attacker -> defending player ref
        self.blockers: dict[int, int] = {}  # blocker -> (the first) attacker it blocks
        # blocker -> the other attackers it blocks ("can block any number of
        # creatures", CR 509.1a)
        self.also_blocks: dict[int, list[int]] = {}
        self.blocked: set[int] = set()  # attackers that became blocked
        self.order: dict[int, list[int]] = {}  # damage assignment order (CR 509.2)
        # a blocker of several attackers -> its damage assignment order (CR 509.3)
        self.blocker_order: dict[int, list[int]] = {}
        self.dealt_first: set[int] = set()  # dealt first-strike damage (CR 510.4)
        self.declared = False

    def copy(self) -> Combat:
        new = Combat.__new__(Combat)
        new.attackers = dict(self.attackers)
        new.blockers = dict(self.blockers)
        new.also_blocks = {k: list(v) for k, v in self.also_blocks.items()}
        new.blocked = set(self.blocked)
        new.order = {k: list(v) for k, v in self.order.items()}
        new.blocker_order = {k: list(v) for k, v in self.blocker_order.items()}
        new.dealt_first = set(self.dealt_first)
        new.declared = self.declared
        return new

    def remove(self, oid: int) -> None:
        """CR 506.4: a permanent that leaves the battlefield leaves combat
        (and every damage assignment order, CR 509.2a, 509.3a)."""
        self.attackers.pop(oid, None)
        self.blockers.pop(oid, None)
        self.also_blocks.pop(oid, None)
        self.blocker_order.pop(oid, None)
        for order in (
            *self.order.values(),
            *self.also_blocks.values(),
            *self.blocker_order.values(),
        ):
            if oid in order:
                order.remove(oid)

    def blocks(self, blocker: int, attacker: int) -> bool:
        """Does ``blocker`` block ``attacker``?"""
        return self.blockers.get(blocker) == attacker or attacker in self.also_blocks.get(
            blocker, ()
        )

    def blockers_of(self, attacker: int) -> list[int]:
        if attacker in self.order:
            return [b for b in self.order[attacker] if self.blocks(b, attacker)]
        return [b for b in self.blockers if self.blocks(b, attacker)]

    def attackers_blocked_by(self, blocker: int) -> list[int]:
        """The attackers ``blocker`` blocks that are still attacking, in its
        damage assignment order (CR 509.3)."""
        if blocker not in self.blockers:
            return []
        found = [self.blockers[blocker], *self.also_blocks.get(blocker, ())]
        order = self.blocker_order.get(blocker)
        if order is not None:
            found = [a for a in order if a in found]
        return [a for a in found if a in self.attackers]

    def has_first_strikers(self, game: Game) -> bool:
        for oid in list(self.attackers) + list(self.blockers):
            kw = game.chars(oid).keywords
            if "first strike" in kw or "double strike" in kw:
                return True
        return False


# ----------------------------------------------------------------- attacking
def can_attack(game: Game, oid: int) -> bool:
    """CR 508.1a: untapped, not summoning sick (CR 302.6), no defender (unless
    it "can attack as though it didn't have defender", CR 702.3b)."""
    obj = game.objects[oid]
    ch = game.chars(obj)
    if not ch.is_creature or obj.tapped or ch.controller != game.active_player:
        return False
    keywords = ch.keywords
    if KeywordName.CANT_ATTACK in keywords or (
        KeywordName.DEFENDER in keywords and KeywordName.ATTACKS_DESPITE_DEFENDER not in keywords
    ):
        return False
    return not summoning_sick(game, obj, ch)


def attack_forbidden(game: Game, oid: int, defender: str) -> bool:
    """CR 508.1c: does a restriction forbid ``oid`` to attack ``defender`` (a
    player ref)?  Asked of the restrictions mechanics register
    (``RULES.attack_restrictions``) that a card of the game needs."""
    hooks = game.hooks(RULES.attack_restrictions)
    if not hooks:
        return False
    player = player_of(defender)
    return any(hook(game, oid, player) for hook in hooks)


def must_attack(game: Game, oid: int) -> bool:
    """ "This creature attacks each combat if able" (CR 508.1d): a requirement
    the declaration obeys whenever the creature is able to attack."""
    return KeywordName.ATTACKS_EACH_COMBAT in game.chars(oid).keywords


def attack_cost(chosen: list[tuple[int, str]], rates: dict[str, int]) -> ManaCost:
    """The mana the active player pays to attack with ``chosen`` (attacker,
    defender) pairs, given each defender's generic mana per attacker (CR 508.1g)."""
    return ManaCost(generic=sum(rates.get(defender, 0) for _oid, defender in chosen))


def attack_rates(game: Game, defenders: list[str]) -> dict[str, int]:
    """Each defender's generic mana per creature attacking it (CR 508.1g), from
    the attack-cost effects mechanics register (``RULES.attack_costs``)."""
    rates: dict[str, int] = {}
    hooks = game.hooks(RULES.attack_costs)
    if not hooks:
        return rates
    for defender in defenders:
        rate = sum(hook(game, player_of(defender)) for hook in hooks)
        if rate:
            rates[defender] = rate
    return rates


def _attack_payable(game: Game, chosen: list[tuple[int, str]], rates: dict[str, int]) -> bool:
    """Can the attack's cost be paid once the attackers without vigilance are
    tapped (CR 508.1f-h)?"""
    cost = attack_cost(chosen, rates)
    if cost.is_empty():
        return True
    tapped = frozenset(
        oid for oid, _d in chosen if KeywordName.VIGILANCE not in game.chars(oid).keywords
    )
    return can_pay_mana(game, game.active_player, cost, tapped)


class DeclareAttackers(Step):
    """CR 508.1: the active player declares attackers one at a time, then done."""

    __slots__ = ("chosen",)

    def __init__(self) -> None:
        self.chosen: list[tuple[int, str]] = []

    def copy(self, memo: dict[int, Any]) -> DeclareAttackers:
        new = DeclareAttackers()
        new.chosen = list(self.chosen)
        return new

    def _candidates(self, game: Game) -> list[int]:
        taken = {a for a, _ in self.chosen}
        return [
            oid
            for oid in game.creatures(game.active_player)
            if oid not in taken and can_attack(game, oid)
        ]

    def run(self, game: Game) -> None:
        options = self.options(game)
        if options == [Action(ActionKind.DONE)] and not self.chosen:  # nobody can attack
            game.pop(self)
            assert game.combat is not None  # declaring attackers is in combat
            game.combat.declared = True
            return
        game.ask(
            game.active_player,
            DecisionKind.ATTACKERS,
            "prompt.attackers",
            (("n", len(self.chosen)),),
            options=options,
        )

    def options(self, game: Game) -> list[Action]:

        defenders = [
            player_ref(p)
            for p in game.opponents(game.active_player)
            if not game.players[p].has_lost
        ]
        candidates = self._candidates(game)
        rates = attack_rates(game, defenders)
        opts = [
            Action(ActionKind.ATTACK, (oid, d))
            for oid in candidates
            for d in defenders
            if (d not in rates or _attack_payable(game, [*self.chosen, (oid, d)], rates))
            and not attack_forbidden(game, oid, d)
        ]
        free = {a.args[0] for a in opts if a.args[1] not in rates}
        if any(must_attack(game, oid) for oid in free):
            # CR 508.1d: a creature that attacks each combat if able (never
            # obliged to attack a player it would have to pay to attack, nor one
            # a restriction forbids it to attack)
            return opts
        return opts + [Action(ActionKind.DONE)]

    def answer(self, game: Game, action: Action) -> None:
        if action.kind == ActionKind.ATTACK:
            self.chosen.append((action.args[0], action.args[1]))
            return
        combat = game.combat
        assert combat is not None
        game.pop(self)
        combat.declared = True
        for oid, defender in self.chosen:
            combat.attackers[oid] = defender
            if KeywordName.VIGILANCE not in game.chars(oid).keywords:  # CR 508.1f, 702.20b
                change_now(game, Op("tap", obj=oid))
        cost = attack_cost(self.chosen, attack_rates(game, sorted({d for _o, d in self.chosen})))
        if not cost.is_empty():  # CR 508.1h: then the attack's costs are paid
            game.push(PayCost(game.active_player, cost, (), self.chosen[0][0], None))
        game._touch_effect_inputs()  # who attacks and blocks (CR 506.4)
        for oid, defender in self.chosen:
            game.emit(
                EventKind.ATTACK,
                attacker=oid,
                defender=defender,
                player=game.active_player,
                rule="508.1",
            )


# ------------------------------------------------------------------ blocking
FLYING_OR_REACH = frozenset({KeywordName.FLYING, KeywordName.REACH})


def can_block(game: Game, blocker: int, attacker: int) -> bool:
    """CR 509.1a-b: untapped (unless it may block as though it were untapped);
    flying needs flying or reach (CR 702.9b); no
    protection from the blocker's qualities (CR 702.16f)."""
    obj = game.objects[blocker]
    ch = game.chars(obj)
    if not _able_to_block(obj.tapped, ch):
        return False
    forbidden = forbidden_blocks(game, [blocker], [attacker])
    profiles = _attacker_profiles(game, [attacker])
    return bool(_blockable_by_each(game, [(blocker, ch)], profiles, forbidden)[blocker])


def forbidden_blocks(
    game: Game, blockers: list[int], attackers: list[int]
) -> frozenset[tuple[int, int]]:
    """The (blocker, attacker) pairs among these that a restriction registered
    by a mechanic forbids (``RULES.block_restrictions``, CR 509.1b)."""
    found: set[tuple[int, int]] = set()
    for restriction in RULES.block_restrictions:
        found.update(restriction(game, blockers, attackers))
    return frozenset(found)


def _able_to_block(tapped: bool, ch: Characteristics) -> bool:
    """What a blocker needs whoever it blocks: an untapped creature (CR 509.1a;
    or one that "can block as though it were untapped") that nothing forbids to
    block (CR 509.1b)."""
    if not ch.is_creature or KeywordName.CANT_BLOCK in ch.keywords:
        return False
    return not tapped or KeywordName.BLOCKS_THOUGH_TAPPED in ch.keywords


AttackerProfile = tuple[int, Characteristics, bool, bool]  # id, chars, flying, protection


def _attacker_profiles(game: Game, attackers: list[int]) -> list[AttackerProfile]:
    """What blocking needs to know of each attacker, worked out once; attackers
    that can't be blocked at all are left out (CR 509.1b)."""
    found = []
    for a in attackers:
        att = game.chars(a)
        keywords = att.keywords
        if KeywordName.UNBLOCKABLE in keywords:
            continue
        protection = any(k.startswith("protection:") for k in keywords)
        found.append((a, att, KeywordName.FLYING in keywords, protection))
    return found


def _blockable_by_each(
    game: Game,
    blockers: list[tuple[int, Characteristics]],
    attackers: list[AttackerProfile],
    forbidden: frozenset[tuple[int, int]],
) -> dict[int, tuple[int, ...]]:
    """Each creature able to block (id and characteristics) -> the attackers it
    may block, in order: a flyer only with flying or reach (CR 702.9b), none
    with protection from one of its qualities (CR 702.16f), no pair in
    ``forbidden`` (:func:`forbidden_blocks`, CR 509.1b).

    The attackers a creature with flying or reach may block, and those one
    without may block, are worked out once; each blocker is then asked only
    about the attackers with protection and its forbidden pairs."""
    every = tuple(a for a, _att, _flying, _protection in attackers)
    ground = tuple(a for a, _att, flying, _protection in attackers if not flying)
    protected = [(a, att) for a, att, _flying, protection in attackers if protection]
    barred: dict[int, set[int]] = {}
    for b, a in forbidden:
        barred.setdefault(b, set()).add(a)
    found: dict[int, tuple[int, ...]] = {}
    out: set[int] | frozenset[int]
    for b, ch in blockers:
        reach = every if FLYING_OR_REACH & ch.keywords else ground
        out = barred.get(b, frozenset())
        if protected:
            out = out | {a for a, att in protected if game.protected_from(att, ch)}
        found[b] = tuple(a for a in reach if a not in out) if out else reach
    return found


def required_blocks(game: Game, blockers: list[int]) -> dict[int, list[int]]:
    """Each of ``blockers`` under a blocking requirement -> the attackers it is
    required to block one of if able (CR 509.1c), asked of the requirements
    mechanics register (``RULES.block_requirements``) once for all of them."""
    found: dict[int, list[int]] = {}
    for requirement in RULES.block_requirements:
        for b, a in requirement(game, blockers):
            required = found.setdefault(b, [])
            if a not in required:
                required.append(a)
    return found


def block_requirements(game: Game, blocker: int) -> tuple[int, ...]:
    """The attackers ``blocker`` is required to block one of (CR 509.1c), among
    those it is able to block."""
    required = required_blocks(game, [blocker]).get(blocker, ())
    return tuple(a for a in required if can_block(game, blocker, a))


def one_blocker_at_most(ch: Characteristics) -> bool:
    """ "This creature can't be blocked by more than one creature" (CR 509.1b)."""
    return KeywordName.ONE_BLOCKER_AT_MOST in ch.keywords


def blocks_any_number(ch: Characteristics) -> bool:
    """ "This creature can block any number of creatures" (CR 509.1a)."""
    return KeywordName.BLOCKS_ANY_NUMBER in ch.keywords


def needs_two(ch: Characteristics) -> bool:
    """Menace: can't be blocked except by two or more creatures (CR 702.111b)."""
    return KeywordName.MENACE in ch.keywords


class BlockChoices:
    """Who may block whom at one declare-blockers question, and whether a
    declaration begun with some blocks can still be completed legally.

    What a creature needs to block at all is checked once per creature, flying
    once per attacker, and only protection and the restrictions of single cards
    pair by pair (CR 509.1a-b); the blocking requirements (CR 509.1c) are asked
    once for all the creatures and searched only over the creatures under one;
    a best declaration found for the blocks so far answers for the blocks it
    has, and a block that breaks a requirement when all can be obeyed needs no
    search.
    Each offered block of a menace attacker, or made while one is short of a
    second blocker, asks for distinct second blockers (a matching, CR
    702.111b): one matching serves every new blocker it doesn't use.

    ``chosen`` is each blocker's first block; ``also`` the other attackers a
    creature that can block any number of creatures blocks (CR 509.1a)."""

    __slots__ = (
        "chosen",
        "also",
        "multi",
        "full",
        "single",
        "attackers",
        "blockable",
        "able",
        "requirements",
        "menace",
        "most",
        "_count",
        "_short0",
        "_matched",
        "_matched_without",
        "_best",
    )

    def __init__(
        self,
        game: Game,
        defender: int,
        chosen: dict[int, int],
        also: dict[int, list[int]] | None = None,
    ) -> None:
        combat = game.combat
        assert combat is not None
        self.chosen = chosen
        self.also = also or {}
        #: the defender's creatures that can block any number of creatures
        self.multi = frozenset(
            b for b in game.creatures(defender) if blocks_any_number(game.chars(b))
        )
        #: attackers that have a blocker and "can't be blocked by more than one
        #: creature" (CR 509.1b)
        self.attackers = list(combat.attackers)
        self.single = frozenset(a for a in self.attackers if one_blocker_at_most(game.chars(a)))
        self.full = self.single & frozenset(_blocked_in(chosen, self.also))
        self.menace = frozenset(a for a in self.attackers if needs_two(game.chars(a)))
        #: each of the defender's creatures -> the attackers it can block, in order
        self.blockable: dict[int, tuple[int, ...]] = {}
        objects = game.objects
        profiles = _attacker_profiles(game, self.attackers)
        able_blockers = []
        for b in game.creatures(defender):
            obj = objects[b]
            ch = game.chars(obj)
            if _able_to_block(obj.tapped, ch):
                able_blockers.append((b, ch))
            self.blockable[b] = ()
        forbidden = forbidden_blocks(
            game, [b for b, _ch in able_blockers], [p[0] for p in profiles]
        )
        self.blockable.update(_blockable_by_each(game, able_blockers, profiles, forbidden))
        #: each menace attacker -> the defender's creatures able to block it
        self.able: dict[int, list[int]] = {a: [] for a in self.menace}
        if self.menace:
            for b, found in self.blockable.items():
                for a in self.menace.intersection(found):
                    self.able[a].append(b)
        #: blocker -> the attackers it must block one of (CR 509.1c), among
        #: those it can block
        self.requirements: dict[int, tuple[int, ...]] = {}
        if RULES.block_requirements:
            required = required_blocks(game, list(self.blockable))
            for b, can in self.blockable.items():
                must = tuple(a for a in required.get(b, ()) if a in can)
                if must:
                    self.requirements[b] = must
        #: the most requirements a legal declaration can obey (CR 509.1c)
        self.most, best = self._best_declaration({}, {})
        if self.requirements and (chosen or self.also):
            obeyed, best = self._best_declaration(chosen, self.also)
            # only blocks after which the most can still be obeyed are offered
            assert obeyed == self.most
        assert best is not None  # declaring no blocker is always legal
        #: the first blocks of a legal declaration that extends the blocks so
        #: far and obeys the most requirements
        self._best = best
        #: how many blockers each menace attacker has so far, and those with one
        self._count = self._menace_count(chosen, self.also)
        self._short0 = frozenset(a for a, n in self._count.items() if n == 1)
        #: menace attackers short of a second blocker -> second blockers for
        #: them among the creatures not yet declared blockers (None if there are
        #: none), and (those attackers, a creature the new block takes away) ->
        #: whether they can get second blockers without it
        self._matched: dict[frozenset[int], dict[int, int] | None] = {}
        self._matched_without: dict[tuple[frozenset[int], int], bool] = {}

    def pairs(self) -> list[tuple[int, int]]:
        """Every block of an attacker by a creature not yet declared a blocker,
        and by one that can block any number of creatures of an attacker it
        doesn't block yet (CR 509.1a)."""
        chosen, full, also = self.chosen, self.full, self.also
        return [
            (b, a)
            for b, found in self.blockable.items()
            if b not in chosen or b in self.multi
            for a in found
            if a not in full and (b not in chosen or (chosen[b] != a and a not in also.get(b, ())))
        ]

    def offered(self) -> list[tuple[int, int]]:
        """The blocks after which the declaration can still be completed
        legally.  With no requirement and no menace attacker short of a second
        blocker, a block of an attacker without menace always can."""
        plain = not self.requirements and not self._short0
        menace = self.menace
        return [
            (b, a) for b, a in self.pairs() if (plain and a not in menace) or self.completable(b, a)
        ]

    def _with(self, blocker: int, attacker: int) -> tuple[dict[int, int], dict[int, list[int]]]:
        """The declaration so far plus this block."""
        if blocker in self.chosen:  # another attacker for a creature that blocks any number
            return self.chosen, {**self.also, blocker: [*self.also.get(blocker, ()), attacker]}
        return {**self.chosen, blocker: attacker}, self.also

    def completable(self, blocker: int, attacker: int) -> bool:
        """Can the declaration so far plus this block still grow into a legal
        one: every menace attacker blocked by none or two or more (CR
        702.111b), and as many blocking requirements obeyed as possible (CR
        509.1c)?"""
        if self.requirements:
            if self._best.get(blocker) == attacker:  # a best declaration has it
                return True
            required = self.requirements.get(blocker)
            if (
                required is not None
                and attacker not in required
                and blocker not in self.multi  # this block is its only one
                and self.most == len(self.requirements)
            ):
                return False  # every requirement can be obeyed, and this breaks one
            return self.best_completion(*self._with(blocker, attacker)) == self.most
        if self.multi:  # a creature that blocks any number of creatures: ask each time
            return self.menace_ok(*self._with(blocker, attacker))
        # with no requirement, any legal declaration will do; the answer depends
        # only on which attackers are short of a second blocker and on whether
        # the new blocker could have been one
        short = self._short0
        if attacker in self.menace:
            if attacker in short:
                short = short - {attacker}
            elif attacker not in self._count:
                short = short | {attacker}
        if not short:
            return True
        if short not in self._matched:
            self._matched[short] = self._second_blockers(short, self.chosen, {})
        second = self._matched[short]
        if second is None:  # not even with the new blocker still free
            return False
        if blocker not in second:  # the second blockers found don't need it
            return True
        key = (short, blocker)
        found = self._matched_without.get(key)
        if found is None:
            chosen = {**self.chosen, blocker: attacker}
            found = self._matched_without[key] = (
                self._second_blockers(short, chosen, {}) is not None
            )
        return found

    def legal_now(self) -> bool:
        """Is the declaration so far legal as it stands (CR 509.1c)?"""
        return (
            not self._short(self.chosen, self.also)
            and self.obeyed(self.chosen, self.also) == self.most
        )

    def obeyed(self, chosen: dict[int, int], also: dict[int, list[int]]) -> int:
        """How many blockers obey their blocking requirement (CR 509.1c)."""
        return sum(
            1
            for b, attackers in self.requirements.items()
            if chosen.get(b) in attackers or any(a in attackers for a in also.get(b, ()))
        )

    def best_completion(self, chosen: dict[int, int], also: dict[int, list[int]]) -> int:
        """The most requirements obeyed by a legal declaration that extends
        ``chosen``; -1 if there is none."""
        return self._best_declaration(chosen, also)[0]

    def _best_declaration(
        self, chosen: dict[int, int], also: dict[int, list[int]]
    ) -> tuple[int, dict[int, int] | None]:
        """The most requirements obeyed by a legal declaration that extends
        ``chosen`` (-1 if there is none), and the first blocks of one that
        obeys them (its creatures under a requirement and those of ``chosen``;
        creatures free to be menace attackers' second blockers are found for
        it).  Only the creatures under a requirement are tried each way; the
        others may only give menace attackers their second blocker."""
        open_ = [b for b in self.requirements if b not in chosen]
        fixed = self.obeyed(chosen, also)  # the requirements of blockers already chosen
        ceiling = len(self.requirements)
        best = -1
        best_trial: dict[int, int] | None = None

        def search(i: int, trial: dict[int, int], obeyed_open: int) -> None:
            # depth first, each blocker trying the attackers it is required to
            # block first: the first legal declaration found usually obeys every
            # requirement, and nothing can do better; a branch that can't beat the
            # best found even if every blocker left obeyed is not explored
            nonlocal best, best_trial
            if best == ceiling or fixed + obeyed_open + len(open_) - i <= best:
                return
            if i == len(open_):
                if self.menace_ok(trial, also):
                    obeyed = self.obeyed(trial, also)
                    if obeyed > best:
                        best, best_trial = obeyed, trial
                return
            b = open_[i]
            required = self.requirements[b]
            taken = set(_blocked_in(trial, also))
            for a in sorted(self.blockable[b], key=lambda a: a not in required):
                if a in taken and a in self.single:
                    continue  # CR 509.1b: no second blocker for it
                search(i + 1, {**trial, b: a}, obeyed_open + (a in required))
            search(i + 1, trial, obeyed_open)

        search(0, dict(chosen), 0)
        return best, best_trial

    def _menace_count(self, chosen: dict[int, int], also: dict[int, list[int]]) -> dict[int, int]:
        """How many blockers each blocked menace attacker has in ``chosen``."""
        count: dict[int, int] = {}
        for a in _blocked_in(chosen, also):
            if a in self.menace:
                count[a] = count.get(a, 0) + 1
        return count

    def _short(self, chosen: dict[int, int], also: dict[int, list[int]]) -> list[int]:
        """The menace attackers with exactly one blocker in ``chosen``."""
        return [a for a, n in self._menace_count(chosen, also).items() if n == 1]

    def menace_ok(self, chosen: dict[int, int], also: dict[int, list[int]]) -> bool:
        """Can each menace attacker with one blocker in ``chosen`` get a second,
        distinct one among the creatures neither in ``chosen`` nor under a
        requirement (CR 702.111b)?"""
        return self._second_blockers(self._short(chosen, also), chosen, also) is not None

    def _second_blockers(
        self, short: Iterable[int], chosen: dict[int, int], also: dict[int, list[int]]
    ) -> dict[int, int] | None:
        """Distinct second blockers for the menace attackers ``short``, among the
        creatures neither in ``chosen`` nor under a requirement: each such
        creature -> the attacker it would block (None if there are none, CR
        702.111b).  A bipartite matching: each attacker in turn takes a free
        creature able to block it, moving earlier ones along an augmenting path
        when it must.  A creature that can block any number of creatures may be
        the second blocker of each attacker it doesn't block (it is left out of
        the matching)."""
        requirements = self.requirements
        multi = self.multi
        second: dict[int, int] = {}  # free creature -> the attacker it blocks second

        def place(a: int, seen: set[int]) -> bool:
            for b in self.able[a]:
                if b in multi and b not in requirements:
                    if chosen.get(b) != a and a not in also.get(b, ()):
                        return True
                    continue
                if b in seen or b in chosen or b in requirements:
                    continue
                seen.add(b)
                if b not in second or place(second[b], seen):
                    second[b] = a
                    return True
            return False

        return second if all(place(a, set()) for a in short) else None


def _blocked_in(chosen: dict[int, int], also: dict[int, list[int]]) -> list[int]:
    """Each block's attacker, once per blocker that blocks it."""
    found = list(chosen.values())
    for attackers in also.values():
        found.extend(attackers)
    return found


class DeclareBlockers(Step):
    """CR 509.1: the defending player declares blockers one at a time, then done;
    then the attacking player orders blockers (CR 509.2), and the defending
    player orders the attackers each creature blocking several of them blocks
    (CR 509.3)."""

    __slots__ = ("chosen", "also", "stage", "ordering", "ordered")

    def __init__(self) -> None:
        self.chosen: dict[int, int] = {}
        self.also: dict[int, list[int]] = {}  # a blocker of any number -> its other attackers
        self.stage = "declare"
        self.ordering: int = 0
        self.ordered: list[int] = []

    def copy(self, memo: dict[int, Any]) -> DeclareBlockers:
        new = DeclareBlockers()
        new.chosen = dict(self.chosen)
        new.also = {k: list(v) for k, v in self.also.items()}
        new.stage, new.ordering, new.ordered = self.stage, self.ordering, list(self.ordered)
        return new

    def _defender(self, game: Game) -> int:
        combat = game.combat
        assert combat is not None
        refs = set(combat.attackers.values())
        return int(next(iter(refs))[1:]) if refs else game.next_player(game.active_player)

    def _choices(self, game: Game) -> BlockChoices:
        return BlockChoices(game, self._defender(game), self.chosen, self.also)

    def run(self, game: Game) -> None:
        combat = game.combat
        assert combat is not None
        if self.stage == "declare":
            choices = self._choices(game)
            if not self.chosen and not any(choices.blockable.values()):
                self._finish_declare(game)  # no creature can block any attacker
            else:
                game.ask(
                    self._defender(game),
                    DecisionKind.BLOCKERS,
                    "prompt.blockers",
                    (("n", len(_blocked_in(self.chosen, self.also))),),
                    options=_declare_options(choices),
                )
                return
        if self.stage == "order":
            for a in list(combat.attackers):
                blockers = [b for b in combat.blockers if combat.blocks(b, a)]
                if len(blockers) > 1 and a not in combat.order:
                    if self.ordering != a:
                        self.ordering, self.ordered = a, []
                    left = [b for b in blockers if b not in self.ordered]
                    if len(left) == 1:
                        combat.order[a] = self.ordered + left
                        continue
                    game.ask(
                        game.active_player,
                        DecisionKind.DAMAGE_ORDER,
                        "prompt.damage_order",
                        (("attacker", a),),
                    )
                    return
            self.stage = "order_attackers"
        for b in list(combat.also_blocks):
            attackers = combat.attackers_blocked_by(b)
            if len(attackers) > 1 and b not in combat.blocker_order:
                if self.ordering != b:
                    self.ordering, self.ordered = b, []
                left = [a for a in attackers if a not in self.ordered]
                if len(left) == 1:
                    combat.blocker_order[b] = self.ordered + left
                    continue
                game.ask(
                    game.chars(b).controller,
                    DecisionKind.DAMAGE_ORDER,
                    "prompt.blocker_damage_order",
                    (("blocker", b),),
                )
                return
        game.pop(self)

    def options(self, game: Game) -> list[Action]:

        combat = game.combat
        assert combat is not None
        if self.stage == "declare":
            return _declare_options(self._choices(game))
        if self.stage == "order_attackers":
            attackers = combat.attackers_blocked_by(self.ordering)
            return [Action(ActionKind.CHOOSE, (a,)) for a in attackers if a not in self.ordered]
        blockers = [b for b in combat.blockers if combat.blocks(b, self.ordering)]
        return [Action(ActionKind.CHOOSE, (b,)) for b in blockers if b not in self.ordered]

    def answer(self, game: Game, action: Action) -> None:
        if self.stage == "declare":
            if action.kind == ActionKind.BLOCK:
                blocker, attacker = action.args
                if blocker in self.chosen:  # it can block any number of creatures
                    self.also.setdefault(blocker, []).append(attacker)
                else:
                    self.chosen[blocker] = attacker
                return
            self._finish_declare(game)
            return
        self.ordered.append(action.args[0])

    def _finish_declare(self, game: Game) -> None:
        combat = game.combat
        assert combat is not None
        combat.blockers = dict(self.chosen)
        combat.also_blocks = {b: list(a) for b, a in self.also.items()}
        self.stage = "order"
        game._touch_effect_inputs()  # who attacks and blocks (CR 506.4)
        for b, a in self.chosen.items():
            game.emit(EventKind.BLOCK, blocker=b, attacker=a, rule="509.1")
        for b, attackers in self.also.items():
            for a in attackers:
                game.emit(EventKind.BLOCK, blocker=b, attacker=a, rule="509.1")
        blocked = set(_blocked_in(self.chosen, self.also))
        for a in list(combat.attackers):
            if a in blocked:
                combat.blocked.add(a)
                game.emit(
                    EventKind.BLOCKED,
                    attacker=a,
                    blockers=[b for b in self.chosen if combat.blocks(b, a)],
                )


def _declare_options(choices: BlockChoices) -> list[Action]:
    """Each block that keeps the declaration completable, then ``done`` if the
    declaration is legal as it stands (CR 509.1)."""
    options = [Action(ActionKind.BLOCK, pair) for pair in choices.offered()]
    if choices.legal_now():
        options.append(Action(ActionKind.DONE))
    return options


def _strikes_now(game: Game, oid: int, first_strike: bool, combat: Combat) -> bool:
    kw = game.chars(oid).keywords
    if first_strike:
        return "first strike" in kw or "double strike" in kw
    return "double strike" in kw or oid not in combat.dealt_first


def lethal_damage(game: Game, oid: int, assigned: int, source: Characteristics) -> int:
    """How much more damage is lethal (CR 702.2c for deathtouch, 510.1c)."""
    obj = game.objects[oid]
    if KeywordName.DEATHTOUCH in source.keywords:
        return 0 if assigned >= 1 else 1
    return max(0, (game.chars(obj).toughness or 0) - obj.damage - assigned)


class CombatDamage(Step):
    """CR 510: assign combat damage (the attacking player divides an attacker's
    damage among its blockers in order, and past them with trample; the
    defending player divides the damage of a creature blocking several
    attackers among them in order, CR 510.1d), then deal it all at once."""

    __slots__ = ("first_strike", "assignments", "current", "queue", "blocker_queue", "started")

    def __init__(self, first_strike: bool) -> None:
        self.first_strike = first_strike
        # attacker, or blocker of several attackers -> {recipient: amount}
        self.assignments: dict[int, dict[Any, Any]] = {}
        self.current = 0
        self.queue: list[int] = []
        self.blocker_queue: list[int] = []
        self.started = False

    def copy(self, memo: dict[int, Any]) -> CombatDamage:
        new = CombatDamage(self.first_strike)
        new.assignments = {k: dict(v) for k, v in self.assignments.items()}
        new.current, new.queue, new.started = self.current, list(self.queue), self.started
        new.blocker_queue = list(self.blocker_queue)
        return new

    def run(self, game: Game) -> None:
        combat = game.combat
        assert combat is not None
        if not self.started:
            self.started = True
            self.queue = [
                a
                for a in list(combat.attackers)
                if _strikes_now(game, a, self.first_strike, combat)
            ]
            self.blocker_queue = [
                b
                for b in combat.also_blocks
                if b in combat.blockers and _strikes_now(game, b, self.first_strike, combat)
            ]
        while self.queue:
            a = self.queue[0]
            if self._needs_choice(game, a):
                self.current = a
                if self._remaining(game, a) > 0:
                    game.ask(
                        game.active_player,
                        DecisionKind.ASSIGN_DAMAGE,
                        "prompt.assign_damage",
                        (("attacker", a), ("left", self._remaining(game, a))),
                    )
                    return
            else:
                self._auto_assign(game, a)
            self.queue.pop(0)
        while self.blocker_queue:
            b = self.blocker_queue[0]
            if len(combat.attackers_blocked_by(b)) > 1 and self._remaining(game, b) > 0:
                self.current = b
                game.ask(
                    game.chars(b).controller,
                    DecisionKind.ASSIGN_DAMAGE,
                    "prompt.assign_damage",
                    (("blocker", b), ("left", self._remaining(game, b))),
                )
                return
            self.blocker_queue.pop(0)
        game.pop(self)
        self._deal(game)

    def _power(self, game: Game, a: int) -> int:
        return max(0, game.chars(a).power or 0)

    def _remaining(self, game: Game, a: int) -> int:
        assigned: int = sum(self.assignments.get(a, {}).values())
        return self._power(game, a) - assigned

    def _needs_choice(self, game: Game, a: int) -> bool:
        combat = game.combat
        assert combat is not None
        if KeywordName.DIVIDES_DAMAGE_FREELY in game.chars(a).keywords:
            return self._power(game, a) > 0
        if a not in combat.blocked:
            return False
        blockers = combat.blockers_of(a)
        trample = KeywordName.TRAMPLE in game.chars(a).keywords
        return self._power(game, a) > 0 and (len(blockers) > 1 or (trample and bool(blockers)))

    def _auto_assign(self, game: Game, a: int) -> None:
        combat = game.combat
        assert combat is not None
        power = self._power(game, a)
        blockers = combat.blockers_of(a)
        if a not in combat.blocked:
            self.assignments[a] = {combat.attackers[a]: power}
        elif blockers:
            self.assignments[a] = {blockers[0]: power}
        elif KeywordName.TRAMPLE in game.chars(a).keywords:
            self.assignments[a] = {combat.attackers[a]: power}  # CR 702.19e
        else:
            self.assignments[a] = {}

    def _recipients(self, game: Game, a: int) -> list[Any]:
        """Who may get the next damage: a blocker whose predecessors all have
        lethal damage assigned; the player once all blockers do (trample); for
        a creature that divides its damage freely, the defending player or any
        creature they control."""
        combat = game.combat
        assert combat is not None
        src = game.chars(a)
        if KeywordName.DIVIDES_DAMAGE_FREELY in src.keywords:
            # divided as its controller chooses among the defending player and
            # any of their creatures, blocked or not (the ability replaces the
            # assignment order of CR 510.1c-d)
            defender = combat.attackers[a]
            return [defender, *game.creatures(player_of(defender))]
        given = self.assignments.get(a, {})
        found: list[Any] = []
        all_lethal = True
        for b in combat.blockers_of(a):
            found.append(b)
            if lethal_damage(game, b, given.get(b, 0), src) > 0:
                all_lethal = False
                break
        if all_lethal and KeywordName.TRAMPLE in src.keywords:
            found.append(combat.attackers[a])
        return found

    def _blocked_recipients(self, game: Game, b: int) -> list[Any]:
        """Who may get a blocker's next damage: an attacker it blocks whose
        predecessors in its order all have lethal damage assigned (CR 510.1d)."""
        combat = game.combat
        assert combat is not None
        src = game.chars(b)
        given = self.assignments.get(b, {})
        found: list[Any] = []
        for a in combat.attackers_blocked_by(b):
            found.append(a)
            if lethal_damage(game, a, given.get(a, 0), src) > 0:
                break
        return found

    def options(self, game: Game) -> list[Action]:

        combat = game.combat
        assert combat is not None
        left = self._remaining(game, self.current)
        recipients = (
            self._recipients(game, self.current)
            if self.current in combat.attackers
            else self._blocked_recipients(game, self.current)
        )
        return [Action(ActionKind.CHOOSE, (r, n)) for r in recipients for n in range(1, left + 1)]

    def answer(self, game: Game, action: Action) -> None:
        recipient, amount = action.args
        given = self.assignments.setdefault(self.current, {})
        given[recipient] = given.get(recipient, 0) + amount

    def _deal(self, game: Game) -> None:
        """CR 510.2: all combat damage is dealt simultaneously."""
        combat = game.combat
        assert combat is not None
        ops: list[Op] = []
        for a, given in self.assignments.items():
            for recipient, amount in given.items():
                if amount > 0 and (is_player_ref(recipient) or recipient in game.objects):
                    ops.append(damage(a, recipient, amount, combat=True))
            if self.first_strike:
                combat.dealt_first.add(a)
        for b in list(combat.blockers):
            if not _strikes_now(game, b, self.first_strike, combat):
                continue
            if self.first_strike:
                combat.dealt_first.add(b)
            power = max(0, game.chars(b).power or 0)
            # an attacker removed from combat is dealt no combat damage (CR 506.4)
            blocked = combat.attackers_blocked_by(b)
            if len(blocked) > 1:
                continue  # divided as its controller chose, dealt above (CR 510.1d)
            target = game.objects.get(blocked[0]) if blocked else None
            if power and target is not None and target.zone == BATTLEFIELD:
                ops.append(damage(b, target.id, power, combat=True))
        if ops:
            change(game, ops)
