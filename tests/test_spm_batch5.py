"""Marvel's Spider-Man, batch five (manastack/cards/spiderman_batch5.py) through
the scenario harness."""

from __future__ import annotations

from manastack.scenario import Scenario


def test_friendly_neighborhood_makes_citizens_and_arms_the_land():
    s = Scenario()
    aura = s.hand(0, "Friendly Neighborhood")
    forest = s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    s.start()
    s.cast(aura, targets=[forest]).resolve()
    s.resolve()
    assert s.battlefield_names(0).count("Human Citizen") == 3
    s.activate(forest, targets=[bears]).resolve()
    assert s.pt(bears) == (6, 6)  # four creatures: the Bears and three Citizens
    assert s.game.objects[forest].tapped


def test_friendly_neighborhood_only_the_enchanted_land_has_the_ability():
    s = Scenario()
    aura = s.hand(0, "Friendly Neighborhood")
    forest = s.battlefield(0, "Forest")
    plains = s.lands(0, "Plains", 5)
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(aura, targets=[forest]).resolve()
    s.resolve()
    activations = {a.args[0] for a in s.game.legal_actions() if a.kind == "activate"}
    assert forest in activations and not activations & set(plains)


def test_rhinos_rampage_excess_damage_destroys_an_artifact():
    s = Scenario()
    rampage = s.hand(0, "Rhino's Rampage")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    cart = s.battlefield(1, "Hot Dog Cart")
    s.start()
    s.cast(rampage, targets=[giant, bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.game.decision.kind == "target"  # 4 damage to a 2/2: excess
    s.act("target", cart)
    s.resolve()
    assert "Hot Dog Cart" in s.graveyard_names(1)
    assert s.game.objects[giant].damage == 2


def test_rhinos_rampage_without_excess_nothing_more():
    s = Scenario()
    rampage = s.hand(0, "Rhino's Rampage")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Hot Dog Cart")
    s.start()
    s.cast(rampage, targets=[bears, giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(1)  # exactly lethal: 3 to a 3/3
    assert s.game.decision.kind == "priority" and not s.game.stack
    assert "Hot Dog Cart" in s.battlefield_names(1)


def test_cheering_crowd_each_player_may_grow_it_for_mana():
    s = Scenario()
    crowd = s.battlefield(0, "Cheering Crowd")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.start(step="upkeep")
    s.pass_until_decision("may")
    assert s.game.decision.player == 0
    s.choose("yes")
    assert s.game.players[0].pool.total() == 1
    assert s.game.objects[crowd].counters["+1/+1"] == 1
    s.pass_until("upkeep", active=1)
    s.pass_until_decision("may")
    assert s.game.decision.player == 1  # the opponent's main phase: their choice
    s.choose("yes")
    assert s.game.players[1].pool.total() == 2 and s.game.players[0].pool.total() == 0
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("may")
    s.choose("no")
    assert s.game.objects[crowd].counters["+1/+1"] == 2
    assert s.game.players[0].pool.total() == 0


def test_professional_wrestler_makes_a_treasure_and_takes_one_blocker():
    s = Scenario()
    wrestler = s.hand(0, "Professional Wrestler")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(wrestler).resolve()
    s.resolve()
    assert "Treasure" in s.battlefield_names(0)
    s2 = Scenario()
    wrestler = s2.battlefield(0, "Professional Wrestler")
    bears = s2.battlefield(1, "Grizzly Bears")
    elves = s2.battlefield(1, "Llanowar Elves")
    s2.start()
    s2.attack(wrestler)
    s2.pass_until_decision("blockers")
    s2.act("block", bears, wrestler)
    assert not [a for a in s2.game.legal_actions() if a.kind == "block"]  # not a second
    s2.act("done")
    assert elves in s2.game.battlefield


def test_spider_man_2099_comes_from_the_future():
    s = Scenario()
    spidey = s.hand(0, "Spider-Man 2099")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 1)
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.start(turn=5)  # Alice's third turn
    assert not [a for a in s.game.legal_actions() if a.kind == "cast"]
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)  # her fourth
    s.cast(spidey).resolve()
    assert "Spider-Man 2099" in s.battlefield_names(0)


def test_spider_man_2099_end_step_damage_only_after_playing_from_elsewhere():
    s = Scenario()
    s.battlefield(0, "Spider-Man 2099")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.start(turn=9)
    s.pass_until("end")
    assert not s.game.stack  # everything came from the hand, or nothing at all
    s2 = Scenario()
    s2.battlefield(0, "Spider-Man 2099")
    oscorp = s2.hand(0, "Oscorp Industries")
    meower = s2.battlefield(0, "Masked Meower")  # discard a card, sacrifice: draw
    s2.library(0, *["Plains"] * 4)
    s2.start(turn=9)
    s2.activate(meower)
    s2.choose(oscorp)
    s2.resolve()
    s2.act("play", s2.find("Oscorp Industries", "graveyard"))  # mayhem: not from hand
    s2.resolve_all()
    s2.pass_until_decision("target")  # the end step trigger
    s2.act("target", "P1")
    s2.resolve()
    assert s2.life(1) == 18


def test_pumpkin_bombardment_discard_a_card_or_pay_two():
    s = Scenario()
    pumpkins = s.hand(0, "Pumpkin Bombardment", "Pumpkin Bombardment")
    forest = s.hand(0, "Forest")
    s.lands(0, "Swamp", 4)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    ways = {
        a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == pumpkins[0]
    }
    assert ways == {"additional_cost_1", "additional_cost_2"}  # never without a choice
    s.cast(pumpkins[0], how="additional_cost_1", targets=[giant])
    s.choose(forest)  # the discard
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(1) and "Forest" in s.graveyard_names(0)
    assert sum(1 for o in s.game.battlefield if s.game.objects[o].tapped) == 1
    s.cast(pumpkins[1], how="additional_cost_2", targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert sum(1 for o in s.game.battlefield if s.game.objects[o].tapped) == 4  # {B/R} + {2}


def test_pumpkin_bombardment_nothing_to_discard_only_pay():
    s = Scenario()
    pumpkin = s.hand(0, "Pumpkin Bombardment")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    s.start()
    ways = {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == pumpkin}
    assert ways == {"additional_cost_2"}
    s2 = Scenario()
    pumpkin = s2.hand(0, "Pumpkin Bombardment")
    s2.lands(0, "Swamp", 2)  # {B/R}{2} is three mana
    s2.battlefield(1, "Grizzly Bears")
    s2.start()
    assert not [a for a in s2.game.legal_actions() if a.kind == "cast"]


def test_another_target_ally_needs_another_ally_to_activate():
    """ "Another target Ally you control" (AnotherTarget): the permanent whose
    ability it is can't be its own target, so alone it can't activate (CR 115.1,
    602.2b) — found by random play over the whole pool."""
    s = Scenario()
    protectors = s.battlefield(0, "Earth Kingdom Protectors")
    s.start()
    assert not [a for a in s.game.legal_actions() if a.kind == "activate"]
    s2 = Scenario()
    protectors = s2.battlefield(0, "Earth Kingdom Protectors")
    other = s2.battlefield(0, "Earth Kingdom Protectors")
    s2.start()
    s2.activate(protectors, targets=[other]).resolve()
    assert "indestructible" in s2.game.chars(other).keywords
