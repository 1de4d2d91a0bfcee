""" "Exile the top N cards of your library.  Until the end of your next turn, you
may play those cards." (CR 601.3, 305.1: permission to play cards from exile).

Each exiled card is marked with the player who may play it and a stage: ``0``
until that player's next turn begins, ``1`` during it.  As that turn begins
(its untap step) stage 0 becomes 1, and as its cleanup step begins the
permission ends (CR 514: "until the end of your next turn").  While marked, the
card may be cast with the usual timing and costs (``RULES.cast_permissions``),
and a land played as the player's land for the turn (a special action,
CR 116.2a, 305.2).  A card that leaves exile is a new object and loses the mark
(CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.timing import in_main_phase_with_empty_stack
from ..language.effects import Effect, library_top

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

_MARK = "impulse:"


def _mark(player: int, stage: int) -> str:
    return f"{_MARK}{player}:{stage}"


@dataclass(frozen=True)
class ExileTopMayPlay(Effect):
    """ "Exile the top N cards of your library.  Until the end of your next turn,
    you may play those cards." """

    amount: int
    key: str = "effect.impulse"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        me = ctx.controller
        return [Op("impulse", obj=oid, player=me) for oid in library_top(game, me, self.amount)]


def _impulse(game: Game, op: Op) -> None:
    """Exile the card; if it is there, mark it playable by ``player``."""
    new = change_now(game, move(op["obj"], EXILE, "exile"))
    obj = game.objects.get(new) if new is not None else None
    if obj is not None and obj.zone == EXILE:
        obj.designations = obj.designations | {_mark(op["player"], 0)}
        game.touch_designations()


def _playable(game: Game, player: int) -> list[int]:
    """The exiled cards ``player`` may play now."""
    marks = (_mark(player, 0), _mark(player, 1))
    return [oid for oid in game.exile if any(m in game.objects[oid].designations for m in marks)]


def _castable(game: Game, player: int) -> list[int]:
    return [oid for oid in _playable(game, player) if not _is_land(game, oid)]


def _is_land(game: Game, oid: int) -> bool:
    return "Land" in game.objects[oid].card.faces[0].types


def _lands(game: Game, player: int) -> list[Action]:
    """Playing a land from among them: the player's land for the turn, at sorcery
    timing (CR 305.2)."""
    if game.players[player].lands_played >= 1 or not in_main_phase_with_empty_stack(game, player):
        return []
    return [
        Action(ActionKind.PLAY, (oid,)) for oid in _playable(game, player) if _is_land(game, oid)
    ]


def _next_turn_passes(game: Game, step: str) -> None:
    """The active player's next turn begins (stage 0 to 1) or ends (stage 1 ends)."""
    if step not in ("untap", "cleanup"):
        return
    me = game.active_player
    before, after = (_mark(me, 0), _mark(me, 1)) if step == "untap" else (_mark(me, 1), None)
    changed = False
    for oid in game.exile:
        obj = game.objects[oid]
        if before in obj.designations:
            obj.designations = (obj.designations - {before}) | ({after} if after else set())
            changed = True
    if changed:
        game.touch_designations()


def register(rules: Registry) -> None:
    """The exile event, the permissions to cast and to play lands, and their end."""
    rules.event_handlers.register("impulse", _impulse)
    rules.cast_permissions.register(_castable)
    rules.special_actions.register(_lands)
    rules.step_begins.register(_next_turn_passes)


__all__ = ["ExileTopMayPlay"]
