""" "Counter target spell unless its controller pays <cost>" (CR 701.5, 118.12):
on resolution the spell's controller chooses whether to pay; they are asked only
if they can pay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind
from ..core.mana import ManaCost
from ..engine.casting import can_pay_mana
from ..engine.ops import Op
from ..engine.targets import TargetSpec, target_spell
from ..language.effects import Choice, Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


class CounterTargetUnlessPaid(Effect):
    """ "Counter target spell unless its controller pays {2}"."""

    key = "effect.counter_unless"

    def __init__(self, mana: str, spec: TargetSpec | None = None) -> None:
        self.mana = ManaCost.parse(mana)
        self.spec = spec if spec is not None else target_spell()

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.spec,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        legal = game.still_legal(ctx, self.spec, part)
        if not legal:
            return []
        spell = legal[0]
        payer = game.objects[spell].controller
        answer = ctx.answers.get(key)
        if not answer:
            options = ("pay", "decline") if can_pay_mana(game, payer, self.mana) else ("decline",)
            return Choice(
                payer,
                DecisionKind.WARD,
                "prompt.counter_unless",
                options,
                (("cost", str(self.mana)),),
                key=key,
            )
        if answer[0] == "pay":
            return [Op("pay_mana", player=payer, cost=self.mana)]
        return [Op("counter", obj=spell)]


__all__ = ["CounterTargetUnlessPaid"]
