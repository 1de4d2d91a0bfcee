"""Every card's printed facts match the Oracle data in ../shared/oracle (when present).

Compared: name, mana cost, type line, power/toughness and rules text (reminder text in
parentheses is ignored on both sides).  Set MANASTACK_ORACLE_DIR to use another folder.
"""

import json
import os
import re
from pathlib import Path

import pytest

from manastack.cards import all_cards

ROOT = Path(__file__).resolve().parents[1]
ORACLE_DIR = Path(os.environ.get("MANASTACK_ORACLE_DIR", ROOT.parent / "shared" / "oracle"))


def _oracle() -> dict[str, dict]:
    faces: dict[str, dict] = {}
    for path in sorted(ORACLE_DIR.glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8")):
            for face in entry["faces"]:
                faces.setdefault(face["name"], face)
    return faces


def _clean(text: str | None) -> str:
    text = re.sub(r"\([^()]*\)", "", text or "")
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return "\n".join(line for line in lines if line).strip()


pytestmark = pytest.mark.skipif(not ORACLE_DIR.is_dir(), reason="no ../shared/oracle here")


def _faces():
    return [(c, f) for c in all_cards() for f in c.faces]


@pytest.mark.parametrize("card,face", _faces(), ids=lambda x: getattr(x, "name", ""))
def test_card_matches_oracle(card, face):
    oracle = _oracle()
    assert face.name in oracle, f"{face.name} is not in the Oracle data"
    o = oracle[face.name]
    assert face.mana_cost.text == (o["manaCost"] or "")
    assert face.type_line == o["type"].replace(" - ", " — ")
    if o.get("power") is not None:
        assert (face.power_text, face.toughness_text) == (o["power"], o["toughness"])
    else:
        assert face.power is None
    assert _clean(face.text) == _clean(o["text"])
