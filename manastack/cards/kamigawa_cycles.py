"""The five-card cycles of Champions of Kamigawa: Deceivers (DEC-01/02), Hondens
(HON-01), Myojin (MYO-01/02) and Zubera (ZUB-01).
"""

from __future__ import annotations

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect
from ..engine.objects import BATTLEFIELD, GRAVEYARD, is_player_ref
from ..engine.ops import Op, move
from ..engine.targets import (
    any_target,
    target_opponent,
)
from ..engine.triggers import AtStep, Dies, OnEvent
from ..language.effects import (
    SELF,
    Custom,
    DealDamage,
    Discard,
    Draw,
    GainLife,
    Pump,
)
from ..mechanics.kamigawa import (
    deceiver_abilities,
    divinity_abilities,
    shrines_you_control,
    zubera_died_this_turn,
)
from ..mechanics.put import PutFromHand
from . import Triggered, behaviour
from .kamigawa import (
    SPIRIT_TOKEN,
)

behaviour(
    "Honden of Cleansing Fire",
    abilities=[
        Triggered(AtStep("upkeep"), (GainLife(lambda g, ctx: 2 * shrines_you_control(g, ctx)),))
    ],
)


def _destroy_all_other_creatures(game, ctx, part):
    return [
        Op("destroy", obj=o)
        for o in game.battlefield
        if o != ctx.source and game.chars(o).is_creature
    ]


behaviour(
    "Myojin of Cleansing Fire",
    abilities=divinity_abilities(
        Custom(_destroy_all_other_creatures, key="effect.wrath"), "Myojin of Cleansing Fire"
    ),
)


def _zubera(name, colour_effect):
    """A Zubera: "When this creature dies, <colour_effect> for each Zubera that died
    this turn"."""
    behaviour(name, abilities=[Triggered(Dies(), (colour_effect,))])


_zubera("Silent-Chant Zubera", GainLife(lambda g, ctx: 2 * zubera_died_this_turn(g, ctx)))


behaviour(
    "Callous Deceiver",
    abilities=deceiver_abilities(
        lambda g, ctx: Pump(SELF, 1, 0, (KeywordName.FLYING,)).resolve(g, ctx, 0, ())
    ),
)
behaviour(
    "Honden of Seeing Winds", abilities=[Triggered(AtStep("upkeep"), (Draw(shrines_you_control),))]
)
behaviour(
    "Myojin of Seeing Winds",
    abilities=divinity_abilities(
        Draw(lambda g, ctx: len(g.permanents(ctx.controller))), "Myojin of Seeing Winds"
    ),
)
_zubera("Floating-Dream Zubera", Draw(zubera_died_this_turn))


behaviour("Cruel Deceiver", abilities=deceiver_abilities(lambda g, ctx: _grant_cruel(g, ctx)))


def _deals_damage_to_creature(game, event, source, ch) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["source"] == source
        and not is_player_ref(event["target"])
    )


def _destroy_damaged(game, ctx, part):
    target = (ctx.event or {}).get("target")
    return [Op("destroy", obj=target)] if target in game.objects else []


_CRUEL_TRIGGER = Triggered(
    OnEvent(_deals_damage_to_creature, key="trigger.damage"),
    (Custom(_destroy_damaged, key="effect.destroy"),),
)


def _grant_cruel(game, ctx):
    if ctx.source not in game.objects or game.objects[ctx.source].zone != BATTLEFIELD:
        return []

    def modify(ch, _game, _source, _obj):
        ch.abilities = ch.abilities + (_CRUEL_TRIGGER,)

    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "6",
                modify,
                locked=frozenset({ctx.source}),
                source=ctx.source,
                controller=ctx.controller,
                timestamp=game.next_timestamp(),
                until="end_of_turn",
                key="ce.ability",
            ),
        )
    ]


behaviour(
    "Honden of Night's Reach",
    abilities=[Triggered(AtStep("upkeep"), (Discard(shrines_you_control, who=target_opponent()),))],
)


def _opponents_discard_hands(game, ctx, part):
    return [
        move(c, GRAVEYARD, "discard")
        for p in game.players
        if p.index != ctx.controller and not p.has_lost
        for c in list(p.hand)
    ]


behaviour(
    "Myojin of Night's Reach",
    abilities=divinity_abilities(
        Custom(_opponents_discard_hands, key="effect.discard"), "Myojin of Night's Reach"
    ),
)
_zubera("Ashen-Skin Zubera", Discard(zubera_died_this_turn, who=target_opponent()))


behaviour(
    "Brutal Deceiver",
    abilities=deceiver_abilities(
        lambda g, ctx: Pump(SELF, 1, 0, (KeywordName.FIRST_STRIKE,)).resolve(g, ctx, 0, ())
    ),
)


behaviour(
    "Honden of Infinite Rage",
    abilities=[Triggered(AtStep("upkeep"), (DealDamage(shrines_you_control, any_target()),))],
)


def _destroy_all_lands(game, ctx, part):
    return [Op("destroy", obj=o) for o in game.battlefield if game.chars(o).is_land]


behaviour(
    "Myojin of Infinite Rage",
    abilities=divinity_abilities(
        Custom(_destroy_all_lands, key="effect.armageddon"), "Myojin of Infinite Rage"
    ),
)
_zubera("Ember-Fist Zubera", DealDamage(zubera_died_this_turn, any_target()))


behaviour(
    "Feral Deceiver",
    abilities=deceiver_abilities(
        lambda g, ctx: Pump(SELF, 2, 2, (KeywordName.TRAMPLE,)).resolve(g, ctx, 0, ())
    ),
)
behaviour(
    "Honden of Life's Web",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (
                Custom(
                    lambda g, ctx, p: [
                        Op("token", controller=ctx.controller, card=SPIRIT_TOKEN)
                        for _ in range(shrines_you_control(g, ctx))
                    ],
                    key="effect.token",
                ),
            ),
        )
    ],
)


behaviour(
    "Myojin of Life's Web", abilities=divinity_abilities(PutFromHand(None), "Myojin of Life's Web")
)
_zubera(
    "Dripping-Tongue Zubera",
    Custom(
        lambda g, ctx, p: [
            Op("token", controller=ctx.controller, card=SPIRIT_TOKEN)
            for _ in range(zubera_died_this_turn(g, ctx))
        ],
        key="effect.token",
    ),
)


# =============================================================== white (Harsh)
behaviour(
    "Harsh Deceiver",
    abilities=deceiver_abilities(
        lambda g, ctx: [Op("untap", obj=ctx.source)] + Pump(SELF, 1, 1).resolve(g, ctx, 0, ())
    ),
)
