"""Stepping through a saved or finished game (``manastack replay FILE``).

The saved game is checked by replaying it in full first (a corrupt file is
reported before anything is shown), then rebuilt from its start and advanced
one action at a time: each step prints who did what and the log lines it
produced, as the chosen player may read them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text

from ...core.actions import Action
from ...core.kinds import ActionKind, DecisionKind
from ...engine.game import Game
from ...engine.saves import SaveError
from ...engine.view import can_see
from . import INTERRUPTED, say
from .board import board
from .terminal import UI_KEY, read_line, read_save, summary


def load_replay(path: str) -> tuple[Game, list[list], int]:
    """(the game at its start, the actions to replay, the default viewer)."""
    data = read_save(path)
    Game.from_json(data)  # validates every action; raises SaveError
    start = dict(data)
    start["actions"] = []
    initial = Game.from_json(start)
    ui = data.get(UI_KEY, {})
    viewer = ui.get("human", 0) if isinstance(ui, dict) else 0
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise SaveError("the actions must be a list")
    return initial, actions, viewer if viewer in (0, 1) else 0


class Replay:
    """A saved game advanced one recorded action at a time."""

    def __init__(
        self,
        game: Game,
        actions: list[list],
        viewer: int,
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        lang: str = "en",
    ) -> None:
        self.game = game
        self.actions = actions
        self.viewer = viewer
        self.console = console or Console(highlight=False)
        self.read = read or read_line
        self.lang = lang
        self.position = 0
        self.shown = len(game.log(viewer, lang))

    def step(self) -> None:
        """Apply the next recorded action and print what it did."""
        raw = self.actions[self.position]
        self.position += 1
        if raw and raw[0] == ActionKind.CONCEDE:
            self.game.concede(int(raw[1]))
        else:
            action = Action.from_json(raw)
            decision = self.game.decision
            assert decision is not None
            text = (
                say("replay.hidden_choice", self.lang)
                if self.hidden(action)
                else self.game.describe(action, self.viewer, self.lang)
            )
            self.console.print(
                Text(
                    say(
                        "replay.action",
                        self.lang,
                        n=self.position,
                        player=self.game.players[decision.player].name,
                        text=text,
                    ),
                    style="bold",
                )
            )
            self.game.act(action)
        lines = self.game.log(self.viewer, self.lang)
        for line in lines[self.shown :]:
            self.console.print(Text(line, style="dim"))
        self.shown = len(lines)

    def hidden(self, action: Action) -> bool:
        """Does ``action`` name a card the viewer may not see (a card chosen from
        the opponent's hand or library)?"""
        decision = self.game.decision
        if not action.args or (
            decision is not None and decision.kind in (DecisionKind.X, DecisionKind.MODE)
        ):
            return False
        ref = action.args[0]  # numbers after the first are amounts, not objects
        return (
            isinstance(ref, int)
            and ref in self.game.objects
            and not can_see(self.game, ref, self.viewer)
        )

    def run(self) -> int:
        """Read commands until the end of the game or ``q``/end of input (exit
        code 0), or Ctrl-C (130)."""
        self.console.print(Text(say("replay.help", self.lang)))
        try:
            while self.position < len(self.actions):
                line = (
                    self.read(
                        say("replay.prompt", self.lang, n=self.position, total=len(self.actions))
                    )
                    .strip()
                    .lower()
                )
                if line in ("", "n", "next"):
                    self.step()
                elif line.isdigit():
                    for _ in range(min(int(line), len(self.actions) - self.position)):
                        self.step()
                elif line in ("e", "end"):
                    while self.position < len(self.actions):
                        self.step()
                elif line in ("b", "board"):
                    self.console.print(board(self.view(), self.lang))
                elif line in ("q", "quit"):
                    return 0
                else:
                    self.console.print(
                        Text(say("error.command", self.lang, command=line), style="red")
                    )
        except EOFError:
            self.console.print()
            return 0
        except KeyboardInterrupt:
            self.console.print()
            return INTERRUPTED
        self.console.print(board(self.view(), self.lang))
        if self.game.over:
            self.console.print(summary(self.game, self.viewer, self.lang))
        else:
            self.console.print(Text(say("replay.unfinished", self.lang)))
        return 0

    def view(self) -> dict[str, Any]:
        return self.game.view(self.viewer, self.lang)
