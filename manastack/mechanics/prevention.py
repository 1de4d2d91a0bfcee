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

Flames of the Blood Hand's "if that player would gain life this turn, that player
gains no life instead" is a replacement of the same shape (CR 614.1a), kept as a
shield on the player for the turn: :class:`NoLifeGain`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.effect import Effect, Shield
from ..engine.model import Replacement
from ..engine.objects import player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

PREVENTION = "prevention"  # the shield kind
PREVENT_OP = "prevent_damage"


@dataclass(frozen=True, slots=True)
class PreventionShield(Shield):
    """Prevents the next ``amount`` damage (all damage if ``None``) that would be
    dealt to ``protects`` (an object id or a player ref) during the turn ``until``;
    ``serial`` tells shields apart."""

    protects: Any = None
    amount: int | None = None
    serial: int = 0


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
    return [
        ((PREVENTION, s.serial), _shield_replacement(s.serial))
        for s in _live_shields(game, op["target"])
    ]


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
    if serial is not None:
        shield = next(
            (s for s in game.shields if isinstance(s, PreventionShield) and s.serial == serial),
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
    if prevented:
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
    "NoLifeGain",
    "NoLifeGainShield",
    "PreventDamage",
    "PreventionShield",
    "each_creature_and_each_player",
]
