"""Race manastack against managym on the same decks: ``python3 benchmarks/race_managym.py``.

Both engines play ``gw-allies`` against ``ur-lessons`` (managym's two Avatar
decks, bundled in ``manastack/decks/``; managym's pack ``ur-lessons-vs-gw-allies``)
with uniformly random agents on both seats, seats alternating game by game.
Rounds are interleaved: each round plays ``--games`` games in every lane, so a
busy machine slows all lanes alike.  Figures are CPU time (``time.process_time``
of the process playing): managym runs in a subprocess under its own Python 3.12
and reports its own CPU time, counted around its games only.

Lanes (what a "decision" is differs, so each engine is run both ways):

* ``manastack`` -- the default API: the game stops at every decision, even one
  with a single legal action, and the mana-ability window is a decision too
  (a random agent wanders into it, taps lands and floats mana; managym taps
  mana for costs itself and has no such window);
* ``manastack auto-single`` -- ``Game(auto_single=True)``: single-option
  decisions are answered inside the engine (and recorded in the history);
* ``manastack research`` -- ``Game(auto_single=True, mana_window=False)``: as
  above, and mana abilities are activated only while paying a cost, as in
  managym (the priority action "activate mana abilities" is not offered);
* ``manastack env`` -- the same games as ``manastack research`` through the
  PettingZoo environment (``manastack.rl``): both seats are agents and every
  step builds the deciding agent's observation (preallocated buffers), as each
  managym step returns one; needs the ``rl`` extra (else the lane is left out);
* ``managym`` -- managym's default ``Env(skip_trivial=True)``: it too answers
  single-option decisions itself;
* ``managym every decision`` -- ``Env(skip_trivial=False)``.

The headline ratio is manastack research against managym (both skip trivial
decisions and tap mana only for costs); the env-step ratio compares steps (each
with an observation) per CPU second of ``manastack env`` and ``managym``; the
other pairs are given too.  Reported per lane: games per CPU
second (median over rounds, with the lowest and highest), the agents' decisions
per game, and CPU µs per decision.

Installing managym (Python 3.12 only; PyPI ``manabot==0.2.0`` bundles it)::

    ~/.pyenv/versions/3.12.1/bin/python -m venv /work/venv312
    /work/venv312/bin/pip install --no-deps manabot==0.2.0
    /work/venv312/bin/pip install numpy gymnasium pydantic

The script looks for ``--python``, then ``$MANAGYM_PYTHON``, then
``/work/venv312/bin/python``; without a working one it says how to install it
and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from manastack import Game, RandomAgent, load_deck  # noqa: E402
from manastack.programs.files import write_atomically  # noqa: E402

try:  # the rl extra: the env lane
    from manastack.rl import pettingzoo
except ImportError:
    pettingzoo = None  # type: ignore[assignment]

DECKS = ("gw-allies", "ur-lessons")
WORKER = Path(__file__).resolve().parent / "managym_worker.py"
DEFAULT_PYTHON = "/work/venv312/bin/python"
INSTALL = f"""managym is not available ({{problem}}).
It needs Python 3.12 (find one with `ls ~/.pyenv/versions/` or `pyenv versions`):
    ~/.pyenv/versions/3.12.1/bin/python -m venv /work/venv312
    /work/venv312/bin/pip install --no-deps manabot==0.2.0
    /work/venv312/bin/pip install numpy gymnasium pydantic
then run this again, or name that Python with --python or $MANAGYM_PYTHON
(default: {DEFAULT_PYTHON})."""
LANES = (
    "manastack",
    "manastack auto-single",
    "manastack research",
    "manastack env",
    "managym",
    "managym every decision",
)


def manastack_round(
    games: int, seed: int, auto_single: bool, mana_window: bool = True
) -> dict[str, float]:
    """``games`` random games (seats alternate by game): CPU seconds, the agents'
    decisions, every recorded action, and turns."""
    decks = [load_deck(DECKS[0]).main, load_deck(DECKS[1]).main]
    decisions = actions = turns = 0
    started = time.process_time()
    for i in range(games):
        seats = decks if i % 2 == 0 else decks[::-1]
        game = Game(seats, seed=seed + i, auto_single=auto_single, mana_window=mana_window)
        agents = [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)]
        while not game.over:
            game.act(agents[game.decision.player].choose({}, game.legal_actions()))  # type: ignore[union-attr]
            decisions += 1
        actions += len(game.history)
        turns += game.turn_number
    cpu = time.process_time() - started
    return {"cpu": cpu, "games": games, "decisions": decisions, "actions": actions, "turns": turns}


def manastack_env_round(games: int, seed: int) -> dict[str, float]:
    """``games`` games through the PettingZoo environment, random masked actions
    for both agents; each step observes the deciding agent."""
    decisions = actions = turns = 0
    started = time.process_time()
    for i in range(games):
        seats = DECKS if i % 2 == 0 else DECKS[::-1]
        duel = pettingzoo.env(
            deck=seats[0],
            opponent_deck=seats[1],
            mana_window=False,
            reuse_buffers=True,
        )
        duel.reset(seed=seed + i)
        rng = random.Random(seed + i).random
        for _agent in duel.agent_iter():
            observation, _, terminated, truncated, _ = duel.last()
            if terminated or truncated:
                duel.step(None)
                continue
            legal = int(observation["action_mask"].sum())
            duel.step(int(rng() * legal))  # the legal actions are the mask's first indices
            decisions += 1
        actions += len(duel.game.history)
        turns += duel.game.turn_number
    cpu = time.process_time() - started
    return {"cpu": cpu, "games": games, "decisions": decisions, "actions": actions, "turns": turns}


class Managym:
    """The managym worker: a subprocess under managym's Python."""

    def __init__(self, python: str) -> None:
        self.process = subprocess.Popen(
            [python, str(WORKER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        hello = self._read()
        if not hello.get("ready"):
            self.close()
            raise RuntimeError(hello.get("error", "the worker did not start"))
        self.world = hello["world"]

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            assert self.process.stderr is not None
            raise RuntimeError(self.process.stderr.read().strip() or "the worker stopped")
        return json.loads(line)

    def round(self, games: int, seed: int, skip_trivial: bool) -> dict[str, float]:
        assert self.process.stdin is not None
        request = {"games": games, "seed": seed, "skip_trivial": skip_trivial}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def _python(option: str | None) -> str:
    return option or os.environ.get("MANAGYM_PYTHON") or DEFAULT_PYTHON


def _spread(values: list[float], digits: int = 1) -> str:
    """The median, and the lowest and highest, of one figure over the rounds."""
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid:.{digits}f}  [{low:.{digits}f}-{high:.{digits}f}]"


def race(rounds: int, games: int, seed: int, engine: Managym) -> dict[str, Any]:
    """Interleave the lanes round by round; every round's figures per lane."""
    lanes = [lane for lane in LANES if lane != "manastack env" or pettingzoo is not None]
    per_lane: dict[str, list[dict[str, float]]] = {lane: [] for lane in lanes}
    for number in range(rounds):
        round_seed = seed + number * games
        runs = {
            "manastack": lambda s=round_seed: manastack_round(games, s, False),
            "manastack auto-single": lambda s=round_seed: manastack_round(games, s, True),
            "manastack research": lambda s=round_seed: manastack_round(games, s, True, False),
            "manastack env": lambda s=round_seed: manastack_env_round(games, s),
            "managym": lambda s=round_seed: engine.round(games, s, True),
            "managym every decision": lambda s=round_seed: engine.round(games, s, False),
        }
        order = lanes if number % 2 == 0 else lanes[::-1]  # neither side always first
        for lane in order:
            per_lane[lane].append(runs[lane]())
        rates = ", ".join(
            f"{lane} {per_lane[lane][-1]['games'] / per_lane[lane][-1]['cpu']:.1f}"
            for lane in lanes
        )
        print(f"round {number + 1}/{rounds} (games per CPU-second): {rates}", flush=True)
    return per_lane


def summary(per_lane: dict[str, list[dict[str, float]]]) -> dict[str, Any]:
    lanes = {}
    for lane, runs in per_lane.items():
        games = sum(r["games"] for r in runs)
        cpu = sum(r["cpu"] for r in runs)
        decisions = sum(r["decisions"] for r in runs)
        lanes[lane] = {
            "games_per_cpu_s": [r["games"] / r["cpu"] for r in runs],
            "decisions_per_game": decisions / games,
            "cpu_us_per_decision": 1e6 * cpu / decisions,
            "turns_per_game": sum(r["turns"] for r in runs) / games,
            "games": games,
            "cpu_s": cpu,
        }
        if "actions" in runs[0]:
            lanes[lane]["actions_per_game"] = sum(r["actions"] for r in runs) / games
        if "truncated" in runs[0]:
            lanes[lane]["truncated"] = sum(r["truncated"] for r in runs)

    def ratio(ours: str, theirs: str) -> list[float]:
        return [
            (a["games"] / a["cpu"]) / (b["games"] / b["cpu"])
            for a, b in zip(per_lane[ours], per_lane[theirs], strict=True)
        ]

    def step_ratio(ours: str, theirs: str) -> list[float]:
        return [
            (a["decisions"] / a["cpu"]) / (b["decisions"] / b["cpu"])
            for a, b in zip(per_lane[ours], per_lane[theirs], strict=True)
        ]

    for lane, row in lanes.items():
        row["steps_per_cpu_s"] = [r["decisions"] / r["cpu"] for r in per_lane[lane]]
    return {
        "lanes": lanes,
        "ratio_research": ratio("manastack research", "managym"),
        **(
            {"ratio_env_steps": step_ratio("manastack env", "managym")}
            if "manastack env" in per_lane
            else {}
        ),
        "ratio_skipping_single_options": ratio("manastack auto-single", "managym"),
        "ratio_every_decision": ratio("manastack", "managym every decision"),
    }


def report(result: dict[str, Any]) -> None:
    print()
    print(
        f"{'lane':24} {'games/CPU-s median [min-max]':>30} {'decisions/game':>15} "
        f"{'µs/decision':>12} {'steps/CPU-s':>12} {'turns/game':>11}"
    )
    for lane, row in result["lanes"].items():
        print(
            f"{lane:24} {_spread(row['games_per_cpu_s']):>30} "
            f"{row['decisions_per_game']:15.0f} {row['cpu_us_per_decision']:12.1f} "
            f"{statistics.median(row['steps_per_cpu_s']):12.0f} {row['turns_per_game']:11.1f}"
        )
    auto = result["lanes"]["manastack auto-single"]
    print(
        f"(manastack auto-single records {auto['actions_per_game']:.0f} actions per game "
        "in its history, single-option answers included)"
    )
    print()
    for key, label in (
        ("ratio_research", "manastack research / managym"),
        ("ratio_env_steps", "env steps: manastack env / managym"),
        ("ratio_skipping_single_options", "manastack auto-single / managym"),
        ("ratio_every_decision", "manastack / managym every decision"),
    ):
        if key in result:
            print(f"{label:40} {_spread(result[key], 2)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument("--games", type=int, default=20, help="games per lane per round")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    parser.add_argument(
        "--python",
        help=f"managym's Python 3.12 (default: $MANAGYM_PYTHON, else {DEFAULT_PYTHON})",
    )
    parser.add_argument("--out", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.games < 1:
        parser.error("--rounds and --games must be at least 1")
    python = _python(args.python)
    if not Path(python).is_file():
        print(INSTALL.format(problem=f"no Python at {python}"), file=sys.stderr)
        return 2
    try:
        engine = Managym(python)
    except (OSError, RuntimeError) as exc:
        print(INSTALL.format(problem=exc), file=sys.stderr)
        return 2
    print(
        f"Race: {DECKS[0]} against {DECKS[1]}, random agents, {args.rounds} rounds of "
        f"{args.games} games per lane (managym world {engine.world}, {python})",
        flush=True,
    )
    try:
        result = summary(race(args.rounds, args.games, args.seed, engine))
    finally:
        engine.close()
    report(result)
    if args.out:
        write_atomically(args.out, json.dumps(result, indent=1) + "\n")
        print(f"Figures written to {args.out}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
