"""Every message the server sends a seat, recorded over whole games between two
seats (morph decks included), names no card that seat may not know: the
independent checker of tests/hidden_info.py (CR 400.2, 701.16, 708.5, 708.9)
reads each message as sent."""

from __future__ import annotations

import random

import pytest
from hidden_info import (
    Knowledge,
    assert_not_named,
    forbidden_names,
    hidden_from,
    morph_costs,
)

from .conftest import Seat, choose, new_table, serving


def check_message(game, knowledge: Knowledge, seat: Seat, lang: str) -> None:
    """The last text ``seat`` received names nothing hidden from it."""
    hidden = hidden_from(game, seat.seat, knowledge)
    text = seat.raw[-1]
    assert_not_named([text], forbidden_names(game, seat.seat, hidden), lang, f"seat {seat.seat}")
    decision = seat.state["view"].get("decision") or {}
    for oid, cost in morph_costs(game, hidden).items():
        for entry in decision.get("actions", []):
            if oid in entry["action"][1:]:
                assert cost not in entry["text"], f"seat {seat.seat} is told #{oid}'s morph cost"


@pytest.mark.parametrize(
    ("decks", "seed", "langs"),
    [
        (("onslaught-morph", "onslaught-morph"), 11, ("en", "it")),
        (("white-red-samurai", "green-black-spirits"), 13, ("fr", "it")),
    ],
)
def test_no_message_names_a_hidden_card(decks, seed, langs):
    with serving(rate=1e6, burst=10**6) as client:  # a test plays faster than people
        play(client, decks, seed, langs)


def play(client, decks, seed, langs) -> None:
    made = new_table(client, opponent="human", deck=decks[0], opponent_deck=decks[1], seed=seed)
    game = client.app.state.hub.tables[made["table"]].game
    knowledge = Knowledge(2)
    knowledge.update(game)
    seats = [Seat(client, made["table"], made["tokens"][0], langs[0])]
    check_message(game, knowledge, seats[0], langs[0])
    seats.append(Seat(client, made["table"], made["tokens"][1], langs[1]))
    seats[0].next()
    for seat in seats:
        check_message(game, knowledge, seat, langs[seat.seat])
    rng = random.Random(seed)
    face_down = 0
    for _ in range(4000):
        if game.over:
            break
        player = game.decision.player
        action = choose(seats[player].actions, rng)
        face_down += action[0] == "cast" and action[2:] == ["morph"]
        seats[player].act(action)
        received = [seat.next() for seat in (seats[player], seats[1 - player])]
        assert [m["type"] for m in received] == ["patch", "patch"], received
        knowledge.update(game)  # the game is as the messages were built from it
        for seat in seats:
            check_message(game, knowledge, seat, langs[seat.seat])
    assert game.over
    if decks[0] == "onslaught-morph":
        assert face_down > 0  # the game did cast creatures face down
