"""Prevention effects (CR 615), one mechanism for all of them.

One-shot effects leave a shield in ``game.shields`` for the turn (CR 615.3):

* "prevent the next N damage that would be dealt to <target> this turn", "prevent
  all damage that would be dealt to <target> this turn", "prevent all damage that
  would be dealt by creatures this turn", optionally "you gain life equal to the
  damage prevented this way": :class:`PreventDamage` (Battlefield Medic, Daru
  Healer, Candles' Glow, Ethereal Haze);
* "prevent all damage <source> would deal this turn": :class:`PreventDamageFrom`;
* "the next time a creature of the chosen type would deal damage to you this
  turn, prevent that damage": :class:`PreventNextFromType` (Circle of Solace).

Static abilities prevent too: the :class:`PreventsDamageTo` ability ("prevent all
combat damage that would be dealt to <objects>", General's Kabuto) and any
``"damage"`` :class:`Replacement` whose effect is :func:`prevent_damage`
(Sandskin).

Each applicable shield or ability is a replacement of the damage event (CR 615.1a;
the affected player orders them, CR 616.1): the event becomes a ``prevent`` event
whose handler uses the shield up as it prevents (CR 615.7), notes what was
prevented, gives the life, and deals the rest.  Damage that "can't be prevented"
is left alone (CR 615.12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.effect import Shield
from ..engine.model import Ability, Replacement
from ..engine.objects import BATTLEFIELD, is_player_ref, player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.selectors import Applies
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
    """Damage to ``ref`` (a permanent's id or a player's ``"P0"``; any recipient
    if ``None``) this turn is prevented: the next ``amount`` of it (all if
    ``None``), only damage dealt by creatures with ``from_creatures``;
    ``gain_life`` is the player who gains life equal to the damage prevented.
    ``serial`` tells two shields apart."""

    ref: Any = None
    amount: int | None = 0
    serial: int = 0
    from_creatures: bool = False
    gain_life: int | None = None


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
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` damage (all of it if ``None``) that would be
    dealt to <to> this turn" (``to`` ``None``: to anything); with
    ``from_creatures`` only damage dealt by creatures ("prevent all damage that
    would be dealt by creatures this turn"); with ``gain_life`` "you gain life
    equal to the damage prevented this way"."""

    to: TargetSpec | None = None
    amount: Amount | None = None
    from_creatures: bool = False
    gain_life: bool = False
    key: str = "effect.prevent_damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.to,) if self.to is not None else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        n = None if self.amount is None else amount_of(self.amount, game, ctx)
        if n is not None and n <= 0:
            return []
        refs = [None] if self.to is None else list(game.still_legal(ctx, self.to, part))
        return [
            Op(
                "shield",
                shield=PreventNextShield(
                    PREVENT_NEXT,
                    game.turn_number,
                    ref=ref,
                    amount=n,
                    serial=game.next_timestamp(),
                    from_creatures=self.from_creatures,
                    gain_life=ctx.controller if self.gain_life else None,
                ),
            )
            for ref in refs
        ]


@dataclass(frozen=True)
class PreventsDamageTo(Ability):
    """ "Prevent all [combat] damage that would be dealt to <objects>" (a static
    ability; ``applies`` as in :mod:`manastack.engine.layers`)."""

    applies: Applies
    combat_only: bool = True
    text: str = ""


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
        if isinstance(s, PreventNextShield) and _next_applies(game, s, op):
            found.append(s)
        elif isinstance(s, PreventFromShield) and s.source == op["source"]:
            found.append(s)
        elif isinstance(s, PreventFromTypeShield) and op["target"] == player_ref(s.player):
            lki = game.last_known(op["source"])
            if lki is not None and lki.is_creature and s.creature_type in lki.subtypes:
                found.append(s)
    return found


def _next_applies(game: Game, shield: PreventNextShield, op: Op) -> bool:
    if shield.amount == 0 or shield.ref not in (None, op["target"]):
        return False
    if shield.from_creatures:
        source = game.last_known(op["source"])
        return source is not None and source.is_creature
    return True


def _static_applies(game: Game, ability: PreventsDamageTo, source: int, op: Op) -> bool:
    target = op["target"]
    if (ability.combat_only and not op["combat"]) or is_player_ref(target):
        return False
    obj = game.objects.get(target)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    return ability.applies(game, game.objects[source], obj, game.chars(obj))


def _instead(shield: OurShield):
    def apply(game: Game, op: Op) -> Op:
        return op.retyped(PREVENT_OP, _key(shield), shield=shield, **op.data)

    return apply


def _key(shield: OurShield) -> tuple[str, int]:
    """The replacement's identity (CR 614.5: each applies once to an event)."""
    return (shield.kind, shield.serial)


_BY_STATIC_ABILITY = Replacement(
    "damage", lambda g, o, p: True, lambda g, op: _static(g, op), self_only=False, text="Prevent"
)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    found = [
        (
            _key(s),
            Replacement(
                "damage", lambda g, o, p: True, _instead(s), self_only=False, text="Prevent"
            ),
        )
        for s in _watching(game, op)
    ]
    if op.kind != "damage" or op.get("unpreventable") or op["amount"] <= 0:
        return found
    for source in game.battlefield:
        for ability in game.chars(source).abilities:
            if isinstance(ability, PreventsDamageTo) and _static_applies(game, ability, source, op):
                found.append(((PREVENT_OP, source), _BY_STATIC_ABILITY))
    return found


def _prevent(game: Game, op: Op) -> int:
    """Prevent what the shield prevents, use it up, and deal the rest (CR 615.7)."""
    shield = op.get("shield")
    amount: int = op["amount"]
    if shield is None:  # a static ability's prevention: all, or up to N
        up_to = op.get("up_to")
        prevented = amount if up_to is None else min(amount, up_to)
    elif isinstance(shield, PreventNextShield):
        if shield.amount is None:  # all damage, for the whole turn
            prevented = amount
        else:
            prevented = min(amount, shield.amount)
            left = replace(shield, amount=shield.amount - prevented)
            kept = [
                s
                for s in game.shields
                if not (isinstance(s, PreventNextShield) and s.serial == shield.serial)
            ]
            game.shields = kept + ([left] if left.amount else [])
        if shield.gain_life is not None and prevented:
            change_now(game, Op("life", player=shield.gain_life, amount=prevented))
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


def _static(game: Game, op: Op) -> Op:
    """A static ability's prevention: all of the damage."""
    return Op(PREVENT_OP, op.applied, up_to=None, **op.data)


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
    "PreventDamage",
    "PreventNextFromType",
    "PreventsDamageTo",
    "prevent_damage",
]
