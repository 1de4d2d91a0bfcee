"""The replay format of saved games (DESIGN guarantee 4): what a save holds and the
checks that reject anything else before a game is rebuilt from it
(:meth:`~manastack.engine.game.Game.from_json`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import GameOver, IllegalAction, short_repr
from ..core.kinds import ActionKind

if TYPE_CHECKING:
    from .game import Game

FORMAT = "manastack-replay"
VERSION = 1
MAX_SETUP_COUNT = 10_000  # counters on a permanent, or the turn, in a scenario set-up


class SaveError(ValueError):
    """A saved game that can't be loaded."""


def read_replay(data: Any) -> tuple[list[Any], int, str, Any, bool, list[Any], list[Any]]:
    """A saved game's decks, seed, rules profile, names, mana window option,
    set-up and actions;
    :class:`SaveError` (with a message) for anything that isn't a save this version
    wrote, however malformed."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a manastack saved game")
    if data.get("version") != VERSION:
        raise SaveError(
            f"saved game version {short_repr(data.get('version'))} is not "
            f"supported (this manastack reads version {VERSION})"
        )
    decks = data.get("decks")
    seed = data.get("seed")
    names = data.get("names")
    rules = data.get("rules", "current")
    mana_window = data.get("mana_window", True)
    setup = data.get("setup", [])
    actions = data.get("actions", [])
    if not (
        isinstance(decks, list)
        and len(decks) == 2
        and all(isinstance(d, list) and all(isinstance(n, str) for n in d) for d in decks)
    ):
        raise SaveError("the decks must be two lists of card names")
    if type(seed) is not int:
        raise SaveError("the seed must be an integer")
    if not isinstance(rules, str):
        raise SaveError("the rules profile must be a string")
    if names is not None and not (
        isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)
    ):
        raise SaveError("the names must be a list of two strings")
    if not isinstance(mana_window, bool):
        raise SaveError("the mana window option must be true or false")
    if not isinstance(setup, list):
        raise SaveError("the set-up must be a list")
    puts = sum(1 for e in setup if isinstance(e, list) and e and e[0] == "put")
    for number, entry in enumerate(setup, start=1):
        _check_setup_entry(number, entry, puts)
    if not isinstance(actions, list):
        raise SaveError("the actions must be a list")
    return decks, seed, rules, names, mana_window, setup, actions


def _check_setup_entry(number: int, entry: Any, puts: int) -> None:
    """A scenario set-up entry as :mod:`manastack.scenario` records it:
    ``["put", player, card name, zone, options]`` or ``["start", step, active, turn]``.
    The ``puts`` cards put are objects 1 to ``puts``, which is all an Aura may be
    attached to."""
    where = f"set-up entry {number}"
    if not (isinstance(entry, list) and entry and entry[0] in ("put", "start")):
        raise SaveError(f"{where} is not a 'put' or 'start' entry: {short_repr(entry)}")
    if entry[0] == "put":
        if not (
            len(entry) == 5
            and entry[1] in (0, 1)
            and type(entry[1]) is int
            and isinstance(entry[2], str)
            and isinstance(entry[3], str)
            and isinstance(entry[4], dict)
        ):
            raise SaveError(f"{where} must be ['put', player, card, zone, options]")
        opts = entry[4]
        counters = opts.get("counters") or {}
        attached = opts.get("attached_to")
        if not (
            isinstance(counters, dict)
            and all(
                isinstance(k, str) and type(n) is int and 0 < n <= MAX_SETUP_COUNT
                for k, n in counters.items()
            )
        ):
            raise SaveError(f"{where}: counters must map kinds to positive counts")
        if attached is not None and not (type(attached) is int and 1 <= attached <= puts):
            raise SaveError(f"{where}: attached_to must be the id of a card put")
    elif not (
        len(entry) == 4
        and isinstance(entry[1], str)
        and entry[2] in (0, 1)
        and type(entry[2]) is int
        and type(entry[3]) is int
        and 0 <= entry[3] <= MAX_SETUP_COUNT
    ):
        raise SaveError(f"{where} must be ['start', step, active player, turn]")


def replay_action(game: Game, number: int, raw: Any) -> None:
    """Take the ``number``-th saved action, which must be legal in the replayed game."""

    where = f"action {number} ({short_repr(raw)})"
    if game.over:
        raise SaveError(f"{where} comes after the end of the game")
    try:
        if isinstance(raw, list) and raw and raw[0] == ActionKind.CONCEDE:
            if len(raw) != 2:
                raise IllegalAction("a concession names one player")
            game.concede(raw[1])
        else:
            game.act(raw)
    except (IllegalAction, GameOver) as exc:
        raise SaveError(f"{where} is not legal in the replayed game: {exc}") from None
