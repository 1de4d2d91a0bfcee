"""Random play: many seeded games between random agents end without an error and
keep the invariants after every action (DESIGN: random play is a test too)."""

import random

import pytest
from invariants import copy_matches, json_round_trip, view_hides, zones_consistent

from manastack import Game, RandomAgent, load_deck

DECKS = ["red-green", "white-blue", "black-red"]
GAMES = 300


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_invariants(block):
    per_block = GAMES // 10
    for seed in range(block * per_block, (block + 1) * per_block):
        game = Game([load_deck(DECKS[seed % 3]).main, load_deck(DECKS[(seed + 1) % 3]).main],
                    seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
        checks = random.Random(seed)
        while not game.over:
            actions = game.legal_actions()
            assert actions
            zones_consistent(game)
            if checks.random() < 0.02:
                view_hides(game, 0)
                view_hides(game, 1)
            if checks.random() < 0.01:
                copy_matches(game)
            game.act(agents[game.decision.player].choose({}, actions))
        assert game.winner in (0, 1, None)
        if seed % 10 == 0:
            json_round_trip(game)
