"""CR 614-616 apply to every event, whichever rule or effect proposes it: the draw
step's draw and a spell's draw, a cost's discard and an effect's discard all go
through the same replacement effects (``change``/``change_now`` in the change module,
``manastack.engine.perform``)."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.core.kinds import DecisionKind
from manastack.scenario import Scenario


def test_draw_step_draw_and_a_spells_draw_are_replaced_alike():
    """CR 504.1, 614.11, 121.1: "If you would draw a card, ... instead" replaces the
    turn-based draw and each draw of Divination alike."""
    s = Scenario()
    s.battlefield(0, "Test Draw Field")
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    s.library(1, "Island")
    divination = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    assert s.hand_names(0) == ["Divination"]  # the draw step drew nothing
    assert s.life(0) == 23
    s.cast(divination).resolve()
    assert s.hand_names(0) == []
    assert s.life(0) == 29
    assert len(s.game.players[0].library) == 4


def test_the_draw_step_asks_which_replacement_applies_first():
    """CR 616.1: with two replacement effects on the draw step's draw, the
    affected player chooses one; the other no longer applies to the life gain."""
    s = Scenario()
    s.battlefield(0, "Test Draw Field")
    s.battlefield(0, "Test Draw Field")
    s.library(0, "Forest", "Forest")
    s.library(1, "Island")
    s.start(step="upkeep", active=0)
    s.pass_until_decision(DecisionKind.REPLACEMENT)
    assert s.game.decision.player == 0 and s.game.step == "draw"
    s.game.act(Action("choose", (0,)))
    assert s.life(0) == 23
    assert s.hand_names(0) == [] and len(s.game.players[0].library) == 2


def test_a_morph_costs_discard_is_replaced_like_an_effects_discard():
    """CR 614.1a, 702.37e: discarding a card to pay Putrid Raptor's morph cost puts
    it into the graveyard through replacement effects: it is exiled instead."""
    s = Scenario()
    s.battlefield(0, "Test Exile Field")
    fd = s.battlefield(0, "Putrid Raptor", face_down=True)
    zombie = s.hand(0, "Gravedigger")
    s.start()
    s.turn_face_up(fd, choices=[zombie])
    assert s.graveyard_names(0) == []
    assert s.names(s.game.exile) == ["Gravedigger"]
    assert s.pt(fd) == (4, 4)
