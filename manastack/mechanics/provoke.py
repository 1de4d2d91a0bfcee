"""Provoke (CR 702.39): "Whenever this creature attacks, you may have target
creature defending player controls untap and block it if able."

The trigger untaps the target and gives it, until end of turn, a blocking
requirement (CR 509.1c) that :mod:`.blocking`'s rules read: it must block the
provoking creature if able.  A requirement yields to restrictions and is
weighed with the others when blockers are declared.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import ContinuousEffect
from ..engine.model import Ability, Keyword, Triggered
from ..engine.ops import Op
from ..engine.targets import TargetSpec, is_creature, opponent_controls, target_creature
from ..engine.triggers import Attacks
from ..language.effects import Effect, May

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

PROVOKE = Keyword(KeywordName.PROVOKE, text="Provoke")


@dataclass(frozen=True)
class MustBlock(Ability):
    """ "<This creature> blocks <attacker> this turn if able" (CR 509.1c)."""

    attacker: int
    text: str = ""


def _must_block(attacker: int):
    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.abilities = ch.abilities + (MustBlock(attacker),)

    return modify


@dataclass(frozen=True)
class Provoked(Effect):
    """Untap the target; it blocks the source this turn if able."""

    what: TargetSpec
    key: str = "effect.provoke"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ids = game.still_legal(ctx, self.what, part)
        if not ids:
            return []
        requirement = ContinuousEffect(
            "6",
            _must_block(ctx.source),
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
            key="ce.provoked",
        )
        return [Op("untap", obj=i) for i in ids] + [Op("effect", effect=requirement)]


def _expand(keyword: Keyword) -> tuple:
    target = target_creature(opponent_controls(is_creature), label="target.creature_opponent")
    return (Triggered(Attacks(), (May(Provoked(target)),), text="Provoke"),)


def _provoked(game: Game, blockers: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Each provoked creature among ``blockers`` and the attacker it must block."""
    combat = game.combat
    if combat is None:
        return
    for b in blockers:
        ch = game.chars(b)
        if ch.may_have(MustBlock):
            yield from (
                (b, a.attacker)
                for a in ch.abilities
                if isinstance(a, MustBlock) and a.attacker in combat.attackers
            )


def register(rules: Registry) -> None:
    """Provoke expands into its trigger; a provoked creature must block."""
    rules.keyword_expansions.register(KeywordName.PROVOKE, _expand)
    rules.block_requirements.register(_provoked)


__all__ = ["PROVOKE", "MustBlock", "Provoked"]
