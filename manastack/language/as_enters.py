""" "As this enters, choose ..." (CR 614.12, 614.1c).

Such a choice is part of the event that puts the permanent onto the battlefield:
the player who will control it chooses before it enters, and it enters with the
result.  It is a self-replacement ability with a question of its own, asked by
:class:`~manastack.engine.perform.ApplyOps` like any replacement effect's choice (Clone's
"enter as a copy" uses the same mechanism).  A permanent entering face down has
no such abilities (CR 708.3), so nothing is asked then (MOR-24).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.model import Replacement
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

# (game, entering object, chooser) -> the options
Options = Callable[["Game", "GameObject", int], tuple[Any, ...]]
# (game, move op data, answer) -> the changes to the move op
Fold = Callable[["Game", dict[Any, Any], Any], dict[Any, Any]]


def as_enters(kind: str, prompt: str, options: Options, fold: Fold, text: str = "") -> Replacement:
    """A self-replacement ability "as this enters, <choose>"; ``kind`` is the
    decision kind the player sees."""

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return not op.get("face_down")

    def chooser(game: Game, op: Op) -> tuple[int, tuple[Any, ...]]:
        obj = game.objects[op["obj"]]
        controller = op.get("controller")
        player = obj.owner if controller is None else controller
        return player, options(game, obj, player)

    def apply(game: Game, op: Op) -> Op:
        if op.get("choice") is None:
            return op.replaced(("as_enters", kind))
        return op.replaced(("as_enters", kind), **fold(game, op.data, op["choice"]))

    return Replacement(
        "enter", applies, apply, text=text or kind, choose=chooser, prompt=prompt, question=kind
    )


__all__ = ["as_enters"]
