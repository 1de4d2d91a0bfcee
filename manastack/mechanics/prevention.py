"""Prevention shields (CR 615): "prevent the next N damage that would be dealt to
<target> this turn" and "prevent all damage that would be dealt to <target> this
turn", and the static "prevent all damage that would be dealt to and dealt by
<enchanted creature>".

A shield is a prevention effect waiting for damage (CR 615.1a).  It is kept with
the other shields of the turn, which the cleanup step clears (CR 514.2).  When
damage would be dealt to what it protects, it applies as a replacement (the
affected player orders several, CR 616.1): the damage event becomes a
``prevent_damage`` event that uses up to the shield's amount (CR 615.7) and deals
the rest.  Damage that "can't be prevented" (``unpreventable`` on the damage
event, CR 615.12) passes every shield.

Redirection ("the next N damage ... is dealt to <target> instead", CR 614.9) uses
the same shields: the prevented part is dealt to the new target by the same
source (:class:`Redirect`).

Flames of the Blood Hand's "if that player would gain life this turn, that player
gains no life instead" is a replacement of the same shape (CR 614.1a), kept as a
shield on the player for the turn: :class:`NoLifeGain`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..core.registry import Registry
from ..engine.effect import Choice, Effect, Shield
from ..engine.model import Replacement
from ..engine.objects import is_player_ref, player_of, player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..language.effects import Amount, amount_of

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

PREVENTION = "prevention"  # the shield kind
REDIRECTION = "redirection"  # the shield kind of "is dealt to ... instead"
PREVENT_OP = "prevent_damage"


@dataclass(frozen=True, slots=True)
class PreventionShield(Shield):
    """Prevents the next ``amount`` damage (all damage if ``None``) that would be
    dealt to ``protects`` (an object id or a player ref) during the turn ``until``;
    ``serial`` tells shields apart."""

    protects: Any = None
    amount: int | None = None
    serial: int = 0


YOURS = "yours"  # "you and/or creatures you control"


@dataclass(frozen=True, slots=True)
class RedirectShield(Shield):
    """The next ``amount`` damage (all of the next damage event, if ``None``) that
    ``source`` (any source, if ``None``) would deal to what ``protects`` names is
    dealt to ``to`` instead (CR 614.9).  ``protects`` is an object id or a player
    ref, ``(YOURS, player)`` for "you and/or creatures you control", or ``None``
    for anything."""

    protects: Any = None
    source: int | None = None
    amount: int | None = None
    to: Any = None
    serial: int = 0

    def matches(self, game: Game, op: Op) -> bool:
        if self.until != game.turn_number or (
            self.source is not None and self.source != op["source"]
        ):
            return False
        target, protects = op["target"], self.protects
        if isinstance(protects, tuple):  # (YOURS, player)
            player = protects[1]
            if is_player_ref(target):
                return bool(player_of(target) == player)
            obj = game.objects.get(target)
            return (
                obj is not None
                and game.chars(obj).is_creature
                and (game.chars(obj).controller == player)
            )
        return protects is None or protects == target


def _live_shields(game: Game, ref: Any) -> list[PreventionShield]:
    return [
        s
        for s in game.shields
        if isinstance(s, PreventionShield) and s.protects == ref and s.until == game.turn_number
    ]


@dataclass(frozen=True)
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` damage [all damage, if ``None``] that would be
    dealt to <what> this turn" (CR 615.7).  ``what`` is a target slot (any target:
    creatures and players) or a function of (game, ctx) giving ids and player refs
    ("each creature and each player")."""

    what: TargetSpec | Callable[[Game, Context], list[Any]]
    amount: int | None = None
    key: str = "effect.prevent"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        if isinstance(self.what, TargetSpec):
            refs = game.still_legal(ctx, self.what, part)
        else:
            refs = list(self.what(game, ctx))
        return [
            Op(
                "shield",
                shield=PreventionShield(
                    PREVENTION,
                    game.turn_number,
                    protects=ref,
                    amount=self.amount,
                    serial=game.next_timestamp(),
                ),
            )
            for ref in refs
        ]


@dataclass(frozen=True)
class Redirect(Effect):
    """ "The next ``amount`` damage [that a source of your choice would deal] to
    <protected> this turn is dealt to <to> instead" (CR 614.9).  ``protects(game,
    ctx)`` names what is protected (an id, a player ref or ``(YOURS, player)``);
    ``to`` is a target slot or ``protects``-like function; ``amount`` ``None`` is
    "the next time ... would deal damage"."""

    protects: Callable[[Game, Context], Any]
    to: TargetSpec | Callable[[Game, Context], Any]
    amount: Amount | None = None
    choose_source: bool = False
    key: str = "effect.redirect"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.to,) if isinstance(self.to, TargetSpec) else ()

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        source = None
        if self.choose_source:
            answer = ctx.answers.get(key)
            if not answer:
                sources = tuple(game.battlefield) + tuple(
                    o for o in game.stack if o != ctx.stack_id
                )
                if not sources:  # no object could deal damage: nothing to redirect
                    return []
                return Choice(
                    ctx.controller,
                    DecisionKind.CHOOSE_CARD,
                    "prompt.choose_source",
                    sources,
                    key=key,
                )
            source = answer[0]
        if isinstance(self.to, TargetSpec):
            legal = game.still_legal(ctx, self.to, part)
            if not legal:
                return []
            to = legal[0]
        else:
            to = self.to(game, ctx)
        amount = None if self.amount is None else amount_of(self.amount, game, ctx)
        shield = RedirectShield(
            REDIRECTION,
            game.turn_number,
            protects=self.protects(game, ctx),
            source=source,
            amount=amount,
            to=to,
            serial=game.next_timestamp(),
        )
        return [Op("shield", shield=shield)]


def you_and_your_creatures(game: Game, ctx: Context) -> tuple[str, int]:
    """ "you and/or creatures you control"."""
    return (YOURS, ctx.controller)


def each_creature_and_each_player(game: Game, ctx: Context) -> list[Any]:
    """Kitsune Palliator's "each creature and each player" as it resolves."""
    return [o for o in game.battlefield if game.chars(o).is_creature] + [
        player_ref(p.index) for p in game.players if not p.has_lost
    ]


# ------------------------------------------------------------ the replacement
def _shield_applies(game: Game, _obj: Any, op: Op) -> bool:
    return op.kind == "damage" and not op.get("unpreventable") and op["amount"] > 0


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """Each live shield on what the damage would be dealt to."""
    if not _shield_applies(game, None, op):
        return []
    found = [
        ((PREVENTION, s.serial), _shield_replacement(s.serial))
        for s in _live_shields(game, op["target"])
    ]
    found += [
        ((PREVENTION, s.serial), _shield_replacement(s.serial))
        for s in game.shields
        if isinstance(s, RedirectShield) and s.matches(game, op)
    ]
    return found


def _shield_replacement(serial: int) -> Replacement:
    def instead(game: Game, op: Op) -> Op:
        return op.retyped(PREVENT_OP, (PREVENTION, serial), damage=op, serial=serial)

    return Replacement("damage", _shield_applies, instead, self_only=False, text="Prevent")


def _prevent(game: Game, op: Op) -> int:
    """Use the shield (all of the damage if the shield has no amount, CR 615.7),
    then deal the rest; returns the damage dealt."""
    dealt: Op = op["damage"]
    amount = int(dealt["amount"])
    serial = op.get("serial")
    prevented = amount
    shield: PreventionShield | RedirectShield | None = None
    if serial is not None:
        shield = next(
            (
                s
                for s in game.shields
                if isinstance(s, PreventionShield | RedirectShield) and s.serial == serial
            ),
            None,
        )
        if shield is None:
            prevented = 0
        elif shield.amount is not None:
            prevented = min(amount, shield.amount)
            left = shield.amount - prevented
            game.shields = [
                replace(s, amount=left) if s is shield else s
                for s in game.shields
                if not (s is shield and left == 0)
            ]
        elif isinstance(shield, RedirectShield):  # "the next time": used once
            game.shields = [s for s in game.shields if s is not shield]
    if isinstance(shield, RedirectShield):
        if prevented:  # dealt to the new target instead, by the same source
            moved = Op("damage", op.applied, **dict(dealt.data, target=shield.to, amount=prevented))
            change_now(game, moved)
    elif prevented:
        game.emit(
            EventKind.PREVENTED,
            source=dealt["source"],
            target=dealt["target"],
            amount=prevented,
            rule="615.1a",
        )
    if prevented >= amount:
        return 0
    rest = Op("damage", op.applied, **dict(dealt.data, amount=amount - prevented))
    return int(change_now(game, rest) or 0)


# ---------------------------------------------------- prevent to and by (static)
def _enchanted_deals_or_is_dealt(game: Game, aura: GameObject, op: Op) -> bool:
    host = aura.attached_to
    return (
        host is not None
        and _shield_applies(game, aura, op)
        and (op["target"] == host or op["source"] == host)
    )


def _prevent_all(game: Game, op: Op) -> Op:
    return op.retyped(PREVENT_OP, ("to_and_by",), damage=op)


PREVENT_ALL_TO_AND_BY_ENCHANTED = Replacement(
    "damage",
    _enchanted_deals_or_is_dealt,
    _prevent_all,
    self_only=False,
    text="Prevent all damage that would be dealt to and dealt by enchanted creature.",
)


# ------------------------------------------------------- no life gain this turn
NO_LIFE_GAIN = "no_life_gain"


@dataclass(frozen=True, slots=True)
class NoLifeGainShield(Shield):
    """The player ``player`` gains no life during the turn ``until``."""

    player: int = 0


@dataclass(frozen=True)
class NoLifeGain(Effect):
    """ "If <player> would gain life this turn, that player gains no life
    instead" for the players ``who(game, ctx)`` names (CR 614.1a)."""

    who: Callable[[Game, Context], list[int]]
    key: str = "effect.no_life_gain"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op("shield", shield=NoLifeGainShield(NO_LIFE_GAIN, game.turn_number, player=p))
            for p in self.who(game, ctx)
        ]


def _would_gain_life(game: Game, _obj: Any, op: Op) -> bool:
    return (
        op.kind == "life"
        and op["amount"] > 0
        and any(
            isinstance(s, NoLifeGainShield)
            and s.player == op["player"]
            and s.until == game.turn_number
            for s in game.shields
        )
    )


def _gains_nothing(game: Game, op: Op) -> Op:
    return op.retyped(NO_LIFE_GAIN, (NO_LIFE_GAIN,), player=op["player"])


def _no_gain(game: Game, op: Op) -> None:
    """The replaced event: the player gains no life, and no life-gain event
    happens (nothing triggers on it)."""


_NO_GAIN = Replacement("life", _would_gain_life, _gains_nothing, self_only=False, text="No life")


def _life_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    return [((NO_LIFE_GAIN,), _NO_GAIN)] if _would_gain_life(game, None, op) else []


def register(rules: Registry) -> None:
    """The shields' replacement effects and the ``prevent_damage`` event."""
    rules.replacement_effects.register(_replacements)
    rules.replacement_effects.register(_life_replacements)
    rules.event_handlers.register(PREVENT_OP, _prevent)
    rules.event_handlers.register(NO_LIFE_GAIN, _no_gain)


__all__ = [
    "PREVENT_ALL_TO_AND_BY_ENCHANTED",
    "Redirect",
    "RedirectShield",
    "you_and_your_creatures",
    "NoLifeGain",
    "NoLifeGainShield",
    "PreventDamage",
    "PreventionShield",
    "each_creature_and_each_player",
]
