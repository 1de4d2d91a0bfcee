"""Champions of Kamigawa, the rest of the set (9): Vassal's Duty, Hisoka,
Yosei, Oathkeeper, Kusari-Gama, Forbidden Orchard, Tide of War (cards in
manastack/cards/kamigawa_batch9.py)."""

import pytest
from kamigawa_helpers import actions_of, choose

from manastack import Action
from manastack.scenario import Scenario


def test_vassals_duty_redirects_one_damage_to_you():
    s = Scenario()
    duty = s.battlefield(0, "Vassal's Duty")
    nagao = s.battlefield(0, "Nagao, Bound by Honor")  # 3/3 legendary
    s.battlefield(0, "Plains")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.activate(duty, targets=[nagao]).resolve()
    s.pass_priority()
    s.cast(bolt, targets=[nagao])
    s.resolve_all()
    assert s.game.objects[nagao].damage == 2 and s.life(0) == 19


@pytest.mark.parametrize("discard, countered", [("Lava Spike", True), ("Grizzly Bears", False)])
def test_hisoka_counters_a_spell_of_the_discarded_cards_mana_value(discard, countered):
    s = Scenario()
    hisoka = s.battlefield(0, "Hisoka, Minamo Sensei")
    s.lands(0, "Island", 3)
    card = s.hand(0, discard)
    bolt = s.hand(1, "Lightning Bolt")  # mana value 1, like Lava Spike
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    s.game.act(Action("activate", (hisoka, 0)))
    while s.game.decision.kind != "priority":
        kind = s.game.decision.kind
        if kind == "target":
            s.game.act(Action("target", (s.game.stack[0],)))
        elif kind == "pay":
            s.game.act(Action("autopay"))
        else:
            choose(s, card)
    s.resolve_all()
    assert (s.life(0) == 20) == countered


def test_yosei_taps_that_players_permanents_and_skips_their_untap():
    s = Scenario()
    yosei = s.battlefield(0, "Yosei, the Morning Star")
    theirs = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Plains")]
    mine = s.battlefield(0, "Forest")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Plains"] * 3)
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(rend, targets=[yosei])
    s.resolve()
    s.game.act(Action("target", ("P1",)))
    options = {a.args[0] for a in actions_of(s, "target")}
    assert set(theirs) <= options and mine not in options
    for t in theirs:
        s.game.act(Action("target", (t,)))
    s.game.act(Action("done"))
    s.resolve_all()
    assert all(s.game.objects[t].tapped for t in theirs)
    s.pass_until("upkeep", active=0)
    s.pass_until("upkeep", active=1)
    assert all(s.game.objects[t].tapped for t in theirs)  # skipped untap step


def test_oathkeeper_pumps_and_an_exiled_samurai_stays_exiled():
    s = Scenario()
    samurai = s.battlefield(0, "Samurai Enforcers")  # 4/4
    s.battlefield(0, "Oathkeeper, Takeno's Daisho", attached_to=samurai)
    judgment = s.hand(0, "Final Judgment")
    s.lands(0, "Plains", 6)
    s.start()
    assert s.pt(samurai) == (7, 5)
    s.cast(judgment)
    s.resolve_all()
    assert s.game.objects[s.find("Samurai Enforcers")].zone == "exile"  # it didn't die


def test_oathkeeper_returns_a_dead_samurai():
    s = Scenario()
    samurai = s.battlefield(0, "Samurai Enforcers")
    s.battlefield(0, "Oathkeeper, Takeno's Daisho", attached_to=samurai)
    befoul = s.hand(1, "Befoul")
    s.lands(1, "Swamp", 4)
    s.start(active=1)
    s.cast(befoul, targets=[samurai])
    s.resolve_all()
    back = s.find("Samurai Enforcers", "battlefield")
    assert s.game.chars(back).controller == 0


def test_oathkeeper_exiles_the_equipped_creature_when_it_goes_to_the_graveyard():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    oath = s.battlefield(0, "Oathkeeper, Takeno's Daisho", attached_to=bears)
    naturalize = s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    s.start(active=1)
    s.cast(naturalize, targets=[oath])
    s.resolve_all()
    assert s.names(s.game.exile) == ["Grizzly Bears"]


def test_oathkeeper_lets_a_non_samurai_stay_dead():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Oathkeeper, Takeno's Daisho", attached_to=bears)
    befoul = s.hand(1, "Befoul")
    s.lands(1, "Swamp", 4)
    s.start(active=1)
    s.cast(befoul, targets=[bears])
    s.resolve_all()
    assert s.graveyard_names(0) == ["Grizzly Bears"]


def test_kusari_gama_sweeps_the_other_defenders():
    s = Scenario()
    ogre = s.battlefield(0, "Frost Ogre")  # 5/3
    s.battlefield(0, "Kusari-Gama", attached_to=ogre)
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7 blocks
    elves = [s.battlefield(1, "Llanowar Elves") for _ in range(2)]
    bears = s.battlefield(1, "Kabuto Moth")  # 1/2 flyer
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(ogre, targets=[]).resolve()  # {2}: +1/+0 → 6/3
    s.attack(ogre)
    s.block((wall, ogre))
    s.pass_until("main2")
    assert all(e not in s.game.battlefield for e in elves)
    assert bears not in s.game.battlefield  # 6 damage each
    assert wall in s.game.battlefield  # it took the Ogre's 6, not Kusari-Gama's


def test_forbidden_orchard_gives_the_opponent_a_spirit():
    s = Scenario()
    orchard = s.battlefield(0, "Forbidden Orchard")
    s.start()
    s.tap_for_mana(orchard, "B")
    assert s.game.players[0].pool.available().get("B") == 1
    s.game.act(Action("target", ("P1",)))  # the trigger's target opponent
    s.resolve_all()
    spirits = [o for o in s.game.battlefield if s.game.chars(o).name == "Spirit"]
    assert len(spirits) == 1 and s.game.chars(spirits[0]).controller == 1


@pytest.mark.parametrize("seed", range(6))
def test_tide_of_war_sacrifices_one_side(seed):
    s = Scenario(seed=seed)
    s.battlefield(0, "Tide of War")
    ogre = s.battlefield(1, "Frost Ogre")
    wall = s.battlefield(0, "Kami of Old Stone")
    s.start(active=1)
    s.attack(ogre)
    s.block((wall, ogre))
    s.resolve_all()
    gone = {o for o in (ogre, wall) if o not in s.game.battlefield}
    assert gone in ({ogre}, {wall})
