"""The bundled ug-bending and gw-airbend-sagas decks: 40 cards each, every card
in the pool, and random games with them that end without an error and keep the
invariants after every action (as tests/test_random_games.py)."""

import pytest
from invariants import json_round_trip, play_checked

from manastack import Game, load_deck

DECKS = ("ug-bending", "gw-airbend-sagas")


@pytest.mark.parametrize("name", DECKS)
def test_deck_has_40_cards_and_shows_its_theme(name):
    deck = load_deck(name).main
    assert len(deck) == 40
    text = " ".join(c.faces[0].text.lower() for c in deck)
    themes = {"ug-bending": ("waterbend", "earthbend"), "gw-airbend-sagas": ("airbend", "lore")}
    for word in themes[name]:
        assert text.count(word) >= 4, word


@pytest.mark.parametrize("seed", range(6))
def test_random_bending_games_keep_invariants(seed):
    game = Game(
        [load_deck(DECKS[0]).main, load_deck(DECKS[1]).main][:: 1 - 2 * (seed % 2)], seed=seed
    )
    play_checked(game, seed)
    if seed % 3 == 0:
        json_round_trip(game)
