"""Marvel's Spider-Man, batch three (manastack/cards/spiderman_batch3.py): cards
exiled to be played (CR 601.3, 305.1: how long each permission lasts), Gwen
Stacy's transformation, suspect (CR 701.60) and the rest, through the scenario
harness."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


def _castable(s: Scenario, oid: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == oid for a in s.game.legal_actions())


def _playable(s: Scenario, oid: int) -> bool:
    return Action("play", (oid,)) in s.game.legal_actions()


def test_gwen_stacy_plays_the_exiled_card_while_she_stays():
    s = Scenario()
    gwen = s.hand(0, "Gwen Stacy")
    s.library(0, "Grizzly Bears", "Forest")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(gwen).resolve()
    s.resolve()
    bears = s.find("Grizzly Bears", "exile")
    assert _castable(s, bears)
    s.pass_priority()
    s.cast(bolt, targets=[s.find("Gwen Stacy", "battlefield")]).resolve()
    assert not _castable(s, bears)  # no longer while she's gone


def test_gwen_stacy_exiled_land_is_the_land_play():
    s = Scenario()
    s.hand(0, "Gwen Stacy")
    s.library(0, "Forest")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(s.find("Gwen Stacy", "hand")).resolve()
    s.resolve()
    forest = s.find("Forest", "exile")
    assert _playable(s, forest)
    s.act("play", forest)
    assert "Forest" in s.battlefield_names(0)
    assert s.game.players[0].lands_played == 1


def test_ghost_spider_grows_when_playing_from_exile_and_exiles_for_counters():
    s = Scenario()
    gwen = s.battlefield(0, "Gwen Stacy", counters={"+1/+1": 2})
    s.lands(0, "Island", 2)
    s.lands(0, "Mountain", 2)
    s.lands(0, "Plains", 2)
    s.library(0, "Forest", "Plains", "Mountain")
    s.start()
    assert s.pt(gwen) == (4, 3)
    s.activate(gwen).resolve()
    assert s.game.chars(gwen).name == "Ghost-Spider"
    assert {"flying", "vigilance", "haste"} <= s.game.chars(gwen).keywords
    assert s.pt(gwen) == (6, 6)
    s.activate(gwen).resolve()  # remove two counters: exile the top card
    assert _counters(s, gwen) == 0
    forest = s.find("Forest", "exile")
    assert _playable(s, forest)
    s.act("play", forest)
    s.resolve()
    assert _counters(s, gwen) == 1  # a land played from exile
    s.pass_until("main1", active=1)
    assert s.find("Forest", "battlefield")


def test_heroes_hangout_date_night_lasts_until_the_end_of_your_next_turn():
    s = Scenario()
    hangout = s.hand(0, "Heroes' Hangout")
    s.battlefield(0, "Mountain")
    s.lands(0, "Forest", 2)
    s.library(0, "Grizzly Bears", "Hill Giant", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.start()
    s.cast(hangout, mode=0).resolve()
    bears, giant = s.find("Grizzly Bears", "library"), s.find("Hill Giant", "library")
    del bears, giant
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert len(options) == 2
    chosen = next(o for o in options if s.game.objects[o].card.name == "Grizzly Bears")
    s.choose(chosen)
    exiled_bears = s.find("Grizzly Bears", "exile")
    assert s.find("Hill Giant", "exile")
    assert not _castable(s, s.find("Hill Giant", "exile"))  # only the chosen one
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert _castable(s, exiled_bears)  # still, on my next turn
    s.pass_until("main1", active=1)
    assert s.find("Grizzly Bears", "exile")
    s.pass_until("main1", active=0)
    assert not _castable(s, exiled_bears)  # over after that turn


def test_heroes_hangout_patrol_night():
    s = Scenario()
    hangout = s.hand(0, "Heroes' Hangout")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(hangout, mode=1, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 2) and "first strike" in s.game.chars(bears).keywords


def test_superior_foes_exiles_on_big_spells_until_the_next_one():
    s = Scenario()
    s.battlefield(0, "Superior Foes of Spider-Man")
    giants = s.hand(0, "Hill Giant", "Hill Giant")
    s.lands(0, "Mountain", 10)
    s.library(0, "Lightning Bolt", "Masked Meower")
    s.start()
    s.cast(giants[0]).resolve()
    s.choose("yes")
    s.resolve()
    first = s.find("Lightning Bolt", "exile")
    assert _castable(s, first)
    s.cast(giants[1]).resolve()
    s.choose("yes")
    s.resolve()
    assert not _castable(s, first)  # another card was exiled with it
    assert _castable(s, s.find("Masked Meower", "exile"))


def test_spinneret_and_spiderling_counts_spider_attackers_once():
    s = Scenario()
    spin = s.battlefield(0, "Spinneret and Spiderling")
    a = s.battlefield(0, "Skyward Spider")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(spin, a)
    s.resolve()
    assert _counters(s, spin) == 1
    assert not s.game.stack


def test_spinneret_and_spiderling_one_spider_is_not_enough():
    s = Scenario()
    spin = s.battlefield(0, "Spinneret and Spiderling")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(spin, bears)
    assert not s.game.stack and _counters(s, spin) == 0


def test_spinneret_and_spiderling_big_hits_exile_a_card_to_play():
    s = Scenario()
    spin = s.battlefield(0, "Spinneret and Spiderling", counters={"+1/+1": 3})
    s.lands(0, "Forest", 2)
    s.library(0, "Grizzly Bears", "Plains")
    s.start()
    s.attack(spin)
    s.pass_until("main2")
    assert s.life(1) == 16
    bears = s.find("Grizzly Bears", "exile")
    s.cast(bears).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_j_jonah_jameson_suspects_and_pays_for_menace_attacks():
    s = Scenario()
    jjj = s.hand(0, "J. Jonah Jameson")
    s.lands(0, "Mountain", 3)
    theirs = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(jjj).resolve()
    s.act("target", theirs)
    s.resolve()
    assert {"menace", "cant_block"} <= s.game.chars(theirs).keywords
    s2 = Scenario()
    s2.battlefield(0, "J. Jonah Jameson")
    villain = s2.battlefield(0, "Scarlet Spider, Kaine")  # menace
    bears = s2.battlefield(0, "Grizzly Bears")
    s2.start()
    s2.attack(villain, bears)
    s2.resolve()
    assert s2.battlefield_names(0).count("Treasure") == 1


def test_living_brain_animates_an_artifact_and_untaps_it():
    s = Scenario()
    s.battlefield(0, "Living Brain, Mechanical Marvel")
    cart = s.battlefield(0, "Hot Dog Cart", tapped=True)
    s.start()
    s.pass_until_decision("target")
    s.act("target", cart)
    s.resolve()
    ch = s.game.chars(cart)
    assert ch.is_creature and "Artifact" in ch.types and (ch.power, ch.toughness) == (3, 3)
    assert not s.game.objects[cart].tapped
    s.pass_until("main1", active=1)
    assert not s.game.chars(cart).is_creature


def test_behold_the_sinister_six_different_names_only():
    s = Scenario()
    six = s.hand(0, "Behold the Sinister Six!")
    s.lands(0, "Swamp", 7)
    first, second = s.graveyard(0, "Grizzly Bears", "Grizzly Bears")
    giant = s.graveyard(0, "Hill Giant")
    s.start()
    s.act("cast", six, "normal")
    s.act("target", first)
    left = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert giant in left and second not in left
    s.act("target", giant)  # no other name left: the choice is over
    s.act("autopay")
    s.resolve()
    assert sorted(s.battlefield_names(0))[:2] == ["Grizzly Bears", "Hill Giant"]
    assert s.graveyard_names(0) == ["Grizzly Bears", "Behold the Sinister Six!"]
