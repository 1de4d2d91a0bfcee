"""Airbend (AIR-01..05): exile a permanent or spell; its owner may cast it from
exile for {2} instead of its mana cost."""

import bending_cards  # noqa: F401  (test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def _casts(s, oid):
    return [a for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == oid]


def _exiled(s, name):
    return s.find(name, "exile")


def test_AIR_01_airbending_lesson_exiles_and_the_owner_casts_it_for_two():
    """AIR-01 Airbend a permanent or spell: exile it; while it is exiled its owner
    may cast it by paying {2} instead of its mana cost."""
    s = Scenario()
    lesson = s.hand(0, "Airbending Lesson")
    s.lands(0, "Plains", 3)
    giant = s.battlefield(1, "Hill Giant")
    s.lands(1, "Mountain", 2)
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    s.start()
    s.cast(lesson, targets=[giant])
    s.resolve()
    exiled = _exiled(s, "Hill Giant")
    assert s.hand_names(0) == ["Forest"]  # and it drew a card
    s.pass_until("main1", active=1)
    # only for {2}: two Mountains pay it though Hill Giant costs {3}{R}
    assert _casts(s, exiled) == [Action("cast", (exiled, "airbend"))]
    assert "airbent" in s.game.describe(_casts(s, exiled)[0], 1)
    s.cast(exiled, how="airbend")
    s.resolve()
    assert s.battlefield_names(1).count("Hill Giant") == 1
    assert s.game.find("Hill Giant", "exile") == []


def test_AIR_01_a_spell_can_be_airbent():
    """AIR-01: airbending a spell exiles it from the stack; its owner may cast it
    again for {2}."""
    s = Scenario()
    gust = s.hand(0, "Test Spell Gust")
    s.lands(0, "Plains", 1)
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 3)
    s.start()
    s.pass_priority()
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    s.cast(gust, targets=[s.game.stack[-1]])
    s.resolve()
    s.resolve_all()
    assert s.life(0) == 20
    exiled = _exiled(s, "Lightning Bolt")
    s.pass_priority()  # an instant: player 1 may cast it now, for {2}
    assert _casts(s, exiled) == [Action("cast", (exiled, "airbend"))]
    s.cast(exiled, targets=["P0"], how="airbend")
    s.resolve()
    assert s.life(0) == 17


def test_AIR_02_timing_is_unchanged():
    """AIR-02 Timing permissions don't change (an opponent's creature airbent on
    your turn is usually cast on their turn)."""
    s = Scenario()
    gust = s.hand(0, "Test Gust")
    s.lands(0, "Plains", 3)
    giant = s.battlefield(1, "Hill Giant")
    s.lands(1, "Mountain", 2)
    s.library(0, "Forest")
    s.library(1, "Island")
    s.start()
    s.cast(gust, targets=[giant])
    s.resolve()
    exiled = _exiled(s, "Hill Giant")
    assert s.game.decision.player == 0
    assert _casts(s, exiled) == []  # only its owner may cast it
    s.pass_priority()  # player 1 has priority on player 0's turn
    assert s.game.decision.player == 1
    assert _casts(s, exiled) == []
    s.pass_until("main1", active=1)
    assert _casts(s, exiled) == [Action("cast", (exiled, "airbend"))]
    # but not while a spell is on the stack
    s.pass_until("declare_attackers", active=1)
    assert _casts(s, exiled) == []


def test_AIR_03_an_airbent_land_stays_in_exile_and_an_airbent_token_is_gone():
    """AIR-03 An airbent land can't be played from exile; an airbent token ceases
    to exist."""
    s = Scenario()
    gust = s.hand(0, "Test Gust")
    s.lands(0, "Plains", 1)
    forest = s.battlefield(0, "Forest")
    s.start()
    s.cast(gust, targets=[forest])
    s.resolve()
    exiled = _exiled(s, "Forest")
    assert s.game.players[0].lands_played == 0
    assert s.game.decision.kind == "priority" and not s.game.stack
    assert not [a for a in s.game.legal_actions() if exiled in a.args]
    # a token: Invasion Reinforcements makes an Ally, Aang airbends it
    s2 = Scenario()
    aang = s2.hand(0, "Aang, the Last Airbender")
    reinforcements = s2.hand(0, "Invasion Reinforcements")
    s2.lands(0, "Plains", 6)
    s2.start()
    s2.cast(reinforcements)
    s2.resolve_all()
    ally = next(o for o in s2.game.battlefield if s2.game.objects[o].is_token)
    s2.cast(aang)
    s2.resolve()
    s2.act("target", ally)
    s2.resolve_all()
    assert ally not in s2.game.objects
    assert not any(s2.game.objects[o].is_token for o in s2.game.exile)
    assert not any(s2.game.objects[o].is_token for o in s2.game.battlefield)


def test_AIR_04_no_other_alternative_cost_and_mandatory_additional_costs_apply():
    """AIR-04 Casting for {2} is an alternative cost: no other alternative cost can
    be combined; additional costs may (optional) or must (mandatory) be paid.  An
    airbent morph creature can't be cast face down; Benevolent River Spirit's
    waterbend {5} is still paid."""
    s = Scenario()
    gust = s.hand(0, "Test Gust")
    s.lands(0, "Plains", 1)
    morph = s.battlefield(1, "Exalted Angel")
    spirit_gust = s.hand(1, "Test Gust")
    s.lands(1, "Plains", 3)
    spirit = s.battlefield(1, "Benevolent River Spirit")
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(5)]
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    s.start()
    s.cast(gust, targets=[morph])
    s.resolve()
    angel = _exiled(s, "Exalted Angel")
    s.pass_until("main1", active=1)
    s.cast(spirit_gust, targets=[spirit])
    s.resolve()
    river = _exiled(s, "Benevolent River Spirit")
    assert _casts(s, angel) == [Action("cast", (angel, "airbend"))]
    assert _casts(s, river) == [Action("cast", (river, "airbend"))]
    s.act("cast", river, "airbend")
    assert s.game.decision.kind == "pay"
    # {2} + waterbend {5}: five creatures and the two untapped Plains
    for oid in bears:
        s.act("waterbend", oid)
    s.act("autopay")
    assert all(s.game.objects[o].tapped for o in s.game.battlefield if o != spirit)
    s.resolve()
    assert "Benevolent River Spirit" in s.battlefield_names(1)


def test_AIR_04_a_mandatory_additional_cost_that_cant_be_paid_forbids_the_cast():
    """AIR-04: with {2} but only four creatures, waterbend {5} can't be paid."""
    s = Scenario()
    river = s.exile(0, "Benevolent River Spirit")
    gust = s.hand(0, "Test Gust")
    s.lands(0, "Plains", 3)
    spirit = s.battlefield(0, "Benevolent River Spirit")
    for _ in range(4):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(gust, targets=[spirit])
    s.resolve()
    exiled = [o for o in s.game.find("Benevolent River Spirit", "exile") if o != river]
    assert len(exiled) == 1
    assert _casts(s, exiled[0]) == []
    assert _casts(s, river) == []  # exiled some other way: no permission


def test_AIR_05_x_is_zero():
    """AIR-05 X in the mana cost must be 0: an airbent Fireball cast for {2}
    deals no damage, and no X is asked."""
    s = Scenario()
    fireball = s.hand(1, "Test Fireball")
    s.lands(1, "Mountain", 6)
    gust = s.hand(0, "Test Spell Gust")
    s.lands(0, "Plains", 1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    s.start(active=1)
    s.cast(fireball, targets=["P0"], x=3)
    s.pass_priority()
    s.cast(gust, targets=[s.game.stack[-1]])
    s.resolve_all()
    exiled = _exiled(s, "Test Fireball")
    s.act("cast", exiled, "airbend")
    assert s.game.decision.kind != "x"
    s.act("target", "P0")
    s.act("autopay")
    s.resolve()
    assert s.life(0) == 20
    assert s.graveyard_names(1) == ["Test Fireball"]
