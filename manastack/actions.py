"""Actions and decisions: the data exchanged between the engine and players."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple


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

    kind: str
    args: tuple = ()

    def to_json(self) -> list:
        return [self.kind, *self.args]

    @staticmethod
    def from_json(data: Sequence) -> Action:
        if not isinstance(data, (list, tuple)) or not data or not isinstance(data[0], str):
            raise ValueError(f"not an action: {data!r}")
        return Action(data[0], tuple(_tuplify(a) for a in data[1:]))


def _tuplify(value: Any) -> Any:
    return tuple(_tuplify(v) for v in value) if isinstance(value, list) else value


class Decision(NamedTuple):
    """Who must decide, what kind of decision it is, and the prompt's message key
    with its arguments (rendered in any language by :mod:`manastack.messages`)."""

    player: int
    kind: str
    prompt: str
    args: tuple = ()


__all__ = ["Action", "Decision", "GameOver", "IllegalAction"]
