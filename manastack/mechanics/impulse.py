"""Playing exiled cards this turn: "Exile the top card of your library. You may
play that card this turn" (CR 601.2a, 601.3, 305.1).

The ``may_play`` event notes the card and the player in the turn's log, which
the next turn empties; while the card stays in exile, that player may cast it
(``RULES.cast_permissions``, with its timing and costs unchanged) or, if it is a
land, play it as their land for the turn (``RULES.special_actions``,
CR 305.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..engine.effect import Effect
from ..engine.objects import EXILE, LIBRARY
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.timing import in_main_phase_with_empty_stack

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

MAY_PLAY = "may_play"  # the event kind and the turn log's entry


@dataclass(frozen=True)
class ExileTopMayPlay(Effect):
    """ "Exile the top card of your library. You may play that card this turn"."""

    key: str = "effect.exile_top_may_play"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        library = game.players[ctx.controller].library
        if not library:
            return []
        return [Op(MAY_PLAY, obj=library[-1], player=ctx.controller)]


def _may_play(game: Game, op: Op) -> None:
    """Exile the card, then note that the player may play it this turn."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != LIBRARY:
        return
    new = change_now(game, move(op["obj"], EXILE, "exile"))
    if isinstance(new, int) and new in game.objects and game.objects[new].zone == EXILE:
        game.turn_log.setdefault(MAY_PLAY, []).append((new, op["player"]))


def playable_from_exile(game: Game, player: int) -> list[int]:
    """The exiled cards ``player`` may play this turn."""
    return [
        oid
        for oid, who in game.turn_log.get(MAY_PLAY, ())
        if who == player and oid in game.objects and game.objects[oid].zone == EXILE
    ]


def _lands_from_exile(game: Game, player: int) -> list[Action]:
    """Playing an exiled land is the land play of the turn (CR 305.1, 305.2)."""
    if game.players[player].lands_played >= 1 or not in_main_phase_with_empty_stack(game, player):
        return []
    return [
        Action(ActionKind.PLAY, (oid,))
        for oid in playable_from_exile(game, player)
        if "Land" in game.objects[oid].card.faces[0].types
    ]


def register(rules: Registry) -> None:
    """The ``may_play`` event and the permissions it gives."""
    rules.event_handlers.register(MAY_PLAY, _may_play)
    rules.cast_permissions.register(playable_from_exile)
    rules.special_actions.register(_lands_from_exile)


__all__ = ["MAY_PLAY", "ExileTopMayPlay", "playable_from_exile"]
