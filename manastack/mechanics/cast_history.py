"""The spells each player has cast this turn (CR 601.2i: a spell "becomes cast"
once its costs are paid; "this turn" looks back to the turn's start, CR 500.1).

The record is the game's event log: every cast is a ``cast`` event naming the
spell, and a turn begins with the ``turn`` event, so the spells a player cast
this turn are their ``cast`` events since then.  Each spell is seen as it was on
the stack, through last-known information once it has left (CR 608.2h): a
face-down spell is a 2/2 creature spell (CR 708.2a).

* :func:`spells_cast_this_turn`, the spells a player cast this turn;
* :func:`cast_this_turn`, "if you've cast a <kind> spell this turn";
* :func:`cant_attack_unless_cast`, "This creature can't attack unless you've
  cast a <kind> spell this turn" (Goblin Cohort; CR 508.1c, a restriction the
  declaration of attackers obeys).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.events import since_turn_began
from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, affects_only_its_source, grant
from ..engine.selectors import Selector, anything

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


def spells_cast_this_turn(game: Game, player: int) -> list[int]:
    """The spells ``player`` cast this turn (their ids on the stack), the latest
    first."""
    return [
        event["obj"]
        for event in since_turn_began(game.events)
        if event.kind == EventKind.CAST and event["player"] == player
    ]


def cast_this_turn(game: Game, player: int, kind: Selector = anything) -> bool:
    """Has ``player`` cast a spell that ``kind`` describes this turn ("if you've
    cast a creature spell this turn")?"""
    return any(kind.matches(game, spell, player) for spell in spells_cast_this_turn(game, player))


def cant_attack_unless_cast(kind: Selector) -> ContinuousEffect:
    """ "This creature can't attack unless you've cast a <kind> spell this turn"
    (CR 508.1c): it has "can't attack" while its controller hasn't."""

    @affects_only_its_source
    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        return (
            source is not None
            and obj.id == source.id
            and not cast_this_turn(game, ch.controller, kind)
        )

    return grant((KeywordName.CANT_ATTACK,), applies)


__all__ = ["cant_attack_unless_cast", "cast_this_turn", "spells_cast_this_turn"]
