"""Decklists in the usual text formats.

Accepted, one entry a line: ``4 Lightning Bolt``, ``4x Lightning Bolt``, a bare
name (one copy), Arena exports (``4 Lightning Bolt (M10) 146``, ``Deck`` /
``Sideboard`` headers) and MTGO exports (a blank line before the sideboard).
``#`` and ``//`` start comments.  Names may be English, Italian or French.
Errors name the line and the problem.

Limits (so that no decklist can exhaust memory or time): a line holds at most
:data:`MAX_LINE` characters and :data:`MAX_COPIES` copies of its card, and a
decklist at most :data:`MAX_CARDS` cards, main deck and sideboard together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.messages import ERRORS, fill
from . import CardDef, UnknownCard, get_card

MAX_LINE = 500  # characters in a line, comments included
MAX_COPIES = 250  # copies of a card on one line
MAX_CARDS = 1000  # cards in a decklist, main deck and sideboard together

_LINE = re.compile(r"^(?:(\d+)\s*[xX]?\s+)?(.+?)(?:\s+\([A-Za-z0-9]{2,6}\)(?:\s+\S+)?)?$")
_SECTION = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "sideboard": "side",
    "side": "side",
    "companion": "side",
    "commander": "main",
}


class DeckError(ValueError):
    """A decklist that can't be read; the message names the line.

    ``str(error)`` is English; :meth:`message` gives it in another language."""

    def __init__(self, key: str, **details: Any) -> None:
        self.key = key
        self.details = details
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return fill(ERRORS[self.key], lang, **self.details)


@dataclass
class Deck:
    name: str
    main: list[CardDef] = field(default_factory=list)
    sideboard: list[CardDef] = field(default_factory=list)

    def names(self) -> list[str]:
        return [c.name for c in self.main]

    def __len__(self) -> int:
        return len(self.main)


def load_deck_text(text: str, name: str = "deck") -> Deck:
    """Parse a decklist; raises :class:`DeckError` for bad input."""
    deck = Deck(name)
    section = "main"
    seen_cards = False
    blank_after_cards = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_LINE:
            raise DeckError("deck.line_too_long", line=number, limit=MAX_LINE)
        line = raw.split("//")[0].split("#")[0].strip()
        if not line:
            if seen_cards:
                blank_after_cards = True
            continue
        header = line.rstrip(":").strip().lower()
        if header in _SECTION:
            section = _SECTION[header]
            blank_after_cards = False
            continue
        match = _LINE.match(line)
        if match is None:
            raise DeckError("deck.unreadable_line", line=number, text=raw.strip())
        digits = (match.group(1) or "1").lstrip("0") or "0"
        if len(digits) > len(str(MAX_COPIES)) or int(digits) > MAX_COPIES:
            raise DeckError("deck.too_many_copies", line=number, limit=MAX_COPIES)
        count = int(digits)
        if count <= 0:
            raise DeckError("deck.copies", line=number)
        if len(deck.main) + len(deck.sideboard) + count > MAX_CARDS:
            raise DeckError("deck.too_many_cards", line=number, limit=MAX_CARDS)
        card_name = match.group(2).strip()
        try:
            card = get_card(card_name)
        except UnknownCard:
            raise DeckError("deck.unknown_card", line=number, name=card_name) from None
        target = deck.sideboard if (section == "side" or blank_after_cards) else deck.main
        target.extend([card] * count)
        seen_cards = True
    if not deck.main:
        raise DeckError("deck.empty")
    return deck


def load_deck_file(path: str | Path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError("deck.cant_read", path=p, reason=exc.strerror or exc) from None
    except UnicodeDecodeError:
        raise DeckError("deck.not_utf8", path=p) from None
    return load_deck_text(text, p.stem)


BUNDLED_DIR = Path(__file__).parents[1] / "decks"


def bundled_decks() -> list[str]:
    return sorted(p.stem for p in BUNDLED_DIR.glob("*.txt"))


def load_deck(name_or_path: str) -> Deck:
    """A bundled deck by name, or a decklist file."""
    bundled = BUNDLED_DIR / f"{name_or_path}.txt"
    if _exists(bundled):
        return load_deck_file(bundled)
    path = Path(name_or_path)
    if _exists(path):
        return load_deck_file(path)
    raise DeckError("deck.not_found", name=name_or_path, decks=", ".join(bundled_decks()))


def _exists(path: Path) -> bool:
    """Is there anything at ``path``?  (False for a name the system can't even
    look up, such as one longer than a file name may be.)"""
    try:
        return path.exists()
    except (OSError, ValueError):  # ValueError: a NUL character in the name
        return False
