"""TLA batch B fire and friends (manastack/cards/avatar_batch_b_fire.py), with the
pieces they brought: playing an exiled card this turn (CR 601.3, 305.1),
keyword counters (CR 122.1b), "can't be blocked by more than one creature"
(CR 509.1b) and abilities that work in the graveyard (CR 113.6)."""

import pytest

from manastack.core.actions import Action
from manastack.engine.game import IllegalAction
from manastack.engine.objects import BATTLEFIELD, EXILE, HAND
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == card for a in s.game.legal_actions())


def _playable(s: Scenario, card: int) -> bool:
    return any(a.kind == "play" and a.args[0] == card for a in s.game.legal_actions())


# ------------------------------------------------------------------- Zukos
def test_zuko_exiled_prince_exiles_the_top_card_to_cast_it_this_turn():
    s = Scenario()
    zuko = s.battlefield(0, "Zuko, Exiled Prince")
    s.library(0, "Lightning Bolt", "Island")
    s.lands(0, "Mountain", 4)
    s.library(1, "Island", "Island")
    s.start()
    s.activate(zuko)
    _settle(s)
    bolt = s.find("Lightning Bolt", EXILE)
    assert _castable(s, bolt)
    s.cast(bolt, targets=["P1"])
    _settle(s)
    assert s.life(1) == 17


def test_zuko_exiled_prince_card_is_only_playable_this_turn_and_a_land_is_the_land_play():
    s = Scenario()
    zuko = s.battlefield(0, "Zuko, Exiled Prince")
    s.library(0, "Forest", "Island", "Island")
    s.lands(0, "Mountain", 3)
    s.library(1, "Island", "Island")
    s.start()
    s.activate(zuko)
    _settle(s)
    forest = s.find("Forest", EXILE)
    assert _playable(s, forest)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert not _playable(s, forest) and s.game.objects[forest].zone == EXILE


def test_zuko_exiled_prince_land_from_exile_uses_the_land_play():
    s = Scenario()
    zuko = s.battlefield(0, "Zuko, Exiled Prince")
    s.library(0, "Forest")
    s.lands(0, "Mountain", 3)
    plains = s.hand(0, "Plains")
    s.start()
    s.act("play", plains)
    s.activate(zuko)
    _settle(s)
    assert not _playable(s, s.find("Forest", EXILE))


def test_fire_lord_zuko_grows_the_team_for_spells_cast_from_exile():
    s = Scenario()
    s.battlefield(0, "Fire Lord Zuko")
    prince = s.battlefield(0, "Zuko, Exiled Prince")
    s.library(0, "Lightning Bolt")
    s.lands(0, "Mountain", 4)
    s.start()
    s.activate(prince)
    _settle(s)
    s.cast(s.find("Lightning Bolt", EXILE), targets=["P1"])
    _settle(s)
    assert s.game.objects[prince].counters.get("+1/+1") == 1


def test_fire_lord_zuko_grows_the_team_when_a_permanent_enters_from_exile():
    s = Scenario()
    lord = s.battlefield(0, "Fire Lord Zuko")
    bear = s.battlefield(0, "Grizzly Bears")
    prince = s.battlefield(0, "Zuko, Exiled Prince")
    s.library(0, "Forest")
    s.lands(0, "Mountain", 3)
    s.start()
    s.activate(prince)
    _settle(s)
    s.act("play", s.find("Forest", EXILE))
    _settle(s)
    assert s.game.objects[bear].counters.get("+1/+1") == 1
    assert s.game.objects[lord].counters.get("+1/+1") == 1


def test_fire_lord_zuko_firebends_his_power():
    s = Scenario()
    lord = s.battlefield(0, "Fire Lord Zuko", counters={"+1/+1": 1})
    s.start()
    s.attack(lord)
    _settle(s)
    assert s.game.players[0].pool.available().get("R") == 3


# ---------------------------------------------------------------------- Mai
def test_mai_exhausts_for_a_double_strike_counter_once():
    s = Scenario()
    mai = s.battlefield(0, "Mai, Jaded Edge")
    s.lands(0, "Mountain", 6)
    s.start()
    assert "double strike" not in s.game.chars(mai).keywords
    s.activate(mai)
    _settle(s)
    assert "double strike" in s.game.chars(mai).keywords
    with pytest.raises(IllegalAction):
        s.activate(mai)
    s.attack(mai)
    s.pass_until("main2")
    assert s.life(1) == 18


# ------------------------------------------------------------------ Flopsie
def test_flopsie_grows_the_team_and_big_creatures_take_one_blocker():
    s = Scenario()
    flopsie = s.hand(0, "Flopsie, Bumi's Buddy")
    wurm = s.battlefield(0, "Craw Wurm")
    bear = s.battlefield(0, "Grizzly Bears")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Forest", 6)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    s.start()
    s.cast(flopsie)
    _settle(s)
    assert s.pt(wurm) == (7, 5) and s.pt(bear) == (3, 3)
    s.attack(wurm, bear)
    s.pass_until_decision("blockers")
    s.act("block", a, wurm)
    assert not any(x.kind == "block" and x.args == (b, wurm) for x in s.game.legal_actions())
    assert any(x.kind == "block" and x.args == (b, bear) for x in s.game.legal_actions())


# ----------------------------------------------------- Merchant of Many Hats
def test_merchant_of_many_hats_returns_from_the_graveyard():
    s = Scenario()
    merchant = s.graveyard(0, "Merchant of Many Hats")
    s.lands(0, "Swamp", 3)
    s.start()
    s.activate(merchant)
    _settle(s)
    assert s.hand_names(0) == ["Merchant of Many Hats"]
    assert s.game.objects[s.find("Merchant of Many Hats", HAND)].zone == HAND
    s2 = Scenario()
    merchant2 = s2.battlefield(0, "Merchant of Many Hats")
    s2.lands(0, "Swamp", 3)
    s2.start()
    assert not any(a.kind == "activate" and a.args[0] == merchant2 for a in s2.game.legal_actions())


# ------------------------------------------------------------ Zuko, Conflicted
def _next_first_main(s: Scenario) -> None:
    s.pass_until("main1", active=1)
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("mode")


def test_zuko_conflicted_chooses_a_new_mode_each_turn_and_loses_2_life():
    s = Scenario()
    zuko = s.battlefield(0, "Zuko, Conflicted")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.start(step="upkeep")
    s.pass_until_decision("mode")
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2, 3]
    s.choose(1)
    _settle(s)
    assert s.game.objects[zuko].counters.get("+1/+1") == 1 and s.life(0) == 18
    _next_first_main(s)
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 2, 3]
    s.choose(0)
    _settle(s)
    assert s.life(0) == 16
    _next_first_main(s)
    assert [a.args[0] for a in s.game.legal_actions()] == [2, 3]
    s.choose(2)
    _settle(s)
    assert s.game.players[0].pool.available().get("R") == 1


def test_zuko_conflicted_last_mode_gives_him_to_the_opponent():
    s = Scenario()
    zuko = s.battlefield(0, "Zuko, Conflicted")
    s.library(0, *["Island"] * 3)
    s.start(step="upkeep")
    s.pass_until_decision("mode")
    s.choose(3)
    _settle(s)
    new = s.find("Zuko, Conflicted", BATTLEFIELD)
    assert new != zuko and s.game.chars(new).controller == 1 and s.life(0) == 18


# ------------------------------------------------------------ Iroh, Grand Lotus
def _modes(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}


def test_iroh_grand_lotus_gives_graveyard_spells_flashback_during_your_turn():
    s = Scenario()
    s.battlefield(0, "Iroh, Grand Lotus")
    bolt = s.graveyard(0, "Lightning Bolt")
    days = s.graveyard(0, "Lost Days")
    bear = s.graveyard(0, "Grizzly Bears")
    target = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    s.start()
    assert _modes(s, bolt) == {"flashback"}  # for its mana cost, {R}
    assert _modes(s, days) == {"flashback"}  # a Lesson: for {1}
    assert _modes(s, bear) == set()
    s.cast(days, targets=[target], how="flashback")
    _settle(s)
    s.choose("bottom")
    _settle(s)
    assert s.game.objects[s.find("Lost Days")].zone == EXILE


def test_iroh_grand_lotus_grants_nothing_on_the_opponents_turn():
    s = Scenario()
    s.battlefield(0, "Iroh, Grand Lotus")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.start(active=1)
    s.pass_priority()
    assert s.game.decision.player == 0 and _modes(s, bolt) == set()


# ------------------------------------------------------------ The Last Agni Kai
def test_the_last_agni_kai_fights_adds_excess_as_red_and_keeps_red_mana():
    s = Scenario()
    kai = s.hand(0, "The Last Agni Kai")
    wurm = s.battlefield(0, "Craw Wurm")  # 6/4
    bear = s.battlefield(1, "Grizzly Bears")  # 2/2: 4 excess
    s.lands(0, "Mountain", 2)
    s.library(1, "Island", "Island")
    s.start()
    s.cast(kai, targets=[wurm, bear])
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.game.objects[wurm].damage == 2
    assert s.game.players[0].pool.available().get("R") == 4
    s.pass_until("main2")
    assert s.game.players[0].pool.available().get("R") == 4  # kept through the steps
    s.pass_until("main1", active=1)
    assert not s.game.over and s.game.players[0].pool.total() == 0  # the turn is over


def test_the_last_agni_kai_without_excess_adds_nothing():
    s = Scenario()
    kai = s.hand(0, "The Last Agni Kai")
    bear = s.battlefield(0, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(kai, targets=[bear, wurm])
    _settle(s)
    assert s.game.players[0].pool.total() == 0 and s.game.objects[wurm].damage == 2


# ------------------------------------------------------------- Fated Firepower
def test_fated_firepower_enters_with_x_fire_counters_and_adds_them_to_damage():
    s = Scenario()
    fated = s.hand(0, "Fated Firepower")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 6)
    s.start()
    s.cast(fated, x=2)
    _settle(s)
    enchantment = s.find("Fated Firepower", BATTLEFIELD)
    assert s.game.objects[enchantment].counters.get("fire") == 2
    s.cast(bolt, targets=["P1"])
    _settle(s)
    assert s.life(1) == 20 - 3 - 2


def test_fated_firepower_cast_for_x_0_enters_with_no_counter_at_all():
    """CR 122.1, 107.3m: "enters with X fire counters" for X = 0 puts no counter on
    it (not a count of zero)."""
    s = Scenario()
    fated = s.hand(0, "Fated Firepower")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(fated, x=0)
    _settle(s)
    assert s.game.objects[s.find("Fated Firepower", BATTLEFIELD)].counters == {}


@pytest.mark.parametrize("first", [0, 1])
def test_two_fated_firepowers_each_add_their_own_counters(first):
    s = Scenario()
    s.battlefield(0, "Fated Firepower", counters={"fire": 1})
    s.battlefield(0, "Fated Firepower", counters={"fire": 2})
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.start()
    s.cast(bolt, targets=["P1"])
    _settle(s)
    assert s.game.decision.kind == "replacement"  # the damaged player orders them
    s.game.act(s.game.legal_actions()[first])
    _settle(s)
    assert s.life(1) == 20 - 3 - 1 - 2


def test_fated_firepower_leaves_damage_to_you_and_your_permanents_alone():
    s = Scenario()
    s.battlefield(0, "Fated Firepower", counters={"fire": 3})
    bolt = s.hand(0, "Lightning Bolt")
    wurm = s.battlefield(0, "Craw Wurm")
    theirs = s.battlefield(1, "Craw Wurm")
    s.lands(0, "Mountain", 1)
    s.start()
    s.cast(bolt, targets=[wurm])
    _settle(s)
    assert s.game.objects[wurm].damage == 3
    s2 = Scenario()
    s2.battlefield(0, "Fated Firepower", counters={"fire": 1})
    bolt2 = s2.hand(0, "Lightning Bolt")
    theirs2 = s2.battlefield(1, "Craw Wurm")
    s2.lands(0, "Mountain", 1)
    s2.start()
    s2.cast(bolt2, targets=[theirs2])
    _settle(s2)
    assert "Craw Wurm" in s2.graveyard_names(1)  # 3 + 1 to a 6/4
    assert s.game.objects[theirs].damage == 0
