"""The web server and its protocol (manastack/web/PROTOCOL.md): a game against
the computer to its end, seats bound to tokens, bad messages refused without
effect, reconnecting, a restart that loses no game, undo, the clock, replays."""

from __future__ import annotations

import json
import random
import re

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from manastack import Game
from manastack.web import PROTOCOL
from manastack.web.table import Table

from .conftest import Seat, choose, new_table, serving


def table_of(client: TestClient, table_id: str) -> Table:
    return client.app.state.hub.table(table_id)


def play_until(seat: Seat, rng: random.Random, done) -> None:
    """Act as ``seat`` (each act answered by one message) until ``done()``."""
    while not done():
        assert seat.actions, "the seat was not asked anything but the game goes on"
        seat.act(choose(seat.actions, rng))
        message = seat.next()
        assert message["type"] == "patch", message


def test_a_whole_game_against_the_computer():
    """Every decision the page is shown is the engine's own (view, legal
    actions, log), kept up to date by patches; the game reaches its end.  The
    seat acts faster than a person could, so the rate limit is lifted: no act is
    refused, and the same seeds play the same game."""
    with serving(rate=1e9, burst=10**9) as client:
        made = new_table(client, deck="red-green", opponent_deck="white-blue", seed=5)
        assert made["links"][1] is None and made["links"][0].endswith("#" + made["tokens"][0])
        me = Seat(client, made["table"], made["tokens"][0])
        table = table_of(client, made["table"])
        rng = random.Random(5)
        while not me.state["view"]["over"]:
            assert me.state == table.state(0, "en")  # the patches rebuilt the full state
            assert table.game.decision.player == 0
            assert me.actions == [a.to_json() for a in table.game.legal_actions()]
            me.act(choose(me.actions, rng))
            assert me.next()["type"] == "patch"
        assert me.state == table.state(0, "en")
        assert table.game.over and me.state["view"]["winner"] == table.game.winner
        assert me.state["log"] == table.game.log(0, "en")
        me.close()


def test_the_handshake_needs_the_protocol_version_and_a_seat_token(client):
    made = new_table(client, seed=1)
    for hello, code in [
        (
            {
                "type": "hello",
                "protocol": PROTOCOL + 1,
                "table": made["table"],
                "token": made["tokens"][0],
            },
            "bad_hello",
        ),
        (
            {"type": "hello", "protocol": PROTOCOL, "table": made["table"], "token": "guess"},
            "bad_token",
        ),
        (
            {"type": "hello", "protocol": PROTOCOL, "table": "nope", "token": made["tokens"][0]},
            "no_table",
        ),
        ({"type": "act", "action": ["pass"]}, "bad_hello"),
    ]:
        with client.websocket_connect("/ws") as ws:
            ws.send_text(json.dumps(hello))
            assert json.loads(ws.receive_text())["code"] == code
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()


def test_bad_messages_get_an_error_and_change_nothing(client):
    made = new_table(client, opponent="human", seed=2)
    one = Seat(client, made["table"], made["tokens"][0])
    two = Seat(client, made["table"], made["tokens"][1])
    one.next()  # seat 2 connected
    table = table_of(client, made["table"])
    deciding, waiting = (one, two) if table.game.decision.player == 0 else (two, one)
    before = json.dumps(table.to_json())
    legal = deciding.actions[0]
    cases = [
        ("not json", "bad_message"),
        (json.dumps([1, 2]), "bad_message"),
        (json.dumps({"type": "act", "action": ["pass"], "pad": "x" * 5000}), "bad_message"),
        (json.dumps({"type": "dance"}), "bad_message"),
        (json.dumps({"type": "act", "action": "pass", "at": deciding.state["at"]}), "bad_action"),
        (
            json.dumps(
                {"type": "act", "action": ["cast", 999999, "normal"], "at": deciding.state["at"]}
            ),
            "illegal",
        ),
        (json.dumps({"type": "act", "action": legal, "at": deciding.state["at"] - 1}), "stale"),
        (json.dumps({"type": "lang", "lang": "de"}), "bad_lang"),
        (json.dumps({"type": "undo", "to": 0}), "bad_undo"),
        (json.dumps({"type": "undo_answer", "accept": True}), "no_offer"),
    ]
    for text, code in cases:
        deciding.ws.send_text(text)
        reply = deciding.next()
        assert (reply["type"], reply["code"]) == ("error", code), (text, reply)
        assert json.dumps(table.to_json()) == before
    waiting.act(legal)  # out of turn: the other seat's action
    assert waiting.next()["code"] == "not_your_decision"
    assert json.dumps(table.to_json()) == before
    deciding.act(legal)  # the same action from its seat is taken
    assert deciding.next()["type"] == "patch"
    assert len(table.game.history) > json.loads(before)["game"]["actions"].__len__()


def test_messages_are_rate_limited():
    with serving(rate=0.0, burst=3) as client:
        made = new_table(client, seed=1)
        me = Seat(client, made["table"], made["tokens"][0])
        for _ in range(3):
            me.send({"type": "ping"})
            assert me.next() == {"type": "pong"}
        at = me.state["at"]
        me.act(me.actions[0])
        assert me.next()["code"] == "rate"
        assert table_of(client, made["table"]).game.to_json()["actions"].__len__() == at


def test_each_seat_is_sent_its_own_view_and_a_reconnect_continues(client):
    made = new_table(
        client, opponent="human", deck="onslaught-morph", opponent_deck="onslaught-morph", seed=4
    )
    one = Seat(client, made["table"], made["tokens"][0])
    two = Seat(client, made["table"], made["tokens"][1])
    one.next()
    assert one.seat == 0 and two.seat == 1
    assert one.state["view"]["you"] == 0 and two.state["view"]["you"] == 1
    assert (
        "hand" in one.state["view"]["players"][0] and "hand" not in one.state["view"]["players"][1]
    )
    assert one.state["table"]["seats"][1]["connected"]
    two.close()
    assert one.next()["changes"]["table"]["seats"][1]["connected"] is False
    again = Seat(client, made["table"], made["tokens"][1])  # the same token, a new socket
    assert again.state == table_of(client, made["table"]).state(1, "en")
    one.next()


def test_a_restarted_server_loses_no_game(tmp_path):
    db = str(tmp_path / "games.sqlite")
    rng = random.Random(3)
    with serving(db) as client:
        made = new_table(client, seed=3)
        me = Seat(client, made["table"], made["tokens"][0])
        for _ in range(25):
            me.act(choose(me.actions, rng))
            me.next()
        before = me.state
        saved = table_of(client, made["table"]).game.to_json()
        me.close()
    with serving(db) as client:  # a new process on the same file
        assert made["table"] not in client.app.state.hub.tables
        me = Seat(client, made["table"], made["tokens"][0])
        assert table_of(client, made["table"]).game.to_json() == saved
        assert me.state["view"] == before["view"] and me.state["log"] == before["log"]
        me.act(me.actions[0])
        assert me.next()["type"] == "patch"


def test_undo_against_the_computer_rebuilds_the_game_exactly(client):
    made = new_table(client, seed=8)
    me = Seat(client, made["table"], made["tokens"][0])
    table = table_of(client, made["table"])
    rng = random.Random(8)
    seen = {}
    for _ in range(30):
        if not me.actions:  # the game is over
            break
        seen[me.state["at"]] = (me.state["view"], table.game.to_json())
        me.act(choose(me.actions, rng))
        me.next()
    points = me.state["table"]["undo_points"]
    assert set(points) <= set(seen) and len(points) >= 10
    back = points[len(points) // 2]
    me.send({"type": "undo", "to": back})
    me.next()
    assert me.state["at"] == back
    assert me.state["view"] == seen[back][0]
    assert table.game.to_json() == seen[back][1]
    assert me.state["table"]["undo_points"] == [p for p in points if p < back]
    me.send({"type": "undo", "to": back + 1})  # not a decision of this seat any more
    assert me.next()["code"] == "bad_undo"


def test_undo_between_two_people_needs_the_others_consent(client):
    made = new_table(client, opponent="human", seed=6)
    seats = [Seat(client, made["table"], made["tokens"][0])]
    seats.append(Seat(client, made["table"], made["tokens"][1]))
    seats[0].next()
    table = table_of(client, made["table"])
    rng = random.Random(6)
    while len(table.undo_points(0)) < 3 or table.game.decision.player != 0:
        player = table.game.decision.player
        seats[player].act(choose(seats[player].actions, rng))
        seats[player].next()
        seats[1 - player].next()
    point = table.undo_points(0)[0]
    before = table.game.to_json()
    seats[0].send({"type": "undo", "to": point})
    seats[0].next(), seats[1].next()
    assert table.game.to_json() == before and seats[1].state["table"]["undo_offer"] == {
        "by": 0,
        "to": point,
    }
    seats[0].send({"type": "undo_answer", "accept": True})  # not one's own offer
    assert seats[0].next()["code"] == "no_offer"
    seats[1].send({"type": "undo_answer", "accept": False})
    seats[0].next(), seats[1].next()
    assert table.game.to_json() == before and table.undo_offer is None
    seats[0].send({"type": "undo", "to": point})
    seats[0].next(), seats[1].next()
    seats[1].send({"type": "undo_answer", "accept": True})
    seats[0].next(), seats[1].next()
    assert table.game.to_json()["actions"] == before["actions"][:point]
    assert seats[0].state["at"] == point


def test_the_clock_takes_the_default_action_when_it_runs_out():
    table, _tokens = Table.new(
        "t", ("red-green", "white-blue"), ("human", "human"), seed=1, decision_seconds=30
    )
    before = table.game.to_json()
    assert not table.timeout()  # not yet
    assert table.game.to_json() == before
    table.decision_started -= 31
    player = table.game.decision.player
    expected = table.state(player, "en")
    default = expected["view"]["decision"]["actions"][expected["default"]]["action"]
    assert table.timeout()
    assert table.game.to_json()["actions"][len(before["actions"])] == default


def test_the_computers_thinking_time_is_capped():
    table, _tokens = Table.new("t", ("red-green", "white-blue"), ("human", "computer"), seed=1)

    class Slow:
        def choose(self, view, actions):
            import time

            time.sleep(5)
            return actions[-1]

    table._agents[1] = Slow()
    table.computer_seconds = 0.05
    actions = table.game.legal_actions()  # play or draw first: the default is the first
    assert len(actions) > 1
    assert table._computer(1, actions) == actions[0]  # not the slow agent's last one


def test_a_finished_game_replays_step_by_step(client):
    made = new_table(client, seed=9)
    me = Seat(client, made["table"], made["tokens"][0])
    me.send({"type": "concede"})
    me.next()
    save = client.get(
        f"/api/tables/{made['table']}/save", params={"token": made["tokens"][0]}
    ).json()
    assert client.get(f"/api/tables/{made['table']}/save", params={"token": "x"}).status_code == 404
    steps = len(save["actions"])
    for step in (0, steps // 2, steps):
        answer = client.post(
            "/api/replay", json={"save": save, "seat": 0, "step": step, "lang": "it"}
        ).json()
        game = Game.from_json({**save, "actions": save["actions"][:step]})
        view = game.view(0, "it")
        view.pop("decision", None)
        assert answer["view"] == view and answer["log"] == game.log(0, "it")
        assert answer["steps"] == steps
    assert client.post("/api/replay", json={"save": {"x": 1}, "step": 1}).status_code == 400


def test_a_game_between_two_people_is_saved_for_replay_only_once_over(client):
    made = new_table(client, opponent="human", seed=2)
    url = f"/api/tables/{made['table']}/save"
    assert client.get(url, params={"token": made["tokens"][1]}).status_code == 403
    one = Seat(client, made["table"], made["tokens"][0])
    one.send({"type": "concede"})
    one.next()
    assert client.get(url, params={"token": made["tokens"][1]}).status_code == 200


def test_new_tables_refuse_bad_requests(client):
    for body in [
        {"deck": "nope"},
        {"opponent": "robot"},
        {"clock": 1},
        {"seed": -1},
        {"clock": "5"},
    ]:
        assert client.post("/api/tables", json=body).status_code == 400, body
    assert client.post("/api/tables", content=b"[1]").status_code == 400
    assert client.post("/api/tables", content=b"{" * 5000).status_code == 413


def test_serve_listens_on_loopback_unless_allowed_and_warned(monkeypatch, capsys):
    from manastack.programs.cli import main

    started = []
    monkeypatch.setattr("manastack.web.serve", lambda host, port, db: started.append(host) or 0)
    assert main(["serve", "--host", "0.0.0.0", "--lang", "en"]) == 2
    assert "--allow-remote" in capsys.readouterr().err and not started
    assert main(["serve", "--host", "::1", "--port", "8123", "--lang", "en"]) == 0
    out = capsys.readouterr()
    assert started == ["::1"] and "Warning" not in out.err and "8123" in out.out
    assert main(["serve", "--host", "0.0.0.0", "--allow-remote", "--lang", "en"]) == 0
    assert started[-1] == "0.0.0.0" and "Warning" in capsys.readouterr().err


def test_the_page_skips_the_decisions_the_terminal_game_skips():
    """The web table's automatic answers are the terminal game's, decision by
    decision, over random games (the terminal's rule reads the game; the table's
    reads the seat's view only)."""
    from manastack import RandomAgent, load_deck
    from manastack.programs.ui.terminal import Settings
    from manastack.programs.ui.terminal import automatic as terminal_automatic
    from manastack.web.table import automatic

    compared = 0
    pairs = [
        ("red-green", "white-blue"),
        ("white-blue", "red-green"),
        ("onslaught-morph", "black-red"),
    ]
    for seed, decks in enumerate(pairs):
        game = Game([load_deck(d).main for d in decks], seed=seed)
        agent = RandomAgent(seed)
        while not game.over:
            player = game.decision.player
            actions = game.legal_actions()
            mine = automatic(game.view(player), actions)
            assert mine == terminal_automatic(game, actions, Settings()), (game.step, actions)
            compared += mine is not None
            game.act(agent.choose(game.view(player), actions))
    assert compared > 100


@pytest.mark.parametrize(
    ("step", "active", "asked"),
    [
        ("main1", 1, True),  # your main phase
        ("main1", 0, False),  # the opponent's main phase
        ("end", 0, True),  # the opponent's end step: the moment for instants
        ("end", 1, False),  # your own end step
        ("upkeep", 0, False),
    ],
)
def test_stops_with_an_instant_in_hand(step, active, asked):
    """Player 1 holds Lightning Bolt with a Mountain: where the page asks them,
    as the terminal game does (CR 117.3)."""
    from manastack.programs.ui.terminal import Settings
    from manastack.programs.ui.terminal import automatic as terminal_automatic
    from manastack.scenario import Scenario
    from manastack.web.table import automatic

    s = Scenario()
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start(step=step, active=active)
    if game.decision.player != 1:
        game.act(next(a for a in game.legal_actions() if a.kind == "pass"))
    assert game.decision.player == 1 and game.decision.kind == "priority"
    actions = game.legal_actions()
    mine = automatic(game.view(1), actions)
    assert (mine is None) == asked
    assert mine == terminal_automatic(game, actions, Settings())


def words_of(app_js: str, lang: str) -> dict[str, str]:
    """The page labels of one language, read from the WORDS table of app.js."""
    block = re.search(rf"^  {lang}: \{{(.*?)\}},?$", app_js, re.S | re.M)
    assert block, f"app.js has no {lang} labels"
    return dict(re.findall(r'(\w+): "((?:[^"\\]|\\.)*)"', block.group(1)))


def test_the_lobby_is_labelled_in_each_language_as_the_game_page_is(client):
    """The lobby names its labels (``data-t``) and loads app.js, whose words have
    each of those labels in English, Italian and French, distinct from English."""
    lobby = client.get("/").text
    app_js = client.get("/static/app.js").text
    assert '<script src="/static/app.js"></script>' in lobby
    keys = set(re.findall(r'data-t="(\w+)"', lobby))
    assert {"lang", "your_deck", "opponent", "start", "replay_saved"} <= keys
    assert not re.search(r">\s*[A-Za-z][^<]*</(label|button|option|a)>", lobby.split("<form")[1])
    english = words_of(app_js, "en")
    for lang in ("it", "fr"):
        words = words_of(app_js, lang)
        missing = keys - words.keys()
        assert not missing, f"no {lang} label for {sorted(missing)}"
        for key in keys - {"lang"}:
            assert words[key] != english[key], f"{key} is not translated to {lang}"
    assert '<option value="it">Italiano</option>' in lobby
