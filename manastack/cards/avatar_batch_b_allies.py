"""Avatar: The Last Airbender (TLA), batch B: Allies and copies — token copies
(Joo Dee, Ran and Shaw), giving a permanent away (Iroh, Tea Master), triggers
that trigger again (Katara, the Fearless) and a reflexive return (Sandbender
Scavengers).  Each has a scenario in ``tests/test_tla_batch_b_allies.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..engine.layers import board_only
from ..engine.model import CardDef, TriggersAdditionalTime
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    is_permanent,
    target_opponent,
    target_permanent,
    you_control,
)
from ..engine.triggers import AtStep, Dies, Enters
from ..language.effects import (
    SELF,
    AddCounters,
    CreateToken,
    Custom,
    May,
    Pump,
    players_for,
)
from ..language.keywords import FLYING
from ..mechanics.firebending import firebending
from ..mechanics.food import CreateFood
from ..mechanics.reflexive import WhenYouDo, events_this_resolution
from ..mechanics.surveil import Surveil
from . import Activated, Triggered, behaviour, cost
from .avatar import ALLY
from .avatar_allies import you_sacrifice
from .avatar_batch_b_heroes import lasting
from .avatar_misc import SacrificeToDo

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


def _copiable_card(game: Game, oid: int) -> CardDef | None:
    """The card whose printed values a token copy of ``oid`` takes (CR 707.2),
    as the object last existed if it has left (CR 707.4)."""
    obj = game.objects.get(oid) or game.lki_objects.get(oid)
    return obj.card if obj is not None else None


# ------------------------------------------------------------------ Joo Dee
def _token_copy_of_this(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Create a token that's a copy of this creature" (CR 707.2, 111.1)."""
    card = _copiable_card(game, ctx.source)
    return [Op("token", controller=ctx.controller, card=card)] if card is not None else []


def _artifact_or_creature(game: Game, obj: GameObject, _player: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature or "Artifact" in ch.types


behaviour(
    "Joo Dee, One of Many",
    abilities=[
        Activated(
            cost("{B}", tap=True),
            (
                Surveil(1),
                Custom(_token_copy_of_this, key="effect.token"),
                SacrificeToDo(_artifact_or_creature, optional=False),
            ),
            sorcery_speed=True,
        )
    ],
)


# ------------------------------------------------------------- Ran and Shaw
def _not_legendary(card: CardDef) -> CardDef:
    """The copy "except it's not legendary" (CR 707.9b)."""
    faces = tuple(replace(f, supertypes=f.supertypes - {"Legendary"}) for f in card.faces)
    return replace(card, faces=faces)


def _cast_with_three_dragons_or_lessons(game: Game, source: int, event: Event) -> bool:
    """ "If you cast them and there are three or more Dragon and/or Lesson cards
    in your graveyard" (an intervening "if", CR 603.4)."""
    if event.kind != EventKind.ZONE or event["cause"] != "resolve":
        return False
    me = game.lki_controller(source, moved_ok=True)
    count = sum(
        1
        for c in game.players[me].graveyard
        if {"Dragon", "Lesson"} & game.objects[c].card.faces[0].subtypes
    )
    return count >= 3


def _nonlegendary_token_copy(game: Game, ctx: Context, part: int) -> list[Op]:
    card = _copiable_card(game, ctx.source)
    if card is None:
        return []
    return [Op("token", controller=ctx.controller, card=_not_legendary(card))]


def _your_dragons(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature
        and "Dragon" in game.chars(oid).subtypes
        and game.chars(oid).controller == ctx.controller
    ]


behaviour(
    "Ran and Shaw",
    abilities=[
        FLYING,
        firebending(2),
        Triggered(
            Enters(),
            (Custom(_nonlegendary_token_copy, key="effect.token"),),
            condition=_cast_with_three_dragons_or_lessons,
        ),
        Activated(cost("{3}{R}"), (Pump(_your_dragons, 2, 0),)),
    ],
)


# --------------------------------------------------------- Iroh, Tea Master
_OPPONENT = target_opponent()
_YOUR_PERMANENT = target_permanent(you_control(is_permanent), "target.permanent_you_control")


def _give_it_away(game: Game, ctx: Context, part: int) -> list[Op]:
    """Target opponent gains control of target permanent you control (layer 2,
    CR 613.1b), for the rest of the game."""
    given = game.still_legal(ctx, _YOUR_PERMANENT, part)
    takers = players_for(_OPPONENT, game, ctx, part)
    if not given or not takers:
        return []
    taker = takers[0]

    @board_only
    def control(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
        ch.controller = taker

    return [lasting(game, ctx, given, "2", control, "")]


def _gave_it_away(game: Game, ctx: Context) -> bool:
    given = ctx.chosen_for(_YOUR_PERMANENT, 0)
    return any(o in game.objects and game.chars(o).controller != ctx.controller for o in given)


def _owned_by_you_controlled_by_opponents(game: Game, ctx: Context) -> int:
    return sum(
        1
        for oid in game.battlefield
        if game.objects[oid].owner == ctx.controller
        and game.chars(oid).controller != ctx.controller
    )


def _the_new_ally(game: Game, ctx: Context) -> list[int]:
    made = [
        e["new"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.ZONE and e["cause"] == "token" and e["card"] == "Ally"
    ]
    return made[-1:]


behaviour(
    "Iroh, Tea Master",
    abilities=[
        Triggered(Enters(), (CreateFood(),)),
        Triggered(
            AtStep("beginning_of_combat"),
            (
                May(
                    Custom(
                        _give_it_away, targets=(_OPPONENT, _YOUR_PERMANENT), key="effect.control"
                    )
                ),
                WhenYouDo(
                    (
                        CreateToken(ALLY),
                        AddCounters(_the_new_ally, amount=_owned_by_you_controlled_by_opponents),
                    ),
                    did=_gave_it_away,
                ),
            ),
        ),
    ],
)


# ------------------------------------------------------- Katara, the Fearless
def _an_ally_you_control(game: Game, source: Characteristics, controller: int) -> bool:
    return "Ally" in source.subtypes and source.controller == controller


behaviour(
    "Katara, the Fearless",
    abilities=[TriggersAdditionalTime(_an_ally_you_control)],
)


# ---------------------------------------------------- Sandbender Scavengers
def _exile_it(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "You may exile it": the card the creature became in the graveyard."""
    found = [
        e["new"]
        for e in game.events
        if e.kind == EventKind.ZONE and e["obj"] == ctx.source and e["to"] == GRAVEYARD
    ]
    if not found or found[-1] not in game.objects or game.objects[found[-1]].zone != GRAVEYARD:
        return []
    return [move(found[-1], EXILE, "exile")]


def _exiled_it(game: Game, ctx: Context) -> bool:
    return any(
        e.kind == EventKind.ZONE and e["to"] == EXILE and e["card"] == "Sandbender Scavengers"
        for e in events_this_resolution(game)
    )


def _return_small_creature(game: Game, ctx: Context) -> tuple:
    """The reflexive ability, with the power the creature had as it died
    (last known information, CR 608.2h) fixed in its target's quality."""
    gone = game.lki.get(ctx.source)
    power = max(0, gone.power or 0) if gone is not None else 0

    def small_creature_card(g: Game, obj: GameObject, controller: int) -> bool:
        face = obj.card.faces[0]
        return (
            obj.owner == controller
            and "Creature" in face.types
            and face.mana_cost.mana_value <= power
        )

    spec = TargetSpec(
        "target.creature_card_in_your_graveyard", objects=small_creature_card, zone=GRAVEYARD
    )

    def put_it_back(g: Game, c: Context, p: int) -> list[Op]:
        return [move(o, BATTLEFIELD, "return") for o in g.still_legal(c, spec, p)]

    return (Custom(put_it_back, targets=(spec,), key="effect.return"),)


behaviour(
    "Sandbender Scavengers",
    abilities=[
        Triggered(you_sacrifice(another=True), (AddCounters(SELF),)),
        Triggered(
            Dies(),
            (
                May(Custom(_exile_it, key="effect.exile")),
                WhenYouDo((), did=_exiled_it, make=_return_small_creature),
            ),
        ),
    ],
)
