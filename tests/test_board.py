"""The terminal board: what it shows, and what it keeps hidden."""

import io

from rich.console import Console

from manastack import Action
from manastack.programs.ui.board import board
from manastack.scenario import Scenario


def render(game, player=0):
    out = io.StringIO()
    Console(file=out, width=120).print(board(game.view(player)))
    return out.getvalue()


def test_board_shows_permanents_as_modified_with_status_and_attachments():
    s = Scenario()
    s.lands(0, "Mountain", 2)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    splitter = s.battlefield(0, "Bonesplitter")
    s.battlefield(1, "Serra Angel", tapped=True)
    s.hand(0, "Lightning Bolt")
    s.hand(1, "Counterspell")
    game = s.start(step="main1", active=0)
    s.activate(splitter, targets=[bears]).resolve()
    text = render(game)
    assert "Grizzly Bears #%d" % bears in text and "5/3" in text  # 2/2, +1/+1, +2/+0
    assert "1 +1/+1 counter(s)" in text and "with Bonesplitter" in text
    assert "attached to Grizzly Bears" in text
    assert "Serra Angel" in text and "tapped" in text and "flying, vigilance" in text
    assert "Lands: Mountain ×2 (1 untapped)" in text
    assert "Your hand: Lightning Bolt" in text
    assert "Counterspell" not in text  # the opponent's hand is a number
    assert "Turn 2 · Alice's turn · First main phase · priority: Alice" in text


def test_board_shows_the_stack_top_first():
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start(step="main1", active=0)
    s.cast(bolt, targets=["P1"])
    assert game.decision.kind == "priority"
    text = render(game, 1)
    assert "Stack (top first)" in text and "1. Lightning Bolt" in text
    game.act(Action("pass"))
    assert "Stack" in render(game, 1)
