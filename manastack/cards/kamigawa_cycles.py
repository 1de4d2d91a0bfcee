"""The five-card cycles of Champions of Kamigawa: Deceivers (DEC-01/02), Hondens
(HON-01), Myojin (MYO-01/02) and Zubera (ZUB-01).
"""

from __future__ import annotations

from ..effects import (
    SELF,
    Custom,
    DealDamage,
    Discard,
    Draw,
    GainLife,
    Pump,
)
from ..layers import ContinuousEffect
from ..mechanics.kamigawa import (
    deceiver_abilities,
    divinity_abilities,
    shrines_you_control,
    zubera_died_this_turn,
)
from ..mechanics.put import PutFromHand
from ..objects import BATTLEFIELD, GRAVEYARD, is_player_ref
from ..ops import Op, move
from ..targets import (
    any_target,
    target_opponent,
)
from ..triggers import AtStep, Dies, OnEvent
from . import Triggered, card
from .kamigawa import (
    SPIRIT_TOKEN,
)

card("Honden of Cleansing Fire", "{3}{W}", "Legendary Enchantment — Shrine",
     text="At the beginning of your upkeep, you gain 2 life for each Shrine you control.",
     abilities=[Triggered(AtStep("upkeep"),
                          (GainLife(lambda g, ctx: 2 * shrines_you_control(g, ctx)),))])


def _destroy_all_other_creatures(game, ctx, part):
    return [Op("destroy", obj=o) for o in game.battlefield
            if o != ctx.source and game.chars(o).is_creature]


card("Myojin of Cleansing Fire", "{5}{W}{W}{W}", "Legendary Creature — Spirit", "4/6",
     text="Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from "
          "your hand.\nMyojin of Cleansing Fire has indestructible as long as it has a "
          "divinity counter on it.\nRemove a divinity counter from Myojin of Cleansing Fire: "
          "Destroy all other creatures.",
     abilities=divinity_abilities(Custom(_destroy_all_other_creatures, key="effect.wrath"),
                                  "Myojin of Cleansing Fire"))


def _zubera(name, cost_text, colour_effect, text):
    card(name, cost_text, "Creature — Zubera Spirit", "1/2", text=text,
         abilities=[Triggered(Dies(), (colour_effect,))])


_zubera("Silent-Chant Zubera", "{1}{W}",
        GainLife(lambda g, ctx: 2 * zubera_died_this_turn(g, ctx)),
        "When this creature dies, you gain 2 life for each Zubera that died this turn.")


card("Callous Deceiver", "{2}{U}", "Creature — Spirit", "1/3",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, this creature gets +1/+0 and gains flying until end "
          "of turn. Activate only once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: Pump(SELF, 1, 0, ("flying",)).resolve(
         g, ctx, 0, ())))
card("Honden of Seeing Winds", "{4}{U}", "Legendary Enchantment — Shrine",
     text="At the beginning of your upkeep, draw a card for each Shrine you control.",
     abilities=[Triggered(AtStep("upkeep"), (Draw(shrines_you_control),))])
card("Myojin of Seeing Winds", "{7}{U}{U}{U}", "Legendary Creature — Spirit", "3/3",
     text="Myojin of Seeing Winds enters with a divinity counter on it if you cast it from "
          "your hand.\nMyojin of Seeing Winds has indestructible as long as it has a "
          "divinity counter on it.\nRemove a divinity counter from Myojin of Seeing Winds: "
          "Draw a card for each permanent you control.",
     abilities=divinity_abilities(
         Draw(lambda g, ctx: len(g.permanents(ctx.controller))), "Myojin of Seeing Winds"))
_zubera("Floating-Dream Zubera", "{1}{U}", Draw(zubera_died_this_turn),
        "When this creature dies, draw a card for each Zubera that died this turn.")


card("Cruel Deceiver", "{1}{B}", "Creature — Spirit", "2/1",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, this creature gains \"Whenever this creature deals "
          "damage to a creature, destroy that creature\" until end of turn. Activate only "
          "once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: _grant_cruel(g, ctx)))


def _deals_damage_to_creature(game, event, source, ch) -> bool:
    return event.kind == "damage" and event["source"] == source and \
        not is_player_ref(event["target"])


def _destroy_damaged(game, ctx, part):
    target = (ctx.event or {}).get("target")
    return [Op("destroy", obj=target)] if target in game.objects else []


_CRUEL_TRIGGER = Triggered(OnEvent(_deals_damage_to_creature, key="trigger.damage"),
                           (Custom(_destroy_damaged, key="effect.destroy"),))


def _grant_cruel(game, ctx):
    if ctx.source not in game.objects or game.objects[ctx.source].zone != BATTLEFIELD:
        return []

    def modify(ch, _game, _source, _obj):
        ch.abilities = ch.abilities + (_CRUEL_TRIGGER,)

    return [Op("effect", effect=ContinuousEffect(
        "6", modify, locked=frozenset({ctx.source}), source=ctx.source,
        controller=ctx.controller, timestamp=game.next_timestamp(), until="end_of_turn",
        key="ce.ability"))]


card("Honden of Night's Reach", "{3}{B}", "Legendary Enchantment — Shrine",
     text="At the beginning of your upkeep, target opponent discards a card for each Shrine "
          "you control.",
     abilities=[Triggered(AtStep("upkeep"), (Discard(shrines_you_control,
                                                      who=target_opponent()),))])


def _opponents_discard_hands(game, ctx, part):
    return [move(c, GRAVEYARD, "discard") for p in game.players
            if p.index != ctx.controller and not p.has_lost for c in list(p.hand)]


card("Myojin of Night's Reach", "{5}{B}{B}{B}", "Legendary Creature — Spirit", "5/2",
     text="Myojin of Night's Reach enters with a divinity counter on it if you cast it from "
          "your hand.\nMyojin of Night's Reach has indestructible as long as it has a "
          "divinity counter on it.\nRemove a divinity counter from Myojin of Night's Reach: "
          "Each opponent discards their hand.",
     abilities=divinity_abilities(Custom(_opponents_discard_hands, key="effect.discard"),
                                  "Myojin of Night's Reach"))
_zubera("Ashen-Skin Zubera", "{1}{B}", Discard(zubera_died_this_turn, who=target_opponent()),
        "When this creature dies, target opponent discards a card for each Zubera that died "
        "this turn.")


card("Brutal Deceiver", "{2}{R}", "Creature — Spirit", "2/2",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, this creature gets +1/+0 and gains first strike "
          "until end of turn. Activate only once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: Pump(SELF, 1, 0, ("first strike",)).resolve(
         g, ctx, 0, ())))


card("Honden of Infinite Rage", "{2}{R}", "Legendary Enchantment — Shrine",
     text="At the beginning of your upkeep, Honden of Infinite Rage deals damage to any target "
          "equal to the number of Shrines you control.",
     abilities=[Triggered(AtStep("upkeep"), (DealDamage(shrines_you_control, any_target()),))])


def _destroy_all_lands(game, ctx, part):
    return [Op("destroy", obj=o) for o in game.battlefield if game.chars(o).is_land]


card("Myojin of Infinite Rage", "{7}{R}{R}{R}", "Legendary Creature — Spirit", "7/4",
     text="Myojin of Infinite Rage enters with a divinity counter on it if you cast it from "
          "your hand.\nMyojin of Infinite Rage has indestructible as long as it has a "
          "divinity counter on it.\nRemove a divinity counter from Myojin of Infinite Rage: "
          "Destroy all lands.",
     abilities=divinity_abilities(Custom(_destroy_all_lands, key="effect.armageddon"),
                                  "Myojin of Infinite Rage"))
_zubera("Ember-Fist Zubera", "{1}{R}", DealDamage(zubera_died_this_turn, any_target()),
        "When this creature dies, it deals damage to any target equal to the number of Zubera "
        "that died this turn.")


card("Feral Deceiver", "{3}{G}", "Creature — Spirit", "3/2",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, this creature gets +2/+2 and gains trample until end "
          "of turn. Activate only once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: Pump(SELF, 2, 2, ("trample",)).resolve(
         g, ctx, 0, ())))
card("Honden of Life's Web", "{4}{G}", "Legendary Enchantment — Shrine",
     text="At the beginning of your upkeep, create a 1/1 colorless Spirit creature token for "
          "each Shrine you control.",
     abilities=[Triggered(AtStep("upkeep"), (Custom(
         lambda g, ctx, p: [Op("token", controller=ctx.controller, card=SPIRIT_TOKEN)
                            for _ in range(shrines_you_control(g, ctx))],
         key="effect.token"),))])


card("Myojin of Life's Web", "{6}{G}{G}{G}", "Legendary Creature — Spirit", "8/8",
     text="Myojin of Life's Web enters with a divinity counter on it if you cast it from your "
          "hand.\nMyojin of Life's Web has indestructible as long as it has a divinity counter "
          "on it.\nRemove a divinity counter from Myojin of Life's Web: Put any number of "
          "creature cards from your hand onto the battlefield.",
     abilities=divinity_abilities(PutFromHand(None), "Myojin of Life's Web"))
_zubera("Dripping-Tongue Zubera", "{1}{G}", Custom(
    lambda g, ctx, p: [Op("token", controller=ctx.controller, card=SPIRIT_TOKEN)
                       for _ in range(zubera_died_this_turn(g, ctx))], key="effect.token"),
        "When this creature dies, create a 1/1 colorless Spirit creature token for each "
        "Zubera that died this turn.")


# =============================================================== white (Harsh)
card("Harsh Deceiver", "{3}{W}", "Creature — Spirit", "1/4",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, untap this creature and it gets +1/+1 until end of "
          "turn. Activate only once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: [Op("untap", obj=ctx.source)] + Pump(
         SELF, 1, 1).resolve(g, ctx, 0, ())))
