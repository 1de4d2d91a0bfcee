"""Hidden information never leaks (MOR-04, CR 708.5): seeded random games with the
Onslaught morph deck on both sides.  After every action, nothing a player is shown
— their view, the new log lines and event records as given to them, the prompt and
the descriptions of their legal actions — names a face-down card (or a card in the
opponent's hand or library) that player may not know.

A name counts as leaked only if the player can't know it some legitimate way at
that moment (the same card may be in their own hand, in a graveyard, face up...),
so the check is: names of hidden face-down cards minus names the player can see.
"""

from __future__ import annotations

import json
import random

import pytest
from invariants import copy_matches, json_round_trip, zones_consistent

from manastack import Game, RandomAgent, load_deck
from manastack.engine.messages import render_event
from manastack.engine.saves import player_record
from manastack.engine.view import player_events

GAMES = 30
MAX_ACTIONS = 3000


def _controller(game: Game, oid: int) -> int:
    return game.controller_of(oid)


def hidden_names(game: Game, viewer: int) -> set[str]:
    """Cards the viewer may not identify right now, by name."""
    if game.over:
        return set()
    hidden: set[str] = set()
    visible: set[str] = set()
    me = game.players[viewer]
    for oid in me.hand:
        visible.add(game.objects[oid].card.name)
    for p in game.players:
        for oid in p.graveyard:
            visible.add(game.objects[oid].card.name)
        for oid in p.hand:
            if viewer in game.known.get(oid, ()):
                visible.add(game.objects[oid].card.name)
    for oid in game.exile:
        visible.add(game.objects[oid].card.name)
    for oid in list(game.battlefield) + list(game.stack):
        obj = game.objects[oid]
        if obj.cast_info and obj.cast_info.ability:
            continue
        name = obj.card.name
        if not obj.face_down:
            visible.add(game.chars(obj).name)
            visible.add(name)
        elif _controller(game, oid) == viewer or viewer in game.known.get(oid, ()):
            visible.add(name)
        else:
            hidden.add(name)
    # a hidden card in the opponent's hand or library is hidden too
    other = game.players[1 - viewer]
    for oid in other.hand + other.library:
        if viewer not in game.known.get(oid, ()):
            hidden.add(game.objects[oid].card.name)
    return hidden - visible


def shown_to(game: Game, viewer: int, new_events: list) -> list[str]:
    texts = [json.dumps(game.view(viewer))]
    texts += [render_event(game, e, viewer) for e in new_events]
    if new_events:
        texts.append(json.dumps(player_events(game, viewer, new_events[0].seq)))
    if game.decision is not None and game.decision.player == viewer:
        texts.append(game.prompt())
        texts += [game.describe(a, viewer) for a in game.legal_actions()]
    return texts


def check(game: Game, new_events: list, counters: dict[str, int]) -> None:
    for viewer in (0, 1):
        forbidden = hidden_names(game, viewer)
        face_down_secrets = {
            game.objects[o].card.name
            for o in game.battlefield + game.stack
            if game.objects[o].face_down
        } & forbidden
        counters["hidden"] += len(face_down_secrets)
        if not forbidden:
            continue
        for text in shown_to(game, viewer, new_events):
            for name in forbidden:
                assert name not in text, (
                    f"player {viewer} is shown hidden card {name!r}: {text[:300]}"
                )


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_morph_games_never_leak_face_down_identities(seed):
    deck = load_deck("onslaught-morph").main
    game = Game([deck, deck], seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 7919)]
    counters = {"hidden": 0}
    seen = 0
    sample = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        new_events = game.events[seen:]
        seen = len(game.events)
        check(game, new_events, counters)
        zones_consistent(game)
        if sample.random() < 0.01:
            copy_matches(game)
            for viewer in (0, 1):  # a saved game shown to a player
                record = player_record(game, viewer)
                view_text = json.dumps(record["view"])
                assert not [n for n in hidden_names(game, viewer) if n in view_text]
                assert record["log"] == game.log(viewer)
                assert record["events"] == player_events(game, viewer)
        if game.over:
            break
        player = game.decision.player
        game.act(agents[player].choose(game.view(player), game.legal_actions()))
    if seed % 10 == 0:
        json_round_trip(game)
    if game.over:
        # at the end every face-down card is revealed to everyone (CR 708.9)
        for e in game.events:
            if e.kind == "reveal" and e.get("why") == "game_end":
                assert e["card"] in "\n".join(game.log(0)) and e["card"] in "\n".join(game.log(1))


def test_the_leak_test_sees_face_down_cards():
    """The games above really have hidden face-down cards to protect."""
    deck = load_deck("onslaught-morph").main
    total = 0
    for seed in range(5):
        game = Game([deck, deck], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 7919)]
        counters = {"hidden": 0}
        for _ in range(MAX_ACTIONS):
            check(game, [], counters)
            if game.over:
                break
            player = game.decision.player
            game.act(agents[player].choose({}, game.legal_actions()))
        total += counters["hidden"]
    assert total > 0
