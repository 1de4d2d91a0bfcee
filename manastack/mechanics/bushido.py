"""Bushido N (CR 702.45): "Whenever this creature blocks or becomes blocked, it
gets +N/+N until end of turn."  A triggered ability: it uses the stack, the bonus is
fixed on resolution (BSH-02), each instance triggers separately (BSH-03) and once
however many creatures block (BSH-04, CR 509.1h)."""

from __future__ import annotations

from ..core.kinds import KeywordName
from ..core.registry import Registry
from ..engine.model import Keyword, Triggered
from ..engine.triggers import BlocksOrBecomesBlocked
from ..language.effects import SELF, Pump


def bushido(n: int) -> Keyword:
    """``Bushido(1)`` on a card."""
    return Keyword(KeywordName.BUSHIDO, n, text=f"Bushido {n}")


def _expand(keyword: Keyword) -> tuple:
    n = keyword.value
    return (Triggered(BlocksOrBecomesBlocked(), (Pump(SELF, n, n),), text=f"Bushido {n}"),)


def bushido_abilities(n: int) -> tuple[Keyword, Triggered]:
    """Bushido N and the trigger it stands for, for an effect that grants
    bushido to a permanent (Sensei Golden-Tail, CR 613.1f)."""
    keyword = bushido(n)
    return (keyword, *_expand(keyword))


def register(rules: Registry) -> None:
    """Bushido expands into its trigger."""
    rules.keyword_expansions.register("bushido", _expand)


__all__ = ["bushido", "bushido_abilities"]
