"""Onslaught, the rest of the set (7): the Chains, spells whose victim may copy
them (CR 707.10: :mod:`manastack.mechanics.spell_copy`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import is_player_ref, player_of
from ..engine.targets import (
    TargetSpec,
    any_target,
    target_creature,
    target_permanent,
    target_player,
)
from ..language.effects import DealDamage, Destroy, Discard, ReturnToHand
from ..mechanics.prevention import PreventDamageFrom
from ..mechanics.spell_copy import DISCARD_A_CARD, SACRIFICE_A_LAND, MayCopyThisSpell
from . import behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def _controller_or_player(spec: TargetSpec):
    """The spell's target, if a player; else the target permanent's controller
    (as it last existed, if it has left the battlefield, CR 608.2h)."""

    def who(game: Game, ctx: Context) -> int | None:
        chosen = ctx.chosen_for(spec, 0)
        if not chosen:
            return None
        ref = chosen[0]
        if is_player_ref(ref):
            return None if game.players[player_of(ref)].has_lost else player_of(ref)
        return game.lki_controller(ref, moved_ok=True)

    return who


def _nonland(game: Game, obj, _controller: int) -> bool:
    return not game.chars(obj).is_land


def _noncreature(game: Game, obj, _controller: int) -> bool:
    return not game.chars(obj).is_creature


_VAPOR = target_permanent(_nonland, "target.nonland_permanent")
behaviour(
    "Chain of Vapor",
    spell=[
        ReturnToHand(_VAPOR),
        MayCopyThisSpell(_controller_or_player(_VAPOR), _VAPOR, pay=SACRIFICE_A_LAND),
    ],
)
_ACID = target_permanent(_noncreature, "target.noncreature_permanent")
behaviour(
    "Chain of Acid",
    spell=[Destroy(_ACID), MayCopyThisSpell(_controller_or_player(_ACID), _ACID)],
)
_PLASMA = any_target()
behaviour(
    "Chain of Plasma",
    spell=[
        DealDamage(3, _PLASMA),
        MayCopyThisSpell(_controller_or_player(_PLASMA), _PLASMA, pay=DISCARD_A_CARD),
    ],
)
_SMOG = target_player()
behaviour(
    "Chain of Smog",
    spell=[Discard(2, who=_SMOG), MayCopyThisSpell(_controller_or_player(_SMOG), _SMOG)],
)
_SILENCE = target_creature()
behaviour(
    "Chain of Silence",
    spell=[
        PreventDamageFrom(_SILENCE),
        MayCopyThisSpell(_controller_or_player(_SILENCE), _SILENCE, pay=SACRIFICE_A_LAND),
    ],
)
