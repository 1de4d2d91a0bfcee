"""TLA batch B spells (manastack/cards/avatar_batch_b_spells.py): casting as
though it had flash under a condition (CR 601.3e), a cost reduced for each card
(CR 601.2f), an optional waterbend cost and no maximum hand size (CR 402.2)."""

from manastack.core.actions import Action
from manastack.engine.objects import EXILE
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == card for a in s.game.legal_actions())


def _cast_modes(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}


# ---------------------------------------------------------- Serpent of the Pass
def test_serpent_of_the_pass_costs_1_less_per_noncreature_nonland_card():
    s = Scenario()
    serpent = s.hand(0, "Serpent of the Pass")
    s.graveyard(0, "Lost Days", "Lightning Bolt", "Forest", "Grizzly Bears")
    s.lands(0, "Island", 5)
    s.start()
    assert _castable(s, serpent)  # {5}{U}{U} less {2}
    s2 = Scenario()
    serpent2 = s2.hand(0, "Serpent of the Pass")
    s2.graveyard(0, "Lost Days", "Forest", "Grizzly Bears")
    s2.lands(0, "Island", 5)
    s2.start()
    assert not _castable(s2, serpent2)


def test_serpent_of_the_pass_has_flash_with_three_lessons_in_the_graveyard():
    s = Scenario()
    serpent = s.hand(0, "Serpent of the Pass")
    s.graveyard(0, "Lost Days", "Lost Days", "Lost Days")
    s.lands(0, "Island", 7)
    s.start(step="upkeep", active=1)
    s.pass_priority()
    assert s.game.decision.player == 0 and _castable(s, serpent)
    s2 = Scenario()
    serpent2 = s2.hand(0, "Serpent of the Pass")
    s2.graveyard(0, "Lost Days", "Lost Days", "Lightning Bolt")
    s2.lands(0, "Island", 7)
    s2.start(step="upkeep", active=1)
    s2.pass_priority()
    assert s2.game.decision.player == 0 and not _castable(s2, serpent2)


# --------------------------------------------------------- Spirit Water Revival
def test_spirit_water_revival_draws_two_then_exiles_itself():
    s = Scenario()
    revival = s.hand(0, "Spirit Water Revival")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(revival)
    _settle(s)
    assert len(s.game.players[0].hand) == 2
    assert s.game.objects[s.find("Spirit Water Revival")].zone == EXILE


def test_spirit_water_revival_waterbent_refills_and_removes_the_hand_limit():
    s = Scenario()
    revival = s.hand(0, "Spirit Water Revival")
    s.graveyard(0, *["Forest"] * 4)
    s.library(0, *["Island"] * 4)
    s.hand(0, *["Plains"] * 2)
    s.lands(0, "Island", 9)
    s.library(1, *["Island"] * 3)
    s.start()
    assert "waterbend" in _cast_modes(s, revival)
    s.cast(revival, how="waterbend")
    _settle(s)
    assert s.game.players[0].graveyard == []
    assert len(s.game.players[0].hand) == 2 + 7
    assert s.game.objects[s.find("Spirit Water Revival")].zone == EXILE
    s.pass_until("main1", active=1)
    assert len(s.game.players[0].hand) == 9  # no discard to seven in the cleanup step
