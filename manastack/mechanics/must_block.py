""" "Target creature blocks this creature this turn if able" (CR 509.1c): a
blocking requirement that lasts for the turn, on one creature and toward one
attacker (Matsu-Tribe Decoy).  The requirement is a marker for the turn; the
engine's blocking rules ask :func:`_required_blocks` which attackers a creature
must block."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect, Shield
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

MUST_BLOCK = "must_block"  # the marker's kind


@dataclass(frozen=True, slots=True)
class MustBlock(Shield):
    """This turn, ``blocker`` blocks ``attacker`` if able."""

    blocker: int = 0
    attacker: int = 0


@dataclass(frozen=True)
class MustBlockThisTurn(Effect):
    """ "<Target creature> blocks this creature this turn if able"."""

    what: Any
    key: str = "effect.must_block"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op(
                "shield",
                shield=MustBlock(MUST_BLOCK, game.turn_number, blocker=oid, attacker=ctx.source),
            )
            for oid in objects_for(self.what, game, ctx, part)
        ]


def _required_blocks(game: Game, blockers: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Each creature among ``blockers`` marked this turn to block an attacker,
    and that attacker."""
    combat = game.combat
    if combat is None:
        return
    marks = [
        s
        for s in game.shields
        if isinstance(s, MustBlock)
        and s.until == game.turn_number
        and s.attacker in combat.attackers
    ]
    if not marks:
        return
    asked = set(blockers)
    yield from ((s.blocker, s.attacker) for s in marks if s.blocker in asked)


def register(rules: Registry) -> None:
    """The marked creatures must block their attacker."""
    rules.block_requirements.register(_required_blocks)


__all__ = ["MustBlock", "MustBlockThisTurn"]
