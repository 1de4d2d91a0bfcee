"""Champions, Betrayers and Saviors of Kamigawa: the cards the seed FAQs name and
the cards of the two bundled Kamigawa decks.

Mechanics come from :mod:`manastack.mechanics`: ``bushido(n)``, ``soulshift(n)``,
``splice_onto("Arcane", cost)``, ``flip_card(...)``/``Flip()``, and the helpers
for Shrines, Zubera, divinity counters and Deceivers.
"""

from __future__ import annotations

from ..effects import (
    SELF,
    Choice,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    If,
    Mill,
    Pump,
    ReturnToHand,
)
from ..keywords import (
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLYING,
    HASTE,
    MENACE,
    REACH,
    SHROUD,
    TRAMPLE,
    VIGILANCE,
    protection,
    tap_for,
)
from ..layers import ContinuousEffect, anthem, creatures_you_control, grant
from ..mechanics.bushido import bushido
from ..mechanics.flip import Flip, flip_card
from ..mechanics.kamigawa import (
    deceiver_abilities,
    divinity_abilities,
    shrines_you_control,
    zubera_died_this_turn,
)
from ..mechanics.put import PutFromHand, SearchAndReveal
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from ..messages import PROMPTS
from ..objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, is_player_ref, player_of
from ..ops import Op, move
from ..targets import (
    TargetSpec,
    any_player,
    any_target,
    target_creature,
    target_opponent,
    target_permanent,
    target_player,
)
from ..triggers import AtStep, Dies, OnEvent
from . import Activated, Enchant, Replacement, Static, Triggered, card, cost, token

# ------------------------------------------------------------------ shared bits
SPIRIT_TOKEN = token("Spirit", "Creature — Spirit", "1/1", colour="")
SNAKE_TOKEN = token("Snake", "Creature — Snake", "1/1", colour="G")


def dealt_damage_this_turn(game, obj, controller) -> bool:
    """"A creature that was dealt damage this turn" (turn log of damage events)."""
    return game.chars(obj).is_creature and any(
        target == obj.id for _source, target in game.turn_log.get("damaged", ()))


def _count_lands(game, ctx) -> int:
    return sum(1 for oid in game.battlefield if game.chars(oid).controller == ctx.controller
               and game.chars(oid).is_land)


def _count_creatures(game, ctx) -> int:
    return sum(1 for oid in game.battlefield if game.chars(oid).controller == ctx.controller
               and game.chars(oid).is_creature)


def _hand_size(game, ctx) -> int:
    return len(game.players[ctx.controller].hand)


# ===================================================================== white
card("Isamaru, Hound of Konda", "{W}", "Legendary Creature — Dog", "2/2")
card("Devoted Retainer", "{W}", "Creature — Human Samurai", "1/1", text="Bushido 1",
     abilities=[bushido(1)])
card("Kitsune Blademaster", "{2}{W}", "Creature — Fox Samurai", "2/2",
     text="First strike\nBushido 1", abilities=[FIRST_STRIKE, bushido(1)])
card("Mothrider Samurai", "{3}{W}", "Creature — Human Samurai", "2/2",
     text="Flying\nBushido 1", abilities=[FLYING, bushido(1)])
card("Samurai Enforcers", "{4}{W}{W}", "Creature — Human Samurai", "4/4", text="Bushido 2",
     abilities=[bushido(2)])
card("Lantern Kami", "{W}", "Creature — Spirit", "1/1", text="Flying", abilities=[FLYING])
card("Kami of Old Stone", "{3}{W}", "Creature — Spirit", "1/7")
card("Hundred-Talon Kami", "{4}{W}", "Creature — Spirit", "2/3", text="Flying\nSoulshift 4",
     abilities=[FLYING, soulshift(4)])
card("Kami of the Palace Fields", "{5}{W}", "Creature — Spirit", "3/2",
     text="Flying, first strike\nSoulshift 5",
     abilities=[FLYING, FIRST_STRIKE, soulshift(5)])
card("Araba Mothrider", "{1}{W}", "Creature — Human Samurai", "1/1", text="Flying\nBushido 1",
     abilities=[FLYING, bushido(1)])
card("Inner-Chamber Guard", "{1}{W}", "Creature — Human Samurai", "0/2", text="Bushido 2",
     abilities=[bushido(2)])
card("Hand of Honor", "{W}{W}", "Creature — Human Samurai", "2/2",
     text="Protection from black\nBushido 1", abilities=[protection("B"), bushido(1)])
card("Torii Watchward", "{4}{W}", "Creature — Spirit", "3/3", text="Vigilance\nSoulshift 4",
     abilities=[VIGILANCE, soulshift(4)])
card("Kabuto Moth", "{2}{W}", "Creature — Spirit", "1/2",
     text="Flying\n{T}: Target creature gets +1/+2 until end of turn.",
     abilities=[FLYING, Activated(cost(tap=True), (Pump(target_creature(), 1, 2),))])


def _controls_legendary_samurai(game, source, obj, ch) -> bool:
    if source is None or obj.id != source.id:
        return False
    me = ch.controller
    return any(game.chars(o).controller == me and "Legendary" in game.chars(o).supertypes
               and "Samurai" in game.chars(o).subtypes and game.chars(o).is_creature
               for o in game.battlefield)


card("Konda's Hatamoto", "{1}{W}", "Creature — Human Samurai", "1/2",
     text="Bushido 1\nAs long as you control a legendary Samurai, this creature gets +1/+2 "
          "and has vigilance.",
     abilities=[bushido(1), Static(anthem(1, 2, _controls_legendary_samurai, ("vigilance",)))])

_quiet_purity = target_permanent(lambda g, o, c: "Enchantment" in g.chars(o).types,
                                 "target.enchantment")
card("Quiet Purity", "{W}", "Instant — Arcane", text="Destroy target enchantment.",
     spell=[Destroy(_quiet_purity)])
card("Spiritual Visit", "{W}", "Instant — Arcane",
     text="Create a 1/1 colorless Spirit creature token.\nSplice onto Arcane {W}",
     spell=[Custom(lambda g, ctx, p: [Op("token", controller=ctx.controller,
                                         card=SPIRIT_TOKEN)], key="effect.token")],
     abilities=[splice_onto("Arcane", "{W}")])


def _protection_from_your_colours(ch, game, source, obj) -> None:
    colours = set()
    for oid in game.battlefield:
        other = game.chars(oid)
        if other.controller == ch.controller:
            colours |= other.colours
    ch.keywords = ch.keywords | {f"protection:{c}" for c in colours}


card("Empty-Shrine Kannushi", "{W}", "Creature — Human Cleric", "1/1",
     text="This creature has protection from the colors of permanents you control.",
     abilities=[Static((ContinuousEffect("6", _protection_from_your_colours,
                                         applies=lambda g, src, o, ch: src is not None
                                         and o.id == src.id, key="ce.protection"),))])


def _aura_count(game, oid) -> int:
    return sum(1 for a in game.battlefield if game.objects[a].attached_to == oid
               and "Aura" in game.chars(a).subtypes)


def _enchanted_by_two_auras(game, source, event) -> bool:
    obj = game.objects.get(source)
    return obj is not None and obj.zone == BATTLEFIELD and _aura_count(game, source) >= 2


_aura_to_move = TargetSpec(
    "target.aura_on_creature",
    objects=lambda g, o, c: "Aura" in g.chars(o).subtypes and o.attached_to is not None
    and o.attached_to in g.objects and g.chars(o.attached_to).is_creature)


def _aura_destinations(game, aura_id: int) -> tuple:
    """Creatures other than the current one the Aura could legally enchant."""
    aura = game.objects[aura_id]
    found = []
    for ability in game.chars(aura).abilities:
        if isinstance(ability, Enchant):
            for oid in game.battlefield:
                obj = game.objects[oid]
                if oid == aura.attached_to or not game.chars(oid).is_creature:
                    continue
                if ability.target.objects(game, obj, game.chars(aura).controller) and \
                        not game.protected_from(game.chars(obj), aura):
                    found.append(oid)
    return tuple(found)


def _ask_new_creature(game, ctx, part, key):
    legal = game.still_legal(ctx, _aura_to_move, part)
    if not legal or key in ctx.answers:
        return None
    options = _aura_destinations(game, legal[0])
    if not options:
        return None
    return Choice(ctx.controller, "choose_creature", "prompt.new_creature", options, key=key)


def _move_aura(game, ctx, part):
    legal = game.still_legal(ctx, _aura_to_move, part)
    answer = ctx.answers.get((part, 0))
    if not legal or not answer:
        return []
    return [Op("attach", obj=legal[0], to=answer[0])]


PROMPTS.setdefault("prompt.new_creature", "Choose the creature to attach it to.")
PROMPTS.setdefault("target.aura_on_creature", "Choose a target Aura attached to a creature.")
PROMPTS.setdefault("target.enchantment", "Choose a target enchantment.")

flip_card(
    "Kitsune Mystic", "{3}{W}", "Creature — Fox Wizard", "2/3",
    "At the beginning of the end step, if this creature is enchanted by two or more Auras, "
    "flip it.",
    [Triggered(AtStep("end", yours=False), (Flip(),), condition=_enchanted_by_two_auras)],
    ("Autumn-Tail, Kitsune Sage", "Legendary Creature — Fox Wizard", "4/5",
     "{1}: Attach target Aura attached to a creature to another creature.",
     [Activated(cost("{1}"), (Custom(_move_aura, (_aura_to_move,), key="effect.move_aura",
                                     choose=_ask_new_creature),))]))


def _damaged_by_source_dies(game, event, source, ch) -> bool:
    """"When a creature dealt damage by this creature this turn dies"."""
    if event.kind != "zone" or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    lki = game.lki.get(event["obj"])
    return lki is not None and lki.is_creature and (source, event["obj"]) in \
        game.turn_log.get("damaged", ())


flip_card(
    "Bushi Tenderfoot", "{W}", "Creature — Human Soldier", "1/1",
    "When a creature dealt damage by this creature this turn dies, flip this creature.",
    [Triggered(OnEvent(_damaged_by_source_dies, key="trigger.damaged_dies", looks_back=True),
               (Flip(),))],
    ("Kenzo the Hardhearted", "Legendary Creature — Human Samurai", "3/4",
     "Double strike; bushido 2", [DOUBLE_STRIKE, bushido(2)]))


# Eight-and-a-Half-Tails ------------------------------------------------------
class SpellOrPermanent(TargetSpec):
    """"Target spell or permanent" (CR 115.1): the battlefield and the stack."""

    def candidates(self, game, controller, source, chosen_already=()):
        found = []
        for oid in list(game.battlefield) + list(game.stack):
            obj = game.objects[oid]
            if oid in chosen_already or (source is not None and oid == source.id):
                continue
            if obj.zone != BATTLEFIELD and (obj.cast_info is None or
                                            obj.cast_info.get("ability")):
                continue
            if game.can_be_targeted(oid, source, controller):
                found.append(oid)
        return found

    def is_legal(self, game, ref, controller, source):
        obj = game.objects.get(ref)
        if obj is None or obj.zone not in (BATTLEFIELD, "stack"):
            return False
        if obj.zone != BATTLEFIELD and (obj.cast_info is None or obj.cast_info.get("ability")):
            return False
        return game.can_be_targeted(obj.id, source, controller)


_white_target = SpellOrPermanent("target.spell_or_permanent")


def _becomes_white(game, ctx, part):
    ids = game.still_legal(ctx, _white_target, part)
    if not ids:
        return []

    def modify(ch, _game, _source, _obj):
        ch.colours = frozenset({"W"})

    return [Op("effect", effect=ContinuousEffect(
        "5", modify, locked=frozenset(ids), source=ctx.source, controller=ctx.controller,
        timestamp=game.next_timestamp(), until="end_of_turn", key="ce.colour"))]


PROMPTS.setdefault("target.spell_or_permanent", "Choose a target spell or permanent.")
PROMPTS.setdefault("target.permanent_you_control", "Choose a target permanent you control.")
_tails_target = target_permanent(lambda g, o, c: g.chars(o).controller == c,
                                 "target.permanent_you_control")
card("Eight-and-a-Half-Tails", "{W}{W}", "Legendary Creature — Fox Cleric", "2/2",
     text="{1}{W}: Target permanent you control gains protection from white until end of "
          "turn.\n{1}: Target spell or permanent becomes white until end of turn.",
     abilities=[Activated(cost("{1}{W}"), (Pump(_tails_target, 0, 0, ("protection:W",)),)),
                Activated(cost("{1}"), (Custom(_becomes_white, (_white_target,),
                                               key="effect.becomes_white"),))])

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

# ====================================================================== blue
card("Wandering Ones", "{U}", "Creature — Spirit", "1/1")
card("River Kaijin", "{2}{U}", "Creature — Spirit", "1/4")
card("Reach Through Mists", "{U}", "Instant — Arcane", text="Draw a card.", spell=[Draw(1)])
card("Lifted by Clouds", "{2}{U}", "Instant — Arcane",
     text="Target creature gains flying until end of turn.\nSplice onto Arcane {1}{U}",
     spell=[Pump(target_creature(), 0, 0, ("flying",))],
     abilities=[splice_onto("Arcane", "{1}{U}")])
card("Consuming Vortex", "{1}{U}", "Instant — Arcane",
     text="Return target creature to its owner's hand.\nSplice onto Arcane {3}{U}",
     spell=[ReturnToHand(target_creature())], abilities=[splice_onto("Arcane", "{3}{U}")])
card("Dampen Thought", "{1}{U}", "Instant — Arcane",
     text="Target player mills four cards.\nSplice onto Arcane {1}{U}",
     spell=[Mill(4, who=target_player())], abilities=[splice_onto("Arcane", "{1}{U}")])
card("Eye of Nowhere", "{U}{U}", "Sorcery — Arcane",
     text="Return target permanent to its owner's hand.",
     spell=[ReturnToHand(target_permanent(lambda g, o, c: True, "target.permanent"))])
PROMPTS.setdefault("target.permanent", "Choose a target permanent.")


def _has_flying_and_not_pending(game, event, source, ch) -> bool:
    """A state trigger (CR 603.8): it triggers when the creature has flying, and
    not again while that trigger is waiting or on the stack."""
    if "flying" not in ch.keywords:
        return False
    ability = _STUDENT_TRIGGER
    if any(t.source == source and t.ability is ability for t in game.waiting_triggers):
        return False
    for oid in game.stack:
        info = game.objects[oid].cast_info or {}
        if info.get("ability_obj") is ability and info["ctx"].source == source:
            return False
    return True


_STUDENT_TRIGGER = Triggered(OnEvent(_has_flying_and_not_pending, key="trigger.state"),
                             (Flip(),))
flip_card(
    "Student of Elements", "{1}{U}", "Creature — Human Wizard", "1/1",
    "When this creature has flying, flip it.", [_STUDENT_TRIGGER],
    ("Tobita, Master of Winds", "Legendary Creature — Human Wizard", "3/3",
     "Creatures you control have flying.",
     [Static((grant(("flying",), creatures_you_control()),))]))


def _nine_or_more_in_hand(game, ctx) -> bool:
    return len(game.players[ctx.controller].hand) >= 9


flip_card(
    "Jushi Apprentice", "{1}{U}", "Creature — Human Wizard", "1/2",
    "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this creature.",
    [Activated(cost("{2}{U}", tap=True), (Draw(1), If(_nine_or_more_in_hand, Flip())))],
    ("Tomoya the Revealer", "Legendary Creature — Human Wizard", "2/3",
     "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your "
     "hand.",
     [Activated(cost("{3}{U}{U}", tap=True), (Draw(_hand_size, who=target_player()),))]))

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

# ===================================================================== black
card("Nezumi Ronin", "{2}{B}", "Creature — Rat Samurai", "3/1", text="Bushido 1",
     abilities=[bushido(1)])
card("Cursed Ronin", "{3}{B}", "Creature — Human Samurai", "1/1",
     text="Bushido 1\n{B}: This creature gets +1/+1 until end of turn.",
     abilities=[bushido(1), Activated(cost("{B}"), (Pump(SELF, 1, 1),))])
card("Gibbering Kami", "{3}{B}", "Creature — Spirit", "2/2", text="Flying\nSoulshift 3",
     abilities=[FLYING, soulshift(3)])
card("Kami of Lunacy", "{4}{B}{B}", "Creature — Spirit", "4/1", text="Flying\nSoulshift 5",
     abilities=[FLYING, soulshift(5)])
card("Kami of Empty Graves", "{3}{B}", "Creature — Spirit", "4/1", text="Soulshift 3",
     abilities=[soulshift(3)])
card("Pull Under", "{5}{B}", "Instant — Arcane",
     text="Target creature gets -5/-5 until end of turn.",
     spell=[Pump(target_creature(), -5, -5)])
card("Rend Flesh", "{2}{B}", "Instant — Arcane", text="Destroy target non-Spirit creature.",
     spell=[Destroy(target_creature(lambda g, o, c: "Spirit" not in g.chars(o).subtypes,
                                    label="target.non_spirit_creature"))])
PROMPTS.setdefault("target.non_spirit_creature", "Choose a target non-Spirit creature.")
card("Waking Nightmare", "{2}{B}", "Sorcery — Arcane", text="Target player discards two cards.",
     spell=[Discard(2, who=target_player())])
_revival = TargetSpec("target.creature_card_in_your_graveyard",
                      objects=lambda g, o, c: o.owner == c and g.chars(o).is_creature,
                      zone=GRAVEYARD)
card("Soulless Revival", "{1}{B}", "Instant — Arcane",
     text="Return target creature card from your graveyard to your hand.\nSplice onto Arcane "
          "{1}{B}",
     spell=[ReturnToHand(_revival)], abilities=[splice_onto("Arcane", "{1}{B}")])

# Cranial Extraction: choosing a card name may use either name of a flip card (FLIP-07)
_extraction_player = target_player()


def _nonland_names(game) -> tuple[str, ...]:
    from . import all_cards

    names = []
    for c in all_cards():
        if c.token:
            continue
        for f in c.faces:
            if "Land" not in f.types:
                names.append(f.name)
    return tuple(sorted(set(names)))


def _ask_name(game, ctx, part, key):
    if key in ctx.answers:
        return None
    return Choice(ctx.controller, "card_name", "prompt.card_name", _nonland_names(game),
                  key=key)


def _extract(game, ctx, part):
    players = [player_of(r) for r in game.still_legal(ctx, _extraction_player, part)]
    if not players:
        return []
    name = ctx.answers[(part, 0)][0]
    victim = game.players[players[0]]
    ops = [Op("reveal", objs=list(victim.hand), player=victim.index)]
    for zone in (victim.graveyard, victim.hand, victim.library):
        # a card has only its normal name outside the battlefield (CR 710.5, FLIP-07)
        ops += [move(c, EXILE, "exile") for c in zone if game.objects[c].card.name == name]
    return ops + [Op("shuffle", player=victim.index)]


card("Cranial Extraction", "{3}{B}", "Sorcery — Arcane",
     text="Choose a nonland card name. Search target player's graveyard, hand, and library "
          "for all cards with that name and exile them. Then that player shuffles.",
     spell=[Custom(_extract, (_extraction_player,), key="effect.extract", choose=_ask_name)])
PROMPTS.setdefault("prompt.card_name", "Choose a card name.")

_graverobber_target = TargetSpec("target.card_in_opponents_graveyard",
                                 objects=lambda g, o, c: o.owner != c, zone=GRAVEYARD)


def _graverobber_exile(game, ctx, part):
    legal = game.still_legal(ctx, _graverobber_target, part)
    if legal:
        ctx.results["graveyard_owner"] = game.objects[legal[0]].owner
    return [move(i, EXILE, "exile") for i in legal]


def _that_graveyard_empty(game, ctx) -> bool:
    owner = ctx.results.get("graveyard_owner")
    return owner is not None and not game.players[owner].graveyard


_nighteyes_target = TargetSpec("target.creature_card_in_a_graveyard",
                               objects=lambda g, o, c: g.chars(o).is_creature, zone=GRAVEYARD)
PROMPTS.setdefault("target.card_in_opponents_graveyard",
                   "Choose a target card in an opponent's graveyard.")
PROMPTS.setdefault("target.creature_card_in_a_graveyard",
                   "Choose a target creature card in a graveyard.")
flip_card(
    "Nezumi Graverobber", "{1}{B}", "Creature — Rat Rogue", "2/1",
    "{1}{B}: Exile target card from an opponent's graveyard. If no cards are in that "
    "graveyard, flip this creature.",
    [Activated(cost("{1}{B}"), (Custom(_graverobber_exile, (_graverobber_target,),
                                       key="effect.exile"),
                                If(_that_graveyard_empty, Flip())))],
    ("Nighteyes the Desecrator", "Legendary Creature — Rat Wizard", "4/2",
     "{4}{B}: Put target creature card from a graveyard onto the battlefield under your "
     "control.",
     [Activated(cost("{4}{B}"), (Custom(
         lambda g, ctx, p: [move(i, BATTLEFIELD, "reanimate", controller=ctx.controller)
                            for i in g.still_legal(ctx, _nighteyes_target, p)],
         (_nighteyes_target,), key="effect.reanimate"),))]))

_shortfang_target = target_opponent()


def _opponent_hand_empty(game, ctx) -> bool:
    players = [player_of(r) for r in ctx.chosen_for(_shortfang_target, 0)]
    return bool(players) and not game.players[players[0]].hand


def _stabwhisker_upkeep(game, event, source, ch) -> bool:
    return event.kind == "step" and event["step"] == "upkeep" and \
        event["player"] != ch.controller


def _stabwhisker_loss(game, ctx, part):
    victim = (ctx.event or {}).get("player")
    if victim is None or game.players[victim].has_lost:
        return []
    n = max(0, 3 - len(game.players[victim].hand))
    return [Op("life", player=victim, amount=-n)] if n else []


flip_card(
    "Nezumi Shortfang", "{1}{B}", "Creature — Rat Rogue", "1/1",
    "{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, "
    "flip this creature.",
    [Activated(cost("{1}{B}", tap=True), (Discard(1, who=_shortfang_target),
                                          If(_opponent_hand_empty, Flip())))],
    ("Stabwhisker the Odious", "Legendary Creature — Rat Shaman", "3/3",
     "At the beginning of each opponent's upkeep, that player loses 1 life for each card "
     "fewer than three in his or her hand.",
     [Triggered(OnEvent(_stabwhisker_upkeep, key="trigger.step"),
                (Custom(_stabwhisker_loss, key="effect.lose_life"),))]))

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

# ======================================================================= red
card("Ronin Houndmaster", "{2}{R}", "Creature — Human Samurai", "2/2",
     text="Haste\nBushido 1", abilities=[HASTE, bushido(1)])
card("Ronin Cavekeeper", "{5}{R}", "Creature — Human Samurai", "4/3", text="Bushido 2",
     abilities=[bushido(2)])
card("Frost Ogre", "{3}{R}{R}", "Creature — Ogre Warrior", "5/3")
card("Glacial Ray", "{1}{R}", "Instant — Arcane",
     text="Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R}",
     spell=[DealDamage(2, any_target())], abilities=[splice_onto("Arcane", "{1}{R}")])
card("Lava Spike", "{R}", "Sorcery — Arcane",
     text="Lava Spike deals 3 damage to target player or planeswalker.",
     spell=[DealDamage(3, TargetSpec("target.player_or_planeswalker",
                                     objects=lambda g, o, c: "Planeswalker" in
                                     g.chars(o).types, players=any_player))])
card("Crushing Pain", "{1}{R}", "Instant — Arcane",
     text="Crushing Pain deals 6 damage to target creature that was dealt damage this turn.",
     spell=[DealDamage(6, target_creature(dealt_damage_this_turn,
                                          label="target.creature_dealt_damage"))])
PROMPTS.setdefault("target.creature_dealt_damage",
                   "Choose a target creature that was dealt damage this turn.")
_anger = target_creature(lambda g, o, c: "Legendary" not in g.chars(o).supertypes,
                         label="target.nonlegendary_creature")


def _blind_with_anger(game, ctx, part):
    ids = game.still_legal(ctx, _anger, part)
    ops = []
    for i in ids:
        ops += [Op("untap", obj=i), Op("control", obj=i, player=ctx.controller,
                                        source=ctx.source, until="end_of_turn")]
    return ops + Pump(_anger, 0, 0, ("haste",)).resolve(game, ctx, part, ())


card("Blind with Anger", "{3}{R}", "Instant — Arcane",
     text="Untap target nonlegendary creature and gain control of it until end of turn. That "
          "creature gains haste until end of turn.",
     spell=[Custom(_blind_with_anger, (_anger,), key="effect.threaten")])
PROMPTS.setdefault("target.nonlegendary_creature", "Choose a target nonlegendary creature.")
_unnatural_speed = target_creature()
card("Unnatural Speed", "{R}", "Instant — Arcane",
     text="Target creature gains haste until end of turn.",
     spell=[Pump(_unnatural_speed, 0, 0, ("haste",))])
card("Brutal Deceiver", "{2}{R}", "Creature — Spirit", "2/2",
     text="{1}: Look at the top card of your library.\n{2}: Reveal the top card of your "
          "library. If it's a land card, this creature gets +1/+0 and gains first strike "
          "until end of turn. Activate only once each turn.",
     abilities=deceiver_abilities(lambda g, ctx: Pump(SELF, 1, 0, ("first strike",)).resolve(
         g, ctx, 0, ())))


def _deals_damage_to_opponent(game, event, source, ch) -> bool:
    return event.kind == "damage" and event["source"] == source and \
        is_player_ref(event["target"]) and player_of(event["target"]) != ch.controller


def _red_source_to_player(game, obj, op) -> bool:
    if op.kind != "damage" or not is_player_ref(op["target"]) or op["amount"] <= 0:
        return False
    src = game.last_known(op["source"])
    return src is not None and "R" in src.colours


flip_card(
    "Akki Lavarunner", "{3}{R}", "Creature — Goblin Warrior", "1/1",
    "Haste\nWhenever this creature deals damage to an opponent, flip it.",
    [HASTE, Triggered(OnEvent(_deals_damage_to_opponent, key="trigger.damage"), (Flip(),))],
    ("Tok-Tok, Volcano Born", "Legendary Creature — Goblin Shaman", "2/2",
     "Protection from red\nIf a red source would deal damage to a player, it deals that much "
     "damage plus 1 to that player instead.",
     [protection("R"),
      Replacement("damage", _red_source_to_player,
                  lambda game, op: op.replaced("tok-tok", amount=op["amount"] + 1),
                  self_only=False, text="red damage to a player plus 1")]))

_initiate_target = target_creature(dealt_damage_this_turn, label="target.creature_dealt_damage")


def _delayed_flip(game, ctx, part):
    """"When that creature dies this turn, flip this creature" (CR 603.7)."""
    targets = game.still_legal(ctx, _initiate_target, part)
    if not targets:
        return []
    watched, turn = targets[0], game.turn_number

    def dies(g, event, source, ch) -> bool:
        return (g.turn_number == turn and event.kind == "zone" and event["obj"] == watched
                and event["frm"] == BATTLEFIELD and event["to"] == GRAVEYARD)

    ability = Triggered(OnEvent(dies, key="trigger.dies"), (Flip(),))
    return [Op("delayed", trigger=(OnEvent(dies, key="trigger.dies"), ability, ctx.controller,
                                   ctx.source, True))]


flip_card(
    "Initiate of Blood", "{3}{R}", "Creature — Ogre Shaman", "2/2",
    "{T}: This creature deals 1 damage to target creature that was dealt damage this turn. "
    "When that creature dies this turn, flip this creature.",
    [Activated(cost(tap=True), (DealDamage(1, _initiate_target),
                                Custom(_delayed_flip, key="effect.delayed")))],
    ("Goka the Unjust", "Legendary Creature — Ogre Shaman", "4/4",
     "{T}: Goka the Unjust deals 4 damage to target creature that was dealt damage this turn.",
     [Activated(cost(tap=True), (DealDamage(4, target_creature(
         dealt_damage_this_turn, label="target.creature_dealt_damage")),))]))


def _add_delayed(game, op) -> None:
    """Create a delayed triggered ability (CR 603.7a)."""
    game.delayed.append(op["trigger"])
    game.touch_status()


def _register() -> None:
    from ..perform import register_handler

    register_handler("delayed", _add_delayed)


_register()

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

# ===================================================================== green
card("Order of the Sacred Bell", "{3}{G}", "Creature — Human Monk", "4/3")
card("Humble Budoka", "{1}{G}", "Creature — Human Monk", "2/2", text="Shroud",
     abilities=[SHROUD])
card("Moss Kami", "{5}{G}", "Creature — Spirit", "5/5", text="Trample", abilities=[TRAMPLE])
card("Gnarled Mass", "{1}{G}{G}", "Creature — Spirit", "3/3")
card("Orochi Sustainer", "{1}{G}", "Creature — Snake Shaman", "1/2", text="{T}: Add {G}.",
     abilities=[tap_for("G")])
card("Venerable Kumo", "{4}{G}", "Creature — Spirit", "2/3", text="Reach\nSoulshift 4",
     abilities=[REACH, soulshift(4)])
card("Vine Kami", "{6}{G}", "Creature — Spirit", "4/4", text="Menace\nSoulshift 6",
     abilities=[MENACE, soulshift(6)])
card("Forked-Branch Garami", "{3}{G}{G}", "Creature — Spirit", "4/4",
     text="Soulshift 4, soulshift 4", abilities=[soulshift(4), soulshift(4)])
card("Nightsoil Kami", "{4}{G}{G}", "Creature — Spirit", "6/4", text="Soulshift 5",
     abilities=[soulshift(5)])
card("Thousand-legged Kami", "{6}{G}{G}", "Creature — Spirit", "6/6", text="Soulshift 7",
     abilities=[soulshift(7)])
card("Kodama's Might", "{G}", "Instant — Arcane",
     text="Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G}",
     spell=[Pump(target_creature(), 2, 2)], abilities=[splice_onto("Arcane", "{G}")])
card("Vital Surge", "{1}{G}", "Instant — Arcane",
     text="You gain 3 life.\nSplice onto Arcane {1}{G}", spell=[GainLife(3)],
     abilities=[splice_onto("Arcane", "{1}{G}")])
card("Strength of Cedars", "{4}{G}", "Instant — Arcane",
     text="Target creature gets +X/+X until end of turn, where X is the number of lands you "
          "control.",
     spell=[Pump(target_creature(), _count_lands, _count_lands)])
card("Joyous Respite", "{3}{G}", "Sorcery — Arcane",
     text="You gain 1 life for each land you control.", spell=[GainLife(_count_lands)])


def _ask_land_from_hand(game, ctx, part, key):
    if key in ctx.answers:
        return None
    lands = tuple(c for c in game.players[ctx.controller].hand
                  if "Land" in game.objects[c].card.faces[0].types)
    return Choice(ctx.controller, "put_land", "prompt.put_land", lands + ("none",), key=key)


def _put_land(game, ctx, part):
    answer = ctx.answers.get((part, 0), ["none"])[0]
    if answer == "none" or answer not in game.players[ctx.controller].hand:
        return []
    return [move(answer, BATTLEFIELD, "put", controller=ctx.controller)]


PROMPTS.setdefault("prompt.put_land", "Choose a land card to put onto the battlefield (or none).")


def _ten_or_more_lands(game, ctx) -> bool:
    return _count_lands(game, ctx) >= 10


def _elemental_token(game, ctx, part):
    x = _count_lands(game, ctx)
    elemental = token("Elemental", "Creature — Elemental", f"{x}/{x}", colour="G")
    return [Op("token", controller=ctx.controller, card=elemental)]


flip_card(
    "Budoka Gardener", "{1}{G}", "Creature — Human Monk", "2/1",
    "{T}: You may put a land card from your hand onto the battlefield. If you control ten or "
    "more lands, flip this creature.",
    [Activated(cost(tap=True), (Custom(_put_land, key="effect.put_land",
                                       choose=_ask_land_from_hand),
                                If(_ten_or_more_lands, Flip())))],
    ("Dokai, Weaver of Life", "Legendary Creature — Human Monk", "3/3",
     "{4}{G}{G}, {T}: Put an X/X green Elemental creature token onto the battlefield, where X "
     "is the number of lands you control.",
     [Activated(cost("{4}{G}{G}", tap=True), (Custom(_elemental_token, key="effect.token"),))]))


def _ten_or_more_creatures(game, ctx) -> bool:
    return _count_creatures(game, ctx) >= 10


_sac_creature = cost("{G}", sacrifice=lambda g, o, p: g.chars(o).is_creature)
flip_card(
    "Orochi Eggwatcher", "{2}{G}", "Creature — Snake Shaman", "1/1",
    "{2}{G}, {T}: Create a 1/1 green Snake creature token. If you control ten or more "
    "creatures, flip this creature.",
    [Activated(cost("{2}{G}", tap=True),
               (Custom(lambda g, ctx, p: [Op("token", controller=ctx.controller,
                                             card=SNAKE_TOKEN)], key="effect.token"),
                If(_ten_or_more_creatures, Flip())))],
    ("Shidako, Broodmistress", "Legendary Creature — Snake Shaman", "3/3",
     "{G}, Sacrifice a creature: Target creature gets +3/+3 until end of turn.",
     [Activated(_sac_creature, (Pump(target_creature(), 3, 3),))]))

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


# ------------------------------------------------------------ legendary matters
def _legendary_creature_card(game, obj) -> bool:
    """Judged by the card's normal half: an unflipped hero isn't legendary (FLIP-01)."""
    front = obj.card.faces[0]
    return "Legendary" in front.supertypes and "Creature" in front.types


card("Time of Need", "{1}{G}", "Sorcery",
     text="Search your library for a legendary creature card, reveal it, put it into your "
          "hand, then shuffle.",
     spell=[SearchAndReveal(_legendary_creature_card, to=HAND)])


def _legendary_creature_you_control(game, source, obj, ch) -> bool:
    return source is not None and ch.is_creature and "Legendary" in ch.supertypes and \
        ch.controller == game.chars(source).controller


card("Day of Destiny", "{3}{W}", "Legendary Enchantment",
     text="Legendary creatures you control get +2/+2.",
     abilities=[Static(anthem(2, 2, _legendary_creature_you_control))])
