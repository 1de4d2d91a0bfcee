"""TLA lands (manastack/cards/avatar_lands.py): each card's text in a small scenario."""

import pytest

from manastack.engine.objects import BATTLEFIELD, HAND
from manastack.scenario import Scenario

TAPLANDS = [
    ("Airship Engine Room", "U", "R"),
    ("Boiling Rock Prison", "B", "R"),
    ("Foggy Bottom Swamp", "B", "G"),
    ("Kyoshi Village", "G", "W"),
    ("Meditation Pools", "G", "U"),
    ("Misty Palms Oasis", "W", "B"),
    ("North Pole Gates", "W", "U"),
    ("Omashu City", "R", "G"),
    ("Serpent's Pass", "U", "B"),
    ("Sun-Blessed Peak", "R", "W"),
]


@pytest.mark.parametrize(("name", "first", "second"), TAPLANDS)
def test_tapland_enters_tapped_taps_for_either_colour_and_cycles_for_a_card(name, first, second):
    """This land enters tapped (CR 614.1c).  {T}: Add {first} or {second}.
    {4}, {T}, Sacrifice this land: Draw a card."""
    s = Scenario()
    played = s.hand(0, name)
    land = s.battlefield(0, name)
    s.library(0, "Island")
    s.lands(0, "Plains", 4)
    s.start()
    s.act("play", played)
    assert [
        s.game.objects[o].tapped for o in s.game.battlefield if s.game.chars(o).name == name
    ] == [False, True]
    s.act("mana_abilities")
    options = {
        a.args[2] for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == land
    }
    assert options == {first, second}
    s.act("done")
    s.activate(land)
    s.resolve()
    assert name in s.graveyard_names(0)
    assert s.hand_names(0) == ["Island"]


@pytest.mark.parametrize("name", ["Abandoned Air Temple", "Agna Qel'a", "Ba Sing Se"])
def test_rare_land_enters_tapped_unless_you_control_a_basic_land(name):
    """This land enters tapped unless you control a basic land (CR 614.1c)."""
    s = Scenario()
    first = s.hand(0, name)
    s.battlefield(0, "Plains")  # a basic land
    s.start()
    s.act("play", first)
    assert not s.game.objects[s.find(name, BATTLEFIELD)].tapped
    s2 = Scenario()
    second = s2.hand(0, name)
    s2.battlefield(0, "Airship Engine Room")  # not basic
    s2.start()
    s2.act("play", second)
    assert s2.game.objects[s2.find(name, BATTLEFIELD)].tapped


def test_abandoned_air_temple_puts_a_counter_on_each_creature_you_control():
    s = Scenario()
    temple = s.battlefield(0, "Abandoned Air Temple")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.start()
    s.activate(temple)
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(theirs) == (2, 2)
    assert s.game.objects[temple].tapped


def test_agna_qela_loots():
    s = Scenario()
    agna = s.battlefield(0, "Agna Qel'a")
    s.hand(0, "Mountain")
    s.library(0, "Hill Giant")
    s.lands(0, "Island", 3)
    s.start()
    s.activate(agna)
    s.resolve()
    s.choose(s.find("Mountain", HAND))
    assert s.hand_names(0) == ["Hill Giant"] and s.graveyard_names(0) == ["Mountain"]


def test_ba_sing_se_earthbends_two_only_as_a_sorcery():
    s = Scenario()
    city = s.battlefield(0, "Ba Sing Se")
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 3)
    s.start()
    s.activate(city, targets=[forest])
    s.resolve()
    assert s.game.chars(forest).is_creature and s.pt(forest) == (2, 2)
    s2 = Scenario()
    city2 = s2.battlefield(0, "Ba Sing Se")
    s2.lands(0, "Forest", 3)
    s2.start(step="upkeep")
    assert not any(
        a.kind == "activate" and a.args[0] == city2 and len(a.args) == 2
        for a in s2.game.legal_actions()
    )
    assert s2.game.objects[city2].zone == BATTLEFIELD
