"""Permanents that don't untap during the untap step (CR 502.3, 614.1).

The untap step proposes one ``untap`` event per tapped permanent of the active
player (CR 502.3), and replacement effects may change those events.  Three kinds
of text are written here once:

* "<Permanents> don't untap during their controllers' untap steps" (Hokori): a
  static replacement ability, :func:`dont_untap`.
* "It doesn't untap during its controller's next untap step" (Matsu-Tribe
  Sniper): a lock used up by that player's next untap step.
* "It doesn't untap during its controller's untap step for as long as <source>
  remains on the battlefield" (Neko-Te): a lock that lasts while that object
  (the same object, CR 400.7) is on the battlefield.

The locks are kept with the game's shields; the replaced event is the
``stays_tapped`` event of :mod:`.untap_step`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.registry import Registry
from ..engine.effect import Effect, Shield
from ..engine.model import Replacement
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from .untap_step import STAYS_TAPPED

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

UNTAP_LOCK = "untap_lock"  # the shield kind
_NO_TURN = 0  # a lock isn't cleared by the cleanup step: it ends as its text says


@dataclass(frozen=True, slots=True)
class UntapLock(Shield):
    """``obj`` doesn't untap during its controller's untap step: the next one only
    (``next_only``), or while ``source`` is on the battlefield."""

    obj: int = 0
    source: int | None = None
    next_only: bool = False
    serial: int = 0


def _in_untap_step(game: Game, op: Op) -> bool:
    return op.kind == "untap" and game.step == "untap"


def _locks_on(game: Game, oid: int) -> list[UntapLock]:
    return [
        s
        for s in game.shields
        if isinstance(s, UntapLock)
        and s.obj == oid
        and (s.source is None or s.source in game.battlefield)
    ]


def _lock_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if not _in_untap_step(game, op):
        return []
    locks = _locks_on(game, op["obj"])
    return [((UNTAP_LOCK, locks[0].serial), _LOCKED)] if locks else []


def _stays_tapped(game: Game, op: Op) -> Op:
    return op.retyped(STAYS_TAPPED, (UNTAP_LOCK,), obj=op["obj"])


_LOCKED = Replacement(
    "untap", lambda game, obj, op: _in_untap_step(game, op), _stays_tapped, self_only=False
)


def _untap_step_ends(game: Game, step: str) -> None:
    """After the untap step, the "next untap step" locks of the active player's
    permanents that were not tapped are over too, and locks whose source has left
    the battlefield or whose permanent is gone are dropped."""
    if step != "upkeep":
        return
    kept = [
        s
        for s in game.shields
        if not isinstance(s, UntapLock)
        or (
            s.obj in game.battlefield
            and (s.source is None or s.source in game.battlefield)
            and not (s.next_only and game.chars(s.obj).controller == game.active_player)
        )
    ]
    if len(kept) != len(game.shields):
        game.shields = kept


@dataclass(frozen=True)
class LockUntap(Effect):
    """Tap <what>; it doesn't untap during its controller's next untap step
    (``while_source`` False) or while the source of the effect stays on the
    battlefield (``while_source`` True)."""

    what: TargetSpec | Callable[[Game, Context], list[int]]
    while_source: bool = False
    key: str = "effect.untap_lock"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        if isinstance(self.what, TargetSpec):
            ids = [r for r in game.still_legal(ctx, self.what, part) if isinstance(r, int)]
        else:
            ids = [o for o in self.what(game, ctx) if o in game.battlefield]
        if self.while_source and ctx.source not in game.battlefield:
            return [Op("tap", obj=o) for o in ids]
        ops: list[Op] = []
        for oid in ids:
            lock = UntapLock(
                UNTAP_LOCK,
                _NO_TURN,
                obj=oid,
                source=ctx.source if self.while_source else None,
                next_only=not self.while_source,
                serial=game.next_timestamp(),
            )
            ops += [Op("tap", obj=oid), Op("shield", shield=lock)]
        return ops


def dont_untap(which: Callable[[Game, GameObject], bool], text: str) -> Replacement:
    """ "<Permanents ``which`` accepts> don't untap during their controllers' untap
    steps" as a static ability."""

    def applies(game: Game, _source: GameObject, op: Op) -> bool:
        obj = game.objects.get(op["obj"]) if op.kind == "untap" else None
        return obj is not None and _in_untap_step(game, op) and which(game, obj)

    return Replacement("untap", applies, _stays_tapped, self_only=False, text=text)


def register(rules: Registry) -> None:
    """The locks' replacement effect and the end of "next untap step" locks."""
    rules.replacement_effects.register(_lock_replacements)
    rules.step_begins.register(_untap_step_ends)


__all__ = ["LockUntap", "UntapLock", "dont_untap"]
