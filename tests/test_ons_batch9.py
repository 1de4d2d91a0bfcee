"""Onslaught, the rest of the set (9): each card does what its text says
(cards/onslaught_batch9.py)."""

from __future__ import annotations

from manastack.core.kinds import DecisionKind
from manastack.scenario import Scenario


def test_commando_raid_hits_a_creature_of_the_damaged_player_for_its_power():
    s = Scenario()
    raid = s.hand(0, "Commando Raid")
    s.lands(0, "Mountain", 3)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.library(0, "Island")
    g = s.start()
    s.cast(raid, targets=[giant]).resolve()
    s.attack(giant)
    s.pass_until_decision(DecisionKind.TARGET)
    s.act("target", bears)
    s.resolve()
    s.choose("yes")
    assert s.life(1) == 17 and s.graveyard_names(1) == ["Grizzly Bears"]
    del g


def test_slate_of_ancestry_discards_the_hand_then_draws_per_creature():
    s = Scenario()
    slate = s.battlefield(0, "Slate of Ancestry")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.hand(0, "Forest", "Hill Giant", "Plains")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.start()
    s.activate(slate)
    assert sorted(s.graveyard_names(0)) == ["Forest", "Hill Giant", "Plains"]
    s.resolve()
    assert s.hand_names(0) == ["Swamp", "Swamp"]


def test_slate_of_ancestry_can_be_activated_with_an_empty_hand():
    s = Scenario()
    slate = s.battlefield(0, "Slate of Ancestry")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Swamp")
    s.start()
    s.activate(slate).resolve()
    assert s.hand_names(0) == ["Swamp"]


def test_riptide_replicator_makes_x_x_tokens_of_the_chosen_colour_and_type():
    s = Scenario()
    replicator = s.hand(0, "Riptide Replicator")
    s.lands(0, "Island", 6)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.cast(replicator, x=2).resolve()
    asked = []
    while g.decision.kind != DecisionKind.PRIORITY:
        asked.append(g.decision.kind)
        if g.decision.kind == DecisionKind.REPLACEMENT:  # which applies first (CR 616.1)
            s.act("choose", g.legal_actions()[0].args[0])
        elif g.decision.kind == DecisionKind.COLOUR:
            s.choose("R")
        else:
            assert g.decision.kind == DecisionKind.CREATURE_TYPE
            s.choose("Goblin")
    assert {DecisionKind.COLOUR, DecisionKind.CREATURE_TYPE} <= set(asked)
    art = s.find("Riptide Replicator", "battlefield")
    assert g.objects[art].counters.get("charge") == 2
    s.pass_until("end", active=1)
    s.pass_until("main1", active=0)
    s.activate(art).resolve()
    goblin = s.find("Goblin", "battlefield")
    assert s.pt(goblin) == (2, 2) and g.chars(goblin).colours == {"R"}
    assert g.chars(goblin).subtypes == {"Goblin"}


def test_elvish_guidance_adds_a_green_per_elf_when_the_land_taps_for_mana():
    s = Scenario()
    guidance = s.hand(0, "Elvish Guidance")
    forests = s.lands(0, "Forest", 3)
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(1, "Wirewood Elf")  # any Elf on the battlefield counts
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.cast(guidance, targets=[forests[0]]).resolve()
    s.pass_until("end", active=1)
    s.pass_until("main1", active=0)
    s.tap_for_mana(forests[0], "G")
    assert g.players[0].pool.available().get("G") == 3
    s.tap_for_mana(forests[1], "G")
    assert g.players[0].pool.available().get("G") == 4


def test_seas_claim_makes_the_land_an_island():
    s = Scenario()
    claim = s.hand(0, "Sea's Claim")
    s.battlefield(0, "Island")
    mountain = s.battlefield(1, "Mountain")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.cast(claim, targets=[mountain]).resolve()
    assert g.chars(mountain).subtypes == {"Island"}
    assert g.chars(mountain).face.tap_mana == ("R",)  # the printed face is unchanged
    s.pass_until("main1", active=1)
    s.tap_for_mana(mountain, "U")
    assert g.players[1].pool.available().get("U") == 1
