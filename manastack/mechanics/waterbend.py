"""Waterbend (Avatar: The Last Airbender; WAT-01..06).

"Waterbend [cost]" means "Pay [cost].  For each generic mana in that cost, you may
tap an untapped artifact or creature you control rather than pay that mana."  It
is a mana cost with a way to pay it (CR 601.2g-h, 118): as an activation cost
(``Waterbend {5}: ...``), an additional cost to cast a spell, or any other payment.

A waterbend cost is a :class:`~manastack.engine.model.Cost` whose ``waterbend``
part is also in its ``mana`` (:func:`waterbend_cost`).  While that cost is paid
(the ``pay`` decision of :class:`~manastack.engine.casting.PayCost`) its payer may,
besides tapping mana sources, answer ``Action("waterbend", (permanent,))``: tap an
untapped artifact or creature they control, summoning sick or not (WAT-03), to
pay one generic mana of the total cost.  At most the generic amount of the
waterbend parts may be paid this way, however the total cost was raised or
reduced (WAT-05); never with the permanent whose own {T} is in the same cost
(WAT-04).  A permanent tapped for mana during the payment is tapped and can't be
tapped again (WAT-06).  ``autopay`` taps such permanents only when mana alone
can't pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, Bending, EventKind
from ..core.mana import ManaCost
from ..engine.casting import PayCost, can_pay_mana, mana_sources
from ..engine.model import Cost
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.perform import change_now
from .bending import record_bending

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

WATERBEND = "waterbend"  # the action kind
WATERBENT = "waterbent"  # the event: a player paid a waterbend cost


def waterbend_cost(mana: str, **kwargs: Any) -> Cost:
    """``Waterbend {5}`` (with ``tap=True``: ``Waterbend {3}, {T}``) as a cost."""
    parsed = ManaCost.parse(mana)
    return Cost(mana=parsed, waterbend=parsed, **kwargs)


def allowance(costs: tuple[Cost, ...]) -> int:
    """How many generic mana the waterbend parts of ``costs`` let a player pay by
    tapping (WAT-01, WAT-05)."""
    return sum(c.waterbend.generic for c in costs if c.waterbend is not None)


def tappable(game: Game, player: int, exclude: frozenset[int]) -> list[int]:
    """The untapped artifacts and creatures ``player`` controls, bar ``exclude``:
    what may be tapped for waterbend; summoning sickness doesn't matter (WAT-03)."""
    found = []
    for oid in game.battlefield:
        if oid in exclude or game.objects[oid].tapped:
            continue
        ch = game.chars(oid)
        if ch.controller == player and ("Artifact" in ch.types or ch.is_creature):
            found.append(oid)
    return found


def _spare(game: Game, player: int, exclude: frozenset[int]) -> list[int]:
    """Tappable permanents that can't make mana right now: tapping one of them for
    waterbend costs the player nothing they could pay with otherwise."""
    sources = {s.obj_id for s in mana_sources(game, player, exclude)}
    return [oid for oid in tappable(game, player, exclude) if oid not in sources]


def relief(
    game: Game,
    player: int,
    costs: tuple[Cost, ...],
    exclude: frozenset[int],
    used: tuple[int, ...] = (),
) -> int:
    """Generic mana surely payable by waterbending: the spare permanents, up to the
    allowance left.  (A mana source pays at least {1} by making mana, so leaving
    them out loses no payment.)"""
    left = allowance(costs) - len(used)
    if left <= 0:
        return 0
    return min(left, len(_spare(game, player, exclude)))


def _payable_without(game: Game, step: PayCost, oid: int) -> bool:
    """Can the rest of the cost be paid once ``oid`` pays one generic mana?"""
    exclude = step._exclude() | {oid}
    used = step.tapped_instead + (oid,)
    rest = step.cost.adjusted(-1)
    rest = rest.adjusted(-relief(game, step.player, step.extras, exclude, used))
    return can_pay_mana(game, step.player, rest, exclude)


def payment_actions(game: Game, step: PayCost) -> list[Action]:
    """One ``waterbend`` action per permanent that may be tapped now (WAT-01):
    while the allowance lasts, generic mana is left to pay, and the payment can
    still be completed after it (DESIGN: no dead ends)."""
    if step.cost.generic <= 0 or allowance(step.extras) <= len(step.tapped_instead):
        return []
    exclude = step._exclude()
    sources = {s.obj_id for s in mana_sources(game, step.player, exclude)}
    # permanents that can't make mana are interchangeable here: one answer serves them all
    spare_ok: bool | None = None
    actions = []
    for oid in tappable(game, step.player, exclude):
        if oid in sources:
            ok = _payable_without(game, step, oid)
        else:
            if spare_ok is None:
                spare_ok = _payable_without(game, step, oid)
            ok = spare_ok
        if ok:
            actions.append(Action(WATERBEND, (oid,)))
    return actions


def _tap_instead(game: Game, step: PayCost, oid: int) -> None:
    change_now(game, Op("tap", obj=oid))
    step.tapped_instead = step.tapped_instead + (oid,)
    step.cost = step.cost.adjusted(-1)
    game.emit(EventKind.WATERBEND, player=step.player, obj=oid)


def handle(game: Game, step: PayCost, action: Action) -> bool:
    """Tap a permanent for waterbend; before ``autopay``, tap the fewest spare
    permanents mana alone needs."""
    if action.kind == WATERBEND:
        oid = action.args[0]
        obj = game.objects.get(oid)
        assert obj is not None and obj.zone == BATTLEFIELD
        _tap_instead(game, step, oid)
        return True
    if action.kind == ActionKind.AUTOPAY and step.cost.generic > 0:
        exclude = step._exclude()
        for oid in _spare(game, step.player, exclude):
            if can_pay_mana(game, step.player, step.cost, exclude):
                break
            if allowance(step.extras) <= len(step.tapped_instead):
                break
            _tap_instead(game, step, oid)
    return False


def _waterbent(game: Game, op: Op) -> None:
    """Paying a waterbend cost is waterbending, whatever was tapped for it."""
    record_bending(game, op["player"], Bending.WATER)


def register(rules: Registry) -> None:
    """Waterbending is a way to pay while paying a cost (CR 601.2g-h); paying a
    waterbend cost is an event."""
    rules.event_handlers.register(WATERBENT, _waterbent)
    rules.record_events.add(WATERBENT)  # this turn's bending
    rules.payment_actions.register(payment_actions)
    rules.payment_handlers.register(handle)
    rules.payment_relief.register(relief)


__all__ = ["WATERBEND", "allowance", "relief", "tappable", "waterbend_cost"]
