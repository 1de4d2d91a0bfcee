"""The card pool: a registry of :class:`CardDef` s and the builder card files use.

Printed facts (CR 109.3: name, mana cost, colour indicator, type line, P/T,
loyalty, faces, Oracle text) are read from the shipped data
(:mod:`manastack.core.data`); a card file gives only behaviour::

    behaviour("Lightning Bolt", spell=[DealDamage(3, any_target())])

A card of the shipped sets whose text is only keywords the engine knows, or a
vanilla creature, needs no definition (:mod:`.keyword_lines`).  :func:`card` types the
printed facts by hand, for the test-only cards of the rules tests.

Names are looked up case-insensitively, in English, Italian or French
(:func:`get_card`).  An unknown name raises :class:`UnknownCard` naming it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.data import printed
from ..core.i18n import card_name_table, english_card_name, fold
from ..engine.model import (
    Ability,
    Activated,
    CardDef,
    Cost,
    Enchant,
    Face,
    Keyword,
    Replacement,
    Static,
    Triggered,
    UnknownCard,
    cost,
    face,
    token,
)
from .keyword_lines import keyword_only_cards

_REGISTRY: dict[str, CardDef] = {}
_ALIASES: dict[str, str] = {}
_LOADED = False


def _norm(name: str) -> str:
    """A name folded for lookup: case, accents and curly apostrophes don't count."""
    return fold(name)


@dataclass(frozen=True)
class Side:
    """The behaviour of a card's second face (a flipped, back or modal face),
    whose printed facts come from the data: see :func:`side`."""

    name: str
    abilities: Sequence[Ability] = ()
    spell: Sequence[Any] = ()
    modes: Sequence[Sequence[Any]] = ()
    additional_costs: Sequence[Cost] = ()
    mode_count: tuple[int, int] = (1, 1)


def side(
    name: str,
    abilities: Sequence[Ability] = (),
    spell: Sequence[Any] = (),
    modes: Sequence[Sequence[Any]] = (),
    additional_costs: Sequence[Cost] = (),
) -> Side:
    """The behaviour of the face ``name`` of a two-faced card (``back=`` of
    :func:`behaviour`)."""
    return Side(name, abilities, spell, modes, additional_costs)


def _printed_face(facts: dict, does: Side) -> Face:
    """A face from its printed facts and its behaviour."""
    if "type" not in facts:
        raise ValueError(
            f"{facts['name']}: the shipped data has no type line for it "
            f"({facts.get('note', 'missing')})"
        )
    return face(
        facts["name"],
        facts.get("cost"),
        facts["type"],
        facts.get("pt"),
        facts["text"],
        does.abilities,
        does.spell,
        does.modes,
        does.additional_costs,
        facts.get("colour"),
        int(facts["loyalty"]) if "loyalty" in facts else None,
        does.mode_count,
    )


def behaviour(
    name: str,
    abilities: Sequence[Ability] = (),
    spell: Sequence[Any] = (),
    modes: Sequence[Sequence[Any]] = (),
    additional_costs: Sequence[Cost] = (),
    back: Side | None = None,
    morph: Cost | None = None,
    register: bool = True,
    mode_count: tuple[int, int] = (1, 1),
) -> CardDef:
    """Define the card ``name`` (English) of the shipped data by its behaviour:
    what its front face does and, for a two-faced card, ``back`` (a :func:`side`).
    Its printed facts, layout and set come from the data; ``mode_count`` is the
    fewest and most modes of a modal front face ("choose one or both": (1, 2),
    CR 700.2)."""
    facts = printed(name)
    if facts is None:
        raise UnknownCard(name)
    sides = [Side(name, abilities, spell, modes, additional_costs, mode_count)]
    printed_faces = facts["faces"]
    if back is not None:
        if len(printed_faces) < 2 or back.name != printed_faces[1]["name"]:
            raise ValueError(f"{name}: its second face is not {back.name!r}")
        sides.append(back)
    elif len(printed_faces) > 1:
        sides.append(Side(printed_faces[1]["name"]))
    faces = tuple(_printed_face(f, s) for f, s in zip(printed_faces, sides, strict=True))
    definition = CardDef(
        faces=faces,
        layout=facts["layout"],
        names=_names(name),
        set_code=(facts["sets"] or [""])[0],
        morph=morph,
    )
    if register:
        add(definition)
    return definition


def _names(name: str) -> tuple[tuple[str, str], ...]:
    known = card_name_table().get(name, {})
    return tuple((lang, known[lang]) for lang in ("it", "fr") if known.get(lang))


def card(
    name: str,
    cost_text: str | None = "",
    type_line: str = "",
    pt: str | None = None,
    text: str = "",
    abilities: Sequence[Ability] = (),
    spell: Sequence[Any] = (),
    modes: Sequence[Sequence[Any]] = (),
    additional_costs: Sequence[Cost] = (),
    colour: str | None = None,
    back: Face | None = None,
    layout: str = "normal",
    it: str | None = None,
    fr: str | None = None,
    set_code: str = "",
    morph: Cost | None = None,
    register: bool = True,
) -> CardDef:
    """Define a card with its printed facts typed here (the test-only cards of the
    rules tests; a real card's facts are read by :func:`behaviour`).

    Italian and French names come from ``manastack/locale/card_names.tsv`` (names
    the project's sources give); ``it``/``fr`` may only repeat what that table says."""
    front = face(
        name, cost_text, type_line, pt, text, abilities, spell, modes, additional_costs, colour
    )
    faces = (front,) if back is None else (front, back)
    known = card_name_table().get(name, {})
    for lang, given in (("it", it), ("fr", fr)):
        if given and given != known.get(lang):
            raise ValueError(
                f"{name}: the {lang} name {given!r} is not in "
                "locale/card_names.tsv (add it there, with its source)"
            )
    definition = CardDef(
        faces=faces, layout=layout, names=_names(name), set_code=set_code, morph=morph
    )
    if register:
        add(definition)
    return definition


def add(definition: CardDef) -> None:
    key = _norm(definition.name)
    if key in _REGISTRY and _REGISTRY[key] is not definition:
        raise ValueError(f"card {definition.name!r} is defined twice")
    _REGISTRY[key] = definition
    for _, other in definition.names:
        _ALIASES[_norm(other)] = key
    for extra in definition.faces[1:]:
        _ALIASES.setdefault(_norm(extra.name), key)


def _load_all() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for info in pkgutil.iter_modules(__path__):
        if info.name not in ("deck", "keyword_lines"):
            importlib.import_module(f"{__name__}.{info.name}")
    _add_keyword_only_cards()


def _add_keyword_only_cards() -> None:
    """Put in the pool every shipped card that is fully playable from its data: a
    creature whose text is only keywords the engine knows, or none."""
    for facts, abilities in keyword_only_cards():
        if _norm(facts["name"]) not in _REGISTRY:
            behaviour(facts["name"], abilities=abilities)


def get_card(name: str) -> CardDef:
    """The card with this name (English, Italian or French; any case or accents).
    The name of a flipped or back face finds its card."""
    _load_all()
    key = _norm(name)
    found = _REGISTRY.get(key) or _REGISTRY.get(_ALIASES.get(key, ""))
    if found is None:
        english = english_card_name(name)  # Italian or French → English
        if english is not None:
            key = _norm(english)
            found = _REGISTRY.get(key) or _REGISTRY.get(_ALIASES.get(key, ""))
    if found is None:
        raise UnknownCard(name)
    return found


TEST_SET = "TEST"


def all_cards() -> list[CardDef]:
    """Every card in the pool.  Test-only cards (``set_code="TEST"``, defined by
    rules tests for situations no real card covers) can be looked up by name but
    are not part of the pool."""
    _load_all()
    return sorted((c for c in _REGISTRY.values() if c.set_code != TEST_SET), key=lambda c: c.name)


def card_names(lang: str = "en") -> Iterable[str]:
    return [c.name_in(lang) for c in all_cards()]


def nonland_names() -> tuple[str, ...]:
    """The names a player may choose for "choose a nonland card name", sorted:
    every nonland face of every card in the pool, so either name of a flip card
    (CR 710, FLIP-07); tokens are not cards and have no card name to choose."""
    return tuple(
        sorted(
            {
                face.name
                for c in all_cards()
                if not c.token
                for face in c.faces
                if "Land" not in face.types
            }
        )
    )


__all__ = [
    "Ability",
    "Activated",
    "TEST_SET",
    "CardDef",
    "Cost",
    "Enchant",
    "Face",
    "Keyword",
    "Replacement",
    "Static",
    "Triggered",
    "Side",
    "UnknownCard",
    "add",
    "all_cards",
    "behaviour",
    "card",
    "cost",
    "face",
    "get_card",
    "nonland_names",
    "side",
    "token",
]
