"""Offering (CR 702.48) and the Patrons of Betrayers of Kamigawa."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.core.mana import ManaCost
from manastack.mechanics.offering import reduced
from manastack.scenario import Scenario


@pytest.mark.parametrize(
    "cost,by,left",
    [
        ("{4}{R}{R}", "{1}{R}", "{3}{R}"),  # generic from generic, {R} from {R}
        ("{4}{R}{R}", "{W}{W}", "{2}{R}{R}"),  # no {W} to reduce: generic instead
        ("{6}{G}{G}", "{1}{G}", "{5}{G}"),
        ("{1}{B}", "{5}{B}", "{0}"),  # never below zero
    ],
)
def test_the_reduction_is_the_sacrificed_permanents_mana_cost(cost, by, left):
    """CR 702.48c, 118.7."""
    assert str(reduced(ManaCost.parse(cost), ManaCost.parse(by))) == left


def _patron_of_the_akki(lands=4, goblin="Akki Rockspeaker"):
    s = Scenario()
    patron = s.hand(0, "Patron of the Akki")
    rock = s.battlefield(0, goblin)
    s.lands(0, "Mountain", lands)
    return s, patron, rock


def test_cast_at_instant_speed_by_sacrificing_a_goblin_for_the_difference():
    """CR 702.48a: {4}{R}{R} less Akki Rockspeaker's {1}{R} is {3}{R}, in the
    opponent's turn."""
    s, patron, rock = _patron_of_the_akki()
    s.library(0, "Mountain")
    s.start(step="main1", active=1)
    s.pass_priority()  # the opponent passes: we have priority in their main phase
    assert Action("cast", (patron, "offering")) in s.game.legal_actions()
    assert Action("cast", (patron, "normal")) not in s.game.legal_actions()
    s.act("cast", patron, "offering")
    assert {a.args[0] for a in actions_of(s, "choose")} == {rock}
    choose(s, rock)
    s.act("autopay")
    choose(s, rock)  # sacrificed as the cost is paid (CR 702.48b)
    s.resolve()
    assert "Patron of the Akki" in s.battlefield_names(0)
    assert "Akki Rockspeaker" in s.graveyard_names(0)
    assert all(s.game.objects[m].tapped for m in s.game.battlefield if s.game.chars(m).is_land)


def test_without_enough_mana_for_the_difference_there_is_no_offering():
    s, patron, _ = _patron_of_the_akki(lands=3)
    s.start()
    assert not [a for a in actions_of(s, "cast") if a.args[0] == patron]


def test_only_a_permanent_of_the_quality_can_be_offered():
    s, patron, _ = _patron_of_the_akki(goblin="Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start(step="main1", active=1)
    s.pass_priority()
    assert not [a for a in actions_of(s, "cast") if a.args[0] == patron]


def test_patron_of_the_akki_pumps_your_creatures_when_it_attacks():
    s = Scenario()
    patron = s.battlefield(0, "Patron of the Akki")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(patron)
    s.resolve()
    assert s.pt(patron) == (7, 5) and s.pt(bears) == (4, 2)


def test_patron_of_the_kitsune_gains_life_whenever_a_creature_attacks():
    s = Scenario()
    s.battlefield(1, "Patron of the Kitsune")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(active=0)
    s.attack(bears)
    s.pass_until_decision("may")
    assert s.game.decision.player == 1
    yes(s)
    assert s.life(1) == 21


def test_patron_of_the_nezumi_drains_when_an_opponents_permanent_dies():
    s = Scenario()
    s.battlefield(0, "Patron of the Nezumi")
    bears = s.battlefield(1, "Grizzly Bears")
    murder = s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(murder, targets=[bears]).resolve()
    s.resolve()
    assert s.life(1) == 19


def test_patron_of_the_orochi_untaps_forests_and_green_creatures_once_a_turn():
    s = Scenario()
    patron = s.battlefield(0, "Patron of the Orochi")
    forest = s.battlefield(0, "Forest", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    mountain = s.battlefield(0, "Mountain", tapped=True)
    s.start()
    s.activate(patron).resolve()
    g = s.game
    assert not g.objects[forest].tapped and not g.objects[bears].tapped
    assert g.objects[mountain].tapped
    assert not [a for a in actions_of(s, "activate") if a.args[0] == patron]
