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
from typing import Any

from .game import Game
from .replays import VERSION
from .replays import SaveError as SaveError  # re-exported with the save functions
from .view import player_events


def player_record(game: Game, player: int, lang: str = "en") -> dict[str, Any]:
    """A saved game as ``player`` may see it: their view, their log and the event
    records they may read — nothing hidden from them (CR 400.2, 708.5).  A replay
    (:meth:`Game.to_json`) holds both decklists and the seed, so it reveals every
    hidden card; show a player this record instead while the game goes on."""

    return {
        "format": "manastack-player-record",
        "version": VERSION,
        "player": player,
        "view": game.view(player, lang),
        "log": game.log(player, lang),
        "events": player_events(game, player),
    }


def dumps(game: Game) -> str:
    return json.dumps(game.to_json(), indent=1)


def loads(text: str) -> Game:
    return Game.from_json(parse(text))


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
        "extra_turns": list(game.extra_turns),
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
