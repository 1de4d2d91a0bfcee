"""The ``manastack`` command line: play, replay, simulate, bench, demo.

Exit codes: 0 when all went well (a game quit by the player included), 2 for bad
input (an unknown deck, an unreadable decklist, a corrupt or incompatible save).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .agents import RandomAgent, play_game
from .deck import DeckError, bundled_decks, load_deck
from .game import Game
from .messages import UI, translate
from .saves import SaveError

LANG = "en"
LANGUAGES = ("en", "it", "fr")


def say(key: str, **args: object) -> str:
    return translate(UI[key], LANG).format(**args)


def _set_language(lang: str) -> bool:
    """Use ``lang`` for every message; False if its catalogue isn't installed."""
    global LANG
    if lang != "en":
        try:
            translate(UI["board.none"], lang)
        except (ImportError, KeyError, LookupError):
            return False
    LANG = lang
    return True


def _error(key: str, **args: object) -> int:
    print(say(key, **args), file=sys.stderr)
    return 2


def _decks(names: list[str]):
    return [load_deck(name) for name in names]


# --------------------------------------------------------------------------- demo
def _demo(args: argparse.Namespace) -> int:
    """Two random agents play one game; the log is printed."""
    try:
        decks = _decks([args.deck, args.opponent_deck])
    except DeckError as exc:
        return _error("error.deck", problem=exc)
    game = Game([decks[0].main, decks[1].main], seed=args.seed,
                names=("Random 1", "Random 2"))
    play_game(game, [RandomAgent(args.seed), RandomAgent(args.seed + 1)], use_views=False)
    for line in game.log():
        print(line)
    return 0


# --------------------------------------------------------------------------- play
def _play(args: argparse.Namespace) -> int:
    """You against the computer in the terminal."""
    from .simulate import make_agent
    from .ui.terminal import Settings, TerminalGame, load_game, summary

    if not _set_language(args.lang):
        return _error("error.language", lang=args.lang)
    try:
        opponent = make_agent(args.opponent, args.seed)
    except ValueError:
        return _error("error.agent", name=args.opponent)
    if args.load:
        try:
            game, human = load_game(args.load)
        except SaveError as exc:
            return _error("error.load", path=args.load, problem=exc)
    else:
        try:
            decks = _decks([args.deck, args.opponent_deck])
        except DeckError as exc:
            return _error("error.deck", problem=exc)
        seed = args.seed if args.seed is not None else int(time.time() * 1000) % 2**31
        game = Game([decks[0].main, decks[1].main], seed=seed,
                    names=(say("name.you"), say("name.computer")))
        human = 0
    ui = TerminalGame(game, human, opponent, save_path=args.save,
                      settings=Settings(stop_everywhere=args.stop_everywhere, lang=LANG))
    if game.over:
        ui.out(say("loaded.over"))
        ui.console.print(summary(game, human, LANG))
        return 0
    return ui.run()


# ------------------------------------------------------------------------- replay
def _replay(args: argparse.Namespace) -> int:
    """Step through a saved or finished game."""
    from .ui.replay import Replay, load_replay

    if not _set_language(args.lang):
        return _error("error.language", lang=args.lang)
    try:
        game, actions, viewer = load_replay(args.file)
    except SaveError as exc:
        return _error("error.load", path=args.file, problem=exc)
    if args.player is not None:
        viewer = args.player
    return Replay(game, actions, viewer, lang=LANG).run()


# ----------------------------------------------------------------------- simulate
def _simulate(args: argparse.Namespace) -> int:
    """Computer against computer, in parallel, with a progress bar."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from .simulate import AGENTS, record_line, run_games, summarise

    try:
        _decks([args.deck_a, args.deck_b])
    except DeckError as exc:
        return _error("error.deck", problem=exc)
    names = [n.strip() for n in args.agents.split(",")]
    if len(names) == 1:
        names = names * 2
    for name in names:
        if name not in AGENTS or len(names) != 2:
            return _error("error.agent", name=name)
    agents = (names[0], names[1])
    decks = (args.deck_a, args.deck_b)
    print(say("sim.header", games=args.games, agent_a=agents[0], deck_a=decks[0],
                      agent_b=agents[1], deck_b=decks[1], workers=args.workers,
                      seed=args.seed))
    records = []
    started = time.perf_counter()
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress("[progress.description]{task.description}", BarColumn(),
                      MofNCompleteColumn(), TimeRemainingColumn(),
                      console=Console(stderr=True), transient=True) as progress:
            task = progress.add_task(say("sim.progress"), total=args.games)
            for record in run_games(decks, agents, args.games, args.seed, args.workers):
                records.append(record)
                if out is not None:
                    out.write(record_line(record) + "\n")
                progress.advance(task)
    except KeyboardInterrupt:
        print(say("sim.interrupted", games=len(records)))
    finally:
        if out is not None:
            out.close()
    total = time.perf_counter() - started
    result = summarise(records)
    for seat in (0, 1):
        low, high = result.interval[seat]
        print(say("sim.wins", agent=agents[seat], deck=decks[seat],
                          wins=result.wins[seat], rate=result.wins[seat] / max(result.games, 1),
                          low=low, high=high))
    print(say("sim.draws", draws=result.draws))
    print(say("sim.turns", turns=result.average_turns,
                      decisions=result.average_decisions))
    print(say("sim.time", average=result.average_seconds, median=result.median_seconds,
                      total=total))
    if args.jsonl:
        print(say("sim.jsonl", path=args.jsonl))
    return 0


# -------------------------------------------------------------------------- bench
def _bench(args: argparse.Namespace) -> int:
    """The engine benchmark (random agents, full games, one process)."""
    from . import bench

    try:
        _decks([args.deck, args.opponent_deck])
    except DeckError as exc:
        return _error("error.deck", problem=exc)
    print(say("bench.running", games=args.games, computer=args.computer_games,
              deck_a=args.deck, deck_b=args.opponent_deck), flush=True)
    result = bench.run(games=args.games, seed=args.seed, decks=(args.deck, args.opponent_deck),
                       computer=args.computer_games)
    data = result.to_json()
    for key in ("bench.games", "bench.decisions", "bench.copy", "bench.json",
                "bench.computer", "bench.memory"):
        print(say(key, **data))
    for name, met in data["meets"].items():
        print(say("bench.target", name=name, verdict=say("bench.met" if met else "bench.missed")))
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        bench.write(result, args.out)
        print(say("bench.written", path=args.out))
    return 0


# ------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="manastack", description=say("help.description"))
    sub = parser.add_subparsers(dest="command", required=True)
    deck_help = say("help.deck_name", decks=", ".join(bundled_decks()))

    play = sub.add_parser("play", help=say("help.play"))
    play.add_argument("--deck", default="red-green", help=say("help.deck", deck_help=deck_help))
    play.add_argument("--opponent-deck", default="white-blue",
                      help=say("help.opponent_deck", deck_help=deck_help))
    play.add_argument("--seed", type=int, default=None, help=say("help.seed"))
    play.add_argument("--save", metavar="FILE", help=say("help.save"))
    play.add_argument("--load", metavar="FILE", help=say("help.load"))
    play.add_argument("--opponent", default="computer", help=say("help.opponent"))
    play.add_argument("--stop-everywhere", action="store_true",
                      help=say("help.stop_everywhere"))
    play.add_argument("--lang", choices=LANGUAGES, default="en",
                      help=say("help.lang"))
    play.set_defaults(run=_play)

    replay = sub.add_parser("replay", help=say("help.replay"))
    replay.add_argument("file")
    replay.add_argument("--player", type=int, choices=(0, 1), default=None,
                        help=say("help.player"))
    replay.add_argument("--lang", choices=LANGUAGES, default="en")
    replay.set_defaults(run=_replay)

    simulate = sub.add_parser("simulate", help=say("help.simulate"))
    simulate.add_argument("deck_a", help=deck_help)
    simulate.add_argument("deck_b", help=deck_help)
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--workers", type=int, default=2)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--agents", default="computer",
                          help=say("help.agents"))
    simulate.add_argument("--jsonl", metavar="FILE", help=say("help.jsonl"))
    simulate.set_defaults(run=_simulate)

    bench = sub.add_parser("bench", help=say("help.bench"))
    bench.add_argument("--games", type=int, default=100)
    bench.add_argument("--computer-games", type=int, default=20)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--deck", default="red-green")
    bench.add_argument("--opponent-deck", default="white-blue")
    bench.add_argument("--out", metavar="FILE", default="bench-results.json",
                       help=say("help.out"))
    bench.set_defaults(run=_bench)

    demo = sub.add_parser("demo", help=say("help.demo"))
    demo.add_argument("--deck", default="red-green", help=deck_help)
    demo.add_argument("--opponent-deck", default="white-blue")
    demo.add_argument("--seed", type=int, default=1)
    demo.set_defaults(run=_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
