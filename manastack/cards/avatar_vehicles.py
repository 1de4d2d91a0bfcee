"""Vehicles of Avatar: The Last Airbender (TLA) and Marvel's Spider-Man (SPM), built
on :mod:`manastack.mechanics.vehicles` (crew, CR 702.122), and the TLA creatures
that put stun counters (:mod:`manastack.mechanics.stun`, CR 122.1d).  Each has a
scenario in ``tests/test_tla_vehicles.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, KeywordName
from ..engine.objects import GameObject
from ..engine.targets import (
    has_subtype,
    is_creature,
    opponent_controls,
    target_creature,
    you_control,
)
from ..engine.triggers import Attacks, Blocks, Dies, Enters
from ..language.effects import (
    SELF,
    AddCounters,
    Pump,
    ReturnToHand,
    TapOrUntap,
)
from ..language.keywords import FLYING, REACH, TRAMPLE
from ..mechanics.firebending import firebending
from ..mechanics.food import CreateClue
from ..mechanics.vehicles import BecomeArtifactCreature, artifact_creature_while, crew
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Triggered, behaviour, cost
from .avatar_bending import _nonland
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

FIRE = "fire"  # War Balloon's fire counters

_CREATURE_OPPONENT = target_creature(opponent_controls(is_creature), "target.creature_opponent")


# ------------------------------------------------------------------ TLA Vehicles
behaviour("Fire Nation Warship", abilities=[REACH, Triggered(Dies(), (CreateClue(),)), crew(2)])

behaviour(
    "Tundra Tank",
    abilities=[
        firebending(1),
        Triggered(
            Enters(),
            (
                Pump(
                    target_creature(you_control(is_creature), "target.creature_you_control"),
                    keywords=(KeywordName.INDESTRUCTIBLE,),
                ),
            ),
        ),
        crew(1),
    ],
)


def _three_fire_counters(_game: Game, vehicle: GameObject) -> bool:
    return vehicle.counters.get(FIRE, 0) >= 3


behaviour(
    "War Balloon",
    abilities=[
        FLYING,
        Activated(cost("{1}"), (AddCounters(SELF, FIRE),), text="{1}: Put a fire counter"),
        artifact_creature_while(_three_fire_counters, "three or more fire counters"),
        crew(3),
    ],
)

behaviour(
    "Invasion Submersible",
    abilities=[
        Triggered(
            Enters(),
            (
                ReturnToHand(
                    AnotherTarget("target.other_nonland_permanent", objects=_nonland, minimum=0)
                ),
            ),
        ),
        Activated(
            waterbend_cost("{3}"),
            (BecomeArtifactCreature(until=""), AddCounters(SELF, CounterKind.P1P1, 3)),
            exhaust=True,
            text="Exhaust — Waterbend {3}",
        ),
    ],
)


# ------------------------------------------------------------------ SPM Vehicles
def _spiders_you_control(game: Game, ctx: Context) -> int:
    spider = you_control(has_subtype("Spider"))
    return sum(1 for oid in game.battlefield if spider(game, game.objects[oid], ctx.controller))


behaviour(
    "Spider-Mobile",
    abilities=[
        TRAMPLE,
        Triggered(Attacks(), (Pump(SELF, _spiders_you_control, _spiders_you_control),)),
        Triggered(Blocks(), (Pump(SELF, _spiders_you_control, _spiders_you_control),)),
        crew(2),
    ],
)


# --------------------------------------------------------------- stun counters
behaviour(
    "Rowdy Snowballers",
    abilities=[
        Triggered(
            Enters(),
            (
                TapOrUntap(_CREATURE_OPPONENT),
                AddCounters(_CREATURE_OPPONENT, CounterKind.STUN),
            ),
        )
    ],
)

__all__ = ["FIRE"]
