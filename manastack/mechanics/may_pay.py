"""Optional payments during resolution: "You may pay <mana>. If you do,
<effects>" (CR 117.12, 608.2d).

:class:`MayPay` asks the controller as it resolves, offering to pay only if they
can, and pays with the payment solver (the ``pay_mana`` event of the card
language); the effects that follow happen only if they paid.  A reflexive "When
you do, ..." (:class:`~manastack.mechanics.reflexive.WhenYouDo`) among them
triggers only then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind
from ..core.mana import ManaCost
from ..engine.casting import can_pay_mana
from ..engine.ops import Op
from ..engine.targets import specs_of
from ..language.effects import Choice, Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.targets import TargetSpec


@dataclass(frozen=True)
class MayPay(Effect):
    """ "You may pay <mana>. If you do, <then>": ``then`` happens only if paid."""

    mana: str
    then: tuple[Effect, ...] = ()
    key: str = "effect.may_pay"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return specs_of(self.then)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        cost = ManaCost.parse(self.mana)
        answer = ctx.answers.get(key)
        if not answer:
            if not can_pay_mana(game, ctx.controller, cost):
                return []
            return Choice(
                ctx.controller,
                DecisionKind.MAY,
                "prompt.may_pay",
                ("pay", "decline"),
                (("cost", self.mana),),
                key=key,
            )
        if answer[0] != "pay":
            return []
        ops: list[Op] = [Op("pay_mana", player=ctx.controller, cost=cost)]
        for i, effect in enumerate(self.then):
            got = effect.resolve(game, ctx, part, key + (i,))
            if isinstance(got, Choice):
                return got
            ops += got
        return ops


__all__ = ["MayPay"]
