"""Triggered abilities (CR 603): trigger conditions, the waiting list, and
putting triggered abilities on the stack in APNAP order (CR 603.3b).

A trigger condition is a small immutable object whose ``matches`` looks at one
:class:`~manastack.core.events.Event`.  After every event :func:`check_triggers` looks
at the abilities of permanents (and, for leaves-the-battlefield events, of the
object that left: CR 603.10a) and notes each ability that triggers.  The next
time a player would receive priority they go on the stack (CR 603.3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind
from .casting import ChooseModes, ChooseTargets, stack_ability
from .context import Context, Part
from .model import DelayedTrigger, Triggered, TriggersAdditionalTime
from .objects import BATTLEFIELD, GRAVEYARD, Characteristics
from .selectors import Selector
from .steps import Step, copy_ctx
from .targets import specs_of

if TYPE_CHECKING:
    from ..core.events import Event
    from .game import Game


class TriggerCondition:
    """Base class: ``matches(game, event, source_id, source_chars)``.
    ``kinds`` names the kinds of event it can match (``None``: any event)."""

    key: str = ""
    looks_back: bool = False  # leaves-the-battlefield triggers (CR 603.10a)
    kinds: ClassVar[frozenset[str] | None] = None

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Enters(TriggerCondition):
    """ "When this enters" / "whenever a <filter> enters" (CR 603.6a).
    ``filter`` is a :class:`Selector` ("you": the source's controller; ``other``
    excludes the source) or a function ``(game, new_id, controller)``."""

    self_only: bool = True
    filter: Selector | Callable[[Game, int, int], bool] | None = None
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.enters"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
            return False
        if self.self_only:
            return bool(event["new"] == source)
        check = self.filter
        if isinstance(check, Selector):
            return check.matches(game, event["new"], ch.controller, source)
        return check is None or check(game, event["new"], ch.controller)


@dataclass(frozen=True)
class Dies(TriggerCondition):
    """ "When this dies" / "is put into a graveyard from the battlefield"
    (CR 700.4); with ``self_only=False`` any creature matching ``filter``, and
    with ``or_self=True`` "this creature or another <filter>": the source itself
    whatever it was as it died, or another creature matching ``filter``.  A
    leaves-the-battlefield trigger looks back in time (CR 603.10a): ``filter``
    reads the dying creature's last known information.  ``filter`` is a
    :class:`Selector` (asked about the creature as it last existed) or a
    function ``(game, event, source_characteristics)``."""

    self_only: bool = True
    creature_only: bool = True
    filter: Selector | Callable[[Game, Event, Characteristics], bool] | None = None
    or_self: bool = False
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.dies"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
            return False
        if self.self_only or (self.or_self and event["obj"] == source):
            return bool(event["obj"] == source)
        lki = game.lki.get(event["obj"])
        if lki is None or (self.creature_only and not lki.is_creature):
            return False
        check = self.filter
        if isinstance(check, Selector):
            return check.matches(game, event["obj"], ch.controller, source)
        return check is None or check(game, event, ch)


@dataclass(frozen=True)
class LeavesBattlefield(TriggerCondition):
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.leaves"
    looks_back: bool = True

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE and event["frm"] == BATTLEFIELD and event["obj"] == source
        )


@dataclass(frozen=True)
class Attacks(TriggerCondition):
    """ "Whenever this creature attacks" (CR 508.3a)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({"attack"})
    key: str = "trigger.attacks"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.ATTACK and event["attacker"] == source


@dataclass(frozen=True)
class Blocks(TriggerCondition):
    """ "Whenever this creature blocks" (CR 509.3c)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({"block"})
    key: str = "trigger.blocks"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.BLOCK and event["blocker"] == source


@dataclass(frozen=True)
class BecomesBlocked(TriggerCondition):
    """ "Whenever this creature becomes blocked" – once, however many blockers
    (CR 509.3d)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({"blocked"})
    key: str = "trigger.blocked"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.BLOCKED and event["attacker"] == source


@dataclass(frozen=True)
class BlocksOrBecomesBlocked(TriggerCondition):
    """ "Whenever this creature blocks or becomes blocked" (bushido, CR 702.45a)."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({"block", "blocked"})
    key: str = "trigger.blocks_or_blocked"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (event.kind == EventKind.BLOCK and event["blocker"] == source) or (
            event.kind == EventKind.BLOCKED and event["attacker"] == source
        )


@dataclass(frozen=True)
class DealsCombatDamage(TriggerCondition):
    """ "Whenever this creature deals combat damage [to a player]" (CR 510.3a);
    with ``dealer``, "whenever a <dealer> deals ...": any object the selector
    describes ("a nontoken creature you control"), as it was as it dealt it."""

    to_player: bool = False
    dealer: Selector | None = None
    kinds: ClassVar[frozenset[str] | None] = frozenset({"damage"})
    key: str = "trigger.combat_damage"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.DAMAGE or not event["combat"]:
            return False
        if self.dealer is None:
            if event["source"] != source:
                return False
        elif not self.dealer.matches(game, event["source"], ch.controller, source):
            return False
        return not self.to_player or str(event["target"]).startswith("P")


@dataclass(frozen=True)
class AtStep(TriggerCondition):
    """ "At the beginning of [your] <step>" (CR 503.1a, 513.1a)."""

    step: str
    yours: bool = True
    kinds: ClassVar[frozenset[str] | None] = frozenset({"step"})
    key: str = "trigger.step"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.STEP
            and event["step"] == self.step
            and (not self.yours or event["player"] == ch.controller)
        )


@dataclass(frozen=True)
class SpellCast(TriggerCondition):
    """ "Whenever you cast a <filter> spell" (CR 601.2i).  ``filter`` is a
    :class:`Selector` of the spell or a function ``(game, spell_id)``."""

    yours: bool = True
    filter: Selector | Callable[[Game, int], bool] | None = None
    kinds: ClassVar[frozenset[str] | None] = frozenset({"cast"})
    key: str = "trigger.cast"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.CAST or (self.yours and event["player"] != ch.controller):
            return False
        check = self.filter
        if isinstance(check, Selector):
            return check.matches(game, event["obj"], ch.controller, source)
        return check is None or check(game, event["obj"])


@dataclass(frozen=True)
class OnEvent(TriggerCondition):
    """Any other trigger, as a predicate over the event."""

    test: Callable[[Game, Event, int, Characteristics], bool]
    key: str = "trigger.event"
    looks_back: bool = False

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return self.test(game, event, source, ch)


# ---------------------------------------------------------------- the waiting list
class WaitingTrigger:
    """A triggered ability that has triggered but isn't on the stack yet."""

    __slots__ = ("controller", "source", "ability", "event", "lki", "delayed")

    def __init__(
        self,
        controller: int,
        source: int,
        ability: Triggered,
        event: Event,
        lki: Characteristics,
        delayed: DelayedTrigger | None = None,
    ) -> None:
        self.controller = controller
        self.source = source
        self.ability = ability
        self.event = event
        self.lki = lki
        self.delayed = delayed


def triggered_abilities(ch: Characteristics) -> tuple[Any, ...]:
    """The triggered abilities among an object's current abilities."""

    if ch.abilities is ch.face.abilities:
        return ch.face.triggered
    return tuple(a for a in ch.abilities if isinstance(a, Triggered))


def _index_triggers(
    game: Game, chars: dict[int, Characteristics]
) -> dict[str | None, list[tuple[int, Characteristics, Triggered]]]:
    """Event kind -> (permanent, its characteristics, ability); under ``None``
    the abilities that watch every kind of event."""
    any_kind: list[tuple[int, Characteristics, Triggered]] = []
    by_kind: dict[str | None, list[tuple[int, Characteristics, Triggered]]] = {}
    for oid in game.battlefield:
        ch = chars[oid]
        for ability in triggered_abilities(ch):
            if ability.when.looks_back or ability.zone != BATTLEFIELD:
                continue  # leaves-the-battlefield abilities look back (see _look_back)
            kinds = ability.when.kinds
            if kinds is None:
                any_kind.append((oid, ch, ability))
                for listed in by_kind.values():
                    listed.append((oid, ch, ability))
            else:
                for kind in kinds:
                    by_kind.setdefault(kind, list(any_kind)).append((oid, ch, ability))
    by_kind[None] = any_kind
    return by_kind


def check_triggers(game: Game, event: Event) -> None:
    """Note every ability that triggers on ``event`` (CR 603.2)."""
    if game.layer_chars is not None:
        return
    # the abilities that may trigger on this kind of event, from an index worked
    # out again only when the permanents or their characteristics change
    index = game.derived("trigger_sources", _index_triggers)
    for oid, ch, ability in index.get(event.kind) or index[None]:
        if ability.when.matches(game, event, oid, ch):
            _trigger(game, ch.controller, oid, ability, event, ch)
    if game.any_card(_triggers_from_graveyard):
        _check_graveyards(game, event)
    if event.kind == EventKind.ZONE and event["frm"] == BATTLEFIELD:
        _look_back(game, event)
    if game.delayed:
        _check_delayed(game, event)


def _triggers_from_graveyard(card: Any) -> bool:
    return any(a.zone == GRAVEYARD for a in card.faces[0].triggered)


def _check_graveyards(game: Game, event: Event) -> None:
    """Abilities of cards in graveyards that work there (CR 113.6k), controlled
    by the cards' owners."""
    for player in game.players:
        for oid in player.graveyard:
            obj = game.objects[oid]
            for ability in obj.card.faces[0].triggered:
                kinds = ability.when.kinds
                if ability.zone != GRAVEYARD or (kinds is not None and event.kind not in kinds):
                    continue
                ch = game.chars(obj)
                if ability.when.matches(game, event, oid, ch):
                    _trigger(game, obj.owner, oid, ability, event, ch)


def _check_delayed(game: Game, event: Event) -> None:
    for delayed in list(game.delayed):
        source = delayed.source
        if delayed.condition.matches(
            game, event, source, game.lki.get(source) or _dummy(game, source)
        ):
            lki = game.last_known(source) or _dummy(game, source)
            game.waiting_triggers.append(
                WaitingTrigger(delayed.controller, source, delayed.ability, event, lki, delayed)
            )
            if delayed.one_shot:  # CR 603.7c
                game.delayed.remove(delayed)


def _dummy(game: Game, source: int) -> Characteristics:
    obj = game.objects.get(source) or game.lki_objects.get(source)
    assert obj is not None
    return Characteristics(obj.face, obj.controller)


def _look_back(game: Game, event: Event) -> None:
    """Leaves-the-battlefield abilities "look back in time" (CR 603.10a): the
    abilities the object had as it left, and those of objects still there."""

    left = event["obj"]
    lki = game.lki.get(left)
    if lki is not None:
        for ability in triggered_abilities(lki):
            if (
                ability.when.looks_back
                and ability.zone == BATTLEFIELD
                and ability.when.matches(game, event, left, lki)
            ):
                _trigger(game, lki.controller, left, ability, event, lki)
    chars = game._all_chars()
    for oid in game.battlefield:
        ch = chars[oid]
        for ability in triggered_abilities(ch):
            if ability.when.looks_back and ability.when.matches(game, event, oid, ch):
                _trigger(game, ch.controller, oid, ability, event, ch)
    # objects that left at the same time "see" each other leave (CR 603.10a)
    for gone in game.left_together:
        gone_ch = game.lki.get(gone)
        if gone_ch is None:
            continue
        for ability in triggered_abilities(gone_ch):
            if ability.when.looks_back and ability.when.matches(game, event, gone, gone_ch):
                _trigger(game, gone_ch.controller, gone, ability, event, gone_ch)
    game.left_together = game.left_together + (left,)


def _trigger(
    game: Game, controller: int, source: int, ability: Triggered, event: Event, ch: Characteristics
) -> None:
    if ability.condition is not None and not ability.condition(game, source, event):
        return  # intervening "if" (CR 603.4)
    if ability.once_each_turn and not _first_this_turn(game, source, ability, ch):
        return
    for _ in range(1 + _additional_times(game, ch)):
        game.waiting_triggers.append(WaitingTrigger(controller, source, ability, event, ch))


def _makes_triggers_repeat(card: Any) -> bool:
    return TriggersAdditionalTime in card.faces[0].ability_kinds


def _additional_times(game: Game, ch: Characteristics) -> int:
    """How many more times an ability of an object with ``ch`` triggers
    (CR 603.2d: each such effect adds one)."""
    if not game.any_card(_makes_triggers_repeat):
        return 0
    extra = 0
    for oid in game.battlefield:
        other = game.chars(oid)
        if not other.may_have(TriggersAdditionalTime):
            continue
        for ability in other.abilities:
            if isinstance(ability, TriggersAdditionalTime) and ability.applies(
                game, ch, other.controller
            ):
                extra += 1
    return extra


def _first_this_turn(game: Game, source: int, ability: Triggered, ch: Characteristics) -> bool:
    """ "This ability triggers only once each turn" (CR 603.2, 603.2i): the
    ability triggers only if it hasn't triggered yet this turn, which the
    object notes by the ability's place among its abilities (a new object, CR
    400.7, starts afresh)."""
    obj = game.objects.get(source)
    if obj is None:
        return True
    index = ch.abilities.index(ability)
    if obj.activations.get(index) == game.turn_number:
        return False
    obj.activations[index] = game.turn_number
    return True


class PutTriggersOnStack(Step):
    """CR 603.3b: the active player puts all their waiting triggers on the stack
    in any order, then each other player in turn order."""

    __slots__ = ("player", "batch", "asking")

    def __init__(self, player: int) -> None:
        self.player = player
        self.batch: list[WaitingTrigger] | None = None
        self.asking = False

    def copy(self, memo: dict[int, Any]) -> PutTriggersOnStack:
        new = PutTriggersOnStack(self.player)
        new.batch = list(self.batch) if self.batch is not None else None
        new.asking = self.asking
        return new

    def run(self, game: Game) -> None:
        if self.batch is None:
            # take the whole waiting list now; players in APNAP order
            waiting = game.waiting_triggers
            game.waiting_triggers = []
            order = _apnap(game)
            self.batch = sorted(waiting, key=lambda t: order.index(t.controller))
        if not self.batch:
            game.pop(self)
            return
        player = self.batch[0].controller
        mine = [t for t in self.batch if t.controller == player]
        if len(mine) > 1 and len({_identity(t) for t in mine}) > 1:
            self.asking = True
            game.ask(
                player, DecisionKind.ORDER_TRIGGERS, "prompt.order_triggers", (("n", len(mine)),)
            )
            return
        self._put(game, mine[0])

    def _put(self, game: Game, trig: WaitingTrigger) -> None:
        assert self.batch is not None
        self.batch.remove(trig)
        put_trigger_on_stack(game, trig)

    def options(self, game: Game) -> list[Action]:

        assert self.batch is not None
        player = self.batch[0].controller
        mine = [i for i, t in enumerate(self.batch) if t.controller == player]
        return [Action(ActionKind.CHOOSE, (i,)) for i in mine]

    def answer(self, game: Game, action: Action) -> None:
        assert self.batch is not None
        self.asking = False
        self._put(game, self.batch[action.args[0]])


def _identity(trig: WaitingTrigger) -> tuple[Any, ...]:
    return (trig.source, id(trig.ability))


def _apnap(game: Game) -> list[int]:
    order = [game.active_player]
    p = game.next_player(game.active_player)
    while p != game.active_player:
        order.append(p)
        p = game.next_player(p)
    return order


def put_trigger_on_stack(game: Game, trig: WaitingTrigger) -> None:
    """Put one triggered ability on the stack and choose its targets (CR 603.3d);
    with no legal target it is removed (CR 603.3d)."""

    ctx = Context(trig.source, trig.controller)
    modal = trig.ability.modes
    if not modal:
        ctx.parts = [
            Part(trig.ability.effects, _specs_of(trig.ability.effects), origin=trig.lki.name)
        ]
    ctx.lki = trig.lki
    ctx.event = dict(trig.event.data, kind=trig.event.kind)
    ctx.flags.trigger = True
    obj = stack_ability(game, trig.source, trig.controller, ctx, trig.lki, trig.ability)
    game.emit(
        EventKind.TRIGGER,
        rule="603.3",
        source=trig.source,
        obj=obj,
        card=trig.lki.name,
        key=trig.ability.when.key,
        controller=trig.controller,
        secret_from=game._secret_from_all_but(game.objects[trig.source])
        if trig.source in game.objects and game.objects[trig.source].face_down
        else (),
    )
    if modal:
        count = trig.ability.mode_count
        if trig.ability.most_modes is not None:  # "choose up to X" (CR 700.2)
            count = (count[0], trig.ability.most_modes(game, ctx))
        game.push(ChooseModes(ctx, obj, modal, count, trig.ability.mode_allowed))
    elif ctx.has_targets():
        game.push(ChooseTargets(ctx, obj, removable=True))


def _specs_of(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    return specs_of(effects)


__all__ = [
    "AtStep",
    "Attacks",
    "BecomesBlocked",
    "Blocks",
    "BlocksOrBecomesBlocked",
    "DealsCombatDamage",
    "Dies",
    "Enters",
    "LeavesBattlefield",
    "OnEvent",
    "PutTriggersOnStack",
    "SpellCast",
    "TriggerCondition",
    "check_triggers",
    "copy_ctx",
]
