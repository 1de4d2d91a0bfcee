"""Ninjutsu (CR 702.49).

"Ninjutsu [cost]" is an activated ability that works only while its card is in
its owner's hand (CR 702.49a, 113.6b): "[Cost], Reveal this card from your hand,
Return an unblocked attacking creature you control to its owner's hand: Put this
card onto the battlefield from your hand tapped and attacking."

* An attacking creature is unblocked once blockers have been declared and no
  creature blocked it (CR 509.1h), so the ability can be activated only in the
  declare blockers step and the combat steps after it (CR 702.49c).
* Activating it reveals the card: the activation event names it (CR 702.49b).
* The ninja enters attacking the player the returned creature was attacking,
  unblocked (CR 702.49c).  It was never declared as an attacker, so "whenever this
  creature attacks" abilities don't trigger (CR 508.3a, 508.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.registry import Registry
from ..engine.model import Activated, cost
from ..engine.objects import BATTLEFIELD, HAND, GameObject
from ..engine.ops import Op, move
from ..language.effects import Effect

if TYPE_CHECKING:
    from ..engine.casting import PayCost
    from ..engine.context import Context
    from ..engine.game import Game

ATTACKING = "attacking"  # op: a permanent is put into combat attacking
AFTER_BLOCKERS = frozenset(
    {"declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"}
)
_DEFENDER = "ninjutsu_defender"  # ctx.results: whom the returned creature attacked


def unblocked_attacker(game: Game, obj: GameObject, player: int) -> bool:
    """An unblocked attacking creature (CR 509.1h): attacking, blockers already
    declared, and it didn't become blocked."""
    combat = game.combat
    return (
        combat is not None
        and game.step in AFTER_BLOCKERS
        and obj.id in combat.attackers
        and obj.id not in combat.blocked
    )


@dataclass(frozen=True)
class EnterAttacking(Effect):
    """Put the card with ninjutsu onto the battlefield from its owner's hand,
    tapped; once there it is attacking the returned creature's defender.  If the
    card has left the hand meanwhile, nothing happens (CR 400.7)."""

    key: str = "effect.ninjutsu"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        card = game.objects.get(ctx.source)
        if card is None or card.zone != HAND:
            return []
        return [move(card.id, BATTLEFIELD, "ninjutsu", tapped=True, controller=ctx.controller)]


@dataclass(frozen=True)
class JoinCombat(Effect):
    """The second half of ninjutsu: the permanent the previous effect put onto the
    battlefield is attacking, unblocked (CR 506.3, 702.49c)."""

    key: str = "effect.ninjutsu"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        entered = ctx.results.get(f"done{(key[0], key[1] - 1)}") or []
        defender = ctx.results.get(_DEFENDER)
        if game.combat is None or defender is None:
            return []
        return [
            Op(ATTACKING, obj=oid, defender=defender)
            for oid in entered
            if oid in game.objects and game.objects[oid].zone == BATTLEFIELD
        ]


@dataclass(frozen=True)
class NinjutsuAbility(Activated):
    """The ninjutsu ability of a card (it works from the hand)."""


def ninjutsu(mana: str) -> NinjutsuAbility:
    """``Ninjutsu {1}{U}`` on a card."""
    return NinjutsuAbility(
        cost(mana, return_to_hand=unblocked_attacker),
        (EnterAttacking(), JoinCombat()),
        zone=HAND,
        text=f"Ninjutsu {mana}",
    )


def _attacking(game: Game, op: Op) -> None:
    """A permanent is put onto the battlefield attacking (CR 506.3): it is an
    attacking creature without having been declared as one, so no attack event."""
    combat = game.combat
    if combat is None or op["obj"] not in game.objects:
        return
    combat.attackers[op["obj"]] = op["defender"]
    game.touch()  # who attacks changed (CR 506.4)


def _note_defender(game: Game, step: PayCost, action: Action) -> bool:
    """While a ninjutsu cost is paid, note whom the returned creature was attacking
    before it leaves combat (CR 702.49c).  Lets the payment go on as usual."""
    ctx = step.ctx
    if (
        ctx is not None
        and step.pending_choice == "return_to_hand"
        and isinstance(ctx.flags.ability, NinjutsuAbility)
        and game.combat is not None
        and action.args
    ):
        defender = game.combat.attackers.get(action.args[0])
        if defender is not None:
            ctx.results[_DEFENDER] = defender
    return False


def register(rules: Registry) -> None:
    """The ``attacking`` event and the payment hook noting the defender."""
    rules.event_handlers.register(ATTACKING, _attacking)
    rules.payment_handlers.register(_note_defender)
