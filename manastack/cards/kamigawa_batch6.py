"""Champions of Kamigawa, the rest of the set (6): "Tap an untapped <permanent>
you control" costs (CR 118.3, 602.2b; Azami, Aura of Dominion, Hair-Strung Koto,
Honor-Worn Shaku) and "Return N lands you control" costs (the Soratami)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import GRAVEYARD
from ..engine.ops import Op, move
from ..engine.selectors import creatures, legendary, subtype
from ..engine.targets import target_creature, target_player
from ..language.effects import SELF, Custom, Draw, Mill, ReturnToHand, TapOrUntap
from ..language.keywords import FLYING, tap_for
from . import Activated, behaviour, cost
from .kamigawa_batch1 import ENCHANT_CREATURE, enchanted_creature

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


behaviour(
    "Azami, Lady of Scrolls",
    abilities=[Activated(cost(tap_untapped=(creatures & subtype("Wizard"), 1)), (Draw(1),))],
)
behaviour(
    "Aura of Dominion",
    abilities=[
        ENCHANT_CREATURE,
        Activated(
            cost("{1}", tap_untapped=(creatures, 1)),
            (TapOrUntap(enchanted_creature, untap=True),),
        ),
    ],
)
behaviour(
    "Hair-Strung Koto",
    abilities=[Activated(cost(tap_untapped=(creatures, 1)), (Mill(1, who=target_player()),))],
)
behaviour(
    "Honor-Worn Shaku",
    abilities=[
        tap_for("{C}"),
        Activated(cost(tap_untapped=(legendary, 1)), (TapOrUntap(SELF, untap=True),)),
    ],
)


# ------------------------------------------- "Return N lands you control" costs
def _land(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_land


behaviour(
    "Soratami Mirror-Mage",
    abilities=[
        FLYING,
        Activated(
            cost("{3}", return_to_hand=_land, return_count=3), (ReturnToHand(target_creature()),)
        ),
    ],
)


def _discard_hand(game: Game, ctx: Context, part: int) -> list[Op]:
    """Discard all the cards in your hand (noting how many, for "that many")."""
    hand = list(game.players[ctx.controller].hand)
    ctx.results[("discarded", part)] = len(hand)
    return [move(c, GRAVEYARD, "discard") for c in hand]


behaviour(
    "Soratami Seer",
    abilities=[
        FLYING,
        Activated(
            cost("{4}", return_to_hand=_land, return_count=2),
            (
                Custom(_discard_hand, key="effect.discard"),
                Draw(lambda game, ctx: ctx.results.get(("discarded", 0), 0)),
            ),
        ),
    ],
)
