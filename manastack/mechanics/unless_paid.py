""" "<Something happens> unless <a player> pays <cost>" (CR 118.12): on
resolution the player chooses whether to pay; they are asked only if they can
pay, and the mana is paid with the payment solver (the ``pay_mana`` event).

:class:`UnlessYouPay` is the upkeep cost of Kuro, Pitlord ("sacrifice it
unless you pay {B}{B}{B}{B}"); :class:`EachUnlessPaid` is "for each <object>,
<do something to it> unless that player pays <cost>" (Cut the Tethers)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..core.mana import ManaCost
from ..engine.casting import can_pay_mana
from ..engine.model import Cost
from ..engine.ops import Op
from ..language.effects import Choice, Effect
from ..language.keywords import can_pay_cost, pay_cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def _name(game: Game, oid: int) -> str:
    found = game.objects.get(oid)
    if found is not None:
        return found.card.name
    lki = game.last_known(oid)
    return lki.name if lki is not None else ""


def _ask(
    game: Game,
    payer: int,
    mana: ManaCost,
    key: tuple[Any, ...],
    subject: int,
    total: str = "",
    affordable: bool | None = None,
) -> Choice:
    """Ask ``payer``; "pay" is offered only if they can pay (``total``: what they
    would have paid in all, when they already said yes to earlier payments;
    ``affordable``: said by the caller, for a cost paid otherwise than with mana)."""
    if affordable is None:
        affordable = can_pay_mana(game, payer, ManaCost.parse(total) if total else mana)
    options = ("pay", "decline") if affordable else ("decline",)
    return Choice(
        payer,
        DecisionKind.WARD,
        "prompt.unless_pay",
        options,
        (("cost", str(mana)), ("card", subject), ("name", _name(game, subject))),
        key=key,
    )


@dataclass(frozen=True)
class UnlessYouPay(Effect):
    """ "<otherwise> unless you pay <mana>"; with a :class:`Cost`, one a mechanic
    lets you pay otherwise ("unless you waterbend {2}"), paid with the payment
    step (:func:`~manastack.language.keywords.pay_cost`)."""

    mana: str | Cost
    otherwise: Effect
    key: str = "effect.unless_paid"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        whole = self.mana if isinstance(self.mana, Cost) else None
        cost = whole.mana if whole is not None else ManaCost.parse(str(self.mana))
        answer = ctx.answers.get(key)
        if not answer:
            affordable = can_pay_cost(game, ctx.controller, whole) if whole is not None else None
            return _ask(game, ctx.controller, cost, key, ctx.source, affordable=affordable)
        if answer[0] != "pay":
            return self.otherwise.resolve(game, ctx, part, key + ("otherwise",))
        if whole is not None:
            return [pay_cost(ctx.controller, whole, ctx.source)]
        return [Op("pay_mana", player=ctx.controller, cost=cost)]


@dataclass(frozen=True)
class EachUnlessPaid(Effect):
    """ "For each <object>, <op> unless <its player> pays <mana>": each payer is
    asked in turn (APNAP order is not needed: the answers are made before
    anything happens, CR 608.2d); ``objects(game, ctx)`` lists the objects,
    ``payer(game, oid)`` who may pay for one, ``then(oid)`` what happens to it."""

    mana: str
    objects: Callable[[Game, Context], list[int]]
    payer: Callable[[Game, int], int]
    then: Callable[[int], Op]
    key: str = "effect.each_unless_paid"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        cost = ManaCost.parse(self.mana)
        subjects = ctx.results.setdefault(("each_unless", key), tuple(self.objects(game, ctx)))
        ops: list[Op] = []
        promised: dict[int, int] = {}  # payer -> payments already agreed to
        for oid in subjects:
            okey = key + (oid,)
            payer = self.payer(game, oid)
            answer = ctx.answers.get(okey)
            if not answer:
                total = self.mana * (promised.get(payer, 0) + 1)
                return _ask(game, payer, cost, okey, oid, total)
            if answer[0] == "pay":
                promised[payer] = promised.get(payer, 0) + 1
                ops.append(Op("pay_mana", player=payer, cost=cost))
            elif oid in game.objects:
                ops.append(self.then(oid))
        return ops


__all__ = ["EachUnlessPaid", "UnlessYouPay"]
