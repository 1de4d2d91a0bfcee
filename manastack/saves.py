"""Saving and loading games as replays (DESIGN guarantee 4).

A saved game is its seed, rules profile, player names, decklists, the scenario
set-up (if any) and every action taken.  Loading replays them and checks that
each action is still legal, so a corrupt file is reported instead of producing
a different game.  :func:`snapshot` is a canonical description of the whole
state, used to prove that copies and replays are identical.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from .actions import short_repr
from .kinds import ActionKind

if TYPE_CHECKING:
    from .game import Game

FORMAT = "manastack-replay"
VERSION = 1
MAX_SETUP_COUNT = 10_000  # counters on a permanent, or the turn, in a scenario set-up


class SaveError(ValueError):
    """A saved game that can't be loaded."""


def game_to_json(game: Game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "rules": game.rules,
        "names": [p.name for p in game.players],
        "decks": [list(p.deck) for p in game.players],
        "setup": [list(s) for s in game.setup_log],
        "actions": [a.to_json() for a in game.history],
    }


def game_from_json(data: Any) -> Game:
    """Rebuild a saved game by replaying it; :class:`SaveError` (with a message)
    for anything that isn't a save this version wrote, however malformed."""
    from .cards import UnknownCard
    from .game import Game

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
    if not isinstance(setup, list):
        raise SaveError("the set-up must be a list")
    puts = sum(1 for e in setup if isinstance(e, list) and e and e[0] == "put")
    for number, entry in enumerate(setup, start=1):
        _check_setup_entry(number, entry, puts)
    if not isinstance(actions, list):
        raise SaveError("the actions must be a list")
    try:
        if setup:
            from .scenario import replay_setup

            game = replay_setup(decks, seed, rules, names, setup)
        else:
            game = Game(decks, seed=seed, rules=rules, names=names)
        for i, raw in enumerate(actions, start=1):
            _replay_action(game, i, raw)
    except UnknownCard as exc:
        raise SaveError(f"the saved game names an unknown card: {exc.name!r}") from None
    except SaveError:
        raise
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError(f"malformed saved game: {exc}") from None
    return game


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


def _replay_action(game: Game, number: int, raw: Any) -> None:
    """Take the ``number``-th saved action, which must be legal in the replayed game."""
    from .actions import GameOver, IllegalAction

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


def player_record(game: Game, player: int, lang: str = "en") -> dict[str, Any]:
    """A saved game as ``player`` may see it: their view, their log and the event
    records they may read — nothing hidden from them (CR 400.2, 708.5).  A replay
    (:func:`game_to_json`) holds both decklists and the seed, so it reveals every
    hidden card; show a player this record instead while the game goes on."""
    from .view import player_events

    return {
        "format": "manastack-player-record",
        "version": VERSION,
        "player": player,
        "view": game.view(player, lang),
        "log": game.log(player, lang),
        "events": player_events(game, player),
    }


def dumps(game: Game) -> str:
    return json.dumps(game_to_json(game), indent=1)


def loads(text: str) -> Game:
    return game_from_json(parse(text))


def parse(text: str) -> Any:
    """The JSON value of a save file's text; :class:`SaveError` when it isn't
    JSON Python can hold (bad syntax, nesting too deep, a number too long)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the saved game is not valid JSON: {exc}") from None
    except RecursionError:
        raise SaveError("the saved game's JSON nests too deeply") from None
    except ValueError:  # an integer of more than sys.get_int_max_str_digits() digits
        raise SaveError("the saved game holds a number too long to read") from None


def snapshot(game: Game) -> dict[str, Any]:
    """The complete state, canonically (for equality checks in tests)."""
    objects = {}
    for oid, obj in sorted(game.objects.items()):
        objects[oid] = [
            obj.card.name,
            obj.owner,
            obj.controller,
            obj.zone,
            obj.tapped,
            obj.flipped,
            obj.face_down,
            obj.face_index,
            obj.damage,
            sorted(obj.counters.items()),
            obj.attached_to,
            obj.timestamp,
            obj.is_token,
            obj.entered_turn,
        ]
    return {
        "players": [
            [
                p.life,
                p.library,
                p.hand,
                p.graveyard,
                sorted(p.pool.available().items()),
                p.poison,
                p.has_lost,
                p.lands_played,
            ]
            for p in game.players
        ],
        "battlefield": list(game.battlefield),
        "stack": list(game.stack),
        "exile": list(game.exile),
        "objects": objects,
        "turn": game.turn_number,
        "step": game.step,
        "active": game.active_player,
        "decision": list(game.decision) if game.decision else None,
        "actions": [a.to_json() for a in game.legal_actions()],
        "pending": [repr(s) for s in game.pending],
        "events": len(game.events),
        "effects": len(game.effects),
        "over": game.over,
        "winner": game.winner,
        "rng": hashlib.sha1(repr(game.rng.getstate()).encode()).hexdigest(),
        "next_id": game.next_id,
    }
