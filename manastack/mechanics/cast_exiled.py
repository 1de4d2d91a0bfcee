"""Casting the cards exiled with a permanent (linked abilities, CR 607.2a):
"During your turn, you may cast cards exiled with Azula and you may cast them
as though they had flash.  Mana of any type can be spent to cast those spells"
(Azula, Cunning Usurper).

The permanent's static ability :class:`MayCastExiledWith` lets its controller
cast the cards exiled with it (:mod:`.linked_exile`) from exile (CR 601.3), as
``Action("cast", (card, "exiled_with"))``: for their mana cost, but with mana
of any type spendable on it, each coloured or hybrid symbol needing only one
mana of any type (CR 106.1, 601.2h), and at any time they could cast an
instant (CR 601.3e).  A card that leaves exile is a new object no longer
exiled with it (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Ability
from ..engine.objects import EXILE
from .linked_exile import exiled_with

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import GameObject

EXILED_WITH = "exiled_with"  # the cast mode


@dataclass(frozen=True)
class MayCastExiledWith(Ability):
    """ "[During your turn,] you may cast cards exiled with <this> [and you may
    cast them as though they had flash].  [Mana of any type can be spent to cast
    those spells.]\""""

    your_turn_only: bool = True
    flash: bool = True
    any_mana: bool = True
    text: str = ""


def _prints_it(card: CardDef) -> bool:
    return any(MayCastExiledWith in face.ability_kinds for face in card.faces)


def _permissions(game: Game, player: int) -> list[tuple[int, MayCastExiledWith]]:
    """The cards ``player`` may cast now by such abilities, with the ability."""
    if not game.any_card(_prints_it):
        return []
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller != player:
            continue
        for ability in ch.abilities:
            if isinstance(ability, MayCastExiledWith) and (
                not ability.your_turn_only or game.active_player == player
            ):
                found += [(card, ability) for card in exiled_with(game, oid)]
    return found


def any_type_cost(cost: ManaCost) -> ManaCost:
    """The mana to pay for ``cost`` when mana of any type can be spent on it:
    one mana of any type for each coloured or hybrid symbol (its least), the
    generic mana and X as they are."""
    return ManaCost(generic=cost.least_mana, x=cost.x)


def _candidates(game: Game, player: int) -> list[int]:
    return [card for card, _ability in _permissions(game, player)]


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    if obj.zone != EXILE:
        return []
    face = obj.card.faces[0]
    for card, ability in _permissions(game, player):
        if card == obj.id:
            cost = any_type_cost(face.mana_cost) if ability.any_mana else face.mana_cost
            return [CastMode(EXILED_WITH, face, cost, flash=ability.flash)]
    return []


def register(rules: Registry) -> None:
    """A way to cast the cards exiled with a permanent, from exile (CR 601.3)."""
    rules.cast_candidates.register(_candidates, needs=_prints_it)
    rules.cast_modes.register(EXILED_WITH, (_modes, lambda card: "Land" not in card.faces[0].types))
    rules.cast_mode_zones[EXILED_WITH] = frozenset({EXILE})


__all__ = ["EXILED_WITH", "MayCastExiledWith", "any_type_cost"]
