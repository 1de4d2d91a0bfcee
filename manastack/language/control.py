"""Gaining control of permanents for a while (CR 613.1b, layer 2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import KeywordName
from ..engine.effect import Effect
from ..engine.layers import pump_until_end_of_turn
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from .effects import objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def take_control(
    game: Game,
    ctx: Context,
    ids: list[int],
    player: int,
    untap: bool = False,
    haste: bool = False,
    until: str = "end_of_turn",
) -> list[Op]:
    """``player`` gains control of ``ids`` until end of turn (layer 2), [untaps
    them and they gain haste until end of turn] ("Threaten" effects); with
    ``until=""`` for good (CR 611.2a: the effect has no duration)."""
    ops: list[Op] = []
    for oid in ids:
        if untap:
            ops.append(Op("untap", obj=oid))
        ops.append(Op("control", obj=oid, player=player, source=ctx.source, until=until))
    if haste and ids:
        granted = pump_until_end_of_turn(game, ctx.source, ids, 0, 0, (KeywordName.HASTE,))
        ops += [Op("effect", effect=e) for e in granted]
    return ops


@dataclass(frozen=True)
class GainControl(Effect):
    """ "Gain control of <target> until end of turn [. Untap it. It gains haste
    until end of turn.]" (CR 613.1b); ``until=""`` is "gain control of <target>"
    with no duration: for good (CR 611.2a)."""

    what: Any
    untap: bool = False
    haste: bool = False
    until: str = "end_of_turn"
    key: str = "effect.threaten"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        return take_control(game, ctx, ids, ctx.controller, self.untap, self.haste, self.until)


__all__ = ["GainControl", "take_control"]
