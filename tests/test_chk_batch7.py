"""Champions of Kamigawa, the rest of the set (7): protection from Spirits and
Arcane, creatures that attack each combat if able, Rag Dealer (cards in
manastack/cards/kamigawa_batch7.py)."""

import pytest
from kamigawa_helpers import actions_of

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


def test_kitsune_riftwalker_has_protection_from_spirits_and_arcane():
    s = Scenario()
    walker = s.battlefield(0, "Kitsune Riftwalker")
    kami = s.battlefield(1, "Kami of Old Stone")  # a 1/7 Spirit
    ray, bolt = s.hand(1, "Glacial Ray", "Lightning Bolt")  # Arcane, and not
    s.lands(1, "Mountain", 3)
    s.start(active=1)
    s.game.act(Action("cast", (ray, "normal")))
    assert walker not in {a.args[0] for a in actions_of(s, "target")}
    s.game.act(Action("target", ("P0",)))
    s.game.act(Action("autopay"))
    s.resolve_all()
    s.game.act(Action("cast", (bolt, "normal")))
    assert walker in {a.args[0] for a in actions_of(s, "target")}
    s.game.act(Action("target", ("P0",)))
    s.game.act(Action("autopay"))
    s.resolve_all()
    s.attack(kami)
    s.block((walker, kami))
    s.pass_until("main2", active=1)
    assert walker in s.game.battlefield and s.game.objects[walker].damage == 0  # CR 702.16e


def test_battle_mad_ronin_must_attack():
    s = Scenario()
    ronin = s.battlefield(0, "Battle-Mad Ronin")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.game.act(Action("pass"))
    while s.game.decision.kind != "attackers":
        s.game.act(Action("pass"))
    with pytest.raises(IllegalAction):
        s.act("done")
    s.act("attack", ronin, "P1").act("done")  # the Bears may stay home
    assert list(s.game.combat.attackers) == [ronin] and bears not in s.game.combat.attackers


def test_a_tapped_battle_mad_ronin_need_not_attack():
    s = Scenario()
    s.battlefield(0, "Battle-Mad Ronin", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack()  # declaring nothing is legal
    assert bears not in (s.game.combat.attackers if s.game.combat else {})


def test_uncontrollable_anger_pumps_and_forces_an_attack():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    anger = s.hand(0, "Uncontrollable Anger")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(anger, targets=[bears])
    s.resolve_all()
    assert s.pt(bears) == (4, 4)
    while s.game.decision.kind != "attackers":
        s.game.act(Action("pass"))
    with pytest.raises(IllegalAction):
        s.act("done")


def test_rag_dealer_exiles_up_to_three_cards_from_one_graveyard():
    s = Scenario()
    dealer = s.battlefield(0, "Rag Dealer")
    s.lands(0, "Swamp", 3)
    theirs = s.graveyard(1, "Grizzly Bears", "Lava Spike", "Plains", "Island")
    mine = s.graveyard(0, "Forest")
    s.start()
    s.game.act(Action("activate", (dealer, 0)))
    first = {a.args[0] for a in actions_of(s, "target")}
    assert set(theirs) | {mine} <= first
    s.game.act(Action("target", (theirs[0],)))
    after = {a.args[0] for a in actions_of(s, "target")}
    assert mine not in after and theirs[1] in after
    s.game.act(Action("target", (theirs[1],)))
    s.game.act(Action("target", (theirs[2],)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert sorted(s.names(s.game.exile)) == ["Grizzly Bears", "Lava Spike", "Plains"]
    assert s.graveyard_names(1) == ["Island"] and s.graveyard_names(0) == ["Forest"]


def test_sensei_golden_tail_trains_a_creature_into_a_samurai_with_bushido():
    s = Scenario()
    sensei = s.battlefield(0, "Sensei Golden-Tail")
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Kami of Old Stone")
    s.lands(0, "Plains", 2)
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.activate(sensei, targets=[bears]).resolve()
    ch = s.game.chars(bears)
    assert s.game.objects[bears].counters.get("training") == 1
    assert "Samurai" in ch.subtypes and "Bear" in ch.subtypes and "bushido" in ch.keywords
    s.attack(bears)
    s.block((wall, bears))
    s.resolve_all()
    assert s.pt(bears) == (3, 3)  # bushido 1 triggered
    s.pass_until("upkeep", active=1)
    assert "Samurai" in s.game.chars(bears).subtypes  # it lasts


def test_sensei_golden_tail_training_only_as_a_sorcery():
    s = Scenario()
    sensei = s.battlefield(0, "Sensei Golden-Tail")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start(step="upkeep")
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == sensei]
