"""Morph (CR 702.37) and face-down spells and permanents (CR 708).

* Casting face down: a card with morph may be cast as a face-down 2/2 creature
  spell for {3} from any zone it could be cast from (CR 702.37c, MOR-01, MOR-21).
  It is turned face down before it goes on the stack (CR 708.4), so everything
  that looks at the spell sees only the face-down characteristics of
  :func:`manastack.engine.layers.face_down_face` (CR 708.2a).
* Turning face up is a special action (CR 116.2b, 702.37e): any time its
  controller has priority, they show the morph cost, pay it and turn the
  permanent face up.  It doesn't use the stack; the permanent stays the same
  object (same id), so effects, counters, Auras, tapped status and summoning
  sickness carry over (CR 708.8) and "enters" abilities don't trigger.
  ``Action("special", (obj_id, "turn_face_up"))``.
* Effects may turn a permanent face up or face down (ops ``turn_face_up`` and
  ``turn_face_down``), and put cards onto the battlefield face down (the
  ``face_down`` flag of a ``move`` op).
* "When this creature is turned face up" triggers with :class:`TurnedFaceUp`.

Morph costs other than mana ("Pay 5 life", "Discard a Zombie card", "Sacrifice
two Mountains", "Return a Bird you control to its owner's hand") are paid
choice by choice, like every other decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from ..core.mana import EMPTY_COST, ManaCost
from ..core.registry import Registry
from ..engine.casting import (
    CastMode,
    PayCost,
    can_pay_mana,
    max_x,
    may_cast_from_zone,
)
from ..engine.layers import face_down_face
from ..engine.model import Keyword, Static
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, GameObject
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.steps import Step
from ..engine.targets import TargetSpec
from ..engine.triggers import TriggerCondition
from ..language.effects import Effect, objects_for

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import Characteristics

FACE_DOWN_CAST_COST = ManaCost.parse("{3}")
TURN_FACE_UP = "turn_face_up"

# A card filter: (game, object, player paying) -> bool
CardFilter = Callable[["Game", GameObject, int], bool]


@dataclass(frozen=True)
class MorphCost:
    """A morph cost (CR 702.37a): mana, and/or one other cost.

    ``choose`` is ``"discard"`` (cards from your hand), ``"sacrifice"`` or
    ``"return"`` (permanents you control, returned to their owner's hand),
    ``count`` of them matching ``matches``; ``pay_life`` is life to pay."""

    mana: ManaCost = EMPTY_COST
    pay_life: int = 0
    choose: str = ""
    count: int = 0
    matches: CardFilter | None = None
    text: str = ""

    def candidates(self, game: Game, player: int, exclude: int) -> list[int]:
        """What may be chosen to pay the non-mana part of the cost."""
        if not self.choose:
            return []
        if self.choose == "discard":
            pool = list(game.players[player].hand)
        else:
            pool = [
                oid
                for oid in game.battlefield
                if oid != exclude and game.chars(oid).controller == player
            ]
        assert self.matches is not None
        return [oid for oid in pool if self.matches(game, game.objects[oid], player)]

    def mana_to_pay(self, game: Game) -> ManaCost:
        """The mana part plus increases such as Exiled Doomsayer's (CR 601.2f
        applies to morph costs too, CR 702.37e)."""
        extra = sum(
            ability.amount
            for oid in game.battlefield
            for ability in game.chars(oid).abilities
            if isinstance(ability, MorphCostsMore)
        )
        return self.mana.adjusted(extra) if extra else self.mana

    def can_pay(self, game: Game, player: int, obj: GameObject) -> bool:
        """CR 118.3: a cost can be paid only if all of it can be."""
        if self.pay_life and game.players[player].life < self.pay_life:
            return False  # CR 119.4
        if self.choose and len(self.candidates(game, player, obj.id)) < self.count:
            return False
        return can_pay_mana(game, player, self.mana_to_pay(game).with_x(0))


@dataclass(frozen=True)
class MorphCostsMore(Static):
    """A static ability: "All morph costs cost {amount} more" (Exiled Doomsayer;
    not the {3} to cast a creature face down), while its source is on the
    battlefield."""

    amount: int = 0


def Morph(mana: str = "", **other: Any) -> Keyword:  # noqa: N802 - reads like card text
    """The morph keyword: ``Morph("{2}{W}{W}")``, ``Morph(pay_life=5)``,
    ``Morph(choose="discard", count=1, matches=..., text="Discard a Zombie card")``."""
    text = other.pop("text", "") or mana
    return Keyword(KeywordName.MORPH, MorphCost(ManaCost.parse(mana), text=text, **other))


def morph_cost(card: CardDef) -> MorphCost | None:
    """The morph cost printed on a card (its face-up morph ability), if any."""
    if KeywordName.MORPH not in card.faces[0].keywords and card.morph is None:
        return None
    for ability in card.faces[0].abilities:
        if isinstance(ability, Keyword) and ability.name == "morph":
            return ability.value  # type: ignore[no-any-return]
    if card.morph is not None:
        c = card.morph
        return MorphCost(c.mana, pay_life=c.pay_life, text=c.text or str(c.mana))
    return None


# ------------------------------------------------------------- casting face down
def castable_face_down(card: CardDef) -> bool:
    """A card with morph that isn't a land (a land can't be cast, CR 305.9)."""
    return morph_cost(card) is not None and "Land" not in card.faces[0].types


def morph_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """CR 702.37c: cast the card face down as a 2/2 creature spell for {3}, from
    any zone it could be cast from (MOR-21).  A card without morph can't be
    cast face down (MOR-01)."""
    if not castable_face_down(obj.card) or not may_cast_from_zone(game, player, obj):
        return []
    return [
        CastMode("morph", face_down_face(), FACE_DOWN_CAST_COST, alternative=True, face_down=True)
    ]


# ------------------------------------------------------------- turning face up
def can_turn_face_up(game: Game, player: int, oid: int) -> bool:
    """CR 702.37e: a face-down permanent you control with a morph ability, whose
    morph cost you can pay.  A face-down spell can't be turned face up (MOR-14)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD or not obj.face_down:
        return False
    if game.controller_of(oid) != player:
        return False
    cost = morph_cost(obj.card)
    return cost is not None and cost.can_pay(game, player, obj)


def turn_face_up_actions(game: Game, player: int) -> list[Action]:
    """The special actions of turning face-down permanents face up (CR 116.2b)."""
    face_down = game.derived("face_down_permanents", _face_down_permanents)
    if not face_down:
        return []
    return [
        Action(ActionKind.SPECIAL, (oid, TURN_FACE_UP))
        for oid in face_down
        if can_turn_face_up(game, player, oid)
    ]


def _face_down_permanents(game: Game, chars: dict) -> list[int]:
    """Face-down permanents (turning one face up or down changes its
    characteristics, so this list is kept until the permanents change)."""
    objects = game.objects
    return [oid for oid in game.battlefield if objects[oid].face_down]


def start_turn_face_up(game: Game, player: int, action: Action) -> bool:
    if action.kind != ActionKind.SPECIAL or action.args[1] != TURN_FACE_UP:
        return False
    game.push(TurnFaceUp(player, action.args[0]))
    return True


class TurnFaceUp(Step):
    """CR 702.37e: show the morph cost, pay it, turn the permanent face up.
    Nothing uses the stack and no player gets priority in between (MOR-06)."""

    __slots__ = ("player", "obj", "stage", "chosen", "x")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj
        self.stage = "show"
        self.chosen: tuple[int, ...] = ()
        self.x = 0

    def copy(self, memo: dict) -> TurnFaceUp:
        new = TurnFaceUp(self.player, self.obj)
        new.stage, new.chosen, new.x = self.stage, self.chosen, self.x
        return new

    def _cost(self, game: Game) -> MorphCost:
        cost = morph_cost(game.objects[self.obj].card)
        assert cost is not None
        return cost

    def run(self, game: Game) -> None:
        if self.obj not in game.objects:  # it left while the cost was being paid
            game.pop(self)
            return
        cost = self._cost(game)
        if self.stage == "show":
            game.emit(EventKind.MORPH_COST, obj=self.obj, player=self.player, cost=cost.text)
            self.stage = "x"
            if cost.mana.x:  # CR 107.3: choose X, then pay
                game.ask(self.player, DecisionKind.X, "prompt.x")
                return
            self.stage = "choose"
        if self.stage == "choose":
            if len(self.chosen) < cost.count:
                game.ask(
                    self.player,
                    DecisionKind.MORPH_COST,
                    f"prompt.morph_{cost.choose}",
                    (("n", cost.count - len(self.chosen)),),
                )
                return
            self.stage = "other"
        if self.stage == "other":
            self.stage = "mana"
            if cost.pay_life:
                change_now(game, Op("life", player=self.player, amount=-cost.pay_life))
            for oid in self.chosen:
                if cost.choose == "discard":
                    change_now(game, move(oid, GRAVEYARD, "discard"))
                elif cost.choose == "sacrifice":
                    change_now(game, move(oid, GRAVEYARD, "sacrifice"))
                else:
                    change_now(game, move(oid, HAND, "bounce"))
            mana = cost.mana_to_pay(game).with_x(self.x)
            if not mana.is_empty():
                game.push(PayCost(self.player, mana, (), self.obj, None))
                return
        game.pop(self)
        change_now(game, Op(TURN_FACE_UP, obj=self.obj, x=self.x))

    def options(self, game: Game) -> list[Action]:
        cost = self._cost(game)
        if self.stage == "x":
            top = max_x(game, self.player, cost.mana_to_pay(game))
            return [Action(ActionKind.CHOOSE, (x,)) for x in range(max(top, 0) + 1)]
        return [
            Action(ActionKind.CHOOSE, (oid,))
            for oid in cost.candidates(game, self.player, self.obj)
            if oid not in self.chosen
        ]

    def answer(self, game: Game, action: Action) -> None:
        if self.stage == "x":
            self.x = action.args[0]
            self.stage = "choose"
            return
        self.chosen = self.chosen + (action.args[0],)


# ---------------------------------------------------------------- the events
def _turn_face_up(game: Game, op: Op) -> None:
    """The permanent takes its normal characteristics (CR 708.8).  It is the same
    object: no zone change, no "enters" abilities (MOR-22), same status."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD or not obj.face_down:
        return
    obj.face_down = False
    obj.face_down_kind = ""
    game.known[obj.id] = frozenset(range(len(game.players)))
    game.touch()
    game.emit(
        TURN_FACE_UP,
        obj=obj.id,
        card=obj.card.name,
        player=game.controller_of(obj.id),
        x=op.get("x", 0),
    )


def _turn_face_down(game: Game, op: Op) -> None:
    """An effect turns a face-up permanent face down (CR 708.2a): it
    becomes a 2/2 face-down creature, the same object.  Everyone saw which
    permanent it was, so its identity stays known to all."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD or obj.face_down or obj.is_token:
        return
    if obj.card.layout in ("transform", "modal_dfc"):
        return  # CR 712.16: a double-faced permanent can't be turned face down
    obj.face_down = True
    obj.face_down_kind = "morph" if morph_cost(obj.card) is not None else "effect"
    game.known[obj.id] = frozenset(range(len(game.players)))
    game.touch()
    game.emit(EventKind.TURN_FACE_DOWN, obj=obj.id, card=obj.card.name)


@dataclass(frozen=True)
class TurnedFaceUp(TriggerCondition):
    """ "When this creature is turned face up" (CR 603.2, 708.8)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({TURN_FACE_UP})
    key: str = "trigger.turned_face_up"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == TURN_FACE_UP and event["obj"] == source


@dataclass(frozen=True)
class TurnFaceDown(Effect):
    """ "Turn target creature [with a morph ability] face down" (CR 708.2a)."""

    what: Any
    key: str = "effect.turn_face_down"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op("turn_face_down", obj=i) for i in objects_for(self.what, game, ctx, part)]


@dataclass(frozen=True)
class TurnFaceUpEffect(Effect):
    """ "Turn target face-down creature face up" — without paying its morph cost
    (CR 702.37e doesn't apply; the effect does it)."""

    what: Any
    key: str = "effect.turn_face_up"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op(TURN_FACE_UP, obj=i) for i in objects_for(self.what, game, ctx, part)]


@dataclass(frozen=True)
class LookAt(Effect):
    """ "Look at target face-down creature": from now on its controller's
    opponent who looked knows which card it is (CR 708.5 lets an effect show it)."""

    what: TargetSpec
    key: str = "effect.look"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("look", obj=i, player=ctx.controller)
            for i in objects_for(self.what, game, ctx, part)
        ]


def x_paid(game: Game, ctx: Context) -> int:
    """The X paid for the morph cost, for a "when turned face up" ability
    (CR 702.37f)."""
    return int((ctx.event or {}).get("x", 0))


def is_face_down(game: Game, obj: GameObject, _controller: int = 0) -> bool:
    """Target filter: a face-down creature."""
    return obj.face_down


def has_morph(game: Game, obj: GameObject, _controller: int = 0) -> bool:
    """Target filter: "a creature with a morph ability" — a face-down permanent
    has no abilities (MOR-18), so only face-up ones with morph qualify."""
    return game.chars(obj).has(KeywordName.MORPH)


def _morph_cost_text(card: CardDef) -> str:
    cost = morph_cost(card)
    return cost.text if cost is not None else ""


def register(rules: Registry) -> None:
    """Casting face down, turning face up as a special action (CR 116.2b), and
    the events of turning face up and face down."""
    rules.cast_modes.register("morph", (morph_modes, castable_face_down))
    rules.special_actions.register(turn_face_up_actions)
    rules.special_action_handlers.register(start_turn_face_up)
    rules.special_action_costs.register(TURN_FACE_UP, _morph_cost_text)
    rules.event_handlers.register(TURN_FACE_UP, _turn_face_up)
    rules.event_handlers.register("turn_face_down", _turn_face_down)


__all__ = [
    "FACE_DOWN_CAST_COST",
    "LookAt",
    "MorphCostsMore",
    "Morph",
    "MorphCost",
    "TURN_FACE_UP",
    "TurnFaceUp",
    "TurnFaceDown",
    "TurnFaceUpEffect",
    "TurnedFaceUp",
    "can_turn_face_up",
    "x_paid",
    "has_morph",
    "is_face_down",
    "morph_cost",
]
