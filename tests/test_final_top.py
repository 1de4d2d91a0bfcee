"""The cards that look at and play the top card of their controller's library
(manastack/cards/final_top.py): Future Sight (ONS), Hakoda, Selfless Commander and
the Planetarium of Wan Shi Tong (TLA), Madame Web, Clairvoyant and Gwenom,
Remorseless (SPM).  CR 401.5, 601.3, 305.1, 118.9, 701.18d, 701.42d."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario


def _library(s, player, *names):
    """Cards on top of ``player``'s library, the first name on top; their ids in
    the same order."""
    return list(reversed(s.library(player, *names)))


def _casts(game, card):
    return [a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == card]


# ----------------------------------------------------------------- Future Sight
@pytest.mark.parametrize(
    ("card", "kind"),
    [("Forest", "play"), ("Grizzly Bears", "cast"), ("Lightning Bolt", "cast")],
)
def test_future_sight_plays_lands_and_casts_spells_from_the_top(card, kind):
    """Future Sight: "You may play lands and cast spells from the top of your
    library" (CR 305.1, 601.3), the top card revealed to both players (CR 401.5)."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 1)
    top = _library(s, 0, card, "Island")[0]
    game = s.start()
    assert game.view(1)["players"][0]["library_top"]["name"] == card
    offered = [a for a in game.legal_actions() if a.args and a.args[0] == top]
    assert [a.kind for a in offered] == [kind]


def test_the_computer_plays_the_top_card_it_may_see():
    """The computer opponent knows the top card Future Sight shows and casts it."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Forest", 2)
    bears = _library(s, 0, "Grizzly Bears")[0]
    game = s.start()
    choice = ComputerAgent().choose(game.view(0), game.legal_actions())
    assert choice == Action("cast", (bears, "normal"))


# ---------------------------------------------------------------------- Hakoda
@pytest.mark.parametrize(
    ("card", "castable"),
    [("Glider Kids", True), ("Grizzly Bears", False), ("Lightning Bolt", False)],
)
def test_hakoda_casts_only_ally_spells_from_the_top(card, castable):
    """Hakoda: "You may cast Ally spells from the top of your library" (CR 601.3);
    its controller may look at the top card whatever it is (CR 401.5)."""
    s = Scenario()
    s.battlefield(0, "Hakoda, Selfless Commander")
    s.lands(0, "Plains", 3)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 2)
    top = _library(s, 0, card)[0]
    game = s.start()
    assert game.view(0)["players"][0]["library_top"]["name"] == card
    assert "library_top" not in game.view(1)["players"][0]
    assert _casts(game, top) == (["normal"] if castable else [])


def test_hakoda_sacrificed_makes_creatures_tougher_and_indestructible():
    """Hakoda: "Sacrifice Hakoda: Creatures you control get +0/+5 and gain
    indestructible until end of turn" (CR 702.12b)."""
    s = Scenario()
    hakoda = s.battlefield(0, "Hakoda, Selfless Commander")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    game = s.start()
    s.activate(hakoda).resolve()
    assert "Hakoda, Selfless Commander" in s.graveyard_names(0)
    assert s.pt(bears) == (2, 7) and s.pt(theirs) == (2, 2)
    assert "indestructible" in game.view(0)["battlefield"][0]["keywords"]


# ------------------------------------------------------------------ Madame Web
@pytest.mark.parametrize(
    ("card", "castable"),
    [("Masked Meower", True), ("Shock", True), ("Grizzly Bears", False)],
)
def test_madame_web_casts_spider_and_noncreature_spells_from_the_top(card, castable):
    """Madame Web: "You may cast Spider spells and noncreature spells from the top
    of your library" (CR 601.3)."""
    s = Scenario()
    s.battlefield(0, "Madame Web, Clairvoyant")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 1)
    top = _library(s, 0, card)[0]
    game = s.start()
    assert game.view(0)["players"][0]["library_top"]["name"] == card
    assert _casts(game, top) == (["normal"] if castable else [])


@pytest.mark.parametrize("mill", [True, False])
def test_madame_web_may_mill_a_card_whenever_you_attack(mill):
    """Madame Web: "Whenever you attack, you may mill a card" (CR 508.1, 701.13)."""
    s = Scenario()
    s.battlefield(0, "Madame Web, Clairvoyant")
    bears = s.battlefield(0, "Grizzly Bears")
    top = _library(s, 0, "Serra Angel", "Island")[0]
    game = s.start()
    s.attack(bears)
    s.pass_until_decision("may")
    s.choose("yes" if mill else "no")
    s.resolve_all()
    assert (s.graveyard_names(0) == ["Serra Angel"]) is mill
    assert (game.players[0].library[-1] == top) is not mill


# ---------------------------------------------------------------------- Gwenom
def test_gwenom_attacking_lets_you_look_and_play_from_the_top_for_life_this_turn():
    """Gwenom: "Whenever Gwenom attacks, until end of turn, you may look at the top
    card of your library any time and you may play cards from the top of your
    library. If you cast a spell this way, pay life equal to its mana value rather
    than pay its mana cost" (CR 118.9, 305.1, 401.5, 514.2)."""
    s = Scenario()
    gwenom = s.battlefield(0, "Gwenom, Remorseless")
    s.lands(0, "Mountain", 1)
    forest, shock, angel = _library(s, 0, "Forest", "Shock", "Serra Angel")
    game = s.start()
    assert "library_top" not in game.view(0)["players"][0]
    assert Action("play", (forest,)) not in game.legal_actions()
    s.attack(gwenom)
    s.resolve()
    assert game.view(0)["players"][0]["library_top"]["id"] == forest
    assert "library_top" not in game.view(1)["players"][0]
    s.pass_until("main2")
    assert s.life(0) == 24  # lifelink
    s.act("play", forest)
    # a spell only for life, though a Mountain could pay its mana cost
    assert _casts(game, shock) == ["life_for_mana_value"]
    s.cast(shock, targets=["P1"], how="life_for_mana_value").resolve()
    assert s.life(0) == 24 - 1 and s.life(1) == 20 - 4 - 2
    assert game.players[0].lands_played == 1
    s.pass_until("upkeep", active=1)
    assert "library_top" not in game.view(0)["players"][0]  # the turn has ended
    assert game.players[0].library[-1] == angel


def test_gwenom_and_future_sight_give_both_ways_to_cast():
    """CR 118.9a: with two permissions the player chooses the mana cost or the
    alternative cost."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    gwenom = s.battlefield(0, "Gwenom, Remorseless")
    s.lands(0, "Mountain", 1)
    shock = _library(s, 0, "Shock")[0]
    game = s.start()
    assert _casts(game, shock) == ["normal"]
    s.attack(gwenom)
    s.resolve()
    assert sorted(_casts(game, shock)) == ["life_for_mana_value", "normal"]


# ------------------------------------------------------- Planetarium of Wan Shi Tong
def _scry_with_planetarium(s, game, planetarium):
    """Activate "{1}, {T}: Scry 2", keep both cards on top in their order, let the
    trigger resolve; the top card, a new object once scried (CR 400.7)."""
    s.activate(planetarium).pass_priority(2)  # Scry 2 resolves
    while game.decision.kind == "scry":
        game.act(Action("choose", ("top",)))
    if game.decision.kind == "scry_order":
        game.act(game.legal_actions()[0])
    s.pass_priority(2)  # the trigger resolves
    return game.players[0].library[-1]


def test_planetarium_casts_the_top_card_without_paying_once_each_turn():
    """Planetarium of Wan Shi Tong: "Whenever you scry or surveil, look at the top
    card of your library. You may cast that card without paying its mana cost. Do
    this only once each turn" (CR 701.18d, 608.2g, 118.9): the Angel costs five,
    and only {1} of three Islands was spent; the next turn it may cast again."""
    s = Scenario()
    planetarium = s.battlefield(0, "Planetarium of Wan Shi Tong")
    s.lands(0, "Island", 3)
    s.library(0, "Serra Angel", "Grizzly Bears", "Grizzly Bears", "Island")
    s.library(1, "Forest")
    game = s.start()
    angel = _scry_with_planetarium(s, game, planetarium)
    assert game.card_name(angel) == "Serra Angel"
    assert [e["player"] for e in game.events if e.kind == "look" and e["obj"] == angel] == [0]
    s.choose(angel)
    s.resolve_all()
    assert "Serra Angel" in s.battlefield_names(0)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    bears = _scry_with_planetarium(s, game, planetarium)
    assert Action("choose", (bears,)) in game.legal_actions()


def test_planetarium_offers_nothing_a_second_time_the_same_turn():
    """ "Do this only once each turn": the second scry of the turn still triggers
    and looks at the card, but nothing may be cast."""
    s = Scenario()
    planetarium = s.battlefield(0, "Planetarium of Wan Shi Tong")
    opt = s.hand(0, "Opt")
    s.lands(0, "Island", 2)
    s.library(0, "Shock", "Grizzly Bears", "Serra Angel", "Island")
    game = s.start()
    shock = _scry_with_planetarium(s, game, planetarium)
    s.choose(shock)
    s.act("target", "P1")
    s.resolve_all()
    assert s.life(1) == 18
    s.cast(opt).pass_priority(2)
    game.act(Action("choose", ("top",)))
    s.pass_priority(2)  # the trigger resolves: it looks, then nothing to choose
    angel = game.players[0].library[-1]
    assert [e["obj"] for e in game.events if e.kind == "look"][-1] == angel
    assert game.card_name(angel) == "Serra Angel"
    assert game.decision.kind == "priority" and not game.stack
    assert "Serra Angel" not in s.battlefield_names(0)


def test_planetarium_triggers_on_surveil_and_not_on_an_opponents_scry():
    """ "Whenever you scry or surveil" (CR 701.42d): a surveil of its controller
    triggers it; an opponent's scry doesn't."""
    s = Scenario()
    s.battlefield(0, "Planetarium of Wan Shi Tong")
    wizard = s.battlefield(0, "Rummaging Wizard")
    s.lands(0, "Island", 3)
    opt = s.hand(1, "Opt")
    s.battlefield(1, "Island")
    s.library(0, "Serra Angel", "Grizzly Bears")
    s.library(1, "Forest", "Forest", "Forest")
    game = s.start()
    s.activate(wizard).pass_priority(2)
    game.act(Action("choose", ("graveyard",)))  # Serra Angel surveilled away
    s.pass_priority(2)
    bears = game.players[0].library[-1]
    assert game.card_name(bears) == "Grizzly Bears"
    assert Action("choose", (bears,)) in game.legal_actions()
    s.choose("none")
    s.pass_until("upkeep", active=1)
    s.pass_until("main1", active=1)
    s.cast(opt).pass_priority(2)
    game.act(Action("choose", ("top",)))
    triggers = [e for e in game.events if e.kind == "trigger" and e["source"] != wizard]
    assert len(triggers) == 1  # its controller's surveil only
