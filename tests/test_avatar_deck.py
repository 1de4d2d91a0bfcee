"""The bundled ur-lessons deck (Avatar: The Last Airbender): its list, and random
games with it that end without an error and keep the invariants after every
action (as tests/test_random_games.py)."""

import pytest
from invariants import json_round_trip, play_checked

from manastack import Game, load_deck

UR_LESSONS = {
    "Divide by Zero": 2,
    "Dragonfly Swarm": 1,
    "Fire Nation Cadets": 2,
    "First-Time Flyer": 2,
    "Igneous Inspiration": 2,
    "Forecasting Fortune Teller": 1,
    "It'll Quench Ya!": 2,
    "Firebending Lesson": 4,
    "Otter-Penguin": 2,
    "Tiger-Seal": 2,
    "Pop Quiz": 2,
    "Accumulate Wisdom": 2,
    "Island": 9,
    "Mountain": 8,
}


def test_ur_lessons_is_the_listed_deck():
    names = [c.name for c in load_deck("ur-lessons").main]
    assert {n: names.count(n) for n in set(names)} == UR_LESSONS
    assert len(names) == sum(UR_LESSONS.values()) == 41


@pytest.mark.parametrize("block", range(4))
def test_random_ur_lessons_games_keep_invariants(block):
    for seed in range(block * 4, (block + 1) * 4):
        game = Game(
            [load_deck("ur-lessons").main, load_deck("red-green").main][:: 1 - 2 * (seed % 2)],
            seed=seed,
        )
        play_checked(game, seed)
        if seed % 4 == 0:
            json_round_trip(game)
