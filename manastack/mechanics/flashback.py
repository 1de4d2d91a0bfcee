"""Flashback [cost] (CR 702.34): "You may cast this card from your graveyard by
paying [cost] rather than paying its mana cost" and "If the flashback cost was
paid, exile this card instead of putting it anywhere else any time it would
leave the stack".

Offered as its own way to cast (``how="flashback"``) for a card with flashback
in its owner's graveyard, however it got there (FB-04).  The flashback cost is
an alternative cost (CR 118.9): cost increases and reductions apply to it
(CR 601.2f) while the mana value stays that of the mana cost (CR 202.3, FB-03);
timing permissions don't change (FB-02).  The spell is exiled whenever it would
leave the stack, resolved, countered or fizzled (FB-01): the cast mode marks it
``exile_on_leave``, which the change module (:mod:`manastack.engine.perform`) honours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Keyword
from ..engine.objects import GRAVEYARD

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject

FLASHBACK = "flashback"


def flashback(mana: str) -> Keyword:
    """``flashback("{8}{R}")`` on an instant or sorcery."""
    return Keyword(FLASHBACK, ManaCost.parse(mana), text=f"Flashback {mana}")


def _flashback_cost(card: object) -> ManaCost | None:
    for ability in card.faces[0].abilities:  # type: ignore[attr-defined]
        if isinstance(ability, Keyword) and ability.name == FLASHBACK:
            return ability.value  # type: ignore[no-any-return]
    return None


def flashback_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` from its owner's graveyard for its flashback cost."""
    if obj.zone != GRAVEYARD or obj.owner != player:
        return []
    cost = _flashback_cost(obj.card)
    if cost is None:
        return []
    return [
        CastMode(
            FLASHBACK,
            obj.card.faces[0],
            cost,
            alternative=True,
            exile_on_leave=True,
        )
    ]


def _has_flashback(card: object) -> bool:
    return FLASHBACK in card.faces[0].keywords  # type: ignore[attr-defined]


def _graveyard_cards_with_flashback(game: Game, player: int) -> list[int]:
    if not game.any_card(_has_flashback):
        return []
    graveyard = game.players[player].graveyard
    return [oid for oid in graveyard if _has_flashback(game.objects[oid].card)]


def register(rules: Registry) -> None:
    """Flashback is a way to cast from the graveyard (CR 702.34a)."""
    rules.cast_modes.register("flashback", (flashback_modes, _has_flashback))
    rules.cast_candidates.register(_graveyard_cards_with_flashback)


__all__ = ["FLASHBACK", "flashback", "flashback_modes"]
