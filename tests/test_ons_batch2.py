"""Onslaught, the rest of the set (2): each card does what its text says
(cards/onslaught_batch2.py), and the cost "tap N untapped <type>s you control"
(CR 118.3, 302.6)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.game import IllegalAction
from manastack.scenario import Scenario


def activations(s: Scenario, source: int) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == source]


def pay_by_tapping(s: Scenario, *creatures: int) -> None:
    for oid in creatures:
        assert s.game.decision.kind == DecisionKind.CHOOSE_CREATURE
        s.choose(oid)


def cycle(s: Scenario, card: int) -> None:
    s.act("special", card, "cycle")
    while s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY:
        s.game.act(Action(ActionKind.AUTOPAY))


# ------------------------------------------------- tap N untapped <type>
def test_tap_cost_needs_enough_untapped_creatures_of_the_type():
    """Catapult Squad with one other Soldier tapped can't pay; with two
    untapped Soldiers (itself summoning sick among them) it can."""
    s = Scenario()
    squad = s.battlefield(0, "Catapult Squad", sick=True)
    s.battlefield(0, "Daru Lancer", tapped=True)
    s.battlefield(0, "Grizzly Bears")
    raider = s.battlefield(1, "Grizzly Bears")
    s.start(active=1)
    s.attack(raider)
    s.pass_priority()  # Alice has priority, a target attacking, one Soldier untapped
    assert activations(s, squad) == []
    s2 = Scenario()
    squad2 = s2.battlefield(0, "Catapult Squad", sick=True)
    other2 = s2.battlefield(0, "Daru Lancer")
    s2.battlefield(0, "Grizzly Bears")
    attacker = s2.battlefield(1, "Grizzly Bears")
    g = s2.start(active=1)
    s2.attack(attacker)
    s2.pass_priority()
    s2.activate(squad2, targets=[attacker])
    assert g.decision.kind == DecisionKind.CHOOSE_CREATURE
    assert sorted(a.args[0] for a in g.legal_actions()) == sorted([squad2, other2])
    with pytest.raises(IllegalAction):
        g.act(Action(ActionKind.CHOOSE, (attacker,)))
    pay_by_tapping(s2, squad2, other2)
    s2.resolve()
    assert g.objects[squad2].tapped and g.objects[other2].tapped
    assert s2.graveyard_names(1) == ["Grizzly Bears"]


def test_ancestors_prophet_taps_five_clerics_for_ten_life():
    s = Scenario()
    prophet = s.battlefield(0, "Ancestor's Prophet")
    clerics = [s.battlefield(0, "Cabal Archon") for _ in range(4)]
    g = s.start()
    s.activate(prophet)
    pay_by_tapping(s, prophet, *clerics)
    s.resolve()
    assert s.life(0) == 30 and all(g.objects[c].tapped for c in clerics)


def test_voice_of_the_woods_makes_a_7_7_trampling_elemental():
    s = Scenario()
    voice = s.battlefield(0, "Voice of the Woods")
    elves = [s.battlefield(0, "Llanowar Elves") for _ in range(4)]
    g = s.start()
    s.activate(voice)
    pay_by_tapping(s, voice, *elves)
    s.resolve()
    token = s.find("Elemental", "battlefield")
    assert s.pt(token) == (7, 7) and "trample" in g.chars(token).keywords


def test_skirk_fire_marshal_deals_ten_to_each_creature_and_player():
    s = Scenario()
    marshal = s.battlefield(0, "Skirk Fire Marshal")
    goblins = [s.battlefield(0, "Raging Goblin") for _ in range(4)]
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(marshal)
    pay_by_tapping(s, marshal, *goblins)
    s.resolve()
    assert s.life(0) == 10 and s.life(1) == 10
    # protection from red: its own red damage is prevented
    assert s.battlefield_names() == ["Skirk Fire Marshal"]


def test_catapult_master_aphetto_grifter_and_spurred_wolverine():
    s = Scenario()
    master = s.battlefield(0, "Catapult Master")
    soldiers = [s.battlefield(0, "Daru Lancer") for _ in range(4)]
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(master, targets=[bears])
    pay_by_tapping(s, master, *soldiers)
    s.resolve()
    assert s.find("Grizzly Bears", "exile")
    s2 = Scenario()
    grifter = s2.battlefield(0, "Aphetto Grifter")
    wizard = s2.battlefield(0, "Rummaging Wizard")
    land = s2.battlefield(1, "Forest")
    g2 = s2.start()
    s2.activate(grifter, targets=[land])
    pay_by_tapping(s2, grifter, wizard)
    s2.resolve()
    assert g2.objects[land].tapped
    s3 = Scenario()
    wolverine = s3.battlefield(0, "Spurred Wolverine")
    beast = s3.battlefield(0, "Krosan Groundshaker")
    bears3 = s3.battlefield(0, "Grizzly Bears")
    g3 = s3.start()
    s3.activate(wolverine, targets=[bears3])
    pay_by_tapping(s3, wolverine, beast)
    s3.resolve()
    assert "first strike" in g3.chars(bears3).keywords


def test_gangrenous_goliath_returns_from_the_graveyard_by_tapping_three_clerics():
    s = Scenario()
    goliath = s.graveyard(0, "Gangrenous Goliath")
    clerics = [s.battlefield(0, "Cabal Archon") for _ in range(3)]
    s.start()
    s.activate(goliath)
    pay_by_tapping(s, *clerics)
    s.resolve()
    assert s.hand_names(0) == ["Gangrenous Goliath"]


def test_gravespawn_sovereign_reanimates_any_graveyards_creature_under_your_control():
    s = Scenario()
    sovereign = s.battlefield(0, "Gravespawn Sovereign")
    zombies = [s.battlefield(0, "Severed Legion") for _ in range(4)]
    bears = s.graveyard(1, "Grizzly Bears")
    s.start()
    s.activate(sovereign, targets=[bears])
    pay_by_tapping(s, sovereign, *zombies)
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0) and s.graveyard_names(1) == []


# ------------------------------------------------------------ gain control
def test_threaten_untaps_steals_and_hastes_until_end_of_turn():
    s = Scenario()
    threaten = s.hand(0, "Threaten")
    s.lands(0, "Mountain", 3)
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.cast(threaten, targets=[bears]).resolve()
    assert g.chars(bears).controller == 0 and not g.objects[bears].tapped
    assert "haste" in g.chars(bears).keywords
    s.attack(bears)
    s.pass_until("upkeep", active=1)
    assert g.chars(bears).controller == 1 and s.life(1) == 18


def test_insurrection_takes_every_creature():
    s = Scenario()
    spell = s.hand(0, "Insurrection")
    s.lands(0, "Mountain", 8)
    theirs = [s.battlefield(1, "Grizzly Bears", tapped=True) for _ in range(2)]
    g = s.start()
    s.cast(spell).resolve()
    assert all(g.chars(c).controller == 0 and not g.objects[c].tapped for c in theirs)


# ------------------------------------------------------ when a player cycles
def test_lightning_rift_may_pay_one_to_deal_two_when_anyone_cycles():
    s = Scenario()
    s.battlefield(0, "Lightning Rift")
    s.lands(0, "Mountain", 1)
    card = s.hand(1, "Secluded Steppe")
    s.battlefield(1, "Plains")
    s.library(1, "Island")
    g = s.start(active=1)
    cycle(s, card)
    g.act(Action(ActionKind.TARGET, ("P1",)))
    s.resolve()
    assert g.decision.kind == DecisionKind.MAY and g.decision.player == 0
    s.choose("pay")
    assert s.life(1) == 18


def test_astral_slide_exiles_and_returns_the_creature_at_the_next_end_step():
    s = Scenario()
    s.battlefield(0, "Astral Slide")
    card = s.hand(0, "Secluded Steppe")
    s.battlefield(0, "Plains")
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    cycle(s, card)
    g.act(Action(ActionKind.TARGET, (bears,)))
    s.resolve()
    s.choose("yes")
    assert s.find("Grizzly Bears", "exile")
    assert s.battlefield_names(1) == []
    s.pass_until("end")
    s.resolve_all()
    assert s.battlefield_names(1) == ["Grizzly Bears"]


def test_ixidors_will_counts_wizards():
    s = Scenario()
    will = s.hand(0, "Ixidor's Will")
    s.lands(0, "Island", 3)
    s.battlefield(0, "Rummaging Wizard")
    s.battlefield(0, "Information Dealer")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 4)
    g = s.start(active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(will, targets=[s.find("Lightning Bolt", "stack")]).resolve()
    assert g.decision.kind == DecisionKind.WARD and g.decision.args == (("cost", "{4}"),)
    s.choose("decline")
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.life(0) == 20
