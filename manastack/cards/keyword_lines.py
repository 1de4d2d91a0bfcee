"""Printed facts come from the shipped data (:mod:`manastack.core.data`); this module
reads the keyword lines of a card's Oracle text into the keyword abilities the
engine knows (CR 702), so a card whose text is only such keywords (or none, a
vanilla creature) needs no definition.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..core.data import printed_cards
from ..engine.model import Ability
from ..language.keywords import PLAIN_KEYWORDS, protection, ward
from ..mechanics.blocking import landwalk
from ..mechanics.bushido import bushido
from ..mechanics.cycling import cycling
from ..mechanics.firebending import firebending
from ..mechanics.morph import Morph
from ..mechanics.provoke import PROVOKE
from ..mechanics.prowess import PROWESS_KEYWORD
from ..mechanics.soulshift import soulshift

_REMINDER = re.compile(r"\([^()]*\)")
_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COST = r"((?:\{[^{}]+\})+)"


def _keyword_makers() -> list[tuple[re.Pattern[str], Callable[[re.Match[str]], Ability]]]:

    simple = {k.name: k for k in PLAIN_KEYWORDS}
    return [
        (re.compile("(" + "|".join(simple) + ")", re.I), lambda m: simple[m[1].lower()]),
        (
            re.compile(r"protection from (white|blue|black|red|green)", re.I),
            lambda m: protection(_COLOURS[m[1].lower()]),
        ),
        (re.compile(r"bushido (\d+)", re.I), lambda m: bushido(int(m[1]))),
        (re.compile(r"soulshift (\d+)", re.I), lambda m: soulshift(int(m[1]))),
        (re.compile(r"morph " + _COST, re.I), lambda m: Morph(m[1])),
        (re.compile(r"ward " + _COST, re.I), lambda m: ward(m[1])),
        (re.compile(r"firebending (\d+)", re.I), lambda m: firebending(int(m[1]))),
        (re.compile(r"prowess", re.I), lambda m: PROWESS_KEYWORD),
        (re.compile(r"provoke", re.I), lambda m: PROVOKE),
        (re.compile(r"cycling " + _COST, re.I), lambda m: cycling(m[1])),
        (re.compile(r"(\w+)cycling " + _COST, re.I), lambda m: cycling(m[2], _typed(m[1]))),
        (
            re.compile(r"(plains|island|swamp|mountain|forest)walk", re.I),
            lambda m: landwalk(m[1].capitalize()),
        ),
    ]


def _typed(word: str) -> str:
    """The type a typecycling keyword finds: "land" for landcycling (CR 702.29f),
    else the subtype ("Forest", "Wizard", CR 702.29e)."""
    return "Land" if word.lower() == "land" else word.capitalize()


_MAKERS: list = []


def keyword_abilities(text: str) -> tuple[Ability, ...] | None:
    """The abilities of an Oracle text made only of keyword lines the engine knows
    ("Flying", "First strike; bushido 1", "Morph {2}{G}"); reminder text doesn't
    count (CR 207.2).  None when some line is anything else."""
    if not _MAKERS:
        _MAKERS.extend(_keyword_makers())
    abilities: list[Ability] = []
    for line in _REMINDER.sub("", text).splitlines():
        for part in filter(None, (p.strip() for p in re.split(r"[,;]", line))):
            for pattern, make in _MAKERS:
                match = pattern.fullmatch(part)
                if match:
                    abilities.append(make(match))
                    break
            else:
                return None
    return tuple(abilities)


def keyword_only_cards() -> list[tuple[dict, tuple[Ability, ...]]]:
    """Shipped single-faced creature cards whose whole text is known keywords (or
    nothing: vanilla), with those keywords — playable from their data alone."""
    found = []
    for entry in printed_cards().values():
        faces = entry["faces"]
        if entry["layout"] != "normal" or len(faces) != 1 or "note" in faces[0]:
            continue
        if "Creature" not in faces[0].get("type", "").split("—")[0].split():
            continue
        abilities = keyword_abilities(faces[0]["text"])
        if abilities is not None:
            found.append((entry, abilities))
    return found


__all__ = ["keyword_abilities", "keyword_only_cards"]
