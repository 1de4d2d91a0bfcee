"""``--lang`` on the command line: every command has it, the locale sets its default,
help and errors follow it, and an unsupported language is refused clearly."""

import argparse
from pathlib import Path

import pytest

from manastack.programs import cli

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def test_every_command_takes_lang():
    commands = _commands(cli.build_parser())
    assert "demo" in commands
    for name, parser in commands.items():
        assert "--lang" in parser.format_help(), name


@pytest.mark.parametrize(
    "lang, first, absent",
    [
        ("en", "Turn 1: Alice's turn.", "Turno"),
        ("it", "Turno 1: turno di Anna.", "Turn 1"),
        ("fr", "Tour 1 : tour d'Amélie.", "Turno"),  # elision before a vowel
    ],
)
def test_demo_speaks_the_language_asked_for(capsys, lang, first, absent):
    assert cli.main(["demo", "--lang", lang, "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert first in out.splitlines()
    assert absent not in out


def test_the_locale_is_the_default(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert cli.main(["demo", "--seed", "4"]) == 0
    assert "Turno 1: turno di Anna." in capsys.readouterr().out
    assert cli.main(["demo", "--seed", "4", "--lang", "en"]) == 0
    assert "Turn 1: Alice's turn." in capsys.readouterr().out


def test_help_is_in_the_language_asked_for(capsys):
    with pytest.raises(SystemExit):
        cli.main(["demo", "--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation : manastack demo")
    assert "regardez deux agents aléatoires jouer une partie" in out
    assert "affiche ce message d'aide et quitte" in out
    with pytest.raises(SystemExit):
        cli.main(["demo", "--help"])
    assert "show this help message and exit" in capsys.readouterr().out


def test_an_unsupported_language_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["demo", "--lang", "de"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unsupported language 'de'" in err
    assert "en, it, fr" in err


def test_deck_errors_in_the_language_asked_for(capsys):
    assert cli.main(["demo", "--lang", "it", "--deck", "no-such-deck"]) == 2
    assert "nessun mazzo incluso o file di nome 'no-such-deck'" in capsys.readouterr().err


def test_the_catalogues_ship_with_the_package():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert any(dep.lower().startswith("babel") for dep in config["project"]["dependencies"])
    patterns = config["tool"]["setuptools"]["package-data"]["manastack"]
    package = ROOT / "manastack"
    shipped = {p for pattern in patterns for p in package.glob(pattern)}
    needed = set((package / "locale").rglob("*.po")) | set((package / "locale").glob("*.tsv"))
    assert needed and needed <= shipped
