"""The ``manastack`` command line."""

from __future__ import annotations

import argparse
import sys

from .agents import RandomAgent, play_game
from .deck import DeckError, bundled_decks, load_deck
from .game import Game


def _demo(args: argparse.Namespace) -> int:
    """Two random agents play one game; the log is printed."""
    try:
        decks = [load_deck(args.deck), load_deck(args.opponent_deck)]
    except DeckError as exc:
        print(f"manastack: {exc}", file=sys.stderr)
        return 2
    game = Game([decks[0].main, decks[1].main], seed=args.seed,
                names=("Random 1", "Random 2"))
    play_game(game, [RandomAgent(args.seed), RandomAgent(args.seed + 1)], use_views=False)
    for line in game.log():
        print(line)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="manastack", description="A Magic: The Gathering "
                                     "rules engine: play, simulate and study games.")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="watch two random agents play a game")
    demo.add_argument("--deck", default="red-green",
                      help=f"bundled deck name or decklist file ({', '.join(bundled_decks())})")
    demo.add_argument("--opponent-deck", default="white-blue")
    demo.add_argument("--seed", type=int, default=1)
    demo.set_defaults(run=_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
