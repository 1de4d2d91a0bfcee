""" "As this enters, sacrifice any number of <permanents>. This enters with that
many <kind> counters on it" (Shimatsu the Bloodcloaked; CR 614.1c, 614.12).

The sacrifices are part of the event that puts the permanent onto the
battlefield: its controller chooses the permanents one at a time (done stops;
none is a legal choice), sacrifices them (CR 701.17a), and the permanent then
enters with that many counters.  The permanent itself isn't on the battlefield
yet, so it can't be sacrificed to its own ability.  Entering face down, it has
no such ability (CR 708.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, CounterKind, DecisionKind
from ..engine.model import Replacement
from ..engine.objects import GRAVEYARD
from ..engine.ops import Op, move
from ..engine.perform import change
from ..engine.selectors import Selector, permanents, you_control
from ..engine.steps import Step

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject

SACRIFICE_AS_ENTERS = "sacrifice_as_enters"


def sacrifice_as_enters(
    what: Selector = permanents & you_control,
    counter: str = CounterKind.P1P1,
    text: str = "",
) -> Replacement:
    """The self-replacement ability: ``what`` describes the permanents that may
    be sacrificed ("you" is the entering permanent's controller)."""

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return not op.get("face_down") and op.get("sacrificed") is None

    def apply(game: Game, op: Op) -> Op:
        return op.retyped(
            SACRIFICE_AS_ENTERS, SACRIFICE_AS_ENTERS, move=op, what=what, counter=counter
        )

    return Replacement("enter", applies, apply, text=text)


class SacrificeAsEnters(Step):
    """Ask for the permanents one at a time, sacrifice them, then let the
    permanent enter with the counters (``stage``: "choose", "enter", "done")."""

    __slots__ = ("op", "player", "chosen", "stage")

    def __init__(self, op: Op, player: int) -> None:
        self.op = op
        self.player = player
        self.chosen: tuple[int, ...] = ()
        self.stage = "choose"

    def copy(self, memo: dict[int, Any]) -> SacrificeAsEnters:
        new = SacrificeAsEnters(self.op, self.player)
        new.chosen, new.stage = self.chosen, self.stage
        return new

    def _candidates(self, game: Game) -> list[int]:
        what: Selector = self.op["what"]
        return [o for o in what.ids(game, self.player) if o not in self.chosen]

    def run(self, game: Game) -> None:
        if self.stage == "choose":
            if self._candidates(game):
                game.ask(self.player, DecisionKind.SACRIFICE, "prompt.sacrifice_any_as_enters")
                return
            self.stage = "sacrifice"
        if self.stage == "sacrifice":
            self.stage = "enter"
            if self.chosen:
                change(game, [move(o, GRAVEYARD, "sacrifice") for o in self.chosen])
                return
        if self.stage == "enter":
            self.stage = "done"
            entering: Op = self.op["move"]
            counters = dict(entering.get("counters") or {})
            if self.chosen:
                kind = self.op["counter"]
                counters[kind] = counters.get(kind, 0) + len(self.chosen)
            change(
                game,
                [
                    entering.replaced(
                        SACRIFICE_AS_ENTERS, sacrificed=len(self.chosen), counters=counters
                    )
                ],
            )
            return
        game.pop(self)

    def options(self, game: Game) -> list[Action]:
        return [Action(ActionKind.CHOOSE, (o,)) for o in self._candidates(game)] + [
            Action(ActionKind.DONE)
        ]

    def answer(self, game: Game, action: Action) -> None:
        if action.kind == ActionKind.DONE:
            self.stage = "sacrifice"
        else:
            self.chosen += (action.args[0],)


def _sacrifice_then_enter(game: Game, op: Op) -> None:
    entering: Op = op["move"]
    obj = game.objects[entering["obj"]]
    controller = entering.get("controller")
    game.push(SacrificeAsEnters(op, obj.owner if controller is None else controller))


def register(rules: Registry) -> None:
    """The ``sacrifice_as_enters`` event."""
    rules.event_handlers.register(SACRIFICE_AS_ENTERS, _sacrifice_then_enter)


__all__ = ["SACRIFICE_AS_ENTERS", "SacrificeAsEnters", "sacrifice_as_enters"]
