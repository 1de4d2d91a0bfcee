"""A maximum hand size other than seven: "Your maximum hand size is eight"
(Doctor Octopus, Master Planner).  CR 402.2: a player's maximum hand size is
seven unless an effect sets another; the cleanup step's discard reads it
(CR 514.1) through ``RULES.hand_sizes``.  Effects setting it apply in timestamp
order, so the permanent that came last decides (CR 613.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import Ability

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game


@dataclass(frozen=True)
class MaximumHandSize(Ability):
    """ "Your maximum hand size is <size>"."""

    size: int
    text: str = ""


def _set_by_permanents(game: Game, player: int) -> int | None:
    found: tuple[int, int] | None = None  # (timestamp, size)
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller != player or not ch.may_have(MaximumHandSize):
            continue
        for ability in ch.abilities:
            if isinstance(ability, MaximumHandSize):
                stamp = game.objects[oid].timestamp
                if found is None or stamp >= found[0]:
                    found = (stamp, ability.size)
    return found[1] if found is not None else None


def register(rules: Registry) -> None:
    """Permanents' abilities set their controller's maximum hand size."""
    rules.hand_sizes.register(_set_by_permanents)


__all__ = ["MaximumHandSize"]
