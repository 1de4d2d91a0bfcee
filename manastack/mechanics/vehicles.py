"""Vehicles and crew (CR 301.7, 702.122).

* A Vehicle is an artifact with a printed power and toughness that it has only
  while it is also a creature (CR 301.7a-b): the layers read its printed P/T, and
  the rules for creatures (combat, lethal damage) look at the Creature type, so an
  uncrewed Vehicle is neither attacked with nor destroyed for its toughness.
* "Crew N" means "Tap any number of other untapped creatures you control with
  total power N or greater: This permanent becomes an artifact creature until end
  of turn" (CR 702.122a).  The cost is :attr:`~manastack.engine.model.Cost.tap_creatures_power`:
  the player taps the crewing creatures one decision at a time and finishes once
  their total power is N or more; summoning-sick creatures may crew, since the cost
  has no {T} (CR 302.6).
* "This Vehicle becomes an artifact creature" is a type-changing effect in layer 4
  (CR 613.1d), locked to that object (CR 611.2c): :class:`BecomeArtifactCreature`.
  "As long as ..., this Vehicle is an artifact creature" is a static ability:
  :func:`artifact_creature_while`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.layers import ContinuousEffect, affects_only_its_source, board_only
from ..engine.model import Activated, Cost, Static
from ..engine.objects import Characteristics, GameObject
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import SELF, Effect, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


@board_only
def _artifact_creature(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.types = ch.types | {"Artifact", "Creature"}


@dataclass(frozen=True)
class BecomeArtifactCreature(Effect):
    """ "<This Vehicle> becomes an artifact creature [until end of turn]" (layer 4,
    CR 613.1d); ``until`` is ``"end_of_turn"`` or ``""`` (for as long as it stays,
    CR 400.7).  Its printed power and toughness then count (CR 301.7b)."""

    what: Any = SELF
    until: str = "end_of_turn"
    key: str = "effect.becomes_artifact_creature"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op(
                "effect",
                effect=ContinuousEffect(
                    "4",
                    _artifact_creature,
                    locked=frozenset({oid}),
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=game.next_timestamp(),
                    until=self.until,
                    key="ce.becomes_artifact_creature",
                ),
            )
            for oid in objects_for(self.what, game, ctx, part)
        ]


def crew(n: int) -> Activated:
    """ "Crew N" (CR 702.122a)."""
    return Activated(Cost(tap_creatures_power=n), (BecomeArtifactCreature(),), text=f"Crew {n}")


def artifact_creature_while(condition: Callable[[Game, GameObject], bool], text: str) -> Static:
    """ "As long as <condition>, this Vehicle is an artifact creature" (a static
    ability of the Vehicle, layer 4): ``condition(game, vehicle)``."""

    @affects_only_its_source
    def applies(game: Game, source: GameObject | None, obj: GameObject, _ch: Any) -> bool:
        return source is not None and obj.id == source.id and condition(game, source)

    return Static(
        (ContinuousEffect("4", _artifact_creature, applies=applies, key="ce.artifact_creature"),),
        text=text,
    )


__all__ = ["BecomeArtifactCreature", "artifact_creature_while", "crew"]
