"""Hama, the Bloodbender: the target opponent mills three; Hama's controller
exiles up to one noncreature, nonland card from that graveyard and, as long as
they control Hama, may cast it during their turn by waterbending {X}, X its mana
value, instead of paying its mana cost (CR 118.9, 601.2f-h, 611.3; WAT-01)."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.objects import EXILE
from manastack.scenario import Scenario

BY_WATERBENDING = "waterbend_cast"


def _hama(milled: str = "Divination") -> tuple[Scenario, list[int]]:
    """Hama resolves; the opponent's top three are milled and the owner of Hama
    is asked which card to exile."""
    s = Scenario()
    hama = s.hand(0, "Hama, the Bloodbender")
    s.lands(0, "Island", 5)
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    s.library(0, "Island", "Island", "Island", "Island")
    s.library(1, milled, "Grizzly Bears", "Plains", "Island", "Island")  # the first on top
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=0)
    assert isinstance(hama, int)
    s.cast(hama)
    s.resolve()  # Hama enters; its trigger goes on the stack
    s.game.act(s.pick(lambda a: a.kind == ActionKind.TARGET))  # the only opponent
    s.resolve()
    return s, bears


def _exile(s: Scenario, name: str = "Divination") -> int:
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.CHOOSE_CARD
    options = {
        s.game.objects[a.args[0]].card.name for a in s.game.legal_actions() if a.args[0] != "done"
    }
    assert options == {name}  # not the creature card, not the land
    s.game.act(s.pick(lambda a: a.args[0] != "done"))
    return s.find(name, EXILE)


def test_hama_mills_three_and_exiles_a_noncreature_nonland_card() -> None:
    """The opponent mills Divination, Grizzly Bears and Plains; only Divination
    may be exiled; the other two stay in the graveyard."""
    s, _ = _hama()
    assert sorted(s.graveyard_names(1)) == ["Divination", "Grizzly Bears", "Plains"]
    _exile(s)
    assert sorted(s.graveyard_names(1)) == ["Grizzly Bears", "Plains"]


def test_the_exiled_card_is_cast_by_tapping_creatures_for_its_mana_value() -> None:
    """CR 118.9, WAT-01: with every Island tapped for Hama, Divination (mana value
    3) is cast for waterbend {3} by tapping three creatures; its caster draws
    two."""
    s, bears = _hama()
    divination = _exile(s)
    cast = Action(ActionKind.CAST, (divination, BY_WATERBENDING))
    assert cast in s.game.legal_actions()
    assert Action(ActionKind.CAST, (divination, "normal")) not in s.game.legal_actions()
    s.game.act(cast)
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY
    assert dict(s.game.decision.args)["cost"] == "{3}"
    for bear in bears:
        s.game.act(Action(ActionKind.WATERBEND, (bear,)))
    assert all(s.game.objects[b].tapped for b in bears)
    hand = len(s.game.players[0].hand)
    s.resolve()
    assert len(s.game.players[0].hand) == hand + 2
    assert s.graveyard_names(1) == ["Grizzly Bears", "Plains", "Divination"]


def test_only_during_your_turn_and_while_you_control_hama() -> None:
    """The exiled Opt (an instant) may be cast during its owner's turn, not
    during the opponent's; once the opponent's Lightning Bolt has killed Hama, it
    can no longer be cast."""
    s, _ = _hama("Opt")
    opt = _exile(s, "Opt")
    cast = Action(ActionKind.CAST, (opt, BY_WATERBENDING))
    assert cast in s.game.legal_actions()
    s.pass_until("upkeep", active=1)
    s.game.act(Action(ActionKind.PASS))
    assert s.game.decision is not None and s.game.decision.player == 0
    assert cast not in s.game.legal_actions()
    s.pass_until("main1", active=1)
    s.cast(s.find("Lightning Bolt"), targets=[s.find("Hama, the Bloodbender")])
    s.resolve()
    assert s.graveyard_names(0)[-1] == "Hama, the Bloodbender"
    s.pass_until("main1", active=0)
    assert s.game.objects[opt].zone == EXILE
    assert cast not in s.game.legal_actions()
