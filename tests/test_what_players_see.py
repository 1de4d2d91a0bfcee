"""What players see: the game log and the decision in their view."""

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
    assert [line for line in game.log(0) if "is countered" in line] == \
        ["Lightning Bolt is countered."]


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
