"""The ``manastack`` command line: play, replay, simulate, evaluate, bench, demo.

Exit codes: 0 when all went well (a game quit by the player included); 1 when a
game could not be saved as it ended; 2 for bad input (an unknown deck, an
unreadable decklist, a corrupt or incompatible save, a number out of range, an
output file that cannot be written or would overwrite another file), with one
message on stderr and before any work is done or any file written; 130 after
Ctrl-C (a game being saved is saved first); 141 when whoever read the output
closed the pipe (``manastack demo | head``), quietly, like other Unix tools.

Every command takes ``--lang en|it|fr`` (default: the locale's language): add a
command with ``parents=[common]`` in :func:`build_parser` and it has the option.
Help text, messages and errors are in the language asked for.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import signal
import sys
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import asdict

from .. import __version__
from ..cards.deck import DeckError, bundled_decks, load_deck
from ..core.i18n import LANGUAGES, UnsupportedLanguage, check_language, default_language
from ..engine.game import Game
from ..engine.messages import ARGPARSE, CLI, UI, fill, translate
from ..engine.saves import SaveError
from ..players.agents import RandomAgent, play_game
from .files import unwritable, write_atomically
from .simulate import AGENTS, make_agent, record_line, run_games, summarise, wilson
from .ui import INTERRUPTED

LANG = "en"
MOST_PERMANENTS = 500  # a side, for bench --scaling --sizes


def say(key: str, **args: object) -> str:
    return fill(UI[key], LANG, **args)


def _set_language(lang: str) -> bool:
    """Use ``lang`` for every message; False if manastack has no catalogue for it."""
    global LANG
    try:
        if lang != "en":
            translate(UI["board.none"], lang)
    except (ImportError, OSError, UnsupportedLanguage):
        return False
    LANG = lang
    return True


def _language(value: str) -> str:
    try:
        return check_language(value)
    except UnsupportedLanguage as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def requested_language(argv: list[str] | None) -> str:
    """The ``--lang`` given on the command line (if valid), else the locale's."""
    probe = argparse.ArgumentParser(add_help=False)
    probe.add_argument("--lang")
    known, _ = probe.parse_known_args(argv)
    try:
        return check_language(known.lang) if known.lang else default_language()
    except UnsupportedLanguage:
        return default_language()  # the real parser reports it


def _error(key: str, **args: object) -> int:
    print(say(key, **args), file=sys.stderr)
    return 2


def _positive(value: str) -> int:
    """An argparse type: a whole number greater than 0 (how many games, workers)."""
    number = _whole(value)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(fill(CLI["positive"], LANG, value=value))
    return number


def _board_size(value: str) -> int:
    """An argparse type: permanents a side for ``bench --scaling``, 1 to 500."""
    number = _whole(value)
    if number is None or not 1 <= number <= MOST_PERMANENTS:
        raise argparse.ArgumentTypeError(
            fill(CLI["bench.size"], LANG, value=value, most=MOST_PERMANENTS)
        )
    return number


def _not_negative(value: str) -> int:
    """An argparse type: a whole number, 0 or more."""
    number = _whole(value)
    if number is None or number < 0:
        raise argparse.ArgumentTypeError(fill(CLI["not_negative"], LANG, value=value))
    return number


def _even(value: str) -> int:
    """An argparse type: an even whole number greater than 0 (seat-balanced pairs)."""
    number = _whole(value)
    if number is None or number < 2 or number % 2:
        raise argparse.ArgumentTypeError(fill(CLI["even"], LANG, value=value))
    return number


def _whole(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None


def _unwritable_error(path: str) -> int | None:
    """Exit code 2 with a message if ``path`` cannot be written, else None
    (checked before a game or a long run starts, not after)."""
    reason = unwritable(path)
    return None if reason is None else _error("error.output", path=path, reason=reason)


def _decks(names: list[str]):
    return [load_deck(name) for name in names]


# --------------------------------------------------------------------------- demo
def _serve(args: argparse.Namespace) -> int:
    """The web server (:mod:`manastack.web`, the ``web`` extra): loopback only
    unless ``--allow-remote``, which prints a warning."""
    loopback = args.host == "localhost" or _is_loopback(args.host)
    if not loopback and not args.allow_remote:
        return _error("error.serve_remote", host=args.host)
    try:
        from ..web import serve
    except ImportError as exc:
        return _error("error.serve_missing", missing=exc.name)
    if not loopback:
        print(say("serve.remote_warning", host=args.host), file=sys.stderr)
    print(say("serve.listening", url=f"http://{args.host}:{args.port}/", db=args.db), flush=True)
    return serve(args.host, args.port, args.db)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _demo(args: argparse.Namespace) -> int:
    """Two random agents play one game; the log is printed."""
    try:
        decks = _decks([args.deck, args.opponent_deck])
    except DeckError as exc:
        return _error("error.deck", problem=exc.message(LANG))
    names = (translate(UI["name.first"], LANG), translate(UI["name.second"], LANG))
    game = Game([decks[0].main, decks[1].main], seed=args.seed, names=names)
    play_game(game, [RandomAgent(args.seed), RandomAgent(args.seed + 1)], use_views=False)
    for line in game.log(lang=LANG):
        print(line)
    return 0


# --------------------------------------------------------------------------- play
def _play(args: argparse.Namespace) -> int:
    """You against the computer in the terminal."""
    from .ui.terminal import Settings, TerminalGame, load_game, settings_path, summary

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
            return _error("error.deck", problem=exc.message(LANG))
        seed = args.seed if args.seed is not None else int(time.time() * 1000) % 2**31
        game = Game(
            [decks[0].main, decks[1].main],
            seed=seed,
            names=(translate(UI["name.you"], LANG), translate(UI["name.computer"], LANG)),
        )
        human = 0
    save = args.save or args.load  # a loaded game goes on being saved where it was
    if args.save or not game.over:
        refused = _unwritable_error(save) if save else None
        if refused is not None:
            return refused
        if (
            args.save
            and os.path.exists(args.save)
            and not args.force
            and not _same_file(args.save, args.load)
        ):
            return _error("error.overwrite", path=args.save)
    ui = TerminalGame(
        game,
        human,
        opponent,
        save_path=save,
        settings=Settings.load(settings_path(), stop_everywhere=args.stop_everywhere, lang=LANG),
    )
    if game.over:
        ui.out(say("loaded.over"))
        ui.console.print(summary(game, human, LANG))
        return 0
    return ui.run()


def _same_file(path: str, other: str | None) -> bool:
    """Is ``path`` the file ``other`` (both existing)?  "This game's save", the
    only existing file ``--save`` overwrites without ``--force``, is the one the
    game was loaded from."""
    return other is not None and os.path.exists(other) and os.path.samefile(path, other)


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

    try:
        _decks([args.deck_a, args.deck_b])
    except DeckError as exc:
        return _error("error.deck", problem=exc.message(LANG))
    names = [n.strip() for n in args.agents.split(",")]
    if len(names) == 1:
        names = names * 2
    for name in names:
        if name not in AGENTS or len(names) != 2:
            return _error("error.agent", name=name)
    agents = (names[0], names[1])
    decks = (args.deck_a, args.deck_b)
    if args.jsonl and (refused := _unwritable_error(args.jsonl)) is not None:
        return refused
    if args.ray is None:
        games = run_games(decks, agents, args.games, args.seed, args.workers)
    else:
        try:
            from .simulate_ray import BadRayAddress, RayUnavailable, run_games_ray
        except ImportError:
            return _error("error.no_ray")
        address = args.ray or None  # --ray alone: a local Ray instance
        try:
            games = run_games_ray(decks, agents, args.games, args.seed, args.workers, address)
        except BadRayAddress as exc:
            return _error("error.ray_address", address=exc.address)
        except RayUnavailable as exc:
            return _error("error.ray", address=exc.address, reason=exc.reason)
    records = []
    started = time.perf_counter()
    interrupted = False
    try:  # the header inside: a Ctrl-C right after it still stops cleanly
        print(
            say(
                "sim.header",
                games=args.games,
                agent_a=agents[0],
                deck_a=decks[0],
                agent_b=agents[1],
                deck_b=decks[1],
                workers=args.workers,
                seed=args.seed,
            ),
            flush=True,
        )
        if args.ray is not None:
            where = say("sim.ray_cluster", address=args.ray) if args.ray else say("sim.ray_local")
            print(where, flush=True)
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as progress:
            task = progress.add_task(say("sim.progress"), total=args.games)
            with closing(games) as finishing:  # closed early, the games left are cancelled
                for record in finishing:
                    records.append(record)
                    progress.advance(task)
    except KeyboardInterrupt:
        interrupted = True
        print(say("sim.interrupted", games=len(records)))
    if args.jsonl:  # the finished games, written in one step (an old file stays whole)
        write_atomically(args.jsonl, "".join(record_line(r) + "\n" for r in records))
    total = time.perf_counter() - started
    result = summarise(records)
    for seat in (0, 1):
        low, high = result.interval[seat]
        print(
            say(
                "sim.wins",
                agent=agents[seat],
                deck=decks[seat],
                wins=result.wins[seat],
                rate=result.wins[seat] / max(result.games, 1),
                low=low,
                high=high,
            )
        )
    print(say("sim.draws", draws=result.draws))
    print(say("sim.turns", turns=result.average_turns, decisions=result.average_decisions))
    print(
        say("sim.time", average=result.average_seconds, median=result.median_seconds, total=total)
    )
    print(say("sim.rate", rate=result.games / total if total > 0 else 0.0))
    if args.jsonl:
        print(say("sim.jsonl", path=args.jsonl))
    return INTERRUPTED if interrupted else 0


# ----------------------------------------------------------------------- evaluate
def _evaluate(args: argparse.Namespace) -> int:
    """Seat-balanced games of agent A against agent B (see manastack.rl.evaluate)."""
    from ..rl.evaluate import agent_factory, evaluate, ladder, sane

    try:
        _decks([args.deck, args.opponent_deck])
    except DeckError as exc:
        return _error("error.deck", problem=exc.message(LANG))
    factories = []
    for name in (args.agent_a, args.agent_b):
        try:
            factories.append(agent_factory(name))
        except ValueError:
            return _error("error.agent_spec", name=name)
    decks = (args.deck, args.opponent_deck)
    header = dict(agent_a=args.agent_a, agent_b=args.agent_b, deck_a=decks[0], deck_b=decks[1])
    print(say("eval.header", games=args.games, seed=args.seed, **header), flush=True)
    result = evaluate(factories[0], factories[1], args.games, args.seed, decks)
    for name, deck, wins in (
        (args.agent_a, decks[0], result.wins),
        (args.agent_b, decks[1], result.losses),
    ):
        low, high = wilson(wins, result.games)
        rate = wins / result.games
        print(say("sim.wins", agent=name, deck=deck, wins=wins, rate=rate, low=low, high=high))
    print(say("sim.draws", draws=result.draws))
    if not args.ladder:
        return 0
    print(say("eval.ladder"))
    rungs = ladder(
        (args.agent_a, factories[0]), (args.agent_b, factories[1]), args.games, args.seed, decks
    )
    for a, b, rung in rungs:
        low, high = rung.interval
        print(
            say(
                "eval.rung",
                agent_a=a,
                agent_b=b,
                games=rung.games,
                rate=rung.rate,
                low=low,
                high=high,
            )
        )
    print(say("eval.sane" if sane(rungs[0][2]) else "eval.biased"))
    return 0 if sane(rungs[0][2]) else 1


# -------------------------------------------------------------------------- bench
def _bench(args: argparse.Namespace) -> int:
    """The engine benchmark (random agents, full games, one process), or with
    ``--scaling`` the cost of each kind of decision on boards of growing size."""
    from . import bench

    if args.scaling:
        return _bench_scaling(args)
    if args.decks:
        args.deck, args.opponent_deck = args.decks
    try:
        _decks([args.deck, args.opponent_deck])
    except DeckError as exc:
        return _error("error.deck", problem=exc.message(LANG))
    args.out = args.out or "bench-results.json"
    if (refused := _unwritable_error(args.out)) is not None:
        return refused
    print(
        say(
            "bench.running",
            games=args.games,
            computer=args.computer_games,
            deck_a=args.deck,
            deck_b=args.opponent_deck,
        ),
        flush=True,
    )
    result = bench.run(
        games=args.games,
        seed=args.seed,
        decks=(args.deck, args.opponent_deck),
        computer=args.computer_games,
        auto_single=args.auto_single,
    )
    data = result.to_json()
    for key in (
        "bench.games",
        "bench.decisions",
        "bench.copy",
        "bench.view",
        "bench.json",
        "bench.computer",
        "bench.memory",
    ):
        print(say(key, **data))
    if args.auto_single:
        print(say("bench.auto", **data))
    for name, met in data["meets"].items():
        print(say("bench.target", name=name, verdict=say("bench.met" if met else "bench.missed")))
    bench.write(result, args.out)
    print(say("bench.written", path=args.out))
    return 0


def _bench_scaling(args: argparse.Namespace) -> int:
    """``bench --scaling``: µs per decision of each kind, one line per board size."""
    from . import bench

    out = args.out or "bench-results-scaling.json"
    if (refused := _unwritable_error(out)) is not None:
        return refused
    sizes = tuple(args.sizes or bench.SCALING_SIZES)
    print(
        say("bench.scaling_running", sizes=", ".join(map(str, sizes)), repeats=args.repeats),
        flush=True,
    )
    rows = []
    for size in sizes:
        row = bench.scaling((size,), args.repeats)[0]
        print(say("bench.scaling_row", **asdict(row)), flush=True)
        rows.append(row)
    bench.write_scaling(rows, out)
    print(say("bench.written", path=out))
    return 0


# ------------------------------------------------------------------------- parser
def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command-line parser, its help in ``lang``."""
    text = lambda key, **kw: fill(CLI[key], lang, **kw)  # noqa: E731
    common = argparse.ArgumentParser(add_help=False)  # options every command has
    common.add_argument(
        "--lang",
        type=_language,
        default=default_language(),
        metavar="{" + ",".join(LANGUAGES) + "}",
        help=text("lang"),
    )

    parser = argparse.ArgumentParser(prog="manastack", description=text("description"))
    parser.add_argument("--version", action="version", version=f"manastack {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    decks = ", ".join(bundled_decks())

    def command(name: str, run, **kwargs) -> argparse.ArgumentParser:
        made = sub.add_parser(
            name, parents=[common], help=text(name), description=text(name), **kwargs
        )
        made.set_defaults(run=run)
        return made

    play = command("play", _play)
    play.add_argument("--deck", default="red-green", help=text("play.deck", decks=decks))
    play.add_argument(
        "--opponent-deck", default="white-blue", help=text("play.opponent_deck", decks=decks)
    )
    play.add_argument("--seed", type=int, default=None, help=text("play.seed"))
    play.add_argument("--save", metavar="FILE", help=text("play.save"))
    play.add_argument("--load", metavar="FILE", help=text("play.load"))
    play.add_argument("--force", action="store_true", help=text("play.force"))
    play.add_argument("--opponent", default="computer", help=text("play.opponent"))
    play.add_argument("--stop-everywhere", action="store_true", help=text("play.stop_everywhere"))

    replay = command("replay", _replay)
    replay.add_argument("file", help=text("replay.file"))
    replay.add_argument(
        "--player", type=int, choices=(0, 1), default=None, help=text("replay.player")
    )

    simulate = command("simulate", _simulate)
    simulate.add_argument("deck_a", help=text("deck", decks=decks))
    simulate.add_argument("deck_b", help=text("deck", decks=decks))
    simulate.add_argument("--games", type=_positive, default=100, help=text("games"))
    simulate.add_argument("--workers", type=_positive, default=2, help=text("simulate.workers"))
    simulate.add_argument("--seed", type=int, default=1, help=text("seed"))
    simulate.add_argument("--agents", default="computer", help=text("simulate.agents"))
    simulate.add_argument("--jsonl", metavar="FILE", help=text("simulate.jsonl"))
    simulate.add_argument(
        "--ray", nargs="?", const="", metavar="ADDRESS", help=text("simulate.ray")
    )

    evaluate = command("evaluate", _evaluate)
    evaluate.add_argument("agent_a", help=text("evaluate.agent"))
    evaluate.add_argument("agent_b", help=text("evaluate.agent"))
    evaluate.add_argument("--games", type=_even, default=100, help=text("evaluate.games"))
    evaluate.add_argument("--seed", type=int, default=1, help=text("seed"))
    evaluate.add_argument("--deck", default="red-green", help=text("deck", decks=decks))
    evaluate.add_argument("--opponent-deck", default="red-green", help=text("opponent_deck"))
    evaluate.add_argument("--ladder", action="store_true", help=text("evaluate.ladder"))

    bench = command("bench", _bench)
    bench.add_argument("--games", type=_positive, default=100, help=text("games"))
    bench.add_argument(
        "--computer-games", type=_not_negative, default=20, help=text("bench.computer_games")
    )
    bench.add_argument("--seed", type=int, default=1, help=text("seed"))
    bench.add_argument("--deck", default="red-green", help=text("deck", decks=decks))
    bench.add_argument("--opponent-deck", default="white-blue", help=text("opponent_deck"))
    bench.add_argument("--decks", nargs=2, metavar="DECK", help=text("bench.decks"))
    bench.add_argument("--auto-single", action="store_true", help=text("bench.auto_single"))
    bench.add_argument("--out", metavar="FILE", default=None, help=text("bench.out"))
    bench.add_argument("--scaling", action="store_true", help=text("bench.scaling"))
    bench.add_argument(
        "--sizes", type=_board_size, nargs="+", metavar="N", help=text("bench.sizes")
    )
    bench.add_argument("--repeats", type=_positive, default=20, help=text("bench.repeats"))

    demo = command("demo", _demo)
    demo.add_argument("--deck", default="red-green", help=text("deck", decks=decks))
    demo.add_argument("--opponent-deck", default="white-blue", help=text("opponent_deck"))
    demo.add_argument("--seed", type=int, default=1, help=text("seed"))

    serve = command("serve", _serve)
    serve.add_argument("--host", default="127.0.0.1", help=text("serve.host"))
    serve.add_argument("--port", type=int, default=8000, help=text("serve.port"))
    serve.add_argument("--db", default="manastack-games.sqlite", help=text("serve.db"))
    serve.add_argument("--allow-remote", action="store_true", help=text("serve.allow_remote"))
    return parser


@contextmanager
def argparse_language(lang: str) -> Iterator[None]:
    """argparse's own words ("usage:", "error:", ...) in ``lang`` while parsing."""
    original = argparse._  # type: ignore[attr-defined]
    argparse._ = lambda text: translate(text, lang) if text in ARGPARSE else original(text)
    try:
        yield
    finally:
        argparse._ = original


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns its exit code (see the module's docstring)."""
    lang = requested_language(argv)
    _set_language(lang)  # for the messages of the argument checks
    try:
        with argparse_language(lang):
            args = build_parser(lang).parse_args(argv)
        if not _set_language(args.lang):
            return _error("error.language", lang=args.lang)
        code = args.run(args)
        sys.stdout.flush()  # a closed pipe shows up here, not at exit
        return code
    except KeyboardInterrupt:
        print(file=sys.stderr)
        print(say("interrupted"), file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        _drop_stdout()
        return 128 + signal.SIGPIPE


def _drop_stdout() -> None:
    """Send what is left of stdout nowhere, so that Python's own flush at exit does
    not fail on the closed pipe again (the recipe of the ``signal`` module's docs)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # stdout is not a real file (captured): nothing will flush to the pipe


if __name__ == "__main__":
    sys.exit(main())
