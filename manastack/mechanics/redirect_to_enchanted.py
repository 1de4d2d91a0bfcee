""" "All damage that would be dealt to you is dealt to enchanted creature instead"
(With Great Power...): a redirection replacement effect from an Aura's static
ability (CR 614.1b, 614.9).  It watches each damage event dealt to the Aura's
controller while the Aura enchants a creature on the battlefield and makes it
damage to that creature, from the same source, combat or not.  With two such
Auras the player chooses which applies (CR 616.1); once one has, the damage is
no longer dealt to the player and the other doesn't apply.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.model import Ability, CardDef, Replacement
from ..engine.objects import BATTLEFIELD, is_player_ref, player_of
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

REDIRECT_TO_ENCHANTED = "redirect_to_enchanted"


@dataclass(frozen=True)
class DamageToYouIsDealtToEnchanted(Ability):
    """ "All damage that would be dealt to you is dealt to enchanted creature
    instead"."""

    text: str = "All damage that would be dealt to you is dealt to enchanted creature instead."


def _prints_it(card: CardDef) -> bool:
    return any(DamageToYouIsDealtToEnchanted in face.ability_kinds for face in card.faces)


def _to_creature(creature: int) -> Replacement:
    def applies(_game: Game, _obj: Any, op: Op) -> bool:
        return True

    def apply(_game: Game, op: Op) -> Op:
        return Op(op.kind, op.applied, **dict(op.data, target=creature))

    return Replacement(
        EventKind.DAMAGE, applies, apply, self_only=False, text=DamageToYouIsDealtToEnchanted.text
    )


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """One redirection for each such Aura its damaged player controls that
    enchants a creature (CR 614.9)."""
    target = op["target"]
    if op["amount"] <= 0 or not is_player_ref(target) or not game.any_card(_prints_it):
        return []
    player = player_of(target)
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller != player or not ch.may_have(DamageToYouIsDealtToEnchanted):
            continue
        if not any(isinstance(a, DamageToYouIsDealtToEnchanted) for a in ch.abilities):
            continue
        creature = game.objects[oid].attached_to
        if creature is None or creature not in game.objects:
            continue
        if game.objects[creature].zone == BATTLEFIELD and game.chars(creature).is_creature:
            found.append(((REDIRECT_TO_ENCHANTED, oid), _to_creature(creature)))
    return found


def register(rules: Registry) -> None:
    """The redirection watches damage events."""
    rules.replacements_of(EventKind.DAMAGE).register(_replacements)


__all__ = ["DamageToYouIsDealtToEnchanted"]
