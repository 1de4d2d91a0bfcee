"""The starter pool: basic lands and simple cards that exercise the core rules."""

from __future__ import annotations

from ..effects import (
    EACH_OPPONENT,
    SELF,
    AddCounters,
    ChooseFromHand,
    CounterTarget,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Exile,
    GainLife,
    GainLifeFromPower,
    May,
    PreventCombatDamage,
    Pump,
    ReturnToHand,
    Scry,
    TapOrUntap,
)
from ..keywords import (
    DEATHTOUCH,
    DEFENDER,
    FIRST_STRIKE,
    FLASH,
    FLYING,
    HASTE,
    LIFELINK,
    MENACE,
    REACH,
    TRAMPLE,
    VIGILANCE,
    enters_tapped,
    equip,
    tap_for,
    ward,
)
from ..layers import (
    anthem,
    characteristic_power,
    creatures_you_control,
    enchanted,
    grant,
    set_controller,
)
from ..targets import (
    TargetSpec,
    any_player,
    any_target,
    either_type,
    has_type,
    is_creature,
    not_colour,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_permanent,
    target_player,
    target_spell,
    you_control,
)
from ..triggers import Dies, Enters
from . import Activated, Enchant, Keyword, Static, Triggered, card, cost

# ------------------------------------------------------------------ basic lands
for _name, _colour in (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"),
                       ("Forest", "G")):
    card(_name, None, f"Basic Land — {_name}", abilities=[tap_for(_colour)],
         text=f"({{T}}: Add {{{_colour}}}.)")

card("Tranquil Cove", None, "Land",
     text="This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {U}.",
     abilities=[enters_tapped(), Triggered(Enters(), (GainLife(1),)), tap_for("W", "U")])

# -------------------------------------------------------------------- creatures
card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2")
card("Savannah Lions", "{W}", "Creature — Cat", "2/1")
card("Hill Giant", "{3}{R}", "Creature — Giant", "3/3")
card("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "6/4")
card("Llanowar Elves", "{G}", "Creature — Elf Druid", "1/1", text="{T}: Add {G}.",
     abilities=[tap_for("G")])
card("Vampire Nighthawk", "{1}{B}{B}", "Creature — Vampire Shaman", "2/3",
     text="Flying\nDeathtouch\nLifelink", abilities=[FLYING, DEATHTOUCH, LIFELINK])
card("Serra Angel", "{3}{W}{W}", "Creature — Angel", "4/4", text="Flying\nVigilance",
     abilities=[FLYING, VIGILANCE])
card("Giant Spider", "{3}{G}", "Creature — Spider", "2/4", text="Reach", abilities=[REACH])
card("Youthful Knight", "{1}{W}", "Creature — Human Knight", "2/1", text="First strike",
     abilities=[FIRST_STRIKE])
card("Raging Goblin", "{R}", "Creature — Goblin Berserker", "1/1", text="Haste",
     abilities=[HASTE])
card("Boggart Brute", "{2}{R}", "Creature — Goblin Warrior", "3/2", text="Menace",
     abilities=[MENACE])
card("Ambush Viper", "{1}{G}", "Creature — Snake", "2/1", text="Flash\nDeathtouch",
     abilities=[FLASH, DEATHTOUCH])
card("Colossal Dreadmaw", "{4}{G}{G}", "Creature — Dinosaur", "6/6", text="Trample",
     abilities=[TRAMPLE])
card("Typhoid Rats", "{B}", "Creature — Rat", "1/1", text="Deathtouch", abilities=[DEATHTOUCH])
card("Wall of Stone", "{1}{R}{R}", "Creature — Wall", "0/8", text="Defender",
     abilities=[DEFENDER])
card("Ornithopter", "{0}", "Artifact Creature — Thopter", "0/2", text="Flying",
     abilities=[FLYING])
card("Air Elemental", "{3}{U}{U}", "Creature — Elemental", "4/4", text="Flying",
     abilities=[FLYING])
card("Mahamoti Djinn", "{4}{U}{U}", "Creature — Djinn", "5/6", text="Flying",
     abilities=[FLYING])
card("Prodigal Sorcerer", "{2}{U}", "Creature — Human Wizard Sorcerer", "1/1",
     text="{T}: This creature deals 1 damage to any target.",
     abilities=[Activated(cost(tap=True), (DealDamage(1, any_target()),))])
card("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon", "5/5",
     text="Flying\n{R}: This creature gets +1/+0 until end of turn.",
     abilities=[FLYING, Activated(cost("{R}"), (Pump(SELF, 1, 0),))])
card("Gravedigger", "{3}{B}", "Creature — Zombie", "2/2",
     text="When this creature enters, you may return target creature card from your "
          "graveyard to your hand.",
     abilities=[Triggered(Enters(), (May(ReturnToHand(target_card_in_graveyard(
         is_creature, "target.creature_card_in_your_graveyard", yours=True))),))])
card("Spider-Rex, Daring Dino", "{4}{G}{G}", "Legendary Creature — Spider Dinosaur Hero", "6/6",
     text="Reach, trample\nWard {2}", abilities=[REACH, TRAMPLE, ward("{2}")])


def _noncreature_nonland_in_graveyard(game, obj) -> int:
    owner = game.players[game.controller_of(obj.id)]
    return sum(1 for c in owner.graveyard
               if not ({"Creature", "Land"} & game.objects[c].card.faces[0].types))


def _lesson_in_your_graveyard(game, source, event) -> bool:
    """Intervening "if" of Dragonfly Swarm (CR 603.4)."""
    controller = game.lki_controller(source)
    return any("Lesson" in game.objects[c].card.faces[0].subtypes
               for c in game.players[controller].graveyard)


card("Dragonfly Swarm", "{1}{U}{R}", "Creature — Dragon Insect", "*/3",
     text="Flying, ward {1}\nThis creature's power is equal to the number of noncreature, "
          "nonland cards in your graveyard.\nWhen this creature dies, if there's a Lesson card "
          "in your graveyard, draw a card.",
     abilities=[FLYING, ward("{1}"),
                Static((characteristic_power(_noncreature_nonland_in_graveyard,
                                             toughness_too=False),)),
                Triggered(Dies(), (Draw(1),), condition=_lesson_in_your_graveyard)])

# ------------------------------------------------------------- instants/sorceries
card("Lightning Bolt", "{R}", "Instant",
     text="Lightning Bolt deals 3 damage to any target.", spell=[DealDamage(3, any_target())])
card("Shock", "{R}", "Instant", text="Shock deals 2 damage to any target.",
     spell=[DealDamage(2, any_target())])
card("Giant Growth", "{G}", "Instant", text="Target creature gets +3/+3 until end of turn.",
     spell=[Pump(target_creature(), 3, 3)])
card("Counterspell", "{U}{U}", "Instant", text="Counter target spell.",
     spell=[CounterTarget(target_spell())])
card("Cancel", "{1}{U}{U}", "Instant", text="Counter target spell.",
     spell=[CounterTarget(target_spell())])
card("Divination", "{2}{U}", "Sorcery", text="Draw two cards.", spell=[Draw(2)])
card("Doom Blade", "{1}{B}", "Instant", text="Destroy target nonblack creature.",
     spell=[Destroy(target_creature(lambda g, o, c: "B" not in g.chars(o).colours,
                                    label="target.nonblack_creature"))])
card("Murder", "{1}{B}{B}", "Instant", text="Destroy target creature.",
     spell=[Destroy(target_creature())])
card("Naturalize", "{1}{G}", "Instant", text="Destroy target artifact or enchantment.",
     spell=[Destroy(target_permanent(either_type("Artifact", "Enchantment"),
                                     "target.artifact_or_enchantment"))])
card("Disenchant", "{1}{W}", "Instant", text="Destroy target artifact or enchantment.",
     spell=[Destroy(target_permanent(either_type("Artifact", "Enchantment"),
                                     "target.artifact_or_enchantment"))])
card("Unsummon", "{U}", "Instant", text="Return target creature to its owner's hand.",
     spell=[ReturnToHand(target_creature())])
card("Fog", "{G}", "Instant", text="Prevent all combat damage that would be dealt this turn.",
     spell=[PreventCombatDamage()])
card("Mind Rot", "{2}{B}", "Sorcery", text="Target player discards two cards.",
     spell=[Discard(2, who=target_player())])
card("Lava Axe", "{4}{R}", "Sorcery",
     text="Lava Axe deals 5 damage to target player or planeswalker.",
     spell=[DealDamage(5, TargetSpec("target.player_or_planeswalker",
                                     objects=has_type("Planeswalker"), players=any_player))])
_swords = target_creature()
card("Swords to Plowshares", "{W}", "Instant",
     text="Exile target creature. Its controller gains life equal to its power.",
     spell=[Exile(_swords), GainLifeFromPower(_swords)])
card("Opt", "{U}", "Instant", text="Scry 1.\nDraw a card.", spell=[Scry(1), Draw(1)])
card("Duress", "{B}", "Sorcery",
     text="Target opponent reveals their hand. You choose a noncreature, nonland card from "
          "it. That player discards that card.",
     spell=[ChooseFromHand(target_opponent(), lambda g, o: not (
         {"Creature", "Land"} & o.card.faces[0].types))])
_octopus = target_creature(you_control(is_creature), label="target.creature_you_control")
card("Octopus Form", "{U}", "Instant — Lesson",
     text="Target creature you control gets +1/+1 and gains hexproof until end of turn. "
          "Untap it.",
     spell=[Pump(_octopus, 1, 1, ("hexproof",)), TapOrUntap(_octopus, untap=True)])
_metal = target_creature(you_control(is_creature), label="target.creature_you_control")
card("Origin of Metalbending", "{1}{G}", "Instant — Lesson",
     text="Choose one —\n• Destroy target artifact or enchantment.\n• Put a +1/+1 counter on "
          "target creature you control. It gains indestructible until end of turn.",
     modes=[[Destroy(target_permanent(either_type("Artifact", "Enchantment"),
                                      "target.artifact_or_enchantment"))],
            [AddCounters(_metal), Pump(_metal, 0, 0, ("indestructible",))]])
# ------------------------------------------------------------ artifacts/enchantments
card("Sol Ring", "{1}", "Artifact", text="{T}: Add {C}{C}.", abilities=[tap_for("CC")])
card("Glorious Anthem", "{1}{W}{W}", "Enchantment", text="Creatures you control get +1/+1.",
     abilities=[Static(anthem(1, 1, creatures_you_control()))])
card("Bonesplitter", "{1}", "Artifact — Equipment",
     text="Equipped creature gets +2/+0.\nEquip {1}",
     abilities=[Static(anthem(2, 0, enchanted)), equip("{1}")])
_creature = target_creature()
card("Pacifism", "{1}{W}", "Enchantment — Aura",
     text="Enchant creature\nEnchanted creature can't attack or block.",
     abilities=[Enchant(_creature), Static((grant(("cant_attack", "cant_block"), enchanted),))])
card("Holy Strength", "{W}", "Enchantment — Aura",
     text="Enchant creature\nEnchanted creature gets +1/+2.",
     abilities=[Enchant(target_creature()), Static(anthem(1, 2, enchanted))])
card("Control Magic", "{2}{U}{U}", "Enchantment — Aura",
     text="Enchant creature\nYou control enchanted creature.",
     abilities=[Enchant(target_creature()), Static((set_controller(enchanted),))])

__all__ = ["EACH_OPPONENT", "Keyword", "not_colour"]
