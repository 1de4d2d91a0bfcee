"""Marvel's Spider-Man villains (manastack/cards/spiderman_villains.py) and the
colourless cards and lands (spiderman_misc.py): each card's text played through
the scenario harness, one small scenario per card."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _counters(s: Scenario, name: str) -> int:
    return s.game.objects[s.find(name, "battlefield")].counters.get("+1/+1", 0)


def _targets(s: Scenario) -> set:
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}


def test_oscorp_research_team_draws_two():
    s = Scenario()
    team = s.battlefield(0, "Oscorp Research Team")
    s.lands(0, "Island", 7)
    s.library(0, "Island", "Island")
    s.start()
    s.activate(team).resolve()
    assert len(s.game.players[0].hand) == 2


def test_mysterios_phantasm_mills_when_it_attacks():
    s = Scenario()
    phantasm = s.battlefield(0, "Mysterio's Phantasm")
    s.library(0, "Hill Giant")
    s.start()
    s.attack(phantasm)
    s.resolve()
    assert s.graveyard_names(0) == ["Hill Giant"]
    assert not s.game.objects[phantasm].tapped  # vigilance


def test_spider_byte_returns_up_to_one_nonland_permanent():
    s = Scenario()
    byte = s.hand(0, "Spider-Byte, Web Warden")
    s.lands(0, "Island", 3)
    giant = s.battlefield(1, "Hill Giant")
    land = s.battlefield(1, "Mountain")
    s.start()
    s.cast(byte).resolve()
    assert giant in _targets(s) and land not in _targets(s)
    s.act("target", giant)
    s.resolve()
    assert s.hand_names(1) == ["Hill Giant"]


def test_whoosh_draws_only_when_kicked():
    for how, cards in (("normal", 0), ("kicker", 1)):
        s = Scenario()
        whoosh = s.hand(0, "Whoosh!")
        s.lands(0, "Island", 4)
        s.library(0, "Island")
        giant = s.battlefield(1, "Hill Giant")
        s.start()
        s.cast(whoosh, targets=[giant], how=how).resolve()
        assert s.hand_names(1) == ["Hill Giant"]
        assert len(s.game.players[0].hand) == cards


def test_school_daze_fight_crime_counters_and_draws():
    s = Scenario()
    daze = s.hand(0, "School Daze")
    s.lands(0, "Island", 5)
    s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    s.cast(daze, targets=[s.find("Lightning Bolt", "stack")], mode=1)
    s.resolve()
    assert "Lightning Bolt" in s.graveyard_names(1) and s.life(0) == 20
    assert s.hand_names(0) == ["Island"]


def test_robotics_mastery_makes_robots_and_pumps():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    mastery = s.hand(0, "Robotics Mastery")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(mastery, targets=[bears]).resolve()
    s.resolve()
    assert s.pt(bears) == (4, 4)
    robots = [o for o in s.game.battlefield if s.game.chars(o).name == "Robot"]
    assert len(robots) == 2 and "flying" in s.game.chars(robots[0]).keywords


def test_scorpions_sting():
    s = Scenario()
    sting = s.hand(0, "Scorpion's Sting")
    s.lands(0, "Swamp", 2)
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(sting, targets=[giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(1)


def test_merciless_enforcers_ping_each_opponent():
    s = Scenario()
    enforcers = s.battlefield(0, "Merciless Enforcers")
    s.lands(0, "Swamp", 4)
    s.start()
    s.activate(enforcers, index=1).resolve()
    assert s.life(1) == 19


def test_venomized_cat_mills_two():
    s = Scenario()
    cat = s.hand(0, "Venomized Cat")
    s.lands(0, "Swamp", 3)
    s.library(0, "Hill Giant", "Island", "Plains")
    s.start()
    s.cast(cat).resolve()
    s.resolve()
    assert sorted(s.graveyard_names(0)) == ["Hill Giant", "Island"]


def test_the_spots_portal_bottom_and_life_unless_a_villain():
    for villain, life in ((False, 18), (True, 20)):
        s = Scenario()
        portal = s.hand(0, "The Spot's Portal")
        s.lands(0, "Swamp", 3)
        if villain:
            s.battlefield(0, "Common Crook")
        giant = s.battlefield(1, "Hill Giant")
        s.library(1, "Island")
        s.start()
        s.cast(portal, targets=[giant]).resolve()
        assert s.names(s.game.players[1].library)[0] == "Hill Giant"  # the bottom
        assert s.life(0) == life


def test_inner_demons_gangsters_discard_for_power_and_menace():
    s = Scenario()
    gangsters = s.battlefield(0, "Inner Demons Gangsters")
    s.hand(0, "Island")
    s.start()
    s.activate(gangsters)
    s.choose(s.find("Island"))
    s.resolve()
    assert s.pt(gangsters) == (4, 4) and "menace" in s.game.chars(gangsters).keywords


def test_tombstone_returns_a_villain_and_villains_cost_less():
    s = Scenario()
    tomb = s.hand(0, "Tombstone, Career Criminal")
    crook = s.graveyard(0, "Common Crook")
    s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(tomb).resolve()
    assert _targets(s) == {crook}
    s.act("target", crook)
    s.resolve()
    assert s.hand_names(0) == ["Common Crook"]
    s.battlefield(0, "Swamp")
    s.cast(s.find("Common Crook", "hand")).resolve()  # {1}{B} for one Swamp
    assert "Common Crook" in s.battlefield_names(0)


def test_agent_venom_draws_when_another_nontoken_creature_dies():
    """ "Whenever another nontoken creature you control dies, you draw a card and
    lose 1 life": a nontoken creature of yours dying triggers it."""
    s = Scenario()
    s.battlefield(0, "Agent Venom")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(bolt, targets=[bears]).resolve()
    s.resolve()
    assert s.hand_names(0) == ["Island"] and s.life(0) == 19


def test_agent_venom_does_not_trigger_on_its_own_death():
    """ "Another": Agent Venom's own death doesn't trigger its ability, although it
    sees itself die (CR 603.10a) and is a nontoken creature you control."""
    s = Scenario()
    venom = s.battlefield(0, "Agent Venom")
    s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(bolt, targets=[venom]).resolve()
    s.resolve()
    assert "Agent Venom" in s.graveyard_names(0)
    assert s.hand_names(0) == [] and s.life(0) == 20


def test_villainous_wrath():
    s = Scenario()
    wrath = s.hand(0, "Villainous Wrath")
    s.lands(0, "Swamp", 5)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(wrath, targets=["P1"]).resolve()
    assert s.life(1) == 18
    assert s.battlefield_names(0) == ["Swamp"] * 5 and s.battlefield_names(1) == []


def test_romantic_rendezvous_discards_then_draws_two():
    s = Scenario()
    rendezvous = s.hand(0, "Romantic Rendezvous")
    s.hand(0, "Raging Goblinoids")
    s.lands(0, "Mountain", 2)
    s.library(0, "Island", "Plains")
    s.start()
    s.cast(rendezvous)
    s.resolve()
    s.choose(s.find("Raging Goblinoids"))
    assert sorted(s.hand_names(0)) == ["Island", "Plains"]
    assert "Raging Goblinoids" in s.graveyard_names(0)


def test_wisecrack_hurts_an_attacker_and_its_controller():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    crack = s.hand(1, "Wisecrack")
    s.lands(1, "Mountain", 3)
    s.start()
    s.attack(giant)
    s.pass_priority()
    s.cast(crack, targets=[giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(0) and s.life(0) == 18


def test_taxi_driver_gives_haste():
    s = Scenario()
    taxi = s.battlefield(0, "Taxi Driver")
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    s.battlefield(0, "Mountain")
    s.start()
    s.activate(taxi, targets=[bears]).resolve()
    assert "haste" in s.game.chars(bears).keywords


def test_hobgoblin_grows_when_you_discard():
    s = Scenario()
    hob = s.battlefield(0, "Hobgoblin, Mantled Marauder")
    rendezvous = s.hand(0, "Romantic Rendezvous")
    s.hand(0, "Island")
    s.lands(0, "Mountain", 2)
    s.library(0, "Island", "Plains")
    s.start()
    s.cast(rendezvous)
    s.resolve()
    s.choose(s.find("Island", "hand"))
    s.resolve()
    assert s.pt(hob) == (3, 2)


def test_masked_meower_discard_and_sacrifice_to_draw():
    s = Scenario()
    meower = s.battlefield(0, "Masked Meower")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.start()
    s.activate(meower)
    s.choose(s.find("Island"))
    s.resolve()
    assert s.hand_names(0) == ["Plains"] and "Masked Meower" in s.graveyard_names(0)


def test_shocker_first_strike_on_your_turn_and_vibro_shock():
    s = Scenario()
    shocker = s.hand(0, "Shocker, Unshakable")
    s.lands(0, "Mountain", 6)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(shocker).resolve()
    s.act("target", bears)
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1) and s.life(1) == 18
    shocker = s.find("Shocker, Unshakable", "battlefield")
    assert "first strike" in s.game.chars(shocker).keywords
    s.pass_until("upkeep", active=1)
    assert "first strike" not in s.game.chars(shocker).keywords


def test_angry_rabble_pings_on_big_spells_and_grows():
    s = Scenario()
    rabble = s.battlefield(0, "Angry Rabble")
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 10)
    s.start()
    s.cast(giant)
    s.resolve_all()
    assert s.life(1) == 19
    s.activate(rabble, index=2).resolve()
    assert s.pt(rabble) == (4, 4)


def test_green_goblin_revenant_discards_then_draws_per_discard():
    s = Scenario()
    goblin = s.battlefield(0, "Green Goblin, Revenant")
    s.hand(0, "Island")
    s.library(0, "Plains", "Swamp")
    s.start()
    s.attack(goblin)
    s.resolve()
    s.choose(s.find("Island"))
    assert s.hand_names(0) == ["Plains"]  # one card discarded this turn


def test_ultimate_green_goblin_upkeep_discard_and_treasure():
    s = Scenario()
    s.battlefield(0, "Ultimate Green Goblin")
    s.hand(0, "Island")
    s.start(step="upkeep")
    s.resolve()
    s.choose(s.find("Island"))
    assert "Treasure" in s.battlefield_names(0) and s.graveyard_names(0) == ["Island"]


def test_scarlet_spider_kaine_may_discard_for_a_counter():
    for answer, counters in (("yes", 1), ("no", 0)):
        s = Scenario()
        kaine = s.hand(0, "Scarlet Spider, Kaine")
        s.hand(0, "Island")
        s.battlefield(0, "Swamp")
        s.battlefield(0, "Mountain")
        s.start()
        s.cast(kaine).resolve()
        s.choose(answer)
        if answer == "yes":
            s.choose(s.find("Island"))
        assert _counters(s, "Scarlet Spider, Kaine") == counters


def test_vulture_gives_other_villains_flying():
    s = Scenario()
    vulture = s.battlefield(0, "Vulture, Scheming Scavenger")
    crook = s.battlefield(0, "Common Crook")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(vulture)
    s.resolve()
    assert "flying" in s.game.chars(crook).keywords
    assert "flying" not in s.game.chars(bears).keywords


# --------------------------------------------------------------- colourless, lands
def test_news_helicopter_brings_a_citizen():
    s = Scenario()
    heli = s.hand(0, "News Helicopter")
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(heli).resolve()
    s.resolve()
    assert "Human Citizen" in s.battlefield_names(0)


def test_hot_dog_cart_food_and_any_colour():
    s = Scenario()
    cart = s.hand(0, "Hot Dog Cart")
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(cart).resolve()
    s.resolve()
    assert "Food" in s.battlefield_names(0)
    s.tap_for_mana(s.find("Hot Dog Cart", "battlefield"), "B")
    assert s.game.players[0].pool.total() == 1


def test_bagel_and_schmear_share_and_nosh():
    s = Scenario()
    bagel = s.battlefield(0, "Bagel and Schmear")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    s.library(0, "Island")
    s.start()
    s.activate(bagel, index=0, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 3) and s.hand_names(0) == ["Island"]
    s2 = Scenario()
    bagel = s2.battlefield(0, "Bagel and Schmear")
    s2.lands(0, "Plains", 2)
    s2.library(0, "Island")
    s2.start()
    s2.activate(bagel, index=1).resolve()
    assert s2.life(0) == 23 and s2.hand_names(0) == ["Island"]


def test_surveil_lands_enter_tapped_and_make_two_colours():
    s = Scenario()
    hideout = s.hand(0, "Sinister Hideout")
    s.start()
    s.act("play", hideout)
    hideout = s.find("Sinister Hideout", "battlefield")
    assert s.game.objects[hideout].tapped
    s.game.objects[hideout].tapped = False
    options = {a.args[2] for a in _mana_actions(s, hideout)}
    assert options == {"U", "B"}


def _mana_actions(s: Scenario, oid: int) -> list[Action]:
    s.act("mana_abilities")
    return [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_vibrant_cityscape_fetches_a_basic_land_tapped():
    s = Scenario()
    city = s.battlefield(0, "Vibrant Cityscape")
    s.library(0, "Grizzly Bears", "Forest")
    s.start()
    s.activate(city).resolve()
    s.choose(s.find("Forest"))
    forest = s.find("Forest", "battlefield")
    assert s.game.objects[forest].tapped and "Vibrant Cityscape" in s.graveyard_names(0)
