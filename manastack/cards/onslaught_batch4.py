"""Onslaught, the rest of the set (4): damage prevention (CR 615: the shields of
:mod:`manastack.mechanics.prevention`, and static prevention) and the Words that
replace your next draw (CR 614.1a: :mod:`manastack.mechanics.next_draw`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import is_player_ref
from ..engine.ops import Op
from ..engine.targets import any_target, target_creature, target_spell
from ..language.effects import May
from ..mechanics.cycling import cycling
from ..mechanics.morph import Morph
from ..mechanics.next_draw import InsteadOfNextDraw
from ..mechanics.prevention import PreventDamage, PreventDamageFrom, prevent_damage
from . import Activated, Enchant, Replacement, behaviour, cost, token
from .onslaught_batch2 import tap_untapped
from .onslaught_cycling import when_cycled
from .onslaught_tribal import count_on_battlefield

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


# --------------------------------------------------------------- shields
behaviour(
    "Battlefield Medic",
    abilities=[
        Activated(
            cost(tap=True), (PreventDamage(target_creature(), count_on_battlefield("Cleric")),)
        )
    ],
)
behaviour(
    "Daru Healer",
    abilities=[Activated(cost(tap=True), (PreventDamage(any_target(), 1),)), Morph("{W}")],
)
behaviour(
    "Sunfire Balm",
    spell=[PreventDamage(any_target(), 4)],
    abilities=[cycling("{1}{W}"), when_cycled(May(PreventDamage(any_target(), 1)))],
)
behaviour(
    "Shieldmage Elder",
    abilities=[
        Activated(tap_untapped("Cleric", 2), (PreventDamageFrom(target_creature()),)),
        Activated(tap_untapped("Wizard", 2), (PreventDamageFrom(target_spell()),)),
    ],
)


# ------------------------------------------------------- static prevention
def _combat_damage_to_or_by_enchanted(game: Game, aura: GameObject, op: Op) -> bool:
    """Sandskin: combat damage dealt to or by the enchanted creature."""
    if op.kind != "damage" or not op["combat"]:
        return False
    creature = aura.attached_to
    return creature is not None and creature in (op["source"], op["target"])


behaviour(
    "Sandskin",
    abilities=[
        Enchant(target_creature()),
        Replacement(
            "damage",
            _combat_damage_to_or_by_enchanted,
            prevent_damage(),
            self_only=False,
            text="Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        ),
    ],
)


def _to_a_cleric_you_control(game: Game, defender: GameObject, op: Op) -> bool:
    """Daunting Defender: damage that would be dealt to a Cleric creature its
    controller controls."""
    if op.kind != "damage":
        return False
    target = op["target"]
    if is_player_ref(target) or target not in game.objects:
        return False
    ch = game.chars(target)
    return (
        ch.is_creature
        and "Cleric" in ch.subtypes
        and ch.controller == game.chars(defender).controller
    )


behaviour(
    "Daunting Defender",
    abilities=[
        Replacement(
            "damage",
            _to_a_cleric_you_control,
            prevent_damage(1),
            self_only=False,
            text="If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
        )
    ],
)


# ------------------------------------------------------------------ Words
def _gain_five(game: Game, ctx: Context) -> list[Op]:
    return [Op("life", player=ctx.controller, amount=5)]


BEAR = token("Bear", "Creature — Bear", "2/2", colour="G")


def _a_bear(game: Game, ctx: Context) -> list[Op]:
    return [Op("token", controller=ctx.controller, card=BEAR)]


behaviour("Words of Worship", abilities=[Activated(cost("{1}"), (InsteadOfNextDraw(_gain_five),))])
behaviour("Words of Wilding", abilities=[Activated(cost("{1}"), (InsteadOfNextDraw(_a_bear),))])
