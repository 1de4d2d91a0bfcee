"""The other cards of the Onslaught morph FAQ (seed 002): Faceless Butcher,
Meddling Mage, Yawgmoth's Will, Unnatural Selection, Tidal Visionary, and Clone
for copies of face-down creatures (MOR-19)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import DecisionKind
from ..core.mana import COLOURS
from ..engine.layers import ContinuousEffect
from ..engine.objects import BATTLEFIELD, EXILE, GameObject
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature
from ..engine.triggers import Enters, LeavesBattlefield
from ..language.as_enters import as_enters
from ..language.effects import Choice, Effect, objects_for
from ..mechanics.rule_changes import MEDDLING, YawgmothsWill
from . import Activated, Triggered, behaviour, cost, nonland_names

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

_CREATURE_TYPE_SET = frozenset(CREATURE_TYPES)


# ------------------------------------------------------- "becomes" effects
def _set_creature_type(creature_type: str):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.subtypes = (ch.subtypes - _CREATURE_TYPE_SET) | {creature_type}

    return modify


def _set_colour(colour: str):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.colours = frozenset({colour})

    return modify


@dataclass(frozen=True)
class BecomeCreatureType(Effect):
    """ "<Object> becomes the creature type of your choice until end of turn": the
    new type replaces its creature types (CR 205.1b, layer 4).  The type is
    chosen as the effect resolves; ``exclude`` lists types that may not be;
    ``until=""`` for an effect that lasts indefinitely."""

    what: Any
    exclude: tuple[str, ...] = ()
    until: str = "end_of_turn"
    key: str = "effect.become_type"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        if key not in ctx.answers:
            options = tuple(t for t in CREATURE_TYPES if t not in self.exclude)
            return Choice(
                ctx.controller,
                DecisionKind.CREATURE_TYPE,
                "prompt.choose_creature_type",
                options,
                key=key,
            )
        chosen = ctx.answers[key][0]
        return [
            Op(
                "effect",
                effect=ContinuousEffect(
                    "4",
                    _set_creature_type(chosen),
                    locked=frozenset(ids),
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=game.next_timestamp(),
                    until=self.until,
                    key="ce.creature_type",
                    params=(("type", chosen),),
                ),
            )
        ]


@dataclass(frozen=True)
class BecomeColour(Effect):
    """ "<Object> becomes the color of your choice until end of turn" (layer 5)."""

    what: Any
    key: str = "effect.become_colour"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        if key not in ctx.answers:
            return Choice(
                ctx.controller, DecisionKind.COLOUR, "prompt.choose_colour", tuple(COLOURS), key=key
            )
        chosen = ctx.answers[key][0]
        return [
            Op(
                "effect",
                effect=ContinuousEffect(
                    "5",
                    _set_colour(chosen),
                    locked=frozenset(ids),
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=game.next_timestamp(),
                    until="end_of_turn",
                    key="ce.colour",
                    params=(("colour", chosen),),
                ),
            )
        ]


behaviour(
    "Unnatural Selection",
    abilities=[Activated(cost("{1}"), (BecomeCreatureType(target_creature(), exclude=("Wall",)),))],
)
behaviour(
    "Tidal Visionary", abilities=[Activated(cost(tap=True), (BecomeColour(target_creature()),))]
)


# ------------------------------------------------------------ Faceless Butcher
@dataclass(frozen=True, eq=False)
class AnotherTarget(TargetSpec):
    """ "Another target ...": anything the slot accepts except the source of the
    ability (CR 115.1)."""

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator:
        me = _ability_source(source)
        return (r for r in super().choices(game, controller, source, chosen_already) if r != me)

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        return ref != _ability_source(source) and super().is_legal(game, ref, controller, source)


def _ability_source(stack_obj: GameObject | None) -> int | None:
    """The source of the ability ``stack_obj``; asked about a permanent (can its
    ability be activated at all?), that permanent itself."""
    info = stack_obj.cast_info if stack_obj is not None else None
    if info is not None and info.ability and info.ctx is not None:
        return info.ctx.source
    if stack_obj is not None and stack_obj.zone == BATTLEFIELD:
        return stack_obj.id
    return None


@dataclass(frozen=True)
class ExileLinked(Effect):
    """ "Exile <target>" remembering the exiled card on the source, for a later
    "return the exiled card" (CR 607.2a linked abilities)."""

    what: TargetSpec
    key: str = "effect.exile"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [move(i, EXILE, "exile") for i in objects_for(self.what, game, ctx, part)]


@dataclass(frozen=True)
class LinkExiled(Effect):
    """Note on the source which card the previous effect exiled."""

    after: tuple[int, int]
    key: str = "effect.link"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        exiled = ctx.results.get(f"done{self.after}", [])
        return [Op("designate", obj=ctx.source, add=f"exiled:{i}") for i in exiled]


@dataclass(frozen=True)
class ReturnLinked(Effect):
    """ "Return the exiled card to the battlefield under its owner's control"."""

    key: str = "effect.return_linked"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        source = game.objects.get(ctx.source) or game.lki_objects.get(ctx.source)
        if source is None:
            return []
        ops = []
        for mark in sorted(source.designations):
            if mark.startswith("exiled:"):
                oid = int(mark.split(":", 1)[1])
                obj = game.objects.get(oid)
                if obj is not None and obj.zone == EXILE:
                    ops.append(move(oid, BATTLEFIELD, "return", controller=obj.owner))
        return ops


behaviour(
    "Faceless Butcher",
    abilities=[
        Triggered(
            Enters(),
            (
                ExileLinked(
                    AnotherTarget(
                        "target.another_creature", objects=lambda g, o, c: g.chars(o).is_creature
                    )
                ),
                LinkExiled((0, 0)),
            ),
        ),
        Triggered(LeavesBattlefield(), (ReturnLinked(),)),
    ],
)


# ------------------------------------------------------------------ Meddling Mage
def _nonland_names(game: Game, obj: GameObject, player: int) -> tuple[str, ...]:
    """Meddling Mage's choice: any nonland card name, either name of a flip card
    (FLIP-07)."""
    return nonland_names()


behaviour(
    "Meddling Mage",
    abilities=[
        as_enters(
            "choose_name",
            "prompt.choose_name",
            _nonland_names,
            lambda g, data, name: {
                "designations": frozenset(data.get("designations") or ()) | {f"named:{name}"}
            },
        ),
        MEDDLING,
    ],
)


# --------------------------------------------------------------- Yawgmoth's Will
behaviour("Yawgmoth's Will", spell=[YawgmothsWill()])
