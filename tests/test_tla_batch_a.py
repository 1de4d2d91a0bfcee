"""TLA cards of manastack/cards/avatar_batch_a.py: each card's text in a small
scenario through the public API."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE, player_ref
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, ordering simultaneous triggers as offered."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


# ---------------------------------------------------------- Vengeful Villagers
def test_vengeful_villagers_taps_and_stuns_when_something_is_sacrificed():
    s = Scenario()
    villagers = s.battlefield(0, "Vengeful Villagers")
    food = s.battlefield(0, "Grizzly Bears")
    bear = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(villagers)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    g = s.game
    assert g.decision.kind == "sacrifice"
    s.choose(food)
    _settle(s)
    assert g.objects[bear].tapped and g.objects[bear].counters.get("stun") == 1
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_vengeful_villagers_without_a_sacrifice_only_taps():
    s = Scenario()
    villagers = s.battlefield(0, "Vengeful Villagers")
    s.battlefield(0, "Grizzly Bears")
    bear = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(villagers)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    s.choose("none")
    _settle(s)
    g = s.game
    assert g.objects[bear].tapped and "stun" not in g.objects[bear].counters
    assert s.graveyard_names(0) == []


# -------------------------------------------------------------- Canyon Crawler
def test_canyon_crawler_makes_food_and_swampcycles():
    s = Scenario()
    crawler = s.hand(0, "Canyon Crawler")
    s.lands(0, "Swamp", 6)
    s.start()
    s.cast(crawler)
    _settle(s)
    assert "Food" in s.battlefield_names(0)
    assert "deathtouch" in s.game.chars(s.find("Canyon Crawler", BATTLEFIELD)).keywords
    s2 = Scenario()
    crawler = s2.hand(0, "Canyon Crawler")
    s2.lands(0, "Swamp", 2)
    s2.library(0, "Forest", "Swamp")
    s2.start()
    s2.act("special", crawler, "cycle").act("autopay")
    _settle(s2)
    g = s2.game
    swamp = next(a.args[0] for a in g.legal_actions() if a.args[0] != "done")
    assert {a.args[0] for a in g.legal_actions()} == {swamp, "done"}  # not the Forest
    s2.choose(swamp)
    assert s2.hand_names(0) == ["Swamp"] and "Canyon Crawler" in s2.graveyard_names(0)


# ------------------------------------------------------- Dai Li Indoctrination
def test_dai_li_indoctrination_takes_a_nonland_permanent_card_or_earthbends():
    s = Scenario()
    spell = s.hand(0, "Dai Li Indoctrination")
    s.lands(0, "Swamp", 2)
    s.hand(1, "Grizzly Bears", "Lightning Bolt", "Forest")
    s.start()
    s.cast(spell, mode=0, targets=[player_ref(1)])
    _settle(s)
    g = s.game
    options = {a.args[0] for a in g.legal_actions()}
    assert s.names(options) == ["Grizzly Bears"]  # not the Bolt or the Forest
    s.choose(options.pop())
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    s2 = Scenario()
    spell = s2.hand(0, "Dai Li Indoctrination")
    swamps = s2.lands(0, "Swamp", 3)
    s2.start()
    s2.cast(spell, mode=1, targets=[swamps[2]])
    _settle(s2)
    assert s2.pt(swamps[2]) == (2, 2) and s2.game.chars(swamps[2]).is_creature


# ----------------------------------------------------------------- Earth Rumble
def test_earth_rumble_earthbends_then_when_it_does_a_creature_fights():
    s = Scenario()
    rumble = s.hand(0, "Earth Rumble")
    forests = s.lands(0, "Forest", 5)
    mine = s.battlefield(0, "Craw Wurm")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(rumble, targets=[forests[4]])
    s.resolve()
    g = s.game
    assert g.chars(forests[4]).is_creature and s.pt(forests[4]) == (2, 2)
    assert g.decision.kind == "target"  # the reflexive trigger's targets, chosen now
    s.act("target", mine).act("target", theirs)
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1) and mine in g.battlefield


# --------------------------------------------------------------- Aang's Iceberg
def test_aangs_iceberg_exiles_until_it_leaves_and_sacrifices_itself_to_scry():
    s = Scenario()
    iceberg = s.hand(0, "Aang's Iceberg")
    s.lands(0, "Plains", 3)
    s.lands(0, "Island", 3)
    bear = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Forest", "Mountain")
    s.start()
    s.cast(iceberg)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert s.find("Grizzly Bears", EXILE)
    iceberg = s.find("Aang's Iceberg", BATTLEFIELD)
    s.activate(iceberg, 3)
    _settle(s)
    g = s.game
    assert g.decision.kind == "scry"  # sacrificed first, then scry 2
    assert "Aang's Iceberg" in s.graveyard_names(0)
    while g.decision.kind in ("scry", "scry_order"):
        g.act(g.legal_actions()[0])
    _settle(s)
    assert "Grizzly Bears" in s.battlefield_names(1)


# ---------------------------------------------------------- Airbender Ascension
def test_airbender_ascension_airbends_counts_quests_and_blinks_at_four():
    s = Scenario()
    ascension = s.hand(0, "Airbender Ascension")
    s.lands(0, "Plains", 2)
    bear = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(ascension)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert s.find("Grizzly Bears", EXILE)
    s2 = Scenario()
    ascension = s2.battlefield(0, "Airbender Ascension", counters={"quest": 3})
    elf = s2.hand(0, "Llanowar Elves")
    s2.lands(0, "Forest", 1)
    knight = s2.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    s2.start()
    s2.cast(elf)
    _settle(s2)
    g = s2.game
    assert g.objects[ascension].counters["quest"] == 4
    s2.pass_until_decision("target")
    assert s2.game.step == "end"
    s2.act("target", knight)
    _settle(s2)
    back = s2.find("Grizzly Bears", BATTLEFIELD)
    assert back != knight and s2.pt(back) == (2, 2)  # a new object, without counters


def test_airbender_ascension_does_nothing_at_end_step_below_four_quests():
    s = Scenario()
    s.battlefield(0, "Airbender Ascension", counters={"quest": 3})
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.pass_until("end")
    assert s.game.decision.kind == "priority" and not s.game.stack
    assert bear in s.game.battlefield


# ---------------------------------------------------------- Buzzard-Wasp Colony
def test_buzzard_wasp_colony_sacrifices_to_draw_and_takes_dead_creatures_counters():
    s = Scenario()
    colony = s.hand(0, "Buzzard-Wasp Colony")
    s.lands(0, "Swamp", 4)
    fodder = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    s.library(0, "Island")
    s.start()
    s.cast(colony)
    _settle(s)
    s.choose(fodder)
    _settle(s)
    colony = s.find("Buzzard-Wasp Colony", BATTLEFIELD)
    assert s.hand_names(0) == ["Island"]
    assert s.game.objects[colony].counters.get("+1/+1") == 2
    assert s.pt(colony) == (4, 4)


def test_buzzard_wasp_colony_ignores_creatures_without_counters():
    s = Scenario()
    colony = s.battlefield(0, "Buzzard-Wasp Colony")
    bear = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.start()
    s.cast(bolt, targets=[bear])
    _settle(s)
    assert s.game.objects[colony].counters == {} and not s.game.stack


# ------------------------------------------------------------- Day of Black Sun
def test_day_of_black_sun_destroys_small_creatures_stripped_of_their_abilities():
    s = Scenario()
    day = s.hand(0, "Day of Black Sun")
    s.lands(0, "Swamp", 4)
    konda = s.battlefield(1, "Konda, Lord of Eiganjo")  # indestructible, mana value 7
    s.battlefield(1, "Grizzly Bears")  # mana value 2
    wurm = s.battlefield(0, "Craw Wurm")  # mana value 6
    s.start()
    s.cast(day, x=2)
    _settle(s)
    g = s.game
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert konda in g.battlefield and wurm in g.battlefield
    s2 = Scenario()
    day = s2.hand(0, "Day of Black Sun")
    s2.lands(0, "Swamp", 9)
    konda = s2.battlefield(1, "Konda, Lord of Eiganjo")
    s2.start()
    s2.cast(day, x=7)
    _settle(s2)
    assert "Konda, Lord of Eiganjo" in s2.graveyard_names(1)  # lost indestructible first


# --------------------------------------------------------- Combustion Technique
def test_combustion_technique_deals_two_plus_lessons_and_exiles_what_would_die():
    s = Scenario()
    spell = s.hand(0, "Combustion Technique")
    s.graveyard(0, "Fancy Footwork", "Lightning Bolt")  # one Lesson
    s.lands(0, "Mountain", 2)
    bear = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})  # 3/3
    s.start()
    s.cast(spell, targets=[bear])
    _settle(s)
    assert s.graveyard_names(1) == [] and s.find("Grizzly Bears", EXILE)


def test_combustion_technique_exiles_the_creature_if_it_dies_later_that_turn():
    s = Scenario()
    spell = s.hand(0, "Combustion Technique")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 3)
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4: survives 2 damage
    s.start()
    s.cast(spell, targets=[wurm])
    _settle(s)
    assert wurm in s.game.battlefield
    s.cast(bolt, targets=[wurm])
    _settle(s)
    assert s.graveyard_names(1) == [] and s.find("Craw Wurm", EXILE)


# ------------------------------------------------------------ Bender's Waterskin
def test_benders_waterskin_untaps_during_the_other_players_untap_step_too():
    s = Scenario()
    skin = s.battlefield(0, "Bender's Waterskin")
    bear = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.library(1, "Forest")
    s.start()
    s.tap_for_mana(skin, "U")
    g = s.game
    assert g.objects[skin].tapped and g.players[0].pool.available().get("U") == 1
    s.pass_until("upkeep", active=1)
    assert not g.objects[skin].tapped  # Bob's untap step untaps it
    assert g.objects[bear].tapped  # but not Alice's other permanents


def test_benders_waterskin_untaps_once_in_its_controllers_untap_step():
    """Its own controller's untap step untaps it once: a stunned Waterskin loses
    one stun counter there, not two (CR 122.1d)."""
    s = Scenario()
    skin = s.battlefield(0, "Bender's Waterskin", tapped=True, counters={"stun": 2})
    s.library(0, "Island")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    g = s.game
    assert g.objects[skin].tapped and g.objects[skin].counters.get("stun") == 1


# ------------------------------------------------------------- Trusty Boomerang
def test_trusty_boomerang_gives_a_tap_ability_that_returns_the_boomerang():
    s = Scenario()
    boomerang = s.battlefield(0, "Trusty Boomerang")
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Craw Wurm")
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(boomerang, 1, targets=[bear])
    _settle(s)
    g = s.game
    granted = [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == bear]
    assert len(granted) == 1
    s.activate(bear, granted[0].args[1], targets=[theirs])
    _settle(s)
    assert g.objects[theirs].tapped and g.objects[bear].tapped
    assert "Trusty Boomerang" in s.hand_names(0)
    assert not any(a.kind == "activate" and a.args[0] == bear for a in g.legal_actions())


def test_trusty_boomerang_unequipped_grants_nothing():
    s = Scenario()
    s.battlefield(0, "Trusty Boomerang")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start()
    assert not any(a.kind == "activate" and a.args[0] == bear for a in s.game.legal_actions())


# ------------------------------------------------ "another target" before activating
def test_an_ability_needing_another_target_is_not_offered_when_only_its_source_qualifies():
    """CR 602.2b, 115.1: Earth Kingdom Protectors' "another target Ally" can't be
    itself, so with no other Ally it can't be activated (found by random games
    once more cards were in the pool)."""
    s = Scenario()
    protectors = s.battlefield(0, "Earth Kingdom Protectors")
    s.start()
    assert not any(a.kind == "activate" and a.args[0] == protectors for a in s.game.legal_actions())
    s2 = Scenario()
    protectors = s2.battlefield(0, "Earth Kingdom Protectors")
    s2.battlefield(0, "Earth Kingdom Protectors")
    s2.start()
    assert any(a.kind == "activate" and a.args[0] == protectors for a in s2.game.legal_actions())


# --------------------------------------------------------- Earthbender Ascension
def test_earthbender_ascension_earthbends_then_fetches_a_tapped_basic():
    s = Scenario()
    ascension = s.hand(0, "Earthbender Ascension")
    forests = s.lands(0, "Forest", 3)
    s.library(0, "Lightning Bolt", "Mountain")
    s.start()
    s.cast(ascension)
    s.resolve()
    s.act("target", forests[0])
    _settle(s)
    g = s.game
    assert g.chars(forests[0]).is_creature and s.pt(forests[0]) == (2, 2)
    assert {a.args[0] for a in g.legal_actions()} - {"done"} == {s.find("Mountain")}
    s.choose(s.find("Mountain"))
    _settle(s)
    mountain = s.find("Mountain", BATTLEFIELD)
    assert g.objects[mountain].tapped


def test_earthbender_ascension_landfall_counts_quests_and_at_four_pumps_with_trample():
    s = Scenario()
    ascension = s.battlefield(0, "Earthbender Ascension", counters={"quest": 2})
    bear = s.battlefield(0, "Grizzly Bears")
    land = s.hand(0, "Forest")
    s.start()
    s.act("play", land)
    _settle(s)
    g = s.game
    assert g.objects[ascension].counters["quest"] == 3
    assert "+1/+1" not in g.objects[bear].counters  # the reflexive "if" failed
    assert g.decision.kind == "priority" and not g.stack  # it never triggered
    s2 = Scenario()
    ascension = s2.battlefield(0, "Earthbender Ascension", counters={"quest": 3})
    bear = s2.battlefield(0, "Grizzly Bears")
    land = s2.hand(0, "Forest")
    s2.start()
    s2.act("play", land)
    s2.resolve()  # the landfall trigger: a fourth counter, and "when you do"
    s2.act("target", bear)
    _settle(s2)
    g = s2.game
    assert g.objects[ascension].counters["quest"] == 4
    assert s2.pt(bear) == (3, 3) and "trample" in g.chars(bear).keywords


# ------------------------------------------------------------------ Bitter Work
def test_bitter_work_draws_once_when_attacking_with_power_4_or_more():
    s = Scenario()
    s.battlefield(0, "Bitter Work")
    wurms = [s.battlefield(0, "Craw Wurm"), s.battlefield(0, "Craw Wurm")]
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.attack(*wurms, bear)
    _settle(s)
    assert len(s.hand_names(0)) == 1  # one draw for the whole attack
    s2 = Scenario()
    s2.battlefield(0, "Bitter Work")
    bear = s2.battlefield(0, "Grizzly Bears")
    s2.library(0, "Island")
    s2.start()
    s2.attack(bear)
    _settle(s2)
    assert s2.hand_names(0) == []


def test_bitter_work_exhaust_earthbends_4_only_during_your_turn_and_once():
    s = Scenario()
    work = s.battlefield(0, "Bitter Work")
    forests = s.lands(0, "Forest", 5)
    s.library(0, "Island")
    s.start(active=1)
    s.pass_priority()  # Alice has priority on Bob's turn
    assert not any(a.kind == "activate" and a.args[0] == work for a in s.game.legal_actions())
    s2 = Scenario()
    work = s2.battlefield(0, "Bitter Work")
    forests = s2.lands(0, "Forest", 5)
    s2.start()
    s2.activate(work, 1, targets=[forests[4]])
    _settle(s2)
    assert s2.pt(forests[4]) == (4, 4)
    assert not any(a.kind == "activate" and a.args[0] == work for a in s2.game.legal_actions())


# ----------------------------------------------------- Barrels of Blasting Jelly
def test_barrels_of_blasting_jelly_filters_mana_once_each_turn():
    """ "{1}: Add one mana of any color. Activate only once each turn" (CR 602.5b)."""
    s = Scenario()
    barrels = s.battlefield(0, "Barrels of Blasting Jelly")
    s.lands(0, "Mountain", 2)
    s.start()
    mountains = [o for o in s.game.battlefield if s.game.chars(o).name == "Mountain"]
    s.tap_for_mana(mountains[0], "R")
    s.tap_for_mana(barrels, "G")
    g = s.game
    assert g.players[0].pool.available().get("G") == 1
    assert g.players[0].pool.available().get("R", 0) == 0
    s.tap_for_mana(mountains[1], "R")
    assert g.players[0].pool.available().get("R") == 1  # {1} to pay, but not again
    assert not any(a.kind == "mana_abilities" for a in g.legal_actions())


def test_barrels_of_blasting_jelly_blows_up_for_5_damage():
    s = Scenario()
    barrels = s.battlefield(0, "Barrels of Blasting Jelly")
    s.lands(0, "Mountain", 5)
    wurm = s.battlefield(1, "Craw Wurm")
    s.start()
    s.activate(barrels, 1, targets=[wurm])
    _settle(s)
    assert "Craw Wurm" in s.graveyard_names(1)
    assert "Barrels of Blasting Jelly" in s.graveyard_names(0)


# ---------------------------------------------------------------- Energybending
def test_energybending_gives_lands_every_basic_type_and_its_mana_until_end_of_turn():
    """CR 305.6: a land with a basic land type can tap for that type's mana."""
    s = Scenario()
    spell = s.hand(0, "Energybending")
    forests = s.lands(0, "Forest", 3)
    s.library(0, "Island", "Island")
    s.library(1, "Forest")
    s.start()
    s.cast(spell)
    _settle(s)
    g = s.game
    assert len(s.hand_names(0)) == 1  # drew a card
    spare = next(f for f in forests if not g.objects[f].tapped)
    assert {"Plains", "Island", "Swamp", "Mountain", "Forest"} <= g.chars(spare).subtypes
    s.tap_for_mana(spare, "U")
    assert g.players[0].pool.available().get("U") == 1
    s.pass_until("upkeep", active=1)
    assert g.chars(spare).subtypes == {"Forest"}
