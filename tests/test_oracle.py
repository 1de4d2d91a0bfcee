"""Printed facts: every card's faces are its shipped data (manastack/core/data), the data
is rebuilt from an Oracle folder reproducibly, and every keyword line of a card's
Oracle text is live in its definition.

When the Oracle folder is there (``../shared/oracle`` or MANASTACK_ORACLE_DIR), one
more test checks that the shipped file is current; it is not collected elsewhere.
"""

import gzip
import json
import os
from pathlib import Path

import pytest

from manastack.cards import _printed_face, all_cards, behaviour, side
from manastack.cards.keyword_lines import keyword_abilities
from manastack.core.data import DATA_FILE, SETS, printed, printed_cards
from manastack.core.data.build import build, encode
from manastack.engine.model import Keyword

ROOT = Path(__file__).resolve().parents[1]
ORACLE_DIR = Path(os.environ.get("MANASTACK_ORACLE_DIR", ROOT.parent / "shared" / "oracle"))


def _faces():
    return [(c, i) for c in all_cards() for i in range(len(c.faces))]


@pytest.mark.parametrize("card,i", _faces(), ids=lambda x: getattr(x, "name", str(x)))
def test_each_face_is_its_printed_data(card, i):
    face = card.faces[i]
    facts = printed(card.name)
    assert facts is not None, f"{card.name} is not in the shipped data"
    assert card.layout == facts["layout"] and len(card.faces) == len(facts["faces"])
    data = facts["faces"][i]
    assert face.name == data["name"]
    assert face.mana_cost.text == data.get("cost", "")
    assert face.type_line == data["type"]
    if "pt" in data:
        assert f"{face.power_text}/{face.toughness_text}" == data["pt"]
    else:
        assert face.power is None
    assert face.text == data["text"]
    assert card.set_code == (facts["sets"] or [""])[0]


@pytest.mark.parametrize("card,i", _faces(), ids=lambda x: getattr(x, "name", str(x)))
def test_each_printed_keyword_line_is_live(card, i):
    """A line of the Oracle text made only of keywords ("Flying", "Bushido 1",
    "Morph {2}{G}") is an ability the definition has (CR 702)."""
    face = card.faces[i]
    for line in face.text.splitlines():
        abilities = keyword_abilities(line)
        if abilities:
            keys = {a.key for a in abilities if isinstance(a, Keyword)}
            assert keys <= face.keywords, (face.name, line)


def test_a_card_takes_its_printed_facts_by_name():
    kenzo = behaviour("Bushi Tenderfoot", back=side("Kenzo the Hardhearted"), register=False)
    assert kenzo.layout == "flip" and kenzo.set_code == "CHK"
    assert [f.name for f in kenzo.faces] == ["Bushi Tenderfoot", "Kenzo the Hardhearted"]
    assert kenzo.faces[1].type_line == "Legendary Creature — Human Samurai"
    assert (kenzo.faces[1].power, kenzo.faces[1].toughness) == (3, 4)
    assert kenzo.faces[1].mana_cost.text == "{W}"  # CR 710.1c: shared cost
    with pytest.raises(ValueError, match="second face is not 'Kenzo'"):
        behaviour("Bushi Tenderfoot", back=side("Kenzo"), register=False)
    with pytest.raises(KeyError, match="Not A Card"):
        behaviour("Not A Card", register=False)
    with pytest.raises(ValueError, match="no type line"):
        _printed_face({"name": "Blank", "text": "", "note": "missing"}, side("Blank"))
    arana = behaviour("Arana, Heart of the Spider", register=False)  # supplied facts
    assert arana.faces[0].type_line == "Legendary Creature — Spider Human Hero"


def test_shipped_data_holds_every_supported_set():
    cards = printed_cards()
    sets = {s for c in cards.values() for s in c["sets"]}
    assert sets == set(SETS) - {"EXTRA"}
    assert len(cards) > 1700
    sozin = next(f for f in printed("The Rise of Sozin")["faces"] if f["name"] == "Fire Lord Sozin")
    assert sozin["colour"] == "B" and "cost" not in sozin
    assert printed("Shock")["sets"] == ["ONS", "SPM"]  # a reprint is one card


def _write_oracle(folder: Path, cards: dict[str, list]) -> None:
    folder.mkdir()
    for code in SETS:
        (folder / f"{code}.json").write_text(json.dumps(cards.get(code, [])))


BEARS = {
    "set": "ONS",
    "name": "Bears",
    "layout": "normal",
    "faces": [
        {
            "name": "Bears",
            "manaCost": "{1}{G}",
            "type": "Creature - Bear",
            "power": "2",
            "toughness": "2",
            "loyalty": None,
            "text": "Trample",
        }
    ],
}


def test_build_reads_facts_and_is_reproducible(tmp_path):
    back = {
        "name": "Back",
        "manaCost": "R",
        "type": "Creature — Ogre",
        "power": "4",
        "toughness": "4",
        "text": None,
        "source": "derived from an XMage card class; check it",
    }
    dfc = {
        "set": "TLA",
        "name": "Front",
        "layout": "transform",
        "faces": [
            {
                "name": "Front",
                "manaCost": "{2}{R}",
                "type": "Enchantment",
                "power": None,
                "toughness": None,
                "loyalty": None,
                "text": "Hi.",
            },
            back,
        ],
    }
    _write_oracle(
        tmp_path / "o",
        {"ONS": [BEARS], "TLA": [dfc], "EXTRA": [{k: v for k, v in BEARS.items() if k != "set"}]},
    )
    none = tmp_path / "none"  # no supplied facts: the shipped ones name real cards
    cards, warnings = build(tmp_path / "o", none)
    assert [c["name"] for c in cards] == ["Bears", "Front"]
    assert cards[0] == {
        "name": "Bears",
        "layout": "normal",
        "sets": ["ONS"],
        "faces": [
            {
                "name": "Bears",
                "cost": "{1}{G}",
                "type": "Creature — Bear",
                "pt": "2/2",
                "text": "Trample",
            }
        ],
    }
    assert cards[1]["faces"][1] == {
        "name": "Back",
        "colour": "R",
        "type": "Creature — Ogre",
        "pt": "4/4",
        "text": "",
        "note": back["source"],
    }
    assert len(warnings) == 1
    assert encode(cards) == encode(build(tmp_path / "o", none)[0])
    assert json.loads(gzip.decompress(encode(cards))) == cards


def test_build_refuses_a_reprint_printed_differently(tmp_path):
    other = json.loads(json.dumps(BEARS))
    other["set"], other["faces"][0]["power"] = "SCG", "3"
    _write_oracle(tmp_path / "o", {"ONS": [BEARS], "SCG": [other]})
    with pytest.raises(ValueError, match="Bears: printed differently"):
        build(tmp_path / "o", tmp_path / "none")


if ORACLE_DIR.is_dir():

    def test_shipped_data_is_built_from_the_oracle_folder():
        cards, _ = build(ORACLE_DIR)
        assert gzip.decompress(DATA_FILE.read_bytes()) == gzip.decompress(encode(cards))


def _marked_card() -> dict:
    return {
        "set": "TLA",
        "name": "Front",
        "layout": "transform",
        "faces": [
            {"name": "Front", "manaCost": "{R}", "type": "Creature — Ogre", "text": "Hi."},
            {"name": "Back", "type": "Creature — Ogre", "text": None, "source": "missing"},
        ],
    }


def test_build_completes_a_marked_face_from_the_supplied_facts(tmp_path):
    _write_oracle(tmp_path / "o", {"TLA": [_marked_card()]})
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "TLA.json").write_text(
        json.dumps(
            [{"card": "Front", "face": "Back", "text": "Flying", "pt": "4/4", "source": "X"}]
        )
    )
    cards, _ = build(tmp_path / "o", tmp_path / "s")
    assert cards[0]["faces"][1] == {
        "name": "Back",
        "type": "Creature — Ogre",
        "pt": "4/4",
        "text": "Flying",
        "note": "supplied: X",
    }
    assert cards[0]["faces"][0]["text"] == "Hi."


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"card": "Front", "face": "Front", "text": "Bye.", "source": "X"}, "can't override"),
        ({"card": "Front", "face": "Nowhere", "text": "Bye.", "source": "X"}, "not in the set"),
        ({"card": "Front", "face": "Back", "text": "Bye."}, "needs a source"),
    ],
)
def test_build_refuses_supplied_facts_that_override_or_miss(tmp_path, entry, message):
    _write_oracle(tmp_path / "o", {"TLA": [_marked_card()]})
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "TLA.json").write_text(json.dumps([entry]))
    with pytest.raises(ValueError, match=message):
        build(tmp_path / "o", tmp_path / "s")
