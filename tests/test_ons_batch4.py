"""Onslaught, the rest of the set (4): damage prevention (CR 615) and the Words
that replace your next draw (CR 614.1a) (cards/onslaught_batch4.py)."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def cycle(s: Scenario, card: int) -> None:
    s.act("special", card, "cycle")
    while s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY:
        s.game.act(Action(ActionKind.AUTOPAY))


def bolt(s: Scenario, target) -> None:
    """Bob casts Lightning Bolt at ``target`` and it resolves."""
    s.cast(s.find("Lightning Bolt", "hand"), targets=[target]).resolve()


# ------------------------------------------------------------------ shields
def test_daru_healer_prevents_the_next_one_damage_only():
    s = Scenario()
    healer = s.battlefield(0, "Daru Healer")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start()
    s.activate(healer, targets=["P0"]).resolve()
    s.pass_priority()
    bolt(s, "P0")
    assert s.life(0) == 18
    assert any(e.kind == "prevented" and e["amount"] == 1 for e in g.events)


def test_battlefield_medic_prevents_one_per_cleric_and_the_shield_is_used_up():
    s = Scenario()
    medic = s.battlefield(0, "Battlefield Medic")
    s.battlefield(1, "Cabal Archon")  # a Cleric of the opponent's counts too
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    g = s.start()
    s.activate(medic, targets=[giant]).resolve()
    s.pass_priority()
    s.cast(s.game.players[1].hand[0], targets=[giant]).resolve()
    assert g.objects[giant].damage == 1  # 3 - 2 prevented
    s.pass_priority()
    s.cast(s.game.players[1].hand[0], targets=[giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(0)  # nothing left of the shield


def test_sunfire_balm_prevents_four_and_cycles_for_one():
    s = Scenario()
    balm = s.hand(0, "Sunfire Balm")
    s.lands(0, "Plains", 3)
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(balm, targets=["P0"]).resolve()
    s.pass_priority()
    bolt(s, "P0")
    assert s.life(0) == 20
    s2 = Scenario()
    balm2 = s2.hand(0, "Sunfire Balm")
    s2.lands(0, "Plains", 2)
    s2.library(0, "Island")
    s2.hand(1, "Lightning Bolt")
    s2.battlefield(1, "Mountain")
    g2 = s2.start()
    cycle(s2, balm2)
    g2.act(Action(ActionKind.TARGET, ("P0",)))
    s2.resolve()
    s2.choose("yes")
    s2.pass_priority()
    bolt(s2, "P0")
    assert s2.life(0) == 18


def test_shieldmage_elder_prevents_all_damage_a_creature_would_deal():
    s = Scenario()
    elder = s.battlefield(0, "Shieldmage Elder")
    s.battlefield(0, "Cabal Archon")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(active=1)
    s.attack(giant)
    s.pass_priority()
    s.activate(elder, index=0, targets=[giant])
    while g.decision.kind == DecisionKind.CHOOSE_CREATURE:
        s.choose(g.legal_actions()[0].args[0])
    s.resolve()
    s.pass_until("end", active=1)
    assert s.life(0) == 20


def test_shieldmage_elder_prevents_the_damage_of_a_spell():
    s = Scenario()
    elder = s.battlefield(0, "Shieldmage Elder")
    s.battlefield(0, "Rummaging Wizard")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    s.cast(s.find("Lightning Bolt", "hand"), targets=["P0"]).pass_priority()
    s.activate(elder, index=1, targets=[s.find("Lightning Bolt", "stack")])
    while g.decision.kind == DecisionKind.CHOOSE_CREATURE:
        s.choose(g.legal_actions()[0].args[0])
    s.resolve_all()
    assert s.life(0) == 20


# ------------------------------------------------------- static prevention
def test_sandskin_prevents_combat_damage_to_and_by_the_creature_not_other_damage():
    s = Scenario()
    sandskin = s.hand(0, "Sandskin")
    s.lands(0, "Plains", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    blocker = s.battlefield(1, "Hill Giant")
    s.library(0, "Island")
    g = s.start()
    s.cast(sandskin, targets=[bears]).resolve()
    s.attack(bears)
    s.block((blocker, bears))
    s.pass_until("end")
    assert g.objects[bears].damage == 0 and g.objects[blocker].damage == 0
    s2 = Scenario()
    sandskin2 = s2.hand(0, "Sandskin")
    s2.lands(0, "Plains", 3)
    bears2 = s2.battlefield(0, "Grizzly Bears")
    s2.hand(1, "Lightning Bolt")
    s2.battlefield(1, "Mountain")
    s2.start()
    s2.cast(sandskin2, targets=[bears2]).resolve()
    s2.pass_priority()
    bolt(s2, bears2)
    assert "Grizzly Bears" in s2.graveyard_names(0)


def test_daunting_defender_doesnt_protect_an_opponents_cleric():
    s = Scenario()
    s.battlefield(0, "Daunting Defender")
    theirs = s.battlefield(1, "Cabal Archon")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(s.find("Shock", "hand"), targets=[theirs]).resolve()
    assert s.graveyard_names(1) == ["Cabal Archon"]


def test_daunting_defender_saves_a_cleric_from_two_damage():
    s = Scenario()
    s.battlefield(0, "Daunting Defender")
    cleric = s.battlefield(0, "Cabal Archon")  # 2/2
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    s.cast(s.find("Shock", "hand"), targets=[cleric]).resolve()
    assert g.objects[cleric].zone == "battlefield" and g.objects[cleric].damage == 1


# ------------------------------------------------------------------ Words
def test_words_of_worship_replaces_the_next_draw_with_five_life():
    s = Scenario()
    words = s.battlefield(0, "Words of Worship")
    s.lands(0, "Plains", 2)
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.library(0, "Island", "Forest", "Swamp")
    g = s.start()
    s.activate(words).resolve()
    s.cast(s.find("Divination", "hand")).resolve()
    assert s.life(0) == 25 and s.hand_names(0) == ["Island"]
    assert len(g.players[0].library) == 2


def test_words_of_wilding_shield_lasts_only_this_turn_and_replaces_the_draw_step_draw():
    s = Scenario()
    words = s.battlefield(0, "Words of Wilding")
    s.lands(0, "Forest", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start(step="upkeep")
    s.activate(words).resolve()
    s.pass_until("main1", active=0)
    assert s.hand_names(0) == [] and s.battlefield_names(0).count("Bear") == 1
    s.activate(words).resolve()
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert s.hand_names(0) == ["Island"]
    del g
