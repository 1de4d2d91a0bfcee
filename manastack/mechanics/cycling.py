"""Cycling and typecycling (CR 702.29), written once.

"Cycling [cost]" means "[Cost], Discard this card: Draw a card" (CR 702.29a): an
activated ability that works only while the card is in its owner's hand.
Typecycling ("Forestcycling {2}", "Wizardcycling {3}") searches the library
for a card of that type instead (CR 702.29e-f).  The ability uses the stack and
may be activated whenever its owner has priority.

The action is ``Action("special", (card, "cycle"))``: it rides the engine's
special-action hook to reach a card in hand, but what it starts is an ordinary
activated ability: put on the stack, then paid for (CR 602.2), the discard
being part of the cost.  Once it is paid, ``EventKind.CYCLE`` is emitted for
"whenever a player cycles a card", and the card's own "when you cycle this
card" abilities trigger from whichever zone it went to (CR 702.29c-d).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.actions import Action
from ..core.kinds import ActionKind, EventKind, KeywordName
from ..core.memo import per_object
from ..engine.casting import PayCost, can_pay_mana, reveal_if_hidden, stack_ability
from ..engine.context import Context, Part
from ..engine.model import Activated, Keyword, Triggered, cost
from ..engine.objects import GRAVEYARD, HAND
from ..engine.ops import move
from ..engine.perform import ApplyOps
from ..engine.steps import Step, copy_ctx
from ..engine.targets import specs_of
from ..engine.triggers import TriggerCondition, WaitingTrigger
from ..language.effects import Draw, SearchLibrary

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import Characteristics, GameObject

CYCLE = "cycle"


@dataclass(frozen=True)
class CyclingCost:
    """What a cycling keyword costs and, for typecycling, the type it finds."""

    mana: str
    finds: str = ""  # "" for cycling; a subtype, or "Land" for landcycling

    def __str__(self) -> str:
        return self.mana


def cycling(mana: str, finds: str = "") -> Keyword:
    """``Cycling {2}`` (``cycling("{2}")``); ``cycling("{2}", "Forest")`` for
    Forestcycling {2} (CR 702.29e)."""
    word = f"{finds.lower()}cycling" if finds else "cycling"
    return Keyword(
        KeywordName.CYCLING, CyclingCost(mana, finds), text=f"{word.capitalize()} {mana}"
    )


_CYCLING: dict[int, tuple[Any, Any]] = {}


def cycling_of(card: CardDef) -> CyclingCost | None:
    """The cycling cost printed on a card's front face, if it has one (worked out
    once per card: priority asks it of every card in hand)."""
    return per_object(_CYCLING, card, _printed_cycling)


def _has_cycling(card: CardDef) -> bool:
    return cycling_of(card) is not None


def _printed_cycling(card: CardDef) -> CyclingCost | None:
    for ability in card.faces[0].abilities:
        if isinstance(ability, Keyword) and ability.name == KeywordName.CYCLING:
            value: CyclingCost = ability.value
            return value
    return None


def _finds(finds: str) -> Callable[[Game, Any], bool]:
    def matches(game: Game, obj: GameObject) -> bool:
        face = obj.card.faces[0]
        return finds in face.types or finds in face.subtypes

    return matches


def cycling_ability(value: CyclingCost) -> Activated:
    """The activated ability a cycling keyword stands for (CR 702.29a, e)."""
    effects = (SearchLibrary(_finds(value.finds)),) if value.finds else (Draw(1),)
    return Activated(cost(value.mana), effects, zone=HAND, text=f"Cycling {value.mana}")


@dataclass(frozen=True)
class WhenCycled(TriggerCondition):
    """ "When you cycle this card" (CR 702.29d): triggered by :class:`Cycle`
    itself, from the zone the card went to."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.CYCLE})
    key: str = "trigger.cycled"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.CYCLE and event["card"] == source


@dataclass(frozen=True)
class PlayerCycles(TriggerCondition):
    """ "Whenever a player cycles a card" (``yours``: "whenever you cycle")."""

    yours: bool = False
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.CYCLE})
    key: str = "trigger.player_cycles"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.CYCLE and (
            not self.yours or event["player"] == ch.controller
        )


def can_cycle(game: Game, player: int, oid: int) -> bool:
    """A card in its owner's hand with cycling whose mana cost can be paid."""
    obj = game.objects[oid]
    value = cycling_of(obj.card)
    if value is None or obj.zone != HAND or obj.owner != player:
        return False
    return can_pay_mana(game, player, cost(value.mana).mana)


def cycle_actions(game: Game, player: int) -> list[Action]:
    """Cycling any card in hand, whenever the player has priority."""
    return [
        Action(ActionKind.SPECIAL, (oid, CYCLE))
        for oid in game.players[player].hand
        if can_cycle(game, player, oid)
    ]


def start_cycling(game: Game, player: int, action: Action) -> bool:
    if action.kind != ActionKind.SPECIAL or action.args[1] != CYCLE:
        return False
    game.push(Cycle(player, action.args[0]))
    return True


class Cycle(Step):
    """Activate a cycling ability (CR 602.2): put it on the stack, pay its mana,
    discard the card; then the cycle triggers (CR 702.29c-d)."""

    __slots__ = ("player", "card", "stage", "ctx", "mark")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card
        self.stage = "announce"
        self.ctx: Context | None = None
        self.mark = 0

    def copy(self, memo: dict) -> Cycle:
        new = Cycle(self.player, self.card)
        new.stage, new.mark = self.stage, self.mark
        new.ctx = copy_ctx(self.ctx, memo)
        return new

    def run(self, game: Game) -> None:
        if self.stage == "announce":
            obj = game.objects[self.card]
            reveal_if_hidden(game, obj, self.player)
            value = cycling_of(obj.card)
            assert value is not None
            ability = cycling_ability(value)
            ch = game.chars(obj)
            ctx = Context(self.card, self.player)
            ctx.parts = [Part(ability.effects, specs_of(ability.effects), origin=ch.name)]
            ctx.lki = ch
            ctx.flags.ability = ability
            self.ctx = ctx
            stack_ability(game, self.card, self.player, ctx, ch, ability)
            self.stage = "pay"
            game.push(PayCost(self.player, ability.cost.mana, (), self.card, ctx))
            return
        if self.stage == "pay":
            self.mark = len(game.events)
            self.stage = "discarded"
            game.push(ApplyOps([move(self.card, GRAVEYARD, "discard")]))
            return
        game.pop(self)
        now = self._where_it_went(game)
        assert self.ctx is not None and self.ctx.lki is not None
        event = game.emit(
            EventKind.CYCLE, player=self.player, card=now, name=self.ctx.lki.name, obj=self.card
        )
        if now is None:
            return
        landed = game.objects[now]
        ch = game.chars(landed)
        for trig in landed.card.faces[0].abilities:
            if isinstance(trig, Triggered) and isinstance(trig.when, WhenCycled):
                game.waiting_triggers.append(WaitingTrigger(self.player, now, trig, event, ch))

    def _where_it_went(self, game: Game) -> int | None:
        for event in game.events[self.mark :]:
            if event.kind == EventKind.ZONE and event["obj"] == self.card:
                new: int = event["new"]
                return new if new in game.objects else None
        return None

    def options(self, game: Game) -> list[Action]:
        return []

    def answer(self, game: Game, action: Action) -> None:
        raise AssertionError("cycling asks nothing itself")


def _cost_text(card: CardDef) -> str:
    value = cycling_of(card)
    return value.mana if value is not None else ""


def register(rules: Registry) -> None:
    """The cycling action, its handler and its cost text."""
    rules.special_actions.register(cycle_actions, needs=_has_cycling)
    rules.special_action_handlers.register(start_cycling)
    rules.special_action_costs.register(CYCLE, _cost_text)


__all__ = [
    "CYCLE",
    "Cycle",
    "CyclingCost",
    "PlayerCycles",
    "WhenCycled",
    "can_cycle",
    "cycling",
    "cycling_ability",
    "cycling_of",
]
