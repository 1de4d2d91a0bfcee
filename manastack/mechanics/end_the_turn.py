"""Ending the turn (CR 721.1; Time Stop).

"End the turn" doesn't resolve like other effects (CR 721.1): once its event is
performed, :class:`TurnEnds` takes over the step stack and

1. the triggered abilities waiting to be put on the stack cease to exist
   (CR 721.1a);
2. every object on the stack is exiled, the resolving spell included: a card
   goes to exile, a copy of a spell or an ability ceases to exist (CR 721.1b,
   704.5e);
3. state-based actions are checked, and no player gets priority (CR 721.1c):
   what triggers from here on waits;
4. the current step ends, every creature leaves combat and the turn goes
   straight to its cleanup step; the steps and phases in between, additional
   phases included, are skipped, so "at the beginning of the end step" doesn't
   trigger (CR 721.1d-e).  Ending the turn during the cleanup step begins a new
   cleanup step.  The abilities that triggered during the process are put on the
   stack in that cleanup step, whose players then get priority (CR 721.1f,
   514.3a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.registry import Registry
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.perform import change, remove_ability
from ..engine.sba import check_state_based_actions
from ..engine.steps import Step
from ..engine.turn import ADDITIONAL_PHASES, STEPS, TurnStep
from ..language.effects import Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

END_THE_TURN = "end_the_turn"
# the turn goes on from the end of this step, so that the next to begin is the
# cleanup step (CR 721.1d): the step before it, as if it had just been done
_BEFORE_CLEANUP = STEPS.index("cleanup") - 1


@dataclass(frozen=True)
class EndTheTurn(Effect):
    """ "End the turn" (CR 721.1)."""

    key: str = "effect.end_the_turn"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [Op(END_THE_TURN)]


class TurnEnds(Step):
    """The process of CR 721.1, run once the ``end_the_turn`` event happens:
    ``stage`` is "exile", then "check" (state-based actions), then "skip"."""

    __slots__ = ("stage",)

    def __init__(self) -> None:
        self.stage = "exile"

    def copy(self, memo: dict[int, Any]) -> TurnEnds:
        new = TurnEnds()
        new.stage = self.stage
        return new

    def run(self, game: Game) -> None:
        if self.stage == "exile":
            self.stage = "check"
            game.waiting_triggers = []  # CR 721.1a
            cards = []
            for oid in list(game.stack):  # CR 721.1b
                info = game.objects[oid].cast_info
                if info is not None and info.ability:
                    remove_ability(game, oid)
                else:
                    cards.append(move(oid, EXILE, "exile"))
            if cards:
                change(game, cards)
                return
        if self.stage == "check":
            while True:  # CR 721.1c: no triggered ability is put on the stack
                performed = check_state_based_actions(game)
                if performed is None:
                    return  # a move or a choice is pending; check again after it
                if not performed or game.over:
                    break
            self.stage = "skip"
        _skip_to_cleanup(game)

    def options(self, game: Game) -> list[Action]:
        raise RuntimeError("ending the turn asks no questions itself")

    def answer(self, game: Game, action: Action) -> None:
        raise RuntimeError("ending the turn asks no questions itself")


def _skip_to_cleanup(game: Game) -> None:
    """CR 721.1d: the current step ends; everything the turn was in the middle
    of (priority, resolving, combat's declarations, a cleanup step) is dropped,
    creatures leave combat, and the turn goes on with its cleanup step."""
    turn = max(i for i, s in enumerate(game.pending) if isinstance(s, TurnStep))
    driver = game.pending[turn]
    assert isinstance(driver, TurnStep)
    del game.pending[turn + 1 :]  # this step among them
    if game.combat is not None:
        game.combat = None  # CR 721.1d: every creature is removed from combat
        game.touch()
    game.turn_log.pop(ADDITIONAL_PHASES, None)
    game.priority_player = None
    driver.index, driver.begun, driver.queue, driver.resume = _BEFORE_CLEANUP, True, (), None


def _end_the_turn(game: Game, op: Op) -> None:
    game.push(TurnEnds())


def register(rules: Registry) -> None:
    """The ``end_the_turn`` event."""
    rules.event_handlers.register(END_THE_TURN, _end_the_turn)


__all__ = ["END_THE_TURN", "EndTheTurn", "TurnEnds"]
