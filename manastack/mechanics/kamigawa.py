"""Card-group rules of Champions of Kamigawa: Shrines (HON-01), Zubera (ZUB-01),
divinity counters (MYO-01/02), the Deceivers' library tricks (DEC-01/02) and the
blue "you may tap or untap target permanent" (:class:`TapOrUntapTarget`).

These are counting helpers and ability builders the card files compose; none of
them is a rule of its own (a Shrine is just a subtype, CR 205.3h)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, KeywordName
from ..engine.layers import affects_only_its_source, grant
from ..engine.model import Activated, Static, cost
from ..engine.objects import HAND, STACK
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import Custom, Effect, library_top, objects_for
from ..language.keywords import enters_with_counters

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


# ------------------------------------------------------------------- Shrines
def shrines_you_control(game: Game, ctx: Context) -> int:
    """The number of permanents with the Shrine subtype you control (HON-01):
    the subtype counts, not the word "Shrine" in a name."""
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller and "Shrine" in game.chars(oid).subtypes
    )


# -------------------------------------------------------------------- Zubera
def zubera_died_this_turn(game: Game, ctx: Context) -> int:
    """Zubera put into a graveyard from the battlefield this turn, anyone's,
    counted when the ability resolves (ZUB-01)."""
    return sum(
        1
        for _oid, _name, subtypes, is_creature, _ctl in game.turn_log.get("died", ())
        if is_creature and "Zubera" in subtypes
    )


# ---------------------------------------------------------- divinity counters
def _cast_from_hand(game: Game, obj: GameObject, op: Op) -> bool:
    """The permanent is a spell that was cast from its owner's hand (MYO-02: put
    onto the battlefield from hand without casting doesn't count)."""
    info = obj.cast_info
    return obj.zone == STACK and info is not None and info.cast and info.from_zone == HAND


def divinity_abilities(effect: Effect, name: str) -> list:
    """The three Myojin lines: enters with a divinity counter if cast from hand;
    indestructible while it has one; remove one for ``effect`` (MYO-01)."""

    @affects_only_its_source
    def has_divinity(game: Game, source: GameObject | None, obj: GameObject, ch) -> bool:
        return (
            source is not None
            and obj.id == source.id
            and obj.counters.get(CounterKind.DIVINITY, 0) > 0
        )

    return [
        enters_with_counters(CounterKind.DIVINITY, 1, condition=_cast_from_hand),
        Static(
            (grant((KeywordName.INDESTRUCTIBLE,), has_divinity),),
            text=f"{name} has indestructible as long as it has a divinity counter on it.",
        ),
        Activated(cost(remove_counters=(CounterKind.DIVINITY, 1)), (effect,)),
    ]


# ------------------------------------------------------------------ Deceivers
def _look_at_top(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("look", obj=c, player=ctx.controller) for c in library_top(game, ctx.controller, 1)]


LOOK_AT_TOP = Custom(_look_at_top, key="effect.look_top")


def reveal_top_if_land(then: Callable[[Game, Context], list[Op]]) -> Custom:
    """ "Reveal the top card of your library. If it's a land card, <then>"."""

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        top = library_top(game, ctx.controller, 1)
        if not top:
            return []
        ops = [Op("reveal", objs=list(top), player=ctx.controller)]
        if "Land" in game.objects[top[0]].card.faces[0].types:
            ops += then(game, ctx)
        return ops

    return Custom(run, key="effect.reveal_top")


def deceiver_abilities(then: Callable[[Game, Context], list[Op]]) -> list[Activated]:
    """ "{1}: Look at the top card of your library." and "{2}: Reveal the top card
    of your library. If it's a land card, ... Activate only once each turn."
    (DEC-01; once each turn per object, DEC-02, CR 602.5b)."""
    return [
        Activated(cost("{1}"), (LOOK_AT_TOP,)),
        Activated(cost("{2}"), (reveal_top_if_land(then),), once_each_turn=True),
    ]


__all__ = [
    "LOOK_AT_TOP",
    "deceiver_abilities",
    "divinity_abilities",
    "reveal_top_if_land",
    "shrines_you_control",
    "zubera_died_this_turn",
]


# ------------------------------------------------------- tap or untap
@dataclass(frozen=True)
class TapOrUntapTarget(Effect):
    """ "Tap or untap target permanent" (CR 701.21): a tapped permanent is untapped
    and an untapped one tapped.  Choosing to tap a tapped permanent (or untap an
    untapped one) would do nothing (CR 701.21a-b), so with "you may" around it
    (:class:`~manastack.language.effects.May`) every outcome the card allows is one
    answer: this, or nothing."""

    what: Any
    key: str = "effect.tap"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("untap" if game.objects[oid].tapped else "tap", obj=oid)
            for oid in objects_for(self.what, game, ctx, part)
        ]
