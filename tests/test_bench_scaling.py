"""``manastack bench --scaling``: the cost of each kind of decision on boards of
growing size, its boards, and its refusals of bad numbers (exit 2, nothing
written).  Timings are printed and written, never asserted."""

from __future__ import annotations

import json

import pytest

from manastack.core.kinds import ActionKind, DecisionKind
from manastack.programs import bench
from manastack.programs.cli import main

FIGURES = (
    "view_us",
    "view_cold_us",
    "main_phase_actions_us",
    "declare_attackers_us",
    "declare_blockers_us",
    "copy_us",
)


def test_scaling_prints_and_writes_one_row_per_size(capsys, tmp_path):
    out = tmp_path / "scaling.json"
    argv = ["bench", "--scaling", "--sizes", "4", "8", "--repeats", "2", "--out", str(out)]
    assert main(argv) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("Scaling benchmark: boards of 4, 8 permanents a side")
    assert [line.split(" a side:")[0] for line in printed[1:3]] == ["4", "8"]
    assert printed[-1] == f"Results written to {out}."
    rows = json.loads(out.read_text())
    assert [row["permanents"] for row in rows] == [4, 8]
    assert all(row[key] > 0 for row in rows for key in FIGURES)


def test_the_scaling_board_has_the_permanents_asked_for():
    """Half lands, half creatures a side; the main-phase board offers every
    kind of action the benchmark times."""
    game = bench.scaling_board(10, "main1")
    for player in (0, 1):
        mine = [oid for oid in game.battlefield if game.chars(oid).controller == player]
        assert len(mine) == 10
        assert sum(game.chars(oid).is_land for oid in mine) == 5
        assert len(game.creatures(player)) == 5
        assert len(game.players[player].hand) == len(bench.SCALING_HAND)
    kinds = {action.kind for action in game.legal_actions()}
    assert {ActionKind.PLAY, ActionKind.CAST, ActionKind.ACTIVATE} <= kinds
    attack = bench.scaling_board(10, "declare_attackers")
    assert attack.decision.kind == DecisionKind.ATTACKERS
    assert len(attack.legal_actions()) == 5 + 1  # each creature, then done


@pytest.mark.parametrize(
    "argv, wrong",
    [
        (["--sizes", "0"], "argument --sizes: must be a whole number from 1 to 500, not 0"),
        (
            ["--sizes", "5", "501"],
            "argument --sizes: must be a whole number from 1 to 500, not 501",
        ),
        (["--sizes", "ten"], "argument --sizes: must be a whole number from 1 to 500, not ten"),
        (["--sizes", "2.5"], "argument --sizes: must be a whole number from 1 to 500, not 2.5"),
        (["--repeats", "0"], "argument --repeats: must be a whole number greater than 0, not 0"),
    ],
)
def test_a_bad_number_exits_2_and_writes_nothing(capsys, tmp_path, argv, wrong):
    out = tmp_path / "scaling.json"
    with pytest.raises(SystemExit) as stop:
        main(["bench", "--scaling", *argv, "--out", str(out)])
    assert stop.value.code == 2
    printed, err = capsys.readouterr()
    assert printed == "" and wrong in err
    assert not out.exists()


def test_an_unwritable_results_file_exits_2_before_any_timing(capsys, tmp_path):
    argv = ["bench", "--scaling", "--sizes", "5", "--out", str(tmp_path / "missing" / "s.json")]
    assert main(argv) == 2
    printed, err = capsys.readouterr()
    assert printed == "" and err.strip()


def test_the_benchmark_times_views(tmp_path):
    out = tmp_path / "bench.json"
    argv = ["bench", "--games", "3", "--computer-games", "0", "--out", str(out)]
    assert main(argv) == 0
    data = json.loads(out.read_text())
    assert data["views"] > data["copies"] > 0
    assert 0 < data["view_median_us"] <= data["view_p90_us"]
