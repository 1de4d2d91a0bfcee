"""The Gymnasium environment ``manastack/Duel-v0``: one learning seat against an
opponent program.

>>> import gymnasium, manastack.rl
>>> env = gymnasium.make("manastack/Duel-v0", deck="red-green", opponent_deck="white-blue")
>>> obs, info = env.reset(seed=1)
>>> action = int(info["action_mask"].nonzero()[0][0])  # index i: the i-th legal action
>>> obs, reward, terminated, truncated, info = env.step(action)

Observations are :mod:`manastack.rl.encoding` arrays of the learner's view; the
action is an index into the legal actions (``Discrete(max_actions)``), legal where
``info["action_mask"]`` (and ``obs["action_mask"]``) is 1.  The reward is +1 for a
win, -1 for a loss and 0 otherwise, given when the game ends; a game longer than
``max_game_actions`` actions is truncated.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from manastack import Action, Game, IllegalAction, RandomAgent

from .common import (
    MAX_GAME_ACTIONS,
    DeckSpec,
    OpponentSpec,
    deck_cards,
    make_opponent,
    observation_space,
    run_until_asked,
)
from .encoding import MAX_ACTIONS, Encoder

ILLEGAL_ACTION = ("lose", "raise")


class DuelEnv(gym.Env[dict[str, np.ndarray], np.int64]):
    """One seat of a two-player game against ``opponent``.

    * ``deck``, ``opponent_deck``: bundled deck names, :class:`~manastack.Deck`\\ s
      or lists of card names.
    * ``opponent``: ``"random"``, ``"computer"`` (:mod:`manastack.players.ai`), an agent
      (``choose(view, actions)``) or a function ``(view, actions) -> action``.
      Named opponents are reseeded from the environment's seed at each reset.
    * ``seat``: 0 or 1 for the learner's seat, ``None`` (default) to draw it at
      each reset.  ``info["seat"]`` says which it is.
    * ``skip_single`` (default on): decisions with one legal action are answered
      by the environment (recorded in the game's history all the same).
    * ``mana_window`` (default on): off, the game is ``Game(mana_window=False)``:
      mana abilities are activated only while paying a cost, as in managym, a
      smaller action space and shorter episodes (see :class:`~manastack.Game`).
    * ``illegal_action``: what an index outside the mask does: ``"lose"``
      (default) ends the episode with reward -1 and leaves the game as it was
      (``info["illegal_action"]`` is True); ``"raise"`` raises
      :class:`~manastack.IllegalAction` and changes nothing.
    * ``reuse_buffers``: return the encoder's own arrays (no allocation at all;
      they change at the next step, so copy what you keep) instead of a fresh
      copy per step (the default, which Gymnasium's contract asks for).

    The game is ``env.unwrapped.game``: ``game.to_json()`` replays the episode.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        deck: DeckSpec = "red-green",
        opponent_deck: DeckSpec = "white-blue",
        opponent: OpponentSpec = "random",
        seat: int | None = None,
        skip_single: bool = True,
        mana_window: bool = True,
        max_actions: int = MAX_ACTIONS,
        max_game_actions: int = MAX_GAME_ACTIONS,
        illegal_action: str = "lose",
        reuse_buffers: bool = False,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (None, 0, 1) or isinstance(seat, bool):
            raise ValueError(f"seat must be 0, 1 or None, not {seat!r}")
        if not isinstance(mana_window, bool):
            raise ValueError(f"mana_window must be True or False, not {mana_window!r}")
        if illegal_action not in ILLEGAL_ACTION:
            raise ValueError(
                f"illegal_action must be one of {ILLEGAL_ACTION}, not {illegal_action!r}"
            )
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"unsupported render_mode {render_mode!r}")
        self.decks = (deck_cards(deck), deck_cards(opponent_deck))
        self.opponent = make_opponent(opponent, 0)  # refuses a bad opponent now, not at reset
        self.opponent_spec = opponent
        self.seat_choice = seat
        self.skip_single = skip_single
        self.mana_window = mana_window
        self.max_game_actions = max_game_actions
        self.illegal_action = illegal_action
        self.reuse_buffers = reuse_buffers
        self.render_mode = render_mode
        self.encoder = Encoder(max_actions)
        self.observation_space = observation_space(self.encoder)
        self.action_space = spaces.Discrete(max_actions)
        self.game: Game | None = None
        self.seat = 0
        self._opponent_views = not isinstance(self.opponent, RandomAgent)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """A new game: its seed, the learner's seat and a named opponent's seed
        come from the environment's random generator (seeded by ``seed``)."""
        super().reset(seed=seed)
        rng = self.np_random
        game_seed, opponent_seed = (int(x) for x in rng.integers(0, 2**31, size=2))
        self.seat = int(rng.integers(0, 2)) if self.seat_choice is None else self.seat_choice
        if isinstance(self.opponent_spec, str):
            self.opponent = make_opponent(self.opponent_spec, opponent_seed)
            self._opponent_views = not isinstance(self.opponent, RandomAgent)
        decks = self.decks if self.seat == 0 else self.decks[::-1]
        names = ["Learner", "Opponent"] if self.seat == 0 else ["Opponent", "Learner"]
        self.game = Game(list(decks), seed=game_seed, names=names, mana_window=self.mana_window)
        self._play_on()
        obs = self._observe()
        return obs, self._info(obs)

    def step(
        self, action: int | np.integer
    ) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        game = self.game
        if game is None:
            raise RuntimeError("call reset() before step()")
        if game.over:
            raise RuntimeError("the episode has ended; call reset()")
        legal = game.legal_actions()
        index = int(action)
        if not 0 <= index < len(legal):
            message = (
                f"action {index} is not legal: {len(legal)} legal actions (0 to {len(legal) - 1})"
            )
            if self.illegal_action == "raise":
                raise IllegalAction(message)
            obs = self._observe()
            return obs, -1.0, True, False, self._info(obs, illegal_action=True)
        game.act(legal[index])
        self._play_on()
        reward = 0.0
        if game.over and game.winner is not None:
            reward = 1.0 if game.winner == self.seat else -1.0
        truncated = not game.over and len(game.history) >= self.max_game_actions
        obs = self._observe()
        return obs, reward, game.over, truncated, self._info(obs)

    def render(self) -> str | None:
        """``"ansi"``: the last lines of the game log, as the learner may read it."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(self.game.log(self.seat)[-20:])

    def action(self, index: int) -> Action:
        """The engine action that ``index`` stands for now."""
        assert self.game is not None
        return self.game.legal_actions()[index]

    # -------------------------------------------------------------- internals
    def _play_on(self) -> None:
        assert self.game is not None
        limit = self.max_game_actions

        def opponent(game: Game, actions: Sequence[Action]) -> Action:
            view = game.view(1 - self.seat) if self._opponent_views else {}
            return self.opponent.choose(view, actions)

        run_until_asked(
            self.game,
            (self.seat,),
            opponent,
            self.skip_single,
            lambda game: len(game.history) >= limit,
        )

    def _observe(self) -> dict[str, np.ndarray]:
        assert self.game is not None
        buffers = self.encoder.encode(self.game.view(self.seat))
        if self.reuse_buffers:
            return buffers
        return {name: array.copy() for name, array in buffers.items()}

    def _info(self, obs: dict[str, np.ndarray], illegal_action: bool = False) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "illegal_action": illegal_action,
            "action_mask": obs["action_mask"],
        }
