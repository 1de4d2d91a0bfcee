"""The last Onslaught cards do what their text says (cards/final_ons.py)."""

from __future__ import annotations

import pytest

from manastack.core.kinds import DecisionKind
from manastack.engine.game import IllegalAction
from manastack.scenario import Scenario


# ------------------------------------------------------------- Slipstream Eel
@pytest.mark.parametrize("defender_land, can_attack", [("Island", True), ("Forest", False)])
def test_slipstream_eel_attacks_only_a_player_who_controls_an_island(defender_land, can_attack):
    """CR 508.1c: "can't attack unless defending player controls an Island"."""
    s = Scenario()
    eel = s.battlefield(0, "Slipstream Eel")
    s.battlefield(0, "Island")  # the attacker's own Island doesn't count
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, defender_land)
    g = s.start(step="main1")
    s.pass_until_decision(DecisionKind.ATTACKERS)
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "attack"}
    assert bears in offered and (eel in offered) is can_attack
    if can_attack:
        s.act("attack", eel, "P1").act("done")
        s.pass_until("end")
        assert s.life(1) == 14
    else:
        with pytest.raises(IllegalAction):
            s.act("attack", eel, "P1")


def test_slipstream_eel_cycles_for_one_and_blue():
    s = Scenario()
    eel = s.hand(0, "Slipstream Eel")
    s.lands(0, "Island", 2)
    s.library(0, "Forest")
    s.start()
    s.act("special", eel, "cycle")
    while s.game.decision.kind == DecisionKind.PAY:
        s.act("autopay")
    s.resolve()
    assert s.hand_names(0) == ["Forest"] and s.graveyard_names(0) == ["Slipstream Eel"]


# ---------------------------------------------------------------- Doom Cannon
def _cannon(chosen: str) -> tuple[Scenario, int]:
    s = Scenario()
    cannon = s.hand(0, "Doom Cannon")
    s.lands(0, "Island", 9)
    g = s.start()
    s.cast(cannon).resolve()
    while g.decision.kind != DecisionKind.PRIORITY:
        assert g.decision.kind == DecisionKind.CREATURE_TYPE
        s.choose(chosen)
    return s, s.find("Doom Cannon", "battlefield")


def test_doom_cannon_sacrifices_a_creature_of_the_chosen_type_for_three_damage():
    s, cannon = _cannon("Goblin")
    g = s.game
    goblin = s.battlefield(0, "Raging Goblin")
    s.battlefield(0, "Grizzly Bears")
    g.act(s.pick(lambda a: a.kind == "activate" and a.args[0] == cannon))
    sacrifice_offered = None
    while g.decision.kind != DecisionKind.PRIORITY:
        if g.decision.kind == DecisionKind.TARGET:
            s.act("target", "P1")
        elif g.decision.kind == DecisionKind.PAY:
            s.act("autopay")
        else:
            sacrifice_offered = {a.args[0] for a in g.legal_actions()}
            s.choose(goblin)
    assert sacrifice_offered == {goblin}  # only the Goblin may be sacrificed
    assert s.graveyard_names(0) == ["Raging Goblin"]
    s.resolve()
    assert s.life(1) == 17


def test_doom_cannon_cannot_be_activated_without_a_creature_of_the_chosen_type():
    s, cannon = _cannon("Elf")
    s.battlefield(0, "Raging Goblin")
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == cannon]


# ----------------------------------------------------------- Aphetto Dredging
def _dredging() -> tuple[Scenario, int, dict[str, int]]:
    s = Scenario()
    dredging = s.hand(0, "Aphetto Dredging")
    s.lands(0, "Swamp", 4)
    names = ["Llanowar Elves", "Elvish Warrior", "Wellwisher", "Wirewood Elf", "Raging Goblin"]
    cards = dict(zip(names, s.graveyard(0, *names), strict=True))
    s.graveyard(1, "Goblin Sledder")  # an opponent's card is never a target
    s.start()
    return s, dredging, cards


def test_aphetto_dredging_returns_up_to_three_creature_cards_of_one_type():
    s, dredging, cards = _dredging()
    g = s.game
    s.act("cast", dredging, "normal")
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert offered == set(cards.values())
    s.act("target", cards["Raging Goblin"])
    # every later target must share a creature type (Goblin) with the first:
    # there is none, so the spell goes on to its cost
    assert g.decision.kind == DecisionKind.PAY
    while g.decision.kind == DecisionKind.PAY:
        s.act("autopay")
    s.resolve()
    assert s.hand_names(0) == ["Raging Goblin"]


def test_aphetto_dredging_three_elves_then_no_fourth():
    s, dredging, cards = _dredging()
    g = s.game
    s.act("cast", dredging, "normal")
    for name in ("Llanowar Elves", "Elvish Warrior", "Wellwisher"):
        s.act("target", cards[name])
        if g.decision.kind == DecisionKind.TARGET:  # the Goblin shares no type with them
            assert cards["Raging Goblin"] not in {a.args[0] for a in g.legal_actions() if a.args}
    while g.decision.kind == DecisionKind.PAY:
        s.act("autopay")
    s.resolve()
    assert sorted(s.hand_names(0)) == ["Elvish Warrior", "Llanowar Elves", "Wellwisher"]
    assert sorted(s.graveyard_names(0)) == ["Aphetto Dredging", "Raging Goblin", "Wirewood Elf"]


# ----------------------------------------------------------- Blatant Thievery
def test_blatant_thievery_takes_a_permanent_of_the_opponent_for_good():
    s = Scenario()
    thievery = s.hand(0, "Blatant Thievery")
    s.lands(0, "Island", 7)
    mine = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Forest")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.act("cast", thievery, "normal")
    # only the opponent's permanents are offered, and only one of them
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert giant in offered and mine not in offered
    assert not [a for a in g.legal_actions() if a.kind == "done"]
    s.act("target", giant)
    assert g.decision.kind == DecisionKind.PAY  # one opponent: one target
    while g.decision.kind == DecisionKind.PAY:
        s.act("autopay")
    s.resolve()
    assert g.chars(giant).controller == 0
    s.pass_until("main1", active=1)
    assert g.chars(giant).controller == 0  # no duration: it stays taken


# -------------------------------------------------------------- Trade Secrets
def test_trade_secrets_repeats_as_long_as_the_opponent_chooses():
    """The opponent draws two, then the caster up to four; the opponent decides,
    after drawing, whether to go again (CR 608.2c)."""
    s = Scenario()
    secrets = s.hand(0, "Trade Secrets")
    s.lands(0, "Island", 3)
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Swamp"] * 10)
    g = s.start()
    s.cast(secrets, targets=["P1"]).resolve()
    asked = []
    for caster_draws, again in ((4, "yes"), (1, "no")):
        assert g.decision.kind == DecisionKind.X and g.decision.player == 0
        assert [a.args[0] for a in g.legal_actions()] == [0, 1, 2, 3, 4]
        asked.append(len(g.players[1].hand))  # the opponent has drawn before the caster chooses
        s.choose(caster_draws)
        assert g.decision.kind == DecisionKind.MAY and g.decision.player == 1
        s.choose(again)
    assert asked == [2, 4]
    assert len(g.players[1].hand) == 4 and len(g.players[0].hand) == 5
    assert g.decision.kind == DecisionKind.PRIORITY and not g.stack


# ---------------------------------------------------------------- Death Match
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_death_match_lets_the_entering_creatures_controller_choose(answer):
    """The trigger is Death Match's controller's, but the entering creature's
    controller chooses the target and whether it gets -3/-3."""
    s = Scenario()
    s.battlefield(0, "Death Match")
    giant = s.battlefield(0, "Hill Giant")
    bears = s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start(active=1)
    s.cast(bears).resolve()
    assert g.decision.kind == DecisionKind.TARGET and g.decision.player == 1
    s.act("target", giant)
    s.resolve()
    assert g.decision.kind == DecisionKind.MAY and g.decision.player == 1
    s.choose(answer)
    assert ("Hill Giant" in s.graveyard_names(0)) is (answer == "yes")


# -------------------------------------------------------------- Menacing Ogre
@pytest.mark.parametrize(
    "mine, theirs, lives, counters",
    [
        (5, 3, (15, 20), 2),  # the caster alone is highest: loses 5, Ogre grows
        (2, 4, (20, 16), 0),  # the opponent alone is highest
        (3, 3, (17, 17), 2),  # a tie: both lose, and the caster is one of them
        (0, 0, (20, 20), 2),  # zero is a number too
    ],
)
def test_menacing_ogre_each_player_with_the_highest_number_loses_that_much(
    mine, theirs, lives, counters
):
    s = Scenario()
    ogre = s.hand(0, "Menacing Ogre")
    s.lands(0, "Mountain", 5)
    g = s.start()
    s.cast(ogre).resolve()
    s.resolve()  # the enters trigger
    assert g.decision.kind == DecisionKind.X and g.decision.player == 0  # APNAP (CR 101.4)
    assert [a.args[0] for a in g.legal_actions()] == list(range(22))  # 0 to the top life + 1
    s.choose(mine)
    assert g.decision.player == 1
    # the first number stays secret until both have chosen (nothing is revealed yet)
    assert not any("reveals the number" in line for line in g.log(1))
    s.choose(theirs)
    assert (s.life(0), s.life(1)) == lives
    oid = s.find("Menacing Ogre", "battlefield")
    assert g.objects[oid].counters.get("+1/+1", 0) == counters
    assert s.pt(oid) == (3 + counters, 3 + counters)
    assert any(f"reveals the number {theirs}" in line for line in g.log(0))


# --------------------------------------------------------------- Butcher Orgg
def _orgg_attacks(block: bool) -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    orgg = s.battlefield(0, "Butcher Orgg")
    ids = {
        "orgg": orgg,
        "bears": s.battlefield(1, "Grizzly Bears"),
        "elves": s.battlefield(1, "Llanowar Elves"),
        "mine": s.battlefield(0, "Wellwisher"),
    }
    s.library(0, "Island")
    s.library(1, "Island")
    s.start(step="main1")
    s.attack(orgg)
    if block:
        s.block((ids["bears"], orgg))
    s.pass_until_decision(DecisionKind.ASSIGN_DAMAGE)
    return s, ids


@pytest.mark.parametrize("block", [True, False])
def test_butcher_orgg_divides_its_damage_among_the_player_and_their_creatures(block):
    s, ids = _orgg_attacks(block)
    g = s.game
    recipients = {a.args[0] for a in g.legal_actions()}
    # the defending player and each creature they control, never the attacker's own
    assert recipients == {"P1", ids["bears"], ids["elves"]}
    for recipient, amount in ((ids["bears"], 2), (ids["elves"], 1), ("P1", 3)):
        s.act("choose", recipient, amount)
    s.pass_until("end")
    assert s.life(1) == 17
    assert sorted(s.graveyard_names(1)) == ["Grizzly Bears", "Llanowar Elves"]
    assert s.graveyard_names(0) == []


# ------------------------------------------------------- Artificial Evolution
def _evolve(s: Scenario, target: int, old: str, new: str) -> None:
    """Cast Artificial Evolution on ``target``, replacing ``old`` with ``new``."""
    g = s.game
    evolution = s.hand(0, "Artificial Evolution")
    s.battlefield(0, "Island")
    s.cast(evolution, targets=[target]).resolve()
    assert g.decision.kind == DecisionKind.CREATURE_TYPE
    s.choose(old)
    assert g.decision.kind == DecisionKind.CREATURE_TYPE
    options = {a.args[0] for a in g.legal_actions()}
    assert "Wall" not in options and old not in options and "Elf" in options  # never Wall
    s.choose(new)


def test_artificial_evolution_rewrites_an_anthem_of_its_target():
    """Layer 3 before layer 7c: "Other Soldier creatures get +1/+1" becomes
    "Other Goblin creatures get +1/+1", and its own type line changes too."""
    s = Scenario()
    brigadier = s.battlefield(0, "Aven Brigadier")
    goblin = s.battlefield(0, "Raging Goblin")
    soldier = s.battlefield(0, "Glory Seeker")
    g = s.start()
    assert s.pt(soldier) == (3, 3) and s.pt(goblin) == (1, 1)
    _evolve(s, brigadier, "Soldier", "Goblin")
    assert s.pt(goblin) == (2, 2) and s.pt(soldier) == (2, 2)
    assert g.chars(brigadier).subtypes == {"Bird", "Goblin"}
    assert "Other Goblin creatures get +1/+1." in g.chars(brigadier).rules_text
    assert g.chars(brigadier).name == "Aven Brigadier"


def test_artificial_evolution_changes_a_creature_type_in_the_type_line_not_the_name():
    s = Scenario()
    raider = s.battlefield(1, "Goblin Sky Raider")
    wellwisher = s.battlefield(0, "Wellwisher")
    s.lands(0, "Forest", 1)
    g = s.start()
    _evolve(s, raider, "Goblin", "Elf")
    assert g.chars(raider).subtypes == {"Elf", "Warrior"}
    assert g.chars(raider).name == "Goblin Sky Raider"  # CR 612.2
    life = s.life(0)
    s.activate(wellwisher).resolve()  # one life for each Elf on the battlefield
    assert s.life(0) == life + 2


def test_artificial_evolution_changes_protection_from_a_creature_type():
    """ "Protection from Goblins" becomes "protection from Elves": an Elf can no
    longer block it, a Goblin now can (CR 702.16f)."""
    s = Scenario()
    guide = s.battlefield(0, "Foothill Guide")
    goblin = s.battlefield(1, "Raging Goblin")
    elf = s.battlefield(1, "Llanowar Elves")
    s.library(0, "Island")
    s.library(1, "Island")
    g = s.start()
    _evolve(s, guide, "Goblin", "Elf")
    assert g.chars(guide).rules_text.startswith("Protection from Elves\n")
    s.attack(guide)
    s.pass_until_decision(DecisionKind.BLOCKERS)
    blockers = {a.args[0] for a in g.legal_actions() if a.kind == "block"}
    assert blockers == {goblin}
    del elf


def test_artificial_evolution_leaves_a_chosen_creature_type_alone():
    """A type chosen as a permanent entered is a choice, not text (CR 612.2):
    Shared Triumph that named Goblin keeps pumping Goblins."""
    s = Scenario()
    triumph = s.hand(0, "Shared Triumph")
    s.lands(0, "Plains", 2)
    goblin = s.battlefield(0, "Raging Goblin")
    g = s.start()
    s.cast(triumph).resolve()
    while g.decision.kind == DecisionKind.CREATURE_TYPE:
        s.choose("Goblin")
    assert s.pt(goblin) == (2, 2)
    _evolve(s, s.find("Shared Triumph", "battlefield"), "Goblin", "Elf")
    assert s.pt(goblin) == (2, 2)


# ----------------------------------------------------------- Ironfist Crusher
def _crusher_blocks_two() -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "bears": s.battlefield(0, "Grizzly Bears"),
        "goblin": s.battlefield(0, "Raging Goblin"),
        "crusher": s.battlefield(1, "Ironfist Crusher"),
        "wall": s.battlefield(1, "Glory Seeker"),
    }
    s.library(0, "Island")
    s.library(1, "Island")
    s.start(step="main1")
    s.attack(ids["bears"], ids["goblin"])
    return s, ids


def test_ironfist_crusher_blocks_any_number_of_creatures_and_divides_its_damage():
    """CR 509.1a (it blocks both), 509.3 (its controller orders them) and
    510.1d (lethal damage to the first before the next)."""
    s, ids = _crusher_blocks_two()
    g = s.game
    s.pass_until_decision(DecisionKind.BLOCKERS)
    s.act("block", ids["crusher"], ids["bears"])
    offered = {a.args for a in g.legal_actions() if a.kind == "block"}
    # it may block the other attacker too; an ordinary creature blocks one
    assert (ids["crusher"], ids["goblin"]) in offered
    s.act("block", ids["crusher"], ids["goblin"]).act("done")
    assert g.decision.kind == DecisionKind.DAMAGE_ORDER and g.decision.player == 1
    s.choose(ids["goblin"])  # the Goblin first, then the Bears
    s.pass_until_decision(DecisionKind.ASSIGN_DAMAGE)
    assert g.decision.player == 1
    # the Bears can't be dealt damage before the Goblin has lethal damage
    assert {a.args[0] for a in g.legal_actions()} == {ids["goblin"]}
    s.act("choose", ids["goblin"], 1)
    s.act("choose", ids["bears"], 1)
    s.pass_until("end")
    assert s.graveyard_names(0) == ["Raging Goblin"]
    assert g.objects[ids["bears"]].damage == 1
    assert g.objects[ids["crusher"]].damage == 3 and s.graveyard_names(1) == []


def test_a_view_shows_every_attacker_ironfist_crusher_blocks():
    """CR 509.1a: once blockers are declared, both players' views show the first
    attacker it blocks as ``blocking`` and the others as ``also_blocking``."""
    s, ids = _crusher_blocks_two()
    g = s.game
    s.pass_until_decision(DecisionKind.BLOCKERS)
    s.act("block", ids["crusher"], ids["bears"])
    s.act("block", ids["crusher"], ids["goblin"]).act("done")
    for viewer in (0, 1):
        entry = next(p for p in g.view(viewer)["battlefield"] if p["id"] == ids["crusher"])
        assert (entry["blocking"], entry["also_blocking"]) == (ids["bears"], [ids["goblin"]])


def test_an_ordinary_creature_blocks_only_one_attacker():
    s, ids = _crusher_blocks_two()
    g = s.game
    s.pass_until_decision(DecisionKind.BLOCKERS)
    s.act("block", ids["wall"], ids["bears"])
    assert (ids["wall"], ids["goblin"]) not in {
        a.args for a in g.legal_actions() if a.kind == "block"
    }


def test_ironfist_crusher_blocking_one_attacker_deals_it_all_its_damage():
    s, ids = _crusher_blocks_two()
    s.block((ids["crusher"], ids["bears"]))
    s.pass_until("end")
    assert s.graveyard_names(0) == ["Grizzly Bears"] and s.life(1) == 19


def test_ironfist_crusher_can_be_the_second_blocker_of_a_menace_attacker():
    """Blocking the Bears already, it can still give a menace attacker its
    second blocker (CR 702.111b), so a lone block of that attacker is offered."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    brute = s.battlefield(0, "Boggart Brute")
    crusher = s.battlefield(1, "Ironfist Crusher")
    seeker = s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    g = s.start(step="main1")
    s.attack(bears, brute)
    s.pass_until_decision(DecisionKind.BLOCKERS)
    s.act("block", crusher, bears)
    assert (seeker, brute) in {a.args for a in g.legal_actions() if a.kind == "block"}
    s.act("block", seeker, brute)
    assert not [a for a in g.legal_actions() if a.kind == "done"]  # the Brute needs two
    s.act("block", crusher, brute).act("done")
    # the Brute's two blockers are ordered by its controller (CR 509.2)
    assert g.decision.kind == DecisionKind.DAMAGE_ORDER and g.decision.player == 0
    assert {a.args[0] for a in g.legal_actions()} == {crusher, seeker}


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_a_card_elsewhere_counting_a_creature_type_is_read_without_its_text_changed(zone):
    """CR 612.1, 604.3: a text-changing effect changes only a spell or a permanent,
    so a card in a hand or graveyard reads its own text as printed; Reckless One's
    "equal to the number of Goblins on the battlefield" is worked out there too
    while Artificial Evolution is in the game (it used to recurse without end)."""
    s = Scenario()
    s.hand(0, "Artificial Evolution")
    one = s.hand(1, "Reckless One") if zone == "hand" else s.graveyard(1, "Reckless One")
    s.battlefield(0, "Raging Goblin")
    s.battlefield(1, "Raging Goblin")
    s.start()
    assert s.pt(one) == (2, 2)
