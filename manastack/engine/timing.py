"""When spells and abilities may be cast or activated (CR 117.1a, 307.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.registry import RULES

if TYPE_CHECKING:
    from .game import Game

MAIN_PHASES = frozenset({"main1", "main2"})


def in_main_phase_with_empty_stack(game: Game, player: int) -> bool:
    """Sorcery timing (CR 307.1): your main phase, stack empty."""
    return game.active_player == player and game.step in MAIN_PHASES and not game.stack


def may_play_another_land(game: Game, player: int) -> bool:
    """Has the player a land play left this turn: one, and any more that effects
    allow (CR 305.2)?"""
    allowed = 1 + sum(extra(game, player) for extra in RULES.extra_land_plays)
    return game.players[player].lands_played < allowed
