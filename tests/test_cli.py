"""The command line, driven like a person would: scripted answers at the prompt."""

import builtins
import json
import subprocess
import sys
from pathlib import Path

import pytest

from manastack.core.actions import Action
from manastack.programs.cli import main
from manastack.programs.ui.terminal import load_game

ROOT = Path(__file__).resolve().parent.parent


class Script:
    """Stands in for ``input``: returns the scripted lines, then a default answer
    (or end of input)."""

    def __init__(self, lines=(), then=None):
        self.lines = list(lines)
        self.then = then
        self.prompts = 0

    def __call__(self, prompt=""):
        self.prompts += 1
        if self.lines:
            return self.lines.pop(0)
        if self.then is None:
            raise EOFError
        return self.then


def run_cli(monkeypatch, argv, script):
    monkeypatch.setattr(builtins, "input", script)
    return main(argv)


def run_process(*args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "manastack", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_a_full_game_played_through_the_prompt(monkeypatch, capsys, tmp_path):
    save = tmp_path / "game.json"
    script = Script(then="1")
    assert run_cli(monkeypatch, ["play", "--seed", "4", "--save", str(save)], script) == 0
    out = capsys.readouterr().out
    assert "wins the game" in out and "Game over" in out
    game, human = load_game(save)
    assert game.over and game.winner in (0, 1) and human == 0
    assert script.prompts > 5


def test_stop_everywhere_asks_at_every_decision(monkeypatch, capsys, tmp_path):
    quiet, everywhere = Script(["", "", "", "", "q"]), Script(["", "", "", "", "q"])
    run_cli(monkeypatch, ["play", "--seed", "4", "--save", str(tmp_path / "a.json")], quiet)
    run_cli(
        monkeypatch,
        ["play", "--seed", "4", "--stop-everywhere", "--save", str(tmp_path / "b.json")],
        everywhere,
    )
    a = json.loads((tmp_path / "a.json").read_text())["actions"]
    b = json.loads((tmp_path / "b.json").read_text())["actions"]
    assert len(b) < len(a)  # same number of prompts, far fewer actions taken


def test_save_then_load_continues_the_same_game(monkeypatch, capsys, tmp_path):
    straight = tmp_path / "straight.json"
    run_cli(monkeypatch, ["play", "--seed", "9", "--save", str(straight)], Script(then="1"))
    saved = tmp_path / "saved.json"
    assert (
        run_cli(
            monkeypatch, ["play", "--seed", "9", "--save", str(saved)], Script(["1"] * 12 + ["q"])
        )
        == 0
    )
    assert "play --load" in capsys.readouterr().out
    half = json.loads(saved.read_text())["actions"]
    game, _ = load_game(saved)
    assert not game.over
    assert (
        run_cli(monkeypatch, ["play", "--load", str(saved), "--save", str(saved)], Script(then="1"))
        == 0
    )
    finished = json.loads(saved.read_text())["actions"]
    assert finished[: len(half)] == half and len(finished) > len(half)
    assert finished == json.loads(straight.read_text())["actions"]


def test_bad_input_at_the_prompt_is_asked_again(monkeypatch, capsys):
    script = Script(
        [
            "hello",
            "0",
            "99",
            "card 123456",
            "card",
            "log 5",
            "graveyard",
            "exile",
            "board",
            "help",
            "stops",
            "stops",
            "quit",
        ]
    )
    assert run_cli(monkeypatch, ["play", "--seed", "2"], script) == 0
    out = capsys.readouterr().out
    assert 'Unknown command "hello"' in out
    assert "There is no action with that number" in out
    assert 'No card you can see has the id "123456"' in out
    assert "Commands:" in out and "Game stopped." in out


def test_save_command_at_the_prompt(monkeypatch, capsys, tmp_path):
    save = tmp_path / "later.json"
    assert (
        run_cli(
            monkeypatch,
            ["play", "--seed", "8", "--opponent", "random"],
            Script(["", f"save {save}", "q"]),
        )
        == 0
    )
    assert f"Game saved to {save}." in capsys.readouterr().out
    game, human = load_game(save)
    assert human == 0 and not game.over and list(game.history) == [Action("choose", ("play",))]


def test_an_unknown_opponent_exits_with_code_2(monkeypatch, capsys):
    assert run_cli(monkeypatch, ["play", "--opponent", "grandmaster"], Script()) == 2
    assert "grandmaster" in capsys.readouterr().err


def test_card_text_of_a_card_in_hand(monkeypatch, capsys, tmp_path):
    save = tmp_path / "g.json"
    run_cli(monkeypatch, ["play", "--seed", "2", "--save", str(save)], Script(["", "q"]))
    game, human = load_game(save)
    card = game.players[human].hand[0]
    capsys.readouterr()
    run_cli(monkeypatch, ["play", "--load", str(save)], Script([f"card {card}", "q"]))
    out = capsys.readouterr().out
    face = game.objects[card].card.front
    assert f"{face.name} #{card}" in out and face.type_line in out


def test_end_of_input_quits_cleanly():
    done = run_process("play", "--seed", "3", stdin="\n\n")
    assert done.returncode == 0 and "Game stopped." in done.stdout
    assert "Traceback" not in done.stderr


def test_ctrl_c_quits_cleanly_and_saves(monkeypatch, capsys, tmp_path):
    def interrupt(prompt=""):
        raise KeyboardInterrupt

    save = tmp_path / "g.json"
    assert run_cli(monkeypatch, ["play", "--seed", "3", "--save", str(save)], interrupt) == 130
    assert "Game stopped and saved" in capsys.readouterr().out
    game, _ = load_game(save)
    assert not game.over


def test_every_ui_sentence_is_in_the_catalogue():
    from manastack.engine.messages import UI, all_templates

    templates = set(all_templates())
    assert all(template in templates for template in UI.values())


def test_an_unknown_deck_exits_with_code_2():
    done = run_process("play", "--deck", "no-such-deck")
    assert done.returncode == 2
    assert "no-such-deck" in done.stderr and "Traceback" not in done.stderr


def test_an_unreadable_decklist_exits_with_code_2(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Mountain\n4 Not A Real Card\n")
    done = run_process("play", "--opponent-deck", str(deck))
    assert done.returncode == 2 and "Not A Real Card" in done.stderr
    done = run_process("simulate", "red-green", str(tmp_path / "missing.txt"), "--games", "1")
    assert done.returncode == 2 and "missing.txt" in done.stderr


@pytest.mark.parametrize(
    "content, problem",
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"format": "manastack-replay", "version": 99}), "version 99"),
        ("CORRUPT", "is not legal"),
    ],
)
def test_a_corrupt_save_is_reported_and_left_alone(monkeypatch, capsys, tmp_path, content, problem):
    save = tmp_path / "save.json"
    if content == "CORRUPT":
        run_cli(monkeypatch, ["play", "--seed", "5", "--save", str(save)], Script(["q"]))
        data = json.loads(save.read_text())
        data["actions"].append(["attack", 999, "P1"])
        content = json.dumps(data)
    save.write_text(content)
    code = run_cli(monkeypatch, ["play", "--load", str(save), "--save", str(save)], Script())
    assert code == 2
    assert problem in capsys.readouterr().err
    assert save.read_text() == content


def test_loading_a_finished_game_shows_its_summary(monkeypatch, capsys, tmp_path):
    save = tmp_path / "game.json"
    run_cli(monkeypatch, ["play", "--seed", "6", "--save", str(save)], Script(then=""))
    capsys.readouterr()
    assert run_cli(monkeypatch, ["play", "--load", str(save)], Script()) == 0
    out = capsys.readouterr().out
    assert "That game is already over." in out and "wins the game" in out


def test_replay_steps_through_a_finished_game(monkeypatch, capsys, tmp_path):
    save = tmp_path / "game.json"
    run_cli(monkeypatch, ["play", "--seed", "6", "--save", str(save)], Script(then=""))
    capsys.readouterr()
    assert run_cli(monkeypatch, ["replay", str(save)], Script(["", "3", "board", "end"])) == 0
    out = capsys.readouterr().out
    assert "1. " in out and "4. " in out and "wins the game" in out


def test_simulate_prints_win_rates_and_writes_json_lines(capsys, tmp_path):
    lines = tmp_path / "games.jsonl"
    assert (
        main(
            [
                "simulate",
                "red-green",
                "white-blue",
                "--games",
                "4",
                "--workers",
                "2",
                "--agents",
                "computer,random",
                "--jsonl",
                str(lines),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "95% CI" in out and "Average turns" in out
    records = [json.loads(line) for line in lines.read_text().splitlines()]
    assert sorted(r["game"] for r in records) == [0, 1, 2, 3]
    assert all(r["winner"] in (0, 1, None) and r["turns"] > 0 for r in records)


def test_bench_writes_its_results(capsys, tmp_path):
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "2", "--computer-games", "1", "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    for key in (
        "games_per_s",
        "decisions_per_s",
        "us_per_decision",
        "us_per_choice",
        "copy_median_us",
        "copy_p90_us",
        "json_round_trip_ms",
        "peak_memory_mb",
        "computer_game_median_s",
    ):
        assert data[key] >= 0
    assert data["decisions"] > data["choices"] > 0
