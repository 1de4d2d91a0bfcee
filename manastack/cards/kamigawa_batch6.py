"""Champions of Kamigawa, the rest of the set (6): "Tap an untapped <permanent>
you control" costs (CR 118.3, 602.2b; Azami, Aura of Dominion, Hair-Strung Koto,
Honor-Worn Shaku)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.targets import target_player
from ..language.effects import SELF, Draw, Mill, TapOrUntap
from ..language.keywords import tap_for
from . import Activated, behaviour, cost
from .kamigawa_batch1 import ENCHANT_CREATURE, enchanted_creature

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _untapped_creature(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_creature


def _untapped_wizard(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_creature and "Wizard" in game.chars(obj).subtypes


def _untapped_legend(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Legendary" in game.chars(obj).supertypes


behaviour(
    "Azami, Lady of Scrolls",
    abilities=[Activated(cost(tap_untapped=_untapped_wizard), (Draw(1),))],
)
behaviour(
    "Aura of Dominion",
    abilities=[
        ENCHANT_CREATURE,
        Activated(
            cost("{1}", tap_untapped=_untapped_creature),
            (TapOrUntap(enchanted_creature, untap=True),),
        ),
    ],
)
behaviour(
    "Hair-Strung Koto",
    abilities=[Activated(cost(tap_untapped=_untapped_creature), (Mill(1, who=target_player()),))],
)
behaviour(
    "Honor-Worn Shaku",
    abilities=[
        tap_for("{C}"),
        Activated(cost(tap_untapped=_untapped_legend), (TapOrUntap(SELF, untap=True),)),
    ],
)
