"""The OpenSpiel game ``python_manastack`` (registered when this module is imported).

>>> import pyspiel, manastack.rl.openspiel
>>> game = pyspiel.load_game("python_manastack", {"deck": "red-green", "num_seeds": 64})
>>> state = game.new_initial_state()  # a chance node: the seed of the game

* Sequential, imperfect information, zero-sum, terminal rewards (+1, -1; 0 for a
  draw or a game cut short at ``max_game_length`` actions).
* The first node is a chance node choosing the game's seed among ``num_seeds``
  equally likely ones; the seed fixes every shuffle and coin flip of the game
  (a sampled seed stands in for each shuffle's chance node).
* Player actions are indices into the legal actions, as in
  :mod:`manastack.rl.encoding` (``num_distinct_actions`` is ``max_actions``).
  Single-option decisions are answered by the game itself (``skip_single``).
* ``observation_tensor`` and ``information_state_tensor`` are the encoding of the
  player's view (flattened): the view holds the player's whole public and private
  state but not the order of past events, so the tensor is not a perfect-recall
  summary.  ``information_state_string`` is the player's log (every event as they
  saw it) and their view; ``observation_string`` their view alone.
* ``clone()`` copies the game with :meth:`Game.copy`.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from manastack import Game

from .common import deck_cards, run_until_asked
from .encoding import MAX_ACTIONS, Encoder

DEFAULTS: dict[str, Any] = {
    "deck": "red-green",
    "opponent_deck": "white-blue",
    "num_seeds": 1024,
    "max_game_length": 5000,
    "max_actions": MAX_ACTIONS,
    "skip_single": True,
}

GAME_TYPE = pyspiel.GameType(
    short_name="python_manastack",
    long_name="manastack: a Magic: The Gathering duel",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULTS,
)


class ManastackGame(pyspiel.Game):
    """A two-player game between two decks."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        settings = {**DEFAULTS, **(params or {})}
        for key in ("num_seeds", "max_game_length", "max_actions"):
            if settings[key] < 1:
                raise ValueError(f"{key} must be at least 1, not {settings[key]!r}")
        info = pyspiel.GameInfo(
            num_distinct_actions=settings["max_actions"],
            max_chance_outcomes=settings["num_seeds"],
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=settings["max_game_length"],
        )
        super().__init__(GAME_TYPE, info, settings)
        self.decks = [deck_cards(settings["deck"]), deck_cards(settings["opponent_deck"])]
        self.num_seeds: int = settings["num_seeds"]
        self.max_length: int = settings["max_game_length"]
        self.max_actions: int = settings["max_actions"]
        self.skip_single: bool = settings["skip_single"]

    def new_initial_state(self) -> ManastackState:
        return ManastackState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> ManastackObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return ManastackObserver(self.max_actions, perfect_recall)


class _GameBox:
    """Holds the engine game.  OpenSpiel clones a state by deep-copying its
    attributes, which this makes a :meth:`Game.copy`, and pickles states, which
    this makes a replay (:meth:`Game.to_json`)."""

    def __init__(self, game: Game | None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _GameBox:
        return _GameBox(self.game.copy() if self.game is not None else None)

    def __getstate__(self) -> dict[str, Any] | None:
        return self.game.to_json() if self.game is not None else None

    def __setstate__(self, state: dict[str, Any] | None) -> None:
        self.game = Game.from_json(state) if state is not None else None


class ManastackState(pyspiel.State):
    """A state: before the seed is drawn (a chance node), then the engine game."""

    def __init__(self, game: ManastackGame) -> None:
        super().__init__(game)
        self._box = _GameBox(None)

    @property
    def game(self) -> Game | None:
        """The engine game (``None`` before the chance node)."""
        return self._box.game

    def current_player(self) -> int:
        game = self.game
        if game is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        assert game.decision is not None
        return game.decision.player

    def _legal_actions(self, player: int) -> list[int]:
        game = self.game
        if game is None or self.is_terminal() or player != self.current_player():
            return []
        return list(range(len(game.legal_actions())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        n = self.get_game().num_seeds
        return [(seed, 1.0 / n) for seed in range(n)]

    def _apply_action(self, action: int) -> None:
        spec: ManastackGame = self.get_game()
        game = self.game
        if game is None:
            game = Game(list(spec.decks), seed=int(action))
            self._box = _GameBox(game)
        else:
            game.act(game.legal_actions()[action])
        limit = spec.max_length
        run_until_asked(game, (0, 1), None, spec.skip_single, lambda g: len(g.history) >= limit)

    def _action_to_string(self, player: int, action: int) -> str:
        game = self.game
        if player == pyspiel.PlayerId.CHANCE or game is None:
            return f"seed {action}"
        legal = game.legal_actions()
        if self.current_player() == player and 0 <= action < len(legal):
            return f"{action}: {game.describe(legal[action], player)}"  # unique per index
        return f"action {action}"

    def is_terminal(self) -> bool:
        game = self.game
        return game is not None and (game.over or len(game.history) >= self.get_game().max_length)

    def returns(self) -> list[float]:
        game = self.game
        if game is None or not game.over or game.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if game.winner == 0 else [-1.0, 1.0]

    def __str__(self) -> str:
        game = self.game
        return "(seed not drawn)" if game is None else "\n".join(game.log()[-5:])


class ManastackObserver:
    """The encoding of a player's view as one flat tensor, with a named, shaped
    view of each part in :attr:`dict` (OpenSpiel's observer interface)."""

    def __init__(self, max_actions: int, perfect_recall: bool) -> None:
        self.encoder = Encoder(max_actions)
        self.perfect_recall = perfect_recall
        sizes = {name: array.size for name, array in self.encoder.buffers.items()}
        self.tensor = np.zeros(sum(sizes.values()), np.float32)
        self.dict: dict[str, np.ndarray] = {}
        at = 0
        for name, array in self.encoder.buffers.items():
            self.dict[name] = self.tensor[at : at + array.size].reshape(array.shape)
            at += array.size

    def set_from(self, state: ManastackState, player: int) -> None:
        game = state.game
        if game is None:
            self.tensor.fill(0)
            return
        for name, array in self.encoder.encode(game.view(player)).items():
            np.copyto(self.dict[name], array, casting="unsafe")

    def string_from(self, state: ManastackState, player: int) -> str:
        game = state.game
        if game is None:
            return "(seed not drawn)"
        view = json.dumps(game.view(player), sort_keys=True)
        if not self.perfect_recall:
            return view
        return "\n".join([*game.log(player), view])


pyspiel.register_game(GAME_TYPE, ManastackGame)
