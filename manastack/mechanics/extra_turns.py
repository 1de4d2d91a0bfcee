"""Extra turns (CR 500.7) and additional phases (CR 500.8).

"Take an extra turn after this one" adds a turn for that player directly after
the current turn.  Extra turns are kept in ``Game.extra_turns``, and the one
created most recently is taken first (CR 500.7); the turn structure reads them
when a turn ends.

"After this phase, there is an additional combat phase [followed by an
additional main phase]" (Aggravated Assault, Godo) notes the phases in the turn
log, to follow the step that ends the current phase; the turn structure runs
them when that step ends, the most recently created first (CR 500.8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.ops import Op
from ..engine.turn import ADDITIONAL_PHASES, phase_end
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


@dataclass(frozen=True)
class AdditionalPhases(Effect):
    """ "After this phase, there is an additional <phases>": ``("combat",)``
    or ``("combat", "main")`` (CR 500.8, 505.1a)."""

    phases: tuple[str, ...]
    key: str = "effect.additional_phases"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op(ADDITIONAL_PHASES, after=phase_end(game.step), phases=self.phases)]


def _additional_phases(game: Game, op: Op) -> None:
    requests = game.turn_log.setdefault(ADDITIONAL_PHASES, [])
    requests.append((op["after"], tuple(op["phases"])))


def register(rules: Registry) -> None:
    """Adding an extra turn or additional phases is an event."""
    rules.event_handlers.register("extra_turn", _extra_turn)
    rules.event_handlers.register(ADDITIONAL_PHASES, _additional_phases)


__all__ = ["AdditionalPhases", "TakeExtraTurn"]
