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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect
from ..engine.layers import ContinuousEffect
from ..engine.model import Ability, Keyword
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from .effects import Amount, amount_of, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


Modify = Callable[["Characteristics", "Game", "GameObject | None", "GameObject"], None]


def layered_effects(
    game: Game, ctx: Context, changes: Sequence[tuple[str, Modify]], key: str, **lasting: Any
) -> list[Op]:
    """One continuous effect per layer of ``changes`` (``(layer, modify)``), all
    from one effect and so with one timestamp (CR 613.7a); ``lasting`` says what
    they apply to and for how long (``locked=``, ``applies=``, ``until=``)."""
    timestamp = game.next_timestamp()
    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                layer,
                modify,
                source=ctx.source,
                controller=ctx.controller,
                timestamp=timestamp,
                key=key,
                **lasting,
            ),
        )
        for layer, modify in changes
    ]


def gains_abilities(granted: tuple[Ability, ...]) -> Modify:
    """The layer-6 change "gains <abilities>" (CR 613.1f), keywords among them."""
    keywords = frozenset(a.key for a in granted if isinstance(a, Keyword))

    def gains(ch: Characteristics, _g: Game, _s: GameObject | None, _o: GameObject) -> None:
        ch.abilities = (*ch.abilities, *granted)
        ch.keywords = ch.keywords | keywords

    return gains


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

        changes = (("4", type_line), ("5", colour), ("6", gains), ("7b", base_pt))
        return layered_effects(
            game, ctx, changes, "ce.animate", locked=frozenset(ids), until="end_of_turn"
        )


__all__ = ["BecomeCreature", "gains_abilities", "layered_effects"]
