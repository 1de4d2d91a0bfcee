"""Champions of Kamigawa, the rest of the set (3): the lands that stay tapped,
costs paid on resolution, Matsu-Tribe Decoy and Sensei's Divining Top (cards in
manastack/cards/kamigawa_batch3.py)."""

import pytest
from kamigawa_helpers import choose

from manastack import IllegalAction
from manastack.scenario import Scenario

LANDS = [
    ("Cloudcrest Lake", "W", "U"),
    ("Lantern-Lit Graveyard", "B", "R"),
    ("Pinecrest Ridge", "R", "G"),
    ("Tranquil Garden", "G", "W"),
    ("Waterveil Cavern", "U", "B"),
]


@pytest.mark.parametrize("land, first, second", LANDS)
def test_coloured_mana_keeps_the_land_tapped_for_one_untap_step(land, first, second):
    s = Scenario()
    found = s.battlefield(0, land)
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.start()
    s.tap_for_mana(found, second)
    assert s.game.players[0].pool.available().get(second) == 1
    s.pass_until("upkeep", active=0)
    assert s.game.objects[found].tapped  # its next untap step passed it by
    s.pass_until("upkeep", active=1)
    s.pass_until("upkeep", active=0)
    assert not s.game.objects[found].tapped


@pytest.mark.parametrize("land, first, second", LANDS)
def test_colourless_mana_lets_the_land_untap(land, first, second):
    s = Scenario()
    found = s.battlefield(0, land)
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.start()
    options = {
        a.args[2]
        for a in s.act("mana_abilities").game.legal_actions()
        if a.kind == "activate" and a.args[0] == found
    }
    assert options == {"C", first, second}
    s.act("done")
    s.tap_for_mana(found, "C")
    s.pass_until("upkeep", active=0)
    assert not s.game.objects[found].tapped


# --------------------------------------------------------- costs paid on resolution
@pytest.mark.parametrize("pay", [True, False])
def test_kuro_pitlord_upkeep_cost(pay):
    s = Scenario()
    kuro = s.battlefield(0, "Kuro, Pitlord")
    s.lands(0, "Swamp", 4)
    s.library(0, "Swamp")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve()
    options = {a.args[0] for a in s.game.legal_actions()}
    assert options == {"pay", "decline"}
    choose(s, "pay" if pay else "decline")
    assert (kuro in s.game.battlefield) == pay
    if pay:
        assert all(s.game.objects[o].tapped for o in s.game.battlefield if o != kuro)


def test_kuro_cant_pay_without_four_black():
    s = Scenario()
    kuro = s.battlefield(0, "Kuro, Pitlord")
    s.lands(0, "Swamp", 3)
    s.library(0, "Swamp")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve()
    assert {a.args[0] for a in s.game.legal_actions()} == {"decline"}
    choose(s, "decline")
    assert kuro not in s.game.battlefield


def test_kuro_pays_life_to_shrink_a_creature():
    s = Scenario()
    kuro = s.battlefield(0, "Kuro, Pitlord")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(kuro, index=1, targets=[bears]).resolve()
    s.activate(kuro, index=1, targets=[bears]).resolve()
    assert s.life(0) == 18 and bears not in s.game.battlefield


def test_cut_the_tethers_returns_each_spirit_unless_its_owner_pays_three():
    s = Scenario()
    mine = s.battlefield(0, "Kami of Old Stone")
    theirs = s.battlefield(1, "Kami of Old Stone")
    poor = s.battlefield(1, "Wandering Ones")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(1, "Plains", 4)  # enough for one payment, not two
    cut = s.hand(0, "Cut the Tethers")
    s.lands(0, "Island", 4)
    s.start()
    s.cast(cut)
    s.resolve()
    asked = []
    while s.game.decision.kind == "ward":
        d = s.game.decision
        card = dict(d.args)["card"]
        asked.append(card)
        options = {a.args[0] for a in s.game.legal_actions()}
        if card == theirs:
            assert options == {"pay", "decline"}
            choose(s, "pay")
        else:
            if card == poor:
                assert options == {"decline"}  # the four Plains are promised already
            choose(s, "decline")
    assert set(asked) == {mine, theirs, poor}
    assert theirs in s.game.battlefield and bears in s.game.battlefield
    assert sorted(s.hand_names(0)) == ["Kami of Old Stone"] and s.hand_names(1) == [
        "Wandering Ones"
    ]


# ------------------------------------------------------------ Matsu-Tribe Decoy
def test_matsu_tribe_decoy_forces_a_block():
    s = Scenario()
    decoy = s.battlefield(0, "Matsu-Tribe Decoy")
    wall = s.battlefield(1, "Kami of Old Stone")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Forest", 3)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.activate(decoy, index=0, targets=[wall]).resolve()
    s.attack(decoy)
    s.pass_until_decision("blockers")
    with pytest.raises(IllegalAction):
        s.act("done")
    s.act("block", wall, decoy).act("done")
    s.pass_until("main2")
    assert s.game.objects[wall].tapped  # it was dealt combat damage by the Decoy
    s.pass_until("upkeep", active=1)
    assert s.game.objects[wall].tapped


# ---------------------------------------------------------------- Divining Top
def test_senseis_divining_top_rearranges_the_top_three():
    s = Scenario()
    top = s.battlefield(0, "Sensei's Divining Top")
    s.battlefield(0, "Island")
    a, _b, c, _d = s.library(0, "Plains", "Island", "Forest", "Swamp")[::-1]
    s.start()
    s.activate(top, index=0).resolve()
    choose(s, c)  # Forest first: it goes on top
    choose(s, a)
    library = s.game.players[0].library  # moved cards are new objects (CR 400.7)
    assert s.names(library) == ["Swamp", "Island", "Plains", "Forest"]  # top last


def test_senseis_divining_top_draws_and_goes_on_top():
    s = Scenario()
    top = s.battlefield(0, "Sensei's Divining Top")
    s.library(0, "Forest", "Plains")
    s.start()
    s.activate(top, index=1).resolve()
    assert s.hand_names(0) == ["Forest"]
    library = s.game.players[0].library
    assert s.names(library) == ["Plains", "Sensei's Divining Top"]
