"""User interfaces built on the engine's public API: the terminal game, replays.

Every sentence shown to a player comes from the message catalogue
(:data:`manastack.engine.messages.UI`) through :func:`say`, so the interface speaks any
language the catalogue is translated into.
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import KEYWORD_NAMES, UI, fill, translate

INTERRUPTED = 130  # the exit code after Ctrl-C (128 + SIGINT), as shells report it


def say(key: str, lang: str = "en", **args: Any) -> str:
    """The UI message ``key`` in ``lang`` with its placeholders filled in."""
    return fill(UI[key], lang, **args)


def keyword_name(key: str, lang: str = "en") -> str:
    """A keyword ability's display name ("first_strike" -> "first strike")."""
    base, _, value = key.partition(":")
    name = translate(KEYWORD_NAMES.get(base, base.replace("_", " ")), lang)
    return say("board.keyword_value", lang, keyword=name, value=value) if value else name


__all__ = ["INTERRUPTED", "keyword_name", "say"]
