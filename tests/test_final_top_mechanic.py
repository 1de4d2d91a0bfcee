"""The top card of a library (manastack.mechanics.library_top): who may see it
(CR 401.5), casting spells and playing lands from it (CR 601.2a, 601.3, 305.1),
paying life rather than its mana cost (CR 118.9), the new top card hidden while
a spell cast from the top is being cast (CR 401.5); and the scry and surveil
events (CR 701.18d, 701.42d) with "do this only once each turn" for casting
without paying."""

from __future__ import annotations

import io
import random

import pytest
from hidden_info import Knowledge, check
from rich.console import Console

from manastack import Action
from manastack.engine.game import IllegalAction
from manastack.programs.ui.board import board
from manastack.scenario import Scenario


def _library(s, player, *names):
    """Cards on top of ``player``'s library, the first name on top; their ids in
    the same order."""
    return list(reversed(s.library(player, *names)))


def _top(game, player):
    return game.players[player].library[-1]


def _casts(game, card):
    return [a.args[1] for a in game.legal_actions() if a.kind == "cast" and a.args[0] == card]


# ------------------------------------------------------------- who sees it
def test_looking_any_time_shows_the_top_card_to_its_owner_only():
    """CR 401.5: "you may look at the top card of your library any time" (Hakoda):
    the view, and the description of an action on that card, name it to its owner;
    the opponent sees only a card."""
    s = Scenario()
    s.battlefield(0, "Hakoda, Selfless Commander")
    s.lands(0, "Plains", 3)
    ally = _library(s, 0, "Glider Kids", "Grizzly Bears")[0]
    s.library(1, "Serra Angel")
    game = s.start()
    assert game.view(0)["players"][0]["library_top"] == {"id": ally, "name": "Glider Kids"}
    assert "library_top" not in game.view(1)["players"][0]
    assert "library_top" not in game.view(0)["players"][1]  # not the opponent's library
    cast = Action("cast", (ally, "normal"))
    assert cast in game.legal_actions()
    for lang in ("en", "it", "fr"):
        assert "Glider Kids" not in game.describe(cast, 1, lang)
    assert "Glider Kids" in game.describe(cast, 0)


def test_without_a_permission_the_top_card_stays_hidden():
    """CR 401.2: nobody may look at a library's cards."""
    s = Scenario()
    s.lands(0, "Mountain", 1)
    bolt = _library(s, 0, "Lightning Bolt")[0]
    game = s.start()
    for viewer in (0, 1):
        assert "library_top" not in game.view(viewer)["players"][0]
    assert _casts(game, bolt) == []


def test_the_terminal_board_shows_the_top_card_to_whoever_may_see_it():
    """CR 401.5: the board of the player who may look shows their top card; the
    opponent's board doesn't."""
    s = Scenario()
    s.battlefield(0, "Madame Web, Clairvoyant")
    angel = _library(s, 0, "Serra Angel")[0]
    game = s.start()

    def render(viewer):
        out = io.StringIO()
        Console(file=out, width=120).print(board(game.view(viewer)))
        return out.getvalue()

    assert f"Top of the library: Serra Angel #{angel}" in render(0)
    assert "Serra Angel" not in render(1)


def test_played_revealed_the_top_card_is_seen_by_everyone():
    """CR 401.5: "play with the top card of your library revealed" (Future Sight)."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    angel = _library(s, 0, "Serra Angel")[0]
    game = s.start()
    for viewer in (0, 1):
        assert game.view(viewer)["players"][0]["library_top"]["id"] == angel


# ------------------------------------------------------- casting and playing
def test_a_spell_is_cast_from_the_top_for_its_mana_cost():
    """CR 601.2a, 601.3: Future Sight lets its controller cast the top card; it
    moves from the library to the stack and resolves like any spell."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Mountain", 1)
    bolt, under = _library(s, 0, "Lightning Bolt", "Grizzly Bears")
    game = s.start()
    assert _casts(game, bolt) == ["normal"]
    assert _casts(game, under) == []  # only the top card (CR 401.5)
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.life(1) == 17
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert _top(game, 0) == under


def test_only_the_top_card_may_be_cast_and_a_wrong_action_changes_nothing():
    """CR 601.3: a card below the top is not allowed; the illegal action is refused
    and the game is as before."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Mountain", 2)
    _bolt, shock = _library(s, 0, "Lightning Bolt", "Shock")
    game = s.start()
    before = game.copy()
    with pytest.raises(IllegalAction):
        game.act(Action("cast", (shock, "normal")))
    assert game.players[0].library == before.players[0].library
    assert game.stack == before.stack == []


@pytest.mark.parametrize(
    ("card", "active", "castable"),
    [
        ("Grizzly Bears", 0, True),
        ("Grizzly Bears", 1, False),
        ("Shock", 1, True),
    ],
)
def test_the_top_card_keeps_its_timing(card, active, castable):
    """CR 601.3, 307.1: a creature on top is cast only in its controller's main
    phase, an instant whenever they have priority (here in the opponent's turn)."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 1)
    top = _library(s, 0, card)[0]
    game = s.start(step="main1", active=active)
    if active == 1:
        s.pass_priority()
    assert game.decision.player == 0
    assert _casts(game, top) == (["normal"] if castable else [])


def test_a_land_is_played_from_the_top_as_the_land_play_of_the_turn():
    """CR 305.1-305.2: Future Sight lets its controller play the top card, a land,
    as their land play: then no other land may be played this turn."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    mountain = s.hand(0, "Mountain")
    forest, island = _library(s, 0, "Forest", "Island")
    game = s.start()
    play = Action("play", (forest,))
    assert play in game.legal_actions()
    game.act(play)
    assert "Forest" in s.battlefield_names(0)
    assert Action("play", (island,)) not in game.legal_actions()  # the new top card
    assert Action("play", (mountain,)) not in game.legal_actions()


def test_the_new_top_card_stays_hidden_while_the_spell_is_being_cast():
    """CR 401.5: if the top card changes while a spell is being cast, the new top
    card isn't revealed until the spell has become cast."""
    s = Scenario()
    s.battlefield(0, "Future Sight")
    s.lands(0, "Mountain", 1)
    bolt, angel = _library(s, 0, "Lightning Bolt", "Serra Angel")
    game = s.start()
    game.act(Action("cast", (bolt, "normal")))
    assert game.decision.kind == "target"
    for viewer in (0, 1):
        assert "library_top" not in game.view(viewer)["players"][0]
    game.act(Action("target", ("P1",)))
    while game.decision.kind == "pay":
        game.act(Action("autopay"))
    assert game.decision.kind == "priority"
    for viewer in (0, 1):
        assert game.view(viewer)["players"][0]["library_top"]["id"] == angel


def test_paying_life_rather_than_the_mana_cost():
    """CR 118.9, 118.9b, 119.4: Gwenom's permission lets a spell be cast from the top
    only for life equal to its mana value (no mana needed); with the life it can't
    pay it can't be cast that way."""
    s = Scenario()
    gwenom = s.battlefield(0, "Gwenom, Remorseless")
    angel = _library(s, 0, "Serra Angel")[0]
    game = s.start(step="main1")
    s.attack(gwenom)
    s.resolve()  # the attack trigger
    s.pass_until("main2")
    assert _casts(game, angel) == ["life_for_mana_value"]
    s.cast(angel, how="life_for_mana_value").resolve()
    assert "Serra Angel" in s.battlefield_names(0)
    assert s.life(0) == 20 - 5 + 4  # Serra Angel's mana value, and Gwenom's lifelink


def test_paying_life_needs_that_much_life():
    """CR 119.4: a player can pay life only if their life total is at least that."""
    s = Scenario()
    gwenom = s.battlefield(0, "Gwenom, Remorseless")
    angel = _library(s, 0, "Serra Angel")[0]
    game = s.start(step="main1")
    s.attack(gwenom)
    s.resolve()
    s.pass_until("main2")
    game.players[1].life = 100  # (Gwenom's damage must not end the game)
    s.game.players[0].life = 4
    assert _casts(game, angel) == []


# ------------------------------------------------------------- scry, surveil
def test_scrying_is_an_event_after_the_cards_have_moved():
    """CR 701.18d: "whenever you scry" triggers after the cards have moved."""
    s = Scenario()
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.library(0, "Serra Angel", "Grizzly Bears")
    game = s.start()
    s.cast(opt).pass_priority(2)
    game.act(Action("choose", ("bottom",)))
    kinds = [e.kind for e in game.events]
    scry = kinds.index("scry")
    assert game.events[scry]["player"] == 0 and game.events[scry]["amount"] == 1
    moved = max(i for i, e in enumerate(game.events) if e.kind == "zone" and e["cause"] == "scry")
    assert moved < scry
    assert "Alice scries 1." in game.log(1)


def test_surveilling_is_an_event():
    """CR 701.42d."""
    s = Scenario()
    wizard = s.battlefield(0, "Rummaging Wizard")
    s.lands(0, "Island", 3)
    s.library(0, "Serra Angel")
    game = s.start()
    s.activate(wizard).pass_priority(2)
    game.act(Action("choose", ("graveyard",)))
    assert [(e["player"], e["amount"]) for e in game.events if e.kind == "surveil"] == [(0, 1)]


# ------------------------------------------------------ a hidden-information game
@pytest.mark.parametrize(
    ("mine", "theirs"),
    [
        ("Hakoda, Selfless Commander", "Future Sight"),
        ("Gwenom, Remorseless", "Madame Web, Clairvoyant"),
    ],
)
def test_random_play_with_top_cards_seen_leaks_nothing(mine, theirs):
    """DESIGN guarantee 5 with CR 401.5: random play where each player may see their
    own top card (Hakoda, Madame Web; Gwenom once it has attacked this turn) or
    plays it revealed (Future Sight), checked at every decision by the independent
    checker of tests/hidden_info.py."""
    s = Scenario(seed=3)
    s.battlefield(0, mine)
    s.lands(0, "Plains", 2)
    s.lands(0, "Swamp", 3)
    s.battlefield(1, theirs)
    s.lands(1, "Mountain", 2)
    s.lands(1, "Island", 3)
    deck = ["Glider Kids", "Lightning Bolt", "Plains", "Grizzly Bears", "Serra Angel", "Shock"]
    s.library(0, *(deck * 4))
    s.library(1, *(["Mountain", "Lightning Bolt", "Masked Meower", "Shock"] * 6))
    game = s.start()
    rng = random.Random(3)
    knowledge = Knowledge(2)
    shown = set()
    for n in range(250):
        new = knowledge.update(game)
        check(game, knowledge, len(new), ("en", ("it", "fr")[n % 2]))
        if game.over:
            break
        for viewer in (0, 1):
            shown |= {
                (viewer, p["index"]) for p in game.view(viewer)["players"] if "library_top" in p
            }
        actions = game.legal_actions()
        doing = [a for a in actions if a.kind in ("play", "cast", "attack")]
        game.act(rng.choice(doing) if doing and rng.random() < 0.7 else rng.choice(actions))
    assert {(0, 0), (1, 1)} <= shown  # the check ran while top cards were shown
