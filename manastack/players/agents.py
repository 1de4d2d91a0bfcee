"""Agents: anything that, given a player's view and the legal actions, picks one.

The engine never calls an agent; a runner asks the agent whose decision it is.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..engine.game import Action, Game


class Agent(Protocol):
    """The one interface every player program shares."""

    def choose(self, view: dict[str, Any], actions: Sequence[Action]) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions (its own seeded RNG)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def choose(self, view: dict[str, Any], actions: Sequence[Action]) -> Action:
        # random() scaled down is uniform to within 2**-53 and much cheaper
        # than randrange, which this is called for at every decision
        return actions[int(self._random() * len(actions))]


def play_game(
    game: Game, agents: Sequence[Agent], max_actions: int = 20000, use_views: bool = True
) -> Game:
    """Run a game to the end, asking the agent whose decision it is.

    ``use_views=False`` skips building views (for agents that ignore them)."""
    for _ in range(max_actions):
        if game.over:
            return game
        decision = game.decision
        assert decision is not None
        actions = game.legal_actions()
        view = game.view(decision.player) if use_views else {}
        game.act(agents[decision.player].choose(view, actions))
    raise RuntimeError(f"the game did not end within {max_actions} actions")
