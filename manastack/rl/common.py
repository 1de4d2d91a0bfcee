"""What the environments share: decks and opponents from their names, the game
loop that answers single-option decisions, and the observation space."""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Any

from manastack import Action, Agent, Deck, Game, RandomAgent, load_deck
from manastack.core.actions import short_repr
from manastack.players.ai import ComputerAgent

from .encoding import (
    ACTION_SIZE,
    GLOBAL_SIZE,
    MAX_HAND,
    MAX_PERMANENTS,
    MAX_STACK,
    NUM_CARD_IDS,
    Encoder,
)

DeckSpec = str | Deck | Sequence[str]
OpponentSpec = str | Agent | Callable[[dict[str, Any], Sequence[Action]], Action]
OPPONENTS = ("random", "computer")
MAX_GAME_ACTIONS = 20000  # a game this long is cut short (truncated)


def deck_cards(deck: DeckSpec) -> list[str]:
    """The card names of a deck given by bundled name or file-free list
    (:class:`~manastack.DeckError` for an unknown name)."""
    if isinstance(deck, str):
        return [card.name for card in load_deck(deck).main]
    if isinstance(deck, Deck):
        return [card.name for card in deck.main]
    if isinstance(deck, Sequence) and deck and all(isinstance(c, str) for c in deck):
        return list(deck)
    raise ValueError(
        f"a deck is a bundled deck name, a Deck or a list of card names, not {short_repr(deck)}"
    )


class CallableAgent:
    """An agent made of a function ``(view, actions) -> action``."""

    def __init__(self, choose: Callable[[dict[str, Any], Sequence[Action]], Action]) -> None:
        self.choose = choose


def make_opponent(spec: OpponentSpec, seed: int) -> Agent:
    """``"random"``, ``"computer"`` (seeded with ``seed``), an agent (anything with
    ``choose(view, actions)``) or a function ``(view, actions) -> action``."""
    if isinstance(spec, str):
        if spec == "random":
            return RandomAgent(seed)
        if spec == "computer":
            return ComputerAgent(seed)
        raise ValueError(
            f"unknown opponent {spec!r}; use one of {OPPONENTS}, an agent or a function"
        )
    if callable(getattr(spec, "choose", None)):
        return spec  # type: ignore[return-value]
    if callable(spec):
        return CallableAgent(spec)
    raise ValueError(f"an opponent is {OPPONENTS}, an agent or a function, not {spec!r}")


def run_until_asked(
    game: Game,
    seats: Container[int],
    others: Callable[[Game, list[Action]], Action] | None = None,
    skip_single: bool = True,
    stop: Callable[[Game], bool] | None = None,
) -> None:
    """Play on until a decision of one of ``seats`` needs an answer, or the game
    ends; ``others`` answers the decisions of the other seats.

    With ``skip_single``, decisions with exactly one legal action are answered
    with it here: real :meth:`Game.act` calls, so they are in the game's history
    and a saved episode replays exactly.  ``stop(game)`` true also ends the run
    (a cap on a game's length)."""
    while not game.over and (stop is None or not stop(game)):
        decision = game.decision
        assert decision is not None
        actions = game.legal_actions()
        if skip_single and len(actions) == 1:
            game.act(actions[0])
        elif decision.player in seats:
            return
        elif others is None:
            raise ValueError(f"no one answers the decisions of seat {decision.player}")
        else:
            game.act(others(game, actions))


def observation_space(encoder: Encoder) -> Any:
    """The Gymnasium space of an :class:`Encoder`'s arrays."""
    import numpy as np
    from gymnasium import spaces

    n = encoder.max_actions
    cards = NUM_CARD_IDS - 1
    slot = max(MAX_HAND, MAX_PERMANENTS, MAX_STACK)
    inf = 1e6  # finite bounds: no count, life total or amount comes near
    return spaces.Dict(
        {
            "globals": spaces.Box(-inf, inf, (GLOBAL_SIZE,), np.float32),
            "hand": spaces.Box(0, cards, (MAX_HAND,), np.int32),
            "battlefield": spaces.Box(0, cards, (MAX_PERMANENTS,), np.int32),
            "battlefield_features": spaces.Box(
                -inf, inf, encoder.buffers["battlefield_features"].shape, np.float32
            ),
            "stack": spaces.Box(0, cards, (MAX_STACK,), np.int32),
            "stack_features": spaces.Box(0, 1, encoder.buffers["stack_features"].shape, np.float32),
            "graveyards": spaces.Box(0, inf, (2, NUM_CARD_IDS), np.float32),
            "exile": spaces.Box(0, inf, (NUM_CARD_IDS,), np.float32),
            "known_hand": spaces.Box(0, inf, (NUM_CARD_IDS,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
            "action_features": spaces.Box(-inf, inf, (n, ACTION_SIZE), np.float32),
            "action_cards": spaces.Box(0, cards, (n, 2), np.int32),
            "action_slots": spaces.Box(0, slot, (n, 2), np.int32),
        }
    )
