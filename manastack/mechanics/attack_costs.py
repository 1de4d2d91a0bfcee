"""Costs to attack (CR 508.1g-h): "Creatures can't attack you unless their
controller pays {N} for each creature they control that's attacking you"
(Ghostly Prison).

Such a permanent has :class:`AttackTax`.  As attackers are declared, a creature
may be declared as attacking its controller only while the whole attack's cost
stays payable with the attackers tapped (CR 508.1g, 508.1f); once the
declaration is done the active player pays it (CR 508.1h).  A creature that
"attacks each combat if able" isn't obliged to pay (CR 508.1d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import Ability

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef


@dataclass(frozen=True)
class AttackTax(Ability):
    """ "Creatures can't attack you unless their controller pays {``generic``}
    for each creature they control that's attacking you"."""

    generic: int
    text: str = ""


def _prints_attack_tax(card: CardDef) -> bool:
    return any(AttackTax in face.ability_kinds for face in card.faces)


def _rate(game: Game, defender: int) -> int:
    """The generic mana per creature attacking ``defender`` that the
    permanents ``defender`` controls ask."""
    total = 0
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == defender:
            total += sum(a.generic for a in ch.abilities if isinstance(a, AttackTax))
    return total


def register(rules: Registry) -> None:
    """Attack costs are asked while attackers are declared (CR 508.1g)."""
    rules.attack_costs.register(_rate, needs=_prints_attack_tax)


__all__ = ["AttackTax"]
