"""Mana with a restriction or a rider (CR 106.6, 106.6a).

"Spend this mana only to cast legendary spells" (Untaidake) is
:class:`SpendOnly`; "If that mana is spent on an instant or sorcery spell, that
spell can't be countered" (Boseiju) is :class:`SpentOnSpellGains`.  Both are a
:class:`~manastack.engine.model.ManaRestriction` on the mana ability
(``Activated(..., restriction=...)``): the mana pool keeps such mana apart and a
payment counts it only where it may be spent (``ManaPool.usable``); the payment
solver never taps a source for it, so it is made by activating the ability
before the spell is cast (CR 605.3a).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import grant
from ..engine.model import ManaRestriction
from ..engine.objects import EXILE, STACK
from ..engine.ops import Op
from ..engine.selectors import Selector

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _cast_from(obj: GameObject) -> str:
    """The zone a spell is cast from: where the card is while it is checked,
    and, once it is on the stack, the zone it came from (CR 601.2a)."""
    if obj.zone == STACK and obj.cast_info is not None:
        return obj.cast_info.from_zone
    return obj.zone


@dataclass(frozen=True)
class SpendOnly(ManaRestriction):
    """ "Spend this mana only to cast <spells>" (and, with ``sources``, "or
    activate an ability of <a source>"), CR 106.6.  ``from_exile`` limits the
    spells to those cast from exile."""

    spells: Selector | None = None
    sources: Selector | None = None
    from_exile: bool = False

    def allows(self, game: Game, player: int, obj: GameObject, spell: bool) -> bool:
        if not spell:
            return self.sources is not None and self.sources.matches(game, obj, player)
        if self.from_exile and _cast_from(obj) != EXILE:
            return False
        return self.spells is None or self.spells.matches(game, obj, player)


@dataclass(frozen=True)
class SpentOnSpellGains(ManaRestriction):
    """ "If that mana is spent on <a spell>, that spell <gains keyword>"
    (CR 106.6a): a rider, not a restriction, so the mana pays for anything.  A
    permanent spell's gain goes on to the permanent it becomes (CR 400.7a)."""

    spells: Selector
    keyword: KeywordName

    def spent(self, game: Game, obj: GameObject, spell: bool) -> tuple[Op, ...]:
        if not spell or not self.spells.matches(game, obj, game.chars(obj).controller):
            return ()
        effect = replace(
            grant((self.keyword,), self.spells),
            locked=frozenset({obj.id}),
            controller=game.chars(obj).controller,
            timestamp=game.next_timestamp(),
        )
        return (Op("effect", effect=effect),)
