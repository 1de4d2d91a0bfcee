"""Copy effects on permanents and spells (CR 707), with their exceptions.

A copy takes the copiable values of the original (CR 707.2): its printed
values, or the values a copy effect or a token's creation gave it (CR 707.3),
changed by nothing else.  "Except ..." clauses change what is copied and
become part of the copy's copiable values (CR 707.9b), so a copy of the copy
has them too.  :class:`Except` is such a clause.

The three ways this module copies:

- "Create a token that's a copy of <it>[, except ...]" (CR 707.2, 111.1):
  :class:`CreateTokenCopy` (Impostor Syndrome).  An object that has left its
  zone is copied as it last existed (CR 707.4).
- "You may have this enter as a copy of <a creature ...>, except ..."
  (CR 707.9, 614.1c): :func:`enter_as_copy`, a replacement effect of the
  entering permanent itself, so it enters with the copied abilities (Chameleon);
  of a card in a graveyard, and "When you do, ..." (Superior Spider-Man).
- "Copy that spell[, except ...]" and "copy target activated or triggered
  ability you control" (CR 707.10): :class:`CopySpellOrAbility`, of the spell
  that made a "whenever you cast" ability trigger or of a target.  The copy of a
  permanent spell becomes a token as it resolves (CR 707.10f, 111.12; the
  spell copy is already marked a token in :mod:`.spell_copy`).  "You may choose
  new targets for the copy" (CR 707.10c) asks, for each target of the copy, the
  targets legal for that slot, the original's target first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.model import CardDef, Face, Replacement, Triggered
from ..engine.objects import BATTLEFIELD, STACK
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.selectors import Selector, you_control
from ..engine.targets import TargetSpec
from ..language.effects import Choice, Effect, objects_for
from .reflexive import Reflexive
from .spell_copy import COPIED_ONCE, COPY_SPELL

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


@dataclass(frozen=True)
class Except:
    """The exceptions of a copy effect (CR 707.9b): a new name, "it isn't
    legendary", "it's a <P>/<T> <types> in addition to its other types"."""

    name: str = ""
    legendary: bool = True
    types: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None

    def apply(self, face: Face) -> Face:
        """The copied values ``face`` with these exceptions."""
        changes: dict[str, Any] = {}
        if self.name:
            changes["name"] = self.name
        if not self.legendary:
            changes["supertypes"] = face.supertypes - {"Legendary"}
        if self.types:
            changes["types"] = face.types | self.types
        if self.subtypes:
            added = tuple(t for t in self.subtypes if t not in face.subtypes)
            changes["subtypes"] = face.subtypes | set(self.subtypes)
            changes["subtype_order"] = face.subtype_order + added
        if self.power is not None:
            changes["power"], changes["power_text"] = self.power, None
        if self.toughness is not None:
            changes["toughness"], changes["toughness_text"] = self.toughness, None
        return replace(face, **changes) if changes else face


NO_EXCEPTIONS = Except()
NOT_LEGENDARY = Except(legendary=False)


def copiable_values(game: Game, oid: int, exceptions: Except = NO_EXCEPTIONS) -> Face:
    """What a copy of ``oid`` takes (CR 707.2, 707.9b), as the object last
    existed if it has left its zone (CR 707.4)."""
    return exceptions.apply(game._copiable_face(oid))


def copied_card(card: CardDef, exceptions: Except) -> CardDef:
    """A card definition whose faces are ``card``'s with the exceptions: what a
    copy of a spell is made from (CR 707.10, 707.9b)."""
    if exceptions == NO_EXCEPTIONS:
        return card
    return replace(card, faces=tuple(exceptions.apply(face) for face in card.faces))


# ------------------------------------------------------------------ token copies
@dataclass(frozen=True)
class CreateTokenCopy(Effect):
    """ "Create a token that's a copy of <it>[, except ...]" (CR 707.2, 111.1):
    ``what`` is an object description of :func:`objects_for`, or a function
    ``(game, ctx)`` naming objects that may have left their zone."""

    what: Any
    exceptions: Except = NO_EXCEPTIONS
    key: str = "effect.token_copy"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        """ "A copy of target creature": the slot, when it targets (CR 115.1)."""
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ops = []
        for oid in objects_for(self.what, game, ctx, part):
            if oid not in game.objects and oid not in game.lki_objects:
                continue
            face = copiable_values(game, oid, self.exceptions)
            card = CardDef((face,), token=True)
            ops.append(Op("token", controller=ctx.controller, card=card))
        return ops


def event_object(field: str) -> Callable[[Game, Context], list[int]]:
    """The object a triggered ability's event names ("it": the creature that
    dealt the damage is ``event_object("source")``)."""

    def found(game: Game, ctx: Context) -> list[int]:
        ref = ctx.event.get(field) if ctx.event is not None else None
        return [ref] if isinstance(ref, int) else []

    return found


# ------------------------------------------------------------- entering as a copy
ENTER_AS_COPY = "enter_as_copy"


def enter_as_copy(
    choices: Selector,
    exceptions: Except = NO_EXCEPTIONS,
    zone: str = BATTLEFIELD,
    when_you_do: Callable[[int], tuple[Effect, ...]] | None = None,
) -> Replacement:
    """ "You may have this enter as a copy of <choices> [in <zone>][, except
    ...]" (CR 707.9, 614.1c): the entering permanent's controller chooses one
    of the objects ``choices`` describes in ``zone`` (every graveyard for the
    graveyard), or none; the permanent enters with the copiable values and
    exceptions locked in (CR 707.2).  ``when_you_do(copied)`` are the effects
    of "When you do, <effects>", a reflexive ability that triggers once it has
    entered as a copy (CR 603.12)."""

    def options(game: Game, op: Op) -> tuple[int, tuple[Any, ...]]:
        obj = game.objects[op["obj"]]
        you = op.get("controller")
        you = obj.controller if you is None else you
        return you, tuple(choices.ids(game, you, obj.id, zone=zone)) + ("none",)

    def apply(game: Game, op: Op) -> Op:
        chosen = op["choice"]
        if chosen == "none" or chosen not in game.objects:
            return op.replaced(ENTER_AS_COPY)
        face = copiable_values(game, chosen, exceptions)
        # a card in another zone is copied once: it isn't followed afterwards
        copy_of = chosen if zone == BATTLEFIELD else None
        entering = op.replaced(ENTER_AS_COPY, copy_of=copy_of, copy_face=face)
        if when_you_do is None:
            return entering
        return op.retyped(
            ENTER_AS_COPY, ENTER_AS_COPY, move=entering, copied=chosen, then=when_you_do
        )

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return not op.get("face_down") and op.get("copy_face") is None

    return Replacement("enter", applies, apply, choose=options, prompt="prompt.clone")


def _enter_as_copy_then(game: Game, op: Op) -> int | None:
    """Enter as a copy; once it has, the reflexive ability of the copy effect
    triggers (CR 603.12a), its source the new permanent."""
    entered = change_now(game, op["move"])
    if not isinstance(entered, int) or entered not in game.objects:
        return entered
    permanent = game.objects[entered]
    if not permanent.is_copy:
        return entered
    ability = Triggered(Reflexive(), op["then"](op["copied"]))
    change_now(
        game, Op("reflexive", source=entered, controller=permanent.controller, ability=ability)
    )
    return entered


# ------------------------------------------------------------------ spell copies
def _ability_on_stack(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    info = obj.cast_info
    return info is not None and info.ability


abilities_on_stack = Selector(_ability_on_stack, "ability on the stack")


def target_ability_you_control() -> TargetSpec:
    """ "Target activated or triggered ability you control" (CR 113.1b-c,
    115.1); mana abilities never use the stack (CR 605.3b)."""
    return TargetSpec(
        "target.ability_you_control", objects=abilities_on_stack & you_control, zone=STACK
    )


@dataclass(frozen=True)
class CopySpellOrAbility(Effect):
    """ "Copy <that spell / target ability>[, except ...]. [You may choose new
    targets for the copy.]" (CR 707.10, 707.10c): ``what`` is an object
    description of :func:`objects_for`, by default the spell whose casting
    triggered the ability (:func:`event_object` ``("obj")``), copied if it is
    still on the stack; ``optional``: "you may copy it"."""

    what: Any = event_object("obj")
    exceptions: Except = NO_EXCEPTIONS
    new_targets: bool = False
    optional: bool = False
    # "If the copy is a permanent spell, it gains <keywords>" (Spider-Verse)
    permanent_gains: tuple[str, ...] = ()
    # "Do this only once each turn": the ability still triggers, but once its
    # source has copied a spell this turn it copies nothing more (CR 603.2)
    once_each_turn: bool = False
    key: str = "effect.copy_spell"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        found = [s for s in objects_for(self.what, game, ctx, part) if s in game.stack]
        if not found:
            return []  # it has left the stack: nothing to copy (CR 707.10)
        spell = game.objects[found[0]]
        if spell.cast_info is None or spell.cast_info.ctx is None:
            return []
        if self.once_each_turn and copied_this_turn(game, ctx.source):
            return []
        may_key = key + ("may",)
        if self.optional:
            if may_key not in ctx.answers:
                return Choice(
                    ctx.controller, DecisionKind.MAY, "prompt.may_copy", ("yes", "no"), key=may_key
                )
            if ctx.answers[may_key][0] != "yes":
                return []
        targets: dict[tuple[int, int], Any] = {}
        if self.new_targets:
            spell_ctx = spell.cast_info.ctx
            for pi, spell_part in enumerate(spell_ctx.parts):
                for si, chosen in enumerate(spell_part.chosen):
                    if len(chosen) != 1:
                        continue  # only a slot with one target is asked again
                    slot_key = key + ("target", pi, si)
                    if slot_key not in ctx.answers:
                        legal = spell_part.specs[si].candidates(game, ctx.controller, spell)
                        options = (chosen[0],) + tuple(r for r in legal if r != chosen[0])
                        return Choice(
                            ctx.controller,
                            DecisionKind.CHOOSE_CARD,
                            "prompt.copy_target",
                            options,
                            key=slot_key,
                        )
                    targets[(pi, si)] = ctx.answers[slot_key][0]
        return [
            Op(
                COPY_SPELL,
                obj=spell.id,
                controller=ctx.controller,
                targets=targets,
                card=copied_card(spell.card, self.exceptions),
                gains=self.permanent_gains,
                once_for=ctx.source if self.once_each_turn else None,
            )
        ]


def copied_this_turn(game: Game, source: int) -> bool:
    """Has ``source`` copied a spell this turn under "do this only once each turn"?"""
    return source in game.turn_log.get(COPIED_ONCE, ())


def register(rules: Registry) -> None:
    """Entering as a copy, then "when you do" (:func:`enter_as_copy`)."""
    rules.event_handlers.register(ENTER_AS_COPY, _enter_as_copy_then)


__all__ = [
    "NOT_LEGENDARY",
    "NO_EXCEPTIONS",
    "CopySpellOrAbility",
    "abilities_on_stack",
    "target_ability_you_control",
    "CreateTokenCopy",
    "Except",
    "copiable_values",
    "copied_this_turn",
    "copied_card",
    "enter_as_copy",
    "event_object",
]
