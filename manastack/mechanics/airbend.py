"""Airbend (Avatar: The Last Airbender; AIR-01..05).

To airbend a permanent or a spell is to exile it; while the card stays exiled its
owner may cast it by paying {2} rather than its mana cost (CR 118.9: an
alternative cost).  The exiled card carries the designation ``airbent`` (the
permission belongs to that object only: once it leaves exile it is a new object,
CR 400.7).  It is cast as ``Action("cast", (card, "airbend"))``:

* timing is unchanged: a creature card is cast at sorcery speed by its owner
  (AIR-02);
* a land card can't be played or cast that way, and a token ceases to exist in
  exile (CR 704.5d; AIR-03);
* {2} is an alternative cost, so no other way to cast it (its mana cost, morph,
  another alternative cost) is offered for it; additional costs are added as
  usual (AIR-04); with no mana cost paid, X is 0 (CR 107.3; AIR-05).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import Bending, EventKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.objects import EXILE, GameObject
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..language.effects import Effect, _specs, objects_for
from .bending import record_bending

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.targets import TargetSpec

AIRBENT = "airbent"  # the designation of a card exiled by airbending
AIRBEND_MODE = "airbend"  # the cast mode
AIRBEND_COST = ManaCost.parse("{2}")


@dataclass(frozen=True)
class Airbend(Effect):
    """ "Airbend <target permanent or spell>" / "airbend all other creatures"."""

    what: Any
    key: str = "effect.airbend"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("airbend", obj=i, player=ctx.controller)
            for i in objects_for(self.what, game, ctx, part)
        ]


def _airbend(game: Game, op: Op) -> int | None:
    """Exile the object; the card, if it stays there, is airbent (AIR-01).  A
    token in exile ceases to exist (AIR-03)."""
    new = change_now(game, move(op["obj"], EXILE, "airbend"))
    if new is not None and new in game.objects:
        obj = game.objects[new]
        if obj.zone == EXILE and not obj.is_token:
            obj.designations = obj.designations | {AIRBENT}
    game.emit(EventKind.AIRBEND, player=op["player"], obj=op["obj"])
    record_bending(game, op["player"], Bending.AIR)
    return new


def _castable(obj: GameObject) -> bool:
    """A nonland card (AIR-03: an airbent land stays in exile)."""
    return "Land" not in obj.card.faces[0].types


def airbent(obj: GameObject) -> bool:
    """Is ``obj`` a card in exile its owner may cast for {2}?"""
    return obj.zone == EXILE and AIRBENT in obj.designations


def _permission(game: Game, player: int) -> list[int]:
    """The airbent cards ``player`` owns (CR 601.3)."""
    found = []
    for oid in game.exile:
        obj = game.objects[oid]
        if obj.owner == player and AIRBENT in obj.designations and _castable(obj):
            found.append(oid)
    return found


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    if not airbent(obj) or obj.owner != player or not _castable(obj):
        return []
    face = obj.card.faces[0]
    return [CastMode(AIRBEND_MODE, face, AIRBEND_COST, alternative=True)]


def _only_for_two(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    """An airbent card is cast only for {2}: no other cost replaces that
    alternative cost (AIR-04)."""
    return airbent(obj) and mode.name != AIRBEND_MODE


def register(rules: Registry) -> None:
    """Airbending is an event; an airbent card may be cast from exile for {2} (and only so)."""
    rules.event_handlers.register("airbend", _airbend)
    rules.cast_permissions.register(_permission)
    rules.cast_restrictions.register(_only_for_two)
    rules.cast_modes.register("airbend", (_modes, lambda card: "Land" not in card.faces[0].types))
    rules.cast_mode_zones["airbend"] = frozenset({EXILE})  # an airbent card is in exile


__all__ = ["AIRBENT", "AIRBEND_MODE", "Airbend", "airbent"]
