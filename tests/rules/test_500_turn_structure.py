"""CR 500-514: turn structure, priority in each step, mana emptying, cleanup."""

from manastack import Action
from manastack.scenario import Scenario


def _steps_and_priority(s: Scenario, until_turn: int):
    """Pass through the game, noting each step begun and who got priority in it."""
    g = s.game
    seen: list[str] = []
    priority: dict[str, list[int]] = {}
    start = len(g.events)
    while g.turn_number < until_turn:
        d = g.decision
        if d.kind == "priority":
            priority.setdefault(g.step, []).append(d.player)
            g.act(Action("pass"))
        elif d.kind in ("attackers", "blockers"):
            g.act(Action("done"))
        else:
            g.act(g.legal_actions()[0])
    seen = [e["step"] for e in g.events[start:] if e.kind == "step"]
    return seen, priority


def _two_libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)


def test_turn_has_every_step_in_order_and_combat_damage_steps_skipped_without_attackers():
    """CR 500.1, 501-505, 507-514; CR 508.8: with no attackers the declare blockers
    and combat damage steps are skipped."""
    s = Scenario()
    _two_libraries(s)
    s.start(step="upkeep", active=0, turn=2)
    seen, _ = _steps_and_priority(s, until_turn=4)
    turn3 = seen[seen.index("untap") :]
    assert turn3[:10] == [
        "untap",
        "upkeep",
        "draw",
        "main1",
        "beginning_of_combat",
        "declare_attackers",
        "end_of_combat",
        "main2",
        "end",
        "cleanup",
    ]


def test_a_turn_with_attackers_has_blockers_and_damage_steps():
    """CR 506.1: the combat phase has five steps when creatures attack."""
    s = Scenario()
    _two_libraries(s)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    start = len(s.game.events)
    s.attack(bears)
    s.pass_until("main2")
    steps = [e["step"] for e in s.game.events[start:] if e.kind == "step"]
    assert steps == [
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "combat_damage",
        "end_of_combat",
        "main2",
    ]


def test_no_priority_in_untap_or_cleanup_but_in_every_other_step():
    """CR 502.4 and 514.3: no player gets priority during untap and (usually)
    cleanup; CR 117.3a: the active player gets priority first in every other step,
    and the other player gets it before the step ends."""
    s = Scenario()
    _two_libraries(s)
    s.start(step="upkeep", active=0, turn=2)
    _, priority = _steps_and_priority(s, until_turn=4)
    assert "untap" not in priority and "cleanup" not in priority
    for step in (
        "upkeep",
        "draw",
        "main1",
        "beginning_of_combat",
        "declare_attackers",
        "end_of_combat",
        "main2",
        "end",
    ):
        assert priority[step][0] in (0, 1)
        assert set(priority[step]) == {0, 1}
    # turn 3 is player 1's: the active player gets priority first there too
    assert priority["draw"] == [0, 1, 1, 0]


def test_untap_step_untaps_only_the_active_players_permanents():
    """CR 502.3."""
    s = Scenario()
    _two_libraries(s)
    mine = s.battlefield(0, "Forest", tapped=True)
    theirs = s.battlefield(1, "Forest", tapped=True)
    s.start(step="end", active=1, turn=2)
    s.pass_until("upkeep", active=0)
    assert not s.game.objects[mine].tapped
    assert s.game.objects[theirs].tapped


def test_draw_step_draws_a_card():
    """CR 504.1."""
    s = Scenario()
    s.library(0, "Island", "Forest")
    s.library(1, "Island")
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    assert s.hand_names(0) == ["Island"]


def test_mana_empties_from_pools_between_steps():
    """CR 500.4: unused mana empties at the end of each step and phase."""
    s = Scenario()
    _two_libraries(s)
    mountain = s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.tap_for_mana(mountain, "R")
    assert s.game.players[0].pool.to_json() == {"R": 1}
    s.pass_priority(2)
    assert s.game.step == "beginning_of_combat"
    assert s.game.players[0].pool.total() == 0
    assert any(e.kind == "mana_lost" and e["amount"] == 1 for e in s.game.events)


def test_mana_stays_in_pool_while_the_step_goes_on():
    """CR 500.4: mana empties only as a step ends, not when priority passes with
    an object on the stack."""
    s = Scenario()
    _two_libraries(s)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    growth = s.hand(0, "Giant Growth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.tap_for_mana(mountain, "R")
    s.tap_for_mana(forest, "G")
    s.cast(growth, targets=[bears]).resolve()
    assert s.game.players[0].pool.to_json() == {"R": 1}


def test_cleanup_discards_down_to_maximum_hand_size():
    """CR 514.1: the active player discards down to seven cards."""
    s = Scenario()
    _two_libraries(s)
    s.hand(0, *["Island"] * 9)
    s.start(step="end", active=0)
    s.pass_priority(2)
    g = s.game
    assert g.decision.kind == "discard" and g.decision.player == 0
    g.act(g.legal_actions()[0])
    assert g.decision.kind == "discard"
    g.act(g.legal_actions()[0])
    assert len(g.players[0].hand) == 7
    assert len(g.players[0].graveyard) == 2


def test_cleanup_does_not_make_the_nonactive_player_discard():
    """CR 514.1: only the active player discards to hand size."""
    s = Scenario()
    _two_libraries(s)
    s.hand(1, *["Island"] * 9)
    s.start(step="end", active=0)
    s.pass_priority(2)
    assert s.game.turn_number == 3
    assert len(s.game.players[1].hand) == 9


def test_damage_wears_off_in_cleanup():
    """CR 514.2: damage marked on permanents is removed."""
    s = Scenario()
    _two_libraries(s)
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main2")
    s.cast(shock, targets=[giant]).resolve()
    assert s.game.objects[giant].damage == 2
    s.pass_until("upkeep", active=1)
    assert s.game.objects[giant].damage == 0


def test_until_end_of_turn_effects_end_in_cleanup():
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    s = Scenario()
    _two_libraries(s)
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main2")
    s.cast(growth, targets=[bears]).resolve()
    assert s.pt(bears) == (5, 5)
    s.pass_until("end", active=0)
    assert s.pt(bears) == (5, 5)  # still in effect during the end step
    s.pass_until("upkeep", active=1)
    assert s.pt(bears) == (2, 2)


def test_active_player_gets_priority_after_a_spell_resolves():
    """CR 117.3b: after resolution the active player receives priority."""
    s = Scenario()
    _two_libraries(s)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=0)
    s.pass_priority()
    s.cast(bolt, targets=["P0"])
    assert s.game.decision.player == 1  # CR 117.3c: the caster gets priority again
    s.resolve()
    assert s.life(0) == 17
    assert s.game.decision.player == 0


def test_trigger_during_cleanup_gives_priority_and_another_cleanup_step():
    """CR 514.3a: if something triggers during cleanup, players get priority, then
    there is another cleanup step."""
    import testcards  # noqa: F401

    s = Scenario()
    _two_libraries(s)
    s.battlefield(1, "Test Discard Watcher")
    s.hand(0, *["Island"] * 8)
    s.start(step="end", active=0)
    s.pass_priority(2)
    g = s.game
    assert g.decision.kind == "discard"
    g.act(g.legal_actions()[0])
    assert g.step == "cleanup" and g.decision.kind == "priority"
    assert len(g.stack) == 1
    s.resolve()
    assert s.life(1) == 21
    s.pass_priority(2)  # both pass with an empty stack: the next cleanup step ends the turn
    assert g.turn_number == 3


def test_both_players_get_priority_in_every_combat_step():
    """CR 506.1, 507-511: with a first striker attacking, players get priority in
    beginning of combat, declare attackers, declare blockers, first-strike damage,
    combat damage and end of combat."""
    s = Scenario()
    _two_libraries(s)
    knight = s.battlefield(0, "Youthful Knight")
    s.start(step="main1")
    g = s.game
    seen: dict[str, set[int]] = {}
    while g.step != "main2":
        d = g.decision
        if d.kind == "attackers":
            attack = Action("attack", (knight, "P1"))
            g.act(attack if attack in g.legal_actions() else Action("done"))
        elif d.kind == "blockers":
            g.act(Action("done"))
        else:
            seen.setdefault(g.step, set()).add(d.player)
            g.act(Action("pass"))
    for step in (
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "first_strike_damage",
        "combat_damage",
        "end_of_combat",
    ):
        assert seen[step] == {0, 1}, step
    assert s.life(1) == 18
