"""Harness and ∞ (Marvel's Spider-Man Infinity Stones).

"Harnessed" is a designation a permanent gets when an effect harnesses it
(HAR-01); it has no rules of its own but turns on the permanent's ∞ ability: a
permanent has the abilities after the ∞ symbol only while harnessed, and no card
has them in any other zone (HAR-04).  Harnessing again adds nothing, and the
designation stays while the permanent is on the battlefield, whoever controls it
(HAR-02); a permanent that leaves and returns is a new object, no longer
harnessed (CR 400.7, HAR-03).  A designation is not a copiable value (CR 707.2):
a copy of a harnessed permanent isn't harnessed, and a harnessed permanent that
becomes a copy of something stays harnessed (HAR-05).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..engine.layers import ContinuousEffect, affects_only_its_source
from ..engine.model import Ability, Static
from ..engine.objects import BATTLEFIELD, Characteristics, GameObject
from ..engine.ops import Op
from ..language.effects import SELF, Effect, objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

HARNESSED = "harnessed"


def is_harnessed(obj: GameObject) -> bool:
    return HARNESSED in obj.designations


def _harness(game: Game, op: Op) -> None:
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD or is_harnessed(obj):
        return  # harnessing again adds nothing (HAR-02)
    obj.designations = obj.designations | {HARNESSED}
    game.touch_designations()
    game.emit(EventKind.HARNESS, obj=obj.id, card=game.chars(obj).name)


@dataclass(frozen=True)
class Harness(Effect):
    """ "Harness <this permanent>"."""

    key: str = "effect.harness"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op("harness", obj=i) for i in objects_for(SELF, game, ctx, part)]


def infinity(abilities: Sequence[Ability], text: str = "") -> Static:
    """ "∞ — <ability>": the permanent has ``abilities`` only while it is
    harnessed (layer 6, CR 613.1f)."""
    granted = tuple(abilities)

    @affects_only_its_source
    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        return source is not None and source.id == obj.id and is_harnessed(obj)

    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.abilities = ch.abilities + granted

    return Static((ContinuousEffect("6", modify, applies=applies, key="ce.infinity"),), text=text)


def register(rules: Registry) -> None:
    """Harnessing is an event."""
    rules.event_handlers.register("harness", _harness)


__all__ = ["HARNESSED", "Harness", "infinity", "is_harnessed"]
