"""Run the engine benchmark: ``python3 benchmarks/bench.py [--games N] [--out FILE]``.

The same as ``manastack bench``; see :mod:`manastack.programs.bench` for what is measured.
Results are written to ``bench-results.json`` by default (git ignores it).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from manastack.programs.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
