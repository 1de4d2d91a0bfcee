"""The benchmark: how fast the engine plays (DESIGN: timings live in benchmarks).

Random agents on both seats play full games with the default decks in one
process.  Measured: games/s; decisions/s and µs per decision (all decisions, and
only those with more than one legal action); µs per ``game.view()`` of the
deciding player at each mid-game decision with a choice, and per ``game.copy()``
at random ones (median and p90; neither counted in the games' time); the JSON
round trip of a finished game
(save, parse, replay); computer-against-computer game time; peak memory
(the process's peak resident set size).  Games/s is given in wall-clock and in
CPU time: on a shared machine the CPU figure is the steadier one.

With ``auto_single`` the random games are played with ``Game(auto_single=True)``:
decisions with one legal action are answered inside the engine (and recorded in
the history), so the decision counts are of the agents' decisions only and
``auto_decisions`` counts the others.  The agents pick uniformly among the legal
actions either way.
"""

from __future__ import annotations

import json
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from ..cards.deck import load_deck
from ..core.kinds import DecisionKind
from ..engine.game import Game
from ..engine.objects import BATTLEFIELD, HAND, LIBRARY
from ..engine.saves import dumps, loads
from ..engine.setup import put_card, start_at
from ..players.agents import RandomAgent
from ..players.ai import ComputerAgent
from .files import write_atomically

DEFAULT_DECKS = ("red-green", "white-blue")
KEEP_GAMES = 10
TARGETS = {
    "games_per_s": 20.0,
    "copy_median_us": 300.0,
    "copy_p90_us": 100.0,
    "view_median_us": 15.0,
    "computer_game_median_s": 1.0,
    "peak_memory_mb": 200.0,
}


@dataclass
class BenchResult:
    """Every figure the benchmark measures (written as JSON)."""

    games: int
    decks: tuple[str, str]
    auto_single: bool
    auto_decisions: int
    seconds: float
    games_per_s: float
    cpu_seconds: float
    games_per_cpu_s: float
    decisions: int
    decisions_per_s: float
    us_per_decision: float
    choices: int
    us_per_choice: float
    copies: int
    copy_median_us: float
    copy_p90_us: float
    views: int
    view_median_us: float
    view_p90_us: float
    json_round_trips: int
    json_round_trip_ms: float
    computer_games: int
    computer_game_median_s: float
    computer_ms_per_decision: float
    computer_think_ms: float
    computer_think_max_ms: float
    peak_memory_mb: float
    python: str

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["targets"] = TARGETS
        data["meets"] = {
            key: (data[key] >= goal if key == "games_per_s" else data[key] <= goal)
            for key, goal in TARGETS.items()
        }
        return data


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def random_games(
    decks: list[Any], games: int, seed: int, copy_rate: float, auto_single: bool = False
) -> tuple[float, float, int, int, int, float, list[float], list[float], list[Game]]:
    """Play ``games`` random games; returns (seconds, CPU seconds spent on views
    and copies, decisions, decisions the engine answered itself (with
    ``auto_single``: those with one legal action), choices, seconds spent on
    choices, copy timings in µs, view timings in µs, finished games).  From
    turn 3 on, at each decision with more than one legal action the deciding
    player's view is timed once its legal actions are listed, as a learning
    agent reads its observation at every step; after a random ``copy_rate`` of
    those decisions a copy is timed.  Neither counts in the games' time."""
    sampler = random.Random(seed)
    decisions = auto = choices = 0
    choice_time = sampled_cpu = 0.0
    copies: list[float] = []
    views: list[float] = []
    finished = []
    clock = time.perf_counter
    cpu = time.process_time
    total = 0.0
    for i in range(games):
        game_start = clock()
        game = Game(decks, seed=seed + i, auto_single=auto_single)
        agents = [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)]
        sampled_time = 0.0
        decisions_before = decisions
        while not game.over:
            started = clock()
            actions = game.legal_actions()
            player = game.decision.player  # type: ignore[union-attr]
            viewed = 0.0
            if len(actions) > 1 and game.turn_number >= 3:
                cpu_before = cpu()
                before = clock()
                game.view(player)
                viewed = clock() - before
                sampled_cpu += cpu() - cpu_before
                views.append(viewed * 1e6)
            game.act(agents[player].choose({}, actions))
            spent = clock() - started - viewed
            sampled_time += viewed
            decisions += 1
            if len(actions) > 1:
                choices += 1
                choice_time += spent
                if sampler.random() < copy_rate and game.turn_number >= 3 and not game.over:
                    cpu_before = cpu()
                    before = clock()
                    game.copy()
                    copied = clock() - before
                    sampled_cpu += cpu() - cpu_before
                    copies.append(copied * 1e6)
                    sampled_time += copied
        total += clock() - game_start - sampled_time
        auto += len(game.history) - (decisions - decisions_before)
        if len(finished) < KEEP_GAMES:  # for the JSON round trip; the rest are freed
            finished.append(game)
    return total, sampled_cpu, decisions, auto, choices, choice_time, copies, views, finished


def computer_games(
    decks: list[Any], games: int, seed: int
) -> tuple[list[float], float, float, float]:
    """Computer against computer: game times, ms per decision (whole game), and
    the agent's own ms per choice (building its view and choosing, for decisions
    with more than one option): mean and worst."""
    times = []
    decisions = 0
    thinking: list[float] = []
    clock = time.perf_counter
    for i in range(games):
        started = clock()
        game = Game(decks, seed=seed + i)
        agents = [ComputerAgent(), ComputerAgent()]
        while not game.over:
            player = game.decision.player  # type: ignore[union-attr]
            actions = game.legal_actions()
            if len(actions) > 1:
                before = clock()
                action = agents[player].choose(game.view(player), actions)
                thinking.append(clock() - before)
            else:
                action = actions[0]
            game.act(action)
            decisions += 1
        times.append(clock() - started)
    mean = 1000 * sum(thinking) / max(len(thinking), 1)
    return times, 1000 * sum(times) / max(decisions, 1), mean, 1000 * max(thinking, default=0)


def run(
    games: int = 100,
    seed: int = 1,
    decks: tuple[str, str] = DEFAULT_DECKS,
    computer: int = 20,
    copy_rate: float = 0.05,
    auto_single: bool = False,
) -> BenchResult:
    cards = [load_deck(decks[0]).main, load_deck(decks[1]).main]
    cpu_start = time.process_time()
    seconds, sampled_cpu, decisions, auto, choices, choice_time, copies, views, finished = (
        random_games(cards, games, seed, copy_rate, auto_single)
    )
    cpu = time.process_time() - cpu_start - sampled_cpu
    round_trips = []
    for game in finished:
        started = time.perf_counter()
        again = loads(dumps(game))
        round_trips.append(time.perf_counter() - started)
        assert again.winner == game.winner and again.turn_number == game.turn_number
    ai_times, ai_ms, think_ms, think_max_ms = computer_games(cards, computer, seed)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    return BenchResult(
        games=games,
        decks=decks,
        auto_single=auto_single,
        auto_decisions=auto,
        seconds=round(seconds, 3),
        games_per_s=round(games / seconds, 2),
        cpu_seconds=round(cpu, 3),
        games_per_cpu_s=round(games / max(cpu, 1e-9), 2),
        decisions=decisions,
        decisions_per_s=round(decisions / seconds, 1),
        us_per_decision=round(1e6 * seconds / max(decisions, 1), 1),
        choices=choices,
        us_per_choice=round(1e6 * choice_time / max(choices, 1), 1),
        copies=len(copies),
        copy_median_us=round(statistics.median(copies), 1) if copies else 0,
        copy_p90_us=round(_percentile(copies, 0.9), 1),
        views=len(views),
        view_median_us=round(statistics.median(views), 1) if views else 0,
        view_p90_us=round(_percentile(views, 0.9), 1),
        json_round_trips=len(round_trips),
        json_round_trip_ms=round(1000 * statistics.mean(round_trips), 2) if round_trips else 0,
        computer_games=computer,
        computer_game_median_s=round(statistics.median(ai_times), 3) if ai_times else 0,
        computer_ms_per_decision=round(ai_ms, 3),
        computer_think_ms=round(think_ms, 3),
        computer_think_max_ms=round(think_max_ms, 2),
        peak_memory_mb=round(peak, 1),
        python=sys.version.split()[0],
    )


def write(result: BenchResult, path: str) -> None:
    """The results as JSON, replacing ``path`` in one step (an old file stays
    whole if writing fails)."""
    write_atomically(path, json.dumps(result.to_json(), indent=1) + "\n")


# ------------------------------------------------------------------ scaling
SCALING_SIZES = (5, 10, 25, 50, 100, 200)
#: The creatures of a scaling board, in turn: vanilla, menace (CR 702.111b), an
#: activated ability with a mana cost and a target (CR 602), a mana creature
#: (CR 605), flying (CR 702.9), reach (CR 702.17), a {T} ability with any target,
#: and another ability with a mana cost and a target.
SCALING_CREATURES = (
    "Grizzly Bears",
    "Boggart Brute",
    "Goblin Taskmaster",
    "Llanowar Elves",
    "Serra Angel",
    "Giant Spider",
    "Prodigal Sorcerer",
    "Elvish Pathcutter",
)
SCALING_LANDS = ("Mountain", "Forest", "Plains", "Island")
SCALING_HAND = ("Lightning Bolt", "Giant Growth", "Grizzly Bears", "Counterspell", "Forest")


@dataclass
class ScalingRow:
    """What each kind of decision costs on a board of ``permanents`` a side, in
    µs of CPU time (the median of the timings)."""

    permanents: int
    view_us: float
    view_cold_us: float
    main_phase_actions_us: float
    declare_attackers_us: float
    declare_blockers_us: float
    copy_us: float


def scaling_board(permanents: int, step: str) -> Game:
    """A game at ``step`` of player 0's turn 5 with ``permanents`` permanents a
    side: half of them lands (rounded down), the rest creatures in the order of
    :data:`SCALING_CREATURES`, none summoning sick; five cards in each hand and
    ten in each library."""
    game = Game([[], []], seed=0, start=False)
    lands = permanents // 2
    for player in (0, 1):
        for i in range(permanents):
            if i < lands:
                name = SCALING_LANDS[i % len(SCALING_LANDS)]
            else:
                name = SCALING_CREATURES[(i - lands) % len(SCALING_CREATURES)]
            put_card(game, player, name, BATTLEFIELD, {})
        for name in SCALING_HAND:
            put_card(game, player, name, HAND, {})
        for _ in range(10):
            put_card(game, player, "Forest", LIBRARY, {})
    start_at(game, step, 0, 5)
    return game


def _median_us(
    work: Callable[[Any], object], repeats: int, prepare: Callable[[], Any] = list
) -> float:
    """The median CPU time of ``work(prepare())`` over ``repeats`` runs, in µs
    (``prepare`` is not timed).  CPU time, since on a shared machine a long
    wall-clock timing is often stretched by other processes."""
    timings = []
    clock = time.process_time
    for _ in range(repeats):
        ready = prepare()
        started = clock()
        work(ready)
        timings.append((clock() - started) * 1e6)
    return round(statistics.median(timings), 1)


def scaling(sizes: tuple[int, ...] = SCALING_SIZES, repeats: int = 20) -> list[ScalingRow]:
    """The cost of each kind of decision on boards of each size.

    * view: ``game.view(0)`` in player 0's main phase, asked again at the same
      decision (what is remembered is used); view_cold: the same on a fresh
      copy of the game, which remembers nothing, so every entry is built;
    * main-phase actions: player 0's legal actions with priority in their main
      phase (every card in hand, every activated ability, the mana abilities);
    * declare attackers: the active player's options to declare attackers;
    * declare blockers: the defending player's options once every creature that
      can attack attacks (blockers × attackers pairs, menace among them);
    * copy: ``game.copy()`` in the main phase.

    Legal actions are worked out anew for each timing: the engine's list for the
    decision is not used."""
    return [_scaling_row(size, repeats) for size in sizes]


def _scaling_row(size: int, repeats: int) -> ScalingRow:
    main = scaling_board(size, "main1")
    attack = scaling_board(size, "declare_attackers")
    block = scaling_board(size, "declare_attackers")
    while block.decision is not None and block.decision.kind != DecisionKind.BLOCKERS:
        block.act(block.legal_actions()[0])  # every creature attacks; both players pass
    main.view(0)
    return ScalingRow(
        permanents=size,
        view_us=_median_us(lambda _: main.view(0), repeats),
        view_cold_us=_median_us(lambda game: game.view(0), repeats, main.copy),
        main_phase_actions_us=_median_us(lambda _: _options(main), repeats),
        declare_attackers_us=_median_us(lambda _: _options(attack), repeats),
        declare_blockers_us=_median_us(lambda _: _options(block), repeats),
        copy_us=_median_us(lambda _: main.copy(), repeats),
    )


def _options(game: Game) -> list[Any]:
    """The legal answers to the current decision, worked out anew."""
    return game.pending[-1].options(game)


def write_scaling(rows: list[ScalingRow], path: str) -> None:
    """The scaling figures as JSON, replacing ``path`` in one step."""
    write_atomically(path, json.dumps([asdict(row) for row in rows], indent=1) + "\n")
