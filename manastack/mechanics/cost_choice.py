"""A choice between additional costs: "As an additional cost to cast this spell,
discard a card or pay {2}" (Pumpkin Bombardment).

The choice is made as the spell is cast, when its total cost is determined
(CR 601.2b, 601.2f), so each option is a way to cast the card: a cast mode per
option, ``Action("cast", (card, "additional_cost_1"))`` for the first,
``"additional_cost_2"`` for the second.  The card has no way to be cast without
one of them (the normal way is forbidden), and the chosen option is paid with
the rest of the cost (CR 601.2g-h).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.memo import per_object
from ..engine.casting import CastMode, may_cast_from_zone
from ..engine.model import Ability, Cost
from ..engine.objects import GameObject

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

PREFIX = "additional_cost_"  # the cast modes: additional_cost_1, additional_cost_2...


@dataclass(frozen=True)
class AdditionalCostChoice(Ability):
    """ "As an additional cost to cast this spell, <option> or <option>"."""

    options: tuple[Cost, ...]
    text: str = ""


_OPTIONS: dict[int, tuple[Any, Any]] = {}


def _options_of(card: Any) -> tuple[Cost, ...]:
    return per_object(_OPTIONS, card, _printed_options)


def _printed_options(card: Any) -> tuple[Cost, ...]:
    for ability in card.faces[0].abilities:
        if isinstance(ability, AdditionalCostChoice):
            return ability.options
    return ()


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Each option is a way to cast the card from wherever it may be cast for its
    mana cost."""
    options = _options_of(obj.card)
    if not options or not may_cast_from_zone(game, player, obj):
        return []
    face = obj.card.faces[0]
    return [
        CastMode(f"{PREFIX}{i}", face, face.mana_cost, mode_costs=(option,))
        for i, option in enumerate(options, start=1)
    ]


def _has_options(card: Any) -> bool:
    return bool(_options_of(card))


def _only_with_a_choice(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    """Without one of the options the card can't be cast (CR 601.2f)."""
    return bool(mode.name == "normal" and _options_of(obj.card))


def register(rules: Registry) -> None:
    """A way to cast for each option, and none without one."""
    rules.cast_modes.register("additional_cost_choice", (_modes, _has_options))
    rules.cast_restrictions.register(_only_with_a_choice)


__all__ = ["PREFIX", "AdditionalCostChoice"]
