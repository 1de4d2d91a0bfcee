"""Regeneration (CR 701.15, 614.8).

"Regenerate [permanent]" sets up a shield, a replacement effect: the next time the
permanent would be destroyed this turn, instead its damage is removed, its
controller taps it, and it is removed from combat (CR 701.15a, 614.8).  Each shield
is used once; unused shields end with the turn (they are kept with the prevention
shields, which the cleanup step clears, CR 514.2).

Destruction by lethal damage or deathtouch is destruction too (CR 704.5g-h), so a
shield saves from it.  "It can't be regenerated" marks the destruction so no shield
applies (CR 701.15c): :func:`destroy_without_regeneration`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.effect import Shield
from ..engine.model import Replacement
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..language.effects import SELF, Effect, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

REGENERATION = "regeneration"  # the shield kind
REGENERATE_OP = "regenerate"


@dataclass(frozen=True, slots=True)
class RegenerationShield(Shield):
    """A regeneration shield on the permanent ``obj`` for the turn ``until``."""

    obj: int = 0


def _key(oid: int) -> tuple[str, int]:
    return (REGENERATION, oid)


def shields_on(game: Game, oid: int) -> int:
    """How many regeneration shields the permanent ``oid`` has this turn."""
    return sum(
        1
        for s in game.shields
        if isinstance(s, RegenerationShield) and s.obj == oid and s.until == game.turn_number
    )


@dataclass(frozen=True)
class Regenerate(Effect):
    """ "Regenerate [permanent]" (CR 701.15a): a shield on each object meant."""

    what: Any = SELF
    key: str = "effect.regenerate"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("shield", shield=RegenerationShield(REGENERATION, game.turn_number, obj=oid))
            for oid in objects_for(self.what, game, ctx, part)
            if oid in game.objects and game.objects[oid].zone == BATTLEFIELD
        ]


def destroy_without_regeneration(oid: int) -> Op:
    """ "Destroy it. It can't be regenerated." (CR 701.15c): the destruction
    counts the regeneration replacement as already applied."""
    return Op("destroy", frozenset({_key(oid)}), obj=oid)


def _applies(game: Game, _obj: Any, op: Op) -> bool:
    return op.kind == "move" and op["cause"] == "destroy" and shields_on(game, op["obj"]) > 0


def _instead(game: Game, op: Op) -> Op:
    return Op(REGENERATE_OP, op.applied, obj=op["obj"])


_SHIELD = Replacement("move", _applies, _instead, self_only=False, text="Regenerate")


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """The shield of the permanent about to be destroyed, if it has one."""
    if op.kind != "move" or op["cause"] != "destroy" or not _applies(game, None, op):
        return []
    return [(_key(op["obj"]), _SHIELD)]


def _regenerate(game: Game, op: Op) -> None:
    """CR 701.15a: use one shield; remove the damage; tap; remove from combat."""
    oid = op["obj"]
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD:
        return
    used = next(s for s in game.shields if isinstance(s, RegenerationShield) and s.obj == oid)
    game.shields = [s for s in game.shields if s is not used]
    obj.damage = 0
    obj.deathtouch_damage = False
    change_now(game, Op("tap", obj=oid))
    if game.combat is not None:
        game.combat.remove(oid)
    game.touch()
    game.emit(EventKind.REGENERATE, obj=oid, card=game.chars(obj).name)


def register(rules: Registry) -> None:
    """The shields' replacement effect and the ``regenerate`` event."""
    rules.replacements_of("move").register(_replacements)
    rules.event_handlers.register(REGENERATE_OP, _regenerate)
