""" "Remove it from combat" (CR 506.4): the creature stops being an attacking or
blocking creature.  A blocked attacker removed from combat stays blocked for the
creatures that blocked it, but it deals and is dealt no combat damage
(CR 506.4, 510.1); the Gustcloaks' "untap it and remove it from combat"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.registry import Registry
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import Effect, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

REMOVE_FROM_COMBAT = "remove_from_combat"


@dataclass(frozen=True)
class RemoveFromCombat(Effect):
    """ "[Untap <creature> and] remove it from combat" (CR 506.4, 701.21)."""

    what: Any
    untap: bool = True
    key: str = "effect.remove_from_combat"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ops: list[Op] = []
        for oid in objects_for(self.what, game, ctx, part):
            if self.untap:
                ops.append(Op("untap", obj=oid))
            ops.append(Op(REMOVE_FROM_COMBAT, obj=oid))
        return ops


def _remove_from_combat(game: Game, op: Op) -> None:
    if game.combat is not None:
        game.combat.remove(op["obj"])


def register(rules: Registry) -> None:
    """The ``remove_from_combat`` event."""
    rules.event_handlers.register(REMOVE_FROM_COMBAT, _remove_from_combat)


__all__ = ["REMOVE_FROM_COMBAT", "RemoveFromCombat"]
