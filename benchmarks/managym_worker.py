"""The managym side of ``benchmarks/race_managym.py`` (run by managym's Python 3.12).

Not a manastack module: it imports only managym (PyPI ``manabot==0.2.0``, which
bundles the engine as ``manabot.managym``).  It reads one JSON request a line on
stdin, ``{"games": N, "seed": S, "skip_trivial": bool}``, plays N games of the
pack ``ur-lessons-vs-gw-allies`` with uniformly random actions on both seats,
and answers one JSON line with its own process CPU time for those games
(``time.process_time``), the agents' decisions and the turns played.
"""

import json
import random
import sys
import time

PACK = "ur-lessons-vs-gw-allies"


def play(managym, decks, games, seed, skip_trivial):
    """N random games (seats alternate by game); CPU seconds, decisions, turns,
    games cut short by managym's own step limit."""
    decisions = turns = truncated = 0
    started = time.process_time()
    for i in range(games):
        # even games: gw-allies in seat 0, as manastack's side of the race
        seats = [decks[1], decks[0]] if i % 2 == 0 else [decks[0], decks[1]]
        env = managym.Env(seed=seed + i, skip_trivial=skip_trivial)
        observation, _ = env.reset(seats)
        rng = random.Random(seed + i).random
        done = False
        while not done:
            choices = len(observation.action_space.actions)
            observation, _, terminated, cut, _ = env.step(int(rng() * choices))
            decisions += 1
            done = terminated or cut
        truncated += bool(cut and not terminated)
        turns += observation.turn.turn_number
    return time.process_time() - started, decisions, turns, truncated


def main():
    try:
        from manabot import managym
    except ImportError as exc:
        print(json.dumps({"error": f"cannot import manabot.managym: {exc}"}), flush=True)
        return 2
    decks = [
        managym.authored_deck_setup(PACK, "ur_lessons"),
        managym.authored_deck_setup(PACK, "gw_allies"),
    ]
    print(json.dumps({"ready": True, "world": managym.WORLD_VERSION}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        cpu, decisions, turns, truncated = play(
            managym, decks, request["games"], request["seed"], request["skip_trivial"]
        )
        print(
            json.dumps(
                {
                    "cpu": cpu,
                    "games": request["games"],
                    "decisions": decisions,
                    "turns": turns,
                    "truncated": truncated,
                }
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
