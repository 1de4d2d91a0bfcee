"""Property: nothing a player is shown names a card that player may not know
(DESIGN guarantee 5; CR 400.2 hidden zones, 701.16 looking and revealing,
708.5 and 708.9 face-down objects).

Seeded random games between the bundled decks (starter, Kamigawa and Onslaught
morph), checked at every decision by the independent checker of
``tests/hidden_info.py`` (its docstring says what a player may know).
"""

from __future__ import annotations

import random

from hidden_info import LANGS, Knowledge, check, check_end, check_log
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from manastack import Action, Game, load_deck

DECKS = (
    "red-green",
    "white-blue",
    "black-red",
    "white-red-samurai",
    "green-black-spirits",
    "onslaught-morph",
)
MAX_DECISIONS = 300


class EagerAgent:
    """A random player that, with probability ``eagerness``, does something
    rather than passing: plays, casts, activates, turns face up whenever it can,
    so hidden cards get looked at, revealed, cast face down and turned face up."""

    DOING = ("play", "cast", "activate", "special")

    def __init__(self, seed: int, eagerness: float) -> None:
        self.rng = random.Random(seed)
        self.eagerness = eagerness

    def choose(self, actions: list[Action]) -> Action:
        doing = [
            a
            for a in actions
            if a.kind in self.DOING and not (a.kind == "activate" and len(a.args) > 2)
        ]  # not mana abilities
        if doing and self.rng.random() < self.eagerness:
            return self.rng.choice(doing)
        return self.rng.choice(actions)


def play_and_check(decks: tuple[str, str], seed: int, eagerness: float) -> None:
    game = Game([load_deck(decks[0]).main, load_deck(decks[1]).main], seed=seed)
    agents = [EagerAgent(seed, eagerness), EagerAgent(seed + 1, eagerness)]
    knowledge = Knowledge(len(game.players))
    for n in range(MAX_DECISIONS):
        new = knowledge.update(game)
        # English at every decision, Italian and French in turn (a third of the cost)
        check(game, knowledge, len(new), ("en", LANGS[1 + n % 2]))
        if any(e.kind in ("look", "reveal") for e in new) and not game.over:
            check_end(game, knowledge)
        if game.over:
            break
        player = game.decision.player
        game.act(agents[player].choose(game.legal_actions()))
    else:
        game.concede(game.decision.player)
        check(game, knowledge, len(knowledge.update(game)))
    check_log(game, knowledge)


# Random exploration seldom looks at a library card just before the game ends or
# has a face-down creature and its morph mana at once; these games do (they
# caught the leaks of the end of the game and of the morph cost described).
@example(decks=("white-red-samurai", "green-black-spirits"), seed=4, eagerness=0.9)
@example(decks=("onslaught-morph", "onslaught-morph"), seed=2, eagerness=0.9)
@settings(
    max_examples=3, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    decks=st.tuples(st.sampled_from(DECKS), st.sampled_from(DECKS)),
    seed=st.integers(0, 2**16),
    eagerness=st.floats(0.0, 1.0),
)
def test_nobody_is_shown_a_card_they_may_not_know(decks, seed, eagerness):
    play_and_check(decks, seed, eagerness)
