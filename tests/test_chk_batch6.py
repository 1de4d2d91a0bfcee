"""Champions of Kamigawa, the rest of the set (6): "Tap an untapped <permanent>
you control" costs (cards in manastack/cards/kamigawa_batch6.py)."""

import pytest
from kamigawa_helpers import choose

from manastack import Action
from manastack.scenario import Scenario


def _tap_choices(s):
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}


def test_azami_taps_any_untapped_wizard_even_a_new_one():
    s = Scenario()
    azami = s.battlefield(0, "Azami, Lady of Scrolls", sick=True)
    wizard = s.battlefield(0, "Jushi Apprentice", sick=True)
    s.battlefield(0, "Grizzly Bears")
    tapped = s.battlefield(0, "Jushi Apprentice", tapped=True)
    s.library(0, "Island", "Island")
    s.start()
    s.game.act(Action("activate", (azami, 0)))
    assert _tap_choices(s) == {azami, wizard}  # summoning sickness doesn't matter
    choose(s, wizard)
    s.resolve()
    assert s.game.objects[wizard].tapped and s.hand_names(0) == ["Island"]
    assert tapped in s.game.battlefield


def test_azami_cant_activate_without_an_untapped_wizard():
    s = Scenario()
    azami = s.battlefield(0, "Azami, Lady of Scrolls", tapped=True)
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == azami]


def test_aura_of_dominion_untaps_the_enchanted_creature():
    s = Scenario()
    ogre = s.battlefield(0, "Frost Ogre", tapped=True)
    aura = s.battlefield(0, "Aura of Dominion", attached_to=ogre)
    elf = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Island")
    s.start()
    s.game.act(Action("activate", (aura, 1)))
    while s.game.decision.kind != "priority":
        if s.game.decision.kind == "pay":
            s.game.act(Action("autopay"))
        else:
            assert _tap_choices(s) == {elf}
            choose(s, elf)
    s.resolve()
    assert not s.game.objects[ogre].tapped and s.game.objects[elf].tapped


def test_hair_strung_koto_mills_a_card_per_creature_tapped():
    s = Scenario()
    koto = s.battlefield(0, "Hair-Strung Koto")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(1, "Plains", "Island")
    s.start()
    s.game.act(Action("activate", (koto, 0)))
    while s.game.decision.kind != "priority":
        if s.game.decision.kind == "target":
            s.game.act(Action("target", ("P1",)))
        else:
            choose(s, bears)
    s.resolve()
    assert s.graveyard_names(1) == ["Plains"] and s.game.objects[bears].tapped


@pytest.mark.parametrize("legend", [True, False])
def test_honor_worn_shaku_untaps_by_tapping_a_legend(legend):
    s = Scenario()
    shaku = s.battlefield(0, "Honor-Worn Shaku")
    okina = s.battlefield(0, "Okina, Temple to the Grandfathers") if legend else None
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(shaku, "C")
    usable = [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == shaku]
    assert bool(usable) == legend
    if legend:
        s.game.act(Action("activate", (shaku, 1)))
        choose(s, okina)
        s.resolve()
        assert not s.game.objects[shaku].tapped and s.game.objects[okina].tapped


# ------------------------------------------- "Return N lands you control" costs
def _pay_by_returning(s, lands):
    while s.game.decision.kind != "priority":
        kind = s.game.decision.kind
        if kind == "pay":
            s.game.act(Action("autopay"))
        elif kind == "target":
            s.game.act(Action("target", (s.target,)))
        else:
            choose(s, lands.pop(0))


def test_soratami_mirror_mage_needs_three_lands_to_return():
    s = Scenario()
    mage = s.battlefield(0, "Soratami Mirror-Mage")
    islands = s.lands(0, "Island", 5)
    s.start()
    s.target = s.battlefield(1, "Grizzly Bears")
    s.game.act(Action("activate", (mage, 1)))
    _pay_by_returning(s, islands[2:])
    s.resolve()
    assert s.hand_names(1) == ["Grizzly Bears"]
    assert sorted(s.hand_names(0)) == ["Island", "Island", "Island"]


@pytest.mark.parametrize("lands, usable", [(2, False), (3, True)])
def test_soratami_mirror_mage_needs_three_lands(lands, usable):
    s = Scenario()
    mage = s.battlefield(0, "Soratami Mirror-Mage")
    s.lands(0, "Island", lands)
    for _ in range(3):
        s.battlefield(0, "Llanowar Elves")  # {3} without tapping a land
    s.battlefield(1, "Grizzly Bears")
    s.start()
    found = [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == mage]
    assert bool(found) == usable


def test_soratami_seer_refills_the_hand():
    s = Scenario()
    seer = s.battlefield(0, "Soratami Seer")
    islands = s.lands(0, "Island", 6)
    s.hand(0, "Grizzly Bears", "Lava Spike")
    s.library(0, *["Plains"] * 5)
    s.start()
    s.game.act(Action("activate", (seer, 1)))
    _pay_by_returning(s, islands[4:])
    s.resolve()
    # the two returned Islands are discarded with the rest: four cards, four drawn
    assert sorted(s.graveyard_names(0)) == ["Grizzly Bears", "Island", "Island", "Lava Spike"]
    assert s.hand_names(0) == ["Plains"] * 4
