"""A card's own limit on when it may be cast: "You can't cast this spell during
your first, second, or third turns of the game" (Spider-Man 2099's From the
Future).  Such an ability restricts how its card may be cast, so it works in
every zone the card could be cast from (CR 113.6e); the engine asks it through
``RULES.cast_restrictions`` (CR 601.2, 601.3).
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
class CantCastIf(Ability):
    """ "You can't cast this spell <when>": ``forbids(game, player)``."""

    forbids: Callable[[Game, int], bool]
    text: str = ""


def during_your_first_turns(n: int) -> Callable[[Game, int], bool]:
    """ "During your first, second, ... (n) turns of the game": it is the
    player's turn and one of their first ``n``."""

    def test(game: Game, player: int) -> bool:
        return game.active_player == player and game.players[player].turns_taken <= n

    return test


def played_or_cast_not_from_hand(game: Game, player: int) -> bool:
    """ "If you've played a land or cast a spell this turn from anywhere other
    than your hand" (the turn's record of such plays and casts)."""
    return player in game.turn_log.get("not_from_hand", ())


def _forbidden(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    if CantCastIf not in mode.face.ability_kinds:
        return False
    return any(
        isinstance(ability, CantCastIf) and ability.forbids(game, player)
        for ability in mode.face.abilities
    )


def register(rules: Registry) -> None:
    """The engine asks each spell's own limits before it may be cast."""
    rules.cast_restrictions.register(_forbidden)


__all__ = ["CantCastIf", "during_your_first_turns", "played_or_cast_not_from_hand"]
