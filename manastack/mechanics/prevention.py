"""Prevention shields of single objects (CR 615): "prevent the next N damage that
would be dealt to <target> this turn" and "prevent all damage <source> would deal
this turn".

Each is a shield in ``game.shields`` (like a regeneration shield, CR 615.1a) and a
replacement of the damage event it watches: the event becomes a ``prevent``
event whose handler uses up the shield, notes what was prevented and deals the
rest (CR 615.7).  Battlefield Medic, Daru Healer, Sunfire Balm, Shieldmage Elder;
:func:`prevent_damage` is the same event for a static ability (Sandskin).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.effect import Shield
from ..engine.model import Replacement
from ..engine.objects import player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..language.effects import Amount, Effect, amount_of

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

PREVENT_NEXT = "prevent_next"  # the shield kinds
PREVENT_FROM = "prevent_from"
PREVENT_FROM_TYPE = "prevent_from_type"
PREVENT_OP = "prevent"  # the event a damage event becomes


@dataclass(frozen=True, slots=True)
class PreventNextShield(Shield):
    """The next ``amount`` damage to ``ref`` (a permanent's id or a player's
    ``"P0"``) this turn is prevented; ``serial`` tells two shields apart."""

    ref: Any = None
    amount: int = 0
    serial: int = 0


@dataclass(frozen=True, slots=True)
class PreventFromShield(Shield):
    """All damage the object ``source`` would deal this turn is prevented."""

    source: int = 0
    serial: int = 0


@dataclass(frozen=True, slots=True)
class PreventFromTypeShield(Shield):
    """The next time a creature of ``creature_type`` would deal damage to
    ``player`` this turn, that damage is prevented (Circle of Solace)."""

    player: int = 0
    creature_type: str = ""
    serial: int = 0


OurShield = PreventNextShield | PreventFromShield | PreventFromTypeShield


@dataclass(frozen=True)
class PreventNextFromType(Effect):
    """ "The next time a creature of the chosen type would deal damage to you
    this turn, prevent that damage": ``kind(game, ctx)`` is the type."""

    kind: Callable[[Game, Context], str | None]
    key: str = "effect.prevent_next_from_type"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        chosen = self.kind(game, ctx)
        if chosen is None:
            return []
        shield = PreventFromTypeShield(
            PREVENT_FROM_TYPE,
            game.turn_number,
            player=ctx.controller,
            creature_type=chosen,
            serial=game.next_timestamp(),
        )
        return [Op("shield", shield=shield)]


@dataclass(frozen=True)
class PreventNext(Effect):
    """ "Prevent the next N damage that would be dealt to <target> this turn"."""

    what: TargetSpec
    amount: Amount = 1
    key: str = "effect.prevent_next"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        if n <= 0:
            return []
        return [
            Op(
                "shield",
                shield=PreventNextShield(
                    PREVENT_NEXT, game.turn_number, ref=ref, amount=n, serial=game.next_timestamp()
                ),
            )
            for ref in game.still_legal(ctx, self.what, part)
        ]


@dataclass(frozen=True)
class PreventDamageFrom(Effect):
    """ "Prevent all damage <target creature or spell> would deal this turn"."""

    what: TargetSpec
    key: str = "effect.prevent_from"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op(
                "shield",
                shield=PreventFromShield(
                    PREVENT_FROM, game.turn_number, source=oid, serial=game.next_timestamp()
                ),
            )
            for oid in game.still_legal(ctx, self.what, part)
        ]


def _watching(game: Game, op: Op) -> list[OurShield]:
    """The shields of this turn that watch the damage event ``op``."""
    if op.kind != "damage" or op.get("unpreventable"):  # CR 615.12
        return []
    found: list[OurShield] = []
    for s in game.shields:
        if s.until != game.turn_number:
            continue
        if isinstance(s, PreventNextShield) and s.ref == op["target"] and s.amount > 0:
            found.append(s)
        elif isinstance(s, PreventFromShield) and s.source == op["source"]:
            found.append(s)
        elif isinstance(s, PreventFromTypeShield) and op["target"] == player_ref(s.player):
            lki = game.last_known(op["source"])
            if lki is not None and lki.is_creature and s.creature_type in lki.subtypes:
                found.append(s)
    return found


def _instead(shield: OurShield):
    def apply(game: Game, op: Op) -> Op:
        return op.retyped(PREVENT_OP, _key(shield), shield=shield, **op.data)

    return apply


def _key(shield: OurShield) -> tuple[str, int]:
    """The replacement's identity (CR 614.5: each applies once to an event)."""
    return (shield.kind, shield.serial)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    return [
        (
            _key(s),
            Replacement(
                "damage", lambda g, o, p: True, _instead(s), self_only=False, text="Prevent"
            ),
        )
        for s in _watching(game, op)
    ]


def _prevent(game: Game, op: Op) -> int:
    """Prevent what the shield prevents, use it up, and deal the rest (CR 615.7)."""
    shield = op.get("shield")
    amount: int = op["amount"]
    if shield is None:  # a static ability's prevention: all, or up to N
        up_to = op.get("up_to")
        prevented = amount if up_to is None else min(amount, up_to)
    elif isinstance(shield, PreventNextShield):
        prevented = min(amount, shield.amount)
        left = replace(shield, amount=shield.amount - prevented)
        kept = [
            s
            for s in game.shields
            if not (isinstance(s, PreventNextShield) and s.serial == shield.serial)
        ]
        game.shields = kept + ([left] if left.amount else [])
    else:  # all of it; a "next time" shield is used up
        prevented = amount
        if isinstance(shield, PreventFromTypeShield):
            game.shields = [
                s
                for s in game.shields
                if not (isinstance(s, PreventFromTypeShield) and s.serial == shield.serial)
            ]
    if prevented:
        game.emit(EventKind.PREVENTED, source=op["source"], target=op["target"], amount=prevented)
    rest = amount - prevented
    if rest <= 0:
        return 0
    dealt = change_now(
        game,
        Op(
            "damage",
            op.applied,
            source=op["source"],
            target=op["target"],
            amount=rest,
            combat=op["combat"],
        ),
    )
    return int(dealt or 0)


def prevent_damage(up_to: int | None = None) -> Callable[[Game, Op], Op]:
    """What a static prevention ability (a :class:`Replacement` of ``"damage"``
    events) does to the damage: prevents all of it, or ``up_to`` N of it."""

    def apply(game: Game, op: Op) -> Op:
        if op.get("unpreventable"):  # "the damage can't be prevented" (CR 615.12)
            return op
        return Op(PREVENT_OP, op.applied, up_to=up_to, **op.data)

    return apply


def register(rules: Registry) -> None:
    """The shields' replacement effect and the ``prevent`` event."""
    rules.replacement_effects.register(_replacements)
    rules.event_handlers.register(PREVENT_OP, _prevent)


__all__ = [
    "PREVENT_FROM",
    "PREVENT_FROM_TYPE",
    "PREVENT_NEXT",
    "PreventDamageFrom",
    "PreventNext",
    "PreventNextFromType",
    "prevent_damage",
]
