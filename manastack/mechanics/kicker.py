"""Kicker [cost] (CR 702.33): "You may pay an additional [cost] as you cast this
spell."  Offered as its own way to cast the card (``how="kicker"``) whose total
cost adds the kicker cost (CR 601.2f); the spell is then *kicked* (CR 702.33d),
which its effects read with :func:`kicked`.  The mana value doesn't change
(CR 202.3).  A card cast another way (flashback) is cast unkicked here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Keyword
from ..engine.objects import HAND

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

KICKER = "kicker"


def kicker(mana: str) -> Keyword:
    """``kicker("{4}")`` on a spell."""
    return Keyword(KICKER, ManaCost.parse(mana), text=f"Kicker {mana}")


def kicker_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` from its owner's hand with its kicker cost paid."""
    face = obj.card.faces[0]
    if obj.zone != HAND or obj.owner != player:
        return []
    for ability in face.abilities:
        if isinstance(ability, Keyword) and ability.name == KICKER:
            return [CastMode(KICKER, face, face.mana_cost.plus(ability.value), kicked=True)]
    return []


@dataclass(frozen=True)
class IfKicked:
    """An amount that is ``kicked`` if the spell was kicked, else ``unkicked``
    ("deals 2 damage ... If this spell was kicked, it deals 5 damage instead")."""

    unkicked: int
    kicked: int

    @property
    def least(self) -> int:
        return min(self.unkicked, self.kicked)

    def __call__(self, game: Game, ctx: Context) -> int:
        return self.kicked if kicked(game, ctx) else self.unkicked


def kicked(game: Game, ctx: Context) -> bool:
    """Was this spell kicked (CR 702.33d)?"""
    return ctx.flags.kicked


def register(rules: Registry) -> None:
    """Kicker is a way to cast (CR 702.33)."""
    rules.cast_modes.register(
        "kicker", (kicker_modes, lambda card: KICKER in card.faces[0].keywords)
    )


__all__ = ["KICKER", "IfKicked", "kicked", "kicker", "kicker_modes"]
