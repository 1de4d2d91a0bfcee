"""Creating delayed triggered abilities during resolution (CR 603.7a), e.g.
Initiate of Blood's "When that creature dies this turn, flip this creature".
The ``delayed`` event itself is performed by the core (:mod:`manastack.engine.perform`).

:class:`ThisTurn` is the effect "When you next <event> this turn, <effects>"
(one-shot, CR 603.7c) or "Whenever <event> this turn, <effects>": its trigger
condition is any :class:`~manastack.engine.triggers.TriggerCondition`, limited by
:class:`DuringTurn` to the turn it was created in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine.effect import Effect
from ..engine.model import Triggered
from ..engine.ops import Op
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics


def create_delayed(
    condition: Any, ability: Any, controller: int, source: int, one_shot: bool = True
) -> Op:
    """The event of creating a delayed trigger (CR 603.7c: ``one_shot`` ones
    trigger only once)."""
    return Op(
        "delayed",
        condition=condition,
        ability=ability,
        controller=controller,
        source=source,
        one_shot=one_shot,
    )


@dataclass(frozen=True)
class DuringTurn(TriggerCondition):
    """``inner``, during turn ``turn`` only ("this turn")."""

    turn: int
    inner: TriggerCondition
    kinds: ClassVar[frozenset[str] | None] = None
    key: str = "trigger.this_turn"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return game.turn_number == self.turn and self.inner.matches(game, event, source, ch)


@dataclass(frozen=True)
class ThisTurn(Effect):
    """ "When you next <condition> this turn, <effects>" (``one_shot``, CR 603.7c)
    or "Whenever <condition> this turn, <effects>": creates a delayed triggered
    ability controlled by the controller, with this ability's source as its
    source (CR 603.7d).  ``condition`` may be a function ``(game, ctx)`` when it
    depends on what the resolution knows (a chosen name)."""

    condition: TriggerCondition | Callable[[Game, Context], TriggerCondition]
    effects: tuple[Effect, ...]
    one_shot: bool = True
    key: str = "effect.delayed"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        inner = (
            self.condition
            if isinstance(self.condition, TriggerCondition)
            else self.condition(game, ctx)
        )
        when = DuringTurn(game.turn_number, inner)
        ability = Triggered(when, self.effects)
        return [create_delayed(when, ability, ctx.controller, ctx.source, self.one_shot)]


__all__ = ["DuringTurn", "ThisTurn", "create_delayed"]
