"""``manastack simulate --ray``: the games as Ray tasks on a local Ray instance give
the same records as the local process pool for the same seed; a closed stream
cancels its tasks; an unreachable cluster is a clear error (exit 2)."""

from __future__ import annotations

import json

import pytest
import ray

from manastack.programs.cli import main
from manastack.programs.simulate import run_games
from manastack.programs.simulate_ray import run_games_ray

DECKS = ("red-green", "white-blue")


def _without_times(records):
    return sorted((r.game, r.seed, r.winner, r.turns, r.decisions, r.reason) for r in records)


def test_closing_the_stream_early_cancels_the_games_left_and_stops_ray():
    """Ctrl-C in the CLI closes the stream: the tasks still queued are cancelled
    and the local Ray instance started for the run is shut down."""
    games = run_games_ray(DECKS, ("random", "random"), 50, 1, workers=1)
    first = next(games)
    assert first.game in range(50)
    games.close()
    assert not ray.is_initialized()


@pytest.fixture(scope="module")
def local_ray():
    """One local Ray instance for the tests below (starting one is slow); the runs
    find it started and leave it running."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_tasks_play_the_same_games_as_the_local_pool(local_ray):
    """Same seeds, same results: game i gets seed S+i wherever it runs, so the Ray
    run's records (winner, turns, decisions of each game) equal the pool's."""
    local = list(run_games(DECKS, ("random", "random"), 4, 7, workers=2))
    on_ray = list(run_games_ray(DECKS, ("random", "random"), 4, 7, workers=2))
    assert _without_times(on_ray) == _without_times(local)
    assert ray.is_initialized()  # an instance it didn't start is left running


def test_cli_simulate_with_ray_streams_records_and_reports_speed(local_ray, capsys, tmp_path):
    """The CLI's --ray run prints the same win counts as a local run and writes
    one JSON line per game."""
    out = tmp_path / "games.jsonl"
    argv = ["simulate", *DECKS, "--games", "3", "--agents", "random", "--seed", "5"]
    assert main([*argv, "--ray", "--jsonl", str(out)]) == 0
    on_ray = capsys.readouterr().out
    assert main(argv) == 0
    local = capsys.readouterr().out
    wins = [line for line in on_ray.splitlines() if "wins" in line]
    assert wins and wins == [line for line in local.splitlines() if "wins" in line]
    assert "as Ray tasks" in on_ray
    assert "games per second" in on_ray
    assert len(out.read_text().splitlines()) == 3
    assert {json.loads(line)["seed"] for line in out.read_text().splitlines()} == {5, 6, 7}


@pytest.mark.parametrize("address", ["127.0.0.1:1", "ray://127.0.0.1:1"])
def test_an_unreachable_cluster_is_a_clear_error(capsys, tmp_path, address):
    """A Ray address that is malformed or where nobody answers: exit 2 at once,
    one message naming it, no file written."""
    out = tmp_path / "games.jsonl"
    code = main(["simulate", *DECKS, "--games", "1", "--ray", address, "--jsonl", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    assert f"cannot reach the Ray cluster at {address}" in err
    assert not out.exists()


@pytest.mark.parametrize("address", ["no-port", "host:99999", "ray://:10001"])
def test_a_malformed_ray_address_is_refused(capsys, address):
    """An address that is not HOST:PORT, ray://HOST:PORT or auto: exit 2, a message
    saying which forms are accepted."""
    code = main(["simulate", *DECKS, "--games", "1", "--ray", address])
    assert code == 2
    assert f'bad Ray address "{address}"' in capsys.readouterr().err
