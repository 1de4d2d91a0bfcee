"""Seeded random games of the bundled decks, stopped at some decision, for the
property tests (Kamigawa and morph decks included, so that decisions in the
middle of paying a cost or of resolving a spell come up)."""

from __future__ import annotations

from functools import cache

from hypothesis import strategies as st

from manastack import Game, RandomAgent, load_deck
from manastack.cards.deck import bundled_decks

PAIRS = [
    ("red-green", "white-blue"),
    ("white-red-samurai", "green-black-spirits"),
    ("onslaught-morph", "black-red"),
    ("green-black-spirits", "onslaught-morph"),
    ("gw-allies", "gw-allies"),
    ("onslaught-goblins", "onslaught-elves"),
    ("ur-lessons", "white-blue"),
    ("ug-bending", "gw-airbend-sagas"),
    ("kamigawa-ninjas", "kamigawa-arcane"),
    ("spm-heroes", "spm-villains"),
]
assert {d for pair in PAIRS for d in pair} == set(bundled_decks())


@cache
def _decks(name: str) -> tuple:
    return tuple(load_deck(name).main)


def play(pair: tuple[str, str], seed: int, steps: int) -> Game:
    """The game of ``pair`` with ``seed`` after ``steps`` random actions (or at
    its end, if it ends sooner)."""
    game = Game([_decks(pair[0]), _decks(pair[1])], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        if game.over:
            break
        game.act(agent.choose({}, game.legal_actions()))
    return game


games = st.builds(play, st.sampled_from(PAIRS), st.integers(0, 10_000), st.integers(0, 400))
