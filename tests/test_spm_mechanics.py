"""Surveil (CR 701.42a) and the Treasure token (CR 111.10a), written once in
manastack/mechanics/surveil.py and treasure.py for the Marvel's Spider-Man
cards (Risky Research, the surveil lands, Common Crook...)."""

from __future__ import annotations

from manastack.engine.view import player_view
from manastack.scenario import Scenario


def _risky_research() -> tuple[Scenario, list[int]]:
    s = Scenario()
    research = s.hand(0, "Risky Research")
    s.lands(0, "Swamp", 3)
    top = s.library(0, "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Island")
    s.start()
    s.cast(research)
    s.resolve()
    return s, top


def test_surveil_puts_any_number_into_the_graveyard_and_the_rest_back_on_top():
    """CR 701.42a: look at the top two, Bolt to the graveyard, Bears kept; then
    Risky Research draws two (Bears and Hill Giant) and costs 2 life."""
    s, _ = _risky_research()
    bolt, bears = s.find("Lightning Bolt"), s.find("Grizzly Bears")
    d = s.game.decision
    assert d.kind == "surveil" and dict(d.args)["card"] == bolt
    assert player_view(s.game, 0)["decision"]["card"]["id"] == bolt  # you look at it
    s.choose("graveyard")
    assert dict(s.game.decision.args)["card"] == bears
    s.choose("top")
    s.resolve_all()
    assert s.graveyard_names(0) == ["Lightning Bolt", "Risky Research"]
    assert sorted(s.hand_names(0)) == ["Grizzly Bears", "Hill Giant"]
    assert s.life(0) == 18


def test_surveil_keeps_the_cards_left_on_top_in_the_chosen_order():
    s, _ = _risky_research()
    bears = s.find("Grizzly Bears")
    s.choose("top")
    s.choose("top")
    assert s.game.decision.kind == "scry_order"
    s.choose(bears)  # Bears first on top, then Bolt under it
    s.resolve_all()
    assert sorted(s.hand_names(0)) == ["Grizzly Bears", "Lightning Bolt"]
    assert s.graveyard_names(0) == ["Risky Research"]


def test_surveil_land_ability():
    s = Scenario()
    campus = s.battlefield(0, "University Campus")
    s.lands(0, "Plains", 4)
    s.library(0, "Hill Giant", "Island")
    s.start()
    s.activate(campus, index=2)
    s.resolve()
    s.choose("graveyard")
    assert s.graveyard_names(0) == ["Hill Giant"]
    assert s.game.objects[campus].tapped


def test_treasure_sacrifices_itself_for_one_mana_of_any_colour():
    """CR 111.10a: Common Crook dies and leaves a Treasure; the Treasure's mana
    ability (CR 605.1a) taps and sacrifices it for blue mana."""
    s = Scenario()
    crook = s.battlefield(0, "Common Crook")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.pass_priority()
    s.cast(bolt, targets=[crook])
    s.resolve()
    s.resolve()  # the dies trigger
    treasure = s.find("Treasure", "battlefield")
    assert s.game.chars(treasure).types == {"Artifact"}
    assert s.game.chars(treasure).subtypes == {"Treasure"}
    s.pass_until("main1", active=0)
    s.tap_for_mana(treasure, "U")
    assert "Treasure" not in s.battlefield_names(0)
    assert s.game.players[0].pool.total() == 1
