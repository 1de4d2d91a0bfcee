""" " <Permanent> becomes a P/T <colour> <subtype> creature [with <abilities>] until
end of turn.  It's still a <type>." (CR 611.2c, 613): the Genju lands, Slumbering
Tora.

The permanent keeps its card types, subtypes and abilities (it is "still a land");
the effect adds the creature type and the named subtypes and supertypes in layer 4,
sets the colour in layer 5, adds keywords and abilities in layer 6 and sets the
base power and toughness in layer 7b, each locked to the permanents chosen as it
resolves (CR 611.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect
from ..engine.layers import ContinuousEffect
from ..engine.model import Ability
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from .effects import Amount, amount_of, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


@dataclass(frozen=True)
class BecomeCreature(Effect):
    """``what`` becomes a ``power``/``toughness`` creature until end of turn, with
    ``types`` (besides Creature), ``subtypes``, ``supertypes``, ``colours`` (``None``:
    unchanged), ``keywords`` and ``abilities``."""

    what: Any
    power: Amount
    toughness: Amount
    colours: frozenset[str] | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    key: str = "effect.animate"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        power = amount_of(self.power, game, ctx)
        toughness = amount_of(self.toughness, game, ctx)
        types = frozenset(("Creature", *self.types))
        subtypes, supertypes = frozenset(self.subtypes), frozenset(self.supertypes)
        colours, keywords, abilities = self.colours, frozenset(self.keywords), self.abilities

        def type_line(ch: Characteristics, _g: Game, _s: GameObject | None, _o: GameObject) -> None:
            ch.types = ch.types | types
            ch.subtypes = ch.subtypes | subtypes
            ch.supertypes = ch.supertypes | supertypes

        def colour(ch: Characteristics, _g: Game, _s: GameObject | None, _o: GameObject) -> None:
            if colours is not None:
                ch.colours = colours

        def gains(ch: Characteristics, _g: Game, _s: GameObject | None, _o: GameObject) -> None:
            ch.keywords = ch.keywords | keywords
            if abilities:
                ch.abilities = tuple(ch.abilities) + abilities

        def base_pt(ch: Characteristics, _g: Game, _s: GameObject | None, _o: GameObject) -> None:
            ch.power, ch.toughness = power, toughness

        locked = frozenset(ids)
        ts = game.next_timestamp()
        return [
            Op(
                "effect",
                effect=ContinuousEffect(
                    layer,
                    modify,
                    locked=locked,
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=ts,
                    until="end_of_turn",
                    key="ce.animate",
                ),
            )
            for layer, modify in (("4", type_line), ("5", colour), ("6", gains), ("7b", base_pt))
        ]


__all__ = ["BecomeCreature"]
