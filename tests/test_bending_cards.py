"""The gw-allies deck and the other bending cards: each card's text in a small
scenario (waterbend, airbend and earthbend themselves: test_bending_*.py)."""

from manastack import Action, load_deck
from manastack.scenario import Scenario


def _tokens(s, player=0):
    return [
        o
        for o in s.game.battlefield
        if s.game.objects[o].is_token and s.game.chars(o).controller == player
    ]


def _settle(s):
    """Resolve the stack, putting simultaneous triggers on it in any order."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def test_gw_allies_deck_is_bundled_exactly():
    deck = [c.name for c in load_deck("gw-allies").main]
    assert len(deck) == 40
    assert deck.count("Plains") == 9 and deck.count("Forest") == 8
    assert deck.count("Suki, Kyoshi Warrior") == 1 and deck.count("Allies at Last") == 2


def test_compassionate_healer_gains_and_scries_whenever_it_becomes_tapped():
    """Whenever this creature becomes tapped, you gain 1 life and scry 1 (tapped
    for waterbend, here)."""
    s = Scenario()
    healer = s.battlefield(0, "Compassionate Healer")
    rallier = s.battlefield(0, "Water Tribe Rallier")
    s.lands(0, "Plains", 3)
    s.library(0, "Forest", "Forest", "Forest", "Forest", "Hill Giant")
    s.start()
    s.act("activate", rallier, 0)
    s.act("waterbend", healer)
    s.act("waterbend", rallier)
    s.act("autopay")
    s.resolve()  # the Healer's trigger is above the Rallier's ability
    assert s.game.decision.kind == "scry"
    s.choose("bottom")
    assert s.life(0) == 21


def test_invasion_reinforcements_has_flash_and_makes_an_ally():
    s = Scenario()
    reinforcements = s.hand(0, "Invasion Reinforcements")
    s.lands(0, "Plains", 2)
    s.battlefield(1, "Grizzly Bears")
    s.start(step="upkeep", active=1)
    s.pass_priority()  # player 0 has priority on the opponent's turn
    assert Action("cast", (reinforcements, "normal")) in s.game.legal_actions()
    s.cast(reinforcements)
    _settle(s)
    token = _tokens(s)
    assert len(token) == 1 and s.game.chars(token[0]).subtypes == frozenset({"Ally"})
    assert s.pt(token[0]) == (1, 1) and s.game.chars(token[0]).colours == frozenset({"W"})


def test_kyoshi_warriors_make_an_ally():
    s = Scenario()
    warriors = s.hand(0, "Kyoshi Warriors")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(warriors)
    _settle(s)
    assert len(_tokens(s)) == 1


def test_earth_kingdom_jailer_exiles_mana_value_3_until_it_leaves():
    """Exile up to one target artifact, creature or enchantment an opponent
    controls with mana value 3 or greater until this creature leaves."""
    s = Scenario()
    jailer = s.hand(0, "Earth Kingdom Jailer")
    s.lands(0, "Plains", 3)
    giant = s.battlefield(1, "Hill Giant")  # {3}{R}
    bears = s.battlefield(1, "Grizzly Bears")  # {1}{G}: not a legal target
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.start()
    s.cast(jailer)
    s.resolve()
    assert giant in [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bears not in [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    s.act("target", giant)
    s.resolve()
    assert s.game.find("Hill Giant", "exile")
    s.pass_priority()
    s.cast(bolt, targets=[s.find("Earth Kingdom Jailer", "battlefield")])
    _settle(s)
    assert "Hill Giant" in s.battlefield_names(1)
    assert s.game.find("Hill Giant", "exile") == []


def test_badgermole_cub_adds_g_when_a_creature_is_tapped_for_mana():
    """Whenever you tap a creature for mana, add an additional {G} (a land that
    isn't a creature gets nothing extra)."""
    s = Scenario()
    s.battlefield(0, "Badgermole Cub")
    elves = s.battlefield(0, "Llanowar Elves")
    forest = s.battlefield(0, "Forest")
    s.start()
    s.tap_for_mana(elves, "G")
    assert s.game.players[0].pool.available()["G"] == 2
    s.tap_for_mana(forest, "G")
    assert s.game.players[0].pool.available()["G"] == 3


def test_earth_kings_lieutenant_counters():
    """When this enters, a +1/+1 counter on each other Ally creature you control;
    whenever another Ally you control enters, a counter on it."""
    s = Scenario()
    lieutenant = s.hand(0, "Earth King's Lieutenant")
    healer = s.battlefield(0, "Compassionate Healer")
    cub = s.battlefield(0, "Badgermole Cub")  # not an Ally
    reinforcements = s.hand(0, "Invasion Reinforcements")
    s.lands(0, "Plains", 3)
    s.lands(0, "Forest", 1)
    s.start()
    s.cast(lieutenant)
    _settle(s)
    assert s.pt(healer) == (3, 3) and s.pt(cub) == (2, 2)
    s.cast(reinforcements)
    _settle(s)  # the creature, then the token: two Allies entered
    me = s.find("Earth King's Lieutenant", "battlefield")
    assert s.pt(me) == (3, 3)
    assert "trample" in s.game.chars(me).keywords


def test_yip_yip_pumps_and_gives_an_ally_flying():
    s = Scenario()
    yip = s.hand(0, "Yip Yip!")
    healer = s.battlefield(0, "Compassionate Healer")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(yip, targets=[healer])
    s.resolve()
    assert s.pt(healer) == (4, 4) and "flying" in s.game.chars(healer).keywords
    s2 = Scenario()
    yip = s2.hand(0, "Yip Yip!")
    cub = s2.battlefield(0, "Badgermole Cub")
    s2.lands(0, "Plains", 1)
    s2.start()
    s2.cast(yip, targets=[cub])
    s2.resolve()
    assert s2.pt(cub) == (4, 4) and "flying" not in s2.game.chars(cub).keywords


def test_suki_counts_creatures_and_makes_an_attacking_ally():
    """Suki's power is the number of creatures you control; whenever Suki attacks,
    a 1/1 Ally token enters tapped and attacking."""
    s = Scenario()
    suki = s.battlefield(0, "Suki, Kyoshi Warrior")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start()
    assert s.pt(suki) == (2, 4)
    s.attack(suki)
    _settle(s)
    token = _tokens(s)
    assert len(token) == 1 and s.game.objects[token[0]].tapped
    assert token[0] in s.game.combat.attackers
    assert s.pt(suki) == (3, 4)
    s.pass_until("main2")
    assert s.life(1) == 20 - 3 - 1


def test_south_pole_voyager_gains_life_and_draws_on_the_second_resolution():
    s = Scenario()
    voyager = s.hand(0, "South Pole Voyager")
    reinforcements = s.hand(0, "Invasion Reinforcements")
    s.lands(0, "Plains", 4)
    s.library(0, "Forest", "Hill Giant")
    s.start()
    s.cast(voyager)
    _settle(s)
    assert s.life(0) == 21 and len(s.game.players[0].hand) == 1
    s.cast(reinforcements)
    _settle(s)  # two more Allies: the second resolution draws, the third doesn't
    assert s.life(0) == 23
    assert s.hand_names(0) == ["Forest"]


def test_allies_at_last_affinity_and_damage():
    """Affinity for Allies; up to two target creatures you control each deal
    damage equal to their power to target creature an opponent controls."""
    s = Scenario()
    spell = s.hand(0, "Allies at Last")
    healer = s.battlefield(0, "Compassionate Healer")
    rallier = s.battlefield(0, "Water Tribe Rallier")
    s.lands(0, "Forest", 1)  # {2}{G} minus two Allies
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    assert Action("cast", (spell, "normal")) in s.game.legal_actions()
    s.cast(spell, targets=[healer, rallier, giant])
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(1)


def test_fancy_footwork_untaps_and_pumps_two():
    s = Scenario()
    spell = s.hand(0, "Fancy Footwork")
    a = s.battlefield(0, "Grizzly Bears", tapped=True)
    b = s.battlefield(0, "Compassionate Healer", tapped=True)
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(spell, targets=[a, b])
    s.resolve()
    assert not s.game.objects[a].tapped and not s.game.objects[b].tapped
    assert s.pt(a) == (4, 4) and s.pt(b) == (4, 4)


def test_white_lotus_reinforcements_pumps_other_allies():
    s = Scenario()
    lotus = s.battlefield(0, "White Lotus Reinforcements")
    healer = s.battlefield(0, "Compassionate Healer")
    cub = s.battlefield(0, "Badgermole Cub")
    s.start()
    assert s.pt(lotus) == (2, 3) and s.pt(healer) == (3, 3) and s.pt(cub) == (2, 2)
    assert "vigilance" in s.game.chars(lotus).keywords


def test_sandbenders_storm_and_earth_kingdom_general():
    """Sandbenders' Storm: destroy a creature with power 4 or greater, or
    earthbend 3; Earth Kingdom General earthbends 2 as it enters."""
    s = Scenario()
    storm = s.hand(0, "Sandbenders' Storm")
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(storm, targets=[forest], mode=1)
    s.resolve()
    assert s.pt(forest) == (3, 3)
    s2 = Scenario()
    general = s2.hand(0, "Earth Kingdom General")
    s2.lands(0, "Forest", 4)
    s2.start()
    s2.cast(general)
    s2.resolve()
    land = s2.game.find("Forest", "battlefield")[0]
    s2.act("target", land)
    s2.resolve()
    assert s2.pt(land) == (2, 2)


def test_north_pole_patrol_untaps_another_permanent():
    s = Scenario()
    patrol = s.battlefield(0, "North Pole Patrol")
    land = s.battlefield(0, "Forest", tapped=True)
    s.start()
    targets = []
    s.act("activate", patrol, 0)
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert patrol not in targets and land in targets
    s.act("target", land)
    s.resolve()
    assert not s.game.objects[land].tapped


def test_geyser_leaper_loots_for_waterbend_four():
    s = Scenario()
    leaper = s.battlefield(0, "Geyser Leaper")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    keep = s.hand(0, "Forest")
    s.library(0, "Hill Giant")
    s.start()
    s.act("activate", leaper, 1)
    for oid in (leaper, *bears):
        s.act("waterbend", oid)
    s.resolve()
    s.choose(keep)
    assert s.hand_names(0) == ["Hill Giant"] and s.graveyard_names(0) == ["Forest"]


def test_aang_airbends_and_gains_lifelink_from_lessons():
    """When Aang enters, airbend up to one other target nonland permanent;
    whenever you cast a Lesson spell, Aang gains lifelink until end of turn."""
    s = Scenario()
    aang = s.hand(0, "Aang, the Last Airbender")
    yip = s.hand(0, "Yip Yip!")
    s.lands(0, "Plains", 5)
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(aang)
    s.resolve()
    me = s.find("Aang, the Last Airbender", "battlefield")
    choices = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert me not in choices and giant in choices
    s.act("target", giant)
    s.resolve()
    assert s.game.find("Hill Giant", "exile")
    s.cast(yip, targets=[me])
    _settle(s)
    assert "lifelink" in s.game.chars(me).keywords


def test_glider_staff_equips_for_plus_one_and_flying():
    s = Scenario()
    staff = s.battlefield(0, "Glider Staff")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    s.activate(staff, targets=[bears])
    s.resolve()
    assert s.pt(bears) == (3, 3) and "flying" in s.game.chars(bears).keywords


def test_water_tribe_rallier_without_a_small_creature_puts_all_four_on_the_bottom():
    """Look at the top four; no creature card with power 3 or less: nothing is
    revealed and the four go to the bottom in a random order."""
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    s.lands(0, "Plains", 5)
    s.library(0, "Forest", "Plains", "Island", "Lightning Bolt", "Kyoshi Warriors")
    s.start()
    s.activate(rallier)
    s.resolve()
    library = s.game.players[0].library
    assert s.hand_names(0) == []
    assert s.names([library[-1]]) == ["Kyoshi Warriors"]  # the fifth card is now on top
    assert sorted(s.names(library[:4])) == ["Forest", "Island", "Lightning Bolt", "Plains"]
