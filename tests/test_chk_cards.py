"""Champions (and a few Betrayers) cards of the ninja deck besides the ninjas:
regenerators, removal, discard, counterspells, draw.  Each card's own text."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


@pytest.mark.parametrize("with_demon", [False, True])
def test_villainous_ogre_cannot_block_and_regenerates_only_with_a_demon(with_demon):
    s = Scenario()
    ogre = s.battlefield(0, "Villainous Ogre")
    s.battlefield(0, "Swamp")
    if with_demon:
        s.battlefield(0, "Grinning Demon")
    s.start()
    assert "cant_block" in s.game.chars(ogre).keywords
    can_regenerate = bool([a for a in actions_of(s, "activate") if a.args[0] == ogre])
    assert can_regenerate == with_demon


def test_befoul_destroys_a_creature_that_cannot_be_regenerated():
    """CR 701.15c: the shield made by Serpent Skin doesn't apply."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    skin = s.battlefield(1, "Serpent Skin", attached_to=bears)
    s.battlefield(1, "Forest")
    befoul = s.hand(0, "Befoul")
    s.lands(0, "Swamp", 4)
    s.start(active=0)
    s.pass_priority()  # the opponent makes a shield in our main phase
    s.activate(skin).resolve()
    s.cast(befoul, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)


def test_befoul_destroys_a_land_but_not_a_black_creature():
    s = Scenario()
    land = s.battlefield(1, "Forest")
    ronin = s.battlefield(1, "Nezumi Ronin")
    befoul = s.hand(0, "Befoul")
    s.lands(0, "Swamp", 4)
    s.start()
    s.act("cast", befoul, "normal")
    options = {a.args[0] for a in actions_of(s, "target")}
    assert land in options and ronin not in options
    s.game.act(Action("target", (land,)))
    s.act("autopay")
    s.resolve()
    assert s.graveyard_names(1) == ["Forest"]


def test_rend_spirit_destroys_only_spirits():
    s = Scenario()
    kami = s.battlefield(1, "Kami of Old Stone")
    bears = s.battlefield(1, "Grizzly Bears")
    rend = s.hand(0, "Rend Spirit")
    s.lands(0, "Swamp", 3)
    s.start()
    s.act("cast", rend, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {kami}
    assert bears in s.game.battlefield


def test_swallowing_plague_deals_x_damage_and_gains_x_life():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    plague = s.hand(0, "Swallowing Plague")
    s.lands(0, "Swamp", 4)
    s.start()
    s.cast(plague, x=2, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1) and s.life(0) == 22


def test_hideous_laughter_gives_every_creature_minus_2():
    s = Scenario()
    s.battlefield(1, "Grizzly Bears")
    wall = s.battlefield(0, "Kami of Old Stone")
    laughter = s.hand(0, "Hideous Laughter")
    s.lands(0, "Swamp", 4)
    s.start()
    s.cast(laughter).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1) and s.pt(wall) == (-1, 5)


def test_dance_of_shadows_pumps_your_creatures_and_gives_fear():
    s = Scenario()
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    dance = s.hand(0, "Dance of Shadows")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(dance).resolve()
    assert s.pt(mine) == (3, 2) and "fear" in s.game.chars(mine).keywords
    assert s.pt(theirs) == (2, 2)


def test_distress_takes_a_nonland_card():
    s = Scenario()
    distress = s.hand(0, "Distress")
    land, ray = s.hand(1, "Forest", "Glacial Ray")
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(distress, targets=["P1"]).resolve()
    assert {a.args[0] for a in actions_of(s, "choose")} == {ray}
    choose(s, ray)
    assert s.hand_names(1) == ["Forest"] and land in s.game.players[1].hand


def test_three_tragedies_makes_a_player_discard_three():
    s = Scenario()
    tragedies = s.hand(0, "Three Tragedies")
    cards = s.hand(1, "Forest", "Island", "Swamp", "Mountain")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(tragedies, targets=["P1"]).resolve()
    for c in cards[:3]:
        choose(s, c)
    assert s.hand_names(1) == ["Mountain"]


def _counter_setup(counter_name, their_spell, lands):
    s = Scenario()
    spell = s.hand(1, their_spell)
    s.lands(1, lands[0], lands[1])
    counter = s.hand(0, counter_name)
    s.lands(0, "Island", 3)
    s.start(active=1)
    return s, spell, counter


def test_hisokas_defiance_counters_an_arcane_spell():
    s, ray, defiance = _counter_setup("Hisoka's Defiance", "Glacial Ray", ("Mountain", 2))
    s.cast(ray, targets=["P0"])
    s.pass_priority()
    s.cast(defiance, targets=[s.find("Glacial Ray", "stack")]).resolve()
    s.resolve_all()
    assert s.life(0) == 20 and "Glacial Ray" in s.graveyard_names(1)


def test_hisokas_defiance_cannot_target_a_non_spirit_non_arcane_spell():
    s, bolt, defiance = _counter_setup("Hisoka's Defiance", "Lightning Bolt", ("Mountain", 1))
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    assert not [a for a in actions_of(s, "cast") if a.args[0] == defiance]


def test_thoughtbind_counters_a_spell_with_mana_value_4_or_less():
    s, ray, bind = _counter_setup("Thoughtbind", "Glacial Ray", ("Mountain", 2))
    s.cast(ray, targets=["P0"])
    s.pass_priority()
    s.cast(bind, targets=[s.find("Glacial Ray", "stack")]).resolve()
    s.resolve_all()
    assert s.life(0) == 20


def test_thoughtbind_cannot_counter_a_five_mana_spell():
    s, kami, bind = _counter_setup("Thoughtbind", "Moss Kami", ("Forest", 6))
    s.cast(kami)
    s.pass_priority()
    assert not [a for a in actions_of(s, "cast") if a.args[0] == bind]


def test_counsel_of_the_soratami_draws_two():
    s = Scenario()
    counsel = s.hand(0, "Counsel of the Soratami")
    s.library(0, "Island", "Swamp")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(counsel).resolve()
    assert sorted(s.hand_names(0)) == ["Island", "Swamp"]


def test_psychic_puppetry_may_tap_a_permanent():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    puppetry = s.hand(0, "Psychic Puppetry")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(puppetry, targets=[bears]).resolve()
    yes(s)
    assert s.game.objects[bears].tapped
