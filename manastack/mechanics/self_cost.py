"""A spell's own cost reduction: "This spell costs {N} less to cast if <condition>"
(Venom's Hunger) or "for each <thing>" (Serpent of the Pass).  It is a static ability that works on the stack while the
spell's total cost is determined (CR 601.2f, 604.1); it reduces only the
generic part and never below zero (CR 601.2f).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.model import Ability

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class CostsLessIf(Ability):
    """ "This spell costs {amount} less to cast if ``condition(game, player)``"."""

    amount: int
    condition: Callable[[Game, int], bool]
    text: str = ""


@dataclass(frozen=True)
class CostsLessForEach(Ability):
    """ "This spell costs {1} less to cast for each <thing>": ``count(game,
    player)`` things (Serpent of the Pass)."""

    count: Callable[[Game, int], int]
    text: str = ""


def own_reduction(game: Game, player: int, obj: GameObject, mode: Any) -> int:
    """The generic mana the face being cast takes off its own cost."""
    kinds = mode.face.ability_kinds
    if CostsLessIf not in kinds and CostsLessForEach not in kinds:
        return 0
    total = 0
    for a in mode.face.abilities:
        if isinstance(a, CostsLessIf) and a.condition(game, player):
            total += a.amount
        elif isinstance(a, CostsLessForEach):
            total += a.count(game, player)
    return -total


def register(rules: Registry) -> None:
    """The engine asks :func:`own_reduction` for every spell's total cost."""
    rules.cost_adjustments.register(own_reduction)


__all__ = ["CostsLessForEach", "CostsLessIf", "own_reduction"]
