"""Onslaught, the rest of the set (9): Commando Raid, Slate of Ancestry ("discard
your hand" as a cost), Riptide Replicator, Elvish Guidance (an Aura's
triggered mana ability, CR 605.1b) and Sea's Claim (a land that is an Island,
CR 305.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import CounterKind, DecisionKind
from ..core.mana import COLOURS
from ..engine.layers import ContinuousEffect, enchanted
from ..engine.ops import Op
from ..engine.targets import has_type, target_creature, target_permanent, you_control
from ..engine.triggers import DealsCombatDamage
from ..language.as_enters import as_enters
from ..language.effects import Custom, DealDamage, Draw, May
from ..language.keywords import tap_for
from ..mechanics.land_aura_mana import EnchantedLandAddsMana
from . import Activated, Enchant, Replacement, Static, Triggered, behaviour, cost, token
from .onslaught_batch1 import GainAbilities, chosen_type
from .onslaught_batch8 import CreatureThatPlayerControls
from .onslaught_tribal import count_on_battlefield

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# -------------------------------------------------------------- Commando Raid
def _its_power(game: Game, ctx: Context) -> int:
    """The power of the creature whose ability this is (last known, CR 608.2h)."""
    ch = game.last_known(ctx.source)
    return max(0, ch.power or 0) if ch is not None else 0


_RAIDED = CreatureThatPlayerControls(
    "target.creature_that_player_controls", objects=lambda g, o, c: g.chars(o).is_creature
)
RAID = Triggered(DealsCombatDamage(to_player=True), (May(DealDamage(_its_power, _RAIDED)),))
behaviour(
    "Commando Raid",
    spell=[
        GainAbilities(
            target_creature(you_control(lambda g, o, c: True), label="target.creature_you_control"),
            (RAID,),
        )
    ],
)


# ----------------------------------------------------------- Slate of Ancestry
def _creatures_you_control(game: Game, ctx: Context) -> int:
    return sum(
        1
        for o in game.battlefield
        if game.chars(o).is_creature and game.chars(o).controller == ctx.controller
    )


behaviour(
    "Slate of Ancestry",
    abilities=[
        Activated(cost("{4}", tap=True, discard_hand=True), (Draw(_creatures_you_control),))
    ],
)


# ---------------------------------------------------------- Riptide Replicator
def _colours(game: Game, obj: GameObject, player: int) -> tuple[str, ...]:
    return tuple(COLOURS)


def _types(game: Game, obj: GameObject, player: int) -> tuple[str, ...]:
    return CREATURE_TYPES


def _mark(prefix: str):
    def fold(game: Game, data: dict[Any, Any], chosen: Any) -> dict[Any, Any]:
        return {"designations": frozenset(data.get("designations") or ()) | {f"{prefix}:{chosen}"}}

    return fold


def _x_charge_counters(game: Game, op: Op) -> Op:
    """ "This artifact enters with X charge counters on it": X as cast (0 if it
    wasn't cast, CR 107.3m)."""
    spell = game.objects.get(op["obj"])
    info = spell.cast_info if spell is not None else None
    x = info.ctx.x if info is not None and info.ctx is not None else 0
    counters = dict(op.get("counters") or {})
    if x > 0:  # with X = 0 it enters with no counters (CR 122.6)
        counters[CounterKind.CHARGE] = counters.get(CounterKind.CHARGE, 0) + x
    return op.replaced(("counters", CounterKind.CHARGE), counters=counters)


def _chosen_colour(obj: GameObject | None) -> str:
    for mark in obj.designations if obj is not None else ():
        if mark.startswith("colour:"):
            return mark.split(":", 1)[1]
    return ""


def _replica(game: Game, ctx: Context, part: int) -> list[Op]:
    """An X/X token of the chosen colour and creature type, X the number of
    charge counters on the Replicator."""
    source = game.objects.get(ctx.source)
    if source is None:
        return []
    kind = chosen_type(source) or ""
    n = source.counters.get(CounterKind.CHARGE, 0)
    replica = token(kind, f"Creature — {kind}", f"{n}/{n}", colour=_chosen_colour(source))
    return [Op("token", controller=ctx.controller, card=replica)]


behaviour(
    "Riptide Replicator",
    abilities=[
        as_enters(DecisionKind.COLOUR, "prompt.choose_colour", _colours, _mark("colour")),
        as_enters(DecisionKind.CREATURE_TYPE, "prompt.choose_creature_type", _types, _mark("type")),
        Replacement("enter", lambda game, obj, op: True, _x_charge_counters, text="X counters"),
        Activated(cost("{4}", tap=True), (Custom(_replica, key="effect.token"),)),
    ],
)


# ------------------------------------------------------------ Elvish Guidance
behaviour(
    "Elvish Guidance",
    abilities=[
        Enchant(target_permanent(has_type("Land"), "target.land")),
        EnchantedLandAddsMana("G", times=count_on_battlefield("Elf")),
    ],
)


# ----------------------------------------------------------------- Sea's Claim
ISLAND_MANA = tap_for("U")
_LAND_KEPT = frozenset(CREATURE_TYPES)  # a land creature keeps its creature types


def _is_an_island(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    """CR 305.7: a land whose subtype is set to Island loses its other land
    types and the abilities of its rules text, and has "{T}: Add {U}"."""
    ch.subtypes = (ch.subtypes & _LAND_KEPT) | {"Island"}
    ch.abilities = (ISLAND_MANA,)


behaviour(
    "Sea's Claim",
    abilities=[
        Enchant(target_permanent(has_type("Land"), "target.land")),
        Static((ContinuousEffect("4", _is_an_island, applies=enchanted, key="ce.land_type"),)),
    ],
)
