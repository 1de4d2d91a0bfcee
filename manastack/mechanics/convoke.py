"""Convoke (CR 702.51): "Your creatures can help cast this spell.  Each creature
you tap while casting this spell pays for {1} or one mana of that creature's
color."

Convoke is a way to pay the spell's total cost (CR 702.51a, 601.2g-h), not a
cost of its own.  While the cost is paid (the ``pay`` decision of
:class:`~manastack.engine.casting.PayCost`), its caster may, besides tapping mana
sources, answer ``Action("convoke", (creature, symbol))``: tap an untapped
creature they control, summoning sick or not (only {T} costs care, CR 302.6), to
pay one generic mana (``symbol`` ``"1"``) or one coloured or hybrid symbol of
one of the creature's colours (``symbol`` that colour).  Each such action is
offered only if the rest of the cost can still be paid (no dead ends).
``autopay`` taps creatures only when mana alone can't pay, the ones that can't
make mana first.  Whether the spell can be cast at all counts the creatures that
can't make mana (:func:`_relief`, ``RULES.cast_relief``): a mana creature pays as
much by making mana.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, KeywordName
from ..core.mana import COLOURS, ManaCost
from ..engine.casting import PayCost, can_pay_mana, mana_sources
from ..engine.model import Keyword
from ..engine.objects import STACK
from ..engine.ops import Op
from ..engine.perform import change_now

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

CONVOKE = Keyword(KeywordName.CONVOKE, text="Convoke")
GENERIC = "1"


def pay_symbol(cost: ManaCost, symbol: str) -> ManaCost | None:
    """``cost`` with one ``symbol`` paid: ``"1"`` a generic mana, a colour one
    mana of that colour or a hybrid symbol with that colour (CR 107.4e);
    ``None`` if the cost has no such symbol."""
    if symbol == GENERIC:
        if cost.generic <= 0:
            return None
        return ManaCost(cost.generic - 1, cost.coloured, cost.hybrid, cost.x)
    coloured = dict(cost.coloured)
    if coloured.get(symbol, 0) > 0:
        coloured[symbol] -= 1
        left = tuple((c, coloured[c]) for c, _ in cost.coloured if coloured[c] > 0)
        return ManaCost(cost.generic, left, cost.hybrid, cost.x)
    for i, pair in enumerate(cost.hybrid):
        if symbol in pair:
            return ManaCost(
                cost.generic, cost.coloured, cost.hybrid[:i] + cost.hybrid[i + 1 :], cost.x
            )
    return None


def _symbols_for(cost: ManaCost, colours: frozenset[str]) -> list[str]:
    """What one creature of ``colours`` may pay of ``cost`` (CR 702.51a)."""
    found = [c for c in sorted(colours) if c in COLOURS and pay_symbol(cost, c) is not None]
    if cost.generic > 0:
        found.append(GENERIC)
    return found


def _untapped_creatures(game: Game, player: int, exclude: frozenset[int]) -> list[int]:
    """The untapped creatures ``player`` controls, bar ``exclude``."""
    return [
        oid
        for oid in game.battlefield
        if oid not in exclude
        and not game.objects[oid].tapped
        and game.chars(oid).is_creature
        and game.chars(oid).controller == player
    ]


def _spare(game: Game, player: int, exclude: frozenset[int]) -> list[int]:
    """Untapped creatures that can't make mana right now: convoking with them
    costs nothing mana could pay."""
    sources = {s.obj_id for s in mana_sources(game, player, exclude)}
    return [oid for oid in _untapped_creatures(game, player, exclude) if oid not in sources]


def convoked(game: Game, cost: ManaCost, creatures: list[int]) -> ManaCost:
    """What is left of ``cost`` once ``creatures`` pay what they can: coloured
    symbols first, then generic mana."""
    for oid in creatures:
        colours = game.chars(oid).colours
        coloured = [c for c in _symbols_for(cost, colours) if c != GENERIC]
        symbol = coloured[0] if coloured else (GENERIC if cost.generic > 0 else None)
        if symbol is None:
            continue
        paid = pay_symbol(cost, symbol)
        if paid is not None:
            cost = paid
    return cost


def _has_convoke(game: Game, step: PayCost) -> bool:
    obj = game.objects.get(step.source)
    if obj is None or obj.zone != STACK or obj.cast_info is None or obj.cast_info.ability:
        return False
    return KeywordName.CONVOKE in game.chars(obj).keywords


def _still_payable(game: Game, step: PayCost, oid: int, rest: ManaCost) -> bool:
    exclude = step._exclude() | {oid}
    return can_pay_mana(
        game, step.player, convoked(game, rest, _spare(game, step.player, exclude)), exclude
    )


def payment_actions(game: Game, step: PayCost) -> list[Action]:
    """One ``convoke`` action per creature and symbol it may pay now."""
    if step.cost.least_mana <= 0 or not _has_convoke(game, step):
        return []
    actions = []
    for oid in _untapped_creatures(game, step.player, step._exclude()):
        for symbol in _symbols_for(step.cost, game.chars(oid).colours):
            rest = pay_symbol(step.cost, symbol)
            if rest is not None and _still_payable(game, step, oid, rest):
                actions.append(Action(ActionKind.CONVOKE, (oid, symbol)))
    return actions


def _convoke(game: Game, step: PayCost, oid: int, symbol: str) -> None:
    paid = pay_symbol(step.cost, symbol)
    assert paid is not None  # offered only for a symbol the cost has
    change_now(game, Op("tap", obj=oid))
    step.cost = paid


def handle(game: Game, step: PayCost, action: Action) -> bool:
    """Tap a creature for convoke; before ``autopay``, tap the creatures that
    can't make mana that mana alone needs."""
    if action.kind == ActionKind.CONVOKE:
        oid, symbol = action.args
        _convoke(game, step, oid, symbol)
        return True
    if action.kind == ActionKind.AUTOPAY and _has_convoke(game, step):
        exclude = step._exclude()
        for oid in _spare(game, step.player, exclude):
            if can_pay_mana(game, step.player, step.cost, exclude):
                break
            symbols = _symbols_for(step.cost, game.chars(oid).colours)
            if symbols:
                _convoke(game, step, oid, symbols[0])
    return False


def _relief(game: Game, player: int, obj: Any, mode: Any, cost: ManaCost) -> ManaCost:
    """Deciding whether a spell with convoke can be cast: its creatures that
    can't make mana pay what they can."""
    if KeywordName.CONVOKE not in mode.face.keywords:
        return cost
    return convoked(game, cost, _spare(game, player, frozenset()))


def register(rules: Registry) -> None:
    """Convoke is a way to pay while paying a spell's cost (CR 601.2g-h)."""
    rules.payment_actions.register(payment_actions)
    rules.payment_handlers.register(handle)
    rules.cast_relief.register(_relief)


__all__ = ["CONVOKE", "convoked", "pay_symbol"]
