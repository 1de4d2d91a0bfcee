"""Marvel's Spider-Man, batch six (manastack/cards/spiderman_batch6.py):
creatures that attack each combat if able (CR 508.1d)."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _attack_options(s: Scenario) -> list[Action]:
    return s.game.legal_actions()


def test_carnage_returns_a_creature_that_must_attack_and_is_sacrificed_after_hitting():
    s = Scenario()
    carnage = s.hand(0, "Carnage, Crimson Chaos")
    s.graveyard(0, "Grizzly Bears", "Hill Giant")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Mountain", 2)
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.cast(carnage).resolve()
    targets = {
        s.game.objects[a.args[0]].card.name for a in s.game.legal_actions() if a.kind == "target"
    }
    assert targets == {"Grizzly Bears"}  # mana value 3 or less
    s.act("target", s.find("Grizzly Bears", "graveyard"))
    s.resolve()
    bears = s.find("Grizzly Bears", "battlefield")
    assert "attacks_each_combat" in s.game.chars(bears).keywords
    s.pass_until("main1", active=1)
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("attackers")
    assert Action("done") not in s.game.legal_actions()  # the Bears must attack
    s.act("attack", bears, "P1")
    s.act("done")
    s.pass_until("main2")
    assert s.life(1) == 18 and "Grizzly Bears" in s.graveyard_names(0)  # sacrificed


def test_a_creature_that_must_attack_but_cant_is_not_required():
    s = Scenario()
    saga = s.hand(0, "Maximum Carnage")
    s.lands(0, "Mountain", 5)
    s.battlefield(0, "Grizzly Bears", tapped=True)
    s.battlefield(0, "Hill Giant", sick=True)
    s.start()
    s.cast(saga).resolve()
    s.resolve()  # chapter I: each creature attacks if able; neither is able
    s.pass_until("main2")
    assert s.life(1) == 20


def test_maximum_carnage_chapters():
    s = Scenario()
    saga = s.hand(0, "Maximum Carnage")
    s.lands(0, "Mountain", 5)
    theirs = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Hill Giant")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.start()
    s.cast(saga).resolve()
    s.resolve()  # chapter I
    assert "attacks_each_combat" in s.game.chars(mine).keywords
    s.pass_until_decision("attackers")
    assert Action("done") not in s.game.legal_actions()  # my Hill Giant too
    s.act("attack", mine, "P1")
    s.act("done")
    s.pass_until("main1", active=1)
    s.pass_until_decision("attackers")
    assert Action("done") not in s.game.legal_actions()  # their Bears must attack
    s.act("attack", theirs, "P0")
    s.act("done")
    s.pass_until("main1", active=0)  # my next turn: it's over, chapter II is on the stack
    assert "attacks_each_combat" not in s.game.chars(mine).keywords
    s.resolve()
    assert s.game.players[0].pool.total() == 3
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.resolve()  # chapter III
    assert s.life(1) == 20 - 3 - 5 and "Maximum Carnage" in s.graveyard_names(0)  # Giant, III


def test_doctor_octopus_villains_hand_size_and_end_step_draws():
    s = Scenario()
    s.battlefield(0, "Doctor Octopus, Master Planner")
    crook = s.battlefield(0, "Common Crook")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, *["Forest"] * 5)
    s.library(0, *["Plains"] * 5)
    s.start(step="main2")
    assert s.pt(crook) == (4, 4) and s.pt(bears) == (2, 2)  # other Villains only (2/2s)
    s.pass_until("end")
    s.resolve()
    assert len(s.hand_names(0)) == 8  # three drawn: the difference
    s.pass_until("main1", active=1)  # no discard down to seven: eight is the maximum
    assert len(s.hand_names(0)) == 8


def test_doctor_octopus_discard_down_to_eight_and_no_draw_with_eight():
    s = Scenario()
    s.battlefield(0, "Doctor Octopus, Master Planner")
    s.hand(0, *["Forest"] * 10)
    s.library(0, "Plains")
    s.start(step="main2")
    s.pass_until("end")
    assert not s.game.stack  # eight or more in hand: it doesn't trigger
    s.pass_until_decision("discard")
    assert s.game.decision.prompt == "prompt.discard_to_maximum_hand_size"
    s.choose(s.game.players[0].hand[0])
    s.choose(s.game.players[0].hand[0])
    assert len(s.hand_names(0)) == 8 and s.game.decision.kind != "discard"
