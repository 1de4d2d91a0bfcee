"""Cards that may be cast from their owner's graveyard for their mana cost plus
an extra cost: "You may cast this card from your graveyard by discarding a card
in addition to paying its other costs" (Alien Symbiosis).

The permission is an ability of the card itself that works in the graveyard
(CR 113.6f, 601.3).  Casting it that way is ``Action("cast", (card,
"from_graveyard"))``: its mana cost, any additional costs, and the extra cost
(CR 601.2f-h); every timing rule still applies (CR 601.3).

"Spells you cast from your graveyard cost {N} less to cast" (Green Goblin) is
:class:`SpellsFromYourGraveyardCostLess`, asked while the total cost is
determined (CR 601.2f): the card is still in its owner's graveyard then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.memo import per_object
from ..engine.casting import CastMode
from ..engine.model import Ability, Cost
from ..engine.objects import GRAVEYARD, GameObject

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

FROM_GRAVEYARD = "from_graveyard"  # the cast mode


@dataclass(frozen=True)
class CastFromGraveyard(Ability):
    """ "You may cast this card from your graveyard by <extra> in addition to
    paying its other costs"."""

    extra: Cost
    text: str = ""


_EXTRA: dict[int, tuple[Any, Any]] = {}


def _extra_of(card: Any) -> Cost | None:
    return per_object(_EXTRA, card, _printed_extra)


def _printed_extra(card: Any) -> Cost | None:
    for ability in card.faces[0].abilities:
        if isinstance(ability, CastFromGraveyard):
            return ability.extra
    return None


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    extra = _extra_of(obj.card)
    if extra is None or obj.zone != GRAVEYARD or obj.owner != player:
        return []
    face = obj.card.faces[0]
    return [CastMode(FROM_GRAVEYARD, face, face.mana_cost, mode_costs=(extra,))]


def _has_it(card: Any) -> bool:
    return _extra_of(card) is not None


def _candidates(game: Game, player: int) -> list[int]:
    """The player's graveyard cards with the permission."""
    return [oid for oid in game.players[player].graveyard if _has_it(game.objects[oid].card)]


@dataclass(frozen=True)
class SpellsFromYourGraveyardCostLess(Ability):
    """ "Spells you cast from your graveyard cost {amount} less to cast"."""

    amount: int
    text: str = ""


def _graveyard_reduction(game: Game, player: int, obj: GameObject, mode: Any) -> int:
    """CR 601.2f: generic mana off a spell its caster casts from their own
    graveyard, for each such ability of a permanent they control."""
    if obj.zone != GRAVEYARD or obj.owner != player:
        return 0
    total = 0
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(SpellsFromYourGraveyardCostLess):
            total += sum(
                a.amount for a in ch.abilities if isinstance(a, SpellsFromYourGraveyardCostLess)
            )
    return -total


def register(rules: Registry) -> None:
    """A way to cast such cards from the graveyard."""
    rules.cast_modes.register(FROM_GRAVEYARD, (_modes, _has_it))
    rules.cast_mode_zones[FROM_GRAVEYARD] = frozenset({GRAVEYARD})
    rules.cast_candidates.register(_candidates, needs=_has_it)
    rules.cost_adjustments.register(_graveyard_reduction)


__all__ = ["FROM_GRAVEYARD", "CastFromGraveyard", "SpellsFromYourGraveyardCostLess"]
