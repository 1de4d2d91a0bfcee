"""Fear (CR 702.36): "This creature can't be blocked except by artifact creatures
and/or black creatures" (CR 702.36b), an evasion ability checked as blockers are
declared (CR 509.1b).  Several instances are redundant (CR 702.36c)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..core.registry import Registry
from ..engine.model import Keyword

if TYPE_CHECKING:
    from ..engine.game import Game

FEAR = Keyword(KeywordName.FEAR, text="Fear")


def _fear_forbids(
    game: Game, blockers: Sequence[int], attackers: Sequence[int]
) -> Iterator[tuple[int, int]]:
    """A creature with fear can't be blocked by a creature that is neither an
    artifact nor black."""
    feared = [a for a in attackers if KeywordName.FEAR in game.chars(a).keywords]
    if not feared:
        return
    for b in blockers:
        ch = game.chars(b)
        if "Artifact" not in ch.types and "B" not in ch.colours:
            yield from ((b, a) for a in feared)


def register(rules: Registry) -> None:
    """Fear restricts blocks."""
    rules.block_restrictions.register(_fear_forbids)
