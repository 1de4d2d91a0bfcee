"""The printed facts of the cards of the supported sets, shipped with the package.

``cards.json.gz`` is built from the Oracle files by :mod:`manastack.core.data.build` and
holds, for each card (by English name): ``layout``, ``sets`` and ``faces``, each face
with ``name``, ``cost``, ``colour`` (a colour indicator, CR 204), ``type``, ``pt``,
``loyalty``, ``text`` (Oracle text, reminder text included) and, when the source
asks for it to be checked, ``note``.  Absent keys are absent facts.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("cards.json.gz")

# Sets whose cards are shipped; EXTRA holds reprints and core cards (no set code).
SETS = ("CHK", "BOK", "SOK", "ONS", "LGN", "SCG", "TLA", "SPM", "EXTRA")


@cache
def printed_cards() -> dict[str, dict[Any, Any]]:
    """Every shipped card by English name (read once)."""
    with gzip.open(DATA_FILE, "rt", encoding="utf-8") as f:
        return {c["name"]: c for c in json.load(f)}


def printed(name: str) -> dict[Any, Any] | None:
    """The printed facts of the card with this English name, or None."""
    return printed_cards().get(name)


__all__ = ["DATA_FILE", "SETS", "printed", "printed_cards"]
