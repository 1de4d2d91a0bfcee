"""The change module: the one way the game changes (CR 119, 120, 122, 400.7, 614-616).

Every change to the game is a proposed event, an :class:`~manastack.engine.ops.Op`,
and goes through replacement and prevention effects before it happens.  Two entry
points propose events, and both use the same step:

- :func:`change` pushes the events as an :class:`ApplyOps` step that runs next (a
  spell's effects, state-based actions, the draw step's draw);
- :func:`change_now` proposes one event in the middle of other work (paying a cost,
  a mana ability, an event made of other events) and returns what it produced.

:class:`ApplyOps` lets replacement effects rewrite each event (the affected player
chooses the order when several apply, CR 616.1) and then performs it with
``_perform``, which finds the event kind's handler in ``RULES.event_handlers``.
The handlers and the low-level mover ``_move_object`` are the only code that
mutates the game's objects, zones and players; ``tests/test_one_way_to_change.py``
checks that nothing else does.  Abilities on the stack are not cards and no
replacement effect watches them, so :func:`put_ability_on_stack` and
:func:`remove_ability` add and remove them directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from ..core.registry import RULES
from ..core.rule_numbers import ZONE_RULES
from .effect import ALL_COMBAT_DAMAGE
from .layers import ContinuousEffect, grant
from .model import DelayedTrigger, Face, Replacement
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    CastInfo,
    Characteristics,
    GameObject,
    is_player_ref,
    player_of,
)
from .ops import Op
from .steps import Step, copy_ctx

if TYPE_CHECKING:
    from .context import Context
    from .game import Game


# ---------------------------------------------------------------- replacement
def replacements_for(game: Game, op: Op) -> list[tuple[Any, Any]]:
    """Replacement effects that apply to ``op`` and haven't yet (CR 614.5).

    Each is ``(key, Replacement ability)``; ``key`` identifies it in ``op.applied``.
    An object entering the battlefield is checked against its own abilities too
    (CR 614.12)."""
    found: list[tuple[Any, Any]] = []
    if op.kind == "move" and op["to"] == BATTLEFIELD:
        obj = game.objects.get(op["obj"])
        if obj is not None and not op.get("face_down"):
            # entering as a copy, it has the copied abilities as it enters (CR 707.9)
            copied = op.get("copy_of") or obj.copy_of
            face = op.get("copy_face") or (
                obj.face if copied is None else game._copiable_face(copied)
            )
            if Replacement in face.ability_kinds:
                for i, ability in enumerate(face.abilities):
                    if (
                        isinstance(ability, Replacement)
                        and ability.self_only
                        and ability.kind == "enter"
                    ):
                        key = ("self", face.name, i)
                        if key not in op.applied and ability.applies(game, obj, op):
                            found.append((key, ability))
    for key, ability in game.derived("replacements", _replacement_abilities):
        if key not in op.applied and ability.applies(game, game.objects[key[0]], op):
            found.append((key, ability))
    providers = RULES.replacement_effects.get(op.kind)
    if providers:
        for effects in providers:
            got = effects(game, op)
            if got:
                found.extend((key, ability) for key, ability in got if key not in op.applied)
    return found


def _replacement_abilities(game: Game, chars: dict[Any, Any]) -> list[tuple[tuple[int, int], Any]]:
    """Replacement effects of permanents that watch other objects' events,
    keyed (object id, ability index)."""
    return [
        ((oid, i), ability)
        for oid in game.battlefield
        if chars[oid].may_have(Replacement)
        for i, ability in enumerate(chars[oid].abilities)
        if isinstance(ability, Replacement) and not ability.self_only
    ]


def _cant_be_countered(game: Game, obj: GameObject) -> bool:
    """ "This spell can't be countered", and "spells and abilities can't be
    countered" while a permanent says so: a rule of the game, asked of the
    permanents, since an ability on the stack has no characteristics to carry
    it (CR 101.2: a "can't" beats a "can"; CR 602.2a)."""
    if game.chars(obj).has(KeywordName.CANT_BE_COUNTERED):
        return True
    return game.any_card(_prints_nothing_countered) and any(
        game.chars(oid).has(KeywordName.SPELLS_AND_ABILITIES_CANT_BE_COUNTERED)
        for oid in game.battlefield
    )


def _prints_nothing_countered(card: Any) -> bool:
    return any(
        KeywordName.SPELLS_AND_ABILITIES_CANT_BE_COUNTERED in face.keywords for face in card.faces
    )


def _prints_no_prevention(card: Any) -> bool:
    return any(KeywordName.DAMAGE_CANT_BE_PREVENTED in face.keywords for face in card.faces)


def _prevention_off(game: Game) -> bool:
    """ "Damage can't be prevented" (CR 615.12): a permanent says so."""
    return game.any_card(_prints_no_prevention) and any(
        game.chars(oid).has(KeywordName.DAMAGE_CANT_BE_PREVENTED) for oid in game.battlefield
    )


def affected_player(game: Game, op: Op) -> int:
    """Who chooses among replacement effects for ``op`` (CR 616.1)."""
    if op.kind in ("move", "destroy", "counters", "tap", "untap"):
        obj = game.objects.get(op["obj"])
        if obj is not None:
            return game.controller_of(obj.id)
    if op.kind == "damage":
        target = op["target"]
        return player_of(target) if is_player_ref(target) else game.controller_of(target)
    for key in ("player", "controller"):
        if key in op.data:
            return int(op[key])
    return game.active_player


class ApplyOps(Step):
    """Apply a list of proposed events in order, with replacement effects.

    ``record`` names a key in the context's results where the ids of objects that
    moved are noted (for "the exiled card", "if you do"); ``then`` is called with
    what the last event produced once they are all done (see :func:`change_now`)."""

    __slots__ = (
        "ops",
        "index",
        "ctx",
        "record",
        "current",
        "picked",
        "question",
        "asked",
        "result",
        "together",
        "then",
    )

    def __init__(
        self,
        ops: list[Op],
        ctx: Context | None = None,
        record: str = "",
        together: bool = True,
        then: Callable[[Game, Any], None] | None = None,
    ) -> None:
        self.ops = ops
        self.index = 0
        self.ctx = ctx
        self.record = record
        self.current: Op | None = None
        self.picked: Any = None  # key of the replacement chosen to apply next
        self.question: tuple[Any, ...] = ()  # options of a replacement's own choice
        self.asked: tuple[Any, ...] = ()  # (player, decision kind) of that choice
        self.result: Any = None  # what the last event performed produced
        # the events are one simultaneous event of their own (CR 603.10a); an event
        # proposed in the middle of another one is part of it
        self.together = together
        self.then = then  # what the work that proposed the event does after it

    def copy(self, memo: dict[int, Any]) -> ApplyOps:
        new = ApplyOps.__new__(ApplyOps)
        new.ops = self.ops
        new.index = self.index
        new.ctx = copy_ctx(self.ctx, memo)
        new.record = self.record
        new.current = self.current
        new.picked = self.picked
        new.question = self.question
        new.asked = self.asked
        new.result = self.result
        new.then = self.then  # plain functions of the game and the result: shared
        new.together = self.together
        return new

    def run(self, game: Game) -> None:
        if self.together and self.index == 0 and self.current is None:
            game.left_together = ()  # a new simultaneous event begins (CR 603.10a)
        while self.index < len(self.ops):
            op = self.current or self.ops[self.index]
            if op.kind in ("destroy", "counter") and self.current is None:
                as_move = _as_move(game, op)
                if as_move is None:
                    self.index += 1
                    continue
                op = as_move
            if op.kind == "damage" and not op.get("unpreventable") and _prevention_off(game):
                op = Op(op.kind, op.applied, **dict(op.data, unpreventable=True))
            options = replacements_for(game, op)
            if self.picked is not None:
                options = [o for o in options if o[0] == self.picked] or options
            if len(options) > 1:
                self.current = op
                game.ask(
                    affected_player(game, op),
                    DecisionKind.REPLACEMENT,
                    "prompt.replacement",
                    (("event", op.kind),),
                )
                return
            if options:
                key, ability = options[0]
                chooser = getattr(ability, "choose", None)
                if chooser is not None and "choice" not in op.data:
                    player, choices = chooser(game, op)
                    if not choices:  # nothing to choose: it applies with no choice
                        self.current = Op(op.kind, op.applied, **dict(op.data, choice=None))
                        continue
                    self.current, self.picked, self.question = op, key, tuple(choices)
                    self.asked = (player, ability.question)
                    game.ask(player, ability.question, ability.prompt)
                    return
                done = _replace(game, op, key, ability)
                if "choice" in done.data:  # a choice answers one replacement only
                    done = Op(
                        done.kind,
                        done.applied,
                        **{k: v for k, v in done.data.items() if k != "choice"},
                    )
                self.current = done
                self.picked = None
                continue
            result = self.result = _perform(game, op)
            if op.kind == "damage" and result:
                self._lifelink(game, op, result)
            if self.ctx is not None and self.record and result is not None:
                self.ctx.results.setdefault(self.record, []).append(result)
            self.current = None
            self.index += 1
            if game.over:
                return
            if game.pending[-1] is not self:
                return  # the event asked a question first (an "as ... enters" choice)
        if self.together:
            game.left_together = ()
        game.pop(self)
        if self.then is not None:
            self.then(game, self.result)

    def _lifelink(self, game: Game, op: Op, amount: int) -> None:
        """CR 702.15b: damage from a source with lifelink also makes its
        controller gain that much life – an event of its own, so replacement
        effects on life gain apply to it."""
        src = game.last_known(op["source"])
        if src is None or KeywordName.LIFELINK not in src.keywords:
            return
        gain = Op("life", player=src.controller, amount=amount, reason="lifelink")
        at = self.index + 1
        self.ops = list(self.ops[:at]) + [gain] + list(self.ops[at:])  # copy on write

    def options(self, game: Game) -> list[Action]:
        assert self.current is not None
        if self.question:
            return [Action(ActionKind.CHOOSE, (o,)) for o in self.question]
        return [
            Action(ActionKind.CHOOSE, (i,))
            for i, _ in enumerate(replacements_for(game, self.current))
        ]

    def answer(self, game: Game, action: Action) -> None:
        assert self.current is not None
        if self.question:
            op = self.current
            value = action.args[0]
            self.current = Op(op.kind, op.applied, **dict(op.data, choice=value))
            if op.kind == "move" and op["obj"] in game.objects:
                entering = game.objects[op["obj"]]
                game.emit(
                    EventKind.ENTER_CHOICE,
                    obj=entering.id,
                    card=entering.card.name,
                    player=self.asked[0],
                    choice=self.asked[1],
                    value=value,
                )
            self.question = ()
            return
        key, ability = replacements_for(game, self.current)[action.args[0]]
        self.picked = key  # applied on the next run, after its own choice if any


def _as_move(game: Game, op: Op) -> Op | None:
    """ "Destroy" (CR 701.7) and "counter" (CR 701.5) are a move to the graveyard
    that replacement effects may change; ``None`` if nothing would happen."""
    obj = game.objects.get(op["obj"])
    if op.kind == "destroy":
        if (
            obj is None
            or obj.zone != BATTLEFIELD
            or game.chars(obj).has(KeywordName.INDESTRUCTIBLE)
        ):
            return None
        return Op("move", op.applied, obj=obj.id, to=GRAVEYARD, cause="destroy")
    if obj is None or obj.zone != STACK or _cant_be_countered(game, obj):
        return None
    game.emit(EventKind.COUNTERED, obj=obj.id, card=_stack_name(game, obj), rule="701.5a")
    if obj.cast_info is not None and obj.cast_info.ability:
        remove_ability(game, obj.id)  # a countered ability ceases to exist (CR 701.5a)
        return None
    return Op("move", op.applied, obj=obj.id, to=GRAVEYARD, cause="counter")


def _replace(game: Game, op: Op, key: Any, ability: Any) -> Op:
    new: Op = ability.apply(game, op)
    if "choice" in new.data:
        new = Op(new.kind, new.applied, **{k: v for k, v in new.data.items() if k != "choice"})
    if new.applied == op.applied:
        new = Op(new.kind, op.applied | {key}, **new.data)
    elif key not in new.applied:
        new = Op(new.kind, new.applied | {key}, **new.data)
    return new


# --------------------------------------------------------------- entry points
def change(game: Game, ops: Iterable[Op], ctx: Context | None = None, record: str = "") -> None:
    """Propose ``ops`` as one simultaneous event, to happen through replacement and
    prevention effects (CR 614-616) when the step stack runs next.

    ``record`` names a key in ``ctx``'s results where what each event produced is
    noted (the new ids of objects that moved: "the exiled card", "if you do")."""
    game.push(ApplyOps(list(ops), ctx, record))


def change_now(game: Game, op: Op, then: Callable[[Game, Any], None] | None = None) -> Any:
    """Propose one event in the middle of other work and carry it out at once,
    through replacement and prevention effects (CR 614-616), as part of the event
    or action being performed.  Returns what it produced (a moved object's new id).

    If several replacement effects apply and the affected player must choose
    among them (CR 616.1), or one asks its own question (an "as it enters"
    choice, CR 614.12), the event waits on the step stack for that answer and
    this returns ``None``: work that goes on with what the event produced
    passes it as ``then(game, result)``, called once the event is done, at once
    or after the answer."""
    if op.kind not in _REWRITTEN_FIRST and not replacements_for(game, op):
        result = _perform(game, op)  # nothing replaces it: the step would only perform it
        if then is not None:
            then(game, result)
        return result
    step = ApplyOps([op], together=False, then=then)
    game.push(step)
    step.run(game)
    return None if game.pending and game.pending[-1] is step else step.result


# events ApplyOps rewrites before replacement effects (destroy, counter) or follows
# with another event (lifelink after damage)
_REWRITTEN_FIRST = frozenset({"destroy", "counter", "damage"})


def put_ability_on_stack(game: Game, obj: GameObject) -> None:
    """An activated or triggered ability's stack object is put on the stack
    (CR 602.2a, 603.3); it is no card, and no replacement effect watches it."""
    game.stack.append(obj.id)
    game._ability_stacked(obj)


def remove_ability(game: Game, oid: int) -> bool:
    """An ability leaves the stack, resolved or removed (CR 608.2n, 701.5a); it
    ceases to exist.  False if it was no longer on the stack."""
    if oid not in game.stack:
        return False
    game.stack.remove(oid)
    del game.objects[oid]
    game._ability_unstacked(oid)
    return True


# -------------------------------------------------------------------- perform
def _perform(game: Game, op: Op) -> Any:
    """Carry out one event after replacement; returns what it produced (a new
    object id for a zone change)."""
    kind = op.kind
    if kind in _STATUS_ONLY:
        game._touch_status()
    elif kind in RULES.record_events:
        game._touch_effect_inputs()
    elif kind not in _NEITHER:
        game.touch()
    return _HANDLERS[kind](game, op)


# Events that change no characteristics (CR 613 reads none of them) but may make a
# state-based action apply (life, damage, drawing from an empty library), and
# events that do neither.  A draw's zone change is noted by _move_object.
_STATUS_ONLY = frozenset({"life", "damage", "pay_mana", "poison", "draw", "shuffle", "wear_off"})
_NEITHER = frozenset(
    # _move_object notes what a zone change changes; a pool's change tells what
    # reads pools itself (Game.pool_changed); scrying and surveilling are moves
    {"tap", "untap", "mana", "lose_mana", "shield", "delayed", "move", "scry", "surveil"}
)
_CHARACTERISTICS_ZONES = frozenset({BATTLEFIELD, STACK})  # see Game.chars


def _move(game: Game, op: Op) -> int | None:
    new = _move_object(
        game,
        op["obj"],
        op["to"],
        op["cause"],
        position=op.get("position", "top"),
        tapped=op.get("tapped", False),
        face_down=op.get("face_down", False),
        controller=op.get("controller"),
        counters=op.get("counters"),
        face_index=op.get("face_index", 0),
        cast_info=op.get("cast_info"),
        attach=op.get("attach"),
        copy_of=op.get("copy_of"),
        copy_face=op.get("copy_face"),
        designations=op.get("designations", frozenset()),
        rule=op.get("rule", ""),
        remember=op.get("remember", False),
    )
    gains = op.get("gains")
    if gains and new is not None and op["to"] == BATTLEFIELD:
        # "it enters with haste" (riot, CR 702.136a): it has them for as long as
        # it is this object (CR 611.2c)
        effect = grant(tuple(gains), _no_object)
        change_now(
            game,
            Op(
                "effect",
                effect=replace(
                    effect,
                    locked=frozenset({new}),
                    source=new,
                    controller=game.controller_of(new),
                    timestamp=game.next_timestamp(),
                ),
            ),
        )
    return new


def _no_object(*_args: Any) -> bool:
    return False


def _move_object(
    game: Game,
    oid: int,
    to: str,
    cause: str,
    position: str = "top",
    tapped: bool = False,
    face_down: bool = False,
    controller: int | None = None,
    counters: dict[str, int] | None = None,
    face_index: int = 0,
    cast_info: CastInfo | None = None,
    attach: int | None = None,
    copy_of: int | None = None,
    copy_face: Face | None = None,
    designations: frozenset[str] = frozenset(),
    rule: str = "",
    remember: bool = False,
) -> int | None:
    """Move an object to another zone; it becomes a new object (CR 400.7).

    Its last known information is kept when it leaves the battlefield or the
    stack, and with ``remember`` from any zone: the source of an ability that
    moved it to pay the ability's cost (CR 113.7a, "Exile this card from your
    graveyard: ...").

    ``rule`` is the CR number the zone change follows, when the cause alone
    doesn't tell it (a creature destroyed for lethal damage, 704.5g).

    ``copy_of`` makes a permanent enter as a copy of another (CR 707.9: before it
    enters, so its enters abilities are the copied ones); the copiable values are
    locked in as it enters (CR 707.2), so they don't change if the original later
    turns face up or leaves.  ``copy_face`` is the copy's values when the copy
    effect has exceptions, or copies a card in another zone (CR 707.9b): it is
    given instead of being read from ``copy_of``.  ``designations`` are choices
    made as it enters (CR 614.12).  Returns the new object's id (``None`` if the object was already
    gone)."""
    obj = game.objects.get(oid)
    if obj is None or oid not in game._zone_list(obj.zone, obj.owner):
        return None
    source_zone = obj.zone
    if source_zone == STACK and obj.cast_info is not None:
        if obj.cast_info.ability:
            game.stack.remove(oid)
            del game.objects[oid]
            game.touch()
            return None
        if obj.cast_info.exile_on_leave and to != BATTLEFIELD:
            to = EXILE  # flashback and the like (CR 702.34a)
    for redirect in RULES.zone_redirects:
        to = redirect(game, obj, to)
    if source_zone in (BATTLEFIELD, STACK) or remember:
        game.lki[oid] = game.chars(obj)
        game.lki_objects[oid] = obj
    was_face_down = obj.face_down
    game._zone_list(source_zone, obj.owner).remove(oid)
    del game.objects[oid]
    detached = _leave_battlefield(game, obj) if source_zone == BATTLEFIELD else ()
    new = game._new_object(obj.card, obj.owner, to)
    if source_zone in _CHARACTERISTICS_ZONES or to in _CHARACTERISTICS_ZONES:
        game.touch()
    else:  # a draw, discard, mill...: no object on the battlefield or stack changed
        game._touch_effect_inputs()
    new.is_token = obj.is_token
    if new.is_token and to not in _CHARACTERISTICS_ZONES:
        game.tokens_elsewhere += (new.id,)  # it ceases to exist (CR 704.5d, 111.7)
        game._touch_status()
    new.token_face = obj.token_face if obj.is_token else None  # a copy's values end (CR 707.2)
    new.is_copy = obj.is_copy and to == STACK
    if to == BATTLEFIELD:
        new.controller = (
            controller
            if controller is not None
            else (obj.controller if source_zone == STACK else obj.owner)
        )
        new.tapped = tapped
        new.face_down = face_down
        new.face_down_kind = obj.face_down_kind if face_down else ""
        new.timestamp = game.next_timestamp()
        new.entered_turn = game.turn_number
        new.controlled_since = game.turn_number
        new.face_index = face_index if source_zone != STACK else obj.face_index
        if counters:  # "enters with X counters" for X = 0 puts none (CR 122.1)
            new.counters = {kind: n for kind, n in counters.items() if n > 0}
        new.attached_to = attach
        new.designations = designations
        if copy_of is not None and copy_face is None:
            copy_face = game._copiable_face(copy_of)
        if copy_face is not None:
            new.copy_of = copy_of
            new.token_face = copy_face
            new.is_copy = True
        game.battlefield.append(new.id)
        if source_zone == STACK:
            _follow_spell(game, oid, new.id)
    elif to == STACK:
        new.controller = controller if controller is not None else obj.owner
        new.face_down = face_down
        new.face_down_kind = "morph" if face_down else ""
        new.face_index = face_index
        new.cast_info = cast_info
        new.timestamp = game.next_timestamp()
        game.stack.append(new.id)
    else:
        if to == EXILE and face_down:  # "exile it face down" (CR 406.3)
            new.face_down = True
            new.face_down_kind = cause
            new.entered_turn = game.turn_number
        dest = game._zone_list(to, obj.owner)
        if to == LIBRARY and position == "bottom":
            dest.insert(0, new.id)
        elif to == LIBRARY and isinstance(position, int):
            dest.insert(len(dest) - position, new.id)
        else:
            dest.append(new.id)
    _update_knowledge(game, obj, new, source_zone, to)
    secret = _secret_from(game, obj, new, source_zone, to, was_face_down)
    game.emit(
        EventKind.ZONE,
        secret_from=secret,
        rule=rule or ZONE_RULES.get(cause, ""),
        obj=oid,
        new=new.id,
        card=obj.card.name,
        owner=obj.owner,
        controller=game.lki[oid].controller if oid in game.lki else obj.controller,
        frm=source_zone,
        to=to,
        cause=cause,
        token=obj.is_token,
        face_down=new.face_down,
        was_face_down=was_face_down,
        **({"detached": detached} if detached else {}),
    )
    if cause == "discard":  # "if you discarded it this turn" (mayhem, MAY-01)
        game.turn_log.setdefault("discarded", []).append(new.id)
    if cause in ("cast", "play") and source_zone != HAND:
        # "if you've played a land or cast a spell this turn from anywhere other
        # than your hand" (Spider-Man 2099): who did
        who = controller if controller is not None else obj.owner
        game.turn_log.setdefault("not_from_hand", []).append(who)
    if source_zone == BATTLEFIELD and to == GRAVEYARD:
        lki = game.lki[oid]
        game.turn_log.setdefault("died", []).append(
            (oid, lki.name, tuple(sorted(lki.subtypes)), lki.is_creature, lki.controller)
        )
    return new.id


def _leave_battlefield(game: Game, obj: GameObject) -> tuple[int, ...]:
    """Clean-up when a permanent leaves: combat, attachments (CR 506.4, 303.4c).
    Returns the Auras and Equipment that were attached to it (the zone-change
    event names them, for "when enchanted land is put into a graveyard")."""
    if game.combat is not None:
        game.combat.remove(obj.id)
    detached = []
    for other in game.battlefield:
        o = game.objects[other]
        if o.attached_to == obj.id:
            o.attached_to = None
            detached.append(other)
    game.effects = [
        e for e in game.effects if not (e.until == "source_leaves" and e.source == obj.id)
    ]
    return tuple(detached)


def _follow_spell(game: Game, spell: int, permanent: int) -> None:
    """CR 400.7a: an effect of a spell or ability that changed a permanent spell
    on the stack (it affects that spell alone, ``locked``) goes on applying to
    the permanent the spell becomes ("that spell gains haste")."""
    effects = game.effects
    for i, effect in enumerate(effects):
        if effect.locked is not None and spell in effect.locked:
            effects[i] = replace(effect, locked=effect.locked | {permanent})


def _update_knowledge(game: Game, old: GameObject, new: GameObject, frm: str, to: str) -> None:
    """Who may look at the new object (CR 400.2, 708.5).

    The old id of a face-down object keeps its record, so log lines about it stay
    as secret as it was: to everyone once it was revealed on leaving the
    battlefield or the stack (CR 708.9).  A card exiled face down is known to
    nobody (CR 406.3), and stays unknown to the others as it leaves exile for
    its owner's hand."""
    everyone = frozenset(range(len(game.players)))
    if old.face_down:
        if to == BATTLEFIELD and new.face_down:
            game.known[new.id] = game.known.get(old.id, frozenset()) | {new.controller}
            return
        if frm != EXILE:
            game.known[old.id] = everyone
    else:
        game.known.pop(old.id, None)
    if to == HAND:
        seen = {new.owner}
        if frm in (BATTLEFIELD, STACK, GRAVEYARD) or (frm == EXILE and not old.face_down):
            seen = set(range(len(game.players)))  # it came from a public zone
        game.known[new.id] = frozenset(seen)
    elif (to in (BATTLEFIELD, STACK)) and new.face_down:
        # cast face down from a public zone, everyone saw which card it was (MOR-21)
        game.known[new.id] = everyone if frm in (GRAVEYARD, EXILE) else frozenset({new.controller})
    elif to == EXILE and new.face_down:
        # nobody may look at it unless an effect allows it (CR 406.3; foretell
        # lets its owner look, CR 702.143a)
        game.known[new.id] = frozenset()


def _secret_from(
    game: Game, old: GameObject, new: GameObject, frm: str, to: str, was_face_down: bool
) -> frozenset[int]:
    everyone = frozenset(range(len(game.players)))
    if to in (BATTLEFIELD, STACK, EXILE) and new.face_down:
        # a face-down spell, permanent or exiled card: only who may look at it
        # knows it (CR 406.3, 708.5)
        return everyone - game.known.get(new.id, frozenset({new.controller}))
    if frm == EXILE and was_face_down and to in (LIBRARY, HAND):
        return everyone - {old.owner} if to == HAND else everyone
    if frm in (LIBRARY, HAND) and to in (LIBRARY, HAND):
        return everyone - {old.owner} if to == HAND else everyone
    if frm == LIBRARY and to == LIBRARY:
        return everyone
    if frm in (BATTLEFIELD, STACK) and to in (LIBRARY, HAND) and was_face_down:
        return frozenset()  # revealed as it leaves (CR 708.9)
    return frozenset()


def _damage(game: Game, op: Op) -> int:
    """Deal damage (CR 120.3), after prevention (CR 615)."""
    source_id, target = op["source"], op["target"]
    amount: int = op["amount"]
    src: Characteristics | None = game.last_known(source_id)
    if amount <= 0 or src is None:
        return 0
    unpreventable = op.get("unpreventable")  # CR 615.12
    if (
        op["combat"]
        and not unpreventable
        and any(s.kind == ALL_COMBAT_DAMAGE and s.until == game.turn_number for s in game.shields)
    ):
        game.emit(EventKind.PREVENTED, source=source_id, target=target, amount=amount)
        return 0
    if is_player_ref(target):
        player = game.players[player_of(target)]
        player.life -= amount
        game.turn_log.setdefault("damaged", []).append((source_id, target))
        game.emit(
            EventKind.DAMAGE,
            source=source_id,
            source_name=src.name,
            target=target,
            amount=amount,
            combat=op["combat"],
            rule="510.2" if op["combat"] else "120.3",
        )
    else:
        victim = game.objects.get(target)
        if victim is None or victim.zone != BATTLEFIELD:
            return 0
        if not unpreventable and game.protected_from(game.chars(victim), src):  # CR 702.16e
            game.emit(EventKind.PREVENTED, source=source_id, target=target, amount=amount)
            return 0
        victim.damage += amount
        if KeywordName.DEATHTOUCH in src.keywords:
            victim.deathtouch_damage = True
        game.turn_log.setdefault("damaged", []).append((source_id, target))
        game.emit(
            EventKind.DAMAGE,
            source=source_id,
            source_name=src.name,
            target=target,
            amount=amount,
            combat=op["combat"],
            rule="510.2" if op["combat"] else "120.3",
        )
    return amount  # lifelink follows as a life-gain event (ApplyOps, CR 702.15b)


def _life(game: Game, op: Op) -> None:
    player = game.players[op["player"]]
    player.life += op["amount"]
    extra = {"reason": op["reason"]} if op.get("reason") else {}
    game.emit(EventKind.LIFE, player=op["player"], amount=op["amount"], rule="119.3", **extra)


def _draw(game: Game, op: Op) -> int | None:
    """CR 121: draw the top card; drawing from an empty library is noted for
    the state-based action of CR 704.5b."""
    player = game.players[op["player"]]
    if not player.library:
        player.drew_from_empty = True
        game.emit(EventKind.DRAW_EMPTY, player=player.index, rule="121.4")
        return None
    return _move_object(game, player.library[-1], HAND, "draw", rule=op.get("rule", ""))


def _counters(game: Game, op: Op) -> None:
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD:
        return
    n = op["amount"]
    kind = op["counter"]
    have = obj.counters.get(kind, 0)
    if n < 0:
        n = -min(have, -n)
    if n == 0:
        return
    obj.counters[kind] = have + n
    if obj.counters[kind] == 0:
        del obj.counters[kind]
    game.emit(EventKind.COUNTERS, obj=obj.id, counter=kind, amount=n, rule="122.1")


def _tap(game: Game, op: Op) -> None:
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD:
        return
    want = op.kind == "tap"
    if obj.tapped == want:
        return
    obj.tapped = want
    game.emit(op.kind, obj=obj.id)


def _token(game: Game, op: Op) -> int:
    """Create a token (CR 111.1)."""
    card = op["card"]
    obj = game._new_object(card, op["controller"], BATTLEFIELD)
    obj.is_token = True
    obj.tapped = op.get("tapped", False)
    obj.timestamp = game.next_timestamp()
    obj.entered_turn = game.turn_number
    obj.controlled_since = game.turn_number
    game.battlefield.append(obj.id)
    game.emit(
        EventKind.ZONE,
        obj=0,
        new=obj.id,
        card=card.name,
        owner=obj.owner,
        controller=obj.controller,
        frm="",
        to=BATTLEFIELD,
        cause="token",
        token=True,
        face_down=False,
        was_face_down=False,
    )
    return obj.id


def _mana(game: Game, op: Op) -> None:
    pool = game.players[op["player"]].pool
    for ch in op["mana"]:
        pool.add(
            ch,
            1,
            lasting=op.get("lasting", False),
            this_turn=op.get("this_turn", False),
            restriction=op.get("restriction"),
        )
    game.pool_changed()
    game.emit(EventKind.MANA, player=op["player"], mana=op["mana"], source=op.get("source"))


def _effect(game: Game, op: Op) -> None:
    effect: ContinuousEffect = op["effect"]
    game.effects.append(effect)
    game.emit(
        EventKind.EFFECT,
        source=effect.source,
        key=effect.key,
        params=dict(effect.params),
        objects=sorted(effect.locked or ()),
    )


def _shield(game: Game, op: Op) -> None:
    game.shields.append(op["shield"])
    game.emit(EventKind.SHIELD, shield=op["shield"].kind)


def _shuffle(game: Game, op: Op) -> None:
    game.rng.shuffle(game.players[op["player"]].library)
    # ``searched``: the shuffle that ends a search of the library (CR 701.19)
    game.emit(EventKind.SHUFFLE, player=op["player"], searched=op.get("searched", False))


def _destroy(game: Game, op: Op) -> int | None:
    """CR 701.7: move to graveyard unless indestructible (CR 702.12b)."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD:
        return None
    if game.chars(obj).has(KeywordName.INDESTRUCTIBLE):
        return None
    return _move_object(game, obj.id, GRAVEYARD, "destroy")


def _counter(game: Game, op: Op) -> int | None:
    """CR 701.5: a countered spell goes to its owner's graveyard."""
    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != STACK or _cant_be_countered(game, obj):
        return None
    game.emit(EventKind.COUNTERED, obj=obj.id, card=_stack_name(game, obj), rule="701.5a")
    return _move_object(game, obj.id, GRAVEYARD, "counter")


def _stack_name(game: Game, obj: GameObject) -> str:
    return obj.card.name


def _control(game: Game, op: Op) -> None:
    """Gain control of a permanent (layer 2, CR 613.1b); the event names the
    player who controlled it just before (``was``)."""

    obj = game.objects.get(op["obj"])
    if obj is None or obj.zone != BATTLEFIELD:
        return
    player = op["player"]
    was = game.chars(obj.id).controller

    def modify(ch: Any, _game: Game, _source: Any, _obj: Any) -> None:
        ch.controller = player

    game.effects.append(
        ContinuousEffect(
            "2",
            modify,
            locked=frozenset({obj.id}),
            source=op.get("source", 0),
            controller=player,
            timestamp=game.next_timestamp(),
            until=op.get("until", ""),
            key="ce.control",
        )
    )
    game.touch()
    game.emit(EventKind.CONTROL, obj=obj.id, player=player, was=was)


def _lose(game: Game, op: Op) -> None:
    game._lose(op["player"], op.get("reason", "effect"))


def _poison(game: Game, op: Op) -> None:
    """A player gets poison counters (CR 122.1f)."""
    game.players[op["player"]].poison += op["amount"]
    game.emit(EventKind.POISON, player=op["player"], amount=op["amount"])


def _delayed(game: Game, op: Op) -> None:
    """Create a delayed triggered ability (CR 603.7)."""
    game.delayed.append(
        DelayedTrigger(
            op["condition"], op["ability"], op["controller"], op["source"], op["one_shot"]
        )
    )
    game.emit(EventKind.DELAYED, source=op["source"], controller=op["controller"])


def _reveal(game: Game, op: Op) -> None:
    for oid in op["objs"]:
        obj = game.objects.get(oid)
        if obj is not None:
            game.known[oid] = frozenset(range(len(game.players)))
            game.emit(EventKind.REVEAL, obj=oid, card=obj.card.name, player=op.get("player"))


def _look(game: Game, op: Op) -> None:
    """A player looks at a card: from now on they know it."""
    obj = game.objects.get(op["obj"])
    if obj is None:
        return
    game.known[obj.id] = game.known.get(obj.id, frozenset()) | {op["player"]}
    game.emit(EventKind.LOOK, obj=obj.id, player=op["player"])


def _attach(game: Game, op: Op) -> None:
    """CR 701.3: attach an Aura or Equipment; a new timestamp (CR 613.7e)."""
    obj = game.objects.get(op["obj"])
    target = game.objects.get(op["to"])
    if obj is None or target is None or obj.zone != BATTLEFIELD or target.zone != BATTLEFIELD:
        return
    if obj.attached_to == target.id:
        return
    obj.attached_to = target.id
    obj.timestamp = game.next_timestamp()
    game.emit(EventKind.ATTACH, obj=obj.id, to=target.id)


def _cease(game: Game, op: Op) -> None:
    """CR 704.5d: a token outside the battlefield ceases to exist."""
    oid = op["obj"]
    obj = game.objects[oid]
    game._zone_list(obj.zone, obj.owner).remove(oid)
    del game.objects[oid]
    game.tokens_elsewhere = tuple(t for t in game.tokens_elsewhere if t != oid)


def _unattach(game: Game, op: Op) -> None:
    """CR 704.5n: an Equipment or Fortification attached illegally becomes unattached."""
    game.objects[op["obj"]].attached_to = None


def _wear_off(game: Game, op: Op) -> None:
    """CR 514.2: in the cleanup step, damage marked on permanents is removed and
    "until end of turn" prevention shields end."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        obj.damage = 0
        obj.deathtouch_damage = False
    game.shields = [s for s in game.shields if s.until != game.turn_number]


def _scried(game: Game, op: Op) -> None:
    """A player has scried or surveilled (CR 701.18d, 701.42d): the event
    happens once every card looked at has moved."""
    game.emit(EventKind(op.kind), player=op["player"], amount=op["amount"])


# The engine's own kinds of event; mechanics register theirs in the same table.
for _kind, _handler in {
    "move": _move,
    "damage": _damage,
    "life": _life,
    "draw": _draw,
    "counters": _counters,
    "tap": _tap,
    "untap": _tap,
    "token": _token,
    "mana": _mana,
    "effect": _effect,
    "shield": _shield,
    "shuffle": _shuffle,
    "destroy": _destroy,
    "counter": _counter,
    "control": _control,
    "lose": _lose,
    "reveal": _reveal,
    "look": _look,
    "scry": _scried,
    "surveil": _scried,
    "attach": _attach,
    "poison": _poison,
    "delayed": _delayed,
    "cease": _cease,
    "unattach": _unattach,
    "wear_off": _wear_off,
}.items():
    RULES.event_handlers.register(_kind, _handler)
_HANDLERS = RULES.event_handlers
# who knows a card is read by no characteristic of the battlefield or the stack
RULES.record_events.add("reveal")
