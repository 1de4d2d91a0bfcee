"""Waterbend {X} as a spell's additional cost (CR 601.2b, 601.2f-h; WAT-01, WAT-02):
X is announced with the spell, the total cost grows by {X}, and up to X of it may
be paid by tapping artifacts and creatures.  Crashing Wave (up to X targets, stun
counters distributed on resolution, CR 608.2d, 122.1d) and Foggy Swamp Visions
(X target cards, token copies sacrificed at the next end step, CR 707.2, 603.7)."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, CounterKind, DecisionKind
from manastack.engine.objects import EXILE
from manastack.scenario import Scenario


def _decision(s: Scenario) -> str:
    assert s.game.decision is not None
    return s.game.decision.kind


def _choices(s: Scenario) -> list:
    return [a.args[0] for a in s.game.legal_actions()]


def _wave() -> tuple[Scenario, int, list[int], list[int], int]:
    s = Scenario()
    wave = s.hand(0, "Crashing Wave")
    s.lands(0, "Island", 3)
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    theirs = [s.battlefield(1, "Hill Giant") for _ in range(2)]
    sleeper = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.start(step="main1", active=0)
    return s, wave, bears, theirs, sleeper


def test_crashing_wave_x_is_announced_and_may_be_paid_by_tapping_creatures() -> None:
    """CR 601.2b, WAT-01: X may be as large as the spare Island and the two
    creatures to tap pay for (3).  With X = 2 it takes up to two targets, and
    {U}{U}{2} is paid with three Islands and one creature tapped for waterbend."""
    s, wave, bears, theirs, _ = _wave()
    s.game.act(Action(ActionKind.CAST, (wave, "normal")))
    assert _decision(s) == DecisionKind.X
    assert _choices(s) == [0, 1, 2, 3]
    s.choose(2)
    for target in theirs:
        s.game.act(Action(ActionKind.TARGET, (target,)))
    assert _decision(s) == DecisionKind.PAY
    s.game.act(Action(ActionKind.WATERBEND, (bears[0],)))
    s.game.act(Action(ActionKind.AUTOPAY))
    assert _decision(s) == DecisionKind.PRIORITY
    assert s.game.objects[bears[0]].tapped and not s.game.objects[bears[1]].tapped
    assert all(s.game.objects[i].tapped for i in s.game.find("Island"))


def test_crashing_wave_taps_its_targets_then_distributes_three_stun_counters() -> None:
    """CR 608.2c-d, 122.1d: the targets are tapped first, so they are among the
    tapped creatures an opponent controls the counters may go on; the caster puts
    two on one and one on another.  Untapped creatures and the caster's own tapped
    ones are never offered."""
    s, wave, bears, theirs, sleeper = _wave()
    s.cast(wave, targets=[theirs[0]], x=1)
    s.resolve()
    assert s.game.objects[theirs[0]].tapped and not s.game.objects[theirs[1]].tapped
    assert _decision(s) == DecisionKind.CHOOSE_CREATURE
    assert set(_choices(s)) == {theirs[0], sleeper}
    s.choose(theirs[0]).choose(theirs[0]).choose(sleeper)
    counters = [s.game.objects[i].counters.get(CounterKind.STUN, 0) for i in (*theirs, sleeper)]
    assert counters == [2, 0, 1]
    assert s.graveyard_names(0) == ["Crashing Wave"]


def test_crashing_wave_with_x_zero_and_no_tapped_creature_does_nothing() -> None:
    """CR 115.1, 608.2d: with X = 0 the spell has no target, and with no tapped
    creature an opponent controls no counter is placed and nothing is asked."""
    s = Scenario()
    wave = s.hand(0, "Crashing Wave")
    s.lands(0, "Island", 2)
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=0)
    s.cast(wave, x=0)
    s.resolve()
    assert _decision(s) == DecisionKind.PRIORITY
    assert s.game.objects[giant].counters.get(CounterKind.STUN, 0) == 0
    assert s.graveyard_names(0) == ["Crashing Wave"]


def test_stun_counters_from_crashing_wave_keep_the_creature_tapped() -> None:
    """CR 122.1d: the opponent's untap step removes one stun counter instead of
    untapping the creature with two."""
    s, wave, _, theirs, sleeper = _wave()
    s.cast(wave, targets=[theirs[0]], x=1)
    s.resolve()
    s.choose(theirs[0]).choose(theirs[0]).choose(sleeper)
    s.pass_until("upkeep", active=1)
    assert s.game.objects[theirs[0]].tapped
    assert s.game.objects[theirs[0]].counters.get(CounterKind.STUN, 0) == 1
    assert s.game.objects[sleeper].tapped  # its one counter was removed instead
    assert not s.game.objects[theirs[1]].tapped


def _visions() -> tuple[Scenario, int, int, int, list[int]]:
    s = Scenario()
    visions = s.hand(0, "Foggy Swamp Visions")
    s.lands(0, "Swamp", 3)
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    mine = s.graveyard(0, "Grizzly Bears")
    giant = s.graveyard(1, "Hill Giant")
    s.start(step="main1", active=0)
    assert isinstance(mine, int) and isinstance(giant, int)
    return s, visions, mine, giant, bears


def test_foggy_swamp_visions_exiles_x_creature_cards_and_copies_them_until_your_end_step() -> None:
    """CR 601.2b-c, 707.2, 603.7: with X = 2 (paid by tapping both creatures) it
    takes exactly two creature cards from any graveyards; they are exiled, the
    caster gets a token copy of each, and the tokens are sacrificed at the
    beginning of the caster's next end step; the cards stay in exile."""
    s, visions, mine, giant, bears = _visions()
    s.game.act(Action(ActionKind.CAST, (visions, "normal")))
    assert _choices(s) == [0, 1, 2]  # no more creature cards than two to target
    s.choose(2)
    s.game.act(Action(ActionKind.TARGET, (mine,)))
    assert Action(ActionKind.DONE) not in s.game.legal_actions()
    s.game.act(Action(ActionKind.TARGET, (giant,)))
    for bear in bears:
        s.game.act(Action(ActionKind.WATERBEND, (bear,)))
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert s.game.find("Hill Giant", EXILE) and s.game.find("Grizzly Bears", EXILE)
    tokens = [o for o in s.game.battlefield if s.game.objects[o].is_token]
    assert sorted(s.names(tokens)) == ["Grizzly Bears", "Hill Giant"]
    assert all(s.game.chars(t).controller == 0 for t in tokens)
    s.pass_until("end", active=0)
    s.resolve_all()
    assert not any(t in s.game.battlefield for t in tokens)
    assert len(s.game.find("Hill Giant", EXILE)) == 1


def test_foggy_swamp_visions_with_x_zero_makes_nothing() -> None:
    """CR 115.1: X = 0 means no target; nothing is exiled or copied."""
    s, visions, mine, giant, _ = _visions()
    s.cast(visions, x=0)
    s.resolve()
    assert s.game.objects[mine].zone != EXILE and s.game.objects[giant].zone != EXILE
    assert not any(s.game.objects[o].is_token for o in s.game.battlefield)
