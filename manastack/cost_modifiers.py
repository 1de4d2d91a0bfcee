"""Static abilities that make spells cost more or less (CR 601.2f), such as
"Goblin spells you cast cost {1} less" or "Noncreature spells cost {1} more".

:class:`CostModifier` is the ability; the engine asks :func:`cost_change` through
``rules_hooks.COST_ADJUSTMENTS`` while determining a spell's total cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards.model import Ability
from .rules_hooks import COST_ADJUSTMENTS

if TYPE_CHECKING:
    from .game import Game
    from .objects import Characteristics, GameObject


@dataclass(frozen=True)
class CostModifier(Ability):
    """``amount`` generic mana (negative reduces) for spells whose face matches
    ``spells(face)``; ``yours`` limits it to spells its controller casts."""

    amount: int
    spells: Any
    yours: bool = True
    text: str = ""


# the characteristics map the list below was built from, and the list: rebuilt
# only when characteristics are recomputed (cost checks run for every card in hand)
_index: tuple[Any, list[tuple[Characteristics, CostModifier]]] = (None, [])


def _modifiers(game: Game) -> list[tuple[Characteristics, CostModifier]]:
    global _index
    chars = game.all_chars()
    if _index[0] is not chars:
        found = [(chars[oid], a) for oid in game.battlefield  # static abilities work on
                 for a in chars[oid].abilities if isinstance(a, CostModifier)]  # the battlefield
        _index = (chars, found)
    return _index[1]


def cost_change(game: Game, player: int, obj: GameObject, mode: Any) -> int:
    """The generic mana added to (or taken off) a spell's total cost."""
    change = 0
    for ch, ability in _modifiers(game):
        if (not ability.yours or ch.controller == player) and ability.spells(mode.face):
            change += ability.amount
    return change


COST_ADJUSTMENTS.append(cost_change)

__all__ = ["CostModifier", "cost_change"]
