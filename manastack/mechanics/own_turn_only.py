""" "Players can cast spells only during their own turns" (Dosan the Falling
Leaf): a static ability that forbids casting a spell while it is not the
caster's turn (CR 101.2: a "can't" beats a permission such as flash)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.model import Ability

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class CastOnlyOnOwnTurn(Ability):
    """ "Players can cast spells only during their own turns"."""

    text: str = "Players can cast spells only during their own turns."


def _not_your_turn(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    if player == game.active_player:
        return False
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.may_have(CastOnlyOnOwnTurn) and any(
            isinstance(a, CastOnlyOnOwnTurn) for a in ch.abilities
        ):
            return True
    return False


def register(rules: Registry) -> None:
    """The casting restriction."""
    rules.cast_restrictions.register(_not_your_turn)


__all__ = ["CastOnlyOnOwnTurn"]
