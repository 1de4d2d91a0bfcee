"""Random play between the two bundled Kamigawa decks: games end without an error
and keep the invariants after every action (as tests/test_random_games.py)."""

import random

import pytest
from invariants import json_round_trip, play_checked

from manastack import Game, load_deck

DECKS = ["white-red-samurai", "green-black-spirits"]
BLOCKS = 8
PER_BLOCK = 5


def test_kamigawa_decks_are_legal_40_card_decks():
    for name in DECKS:
        deck = load_deck(name)
        names = [c.name for c in deck.main]
        assert len(names) == 40
        counts = {n: names.count(n) for n in set(names)}
        assert all(
            c <= 4
            for n, c in counts.items()
            if n not in ("Plains", "Island", "Swamp", "Mountain", "Forest")
        )


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_kamigawa_games_keep_invariants(block):
    for seed in range(block * PER_BLOCK, (block + 1) * PER_BLOCK):
        game = Game(
            [load_deck(DECKS[seed % 2]).main, load_deck(DECKS[(seed + 1) % 2]).main], seed=seed
        )
        play_checked(game, seed)
        if seed % 5 == 0:
            json_round_trip(game)


@pytest.mark.parametrize("block", range(4))
def test_random_games_with_random_decks_from_the_whole_pool(block):
    """Random 40-card piles from every card in the pool (all the Kamigawa cards,
    Clone, Tooth and Nail...), so cards outside the bundled decks get played too."""
    from manastack.cards import all_cards

    pool = sorted(
        c.name
        for c in all_cards()
        if "Land" not in c.front.types and not c.name.startswith("Test ")
    )
    basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    for seed in range(1000 + block * 3, 1000 + (block + 1) * 3):
        pick = random.Random(seed)
        decks = [
            [pick.choice(pool) for _ in range(26)] + [pick.choice(basics) for _ in range(14)]
            for _ in range(2)
        ]
        game = Game(decks, seed=seed)
        play_checked(game, seed)
        json_round_trip(game)
