"""Mana costs, mana pools and the payment solver (CR 106, 107.4, 202, 601.2f-h).

A :class:`ManaCost` is parsed once from Oracle notation (``"{2}{R}{R}"``,
``"{X}{U}"``, ``"{W/U}"``, ``"{2/W}"``, ``"{C}"``) and is immutable.  A
:class:`ManaPool` holds a player's unspent mana (CR 106.4).  :func:`find_payment`
answers "can this cost be paid from this pool plus these sources?" and says which
sources to tap, so the engine only offers spells and abilities that can really
be paid for.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

COLOURS = "WUBRG"
MANA_TYPES = "WUBRGC"  # the five colours plus colourless (CR 106.1b)
COLOUR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

_SYMBOL = re.compile(r"\{([^}]+)\}")


class ManaError(ValueError):
    """A mana cost that can't be parsed."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """An immutable mana cost (CR 202).

    ``generic`` counts generic mana, ``coloured`` maps W/U/B/R/G/C to the number of
    those symbols, ``hybrid`` holds two-option symbols such as ``("W", "U")`` or
    ``("2", "W")`` and ``x`` counts {X} symbols.
    """

    generic: int = 0
    coloured: tuple[tuple[str, int], ...] = ()
    hybrid: tuple[tuple[str, str], ...] = ()
    x: int = 0
    text: str = ""
    # the fewest mana that can pay this cost (X as 0): a hybrid symbol such as
    # {2/W} needs only one mana when paid with its coloured half (CR 107.4e)
    least_mana: int = field(init=False, compare=False, repr=False, default=0)
    # the fewest mana the coloured (and {C}) and hybrid symbols need: what no
    # change to the generic part can take away
    least_coloured: int = field(init=False, compare=False, repr=False, default=0)

    @staticmethod
    def parse(text: str | None) -> ManaCost:
        """Parse Oracle mana notation; ``None`` or ``""`` is the empty cost.
        Costs are immutable, so each text is parsed once."""
        found = _PARSED.get(text)
        if found is None:
            found = _PARSED[text] = ManaCost._parse(text)
        return found

    @staticmethod
    def _parse(text: str | None) -> ManaCost:
        if not text:
            return ManaCost()
        generic = 0
        coloured: dict[str, int] = {}
        hybrid: list[tuple[str, str]] = []
        x = 0
        pos = 0
        for match in _SYMBOL.finditer(text):
            if match.start() != pos:
                raise ManaError(f"unexpected text in mana cost {text!r}")
            pos = match.end()
            sym = match.group(1).upper()
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in MANA_TYPES:
                coloured[sym] = coloured.get(sym, 0) + 1
            elif "/" in sym:
                a, b = sym.split("/", 1)
                if b == "P":
                    raise ManaError(f"Phyrexian mana is not supported: {text!r}")
                hybrid.append((a, b))
            else:
                raise ManaError(f"unknown mana symbol {{{sym}}} in {text!r}")
        if pos != len(text):
            raise ManaError(f"unexpected text in mana cost {text!r}")
        ordered = tuple((c, coloured[c]) for c in MANA_TYPES if c in coloured)
        return ManaCost(generic, ordered, tuple(hybrid), x, text)

    @property
    def mana_value(self) -> int:
        """CR 202.3: total of the symbols, X counting as 0, hybrid as its largest part."""
        total = self.generic + sum(n for _, n in self.coloured)
        for a, b in self.hybrid:
            total += max(int(a) if a.isdigit() else 1, int(b) if b.isdigit() else 1)
        return total

    def __post_init__(self) -> None:
        total = self.generic + sum(n for _, n in self.coloured)
        for a, b in self.hybrid:
            total += min(int(a) if a.isdigit() else 1, int(b) if b.isdigit() else 1)
        object.__setattr__(self, "least_mana", total)
        object.__setattr__(self, "least_coloured", total - self.generic)

    @property
    def colours(self) -> frozenset[str]:
        """CR 202.2: an object is the colour of the coloured symbols in its cost."""
        found = {c for c, _ in self.coloured if c != "C"}
        for pair in self.hybrid:
            found.update(s for s in pair if s in COLOURS)
        return frozenset(found)

    def is_empty(self) -> bool:
        return not (self.generic or self.coloured or self.hybrid or self.x)

    def with_x(self, value: int) -> ManaCost:
        """The cost to pay once X is chosen (CR 107.3a)."""
        if not self.x:
            return self
        return ManaCost(self.generic + value * self.x, self.coloured, self.hybrid, 0, self.text)

    def payable_with_any_type(self) -> ManaCost:
        """What paying this cost asks when "mana of any type can be spent" on it
        (CR 609.4b): as much mana, each coloured or hybrid symbol paid by one mana
        of any type.  The cost itself, and the spell's mana value, don't change:
        this is only how it may be paid."""
        amount = self.generic + sum(n for _, n in self.coloured) + len(self.hybrid)
        return ManaCost.parse("{X}" * self.x + (f"{{{amount}}}" if amount else ""))

    def plus(self, other: ManaCost) -> ManaCost:
        """This cost with another added to it (additional costs, splice, CR 601.2f)."""
        merged = dict(self.coloured)
        for c, n in other.coloured:
            merged[c] = merged.get(c, 0) + n
        ordered = tuple((c, merged[c]) for c in MANA_TYPES if c in merged)
        text = self.text + other.text
        return ManaCost(
            self.generic + other.generic,
            ordered,
            self.hybrid + other.hybrid,
            self.x + other.x,
            text,
        )

    def adjusted(self, generic_delta: int) -> ManaCost:
        """This cost with its generic part raised or reduced (never below 0, CR 601.2f);
        written out anew, since the printed text no longer describes it."""
        if not generic_delta:
            return self
        return ManaCost(max(0, self.generic + generic_delta), self.coloured, self.hybrid, self.x)

    def reduced_by(self, reduction: ManaCost) -> ManaCost:
        """This cost reduced by an amount of mana given as symbols (CR 118.7a-c):
        each coloured (or {C}) symbol takes off one symbol of that type, else a
        hybrid symbol that type can pay, else one generic mana; the generic part
        takes off generic mana.  Never below {0} (CR 118.7)."""
        if reduction.is_empty():
            return self
        coloured = dict(self.coloured)
        hybrid = list(self.hybrid)
        generic = self.generic - reduction.generic
        for symbol, n in reduction.coloured:
            for _ in range(n):
                if coloured.get(symbol):
                    coloured[symbol] -= 1
                elif symbol in {s for pair in hybrid for s in pair}:
                    hybrid.remove(next(pair for pair in hybrid if symbol in pair))
                else:
                    generic -= 1  # CR 118.7b, 118.7c
        ordered = tuple((c, coloured[c]) for c in MANA_TYPES if coloured.get(c))
        return ManaCost(max(0, generic), ordered, tuple(hybrid), self.x)

    def __str__(self) -> str:
        if self.text:
            return self.text
        parts = ["{X}"] * self.x
        if self.generic or not (self.coloured or self.hybrid or self.x):
            parts.append("{%d}" % self.generic)
        parts += ["{%s/%s}" % pair for pair in self.hybrid]
        for c, n in self.coloured:
            parts += ["{%s}" % c] * n
        return "".join(parts)

    def symbols(self) -> str:
        """The cost written out symbol by symbol (for display)."""
        return str(self)


EMPTY_COST = ManaCost()
_PARSED: dict[str | None, ManaCost] = {}  # mana notation -> its cost


class ManaPool:
    """A player's mana pool (CR 106.4): amounts of W, U, B, R, G and C.

    ``lasting`` holds mana that doesn't empty until the end of combat (firebending,
    CR 106.4 exception) and ``this_turn`` mana that doesn't empty until the end of
    the turn ("until end of turn, you don't lose this mana as steps and phases
    end", the Kamigawa Snakes); both are spent like any other mana, after it.

    ``restricted`` holds mana that carries a restriction or a rider ("Spend this
    mana only to cast legendary spells", "If that mana is spent on ...", CR 106.6):
    ``(mana type, restriction) -> amount``.  It is not in :meth:`available`; a
    payment counts it only through :meth:`usable`, for what it may be spent on.
    """

    __slots__ = ("amounts", "lasting", "this_turn", "restricted", "size")

    def __init__(self) -> None:
        self.amounts: dict[str, int] = dict.fromkeys(MANA_TYPES, 0)
        self.lasting: dict[str, int] = dict.fromkeys(MANA_TYPES, 0)
        self.this_turn: dict[str, int] = dict.fromkeys(MANA_TYPES, 0)
        self.restricted: dict[tuple[str, Any], int] = {}
        self.size = 0  # all the mana in it, kept up to date by the methods below

    def copy(self) -> ManaPool:
        new = ManaPool.__new__(ManaPool)
        new.amounts = dict(self.amounts)
        new.lasting = dict(self.lasting)
        new.this_turn = dict(self.this_turn)
        new.restricted = dict(self.restricted)
        new.size = self.size
        return new

    def total(self) -> int:
        return self.size

    def available(self) -> dict[str, int]:
        lasting, this_turn = self.lasting, self.this_turn
        if not any(lasting.values()) and not any(this_turn.values()):
            return dict(self.amounts)
        return {c: self.amounts[c] + lasting[c] + this_turn[c] for c in MANA_TYPES}

    def usable(self, allows: Callable[[Any], bool]) -> dict[str, int]:
        """The mana that may pay for something: :meth:`available` plus the
        restricted mana whose restriction ``allows`` it (CR 106.6)."""
        found = self.available()
        for (c, restriction), n in self.restricted.items():
            if allows(restriction):
                found[c] += n
        return found

    def add(
        self,
        mana_type: str,
        amount: int = 1,
        lasting: bool = False,
        this_turn: bool = False,
        restriction: Any = None,
    ) -> None:
        if restriction is not None:
            key = (mana_type, restriction)
            self.restricted[key] = self.restricted.get(key, 0) + amount
            self.size += amount
            return
        store = self.this_turn if this_turn else self.lasting if lasting else self.amounts
        store[mana_type] += amount
        self.size += amount

    def spend(
        self, spent: dict[str, int], allows: Callable[[Any], bool] | None = None
    ) -> list[Any]:
        """Remove mana: first restricted mana that ``allows`` lets pay (CR 106.6),
        then ordinary mana, then lasting mana, then mana kept until the end of
        the turn.  Returns the restriction of each restricted mana spent, so its
        rider can apply (CR 106.6a)."""
        riders: list[Any] = []
        for c, n in spent.items():
            left = n
            if allows is not None and self.restricted:
                for key in [k for k in self.restricted if k[0] == c and allows(k[1])]:
                    take = min(left, self.restricted[key])
                    if take:
                        riders += [key[1]] * take
                        left -= take
                        if take == self.restricted[key]:
                            del self.restricted[key]
                        else:
                            self.restricted[key] -= take
            for store in (self.amounts, self.lasting, self.this_turn):
                take = min(left, store[c])
                store[c] -= take
                left -= take
            self.size -= n
        return riders

    def empty(
        self,
        keep_lasting: bool,
        keep_this_turn: bool = True,
        keep: frozenset[str] = frozenset(),
        becomes: str | None = None,
    ) -> int:
        """Empty the pool (CR 500.4), but the mana types in ``keep`` ("you don't
        lose unspent red mana"); returns how much mana was lost.  With
        ``becomes``, the mana that would be lost becomes that type instead and
        stays ("that mana becomes red instead", CR 614.1a), with the restrictions
        it had (CR 106.6)."""
        if not self.size:
            return 0
        lost = {c: n for c, n in self.amounts.items() if c not in keep and n}
        self.amounts = {c: (n if c in keep else 0) for c, n in self.amounts.items()}
        restricted: dict[tuple[str, Any], int] = {}
        for (c, r), n in self.restricted.items():  # emptied like any other (CR 106.4)
            if c in keep:
                restricted[(c, r)] = restricted.get((c, r), 0) + n
            elif becomes is not None:
                restricted[(becomes, r)] = restricted.get((becomes, r), 0) + n
            else:
                lost[c] = lost.get(c, 0) + n
        self.restricted = restricted
        for store, kept in ((self.lasting, keep_lasting), (self.this_turn, keep_this_turn)):
            if not kept:
                for c in MANA_TYPES:
                    if store[c] and c not in keep:
                        lost[c] = lost.get(c, 0) + store[c]
                        store[c] = 0
        total = sum(lost.values())
        if becomes is not None:
            self.amounts[becomes] += total  # the same mana, of another type
            return 0
        self.size -= total
        return total

    def to_json(self) -> dict[str, int]:
        """The mana in the pool by type, restricted mana included (for display)."""
        if self.restricted or any(self.lasting.values()) or any(self.this_turn.values()):
            return {c: n for c, n in self.usable(_every).items() if n}
        return {c: n for c, n in self.amounts.items() if n}  # the common case, at once


def _every(_restriction: Any) -> bool:
    """Every restriction: all the mana in a pool, for display."""
    return True


class ManaSource(NamedTuple):
    """One way to make mana for a payment: tap ``obj_id`` to add one of ``options``.

    Each option is a string of mana types added together, e.g. ``"G"`` or ``"CC"``.
    """

    obj_id: int
    options: tuple[str, ...]


def _pay_symbols(cost: ManaCost) -> tuple[list[str], list[tuple[str, str]], int]:
    """Split a cost into single coloured symbols, hybrid symbols and a generic count."""
    singles = [c for c, n in cost.coloured for _ in range(n)]
    return singles, list(cost.hybrid), cost.generic


def find_payment(
    cost: ManaCost, pool: dict[str, int], sources: Sequence[ManaSource]
) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """Find a way to pay ``cost`` from ``pool`` plus tapping some ``sources``.

    Returns ``(spent_from_pool_and_sources, [(source id, option), ...])`` or ``None``
    when the cost can't be paid.  More mana never makes a cost harder to pay, so
    sources that make one fixed bundle are all counted at once and only the choice
    of option of flexible sources is searched (exhaustively, with memoisation);
    then taps that aren't needed are dropped, the most flexible sources first, so
    lands making several colours are kept for later.  ``None`` really means
    "impossible" (CR 601.2h).
    """
    fixed, flexible = _split(sources)
    chosen = _search(cost, pool, fixed, flexible)
    if chosen is None:
        return None
    chosen = [(s.obj_id, s.options[0]) for s in fixed] + chosen
    taps = _trim(chosen, cost, pool, {s.obj_id for s in flexible})
    total = {c: pool.get(c, 0) for c in MANA_TYPES}
    for _, option in taps:
        for ch in option:
            total[ch] += 1
    spent = _allocate(*_pay_symbols(cost), total)
    assert spent is not None
    return spent, taps


def can_pay(cost: ManaCost, pool: dict[str, int], sources: Sequence[ManaSource]) -> bool:
    """Whether :func:`find_payment` would find a payment, without working out
    which taps to leave out (the question asked for every card in hand)."""
    return _search(cost, pool, *_split(sources)) is not None


def _split(sources: Sequence[ManaSource]) -> tuple[list[ManaSource], list[ManaSource]]:
    """Sources that make one fixed bundle, and flexible ones (fewest options
    first, the order the search and the trimming go in)."""
    fixed = [s for s in sources if len(s.options) == 1]
    flexible = sorted(
        (s for s in sources if len(s.options) > 1), key=lambda s: (len(s.options), s.obj_id)
    )
    return fixed, flexible


def covers(cost: ManaCost, avail: dict[str, int]) -> bool:
    """Could this mana pay ``cost``?  (What :func:`_allocate` decides, quickly:
    without hybrid symbols each coloured symbol takes one mana of its type and
    any mana left pays the generic part, CR 107.4.)"""
    if cost.hybrid:
        singles, hybrids, generic = _pay_symbols(cost)
        return _allocate(singles, hybrids, generic, avail) is not None
    for c, n in cost.coloured:
        if avail.get(c, 0) < n:
            return False
    return sum(avail.values()) >= cost.least_mana


def _search(
    cost: ManaCost, pool: dict[str, int], fixed: list[ManaSource], flexible: list[ManaSource]
) -> list[tuple[int, str]] | None:
    """Which option of each flexible source to use, all fixed sources tapped;
    ``None`` if no choice pays the cost."""
    avail = {c: pool.get(c, 0) for c in MANA_TYPES}
    for src in fixed:
        for ch in src.options[0]:
            avail[ch] += 1
    failed: set[tuple[Any, ...]] = set()

    def search(i: int) -> list[tuple[int, str]] | None:
        if covers(cost, avail):
            return []
        if i == len(flexible):
            return None
        state = (i,) + tuple(avail[c] for c in MANA_TYPES)
        if state in failed:
            return None
        src = flexible[i]
        for option in src.options:
            for ch in option:
                avail[ch] += 1
            found = search(i + 1)
            for ch in option:
                avail[ch] -= 1
            if found is not None:
                return [(src.obj_id, option)] + found
        failed.add(state)
        return None

    return search(0)


def _trim(
    chosen: list[tuple[int, str]], cost: ManaCost, pool: dict[str, int], flexible: set[int]
) -> list[tuple[int, str]]:
    """Drop taps that aren't needed: flexible sources first, then sources whose mana
    the cost doesn't ask for by colour, so what stays untapped is what is least
    like this cost (two Swamps pay {1}{B}, leaving the Island for a blue spell)."""
    wanted = {c for c, _ in cost.coloured} | {s for pair in cost.hybrid for s in pair}
    kept = list(chosen)
    order = sorted(
        chosen, key=lambda t: (t[0] not in flexible, any(ch in wanted for ch in t[1]), -len(t[1]))
    )
    for tap in order:
        trial = [t for t in kept if t is not tap]
        avail = {c: pool.get(c, 0) for c in MANA_TYPES}
        for _, option in trial:
            for ch in option:
                avail[ch] += 1
        if covers(cost, avail):
            kept = trial
    return kept


def _allocate(
    singles: list[str], hybrids: list[tuple[str, str]], generic: int, avail: dict[str, int]
) -> dict[str, int] | None:
    """Decide which mana pays which symbol; ``None`` if it can't be done.
    Hybrid symbols (CR 107.4e) are tried each way."""
    left = dict(avail)
    spent = dict.fromkeys(MANA_TYPES, 0)
    for c in singles:
        if left.get(c, 0) <= 0:
            return None
        left[c] -= 1
        spent[c] += 1
    return _allocate_hybrid(hybrids, 0, generic, left, spent)


def _allocate_hybrid(
    hybrids: list[tuple[str, str]],
    i: int,
    generic: int,
    left: dict[str, int],
    spent: dict[str, int],
) -> dict[str, int] | None:
    if i == len(hybrids):
        return _allocate_generic(generic, left, spent)
    a, b = hybrids[i]
    halves = sorted((s for s in (a, b) if not s.isdigit()), key=lambda s: -left.get(s, 0))
    for half in halves:
        if left.get(half, 0) > 0:
            left[half] -= 1
            spent[half] += 1
            found = _allocate_hybrid(hybrids, i + 1, generic, left, spent)
            left[half] += 1
            spent[half] -= 1
            if found is not None:
                return found
    digits = [int(s) for s in (a, b) if s.isdigit()]
    if digits:
        return _allocate_hybrid(hybrids, i + 1, generic + digits[0], left, spent)
    return None


def _allocate_generic(
    generic: int, left: dict[str, int], spent: dict[str, int]
) -> dict[str, int] | None:
    """Generic mana: spend colourless first, then the most plentiful colours."""
    if generic > 0:
        left = dict(left)
        spent = dict(spent)
        colourless = left.get("C", 0)
        order = sorted(COLOURS, key=lambda t: -left.get(t, 0))
        for c in ["C"] + order if colourless else order:
            take = min(generic, left.get(c, 0))
            if take:
                left[c] -= take
                spent[c] += take
                generic -= take
                if not generic:
                    break
        if generic:
            return None
    return {c: n for c, n in spent.items() if n}


def pool_covers(cost: ManaCost, pool: dict[str, int]) -> dict[str, int] | None:
    """What to spend from ``pool`` alone to pay ``cost``, or ``None``."""
    singles, hybrids, generic = _pay_symbols(cost)
    return _allocate(singles, hybrids, generic, pool)


def parse_mana_string(produced: str) -> list[str]:
    """``"{G}"`` or ``"{C}{C}"`` → ``["G"]`` / ``["C", "C"]``."""
    return [m.group(1) for m in _SYMBOL.finditer(produced)]


def format_mana(amounts: Iterable[tuple[str, int]]) -> str:
    return "".join("{%s}" % c * n for c, n in amounts)
