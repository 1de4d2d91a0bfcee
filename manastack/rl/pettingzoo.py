"""The PettingZoo AEC environment: both seats of a game are agents.

>>> from manastack.rl.pettingzoo import env
>>> duel = env(deck="red-green", opponent_deck="white-blue")
>>> duel.reset(seed=1)
>>> for agent in duel.agent_iter():
...     obs, reward, terminated, truncated, info = duel.last()
...     mask = obs["action_mask"]
...     duel.step(None if terminated or truncated else int(mask.nonzero()[0][0]))

Agents ``player_0`` and ``player_1`` are seats 0 and 1.  Each observation is the
:mod:`manastack.rl.encoding` of that agent's own view; its ``action_mask`` marks
the legal action indices (all zero when the decision is not the agent's).  Rewards
are +1 to the winner and -1 to the loser when the game ends.  Single-option
decisions are answered by the environment (``skip_single``, default on) and are
still in the game's history (``env.unwrapped.game``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from manastack import Game, IllegalAction

from .common import MAX_GAME_ACTIONS, DeckSpec, deck_cards, observation_space, run_until_asked
from .encoding import MAX_ACTIONS, Encoder
from .env import ILLEGAL_ACTION

AGENTS = ("player_0", "player_1")


def env(**kwargs: Any) -> DuelAEC:
    """A :class:`DuelAEC` (keyword arguments as there)."""
    return DuelAEC(**kwargs)


class DuelAEC(AECEnv):
    """Both seats of a game as PettingZoo agents.

    Options as for :class:`~manastack.rl.env.DuelEnv`: ``deck`` (seat 0),
    ``opponent_deck`` (seat 1), ``skip_single``, ``mana_window``, ``max_actions``,
    ``max_game_actions`` (then both agents are truncated), ``illegal_action``
    (``"lose"``: an index outside the mask ends the game for both agents, -1 to the
    agent that chose it, and leaves the game as it was; ``"raise"``) and
    ``reuse_buffers``."""

    metadata: dict[str, Any] = {
        "name": "manastack_duel_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        deck: DeckSpec = "red-green",
        opponent_deck: DeckSpec = "white-blue",
        skip_single: bool = True,
        mana_window: bool = True,
        max_actions: int = MAX_ACTIONS,
        max_game_actions: int = MAX_GAME_ACTIONS,
        illegal_action: str = "lose",
        reuse_buffers: bool = False,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if not isinstance(mana_window, bool):
            raise ValueError(f"mana_window must be True or False, not {mana_window!r}")
        if illegal_action not in ILLEGAL_ACTION:
            raise ValueError(
                f"illegal_action must be one of {ILLEGAL_ACTION}, not {illegal_action!r}"
            )
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"unsupported render_mode {render_mode!r}")
        self.decks = [deck_cards(deck), deck_cards(opponent_deck)]
        self.skip_single = skip_single
        self.mana_window = mana_window
        self.max_game_actions = max_game_actions
        self.illegal_action = illegal_action
        self.reuse_buffers = reuse_buffers
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.encoders = [Encoder(max_actions), Encoder(max_actions)]
        space = observation_space(self.encoders[0])
        self.observation_spaces = {a: space for a in AGENTS}
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in AGENTS}
        self._rng = np.random.default_rng()
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; its seed comes from ``seed`` (or the environment's generator)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.game = Game(
            list(self.decks),
            seed=int(self._rng.integers(0, 2**31)),
            mana_window=self.mana_window,
        )
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._play_on()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        seat = AGENTS.index(agent)
        buffers = self.encoders[seat].encode(self.game.view(seat))
        if self.reuse_buffers:
            return buffers
        return {name: array.copy() for name, array in buffers.items()}

    def step(self, action: int | np.integer | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        legal = game.legal_actions()
        index = int(action)
        if not 0 <= index < len(legal):
            message = (
                f"action {index} is not legal: {len(legal)} legal actions (0 to {len(legal) - 1})"
            )
            if self.illegal_action == "raise":
                raise IllegalAction(message)
            self.rewards = {a: -1.0 if a == agent else 0.0 for a in AGENTS}
            self.terminations = {a: True for a in AGENTS}
            self.infos[agent] = {"illegal_action": True}
        else:
            game.act(legal[index])
            self.rewards = {a: 0.0 for a in AGENTS}
            self._play_on()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """``"ansi"``: the last lines of the omniscient game log."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(self.game.log()[-20:])

    def close(self) -> None:
        """Nothing to release."""

    def _play_on(self) -> None:
        game = self.game
        assert game is not None
        limit = self.max_game_actions
        run_until_asked(game, (0, 1), None, self.skip_single, lambda g: len(g.history) >= limit)
        if game.over:
            for seat, agent in enumerate(AGENTS):
                if game.winner is not None:
                    self.rewards[agent] = 1.0 if game.winner == seat else -1.0
                self.terminations[agent] = True
        elif len(game.history) >= limit:
            self.truncations = {a: True for a in AGENTS}
        decision = game.decision
        self.agent_selection = AGENTS[decision.player if decision is not None else 0]
