"""White cards of Champions and Betrayers of Kamigawa: untapping and tapping, mass
removal, Auras for samurai."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import anthem, enchanted, grant
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.selectors import attacking, blocking, creatures, subtype, you_control
from ..engine.targets import TargetSpec, all_of, has_subtype, is_creature, target_creature
from ..engine.triggers import SpellCast
from ..language.effects import SELF, Custom, DealDamage, Pump, TapOrUntap
from ..language.keywords import FLASH
from ..mechanics.bushido import bushido
from ..mechanics.ki import spirit_or_arcane
from . import Activated, Enchant, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


behaviour(
    "Call to Glory",
    spell=[
        TapOrUntap(creatures & you_control, untap=True, key="effect.untap"),
        Pump(creatures & you_control & subtype("Samurai"), 1, 1),
    ],
)


def _destroy_all_enchantments(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("destroy", obj=oid) for oid in game.battlefield if "Enchantment" in game.chars(oid).types
    ]


behaviour("Cleanfall", spell=[Custom(_destroy_all_enchantments, key="effect.destroy")])


def _blocking_creatures(game: Game, ctx: Context) -> list[int]:
    return list(game.combat.blockers) if game.combat is not None else []


behaviour("Hold the Line", spell=[Pump(_blocking_creatures, 7, 7)])
behaviour(
    "Indomitable Will",
    abilities=[FLASH, Enchant(target_creature()), Static(anthem(1, 2, enchanted))],
)
behaviour(
    "Vigilance",
    abilities=[Enchant(target_creature()), Static((grant((KeywordName.VIGILANCE,), enchanted),))],
)
behaviour(
    "Innocence Kami",
    abilities=[
        Activated(cost("{W}", tap=True), (TapOrUntap(target_creature()),)),
        Triggered(SpellCast(filter=spirit_or_arcane), (TapOrUntap(SELF, untap=True),)),
    ],
)
_target_spirit = TargetSpec("target.spirit", objects=all_of(is_creature, has_subtype("Spirit")))
behaviour("Kitsune Diviner", abilities=[Activated(cost(tap=True), (TapOrUntap(_target_spirit),))])


def _exile_all_creatures(game: Game, ctx: Context, part: int) -> list[Op]:
    return [move(oid, EXILE, "exile") for oid in game.battlefield if game.chars(oid).is_creature]


behaviour("Final Judgment", spell=[Custom(_exile_all_creatures, key="effect.exile")])


behaviour(
    "Takeno's Cavalry",
    abilities=[
        bushido(1),
        Activated(
            cost(tap=True),
            (
                DealDamage(
                    1,
                    TargetSpec(
                        "target.attacking_or_blocking_spirit",
                        objects=((attacking | blocking) & subtype("Spirit")),
                    ),
                ),
            ),
        ),
    ],
)
