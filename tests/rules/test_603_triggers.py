"""CR 603 triggered abilities: enters, dies (last-known information), attacks,
blocks, becomes blocked, combat damage, upkeep, end step, cast; APNAP order;
intervening "if"; delayed triggers; "you may" on resolution."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s, n=5):
    s.library(0, *["Island"] * n)
    s.library(1, *["Island"] * n)


def _trigger_events(s):
    return [e for e in s.game.events if e.kind == "trigger"]


def test_enters_trigger_goes_on_the_stack_next_time_a_player_would_get_priority():
    """CR 603.2, 603.3: Gallant Citizen's "When this creature enters, draw a card." """
    s = Scenario()
    _libraries(s)
    citizen = s.hand(0, "Gallant Citizen")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    s.cast(citizen).pass_priority(2)
    assert len(s.game.stack) == 1 and len(_trigger_events(s)) == 1
    assert s.hand_names(0) == []
    s.resolve()
    assert s.hand_names(0) == ["Island"]


def test_you_may_is_chosen_on_resolution():
    """CR 603.5, 608.2d: Gravedigger's "you may return target creature card"."""
    for answer, in_hand in (("yes", ["Grizzly Bears"]), ("no", [])):
        s = Scenario()
        digger = s.hand(0, "Gravedigger")
        s.lands(0, "Swamp", 4)
        bears = s.graveyard(0, "Grizzly Bears")
        s.start(step="main1")
        s.cast(digger).resolve()
        g = s.game
        assert g.decision.kind == "target"
        s.act("target", bears)
        s.pass_priority(2)
        assert g.decision.kind == "may" and g.decision.player == 0
        s.choose(answer)
        assert s.hand_names(0) == in_hand


def test_dies_trigger_uses_last_known_information():
    """CR 603.10a, 700.4: Pretending Poxbearers' "When this creature dies, create a
    1/1 white Ally creature token." """
    s = Scenario()
    pox = s.battlefield(0, "Pretending Poxbearers")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1")
    s.pass_priority()
    s.cast(bolt, targets=[pox]).resolve()
    assert s.graveyard_names(0) == ["Pretending Poxbearers"]
    s.resolve()
    ally = s.find("Ally", "battlefield")
    assert s.game.chars(ally).controller == 0
    assert s.pt(ally) == (1, 1) and s.game.chars(ally).colours == frozenset("W")


def test_dies_trigger_of_another_creature():
    """CR 603.10a: Rotlung Reanimator sees another Cleric die."""
    s = Scenario()
    s.battlefield(0, "Rotlung Reanimator")
    rider = s.battlefield(1, "Glowrider")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 2)  # Glowrider: Bolt costs {1} more
    s.start(step="main1")
    s.cast(bolt, targets=[rider]).resolve()
    s.resolve()
    zombie = s.find("Zombie", "battlefield")
    assert s.game.chars(zombie).controller == 0


def test_leaves_the_battlefield_abilities_look_back_at_simultaneous_deaths():
    """CR 603.10a: Rotlung Reanimator and another Cleric dying at the same time
    each trigger Rotlung's ability: two Zombies."""
    s = Scenario()
    s.battlefield(0, "Rotlung Reanimator")
    s.battlefield(0, "Glowrider")
    quake = s.hand(0, "Test Quake Sorcery")
    s.lands(0, "Mountain", 2)  # Glowrider: {1} more
    s.start(step="main1")
    s.cast(quake).resolve()
    s.resolve_all()
    assert s.battlefield_names(0).count("Zombie") == 2


def test_upkeep_trigger():
    """CR 503.1a: "At the beginning of your upkeep" triggers in its controller's
    upkeep only."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Test Upkeep Scholar")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    assert len(s.game.stack) == 1
    s.resolve()
    assert s.hand_names(0) == ["Island"]


def test_end_step_trigger_of_goblin_pyromancer():
    """CR 513.1a: "At the beginning of the end step, destroy all Goblins." """
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Goblin Pyromancer")
    s.battlefield(1, "Raging Goblin")
    s.battlefield(1, "Grizzly Bears")
    s.start(step="main2")
    s.pass_until("end")
    assert len(s.game.stack) == 1
    s.resolve()
    assert s.battlefield_names(0) == []
    assert s.battlefield_names(1) == ["Grizzly Bears"]


def test_goblin_pyromancer_pumps_goblins_until_end_of_turn():
    """Goblin Pyromancer: "When this creature enters, Goblin creatures get +3/+0
    until end of turn." (the affected set is locked in, CR 611.2c)"""
    s = Scenario()
    _libraries(s)
    pyro = s.hand(0, "Goblin Pyromancer")
    s.lands(0, "Mountain", 4)
    goblin = s.battlefield(1, "Raging Goblin")
    s.start(step="main1")
    s.cast(pyro).resolve()
    s.resolve()
    assert s.pt(goblin) == (4, 1)
    assert s.pt(s.find("Goblin Pyromancer", "battlefield")) == (5, 2)


def test_cast_trigger_resolves_before_the_spell():
    """CR 601.2i, 603.2: Enchantress's Presence triggers on casting an enchantment;
    the trigger goes on the stack above the spell."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Enchantress's Presence")
    anthem = s.hand(0, "Glorious Anthem")
    s.lands(0, "Plains", 3)
    s.start(step="main1")
    s.cast(anthem)
    assert len(s.game.stack) == 2
    s.resolve()
    assert s.hand_names(0) == ["Island"]
    assert "Glorious Anthem" not in s.battlefield_names(0)
    s.resolve()
    assert "Glorious Anthem" in s.battlefield_names(0)


def test_cast_trigger_ignores_other_spells():
    """Enchantress's Presence: only enchantment spells."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Enchantress's Presence")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=["P1"])
    assert len(s.game.stack) == 1


def test_attack_block_and_combat_damage_triggers():
    """CR 508.3a attacks, 509.3c blocks, 509.3d becomes blocked, 510.3a deals
    combat damage to a player."""
    s = Scenario()
    _libraries(s)
    golem = s.battlefield(0, "Test Blockade Golem")
    s.start(step="main1")
    s.attack(golem)
    assert len(s.game.stack) == 1  # attacks: gain 1 life
    s.resolve()
    assert s.life(0) == 21
    s.pass_until("main2")
    assert s.life(1) == 18  # 1 combat damage and 1 life lost from the trigger


def test_blocks_and_becomes_blocked_triggers():
    """CR 509.3c-d."""
    s = Scenario()
    _libraries(s)
    attacker = s.battlefield(0, "Test Blockade Golem")
    blocker = s.battlefield(1, "Test Blockade Golem")
    s.start(step="main1")
    s.attack(attacker)
    s.resolve()  # the attack trigger
    s.block((blocker, attacker))
    assert len(s.game.stack) == 2
    s.resolve_all()
    assert s.pt(blocker) == (1, 5)
    assert s.hand_names(0) == ["Island"]


def test_apnap_order_active_players_triggers_go_on_the_stack_first():
    """CR 603.3b: the active player's triggers go on the stack first, so the
    non-active player's resolve first."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Goblin Pyromancer")
    s.battlefield(1, "Goblin Pyromancer")
    s.start(step="main2", active=0)
    s.pass_until("end")
    g = s.game
    assert len(g.stack) == 2
    controllers = [g.objects[o].controller for o in g.stack]
    assert controllers == [0, 1]  # bottom to top


def test_player_orders_their_own_simultaneous_triggers():
    """CR 603.3b: a player with several triggers puts them on the stack in any
    order they choose."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Test Twin Oracle")
    s.start(step="end", active=1)
    s.pass_until_decision("order_triggers")
    g = s.game
    assert g.decision.player == 0 and len(g.legal_actions()) == 2
    g.act(g.legal_actions()[1])  # put the life trigger first: it resolves last
    assert len(g.stack) == 2
    s.resolve()
    assert s.hand_names(0) == ["Island"] and s.life(0) == 20
    s.resolve()
    assert s.life(0) == 21


def test_intervening_if_not_true_means_no_trigger():
    """CR 603.4: "if you have 10 or less life" is checked as it would trigger."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Test Rich Mine")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    assert s.game.stack == []


def test_intervening_if_checked_again_on_resolution():
    """CR 603.4: the condition is checked again as it resolves."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Test Rich Mine")
    s.battlefield(1, "Mountain")
    s.start(step="end", active=1)
    s.game.players[0].life = 10
    s.pass_until("upkeep", active=0)
    assert len(s.game.stack) == 1
    s.game.players[0].life = 11  # as if life was gained in response
    s.resolve()
    assert s.life(0) == 11


def test_intervening_if_true_both_times():
    """CR 603.4."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Test Rich Mine")
    s.start(step="end", active=1)
    s.game.players[0].life = 10
    s.pass_until("upkeep", active=0)
    s.resolve()
    assert s.life(0) == 15


def test_dragonfly_swarm_intervening_if_lesson_in_graveyard():
    """Dragonfly Swarm: "When this creature dies, if there's a Lesson card in your
    graveyard, draw a card." (CR 603.4, 603.10a)"""
    for graveyard, drawn in ((["Octopus Form"], 1), (["Lightning Bolt"], 0)):
        s = Scenario()
        _libraries(s)
        swarm = s.battlefield(0, "Dragonfly Swarm")
        s.graveyard(0, *graveyard)
        murder = s.hand(1, "Murder")
        s.lands(1, "Swamp", 4)
        s.start(step="main1")
        s.pass_priority()
        s.cast(murder, targets=[swarm])
        s.pass_priority(2)  # ward {1} triggered; its controller resolves it
        assert s.game.decision.kind == "ward"
        s.choose("pay")
        s.resolve_all()
        assert s.graveyard_names(0)[-1] == "Dragonfly Swarm"
        assert len(s.game.players[0].hand) == drawn, graveyard


def test_delayed_trigger_returns_the_card_at_the_next_end_step():
    """CR 603.7: a delayed triggered ability created by a dies trigger; it refers
    to the card in the graveyard, a new object (CR 400.7)."""
    s = Scenario()
    _libraries(s)
    phoenix = s.battlefield(0, "Test Phoenix")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=[phoenix]).resolve()
    s.resolve()  # the dies trigger creates the delayed trigger
    assert s.graveyard_names(0) == ["Lightning Bolt", "Test Phoenix"]
    s.pass_until("end")
    assert len(s.game.stack) == 1
    s.resolve()
    assert "Test Phoenix" in s.battlefield_names(0)
    s.pass_until("end", active=1)
    assert s.game.stack == []  # one-shot (CR 603.7c)


def test_triggered_ability_with_no_legal_target_is_removed():
    """CR 603.3d: Gravedigger with no creature card in the graveyard."""
    s = Scenario()
    digger = s.hand(0, "Gravedigger")
    s.lands(0, "Swamp", 4)
    s.start(step="main1")
    s.cast(digger).resolve()
    assert s.game.stack == []
    assert s.game.decision.kind == "priority"


def test_tranquil_cove_enters_trigger():
    """Tranquil Cove: "When this land enters, you gain 1 life." """
    s = Scenario()
    cove = s.hand(0, "Tranquil Cove")
    s.start(step="main1")
    s.act("play", cove)
    s.resolve()
    assert s.life(0) == 21
    assert Action("pass") in s.game.legal_actions()


def test_delayed_trigger_survives_copy_and_replay():
    """DESIGN guarantee 3/4: a pending delayed trigger is game data."""
    import json

    from manastack import Game, snapshot

    s = Scenario()
    _libraries(s)
    phoenix = s.battlefield(0, "Test Phoenix")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=[phoenix]).resolve()
    s.resolve()
    again = Game.from_json(json.loads(json.dumps(s.game.to_json())))
    assert snapshot(again) == snapshot(s.game)
    twin = s.game.copy()
    for game in (again, twin):
        while game.step != "end" or not game.stack:
            game.act(Action("pass"))
        game.act(Action("pass"))
        game.act(Action("pass"))
        assert "Test Phoenix" in [game.chars(o).name for o in game.battlefield]


def test_non_active_player_orders_their_own_triggers():
    """CR 603.3b: after the active player's triggers, the non-active player puts
    theirs on the stack in the order they choose."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, "Goblin Pyromancer")
    a = s.battlefield(1, "Goblin Pyromancer")
    b = s.battlefield(1, "Goblin Pyromancer")
    s.start(step="main2", active=0)
    s.pass_until_decision("order_triggers")
    g = s.game
    assert g.decision.player == 1
    assert len(g.stack) == 1 and g.objects[g.stack[0]].controller == 0
    assert len(g.legal_actions()) == 2
    g.act(g.legal_actions()[1])
    assert len(g.stack) == 3
    sources = [g.objects[o].cast_info.ctx.source for o in g.stack[1:]]
    assert sorted(sources) == sorted([a, b])
