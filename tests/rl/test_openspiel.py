"""The OpenSpiel game python_manastack: OpenSpiel's random-simulation test, MCTS
with random rollouts, clones through Game.copy, pickling as a replay, and
observations of one player that hide what is hidden from them."""

from __future__ import annotations

import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import manastack.rl.openspiel  # noqa: E402, F401  (registers python_manastack)


def load(**params):
    return pyspiel.load_game("python_manastack", {"num_seeds": 8, **params})


def test_openspiels_random_simulation_test_passes():
    # games cut at 150 actions keep it quick; the cut is a terminal state (a draw)
    pyspiel.random_sim_test(load(max_game_length=150), num_sims=2, serialize=False, verbose=False)


def test_the_first_node_draws_the_seed():
    state = load().new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(8)) and sum(p for _, p in outcomes) == 1.0
    state.apply_action(5)
    assert state.game.seed == 5 and state.current_player() in (0, 1)


def test_mcts_with_random_rollouts_plays_it():
    from open_spiel.python.algorithms import mcts

    game = load(max_game_length=400)  # rollouts cut at 400 actions: quick
    rollouts = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2.0, 3, rollouts, random_state=np.random.RandomState(1))
    state = game.new_initial_state()
    state.apply_action(2)
    for _ in range(4):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert len(state.game.history) >= 4


def test_a_clone_is_independent_and_a_pickle_is_a_replay():
    state = load().new_initial_state()
    state.apply_action(1)
    clone = state.clone()
    before = state.game.to_json()
    clone.apply_action(clone.legal_actions()[-1])
    assert state.game.to_json() == before and clone.game.to_json() != before
    again = pickle.loads(pickle.dumps(clone))
    assert again.game.to_json() == clone.game.to_json()


def test_the_tensor_is_the_players_view_and_differs_between_players():
    game = load()
    state = game.new_initial_state()
    state.apply_action(3)
    while state.current_player() == 0 and len(state.game.history) < 20:
        state.apply_action(state.legal_actions()[0])
    mine, theirs = state.observation_tensor(0), state.observation_tensor(1)
    assert len(mine) == game.observation_tensor_size() and mine != theirs
    assert state.information_state_string(0).startswith("Player 1 shuffles")
    assert '"hand":' in state.observation_string(0)
