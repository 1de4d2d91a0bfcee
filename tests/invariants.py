"""Invariant checks used by the random-play tests (public API only)."""

from __future__ import annotations

import json

from manastack import Game, snapshot


def zones_consistent(game: Game) -> None:
    """Every object is in exactly one zone, and every zone entry is an object."""
    seen: dict[int, str] = {}
    zones = [("battlefield", game.battlefield), ("stack", game.stack), ("exile", game.exile)]
    for p in game.players:
        zones += [(f"library{p.index}", p.library), (f"hand{p.index}", p.hand),
                  (f"graveyard{p.index}", p.graveyard)]
    for name, ids in zones:
        for oid in ids:
            assert oid not in seen, f"object {oid} is in {seen[oid]} and {name}"
            seen[oid] = name
            assert oid in game.objects, f"{name} holds unknown object {oid}"
    assert set(seen) == set(game.objects), "objects outside every zone"
    for oid in game.battlefield:
        obj = game.objects[oid]
        assert all(n > 0 for n in obj.counters.values()), obj.counters
        assert obj.damage >= 0


def view_hides(game: Game, viewer: int) -> None:
    """The view holds nothing the viewer may not know."""
    view = game.view(viewer)
    text = json.dumps(view)
    other = 1 - viewer
    opp = view["players"][other]
    assert "hand" not in opp
    for entry in opp["known_hand"]:
        assert viewer in game.known.get(entry["id"], ())
    assert isinstance(opp["library"], int)
    for perm in view["battlefield"]:
        obj = game.objects[perm["id"]]
        if obj.face_down and game.controller_of(obj.id) != viewer and not game.over \
                and viewer not in game.known.get(obj.id, ()):
            assert "card" not in perm and obj.card.name not in perm["name"]
    if game.decision is not None and game.decision.player != viewer:
        assert "actions" not in view["decision"]
    # the names of cards in the opponent's hand and library never appear as such
    for oid in game.players[other].library:
        assert f'"id": {oid},' not in text


def copy_matches(game: Game) -> None:
    twin = game.copy()
    assert snapshot(twin) == snapshot(game)


def json_round_trip(game: Game) -> None:
    data = json.loads(json.dumps(game.to_json()))
    again = Game.from_json(data)
    assert snapshot(again) == snapshot(game)


def play_checked(game: Game, seed: int, view_rate: float = 0.02,
                 copy_rate: float = 0.01) -> Game:
    """Play ``game`` to the end with two seeded random agents, checking the zone
    invariants after every action, and sometimes the views and copies."""
    import random

    from manastack import RandomAgent

    agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
    checks = random.Random(seed)
    while not game.over:
        actions = game.legal_actions()
        assert actions
        zones_consistent(game)
        if checks.random() < view_rate:
            view_hides(game, 0)
            view_hides(game, 1)
        if checks.random() < copy_rate:
            copy_matches(game)
        game.act(agents[game.decision.player].choose({}, actions))
    assert game.winner in (0, 1, None)
    return game
