"""``Game``'s public surface: the user API is documented (in the class docstring
and in docs/game.rst, whose autodoc lists exactly those members), and every other
public member is the documented card-language surface; the rest of ``Game`` is
the engine's own (a leading underscore)."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from manastack import Game, load_deck_text
from manastack.engine.game import CARD_LANGUAGE_SURFACE, USER_API

DOCS = Path(__file__).resolve().parent.parent / "docs" / "game.rst"
ATTRIBUTES = {"decision", "over", "winner"}


def _game() -> Game:
    deck = load_deck_text("20 Mountain\n20 Raging Goblin").main
    return Game([deck, deck], seed=1)


def test_each_user_api_member_exists_and_is_documented() -> None:
    game = _game()
    doc = inspect.getdoc(Game) or ""
    for name in USER_API:
        assert hasattr(game, name), name
        assert f"``{name}``" in doc or f":meth:`{name}`" in doc, name
        if name not in ATTRIBUTES:
            member = getattr(Game, name)
            assert callable(member) and (inspect.getdoc(member) or "").strip(), name
    source = inspect.getsource(Game.__init__)
    for name in ATTRIBUTES:  # documented with ``#:`` for autodoc
        assert re.search(rf"#: .*\n\s*self\.{name}\b", source), name


def test_the_docs_document_exactly_the_user_api() -> None:
    text = DOCS.read_text(encoding="utf-8")
    members = re.findall(r"\.\. auto(?:method|attribute):: manastack\.Game\.(\w+)", text)
    assert sorted(members) == sorted(USER_API)
    assert re.search(r"\.\. autoclass:: manastack\.Game\n\s+:no-members:", text)


def test_every_other_public_member_is_the_documented_card_language_surface() -> None:
    game = _game()
    doc = inspect.getdoc(Game) or ""
    public = {name for name in dir(game) if not name.startswith("_")}
    methods = {name for name in public if callable(getattr(game, name))}
    assert methods <= set(USER_API) | set(CARD_LANGUAGE_SURFACE), sorted(
        methods - set(USER_API) - set(CARD_LANGUAGE_SURFACE)
    )
    for name in CARD_LANGUAGE_SURFACE:
        assert hasattr(game, name), name
        assert f"``{name}``" in doc or f":meth:`{name}`" in doc, name
