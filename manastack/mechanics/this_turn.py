"""What a player did this turn, read from the game's record of events back to
the turn's start (CR 500.1; :func:`~manastack.core.events.since_turn_began`):

* :func:`attacked_this_turn` and :func:`raid`, "if you attacked this turn" (the
  raid ability word, CR 207.2c: a creature the player controlled was declared
  as an attacker, CR 508.1);
* :func:`permanents_sacrificed_this_turn`, "the number of permanents you've
  sacrificed this turn" (CR 701.17).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.events import since_turn_began
from ..core.kinds import EventKind
from ..engine.objects import BATTLEFIELD

if TYPE_CHECKING:
    from ..engine.game import Game


def attacked_this_turn(game: Game, player: int) -> bool:
    """Has a creature ``player`` controlled been declared as an attacker this turn?"""
    return any(
        event.kind == EventKind.ATTACK
        and game.lki_controller(event["attacker"], moved_ok=True) == player
        for event in since_turn_began(game.events)
    )


def raid(game: Game, source: int, _event: object = None) -> bool:
    """Raid, as a condition of ``source``'s ability: its controller attacked this turn."""
    return attacked_this_turn(game, game.lki_controller(source))


def permanents_sacrificed_this_turn(game: Game, player: int) -> int:
    """How many permanents ``player`` has sacrificed this turn."""
    return sum(
        1
        for event in since_turn_began(game.events)
        if event.kind == EventKind.ZONE
        and event["cause"] == "sacrifice"
        and event["frm"] == BATTLEFIELD
        and event["controller"] == player
    )


__all__ = ["attacked_this_turn", "permanents_sacrificed_this_turn", "raid"]
