"""Static abilities that make spells cost more or less (CR 601.2f), such as
"Goblin spells you cast cost {1} less", "Noncreature spells cost {1} more" or
"Spells you cast cost {W}{U}{B}{R}{G} less".

:class:`CostModifier` is the ability; the engine asks :func:`cost_change` through
``RULES.cost_adjustments`` and :func:`cost_reduction` through ``RULES.cost_reductions``
(:mod:`manastack.core.registry`) while determining a spell's total cost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.mana import EMPTY_COST, ManaCost
from ..core.registry import Registry
from ..engine.model import Ability, CardDef

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


@dataclass(frozen=True)
class CostModifier(Ability):
    """``amount`` generic mana (negative reduces) for spells whose face matches
    ``spells(face)``; ``yours`` limits it to spells its controller casts;
    ``active(game, player)``, when given, is the condition the ability works
    under ("as long as there are three or more Lesson cards in your graveyard").
    ``reduction`` is a reduction by mana symbols ("cost {W}{U}{B}{R}{G} less",
    CR 118.7b-c), taken off after the generic changes."""

    amount: int
    spells: Any
    yours: bool = True
    text: str = ""
    active: Callable[[Game, int], bool] | None = None
    reduction: str = ""


def _find_modifiers(
    game: Game, chars: dict[int, Characteristics]
) -> list[tuple[Characteristics, CostModifier]]:
    """Cost modifiers of permanents (static abilities work on the battlefield);
    found again only when the permanents or their characteristics change
    (Game.derived), since cost checks run for every card in hand."""
    return [
        (ch, a)
        for ch in map(chars.__getitem__, game.battlefield)
        if ch.may_have(CostModifier)
        for a in ch.abilities
        if isinstance(a, CostModifier)
    ]


def _applies(
    game: Game, player: int, mode: Any, ch: Characteristics, ability: CostModifier
) -> bool:
    """Does ``ability`` (of a permanent with characteristics ``ch``) apply to
    ``player`` casting ``mode``'s face?"""
    return (
        (not ability.yours or ch.controller == player)
        and ability.spells(mode.face)
        and (ability.active is None or ability.active(game, ch.controller))
    )


def cost_change(game: Game, player: int, obj: GameObject, mode: Any) -> int:
    """The generic mana added to (or taken off) a spell's total cost."""
    return sum(
        ability.amount
        for ch, ability in game.derived("cost_modifiers", _find_modifiers)
        if ability.amount and _applies(game, player, mode, ch, ability)
    )


def cost_reduction(game: Game, player: int, obj: GameObject, mode: Any) -> ManaCost:
    """The mana symbols a spell's total cost is reduced by (CR 118.7b-c)."""
    total = EMPTY_COST
    for ch, ability in game.derived("cost_modifiers", _find_modifiers):
        if ability.reduction and _applies(game, player, mode, ch, ability):
            reduction = ManaCost.parse(ability.reduction)
            total = reduction if total.is_empty() else total.plus(reduction)
    return total


def _prints_reduction(card: CardDef) -> bool:
    """Does the card reduce costs by mana symbols (Aang, Master of Elements)?"""
    return any(
        isinstance(a, CostModifier) and a.reduction for face in card.faces for a in face.abilities
    )


def register(rules: Registry) -> None:
    """The engine asks :func:`cost_change` and :func:`cost_reduction` for every
    spell's total cost (the second only in games with a card that reduces by symbols)."""
    rules.cost_adjustments.register(cost_change)
    rules.cost_reductions.register(cost_reduction, needs=_prints_reduction)


__all__ = ["CostModifier", "cost_change", "cost_reduction"]
