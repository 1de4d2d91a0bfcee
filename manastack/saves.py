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

from .actions import Action

if TYPE_CHECKING:
    from .game import Game

FORMAT = "manastack-replay"
VERSION = 1


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
    from .cards import UnknownCard
    from .game import Game, IllegalAction

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a manastack saved game")
    if data.get("version") != VERSION:
        raise SaveError(f"saved game version {data.get('version')!r} is not supported "
                        f"(this manastack reads version {VERSION})")
    try:
        decks = data["decks"]
        seed = data["seed"]
        if not (isinstance(decks, list) and len(decks) == 2
                and all(isinstance(d, list) and all(isinstance(n, str) for n in d)
                        for d in decks)):
            raise SaveError("the decks must be two lists of card names")
        if not isinstance(seed, int):
            raise SaveError("the seed must be an integer")
        setup = data.get("setup", [])
        if setup:
            from .scenario import replay_setup

            game = replay_setup(decks, seed, data.get("rules", "current"),
                                data.get("names"), setup)
        else:
            game = Game(decks, seed=seed, rules=data.get("rules", "current"),
                        names=data.get("names"))
        for i, raw in enumerate(data.get("actions", [])):
            if isinstance(raw, list) and raw and raw[0] == "concede":
                game.concede(int(raw[1]))
                continue
            try:
                game.act(Action.from_json(raw))
            except IllegalAction as exc:
                raise SaveError(f"action {i + 1} ({raw!r}) is not legal in the replayed game: "
                                f"{exc}") from None
    except UnknownCard as exc:
        raise SaveError(f"the saved game names an unknown card: {exc.name!r}") from None
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"malformed saved game: {exc}") from None
    return game


def player_record(game: Game, player: int, lang: str = "en") -> dict[str, Any]:
    """A saved game as ``player`` may see it: their view, their log and the event
    records they may read — nothing hidden from them (CR 400.2, 708.5).  A replay
    (:func:`game_to_json`) holds both decklists and the seed, so it reveals every
    hidden card; show a player this record instead while the game goes on."""
    from .view import player_events

    return {"format": "manastack-player-record", "version": VERSION, "player": player,
            "view": game.view(player, lang), "log": game.log(player, lang),
            "events": player_events(game, player)}


def dumps(game: Game) -> str:
    return json.dumps(game_to_json(game), indent=1)


def loads(text: str) -> Game:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the saved game is not valid JSON: {exc}") from None
    return game_from_json(data)


def snapshot(game: Game) -> dict[str, Any]:
    """The complete state, canonically (for equality checks in tests)."""
    objects = {}
    for oid, obj in sorted(game.objects.items()):
        objects[oid] = [obj.card.name, obj.owner, obj.controller, obj.zone, obj.tapped,
                        obj.flipped, obj.face_down, obj.face_index, obj.damage,
                        sorted(obj.counters.items()), obj.attached_to, obj.timestamp,
                        obj.is_token, obj.entered_turn]
    return {
        "players": [[p.life, p.library, p.hand, p.graveyard, sorted(p.pool.available().items()),
                     p.poison, p.has_lost, p.lands_played] for p in game.players],
        "battlefield": list(game.battlefield), "stack": list(game.stack),
        "exile": list(game.exile), "objects": objects, "turn": game.turn_number,
        "step": game.step, "active": game.active_player,
        "decision": list(game.decision) if game.decision else None,
        "actions": [a.to_json() for a in game.legal_actions()],
        "pending": [repr(s) for s in game.pending], "events": len(game.events),
        "effects": len(game.effects), "over": game.over, "winner": game.winner,
        "rng": hashlib.sha1(repr(game.rng.getstate()).encode()).hexdigest(),
        "next_id": game.next_id,
    }
