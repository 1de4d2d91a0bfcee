"""Champions of Kamigawa, the rest of the set (8): Sift Through Sands,
Mindblaze, Struggle for Sanity, Nature's Will, Masako the Humorless, Heartbeat of
Spring (cards in manastack/cards/kamigawa_batch8.py)."""

import pytest
from kamigawa_helpers import choose, yes

from manastack.scenario import Scenario


@pytest.mark.parametrize("both", [True, False])
def test_sift_through_sands_finds_the_unspeakable_after_the_other_two(both):
    s = Scenario()
    peer, reach, sift = s.hand(
        0, "Peer Through Depths", "Reach Through Mists", "Sift Through Sands"
    )
    s.lands(0, "Island", 8)
    s.library(0, *["Plains"] * 10, "The Unspeakable")
    s.start()
    s.cast(peer)
    s.resolve_all()
    while s.game.decision.kind != "priority":
        choose(s, "none")
    if both:
        s.cast(reach)
        s.resolve_all()
    s.cast(sift)
    s.resolve_all()
    while s.game.decision.kind == "discard":
        choose(s, s.game.legal_actions()[0].args[0])
    if both:
        yes(s)
        choose(s, s.find("The Unspeakable", "library"))
        assert "The Unspeakable" in s.battlefield_names(0)
    else:
        assert s.game.decision.kind == "priority"
        assert "The Unspeakable" not in s.battlefield_names(0)


@pytest.mark.parametrize("number, hit", [(2, True), (1, False)])
def test_mindblaze_hits_when_the_count_is_right(number, hit):
    s = Scenario()
    blaze = s.hand(0, "Mindblaze")
    s.lands(0, "Mountain", 6)
    s.library(1, "Lightning Bolt", "Plains", "Lightning Bolt")
    s.start()
    s.cast(blaze, targets=["P1"])
    s.resolve()
    choose(s, "Lightning Bolt")
    choose(s, number)
    assert s.life(1) == (12 if hit else 20)
    assert len(s.game.players[1].library) == 3


def test_struggle_for_sanity_alternates_and_keeps_the_opponents_picks():
    s = Scenario()
    struggle = s.hand(0, "Struggle for Sanity")
    s.lands(0, "Swamp", 4)
    a, b, c = s.hand(1, "Lightning Bolt", "Grizzly Bears", "Plains")
    s.start()
    s.cast(struggle, targets=["P1"])
    s.resolve()
    assert s.game.decision.player == 1
    choose(s, a)
    assert s.game.decision.player == 0
    choose(s, b)
    assert s.game.decision.player == 1
    choose(s, c)
    assert sorted(s.hand_names(1)) == ["Lightning Bolt", "Plains"]
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_natures_will_taps_their_lands_and_untaps_yours_once():
    s = Scenario()
    s.battlefield(0, "Nature's Will")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    mine = s.battlefield(0, "Forest", tapped=True)
    theirs = s.battlefield(1, "Plains")
    s.start()
    s.attack(*bears)
    s.pass_until("main2")
    assert s.game.objects[theirs].tapped and not s.game.objects[mine].tapped
    assert s.life(1) == 16


def test_masako_lets_tapped_creatures_block():
    s = Scenario()
    s.battlefield(0, "Masako the Humorless")
    tapped = s.battlefield(0, "Grizzly Bears", tapped=True)
    ogre = s.battlefield(1, "Frost Ogre")
    s.start(active=1)
    s.attack(ogre)
    s.pass_until_decision("blockers")
    assert (tapped, ogre) in {a.args for a in s.game.legal_actions() if a.kind == "block"}


def test_without_masako_tapped_creatures_cant_block():
    s = Scenario()
    tapped = s.battlefield(0, "Grizzly Bears", tapped=True)
    ogre = s.battlefield(1, "Frost Ogre")
    s.start(active=1)
    s.attack(ogre)
    s.pass_until_decision("blockers")
    assert (tapped, ogre) not in {a.args for a in s.game.legal_actions() if a.kind == "block"}


def test_heartbeat_of_spring_doubles_land_mana():
    s = Scenario()
    s.battlefield(1, "Heartbeat of Spring")
    forest = s.battlefield(0, "Forest")
    elf = s.battlefield(0, "Llanowar Elves")
    s.start()
    s.tap_for_mana(forest, "G")
    assert s.game.players[0].pool.available().get("G") == 2
    s.tap_for_mana(elf, "G")  # not a land
    assert s.game.players[0].pool.available().get("G") == 3
