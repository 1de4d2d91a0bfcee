"""Cards exiled with a permanent (linked abilities, CR 607.2a): "Exile target
card from a graveyard" in one ability and "cards you own exiled with this
creature" in another.

The exiling ability notes on its source which cards it exiled
(:class:`LinkExiled`, after the effect that exiled them); :func:`exiled_with`
reads the note back.  A card that has left exile is a new object (CR 400.7): it
is no longer one "exiled with" the source.  A permanent that leaves the
battlefield and returns is a new object with no such cards (CR 607.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect
from ..engine.objects import EXILE
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

_MARK = "exiled_with:"


@dataclass(frozen=True)
class LinkExiled(Effect):
    """Note on the source the cards the effect at ``after`` (``(part, index)``
    of the same ability) exiled: "cards exiled with <this>"."""

    after: tuple[int, int]
    key: str = "effect.link"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        exiled = [i for i in ctx.results.get(f"done{self.after}", []) if isinstance(i, int)]
        return [
            Op("designate", obj=ctx.source, add=f"{_MARK}{i}")
            for i in exiled
            if i in game.objects and game.objects[i].zone == EXILE
        ]


def exiled_with(game: Game, source: int) -> list[int]:
    """The cards still in exile that were exiled with ``source`` (CR 607.2a)."""
    obj = game.objects.get(source)
    if obj is None:
        return []
    found = []
    for mark in sorted(obj.designations):
        if mark.startswith(_MARK):
            oid = int(mark[len(_MARK) :])
            if oid in game.objects and game.objects[oid].zone == EXILE:
                found.append(oid)
    return found


__all__ = ["LinkExiled", "exiled_with"]
