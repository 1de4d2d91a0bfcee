"""CR 506-511 combat: attack and block legality, damage assignment among several
blockers, first strike, trample, deathtouch, lifelink, prevention."""

import testcards  # noqa: F401  (registers the test-only cards)
from boards import attackers_offered, blocks_offered, board

from manastack import Action
from manastack.engine.objects import player_ref
from manastack.scenario import Scenario

P1 = player_ref(1)


def test_unblocked_attacker_deals_damage_to_the_defending_player():
    """CR 510.1a."""
    s, (bears,), _ = board(["Grizzly Bears"])
    s.attack(bears)
    s.pass_until("main2")
    assert s.life(1) == 18


def test_attacking_taps_the_creature():
    """CR 508.1f."""
    s, (bears,), _ = board(["Grizzly Bears"])
    s.attack(bears)
    assert s.game.objects[bears].tapped


def test_summoning_sick_creature_cant_attack():
    """CR 302.6, 508.1a."""
    s = Scenario()
    s.battlefield(0, "Grizzly Bears", sick=True)
    ready = s.battlefield(0, "Hill Giant")
    s.start(step="main1")
    assert attackers_offered(s) == {ready}


def test_haste_lets_a_new_creature_attack():
    """CR 702.10b: Raging Goblin."""
    s = Scenario()
    goblin = s.battlefield(0, "Raging Goblin", sick=True)
    s.start(step="main1")
    assert attackers_offered(s) == {goblin}
    s.act("attack", goblin, P1).act("done")
    s.pass_until("main2")
    assert s.life(1) == 19


def test_a_creature_that_just_arrived_can_block():
    """CR 302.6: summoning sickness doesn't stop blocking."""
    s, (attacker,), _ = board(["Grizzly Bears"])
    blocker = s.battlefield(1, "Hill Giant", sick=True)
    s.attack(attacker)
    assert (blocker, attacker) in blocks_offered(s)


def test_defender_cant_attack_but_can_block():
    """CR 702.3b: Wall of Stone."""
    s, (wall, bears), _ = board(["Wall of Stone", "Grizzly Bears"])
    assert attackers_offered(s) == {bears}
    s2, (attacker,), (wall2,) = board(["Grizzly Bears"], ["Wall of Stone"])
    s2.attack(attacker)
    assert (wall2, attacker) in blocks_offered(s2)
    del wall


def test_tapped_creatures_cant_attack_or_block():
    """CR 508.1a, 509.1a."""
    s = Scenario()
    s.battlefield(0, "Grizzly Bears", tapped=True)
    ready = s.battlefield(0, "Hill Giant")
    tapped_blocker = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.start(step="main1")
    assert attackers_offered(s) == {ready}
    s.act("attack", ready, P1).act("done")
    assert blocks_offered(s) == set()
    del tapped_blocker


def test_vigilance_attacker_doesnt_tap():
    """CR 702.20b: Serra Angel."""
    s, (angel,), _ = board(["Serra Angel"])
    s.attack(angel)
    assert not s.game.objects[angel].tapped
    s.pass_until("main2")
    assert s.life(1) == 16


def test_flying_attacker_can_be_blocked_only_by_flying_or_reach():
    """CR 702.9b, 702.17b: Serra Angel; Giant Spider and Vampire Nighthawk may
    block it, Grizzly Bears may not."""
    s, (angel,), (bears, spider, hawk) = board(
        ["Serra Angel"], ["Grizzly Bears", "Giant Spider", "Vampire Nighthawk"]
    )
    s.attack(angel)
    assert blocks_offered(s) == {(spider, angel), (hawk, angel)}
    del bears


def test_flying_creature_can_block_a_ground_creature():
    """CR 702.9: flying restricts only what can block it."""
    s, (bears,), (thopter,) = board(["Grizzly Bears"], ["Ornithopter"])
    s.attack(bears)
    assert blocks_offered(s) == {(thopter, bears)}


def test_menace_needs_two_blockers():
    """CR 702.111b: Boggart Brute can't be blocked by just one creature; "done"
    isn't offered after one blocker."""
    s, (brute,), (b1, b2) = board(["Boggart Brute"], ["Grizzly Bears", "Savannah Lions"])
    s.attack(brute)
    s.pass_until_decision("blockers")
    s.act("block", b1, brute)
    assert Action("done") not in s.game.legal_actions()
    s.act("block", b2, brute)
    s.act("done")
    assert s.game.combat.blocked == {brute}


def test_menace_with_only_one_possible_blocker_is_unblockable():
    """CR 702.111b: no blocks offered when a second blocker can't be found."""
    s, (brute,), (b1,) = board(["Boggart Brute"], ["Grizzly Bears"])
    s.attack(brute)
    s.pass_until("main2")
    assert s.life(1) == 17
    del b1


def test_blocked_creature_without_trample_deals_no_damage_to_the_player():
    """CR 510.1c."""
    s, (giant,), (wall,) = board(["Hill Giant"], ["Wall of Stone"])
    s.attack(giant)
    s.block((wall, giant))
    s.pass_until("main2")
    assert s.life(1) == 20
    assert s.game.objects[wall].damage == 3


def test_attacker_and_blocker_deal_damage_simultaneously():
    """CR 510.2: both Grizzly Bears die."""
    s, (a,), (b,) = board(["Grizzly Bears"], ["Grizzly Bears"])
    s.attack(a)
    s.block((b, a))
    s.pass_until("main2")
    assert s.graveyard_names(0) == ["Grizzly Bears"]
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_attacker_chooses_damage_assignment_order_of_several_blockers():
    """CR 509.2 (June 2024 rules): the attacking player orders the blockers; then
    lethal damage must be assigned to the first before the next (CR 510.1c)."""
    s, (giant,), (lions, bears) = board(["Hill Giant"], ["Savannah Lions", "Grizzly Bears"])
    s.attack(giant)
    s.pass_until_decision("blockers")
    s.act("block", lions, giant).act("block", bears, giant).act("done")
    g = s.game
    assert g.decision.kind == "damage_order" and g.decision.player == 0
    s.choose(bears)  # Bears first, then Lions
    s.pass_until_decision("assign_damage")
    assert {a.args[0] for a in g.legal_actions()} == {bears}
    g.act(Action("choose", (bears, 2)))
    assert {a.args[0] for a in g.legal_actions()} == {bears, lions}
    g.act(Action("choose", (lions, 1)))
    s.pass_until("main2")
    assert sorted(s.graveyard_names(1)) == ["Grizzly Bears", "Savannah Lions"]
    assert s.graveyard_names(0) == ["Hill Giant"]  # 2 + 2 damage back


def test_first_strike_damage_comes_first():
    """CR 702.7b, 510.4: Youthful Knight kills Grizzly Bears before they strike back."""
    s, (knight,), (bears,) = board(["Youthful Knight"], ["Grizzly Bears"])
    s.attack(knight)
    s.block((bears, knight))
    s.pass_until("main2")
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    assert "Youthful Knight" in s.battlefield_names(0)


def test_first_strike_step_exists_only_with_first_strikers():
    """CR 510.4: the first-strike combat damage step happens only if a creature has
    first strike or double strike."""
    s, (bears,), _ = board(["Grizzly Bears"])
    start = len(s.game.events)
    s.attack(bears)
    s.pass_until("main2")
    steps = [e["step"] for e in s.game.events[start:] if e.kind == "step"]
    assert "first_strike_damage" not in steps
    s, (knight,), _ = board(["Youthful Knight"])
    start = len(s.game.events)
    s.attack(knight)
    s.pass_until("main2")
    steps = [e["step"] for e in s.game.events[start:] if e.kind == "step"]
    assert "first_strike_damage" in steps
    assert s.life(1) == 18  # a first striker deals damage only once


def test_trample_assigns_excess_damage_to_the_player():
    """CR 702.19b: Colossal Dreadmaw blocked by Grizzly Bears: 2 lethal, 4 through."""
    s, (maw,), (bears,) = board(["Colossal Dreadmaw"], ["Grizzly Bears"])
    s.attack(maw)
    s.block((bears, maw))
    s.pass_until_decision("assign_damage")
    g = s.game
    assert {a.args[0] for a in g.legal_actions()} == {bears}  # lethal first
    g.act(Action("choose", (bears, 2)))
    assert Action("choose", (P1, 4)) in g.legal_actions()
    g.act(Action("choose", (P1, 4)))
    s.pass_until("main2")
    assert s.life(1) == 16
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_trample_may_assign_more_than_lethal_to_the_blocker():
    """CR 702.19b: the attacking player may put more than lethal on the blocker."""
    s, (maw,), (bears,) = board(["Colossal Dreadmaw"], ["Grizzly Bears"])
    s.attack(maw)
    s.block((bears, maw))
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (bears, 6)))
    s.pass_until("main2")
    assert s.life(1) == 20


def test_trample_counts_damage_already_marked():
    """CR 702.19c: lethal damage accounts for damage already dealt this turn."""
    s, (maw,), (wall,) = board(["Colossal Dreadmaw"], ["Wall of Stone"])
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.attack(maw)
    s.block((wall, maw))
    s.cast(bolt, targets=[wall]).resolve()  # 3 damage on the 0/8 wall
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (wall, 5)))
    assert Action("choose", (P1, 1)) in s.game.legal_actions()
    s.game.act(Action("choose", (P1, 1)))
    s.pass_until("main2")
    assert s.life(1) == 19


def test_trample_with_deathtouch_one_damage_is_lethal():
    """CR 702.19c, 702.2c: a deathtoucher with trample needs to assign only 1 to
    each blocker."""
    s, (beast,), (maw,) = board(["Test Deathtouch Trampler"], ["Colossal Dreadmaw"])
    s.attack(beast)
    s.block((maw, beast))
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (maw, 1)))
    s.game.act(Action("choose", (P1, 2)))
    s.pass_until("main2")
    assert s.life(1) == 18
    assert s.graveyard_names(1) == ["Colossal Dreadmaw"]


def test_trampler_whose_blocker_left_assigns_all_damage_to_the_player():
    """CR 702.19e: a blocked trampler with no blockers left deals all its damage to
    the player."""
    s, (maw,), (bears,) = board(["Colossal Dreadmaw"], ["Grizzly Bears"])
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.attack(maw)
    s.block((bears, maw))
    s.cast(bolt, targets=[bears]).resolve()
    s.pass_until("main2")
    assert s.life(1) == 14


def test_blocked_creature_stays_blocked_when_its_blocker_leaves():
    """CR 509.1h, 506.4: without trample it deals no combat damage."""
    s, (giant,), (bears,) = board(["Hill Giant"], ["Grizzly Bears"])
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.attack(giant)
    s.block((bears, giant))
    s.cast(bolt, targets=[bears]).resolve()
    s.pass_until("main2")
    assert s.life(1) == 20


def test_deathtouch_spreads_damage_among_several_blockers():
    """CR 702.2c, 510.1c: Vampire Nighthawk kills two blockers with 1 damage each."""
    s, (hawk,), (spider, angel) = board(["Vampire Nighthawk"], ["Giant Spider", "Serra Angel"])
    s.attack(hawk)
    s.pass_until_decision("blockers")
    s.act("block", spider, hawk).act("block", angel, hawk).act("done")
    s.choose(spider)
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (spider, 1)))
    s.game.act(Action("choose", (angel, 1)))
    s.pass_until("main2")
    assert sorted(s.graveyard_names(1)) == ["Giant Spider", "Serra Angel"]


def test_lifelink_gains_life_for_combat_damage():
    """CR 702.15b: Vampire Nighthawk unblocked."""
    s, (hawk,), _ = board(["Vampire Nighthawk"])
    s.attack(hawk)
    s.pass_until("main2")
    assert s.life(1) == 18 and s.life(0) == 22


def test_fog_prevents_all_combat_damage():
    """Fog: "Prevent all combat damage that would be dealt this turn." (CR 615)"""
    s, (maw,), (bears,) = board(["Colossal Dreadmaw"], ["Grizzly Bears"])
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.attack(maw)
    s.pass_until("declare_attackers")
    s.pass_priority()
    s.cast(fog).resolve()
    s.pass_until("main2")
    assert s.life(1) == 20
    assert "Grizzly Bears" in s.battlefield_names(1)


def test_fog_doesnt_stop_lifelink_from_noncombat_damage_nor_other_damage():
    """Fog prevents combat damage only: a Lightning Bolt still deals damage."""
    s, _, (bears,) = board([], ["Grizzly Bears"])
    fog = s.hand(0, "Fog")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.cast(fog).resolve()
    s.cast(bolt, targets=[bears]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_pacifism_stops_attacking_and_blocking():
    """Pacifism: "Enchanted creature can't attack or block." """
    s, (bears, giant), (lions,) = board(["Grizzly Bears", "Hill Giant"], ["Savannah Lions"])
    s.battlefield(1, "Pacifism", attached_to=lions)
    s.battlefield(1, "Pacifism", attached_to=bears)
    assert attackers_offered(s) == {giant}
    s.act("attack", giant, P1).act("done")
    assert blocks_offered(s) == set()


def test_a_creature_blocks_only_one_attacker():
    """CR 509.1a: each creature can block one attacker; once declared as a blocker
    it isn't offered again."""
    s, (a1, a2), (wall,) = board(["Grizzly Bears", "Hill Giant"], ["Wall of Stone"])
    s.attack(a1, a2)
    assert blocks_offered(s) == {(wall, a1), (wall, a2)}
    s.act("block", wall, a1)
    assert not any(a.kind == "block" for a in s.game.legal_actions())


def test_several_creatures_may_block_one_attacker():
    """CR 509.1a: any number of creatures may block a single attacker."""
    s, (maw,), (b1, b2, b3) = board(
        ["Colossal Dreadmaw"], ["Grizzly Bears", "Savannah Lions", "Hill Giant"]
    )
    s.attack(maw)
    s.block((b1, maw), (b2, maw), (b3, maw))
    assert s.game.combat.blockers_of(maw) and len(s.game.combat.blockers) == 3


def test_attacker_whose_controller_changes_is_removed_fromboard():
    """CR 506.4: a permanent that changes control is removed from combat; it deals
    and is dealt no combat damage."""
    s, (giant,), _ = board(["Hill Giant"])
    threaten = s.hand(1, "Test Threaten")
    s.battlefield(1, "Mountain")
    s.attack(giant)
    s.pass_priority()
    s.cast(threaten, targets=[giant]).resolve()
    assert s.game.chars(giant).controller == 1
    assert giant not in s.game.combat.attackers
    s.pass_until("main2")
    assert s.life(1) == 20


def test_control_until_end_of_turn_ends_in_cleanup():
    """CR 514.2: "until end of turn" control ends in the cleanup step."""
    s, _, (bears,) = board([], ["Grizzly Bears"])
    threaten = s.hand(0, "Test Threaten")
    s.battlefield(0, "Mountain")
    s.cast(threaten, targets=[bears]).resolve()
    assert s.game.chars(bears).controller == 0
    s.pass_until("upkeep", active=1)
    assert s.game.chars(bears).controller == 1
