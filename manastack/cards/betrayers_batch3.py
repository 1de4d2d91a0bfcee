"""Betrayers of Kamigawa, third batch: damage prevention
(:mod:`manastack.mechanics.prevention`), the Baku that remove X ki counters
(:func:`manastack.mechanics.ki.remove_x_ki`) and targets bounded by X
(:mod:`manastack.language.x_targets`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD
from ..engine.targets import any_target, is_creature, target_creature
from ..language.effects import SELF, MoveTarget, Pump, ReturnToHand
from ..language.keywords import FLASH, FLYING
from ..language.x_targets import AtMostX, mana_value_of, power_of
from ..mechanics.ki import flip_with_ki, ki_on_spirit_or_arcane, remove_ki, remove_x_ki
from ..mechanics.prevention import (
    PREVENT_ALL_TO_AND_BY_ENCHANTED,
    PreventDamage,
    each_creature_and_each_player,
)
from . import Activated, Enchant, Replacement, behaviour, cost, side

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.ops import Op

# ------------------------------------------------------------------ prevention
behaviour("Mending Hands", spell=[PreventDamage(any_target(), 4)])
behaviour(
    "Split-Tail Miko",
    abilities=[Activated(cost("{W}", tap=True), (PreventDamage(any_target(), 2),))],
)
behaviour(
    "Kitsune Palliator",
    abilities=[Activated(cost(tap=True), (PreventDamage(each_creature_and_each_player, 1),))],
)
behaviour(
    "Faithful Squire",
    abilities=[ki_on_spirit_or_arcane(), flip_with_ki()],
    back=side(
        "Kaiso, Memory of Loyalty",
        abilities=[FLYING, Activated(remove_ki(), (PreventDamage(target_creature()),))],
    ),
)
behaviour(
    "Heart of Light",
    abilities=[Enchant(target_creature()), PREVENT_ALL_TO_AND_BY_ENCHANTED],
)


def _dealt_damage_by_enchanted(game: Game, aura: GameObject, op: Op) -> bool:
    """A creature dealt damage this turn by the creature ``aura`` enchants, about
    to die (go from the battlefield to a graveyard, CR 700.4)."""
    if op.kind != "move" or op["to"] != GRAVEYARD or aura.attached_to is None:
        return False
    dying = game.objects.get(op["obj"])
    if dying is None or dying.zone != BATTLEFIELD or not game.chars(dying).is_creature:
        return False
    return (aura.attached_to, dying.id) in game.turn_log.get("damaged", ())


def _exile_instead(game: Game, op: Op) -> Op:
    return op.replaced("kumanos_blessing", to=EXILE)


behaviour(
    "Kumano's Blessing",
    abilities=[
        FLASH,
        Enchant(target_creature()),
        Replacement(
            "move",
            _dealt_damage_by_enchanted,
            _exile_instead,
            self_only=False,
            text="If a creature dealt damage by enchanted creature this turn would die, "
            "exile it instead.",
        ),
    ],
)

# ------------------------------------------------------------ X-bounded targets
behaviour(
    "Minamo Sightbender",
    abilities=[
        Activated(
            cost("{X}", tap=True),
            (
                Pump(
                    AtMostX(
                        "target.creature_power_x_or_less", objects=is_creature, measure=power_of
                    ),
                    keywords=(KeywordName.UNBLOCKABLE,),
                ),
            ),
        )
    ],
)


def _creature_card_you_own(game: Game, obj: GameObject, controller: int) -> bool:
    return obj.owner == controller and "Creature" in obj.card.faces[0].types


behaviour(
    "Stir the Grave",
    spell=[
        MoveTarget(
            AtMostX(
                "target.creature_card_mv_x_or_less_in_your_graveyard",
                objects=_creature_card_you_own,
                zone=GRAVEYARD,
                measure=mana_value_of,
            ),
            BATTLEFIELD,
            "put",
        )
    ],
)


# ----------------------------------------------------- Baku: remove X ki counters
def _twice_x(game: Game, ctx: Context) -> int:
    return 2 * ctx.x


def _minus_x(game: Game, ctx: Context) -> int:
    return -ctx.x


behaviour(
    "Blademane Baku",
    abilities=[ki_on_spirit_or_arcane(), Activated(remove_x_ki("{1}"), (Pump(SELF, _twice_x, 0),))],
)
behaviour(
    "Skullmane Baku",
    abilities=[
        ki_on_spirit_or_arcane(),
        Activated(remove_x_ki("{1}", tap=True), (Pump(target_creature(), _minus_x, _minus_x),)),
    ],
)
behaviour(
    "Quillmane Baku",
    abilities=[
        ki_on_spirit_or_arcane(),
        Activated(
            remove_x_ki("{1}", tap=True),
            (
                ReturnToHand(
                    AtMostX(
                        "target.creature_mv_x_or_less", objects=is_creature, measure=mana_value_of
                    )
                ),
            ),
        ),
    ],
)
