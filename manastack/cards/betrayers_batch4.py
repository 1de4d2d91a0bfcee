"""Betrayers of Kamigawa, fourth batch: the Genju (:mod:`manastack.mechanics.genju`),
Flames of the Blood Hand, Twist Allegiance and Orb of Dreams."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.objects import BATTLEFIELD, is_player_ref, player_of
from ..engine.ops import Op
from ..engine.targets import TargetSpec, any_player, target_opponent
from ..engine.triggers import OnEvent
from ..language.control import take_control
from ..language.effects import SELF, Custom, Pump, players_for
from ..mechanics.genju import genju
from ..mechanics.no_life_gain import NoLifeGain
from . import Activated, Replacement, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------------------- the Genju
def _this_deals_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["source"] == source


def _controller_gains_that_much(game: Game, ctx: Context, part: int) -> list[Op]:
    amount = int((ctx.event or {}).get("amount", 0))
    return [Op("life", player=ctx.controller, amount=amount)] if amount > 0 else []


_GAINS_THAT_MUCH = Triggered(
    OnEvent(_this_deals_damage, key="trigger.damage"),
    (Custom(_controller_gains_that_much, key="effect.gain_life"),),
    text="Whenever this creature deals damage, its controller gains that much life.",
)
_PUMPS_FOR_B = Activated(
    cost("{B}"), (Pump(SELF, 1, 1),), text="{B}: This creature gets +1/+1 until end of turn."
)

behaviour(
    "Genju of the Fields", abilities=genju("Plains", 2, 5, "W", abilities=(_GAINS_THAT_MUCH,))
)
behaviour(
    "Genju of the Falls", abilities=genju("Island", 3, 2, "U", keywords=(KeywordName.FLYING,))
)
behaviour("Genju of the Fens", abilities=genju("Swamp", 2, 2, "B", abilities=(_PUMPS_FOR_B,)))
behaviour("Genju of the Spires", abilities=genju("Mountain", 6, 1, "R"))
behaviour("Genju of the Cedars", abilities=genju("Forest", 4, 4, "G"))
behaviour(
    "Genju of the Realm",
    abilities=genju(None, 8, 12, None, keywords=(KeywordName.TRAMPLE,), supertypes=("Legendary",)),
)

# ---------------------------------------------------------------------- red
_FLAMES_TARGET = TargetSpec(
    "target.player_or_planeswalker",
    objects=lambda g, o, c: "Planeswalker" in g.chars(o).types,
    players=any_player,
)


def _unpreventable_4(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("damage", source=ctx.source, target=ref, amount=4, combat=False, unpreventable=True)
        for ref in game.still_legal(ctx, _FLAMES_TARGET, part)
    ]


def _that_player(game: Game, ctx: Context) -> list[int]:
    """The player dealt damage, or the planeswalker's controller (CR 608.2h)."""
    found = []
    for ref in ctx.chosen_for(_FLAMES_TARGET, 0):
        found.append(player_of(ref) if is_player_ref(ref) else game.lki_controller(ref, True))
    return found


behaviour(
    "Flames of the Blood Hand",
    spell=[
        Custom(_unpreventable_4, targets=(_FLAMES_TARGET,), key="effect.damage"),
        NoLifeGain(_that_player),
    ],
)

_TWIST_OPPONENT = target_opponent()


def _exchange_creatures(game: Game, ctx: Context, part: int) -> list[Op]:
    """Twist Allegiance: each player takes the other's creatures until end of turn,
    untaps them, and they gain haste (the sets are fixed as it resolves, CR 611.2c)."""
    ops: list[Op] = []
    for them in players_for(_TWIST_OPPONENT, game, ctx, part):
        mine = [o for o in game.creatures() if game.chars(o).controller == ctx.controller]
        theirs = [o for o in game.creatures() if game.chars(o).controller == them]
        ops += take_control(game, ctx, theirs, ctx.controller, untap=True, haste=True)
        ops += take_control(game, ctx, mine, them, untap=True, haste=True)
    return ops


behaviour(
    "Twist Allegiance",
    spell=[Custom(_exchange_creatures, targets=(_TWIST_OPPONENT,), key="effect.threaten")],
)


# ------------------------------------------------------------------ artifacts
def _a_permanent_would_enter_untapped(game: Game, orb: GameObject, op: Op) -> bool:
    """A card moving onto the battlefield or a token being created (CR 111.1)."""
    entering = (op.kind == "move" and op["to"] == BATTLEFIELD) or op.kind == "token"
    return entering and not op.get("tapped")


def _tapped(game: Game, op: Op) -> Op:
    return op.replaced("orb_of_dreams", tapped=True)


behaviour(
    "Orb of Dreams",
    abilities=[
        Replacement(
            "move",
            _a_permanent_would_enter_untapped,
            _tapped,
            self_only=False,
            text="Permanents enter tapped.",
        )
    ],
)
