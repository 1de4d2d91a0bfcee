"""Prevention effects (CR 615): "prevent the next N damage that would be dealt
to <target> this turn" (or "... is dealt to you instead", a redirection the same
way, CR 614.9), "prevent all damage that would be dealt to <target> this
turn", "prevent all damage that would be dealt by creatures this turn", and the
static "prevent all combat damage that would be dealt to <objects>".

A one-shot prevention effect leaves a :class:`DamageShield` for the turn
(CR 615.3); a shield with an amount is used up as it prevents (CR 615.7).  The
static form is the ability :class:`PreventsDamageTo` (General's Kabuto).  Each
applicable shield is a replacement of the damage event (CR 615.1a, 616.1: the
affected player chooses the order); preventing turns the event into a
``prevent_damage`` event that spends the shield, notes the prevention (and the
life gained, Candles' Glow) and deals what is left.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.effect import Effect, Shield
from ..engine.layers import Applies
from ..engine.model import Ability, Replacement
from ..engine.objects import BATTLEFIELD, is_player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.targets import TargetSpec

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

PREVENT_OP = "prevent_damage"
DAMAGE_SHIELD = "damage"  # the shields' kind


@dataclass(frozen=True, slots=True)
class DamageShield(Shield):
    """Prevent damage this turn: dealt to ``target`` (any recipient if ``None``),
    ``amount`` of it (all if ``None``), only from creatures if ``from_creatures``;
    ``gain_life`` is the player who gains life equal to the damage prevented;
    ``redirect_to`` the player the damage is dealt to instead (a redirection,
    CR 614.9).  ``ident`` tells shields apart."""

    ident: tuple[int, ...] = ()
    target: Any = None
    amount: int | None = None
    from_creatures: bool = False
    gain_life: int | None = None
    redirect_to: int | None = None


@dataclass(frozen=True)
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` (all if ``None``) damage that would be dealt
    to <to> this turn" (``to`` ``None``: to anything), only damage dealt by
    creatures with ``from_creatures``; ``gain_life``: you gain life equal to the
    damage prevented this way; ``to_you``: that damage is dealt to you instead
    (Vassal's Duty, CR 614.9)."""

    to: Any = None
    amount: int | None = None
    from_creatures: bool = False
    gain_life: bool = False
    to_you: bool = False
    key: str = "effect.prevent_damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.to,) if isinstance(self.to, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        refs: list[Any] = [None]
        if isinstance(self.to, TargetSpec):
            refs = list(game.still_legal(ctx, self.to, part))
        return [
            Op(
                "shield",
                shield=DamageShield(
                    DAMAGE_SHIELD,
                    game.turn_number,
                    ident=(ctx.stack_id or ctx.source, part, i, *key),
                    target=ref,
                    amount=self.amount,
                    from_creatures=self.from_creatures,
                    gain_life=ctx.controller if self.gain_life else None,
                    redirect_to=ctx.controller if self.to_you else None,
                ),
            )
            for i, ref in enumerate(refs)
        ]


@dataclass(frozen=True)
class PreventsDamageTo(Ability):
    """ "Prevent all [combat] damage that would be dealt to <objects>" (a static
    ability; ``applies`` as in :mod:`manastack.engine.layers`)."""

    applies: Applies
    combat_only: bool = True
    text: str = ""


def _shield_applies(game: Game, shield: DamageShield, op: Op) -> bool:
    if shield.until != game.turn_number or shield.amount == 0:
        return False
    if shield.target is not None and shield.target != op["target"]:
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


def _prevent_with(shield: DamageShield | None) -> Replacement:
    return Replacement(
        "damage",
        lambda game, obj, op: True,
        lambda game, op: op.retyped(PREVENT_OP, (PREVENT_OP, shield), damage=op, shield=shield),
        self_only=False,
        text="Prevent damage",
    )


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if op.kind != "damage" or op["amount"] <= 0:
        return []
    found: list[tuple[Any, Replacement]] = [
        ((PREVENT_OP, s.ident), _prevent_with(s))
        for s in game.shields
        if isinstance(s, DamageShield) and _shield_applies(game, s, op)
    ]
    for source in game.battlefield:
        for ability in game.chars(source).abilities:
            if isinstance(ability, PreventsDamageTo) and _static_applies(game, ability, source, op):
                found.append(((PREVENT_OP, source), _prevent_with(None)))
    return found


def _prevent(game: Game, op: Op) -> None:
    """Prevent the damage (all of it, or what the shield has left, CR 615.7),
    then deal the rest."""
    shield: DamageShield | None = op["shield"]
    dealt: Op = op["damage"]
    amount: int = dealt["amount"]
    stopped = amount if shield is None or shield.amount is None else min(shield.amount, amount)
    if shield is not None and shield.amount is not None:
        left = replace(shield, amount=shield.amount - stopped)
        game.shields = [left if s is shield else s for s in game.shields]
    redirect = shield.redirect_to if shield is not None else None
    if redirect is None:
        game.emit(
            EventKind.PREVENTED, source=dealt["source"], target=dealt["target"], amount=stopped
        )
    if shield is not None and shield.gain_life is not None and stopped:
        change_now(game, Op("life", player=shield.gain_life, amount=stopped))
    if redirect is not None and stopped:
        change_now(
            game,
            Op("damage", op.applied, **dict(dealt.data, target=f"P{redirect}", amount=stopped)),
        )
    if amount > stopped:
        change_now(game, Op("damage", op.applied, **dict(dealt.data, amount=amount - stopped)))


def register(rules: Registry) -> None:
    """The shields and static abilities replace damage events."""
    rules.replacement_effects.register(_replacements)
    rules.event_handlers.register(PREVENT_OP, _prevent)


__all__ = ["DamageShield", "PreventDamage", "PreventsDamageTo"]
