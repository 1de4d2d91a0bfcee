"""Flames of the Blood Hand's "if that player would gain life this turn, that
player gains no life instead": a replacement of the life-gain event (CR 614.1a),
kept as a shield on the player for the turn (the cleanup step clears it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.registry import Registry
from ..engine.effect import Effect, Shield
from ..engine.model import Replacement
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

NO_LIFE_GAIN = "no_life_gain"


@dataclass(frozen=True, slots=True)
class NoLifeGainShield(Shield):
    """The player ``player`` gains no life during the turn ``until``."""

    player: int = 0


@dataclass(frozen=True)
class NoLifeGain(Effect):
    """ "If <player> would gain life this turn, that player gains no life
    instead" for the players ``who(game, ctx)`` names (CR 614.1a)."""

    who: Callable[[Game, Context], list[int]]
    key: str = "effect.no_life_gain"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op("shield", shield=NoLifeGainShield(NO_LIFE_GAIN, game.turn_number, player=p))
            for p in self.who(game, ctx)
        ]


def _would_gain_life(game: Game, _obj: Any, op: Op) -> bool:
    return (
        bool(game.shields)
        and op.kind == "life"
        and op["amount"] > 0
        and any(
            isinstance(s, NoLifeGainShield)
            and s.player == op["player"]
            and s.until == game.turn_number
            for s in game.shields
        )
    )


def _gains_nothing(game: Game, op: Op) -> Op:
    return op.retyped(NO_LIFE_GAIN, (NO_LIFE_GAIN,), player=op["player"])


def _no_gain(game: Game, op: Op) -> None:
    """The replaced event: the player gains no life, and no life-gain event
    happens (nothing triggers on it)."""


_NO_GAIN = Replacement("life", _would_gain_life, _gains_nothing, self_only=False, text="No life")


def _life_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    return [((NO_LIFE_GAIN,), _NO_GAIN)] if _would_gain_life(game, None, op) else []


def register(rules: Registry) -> None:
    """The replacement of life gain and the ``no_life_gain`` event."""
    rules.replacements_of("life").register(_life_replacements)
    rules.event_handlers.register(NO_LIFE_GAIN, _no_gain)


__all__ = ["NoLifeGain", "NoLifeGainShield"]
