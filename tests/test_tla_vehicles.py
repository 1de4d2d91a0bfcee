"""Vehicles and crew (CR 301.7, 702.122), stun counters (CR 122.1d) and the cards
built on them (manastack/cards/avatar_vehicles.py), through the scenario harness."""

import pytest

from manastack.core.actions import Action
from manastack.engine.game import IllegalAction
from manastack.engine.objects import BATTLEFIELD
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, ordering simultaneous triggers as offered."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _crew(s: Scenario, vehicle: int, *creatures: int) -> None:
    """Activate the Vehicle's crew ability tapping ``creatures``, then resolve it."""
    g = s.game
    crew_index = next(
        i
        for i, a in enumerate(g.chars(vehicle).abilities)
        if getattr(a, "text", "").startswith("Crew")
    )
    s.act("activate", vehicle, crew_index)
    for c in creatures:
        s.act("choose", c)
    s.act("done")
    _settle(s)


def _can_attack_with(s: Scenario, oid: int) -> bool:
    g = s.game
    return any(a.kind == "attack" and a.args[0] == oid for a in g.legal_actions())


def _crew_offered(s: Scenario, vehicle: int) -> bool:
    g = s.game
    return any(
        a.kind == "activate"
        and a.args[0] == vehicle
        and getattr(g.chars(vehicle).abilities[a.args[1]], "text", "").startswith("Crew")
        for a in g.legal_actions()
    )


# ---------------------------------------------------------------------- crew
def test_an_uncrewed_vehicle_is_no_creature_and_cannot_attack():
    """CR 301.7a: a Vehicle has its P/T only as a creature; not crewed, it isn't one."""
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    s.start()
    assert "Creature" not in s.game.chars(ship).types
    s.pass_until_decision("attackers")
    assert not _can_attack_with(s, ship)


def test_crew_taps_chosen_creatures_summoning_sick_ones_too_and_the_vehicle_attacks():
    """CR 702.122a: tap other untapped creatures with total power N or more; the
    cost has no {T}, so a creature that came under control this turn may crew
    (CR 302.6).  The Vehicle becomes an artifact creature with its printed P/T."""
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    elf = s.battlefield(0, "Llanowar Elves", sick=True)
    bear = s.battlefield(0, "Grizzly Bears", sick=True)
    s.start()
    _crew(s, ship, elf, bear)
    g = s.game
    assert g.objects[elf].tapped and g.objects[bear].tapped
    assert {"Artifact", "Creature"} <= g.chars(ship).types
    assert s.pt(ship) == (4, 4)
    s.attack(ship)
    s.pass_until("main2")
    assert s.life(1) == 16


def test_crew_lasts_until_end_of_turn():
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    _crew(s, ship, bear)
    assert "Creature" in s.game.chars(ship).types
    s.pass_until("upkeep", active=1)
    assert "Creature" not in s.game.chars(ship).types


def test_crew_offers_done_only_once_the_power_is_reached():
    """Finishing is offered only at total power N or more; any other untapped
    creature may be tapped, a 0-power one too."""
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    elf = s.battlefield(0, "Llanowar Elves")  # power 1
    wall = s.battlefield(0, "Aven Envoy")  # power 0
    bear = s.battlefield(0, "Grizzly Bears")  # power 2
    s.start()
    g = s.game
    s.activate(ship)
    assert g.decision.kind == "crew"
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "choose"}
    assert offered == {elf, wall, bear}
    assert Action("done") not in g.legal_actions()
    s.act("choose", elf)
    assert Action("done") not in g.legal_actions()
    s.act("choose", wall)
    assert Action("done") not in g.legal_actions()
    s.act("choose", bear)
    assert Action("done") in g.legal_actions()
    with pytest.raises(IllegalAction):
        s.act("choose", ship)
    s.act("done")
    _settle(s)
    assert all(g.objects[c].tapped for c in (elf, wall, bear))


def test_crew_cannot_be_activated_without_enough_other_untapped_power():
    """CR 702.122a, 118.3: tapped creatures don't count; the cost can't be paid."""
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    assert not _crew_offered(s, ship)
    s2 = Scenario()
    ship = s2.battlefield(0, "Fire Nation Warship")
    s2.battlefield(0, "Llanowar Elves")
    s2.battlefield(0, "Grizzly Bears", tapped=True)
    s2.battlefield(0, "Llanowar Elves")
    s2.start()
    assert _crew_offered(s2, ship)


def test_a_crewed_vehicle_crews_another_but_never_itself():
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    tank = s.battlefield(0, "Tundra Tank")
    elf = s.battlefield(0, "Llanowar Elves")
    s.start()
    _crew(s, tank, elf)  # the Tank is now an untapped 4/4 creature
    assert not _crew_offered(s, tank)  # it is the only untapped creature
    assert _crew_offered(s, ship)
    s.activate(ship)
    assert {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"} == {tank}
    s.act("choose", tank).act("done")
    _settle(s)
    assert "Creature" in s.game.chars(ship).types and s.game.objects[tank].tapped


# ------------------------------------------------------------------ the cards
def test_fire_nation_warship_makes_a_clue_when_it_dies():
    s = Scenario()
    ship = s.battlefield(0, "Fire Nation Warship")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    _crew(s, ship, bear)
    assert "reach" in s.game.chars(ship).keywords
    s2 = Scenario()
    ship = s2.battlefield(0, "Fire Nation Warship")
    bear = s2.battlefield(0, "Grizzly Bears")
    s2.hand(0, "Naturalize")
    s2.lands(0, "Forest", 2)
    s2.start()
    s2.cast(s2.find("Naturalize"), targets=[ship])
    _settle(s2)
    assert "Fire Nation Warship" in s2.graveyard_names(0)
    assert "Clue" in s2.battlefield_names(0)


def test_tundra_tank_gives_indestructible_as_it_enters():
    s = Scenario()
    tank = s.hand(0, "Tundra Tank")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(tank)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert "indestructible" in s.game.chars(bear).keywords


def test_tundra_tank_firebends_when_crewed_and_attacking():
    s = Scenario()
    tank = s.battlefield(0, "Tundra Tank")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    _crew(s, tank, bear)
    s.attack(tank)
    _settle(s)
    assert s.game.players[0].pool.available().get("R") == 1


def test_war_balloon_is_a_creature_with_three_fire_counters():
    s = Scenario()
    balloon = s.battlefield(0, "War Balloon")
    s.lands(0, "Mountain", 3)
    s.start()
    for n in range(3):
        assert "Creature" not in s.game.chars(balloon).types, n
        s.activate(balloon, 1)
        _settle(s)
    assert {"Artifact", "Creature"} <= s.game.chars(balloon).types
    assert s.pt(balloon) == (4, 3) and "flying" in s.game.chars(balloon).keywords


def test_invasion_submersible_bounces_and_its_exhaust_makes_a_lasting_3_3():
    s = Scenario()
    sub = s.hand(0, "Invasion Submersible")
    anthem = s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Island", 6)
    s.start()
    s.cast(sub)
    s.resolve()
    s.act("target", anthem)
    _settle(s)
    assert "Glorious Anthem" in s.hand_names(1)
    sub = s.find("Invasion Submersible", BATTLEFIELD)
    assert sub in s.game.battlefield  # a 0/0 noncreature stays
    s.activate(sub, 1)
    _settle(s)
    assert "Creature" in s.game.chars(sub).types and s.pt(sub) == (3, 3)
    s.pass_until("upkeep", active=1)
    assert "Creature" in s.game.chars(sub).types  # not only until end of turn
    assert not any(a.kind == "activate" and a.args[0] == sub for a in s.game.legal_actions())


def test_spider_mobile_gets_plus_one_for_each_spider_when_it_attacks_or_blocks():
    s = Scenario()
    mobile = s.battlefield(0, "Spider-Mobile")
    spider = s.battlefield(0, "Giant Spider")
    s.battlefield(0, "Radioactive Spider")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    _crew(s, mobile, bear)
    assert "trample" in s.game.chars(mobile).keywords
    s.attack(mobile)
    _settle(s)
    assert s.pt(mobile) == (5, 5)  # two Spiders
    s2 = Scenario()
    mobile = s2.battlefield(0, "Spider-Mobile")
    s2.battlefield(0, "Giant Spider")
    attacker = s2.battlefield(1, "Grizzly Bears")
    s2.start(active=1)
    s2.attack(attacker)
    s2.pass_priority()  # Alice gets priority in the declare attackers step
    spider = s2.find("Giant Spider")
    _crew(s2, mobile, spider)
    s2.block((mobile, attacker))
    _settle(s2)
    assert s2.pt(mobile) == (4, 4)  # one Spider, tapped to crew


# ------------------------------------------------------------ stun counters
def test_rowdy_snowballers_taps_and_stuns_and_the_untap_step_removes_a_counter_instead():
    """CR 122.1d: if a permanent with a stun counter would become untapped, remove
    one instead, in the untap step too (CR 502.3); the next untap step untaps it."""
    s = Scenario()
    snow = s.hand(0, "Rowdy Snowballers")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.library(1, "Forest", "Forest")
    s.library(0, "Island", "Island")
    s.start()
    s.cast(snow)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    g = s.game
    assert g.objects[bear].tapped and g.objects[bear].counters.get("stun") == 1
    s.pass_until("upkeep", active=1)
    assert g.objects[bear].tapped and "stun" not in g.objects[bear].counters
    s.pass_until("upkeep", active=0)
    s.pass_until("upkeep", active=1)
    assert not g.objects[bear].tapped


def test_a_stun_counter_stays_on_an_untapped_permanent():
    """Only an untapping that would happen is replaced: untapping an untapped
    creature (Fancy Footwork) leaves its stun counter."""
    s = Scenario()
    bear = s.battlefield(0, "Grizzly Bears", counters={"stun": 1})
    footwork = s.hand(0, "Fancy Footwork")
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(footwork, targets=[bear])
    _settle(s)
    g = s.game
    assert s.pt(bear) == (4, 4)
    assert not g.objects[bear].tapped and g.objects[bear].counters.get("stun") == 1


# ------------------------------------------- "you may ...; when you do" Vehicles
def test_fire_nation_drill_may_tap_itself_and_when_it_does_destroys_a_small_creature():
    """CR 603.12: the reflexive trigger is put on the stack after the Drill is
    tapped, and its target is chosen then: a creature with power 4 or less."""
    s = Scenario()
    drill = s.hand(0, "The Fire Nation Drill")
    bear = s.battlefield(1, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    s.lands(0, "Swamp", 4)
    s.start()
    s.cast(drill)
    s.resolve()  # the Drill enters; its trigger resolves next
    s.resolve()
    g = s.game
    assert g.decision.kind == "may"
    s.choose("yes")
    drill = s.find("The Fire Nation Drill", BATTLEFIELD)
    assert g.objects[drill].tapped
    assert g.decision.kind == "target"
    assert {a.args[0] for a in g.legal_actions()} == {bear}  # not the 6/4 Wurm
    s.act("target", bear)
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1) and wurm in g.battlefield


def test_fire_nation_drill_declining_to_tap_destroys_nothing():
    s = Scenario()
    drill = s.hand(0, "The Fire Nation Drill")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    s.start()
    s.cast(drill)
    s.resolve()
    s.resolve()
    s.choose("no")
    _settle(s)
    g = s.game
    assert not g.objects[s.find("The Fire Nation Drill", BATTLEFIELD)].tapped
    assert s.graveyard_names(1) == [] and not g.stack


def test_fire_nation_drill_strips_indestructible_from_opponents_until_end_of_turn():
    """Permanents the opponents control as it resolves lose it (CR 611.2c); the
    controller's own keep it; it ends with the turn (CR 514.2)."""
    s = Scenario()
    drill = s.battlefield(0, "The Fire Nation Drill")
    mine = s.battlefield(0, "Konda, Lord of Eiganjo")
    s.lands(0, "Swamp", 1)
    theirs = s.battlefield(1, "Konda, Lord of Eiganjo")
    s.library(1, "Forest")
    s.start()
    g = s.game
    s.activate(drill, 2)
    _settle(s)
    assert "indestructible" not in g.chars(theirs).keywords
    assert "indestructible" in g.chars(mine).keywords
    s.pass_until("upkeep", active=1)
    assert "indestructible" in g.chars(theirs).keywords
    s2 = Scenario()
    drill = s2.battlefield(0, "The Fire Nation Drill")
    bolt = s2.hand(0, "Lightning Bolt")
    s2.lands(0, "Mountain", 2)
    theirs = s2.battlefield(1, "Konda, Lord of Eiganjo")
    s2.start()
    s2.activate(drill, 2)
    _settle(s2)
    s2.cast(bolt, targets=[theirs])
    _settle(s2)
    assert "Konda, Lord of Eiganjo" in s2.graveyard_names(1)


def test_passenger_ferry_pays_u_to_make_another_attacker_unblockable():
    s = Scenario()
    ferry = s.battlefield(0, "Passenger Ferry")
    crew_bear = s.battlefield(0, "Grizzly Bears")
    attacker = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 1)
    blocker = s.battlefield(1, "Grizzly Bears")
    s.library(1, "Forest")
    s.start()
    _crew(s, ferry, crew_bear)
    s.attack(ferry, attacker)
    g = s.game
    s.resolve()
    assert g.decision.kind == "may"
    s.choose("pay")
    assert g.decision.kind == "target"
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {attacker}
    s.act("target", attacker)
    _settle(s)
    assert "unblockable" in g.chars(attacker).keywords
    s.pass_until_decision("blockers")
    assert not any(a.kind == "block" and a.args[1] == attacker for a in g.legal_actions())
    assert any(a.kind == "block" and a.args == (blocker, ferry) for a in g.legal_actions())


def test_passenger_ferry_without_u_offers_no_payment():
    s = Scenario()
    ferry = s.battlefield(0, "Passenger Ferry")
    crew_bear = s.battlefield(0, "Grizzly Bears")
    attacker = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    s.start()
    _crew(s, ferry, crew_bear)
    s.attack(ferry, attacker)
    _settle(s)
    assert s.game.decision.kind == "priority" and not s.game.stack  # never asked
    assert "unblockable" not in s.game.chars(attacker).keywords


def test_subway_train_may_pay_g_to_find_a_basic_land():
    s = Scenario()
    train = s.hand(0, "Subway Train")
    s.lands(0, "Forest", 3)
    s.library(0, "Lightning Bolt", "Mountain")
    s.start()
    s.cast(train)
    s.resolve()
    s.resolve()
    g = s.game
    s.choose("pay")
    assert g.decision.kind == "search"
    mountain = next(a for a in g.legal_actions() if a.args[0] != "done").args[0]
    assert s.names([mountain]) == ["Mountain"]  # not the Bolt
    s.choose(mountain)
    _settle(s)
    assert s.hand_names(0) == ["Mountain"]
    assert any(e.kind == "reveal" and e["card"] == "Mountain" for e in g.events)  # "reveal it"
    assert all(g.objects[f].tapped for f in s.game.battlefield if s.game.chars(f).name == "Forest")


# -------------------------------------------------------- Iron Spider, Stark Upgrade
def test_iron_spider_counters_on_artifact_creatures_and_vehicles_then_draws_by_removing_two():
    s = Scenario()
    spider = s.battlefield(0, "Iron Spider, Stark Upgrade")
    ship = s.battlefield(0, "Fire Nation Warship")  # a Vehicle, not a creature
    bear = s.battlefield(0, "Grizzly Bears")  # not an artifact
    s.lands(0, "Island", 2)
    s.library(0, "Forest")
    s.start()
    g = s.game
    assert "vigilance" in g.chars(spider).keywords
    draw_index = 2
    assert not any(
        a.kind == "activate" and a.args == (spider, draw_index) for a in g.legal_actions()
    )
    s.activate(spider, 1)
    _settle(s)
    assert g.objects[spider].counters.get("+1/+1") == 1
    assert g.objects[ship].counters.get("+1/+1") == 1
    assert "+1/+1" not in g.objects[bear].counters
    # two counters from among artifacts: one from each
    s.act("activate", spider, draw_index).act("autopay")
    assert g.decision.kind == "remove_counter"
    assert {a.args[0] for a in g.legal_actions()} == {spider, ship}
    s.act("choose", ship)
    assert {a.args[0] for a in g.legal_actions()} == {spider}
    s.act("choose", spider)
    _settle(s)
    assert g.objects[spider].counters == {} and g.objects[ship].counters == {}
    assert s.hand_names(0) == ["Forest"]


# ---------------------------------------------------------- Phoenix Fleet Airship
def test_phoenix_fleet_airship_copies_itself_at_end_step_after_a_sacrifice():
    s = Scenario()
    s.battlefield(0, "Phoenix Fleet Airship")
    barrels = s.battlefield(0, "Barrels of Blasting Jelly")
    s.lands(0, "Mountain", 5)
    wurm = s.battlefield(1, "Craw Wurm")
    s.start()
    s.activate(barrels, 1, targets=[wurm])  # sacrifices the Barrels
    _settle(s)
    s.pass_until("end")
    _settle(s)
    g = s.game
    airships = [o for o in g.battlefield if g.chars(o).name == "Phoenix Fleet Airship"]
    assert len(airships) == 2
    token = next(o for o in airships if g.objects[o].is_token)
    assert "flying" in g.chars(token).keywords and "Creature" not in g.chars(token).types


def test_phoenix_fleet_airship_makes_no_copy_without_a_sacrifice():
    s = Scenario()
    s.battlefield(0, "Phoenix Fleet Airship")
    s.start()
    s.pass_until("end")
    g = s.game
    assert not g.stack and s.battlefield_names(0) == ["Phoenix Fleet Airship"]


def test_eight_phoenix_fleet_airships_are_artifact_creatures():
    s = Scenario()
    ships = [s.battlefield(0, "Phoenix Fleet Airship") for _ in range(7)]
    s.start()
    assert not any("Creature" in s.game.chars(o).types for o in ships)
    s2 = Scenario()
    ships = [s2.battlefield(0, "Phoenix Fleet Airship") for _ in range(8)]
    s2.start()
    assert all({"Artifact", "Creature"} <= s2.game.chars(o).types for o in ships)
    assert s2.pt(ships[0]) == (4, 4)
