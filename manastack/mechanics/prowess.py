"""Prowess (CR 702.108a): "Whenever you cast a noncreature spell, this creature
gets +1/+1 until end of turn."  Several instances trigger separately (CR 702.108b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import Keyword, Triggered
from ..engine.triggers import SpellCast
from ..language.effects import SELF, Pump

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

PROWESS = "prowess"


def _noncreature_spell(game: Game, oid: int) -> bool:
    return not game.chars(oid).is_creature


PROWESS_ABILITY = Triggered(
    SpellCast(filter=_noncreature_spell), (Pump(SELF, 1, 1),), text="Prowess"
)
"""The triggered ability prowess stands for, for effects that grant prowess
(layer 6, CR 613.1f)."""


def _expand(keyword: Keyword) -> tuple:
    return (PROWESS_ABILITY,)


PROWESS_KEYWORD = Keyword(PROWESS, text="Prowess")


def register(rules: Registry) -> None:
    """Prowess is a triggered ability (CR 702.108a)."""
    rules.keyword_expansions.register(PROWESS, _expand)


__all__ = ["PROWESS", "PROWESS_ABILITY", "PROWESS_KEYWORD"]
