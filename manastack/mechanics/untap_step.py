"""The untap step and tapped sources (CR 502.3, 611.2b).

* the ``stays_tapped`` event that an untap step's untap becomes when an effect
  keeps the permanent tapped (every such effect is in :mod:`.untapping`), and
  "You may choose not to untap this creature during your untap step": a
  replacement that asks its controller (Callous Oppressor).
* "... for as long as this creature remains tapped" (CR 611.2b): an effect that
  works only while its source is still on the battlefield and tapped, and that
  ends for good once the source untaps or leaves (a state-based check removes
  it, so tapping the source again doesn't bring it back).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..core.registry import Registry
from ..engine.layers import ContinuousEffect
from ..engine.model import Replacement
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from ..language.effects import Effect, objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

STAYS_TAPPED = "stays_tapped"  # the event an untap step's untap becomes
WHILE_TAPPED = "ce.while_tapped"  # the key of "for as long as <source> remains tapped" effects
END_WHILE_TAPPED = "end_while_tapped"  # the event that ends them


def _untap_step_untap(game: Game, source: GameObject, op: Op) -> bool:
    """The untap step's untap of ``source`` itself (CR 502.3)."""
    return op.kind == "untap" and op["obj"] == source.id and game.step == "untap"


def _stays_tapped(game: Game, op: Op) -> Op:
    return Op(STAYS_TAPPED, op.applied, obj=op["obj"])


def _ask_controller(game: Game, op: Op) -> tuple[int, tuple[str, ...]]:
    return game.controller_of(op["obj"]), ("yes", "no")


def _untap_unless_declined(game: Game, op: Op) -> Op:
    return op if op.get("choice") == "yes" else _stays_tapped(game, op)


def may_choose_not_to_untap() -> Replacement:
    """ "You may choose not to untap this creature during your untap step":
    its controller is asked as the untap step untaps it."""
    return Replacement(
        "untap",
        _untap_step_untap,
        _untap_unless_declined,
        self_only=False,
        text="You may choose not to untap this creature during your untap step.",
        choose=_ask_controller,
        prompt="prompt.untap_it",
        question=DecisionKind.MAY,
    )


def _while_tapped(
    inner: Callable[[Game, GameObject | None, GameObject, Characteristics], bool],
) -> Callable[[Game, GameObject | None, GameObject, Characteristics], bool]:
    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        if source is None or source.zone != BATTLEFIELD or not source.tapped:
            return False
        return inner(game, source, obj, ch)

    return applies


def _only(oid: int) -> Callable[[Game, GameObject | None, GameObject, Characteristics], bool]:
    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        return obj.id == oid

    return applies


@dataclass(frozen=True)
class WhileSourceTapped(Effect):
    """ "<target> <gets/has ...> for as long as this creature remains tapped":
    ``make(target id, controller)`` gives the effects' (layer, modify) pairs."""

    what: TargetSpec
    make: Callable[[int, int], tuple[tuple[str, Any], ...]]
    key: str = "effect.while_tapped"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ops: list[Op] = []
        for oid in objects_for(self.what, game, ctx, part):
            timestamp = game.next_timestamp()
            for layer, modify in self.make(oid, ctx.controller):
                effect = ContinuousEffect(
                    layer,
                    modify,
                    applies=_while_tapped(_only(oid)),
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=timestamp,
                    key=WHILE_TAPPED,
                )
                ops.append(Op("effect", effect=effect))
        return ops


def _source_still_tapped(game: Game, effect: ContinuousEffect) -> bool:
    source = game.objects.get(effect.source)
    return source is not None and source.zone == BATTLEFIELD and source.tapped


def _ended(game: Game) -> list[Op]:
    """CR 611.2b: the effects whose source untapped or left have ended."""
    if any(e.key == WHILE_TAPPED and not _source_still_tapped(game, e) for e in game.effects):
        return [Op(END_WHILE_TAPPED)]
    return []


def _end_while_tapped(game: Game, op: Op) -> None:
    game.effects = [
        e for e in game.effects if e.key != WHILE_TAPPED or _source_still_tapped(game, e)
    ]
    game.touch()


def _nothing(game: Game, op: Op) -> None:
    """The permanent stays tapped: nothing happens."""


def register(rules: Registry) -> None:
    """The ``stays_tapped`` and ``end_while_tapped`` events and the check that
    ends "for as long as it remains tapped" effects."""
    rules.event_handlers.register(STAYS_TAPPED, _nothing)
    rules.event_handlers.register(END_WHILE_TAPPED, _end_while_tapped)
    rules.state_based_actions.register(_ended)


__all__ = [
    "WhileSourceTapped",
    "may_choose_not_to_untap",
]
