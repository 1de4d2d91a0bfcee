"""Champions of Kamigawa, the rest of the set (10): Azusa, Graceful Adept,
Brothers Yamazaki and Tatsumasa (cards in manastack/cards/kamigawa_batch10.py)."""

import pytest
from kamigawa_helpers import choose

from manastack import IllegalAction
from manastack.scenario import Scenario


def _plays(s):
    return [a for a in s.game.legal_actions() if a.kind == "play"]


def test_azusa_allows_three_land_drops_on_your_turn():
    s = Scenario()
    s.battlefield(0, "Azusa, Lost but Seeking")
    lands = s.hand(0, "Forest", "Forest", "Forest", "Forest")
    s.start()
    for land in lands[:3]:
        s.act("play", land)
    assert not _plays(s)
    with pytest.raises(IllegalAction, match="305.2"):
        s.act("play", lands[3])


def test_without_azusa_one_land_drop():
    s = Scenario()
    lands = s.hand(0, "Forest", "Forest")
    s.start()
    s.act("play", lands[0])
    assert not _plays(s)


def test_graceful_adept_keeps_a_big_hand():
    s = Scenario()
    s.battlefield(0, "Graceful Adept")
    s.hand(0, *["Plains"] * 9)
    s.library(1, "Island")
    s.start(step="end")
    s.pass_until("upkeep", active=1)
    assert len(s.game.players[0].hand) == 9


def test_without_graceful_adept_discard_to_seven():
    s = Scenario()
    s.hand(0, *["Plains"] * 9)
    s.library(1, "Island")
    s.start(step="end")
    s.pass_priority(2)
    assert s.game.decision.kind == "discard"


def test_two_brothers_yamazaki_share_the_battlefield_and_pump_each_other():
    s = Scenario()
    a = s.battlefield(0, "Brothers Yamazaki")
    b = s.battlefield(0, "Brothers Yamazaki")
    s.start()
    assert s.game.decision.kind == "priority"  # no legend-rule choice
    assert a in s.game.battlefield and b in s.game.battlefield
    assert s.pt(a) == (4, 3) and "haste" in s.game.chars(a).keywords


def test_a_third_brother_brings_back_the_legend_rule():
    s = Scenario()
    for _ in range(3):
        s.battlefield(0, "Brothers Yamazaki")
    s.start()
    assert s.game.decision.kind == "legend_rule"
    choose(s, s.game.legal_actions()[0].args[0])
    assert s.battlefield_names(0).count("Brothers Yamazaki") == 1


def test_tatsumasa_becomes_a_dragon_and_comes_back_when_it_dies():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    blade = s.battlefield(0, "Tatsumasa, the Dragon's Fang", attached_to=bears)
    s.lands(0, "Island", 6)
    s.start()
    assert s.pt(bears) == (7, 7)
    s.activate(blade, index=1).resolve()
    assert s.names(s.game.exile) == ["Tatsumasa, the Dragon's Fang"]
    dragon = s.find("Dragon Spirit", "battlefield")
    assert s.pt(dragon) == (5, 5) and "flying" in s.game.chars(dragon).keywords
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.pass_priority()
    s.cast(rend, targets=[dragon])
    s.resolve_all()
    assert "Tatsumasa, the Dragon's Fang" in s.battlefield_names(0)
    assert s.pt(bears) == (2, 2)


def test_reverse_the_sands_exchanges_life_totals():
    s = Scenario()
    sands, spike = s.hand(0, "Reverse the Sands", "Lava Spike")
    s.lands(0, "Plains", 8)
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spike, targets=["P0"])  # Alice goes down to 17
    s.resolve_all()
    s.cast(sands)
    s.resolve()
    assert s.game.decision.kind == "life_total" and "Alice" in s.game.prompt()
    choose(s, "P1")  # Alice gets Bob's total
    choose(s, "P0")  # Bob gets Alice's
    assert (s.life(0), s.life(1)) == (20, 17)


def test_reverse_the_sands_may_leave_totals_as_they_are():
    s = Scenario()
    sands = s.hand(0, "Reverse the Sands")
    s.lands(0, "Plains", 8)
    s.start()
    s.cast(sands)
    s.resolve()
    choose(s, "P0")
    assert {a.args[0] for a in s.game.legal_actions()} == {"P1"}
    choose(s, "P1")
    assert (s.life(0), s.life(1)) == (20, 20)
