"""Casting only from the hand: "Until your next turn, your opponents can't cast
spells from anywhere other than their hands" (Avatar's Wrath).

Resolving the effect creates a rules-changing continuous effect (CR 611.3); while
it lasts, the engine forbids (``RULES.cast_restrictions``) each opponent of its
controller to cast a spell whose card is not in that opponent's hand: the
graveyard, exile, the top of a library, another player's hand (CR 601.2a,
601.3).  "Until your next turn" ends as its controller's next turn begins
(CR 611.2a; turns in turn order, no extra turns foreseen).  Lands are played,
not cast (CR 305.1), so playing one from elsewhere stays allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect
from ..engine.layers import rule_change
from ..engine.objects import HAND
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

HAND_ONLY_KEY = "ce.opponents_cast_only_from_hand"


@dataclass(frozen=True)
class OpponentsCastOnlyFromHand(Effect):
    """ "Until your next turn, your opponents can't cast spells from anywhere
    other than their hands"."""

    key: str = "effect.hand_only"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        me = ctx.controller
        ahead = (me - game.active_player) % len(game.players) or len(game.players)
        rule = rule_change(
            game,
            HAND_ONLY_KEY,
            ctx.source,
            me,
            params=(("your_next_turn", game.turn_number + ahead),),
        )
        return [Op("effect", effect=rule)]


def _not_from_hand(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    """Is ``player`` casting ``obj`` from elsewhere than their hand while an
    opponent's effect forbids it?"""
    if obj.zone == HAND and obj.owner == player:
        return False
    return any(
        effect.key == HAND_ONLY_KEY
        and effect.controller != player
        and game.turn_number < dict(effect.params)["your_next_turn"]
        for effect in game.effects
    )


def register(rules: Registry) -> None:
    """The engine asks the restriction before any spell is cast."""
    rules.cast_restrictions.register(_not_from_hand)


__all__ = ["OpponentsCastOnlyFromHand"]
