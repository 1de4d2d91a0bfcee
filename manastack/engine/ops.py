"""Proposed game events (CR 614.1): what an effect or a rule is about to do.

Effects never change the game directly.  They return :class:`Op` records; the
engine offers each op to the replacement and prevention effects that apply
(CR 614, 615, 616), then performs it and records the resulting events.  Because
ops are plain data, a pending list of them can sit in a copied game.
"""

from __future__ import annotations

from typing import Any


class Op:
    """One proposed event: ``kind`` plus keyword data.

    Kinds: ``move`` (obj, to, position, cause, tapped, face_down, controller,
    counters), ``damage`` (source, target, amount, combat), ``life`` (player,
    amount), ``draw`` (player), ``counters`` (obj, counter, amount), ``tap`` /
    ``untap`` (obj), ``token`` (controller, card, count, tapped), ``mana`` (player,
    mana, lasting, this_turn, and the permanent tapped for it as ``source``), ``effect`` (continuous effect), ``shuffle`` (player), ``lose``
    (player, reason), ``control`` (obj, player), ``reveal`` (objs, player).
    """

    __slots__ = ("kind", "data", "applied")

    def __init__(self, kind: str, applied: frozenset[Any] = frozenset(), **data: Any) -> None:
        self.kind = kind
        self.data = data
        self.applied = applied  # ids of replacement effects already applied (CR 614.5)

    def replaced(self, by: object, **changes: Any) -> Op:
        """A copy of this op rewritten by one replacement effect."""
        data = dict(self.data)
        data.update(changes)
        return Op(self.kind, self.applied | {by}, **data)

    def retyped(self, kind: str, by: object, **data: Any) -> Op:
        return Op(kind, self.applied | {by}, **data)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def __repr__(self) -> str:
        return f"Op({self.kind}, {self.data})"


def move(obj: int, to: str, cause: str, **extra: Any) -> Op:
    return Op("move", obj=obj, to=to, cause=cause, **extra)


def damage(source: int, target: object, amount: int, combat: bool = False) -> Op:
    return Op("damage", source=source, target=target, amount=amount, combat=combat)
