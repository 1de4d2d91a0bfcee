"""Late cards whose targets depend on X (CR 107.3, 601.2b-c, 608.2b): Wave of
Indifference and Hide on the Ceiling ("X target ...") and Hearth Kami ("target
artifact with mana value X")."""

from __future__ import annotations

import pytest

from manastack import Action, IllegalAction
from manastack.core.kinds import ActionKind, CounterKind, DecisionKind, EventKind
from manastack.scenario import Scenario


def _cast_with_x(s: Scenario, card: int, x: int) -> None:
    s.game.act(Action(ActionKind.CAST, (card, "normal")))
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.X
    s.game.act(Action(ActionKind.CHOOSE, (x,)))


def _targets_asked(s: Scenario, picks: list[int]) -> list[bool]:
    """Answer the target questions with ``picks``; for each question, was "done"
    (stopping short) offered?"""
    offered_done = []
    for pick in picks:
        assert s.game.decision is not None and s.game.decision.kind == DecisionKind.TARGET
        offered_done.append(Action(ActionKind.DONE) in s.game.legal_actions())
        s.game.act(Action(ActionKind.TARGET, (pick,)))
    return offered_done


def _blockers_offered(s: Scenario) -> set[int]:
    s.pass_until_decision(DecisionKind.BLOCKERS)
    return {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.BLOCK}


# ------------------------------------------------------------------ X target creatures
def _wave_position() -> tuple[Scenario, int, list[int], int]:
    s = Scenario()
    wave = s.hand(0, "Wave of Indifference")
    s.lands(0, "Mountain", 4)
    attacker = s.battlefield(0, "Hill Giant")
    blockers = [s.battlefield(1, "Grizzly Bears") for _ in range(3)]
    s.start(step="main1", active=0)
    return s, wave, blockers, attacker


def test_wave_of_indifference_takes_exactly_x_targets_and_they_cant_block() -> None:
    """CR 601.2c, 509.1b: with X = 2 the spell takes two targets, never fewer
    ("done" is not offered), then goes on to paying; those two can't block and
    the third creature still can."""
    s, wave, blockers, attacker = _wave_position()
    _cast_with_x(s, wave, 2)
    assert _targets_asked(s, blockers[:2]) == [False, False]
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    s.attack(attacker)
    assert _blockers_offered(s) == {blockers[2]}


def test_wave_of_indifference_with_x_zero_has_no_target() -> None:
    """CR 601.2c, 115.1: X = 0 means no target; the spell is cast and does nothing."""
    s, wave, blockers, attacker = _wave_position()
    _cast_with_x(s, wave, 0)
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert s.graveyard_names(0) == ["Wave of Indifference"]
    s.attack(attacker)
    assert _blockers_offered(s) == set(blockers)


def test_x_can_not_exceed_the_creatures_there_are() -> None:
    """CR 601.2b-c: X is announced before targets, and only an X whose targets
    can all be chosen is offered (three creatures on the battlefield, mana for 3)."""
    s, wave, blockers, attacker = _wave_position()
    s.game.act(Action(ActionKind.CAST, (wave, "normal")))
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2, 3]
    before = s.game.to_json()
    with pytest.raises(IllegalAction):
        s.game.act(Action(ActionKind.CHOOSE, (4,)))
    assert s.game.to_json() == before


def test_x_targets_spell_castable_although_the_most_mana_exceeds_the_creatures() -> None:
    """CR 601.2b: six Mountains allow X = 5 but there is only one creature; a
    smaller X still works, so the spell can be cast."""
    s = Scenario()
    wave = s.hand(0, "Wave of Indifference")
    s.lands(0, "Mountain", 6)
    s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=0)
    assert Action(ActionKind.CAST, (wave, "normal")) in s.game.legal_actions()
    s.game.act(Action(ActionKind.CAST, (wave, "normal")))
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1]


def test_hide_on_the_ceiling_exiles_x_artifacts_and_creatures_until_the_end_step() -> None:
    """CR 601.2c, 603.7: X = 2 targets an artifact and a creature; both are exiled
    and return under their owners' control at the beginning of the next end step."""
    s = Scenario()
    hide = s.hand(0, "Hide on the Ceiling")
    s.lands(0, "Island", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    relic = s.battlefield(1, "Ornithopter")
    other = s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=0)
    _cast_with_x(s, hide, 2)
    assert _targets_asked(s, [bears, relic]) == [False, False]
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert s.battlefield_names(1) == ["Hill Giant"]
    assert other in s.game.battlefield
    s.pass_until("end", active=0)
    s.resolve_all()
    assert sorted(s.battlefield_names(1)) == ["Grizzly Bears", "Hill Giant", "Ornithopter"]
    back = [s.find(n, "battlefield") for n in ("Grizzly Bears", "Ornithopter")]
    assert all(s.game.objects[b].controller == 1 for b in back)


# ------------------------------------------------------------------ mana value X
def _kami_position() -> tuple[Scenario, int, int, int]:
    s = Scenario()
    kami = s.battlefield(0, "Hearth Kami")
    s.lands(0, "Mountain", 3)
    thopter = s.battlefield(1, "Ornithopter")  # mana value 0
    orb = s.battlefield(1, "Orb of Dreams")  # mana value 3
    s.start(step="main1", active=0)
    return s, kami, thopter, orb


def test_hearth_kami_destroys_only_an_artifact_of_mana_value_x() -> None:
    """CR 107.3, 601.2c (602.2b): with X = 3 only the mana value 3 artifact can be
    targeted; the Kami is sacrificed and the artifact destroyed."""
    s, kami, thopter, orb = _kami_position()
    s.game.act(Action(ActionKind.ACTIVATE, (kami, 0)))
    s.game.act(Action(ActionKind.CHOOSE, (3,)))
    assert {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET} == {orb}
    s.game.act(Action(ActionKind.TARGET, (orb,)))
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert "Orb of Dreams" in s.graveyard_names(1)
    assert s.graveyard_names(0) == ["Hearth Kami"]
    assert thopter in s.game.battlefield


def test_hearth_kami_offers_only_an_x_some_artifact_has() -> None:
    """CR 601.2b-c: with mana for X up to 3, only X = 0 (Ornithopter) and X = 3
    (Orb of Dreams) leave a legal target."""
    s, kami, thopter, orb = _kami_position()
    s.game.act(Action(ActionKind.ACTIVATE, (kami, 0)))
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 3]


def test_hearth_kami_cannot_be_activated_without_an_artifact_of_a_payable_mana_value() -> None:
    """CR 602.2b, 601.2c: an artifact of mana value 3 and only two Mountains: no X
    can be paid that gives a target, so the ability isn't offered."""
    s = Scenario()
    kami = s.battlefield(0, "Hearth Kami")
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Orb of Dreams")
    s.start(step="main1", active=0)
    assert not any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == kami for a in s.game.legal_actions()
    )


# ------------------------------------------------------------------ cast without paying
def _yue_position(active: int = 0) -> tuple[Scenario, int, dict[str, int]]:
    s = Scenario()
    yue = s.battlefield(0, "Yue, the Moon Spirit")
    s.lands(0, "Island", 5)
    names = ("Divination", "Grizzly Bears", "Counterspell", "Glorious Anthem")
    hand = dict(zip(names, s.hand(0, *names), strict=True))
    s.library(0, "Island", "Island", "Island")
    s.start(step="upkeep", active=active)
    return s, yue, hand


def _resolve_yue(s: Scenario, yue: int) -> list:
    """Activate Yue (waterbend {5} paid with the Islands), let it resolve; the
    cards offered."""
    if s.game.priority_player != 0:
        s.game.act(Action(ActionKind.PASS))
    s.activate(yue)
    s.game.act(Action(ActionKind.PASS))
    s.game.act(Action(ActionKind.PASS))
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.CHOOSE_CARD
    return [a.args[0] for a in s.game.legal_actions()]


def test_yue_casts_a_sorcery_from_hand_free_during_the_opponents_upkeep() -> None:
    """CR 608.2g, 601.2, 118.9: while Yue's ability resolves, a sorcery is cast
    from hand though it is the opponent's upkeep, and no mana is paid (the
    Islands were all tapped for the waterbend cost); it then resolves."""
    s, yue, hand = _yue_position(active=1)
    offered = _resolve_yue(s, yue)
    assert set(offered) == {hand["Divination"], hand["Glorious Anthem"], "none"}
    s.choose(hand["Divination"])
    assert [s.game.objects[o].card.name for o in s.game.stack] == ["Divination"]
    cast = [e for e in s.game.events if e.kind == EventKind.CAST][-1]
    assert cast["how"] == "without_paying" and cast["card"] == "Divination"
    s.resolve()
    assert s.hand_names(0).count("Island") == 2
    assert "Divination" in s.graveyard_names(0)


def test_yue_leaves_out_creatures_and_spells_without_a_target() -> None:
    """ "noncreature spell" and CR 601.2c: Grizzly Bears is a creature, and
    Counterspell has no spell to target once Yue's ability is the only thing on
    the stack, so neither is offered."""
    s, yue, hand = _yue_position()
    offered = _resolve_yue(s, yue)
    assert hand["Grizzly Bears"] not in offered
    assert hand["Counterspell"] not in offered


def test_yue_may_cast_nothing() -> None:
    """ "You may": choosing none leaves every card in hand."""
    s, yue, hand = _yue_position()
    _resolve_yue(s, yue)
    s.choose("none")
    assert not s.game.stack
    assert sorted(s.hand_names(0)) == sorted(hand)


def _solstice(mountains: int) -> tuple[Scenario, list]:
    """Solstice Revelations cast with ``mountains`` Mountains; the library's top
    is a Mountain, then Divination (mana value 3), then two Islands."""
    s = Scenario()
    solstice = s.hand(0, "Solstice Revelations")
    s.lands(0, "Mountain", mountains)
    s.library(0, "Mountain", "Divination", "Island", "Island", "Swamp")
    s.start(step="main1", active=0)
    s.cast(solstice).resolve()
    offered = []
    if s.game.decision is not None and s.game.decision.kind == DecisionKind.CHOOSE_CARD:
        offered = [a.args[0] for a in s.game.legal_actions()]
    return s, offered


def test_solstice_revelations_casts_the_nonland_card_if_its_mana_value_is_low_enough() -> None:
    """CR 608.2g, 118.9: cards are exiled until a nonland card (the Mountain, then
    Divination); with four Mountains, 3 < 4, so Divination may be cast free."""
    s, offered = _solstice(4)
    divination = s.find("Divination", "exile")
    assert offered == [divination, "none"]
    s.choose(divination)
    assert [s.game.objects[o].card.name for o in s.game.stack] == ["Divination"]
    s.resolve()
    assert sorted(s.hand_names(0)) == ["Island", "Island"]
    assert s.names(s.game.exile) == ["Mountain"]
    assert sorted(s.graveyard_names(0)) == ["Divination", "Solstice Revelations"]


def test_solstice_revelations_puts_the_card_into_hand_when_not_cast() -> None:
    """ "Less than": with three Mountains Divination (3) can't be cast this way,
    so it is put into its owner's hand; the Mountain stays exiled."""
    s, offered = _solstice(3)
    assert offered == []
    assert s.hand_names(0) == ["Divination"]
    assert s.names(s.game.exile) == ["Mountain"]
    assert s.names(s.game.players[0].library) == ["Swamp", "Island", "Island"]


def test_solstice_revelations_declined_cast_goes_to_hand() -> None:
    """ "If you don't cast that card this way, put it into your hand"."""
    s, offered = _solstice(5)
    s.choose("none")
    assert s.hand_names(0) == ["Divination"]
    assert not s.game.stack


def test_solstice_revelations_flashback_from_the_graveyard() -> None:
    """CR 702.34a: cast from the graveyard for {6}{R}, then exiled."""
    s = Scenario()
    solstice = s.graveyard(0, "Solstice Revelations")
    s.lands(0, "Mountain", 7)
    s.library(0, "Divination", "Island", "Island")
    s.start(step="main1", active=0)
    s.cast(solstice, how="flashback").resolve()
    s.choose(s.find("Divination", "exile"))
    s.resolve_all()
    assert "Solstice Revelations" in s.names(s.game.exile)
    assert sorted(s.hand_names(0)) == ["Island", "Island"]


def test_lady_octopus_gets_a_counter_for_the_first_and_second_card_drawn_each_turn() -> None:
    """CR 603.2, 121.2: the draw step's draw is the first card, Divination's two
    draws the second and third; only the first two put an ingenuity counter on."""
    s = Scenario()
    octopus = s.battlefield(0, "Lady Octopus, Inspired Inventor")
    divination = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.library(0, "Island", "Island", "Island", "Island")
    s.start(step="upkeep", active=0)
    s.pass_until("main1", active=0)
    assert s.game.objects[octopus].counters.get(CounterKind.INGENUITY) == 1
    s.cast(divination).resolve()
    s.resolve_all()
    assert s.game.objects[octopus].counters.get(CounterKind.INGENUITY) == 2


def test_lady_octopus_casts_an_artifact_with_mana_value_up_to_her_counters() -> None:
    """CR 608.2g, 118.9: with two ingenuity counters, Ornithopter (0) and Dream
    Chisel (2) may be cast free, not Orb of Dreams (3) nor a non-artifact."""
    s = Scenario()
    octopus = s.battlefield(
        0, "Lady Octopus, Inspired Inventor", counters={CounterKind.INGENUITY: 2}
    )
    names = ("Ornithopter", "Dream Chisel", "Orb of Dreams", "Grizzly Bears")
    hand = dict(zip(names, s.hand(0, *names), strict=True))
    s.start(step="main1", active=0)
    s.activate(octopus)
    s.resolve()
    offered = {a.args[0] for a in s.game.legal_actions()}
    assert offered == {hand["Ornithopter"], hand["Dream Chisel"], "none"}
    s.choose(hand["Dream Chisel"])
    s.resolve()
    assert "Dream Chisel" in s.battlefield_names(0)


# ------------------------------------------------------------------ waterbend while resolving
def _lesson(bears: int) -> tuple[Scenario, list[int]]:
    s = Scenario()
    lesson = s.hand(0, "Waterbending Lesson")
    s.lands(0, "Island", 4)
    creatures = [s.battlefield(0, "Grizzly Bears") for _ in range(bears)]
    s.library(0, "Island", "Divination", "Opt", "Swamp")
    s.start(step="main1", active=0)
    s.cast(lesson).resolve()
    return s, creatures


def test_waterbending_lesson_waterbend_by_tapping_creatures_keeps_every_card() -> None:
    """WAT-01, CR 118.12, 601.2g-h: after drawing three, its controller pays
    waterbend {2} while the spell resolves by tapping two creatures (the Islands
    are all tapped), so nothing is discarded."""
    s, bears = _lesson(2)
    assert {a.args[0] for a in s.game.legal_actions()} == {"pay", "decline"}
    s.choose("pay")
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY
    for bear in bears:
        s.game.act(Action(ActionKind.WATERBEND, (bear,)))
    assert all(s.game.objects[b].tapped for b in bears)
    assert sorted(s.hand_names(0)) == ["Divination", "Island", "Opt"]
    assert s.graveyard_names(0) == ["Waterbending Lesson"]


def test_waterbending_lesson_discards_when_waterbend_cant_be_paid() -> None:
    """CR 118.12: with one creature and no mana left, paying isn't offered; a
    card is discarded."""
    s, bears = _lesson(1)
    assert [a.args[0] for a in s.game.legal_actions()] == ["decline"]
    s.choose("decline")
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.DISCARD
    s.game.act(s.pick(lambda a: a.args and s.game.objects[a.args[0]].card.name == "Opt"))
    assert sorted(s.hand_names(0)) == ["Divination", "Island"]
    assert not s.game.objects[bears[0]].tapped


def _unagi_bolted(creatures: int) -> tuple[Scenario, int, list[int]]:
    """The opponent bolts The Unagi of Kyoshi Island; its ward trigger resolves."""
    s = Scenario()
    unagi = s.battlefield(0, "The Unagi of Kyoshi Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    helpers = [s.battlefield(1, "Grizzly Bears") for _ in range(creatures)]
    s.start(step="main1", active=1)
    s.cast(bolt, targets=[unagi])
    s.resolve()  # the ward trigger
    return s, unagi, helpers


def test_unagi_ward_waterbend_paid_by_tapping_four_creatures() -> None:
    """CR 702.21a, WAT-01: the opponent may pay ward—waterbend {4} by tapping
    four creatures; then the Bolt resolves and the Unagi has 3 damage."""
    s, unagi, helpers = _unagi_bolted(4)
    assert {a.args[0] for a in s.game.legal_actions()} == {"pay", "decline"}
    s.choose("pay")
    for helper in helpers:
        s.game.act(Action(ActionKind.WATERBEND, (helper,)))
    s.resolve()
    assert s.game.objects[unagi].damage == 3
    assert s.graveyard_names(1) == ["Lightning Bolt"]


def test_unagi_ward_counters_when_the_opponent_cant_waterbend_four() -> None:
    """CR 702.21a: three creatures can't pay waterbend {4}: only declining is
    offered, and the Bolt is countered."""
    s, unagi, helpers = _unagi_bolted(3)
    assert [a.args[0] for a in s.game.legal_actions()] == ["decline"]
    s.choose("decline")
    assert not s.game.stack
    assert s.game.objects[unagi].damage == 0
    assert s.graveyard_names(1) == ["Lightning Bolt"]


def test_unagi_draws_two_when_an_opponent_draws_their_second_card() -> None:
    """CR 603.2, 121.2: the opponent's draw step is their first card, Divination
    their second and third: the Unagi's controller draws two cards, once."""
    s = Scenario()
    s.battlefield(0, "The Unagi of Kyoshi Island")
    s.library(0, "Island", "Island", "Island", "Island")
    divination = s.hand(1, "Divination")
    s.lands(1, "Island", 3)
    s.library(1, "Swamp", "Swamp", "Swamp", "Swamp")
    s.start(step="upkeep", active=1)
    s.pass_until("main1", active=1)
    assert s.hand_names(0) == []
    s.cast(divination).resolve()
    s.resolve_all()
    assert s.hand_names(0) == ["Island", "Island"]


# ------------------------------------------------------------------ waterbend {X}
def _katara(active: int = 0) -> tuple[Scenario, int, list[int], int]:
    s = Scenario()
    katara = s.battlefield(0, "Katara, Water Tribe's Hope")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    s.battlefield(0, "Island")
    theirs = s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=active)
    return s, katara, bears, theirs


def test_katara_waterbend_x_sets_base_size_of_your_creatures() -> None:
    """CR 107.3, 613.4b, WAT-01: X may be as large as an Island and three
    creatures to tap pay for, never 0; with X = 4, paid by tapping them all,
    creatures you control are 4/4 until end of turn, the opponent's aren't."""
    s, katara, bears, theirs = _katara()
    s.activate(katara)
    assert [a.args[0] for a in s.game.legal_actions()] == [1, 2, 3, 4]
    s.choose(4)
    for creature in (katara, *bears):
        s.game.act(Action(ActionKind.WATERBEND, (creature,)))
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert [s.pt(c) for c in (katara, *bears)] == [(4, 4)] * 3
    assert s.pt(theirs) == (3, 3)
    s.pass_until("cleanup", active=1)
    assert s.pt(bears[0]) == (2, 2)


@pytest.mark.parametrize("island_tapped", [True, False])
def test_katara_is_offered_only_when_an_x_of_at_least_1_can_be_paid(island_tapped) -> None:
    """CR 107.3, 602.2b, DESIGN (no dead end): "X can't be 0".  With Katara
    tapped and no other creature to tap, only an untapped Island pays X = 1;
    without it the ability isn't offered (it used to be, and then no X could be
    chosen)."""
    s = Scenario()
    katara = s.battlefield(0, "Katara, Water Tribe's Hope", tapped=True)
    s.battlefield(0, "Island", tapped=island_tapped)
    s.start(step="main1", active=0)
    offered = any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == katara for a in s.game.legal_actions()
    )
    assert offered is not island_tapped
    if offered:
        s.activate(katara)
        assert [a.args[0] for a in s.game.legal_actions()] == [1]


def test_katara_activates_only_during_your_turn() -> None:
    """CR 602.5b: on the opponent's turn the ability isn't offered."""
    s, katara, bears, theirs = _katara(active=1)
    s.game.act(Action(ActionKind.PASS))
    assert not any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == katara for a in s.game.legal_actions()
    )


def test_katara_enters_with_an_ally_token() -> None:
    """ "When Katara enters, create a 1/1 white Ally creature token"."""
    s = Scenario()
    katara = s.hand(0, "Katara, Water Tribe's Hope")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Plains")
    s.start(step="main1", active=0)
    s.cast(katara).resolve()
    s.resolve_all()
    assert sorted(s.battlefield_names(0)).count("Ally") == 1


def test_riptide_replicator_with_x_zero_enters_with_no_charge_counter() -> None:
    """CR 122.6, 107.3m: "enters with X charge counters" with X = 0 puts none on
    it (no zero-counter entry; a random whole-pool game found this)."""
    s = Scenario()
    replicator = s.hand(0, "Riptide Replicator")
    s.lands(0, "Island", 4)
    s.start(step="main1", active=0)
    s.cast(replicator, x=0).resolve()
    while s.game.decision is not None and s.game.decision.kind != DecisionKind.PRIORITY:
        s.game.act(s.game.legal_actions()[0])
    entered = s.find("Riptide Replicator", "battlefield")
    assert s.game.objects[entered].counters == {}
