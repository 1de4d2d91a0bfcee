"""Lands gaining basic land types (CR 305.6, 305.7).

A land with a basic land type has that type's intrinsic mana ability ("{T}: Add
{W}" for Plains, and so on, CR 305.6).  An effect that makes a land gain a
basic land type in addition to its other types (layer 4, CR 613.1d) therefore
also gives it that ability; it keeps its other types and abilities (CR 305.7
covers only effects that *set* a land's subtype).

"As this land enters, choose a basic land type.  This land is the chosen type"
(Multiversal Passage) is :func:`is_the_chosen_basic_land_type`: a choice as it
enters (CR 614.12) and a static ability giving it that type (layer 4).  "Then
you may pay N life.  If you don't, it enters tapped" is
:func:`enters_tapped_unless_you_pay_life` (CR 614.1c, 119.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import DecisionKind
from ..engine.layers import ContinuousEffect, board_only, self_only
from ..engine.model import Replacement, Static
from ..engine.objects import Characteristics, GameObject
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..language.as_enters import as_enters
from ..language.effects import Effect, objects_for
from ..language.keywords import tap_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_INTRINSIC = {land: tap_for(colour) for land, colour in BASIC_LAND_TYPES.items()}


def gain_land_types(ch: Characteristics, types: tuple[str, ...]) -> None:
    """Add basic land ``types`` to ``ch`` with their intrinsic mana abilities (for
    a type it didn't have: one it had already brought its ability, CR 305.6)."""
    new = [t for t in types if t not in ch.subtypes]
    ch.subtypes = ch.subtypes | set(new)
    ch.abilities = (*ch.abilities, *(_INTRINSIC[t] for t in new))


@board_only
def _all_basic_types(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    gain_land_types(ch, tuple(BASIC_LAND_TYPES))


@dataclass(frozen=True)
class LandsYouControlGainAllBasicLandTypes(Effect):
    """ "Lands you control gain all basic land types until end of turn" (the lands
    are those you control as it resolves, CR 611.2c)."""

    key: str = "effect.gain_basic_land_types"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        lands = frozenset(
            oid
            for oid in game.battlefield
            if game.chars(oid).is_land and game.chars(oid).controller == ctx.controller
        )
        if not lands:
            return []
        effect = ContinuousEffect(
            "4",
            _all_basic_types,
            locked=lands,
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
            key="ce.gain_land_types",
        )
        return [Op("effect", effect=effect)]


@dataclass(frozen=True)
class _GainTypes:
    """The layer-4 change of :class:`BecomesBasicLandType`: plain data, so a
    copied or saved game keeps it."""

    types: tuple[str, ...]
    board_only: ClassVar[bool] = True  # it reads nothing off the battlefield

    def __call__(self, ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        gain_land_types(ch, self.types)


@dataclass(frozen=True)
class BecomesBasicLandType(Effect):
    """ "<That land> becomes an Island in addition to its other types": for as
    long as it stays on the battlefield (no duration given, CR 611.2a-c), locked
    to the land it applied to as it resolved.  ``what`` may be the target slot an
    earlier instruction of the same ability chose ("earthbend X ... That land")."""

    what: Any
    types: tuple[str, ...]
    key: str = "effect.gain_basic_land_types"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        lands = [oid for oid in objects_for(self.what, game, ctx, part) if game.chars(oid).is_land]
        if not lands:
            return []
        effect = ContinuousEffect(
            "4",
            _GainTypes(self.types),
            locked=frozenset(lands),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            key="ce.gain_land_types",
        )
        return [Op("effect", effect=effect)]


_CHOSEN = "land_type:"


def _basic_land_types(_game: Game, _obj: GameObject, _player: int) -> tuple[str, ...]:
    return tuple(BASIC_LAND_TYPES)


def _note_type(_game: Game, data: dict[Any, Any], chosen: Any) -> dict[Any, Any]:
    return {"designations": frozenset(data.get("designations") or ()) | {_CHOSEN + str(chosen)}}


@board_only
def _the_chosen_type(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    gain_land_types(
        ch, tuple(m[len(_CHOSEN) :] for m in sorted(obj.designations) if m.startswith(_CHOSEN))
    )


def is_the_chosen_basic_land_type() -> tuple[Replacement, Static]:
    """ "As this land enters, choose a basic land type.  This land is the
    chosen type" (CR 614.12; layer 4, CR 305.6: with the type's mana ability)."""
    return (
        as_enters(
            DecisionKind.LAND_TYPE,
            "prompt.choose_basic_land_type",
            _basic_land_types,
            _note_type,
            text="choose a basic land type",
        ),
        Static((ContinuousEffect("4", _the_chosen_type, applies=self_only(), key="ce.land_type"),)),
    )


PAY = "pay"
TAPPED = "tapped"


def enters_tapped_unless_you_pay_life(n: int) -> Replacement:
    """ "You may pay N life.  If you don't, it enters tapped" (CR 614.1c): the
    player who will control it chooses as it enters; life can be paid only by
    a player with at least that much (CR 119.4)."""

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return not op.get("face_down")

    def chooser(game: Game, op: Op) -> tuple[int, tuple[str, ...]]:
        controller = op.get("controller")
        player = game.objects[op["obj"]].owner if controller is None else int(controller)
        can_pay = game.players[player].life >= n
        return player, ((PAY, TAPPED) if can_pay else (TAPPED,))

    def apply(game: Game, op: Op) -> Op:
        if op.get("choice") == PAY:
            player, _options = chooser(game, op)
            change_now(game, Op("life", player=player, amount=-n))  # CR 119.4
            return op.replaced(("pay_life", n))
        return op.replaced(("pay_life", n), tapped=True)

    return Replacement(
        "enter",
        applies,
        apply,
        text=f"pay {n} life or enter tapped",
        choose=chooser,
        prompt="prompt.pay_life_or_enter_tapped",
        question=DecisionKind.PAY_LIFE_OR_TAPPED,
    )


__all__ = [
    "BASIC_LAND_TYPES",
    "BecomesBasicLandType",
    "LandsYouControlGainAllBasicLandTypes",
    "enters_tapped_unless_you_pay_life",
    "gain_land_types",
    "is_the_chosen_basic_land_type",
]
