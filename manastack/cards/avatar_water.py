"""Avatar: The Last Airbender (TLA): blue and waterbending cards, and the
blue-green Lion-Turtle.  Each has a scenario in ``tests/test_tla_air_water.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, affects_only_its_source, board_only, grant
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op
from ..engine.selectors import creatures
from ..engine.targets import target_permanent, target_spell
from ..engine.triggers import AtStep, Enters, OnEvent, TriggerCondition
from ..language.effects import (
    SELF,
    AddCounters,
    CounterTarget,
    Custom,
    Draw,
    GainLife,
    If,
    Mill,
    Pump,
    TapOrUntap,
)
from ..language.keywords import REACH, VIGILANCE, tap_for
from ..mechanics.lessons import lesson_cards_in_graveyard
from ..mechanics.optional_waterbend import may_waterbend, waterbend_paid
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


def base_power_until_end_of_turn(power: int, toughness: int | None = None) -> Custom:
    """ "This creature has base power [and toughness] P[/T] until end of turn"
    (layer 7b, CR 613.4b), locked to this object (CR 611.2c)."""

    @board_only
    def modify(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
        ch.power = power
        if toughness is not None:
            ch.toughness = toughness

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        obj = game.objects.get(ctx.source)
        if obj is None or obj.zone != "battlefield":
            return []
        effect = ContinuousEffect(
            "7b",
            modify,
            locked=frozenset({ctx.source}),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
            key="ce.base_pt",
        )
        return [Op("effect", effect=effect)]

    return Custom(run, key="effect.pump")


behaviour(
    "Flexible Waterbender",
    abilities=[VIGILANCE, Activated(waterbend_cost("{3}"), (base_power_until_end_of_turn(5, 2),))],
)
behaviour(
    "Turtle-Duck",
    abilities=[
        Activated(
            cost("{3}"),
            (base_power_until_end_of_turn(4), Pump(SELF, keywords=(KeywordName.TRAMPLE,))),
        )
    ],
)


def _is_tapped(game: Game, source: int, _event: object = None) -> bool:
    obj = game.objects.get(source)
    return obj is not None and obj.tapped


behaviour(
    "Katara, Bending Prodigy",
    abilities=[
        Triggered(AtStep("end"), (AddCounters(SELF),), condition=_is_tapped),
        Activated(waterbend_cost("{6}"), (Draw(1),)),
    ],
)
behaviour(
    "Sokka's Haiku",
    spell=[
        CounterTarget(target_spell()),
        Draw(1),
        Mill(3),
        TapOrUntap(target_permanent(lambda g, o, c: g.chars(o).is_land, "target.land"), untap=True),
    ],
)


@affects_only_its_source
def _fewer_than_three_lessons(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    """This creature, while there are fewer than three Lesson cards in your graveyard."""
    return (
        source is not None
        and source.id == obj.id
        and lesson_cards_in_graveyard(game, game.chars(obj).controller) < 3
    )


behaviour(
    "The Lion-Turtle",
    abilities=[
        VIGILANCE,
        REACH,
        Triggered(Enters(), (GainLife(3),)),
        Static(
            (grant((KeywordName.CANT_ATTACK, KeywordName.CANT_BLOCK), _fewer_than_three_lessons),)
        ),
        tap_for("W", "U", "B", "R", "G"),
    ],
)


def _attacks_with_another(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever Sokka and at least one other creature attack" (CR 508.3a)."""
    combat = game.combat
    return (
        event.kind == EventKind.ATTACK
        and event["attacker"] == source
        and combat is not None
        and any(a != source for a in combat.attackers)
    )


behaviour(
    "Sokka, Lateral Strategist",
    abilities=[
        VIGILANCE,
        Triggered(OnEvent(_attacks_with_another, key="trigger.attacks"), (Draw(1),)),
    ],
)


@dataclass(frozen=True)
class ACreatureDiesDuringTurn(TriggerCondition):
    """ "Whenever a creature dies this turn" (CR 700.4), for the delayed trigger
    created during turn ``turn`` (CR 603.7c: it triggers each time, that turn only)."""

    turn: int
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.dies"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if game.turn_number != self.turn or event.kind != EventKind.ZONE:
            return False
        if event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
            return False
        gone = game.lki.get(event["obj"])
        return gone is not None and gone.is_creature


def _gain_1_whenever_a_creature_dies_this_turn(game: Game, ctx: Context, part: int) -> list[Op]:
    when = ACreatureDiesDuringTurn(game.turn_number)
    return [
        Op(
            "delayed",
            condition=when,
            ability=Triggered(when, (GainLife(1),)),
            controller=ctx.controller,
            source=ctx.source,
            one_shot=False,
        )
    ]


behaviour(
    "Ruinous Waterbending",
    abilities=[may_waterbend("{4}")],
    spell=[
        Pump(creatures, -2, -2),
        If(
            waterbend_paid, Custom(_gain_1_whenever_a_creature_dies_this_turn, key="effect.delayed")
        ),
    ],
)

__all__ = ["ACreatureDiesDuringTurn", "base_power_until_end_of_turn"]
