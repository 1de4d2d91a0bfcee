"""The Shoals' alternative cost (Betrayers of Kamigawa): "You may exile a [colour]
card with mana value X from your hand rather than pay this spell's mana cost."

* It is an alternative cost (CR 118.9, 601.2b): the spell is cast as the way to
  cast ``"shoal"`` for no mana, and no other alternative cost can be combined with
  it (CR 118.9a).
* X is the mana value of the card exiled (the Shoals' rulings; CR 107.3 lets a cost
  define X), so the player doesn't choose X: they choose the card, and X follows.
  A card with X in its own mana cost counts X as 0 in the hand (CR 202.3e).
* The card to exile is chosen as the spell is announced, with the other choices
  of CR 601.2b; it must be another card: the spell itself is on the stack by then
  (CR 601.2a).  The card is exiled as it is chosen: no later choice of the spell
  can tell the difference, since a card in a hand is never a target.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind
from ..core.mana import EMPTY_COST
from ..core.registry import Registry
from ..engine.casting import CastMode, may_cast_from_zone
from ..engine.model import Ability
from ..engine.objects import EXILE, HAND, GameObject
from ..engine.ops import move
from ..engine.perform import ApplyOps
from ..engine.steps import Step, copy_ctx

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef

SHOAL = "shoal"  # the way to cast


@dataclass(frozen=True)
class ExileFromHandInstead(Ability):
    """ "You may exile a ``colour`` card with mana value X from your hand rather
    than pay this spell's mana cost." """

    colour: str
    text: str = ""


def shoal_cost(colour: str) -> ExileFromHandInstead:
    """The Shoal of ``colour`` ("W", "U", "B", "R", "G")."""
    return ExileFromHandInstead(colour, text=f"Exile a {colour} card with mana value X instead")


def _shoal_ability(card: CardDef) -> ExileFromHandInstead | None:
    for ability in card.faces[0].abilities:
        if isinstance(ability, ExileFromHandInstead):
            return ability
    return None


def exilable(game: Game, player: int, spell: GameObject) -> list[int]:
    """The other cards of the Shoal's colour in ``player``'s hand."""
    ability = _shoal_ability(spell.card)
    if ability is None:
        return []
    return [
        oid
        for oid in game.players[player].hand
        if oid != spell.id and ability.colour in game.objects[oid].card.faces[0].colours
    ]


def _shoal_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    if obj.zone != HAND or not may_cast_from_zone(game, player, obj):
        return []
    if not exilable(game, player, obj):
        return []
    return [CastMode(SHOAL, obj.card.faces[0], EMPTY_COST, alternative=True)]


def _has_shoal_cost(card: CardDef) -> bool:
    return _shoal_ability(card) is not None


class ChooseCardToExile(Step):
    """CR 601.2b: the card exiled for the alternative cost; X is its mana value."""

    __slots__ = ("player", "spell", "ctx")

    def __init__(self, player: int, spell: int, ctx: Context) -> None:
        self.player = player
        self.spell = spell
        self.ctx = ctx

    def copy(self, memo: dict) -> ChooseCardToExile:
        return ChooseCardToExile(self.player, self.spell, copy_ctx(self.ctx, memo))  # type: ignore[arg-type]

    def run(self, game: Game) -> None:
        game.ask(self.player, DecisionKind.CHOOSE_CARD, "prompt.shoal_exile")

    def options(self, game: Game) -> list[Action]:
        return [
            Action(ActionKind.CHOOSE, (oid,))
            for oid in exilable(game, self.player, game.objects[self.spell])
        ]

    def answer(self, game: Game, action: Action) -> None:
        chosen = action.args[0]
        self.ctx.x = game.objects[chosen].card.faces[0].mana_cost.mana_value
        self.ctx.flags.x_chosen = True
        game.pop(self)
        game.push(ApplyOps([move(chosen, EXILE, "exile")]))


def _announce_hook(game: Game, cast: Any, obj: GameObject, ctx: Context) -> bool:
    if ctx.flags.how != SHOAL or ctx.flags.x_chosen:
        return False
    game.push(ChooseCardToExile(cast.player, obj.id, ctx))
    return True


def register(rules: Registry) -> None:
    """The way to cast, and the question of which card to exile."""
    rules.cast_modes.register(SHOAL, (_shoal_modes, _has_shoal_cost))
    rules.announce_hooks.register(_announce_hook)
