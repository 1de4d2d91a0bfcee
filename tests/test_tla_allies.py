"""TLA white, red and black cards (manastack/cards/avatar_allies.py): each
card's text in a small scenario through the scenario harness."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE, HAND, LIBRARY
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, putting simultaneous triggers on it in the order offered."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _mine(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


# -------------------------------------------------------------------- white
def test_avatar_enthusiasts_grows_when_another_ally_enters():
    s = Scenario()
    fans = s.battlefield(0, "Avatar Enthusiasts")
    ally = s.hand(0, "Kyoshi Warriors")
    bear = s.hand(0, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bear)
    _settle(s)
    assert _counters(s, fans) == 0  # not an Ally
    s.cast(ally)
    _settle(s)
    assert _counters(s, fans) == 2  # Kyoshi Warriors and its Ally token


def test_curious_farm_animals_destroys_an_artifact_and_gains_3_when_it_dies():
    s = Scenario()
    animals = s.battlefield(0, "Curious Farm Animals")
    anthem = s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Plains", 2)
    s.start()
    s.activate(animals, targets=[anthem])
    _settle(s)
    assert "Glorious Anthem" in s.graveyard_names(1)
    assert s.life(0) == 23  # sacrificed: it died


def test_glider_kids_scry_1_on_entering():
    s = Scenario()
    kids = s.hand(0, "Glider Kids")
    s.library(0, "Hill Giant", "Forest")  # Hill Giant on top
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(kids)
    s.resolve()
    s.resolve()
    assert s.game.decision.kind == "scry"
    s.choose("bottom")
    assert s.names(s.game.players[0].library) == ["Hill Giant", "Forest"]  # now at the bottom


def test_jeong_jeongs_deserters_put_a_counter_on_target_creature():
    s = Scenario()
    deserters = s.hand(0, "Jeong Jeong's Deserters")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(deserters)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert s.pt(bear) == (3, 3)


def test_water_tribe_captain_pumps_the_team():
    s = Scenario()
    captain = s.battlefield(0, "Water Tribe Captain")
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    s.start()
    s.activate(captain)
    s.resolve()
    assert s.pt(captain) == (4, 4) and s.pt(bear) == (3, 3) and s.pt(theirs) == (2, 2)


def test_earth_kingdom_protectors_make_another_ally_indestructible():
    s = Scenario()
    guard = s.battlefield(0, "Earth Kingdom Protectors")
    ally = s.battlefield(0, "Kyoshi Warriors")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.act("activate", guard, s.pick(lambda a: a.kind == "activate" and a.args[0] == guard).args[1])
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert ally in targets and bear not in targets and guard not in targets
    s.act("target", ally)
    _settle(s)
    assert "indestructible" in s.game.chars(ally).keywords
    assert "Earth Kingdom Protectors" in s.graveyard_names(0)


def test_gather_the_white_lotus_makes_an_ally_per_plains_then_scries_2():
    s = Scenario()
    gather = s.hand(0, "Gather the White Lotus")
    s.lands(0, "Plains", 3)
    s.lands(0, "Mountain", 2)
    s.library(0, "Forest", "Forest")
    s.start()
    s.cast(gather).resolve()
    assert len(_mine(s, "Ally")) == 3
    assert s.game.decision.kind == "scry"


def test_united_front_makes_x_allies_then_a_counter_on_each_creature():
    s = Scenario()
    front = s.hand(0, "United Front")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    s.start()
    s.cast(front, x=3).resolve()
    allies = _mine(s, "Ally")
    assert len(allies) == 3 and all(s.pt(a) == (2, 2) for a in allies)
    assert s.pt(bear) == (3, 3)


def test_aangs_journey_finds_a_basic_land_or_with_kicker_also_a_shrine():
    s = Scenario()
    journey = s.hand(0, "Aang's Journey")
    s.library(0, "Plains", "Northern Air Temple", "Glider Kids")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(journey, how="kicker")
    s.resolve()
    s.choose(s.find("Plains", LIBRARY))
    s.choose(s.find("Northern Air Temple", LIBRARY))
    assert sorted(s.hand_names(0)) == ["Northern Air Temple", "Plains"]
    assert s.life(0) == 22
    s2 = Scenario()
    plain = s2.hand(0, "Aang's Journey")
    s2.library(0, "Plains", "Northern Air Temple")
    s2.lands(0, "Plains", 2)
    s2.start()
    s2.cast(plain)
    s2.resolve()
    options = [a.args[0] for a in s2.game.legal_actions() if a.kind == "choose"]
    assert s2.find("Northern Air Temple", LIBRARY) not in options  # unkicked: a basic land only
    s2.choose(s2.find("Plains", LIBRARY))
    assert s2.hand_names(0) == ["Plains"] and s2.life(0) == 22


def test_razor_rings_gains_the_excess_damage_as_life():
    """CR 120.10: excess damage is the damage beyond lethal damage."""
    s = Scenario()
    rings = s.hand(0, "Razor Rings")
    s.lands(0, "Plains", 2)
    bear = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.start(step="upkeep", active=1)
    s.attack(bear)
    s.pass_priority()  # the active player passes; player 0 has priority
    s.cast(rings, targets=[bear]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.life(0) == 22


def test_razor_rings_targets_only_attacking_or_blocking_creatures():
    s = Scenario()
    rings = s.hand(0, "Razor Rings")
    s.lands(0, "Plains", 2)
    s.battlefield(1, "Grizzly Bears")
    s.start()
    assert Action("cast", (rings, "normal")) not in s.game.legal_actions()


def test_enter_the_avatar_state_makes_an_avatar_with_four_keywords():
    s = Scenario()
    state = s.hand(0, "Enter the Avatar State")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    s.start()
    s.cast(state, targets=[bear]).resolve()
    ch = s.game.chars(bear)
    assert "Avatar" in ch.subtypes and "Bear" in ch.subtypes
    assert {"flying", "first strike", "lifelink", "hexproof"} <= set(ch.keywords)
    s.pass_until("cleanup")
    s.pass_until("upkeep", active=1)
    assert "Avatar" not in s.game.chars(bear).subtypes


# ---------------------------------------------------------------------- red
def test_lightning_strike_deals_3():
    s = Scenario()
    strike = s.hand(0, "Lightning Strike")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(strike, targets=["P1"]).resolve()
    assert s.life(1) == 17


def test_boar_q_pine_grows_on_noncreature_spells():
    s = Scenario()
    boar = s.battlefield(0, "Boar-q-pine")
    strike = s.hand(0, "Lightning Strike")
    bear = s.hand(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bear)
    _settle(s)
    assert _counters(s, boar) == 0
    s.cast(strike, targets=["P1"])
    _settle(s)
    assert _counters(s, boar) == 1


def test_treetop_freedom_fighters_have_haste_and_bring_an_ally():
    s = Scenario()
    fighters = s.hand(0, "Treetop Freedom Fighters")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(fighters)
    _settle(s)
    assert len(_mine(s, "Ally")) == 1
    s.pass_until_decision("attackers")
    attackers = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert s.find("Treetop Freedom Fighters", BATTLEFIELD) in attackers


def test_yuyan_archers_may_rummage():
    s = Scenario()
    archers = s.hand(0, "Yuyan Archers")
    s.hand(0, "Forest")
    s.library(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(archers)
    _settle(s)
    s.choose("yes")
    s.choose(s.find("Forest", HAND))
    assert s.hand_names(0) == ["Hill Giant"]


def test_wandering_musicians_pump_attackers_team():
    s = Scenario()
    band = s.battlefield(0, "Wandering Musicians")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(band)
    _settle(s)
    assert s.pt(bear) == (3, 2) and s.pt(band) == (3, 5)


def test_rough_rhino_cavalry_exhaust_two_counters_and_trample_once():
    s = Scenario()
    rhino = s.battlefield(0, "Rough Rhino Cavalry")
    s.lands(0, "Mountain", 16)
    s.start()
    s.activate(rhino)
    s.resolve()
    assert s.pt(rhino) == (7, 7) and "trample" in s.game.chars(rhino).keywords
    assert not any(a.kind == "activate" and a.args[0] == rhino for a in s.game.legal_actions())


def test_deserters_disciple_makes_a_small_creature_unblockable():
    s = Scenario()
    disciple = s.battlefield(0, "Deserter's Disciple")
    bear = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.start()
    s.act(
        "activate",
        disciple,
        s.pick(lambda a: a.kind == "activate" and a.args[0] == disciple).args[1],
    )
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and giant not in targets and disciple not in targets
    s.act("target", bear)
    _settle(s)
    assert "unblockable" in s.game.chars(bear).keywords


def test_wartime_protestors_give_entering_allies_a_counter_and_haste():
    s = Scenario()
    s.battlefield(0, "Wartime Protestors")
    ally = s.hand(0, "Kyoshi Warriors")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(ally)
    _settle(s)
    warriors = s.find("Kyoshi Warriors", BATTLEFIELD)
    assert _counters(s, warriors) == 1 and "haste" in s.game.chars(warriors).keywords
    token = _mine(s, "Ally")[0]
    assert _counters(s, token) == 1


def test_bumi_bash_counts_lands_or_destroys_a_nonbasic_land():
    s = Scenario()
    bash = s.hand(0, "Bumi Bash")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(bash, mode=0, targets=[giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(1)  # 4 damage
    s2 = Scenario()
    bash2 = s2.hand(0, "Bumi Bash")
    basic = s2.battlefield(1, "Mountain")
    port = s2.battlefield(1, "Omashu City")
    s2.lands(0, "Mountain", 4)
    s2.start()
    s2.act("cast", bash2, "normal")
    s2.choose(1)
    targets = [a.args[0] for a in s2.game.legal_actions() if a.kind == "target"]
    assert port in targets and basic not in targets


# -------------------------------------------------------------------- black
def test_corrupt_court_official_makes_an_opponent_discard():
    s = Scenario()
    official = s.hand(0, "Corrupt Court Official")
    s.hand(1, "Forest")
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(official)
    s.resolve()
    s.act("target", "P1")
    _settle(s)
    assert s.game.decision.kind == "discard" and s.game.decision.player == 1
    s.choose(s.find("Forest", HAND))
    assert s.graveyard_names(1) == ["Forest"]


def test_epic_downfall_exiles_only_mana_value_3_or_more():
    s = Scenario()
    downfall = s.hand(0, "Epic Downfall")
    bear = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 2)
    s.start()
    s.act("cast", downfall, "normal")
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert giant in targets and bear not in targets
    s.act("target", giant)
    s.act("autopay")
    s.resolve()
    assert s.game.find("Hill Giant", EXILE)


def test_zukos_conviction_returns_to_hand_or_kicked_to_the_battlefield_tapped():
    s = Scenario()
    conviction = s.hand(0, "Zuko's Conviction")
    giant = s.graveyard(0, "Hill Giant")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(conviction, how="kicker", targets=[giant]).resolve()
    returned = s.find("Hill Giant", BATTLEFIELD)
    assert s.game.objects[returned].tapped
    s2 = Scenario()
    again = s2.hand(0, "Zuko's Conviction")
    giant2 = s2.graveyard(0, "Hill Giant")
    s2.lands(0, "Swamp", 1)
    s2.start()
    s2.cast(again, targets=[giant2]).resolve()
    assert "Hill Giant" in s2.hand_names(0)


def test_pirate_peddlers_grow_when_you_sacrifice_another_permanent():
    s = Scenario()
    peddlers = s.battlefield(0, "Pirate Peddlers")
    animals = s.battlefield(0, "Curious Farm Animals")
    s.lands(0, "Swamp", 2)
    s.start()
    s.activate(animals)
    _settle(s)
    assert _counters(s, peddlers) == 1


def test_foggy_swamp_hunters_have_lifelink_and_menace_after_two_draws():
    s = Scenario()
    hunters = s.battlefield(0, "Foggy Swamp Hunters")
    quiz = s.hand(0, "Pop Quiz")
    agna = s.battlefield(0, "Agna Qel'a")
    s.library(0, "Forest", "Forest", "Forest")
    s.lands(0, "Island", 6)
    s.start()
    assert "lifelink" not in s.game.chars(hunters).keywords
    s.cast(quiz).resolve()
    s.choose("no")  # learn: no
    assert "lifelink" not in s.game.chars(hunters).keywords
    s.activate(agna)
    s.resolve()
    s.choose(s.game.players[0].hand[0])
    assert {"lifelink", "menace"} <= set(s.game.chars(hunters).keywords)


def test_cat_gator_deals_damage_equal_to_swamps():
    s = Scenario()
    gator = s.hand(0, "Cat-Gator")
    s.lands(0, "Swamp", 7)
    s.start()
    s.cast(gator)
    s.resolve()
    s.act("target", "P1")
    _settle(s)
    assert s.life(1) == 13
