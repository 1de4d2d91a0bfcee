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

A permanent may give cards in a graveyard flashback (:class:`GrantsFlashback`,
Iroh, Grand Lotus); a card with flashback of its own is cast for its own cost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Ability, CardDef, Face, Keyword
from ..engine.objects import GRAVEYARD

_FROM_GRAVEYARD = frozenset({GRAVEYARD})  # CR 702.34a

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


def _mode(obj: GameObject, cost: ManaCost) -> CastMode:
    return CastMode(FLASHBACK, obj.card.faces[0], cost, alternative=True, exile_on_leave=True)


def flashback_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` from its owner's graveyard for its flashback cost."""
    if obj.zone != GRAVEYARD or obj.owner != player:
        return []
    cost = _flashback_cost(obj.card)
    if cost is None:
        return []
    return [_mode(obj, cost)]


# ------------------------------------------------------------ granted flashback
@dataclass(frozen=True)
class GrantsFlashback(Ability):
    """ "During your turn, each <kind> card in your graveyard has flashback
    <cost>" (a static ability of a permanent, CR 604.1, 702.34a):
    ``cost_of(face)`` is the flashback cost a card gets, or ``None``."""

    cost_of: Callable[[Face], ManaCost | None]
    during_your_turn: bool = True
    text: str = ""


def _grants_flashback(card: CardDef) -> bool:
    return GrantsFlashback in card.faces[0].ability_kinds


def _granted_cost(game: Game, player: int, face: Face) -> ManaCost | None:
    """The flashback cost a permanent ``player`` controls gives ``face``."""
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller != player or not ch.may_have(GrantsFlashback):
            continue
        for ability in ch.abilities:
            if not isinstance(ability, GrantsFlashback):
                continue
            if ability.during_your_turn and game.active_player != player:
                continue
            cost = ability.cost_of(face)
            if cost is not None:
                return cost
    return None


def granted_flashback_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` from its owner's graveyard for a flashback cost a
    permanent gives it; a card with flashback of its own uses its own."""
    if obj.zone != GRAVEYARD or obj.owner != player or _has_flashback(obj.card):
        return []
    if not game.any_card(_grants_flashback):
        return []
    cost = _granted_cost(game, player, obj.card.faces[0])
    return [] if cost is None else [_mode(obj, cost)]


def _graveyard_cards_given_flashback(game: Game, player: int) -> list[int]:
    return [
        oid
        for oid in game.players[player].graveyard
        if _granted_cost(game, player, game.objects[oid].card.faces[0]) is not None
    ]


def _has_flashback(card: object) -> bool:
    return FLASHBACK in card.faces[0].keywords  # type: ignore[attr-defined]


def _graveyard_cards_with_flashback(game: Game, player: int) -> list[int]:
    graveyard = game.players[player].graveyard
    return [oid for oid in graveyard if _has_flashback(game.objects[oid].card)]


def register(rules: Registry) -> None:
    """Flashback is a way to cast from the graveyard (CR 702.34a)."""
    rules.cast_modes.register("flashback", (flashback_modes, _has_flashback))
    rules.cast_modes.register("granted_flashback", (granted_flashback_modes, None))
    rules.cast_mode_zones.update(flashback=_FROM_GRAVEYARD, granted_flashback=_FROM_GRAVEYARD)
    rules.cast_candidates.register(_graveyard_cards_with_flashback, needs=_has_flashback)
    rules.cast_candidates.register(_graveyard_cards_given_flashback, needs=_grants_flashback)


__all__ = [
    "FLASHBACK",
    "GrantsFlashback",
    "flashback",
    "flashback_modes",
    "granted_flashback_modes",
]
