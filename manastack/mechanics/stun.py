"""Stun counters (CR 122.1d).

One or more stun counters on a permanent make a single replacement effect: "If a
permanent with a stun counter on it would become untapped, instead remove a stun
counter from it."  It replaces any untapping, the untap step's included
(CR 502.3), and only an untapping that would happen: an untapped permanent
keeps its stun counters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind
from ..engine.model import Replacement
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game


def _applies(game: Game, _obj: Any, op: Op) -> bool:
    obj = game.objects.get(op["obj"])
    return (
        op.kind == "untap"
        and obj is not None
        and obj.tapped
        and obj.counters.get(CounterKind.STUN, 0) > 0
    )


def _instead(game: Game, op: Op) -> Op:
    return Op("counters", op.applied, obj=op["obj"], counter=CounterKind.STUN, amount=-1)


_STUN = Replacement("untap", _applies, _instead, self_only=False, text="Stun counter")


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """The stun replacement of the permanent about to untap, if it has a stun counter."""
    if op.kind != "untap" or not _applies(game, None, op):
        return []
    return [(("stun", op["obj"]), _STUN)]


def register(rules: Registry) -> None:
    """The stun counters' replacement effect (CR 122.1d)."""
    rules.replacements_of("untap").register(_replacements)


__all__: list[str] = []
