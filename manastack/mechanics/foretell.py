"""Foretell [cost] (CR 702.143).

Any time its owner has priority during their own turn, a card with foretell in
their hand may be foretold: a special action (CR 116.2h, 702.143b) that doesn't
use the stack, ``Action("special", (card, "foretell"))``.  Its owner pays {2}
(:class:`Foretell`) and exiles the card face down (CR 406.3): its owner may look
at it, no other player may (CR 702.143a), and the log and views name it "a
face-down card" to them.  After the turn it was foretold in has ended, its owner
may cast it from exile for its foretell cost, an alternative cost
(``Action("cast", (card, "foretell"))``, CR 118.9, 601.2b, 601.2f-h), with the
spell's normal timing; it is turned face up as it is cast (CR 406.3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode, PayCost, can_pay_mana
from ..engine.model import CardDef, Keyword
from ..engine.objects import EXILE, HAND
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.steps import Step

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject

FORETELL = "foretell"  # the keyword, the special action and the way to cast
FORETELL_PAYMENT = ManaCost.parse("{2}")  # what foretelling a card costs (CR 702.143a)


def foretell(mana: str) -> Keyword:
    """``foretell("{2}{R}")``: "Foretell {2}{R}"."""
    return Keyword(FORETELL, ManaCost.parse(mana), text=f"Foretell {mana}")


def foretell_cost(card: CardDef) -> ManaCost | None:
    """The foretell cost printed on ``card``'s front face, if it has one."""
    for ability in card.faces[0].abilities:
        if isinstance(ability, Keyword) and ability.name == FORETELL:
            return ability.value  # type: ignore[no-any-return]
    return None


def _has_foretell(card: Any) -> bool:
    return FORETELL in card.faces[0].keywords  # type: ignore[no-any-return]


def is_foretold(obj: GameObject) -> bool:
    """Was ``obj`` exiled face down by foretelling it (CR 702.143c)?"""
    return obj.zone == EXILE and obj.face_down and obj.face_down_kind == FORETELL


# ------------------------------------------------------------ the special action
def foretell_actions(game: Game, player: int) -> list[Action]:
    """CR 702.143a: during their own turn, while they have priority, a player
    who can pay {2} may foretell each card with foretell in their hand."""
    if game.active_player != player or not game.any_card(_has_foretell):
        return []
    hand = game.players[player].hand
    cards = [oid for oid in hand if _has_foretell(game.objects[oid].card)]
    if not cards or not can_pay_mana(game, player, FORETELL_PAYMENT):
        return []
    return [Action(ActionKind.SPECIAL, (oid, FORETELL)) for oid in cards]


def start_foretell(game: Game, player: int, action: Action) -> bool:
    if action.kind != ActionKind.SPECIAL or action.args[1] != FORETELL:
        return False
    game.push(Foretell(player, action.args[0]))
    return True


class Foretell(Step):
    """CR 702.143a-b: pay {2}, then exile the card from hand face down.  Nothing
    uses the stack; the player keeps priority (CR 116.3)."""

    __slots__ = ("player", "card", "paid")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card
        self.paid = False

    def copy(self, memo: dict[int, Any]) -> Foretell:
        new = Foretell(self.player, self.card)
        new.paid = self.paid
        return new

    def run(self, game: Game) -> None:
        if not self.paid:
            self.paid = True
            game.push(PayCost(self.player, FORETELL_PAYMENT, (), self.card, None))
            return
        game.pop(self)
        obj = game.objects.get(self.card)
        if obj is not None and obj.zone == HAND:
            exiled = change_now(game, move(self.card, EXILE, FORETELL, face_down=True))
            if isinstance(exiled, int) and exiled in game.objects:
                # its owner may look at a foretold card (CR 702.143a)
                change_now(game, Op("look", obj=exiled, player=self.player))


# ------------------------------------------------------------- casting it later
def foretell_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """CR 702.143a: its owner may cast a foretold card after the turn it was
    foretold in has ended, for its foretell cost instead of its mana cost."""
    if not is_foretold(obj) or obj.owner != player or obj.entered_turn >= game.turn_number:
        return []
    cost = foretell_cost(obj.card)
    if cost is None:
        return []
    return [CastMode(FORETELL, obj.card.faces[0], cost, alternative=True)]


def _foretold_cards(game: Game, player: int) -> list[int]:
    """The cards ``player`` foretold: cards they might cast from exile."""
    if not game.any_card(_has_foretell):
        return []
    return [
        oid
        for oid in game.exile
        if game.objects[oid].owner == player and is_foretold(game.objects[oid])
    ]


def _payment_text(card: CardDef) -> str:
    return str(FORETELL_PAYMENT)


def register(rules: Registry) -> None:
    """Foretelling is a special action (CR 116.2h); a foretold card is cast from
    exile for its foretell cost (CR 702.143a)."""
    rules.special_actions.register(foretell_actions, needs=_has_foretell)
    rules.special_action_handlers.register(start_foretell)
    rules.special_action_costs.register(FORETELL, _payment_text)
    rules.cast_modes.register(FORETELL, (foretell_modes, _has_foretell))
    rules.cast_mode_zones[FORETELL] = frozenset({EXILE})  # foretold: face down in exile
    rules.cast_candidates.register(_foretold_cards, needs=_has_foretell)


__all__ = ["FORETELL", "Foretell", "foretell", "foretell_cost", "is_foretold"]
