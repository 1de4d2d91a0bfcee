"""Betrayers of Kamigawa: the Patrons (offering, :mod:`manastack.mechanics.offering`)
and other single cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.ops import Op
from ..engine.triggers import Attacks, OnEvent
from ..language.effects import Custom, GainLife, May, Pump
from ..mechanics.offering import offering
from . import Activated, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics


def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    ]


behaviour(
    "Patron of the Akki",
    abilities=[offering("Goblin"), Triggered(Attacks(), (Pump(_your_creatures, 2, 0),))],
)


def _a_creature_attacks(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.ATTACK


behaviour(
    "Patron of the Kitsune",
    abilities=[
        offering("Fox"),
        Triggered(OnEvent(_a_creature_attacks, key="trigger.attacks"), (May(GainLife(1)),)),
    ],
)


def _permanent_to_opponents_graveyard(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.ZONE
        and event["frm"] == BATTLEFIELD
        and event["to"] == GRAVEYARD
        and event["owner"] != ch.controller
        and not event["token"]
    )


def _that_player_loses_1(game: Game, ctx: Context, part: int) -> list[Op]:
    owner = (ctx.event or {}).get("owner")
    return [] if owner is None else [Op("life", player=owner, amount=-1)]


behaviour(
    "Patron of the Nezumi",
    abilities=[
        offering("Rat"),
        Triggered(
            OnEvent(_permanent_to_opponents_graveyard, key="trigger.event"),
            (Custom(_that_player_loses_1, key="effect.lose_life"),),
        ),
    ],
)


def _untap_forests_and_green_creatures(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("untap", obj=oid)
        for oid in game.battlefield
        if "Forest" in game.chars(oid).subtypes
        or (game.chars(oid).is_creature and "G" in game.chars(oid).colours)
    ]


behaviour(
    "Patron of the Orochi",
    abilities=[
        offering("Snake"),
        Activated(
            cost(tap=True),
            (Custom(_untap_forests_and_green_creatures, key="effect.untap"),),
            once_each_turn=True,
        ),
    ],
)
