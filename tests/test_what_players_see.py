"""What players see: the game log and the decision in their view."""

import pytest
from hidden_info import assert_not_named

from manastack.engine.messages import card_display
from manastack.scenario import Scenario


def test_a_countered_spell_is_reported_once():
    """CR 701.5: one "is countered" line, not one for the counter and one for
    the move to the graveyard."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counterspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    game = s.start(step="main1", active=0)
    s.cast(bolt, targets=["P1"]).pass_priority()
    s.cast(counterspell, targets=[game.stack[-1]])
    s.resolve_all()
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert s.life(1) == 20
    assert [line for line in game.log(0) if "is countered" in line] == [
        "Lightning Bolt is countered."
    ]


def test_the_scrying_player_sees_the_card_and_nobody_else_does():
    """CR 701.22a: to scry, a player looks at the top card of their library."""
    s = Scenario()
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.library(0, "Serra Angel", "Grizzly Bears")
    game = s.start(step="main1", active=0)
    s.cast(opt).pass_priority(2)
    assert game.decision.kind == "scry"
    top = game.players[0].library[-1]
    assert game.view(0)["decision"]["card"] == {"id": top, "name": game.card_name(top)}
    assert "card" not in game.view(1)["decision"]


def test_both_players_see_how_many_mulligans_each_took():
    """CR 103.5: taking a mulligan is done openly."""
    from manastack import Action, Game, load_deck

    game = Game([load_deck("red-green").main, load_deck("white-blue").main], seed=1)
    game.act(Action("choose", ("play",)))
    first = game.decision.player
    game.act(Action("mulligan"))
    for viewer in (0, 1):
        assert game.view(viewer)["players"][first]["mulligans"] == 1
        assert game.view(viewer)["players"][1 - first]["mulligans"] == 0


def test_the_opponent_is_not_told_the_morph_cost_of_a_face_down_creature():
    """CR 708.2, 708.5: a face-down permanent has no abilities to the opponent,
    who may not look at it; describing the action of turning it face up must not
    show its morph cost (nor its name) to them.  Its controller sees both."""
    from manastack import Action

    s = Scenario()
    s.lands(0, "Plains", 4)
    fd = s.battlefield(0, "Exalted Angel", face_down=True)
    game = s.start()
    action = Action("special", (fd, "turn_face_up"))
    assert action in game.legal_actions()
    mine = game.describe(action, 0)
    assert "{2}{W}{W}" in mine and "Exalted Angel" in mine
    for lang in ("en", "it", "fr"):
        theirs = game.describe(action, 1, lang)
        assert "{2}{W}{W}" not in theirs and "Exalted Angel" not in theirs
        assert f"#{fd}" in theirs  # still told apart from other face-down creatures


def test_at_the_end_of_the_game_library_cards_looked_at_stay_hidden():
    """CR 708.9: at the end of a game only face-down permanents and spells are
    revealed; a library card a player looked at (CR 701.16d) stays secret from
    the other player, in the log as in the view."""
    s = Scenario()
    brute = s.battlefield(0, "Brutal Deceiver")
    s.lands(0, "Mountain", 1)
    s.library(0, "Serra Angel")
    morph = s.battlefield(0, "Exalted Angel", face_down=True)
    game = s.start()
    s.activate(brute, 0)
    s.resolve()
    assert any("looks at Serra Angel" in line for line in game.log(0))
    assert not any("Serra Angel" in line for line in game.log(1))
    game.concede(0)
    assert game.over
    for lang in ("en", "it", "fr"):
        log = "\n".join(game.log(1, lang))
        assert card_display("Serra Angel", lang) not in log
        # the face-down permanent is revealed to everyone (CR 708.9)
        assert card_display("Exalted Angel", lang) in log
    [shown] = [p for p in game.view(1)["battlefield"] if p["id"] == morph]
    assert shown["card"] == "Exalted Angel"


def test_a_face_down_permanent_seen_before_is_named_once_the_game_reveals_it():
    """A view seen before the end of the game names a face-down permanent of
    the opponent's only by its id; once the game ends it is revealed (CR 708.9),
    and the next view names it, although its characteristics didn't change."""
    s = Scenario()
    morph = s.battlefield(0, "Exalted Angel", face_down=True)
    game = s.start()
    [before] = [p for p in game.view(1)["battlefield"] if p["id"] == morph]
    assert "Exalted Angel" not in before["name"]
    game.concede(0)
    [after] = [p for p in game.view(1)["battlefield"] if p["id"] == morph]
    assert "Exalted Angel" in after["name"] and after["card"] == "Exalted Angel"


def test_the_hidden_card_check_tells_a_longer_public_name_from_a_hidden_one():
    """The checker of hidden information finds a hidden card's name as a whole
    name only: "Badgermole Cub" in a graveyard is not the hidden "Badgermole"
    (a soak found it taken for one), while "Badgermole" alone, or beside the
    longer name, still is."""
    assert_not_named(["Badgermole Cub is put into a graveyard."], {"Badgermole"}, "en", "P1")
    for shown in ("Badgermole attacks.", "Badgermole Cub blocks Badgermole."):
        with pytest.raises(AssertionError, match="hidden 'Badgermole'"):
            assert_not_named([shown], {"Badgermole"}, "en", "P1")
    with pytest.raises(AssertionError, match="hidden 'Badgermole Cub'"):
        assert_not_named(["Badgermole Cub"], {"Badgermole", "Badgermole Cub"}, "en", "P1")


def test_a_card_whose_ability_is_activated_from_a_hand_is_revealed():
    """CR 602.2a: activating an ability of a card in a hidden zone reveals the
    card as the ability is announced: while its controller still pays for
    cycling (the card not yet discarded), the opponent's view may name it, and
    the game knows both players have seen it (a soak found the name shown
    without the reveal)."""
    s = Scenario()
    sandbar = s.hand(0, "Lonely Sandbar")  # Cycling {U}
    s.battlefield(0, "Island")
    s.hand(0, "Grizzly Bears")
    s.library(0, "Island")
    g = s.start()
    s.act("special", sandbar, "cycle")
    assert g.decision.kind == "pay" and g.objects[sandbar].zone == "hand"
    assert g.known[sandbar] == frozenset({0, 1})
    reveals = [e for e in g.events if e.kind == "reveal"]
    assert [e["obj"] for e in reveals] == [sandbar]
    opponent = g.view(1)
    assert opponent["stack"][0]["name"] == "Lonely Sandbar"
    assert "Grizzly Bears" not in str(opponent)  # the rest of the hand stays hidden
