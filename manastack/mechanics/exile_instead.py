""" "If that creature would die this turn, exile it instead" (CR 614.1a, 700.4).

The effect marks the permanent with a designation naming the turn; while that
object stays on the battlefield (a new object has no mark, CR 400.7), a zone
redirect sends it to exile instead of its owner's graveyard from the battlefield
that turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, GameObject
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import Effect, objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

_MARK = "exile_if_dies:"


@dataclass(frozen=True)
class ExileIfItWouldDieThisTurn(Effect):
    """ "If <it> would die this turn, exile it instead"."""

    what: Any
    key: str = "effect.exile_if_dies"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("designate", obj=oid, add=f"{_MARK}{game.turn_number}")
            for oid in objects_for(self.what, game, ctx, part)
        ]


def _exile_instead_of_dying(game: Game, obj: GameObject, to: str) -> str:
    if (
        to == GRAVEYARD
        and obj.zone == BATTLEFIELD
        and f"{_MARK}{game.turn_number}" in obj.designations
    ):
        return EXILE
    return to


def register(rules: Registry) -> None:
    """The marked permanent's exile-instead replacement."""
    rules.zone_redirects.register(_exile_instead_of_dying)


__all__ = ["ExileIfItWouldDieThisTurn"]
