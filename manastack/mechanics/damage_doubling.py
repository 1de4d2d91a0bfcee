"""Overblaze: "Each time target permanent would deal damage to a permanent or
player this turn, it deals double that damage to that permanent or player
instead" (CR 614.1a).

The effect is kept with the turn's shields (the cleanup step ends it, CR 514.2).
Each such effect is a separate replacement: two of them quadruple the damage, the
player dealt damage ordering them (CR 616.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.registry import Registry
from ..engine.effect import Effect, Shield
from ..engine.model import Replacement
from ..engine.ops import Op
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

DOUBLE_DAMAGE = "double_damage"  # the shield kind


@dataclass(frozen=True, slots=True)
class DoubleDamageShield(Shield):
    """Damage ``source`` would deal during the turn ``until`` is doubled."""

    source: int = 0
    serial: int = 0


@dataclass(frozen=True)
class DoubleDamageFrom(Effect):
    """ "Each time target permanent would deal damage this turn, it deals double
    that damage instead"."""

    what: TargetSpec
    key: str = "effect.double_damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op(
                "shield",
                shield=DoubleDamageShield(
                    DOUBLE_DAMAGE, game.turn_number, source=oid, serial=game.next_timestamp()
                ),
            )
            for oid in game.still_legal(ctx, self.what, part)
        ]


def _doubling(game: Game, _obj: Any, op: Op) -> bool:
    return op.kind == "damage" and op["amount"] > 0


def _doubled(game: Game, op: Op) -> Op:
    return Op(op.kind, op.applied, **dict(op.data, amount=2 * op["amount"]))


_DOUBLE = Replacement("damage", _doubling, _doubled, self_only=False, text="Double damage")


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if not _doubling(game, None, op):
        return []
    return [
        ((DOUBLE_DAMAGE, s.serial), _DOUBLE)
        for s in game.shields
        if isinstance(s, DoubleDamageShield)
        and s.source == op["source"]
        and s.until == game.turn_number
    ]


def register(rules: Registry) -> None:
    """The doubling replacement effects."""
    rules.replacements_of("damage").register(_replacements)


__all__ = ["DoubleDamageFrom", "DoubleDamageShield"]
