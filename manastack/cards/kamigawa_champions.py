"""More single cards of Champions and Betrayers of Kamigawa for the ninja deck:
regenerators, removal, discard, counterspells and card draw (the ninjas are in
:mod:`.kamigawa_ninjas`, the Arcane deck's cards in :mod:`.kamigawa_arcane`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import enchanted, grant
from ..engine.objects import GRAVEYARD, HAND, LIBRARY, STACK
from ..engine.ops import Op, move
from ..engine.selectors import (
    anything,
    card_type,
    creatures,
    enchantments,
    lands,
    nonland,
    not_colour,
    spells,
    subtype,
    with_keyword,
    with_mana_value,
)
from ..engine.targets import (
    TargetSpec,
    any_target,
    is_creature,
    target_creature,
    target_permanent,
    target_player,
    you_control,
)
from ..engine.triggers import Dies, OnEvent
from ..language.effects import (
    EACH_PLAYER,
    SELF,
    ChooseFromHand,
    CounterTarget,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    LoseLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    x_value,
)
from ..language.keywords import FIRST_STRIKE, FLASH, FLYING
from ..mechanics.bushido import bushido
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.kamigawa import TapOrUntapTarget
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.put import SearchAndReveal
from ..mechanics.regeneration import Regenerate, destroy_without_regeneration
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .kamigawa_ninjas import CANT_BLOCK

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

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
_befoul_target = target_permanent(
    (lands | (creatures & not_colour("B"))), "target.land_or_nonblack_creature"
)


def _befoul(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        destroy_without_regeneration(oid) for oid in game.still_legal(ctx, _befoul_target, part)
    ]


behaviour("Befoul", spell=[Custom(_befoul, targets=(_befoul_target,), key="effect.destroy")])


behaviour("Rend Spirit", spell=[Destroy(target_permanent(subtype("Spirit"), "target.spirit"))])
behaviour(
    "Swallowing Plague",
    spell=[DealDamage(x_value, target_creature()), GainLife(x_value)],
)


behaviour(
    "Hideous Laughter",
    abilities=[splice_onto("Arcane", "{3}{B}{B}")],
    spell=[Pump(creatures, -2, -2)],
)


behaviour("Dance of Shadows", spell=[Pump((creatures & you_control), 1, 0, (KeywordName.FEAR,))])


# ------------------------------------------------------------------- discard
behaviour("Distress", spell=[ChooseFromHand(target_player(), nonland)])
behaviour("Three Tragedies", spell=[Discard(3, who=target_player())])


# --------------------------------------------------------- blue: counters, draw
def _spirit_or_arcane_spell(game: Game, obj: GameObject, _controller: int) -> bool:
    return (
        obj.cast_info is not None and not obj.cast_info.ability and spirit_or_arcane(game, obj.id)
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
            TargetSpec(
                "target.spell_mv_4_or_less", objects=(spells() & with_mana_value(le=4)), zone=STACK
            )
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


# ------------------------------------------------------- more Champions singles
behaviour(
    "Akki Avalanchers",
    abilities=[
        Activated(cost(sacrifice=lands), (Pump(SELF, 2, 0),), once_each_turn=True),
    ],
)


def _attacking_creatures(game: Game, ctx: Context) -> list[int]:
    return list(game.combat.attackers) if game.combat is not None else []


behaviour(
    "Akki Coalflinger",
    abilities=[
        FIRST_STRIKE,
        Activated(
            cost("{R}", tap=True), (Pump(_attacking_creatures, 0, 0, (KeywordName.FIRST_STRIKE,)),)
        ),
    ],
)
behaviour(
    "Blood Rites",
    abilities=[Activated(cost("{1}{R}", sacrifice=creatures), (DealDamage(2, any_target()),))],
)
behaviour("Deathcurse Ogre", abilities=[Triggered(Dies(), (LoseLife(3, who=EACH_PLAYER),))])


behaviour("Gale Force", spell=[DealDamage(5, (creatures & with_keyword(KeywordName.FLYING)))])


behaviour(
    "Kami of Ancient Law",
    abilities=[
        Activated(
            cost(sacrifice_self=True),
            (Destroy(target_permanent(enchantments, "target.enchantment")),),
        )
    ],
)
behaviour(
    "Nezumi Bone-Reader",
    abilities=[
        Activated(
            cost("{B}", sacrifice=creatures),
            (Discard(1, who=target_player()),),
            sorcery_speed=True,
        )
    ],
)
_target_land = target_permanent(lands, "target.land")
behaviour("Stone Rain", spell=[Destroy(_target_land)])
_RETURN_A_LAND = {"return_to_hand": lands}
behaviour(
    "Soratami Savant",
    abilities=[FLYING, Activated(cost("{3}", **_RETURN_A_LAND), (CounterTargetUnlessPaid("{3}"),))],
)
behaviour(
    "Soratami Rainshaper",
    abilities=[
        FLYING,
        Activated(
            cost("{3}", **_RETURN_A_LAND),
            (
                Pump(
                    target_creature(you_control(is_creature), "target.creature_you_control"),
                    0,
                    0,
                    (KeywordName.SHROUD,),
                ),
            ),
        ),
    ],
)
behaviour(
    "Orochi Leafcaller",
    abilities=[Activated(cost("{G}"), mana=("W", "U", "B", "R", "G"))],
)
behaviour(
    "Rootrunner",
    abilities=[
        Activated(
            cost("{G}{G}", sacrifice_self=True), (MoveTarget(_target_land, LIBRARY, "move"),)
        ),
        soulshift(3),
    ],
)


_card_in_a_graveyard = TargetSpec("target.card_in_a_graveyard", objects=anything, zone=GRAVEYARD)


def _to_the_bottom(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        move(c, LIBRARY, "move", position="bottom")
        for c in game.still_legal(ctx, _card_in_a_graveyard, part)
    ]


behaviour(
    "Reito Lantern",
    abilities=[
        Activated(
            cost("{3}"),
            (Custom(_to_the_bottom, targets=(_card_in_a_graveyard,), key="effect.move"),),
        )
    ],
)
behaviour(
    "Cage of Hands",
    abilities=[
        Enchant(target_creature()),
        Static((grant((KeywordName.CANT_ATTACK, KeywordName.CANT_BLOCK), enchanted),)),
        Activated(cost("{1}{W}"), (ReturnToHand(SELF),)),
    ],
)


behaviour("Eerie Procession", spell=[SearchAndReveal(subtype("Arcane"), to=HAND)])


behaviour(
    "Wear Away",
    abilities=[splice_onto("Arcane", "{3}{G}")],
    spell=[
        Destroy(
            target_permanent(card_type("Artifact", "Enchantment"), "target.artifact_or_enchantment")
        )
    ],
)


def _enchanted_is_dealt_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    aura = game.objects.get(source)
    return (
        event.kind == EventKind.DAMAGE
        and aura is not None
        and aura.attached_to is not None
        and event["target"] == aura.attached_to
    )


def _its_controller_loses_that_much(game: Game, ctx: Context, part: int) -> list[Op]:
    event = ctx.event or {}
    creature = event.get("target")
    amount = int(event.get("amount", 0))
    if not amount or creature is None:
        return []
    return [Op("life", player=game.lki_controller(creature, moved_ok=True), amount=-amount)]


behaviour(
    "Ragged Veins",
    abilities=[
        FLASH,
        Enchant(target_creature()),
        Triggered(
            OnEvent(_enchanted_is_dealt_damage, key="trigger.damage"),
            (Custom(_its_controller_loses_that_much, key="effect.lose_life"),),
        ),
    ],
)
