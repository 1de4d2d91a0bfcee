"""Flip cards (CR 710).

A flip card has a normal half and a flipped half.  Only on the battlefield, and
only once it has flipped, does it use the flipped characteristics (name, text,
type line, P/T; CR 710.1b, 710.2); mana cost and colour stay those of the normal
half (CR 710.1c, FLIP-02).  Flipping is one way (CR 710.4, FLIP-04) and doesn't change the
object, so counters and effects stay (FLIP-03); an object that leaves the
battlefield is a new, unflipped object (CR 400.7, FLIP-05).  The status lives in
``GameObject.flipped``; :attr:`GameObject.face` and :func:`layers.base_face` read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..language.effects import SELF, Effect, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


def is_flip_card(game: Game, oid: int) -> bool:
    """Is this permanent a flip card, printed or as a copy (FLIP-08)?"""
    obj = game.objects[oid]
    definition = game.copiable_card(oid) if obj.copy_of is not None else obj.card
    return definition is not None and definition.layout == "flip"


def _flip(game: Game, op: Op) -> None:
    """CR 710.4: flip a flip-card permanent; anything else, or a permanent that
    has already flipped, is unaffected (FLIP-04)."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD or obj.flipped or not is_flip_card(game, obj.id):
        return
    before = game.chars(obj).name
    obj.flipped = True
    game.touch()
    game.emit(EventKind.FLIP, obj=obj.id, card=before, into=game.chars(obj).name)


def register(rules: Registry) -> None:
    """The ``flip`` event."""
    rules.event_handlers.register("flip", _flip)


@dataclass(frozen=True)
class Flip(Effect):
    """ "Flip this creature" (CR 710.4): the source, if it is still the same
    object on the battlefield."""

    key: str = "effect.flip"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op("flip", obj=i) for i in objects_for(SELF, game, ctx, part)]


__all__ = ["Flip", "is_flip_card"]
