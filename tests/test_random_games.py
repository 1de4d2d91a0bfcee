"""Random play: many seeded games between random agents end without an error and
keep the invariants after every action (DESIGN: random play is a test too)."""

import pytest
from invariants import json_round_trip, play_checked

from manastack import Game, load_deck

DECKS = ["red-green", "white-blue", "black-red"]
GAMES = 300


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_invariants(block):
    per_block = GAMES // 10
    for seed in range(block * per_block, (block + 1) * per_block):
        game = Game(
            [load_deck(DECKS[seed % 3]).main, load_deck(DECKS[(seed + 1) % 3]).main], seed=seed
        )
        play_checked(game, seed)
        if seed % 10 == 0:
            json_round_trip(game)
