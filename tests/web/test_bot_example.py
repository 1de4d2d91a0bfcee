"""examples/web_bot.py plays a whole game over a real socket, knowing only what
the protocol sends its seat."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("websockets", reason="websockets (the web extra) is not installed")


EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "web_bot.py"


def test_the_example_bot_plays_a_game_to_its_end(live_server):
    app, base = live_server
    spec = importlib.util.spec_from_file_location("web_bot", EXAMPLE)
    bot = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bot)
    link = bot.open_table(base)
    state = bot.play(link, seed=4)
    table = app.state.hub.table(link.rsplit("/", 1)[1].split("#")[0])  # from the store
    assert table.game.over and state["view"]["over"]
    assert state["view"]["winner"] == table.game.winner
    assert state["log"] == table.game.log(0, "en")
