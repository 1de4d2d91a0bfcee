"""Soulshift N (CR 702.46): "When this is put into a graveyard from the
battlefield, you may return target Spirit card with mana value N or less from your
graveyard to your hand."  The target is chosen as the trigger goes on the stack;
whether to return it is decided on resolution (SOUL-03).  Several instances
trigger separately (SOUL-02)."""

from __future__ import annotations

from ..core.kinds import KeywordName
from ..core.registry import Registry
from ..engine.model import Keyword, Triggered
from ..engine.targets import TargetSpec
from ..engine.triggers import Dies
from ..language.effects import May, ReturnToHand


def soulshift(n: int) -> Keyword:
    """``soulshift(7)`` on a card."""
    return Keyword(KeywordName.SOULSHIFT, n, text=f"Soulshift {n}")


def spirit_card_in_your_graveyard(n: int) -> TargetSpec:
    """Target Spirit card with mana value N or less in your graveyard."""

    def check(game, obj, controller) -> bool:
        ch = game.chars(obj)
        return obj.owner == controller and "Spirit" in ch.subtypes and ch.mana_value <= n

    return TargetSpec("target.soulshift", objects=check, zone="graveyard")


def _expand(keyword: Keyword) -> tuple:
    n = keyword.value
    return (
        Triggered(
            Dies(creature_only=False),
            (May(ReturnToHand(spirit_card_in_your_graveyard(n))),),
            text=f"Soulshift {n}",
        ),
    )


def register(rules: Registry) -> None:
    """Soulshift expands into its trigger."""
    rules.keyword_expansions.register("soulshift", _expand)


__all__ = ["soulshift", "spirit_card_in_your_graveyard"]
