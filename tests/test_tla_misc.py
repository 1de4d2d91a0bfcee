"""TLA Equipment, raid and board-reading creatures (manastack/cards/avatar_misc.py):
each card's text in a small scenario."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _named(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


# ----------------------------------------------------------------- Equipment
def test_twin_blades_attaches_on_entering_and_grants_double_strike():
    s = Scenario()
    blades = s.hand(0, "Twin Blades")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(blades)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert s.pt(bear) == (3, 3) and "double strike" in s.game.chars(bear).keywords


def test_meteor_sword_destroys_a_permanent_and_gives_plus_3():
    s = Scenario()
    sword = s.hand(0, "Meteor Sword")
    bear = s.battlefield(0, "Grizzly Bears")
    anthem = s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Mountain", 10)
    s.start()
    s.cast(sword)
    s.resolve()
    s.act("target", anthem)
    _settle(s)
    assert "Glorious Anthem" in s.graveyard_names(1)
    s.activate(s.find("Meteor Sword", BATTLEFIELD), targets=[bear]).resolve()
    assert s.pt(bear) == (5, 5)


# ---------------------------------------------------------------------- raid
def test_cruel_administrator_enters_with_a_counter_only_after_attacking():
    s = Scenario()
    admin = s.hand(0, "Cruel Administrator")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 2)
    s.start()
    s.attack(bear)
    s.pass_until("main2")
    s.cast(admin)
    _settle(s)
    assert s.pt(s.find("Cruel Administrator", BATTLEFIELD)) == (6, 5)
    s2 = Scenario()
    admin2 = s2.hand(0, "Cruel Administrator")
    s2.lands(0, "Swamp", 3)
    s2.lands(0, "Mountain", 2)
    s2.start()
    s2.cast(admin2)
    _settle(s2)
    assert s2.pt(s2.find("Cruel Administrator", BATTLEFIELD)) == (5, 4)


def test_cruel_administrator_makes_a_soldier_when_attacking():
    s = Scenario()
    admin = s.battlefield(0, "Cruel Administrator")
    s.start()
    s.attack(admin)
    _settle(s)
    assert len(_named(s, "Soldier")) == 1


def test_fire_nation_engineer_grows_another_creature_at_end_step_after_attacking():
    s = Scenario()
    s.battlefield(0, "Fire Nation Engineer")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(bear)
    s.pass_until_decision("target")
    s.act("target", bear)
    _settle(s)
    assert s.game.objects[bear].counters.get("+1/+1") == 1


def test_fire_nation_engineer_does_nothing_without_an_attack():
    s = Scenario()
    s.battlefield(0, "Fire Nation Engineer")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.pass_until("end")
    _settle(s)
    assert not s.game.objects[bear].counters.get("+1/+1")


# ------------------------------------------------------- static abilities
def test_tiger_dillo_needs_another_creature_with_power_4():
    s = Scenario()
    dillo = s.battlefield(0, "Tiger-Dillo")
    s.start()
    assert "cant_attack" in s.game.chars(dillo).keywords
    s2 = Scenario()
    dillo2 = s2.battlefield(0, "Tiger-Dillo")
    s2.battlefield(0, "Craw Wurm")
    s2.start()
    assert "cant_attack" not in s2.game.chars(dillo2).keywords


def test_walls_of_ba_sing_se_make_your_other_permanents_indestructible():
    s = Scenario()
    walls = s.battlefield(0, "The Walls of Ba Sing Se")
    bear = s.battlefield(0, "Grizzly Bears")
    forest = s.battlefield(0, "Forest")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.start()
    assert "indestructible" in s.game.chars(bear).keywords
    assert "indestructible" in s.game.chars(forest).keywords
    assert "indestructible" not in s.game.chars(walls).keywords
    assert "indestructible" not in s.game.chars(theirs).keywords


def test_diligent_zookeeper_counts_creature_types_of_non_humans():
    s = Scenario()
    keeper = s.battlefield(0, "Diligent Zookeeper")
    bear = s.battlefield(0, "Grizzly Bears")  # Bear
    animals = s.battlefield(0, "Curious Farm Animals")  # Boar Elk Bird Ox
    s.start()
    assert s.pt(bear) == (3, 3) and s.pt(animals) == (5, 5)
    assert s.pt(keeper) == (4, 4)  # a Human


def test_earthen_ally_counts_colours_among_allies():
    s = Scenario()
    ally = s.battlefield(0, "Earthen Ally")
    s.battlefield(0, "Kyoshi Warriors")  # white
    s.start()
    assert s.pt(ally) == (2, 2)  # green and white


def test_earth_rumble_wrestlers_grow_after_a_land_enters():
    s = Scenario()
    wrestlers = s.battlefield(0, "Earth Rumble Wrestlers")
    forest = s.hand(0, "Forest")
    s.start()
    assert s.pt(wrestlers) == (3, 4)
    s.act("play", forest)
    assert s.pt(wrestlers) == (4, 4) and "trample" in s.game.chars(wrestlers).keywords


# ---------------------------------------------------------------- triggers
def test_cat_owl_untaps_an_artifact_or_creature_when_attacking():
    s = Scenario()
    owl = s.battlefield(0, "Cat-Owl")
    bear = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.attack(owl)
    s.act("target", bear)
    _settle(s)
    assert not s.game.objects[bear].tapped


def test_long_feng_grows_a_creature_when_your_creature_dies():
    s = Scenario()
    feng = s.battlefield(0, "Long Feng, Grand Secretariat")
    bear = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=[bear])
    s.resolve()
    s.act("target", feng)
    _settle(s)
    assert s.game.objects[feng].counters.get("+1/+1") == 1


def test_mai_makes_noncreature_casters_lose_2():
    s = Scenario()
    s.battlefield(0, "Mai, Scornful Striker")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=["P0"])
    _settle(s)
    assert s.life(1) == 18 and s.life(0) == 17


def test_jet_deals_damage_per_creature_and_grows_two_when_it_dies():
    s = Scenario()
    jet = s.hand(0, "Jet, Freedom Fighter")
    bear = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.lands(0, "Mountain", 5)
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.start()
    s.cast(jet)
    s.resolve()
    s.act("target", giant)
    _settle(s)
    assert s.game.objects[giant].damage == 2  # Jet and the Bears
    s.pass_until("upkeep", active=1)
    s.cast(bolt, targets=[s.find("Jet, Freedom Fighter", BATTLEFIELD)])
    s.resolve()
    s.act("target", bear)
    s.act("target", giant)
    _settle(s)
    assert s.pt(bear) == (3, 3) and s.pt(giant) == (4, 4)


def test_raven_eagle_exiles_a_creature_card_for_a_clue():
    s = Scenario()
    eagle = s.hand(0, "Raven Eagle")
    giant = s.graveyard(1, "Hill Giant")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(eagle)
    s.resolve()
    s.act("target", giant)
    _settle(s)
    assert s.game.find("Hill Giant", EXILE) and len(_named(s, "Clue")) == 1


def test_combustion_man_destroys_unless_its_controller_takes_the_damage():
    s = Scenario()
    man = s.battlefield(0, "Combustion Man")
    anthem = s.battlefield(1, "Glorious Anthem")
    s.start()
    s.attack(man)
    s.act("target", anthem)
    _settle(s)
    assert s.game.decision.kind == "may" and s.game.decision.player == 1
    s.choose("yes")
    assert s.life(1) == 16 and anthem in s.game.battlefield
    s2 = Scenario()
    man2 = s2.battlefield(0, "Combustion Man")
    anthem2 = s2.battlefield(1, "Glorious Anthem")
    s2.start()
    s2.attack(man2)
    s2.act("target", anthem2)
    _settle(s2)
    s2.choose("no")
    assert "Glorious Anthem" in s2.graveyard_names(1) and s2.life(1) == 20


# --------------------------------------------------------------- sacrifice
def test_beetle_headed_merchants_may_sacrifice_to_draw_and_grow():
    s = Scenario()
    merchants = s.battlefield(0, "Beetle-Headed Merchants")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Hill Giant")
    s.start()
    s.attack(merchants)
    s.resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert bear in options and "none" in options and merchants not in options
    s.choose(bear)
    assert s.graveyard_names(0) == ["Grizzly Bears"] and s.hand_names(0) == ["Hill Giant"]
    assert s.pt(merchants) == (6, 5)


def test_beetle_headed_merchants_declining_does_nothing():
    s = Scenario()
    merchants = s.battlefield(0, "Beetle-Headed Merchants")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Hill Giant")
    s.start()
    s.attack(merchants)
    s.resolve()
    s.choose("none")
    assert s.hand_names(0) == [] and s.pt(merchants) == (5, 4)


def test_cycle_of_renewal_sacrifices_a_land_for_two_basic_lands_tapped():
    s = Scenario()
    cycle = s.hand(0, "Cycle of Renewal")
    lands = s.lands(0, "Forest", 3)
    s.library(0, "Plains", "Island", "Hill Giant")
    s.start()
    s.cast(cycle).resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert "none" not in options  # not optional
    s.choose(lands[0])
    s.choose(s.game.find("Plains")[0])
    s.choose(s.game.find("Island")[0])
    entered = [o for o in s.game.battlefield if s.game.chars(o).name in ("Plains", "Island")]
    assert len(entered) == 2 and all(s.game.objects[o].tapped for o in entered)
    assert s.graveyard_names(0) == ["Forest", "Cycle of Renewal"]


def test_price_of_freedom_destroys_and_lets_its_controller_fetch_a_basic():
    s = Scenario()
    price = s.hand(0, "Price of Freedom")
    port = s.battlefield(1, "Omashu City")
    s.library(1, "Mountain")
    s.library(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(price, targets=[port]).resolve()
    assert s.game.decision.player == 1 and s.game.decision.kind == "may"
    s.choose("yes")
    s.choose(s.game.find("Mountain", "library")[0])
    assert "Omashu City" in s.graveyard_names(1)
    assert _named(s, "Mountain", 1) and s.game.objects[_named(s, "Mountain", 1)[0]].tapped
    assert s.hand_names(0) == ["Hill Giant"]


def test_kyoshi_battle_fan_makes_an_ally_and_equips_it():
    s = Scenario()
    fan = s.hand(0, "Kyoshi Battle Fan")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(fan)
    _settle(s)
    ally = _named(s, "Ally")[0]
    assert s.pt(ally) == (2, 1)
    assert s.game.objects[s.find("Kyoshi Battle Fan", BATTLEFIELD)].attached_to == ally


def test_secret_tunnel_needs_two_creatures_sharing_a_type():
    s = Scenario()
    tunnel = s.battlefield(0, "Secret Tunnel")
    warriors = s.battlefield(0, "Kyoshi Warriors")  # Human Warrior Ally
    sokka = s.battlefield(0, "Sokka, Lateral Strategist")  # Human Warrior Ally
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.start()
    s.act(
        "activate",
        tunnel,
        s.pick(lambda a: a.kind == "activate" and a.args[0] == tunnel and len(a.args) == 2).args[1],
    )
    s.act("target", warriors)
    second = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert sokka in second and bear not in second
    s.act("target", sokka)
    s.act("autopay")
    s.resolve()
    assert "unblockable" in s.game.chars(warriors).keywords
    assert "unblockable" in s.game.chars(sokka).keywords


def test_sokka_bold_boomeranger_rummages_and_grows_on_artifact_or_lesson_spells():
    s = Scenario()
    sokka = s.hand(0, "Sokka, Bold Boomeranger")
    s.hand(0, "Forest", "Forest", "Forest")
    fan = s.hand(0, "Kyoshi Battle Fan")
    s.library(0, "Hill Giant", "Craw Wurm")
    s.lands(0, "Island", 2)
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(sokka)
    _settle(s)
    forests = s.game.find("Forest", "hand")
    s.choose(forests[0])
    s.choose(forests[1])
    assert sorted(s.hand_names(0)) == ["Craw Wurm", "Forest", "Hill Giant", "Kyoshi Battle Fan"]
    s.cast(fan)
    _settle(s)
    assert s.game.objects[s.find("Sokka, Bold Boomeranger", BATTLEFIELD)].counters.get("+1/+1") == 1
