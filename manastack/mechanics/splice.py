"""Splice onto Arcane (CR 702.47).

As you cast a spell with the right subtype you may reveal cards with splice from
your hand and pay their splice costs as additional costs (CR 702.47a, 601.2b).
Each spliced card adds its rules text to the spell as a new
:class:`~manastack.engine.context.Part` whose origin is that card; the spell keeps its
own name, mana cost, colour and types (SPL-07, SPL-13).  The cards are chosen one
at a time, which fixes the order their text resolves in, after the spell's own
text (SPL-04); a card can be spliced only if its choices can be made (SPL-03),
only once per spell (SPL-04), never onto itself since it is on the stack, not in
hand (SPL-06).  The spliced cards stay in hand (SPL-02).  The added text lives
in the spell's context on the stack, so it is gone once the spell leaves (SPL-12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, KeywordName
from ..core.mana import ManaCost
from ..core.registry import Registry
from ..engine.casting import can_pay_mana, can_pay_other
from ..engine.context import Part
from ..engine.model import Cost, Keyword
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.steps import Step, copy_ctx

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


def splice_onto(subtype: str, mana: str | Cost) -> Keyword:
    """``splice_onto("Arcane", "{1}{R}")``: Splice onto Arcane {1}{R}.  A splice
    cost that isn't only mana ("Splice onto Arcane—Return a blue creature you
    control to its owner's hand") is a :class:`Cost`, paid with the spell's other
    costs (CR 601.2f-h)."""
    if isinstance(mana, Cost):
        return Keyword(
            KeywordName.SPLICE, (subtype, mana), text=f"Splice onto {subtype}—{mana.text}"
        )
    return Keyword(
        KeywordName.SPLICE, (subtype, ManaCost.parse(mana)), text=f"Splice onto {subtype} {mana}"
    )


def splice_keyword(game: Game, oid: int) -> Keyword | None:
    for ability in game.chars(oid).abilities:
        if isinstance(ability, Keyword) and ability.name == "splice":
            return ability
    return None


def _cost_so_far(ctx: Context) -> ManaCost:
    cost = ManaCost.parse(ctx.flags.cost).with_x(ctx.x)
    for spliced in ctx.flags.splice_costs:
        cost = cost.plus(ManaCost.parse(spliced))
    return cost.adjusted(ctx.flags.adjust)


def spliceable(game: Game, player: int, spell: GameObject, ctx: Context) -> list[int]:
    """Cards in ``player``'s hand that could be spliced onto ``spell`` now."""
    subtypes = game.chars(spell).subtypes
    chosen = ctx.flags.spliced
    found = []
    objects = game.objects
    for oid in game.players[player].hand:
        if oid in chosen or KeywordName.SPLICE not in objects[oid].face.keywords:
            continue  # a card in hand has its printed abilities (CR 702.47a)
        keyword = splice_keyword(game, oid)
        if keyword is None or keyword.value[0] not in subtypes:
            continue
        face = game.objects[oid].face
        specs = tuple(s for e in face.spell for s in e.specs)
        if any(len(s.candidates(game, player, spell)) < s.min_count for s in specs):
            continue  # SPL-03: its targets can't be chosen
        splice_cost = keyword.value[1]
        if isinstance(splice_cost, Cost):
            if not can_pay_other(game, player, splice_cost, None) or not can_pay_mana(
                game, player, _cost_so_far(ctx).plus(splice_cost.mana)
            ):
                continue
        elif not can_pay_mana(game, player, _cost_so_far(ctx).plus(splice_cost)):
            continue
        found.append(oid)
    return found


class ChooseSplices(Step):
    """CR 601.2b: reveal the cards to splice, one at a time, then ``done``."""

    __slots__ = ("player", "spell", "ctx")

    def __init__(self, player: int, spell: int, ctx: Context) -> None:
        self.player = player
        self.spell = spell
        self.ctx = ctx

    def copy(self, memo: dict) -> ChooseSplices:
        return ChooseSplices(self.player, self.spell, copy_ctx(self.ctx, memo))  # type: ignore[arg-type]

    def _options(self, game: Game) -> list[int]:
        return spliceable(game, self.player, game.objects[self.spell], self.ctx)

    def run(self, game: Game) -> None:
        if self._options(game):
            game.ask(self.player, DecisionKind.SPLICE, "prompt.splice")
            return
        self._finish(game)

    def _finish(self, game: Game) -> None:
        game.pop(self)
        self.ctx.flags.splice_done = True
        spliced = list(self.ctx.flags.spliced)
        if spliced:  # the cards are revealed together (CR 702.47a)
            change_now(game, Op("reveal", objs=spliced, player=self.player))

    def options(self, game: Game) -> list[Action]:
        return [Action(ActionKind.CHOOSE, (oid,)) for oid in self._options(game)] + [
            Action(ActionKind.DONE)
        ]

    def answer(self, game: Game, action: Action) -> None:
        if action.kind == ActionKind.DONE:
            self._finish(game)
            return
        oid = action.args[0]
        keyword = splice_keyword(game, oid)
        assert keyword is not None
        face = game.objects[oid].face
        self.ctx.parts.append(
            Part(face.spell, tuple(s for e in face.spell for s in e.specs), origin=face.name)
        )
        flags = self.ctx.flags
        flags.spliced += (oid,)
        splice_cost = keyword.value[1]
        if isinstance(splice_cost, Cost):  # paid with the spell's other costs
            flags.mode_costs += (splice_cost,)
        else:
            flags.splice_costs += (str(splice_cost),)


def _announce_hook(game: Game, cast, obj: GameObject, ctx: Context) -> bool:
    if ctx.flags.splice_done or obj.face_down:
        return False
    if not spliceable(game, cast.player, obj, ctx):
        ctx.flags.splice_done = True
        return False
    game.push(ChooseSplices(cast.player, obj.id, ctx))
    return True


def register(rules: Registry) -> None:
    """Splicing is asked while announcing (CR 601.2b)."""
    rules.announce_hooks.register(_announce_hook)


__all__ = ["ChooseSplices", "splice_keyword", "splice_onto", "spliceable"]
