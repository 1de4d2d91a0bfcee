"""More single cards of Champions and Betrayers of Kamigawa for the ninja deck:
regenerators, removal, discard, counterspells and card draw (the ninjas are in
:mod:`.kamigawa_ninjas`, the Arcane deck's cards in :mod:`.kamigawa_arcane`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.objects import STACK
from ..engine.ops import Op
from ..engine.targets import (
    TargetSpec,
    target_creature,
    target_permanent,
    target_player,
)
from ..language.effects import (
    ChooseFromHand,
    CounterTarget,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    May,
    Pump,
    x_value,
)
from ..mechanics.bushido import bushido
from ..mechanics.kamigawa import TapOrUntapTarget
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.regeneration import Regenerate, destroy_without_regeneration
from ..mechanics.splice import splice_onto
from . import Activated, behaviour, cost
from .kamigawa_ninjas import CANT_BLOCK

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

# -------------------------------------------------------------- regenerators
behaviour(
    "Numai Outcast",
    abilities=[bushido(2), Activated(cost("{B}", pay_life=5), (Regenerate(),))],
)


def _controls_a_demon(game: Game, obj: GameObject) -> bool:
    me = game.chars(obj).controller
    return any(
        game.chars(o).controller == me and "Demon" in game.chars(o).subtypes
        for o in game.battlefield
    )


behaviour(
    "Villainous Ogre",
    abilities=[
        CANT_BLOCK,
        Activated(cost("{B}"), (Regenerate(),), condition=_controls_a_demon),
    ],
)


# ------------------------------------------------------------------- removal
def _land_or_nonblack_creature(game: Game, obj: GameObject, controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_land or (ch.is_creature and "B" not in ch.colours)


_befoul_target = target_permanent(_land_or_nonblack_creature, "target.land_or_nonblack_creature")


def _befoul(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        destroy_without_regeneration(oid) for oid in game.still_legal(ctx, _befoul_target, part)
    ]


behaviour("Befoul", spell=[Custom(_befoul, targets=(_befoul_target,), key="effect.destroy")])


def _is_spirit(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Spirit" in game.chars(obj).subtypes


behaviour("Rend Spirit", spell=[Destroy(target_permanent(_is_spirit, "target.spirit"))])
behaviour(
    "Swallowing Plague",
    spell=[DealDamage(x_value, target_creature()), GainLife(x_value)],
)


def _all_creatures(game: Game, ctx: Context) -> list[int]:
    return [oid for oid in game.battlefield if game.chars(oid).is_creature]


behaviour(
    "Hideous Laughter",
    abilities=[splice_onto("Arcane", "{3}{B}{B}")],
    spell=[Pump(_all_creatures, -2, -2)],
)


def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    ]


behaviour("Dance of Shadows", spell=[Pump(_your_creatures, 1, 0, (KeywordName.FEAR,))])


# ------------------------------------------------------------------- discard
def _nonland(game: Game, obj: GameObject) -> bool:
    return "Land" not in obj.card.faces[0].types


behaviour("Distress", spell=[ChooseFromHand(target_player(), _nonland)])
behaviour("Three Tragedies", spell=[Discard(3, who=target_player())])


# --------------------------------------------------------- blue: counters, draw
def _spirit_or_arcane_spell(game: Game, obj: GameObject, _controller: int) -> bool:
    return (
        obj.cast_info is not None and not obj.cast_info.ability and spirit_or_arcane(game, obj.id)
    )


def _spell_mv_four_or_less(game: Game, obj: GameObject, _controller: int) -> bool:
    return (
        obj.cast_info is not None and not obj.cast_info.ability and game.chars(obj).mana_value <= 4
    )


behaviour(
    "Hisoka's Defiance",
    spell=[
        CounterTarget(
            TargetSpec("target.spirit_or_arcane_spell", objects=_spirit_or_arcane_spell, zone=STACK)
        )
    ],
)
behaviour(
    "Thoughtbind",
    spell=[
        CounterTarget(
            TargetSpec("target.spell_mv_4_or_less", objects=_spell_mv_four_or_less, zone=STACK)
        )
    ],
)
behaviour("Counsel of the Soratami", spell=[Draw(2)])
_any_permanent = target_permanent(lambda g, o, c: True, "target.permanent")
behaviour(
    "Psychic Puppetry",
    abilities=[splice_onto("Arcane", "{U}")],
    spell=[May(TapOrUntapTarget(_any_permanent))],
)
