"""Waterbend (WAT-01..06): tapping artifacts and creatures to pay the generic
mana of a waterbend cost, one action per permanent in the payment decision."""

import pytest

from manastack import Action, IllegalAction
from manastack.cards import TEST_SET, card
from manastack.language.effects import Draw
from manastack.mechanics.waterbend import waterbend_cost
from manastack.scenario import Scenario

# a noncreature spell with a waterbend additional cost, so a cost increase for
# noncreature spells (Glowrider) can raise its total cost (no real card in the pool
# pairs the two)
card(
    "Test Waterbend Sorcery",
    "{U}",
    "Sorcery",
    text="As an additional cost to cast this spell, waterbend {2}.\nDraw a card.",
    spell=[Draw(1)],
    additional_costs=[waterbend_cost("{2}")],
    set_code=TEST_SET,
)


def _actions(s, kind):
    return [a for a in s.game.legal_actions() if a.kind == kind]


def _bent(s):
    return sorted(a.args[0] for a in _actions(s, "waterbend"))


def test_WAT_01_each_generic_mana_may_be_paid_by_tapping_an_artifact_or_creature():
    """WAT-01 Waterbend [cost]: pay the cost; for each generic mana in it you may
    tap an untapped artifact or creature you control instead."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    thopter = s.battlefield(0, "Ornithopter")
    plains = s.lands(0, "Plains", 2)
    s.library(0, "Hill Giant", "Plains", "Grizzly Bears", "Island", "Forest")
    s.start()
    s.act("activate", rallier, 0)
    assert s.game.decision.kind == "pay"
    # one action per permanent, besides autopay and the mana sources
    assert _bent(s) == sorted([rallier, *bears, thopter])
    assert Action("autopay") in s.game.legal_actions()
    for oid in (*bears, thopter):
        s.act("waterbend", oid)
    assert s.game.decision.kind == "pay"  # {2} left
    s.act("mana", plains[0], "W")
    s.act("mana", plains[1], "W")
    assert all(s.game.objects[o].tapped for o in (*bears, thopter, *plains))
    assert not s.game.objects[rallier].tapped
    s.resolve()
    # the top four: Hill Giant (power 3) may be revealed and taken
    assert s.game.decision.kind == "choose_card"
    giant = s.find("Hill Giant")
    s.choose(giant)
    assert s.hand_names(0) == ["Hill Giant"]
    assert len(s.game.players[0].library) == 5 - 1


def test_WAT_01_a_cost_payable_only_by_tapping_is_offered_and_autopay_taps():
    """WAT-01 with no mana at all: five creatures pay Waterbend {5}, and autopay
    taps them when mana alone can't pay."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    others = [s.battlefield(0, "Grizzly Bears") for _ in range(4)]
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.start()
    assert Action("activate", (rallier, 0)) in s.game.legal_actions()
    s.activate(rallier)
    assert all(s.game.objects[o].tapped for o in (rallier, *others))
    assert len(s.game.stack) == 1


def test_WAT_01_not_offered_when_too_few_permanents_and_mana():
    """WAT-01: four creatures and no land can't pay Waterbend {5}."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    for _ in range(3):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    assert Action("activate", (rallier, 0)) not in s.game.legal_actions()


def test_WAT_02_waterbend_as_an_additional_cost_to_cast_a_spell():
    """WAT-02 Waterbend costs can be additional costs to cast, parts of activation
    costs, or any other mana payment.  Benevolent River Spirit: {U}{U} plus
    waterbend {5}."""
    s = Scenario()
    spirit = s.hand(0, "Benevolent River Spirit")
    islands = s.lands(0, "Island", 2)
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(5)]
    s.library(0, "Plains", "Forest")
    s.start()
    assert Action("cast", (spirit, "normal")) in s.game.legal_actions()
    s.act("cast", spirit, "normal")
    assert s.game.decision.kind == "pay"
    assert _bent(s) == sorted(bears)
    for oid in bears:
        s.act("waterbend", oid)
    assert _bent(s) == []  # the generic part is paid: nothing left to tap for
    for island in islands:
        s.act("mana", island, "U")
    s.resolve()
    assert "Benevolent River Spirit" in s.battlefield_names(0)


def test_WAT_02_without_enough_permanents_the_spell_is_not_offered():
    """WAT-02: two Islands and four creatures can't pay {U}{U} + waterbend {5}."""
    s = Scenario()
    spirit = s.hand(0, "Benevolent River Spirit")
    s.lands(0, "Island", 2)
    for _ in range(4):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    assert Action("cast", (spirit, "normal")) not in s.game.legal_actions()


def test_WAT_03_creatures_that_came_under_your_control_this_turn_may_be_tapped():
    """WAT-03 Creatures that came under your control this turn may be tapped for
    it (summoning sickness doesn't matter)."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier", sick=True)
    sick = [s.battlefield(0, "Grizzly Bears", sick=True) for _ in range(4)]
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.start()
    s.act("activate", rallier, 0)
    assert _bent(s) == sorted([rallier, *sick])
    for oid in (rallier, *sick):
        s.act("waterbend", oid)
    assert s.game.decision.kind == "priority"
    assert len(s.game.stack) == 1


def test_WAT_04_north_pole_patrol_cant_tap_itself_for_its_waterbend():
    """WAT-04 North Pole Patrol's "Waterbend {3}, {T}: ...": it can't tap itself
    for the waterbend part (its {T} is in the same cost); tapping it plus up to
    three others pays {0}."""
    s = Scenario()
    patrol = s.battlefield(0, "North Pole Patrol")
    others = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    victim = s.battlefield(1, "Hill Giant")
    s.start()
    s.act("activate", patrol, 1)
    s.act("target", victim)
    assert s.game.decision.kind == "pay"
    assert patrol not in _bent(s)
    assert _bent(s) == sorted(others)
    for oid in others:
        s.act("waterbend", oid)
    assert s.game.objects[patrol].tapped
    s.resolve()
    assert s.game.objects[victim].tapped


def test_WAT_04_patrol_with_two_others_and_no_mana_cant_activate():
    """WAT-04: the Patrol's own tap doesn't count, so two others can't pay {3}."""
    s = Scenario()
    patrol = s.battlefield(0, "North Pole Patrol")
    for _ in range(2):
        s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.start()
    assert Action("activate", (patrol, 1)) not in s.game.legal_actions()


def test_WAT_05_allowance_is_the_waterbend_part_even_when_the_cost_is_raised():
    """WAT-05 The tap allowance is the generic amount of the waterbend part only,
    even if the total cost is raised or reduced: Glowrider makes the spell cost
    {U}{3}, but only two permanents may be tapped for it."""
    s = Scenario()
    sorcery = s.hand(0, "Test Waterbend Sorcery")
    s.battlefield(1, "Glowrider")
    islands = s.lands(0, "Island", 2)
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(4)]
    s.library(0, "Plains")
    s.start()
    s.act("cast", sorcery, "normal")
    assert s.game.decision.kind == "pay"
    s.act("waterbend", bears[0])
    s.act("waterbend", bears[1])
    assert _bent(s) == []  # allowance used up although {U}{1} is left
    with pytest.raises(IllegalAction):
        s.act("waterbend", bears[2])
    s.act("mana", islands[0], "U")
    s.act("mana", islands[1], "U")
    s.resolve()
    assert s.hand_names(0) == ["Plains"]
    assert not s.game.objects[bears[2]].tapped


def test_WAT_05_one_island_and_four_creatures_cant_pay_the_raised_cost():
    """WAT-05: with the allowance at two, {U}{3} needs two mana besides."""
    s = Scenario()
    sorcery = s.hand(0, "Test Waterbend Sorcery")
    s.battlefield(1, "Glowrider")
    s.lands(0, "Island", 1)
    for _ in range(4):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    assert Action("cast", (sorcery, "normal")) not in s.game.legal_actions()


def test_WAT_06_a_creature_tapped_for_mana_in_the_payment_cant_waterbend():
    """WAT-06 A permanent tapped for a mana ability during payment can't be tapped
    again for waterbend; one sacrificed for mana is gone."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    elves = s.battlefield(0, "Llanowar Elves")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    s.lands(0, "Forest", 1)
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.start()
    s.act("activate", rallier, 0)
    assert elves in _bent(s)
    s.act("mana", elves, "G")
    assert elves not in _bent(s)
    with pytest.raises(IllegalAction):
        s.act("waterbend", elves)
    assert _bent(s) == sorted([rallier, *bears])


def test_waterbend_payment_copies_exactly_and_is_described():
    """A copy made mid-payment has the same choices and doesn't share state; the
    action is described in English and Italian."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(4)]
    s.start()
    s.act("activate", rallier, 0)
    s.act("waterbend", bears[0])
    twin = s.game.copy()
    assert twin.legal_actions() == s.game.legal_actions()
    twin.act(Action("waterbend", (bears[1],)))
    assert not s.game.objects[bears[1]].tapped
    assert s.game.prompt() != twin.prompt()  # {4} left here, {3} there
    text = s.game.describe(Action("waterbend", (bears[1],)), 0)
    assert "Grizzly Bears" in text and "waterbend" in text
    assert "dominio dell'acqua" in s.game.describe(Action("waterbend", (bears[1],)), 0, "it")
    with pytest.raises(IllegalAction):
        s.game.describe(Action("waterbend", (9999,)), 0)
