"""More Betrayers of Kamigawa singles: each card's own text."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def test_pus_kami_destroys_a_nonblack_creature_and_has_soulshift_6():
    s = Scenario()
    kami = s.battlefield(0, "Pus Kami")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Nezumi Ronin")
    lunacy = s.graveyard(0, "Kami of Lunacy")  # a Spirit with mana value 6
    s.battlefield(0, "Swamp")
    s.start()
    s.act("activate", kami, 0)
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.game.act(Action("target", (lunacy,)))  # soulshift, as Pus Kami is sacrificed
    s.resolve()
    yes(s)
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1) and "Kami of Lunacy" in s.hand_names(0)


@pytest.mark.parametrize("with_ogre", [False, True])
def test_scourge_of_numai_costs_2_life_each_upkeep_without_an_ogre(with_ogre):
    s = Scenario()
    s.battlefield(0, "Scourge of Numai")
    if with_ogre:
        s.battlefield(0, "Takenuma Bleeder")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.start(step="main1", active=1)
    s.pass_until("draw", active=0)
    assert s.life(0) == (20 if with_ogre else 18)


def test_gutwrencher_oni_discards_each_upkeep_without_an_ogre():
    s = Scenario()
    oni = s.battlefield(0, "Gutwrencher Oni")
    card = s.hand(0, "Swamp")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.start(step="main1", active=1)
    s.pass_until_decision("discard")
    choose(s, card)
    assert "trample" in s.game.chars(oni).keywords and s.graveyard_names(0) == ["Swamp"]


@pytest.mark.parametrize("with_demon", [False, True])
def test_takenuma_bleeder_costs_life_when_it_attacks_without_a_demon(with_demon):
    s = Scenario()
    bleeder = s.battlefield(0, "Takenuma Bleeder")
    if with_demon:
        s.battlefield(0, "Scourge of Numai")
    s.start()
    s.attack(bleeder)
    s.resolve()
    assert s.life(0) == (20 if with_demon else 19)


def test_shinka_gatekeeper_deals_you_the_damage_it_is_dealt():
    s = Scenario()
    keeper = s.battlefield(0, "Shinka Gatekeeper")
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    s.cast(ray, targets=[keeper]).resolve()
    s.resolve()
    assert s.life(0) == 18


def test_ogre_recluse_taps_whenever_a_player_casts_a_spell():
    s = Scenario()
    recluse = s.battlefield(0, "Ogre Recluse")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(bolt, targets=["P0"])
    s.resolve()
    assert s.game.objects[recluse].tapped


def test_akki_raider_grows_when_a_land_goes_to_a_graveyard():
    s = Scenario()
    raider = s.battlefield(0, "Akki Raider")
    land = s.battlefield(1, "Forest")
    rain = s.hand(0, "Stone Rain")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(rain, targets=[land]).resolve()
    s.resolve()
    assert s.pt(raider) == (3, 1)


def test_ronin_cliffrider_may_ping_the_defenders_creatures():
    s = Scenario()
    rider = s.battlefield(0, "Ronin Cliffrider")
    theirs = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Kami of Old Stone")
    s.start()
    s.attack(rider)
    s.resolve()
    yes(s)
    assert s.game.objects[theirs].damage == 1 and s.game.objects[mine].damage == 0


def test_lifegift_gains_life_whenever_a_land_enters():
    s = Scenario()
    s.battlefield(0, "Lifegift")
    forest = s.hand(1, "Forest")
    s.start(active=1)
    s.act("play", forest)
    s.resolve()
    yes(s)
    assert s.life(0) == 21


def test_ribbons_of_the_reikai_draws_for_each_spirit():
    s = Scenario()
    s.battlefield(0, "Kami of Old Stone")
    s.battlefield(0, "Pus Kami")
    s.battlefield(0, "Grizzly Bears")
    ribbons = s.hand(0, "Ribbons of the Reikai")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(ribbons).resolve()
    assert len(s.hand_names(0)) == 2


def test_soratami_mindsweeper_mills_two():
    s = Scenario()
    sweeper = s.battlefield(0, "Soratami Mindsweeper")
    lands = s.lands(0, "Island", 3)
    s.library(1, "Forest", "Forest", "Forest")
    s.start()
    s.activate(sweeper, 1, targets=["P1"])
    choose(s, lands[2])
    s.resolve()
    assert s.graveyard_names(1) == ["Forest", "Forest"]


def test_uproot_puts_a_land_on_top_of_its_owners_library():
    s = Scenario()
    land = s.battlefield(1, "Forest")
    uproot = s.hand(0, "Uproot")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(uproot, targets=[land]).resolve()
    assert s.game.card_name(s.game.players[1].library[-1]) == "Forest"


def test_phantom_wings_gives_flying_and_saves_the_creature():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    wings = s.battlefield(0, "Phantom Wings", attached_to=bears)
    s.start()
    assert "flying" in s.game.chars(bears).keywords
    s.activate(wings).resolve()
    assert s.hand_names(0) == ["Grizzly Bears"]


def test_kami_of_false_hope_prevents_all_combat_damage():
    s = Scenario()
    kami = s.battlefield(0, "Kami of False Hope")
    ogre = s.battlefield(1, "Frost Ogre")
    s.start(active=1)
    s.attack(ogre)
    s.pass_priority()
    s.activate(kami).resolve()
    s.pass_until("end_of_combat")
    assert s.life(0) == 20


def test_kami_of_tattered_shoji_flies_when_you_cast_an_arcane_spell():
    s = Scenario()
    kami = s.battlefield(0, "Kami of Tattered Shoji")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spike, targets=["P1"])
    s.resolve_all()
    assert "flying" in s.game.chars(kami).keywords


def test_kami_of_the_honored_dead_gains_the_damage_it_is_dealt():
    s = Scenario()
    kami = s.battlefield(0, "Kami of the Honored Dead")
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    s.cast(ray, targets=[kami]).resolve()
    s.resolve()
    assert s.life(0) == 22


def test_terashis_verdict_destroys_an_attacker_with_power_3_or_less():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    ogre = s.battlefield(1, "Frost Ogre")
    verdict = s.hand(0, "Terashi's Verdict")
    s.lands(0, "Plains", 2)
    s.start(active=1)
    s.attack(bears, ogre)
    s.pass_priority()
    s.act("cast", verdict, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)


def test_reduce_to_dreams_returns_artifacts_and_enchantments():
    s = Scenario()
    s.battlefield(1, "Honden of Infinite Rage")
    s.battlefield(0, "Reito Lantern")
    bears = s.battlefield(1, "Grizzly Bears")
    dreams = s.hand(0, "Reduce to Dreams")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(dreams).resolve()
    assert s.hand_names(1) == ["Honden of Infinite Rage"] and s.hand_names(0) == ["Reito Lantern"]
    assert bears in s.game.battlefield


def test_blessing_of_leeches_regenerates_for_free_and_costs_life_each_upkeep():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    blessing = s.battlefield(0, "Blessing of Leeches", attached_to=bears)
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.start(active=1)
    s.pass_priority()
    s.activate(blessing).resolve()
    s.cast(murder, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)
    s.pass_until("draw", active=0)
    assert s.life(0) == 19


def test_call_for_blood_sacrifices_a_creature_for_minus_its_power():
    s = Scenario()
    ogre = s.battlefield(0, "Frost Ogre")  # power 5
    target = s.battlefield(1, "Kami of Old Stone")  # 1/7
    call = s.hand(0, "Call for Blood")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(call, targets=[target])
    choose(s, ogre)
    s.resolve()
    assert s.pt(target) == (-4, 2) and "Frost Ogre" in s.graveyard_names(0)


def test_heros_demise_destroys_only_a_legendary_creature():
    s = Scenario()
    isamaru = s.battlefield(1, "Isamaru, Hound of Konda")
    s.battlefield(1, "Grizzly Bears")
    demise = s.hand(0, "Hero's Demise")
    s.lands(0, "Swamp", 2)
    s.start()
    s.act("cast", demise, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {isamaru}
