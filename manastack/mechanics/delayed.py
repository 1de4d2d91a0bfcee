"""Creating delayed triggered abilities during resolution (CR 603.7a), e.g.
Initiate of Blood's "When that creature dies this turn, flip this creature"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..ops import Op
from ..perform import register_handler

if TYPE_CHECKING:
    from ..game import Game


def create_delayed(condition: Any, ability: Any, controller: int, source: int,
                   one_shot: bool = True) -> Op:
    """The event of creating a delayed trigger; ``game.delayed`` holds
    ``(condition, ability, controller, source, one_shot)`` (CR 603.7c)."""
    return Op("delayed", trigger=(condition, ability, controller, source, one_shot))


def _add_delayed(game: Game, op: Op) -> None:
    game.delayed.append(op["trigger"])
    game.touch_status()


register_handler("delayed", _add_delayed)

__all__ = ["create_delayed"]
