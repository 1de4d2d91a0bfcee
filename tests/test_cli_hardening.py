"""Bad input on the command line: exit code 2, one clear message on stderr, no
traceback, no file overwritten, and nothing reported done that was not done.
Ctrl-C exits 130 (the game saved first), a closed output pipe exits quietly."""

import builtins
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from manastack.core.actions import Action
from manastack.programs import cli
from manastack.programs.cli import main
from manastack.programs.ui import terminal
from manastack.programs.ui.terminal import load_game
from tests.test_cli import Script, run_cli

ROOT = Path(__file__).resolve().parent.parent


def _interruptible() -> None:
    """A shell without job control starts background jobs with Ctrl-C ignored, and
    children inherit that (a CI runner may be one): the child gets the default back,
    as a program started from a terminal has it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "manastack", *args],
        cwd=ROOT,
        text=True,
        stderr=subprocess.PIPE,
        preexec_fn=_interruptible,
        **kwargs,
    )


def saved_game(monkeypatch, path: Path, seed: int, answers=("", "", "q")) -> list:
    """Play a few decisions of a game saved to ``path``; its recorded actions."""
    assert (
        run_cli(
            monkeypatch, ["play", "--seed", str(seed), "--save", str(path)], Script(list(answers))
        )
        == 0
    )
    return json.loads(path.read_text())["actions"]


# ------------------------------------------------------------------ play --save
@pytest.mark.parametrize("where", ["missing/g.json", "."])
def test_a_save_path_that_cannot_be_written_is_refused_before_the_game(
    monkeypatch, capsys, tmp_path, where
):
    target = tmp_path / where
    script = Script(then="1")
    assert run_cli(monkeypatch, ["play", "--seed", "4", "--save", str(target)], script) == 2
    out, err = capsys.readouterr()
    assert script.prompts == 0 and out == ""
    assert f"can't write to {target}" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_save_that_fails_during_the_game_is_not_reported_as_done(monkeypatch, capsys, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    save = folder / "g.json"

    def folder_gone(prompt=""):
        shutil.rmtree(folder)
        return "q"

    assert run_cli(monkeypatch, ["play", "--seed", "4", "--save", str(save)], folder_gone) == 1
    out = capsys.readouterr().out
    assert "Game stopped and saved" not in out
    assert f"Could not save to {save}" in out and "could not be saved" in out


def test_a_failed_save_leaves_the_previous_save_whole(monkeypatch, tmp_path):
    save = tmp_path / "g.json"
    before = saved_game(monkeypatch, save, 4)
    text = save.read_text()
    game, human = load_game(save)
    game.act(game.legal_actions()[0])

    def disk_full(real_open):
        """``real_open`` with files that take a few characters, then run out of space."""

        def opener(file, mode="r", *args, **kwargs):
            opened = real_open(file, mode, *args, **kwargs)
            if "w" not in mode:
                return opened
            real_write = opened.write

            def write(text):
                real_write(text[:10])
                raise OSError(28, "No space left on device")

            opened.write = write
            return opened

        return opener

    monkeypatch.setattr(os, "fdopen", disk_full(os.fdopen))
    monkeypatch.setattr(builtins, "open", disk_full(builtins.open))
    with pytest.raises(OSError):
        terminal.save_game(game, save, human)
    assert save.read_text() == text and len(before) > 0
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temporary file left


def test_save_refuses_to_overwrite_a_file_that_is_not_a_save(monkeypatch, capsys, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    script = Script(then="1")
    assert run_cli(monkeypatch, ["play", "--seed", "4", "--save", str(notes)], script) == 2
    assert "--force" in capsys.readouterr().err
    assert notes.read_text() == "my notes\n" and script.prompts == 0
    assert (
        run_cli(
            monkeypatch, ["play", "--seed", "4", "--save", str(notes), "--force"], Script(["q"])
        )
        == 0
    )
    game, human = load_game(notes)
    assert human == 0 and not game.over


def test_save_refuses_to_overwrite_another_games_save(monkeypatch, capsys, tmp_path):
    other = tmp_path / "other.json"
    saved_game(monkeypatch, other, 4)
    text = other.read_text()
    capsys.readouterr()
    assert run_cli(monkeypatch, ["play", "--seed", "5", "--save", str(other)], Script()) == 2
    assert str(other) in capsys.readouterr().err and other.read_text() == text
    continued = tmp_path / "continued.json"
    saved_game(monkeypatch, continued, 5)
    assert (
        run_cli(monkeypatch, ["play", "--load", str(continued), "--save", str(other)], Script())
        == 2
    )
    assert other.read_text() == text


def test_the_save_command_overwrites_only_this_games_save_unless_forced(
    monkeypatch, capsys, tmp_path
):
    """``save FILE`` at the prompt follows the rule of ``--save``: an existing file
    that is not this game's save (the one it is saved to, or one the command
    already saved it to) is refused and left alone, unless ``--force``."""
    notes, mine = tmp_path / "notes.txt", tmp_path / "mine.json"
    notes.write_text("my notes\n")
    answers = ["", f"save {notes}", f"save {mine}", "", f"save {mine}", "q"]
    assert (
        run_cli(monkeypatch, ["play", "--seed", "8", "--opponent", "random"], Script(answers)) == 0
    )
    out = capsys.readouterr().out
    assert f"{notes} already exists and is not this game's save" in out
    assert f"Game saved to {notes}" not in out and notes.read_text() == "my notes\n"
    assert out.count(f"Game saved to {mine}.") == 2
    game, _ = load_game(mine)
    assert len(game.history) > 1  # the second save replaced the first
    answers = ["", f"save {notes} --force", "q"]
    assert (
        run_cli(monkeypatch, ["play", "--seed", "8", "--opponent", "random"], Script(answers)) == 0
    )
    assert f"Game saved to {notes}." in capsys.readouterr().out
    assert load_game(notes)[0].history == [Action("choose", ("play",))]
    own = tmp_path / "own.json"
    argv = ["play", "--seed", "8", "--opponent", "random", "--save", str(own)]
    assert run_cli(monkeypatch, argv, Script(["", "", f"save {own}", "q"])) == 0
    assert f"Game saved to {own}." in capsys.readouterr().out


def test_load_without_save_keeps_saving_to_the_loaded_file(monkeypatch, capsys, tmp_path):
    save = tmp_path / "g.json"
    before = saved_game(monkeypatch, save, 9)
    assert run_cli(monkeypatch, ["play", "--load", str(save)], Script(["1"] * 6 + ["q"])) == 0
    assert f"Game stopped and saved to {save}" in capsys.readouterr().out
    after = json.loads(save.read_text())["actions"]
    assert after[: len(before)] == before and len(after) > len(before)


# ------------------------------------------------------------- bad numbers, bad paths
@pytest.mark.parametrize(
    "argv, option",
    [
        (["simulate", "red-green", "white-blue", "--games", "-3"], "--games"),
        (["simulate", "red-green", "white-blue", "--games", "0"], "--games"),
        (["simulate", "red-green", "white-blue", "--workers", "0"], "--workers"),
        (["bench", "--games", "0"], "--games"),
        (["bench", "--computer-games", "-1"], "--computer-games"),
    ],
)
def test_a_number_out_of_range_is_refused(capsys, argv, option):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and f"argument {option}: must be a whole number" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "red-green", "white-blue", "--games", "1", "--jsonl", "{tmp}/missing/x.jsonl"],
        ["simulate", "red-green", "white-blue", "--games", "1", "--jsonl", "{tmp}"],
        ["bench", "--games", "1", "--computer-games", "0", "--out", "{tmp}/missing/b.json"],
        ["bench", "--games", "1", "--computer-games", "0", "--out", "{tmp}"],
    ],
)
def test_an_output_path_that_cannot_be_written_is_refused_before_the_work(capsys, tmp_path, argv):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and f"can't write to {argv[-1]}" in err
    assert list(tmp_path.iterdir()) == []


def test_bench_and_simulate_replace_their_output_files(capsys, tmp_path):
    out = tmp_path / "bench.json"
    out.write_text("old")
    assert main(["bench", "--games", "1", "--computer-games", "0", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["games"] == 1
    lines = tmp_path / "games.jsonl"
    assert (
        main(
            [
                "simulate",
                "red-green",
                "white-blue",
                "--games",
                "2",
                "--workers",
                "1",
                "--agents",
                "random",
                "--jsonl",
                str(lines),
            ]
        )
        == 0
    )
    assert len(lines.read_text().splitlines()) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bench.json", "games.jsonl"]


def test_an_output_file_is_written_through_a_link_and_keeps_its_permissions(capsys, tmp_path):
    real = tmp_path / "real.json"
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert main(["bench", "--games", "1", "--computer-games", "0", "--out", str(link)]) == 0
    assert link.is_symlink() and json.loads(real.read_text())["games"] == 1
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_an_output_pipe_is_written_to_not_replaced(capsys, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()), daemon=True)
    reader.start()
    assert (
        main(
            [
                "simulate",
                "red-green",
                "white-blue",
                "--games",
                "1",
                "--workers",
                "1",
                "--agents",
                "random",
                "--jsonl",
                str(fifo),
            ]
        )
        == 0
    )
    reader.join(timeout=60)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert json.loads(got[0])["game"] == 0


# ------------------------------------------------------------------ pipes and Ctrl-C
def test_output_piped_into_a_closed_pipe_exits_quietly():
    process = start("demo", "--seed", "3", stdout=subprocess.PIPE)
    process.stdout.close()  # like `| head -1` having read its line and gone
    err = process.stderr.read()
    assert process.wait(timeout=120) == 128 + signal.SIGPIPE
    assert err == ""


def test_ctrl_c_during_simulate_exits_130_with_the_games_so_far(tmp_path):
    lines = tmp_path / "games.jsonl"
    process = start(
        "simulate",
        "red-green",
        "white-blue",
        "--games",
        "100000",
        "--workers",
        "1",
        "--agents",
        "random",
        "--jsonl",
        str(lines),
        stdout=subprocess.PIPE,
    )
    assert process.stdout.readline().startswith("100000 games")
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 130 and "Traceback" not in err
    assert "Interrupted" in out and lines.exists()


def test_ctrl_c_during_bench_exits_130_and_writes_nothing(tmp_path):
    out = tmp_path / "b.json"
    process = start("bench", "--games", "100000", "--out", str(out), stdout=subprocess.PIPE)
    assert process.stdout.readline().startswith("Benchmark:")
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)
    assert process.returncode == 130 and "Traceback" not in err
    assert "manastack: interrupted" in err and not out.exists()


def test_ctrl_c_during_play_saves_and_exits_130(monkeypatch, capsys, tmp_path):
    def interrupt(prompt=""):
        raise KeyboardInterrupt

    save = tmp_path / "g.json"
    assert run_cli(monkeypatch, ["play", "--seed", "3", "--save", str(save)], interrupt) == 130
    assert f"Game stopped and saved to {save}" in capsys.readouterr().out
    game, _ = load_game(save)
    assert not game.over


def test_ctrl_c_during_replay_and_demo_exits_130(monkeypatch, capsys, tmp_path):
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    save = tmp_path / "g.json"
    saved_game(monkeypatch, save, 3)
    assert run_cli(monkeypatch, ["replay", str(save)], interrupt) == 130
    monkeypatch.setattr(cli, "play_game", interrupt)
    assert main(["demo", "--seed", "3"]) == 130
    assert "manastack: interrupted" in capsys.readouterr().err
    assert os.path.exists(save)
