"""Optional additional waterbend costs (Avatar: The Last Airbender; WAT-01..06).

"As an additional cost to cast this spell, you may waterbend {N}" is an optional
additional cost (CR 601.2b, 601.2f, 118.8): the caster announces it with the
spell, the total cost grows by {N}, and while paying it they may tap untapped
artifacts and creatures they control for up to N generic mana of the total cost
(:mod:`manastack.mechanics.waterbend`: the added cost is a waterbend cost).  The card is cast as
``Action("cast", (card, "waterbend"))``; the spell's text reads
:func:`waterbend_paid` ("if this spell's additional cost was paid").  Like
kicker, it is offered only for a card cast from its owner's hand; a card cast
another way is cast without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Cost, Keyword
from ..engine.objects import HAND

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

OPTIONAL_WATERBEND = "optional_waterbend"  # the keyword-like marker on the face
WATERBEND_MODE = "waterbend"  # the cast mode


def may_waterbend(mana: str) -> Keyword:
    """``may_waterbend("{4}")``: "As an additional cost to cast this spell, you may
    waterbend {4}"."""
    return Keyword(
        OPTIONAL_WATERBEND,
        ManaCost.parse(mana),
        text=f"As an additional cost to cast this spell, you may waterbend {mana}",
    )


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` from its owner's hand with the waterbend cost added."""
    face = obj.card.faces[0]
    if obj.zone != HAND or obj.owner != player:
        return []
    for ability in face.abilities:
        if isinstance(ability, Keyword) and ability.name == OPTIONAL_WATERBEND:
            extra = Cost(mana=ability.value, waterbend=ability.value)
            return [
                CastMode(WATERBEND_MODE, face, face.mana_cost, kicked=True, mode_costs=(extra,))
            ]
    return []


def waterbend_paid(game: Game, ctx: Context) -> bool:
    """Was this spell's optional waterbend cost paid (CR 601.2b)?"""
    return ctx.flags.kicked


def register(rules: Registry) -> None:
    """An optional waterbend cost is a way to cast (CR 601.2b)."""
    rules.cast_modes.register(
        WATERBEND_MODE,
        (_modes, lambda card: OPTIONAL_WATERBEND in card.faces[0].keywords),
    )


__all__ = ["OPTIONAL_WATERBEND", "WATERBEND_MODE", "may_waterbend", "waterbend_paid"]
