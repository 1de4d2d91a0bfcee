"""The evaluation harness (manastack evaluate): seat-balanced pairs, Wilson
intervals, the sanity ladder, bad input refused with exit code 2.  Needs no
extra package."""

from __future__ import annotations

import pytest

from manastack import RandomAgent
from manastack.programs.cli import main
from manastack.rl.evaluate import agent_factory, evaluate, sane


class FirstAction:
    """Always the first legal action: the same agent in both seats plays the
    same game from either side."""

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, view, actions):
        return actions[0]


def make_first(seed: int) -> FirstAction:
    return FirstAction(seed)


def test_each_seed_is_played_from_both_seats():
    """With the same deterministic agent on both sides, a pair of games is one game
    seen from each seat: A wins exactly one of each pair (or both are draws)."""
    result = evaluate(FirstAction, FirstAction, 8, seed=3, decks=("red-green", "white-blue"))
    assert result.games == 8 and result.wins == result.losses == (8 - result.draws) // 2
    assert result.draws % 2 == 0


def test_random_against_random_is_even_and_the_computer_beats_random():
    coin = evaluate(RandomAgent, RandomAgent, 100, seed=0)  # 40 games vary by 2 SD
    assert sane(coin) and coin.interval[0] < 0.5 < coin.interval[1]
    strong = evaluate(agent_factory("computer"), RandomAgent, 6, seed=0)
    assert strong.rate > 0.8 and strong.interval[0] > 0.5


def test_agents_by_name_or_module_factory():
    assert agent_factory("random") is RandomAgent
    assert agent_factory("tests.rl.test_evaluate:make_first")(1).choose({}, ["a", "b"]) == "a"
    for bad in ("nobody", "os:nothing", "os:sep", ":x", "os:"):
        with pytest.raises(ValueError):
            agent_factory(bad)
    with pytest.raises(ValueError, match="even"):
        evaluate(RandomAgent, RandomAgent, 3)


def test_the_command_prints_intervals_and_the_ladder(capsys, monkeypatch):
    monkeypatch.setattr("manastack.rl.evaluate.LADDER_GAMES", 60)  # 200 by default
    assert main(["evaluate", "computer", "random", "--games", "4", "--seed", "2", "--ladder"]) == 0
    out = capsys.readouterr().out
    assert "4 seat-balanced games: computer (red-green) against random (red-green), seed 2" in out
    assert "computer (red-green): 4 wins, 100.0% (95% CI 51.0%-100.0%)" in out
    assert "random against random, 60 games:" in out
    assert "computer against random, 4 games: 100.0%" in out
    assert "the harness is unbiased" in out


def exit_code(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as stop:  # argparse's refusals
        return int(stop.code)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["evaluate", "random", "nobody"], 'unknown agent "nobody"'),
        (["evaluate", "random", "random", "--games", "3"], "even whole number"),
        (["evaluate", "random", "random", "--games", "0"], "even whole number"),
        (["evaluate", "random", "random", "--deck", "nodeck"], "bad deck"),
    ],
)
def test_bad_input_exits_2_before_playing(capsys, argv, message):
    assert exit_code(argv) == 2
    captured = capsys.readouterr()
    assert message in captured.err and "seat-balanced" not in captured.out
