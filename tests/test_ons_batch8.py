"""Onslaught, the rest of the set (8): each card does what its text says
(cards/onslaught_batch8.py)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.game import IllegalAction
from manastack.scenario import Scenario


def libraries(s: Scenario, n: int = 6) -> None:
    for p in (0, 1):
        s.library(p, *["Island"] * n)


def test_riptide_entrancer_sacrifices_itself_to_steal_a_creature_of_the_damaged_player():
    s = Scenario()
    entrancer = s.battlefield(0, "Riptide Entrancer")
    mine = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Hill Giant", tapped=True)
    libraries(s)
    g = s.start()
    s.attack(entrancer)
    s.pass_until_decision(DecisionKind.TARGET)
    offered = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert offered == [theirs] and mine not in offered
    g.act(Action(ActionKind.TARGET, (theirs,)))
    s.resolve()
    s.choose("yes")
    assert "Riptide Entrancer" in s.graveyard_names(0) and g.chars(theirs).controller == 0
    s.pass_until("main1", active=1)
    assert g.chars(theirs).controller == 0  # indefinitely


def test_thoughtbound_primoc_goes_to_the_player_with_the_most_wizards():
    s = Scenario()
    primoc = s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(1, "Rummaging Wizard")
    libraries(s)
    g = s.start(step="untap")
    s.pass_until("draw", active=0)
    assert g.chars(primoc).controller == 1
    s2 = Scenario()
    primoc2 = s2.battlefield(0, "Thoughtbound Primoc")
    s2.battlefield(0, "Rummaging Wizard")
    s2.battlefield(1, "Rummaging Wizard")
    libraries(s2)
    g2 = s2.start(step="untap")
    s2.pass_until("draw", active=0)
    assert g2.chars(primoc2).controller == 0  # a tie: nobody has more


def test_custody_battle_gives_the_creature_away_unless_a_land_is_sacrificed():
    s = Scenario()
    battle = s.hand(1, "Custody Battle")
    s.lands(1, "Mountain", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    forest = s.battlefield(0, "Forest")
    libraries(s)
    g = s.start(active=1)
    s.cast(battle, targets=[bears]).resolve()
    s.pass_until_decision(DecisionKind.TARGET)  # the granted trigger, in Alice's upkeep
    g.act(Action(ActionKind.TARGET, ("P1",)))
    s.resolve()
    assert g.decision.kind == DecisionKind.SACRIFICE and g.decision.player == 0
    s.choose(forest)
    assert g.chars(bears).controller == 0 and s.graveyard_names(0) == ["Forest"]


def test_custody_battle_without_a_land_to_sacrifice():
    s = Scenario()
    battle = s.hand(1, "Custody Battle")
    s.lands(1, "Mountain", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    libraries(s)
    g = s.start(active=1)
    s.cast(battle, targets=[bears]).resolve()
    s.pass_until("draw", active=0)
    assert g.chars(bears).controller == 1


def test_meddle_moves_a_single_creature_target_to_another_creature():
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    meddle = s.hand(0, "Meddle")
    s.lands(0, "Island", 2)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    g = s.start(active=1)
    s.cast(bolt, targets=[mine]).pass_priority()
    s.cast(meddle, targets=[s.find("Lightning Bolt", "stack")]).resolve()
    assert {a.args[0] for a in g.legal_actions()} == {theirs}
    s.choose(theirs)
    s.resolve()
    assert sorted(s.graveyard_names(1)) == ["Hill Giant", "Lightning Bolt"]
    assert g.objects[mine].damage == 0


def test_meddle_leaves_a_spell_aimed_at_a_player_alone():
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    meddle = s.hand(0, "Meddle")
    s.lands(0, "Island", 2)
    s.battlefield(0, "Grizzly Bears")
    g = s.start(active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(meddle, targets=[s.find("Lightning Bolt", "stack")]).resolve()
    s.resolve()
    assert s.life(0) == 17
    del g


def test_quicksilver_dragon_redirects_only_spells_aimed_at_itself():
    s = Scenario()
    dragon = s.battlefield(0, "Quicksilver Dragon")
    s.battlefield(0, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    s.cast(bolt, targets=[dragon]).pass_priority()
    s.activate(dragon, targets=[s.find("Lightning Bolt", "stack")]).resolve()
    assert {a.args[0] for a in g.legal_actions()} == {bears, giant}
    s.choose(giant)
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(1) and g.objects[dragon].damage == 0


def test_words_of_war_deals_two_damage_instead_of_drawing():
    s = Scenario()
    words = s.battlefield(0, "Words of War")
    s.battlefield(0, "Mountain")
    s.library(0, "Island", "Island")
    g = s.start(step="upkeep")
    s.activate(words).resolve()
    s.pass_until_decision(DecisionKind.CHOOSE_CARD)
    s.choose("P1")
    assert s.life(1) == 18 and s.hand_names(0) == [] and len(g.players[0].library) == 2


def test_circle_of_solace_prevents_the_next_damage_from_the_chosen_type():
    s = Scenario()
    circle = s.hand(0, "Circle of Solace")
    s.lands(0, "Plains", 6)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    libraries(s)
    g = s.start()
    s.cast(circle).resolve()
    s.choose("Giant")
    s.pass_until("upkeep", active=1)
    s.pass_priority()
    s.activate(s.find("Circle of Solace", "battlefield")).resolve()
    s.attack(giant, bears)
    s.pass_until("end", active=1)
    assert s.life(0) == 18  # the Giant's 3 prevented, not the Bears' 2
    del g


def test_shades_breath_makes_your_creatures_black_shades_with_a_pump():
    s = Scenario()
    spell = s.hand(0, "Shade's Breath")
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.cast(spell).resolve()
    assert g.chars(bears).subtypes == {"Shade"} and g.chars(bears).colours == {"B"}
    assert g.chars(theirs).subtypes == {"Bear"}
    s.activate(bears).resolve()
    assert s.pt(bears) == (3, 3)
    s.pass_until("upkeep", active=1)
    assert g.chars(bears).subtypes == {"Bear"} and s.pt(bears) == (2, 2)


def test_false_cure_turns_life_gain_into_double_loss_this_turn_only():
    s = Scenario()
    cure = s.hand(0, "False Cure")
    s.lands(0, "Swamp", 2)
    medic = s.hand(1, "Syphon Soul")
    s.lands(1, "Swamp", 3)
    libraries(s)
    g = s.start(active=1)
    s.pass_priority()
    s.cast(cure).resolve()
    s.cast(medic).resolve()
    s.resolve_all()
    assert s.life(1) == 20 + 2 - 4
    with pytest.raises(IllegalAction):
        g.act(Action(ActionKind.CAST, (cure, "normal")))
