"""Earthbend N (Avatar: The Last Airbender; EAR-01..07).

"Earthbend N" means "Target land you control becomes a 0/0 land creature with
haste in addition to its other types.  Put N +1/+1 counters on it.  When it dies
or is exiled, return it to the battlefield tapped under your control."

* The land keeps its types, subtypes, supertypes and abilities, mana abilities
  included, and gains no colour (EAR-02): a type-adding effect in layer 4, base
  power and toughness 0/0 in layer 7b and haste in layer 6 (CR 613.1d, 613.4b,
  613.1f), locked to that object (CR 611.2c) for as long as it stays (CR 400.7).
  A land that is already a creature gets the same (EAR-03).
* An illegal target means nothing happens (CR 608.2b; EAR-04).
* The return is a delayed triggered ability (CR 603.7) created as earthbend
  resolves (EAR-05), controlled by the earthbender, which also gets the land back
  (EAR-06).  It triggers when that object goes from the battlefield to a
  graveyard or to exile (an airbent land included), not to any other zone (EAR-07).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import Bending, CounterKind, EventKind, KeywordName
from ..engine.layers import board_only
from ..engine.model import Triggered
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, has_type, you_control
from ..engine.triggers import TriggerCondition
from ..language.animate import layered_effects
from ..language.effects import Amount, Custom, Effect, amount_of, objects_for
from .bending import record_bending

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game


def target_land_you_control() -> TargetSpec:
    return TargetSpec("target.land_you_control", objects=you_control(has_type("Land")))


@board_only
def _becomes_creature(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.types = ch.types | {"Creature"}


@board_only
def _base_zero(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.power = 0
    ch.toughness = 0


@board_only
def _haste(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.keywords = ch.keywords | {KeywordName.HASTE}


# an earthbent land: a creature (layer 4) with haste (layer 6), base 0/0 (layer 7b)
_EARTHBENT = (("4", _becomes_creature), ("6", _haste), ("7b", _base_zero))


@dataclass(frozen=True)
class LeavesForGraveyardOrExile(TriggerCondition):
    """ "When it dies or is exiled": the object ``obj`` goes from the battlefield
    to a graveyard or to exile (EAR-07)."""

    obj: int
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.earthbent_leaves"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE
            and event["obj"] == self.obj
            and event["frm"] == BATTLEFIELD
            and event["to"] in (GRAVEYARD, EXILE)
        )


def _return_tapped(game: Game, ctx: Context, part: int) -> list[Op]:
    """Return the card that left to the battlefield tapped under the controller of
    this ability, the earthbender (EAR-06), if it is still where it went."""
    event = ctx.event or {}
    card = game.objects.get(event.get("new", 0))
    if card is None or card.zone != event.get("to"):
        return []
    return [move(card.id, BATTLEFIELD, "earthbend", tapped=True, controller=ctx.controller)]


RETURN_TAPPED = Custom(_return_tapped, key="effect.earthbend_return")


@dataclass(frozen=True)
class Earthbend(Effect):
    """ "Earthbend N" (N may be computed, e.g. "earthbend X, where X is ...")."""

    amount: Amount
    what: Any = None  # a target slot; ``None``: target land you control
    key: str = "effect.earthbend"

    @property
    def land(self) -> TargetSpec:
        return self.what if self.what is not None else _LAND

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.land,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        ops: list[Op] = []
        for oid in objects_for(self.land, game, ctx, part):
            ops += layered_effects(game, ctx, _EARTHBENT, "ce.earthbend", locked=frozenset({oid}))
            if n > 0:
                ops.append(Op("counters", obj=oid, counter=CounterKind.P1P1, amount=n))
            ops.append(
                Op(
                    "delayed",
                    condition=LeavesForGraveyardOrExile(oid),
                    ability=Triggered(LeavesForGraveyardOrExile(oid), (RETURN_TAPPED,)),
                    controller=ctx.controller,
                    source=ctx.source,
                    one_shot=True,
                )
            )
            ops.append(Op("earthbend", player=ctx.controller, obj=oid, amount=n))
        return ops


_LAND = target_land_you_control()


def _earthbend_event(game: Game, op: Op) -> None:
    game.emit(EventKind.EARTHBEND, player=op["player"], obj=op["obj"], amount=op["amount"])
    record_bending(game, op["player"], Bending.EARTH)


def register(rules: Registry) -> None:
    """Earthbending is an event."""
    rules.event_handlers.register("earthbend", _earthbend_event)


__all__ = ["Earthbend", "LeavesForGraveyardOrExile", "target_land_you_control"]
