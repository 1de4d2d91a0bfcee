"""Avatar: The Last Airbender (TLA), batch B: cards that watch attacks, combat
damage and sacrifices ("whenever you attack", "one or more", "only once each
turn", reflexive "when you do").  Each has a scenario in
``tests/test_tla_batch_b_combat.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import anthem, creatures_you_control
from ..engine.model import token
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op
from ..engine.targets import TargetSpec, is_creature, target_creature, you_control
from ..engine.triggers import AtStep, Attacks, Enters, OnEvent
from ..language.effects import (
    YOU,
    AddCounters,
    CreateToken,
    Custom,
    Discard,
    Draw,
    If,
    LoseLife,
    MayPay,
    MoveCard,
    Pump,
    SearchLibrary,
)
from ..language.keywords import DEFENDER, FLYING, REACH
from ..mechanics.batched import (
    OncePerTurn,
    OneOrMoreAttack,
    OneOrMoreDealCombatDamageToAPlayer,
    attackers_in_step,
)
from ..mechanics.delayed import create_delayed
from ..mechanics.earthbend import Earthbend
from ..mechanics.food import CreateClue
from ..mechanics.lessons import shrines_you_control
from ..mechanics.prowess import PROWESS_KEYWORD
from ..mechanics.reflexive import WhenYouDo, events_this_resolution
from ..mechanics.this_turn import permanents_sacrificed_this_turn
from . import Static, Triggered, behaviour
from .avatar import ALLY
from .avatar_allies import you_sacrifice

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------------ helpers
def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    ]


def _basic_land_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Basic" in face.supertypes and "Land" in face.types


def _attacking(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.combat is not None and obj.id in game.combat.attackers


_YOUR_CREATURE = target_creature(you_control(is_creature), "target.creature_you_control")
_ATTACKING_CREATURE = TargetSpec("target.attacking_creature", objects=_attacking)


def sacrificed_this_turn(game: Game, ctx: Context) -> int:
    """ "The number of permanents you've sacrificed this turn" (CR 701.17)."""
    return permanents_sacrificed_this_turn(game, ctx.controller)


# ------------------------------------------------------------------ attacks
def _ally(game: Game, oid: int, _me: int) -> bool:
    return "Ally" in game.chars(oid).subtypes


behaviour(
    "Invasion Tactics",
    abilities=[
        Triggered(Enters(), (Pump(_your_creatures, 2, 2),)),
        Triggered(OneOrMoreDealCombatDamageToAPlayer(_ally), (Draw(1),)),
    ],
)

BALLISTIC_BOULDER = token(
    "Ballistic Boulder",
    "Artifact Creature — Construct",
    "2/1",
    text="Flying",
    abilities=[FLYING],
)
"""Fire Navy Trebuchet's 2/1 colourless flying Construct."""


def _boulder_attacking(game: Game, ctx: Context, part: int) -> list[Op]:
    """Create the Boulder tapped and attacking (CR 508.4: never declared)."""
    return [
        Op("token_attacking", controller=ctx.controller, card=BALLISTIC_BOULDER, source=ctx.source)
    ]


def _sacrifice_boulder_later(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Sacrifice that token at the beginning of the next end step": a delayed
    trigger for the token just created (CR 603.7)."""
    made = [
        e["new"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.ZONE and e["to"] == BATTLEFIELD and e["card"] == "Ballistic Boulder"
    ]
    if not made:
        return []
    when = AtStep("end", yours=False)
    ability = Triggered(when, (MoveCard(made[-1], BATTLEFIELD, GRAVEYARD, "sacrifice"),))
    return [create_delayed(when, ability, ctx.controller, ctx.source)]


behaviour(
    "Fire Navy Trebuchet",
    abilities=[
        DEFENDER,
        REACH,
        Triggered(
            OneOrMoreAttack(),
            (
                Custom(_boulder_attacking, key="effect.token"),
                Custom(_sacrifice_boulder_later, key="effect.delayed"),
            ),
        ),
    ],
)

_LOSE_1_AND_CLUE = (LoseLife(1, YOU), CreateClue())
behaviour(
    "Obsessive Pursuit",
    abilities=[
        Triggered(Enters(), _LOSE_1_AND_CLUE),
        Triggered(AtStep("upkeep"), _LOSE_1_AND_CLUE),
        Triggered(
            OneOrMoreAttack(),
            (
                AddCounters(_ATTACKING_CREATURE, amount=sacrificed_this_turn),
                If(
                    lambda g, c: sacrificed_this_turn(g, c) >= 3,
                    Pump(_ATTACKING_CREATURE, keywords=(KeywordName.LIFELINK,)),
                ),
            ),
        ),
    ],
)


def _flier(game: Game, oid: int, _me: int) -> bool:
    return KeywordName.FLYING in game.chars(oid).keywords


def _discarded_a_nonland_card(game: Game, ctx: Context) -> bool:
    return any(
        e.kind == EventKind.ZONE
        and e["cause"] == "discard"
        and e["new"] in game.objects
        and "Land" not in game.objects[e["new"]].card.faces[0].types
        for e in events_this_resolution(game)
    )


behaviour(
    "Teo, Spirited Glider",
    abilities=[
        FLYING,
        Triggered(
            OneOrMoreAttack(_flier),
            (
                Draw(1),
                Discard(1),
                WhenYouDo((AddCounters(_YOUR_CREATURE),), did=_discarded_a_nonland_card),
            ),
        ),
    ],
)


def _power_4_or_greater(game: Game, oid: int, _me: int) -> bool:
    return (game.chars(oid).power or 0) >= 4


BEAR = token("Bear", "Creature — Bear", "4/4", colour="G")
behaviour(
    "The Earth King",
    abilities=[
        Triggered(Enters(), (CreateToken(BEAR),)),
        Triggered(
            OneOrMoreAttack(_power_4_or_greater),
            (
                SearchLibrary(
                    _basic_land_card,
                    to=BATTLEFIELD,
                    tapped=True,
                    count=lambda g, c: len(attackers_in_step(g, c.controller, _power_4_or_greater)),
                ),
            ),
        ),
    ],
)
behaviour(
    "Ty Lee, Artful Acrobat",
    abilities=[
        PROWESS_KEYWORD,
        Triggered(
            Attacks(),
            (
                MayPay(
                    "{1}",
                    then=(
                        WhenYouDo((Pump(target_creature(), keywords=(KeywordName.CANT_BLOCK,)),)),
                    ),
                ),
            ),
        ),
    ],
)


# ------------------------------------------------------------------ dies
_FISSURED = target_creature()


def _when_it_dies_this_turn(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "When that creature dies this turn, you earthbend 4": a delayed trigger
    watching that creature, for this turn only (CR 603.7, 603.6c)."""
    targets = game.still_legal(ctx, _FISSURED, part)
    if not targets:
        return []
    watched, turn = targets[0], game.turn_number

    def dies(g: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE
            and event["obj"] == watched
            and event["frm"] == BATTLEFIELD
            and event["to"] == GRAVEYARD
            and g.turn_number == turn
        )

    when = OnEvent(dies, key="trigger.dies")
    return [create_delayed(when, Triggered(when, (Earthbend(4),)), ctx.controller, ctx.source)]


behaviour(
    "Fatal Fissure",
    spell=[Custom(_when_it_dies_this_turn, targets=(_FISSURED,), key="effect.delayed")],
)


# ------------------------------------------------------------------ Shrines
def _another_shrine_you_control_enters(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD or event["new"] == source:
        return False
    entered = game.chars(event["new"])
    return "Shrine" in entered.subtypes and entered.controller == ch.controller


behaviour(
    "Kyoshi Island Plaza",
    abilities=[
        Triggered(
            Enters(),
            (
                SearchLibrary(
                    _basic_land_card, to=BATTLEFIELD, tapped=True, count=shrines_you_control
                ),
            ),
        ),
        Triggered(
            OnEvent(_another_shrine_you_control_enters, key="trigger.another_shrine"),
            (SearchLibrary(_basic_land_card, to=BATTLEFIELD, tapped=True),),
        ),
    ],
)


# ------------------------------------------------------------ once each turn
behaviour(
    "Tolls of War",
    abilities=[
        Triggered(Enters(), (CreateClue(),)),
        Triggered(OncePerTurn(you_sacrifice(your_turn=True)), (CreateToken(ALLY),)),
    ],
)


def _another_permanent_you_control_leaves_in_your_turn(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["obj"] == source:
        return False
    return event["controller"] == ch.controller and game.active_player == ch.controller


behaviour(
    "Suki, Courageous Rescuer",
    abilities=[
        Static(anthem(1, 0, creatures_you_control(other=True))),
        Triggered(
            OncePerTurn(
                OnEvent(
                    _another_permanent_you_control_leaves_in_your_turn,
                    key="trigger.leaves",
                    looks_back=True,
                )
            ),
            (CreateToken(ALLY),),
        ),
    ],
)
