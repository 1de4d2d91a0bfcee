"""Betrayers of Kamigawa, fourth batch (manastack/cards/betrayers_batch4.py): the
Genju, Flames of the Blood Hand, Twist Allegiance and Orb of Dreams.  Each card's
own text, through the scenario harness."""

import pytest
from kamigawa_helpers import actions_of, yes

from manastack.scenario import Scenario

GENJU = [
    # name, land, P/T, colour, keyword
    ("Genju of the Fields", "Plains", (2, 5), "W", None),
    ("Genju of the Falls", "Island", (3, 2), "U", "flying"),
    ("Genju of the Fens", "Swamp", (2, 2), "B", None),
    ("Genju of the Spires", "Mountain", (6, 1), "R", None),
    ("Genju of the Cedars", "Forest", (4, 4), "G", None),
    ("Genju of the Realm", "Plains", (8, 12), None, "trample"),
]


@pytest.mark.parametrize("name,land,pt,colour,keyword", GENJU)
def test_a_genju_animates_its_land_until_end_of_turn(name, land, pt, colour, keyword):
    s = Scenario()
    enchanted = s.battlefield(0, land)
    genju = s.battlefield(0, name, attached_to=enchanted)
    s.lands(0, land, 2)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.activate(genju).resolve()
    ch = s.game.chars(enchanted)
    assert (ch.power, ch.toughness) == pt
    assert {"Creature", "Land"} <= ch.types and {"Spirit", land} <= ch.subtypes
    assert ch.colours == (frozenset(colour) if colour else frozenset())
    if keyword:
        assert keyword in ch.keywords
    if name == "Genju of the Realm":
        assert "Legendary" in ch.supertypes
    s.pass_until("upkeep", active=1)
    assert not s.game.chars(enchanted).is_creature  # until end of turn


@pytest.mark.parametrize("name,land", [(n, land) for n, land, *_ in GENJU[:5]])
def test_a_genju_enchants_only_its_land_type(name, land):
    s = Scenario()
    right = s.battlefield(0, land)
    s.battlefield(0, "Plains" if land != "Plains" else "Island")
    card = s.hand(0, name)
    s.lands(0, land, 1)
    s.start()
    s.act("cast", card, "normal")
    legal = {a.args[0] for a in actions_of(s, "target")}
    assert right in legal and all("Land" in s.game.chars(t).types for t in legal)
    assert all(land in s.game.chars(t).subtypes for t in legal)


def test_genju_of_the_realm_enchants_any_land():
    s = Scenario()
    lands = [s.battlefield(0, n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    s.battlefield(0, "Grizzly Bears")
    realm = s.hand(0, "Genju of the Realm")
    s.start()
    s.act("cast", realm, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == set(lands)


def test_a_genju_returns_to_hand_when_its_land_dies():
    s = Scenario()
    mountain = s.battlefield(0, "Mountain")
    s.battlefield(0, "Genju of the Spires", attached_to=mountain)
    rain = s.hand(1, "Stone Rain")
    s.lands(1, "Mountain", 3)
    s.start(active=1)
    s.cast(rain, targets=[mountain]).resolve()
    s.resolve()
    yes(s)
    assert "Genju of the Spires" in s.hand_names(0)


def test_an_animated_genju_land_that_dies_in_combat_brings_the_genju_back():
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    genju = s.battlefield(0, "Genju of the Cedars", attached_to=forest)
    s.lands(0, "Forest", 2)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.activate(genju).resolve()
    s.attack(forest)
    s.block((giant, forest))
    s.pass_until("combat_damage")
    s.pass_priority()
    bolt = s.find("Lightning Bolt", "hand")
    s.cast(bolt, targets=[forest])
    s.resolve_all()
    yes(s)
    assert "Genju of the Cedars" in s.hand_names(0) and "Forest" in s.graveyard_names(0)


def test_genju_of_the_fields_creature_gains_life_as_it_deals_damage():
    s = Scenario()
    plains = s.battlefield(0, "Plains")
    genju = s.battlefield(0, "Genju of the Fields", attached_to=plains)
    s.lands(0, "Plains", 2)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.activate(genju).resolve()
    s.attack(plains)
    s.pass_until("end_of_combat")
    s.resolve_all()
    assert s.life(1) == 18 and s.life(0) == 22


def test_genju_of_the_fens_creature_pumps_for_black():
    s = Scenario()
    swamp = s.battlefield(0, "Swamp")
    genju = s.battlefield(0, "Genju of the Fens", attached_to=swamp)
    s.lands(0, "Swamp", 3)
    s.start()
    s.activate(genju).resolve()
    s.activate(swamp).resolve()
    assert s.pt(swamp) == (3, 3)


# ---------------------------------------------------------------------- red
def test_flames_of_the_blood_hand_damage_cannot_be_prevented():
    s = Scenario()
    miko = s.battlefield(1, "Split-Tail Miko")
    s.battlefield(1, "Plains")
    flames = s.hand(0, "Flames of the Blood Hand")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(flames, targets=["P1"])
    s.pass_priority()
    s.activate(miko, targets=["P1"])  # in response: a shield that can't help (CR 615.12)
    s.resolve_all()
    assert s.life(1) == 16


@pytest.mark.parametrize("flames_first", [True, False])
def test_flames_stops_that_players_life_gain_for_the_turn(flames_first):
    s = Scenario()
    flames = s.hand(0, "Flames of the Blood Hand")
    forest = s.hand(0, "Forest")
    s.lands(0, "Mountain", 3)
    s.battlefield(1, "Lifegift")
    s.start()
    if flames_first:
        s.cast(flames, targets=["P1"]).resolve()
    s.act("play", forest)
    s.resolve()
    yes(s)  # Lifegift: "you may gain 1 life"
    assert s.life(1) == (16 if flames_first else 21)


def test_twist_allegiance_swaps_creatures_untapped_with_haste():
    s = Scenario()
    mine = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Hill Giant", tapped=True)
    twist = s.hand(0, "Twist Allegiance")
    s.lands(0, "Mountain", 7)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.cast(twist, targets=["P1"]).resolve()
    g = s.game
    assert g.chars(theirs).controller == 0 and g.chars(mine).controller == 1
    assert not g.objects[theirs].tapped and "haste" in g.chars(theirs).keywords
    s.pass_until("upkeep", active=1)
    assert g.chars(theirs).controller == 1 and g.chars(mine).controller == 0


def test_orb_of_dreams_makes_permanents_enter_tapped():
    s = Scenario()
    s.battlefield(1, "Orb of Dreams")
    bears = s.hand(0, "Grizzly Bears")
    forest = s.hand(0, "Forest")
    s.lands(0, "Forest", 2)
    s.start()
    s.act("play", forest)
    assert s.game.objects[s.game.find("Forest", "battlefield")[-1]].tapped
    s.cast(bears).resolve()
    assert s.game.objects[s.find("Grizzly Bears", "battlefield")].tapped
