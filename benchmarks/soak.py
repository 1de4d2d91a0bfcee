"""Soak the engine: ``python3 benchmarks/soak.py [--games N] [--seed S] [--workers K]
[--check-rate R]``.

Plays ``N`` (default 10,000) seeded games between two random agents over every
ordered pair of bundled decks (``manastack/decks/*.txt``: both seatings, mirrors
included) and checks the engine's guarantees (DESIGN) as it goes.  Game number
``n`` (from ``S`` to ``S + N - 1``) plays pair ``n mod P`` (of the bundled decks'
``P`` ordered pairs, in name order: 256 for sixteen decks) with seed ``n``, so
``--games 1 --seed n`` (with the same ``--check-rate``) replays it alone.

At every decision (cheap, always):

* the zones are consistent (CR 400: every object in exactly one zone);
* one illegal value made from a legal action (an argument of another type or off
  by one, an argument dropped or added, another kind, not an action at all) given
  to ``act()`` raises ``IllegalAction`` and leaves the decision and the events as
  they were;
* the hidden-information checker's knowledge is kept up to date from the events.

At a sample of decisions (each with probability ``R``, default 0.002: about two a
game, since a random game has about a thousand decisions; a sample costs about
50 ms, a decision 30 µs):

* the illegal value leaves the *whole* state unchanged (``tests/invariants.py``
  ``fingerprint``: every attribute, the random generator, the pending steps);
* ``copy()`` then a random legal action in the copy leaves the original unchanged;
* nothing in any player's view, log lines new since the previous decision,
  prompt or action descriptions, in English, Italian and French, names a card
  that player may not know (``tests/hidden_info.py``), nor would the whole log of
  the game conceded now if a card was looked at or revealed since the last
  sample.  (Older log lines are checked by the end-of-game check of the whole
  log, not against a later state: a name public when its line was written may
  be hidden later, e.g. a card that went back to a hand and was cast face down.)

At the end of every game: the whole log as each player reads it hides what it
must, and JSON save then load reproduces the state.

A progress line is printed every ``--every`` games; the summary counts games,
decisions, actions checked, illegal values tried, copies checked and lists the
failures with the command that reproduces each.  Exits with 1 on any failure.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hidden_info import LANGS, Knowledge, check, check_end, check_log  # noqa: E402
from invariants import as_legal, fingerprint, json_round_trip, typed, zones_consistent  # noqa: E402

from manastack import Action, Game, IllegalAction, RandomAgent, load_deck  # noqa: E402
from manastack.cards.deck import bundled_decks  # noqa: E402

PAIRS = [(a, b) for a in bundled_decks() for b in bundled_decks()]
MAX_ACTIONS = 20_000
JUNK: tuple[Any, ...] = (None, True, 0, -1, 2.5, "", "pass", "player:9", (), [])


@cache
def _main_deck(name: str) -> tuple:
    return tuple(load_deck(name).main)


def illegal_value(rng: random.Random, legal: list[Action]) -> Any:
    """A value near one of ``legal`` that is none of them (or ``None`` if the one
    drawn happens to be legal)."""
    base = rng.choice(legal)
    args = base.args
    way = rng.randrange(6)
    if way == 0 and args:  # an argument of another type, or a neighbour
        i = rng.randrange(len(args))
        arg = args[i]
        if type(arg) is int:
            new: Any = rng.choice([float(arg), arg + 1, arg - 1, str(arg), [arg], bool(arg)])
        elif isinstance(arg, tuple):
            new = rng.choice([list(arg), arg[:-1], (*arg, arg[0] if arg else 0)])
        else:
            new = rng.choice(JUNK)
        value: Any = Action(base.kind, args[:i] + (new,) + args[i + 1 :])
    elif way == 1 and args:
        value = Action(base.kind, args[:-1])
    elif way == 2:
        value = Action(base.kind, (*args, rng.choice(JUNK)))
    elif way == 3:
        kind = rng.choice(["pass", "cast", "play", "attack", "choose", "x", "nonsense"])
        value = Action(kind, args)
    elif way == 4:
        value = [base.kind, *args, rng.choice(JUNK)]
    else:  # not an action at all
        value = rng.choice([*JUNK, {"kind": base.kind, "args": list(args)}])
    legal_values = {typed((a.kind, *a.args)) for a in legal}
    return None if as_legal(value) in legal_values else value


def refused(game: Game, value: Any) -> None:
    """``act(value)`` raises ``IllegalAction``."""
    try:
        game.act(value)
    except IllegalAction:
        return
    raise AssertionError(f"{value!r} was taken but is not legal")


def play_one(n: int, check_rate: float) -> tuple[Counter, str | None]:
    """Play game number ``n`` with every check; returns the counts and the failure."""
    counts: Counter = Counter(games=1)
    pair = PAIRS[n % len(PAIRS)]
    try:
        _play(n, pair, check_rate, counts)
    except Exception as error:  # any failure is reported with the game to replay
        frames = traceback.extract_tb(error.__traceback__)
        ours = [f for f in frames if Path(f.filename).name in ("soak.py", "invariants.py")]
        where = " > ".join(
            f"{Path(f.filename).name}:{f.lineno}" for f in (ours[-2:] or frames[-1:])
        )
        return counts, (
            f"game {n} ({pair[0]} vs {pair[1]}), after {counts['decisions']} decisions: "
            f"{type(error).__name__}: {str(error)[:300]} "
            f"[{where}]; replay: python3 benchmarks/soak.py "
            f"--games 1 --seed {n} --check-rate {check_rate}"
        )
    return counts, None


def _play(n: int, pair: tuple[str, str], check_rate: float, counts: Counter) -> None:
    game = Game([_main_deck(pair[0]), _main_deck(pair[1])], seed=n)
    agents = [RandomAgent(2 * n), RandomAgent(2 * n + 1)]
    rng = random.Random(n)
    knowledge = Knowledge(len(game.players))
    looked = False  # a card looked at or revealed since the last hidden-information check
    while not game.over:
        if counts["decisions"] >= MAX_ACTIONS:
            raise AssertionError(f"the game did not end within {MAX_ACTIONS} actions")
        new = knowledge.update(game)
        looked = looked or any(e.kind in ("look", "reveal") for e in new)
        zones_consistent(game)
        legal = game.legal_actions()
        assert game.decision is not None and legal, "a game not over has a decision"
        value = illegal_value(rng, legal)
        sampled = rng.random() < check_rate
        if sampled:
            before = fingerprint(game)
            if value is not None:
                refused(game, value)
                assert fingerprint(game) == before, f"illegal {value!r} changed the state"
                counts["illegal_fingerprinted"] += 1
            twin = game.copy()
            twin.act(rng.choice(twin.legal_actions()))
            assert fingerprint(game) == before, "an action in a copy changed the original"
            counts["copies"] += 1
            check(game, knowledge, len(new), LANGS)
            if looked:
                check_end(game, knowledge)
            looked = False
            counts["hidden_checks"] += 1
        elif value is not None:
            stamp = (game.decision, len(game.events))
            refused(game, value)
            assert (game.decision, len(game.events)) == stamp, f"illegal {value!r} changed the game"
        counts["illegal"] += value is not None
        counts["checked"] += 1
        game.act(agents[game.decision.player].choose({}, legal))
        counts["decisions"] += 1
    zones_consistent(game)
    check(game, knowledge, len(knowledge.update(game)), LANGS)
    check_log(game, knowledge)
    json_round_trip(game)
    counts["round_trips"] += 1


def _play_star(job: tuple[int, float]) -> tuple[Counter, str | None]:
    return play_one(*job)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1])
    parser.add_argument("--games", type=int, default=10_000, help="games to play (10000)")
    parser.add_argument("--seed", type=int, default=0, help="number of the first game (0)")
    parser.add_argument("--workers", type=int, default=1, help="processes (1)")
    parser.add_argument(
        "--check-rate",
        type=float,
        default=0.002,
        help="share of decisions given the expensive checks (0.002)",
    )
    parser.add_argument("--every", type=int, default=100, help="games between progress lines")
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1 or args.every < 1:
        parser.error("--games, --workers and --every must be whole numbers above 0")
    if not 0 <= args.check_rate <= 1:
        parser.error("--check-rate must be between 0 and 1")
    jobs = [(n, args.check_rate) for n in range(args.seed, args.seed + args.games)]
    print(
        f"soak: {args.games} games from seed {args.seed}, {len(PAIRS)} deck pairs, "
        f"{args.workers} worker(s), check rate {args.check_rate}",
        flush=True,
    )
    total: Counter = Counter()
    failures: list[str] = []
    start = time.monotonic()
    with multiprocessing.Pool(args.workers) as pool:
        for counts, failure in pool.imap_unordered(_play_star, jobs, chunksize=4):
            total += counts
            if failure:
                failures.append(failure)
                print(f"FAILURE {failure}", flush=True)
            done = total["games"]
            if done % args.every == 0 or done == args.games:
                spent = time.monotonic() - start
                print(
                    f"{done}/{args.games} games, {total['decisions']} decisions, "
                    f"{len(failures)} failures, {spent:.0f} s, "
                    f"about {spent / done * (args.games - done):.0f} s left",
                    flush=True,
                )
    spent = time.monotonic() - start
    print(
        f"\ngames {total['games']}, decisions {total['decisions']}, "
        f"actions checked {total['checked']}, illegal values tried {total['illegal']} "
        f"({total['illegal_fingerprinted']} against the full state), "
        f"copies checked {total['copies']}, hidden-information checks "
        f"{total['hidden_checks']}, JSON round trips {total['round_trips']}, "
        f"failures {len(failures)}, {spent:.0f} s"
    )
    for failure in sorted(failures):
        print(f"  {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
