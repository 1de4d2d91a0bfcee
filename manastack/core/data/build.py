"""Rebuild ``manastack/core/data/cards.json.gz``, the printed facts of every card of the
supported sets, from an Oracle folder (one ``SET.json`` list of cards per set)::

    python -m manastack.core.data.build /path/to/oracle          # write the file
    python -m manastack.core.data.build /path/to/oracle --check  # is the shipped file current?

Facts only (CR 109.3 characteristics and the Oracle text): names, mana costs,
colour indicators, type lines, power/toughness, loyalty, layout, faces and the sets
printing the card.  Nothing about behaviour is derived here.

Normalisations, each reported on stderr:

* A back face whose ``manaCost`` is colour letters without braces (``"B"``) holds
  a colour indicator, not a cost: a transform back face has no mana cost (CR 712.4a,
  204.1), so it is stored as ``colour``.
* A face the source marks (``"source": "derived from an XMage card class; check it"``
  or ``"missing"``) keeps that mark as ``note``; a face with no type line cannot be
  played from the data (:func:`manastack.core.data.printed` callers refuse it).
* Such a marked face may be completed from ``supplied/SET.json`` beside this module:
  a list of ``{"card", "face", "source"}`` plus the facts supplied (``text``, ``type``,
  ``cost``, ``pt``, ``colour``).  Only a face the source marks may be completed (a
  printed fact is never overridden); its ``note`` then says where the facts came from.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path
from typing import Any

from . import DATA_FILE, SETS

SUPPLIED_DIR = Path(__file__).with_name("supplied")
_SUPPLIABLE = ("text", "type", "cost", "pt", "colour")

_COST = re.compile(r"(\{[^{}]+\})+")
_INDICATOR = re.compile(r"[WUBRG]+")


def _face(raw: dict[Any, Any], card: str, warnings: list[str]) -> dict[Any, Any]:
    face: dict[Any, Any] = {"name": raw["name"]}
    mana = raw.get("manaCost")
    if mana and not _COST.fullmatch(mana):
        if not _INDICATOR.fullmatch(mana):
            raise ValueError(f"{card}: unreadable mana cost {mana!r} on {raw['name']!r}")
        warnings.append(f"{card}: {raw['name']!r} manaCost {mana!r} stored as a colour indicator")
        face["colour"] = mana
        mana = None
    if mana:
        face["cost"] = mana
    if raw.get("type"):
        face["type"] = raw["type"].replace(" - ", " — ")
    if raw.get("power") is not None:
        face["pt"] = f"{raw['power']}/{raw['toughness']}"
    if raw.get("loyalty") is not None:
        face["loyalty"] = raw["loyalty"]
    face["text"] = raw.get("text") or ""
    if raw.get("source") and raw["source"] != "2017 wording":
        face["note"] = raw["source"]
    return face


def _supplied(folder: Path, code: str) -> dict[tuple[str, str], dict[Any, Any]]:
    """The facts supplied for marked faces of set ``code``, by (card, face)."""
    path = folder / f"{code}.json"
    if not path.is_file():
        return {}
    entries: dict[tuple[str, str], dict[Any, Any]] = {}
    for entry in json.loads(path.read_text(encoding="utf-8")):
        unknown = set(entry) - {"card", "face", "source", *_SUPPLIABLE}
        if unknown or not entry.get("source"):
            raise ValueError(f"{path}: {entry.get('card')!r} needs a source and no {unknown}")
        entries[(entry["card"], entry["face"])] = entry
    return entries


def _complete(face: dict[Any, Any], card: str, entry: dict[Any, Any]) -> None:
    """Fill a face the source marked with the facts supplied for it."""
    if "note" not in face:
        raise ValueError(f"{card}: {face['name']!r} is printed; supplied facts can't override it")
    for key in _SUPPLIABLE:
        if key in entry:
            face[key] = entry[key]
    face["note"] = f"supplied: {entry['source']}"


def build(oracle: Path, supplied: Path = SUPPLIED_DIR) -> tuple[list[dict[Any, Any]], list[str]]:
    """The cards of every supported set in ``oracle``, by name, each once (a reprint
    adds its set to ``sets``; its facts must be the same), marked faces completed
    from ``supplied``."""
    cards: dict[str, dict[Any, Any]] = {}
    warnings: list[str] = []
    for code in SETS:
        path = oracle / f"{code}.json"
        if not path.is_file():
            raise FileNotFoundError(f"no {path}")
        completions = _supplied(supplied, code)
        for raw in json.loads(path.read_text(encoding="utf-8")):
            faces = [_face(f, raw["name"], warnings) for f in raw["faces"]]
            for face in faces:
                entry = completions.pop((raw["name"], face["name"]), None)
                if entry is not None:
                    _complete(face, raw["name"], entry)
            entry = {
                "name": raw["name"],
                "layout": raw["layout"],
                "faces": faces,
                "sets": [raw["set"]] if raw.get("set") else [],
            }
            known = cards.get(raw["name"])
            if known is None:
                cards[raw["name"]] = entry
            elif (known["faces"], known["layout"]) != (entry["faces"], entry["layout"]):
                raise ValueError(f"{raw['name']}: printed differently in two sets")
            else:
                known["sets"] += [s for s in entry["sets"] if s not in known["sets"]]
        if completions:
            raise ValueError(
                f"{code}: supplied facts for faces not in the set: {sorted(completions)}"
            )
    return sorted(cards.values(), key=lambda c: c["name"]), warnings


def encode(cards: list[dict[Any, Any]]) -> bytes:
    """The file's bytes: one card a line, gzip without a timestamp (reproducible)."""
    text = (
        "[\n"
        + ",\n".join(json.dumps(c, ensure_ascii=False, sort_keys=True) for c in cards)
        + "\n]\n"
    )
    return gzip.compress(text.encode("utf-8"), mtime=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m manastack.core.data.build", description=__doc__.splitlines()[0]
    )
    parser.add_argument("oracle", type=Path, help="folder of SET.json Oracle files")
    parser.add_argument(
        "--check", action="store_true", help="only say whether the shipped file matches the folder"
    )
    args = parser.parse_args(argv)
    cards, warnings = build(args.oracle)
    for line in warnings:
        print(line, file=sys.stderr)
    data = encode(cards)
    if args.check:
        current = DATA_FILE.is_file() and gzip.decompress(
            DATA_FILE.read_bytes()
        ) == gzip.decompress(data)
        print(f"{DATA_FILE.name}: {'up to date' if current else 'OUT OF DATE'}")
        return 0 if current else 1
    DATA_FILE.write_bytes(data)
    print(f"wrote {len(cards)} cards to {DATA_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
