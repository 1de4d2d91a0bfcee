"""What a spell or ability knows while it is cast and while it resolves.

A :class:`Context` travels with a spell or ability from announcement (CR 601.2)
to resolution (CR 608): its controller, chosen modes, X, targets, and the answers
given to choices during resolution.  Its text is split into :class:`Part` s, one
for the card's own text and one per spliced card (CR 702.47), each with its own
targets.  Everything here is plain data so a game can be copied mid-resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .effect import Effect
    from .model import Activated, CardDef, Cost
    from .objects import Characteristics
    from .targets import TargetSpec


def _independent(value: Any) -> Any:
    """``value`` with every list, dict and set in it copied (tuples, strings,
    numbers and card definitions are immutable and shared)."""
    cls = value.__class__
    if cls is dict:
        return {k: _independent(v) for k, v in value.items()}
    if cls is list:
        return [_independent(v) for v in value]
    if cls is set:
        return set(value)
    return value


class ContextFlags:
    """What has been announced and paid so far while a spell or ability is put on
    the stack (CR 601.2, 602.2): the cost to pay as text (``cost``, adjusted by
    ``adjust`` generic mana and reduced by the symbols of ``reduction``, CR 601.2f,
    118.7), the cast mode (``how``), whether the modes
    (CR 601.2b; ``mode``, the chosen one) and X (CR 601.2b) were chosen, the
    additional costs paid (``paid``), the activated ability (``ability``), whether
    it is a triggered ability (``trigger``) and the cards spliced onto it
    (``spliced``, their costs ``splice_costs``, CR 702.47); whether the kicker cost
    was paid (``kicked``, CR 702.33d), the costs the cast mode adds (``mode_costs``,
    web-slinging's return) and the permanents chosen to pay "sacrifice / return /
    exile a permanent" costs (``chosen_sacrifice``, ``chosen_return_to_hand``,
    ``chosen_exile``: "the returned creature") and the one tapped for "tap an
    untapped ... you control" (``chosen_tap_untapped``), and the card discarded
    to pay a cost (``discarded``, its card: "the discarded card")."""

    __slots__ = (
        "cost",
        "how",
        "adjust",
        "reduction",
        "modes_done",
        "mode",
        "x_chosen",
        "paid",
        "ability",
        "trigger",
        "spliced",
        "splice_costs",
        "splice_done",
        "kicked",
        "mode_costs",
        "chosen_sacrifice",
        "chosen_return_to_hand",
        "chosen_exile",
        "chosen_tap_untapped",
        "discarded",
    )

    def __init__(self) -> None:
        self.cost = ""
        self.how = ""
        self.adjust = 0
        self.reduction = ""
        self.modes_done = False
        self.mode: int | None = None
        self.x_chosen = False
        self.paid: list[tuple[Any, ...]] = []
        self.ability: Activated | None = None
        self.trigger = False
        self.spliced: tuple[int, ...] = ()
        self.splice_costs: tuple[str, ...] = ()
        self.splice_done = False
        self.kicked = False
        self.mode_costs: tuple[Cost, ...] = ()
        self.chosen_sacrifice: int | None = None
        self.chosen_return_to_hand: int | None = None
        self.chosen_exile: int | None = None
        self.chosen_tap_untapped: int | None = None
        self.discarded: CardDef | None = None

    def copy(self) -> ContextFlags:
        """An independent copy: the record of paid costs is copied too."""
        new = ContextFlags.__new__(ContextFlags)
        new.cost = self.cost
        new.how = self.how
        new.adjust = self.adjust
        new.reduction = self.reduction
        new.modes_done = self.modes_done
        new.mode = self.mode
        new.x_chosen = self.x_chosen
        new.paid = list(self.paid)
        new.ability = self.ability
        new.trigger = self.trigger
        new.spliced = self.spliced
        new.splice_costs = self.splice_costs
        new.splice_done = self.splice_done
        new.kicked = self.kicked
        new.mode_costs = self.mode_costs
        new.chosen_sacrifice = self.chosen_sacrifice
        new.chosen_return_to_hand = self.chosen_return_to_hand
        new.chosen_exile = self.chosen_exile
        new.chosen_tap_untapped = self.chosen_tap_untapped
        new.discarded = self.discarded
        return new

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"ContextFlags({fields})"


class Part:
    """One block of rules text on the stack and the targets chosen for it."""

    __slots__ = ("effects", "specs", "chosen", "origin")

    def __init__(
        self, effects: tuple[Effect, ...], specs: tuple[TargetSpec, ...], origin: str = ""
    ) -> None:
        self.effects = effects
        # one slot per target phrase: effects that say "it" reuse the same spec
        # object, which is still one target (CR 115.1, 601.2c)
        self.specs = tuple(dict.fromkeys(specs))
        self.chosen: list[tuple[Any, ...]] = []
        self.origin = origin  # name of the card the text comes from

    def copy(self) -> Part:
        new = Part.__new__(Part)
        new.effects = self.effects
        new.specs = self.specs
        new.chosen = list(self.chosen)
        new.origin = self.origin
        return new


class Context:
    """A spell or ability in progress (CR 601.2, 608.2)."""

    __slots__ = (
        "source",
        "controller",
        "parts",
        "x",
        "answers",
        "results",
        "lki",
        "event",
        "flags",
        "stack_id",
        "ability_index",
    )

    def __init__(self, source: int, controller: int) -> None:
        self.source = source  # id of the source object
        self.controller = controller
        self.parts: list[Part] = []
        self.x = 0
        self.answers: dict[tuple[Any, ...], list[Any]] = {}
        self.results: dict[Any, Any] = {}  # keyed by a record name or (effect, part key)
        self.lki: Characteristics | None = None  # source as it last existed (CR 608.2h)
        self.event: dict[Any, Any] | None = None  # what made a triggered ability trigger
        self.flags = ContextFlags()
        self.stack_id: int | None = None
        self.ability_index: int | None = None

    def copy(self) -> Context:
        """An independent copy (DESIGN guarantee 3): the lists, dicts and sets inside
        ``answers``, ``results``, ``flags`` (its paid costs) and ``event`` are copied too, so acting in
        a copy never changes the original's record (of paid costs, answers...)."""
        new = Context.__new__(Context)
        new.source = self.source
        new.controller = self.controller
        new.parts = [p.copy() for p in self.parts]
        new.x = self.x
        new.answers = _independent(self.answers)
        new.results = _independent(self.results)
        new.lki = self.lki
        new.event = _independent(self.event)
        new.flags = self.flags.copy()
        new.stack_id = self.stack_id
        new.ability_index = self.ability_index
        return new

    def __repr__(self) -> str:
        chosen = [p.chosen for p in self.parts]
        return (
            f"Context(source={self.source}, controller={self.controller}, x={self.x}, "
            f"chosen={chosen}, answers={self.answers}, results={self.results}, "
            f"event={self.event}, flags={self.flags}, stack_id={self.stack_id})"
        )

    def all_specs(self) -> list[tuple[int, int, TargetSpec]]:
        """(part index, slot index, spec) for every target slot, in order."""
        return [
            (pi, si, spec)
            for pi, part in enumerate(self.parts)
            for si, spec in enumerate(part.specs)
        ]

    def chosen_for(self, spec: TargetSpec, part: int) -> tuple[Any, ...]:
        """The targets chosen for ``spec`` in part ``part`` (empty if none)."""
        p = self.parts[part]
        for i, s in enumerate(p.specs):
            if s is spec:
                return p.chosen[i] if i < len(p.chosen) else ()
        return ()

    def has_targets(self) -> bool:
        return any(p.specs for p in self.parts)
