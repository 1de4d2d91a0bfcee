"""What the engine asks of an effect, the card language's one-shot effects
(:mod:`manastack.language.effects`) being subclasses: :meth:`Effect.resolve` either
asks a question (a :class:`Choice`) or returns the :class:`~manastack.engine.ops.Op` s
to perform (CR 608.2c).  The answers are stored in the
:class:`~manastack.engine.context.Context` and ``resolve`` is called again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .context import Context
    from .game import Game
    from .ops import Op
    from .targets import TargetSpec


@dataclass(frozen=True)
class Choice:
    """A question an effect asks during resolution: ``player`` picks from
    ``options`` (object ids, player refs, numbers or short strings)."""

    player: int
    kind: str
    prompt: str
    options: tuple[Any, ...]
    args: tuple[tuple[str, Any], ...] = ()
    key: tuple[Any, ...] = ()  # where the answer is stored in ``ctx.answers``


class ThenAgain(list[Any]):
    """The :class:`~manastack.engine.ops.Op` s an effect returns when it isn't
    finished: they are performed, then the same effect is resolved again
    ("... That opponent may repeat this process", CR 608.2c: the instructions
    are followed in order, each part after the one before has happened)."""


class Effect:
    """Base class.  ``specs`` lists the target slots the effect introduces;
    ``changes_text`` marks an effect that changes text (CR 612), so the words
    of a text are looked up only in games that have one."""

    key: str = ""
    changes_text: ClassVar[bool] = False

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        """The target slots this effect introduces (none unless it targets)."""
        return ()

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        raise NotImplementedError

    def params(self) -> dict[str, Any]:
        """Values for the effect's message template."""
        return {}


ALL_COMBAT_DAMAGE = "all_combat"  # the shield kind of "prevent all combat damage"


@dataclass(frozen=True, slots=True)
class Shield:
    """A prevention effect waiting for damage (CR 615.1): what it prevents, and the
    turn it lasts until.  Frozen, so copies of a game share it."""

    kind: str
    until: int
