""" "The next time you would draw a card this turn, <do something> instead"
(CR 614.1a, 614.10): the Words of Onslaught.

Each activation leaves a shield in ``game.shields`` for the player, and a
replacement of that player's next draw event this turn: the draw becomes a
``draw_replaced`` event whose handler uses the shield up and does what it says
instead.  With several shields the player chooses which applies (CR 616.1).
What it does instead may ask players to choose ("each opponent discards a
card"): such ``effects`` resolve as the draw is replaced, their choices made
then (CR 614.1a, 616.1), for the shield's source and controller.

A permanent's static "If you would draw a card, <effects> instead" (Tomorrow,
Azami's Familiar) is a :class:`DrawInstead` ability: every draw of its
controller becomes a ``draw_instead`` event whose effects resolve at once, with
their choices, for that permanent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..core.registry import Registry
from ..engine.context import Context, Part
from ..engine.effect import Shield
from ..engine.model import Ability, Replacement
from ..engine.ops import Op, damage
from ..engine.perform import change_now
from ..engine.resolve import ResolveEffects
from ..engine.targets import any_target
from ..language.effects import Effect

if TYPE_CHECKING:
    from ..engine.game import Game

NEXT_DRAW = "next_draw"  # the shield kind
DRAW_REPLACED = "draw_replaced"  # the event a replaced draw becomes
DRAW_INSTEAD = "draw_instead"  # the event a draw replaced by a DrawInstead becomes


@dataclass(frozen=True, slots=True)
class NextDrawShield(Shield):
    """``player``'s next draw this turn is replaced by the events ``instead``,
    or, with ``damage``, by ``source`` dealing that much damage to any target
    the player chooses as the draw is replaced (Words of War), or by
    ``effects`` resolving then, with their choices (Words of Waste)."""

    player: int = 0
    serial: int = 0
    instead: tuple[Op, ...] = ()
    source: int = 0
    damage: int = 0
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class InsteadOfNextDraw(Effect):
    """ "The next time you would draw a card this turn, <events> instead":
    ``make(game, ctx)`` gives the events, fixed as the ability resolves; or
    "... <this> deals N damage to any target instead" with ``damage``; or
    ``effects`` that resolve, choices and all, when the draw is replaced."""

    make: Callable[[Game, Context], list[Op]] | None = None
    damage: int = 0
    effects: tuple[Effect, ...] = ()
    key: str = "effect.next_draw"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        shield = NextDrawShield(
            NEXT_DRAW,
            game.turn_number,
            player=ctx.controller,
            serial=game.next_timestamp(),
            instead=tuple(self.make(game, ctx)) if self.make is not None else (),
            source=ctx.source,
            damage=self.damage,
            effects=self.effects,
        )
        return [Op("shield", shield=shield)]


def _instead(shield: NextDrawShield):
    def apply(game: Game, op: Op) -> Op:
        data = {k: v for k, v in op.data.items() if k != "choice"}
        return op.retyped(
            DRAW_REPLACED,
            (NEXT_DRAW, shield.serial),
            shield=shield,
            target=op.get("choice"),
            **data,
        )

    return apply


def _damage_target(shield: NextDrawShield):
    """The question of a damage shield: any target, for its source (CR 115.4)."""

    def choose(game: Game, op: Op) -> tuple[int, tuple[Any, ...]]:
        source = game.objects.get(shield.source)
        return shield.player, tuple(any_target().candidates(game, shield.player, source))

    return choose


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if op.kind != "draw":
        return []
    return [
        (
            (NEXT_DRAW, s.serial),
            Replacement(
                "draw",
                lambda g, o, p: True,
                _instead(s),
                self_only=False,
                text="Words",
                choose=_damage_target(s) if s.damage else None,
                prompt="target.any",
                question=DecisionKind.CHOOSE_CARD,
            ),
        )
        for s in game.shields
        if isinstance(s, NextDrawShield)
        and s.player == op["player"]
        and s.until == game.turn_number
    ]


def _draw_replaced(game: Game, op: Op) -> None:
    """Use the shield up and do what it does instead of drawing."""
    used: NextDrawShield = op["shield"]
    game.shields = [
        s for s in game.shields if not (isinstance(s, NextDrawShield) and s.serial == used.serial)
    ]
    for event in used.instead:
        change_now(game, event)
    if used.damage and op.get("target") is not None:
        change_now(game, damage(used.source, op["target"], used.damage))
    if used.effects:
        _resolve_now(game, used.source, used.player, used.effects)


def _resolve_now(game: Game, source: int, player: int, effects: tuple[Effect, ...]) -> None:
    """Resolve ``effects`` for ``source`` and ``player`` as part of the event
    being performed, asking their questions first (CR 614.1a)."""
    ctx = Context(source, player)
    ctx.parts = [Part(effects, ())]
    game.push(ResolveEffects(ctx))


@dataclass(frozen=True)
class DrawInstead(Ability):
    """ "If you would draw a card, <effects> instead" (CR 614.1a): a static
    ability replacing each draw of its controller while it is on the battlefield."""

    effects: tuple[Effect, ...] = ()
    text: str = ""


def _draw_instead(source: int, ability: DrawInstead):
    def apply(game: Game, op: Op) -> Op:
        data = {**op.data, "source": source, "effects": ability.effects}
        return op.retyped(DRAW_INSTEAD, (source, DRAW_INSTEAD), **data)

    return apply


def _static_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """The DrawInstead abilities of the permanents the drawing player controls."""
    found: list[tuple[Any, Replacement]] = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller != op["player"] or not ch.may_have(DrawInstead):
            continue
        found += [
            (
                (oid, DRAW_INSTEAD),
                Replacement(
                    "draw",
                    lambda g, o, p: True,
                    _draw_instead(oid, ability),
                    self_only=False,
                    text=ability.text,
                ),
            )
            for ability in ch.abilities
            if isinstance(ability, DrawInstead)
        ]
    return found


def _drawn_instead(game: Game, op: Op) -> None:
    """Do what the DrawInstead ability says instead of drawing."""
    _resolve_now(game, op["source"], op["player"], op["effects"])


def register(rules: Registry) -> None:
    """The shields' and DrawInstead abilities' replacement effects, and the
    ``draw_replaced`` and ``draw_instead`` events."""
    rules.replacements_of("draw").register(_replacements)
    rules.replacements_of("draw").register(_static_replacements)
    rules.event_handlers.register(DRAW_REPLACED, _draw_replaced)
    rules.event_handlers.register(DRAW_INSTEAD, _drawn_instead)


__all__ = [
    "DRAW_INSTEAD",
    "DRAW_REPLACED",
    "NEXT_DRAW",
    "DrawInstead",
    "InsteadOfNextDraw",
    "NextDrawShield",
]
