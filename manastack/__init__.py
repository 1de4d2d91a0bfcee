"""manastack: a Magic: The Gathering rules engine.

The engine stops at every decision and never calls a player::

    from manastack import Game, load_deck, RandomAgent

    game = Game([load_deck("red-green").main, load_deck("white-blue").main], seed=7)
    agent = RandomAgent(seed=1)
    while not game.over:
        game.act(agent.choose(game.view(game.decision.player), game.legal_actions()))
    print(game.winner, game.log()[-1])
"""

from .cards import UnknownCard, all_cards, get_card
from .cards.deck import Deck, DeckError, load_deck, load_deck_file, load_deck_text
from .core.registry import RULES
from .engine.game import Action, Decision, Game, GameOver, IllegalAction
from .engine.saves import SaveError, snapshot
from .mechanics import register_all
from .players.agents import Agent, RandomAgent

__all__ = [
    "Action",
    "Agent",
    "Deck",
    "DeckError",
    "Decision",
    "Game",
    "GameOver",
    "IllegalAction",
    "RandomAgent",
    "SaveError",
    "UnknownCard",
    "all_cards",
    "get_card",
    "load_deck",
    "load_deck_file",
    "load_deck_text",
    "snapshot",
]
__version__ = "0.4.0.dev0"

# Assemble the rules, once: the card language's and the mechanics' extension points,
# and the card pool games are built from (ARCHITECTURE.md, "The registry").
register_all(RULES)
RULES.set_card_lookup(get_card)
