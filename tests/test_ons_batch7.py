"""Onslaught's Chains: the victim may copy the spell (CR 707.10)
(cards/onslaught_batch7.py, mechanics/spell_copy.py)."""

from __future__ import annotations

from manastack.core.kinds import DecisionKind
from manastack.scenario import Scenario


def test_chain_of_vapor_bounces_and_the_controller_may_sacrifice_a_land_to_copy_it():
    s = Scenario()
    spell = s.hand(0, "Chain of Vapor")
    s.battlefield(0, "Island")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    land = s.battlefield(1, "Forest")
    g = s.start()
    s.cast(spell, targets=[theirs]).resolve()
    assert s.hand_names(1) == ["Hill Giant"]
    assert g.decision.kind == DecisionKind.SACRIFICE and g.decision.player == 1
    s.choose(land)
    s.choose("yes")
    assert g.decision.player == 1
    s.choose(mine)  # the copy's new target
    assert s.graveyard_names(1) == ["Forest"]
    copy = g.stack[-1]
    assert g.objects[copy].controller == 1 and g.objects[copy].is_copy
    s.resolve()
    assert s.hand_names(0) == ["Grizzly Bears"]
    # now Alice may sacrifice a land to copy the copy; she declines
    assert g.decision.player == 0
    s.choose("none")
    s.resolve_all()
    assert not g.stack
    # the copy ceased to exist; the card went to its owner's graveyard
    assert s.graveyard_names(0).count("Chain of Vapor") == 1
    assert "Chain of Vapor" not in s.graveyard_names(1)


def test_declining_the_copy_after_paying_only_costs_the_land():
    s = Scenario()
    spell = s.hand(0, "Chain of Vapor")
    s.battlefield(0, "Island")
    theirs = s.battlefield(1, "Hill Giant")
    land = s.battlefield(1, "Forest")
    g = s.start()
    s.cast(spell, targets=[theirs]).resolve()
    s.choose(land)
    s.choose("no")
    assert not g.stack and s.graveyard_names(1) == ["Forest"]


def test_chain_of_acid_the_controller_copies_for_free():
    s = Scenario()
    spell = s.hand(0, "Chain of Acid")
    s.lands(0, "Forest", 4)
    anthem = s.battlefield(1, "Glorious Anthem")
    mine = s.battlefield(0, "Righteous Cause")
    g = s.start()
    s.cast(spell, targets=[anthem]).resolve()
    assert s.graveyard_names(1) == ["Glorious Anthem"]
    assert g.decision.kind == DecisionKind.MAY and g.decision.player == 1
    s.choose("yes")
    s.choose(mine)
    s.resolve()
    assert "Righteous Cause" in s.graveyard_names(0)


def test_chain_of_plasma_the_damaged_player_may_discard_to_copy():
    s = Scenario()
    spell = s.hand(0, "Chain of Plasma")
    s.lands(0, "Mountain", 2)
    s.hand(1, "Island")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert s.life(1) == 17
    assert g.decision.kind == DecisionKind.DISCARD and g.decision.player == 1
    s.choose(s.find("Island", "hand"))
    s.choose("yes")
    s.choose("P0")
    s.resolve()
    assert s.life(0) == 17


def test_chain_of_smog_the_target_player_may_copy_it_back():
    s = Scenario()
    spell = s.hand(0, "Chain of Smog")
    s.lands(0, "Swamp", 2)
    s.hand(0, "Forest", "Forest")
    s.hand(1, "Island", "Island")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    s.choose(g.players[1].hand[0])
    s.choose(g.players[1].hand[1])
    assert s.hand_names(1) == []
    s.choose("yes")
    s.choose("P0")
    s.resolve()
    s.choose(g.players[0].hand[0])
    s.choose(g.players[0].hand[1])
    assert s.hand_names(0) == []


def test_chain_of_silence_prevents_the_creatures_damage():
    s = Scenario()
    spell = s.hand(0, "Chain of Silence")
    s.lands(0, "Plains", 2)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(active=1)
    s.attack(giant)
    s.pass_priority()
    s.cast(spell, targets=[giant]).resolve()
    assert not g.stack  # Bob has no land to sacrifice: no copy offered
    s.pass_until("end", active=1)
    assert s.life(0) == 20
