"""The Gymnasium environment manastack/Duel-v0: Gymnasium's own checks, masks,
determinism under a seed, exact replays with single-option decisions answered
by the environment, the vector environment, bad options refused."""

from __future__ import annotations

import pytest

gym = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import manastack.rl  # noqa: E402, F401  (registers manastack/Duel-v0)
from manastack import Game, IllegalAction  # noqa: E402
from manastack.core.kinds import ActionKind  # noqa: E402
from manastack.rl.env import DuelEnv  # noqa: E402

ENV_ID = "manastack/Duel-v0"


def masked_choice(rng: np.random.Generator, mask: np.ndarray) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


def play_episode(env, seed: int, action_seed: int, max_steps: int = 3000):
    """Observations, rewards and the final game of one episode with random legal actions."""
    rng = np.random.default_rng(action_seed)
    obs, info = env.reset(seed=seed)
    trace = [obs]
    rewards = []
    for _ in range(max_steps):
        obs, reward, terminated, truncated, info = env.step(masked_choice(rng, info["action_mask"]))
        trace.append(obs)
        rewards.append(reward)
        if terminated or truncated:
            break
    return trace, rewards, env.unwrapped.game


def test_gymnasiums_env_checker_passes():
    check_env(gym.make(ENV_ID, deck="red-green", opponent_deck="white-blue").unwrapped)


def test_the_mask_is_the_learners_legal_actions_at_every_step():
    env = gym.make(ENV_ID, deck="white-red-samurai", opponent_deck="green-black-spirits")
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=4)
    for _ in range(400):
        game = env.unwrapped.game
        legal = game.legal_actions()
        assert game.decision.player == info["seat"]
        assert np.array_equal(info["action_mask"], obs["action_mask"])
        assert info["action_mask"].sum() == len(legal) > 1  # single options were answered
        assert [env.unwrapped.action(i) for i in range(len(legal))] == legal
        obs, reward, terminated, truncated, info = env.step(masked_choice(rng, info["action_mask"]))
        if terminated or truncated:
            assert game.over and reward == (1.0 if game.winner == info["seat"] else -1.0)
            break
    else:
        pytest.fail("no episode ended in 400 steps")


def test_episodes_are_deterministic_under_a_seed():
    env = gym.make(ENV_ID, opponent="computer")
    first, rewards_1, game_1 = play_episode(env, seed=9, action_seed=1)
    second, rewards_2, game_2 = play_episode(env, seed=9, action_seed=1)
    assert rewards_1 == rewards_2 and game_1.to_json() == game_2.to_json()
    assert all(np.array_equal(a[k], b[k]) for a, b in zip(first, second, strict=True) for k in a)
    _, _, other = play_episode(env, seed=10, action_seed=1)
    assert other.to_json()["seed"] != game_1.to_json()["seed"]


def test_an_episode_replays_exactly_with_the_single_options_answered():
    env = gym.make(ENV_ID)
    trace, _, game = play_episode(env, seed=3, action_seed=3)
    learner_steps = len(trace) - 1
    assert game.over and len(game.history) > 2 * learner_steps  # answered by the env, recorded
    again = Game.from_json(game.to_json())
    assert again.over and again.winner == game.winner and again.log() == game.log()


def test_single_options_are_asked_when_skipping_is_off():
    env = gym.make(ENV_ID, skip_single=False)
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=2)
    singles = 0
    for _ in range(200):
        singles += int(info["action_mask"].sum()) == 1
        obs, _, terminated, truncated, info = env.step(masked_choice(rng, info["action_mask"]))
        if terminated or truncated:
            break
    assert singles > 10


def test_without_the_mana_window_no_step_offers_it_and_episodes_replay():
    env = gym.make(ENV_ID, mana_window=False)
    rng = np.random.default_rng(5)
    obs, info = env.reset(seed=5)
    for _ in range(3000):
        legal = env.unwrapped.game.legal_actions()
        assert all(a.kind != ActionKind.MANA_ABILITIES for a in legal)
        obs, _, terminated, truncated, info = env.step(masked_choice(rng, info["action_mask"]))
        if terminated or truncated:
            break
    game = env.unwrapped.game
    assert game.over and game.to_json()["mana_window"] is False
    assert Game.from_json(game.to_json()).log() == game.log()


def test_an_illegal_index_loses_or_raises_and_changes_nothing():
    env = gym.make(ENV_ID)
    obs, info = env.reset(seed=1)
    game = env.unwrapped.game
    before = game.to_json()
    illegal = int(info["action_mask"].sum())
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    assert game.to_json() == before and not game.over

    strict = gym.make(ENV_ID, illegal_action="raise")
    obs, info = strict.reset(seed=1)
    before = strict.unwrapped.game.to_json()
    with pytest.raises(IllegalAction, match="not legal"):
        strict.step(int(info["action_mask"].sum()))
    assert strict.unwrapped.game.to_json() == before


def test_reused_buffers_are_the_same_arrays_and_the_default_fresh_ones():
    shared = DuelEnv(reuse_buffers=True)  # not through make: its checker warns, as it should
    first, info = shared.reset(seed=0)
    second, *_ = shared.step(0)
    assert all(first[k] is second[k] for k in first)
    fresh = gym.make(ENV_ID)
    first, info = fresh.reset(seed=0)
    second, *_ = fresh.step(0)
    assert not any(np.shares_memory(first[k], second[k]) for k in first)


def test_opponents_by_name_agent_or_function():
    calls = []

    def first_action(view, actions):
        calls.append(view["you"])
        return actions[0]

    env = gym.make(ENV_ID, opponent=first_action, seat=0)
    obs, info = env.reset(seed=0)
    for _ in range(60):
        obs, _, terminated, truncated, info = env.step(0)
        if terminated or truncated:
            break
    assert calls and set(calls) == {1} and info["seat"] == 0


@pytest.mark.parametrize(
    "options, message",
    [
        ({"opponent": "nobody"}, "unknown opponent"),
        ({"opponent": 3}, "an opponent is"),
        ({"seat": 2}, "seat must be"),
        ({"illegal_action": "ignore"}, "illegal_action"),
        ({"deck": []}, "a deck is"),
        ({"render_mode": "human"}, "render_mode"),
        ({"mana_window": "off"}, "mana_window"),
    ],
)
def test_bad_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        DuelEnv(**options)


def test_the_vector_environment_steps_every_copy():
    envs = gym.make_vec(ENV_ID, num_envs=2, vectorization_mode="sync")
    obs, info = envs.reset(seed=[1, 2])
    assert obs["action_mask"].shape == (2, envs.single_action_space.n)
    rng = np.random.default_rng(0)
    for _ in range(30):
        actions = np.array([masked_choice(rng, m) for m in info["action_mask"]])
        obs, rewards, terminated, truncated, info = envs.step(actions)
        assert all(m.sum() >= 1 for m in info["action_mask"])
    assert not np.array_equal(obs["globals"][0], obs["globals"][1])
    envs.close()


def test_a_vector_of_reused_buffers_allocates_no_observation():
    """Each sub-environment encodes into its own arrays and the vector copies them
    into its batch, the same arrays every step; rows are the sub-games' views."""
    envs = gym.vector.SyncVectorEnv([lambda: DuelEnv(reuse_buffers=True)] * 2, copy=False)
    obs, info = envs.reset(seed=0)
    batch = dict(obs)
    rng = np.random.default_rng(0)
    for _ in range(200):
        # after an episode ends the next action only resets (next-step autoreset)
        actions = [masked_choice(rng, m) if m.any() else 0 for m in info["action_mask"]]
        obs, _, terminated, truncated, info = envs.step(np.array(actions))
        assert all(obs[k] is batch[k] for k in batch)
    for row, env in enumerate(envs.envs):
        fresh = DuelEnv().encoder.encode(env.game.view(env.seat))
        assert all(np.array_equal(obs[k][row], fresh[k]) for k in fresh)
    envs.close()


def test_render_shows_the_learners_log():
    env = gym.make(ENV_ID, render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert "Learner shuffles their library." in text.splitlines()
