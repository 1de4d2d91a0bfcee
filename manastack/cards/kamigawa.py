"""Champions, Betrayers and Saviors of Kamigawa: samurai, spirits, Arcane spells
and the other single cards (the ten flip heroes are in :mod:`.kamigawa_heroes`, the
five-card cycles in :mod:`.kamigawa_cycles`).

Mechanics come from :mod:`manastack.mechanics`: ``bushido(n)``, ``soulshift(n)``,
``splice_onto("Arcane", cost)``, ``flip_card(...)``/``Flip()``, and the helpers
for Shrines, Zubera, divinity counters and Deceivers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..effects import (
    SELF,
    Choice,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    GainLife,
    Mill,
    Pump,
    ReturnToHand,
    players_for,
)
from ..keywords import (
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
from ..layers import ContinuousEffect, anthem
from ..mechanics.bushido import bushido
from ..mechanics.put import SearchAndReveal
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from ..messages import PROMPTS
from ..objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from ..ops import Op, move
from ..targets import (
    TargetSpec,
    any_player,
    any_target,
    target_creature,
    target_permanent,
    target_player,
)
from . import Activated, Static, card, cost, nonland_names, token

if TYPE_CHECKING:
    from ..context import Context
    from ..game import Game

# ------------------------------------------------------------------ shared bits
SPIRIT_TOKEN = token("Spirit", "Creature — Spirit", "1/1", colour="")
SNAKE_TOKEN = token("Snake", "Creature — Snake", "1/1", colour="G")


def dealt_damage_this_turn(game, obj, controller) -> bool:
    """"A creature that was dealt damage this turn" (turn log of damage events)."""
    return game.chars(obj).is_creature and any(
        target == obj.id for _source, target in game.turn_log.get("damaged", ()))


def count_lands(game, ctx) -> int:
    return sum(1 for oid in game.battlefield if game.chars(oid).controller == ctx.controller
               and game.chars(oid).is_land)


def count_creatures(game, ctx) -> int:
    return sum(1 for oid in game.battlefield if game.chars(oid).controller == ctx.controller
               and game.chars(oid).is_creature)


def hand_size(game, ctx) -> int:
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


# Eight-and-a-Half-Tails ------------------------------------------------------
class SpellOrPermanent(TargetSpec):
    """"Target spell or permanent" (CR 115.1): the battlefield and the stack."""

    def choices(self, game, controller, source, chosen_already=()):
        for oid in list(game.battlefield) + list(game.stack):
            obj = game.objects[oid]
            if oid in chosen_already or (source is not None and oid == source.id):
                continue
            if obj.zone != BATTLEFIELD and (obj.cast_info is None or
                                            obj.cast_info.get("ability")):
                continue
            if game.can_be_targeted(oid, source, controller):
                yield oid

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

@dataclass(frozen=True)
class ExtractNamed(Effect):
    """Cranial Extraction: "Choose a nonland card name. Search target player's
    graveyard, hand, and library for all cards with that name and exile them.
    Then that player shuffles."  Either name of a flip card may be chosen, but a
    card has only its normal name outside the battlefield (CR 710.5, FLIP-07).
    Every card with the name in the public graveyard is exiled; in the hidden
    hand and library the searcher may fail to find some or all of them
    (CR 701.19b), so they pick the ones found one at a time, then ``done``."""

    who: TargetSpec
    key: str = "effect.extract"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.who,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        if key not in ctx.answers:
            return Choice(ctx.controller, "card_name", "prompt.card_name", nonland_names(),
                          key=key)
        name = ctx.answers[key][0]
        victim = game.players[players[0]]
        found_key = key + ("found",)
        answers = ctx.answers.get(found_key, [])
        found = [a for a in answers if a != "done"]
        left = tuple(c for c in (*victim.hand, *victim.library)
                     if game.objects[c].card.name == name and c not in found)
        if left and "done" not in answers:
            return Choice(ctx.controller, "extract", "prompt.extract", left + ("done",),
                          (("name", name), ("revealed", left)), key=found_key)
        graveyard = [c for c in victim.graveyard if game.objects[c].card.name == name]
        return ([Op("reveal", objs=list(victim.hand), player=victim.index)]
                + [move(c, EXILE, "exile") for c in graveyard + found]
                + [Op("shuffle", player=victim.index)])


card("Cranial Extraction", "{3}{B}", "Sorcery — Arcane",
     text="Choose a nonland card name. Search target player's graveyard, hand, and library "
          "for all cards with that name and exile them. Then that player shuffles.",
     spell=[ExtractNamed(target_player())])
PROMPTS.setdefault("prompt.extract", "Choose a card named {name} to exile (or finish).")
PROMPTS.setdefault("prompt.card_name", "Choose a card name.")

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
     spell=[Pump(target_creature(), count_lands, count_lands)])
card("Joyous Respite", "{3}{G}", "Sorcery — Arcane",
     text="You gain 1 life for each land you control.", spell=[GainLife(count_lands)])


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
