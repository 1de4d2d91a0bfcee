"""Seat-balanced matches between two agents, with Wilson confidence intervals.

``manastack evaluate A B --games N [--seed S] [--deck D] [--opponent-deck D]
[--ladder]`` plays ``N`` games (``N`` even): for each seed ``S, S+1, ...``, one game
with agent A in seat 0 and one with A in seat 1, each agent keeping its deck and
its own seeded random generator, so that neither the seat nor the shuffles favour
either side.  Agents are ``random``, ``computer`` or ``module:factory`` (a
callable taking a seed and returning an agent, e.g. a class).

The sanity ladder (``--ladder``) also plays random against random (at least 200
games), which must land in 40-60 % (else the harness is biased: the exit code is
then 1), and each agent other than random against random.
Needs no extra package.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from manastack import Agent, Game, RandomAgent, load_deck
from manastack.programs.simulate import AGENTS, wilson

AgentFactory = Callable[[int], Agent]
MAX_GAME_ACTIONS = 50000
SANE = (0.4, 0.6)  # where random against random must land
LADDER_GAMES = 200  # games of random against random: 40-60 % is then 2.8 standard errors


def agent_factory(spec: str) -> AgentFactory:
    """``random``, ``computer`` or ``module:factory``; :class:`ValueError` otherwise
    (an unknown name, a module that does not import, a missing or uncallable
    attribute)."""
    if spec in AGENTS:
        return AGENTS[spec]
    module_name, colon, attribute = spec.partition(":")
    if not colon or not module_name or not attribute:
        raise ValueError(spec)
    try:
        factory = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError):
        raise ValueError(spec) from None
    if not callable(factory):
        raise ValueError(spec)
    return factory


@dataclass(frozen=True)
class Result:
    """Agent A's results over seat-balanced games against agent B."""

    games: int
    wins: int  # A's
    losses: int
    draws: int

    @property
    def rate(self) -> float:
        """A's win rate (draws count as no win)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson interval of A's win rate."""
        return wilson(self.wins, self.games)


def play(game: Game, agents: tuple[Agent, Agent]) -> int | None:
    """Play ``game`` to the end; the winning seat (None: a draw or cut short)."""
    views = [not isinstance(a, RandomAgent) for a in agents]
    for _ in range(MAX_GAME_ACTIONS):
        if game.over:
            return game.winner
        decision = game.decision
        assert decision is not None
        seat = decision.player
        actions = game.legal_actions()
        view = game.view(seat) if views[seat] and len(actions) > 1 else {}
        game.act(agents[seat].choose(view, actions))
    return None


def evaluate(
    a: AgentFactory,
    b: AgentFactory,
    games: int,
    seed: int = 0,
    decks: tuple[str, str] = ("red-green", "red-green"),
) -> Result:
    """Play ``games`` (an even number) seat-balanced games of A against B."""
    if games < 2 or games % 2:
        raise ValueError(f"games must be an even number above 0 (pairs of seats), not {games}")
    cards = (load_deck(decks[0]).main, load_deck(decks[1]).main)
    wins = losses = draws = 0
    for pair in range(games // 2):
        game_seed = seed + pair
        for a_seat in (0, 1):
            agent_a, agent_b = a(2 * game_seed + 1), b(2 * game_seed + 2)
            agents = (agent_a, agent_b) if a_seat == 0 else (agent_b, agent_a)
            seated = cards if a_seat == 0 else cards[::-1]
            winner = play(Game(list(seated), seed=game_seed), agents)
            if winner is None:
                draws += 1
            elif winner == a_seat:
                wins += 1
            else:
                losses += 1
    return Result(games, wins, losses, draws)


def ladder(
    a: tuple[str, AgentFactory],
    b: tuple[str, AgentFactory],
    games: int,
    seed: int = 0,
    decks: tuple[str, str] = ("red-green", "red-green"),
) -> list[tuple[str, str, Result]]:
    """The sanity ladder: random against random (at least :data:`LADDER_GAMES`
    games, so that 40-60 % is a fair test), then A and B against random."""
    factories = {"random": RandomAgent, a[0]: a[1], b[0]: b[1]}
    rungs = [("random", "random", max(games, LADDER_GAMES))]
    rungs += [(name, "random", games) for name in dict.fromkeys((a[0], b[0])) if name != "random"]
    return [(x, y, evaluate(factories[x], factories[y], n, seed, decks)) for x, y, n in rungs]


def sane(result: Result) -> bool:
    """Does random against random land where an unbiased harness puts it?"""
    return SANE[0] <= result.rate <= SANE[1]
