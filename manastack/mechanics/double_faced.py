"""Double-faced cards (CR 712): transforming, entering transformed, and casting a
face of a modal double-faced card from another zone.

Which face is up lives in ``GameObject.face_index``; :attr:`GameObject.face` reads
it, so on the stack and the battlefield only the face up counts and in every other
zone the front face does (CR 712.8, DFC-01, MDFC-06).  Casting either face of a
modal double-faced card from the hand is in :func:`manastack.engine.casting._printed_modes`
(CR 712.11b, MDFC-01); the spell's face becomes the permanent's face (MDFC-02).

Transforming turns a permanent to its other face; a modal double-faced permanent
does so only if that face has a permanent type, and a card put onto the
battlefield transformed enters so only if its back face is a permanent card,
otherwise it stays where it is (CR 701.27c, 712.10, MDFC-07).  A permanent that
transforms gets a new timestamp (CR 613.7g); an ability of a permanent that
transforms it does so only if it hasn't transformed since the ability was put on
the stack, or, for a delayed triggered ability, since it was created
(CR 701.28f: ``Transform``'s ``since``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.casting import CastMode
from ..engine.model import Activated, Face, cost
from ..engine.objects import BATTLEFIELD, EXILE, GameObject
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..language.effects import SELF, Effect, objects_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

DOUBLE_FACED = ("transform", "modal_dfc")


def other_face(obj: GameObject) -> Face | None:
    """The face of a double-faced card that is not up (``None`` for any other
    object: a token, a copy, a face-down or single-faced card)."""
    card = obj.card
    if card.layout not in DOUBLE_FACED or len(card.faces) < 2 or obj.token_face is not None:
        return None
    return card.faces[1 - obj.face_index]


def can_transform(game: Game, oid: int) -> bool:
    """CR 701.27c, 712.10 (MDFC-07): a double-faced permanent transforms only if
    its other face has a permanent type."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD or obj.face_down:
        return False
    face = other_face(obj)
    return face is not None and face.is_permanent


def _transform(game: Game, op: Op) -> None:
    """Turn the permanent to its other face: the same object, counters and
    effects stay (CR 701.27, 712.9)."""
    oid = op["obj"]
    if not can_transform(game, oid):
        return
    obj = game.objects[oid]
    since = op.get("since")
    if since is not None and obj.timestamp > since:
        return  # it has transformed since (CR 701.28f)
    before = game.chars(obj).name
    obj.face_index = 1 - obj.face_index
    obj.timestamp = game.next_timestamp()  # CR 613.7g
    game.touch()
    game.emit(EventKind.TRANSFORM, obj=oid, card=before, into=game.chars(obj).name)


def _return_transformed(game: Game, op: Op) -> None:
    """Exile the permanent, then return the card to the battlefield transformed
    under ``controller``'s control (SAGA-02): only if its back face is a permanent
    card, otherwise it stays in exile (CR 712.14a, MDFC-07)."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD:
        return
    exiled = change_now(game, move(obj.id, EXILE, "effect"))
    if exiled is not None:
        _enter_transformed(game, exiled, op["controller"])


def _enter_transformed(game: Game, oid: int, controller: int) -> int | None:
    card = game.objects[oid].card
    if card.layout not in DOUBLE_FACED or len(card.faces) < 2 or not card.faces[1].is_permanent:
        return None  # it stays in its zone (MDFC-07)
    return change_now(  # type: ignore[no-any-return]  # a move produces the new id
        game, move(oid, BATTLEFIELD, "effect", controller=controller, face_index=1)
    )


def _put_transformed(game: Game, op: Op) -> None:
    _enter_transformed(game, op["obj"], op["controller"])


@dataclass(frozen=True)
class Transform(Effect):
    """ "Transform <this permanent>" (CR 701.27).  An ability transforming its
    own permanent does nothing if that permanent has transformed since the
    ability was put on the stack (CR 701.28f); a delayed triggered ability gives
    the moment it was created as ``since`` (:func:`transform_later`)."""

    what: Any = SELF
    key: str = "effect.transform"
    since: int | None = None

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        since = self.since
        if since is None and self.what == SELF and ctx.stack_id is not None:
            ability = game.objects.get(ctx.stack_id)
            since = ability.timestamp if ability is not None else None
        return [
            Op("transform", obj=i, since=since) for i in objects_for(self.what, game, ctx, part)
        ]


def transform_later(game: Game, ctx: Context) -> tuple[Transform]:
    """The effect of a delayed triggered ability that transforms its source
    ("transform <this> at the beginning of the next upkeep"), made as the
    delayed ability is created (CR 603.7, 701.28f)."""
    return (Transform(since=game.next_timestamp()),)


@dataclass(frozen=True)
class ExileAndReturnTransformed(Effect):
    """ "Exile this Saga, then return it to the battlefield transformed under your
    control" (the last chapter of a double-faced Saga, SAGA-02)."""

    key: str = "effect.return_transformed"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("return_transformed", obj=i, controller=ctx.controller)
            for i in objects_for(SELF, game, ctx, part)
        ]


@dataclass(frozen=True)
class PutOntoBattlefieldTransformed(Effect):
    """ "Put target card onto the battlefield transformed": it enters back face up
    if that face is a permanent, else it stays where it is (MDFC-07)."""

    what: TargetSpec
    key: str = "effect.put_transformed"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("put_transformed", obj=i, controller=ctx.controller)
            for i in objects_for(self.what, game, ctx, part)
        ]


def transform_ability(mana: str, text: str = "") -> Activated:
    """ "<cost>: Transform <this>. Activate only as a sorcery." — the front face's
    ability of the Marvel's Spider-Man modal double-faced cards (MDFC-02)."""
    return Activated(
        cost(mana), (Transform(),), sorcery_speed=True, text=text or f"{mana}: Transform"
    )


def faces_castable(obj: GameObject, fits: Callable[[Face], bool], name: str) -> list[CastMode]:
    """The ways to cast ``obj`` under an effect that lets you cast spells of a kind
    from a zone: each face that fits, so either face of a modal double-faced card
    (CR 712.11b, MDFC-04); ``name`` names the mode, with ``":back"`` for the back."""
    card = obj.card
    faces = card.faces if card.layout == "modal_dfc" else card.faces[:1]
    return [
        CastMode(
            name if i == 0 else f"{name}:back",
            face,
            face.mana_cost,
            face_index=i,
        )
        for i, face in enumerate(faces)
        if "Land" not in face.types and fits(face)
    ]


def register(rules: Registry) -> None:
    """Transforming and putting onto the battlefield transformed are events (CR 712)."""
    rules.event_handlers.register("transform", _transform)
    rules.event_handlers.register("return_transformed", _return_transformed)
    rules.event_handlers.register("put_transformed", _put_transformed)


__all__ = [
    "ExileAndReturnTransformed",
    "PutOntoBattlefieldTransformed",
    "Transform",
    "can_transform",
    "faces_castable",
    "other_face",
    "transform_ability",
    "transform_later",
]
