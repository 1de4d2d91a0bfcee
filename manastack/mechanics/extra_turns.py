"""Extra turns (CR 500.7).

"Take an extra turn after this one" adds a turn for that player directly after
the current turn.  Extra turns are kept in ``Game.extra_turns``, and the one
created most recently is taken first (CR 500.7); the turn structure reads them
when a turn ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.ops import Op
from ..language.effects import YOU, Effect, players_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class TakeExtraTurn(Effect):
    """ "<Player> takes an extra turn after this one" (by default, "you")."""

    who: Any = YOU
    key: str = "effect.extra_turn"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op("extra_turn", player=p) for p in players_for(self.who, game, ctx, part)]


def _extra_turn(game: Game, op: Op) -> None:
    player = op["player"]
    game.extra_turns = (*game.extra_turns, player)
    game.emit(EventKind.EXTRA_TURN, player=player)


def register(rules: Registry) -> None:
    """Adding an extra turn is an event."""
    rules.event_handlers.register("extra_turn", _extra_turn)


__all__ = ["TakeExtraTurn"]
