"""The PettingZoo AEC environment: PettingZoo's api_test and seed_test, masks per
agent equal to that agent's legal actions, rewards at the end, exact replays."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from manastack import Game  # noqa: E402
from manastack.core.kinds import ActionKind  # noqa: E402
from manastack.rl.pettingzoo import AGENTS, env  # noqa: E402


# The agent not deciding has no legal action: its mask is all zeros by design;
# observations are dictionaries of arrays (the encoding), not one array.
@pytest.mark.filterwarnings("ignore:Action mask numpy array is all zeros")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
def test_pettingzoos_api_test_passes():
    # 1500 cycles of two agents: whole games, their ends and the agents' removal
    api_test(env(deck="white-red-samurai", opponent_deck="green-black-spirits"), num_cycles=1500)


def test_pettingzoos_seed_test_passes():
    seed_test(env, num_cycles=300)


def test_each_agent_sees_its_own_mask_and_the_game_ends_with_rewards():
    duel = env()
    duel.reset(seed=5)
    rng = np.random.default_rng(5)
    final = {}
    for agent in duel.agent_iter(5000):
        obs, reward, terminated, truncated, info = duel.last()
        if terminated or truncated:
            final[agent] = reward
            duel.step(None)
            continue
        game = duel.game
        seat = AGENTS.index(agent)
        assert game.decision.player == seat
        assert obs["action_mask"].sum() == len(game.legal_actions()) > 1
        other = duel.observe(AGENTS[1 - seat])
        assert not other["action_mask"].any()
        duel.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    game = duel.game
    assert game.over and not duel.agents
    assert final == {a: 1.0 if seat == game.winner else -1.0 for seat, a in enumerate(AGENTS)}
    assert Game.from_json(game.to_json()).log() == game.log()


def test_an_illegal_index_ends_the_game_for_both_and_changes_nothing():
    duel = env()
    duel.reset(seed=1)
    agent = duel.agent_selection
    before = duel.game.to_json()
    duel.step(int(duel.observe(agent)["action_mask"].sum()))
    assert duel.game.to_json() == before
    assert all(duel.terminations.values()) and duel.rewards[agent] == -1.0


def test_without_the_mana_window_neither_agent_is_offered_it():
    duel = env(mana_window=False)
    duel.reset(seed=6)
    rng = np.random.default_rng(6)
    for _agent in duel.agent_iter(5000):
        obs, _, terminated, truncated, _ = duel.last()
        if terminated or truncated:
            duel.step(None)
            continue
        assert all(a.kind != ActionKind.MANA_ABILITIES for a in duel.game.legal_actions())
        duel.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert duel.game.over and duel.game.to_json()["mana_window"] is False
    with pytest.raises(ValueError, match="mana_window"):
        env(mana_window=1)
