"""Starting the game (CR 103): choosing who plays first, shuffling, drawing opening
hands, mulligans."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind
from .objects import LIBRARY
from .ops import Op, move
from .perform import change_now
from .steps import Step
from .turn import TurnStep

if TYPE_CHECKING:
    from .game import Game


class StartGame(Step):
    """CR 103: choose who plays first, shuffle, draw seven, mulligans."""

    __slots__ = ("stage", "chooser", "current")

    def __init__(self) -> None:
        self.stage = "choose"
        self.chooser = -1
        self.current = 0

    def copy(self, memo: dict[int, Any]) -> StartGame:
        new = StartGame()
        new.stage, new.chooser, new.current = self.stage, self.chooser, self.current
        return new

    def run(self, game: Game) -> None:
        if self.stage == "choose":
            # CR 103.1: a random method picks the player who decides who starts.
            self.chooser = game.rng.randrange(len(game.players))
            for p in game.players:
                change_now(game, Op("shuffle", player=p.index))
            self.stage = "play_or_draw"
            game.ask(self.chooser, DecisionKind.START, "prompt.play_or_draw")
            return
        if self.stage == "hands":
            for p in game.players:
                _draw_opening_hand(game, p.index)
            self.stage = "mulligan"
            self.current = game.active_player
        if self.stage == "mulligan":
            player = game.players[self.current]
            game.ask(
                self.current,
                DecisionKind.MULLIGAN,
                "prompt.mulligan",
                (("hand", len(player.hand)), ("mulligans", player.mulligans)),
            )
            return
        if self.stage == "bottom":
            player = game.players[self.current]
            need = player.mulligans - (7 - len(player.hand))
            if need > 0:
                game.ask(self.current, DecisionKind.BOTTOM, "prompt.bottom", (("n", need),))
                return
            self._next_player(game)
            return
        if self.stage == "done":
            game.pop(self)
            game.push(TurnStep(first_turn=True))

    def _next_player(self, game: Game) -> None:
        nxt = game.next_player(self.current)
        if nxt == game.active_player:
            self.stage = "done"
        else:
            self.current = nxt
            self.stage = "mulligan"

    def options(self, game: Game) -> list[Action]:

        if self.stage == "play_or_draw":
            return [Action(ActionKind.CHOOSE, ("play",)), Action(ActionKind.CHOOSE, ("draw",))]
        if self.stage == "mulligan":
            player = game.players[self.current]
            opts = [Action(ActionKind.KEEP)]
            if player.mulligans < 7:
                opts.append(Action(ActionKind.MULLIGAN))
            return opts
        player = game.players[self.current]
        return [Action(ActionKind.CHOOSE, (c,)) for c in sorted(player.hand)]

    def answer(self, game: Game, action: Action) -> None:
        if self.stage == "play_or_draw":
            play = action.args[0] == "play"
            game.active_player = self.chooser if play else game.next_player(self.chooser)
            game.emit(
                EventKind.STARTING_PLAYER,
                player=game.active_player,
                chooser=self.chooser,
                rule="103.1",
            )
            self.stage = "hands"
            return
        if self.stage == "mulligan":
            player = game.players[self.current]
            if action.kind == ActionKind.KEEP:
                game.emit(
                    EventKind.KEEP, player=self.current, mulligans=player.mulligans, rule="103.5"
                )
                self.stage = "bottom"
                return
            # London mulligan (CR 103.5): shuffle the hand away, draw seven again.
            player.mulligans += 1
            game.emit(EventKind.MULLIGAN, player=self.current, count=player.mulligans, rule="103.5")
            for c in list(player.hand):
                change_now(game, move(c, LIBRARY, "mulligan"))
            change_now(game, Op("shuffle", player=self.current))
            _draw_opening_hand(game, self.current)
            return
        # put one chosen card on the bottom (CR 103.5)
        change_now(game, move(action.args[0], LIBRARY, "mulligan_bottom", position="bottom"))


def _draw_opening_hand(game: Game, player: int) -> None:
    for _ in range(7):
        change_now(game, Op("draw", player=player, rule="103.5"))
