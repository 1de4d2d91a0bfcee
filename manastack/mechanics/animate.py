""" "<What> have base power and toughness X/X until end of turn" (Katara, Water
Tribe's Hope): :class:`BaseSizeUntilEndOfTurn` (layer 7b, the objects locked in,
CR 611.2c).  "<It> gains <abilities> and becomes a <subtype> in addition to its
other types" with no end (Sensei Golden-Tail's training, CR 611.2a):
:class:`GainsAndBecomes` (layers 4 and 6).  "Becomes an N/N creature until end of
turn" is :class:`manastack.language.animate.BecomeCreature`.  "Until your next turn,
<it> becomes a <card type> and gains <abilities>" (Hydro-Man, Fluid Felon):
:class:`BecomesUntilYourNextTurn` (layers 4 and 6, CR 205.1a, 611.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.effect import Effect
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.animate import gains_abilities, layered_effects
from ..language.effects import Amount, amount_of, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


@dataclass(frozen=True)
class BaseSizeUntilEndOfTurn(Effect):
    """ "<What> have base power and toughness ``power``/``toughness`` until end
    of turn" (CR 613.4b), for the objects there are as it resolves (CR 611.2c)."""

    what: Any
    power: Amount
    toughness: Amount
    key: str = "effect.base_size"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = objects_for(self.what, game, ctx, part)
        if not found:
            return []
        power, toughness = amount_of(self.power, game, ctx), amount_of(self.toughness, game, ctx)

        def base_size(
            ch: Characteristics, _game: Game, _source: GameObject | None, _obj: GameObject
        ) -> None:
            ch.power, ch.toughness = power, toughness

        return layered_effects(
            game,
            ctx,
            (("7b", base_size),),
            "ce.base_size",
            locked=frozenset(found),
            until="end_of_turn",
        )


@dataclass(frozen=True)
class GainsAndBecomes(Effect):
    """ "<What> gains <abilities> and becomes a <subtypes> in addition to its
    other types" for as long as it is that object (CR 611.2a, 611.2c)."""

    what: Any
    abilities: tuple[Any, ...] = ()
    subtypes: tuple[str, ...] = ()
    key: str = "effect.gains"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = objects_for(self.what, game, ctx, part)
        if not found:
            return []
        added = frozenset(self.subtypes)

        def becomes(
            ch: Characteristics, _game: Game, _source: GameObject | None, _obj: GameObject
        ) -> None:
            ch.subtypes = ch.subtypes | added

        changes = (("4", becomes), ("6", gains_abilities(self.abilities)))
        return layered_effects(game, ctx, changes, "ce.gains", locked=frozenset(found))


def turn_of_your_next_turn(game: Game, player: int) -> int:
    """The number of ``player``'s next turn (turns in order, no extra turns):
    an effect lasting "until your next turn" ends as it begins (CR 611.2b)."""
    players = len(game.players)
    return game.turn_number + ((player - game.active_player) % players or players)


@dataclass(frozen=True)
class BecomesUntilYourNextTurn(Effect):
    """ "Until your next turn, <what> becomes a <types> and gains <abilities>"
    (CR 611.2b).  The new card types replace the old ones (CR 205.1a), and the
    subtypes that belonged to the old types go with them (CR 205.1b): a creature
    that becomes a land is no creature and no Elemental."""

    what: Any
    types: frozenset[str]
    abilities: tuple[Any, ...] = ()
    key: str = "effect.becomes"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = objects_for(self.what, game, ctx, part)
        if not found:
            return []
        ends = turn_of_your_next_turn(game, ctx.controller)
        types = self.types

        def lasting(
            g: Game, _source: GameObject | None, obj: GameObject, _ch: Characteristics
        ) -> bool:
            return obj.id in found and g.turn_number < ends

        def becomes(
            ch: Characteristics, _game: Game, _source: GameObject | None, _obj: GameObject
        ) -> None:
            ch.types = types
            ch.subtypes = frozenset()

        changes = (("4", becomes), ("6", gains_abilities(self.abilities)))
        return layered_effects(game, ctx, changes, "ce.becomes", applies=lasting)


__all__ = [
    "BaseSizeUntilEndOfTurn",
    "BecomesUntilYourNextTurn",
    "GainsAndBecomes",
    "turn_of_your_next_turn",
]
