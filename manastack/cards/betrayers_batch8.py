"""Betrayers of Kamigawa, eighth batch: damage redirection (CR 614.9, with the
shields of :mod:`manastack.mechanics.prevention`): Opal-Eye, Ward of Piety and
Shining Shoal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.targets import any_target, target_creature
from ..language.effects import x_value
from ..language.keywords import DEFENDER
from ..mechanics.bushido import bushido
from ..mechanics.genju import enchanted_permanent
from ..mechanics.prevention import PreventDamage, Redirect, you_and_your_creatures
from ..mechanics.shoals import shoal_cost
from . import Activated, Enchant, behaviour, cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def _whatever_it_is_dealt_to(game: Game, ctx: Context) -> None:
    """Opal-Eye: the chosen source's next damage, whatever it would be dealt to."""
    return None


def _this_permanent(game: Game, ctx: Context) -> Any:
    return ctx.source


def _this_if_here(game: Game, ctx: Context) -> list[Any]:
    return [ctx.source] if ctx.source in game.battlefield else []


def _the_enchanted_creature(game: Game, ctx: Context) -> Any:
    found = enchanted_permanent(game, ctx)
    return found[0] if found else -1  # -1: nothing is protected


behaviour(
    "Opal-Eye, Konda's Yojimbo",
    abilities=[
        DEFENDER,
        bushido(1),
        Activated(
            cost(tap=True),
            (Redirect(_whatever_it_is_dealt_to, _this_permanent, choose_source=True),),
        ),
        Activated(cost("{1}{W}"), (PreventDamage(_this_if_here, 1),)),
    ],
)
behaviour(
    "Ward of Piety",
    abilities=[
        Enchant(target_creature()),
        Activated(cost("{1}{W}"), (Redirect(_the_enchanted_creature, any_target(), 1),)),
    ],
)
behaviour(
    "Shining Shoal",
    abilities=[shoal_cost("W")],
    spell=[Redirect(you_and_your_creatures, any_target(), x_value, choose_source=True)],
)
