"""Computer-against-computer matches in parallel worker processes.

``manastack simulate DECK_A DECK_B --games N --workers K --seed S`` plays N games
(agent A with deck A in seat 0, agent B with deck B in seat 1; the toss decides who
plays first), shows a progress bar, and prints each side's win rate with a 95 %
Wilson confidence interval, the average number of turns and game length.  One JSON
line per game can be written with ``--jsonl FILE``.
"""

from __future__ import annotations

import json
import math
import signal
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import asdict, dataclass
from multiprocessing import Pool
from typing import Any

from ..cards.deck import load_deck
from ..engine.game import Game
from ..players.agents import Agent, RandomAgent
from ..players.ai import ComputerAgent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "computer": ComputerAgent,
    "ai": ComputerAgent,
    "random": RandomAgent,
}
MAX_ACTIONS = 50000
Task = tuple[int, int, tuple[str, str], tuple[str, str]]
"""One game to play: its index, its seed, the two decks and the two agents."""


@dataclass
class GameRecord:
    """The result of one simulated game (one JSON line)."""

    game: int
    seed: int
    decks: tuple[str, str]
    agents: tuple[str, str]
    winner: int | None  # seat 0 (A), seat 1 (B) or None (a draw)
    turns: int
    decisions: int
    seconds: float
    reason: str


def make_agent(name: str, seed: int) -> Agent:
    """An agent by name (``computer``/``ai`` or ``random``)."""
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(name) from None


def play_one(task: Task) -> GameRecord:
    """Play one game to the end (runs in a worker process or a Ray task)."""
    index, seed, decks, agent_names = task
    started = time.perf_counter()
    game = Game([load_deck(decks[0]).main, load_deck(decks[1]).main], seed=seed, names=agent_names)
    agents = [make_agent(agent_names[0], seed * 2 + 1), make_agent(agent_names[1], seed * 2 + 2)]
    needs_view = [not isinstance(a, RandomAgent) for a in agents]
    decisions = 0
    while not game.over and decisions < MAX_ACTIONS:
        decision = game.decision
        assert decision is not None
        player = decision.player
        actions = game.legal_actions()
        view = game.view(player) if needs_view[player] and len(actions) > 1 else {}
        game.act(agents[player].choose(view, actions))
        decisions += 1
    return GameRecord(
        index,
        seed,
        decks,
        agent_names,
        game.winner,
        game.turn_number,
        decisions,
        time.perf_counter() - started,
        game.result if game.over else "unfinished",
    )


def tasks_for(decks: tuple[str, str], agents: tuple[str, str], games: int, seed: int) -> list[Task]:
    """The games of a run: game ``i`` is played with seed ``seed + i``, wherever it runs."""
    return [(i, seed + i, decks, agents) for i in range(games)]


def run_games(
    decks: tuple[str, str], agents: tuple[str, str], games: int, seed: int, workers: int
) -> Generator[GameRecord, None, None]:
    """Yield game records as they finish (in any order)."""
    tasks = tasks_for(decks, agents, games, seed)
    if workers <= 1:
        yield from map(play_one, tasks)
        return
    with Pool(min(workers, games), initializer=_ignore_interrupts) as pool:  # none idle
        yield from pool.imap_unordered(play_one, tasks)  # one game per task: a smooth bar


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - spread), min(1.0, centre + spread)


@dataclass
class Summary:
    games: int
    wins: tuple[int, int]
    draws: int
    average_turns: float
    average_decisions: float
    average_seconds: float
    median_seconds: float
    interval: tuple[tuple[float, float], tuple[float, float]]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def summarise(records: Sequence[GameRecord]) -> Summary:
    n = len(records)
    wins = (sum(r.winner == 0 for r in records), sum(r.winner == 1 for r in records))
    seconds = sorted(r.seconds for r in records)
    return Summary(
        n,
        wins,
        n - wins[0] - wins[1],
        sum(r.turns for r in records) / max(n, 1),
        sum(r.decisions for r in records) / max(n, 1),
        sum(seconds) / max(n, 1),
        seconds[n // 2] if n else 0.0,
        (wilson(wins[0], n), wilson(wins[1], n)),
    )


def record_line(record: GameRecord) -> str:
    return json.dumps(asdict(record), sort_keys=True)
