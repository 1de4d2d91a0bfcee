""" "Whenever enchanted land is tapped for mana, its controller adds an
additional <mana>": a triggered mana ability of an Aura (CR 605.1b, 605.4a),
resolved at once through ``RULES.mana_triggers`` (Elvish Guidance)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.registry import Registry
from ..engine.model import Ability
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _once(game: Game, aura: GameObject) -> int:
    return 1


@dataclass(frozen=True)
class EnchantedLandAddsMana(Ability):
    """The Aura's ability: ``mana`` more, ``times(game, aura)`` times (a
    :class:`~manastack.engine.selectors.Count` fits), each time the land it
    enchants is tapped for mana."""

    mana: str
    times: Callable[[Game, GameObject], int] = _once
    text: str = ""


def _enchanted_land_bonus(game: Game, source: int) -> list[Op]:
    """The extra mana the Auras on ``source``, a land tapped for mana, add for
    its controller."""
    land = game.last_known(source)
    if land is None or not land.is_land:
        return []
    ops = []
    for oid in game.battlefield:
        if game.objects[oid].attached_to != source:
            continue
        for ability in game.chars(oid).abilities:
            if isinstance(ability, EnchantedLandAddsMana):
                n = ability.times(game, game.objects[oid])
                if n > 0:
                    ops.append(Op("mana", player=land.controller, mana=ability.mana * n))
    return ops


def register(rules: Registry) -> None:
    """The Auras' triggered mana abilities."""
    rules.mana_triggers.register(_enchanted_land_bonus)


__all__ = ["EnchantedLandAddsMana"]
