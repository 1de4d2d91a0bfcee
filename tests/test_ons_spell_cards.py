"""Onslaught's other cards do what their text says (cards/onslaught_spells.py)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def search_offers(s: Scenario) -> list[str]:
    g = s.game
    assert g.decision.kind == DecisionKind.SEARCH
    return sorted(s.names(a.args[0] for a in g.legal_actions() if a.args[0] != "done"))


# ------------------------------------------------- of the type of your choice
def test_tribal_unity_pumps_creatures_of_the_chosen_type_as_they_are_now():
    """A creature a Mistform made an Elf counts as an Elf (layer 4 before 7c)."""
    s = Scenario()
    unity = s.hand(0, "Tribal Unity")
    s.lands(0, "Forest", 5)
    elf = s.battlefield(0, "Wirewood Elf")
    dreamer = s.battlefield(0, "Mistform Dreamer")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(dreamer).resolve()
    s.choose("Elf")
    s.cast(unity, x=2).resolve()
    assert g.decision.kind == DecisionKind.CREATURE_TYPE
    s.choose("Elf")
    assert s.pt(elf) == (3, 4) and s.pt(dreamer) == (4, 3) and s.pt(bears) == (2, 2)


def test_defensive_maneuvers_and_riptide_chronologist():
    s = Scenario()
    spell = s.hand(0, "Defensive Maneuvers")
    s.lands(0, "Plains", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(0, "Wirewood Elf")
    s.start()
    s.cast(spell).resolve()
    s.choose("Bear")
    assert s.pt(bears) == (2, 6) and s.pt(elf) == (1, 2)
    s2 = Scenario()
    chrono = s2.battlefield(0, "Riptide Chronologist")
    s2.battlefield(0, "Island")
    elves = [s2.battlefield(0, "Wirewood Elf", tapped=True) for _ in range(2)]
    bear = s2.battlefield(0, "Grizzly Bears", tapped=True)
    g = s2.start()
    s2.activate(chrono).resolve()
    s2.choose("Elf")
    assert [g.objects[e].tapped for e in elves] == [False, False] and g.objects[bear].tapped


def test_standardize_makes_every_creature_the_chosen_type_but_not_wall():
    s = Scenario()
    spell = s.hand(0, "Standardize")
    s.lands(0, "Island", 2)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(1, "Wirewood Elf")
    g = s.start()
    s.cast(spell).resolve()
    assert Action(ActionKind.CHOOSE, ("Wall",)) not in g.legal_actions()
    s.choose("Goblin")
    assert g.chars(a).subtypes == g.chars(b).subtypes == {"Goblin"}


# -------------------------------------------------------------- fetch lands
FETCHES = [
    ("Flooded Strand", {"Plains", "Island"}),
    ("Polluted Delta", {"Island", "Swamp"}),
    ("Bloodstained Mire", {"Swamp", "Mountain"}),
    ("Wooded Foothills", {"Mountain", "Forest"}),
    ("Windswept Heath", {"Forest", "Plains"}),
]


@pytest.mark.parametrize("name,finds", FETCHES, ids=[f[0] for f in FETCHES])
def test_fetch_land_pays_a_life_and_puts_a_land_of_either_type_onto_the_battlefield(name, finds):
    s = Scenario()
    fetch = s.battlefield(0, name)
    s.library(0, "Plains", "Island", "Swamp", "Mountain", "Forest")
    s.start()
    s.activate(fetch)
    assert s.life(0) == 19 and name in s.graveyard_names(0)
    s.resolve()
    assert set(search_offers(s)) == finds
    pick = sorted(finds)[0]
    s.choose(s.find(pick, "library"))
    assert s.battlefield_names(0) == [pick]


def test_explosive_vegetation_puts_two_basic_lands_tapped():
    s = Scenario()
    spell = s.hand(0, "Explosive Vegetation")
    s.lands(0, "Forest", 4)
    s.library(0, "Forest", "Island", "Grizzly Bears")
    g = s.start()
    s.cast(spell).resolve()
    assert search_offers(s) == ["Forest", "Island"]
    s.choose(s.find("Island", "library"))
    s.choose(s.find("Forest", "library"))
    new = [o for o in g.battlefield if g.objects[o].tapped and s.names([o])[0] == "Island"]
    assert len(new) == 1 and s.battlefield_names(0).count("Forest") == 5


def test_weathered_wayfarer_only_while_an_opponent_has_more_lands():
    s = Scenario()
    wayfarer = s.battlefield(0, "Weathered Wayfarer")
    s.battlefield(0, "Plains")
    s.lands(1, "Island", 1)
    s.library(0, "Forest")
    s.start()
    assert all(a.args[:1] != (wayfarer,) for a in s.game.legal_actions() if a.kind == "activate")
    s2 = Scenario()
    wayfarer2 = s2.battlefield(0, "Weathered Wayfarer")
    s2.battlefield(0, "Plains")
    s2.lands(1, "Island", 2)
    s2.library(0, "Grizzly Bears", "Forest")
    s2.start()
    s2.activate(wayfarer2).resolve()
    assert search_offers(s2) == ["Forest"]


# -------------------------------------------------------------------- white
def test_demystify_inspirit_and_crowd_favorites():
    s = Scenario()
    demystify = s.hand(0, "Demystify")
    inspirit = s.hand(0, "Inspirit")
    s.lands(0, "Plains", 4)
    anthem = s.battlefield(1, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start()
    s.cast(demystify, targets=[anthem]).resolve()
    assert s.graveyard_names(1) == ["Glorious Anthem"]
    s.cast(inspirit, targets=[bears]).resolve()
    assert not g.objects[bears].tapped and s.pt(bears) == (4, 6)
    s2 = Scenario()
    fav = s2.battlefield(0, "Crowd Favorites")
    s2.lands(0, "Plains", 8)
    target = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start()
    s2.activate(fav, index=0, targets=[target]).resolve()
    s2.activate(fav, index=1).resolve()
    assert g2.objects[target].tapped and s2.pt(fav) == (4, 9)


def test_righteous_cause_gains_a_life_for_each_attacker():
    s = Scenario()
    s.battlefield(1, "Righteous Cause")
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Wirewood Elf")
    s.start()
    s.attack(a, b)
    s.resolve_all()
    assert s.life(1) == 22


def test_nova_cleric_destroys_all_enchantments():
    s = Scenario()
    cleric = s.battlefield(0, "Nova Cleric")
    s.lands(0, "Plains", 3)
    s.battlefield(0, "Glorious Anthem")
    s.battlefield(1, "Righteous Cause")
    s.start()
    s.activate(cleric).resolve()
    assert "Glorious Anthem" in s.graveyard_names(0) and s.graveyard_names(1) == ["Righteous Cause"]


def test_piety_charm_modes():
    s = Scenario()
    charm = s.hand(0, "Piety Charm")
    s.battlefield(0, "Plains")
    soldier = s.battlefield(0, "Daru Cavalier")
    s.start()
    s.cast(charm, mode=1, targets=[soldier]).resolve()
    assert s.pt(soldier) == (4, 4)
    s2 = Scenario()
    charm2 = s2.hand(0, "Piety Charm")
    s2.battlefield(0, "Plains")
    mine = s2.battlefield(0, "Grizzly Bears")
    theirs = s2.battlefield(1, "Grizzly Bears")
    g = s2.start()
    s2.cast(charm2, mode=2).resolve()
    assert "vigilance" in g.chars(mine).keywords and "vigilance" not in g.chars(theirs).keywords


# -------------------------------------------------------------------- black
def test_infest_gives_every_creature_minus_two():
    s = Scenario()
    spell = s.hand(0, "Infest")
    s.lands(0, "Swamp", 3)
    s.battlefield(0, "Grizzly Bears")
    baloth = s.battlefield(1, "Towering Baloth")
    s.start()
    s.cast(spell).resolve()
    assert s.battlefield_names(0).count("Grizzly Bears") == 0 and s.pt(baloth) == (5, 4)


def test_misery_charm_modes():
    s = Scenario()
    charm = s.hand(0, "Misery Charm")
    s.battlefield(0, "Swamp")
    cleric = s.battlefield(1, "Disciple of Malice")
    s.battlefield(1, "Disciple of Grace")  # protection from black: not a legal target
    g = s.start()
    s.act("cast", charm, "normal")
    s.choose(0)
    offered = {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET}
    assert offered == {cleric}
    s2 = Scenario()
    charm2 = s2.hand(0, "Misery Charm")
    s2.battlefield(0, "Swamp")
    s2.graveyard(0, "Disciple of Malice")
    s2.start()
    s2.cast(charm2, mode=1, targets=[s2.find("Disciple of Malice", "graveyard")]).resolve()
    assert s2.hand_names(0) == ["Disciple of Malice"]
    s3 = Scenario()
    charm3 = s3.hand(0, "Misery Charm")
    s3.battlefield(0, "Swamp")
    s3.start()
    s3.cast(charm3, mode=2, targets=["P1"]).resolve()
    assert s3.life(1) == 18


def test_cabal_archon_drains_two_for_a_cleric():
    s = Scenario()
    archon = s.battlefield(0, "Cabal Archon")
    s.battlefield(0, "Swamp")
    s.start()
    s.activate(archon, targets=["P1"])
    s.act("choose", archon)
    s.resolve()
    assert s.life(1) == 18 and s.life(0) == 22


def test_doomed_necromancer_reanimates_and_unholy_grotto_stacks_a_zombie():
    s = Scenario()
    necro = s.battlefield(0, "Doomed Necromancer")
    s.battlefield(0, "Swamp")
    baloth = s.graveyard(0, "Towering Baloth")
    s.start()
    s.activate(necro, targets=[baloth]).resolve()
    assert "Towering Baloth" in s.battlefield_names(0)
    s2 = Scenario()
    grotto = s2.battlefield(0, "Unholy Grotto")
    s2.battlefield(0, "Swamp")
    zombie = s2.graveyard(0, "Festering Goblin")
    s2.graveyard(0, "Grizzly Bears")
    g = s2.start()
    s2.activate(grotto, targets=[zombie]).resolve()
    assert g.objects[g.players[0].library[-1]].card.name == "Festering Goblin"


def test_aphetto_vulture_may_put_a_zombie_card_on_top_when_it_dies():
    s = Scenario()
    vulture = s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Festering Goblin")
    spell = s.hand(0, "Infest")
    s.lands(0, "Swamp", 3)
    g = s.start()
    s.cast(spell).resolve()
    assert vulture not in g.battlefield
    s.act("target", s.find("Festering Goblin", "graveyard"))
    s.resolve()
    s.choose("yes")
    assert g.objects[g.players[0].library[-1]].card.name == "Festering Goblin"


def test_oversold_cemetery_needs_four_creature_cards():
    s = Scenario()
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    s.library(0, "Island")
    s.start(step="untap")
    s.pass_until("draw")  # would answer a trigger's target and "may" with yes
    assert s.graveyard_names(0) == ["Grizzly Bears"] * 3 and s.hand_names(0) == ["Island"]
    s2 = Scenario()
    s2.battlefield(0, "Oversold Cemetery")
    s2.graveyard(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Towering Baloth")
    g = s2.start(step="untap")
    while g.decision.kind != DecisionKind.TARGET:
        s2.pass_priority()
    s2.act("target", s2.find("Towering Baloth", "graveyard"))
    s2.resolve()
    s2.choose("yes")
    assert "Towering Baloth" in s2.hand_names(0)


def test_oversold_cemetery_gone_before_its_trigger_resolves_still_checks_its_condition():
    """CR 603.4, 113.7a: the intervening "if" is checked again as the trigger
    resolves, with "you" the controller the Cemetery last had (destroyed in
    response, it used to crash)."""
    s = Scenario()
    cemetery = s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Towering Baloth")
    naturalize = s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    g = s.start(step="untap")
    while g.decision.kind != DecisionKind.TARGET:
        s.pass_priority()
    s.act("target", s.find("Towering Baloth", "graveyard"))
    assert g.decision.player == 0 and g.stack
    s.pass_priority()
    s.cast(naturalize, targets=[cemetery])
    s.resolve()
    assert "Oversold Cemetery" in s.graveyard_names(0)
    s.resolve()
    s.choose("yes")
    assert "Towering Baloth" in s.hand_names(0)


# ---------------------------------------------------------------- blue, red
def test_riptide_laboratory_and_seaside_haven():
    s = Scenario()
    lab = s.battlefield(0, "Riptide Laboratory")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    wizard = s.battlefield(0, "Imagecrafter")
    s.start()
    s.activate(lab, targets=[wizard]).resolve()
    assert s.hand_names(0) == ["Imagecrafter"]
    s2 = Scenario()
    haven = s2.battlefield(0, "Seaside Haven")
    s2.battlefield(0, "Plains")
    s2.battlefield(0, "Island")
    bird = s2.battlefield(0, "Screaming Seahawk")
    s2.library(0, "Forest")
    s2.start()
    s2.activate(haven)
    s2.act("choose", bird)
    s2.resolve()
    assert s2.hand_names(0) == ["Forest"] and "Screaming Seahawk" in s2.graveyard_names(0)


def test_searing_flesh_and_fever_charm():
    s = Scenario()
    flesh = s.hand(0, "Searing Flesh")
    s.lands(0, "Mountain", 7)
    s.start()
    s.cast(flesh, targets=["P1"]).resolve()
    assert s.life(1) == 13
    s2 = Scenario()
    charm = s2.hand(0, "Fever Charm")
    s2.battlefield(0, "Mountain")
    wizard = s2.battlefield(1, "Imagecrafter")
    bears = s2.battlefield(1, "Grizzly Bears")
    g = s2.start()
    s2.act("cast", charm, "normal")
    s2.choose(2)
    offered = {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET}
    assert wizard in offered and bears not in offered


# ------------------------------------------------------------- second batch
def test_akromas_blessing_gives_your_creatures_protection_from_the_chosen_colour():
    s = Scenario()
    spell = s.hand(0, "Akroma's Blessing")
    s.lands(0, "Plains", 3)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.cast(spell).resolve()
    assert g.decision.kind == DecisionKind.COLOUR
    s.choose("R")
    assert "protection:R" in g.chars(mine).keywords
    assert "protection:R" not in g.chars(theirs).keywords


def test_jareth_grows_when_it_blocks_and_protects_itself():
    s = Scenario()
    jareth = s.battlefield(1, "Jareth, Leonine Titan")
    s.battlefield(1, "Plains")
    attacker = s.battlefield(0, "Towering Baloth")
    g = s.start()
    s.attack(attacker)
    s.block((jareth, attacker))
    s.resolve_all()
    assert s.pt(jareth) == (11, 14)
    s.pass_priority()
    s.activate(jareth).resolve()
    s.choose("G")
    assert "protection:G" in g.chars(jareth).keywords


def test_arcanis_draws_three_and_returns_itself():
    s = Scenario()
    arcanis = s.battlefield(0, "Arcanis the Omnipotent")
    s.lands(0, "Island", 4)
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.activate(arcanis, index=0).resolve()
    assert len(s.hand_names(0)) == 3
    s.activate(arcanis, index=1).resolve()
    assert "Arcanis the Omnipotent" in s.hand_names(0)


def test_crafty_pathmage_makes_a_small_creature_unblockable():
    s = Scenario()
    path = s.battlefield(0, "Crafty Pathmage")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Elvish Warrior")
    s.start()
    s.activate(path, targets=[bears]).resolve()
    s.attack(bears)
    s.pass_until("end")
    assert s.life(1) == 18


def test_dispersing_orb_sacrifices_a_permanent_to_bounce_one():
    s = Scenario()
    orb = s.battlefield(0, "Dispersing Orb")
    s.lands(0, "Island", 5)
    target = s.battlefield(1, "Towering Baloth")
    s.start()
    s.activate(orb, targets=[target])
    s.act("choose", orb)
    s.resolve()
    assert s.hand_names(1) == ["Towering Baloth"]


def test_convalescent_care_only_at_five_life_or_less():
    s = Scenario()
    s.battlefield(0, "Convalescent Care")
    s.library(0, "Island", "Island")
    g = s.start(step="untap")
    g.players[0].life = 5
    while g.step != "draw":
        s.pass_priority()
    assert s.life(0) == 8 and len(s.hand_names(0)) == 2


def test_reminisce_and_biorhythm():
    s = Scenario()
    spell = s.hand(0, "Reminisce")
    s.lands(0, "Island", 3)
    s.graveyard(1, "Grizzly Bears", "Shock")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert s.graveyard_names(1) == [] and len(g.players[1].library) == 2
    s2 = Scenario()
    bio = s2.hand(0, "Biorhythm")
    s2.lands(0, "Forest", 8)
    s2.battlefield(0, "Grizzly Bears")
    s2.start()
    s2.cast(bio).resolve()
    assert s2.life(0) == 1 and s2.life(1) == 0 and s2.game.over


def test_unified_strike_needs_enough_soldiers():
    for soldiers, exiled in ((1, False), (3, True)):
        s = Scenario()
        spell = s.hand(1, "Unified Strike")
        s.battlefield(1, "Plains")
        for _ in range(soldiers):
            s.battlefield(1, "Daru Cavalier")
        bear = s.battlefield(0, "Grizzly Bears")
        s.battlefield(0, "Grizzly Bears")  # not attacking: not a legal target
        g = s.start()
        s.attack(bear)
        s.pass_priority()
        s.cast(spell, targets=[bear]).resolve()
        assert (bear not in g.battlefield) == exiled


def test_mythic_proportions_and_improvised_armor():
    s = Scenario()
    mythic = s.hand(0, "Mythic Proportions")
    armor = s.hand(0, "Improvised Armor")
    s.lands(0, "Forest", 10)
    s.battlefield(0, "Plains")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.cast(mythic, targets=[bears]).resolve()
    s.cast(armor, targets=[bears]).resolve()
    assert s.pt(bears) == (12, 15) and "trample" in g.chars(bears).keywords
