""""As this enters, choose ..." and "you may have this enter as a copy of ..."
(CR 614.12, 614.1c, 707.5).

Such a choice is part of the event that puts the permanent onto the battlefield:
the player chooses before it enters, and it enters with the result.  A
self-replacement ability rewrites the proposed ``move`` into an ``enter_choice``
event; performing that asks the question (:class:`EnterChoice`), then the move
goes on with the answer folded in.  A permanent entering face down has no such
abilities (CR 708.3), so nothing is asked then (MOR-24).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards.model import Replacement
from .ops import Op
from .perform import ApplyOps, register_handler
from .steps import Step

if TYPE_CHECKING:
    from .game import Game
    from .objects import GameObject

# (game, entering object, chooser) -> the options
Options = Callable[["Game", "GameObject", int], tuple]
# (game, move op data, answer) -> the changes to the move op
Fold = Callable[["Game", dict, Any], dict]


def as_enters(kind: str, prompt: str, options: Options, fold: Fold, text: str = "") -> Replacement:
    """A self-replacement ability "as this enters, <choose>" (CR 614.12)."""
    spec = (kind, prompt, options, fold)

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return not op.get("face_down")

    def apply(game: Game, op: Op) -> Op:
        return Op("enter_choice", op.applied, move=dict(op.data), spec=spec)

    return Replacement("enter", applies, apply, text=text or kind)


class EnterChoice(Step):
    """Ask the player who will control the entering permanent, then let it enter."""

    __slots__ = ("op", "player")

    def __init__(self, op: Op, player: int) -> None:
        self.op = op
        self.player = player

    def run(self, game: Game) -> None:
        kind, prompt, options, _ = self.op["spec"]
        obj = game.objects.get(self.op["move"]["obj"])
        if obj is None or not options(game, obj, self.player):
            game.pop(self)
            game.push(ApplyOps([Op("move", self.op.applied, **self.op["move"])]))
            return
        game.ask(self.player, kind, prompt)

    def options(self, game: Game) -> list[Action]:
        _, _, options, _ = self.op["spec"]
        obj = game.objects[self.op["move"]["obj"]]
        return [Action("choose", (o,)) for o in options(game, obj, self.player)]

    def answer(self, game: Game, action: Action) -> None:
        kind, _, _, fold = self.op["spec"]
        data = dict(self.op["move"])
        obj = game.objects[data["obj"]]
        value = action.args[0]
        game.emit("enter_choice", obj=obj.id, card=obj.card.name, player=self.player,
                  choice=kind, value=value)
        data.update(fold(game, data, value))
        game.pop(self)
        game.push(ApplyOps([Op("move", self.op.applied, **data)]))


def _enter_choice(game: Game, op: Op) -> None:
    obj = game.objects.get(op["move"]["obj"])
    if obj is None:
        return
    controller = op["move"].get("controller")
    game.push(EnterChoice(op, obj.owner if controller is None else controller))


register_handler("enter_choice", _enter_choice)

__all__ = ["EnterChoice", "as_enters"]
