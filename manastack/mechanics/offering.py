"""Offering (CR 702.48): "[Quality] offering" means "As an additional cost to cast
this spell, you may sacrifice a [quality] permanent.  If you chose to pay the
additional cost, this spell's total cost is reduced by the sacrificed permanent's
mana cost, and you may cast this spell any time you could cast an instant."

* The way to cast ``"offering"`` is offered while the player controls a permanent of
  the quality; its timing is an instant's (CR 702.48a).
* The permanent is chosen as the spell is announced (CR 702.48b, 601.2b): only one
  whose mana cost leaves a total cost the player can pay.  It is sacrificed as the
  total cost is paid (CR 601.2h).
* The reduction (CR 702.48c, 118.7): generic mana in the sacrificed permanent's
  mana cost reduces generic mana; each coloured symbol reduces a symbol of its
  colour, and a coloured symbol with none to reduce reduces generic mana instead.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, KeywordName
from ..core.mana import MANA_TYPES, ManaCost
from ..core.registry import Registry
from ..engine.casting import CastMode, can_pay_mana, may_cast_from_zone
from ..engine.model import Cost, Keyword
from ..engine.objects import HAND, GameObject
from ..engine.steps import Step, copy_ctx
from ..language.keywords import FLASH

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef

OFFERING = "offering"  # the way to cast
_OFFERED = "offered"  # ctx.results: the permanent chosen (asked once)


def offering(subtype: str) -> Keyword:
    """``offering("Goblin")``: Goblin offering."""
    return Keyword(KeywordName.OFFERING, subtype, text=f"{subtype} offering")


def reduced(cost: ManaCost, by: ManaCost) -> ManaCost:
    """``cost`` reduced by the mana cost ``by`` (CR 702.48c, 118.7)."""
    left = dict(cost.coloured)
    generic_off = by.generic
    for colour, n in by.coloured:
        taken = min(n, left.get(colour, 0))
        left[colour] = left.get(colour, 0) - taken
        generic_off += n - taken  # CR 702.48c: the excess reduces generic mana
    coloured = tuple((c, left[c]) for c in MANA_TYPES if left.get(c))
    return ManaCost(max(0, cost.generic - generic_off), coloured, cost.hybrid, cost.x)


def offered_quality(card: CardDef) -> str | None:
    for ability in card.faces[0].abilities:
        if isinstance(ability, Keyword) and ability.name == KeywordName.OFFERING:
            return str(ability.value)
    return None


def offerable(game: Game, player: int, card: CardDef) -> list[int]:
    """The permanents ``player`` controls that the card's offering may sacrifice."""
    quality = offered_quality(card)
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).controller == player and quality in game.chars(oid).subtypes
    ]


def _offering_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    if obj.zone != HAND or not may_cast_from_zone(game, player, obj):
        return []
    candidates = offerable(game, player, obj.card)
    if not candidates:
        return []
    face = obj.card.faces[0]
    # the cheapest total any offering allows: the question then offers only the
    # permanents whose reduction leaves a cost the player can pay
    cheapest = min(
        (reduced(face.mana_cost, game.chars(oid).mana_cost) for oid in candidates),
        key=lambda c: c.mana_value,
    )
    timing = replace(face, abilities=(*face.abilities, FLASH))  # CR 702.48a
    return [CastMode(OFFERING, timing, cheapest)]


def _has_offering(card: CardDef) -> bool:
    return offered_quality(card) is not None


class ChooseOffering(Step):
    """CR 702.48b, 601.2b: the permanent to sacrifice for the offering."""

    __slots__ = ("player", "spell", "ctx")

    def __init__(self, player: int, spell: int, ctx: Context) -> None:
        self.player = player
        self.spell = spell
        self.ctx = ctx

    def copy(self, memo: dict) -> ChooseOffering:
        return ChooseOffering(self.player, self.spell, copy_ctx(self.ctx, memo))  # type: ignore[arg-type]

    def _printed(self, game: Game) -> ManaCost:
        return game.objects[self.spell].card.faces[0].mana_cost

    def _payable(self, game: Game) -> list[int]:
        printed = self._printed(game)
        card = game.objects[self.spell].card
        return [
            oid
            for oid in offerable(game, self.player, card)
            if can_pay_mana(
                game,
                self.player,
                reduced(printed, game.chars(oid).mana_cost).adjusted(self.ctx.flags.adjust),
                frozenset({oid}),
            )
        ]

    def run(self, game: Game) -> None:
        game.ask(self.player, DecisionKind.SACRIFICE, "prompt.offering")

    def options(self, game: Game) -> list[Action]:
        return [Action(ActionKind.CHOOSE, (oid,)) for oid in self._payable(game)]

    def answer(self, game: Game, action: Action) -> None:
        chosen = action.args[0]
        flags = self.ctx.flags
        flags.cost = str(reduced(self._printed(game), game.chars(chosen).mana_cost))

        def the_offered(_game: Any, obj: GameObject, _player: int) -> bool:
            return obj.id == chosen

        flags.mode_costs = (*flags.mode_costs, Cost(sacrifice=the_offered))
        self.ctx.results[_OFFERED] = chosen
        game.pop(self)


def _announce_hook(game: Game, cast: Any, obj: GameObject, ctx: Context) -> bool:
    if ctx.flags.how != OFFERING or _OFFERED in ctx.results:
        return False
    game.push(ChooseOffering(cast.player, obj.id, ctx))
    return True


def register(rules: Registry) -> None:
    """The way to cast, and the question of what to sacrifice."""
    rules.cast_modes.register(OFFERING, (_offering_modes, _has_offering))
    rules.announce_hooks.register(_announce_hook)
