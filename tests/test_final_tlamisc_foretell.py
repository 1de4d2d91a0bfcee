"""Foretell (CR 702.143, 116.2h, 406.3): Sozin's Comet.  During your turn you may
pay {2} and exile the card from your hand face down (a special action); only you
may look at it; on a later turn you may cast it for its foretell cost."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.objects import EXILE
from manastack.scenario import Scenario


def _foretell_action(s: Scenario, card: int) -> Action:
    return Action(ActionKind.SPECIAL, (card, "foretell"))


def _comet(active: int = 0, lands: int = 2) -> tuple[Scenario, int]:
    s = Scenario()
    comet = s.hand(0, "Sozin's Comet")
    s.lands(0, "Mountain", lands)
    s.start(step="main1", active=active)
    assert isinstance(comet, int)
    return s, comet


def _foretold(s: Scenario) -> int:
    found = [c for c in s.game.exile if s.game.objects[c].card.name == "Sozin's Comet"]
    assert len(found) == 1
    return found[0]


def test_foretelling_pays_two_and_exiles_the_card_face_down_without_the_stack() -> None:
    """CR 702.143a-b, 116.2h: the special action is offered during its owner's
    turn; {2} is paid, the card goes to exile face down, nothing goes on the
    stack and its owner gets priority again."""
    s, comet = _comet()
    assert _foretell_action(s, comet) in s.game.legal_actions()
    s.game.act(_foretell_action(s, comet))
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY
    s.game.act(Action(ActionKind.AUTOPAY))
    exiled = _foretold(s)
    assert s.game.objects[exiled].face_down and s.game.objects[exiled].zone == EXILE
    ch = s.game.chars(exiled)  # no characteristics (CR 406.3a): no 2/2 creature
    assert not ch.is_creature and not ch.types and ch.name == ""
    assert s.hand_names(0) == [] and not s.game.stack
    assert all(s.game.objects[m].tapped for m in s.game.find("Mountain"))
    assert s.game.decision.kind == DecisionKind.PRIORITY and s.game.decision.player == 0


def test_a_foretold_card_is_hidden_from_the_opponent_only() -> None:
    """CR 406.3, 702.143a: its owner may look at it; the opponent's view and log
    name only "a face-down card"."""
    s, comet = _comet()
    s.game.act(_foretell_action(s, comet))
    s.game.act(Action(ActionKind.AUTOPAY))
    mine = s.game.view(0)["exile"]
    theirs = s.game.view(1)["exile"]
    assert [(e["name"], e["face_down"], e["card"]) for e in mine] == [
        ("a face-down card", True, "Sozin's Comet")
    ]
    assert [(e["name"], e["face_down"]) for e in theirs] == [("a face-down card", True)]
    assert "card" not in theirs[0]
    assert not any("Sozin's Comet" in line for line in s.game.log(1))
    assert any("Sozin's Comet" in line for line in s.game.log(0))


def test_foretell_is_offered_only_during_your_turn_and_with_two_mana() -> None:
    """CR 702.143a: not during an opponent's turn, and not without {2} to pay."""
    s, comet = _comet(active=1)
    s.pass_until("main1", active=1)
    s.game.act(Action(ActionKind.PASS))  # the opponent passes; the owner has priority
    assert s.game.decision is not None and s.game.decision.player == 0
    assert _foretell_action(s, comet) not in s.game.legal_actions()
    s, comet = _comet(lands=1)
    assert _foretell_action(s, comet) not in s.game.legal_actions()


def test_a_foretold_card_is_cast_on_a_later_turn_for_its_foretell_cost() -> None:
    """CR 702.143a, 118.9: not in the turn it was foretold, though {2}{R} could
    be paid; on its owner's next turn it is cast from exile for {2}{R} (three of
    five Mountains), turned face up, and each creature its caster controls gains
    firebending 5 until end of turn."""
    s = Scenario()
    comet = s.hand(0, "Sozin's Comet")
    mountains = s.lands(0, "Mountain", 5)
    giant = s.battlefield(0, "Hill Giant")
    for player in (0, 1):
        s.library(player, "Island", "Island")
    s.start(step="main1", active=0)
    s.game.act(_foretell_action(s, comet))
    s.game.act(Action(ActionKind.AUTOPAY))
    exiled = _foretold(s)
    assert not any(a.kind == ActionKind.CAST for a in s.game.legal_actions())
    s.pass_until("main1", active=1).pass_until("main1", active=0)
    cast = Action(ActionKind.CAST, (exiled, "foretell"))
    assert cast in s.game.legal_actions()
    assert Action(ActionKind.CAST, (exiled, "normal")) not in s.game.legal_actions()
    s.game.act(cast)
    assert s.game.decision is not None
    assert dict(s.game.decision.args)["cost"] == "{2}{R}"
    s.game.act(Action(ActionKind.AUTOPAY))
    assert sum(s.game.objects[m].tapped for m in mountains) == 3
    spell = s.game.stack[-1]
    assert not s.game.objects[spell].face_down
    assert "Sozin's Comet" in " ".join(s.game.log(1))
    s.resolve()
    s.attack(giant)
    s.resolve_all()
    assert s.game.players[0].pool.available().get("R", 0) == 5
