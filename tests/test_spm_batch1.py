"""Marvel's Spider-Man, batch one (manastack/cards/spiderman_batch1.py): the
rules the cards needed — "choose one or both" (CR 700.2), modal triggered
abilities (CR 603.3c, 700.2b), "triggers only once each turn", abilities from
the graveyard or hand (CR 113.6j) and countering a triggered ability (CR
701.5a) — each played through the scenario harness."""

from __future__ import annotations

import pytest

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


def _options(s: Scenario) -> list[Action]:
    return s.game.legal_actions()


def _activations(s: Scenario, oid: int) -> list[Action]:
    return [a for a in _options(s) if a.kind == "activate" and a.args[0] == oid]


# ------------------------------------------------------------- one or both
def _acrobatics_position() -> tuple[Scenario, int, int, int, int]:
    s = Scenario()
    acro = s.hand(1, "Amazing Acrobatics")
    s.lands(1, "Island", 3)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.start()
    s.cast(bolt, targets=["P1"])
    s.pass_priority()
    return s, acro, bolt, bears, giant


def test_amazing_acrobatics_both_modes_counter_and_tap():
    s, acro, bolt, bears, giant = _acrobatics_position()
    s.act("cast", acro, "normal")
    assert s.game.decision.kind == "mode"
    assert {a.args for a in _options(s)} == {(0,), (1,)}  # no "done" before one mode
    s.choose(0)
    assert set(_options(s)) == {Action("choose", (1,)), Action("done")}
    s.choose(1)
    bolt = s.game.stack[0]
    s.act("target", bolt)
    s.act("target", bears)
    s.act("target", giant)
    s.act("autopay")
    s.resolve()
    assert s.life(1) == 20 and "Lightning Bolt" in s.graveyard_names(0)
    assert s.game.objects[bears].tapped and s.game.objects[giant].tapped


def test_amazing_acrobatics_one_mode_then_done():
    s, acro, bolt, bears, giant = _acrobatics_position()
    s.act("cast", acro, "normal")
    s.choose(0)
    s.act("done")  # one mode is enough
    s.act("target", s.game.stack[0])
    s.act("autopay")
    s.resolve()
    assert s.life(1) == 20 and not s.game.objects[bears].tapped


def test_flash_thompson_heckle_and_hero_worship():
    s = Scenario()
    flash = s.hand(0, "Flash Thompson, Spider-Fan")
    s.lands(0, "Plains", 2)
    mine = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(flash).resolve()
    assert s.game.decision.kind == "mode"
    s.choose(0)
    s.choose(1)
    s.act("target", theirs)
    s.act("target", mine)
    s.resolve()
    assert s.game.objects[theirs].tapped and not s.game.objects[mine].tapped


def test_flash_thompson_one_mode_only():
    s = Scenario()
    flash = s.hand(0, "Flash Thompson, Spider-Fan")
    s.lands(0, "Plains", 2)
    mine = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.cast(flash).resolve()
    s.choose(1)
    s.act("target", mine)
    s.resolve()
    assert not s.game.objects[mine].tapped


def test_daily_bugle_reporters_puff_piece_or_journalism():
    s = Scenario()
    reporters = s.hand(0, "Daily Bugle Reporters", "Daily Bugle Reporters")
    s.lands(0, "Plains", 8)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.graveyard(0, "Llanowar Elves", "Hill Giant")
    s.start()
    s.cast(reporters[0]).resolve()
    s.choose(0)  # Puff Piece
    s.act("target", bears)
    s.act("target", giant)
    s.resolve()
    assert _counters(s, bears) == 1 and _counters(s, giant) == 1
    s.cast(reporters[1]).resolve()
    s.choose(1)  # Investigative Journalism: mana value 2 or less only
    targets = {s.game.objects[a.args[0]].card.name for a in _options(s) if a.kind == "target"}
    assert targets == {"Llanowar Elves"}
    s.act("target", s.find("Llanowar Elves", "graveyard"))
    s.resolve()
    assert "Llanowar Elves" in s.hand_names(0)


def test_damage_control_crew_modes_and_an_impossible_mode():
    s = Scenario()
    crew = s.hand(0, "Damage Control Crew")
    s.lands(0, "Forest", 4)
    s.graveyard(0, "Hill Giant", "Grizzly Bears")
    s.start()
    s.cast(crew).resolve()
    # no artifact or enchantment: Impound can't be chosen (CR 700.2b)
    assert {a.args for a in _options(s)} == {(0,)}
    s.choose(0)
    targets = {s.game.objects[a.args[0]].card.name for a in _options(s) if a.kind == "target"}
    assert targets == {"Hill Giant"}  # mana value 4 or greater
    s.act("target", s.find("Hill Giant", "graveyard"))
    s.resolve()
    assert s.hand_names(0) == ["Hill Giant"]


def test_damage_control_crew_impounds_an_artifact():
    s = Scenario()
    crew = s.hand(0, "Damage Control Crew")
    s.lands(0, "Forest", 4)
    cart = s.battlefield(1, "Hot Dog Cart")
    s.start()
    s.cast(crew).resolve()
    s.choose(1)
    s.act("target", cart)
    s.resolve()
    assert "Hot Dog Cart" not in s.battlefield_names(1) and s.find("Hot Dog Cart", "exile")
    assert cart not in s.game.objects


# ----------------------------------------------------------------- Spider-Sense
def test_spider_sense_counters_a_triggered_ability():
    s = Scenario()
    sense = s.hand(1, "Spider-Sense")
    s.lands(1, "Island", 2)
    pigeon = s.hand(0, "News Helicopter")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(pigeon).pass_priority(2)
    assert len(s.game.stack) == 1  # the enters trigger
    trigger = s.game.stack[0]
    s.pass_priority()
    s.cast(sense, targets=[trigger]).resolve()
    assert not s.game.stack
    assert "Human Citizen" not in s.battlefield_names(0)
    assert "Spider-Sense" in s.graveyard_names(1)


def test_spider_sense_targets_instants_and_sorceries_not_creature_spells():
    s = Scenario()
    sense = s.hand(1, "Spider-Sense")
    s.lands(1, "Island", 2)
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears)
    s.pass_priority()
    assert not [a for a in _options(s) if a.kind == "cast" and a.args[0] == sense]


# ---------------------------------------------------------- once each turn
def test_flying_octobot_grows_only_once_each_turn():
    s = Scenario()
    octobot = s.battlefield(0, "Flying Octobot")
    crooks = s.hand(0, "Common Crook", "Common Crook")
    s.lands(0, "Swamp", 4)
    s.start()
    s.cast(crooks[0]).resolve()
    s.resolve()
    assert _counters(s, octobot) == 1
    s.cast(crooks[1]).resolve()
    assert not s.game.stack  # it doesn't trigger a second time this turn
    assert _counters(s, octobot) == 1


def test_flying_octobot_triggers_again_next_turn_and_not_for_others_villains():
    s = Scenario()
    octobot = s.battlefield(0, "Flying Octobot")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    crooks = s.hand(0, "Common Crook", "Common Crook")
    s.lands(0, "Swamp", 2)
    theirs = s.hand(1, "Common Crook")
    s.lands(1, "Swamp", 2)
    s.start()
    s.cast(crooks[0]).resolve()
    s.resolve()
    assert _counters(s, octobot) == 1
    s.pass_until("main1", active=1)
    s.cast(theirs).resolve()
    assert not s.game.stack  # a Villain an opponent controls
    s.pass_until("main1", active=0)
    s.cast(crooks[1]).resolve()
    s.resolve()
    assert _counters(s, octobot) == 2  # a new turn


def test_mary_jane_watson_draws_once_each_turn():
    s = Scenario()
    s.battlefield(0, "Mary Jane Watson")
    spiders = s.hand(0, "Skyward Spider", "Skyward Spider")
    s.library(0, "Forest", "Forest", "Forest")
    s.lands(0, "Plains", 4)
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(spiders[0]).resolve()
    s.resolve()
    assert s.hand_names(0) == ["Skyward Spider", "Forest"]
    s.cast(spiders[1]).resolve()
    assert not s.game.stack and len(s.hand_names(0)) == 1


# -------------------------------------------------------- from the graveyard
def test_beetle_works_from_the_graveyard_and_exiles_itself():
    s = Scenario()
    beetle = s.graveyard(0, "Beetle, Legacy Criminal")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    s.start()
    assert _activations(s, beetle)
    s.activate(beetle, targets=[bears]).resolve()
    assert _counters(s, bears) == 1 and "flying" in s.game.chars(bears).keywords
    assert s.find("Beetle, Legacy Criminal", "exile")
    assert not s.graveyard_names(0)


def test_graveyard_ability_only_as_a_sorcery_and_not_from_the_battlefield():
    s = Scenario()
    beetle = s.graveyard(0, "Beetle, Legacy Criminal")
    on_board = s.battlefield(0, "Beetle, Legacy Criminal")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 4)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    assert not _activations(s, on_board)  # it works only from the graveyard
    s.cast(bolt, targets=["P1"])
    assert not _activations(s, beetle)  # not while the stack isn't empty
    with pytest.raises(IllegalAction):
        s.game.act(Action("activate", (beetle, 1)))


def test_venom_evil_unleashed_from_the_graveyard():
    s = Scenario()
    venom = s.graveyard(0, "Venom, Evil Unleashed")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.start()
    s.activate(venom, targets=[bears]).resolve()
    assert _counters(s, bears) == 2 and "deathtouch" in s.game.chars(bears).keywords
    assert s.find("Venom, Evil Unleashed", "exile")


def test_spider_slayer_destroys_a_spider_it_damages_and_makes_robots():
    s = Scenario()
    slayer = s.battlefield(0, "Spider-Slayer, Hatred Honed")
    spider = s.battlefield(1, "Ezekiel Sims, Spider-Totem")  # a 3/5
    s.start()
    s.attack(slayer)
    s.block((spider, slayer))
    s.pass_until("main2")
    assert "Ezekiel Sims, Spider-Totem" in s.graveyard_names(1)
    s2 = Scenario()
    dead = s2.graveyard(0, "Spider-Slayer, Hatred Honed")
    s2.lands(0, "Plains", 6)
    s2.start()
    s2.activate(dead).resolve()
    robots = [o for o in s2.game.battlefield if s2.game.chars(o).name == "Robot"]
    assert len(robots) == 2 and all(s2.game.objects[r].tapped for r in robots)


def test_spider_slayer_damage_to_a_non_spider_destroys_nothing():
    s = Scenario()
    slayer = s.battlefield(0, "Spider-Slayer, Hatred Honed")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.attack(slayer)
    s.block((giant, slayer))
    s.pass_until("main2")
    assert "Hill Giant" in s.battlefield_names(1)


def test_sandman_counts_lands_evades_small_blockers_and_returns():
    s = Scenario()
    sandman = s.battlefield(0, "Sandman, Shifting Scoundrel")
    s.lands(0, "Forest", 3)
    elf = s.battlefield(1, "Llanowar Elves")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    assert s.pt(sandman) == (3, 3)
    s.attack(sandman)
    s.pass_until_decision("blockers")
    blocks = {a.args[0] for a in _options(s) if a.kind == "block"}
    assert giant in blocks and elf not in blocks


def test_sandman_returns_with_a_land_card_tapped():
    s = Scenario()
    sandman = s.graveyard(0, "Sandman, Shifting Scoundrel")
    s.graveyard(0, "Forest")
    s.lands(0, "Forest", 5)
    s.start()
    s.activate(sandman, targets=[s.find("Forest", "graveyard")]).resolve()
    back = s.find("Sandman, Shifting Scoundrel", "battlefield")
    assert s.game.objects[back].tapped and s.pt(back) == (6, 6)


# ----------------------------------------------------------------- from hand
def test_steel_wrecking_ball_enters_dealing_5_or_is_discarded_to_destroy():
    s = Scenario()
    ball = s.hand(0, "Steel Wrecking Ball", "Steel Wrecking Ball")
    s.lands(0, "Mountain", 7)
    giant = s.battlefield(1, "Hill Giant")
    cart = s.battlefield(1, "Hot Dog Cart")
    s.start()
    s.activate(ball[1], targets=[cart]).resolve()
    assert "Hot Dog Cart" in s.graveyard_names(1)
    assert "Steel Wrecking Ball" in s.graveyard_names(0)  # discarded as the cost
    s.cast(ball[0]).resolve()
    s.act("target", giant)
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(1)


def test_stegron_dinosaur_formula_from_hand():
    s = Scenario()
    stegron = s.hand(0, "Stegron the Dinosaur Man")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(stegron, targets=[bears]).resolve()
    ch = s.game.chars(bears)
    assert (ch.power, ch.toughness) == (5, 3) and {"Bear", "Dinosaur"} <= ch.subtypes
    assert "Stegron the Dinosaur Man" in s.graveyard_names(0)
    s.pass_until("end")
    s.pass_until("main1", active=1)
    assert "Dinosaur" not in s.game.chars(bears).subtypes
