"""TLA batch B combat cards (manastack/cards/avatar_batch_b_combat.py) and the
pieces they brought: "whenever you attack" / "one or more" triggers (CR 603.2c),
"attacks alone" (CR 506.5), "only once each turn", reflexive "when you do"
(CR 603.12) and "you may pay" (CR 117.3)."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD
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


def _stack_size_after_attack(s: Scenario, *attackers: int) -> int:
    s.attack(*attackers)
    return len(s.game.stack)


# ----------------------------------------------------------- one or more
def test_invasion_tactics_pumps_on_entering_and_draws_once_for_several_allies():
    s = Scenario()
    tactics = s.hand(0, "Invasion Tactics")
    a = s.battlefield(0, "Jeong Jeong's Deserters")  # a Human Rebel Ally
    b = s.battlefield(0, "Jeong Jeong's Deserters")
    s.lands(0, "Forest", 5)
    s.library(0, "Island", "Island", "Island")
    s.start()
    power, toughness = s.pt(a)
    s.cast(tactics)
    _settle(s)
    assert s.pt(a) == (power + 2, toughness + 2)
    s.attack(a, b)
    s.pass_until("end")
    assert len(s.game.players[0].hand) == 1  # one card for both Allies


def test_invasion_tactics_ignores_non_allies():
    s = Scenario()
    s.battlefield(0, "Invasion Tactics")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.start()
    s.attack(bear)
    s.pass_until("end")
    assert s.game.players[0].hand == []


def test_fire_navy_trebuchet_makes_an_attacking_boulder_then_sacrifices_it():
    s = Scenario()
    s.battlefield(0, "Fire Navy Trebuchet")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    assert _stack_size_after_attack(s, bear) == 1  # one trigger for the attack
    _settle(s)
    (boulder,) = _named(s, "Ballistic Boulder")
    assert s.game.objects[boulder].tapped and boulder in s.game.combat.attackers
    s.pass_until("main2")
    assert s.life(1) == 20 - 2 - 2
    s.pass_until("end")
    _settle(s)
    assert _named(s, "Ballistic Boulder") == []


def test_obsessive_pursuit_loses_life_for_clues_and_counts_sacrifices():
    s = Scenario()
    pursuit = s.hand(0, "Obsessive Pursuit")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(pursuit)
    _settle(s)
    assert s.life(0) == 19 and len(_named(s, "Clue")) == 1
    s.attack(bear)
    s.pass_until_decision("target")
    s.act("target", bear)
    _settle(s)
    assert not s.game.objects[bear].counters.get("+1/+1")  # nothing sacrificed


def test_obsessive_pursuit_puts_x_counters_and_lifelink_at_three():
    s = Scenario()
    s.battlefield(0, "Obsessive Pursuit")
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Airship Engine Room")
    s.battlefield(0, "Boiling Rock Prison")
    s.battlefield(0, "Foggy Bottom Swamp")
    s.lands(0, "Swamp", 12)
    s.library(0, *["Island"] * 3)
    s.start()
    for name in ("Airship Engine Room", "Boiling Rock Prison", "Foggy Bottom Swamp"):
        s.activate(s.find(name, BATTLEFIELD))
        _settle(s)
    s.attack(bear)
    s.pass_until_decision("target")
    s.act("target", bear)
    _settle(s)
    assert s.game.objects[bear].counters.get("+1/+1") == 3
    assert "lifelink" in s.game.chars(bear).keywords


def test_teo_loots_once_and_counters_when_a_nonland_is_discarded():
    s = Scenario()
    teo = s.battlefield(0, "Teo, Spirited Glider")
    bear = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lost Days")
    s.library(0, "Island", "Island")
    s.start()
    s.attack(teo, bear)  # Teo flies; the Bears don't: one trigger
    assert len(s.game.stack) == 1
    _settle(s)
    assert s.game.decision.kind == "discard"
    s.choose(s.find("Lost Days"))
    s.pass_until_decision("target")
    s.act("target", bear)
    _settle(s)
    assert s.game.objects[bear].counters.get("+1/+1") == 1


def test_teo_no_counter_for_a_land_discard():
    s = Scenario()
    teo = s.battlefield(0, "Teo, Spirited Glider")
    s.library(0, "Island", "Island")
    s.start()
    s.attack(teo)
    _settle(s)
    s.choose(s.game.players[0].hand[0])
    _settle(s)
    assert s.game.decision.kind != "target"
    assert "Island" in s.graveyard_names(0)


def test_the_earth_king_makes_a_bear_and_fetches_one_land_per_big_attacker():
    s = Scenario()
    king = s.hand(0, "The Earth King")
    s.lands(0, "Forest", 4)
    s.library(0, "Island", "Island", "Forest", "Plains", "Island", "Grizzly Bears")
    s.library(1, *["Island"] * 3)
    s.start()
    s.cast(king)
    _settle(s)
    (bear,) = _named(s, "Bear")
    assert s.pt(bear) == (4, 4)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    lands_before = len([o for o in s.game.battlefield if s.game.chars(o).is_land])
    s.attack(bear, s.find("The Earth King", BATTLEFIELD))
    _settle(s)
    assert s.game.decision.kind == "search"
    options = [a.args[0] for a in s.game.legal_actions()]
    assert "Grizzly Bears" not in s.names(o for o in options if o != "done")
    s.choose(options[0])
    assert s.game.decision.kind != "search"  # only one power-4 attacker
    _settle(s)
    lands = [o for o in s.game.battlefield if s.game.chars(o).is_land]
    assert len(lands) == lands_before + 1 and s.game.objects[lands[-1]].tapped


def test_ty_lee_pays_1_to_stop_a_blocker_chosen_after_paying():
    s = Scenario()
    ty = s.battlefield(0, "Ty Lee, Artful Acrobat")
    s.lands(0, "Mountain", 1)
    wall = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(ty)
    _settle(s)
    assert s.game.decision.kind == "may"
    s.choose("pay")
    _settle(s)
    assert s.game.decision.kind == "target"  # the reflexive ability's target
    s.act("target", wall)
    _settle(s)
    assert "cant_block" in s.game.chars(wall).keywords
    assert s.game.objects[s.find("Mountain", BATTLEFIELD)].tapped


def test_ty_lee_without_mana_offers_nothing():
    s = Scenario()
    ty = s.battlefield(0, "Ty Lee, Artful Acrobat")
    wall = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(ty)
    _settle(s)
    assert "cant_block" not in s.game.chars(wall).keywords


# ------------------------------------------------------------------ dies
def test_fatal_fissure_earthbends_4_when_the_creature_dies_this_turn():
    s = Scenario()
    fissure = s.hand(0, "Fatal Fissure")
    bolt = s.hand(0, "Lightning Bolt")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Mountain", 1)
    s.start()
    s.cast(fissure, targets=[bear])
    _settle(s)
    s.cast(bolt, targets=[bear])
    s.resolve()
    s.pass_until_decision("target")
    land = s.find("Mountain", BATTLEFIELD)
    s.act("target", land)
    _settle(s)
    assert s.game.chars(land).is_creature and s.pt(land) == (4, 4)


def test_fatal_fissure_does_nothing_on_a_later_turn():
    s = Scenario()
    fissure = s.hand(0, "Fatal Fissure")
    bear = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(0, "Swamp", 2)
    s.lands(1, "Mountain", 1)
    s.library(0, *["Island"] * 2)
    s.library(1, *["Island"] * 2)
    s.start()
    s.cast(fissure, targets=[bear])
    _settle(s)
    s.pass_until("main1", active=1)
    s.cast(bolt, targets=[bear])
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.game.decision.kind == "priority" and not s.game.stack
    assert not any(s.game.chars(o).is_creature for o in s.game.battlefield)


# ------------------------------------------------------------------ Shrines
def test_kyoshi_island_plaza_fetches_one_basic_per_shrine_and_more_later():
    s = Scenario()
    plaza = s.hand(0, "Kyoshi Island Plaza")
    s.battlefield(0, "The Spirit Oasis")  # a Shrine
    s.lands(0, "Forest", 4)
    s.library(0, "Forest", "Plains", "Island")
    s.start()
    s.cast(plaza)
    _settle(s)
    found = 0
    while s.game.decision.kind == "search":
        options = [a.args[0] for a in s.game.legal_actions() if a.args[0] != "done"]
        if not options:
            break
        s.choose(options[0])
        found += 1
    assert found == 2  # two Shrines: the Oasis and the Plaza


# ------------------------------------------------------------ once each turn
def test_tolls_of_war_makes_one_ally_a_turn_for_sacrifices_in_your_turn():
    s = Scenario()
    tolls = s.hand(0, "Tolls of War")
    s.lands(0, "Plains", 1)
    s.lands(0, "Swamp", 1)
    s.lands(0, "Island", 4)
    s.start()
    s.cast(tolls)
    _settle(s)
    (clue,) = _named(s, "Clue")
    s.activate(clue)
    _settle(s)
    assert len(_named(s, "Ally")) == 1
    # two sacrifices in one turn make one Ally
    s2 = Scenario()
    s2.battlefield(0, "Tolls of War")
    s2.battlefield(0, "Airship Engine Room")
    s2.battlefield(0, "Boiling Rock Prison")
    s2.lands(0, "Swamp", 8)
    s2.library(0, "Island", "Island")
    s2.start()
    s2.activate(s2.find("Airship Engine Room", BATTLEFIELD))
    _settle(s2)
    s2.activate(s2.find("Boiling Rock Prison", BATTLEFIELD))
    _settle(s2)
    assert len(_named(s2, "Ally")) == 1


def test_suki_gives_others_plus_1_and_one_ally_a_turn_when_a_permanent_leaves():
    s = Scenario()
    suki = s.battlefield(0, "Suki, Courageous Rescuer")
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Airship Engine Room")
    s.battlefield(0, "Boiling Rock Prison")
    s.lands(0, "Swamp", 8)
    s.library(0, "Island", "Island")
    s.start()
    assert s.pt(bear) == (3, 2) and s.pt(suki) == (2, 4)
    s.activate(s.find("Airship Engine Room", BATTLEFIELD))
    _settle(s)
    s.activate(s.find("Boiling Rock Prison", BATTLEFIELD))
    _settle(s)
    assert len(_named(s, "Ally")) == 1
