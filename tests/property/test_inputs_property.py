"""Any mutation of a valid save loads or is a SaveError; any text is a deck or a
DeckError; each within the Hypothesis deadline."""

from __future__ import annotations

import json
from datetime import timedelta
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from positions import play

from manastack import Game, load_deck_text
from manastack.cards.deck import DeckError
from manastack.engine.saves import SaveError, loads

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["put", "start", "concede", "choose", "Mountain"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


@cache
def save() -> str:
    return json.dumps(play(("white-red-samurai", "onslaught-morph"), 5, 120).to_json())


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value."""
    found = [prefix]
    if isinstance(value, list):
        for i, v in enumerate(value):
            found += paths(v, (*prefix, i))
    elif isinstance(value, dict):
        for k, v in value.items():
            found += paths(v, (*prefix, k))
    return found


def replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, list):
        return [replaced(v, rest, new) if i == head else v for i, v in enumerate(value)]
    return {k: replaced(v, rest, new) if k == head else v for k, v in value.items()}


def loads_or_save_error(text: str) -> None:
    try:
        assert isinstance(loads(text), Game)
    except SaveError as exc:
        assert str(exc)


@settings(deadline=timedelta(seconds=5))
@given(st.data())
def test_a_mutated_save_loads_or_is_a_save_error(data: st.DataObject) -> None:
    value = json.loads(save())
    path = data.draw(st.sampled_from(paths(value)))
    loads_or_save_error(json.dumps(replaced(value, path, data.draw(json_values))))


@settings(deadline=timedelta(seconds=5))
@given(st.data())
def test_an_edited_save_text_loads_or_is_a_save_error(data: st.DataObject) -> None:
    text = save()
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 20)))
    loads_or_save_error(text[:start] + data.draw(st.text(max_size=10)) + text[end:])


lines = st.one_of(
    st.text(max_size=40),
    st.builds(
        lambda n, x, name, tail: f"{n}{x} {name}{tail}",
        st.one_of(st.integers(-5, 10**6).map(str), st.just("9" * 600), st.just("")),
        st.sampled_from(["", "x", "X", " x"]),
        st.sampled_from(
            [
                "Mountain",
                "Forest",
                "Raging Goblin",
                "Montagna",
                "forêt",
                "No Such Card",
                "Mountain" + " " * 600 + "x",
            ]
        ),
        st.sampled_from(["", " (M10) 146", " // comment", " # note", " (ABCDEFG)"]),
    ),
    st.sampled_from(["", "Deck", "Sideboard:", "//", "#"]),
)


@settings(deadline=timedelta(seconds=5))
@given(st.lists(lines, max_size=30).map("\n".join))
def test_any_text_is_a_deck_or_a_deck_error(text: str) -> None:
    try:
        deck = load_deck_text(text)
    except DeckError as exc:
        assert exc.message("en") and exc.message("it") and exc.message("fr")
    else:
        assert 0 < len(deck.main) + len(deck.sideboard) <= 1000
