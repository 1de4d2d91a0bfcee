"""Marvel's Spider-Man heroes (manastack/cards/spiderman_heroes.py): each card's
text played through the scenario harness, one small scenario per card."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _spider_counters(s: Scenario, oid: int | str) -> int:
    """+1/+1 counters on a permanent, by id or (after it was cast) by name."""
    if isinstance(oid, str):
        oid = s.find(oid, "battlefield")
    return s.game.objects[oid].counters.get("+1/+1", 0)


def test_sudden_strike_destroys_only_an_attacking_or_blocking_creature():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    strike = s.hand(1, "Sudden Strike")
    s.lands(1, "Plains", 2)
    s.start()
    s.attack(giant)
    s.pass_priority()
    targets = {a.args[0] for a in _target_options(s, strike)}
    assert giant in targets and bears not in targets
    s.game.act(Action("target", (giant,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(0)


def _target_options(s: Scenario, card: int) -> list[Action]:
    s.game.act(Action("cast", (card, "normal")))
    return [a for a in s.game.legal_actions() if a.kind == "target"]


def test_thwip_pumps_and_gains_life_only_for_a_spider():
    for name, life in (("Skyward Spider", 22), ("Grizzly Bears", 20)):
        s = Scenario()
        creature = s.battlefield(0, name)
        thwip = s.hand(0, "Thwip!")
        s.battlefield(0, "Plains")
        s.start()
        s.cast(thwip, targets=[creature]).resolve()
        assert s.pt(creature) == (4, 4) and "flying" in s.game.chars(creature).keywords
        assert s.life(0) == life


def test_starling_gives_another_creature_flying():
    s = Scenario()
    starling = s.hand(0, "Starling, Aerial Ally")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    s.start()
    s.cast(starling).resolve()
    assert s.game.decision.kind == "target"
    s.act("target", bears)
    s.resolve()
    assert "flying" in s.game.chars(bears).keywords


def test_wild_pack_squad_at_the_beginning_of_combat():
    s = Scenario()
    s.battlefield(0, "Wild Pack Squad")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.pass_until_decision("target")  # the beginning of combat: the trigger's target
    s.act("target", bears)
    s.resolve()
    assert {"first strike", "vigilance"} <= s.game.chars(bears).keywords


def test_spectacular_tactics_both_modes():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    tactics = s.hand(0, "Spectacular Tactics", "Spectacular Tactics")
    s.lands(0, "Plains", 4)
    giant = s.battlefield(1, "Hill Giant")
    big = s.battlefield(1, "Spider-Rex, Daring Dino")
    s.start()
    s.cast(tactics[0], targets=[bears], mode=0).resolve()
    assert s.pt(bears) == (3, 3) and "hexproof" in s.game.chars(bears).keywords
    s.game.act(s.pick(lambda a: a.kind == "cast" and a.args[0] == tactics[1]))
    s.choose(1)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert big in targets and giant not in targets  # power 4 or greater only


def test_selfless_police_captain_passes_its_counters_on():
    s = Scenario()
    captain = s.hand(0, "Selfless Police Captain")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(captain).resolve()
    captain = s.find("Selfless Police Captain", "battlefield")
    assert s.pt(captain) == (2, 2)
    s.pass_priority()
    s.cast(bolt, targets=[captain])
    s.resolve()
    s.act("target", bears)
    s.resolve()
    assert _spider_counters(s, bears) == 1


def test_aunt_may_life_and_a_counter_for_spiders():
    s = Scenario()
    s.battlefield(0, "Aunt May")
    spider, bears = s.hand(0, "Skyward Spider", "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(spider).resolve()
    s.resolve()
    assert s.life(0) == 21 and _spider_counters(s, "Skyward Spider") == 1
    s.cast(bears).resolve()
    s.resolve()
    assert s.life(0) == 22 and _spider_counters(s, "Grizzly Bears") == 0


def test_city_pigeon_leaves_a_food():
    s = Scenario()
    pigeon = s.battlefield(0, "City Pigeon")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.pass_priority()
    s.cast(bolt, targets=[pigeon]).resolve()
    s.resolve()
    assert "Food" in s.battlefield_names(0)


def test_spectacular_spider_man_flies_and_protects_the_team():
    s = Scenario()
    spidey = s.battlefield(0, "Spectacular Spider-Man")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    s.activate(spidey, index=1).resolve()
    assert "flying" in s.game.chars(spidey).keywords
    s.activate(spidey, index=2).resolve()
    assert "Spectacular Spider-Man" in s.graveyard_names(0)
    assert {"hexproof", "indestructible"} <= s.game.chars(bears).keywords


def test_kapow_counter_then_fight():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    kapow = s.hand(0, "Kapow!")
    s.lands(0, "Forest", 3)
    theirs = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(kapow, targets=[bears, theirs]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]  # 3 damage from the 3/3 Bears
    assert s.game.objects[bears].damage == 2 and s.pt(bears) == (3, 3)


def test_kravens_cats_only_once_each_turn():
    s = Scenario()
    cats = s.battlefield(0, "Kraven's Cats")
    s.lands(0, "Forest", 6)
    s.start()
    s.activate(cats).resolve()
    assert s.pt(cats) == (4, 4)
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == cats]


def test_guy_in_the_chair_makes_any_colour_and_grows_a_spider():
    s = Scenario()
    guy = s.battlefield(0, "Guy in the Chair")
    spider = s.battlefield(0, "Skyward Spider")
    s.lands(0, "Forest", 3)
    s.start()
    s.tap_for_mana(guy, "U")
    assert s.game.players[0].pool.total() == 1
    s2 = Scenario()
    guy = s2.battlefield(0, "Guy in the Chair")
    spider = s2.battlefield(0, "Skyward Spider")
    bears = s2.battlefield(0, "Grizzly Bears")
    s2.lands(0, "Forest", 3)
    s2.start()
    s2.game.act(s2.pick(lambda a: a.kind == "activate" and a.args[:2] == (guy, 1)))
    targets = {a.args[0] for a in s2.game.legal_actions() if a.kind == "target"}
    assert spider in targets and bears not in targets


def test_ezekiel_sims_pumps_a_spider_at_combat():
    s = Scenario()
    s.battlefield(0, "Ezekiel Sims, Spider-Totem")
    spider = s.battlefield(0, "Skyward Spider")
    s.start()
    s.pass_until_decision("target")
    s.act("target", spider)
    s.resolve()
    assert s.pt(spider) == (4, 4)


def test_radioactive_spider_finds_a_spider_hero():
    s = Scenario()
    radioactive = s.battlefield(0, "Radioactive Spider")
    s.lands(0, "Forest", 2)
    s.library(0, "Grizzly Bears", "Spider-Man, Web-Slinger", "Skyward Spider")
    s.start()
    s.activate(radioactive, index=2).resolve()
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    web = s.find("Spider-Man, Web-Slinger")
    assert web in options and s.find("Grizzly Bears") not in options
    s.choose(web)
    assert "Spider-Man, Web-Slinger" in s.hand_names(0)


def test_brooklyn_visionary_fetches_a_basic_land_tapped():
    s = Scenario()
    visionary = s.hand(0, "Spider-Man, Brooklyn Visionary")
    s.lands(0, "Forest", 5)
    s.library(0, "Grizzly Bears", "Island")
    s.start()
    s.cast(visionary).resolve()
    s.resolve()
    s.choose(s.find("Island"))
    island = s.find("Island", "battlefield")
    assert s.game.objects[island].tapped


def test_web_warriors_counters_on_each_other_creature():
    s = Scenario()
    warriors = s.hand(0, "Web-Warriors")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(warriors).resolve()
    s.resolve()
    assert _spider_counters(s, bears) == 1
    assert _spider_counters(s, "Web-Warriors") == 0 and _spider_counters(s, theirs) == 0


def test_lurking_lizards_grow_on_big_spells():
    s = Scenario()
    lizards = s.battlefield(0, "Lurking Lizards")
    giant, bears = s.hand(0, "Hill Giant", "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(bears)
    s.resolve_all()
    assert _spider_counters(s, lizards) == 0
    s.cast(giant)
    s.resolve_all()
    assert _spider_counters(s, lizards) == 1


def test_spider_girl_flies_on_your_turn_and_leaves_a_citizen():
    s = Scenario()
    girl = s.battlefield(0, "Spider-Girl, Legacy Hero")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    assert "flying" in s.game.chars(girl).keywords
    s.pass_until("upkeep", active=1)
    assert "flying" not in s.game.chars(girl).keywords
    s.cast(bolt, targets=[girl]).resolve()
    s.resolve()
    citizen = s.find("Human Citizen", "battlefield")
    assert s.pt(citizen) == (1, 1) and s.game.chars(citizen).colours == {"G", "W"}


def test_sun_spider_finds_an_aura_or_equipment():
    s = Scenario()
    sun = s.hand(0, "Sun-Spider, Nimble Webber")
    s.lands(0, "Plains", 4)
    s.library(0, "Grizzly Bears", "Spider-Suit")
    s.start()
    s.cast(sun).resolve()
    s.resolve()
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert options == {s.find("Spider-Suit"), "done"}


def test_wraith_double_strike_unblockable():
    s = Scenario()
    wraith = s.battlefield(0, "Wraith, Vicious Vigilante")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(wraith)
    s.pass_until("main2")
    assert s.life(1) == 18


def test_silk_makes_citizens_and_pumps_the_team():
    s = Scenario()
    silk = s.battlefield(0, "Silk, Web Weaver")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 4)
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(bears)
    s.resolve_all()
    assert "Human Citizen" in s.battlefield_names(0)
    s.activate(silk, index=2).resolve()
    assert s.pt(silk) == (5, 7) and "vigilance" in s.game.chars(silk).keywords


def test_spider_man_india_counter_and_flying_on_creature_spells():
    s = Scenario()
    india = s.battlefield(0, "Spider-Man India")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears, targets=[india])
    s.resolve()
    assert _spider_counters(s, india) == 1 and "flying" in s.game.chars(india).keywords


def test_spdr_draws_when_a_modified_creature_connects():
    s = Scenario()
    spdr = s.hand(0, "SP//dr, Piloted by Peni")
    bears = s.battlefield(0, "Grizzly Bears")
    plain = s.battlefield(0, "Hill Giant")
    s.lands(0, "Plains", 3)
    s.lands(0, "Island", 2)
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.cast(spdr).resolve()
    s.act("target", bears)
    s.resolve()
    hand = len(s.game.players[0].hand)
    s.attack(bears, plain)
    s.pass_until("main2")
    assert len(s.game.players[0].hand) == hand + 1  # the modified Bears only


def test_spider_manifestation_untaps_on_big_spells():
    s = Scenario()
    manifest = s.battlefield(0, "Spider Manifestation")
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 3)
    s.start()
    s.tap_for_mana(manifest, "R")
    assert s.game.objects[manifest].tapped
    s.cast(giant)
    s.resolve()
    assert not s.game.objects[manifest].tapped


def test_cosmic_spider_man_shares_its_keywords_with_spiders():
    s = Scenario()
    s.battlefield(0, "Cosmic Spider-Man")
    spider = s.battlefield(0, "Skyward Spider")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.pass_until("beginning_of_combat")
    s.resolve()
    assert {"flying", "first strike", "trample", "lifelink", "haste"} <= s.game.chars(
        spider
    ).keywords
    assert "flying" not in s.game.chars(bears).keywords
