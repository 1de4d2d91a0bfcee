"""benchmarks/race_managym.py without managym: it says how to install it and exits 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "race_managym.py"


def test_the_race_explains_how_to_install_managym_when_it_is_missing(tmp_path):
    out = tmp_path / "race.json"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--python", str(tmp_path / "none"), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "pip install --no-deps manabot==0.2.0" in done.stderr
    assert "MANAGYM_PYTHON" in done.stderr and not out.exists()


def test_the_race_refuses_a_python_without_managym(tmp_path):
    # this test's own Python runs the worker, which cannot import manabot
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--python", sys.executable],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "cannot import manabot.managym" in done.stderr
