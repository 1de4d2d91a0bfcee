"""Paying generic mana equal to a spell's mana value rather than its mana cost:
"You may pay {X} rather than pay the mana cost for Samurai spells you cast,
where X is that spell's mana value" (Kentaro, the Smiling Cat).

The static ability of a permanent gives its controller an alternative cost
(CR 118.9) for the spells a selector describes: a way to cast them (a cast
mode) from any zone they may be cast from (CR 601.3).  Only one alternative
cost may be paid for a spell (CR 118.9a); additional costs and cost increases
still apply (CR 118.9d, 601.2f).  The spell's mana value stays that of its mana
cost (CR 118.9c, 202.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode, may_cast_from_zone
from ..engine.model import Ability
from ..engine.selectors import Selector

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import GameObject

MANA_VALUE_MODE = "mana_value"  # the cast mode's name (CastInfo.how)


@dataclass(frozen=True)
class PayManaValueRatherThanManaCost(Ability):
    """ "You may pay {X} rather than pay the mana cost for <spells> you cast,
    where X is that spell's mana value"."""

    spells: Selector
    text: str = ""


def _prints_it(card: CardDef) -> bool:
    return any(PayManaValueRatherThanManaCost in face.ability_kinds for face in card.faces)


def _grants(game: Game, player: int) -> list[PayManaValueRatherThanManaCost]:
    """The abilities of the permanents ``player`` controls."""
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(PayManaValueRatherThanManaCost):
            found += [a for a in ch.abilities if isinstance(a, PayManaValueRatherThanManaCost)]
    return found


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` for {X} (X its front face's mana value), when a permanent
    of ``player``'s allows it and ``obj`` may be cast from where it is."""
    face = obj.card.faces[0]
    if "Land" in face.types or not game.any_card(_prints_it):
        return []
    grants = _grants(game, player)
    if not grants or not may_cast_from_zone(game, player, obj):
        return []
    if not any(g.spells(game, obj, player) for g in grants):
        return []
    cost = ManaCost.parse(f"{{{face.mana_cost.mana_value}}}")
    return [CastMode(MANA_VALUE_MODE, face, cost, alternative=True)]


def register(rules: Registry) -> None:
    """A way to cast the spells such a permanent names."""
    rules.cast_modes.register(MANA_VALUE_MODE, (_modes, None))


__all__ = ["MANA_VALUE_MODE", "PayManaValueRatherThanManaCost"]
