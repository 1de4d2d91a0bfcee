"""TLA batch B (manastack/cards/avatar_batch_b.py): each card's text in a small
scenario, through the public API."""

import pytest

from manastack.core.actions import Action
from manastack.engine.game import IllegalAction
from manastack.engine.objects import BATTLEFIELD, EXILE, GRAVEYARD
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


def _can_attack(s: Scenario, oid: int) -> bool:
    s.pass_until_decision("attackers")
    return any(a.kind == "attack" and a.args[0] == oid for a in s.game.legal_actions())


def _can_block(s: Scenario, blocker: int, attacker: int) -> bool:
    return any(a.kind == "block" and a.args == (blocker, attacker) for a in s.game.legal_actions())


# ----------------------------------------------------------- Spirit tokens
def test_realm_of_koh_makes_a_spirit_that_only_spirits_can_block_or_be_blocked_by():
    s = Scenario()
    realm = s.battlefield(0, "Realm of Koh")
    s.lands(0, "Swamp", 4)
    bear = s.battlefield(1, "Grizzly Bears")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    s.activate(realm)
    _settle(s)
    (spirit,) = _named(s, "Spirit")
    assert s.pt(spirit) == (1, 1)
    # it attacks next turn; the Bears can't block it
    s.pass_until("main1", active=0)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.attack(spirit)
    s.pass_until_decision("blockers")
    assert not _can_block(s, bear, spirit)


def test_spirit_token_can_block_another_spirit_but_not_a_bear():
    s = Scenario()
    realm = s.battlefield(1, "Realm of Koh")
    s.lands(1, "Swamp", 4)
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, *["Island"] * 3)
    s.start(step="main1", active=1)
    s.activate(realm)
    _settle(s)
    (spirit,) = _named(s, "Spirit", 1)
    s.pass_until("main1", active=0)
    s.attack(bear)
    s.pass_until_decision("blockers")
    assert not _can_block(s, spirit, bear)


def test_realm_of_koh_enters_tapped_without_a_basic_land():
    s = Scenario()
    realm = s.hand(0, "Realm of Koh")
    s.start()
    s.act("play", realm)
    assert s.game.objects[s.find("Realm of Koh", BATTLEFIELD)].tapped


def test_foggy_swamp_spirit_keeper_makes_a_spirit_on_the_second_draw():
    s = Scenario()
    s.battlefield(0, "Foggy Swamp Spirit Keeper")
    s.library(0, "Island", "Island", "Island")
    divination = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(divination)
    _settle(s)
    assert len(_named(s, "Spirit")) == 1


# ------------------------------------------------------------------- lands
def test_fire_nation_palace_gives_firebending_4_until_end_of_turn():
    s = Scenario()
    palace = s.battlefield(0, "Fire Nation Palace")
    s.lands(0, "Mountain", 2)
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    s.activate(palace, targets=[bear])
    _settle(s)
    s.attack(bear)
    _settle(s)
    assert s.game.players[0].pool.available().get("R", 0) >= 4
    # the next turn it has no firebending
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.attack(bear)
    _settle(s)
    assert s.game.players[0].pool.available().get("R", 0) == 0


def test_rumble_arena_scries_and_makes_any_colour_for_1():
    s = Scenario()
    arena = s.hand(0, "Rumble Arena")
    s.library(0, "Forest", "Island")
    s.start()
    s.act("play", arena)
    s.resolve()
    assert s.game.decision.kind == "scry"
    s.choose("bottom")
    assert s.names([s.game.players[0].library[0]]) == ["Forest"]
    arena_id = s.find("Rumble Arena", BATTLEFIELD)
    s.act("mana_abilities")
    options = [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == arena_id]
    made = {a.args[2] for a in options}
    assert made == {"C"}  # {1},{T}: any colour needs another mana source
    s2 = Scenario()
    arena2 = s2.battlefield(0, "Rumble Arena")
    swamp = s2.battlefield(0, "Swamp")
    s2.start()
    s2.tap_for_mana(swamp, "B")
    s2.act("mana_abilities")
    options = [a for a in s2.game.legal_actions() if a.kind == "activate" and a.args[0] == arena2]
    assert {a.args[2] for a in options} == {"C", "W", "U", "B", "R", "G"}


# ------------------------------------------------------------ landcyclers
def test_giant_koi_waterbends_to_become_unblockable():
    s = Scenario()
    koi = s.battlefield(0, "Giant Koi")
    s.lands(0, "Island", 3)
    s.start()
    s.activate(koi)
    _settle(s)
    assert "unblockable" in s.game.chars(koi).keywords


@pytest.mark.parametrize(
    ("name", "land"),
    [("Giant Koi", "Island"), ("Mongoose Lizard", "Mountain"), ("Rabaroo Troop", "Plains")],
)
def test_landcycling_finds_the_named_land_type(name, land):
    s = Scenario()
    card = s.hand(0, name)
    s.library(0, "Forest", land)
    s.lands(0, "Swamp", 2)
    s.start()
    s.act("special", card, "cycle")
    while s.game.decision.kind == "pay":
        s.act("autopay")
    _settle(s)
    assert s.game.decision.kind == "search"
    options = [a.args[0] for a in s.game.legal_actions() if a.args[0] != "done"]
    assert s.names(options) == [land]
    s.choose(options[0])
    assert land in s.hand_names(0)


def test_mongoose_lizard_deals_1_damage_on_entering():
    s = Scenario()
    lizard = s.hand(0, "Mongoose Lizard")
    s.lands(0, "Mountain", 6)
    s.start()
    s.cast(lizard)
    s.resolve()
    s.act("target", "P1")
    _settle(s)
    assert s.life(1) == 19
    assert "menace" in s.game.chars(s.find("Mongoose Lizard", BATTLEFIELD)).keywords


def test_rabaroo_troop_landfall_flying_and_life():
    s = Scenario()
    troop = s.battlefield(0, "Rabaroo Troop")
    plains = s.hand(0, "Plains")
    s.start()
    assert "flying" not in s.game.chars(troop).keywords
    s.act("play", plains)
    _settle(s)
    assert "flying" in s.game.chars(troop).keywords and s.life(0) == 21


# ---------------------------------------------------------------- milling
def test_platypus_bear_attacks_only_with_a_lesson_in_the_graveyard():
    s = Scenario()
    bear = s.battlefield(0, "Platypus-Bear")
    s.start()
    assert not _can_attack(s, bear)
    s2 = Scenario()
    bear2 = s2.battlefield(0, "Platypus-Bear")
    s2.graveyard(0, "Lost Days")
    s2.start()
    assert _can_attack(s2, bear2)


def test_platypus_bear_mills_two():
    s = Scenario()
    bear = s.hand(0, "Platypus-Bear")
    s.library(0, "Forest", "Island", "Swamp")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bear)
    _settle(s)
    assert s.graveyard_names(0) == ["Forest", "Island"]


def test_ostrich_horse_takes_a_land_or_grows():
    s = Scenario()
    horse = s.hand(0, "Ostrich-Horse")
    s.library(0, "Forest", "Grizzly Bears", "Island", "Swamp")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(horse)
    _settle(s)
    assert s.game.decision.kind == "choose_card"
    options = [a.args[0] for a in s.game.legal_actions()]
    assert sorted(s.names(o for o in options if o != "done")) == ["Forest", "Island"]
    s.choose(s.find("Forest", GRAVEYARD))
    _settle(s)
    assert "Forest" in s.hand_names(0)
    assert s.pt(s.find("Ostrich-Horse", BATTLEFIELD)) == (3, 1)


def test_ostrich_horse_grows_when_no_land_is_taken():
    s = Scenario()
    horse = s.hand(0, "Ostrich-Horse")
    s.library(0, "Forest", "Grizzly Bears", "Island", "Swamp")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(horse)
    _settle(s)
    s.choose("done")
    _settle(s)
    assert s.pt(s.find("Ostrich-Horse", BATTLEFIELD)) == (4, 2)


def test_sparring_dummy_mills_and_gains_2_for_a_lesson():
    s = Scenario()
    dummy = s.battlefield(0, "Sparring Dummy")
    s.library(0, "Lost Days", "Forest")
    s.start()
    s.activate(dummy)
    _settle(s)
    assert s.life(0) == 22 and "Lost Days" in s.graveyard_names(0)
    s2 = Scenario()
    dummy2 = s2.battlefield(0, "Sparring Dummy")
    s2.library(0, "Forest")
    s2.start()
    s2.activate(dummy2)
    _settle(s2)
    s2.choose(s2.find("Forest", GRAVEYARD))
    assert s2.hand_names(0) == ["Forest"] and s2.life(0) == 20


# ------------------------------------------------------------ removal
def test_heartless_act_destroys_only_a_creature_without_counters():
    s = Scenario()
    act = s.hand(0, "Heartless Act")
    clean = s.battlefield(1, "Grizzly Bears")
    marked = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    s.lands(0, "Swamp", 2)
    s.start()
    s.act("cast", act, "normal")
    s.act("choose", 0)
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert clean in targets and marked not in targets
    s.act("target", clean)
    s.act("autopay")
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1)


def test_heartless_act_removes_up_to_three_counters():
    s = Scenario()
    act = s.hand(0, "Heartless Act")
    big = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 4})
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(act, targets=[big], mode=1)
    _settle(s)
    for _ in range(3):
        assert s.game.decision.kind == "remove_counter"
        s.choose("+1/+1")
    _settle(s)
    assert s.game.objects[big].counters.get("+1/+1") == 1


def test_lost_days_owner_chooses_second_from_top_and_you_get_a_clue():
    s = Scenario()
    days = s.hand(0, "Lost Days")
    bear = s.battlefield(1, "Grizzly Bears")
    s.library(1, "Forest", "Island")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(days, targets=[bear])
    _settle(s)
    assert s.game.decision.kind == "library_position" and s.game.decision.player == 1
    s.choose("second")
    _settle(s)
    lib = s.game.players[1].library
    assert s.names([lib[-1], lib[-2], lib[-3]]) == ["Forest", "Grizzly Bears", "Island"]
    assert len(_named(s, "Clue")) == 1


# ------------------------------------------------------------ Auras
def test_path_to_redemption_stops_attacks_then_exiles_for_an_ally():
    s = Scenario()
    path = s.hand(0, "Path to Redemption")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 7)
    s.start()
    s.cast(path, targets=[theirs])
    _settle(s)
    assert "cant_attack" in s.game.chars(theirs).keywords
    assert "cant_block" in s.game.chars(theirs).keywords
    s.activate(s.find("Path to Redemption", BATTLEFIELD))
    _settle(s)
    assert s.game.objects[s.find("Grizzly Bears")].zone == EXILE
    assert len(_named(s, "Ally")) == 1


def test_path_to_redemption_activates_only_during_your_turn():
    s = Scenario()
    bear = s.battlefield(0, "Grizzly Bears")
    path = s.battlefield(1, "Path to Redemption", attached_to=bear)
    s.lands(1, "Plains", 5)
    s.start()
    with pytest.raises(IllegalAction):
        s.game.act(Action("activate", (path, 0)))


# -------------------------------------------------------------- creatures
def test_professor_zei_loots_and_returns_an_instant_on_your_turn():
    s = Scenario()
    zei = s.battlefield(0, "Professor Zei, Anthropologist")
    forest = s.hand(0, "Forest")
    s.library(0, "Island")
    s.start()
    s.activate(zei, index=0)
    if s.game.decision.kind != "priority":
        s.choose(forest)
    _settle(s)
    assert s.hand_names(0) == ["Island"] and s.graveyard_names(0) == ["Forest"]

    s2 = Scenario()
    zei2 = s2.battlefield(0, "Professor Zei, Anthropologist")
    lost = s2.graveyard(0, "Lost Days")
    s2.lands(0, "Island", 1)
    s2.start()
    s2.activate(zei2, index=1, targets=[lost])
    _settle(s2)
    assert s2.hand_names(0) == ["Lost Days"]
    assert "Professor Zei, Anthropologist" in s2.graveyard_names(0)


# ------------------------------------------------------------------- Wolfbat
def test_wolfbat_returns_from_the_graveyard_on_the_second_draw_with_finality():
    s = Scenario()
    bat = s.graveyard(0, "Wolfbat")
    divination = s.hand(0, "Divination")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 3)
    s.lands(0, "Swamp", 1)
    s.start()
    s.cast(divination)
    _settle(s)
    assert s.game.decision.kind == "may"
    s.choose("pay")
    _settle(s)
    new = s.find("Wolfbat", BATTLEFIELD)
    assert bat not in s.game.objects and s.game.objects[new].counters.get("finality") == 1
    assert s.game.objects[s.find("Swamp", BATTLEFIELD)].tapped
    # dying with a finality counter, it is exiled instead
    s2 = Scenario()
    bat2 = s2.battlefield(0, "Wolfbat", counters={"finality": 1})
    bolt2 = s2.hand(1, "Lightning Bolt")
    s2.lands(1, "Mountain", 1)
    s2.start(active=1)
    s2.cast(bolt2, targets=[bat2])
    _settle(s2)
    assert s2.game.objects[s2.find("Wolfbat")].zone == EXILE


def test_wolfbat_does_nothing_on_the_battlefield_or_without_paying():
    s = Scenario()
    s.battlefield(0, "Wolfbat")
    divination = s.hand(0, "Divination")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 3)
    s.lands(0, "Swamp", 1)
    s.start()
    s.cast(divination)
    _settle(s)
    assert s.game.decision.kind == "priority" and not s.game.stack


# ------------------------------------------------------------ Swampsnare Trap
@pytest.mark.parametrize("swamps", [2, 3])
def test_swampsnare_trap_costs_1_less_on_a_flier_and_shrinks_it(swamps):
    """CR 601.2c, 601.2f: {1}{B} on a flier, {2}{B} on another creature; with two
    Swamps only the flier is offered (the bear would leave a cost no mana pays)."""
    s = Scenario()
    trap = s.hand(0, "Swampsnare Trap")
    flier = s.battlefield(1, "Glider Kids")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", swamps)
    s.start()
    s.game.act(Action("cast", (trap, "normal")))
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert targets == ([flier] if swamps == 2 else [flier, bear])
    s.act("target", flier)
    assert s.game.decision.kind == "pay" and "{1}{B}" in str(s.game.decision.args)
    s.act("autopay")
    _settle(s)
    assert "Glider Kids" in s.graveyard_names(1)  # 2/1 gets -5/-3


def test_swampsnare_trap_full_cost_on_a_ground_creature():
    s = Scenario()
    trap = s.hand(0, "Swampsnare Trap")
    s.battlefield(1, "Craw Wurm")
    s.lands(0, "Swamp", 2)
    s.start()
    assert not any(a.kind == "cast" and a.args[0] == trap for a in s.game.legal_actions())
    s2 = Scenario()
    trap2 = s2.hand(0, "Swampsnare Trap")
    wurm = s2.battlefield(1, "Craw Wurm")
    s2.lands(0, "Swamp", 3)
    s2.start()
    s2.cast(trap2, targets=[wurm])
    _settle(s2)
    lands = [o for o in s2.game.battlefield if s2.game.chars(o).is_land]
    assert s2.pt(wurm) == (1, 1) and all(s2.game.objects[o].tapped for o in lands)


# ------------------------------------------- "another target" while offering
def test_an_ability_for_another_target_is_not_offered_with_only_its_source():
    """Deserter's Disciple's "another target creature you control" can't target
    itself, so with no other creature the ability can't be activated (CR 115.1,
    602.2b; found by the random games once this batch joined the pool)."""
    s = Scenario()
    disciple = s.battlefield(0, "Deserter's Disciple")
    s.start()
    assert not any(a.kind == "activate" and a.args[0] == disciple for a in s.game.legal_actions())
    s2 = Scenario()
    disciple2 = s2.battlefield(0, "Deserter's Disciple")
    bear = s2.battlefield(0, "Grizzly Bears")
    s2.start()
    s2.activate(disciple2, targets=[bear])
    _settle(s2)
    assert "unblockable" in s2.game.chars(bear).keywords
