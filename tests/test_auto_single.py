"""The opt-in runner mode ``Game(auto_single=True)``: decisions with one legal
action are answered by the engine and recorded in the history, so replays hold;
by default every decision still stops.  And ``manastack bench --decks``."""

from __future__ import annotations

import json

import pytest

from manastack import Game, RandomAgent, load_deck, snapshot
from manastack.programs.cli import main

DECKS = [load_deck("gw-allies").main, load_deck("ur-lessons").main]


def _play(game: Game, seed: int, stops: list[int]) -> None:
    """Random agents to the end; ``stops`` gets how many legal actions each
    decision the game stopped at had."""
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over:
        actions = game.legal_actions()
        stops.append(len(actions))
        game.act(agents[game.decision.player].choose({}, actions))  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", [3, 4])
def test_auto_single_never_stops_at_a_single_option_and_records_it(seed):
    game = Game(DECKS, seed=seed, auto_single=True)
    stops: list[int] = []
    _play(game, seed, stops)
    assert game.winner is not None
    assert min(stops) > 1
    # the single-option answers are in the history with the agents' own
    assert len(game.history) > len(stops)


def test_the_default_still_stops_at_single_option_decisions():
    game = Game(DECKS, seed=3)
    stops: list[int] = []
    _play(game, 3, stops)
    assert stops.count(1) > 0
    assert len(game.history) == len(stops)


@pytest.mark.parametrize("seed", [3, 4])
def test_a_replay_of_an_auto_single_game_reaches_the_same_state(seed):
    game = Game(DECKS, seed=seed, auto_single=True)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    checked = 0
    while not game.over:
        if len(game.history) // 150 > checked:  # mid-game, at a real decision
            checked += 1
            again = Game.from_json(json.loads(json.dumps(game.to_json())))
            assert snapshot(again) == snapshot(game)
            assert again.decision == game.decision
        actions = game.legal_actions()
        game.act(agents[game.decision.player].choose({}, actions))  # type: ignore[union-attr]
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert checked > 1
    assert snapshot(again) == snapshot(game) and again.winner == game.winner


def test_a_copy_keeps_the_mode():
    game = Game(DECKS, seed=5, auto_single=True)
    copy = game.copy()
    stops: list[int] = []
    _play(copy, 5, stops)
    assert min(stops) > 1


def test_bench_takes_the_two_decks_and_the_auto_single_mode(capsys, tmp_path):
    out = tmp_path / "bench.json"
    args = ["bench", "--games", "2", "--computer-games", "0", "--out", str(out)]
    assert main([*args, "--decks", "gw-allies", "ur-lessons", "--auto-single"]) == 0
    data = json.loads(out.read_text())
    assert data["decks"] == ["gw-allies", "ur-lessons"] and data["auto_single"] is True
    assert data["auto_decisions"] > 0 and data["choices"] == data["decisions"]
    assert "gw-allies against ur-lessons" in capsys.readouterr().out
    assert main([*args, "--decks", "gw-allies", "ur-lessons"]) == 0
    data = json.loads(out.read_text())
    assert data["auto_single"] is False and data["auto_decisions"] == 0
    assert data["decisions"] > data["choices"]


def test_bench_refuses_an_unknown_deck(capsys, tmp_path):
    out = tmp_path / "bench.json"
    assert main(["bench", "--decks", "gw-allies", "no-such-deck", "--out", str(out)]) == 2
    assert "no-such-deck" in capsys.readouterr().err and not out.exists()
