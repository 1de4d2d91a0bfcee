"""The engine's continuation: pending steps as plain data (DESIGN guarantee 3).

``game.pending`` is a stack of :class:`Step` objects.  The engine runs the top
step; a step either finishes (pops itself), pushes more steps, or asks a
question with :meth:`Game.ask` and waits.  :meth:`Step.answer` receives the
chosen :class:`~manastack.engine.game.Action`.  Steps hold only ids, numbers, tuples and
shared immutable card definitions, so copying a game copies its future too.

This module holds the base class; the steps themselves live with the rules they
carry out (the game start in :mod:`.start`, resolving effects in :mod:`.resolve`,
turns in :mod:`.turn`...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, overload

from ..core.actions import Action

if TYPE_CHECKING:
    from .context import Context
    from .game import Game


class Step:
    """A pending piece of work."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        raise NotImplementedError

    def options(self, game: Game) -> list[Action]:
        """The legal answers to the question this step asked."""
        raise NotImplementedError

    def answer(self, game: Game, action: Action) -> None:
        raise NotImplementedError

    def copy(self, memo: dict[int, Any]) -> Step:
        """A copy for :meth:`Game.copy`; steps with no mutable state return themselves."""
        return self

    def __repr__(self) -> str:
        """The step's name, with the spell or ability it works on (for snapshots)."""
        ctx = getattr(self, "ctx", None)
        return type(self).__name__ if ctx is None else f"{type(self).__name__}({ctx!r})"


@overload
def copy_ctx(ctx: Context, memo: dict[int, Any]) -> Context: ...
@overload
def copy_ctx(ctx: None, memo: dict[int, Any]) -> None: ...
@overload
def copy_ctx(ctx: Context | None, memo: dict[int, Any]) -> Context | None: ...
def copy_ctx(ctx: Context | None, memo: dict[int, Any]) -> Context | None:
    """Copy a context once per game copy, so steps that share it still share it."""
    if ctx is None:
        return None
    found = memo.get(id(ctx))
    if found is None:
        found = ctx.copy()
        memo[id(ctx)] = found
    return found
