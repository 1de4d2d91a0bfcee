"""Keyword abilities (CR 702) and the common abilities cards are made of.

Static keywords (flying, first strike, deathtouch...) are plain
:class:`~manastack.engine.model.Keyword` markers that the rules code looks for.
Keywords that are triggered abilities in the rules (ward, CR 702.21) expand into
real :class:`Triggered` abilities when a face is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..core.mana import ManaCost, find_payment, pool_covers
from ..core.registry import Registry
from ..engine.casting import (
    PayCost,
    activate_mana_ability,
    can_pay_mana,
    mana_sources,
    payment_relief,
)
from ..engine.model import Activated, Cost, Keyword, Replacement, Triggered, cost
from ..engine.ops import Op
from ..engine.targets import is_creature, target_creature, you_control
from ..engine.triggers import OnEvent
from .effects import AttachTo, Choice, Effect

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

FLYING = Keyword(KeywordName.FLYING)
REACH = Keyword(KeywordName.REACH)
FIRST_STRIKE = Keyword(KeywordName.FIRST_STRIKE)
DOUBLE_STRIKE = Keyword(KeywordName.DOUBLE_STRIKE)
DEATHTOUCH = Keyword(KeywordName.DEATHTOUCH)
LIFELINK = Keyword(KeywordName.LIFELINK)
TRAMPLE = Keyword(KeywordName.TRAMPLE)
VIGILANCE = Keyword(KeywordName.VIGILANCE)
HASTE = Keyword(KeywordName.HASTE)
DEFENDER = Keyword(KeywordName.DEFENDER)
MENACE = Keyword(KeywordName.MENACE)
HEXPROOF = Keyword(KeywordName.HEXPROOF)
SHROUD = Keyword(KeywordName.SHROUD)
INDESTRUCTIBLE = Keyword(KeywordName.INDESTRUCTIBLE)
FLASH = Keyword(KeywordName.FLASH)

# The keyword abilities that are the word alone on a card's text line (no cost or
# number): what a card whose text is only keywords is read from (cards/keyword_lines).
PLAIN_KEYWORDS: tuple[Keyword, ...] = (
    FLYING,
    REACH,
    FIRST_STRIKE,
    DOUBLE_STRIKE,
    DEATHTOUCH,
    LIFELINK,
    TRAMPLE,
    VIGILANCE,
    HASTE,
    DEFENDER,
    MENACE,
    HEXPROOF,
    SHROUD,
    INDESTRUCTIBLE,
    FLASH,
)


def protection(colour: str) -> Keyword:
    """Protection from a colour (W, U, B, R or G) or from a subtype: a creature
    type such as ``"Goblin"`` or ``"Spirit"``, or ``"Arcane"`` (CR 702.16a)."""
    return Keyword(KeywordName.PROTECTION, colour)


def ward(mana: str | Cost) -> Keyword:
    """Ward [cost] (CR 702.21): a mana cost, or a :class:`Cost` a mechanic lets
    the payer pay otherwise ("Ward—Waterbend {4}")."""
    return Keyword(KeywordName.WARD, mana if isinstance(mana, Cost) else ManaCost.parse(mana))


# ------------------------------------------------------------ paying while resolving
PAY_COST = "pay_cost"


def can_pay_cost(game: Game, player: int, c: Cost) -> bool:
    """Could ``player`` pay the mana of ``c`` now, counting what mechanics let
    them pay otherwise (waterbend's tapping, CR 601.2g-h)?"""
    relief = payment_relief(game, player, (c,), frozenset())
    return can_pay_mana(game, player, c.mana.adjusted(-relief))


def pay_cost(player: int, c: Cost, source: int) -> Op:
    """The event of paying ``c`` while a spell or ability resolves (CR 118.12)."""
    return Op(PAY_COST, player=player, cost=c, source=source)


def _pay_cost(game: Game, op: Op) -> None:
    """Pay with the payment step itself, so the payer may pay the ways the
    cost allows (tap artifacts and creatures for waterbend) as when casting."""
    c: Cost = op["cost"]
    game.push(PayCost(op["player"], c.mana, (c,), op["source"], None))


# ------------------------------------------------------------------------ ward
class CounterUnlessPaid(Effect):
    """ "Counter that spell or ability unless its controller pays <cost>"
    (CR 702.21a).  The payer is asked only if they can pay."""

    key = "effect.counter_unless"

    def __init__(self, mana: ManaCost | Cost) -> None:
        self.mana = mana

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        event = ctx.event or {}
        target_obj = event.get("obj")
        if target_obj not in game.stack:
            return []
        payer = game.objects[target_obj].controller
        answer = ctx.answers.get(key)
        mana = self.mana.mana if isinstance(self.mana, Cost) else self.mana
        if not answer:
            affordable = (
                can_pay_cost(game, payer, self.mana)
                if isinstance(self.mana, Cost)
                else can_pay_mana(game, payer, mana)
            )
            return Choice(
                payer,
                DecisionKind.WARD,
                "prompt.ward",
                ("pay", "decline") if affordable else ("decline",),
                (("cost", str(mana)),),
                key=key,
            )
        if answer[0] != "pay":
            return [Op("counter", obj=target_obj)]
        if isinstance(self.mana, Cost):
            return [pay_cost(payer, self.mana, ctx.source)]
        return [Op("pay_mana", player=payer, cost=mana)]


def _targeted_by_opponent(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.TARGET or event["target"] != source:
        return False
    obj = game.objects.get(event["obj"])
    return obj is not None and obj.controller != ch.controller


def _ward(k: Keyword) -> tuple[Any, ...]:
    return (
        Triggered(
            OnEvent(_targeted_by_opponent, key="trigger.ward"), (CounterUnlessPaid(k.value),)
        ),
    )


def _pay_mana(game: Game, op: Op) -> None:
    """Pay a cost during resolution with the payment solver (CR 117.12)."""
    player = game.players[op["player"]]
    found = find_payment(op["cost"], player.pool.available(), mana_sources(game, op["player"]))
    if found is None:
        return
    for oid, option in found[1]:
        activate_mana_ability(game, oid, option)
    spent, _ = found
    spend = pool_covers(op["cost"], player.pool.available())
    if spend is not None:
        player.pool.spend(spend)
        game.pool_changed()
    game.emit(EventKind.PAY, player=op["player"], mana=spend or spent)


def register(rules: Registry) -> None:
    """Ward expands into its trigger (CR 702.21); ``pay_mana`` and ``pay_cost``
    pay a cost during resolution."""
    rules.keyword_expansions.register("ward", _ward)
    rules.event_handlers.register("pay_mana", _pay_mana)
    rules.event_handlers.register(PAY_COST, _pay_cost)


# --------------------------------------------------------------- common helpers
def tap_for(*mana: str, text: str = "") -> Activated:
    """ "{T}: Add {G}" (CR 605.1a); several arguments mean "add X or Y"."""
    options = tuple(m.replace("{", "").replace("}", "") for m in mana)
    return Activated(Cost(tap=True), mana=options, text=text)


def enters_tapped() -> Replacement:
    """ "This enters tapped" (CR 614.1c)."""
    return Replacement(
        "enter",
        lambda game, obj, op: not op.get("tapped"),
        lambda game, op: op.replaced("enters_tapped", tapped=True),
        text="enters tapped",
    )


def enters_with_counters(
    counter: str, amount: int | Callable[[Game, Op], int], condition: Any = None
) -> Replacement:
    """ "This enters with N counters" (CR 614.1c); ``condition(game, obj, op)``;
    ``amount(game, op)`` when N is counted as it enters (X, CR 107.3m)."""

    def applies(game: Game, obj: Any, op: Op) -> bool:
        return condition is None or condition(game, obj, op)

    def apply(game: Game, op: Op) -> Op:
        counters = dict(op.get("counters") or {})
        n = amount(game, op) if callable(amount) else amount
        if n > 0:  # with X = 0 it enters with no counters (CR 122.6)
            counters[counter] = counters.get(counter, 0) + n
        return op.replaced(("counters", counter), counters=counters)

    return Replacement("enter", applies, apply, text="enters with counters")


def equip(mana: str) -> Activated:
    """Equip [cost] (CR 702.6): attach to target creature you control; sorcery speed."""
    return Activated(
        cost(mana),
        (AttachTo(target_creature(you_control(is_creature), label="target.creature_you_control")),),
        sorcery_speed=True,
        text=f"Equip {mana}",
    )


__all__ = [
    "PAY_COST",
    "DEATHTOUCH",
    "DEFENDER",
    "DOUBLE_STRIKE",
    "FIRST_STRIKE",
    "FLASH",
    "FLYING",
    "HASTE",
    "HEXPROOF",
    "INDESTRUCTIBLE",
    "LIFELINK",
    "MENACE",
    "REACH",
    "SHROUD",
    "TRAMPLE",
    "VIGILANCE",
    "CounterUnlessPaid",
    "enters_tapped",
    "enters_with_counters",
    "equip",
    "protection",
    "can_pay_cost",
    "pay_cost",
    "tap_for",
    "ward",
]
