"""Actions and decisions: the data exchanged between the engine and players."""

from __future__ import annotations

import reprlib
from collections.abc import Sequence
from typing import Any, NamedTuple

MAX_DEPTH = 16  # nesting of an action's arguments; legal actions nest far less


class IllegalAction(ValueError):
    """An action that isn't legal now.  The game is left exactly as it was."""


class GameOver(RuntimeError):
    """Raised by :meth:`Game.act` when the game has already ended."""


class Action(NamedTuple):
    """A player's answer to a decision: ``kind`` plus plain arguments.

    Kinds include ``pass``, ``play`` (land id), ``cast`` (card id, how),
    ``activate`` (object id, ability index), ``special`` (object id, what),
    ``target`` (ref), ``choose`` (value), ``attack`` (creature id, defender),
    ``block`` (blocker id, attacker id), ``done``, ``keep``, ``mulligan``,
    ``mana`` (object id, option), ``autopay``.
    """

    kind: str  # an ActionKind inside the package; scripts may pass the plain string
    args: tuple[Any, ...] = ()

    def to_json(self) -> list[Any]:
        return [self.kind, *self.args]

    @staticmethod
    def from_json(data: Sequence[Any]) -> Action:
        """The action a JSON list ``[kind, *args]`` stands for (lists become tuples);
        :class:`ValueError` for anything else, however deep or self-referencing."""
        if not isinstance(data, (list, tuple)) or not data or not isinstance(data[0], str):
            raise ValueError(f"not an action: {short_repr(data)}")
        return Action(data[0], tuple(_tuplify(a, 1) for a in data[1:]))


def _tuplify(value: Any, depth: int) -> Any:
    if not isinstance(value, (list, tuple)):
        return value
    if depth >= MAX_DEPTH:
        raise ValueError(f"an action's arguments nest deeper than {MAX_DEPTH} levels")
    return tuple(_tuplify(v, depth + 1) for v in value)


def same_value(a: Any, b: Any, depth: int = 0) -> bool:
    """Are ``a`` and ``b`` the same value of the same type, all the way down?
    ``True`` is not ``1`` and ``1.0`` is not ``1``, unlike with ``==``; a name from
    :mod:`manastack.core.kinds` is the string it stands for (``ActionKind.PASS`` is
    ``"pass"``)."""
    if type(a) is not type(b) and not (isinstance(a, str) and isinstance(b, str)):
        return False
    if isinstance(a, tuple):
        return (
            depth < MAX_DEPTH
            and len(a) == len(b)
            and all(same_value(x, y, depth + 1) for x, y in zip(a, b, strict=True))
        )
    return bool(a == b)


_REPR = reprlib.Repr()
_REPR.maxlevel = 4
_REPR.maxstring = _REPR.maxother = 60


def short_repr(value: Any) -> str:
    """A bounded ``repr`` for error messages (safe for deep or huge values)."""
    try:
        return _REPR.repr(value)
    except (RecursionError, ValueError):  # ValueError: an int too long to print
        return f"<{type(value).__name__}>"


class Decision(NamedTuple):
    """Who must decide, what kind of decision it is, and the prompt's message key
    with its arguments (rendered in any language by :mod:`manastack.engine.messages`)."""

    player: int
    kind: str
    prompt: str
    args: tuple[Any, ...] = ()


__all__ = ["Action", "Decision", "GameOver", "IllegalAction"]
