""" "If a creature dealt damage this way [by this creature] this turn would die,
exile it instead" (CR 614.1a, a replacement effect; "dies" is CR 700.4).

Two forms share one redirect of the zone change:

* a one-shot effect marks the creatures it damaged for the rest of the turn
  (Yamabushi's Flame, Yamabushi's Storm, Nine-Ringed Bo):
  :class:`ExileIfDiesThisTurn`, written after the damage effect;
* a static ability of a creature covers every creature it dealt damage to this
  turn, for as long as it is on the battlefield (Frostwielder, Kumano,
  Kumano's Pupils): :class:`ExileCreaturesItDamaged`.

Both read the turn's record of damage (source, damaged object), so damage that
was prevented marks nothing.

Samurai of the Pale Curtain's "If a permanent would be put into a graveyard,
exile it instead" is the same redirect for every permanent:
:class:`PermanentsExiledInstead`.  "If that creature would die this turn, exile it
instead" for a creature an effect names (Avatar) marks that permanent with a
designation naming the turn: :class:`ExileIfItWouldDieThisTurn` (a new object
has no mark, CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect, Shield
from ..engine.model import Ability
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

EXILE_IF_DIES = "exile_if_dies"  # the marker's kind


@dataclass(frozen=True, slots=True)
class DamagedBy(Shield):
    """This turn, a creature ``obj`` dealt damage by ``source`` that would die is
    exiled instead (kept until the cleanup step of turn ``until``)."""

    obj: int = 0
    source: int = 0


@dataclass(frozen=True)
class ExileIfDiesThisTurn(Effect):
    """ "If a creature dealt damage this way would die this turn, exile it
    instead": marks each creature meant that this spell or ability has dealt
    damage to (the damage effect comes first in the same text)."""

    what: Any
    key: str = "effect.exile_if_dies"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op(
                "shield",
                shield=DamagedBy(EXILE_IF_DIES, game.turn_number, obj=oid, source=ctx.source),
            )
            for oid in objects_for(self.what, game, ctx, part)
        ]


@dataclass(frozen=True)
class ExileCreaturesItDamaged(Ability):
    """ "If a creature dealt damage by this creature this turn would die, exile
    it instead" (a static ability of the source, CR 604.1)."""

    text: str = "If a creature dealt damage by this creature this turn would die, exile it instead."


def _damaged_by(game: Game, source: int, oid: int) -> bool:
    return (source, oid) in game.turn_log.get("damaged", ())


def _marked(game: Game, oid: int) -> bool:
    return any(
        isinstance(s, DamagedBy)
        and s.obj == oid
        and s.until == game.turn_number
        and _damaged_by(game, s.source, oid)
        for s in game.shields
    )


def _damaged_by_watcher(game: Game, oid: int) -> bool:
    return any(
        _damaged_by(game, watcher, oid)
        for watcher in game.battlefield
        if any(isinstance(a, ExileCreaturesItDamaged) for a in game.chars(watcher).abilities)
    )


@dataclass(frozen=True)
class PermanentsExiledInstead(Ability):
    """ "If a permanent would be put into a graveyard, exile it instead" (a
    static ability; it also covers its own permanent as it leaves, since the
    replacement is checked before the event, CR 614.6)."""

    text: str = "If a permanent would be put into a graveyard, exile it instead."


def _pale_curtain(game: Game) -> bool:
    return any(
        isinstance(a, PermanentsExiledInstead)
        for oid in game.battlefield
        if game.chars(oid).may_have(PermanentsExiledInstead)
        for a in game.chars(oid).abilities
    )


_MARK = "exile_if_dies:"  # the designation, with the turn number


@dataclass(frozen=True)
class ExileIfItWouldDieThisTurn(Effect):
    """ "If <it> would die this turn, exile it instead"."""

    what: Any
    key: str = "effect.exile_if_dies"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("designate", obj=oid, add=f"{_MARK}{game.turn_number}")
            for oid in objects_for(self.what, game, ctx, part)
        ]


def _exile_instead(game: Game, obj: GameObject, to: str) -> str:
    if to != GRAVEYARD or obj.zone != BATTLEFIELD:
        return to
    if _pale_curtain(game) or f"{_MARK}{game.turn_number}" in obj.designations:
        return EXILE
    if not game.chars(obj).is_creature:
        return to
    if _marked(game, obj.id) or _damaged_by_watcher(game, obj.id):
        return EXILE
    return to


def register(rules: Registry) -> None:
    """The dying creature's move to the graveyard becomes a move to exile."""
    rules.zone_redirects.register(_exile_instead)


__all__ = [
    "DamagedBy",
    "ExileIfItWouldDieThisTurn",
    "ExileCreaturesItDamaged",
    "ExileIfDiesThisTurn",
    "PermanentsExiledInstead",
]
