"""Each player secretly chooses a number, then the numbers are revealed
(Menacing Ogre).

The players choose in APNAP order (CR 101.4), but secretly: unlike CR 101.4b, a
player doesn't learn the numbers chosen before theirs, since an answer to an
effect's question is kept in the resolving spell's context and shown to no one.
Once all have chosen, the numbers are revealed together (``number_revealed``
events), and only then does the rest of the effect happen (CR 608.2e).

A number is a whole number of zero or more (CR 107.1a-b).  The choice offers 0
up to one more than the highest life total in the game: any larger number does
no more than that one (it already exceeds every life total).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..engine.effect import Choice, Effect
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

# what happens once the numbers are revealed: (game, ctx, {player: number}) -> events
Outcome = Callable[["Game", "Context", dict[int, int]], list[Op]]


def apnap(game: Game) -> list[int]:
    """The players still in the game, the active player first (CR 101.4)."""
    order = [(game.active_player + i) % len(game.players) for i in range(len(game.players))]
    return [p for p in order if not game.players[p].has_lost]


@dataclass(frozen=True)
class EachPlayerSecretlyChoosesANumber(Effect):
    """ "Each player secretly chooses a number. Then those numbers are revealed.
    <``then``>"."""

    then: Outcome
    key: str = "effect.secret_numbers"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = apnap(game)
        numbers: dict[int, int] = {}
        for player in players:
            answer = ctx.answers.get(key + (player,))
            if not answer:
                most = max(game.players[p].life for p in players) + 1
                return Choice(
                    player,
                    DecisionKind.X,
                    "prompt.secret_number",
                    tuple(range(max(most, 0) + 1)),
                    key=key + (player,),
                )
            numbers[player] = answer[0]
        revealed = [Op(EventKind.NUMBER_REVEALED, player=p, number=n) for p, n in numbers.items()]
        return revealed + self.then(game, ctx, numbers)


def _number_revealed(game: Game, op: Op) -> None:
    """A secretly chosen number is revealed to every player (CR 608.2e)."""
    game.emit(EventKind.NUMBER_REVEALED, player=op["player"], number=op["number"])


def register(rules: Registry) -> None:
    """The ``number_revealed`` event."""
    rules.event_handlers.register(EventKind.NUMBER_REVEALED, _number_revealed)


__all__ = ["EachPlayerSecretlyChoosesANumber", "apnap"]
