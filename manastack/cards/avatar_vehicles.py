"""Vehicles of Avatar: The Last Airbender (TLA) and Marvel's Spider-Man (SPM), built
on :mod:`manastack.mechanics.vehicles` (crew, CR 702.122), and the TLA creatures
that put stun counters (:mod:`manastack.mechanics.stun`, CR 122.1d).  Each has a
scenario in ``tests/test_tla_vehicles.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, KeywordName
from ..engine.layers import ContinuousEffect, board_only
from ..engine.objects import BATTLEFIELD, Characteristics, GameObject
from ..engine.ops import Op
from ..engine.selectors import nonland
from ..engine.targets import (
    has_subtype,
    is_creature,
    opponent_controls,
    target_creature,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, Blocks, Dies, Enters
from ..language.effects import (
    SELF,
    AddCounters,
    Custom,
    Destroy,
    Draw,
    If,
    May,
    MayPay,
    Pump,
    ReturnToHand,
    SearchLibrary,
    Sequence_,
    TapOrUntap,
)
from ..language.keywords import FLYING, REACH, TRAMPLE, VIGILANCE
from ..mechanics.firebending import firebending
from ..mechanics.food import CreateClue
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.this_turn import permanents_sacrificed_this_turn
from ..mechanics.vehicles import BecomeArtifactCreature, artifact_creature_while, crew
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Triggered, behaviour, cost
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
                    AnotherTarget("target.other_nonland_permanent", objects=nonland, minimum=0)
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


def _power_4_or_less(game: Game, obj: GameObject, _controller: int) -> bool:
    return (game.chars(obj).power or 0) <= 4


def _untapped(game: Game, ctx: Context) -> bool:
    source = game.objects.get(ctx.source)
    return source is not None and source.zone == BATTLEFIELD and not source.tapped


@board_only
def _lose_hexproof_and_indestructible(
    ch: Characteristics, game: Game, source: object, obj: GameObject
) -> None:
    ch.keywords = ch.keywords - {KeywordName.HEXPROOF, KeywordName.INDESTRUCTIBLE}


def _strip_opponents_permanents(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Permanents your opponents control lose hexproof and indestructible until
    end of turn": layer 6 (CR 613.1f), the set locked on resolution (CR 611.2c)."""
    theirs = frozenset(
        oid for oid in game.battlefield if game.chars(oid).controller != ctx.controller
    )
    effect = ContinuousEffect(
        "6",
        _lose_hexproof_and_indestructible,
        locked=theirs,
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.lose_keywords",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "The Fire Nation Drill",
    abilities=[
        TRAMPLE,
        Triggered(
            Enters(),
            (
                If(
                    _untapped,
                    May(
                        Sequence_(
                            (
                                TapOrUntap(SELF),
                                WhenYouDo(
                                    (
                                        Destroy(
                                            target_creature(
                                                _power_4_or_less,
                                                "target.creature_power_4_or_less",
                                            )
                                        ),
                                    )
                                ),
                            )
                        )
                    ),
                ),
            ),
        ),
        Activated(
            cost("{1}"),
            (Custom(_strip_opponents_permanents, key="effect.lose_keywords"),),
            text="{1}: Permanents your opponents control lose hexproof and indestructible",
        ),
        crew(2),
    ],
)


def _sacrificed_a_permanent_this_turn(game: Game, source: int, _event: object = None) -> bool:
    """ "If you sacrificed a permanent this turn" (an intervening "if", CR 603.4)."""
    return permanents_sacrificed_this_turn(game, game.lki_controller(source)) > 0


def _copy_of_this(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Create a token that's a copy of this Vehicle" (CR 707.2, 111.10): the
    Airship's copiable values are its card's printed ones."""
    source = game.objects.get(ctx.source) or game.lki_objects.get(ctx.source)
    if source is None:
        return []
    return [Op("token", controller=ctx.controller, card=source.card)]


def _eight_airships(game: Game, vehicle: GameObject) -> bool:
    """Eight or more permanents named Phoenix Fleet Airship under the Vehicle's
    controller.  Read in layer 4, so from the objects' printed names and their
    controllers before layer 2 (no other effect here changes either)."""
    name = vehicle.card.name
    mine = sum(
        1
        for oid in game.battlefield
        if game.objects[oid].card.name == name
        and game.objects[oid].controller == vehicle.controller
    )
    return mine >= 8


behaviour(
    "Phoenix Fleet Airship",
    abilities=[
        FLYING,
        Triggered(
            AtStep("end"),
            (Custom(_copy_of_this, key="effect.token_copy"),),
            condition=_sacrificed_a_permanent_this_turn,
        ),
        artifact_creature_while(_eight_airships, "eight or more Phoenix Fleet Airships"),
        crew(1),
    ],
)


# ------------------------------------------------------------------ SPM Vehicles
def _another_attacking(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.combat is not None and obj.id in game.combat.attackers


behaviour(
    "Passenger Ferry",
    abilities=[
        Triggered(
            Attacks(),
            (
                MayPay(
                    "{U}",
                    (
                        WhenYouDo(
                            (
                                Pump(
                                    AnotherTarget(
                                        "target.another_attacking_creature",
                                        objects=_another_attacking,
                                    ),
                                    keywords=(KeywordName.UNBLOCKABLE,),
                                ),
                            )
                        ),
                    ),
                ),
            ),
        ),
        crew(2),
    ],
)


def _basic_land(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Basic" in face.supertypes and "Land" in face.types


behaviour(
    "Subway Train",
    abilities=[
        Triggered(Enters(), (MayPay("{G}", (SearchLibrary(_basic_land, reveal=True),)),)),
        crew(2),
    ],
)


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


def _artifact_creatures_and_vehicles_you_control(game: Game, ctx: Context) -> list[int]:
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == ctx.controller and (
            ("Artifact" in ch.types and ch.is_creature) or "Vehicle" in ch.subtypes
        ):
            found.append(oid)
    return found


def _artifact(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Artifact" in game.chars(obj).types


behaviour(
    "Iron Spider, Stark Upgrade",
    abilities=[
        VIGILANCE,
        Activated(
            cost(tap=True),
            (AddCounters(_artifact_creatures_and_vehicles_you_control, CounterKind.P1P1),),
            text="{T}: Put a +1/+1 counter on each artifact creature and/or Vehicle you control",
        ),
        Activated(
            cost("{2}", remove_counters_among=(CounterKind.P1P1, 2, _artifact)),
            (Draw(1),),
            text="{2}, Remove two +1/+1 counters from among artifacts you control: Draw a card",
        ),
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
