"""Copying a spell on the stack (CR 707.10): Onslaught's Chains, "... may copy
this spell and may choose a new target for that copy"; and changing the target
of a spell or ability (CR 115.7: Meddle, Quicksilver Dragon, Redirect Lightning;
"change any targets", CR 115.7c: Sideswipe).

The copy is a new object on the stack with the spell's copiable values, its
mode and X, controlled by the player who copied it; it was not cast (CR 707.10,
so "whenever you cast" doesn't trigger).  Its target is chosen as it is put on
the stack (CR 707.10c).  Like a token it ceases to exist once it leaves the
stack (CR 707.10a, 704.5e): it is marked as a token, so the state-based action
of CR 704.5d removes it from the graveyard it was put into.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..core.registry import Registry
from ..engine.layers import ContinuousEffect
from ..engine.objects import GRAVEYARD, STACK, CastInfo, GameObject, player_ref
from ..engine.ops import Op, move
from ..engine.perform import change_now, put_ability_on_stack
from ..engine.selectors import Selector
from ..engine.targets import TargetSpec
from ..language.effects import Choice, Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

COPY_SPELL = "copy_spell"
COPIED_ONCE = "copied_once"  # the turn's record of "do this only once each turn" copies
SACRIFICE_A_LAND = "sacrifice_land"  # what a Chain's copier may have to do first
DISCARD_A_CARD = "discard"


@dataclass(frozen=True)
class MayCopyThisSpell(Effect):
    """ "<Player> may <sacrifice a land / discard a card>.  If the player does,
    they may copy this spell and may choose a new target for that copy"
    (Chain of Vapor, Plasma, Silence; with no ``pay``: Chain of Acid, Smog).

    ``who(game, ctx)`` is the player offered the copy (None: nobody);
    ``spec`` is the spell's target slot, chosen anew for the copy among the
    targets legal for that player."""

    who: Callable[[Game, Context], int | None]
    spec: TargetSpec
    pay: str = ""
    key: str = "effect.may_copy"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        player = self.who(game, ctx)
        spell = game.objects.get(ctx.stack_id) if ctx.stack_id is not None else None
        if player is None or spell is None or spell.zone != STACK:
            return []
        ops: list[Op] = []
        if self.pay:
            pay_key = key + ("pay",)
            options = self._payments(game, player)
            if not options:
                return []
            if pay_key not in ctx.answers:
                prompt = (
                    "prompt.may_sacrifice_land_copy"
                    if self.pay == SACRIFICE_A_LAND
                    else "prompt.may_discard_copy"
                )
                kind = (
                    DecisionKind.SACRIFICE if self.pay == SACRIFICE_A_LAND else DecisionKind.DISCARD
                )
                return Choice(player, kind, prompt, options + ("none",), key=pay_key)
            paid = ctx.answers[pay_key][0]
            if paid == "none":
                return []
            cause = "sacrifice" if self.pay == SACRIFICE_A_LAND else "discard"
            ops.append(move(paid, GRAVEYARD, cause))
        copy_key = key + ("copy",)
        if copy_key not in ctx.answers:
            return Choice(player, DecisionKind.MAY, "prompt.may_copy", ("yes", "no"), key=copy_key)
        if ctx.answers[copy_key][0] != "yes":
            return ops
        candidates = tuple(self.spec.candidates(game, player, spell))
        if not candidates:
            return ops  # a copy with no legal target would do nothing (CR 608.2b)
        target_key = key + ("target",)
        if target_key not in ctx.answers:
            return Choice(
                player, DecisionKind.CHOOSE_CARD, self.spec.label, candidates, key=target_key
            )
        chosen = ctx.answers[target_key][0]
        return ops + [Op(COPY_SPELL, obj=spell.id, controller=player, target=chosen)]

    def _payments(self, game: Game, player: int) -> tuple[Any, ...]:
        if self.pay == SACRIFICE_A_LAND:
            return tuple(
                o
                for o in game.battlefield
                if game.chars(o).is_land and game.chars(o).controller == player
            )
        return tuple(game.players[player].hand)


def _copy_spell(game: Game, op: Op) -> int | None:
    """Put a copy of the spell or ability ``obj`` on the stack under
    ``controller``'s control (CR 707.10): its one target slot set to
    ``target``, or the slots ``targets`` names (``{(part, slot): target}``)
    changed and the others kept (CR 707.10c); ``card``, the copied values with
    a copy effect's exceptions (CR 707.9b), instead of the spell's own.  A copy
    of an ability has the ability's source (CR 707.10, 113.7)."""
    spell = game.objects.get(op["obj"])
    if spell is None or spell.zone != STACK or spell.cast_info is None:
        return None
    info = spell.cast_info
    original = info.ctx
    if original is None:
        return None
    controller = op["controller"]
    ctx = original.copy()
    copy = game._new_object(
        op.get("card") or spell.card, controller, STACK
    )  # its owner: the copier (CR 707.10)
    copy.controller = controller
    copy.timestamp = game.next_timestamp()
    copy.is_copy = True
    copy.face_index = spell.face_index
    ctx.stack_id = copy.id
    ctx.controller = controller
    ctx.answers = {}
    ctx.results = {}
    if "target" in op.data:
        ctx.parts[0].chosen = [(op["target"],)]
    for (pi, si), target in op.get("targets", {}).items():
        ctx.parts[pi].chosen[si] = (target,)
    if info.ability:
        copy.flipped = spell.flipped
        copy.cast_info = CastInfo(
            ctx,
            ability=True,
            ability_obj=info.ability_obj,
            source_name=info.source_name,
            source_face_down=info.source_face_down,
        )
        put_ability_on_stack(game, copy)
        return copy.id
    ctx.source = copy.id
    copy.is_token = True  # it ceases to exist off the stack (CR 707.10a, 704.5e)
    copy.cast_info = CastInfo(ctx, source_name=info.source_name or spell.card.name)
    copy.cast_info.cast = True  # it is on the stack, done being put there
    game.stack.append(copy.id)
    if op.get("once_for") is not None:
        game.turn_log.setdefault(COPIED_ONCE, []).append(op["once_for"])
    gains = op.get("gains", ())
    if gains and game.chars(copy).is_permanent_card:
        # "If the copy is a permanent spell, it gains <keywords>": an effect on
        # the spell, which follows it onto the battlefield (CR 400.7a, 611.2c)
        haste = ContinuousEffect(
            "6",
            _gain_keywords(frozenset(gains)),
            locked=frozenset({copy.id}),
            source=copy.id,
            controller=controller,
            timestamp=game.next_timestamp(),
            key="ce.grant",
        )
        change_now(game, Op("effect", effect=haste))
    game.touch()
    return copy.id


def _gain_keywords(keywords: frozenset[str]) -> Callable[..., None]:
    def modify(ch: Characteristics, _game: Game, _source: Any, _obj: GameObject) -> None:
        ch.keywords = ch.keywords | keywords

    return modify


# ------------------------------------------------------------ change target
CHANGE_TARGET = "change_target"


def _targets_you(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    ctx = obj.cast_info.ctx if obj.cast_info is not None else None
    you_ref = player_ref(you)
    return ctx is not None and any(
        you_ref in chosen for part in ctx.parts for chosen in part.chosen
    )


# "<a spell or ability> that targets you" (CR 115.1, 115.10)
targets_you = Selector(_targets_you, "that targets you")


def only_target(game: Game, spell: int) -> tuple[int, int, Any] | None:
    """(part, slot, target) of a spell with exactly one target (CR 115.7)."""
    obj = game.objects.get(spell)
    ctx = obj.cast_info.ctx if obj is not None and obj.cast_info is not None else None
    if ctx is None:
        return None
    found = [
        (pi, si, ref)
        for pi, part in enumerate(ctx.parts)
        for si, chosen in enumerate(part.chosen)
        for ref in chosen
    ]
    return found[0] if len(found) == 1 else None


def has_a_single_target(game: Game, obj: GameObject, _controller: int) -> bool:
    """A spell or ability on the stack "with a single target" (CR 115.7)."""
    return only_target(game, obj.id) is not None


def target_spell_or_ability_with_a_single_target() -> TargetSpec:
    """ "Target spell or ability with a single target" (CR 115.1, 115.7)."""
    return TargetSpec(
        "target.spell_or_ability_with_a_single_target", objects=has_a_single_target, zone=STACK
    )


def _retarget(
    game: Game,
    ctx: Context,
    key: tuple,
    spell: GameObject,
    found: tuple[int, int, Any],
    acceptable: Callable[[Any], bool],
    kind: str,
) -> Choice | list[Op]:
    """Change the single target of ``spell`` to another target legal for it that
    ``acceptable`` allows (CR 115.7a): the controller of the effect picks it;
    with none, the target stays unchanged, even if it is illegal by then."""
    assert spell.cast_info is not None and spell.cast_info.ctx is not None
    pi, si, current = found
    slot = spell.cast_info.ctx.parts[pi].specs[si]
    options = tuple(
        ref
        for ref in slot.candidates(game, spell.controller, spell)
        if ref != current and ref != spell.id and acceptable(ref)
    )
    if not options:
        return []
    if key not in ctx.answers:
        return Choice(ctx.controller, kind, "prompt.new_target", options, key=key)
    return [Op(CHANGE_TARGET, obj=spell.id, part=pi, slot=si, target=ctx.answers[key][0])]


def _targeted(game: Game, ctx: Context, spec: TargetSpec, part: int) -> GameObject | None:
    """The targeted spell or ability, if it is still a legal target."""
    legal = game.still_legal(ctx, spec, part)
    return game.objects[legal[0]] if legal else None


@dataclass(frozen=True)
class ChangeTheTarget(Effect):
    """ "Change the target of target spell or ability with a single target"
    (CR 115.7a, Redirect Lightning): to any other target legal for it."""

    spec: TargetSpec
    key: str = "effect.change_target"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.spec,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        spell = _targeted(game, ctx, self.spec, part)
        found = only_target(game, spell.id) if spell is not None else None
        if spell is None or found is None:
            return []
        return _retarget(game, ctx, key, spell, found, lambda ref: True, DecisionKind.CHOOSE_CARD)


@dataclass(frozen=True)
class ChangeTargetToAnotherCreature(Effect):
    """ "If target spell has only one target and that target is a creature
    [this creature], change that spell's target to another creature"
    (CR 115.7): the new target must be legal for the spell; with none, the
    target stays."""

    spec: TargetSpec
    only_if_self: bool = False
    key: str = "effect.change_target"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.spec,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        spell = _targeted(game, ctx, self.spec, part)
        found = only_target(game, spell.id) if spell is not None else None
        if spell is None or found is None:
            return []
        current = found[2]
        if self.only_if_self and current != ctx.source:
            return []
        if not isinstance(current, int) or current not in game.battlefield:
            return []
        if not game.chars(current).is_creature:
            return []
        return _retarget(
            game,
            ctx,
            key,
            spell,
            found,
            lambda ref: isinstance(ref, int) and game.chars(ref).is_creature,
            DecisionKind.CHOOSE_CREATURE,
        )


@dataclass(frozen=True)
class ChangeAnyTargets(Effect):
    """ "You may change any targets of target <spell>" (CR 115.7c, Sideswipe):
    for each of the spell's targets in turn, its controller keeps it (the first
    option) or picks another target legal for that slot; a target with no other
    legal target stays, even if it is illegal by then (CR 115.7a).  Only the
    final set of targets must be legal (CR 115.7e): a slot's targets stay
    different objects (CR 115.3)."""

    spec: TargetSpec
    key: str = "effect.change_targets"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.spec,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        spell = _targeted(game, ctx, self.spec, part)
        info = spell.cast_info if spell is not None else None
        if spell is None or info is None or info.ctx is None:
            return []
        ops: list[Op] = []
        for pi, spell_part in enumerate(info.ctx.parts):
            for si, chosen in enumerate(spell_part.chosen):
                new = list(chosen)
                for i, current in enumerate(chosen):
                    slot_key = key + ("target", pi, si, i)
                    if slot_key in ctx.answers:
                        new[i] = ctx.answers[slot_key][0]
                        continue
                    others = tuple(
                        ref
                        for ref in spell_part.specs[si].candidates(game, spell.controller, spell)
                        if ref not in new and ref != spell.id
                    )
                    if others:  # else the target stays (CR 115.7a)
                        return Choice(
                            ctx.controller,
                            DecisionKind.CHOOSE_CARD,
                            "prompt.change_any_target",
                            (current,) + others,
                            key=slot_key,
                        )
                if tuple(new) != tuple(chosen):
                    ops.append(
                        Op(CHANGE_TARGET, obj=spell.id, part=pi, slot=si, targets=tuple(new))
                    )
        return ops


def _change_target(game: Game, op: Op) -> None:
    """The spell's target slot gets the new ``target`` (or all its ``targets``)."""
    spell = game.objects.get(op["obj"])
    if spell is None or spell.zone != STACK or spell.cast_info is None:
        return
    ctx = spell.cast_info.ctx
    if ctx is None:
        return
    targets = op.get("targets")
    ctx.parts[op["part"]].chosen[op["slot"]] = (op["target"],) if targets is None else targets
    game.touch()


def register(rules: Registry) -> None:
    """The ``copy_spell`` and ``change_target`` events."""
    rules.event_handlers.register(COPY_SPELL, _copy_spell)
    rules.event_handlers.register(CHANGE_TARGET, _change_target)


__all__ = [
    "ChangeAnyTargets",
    "DISCARD_A_CARD",
    "SACRIFICE_A_LAND",
    "ChangeTargetToAnotherCreature",
    "ChangeTheTarget",
    "MayCopyThisSpell",
    "has_a_single_target",
    "only_target",
    "target_spell_or_ability_with_a_single_target",
    "targets_you",
]
