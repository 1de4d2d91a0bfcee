"""Elemental Teachings (CR 701.19, 701.16a, 201.2): search for up to four land
cards with different names, reveal them, the opponent chooses two for the
graveyard, the rest enter tapped, then shuffle."""

from __future__ import annotations

from manastack.core.kinds import DecisionKind, EventKind
from manastack.scenario import Scenario


def _teachings() -> tuple[Scenario, int]:
    s = Scenario()
    teachings = s.hand(0, "Elemental Teachings")
    s.lands(0, "Forest", 5)
    s.library(0, "Island", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears")
    s.start(step="main1", active=0)
    assert isinstance(teachings, int)
    return s, teachings


def _search(s: Scenario, names: list[str]) -> list[int]:
    """Find the cards named ``names`` one by one, then stop; return them."""
    found = []
    for name in names:
        assert s.game.decision is not None and s.game.decision.kind == DecisionKind.SEARCH
        options = [a.args[0] for a in s.game.legal_actions() if a.args[0] != "done"]
        pick = next(o for o in options if s.game.objects[o].card.name == name)
        s.choose(pick)
        found.append(pick)
    if s.game.decision is not None and s.game.decision.kind == DecisionKind.SEARCH:
        s.choose("done")
    return found


def _offered_names(s: Scenario) -> set[str]:
    return {
        s.game.objects[a.args[0]].card.name for a in s.game.legal_actions() if a.args[0] != "done"
    }


def test_four_lands_with_different_names_the_opponent_sends_two_to_the_graveyard() -> None:
    """CR 201.2: once an Island is found, no other Island (nor a nonland card)
    is offered; the four found are revealed before the opponent chooses two; those
    go to the graveyard, the other two enter tapped."""
    s, teachings = _teachings()
    s.cast(teachings)
    s.resolve()
    assert _offered_names(s) == {"Island", "Swamp", "Mountain", "Plains"}
    island = next(
        a.args[0]
        for a in s.game.legal_actions()
        if a.args[0] != "done" and s.game.objects[a.args[0]].card.name == "Island"
    )
    s.choose(island)
    assert _offered_names(s) == {"Swamp", "Mountain", "Plains"}  # one Island only
    swamp, mountain, plains = _search(s, ["Swamp", "Mountain", "Plains"])
    assert s.game.decision is not None and s.game.decision.player == 1
    assert s.game.decision.kind == DecisionKind.CHOOSE_CARD
    revealed = {e["obj"] for e in s.game.events if e.kind == EventKind.REVEAL}
    assert revealed == {island, swamp, mountain, plains}
    s.choose(island).choose(plains)
    assert sorted(s.graveyard_names(0)) == ["Elemental Teachings", "Island", "Plains"]
    entered = [o for o in s.game.battlefield if s.game.chars(o).name in ("Swamp", "Mountain")]
    assert len(entered) == 2
    assert all(s.game.objects[o].tapped and s.game.chars(o).controller == 0 for o in entered)
    assert sorted(s.names(s.game.players[0].library)) == ["Grizzly Bears", "Island"]


def test_two_or_fewer_found_all_go_to_the_graveyard() -> None:
    """With two cards found the opponent chooses both: nothing enters."""
    s, teachings = _teachings()
    s.cast(teachings)
    s.resolve()
    _search(s, ["Island", "Swamp"])  # "up to four": stopping at two
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.PRIORITY
    assert not any(s.game.chars(o).name in ("Island", "Swamp") for o in s.game.battlefield)
    assert sorted(s.graveyard_names(0)) == ["Elemental Teachings", "Island", "Swamp"]
