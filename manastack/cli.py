"""The ``manastack`` command line.

Every command takes ``--lang en|it|fr`` (default: the locale's language): add a
command with ``parents=[common]`` in :func:`build_parser` and it has the option.
The help text is in the language asked for.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .agents import RandomAgent, play_game
from .deck import DeckError, bundled_decks, load_deck
from .game import Game
from .i18n import LANGUAGES, UnsupportedLanguage, check_language, default_language
from .messages import ARGPARSE, CLI, fill, translate


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
        return default_language()   # the real parser reports it


def _demo(args: argparse.Namespace) -> int:
    """Two random agents play one game; the log is printed."""
    try:
        decks = [load_deck(args.deck), load_deck(args.opponent_deck)]
    except DeckError as exc:
        print(f"manastack: {exc.message(args.lang)}", file=sys.stderr)
        return 2
    names = (fill(CLI["random_player"], args.lang, n=1), fill(CLI["random_player"], args.lang, n=2))
    game = Game([decks[0].main, decks[1].main], seed=args.seed, names=names)
    play_game(game, [RandomAgent(args.seed), RandomAgent(args.seed + 1)], use_views=False)
    for line in game.log(lang=args.lang):
        print(line)
    return 0


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command-line parser, its help in ``lang``."""
    text = lambda key, **kw: fill(CLI[key], lang, **kw)  # noqa: E731
    common = argparse.ArgumentParser(add_help=False)   # options every command has
    common.add_argument("--lang", type=_language, default=default_language(),
                        metavar="{" + ",".join(LANGUAGES) + "}", help=text("lang"))

    parser = argparse.ArgumentParser(prog="manastack", description=text("description"))
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", parents=[common], help=text("demo"), description=text("demo"))
    demo.add_argument("--deck", default="red-green",
                      help=text("deck", decks=", ".join(bundled_decks())))
    demo.add_argument("--opponent-deck", default="white-blue", help=text("opponent_deck"))
    demo.add_argument("--seed", type=int, default=1, help=text("seed"))
    demo.set_defaults(run=_demo)
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
    lang = requested_language(argv)
    with argparse_language(lang):
        args = build_parser(lang).parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
