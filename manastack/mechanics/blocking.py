"""Who may and who must block: landwalk (CR 702.14), the blocking restrictions
of single cards (CR 509.1b), Lure-style blocking requirements and "blocks each
combat if able" (the BLOCKS_EACH_COMBAT keyword a layer effect grants, Grand
Melee) (CR 509.1c).

The engine's declare-blockers step (:mod:`manastack.engine.combat`) asks
``RULES.block_restrictions`` whether a block is forbidden and
``RULES.block_requirements`` what each creature must block if able; it offers
only blocks after which the declaration can still obey the most requirements
possible without breaking a restriction (CR 509.1c, DESIGN guarantee 2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.model import Ability, Keyword

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

LANDWALK: dict[str, KeywordName] = {
    "Plains": KeywordName.PLAINSWALK,
    "Island": KeywordName.ISLANDWALK,
    "Swamp": KeywordName.SWAMPWALK,
    "Mountain": KeywordName.MOUNTAINWALK,
    "Forest": KeywordName.FORESTWALK,
}


def landwalk(land_type: str) -> Keyword:
    """``Islandwalk`` and its kin (CR 702.14a): ``landwalk("Island")``."""
    name = LANDWALK[land_type]
    return Keyword(name, text=name.capitalize())


BlockTest = Callable[["Game", int, int], bool]  # (game, blocker, attacker)


@dataclass(frozen=True)
class BlockableOnlyBy(Ability):
    """ "This creature can't be blocked except by <quality>" on the attacker
    (CR 509.1b); ``allows(game, blocker, attacker)``."""

    allows: BlockTest
    text: str = ""


@dataclass(frozen=True)
class CanBlockOnly(Ability):
    """ "This creature can block only <quality>" or "can't block <quality>" on
    the blocker (CR 509.1b); ``allows(game, blocker, attacker)``."""

    allows: BlockTest
    text: str = ""


@dataclass(frozen=True)
class AllMustBlock(Ability):
    """ "All creatures able to block this creature do so" (CR 509.1c): each
    creature the defending player controls must block it if able."""

    text: str = ""


_WALKS = frozenset(LANDWALK.values())


def _landwalk_forbids(
    game: Game, blockers: Sequence[int], attackers: Sequence[int]
) -> Iterator[tuple[int, int]]:
    """CR 702.14c: a creature with landwalk can't be blocked as long as the
    defending player controls a land of that type."""
    walkers = [a for a in attackers if game.chars(a).keywords & _WALKS]
    if not walkers or not blockers:
        return
    defender = game.chars(blockers[0]).controller
    land_types = {
        t
        for o in game.battlefield
        if game.chars(o).controller == defender and game.chars(o).is_land
        for t in game.chars(o).subtypes
    }
    for a in walkers:
        walks = game.chars(a).keywords
        if any(LANDWALK[t] in walks for t in LANDWALK if t in land_types):
            yield from ((b, a) for b in blockers)


def _card_restrictions_forbid(
    game: Game, blockers: Sequence[int], attackers: Sequence[int]
) -> Iterator[tuple[int, int]]:
    """ "Can't be blocked except by ..." on an attacker, "can block only ..." on
    a blocker (CR 509.1b): only the creatures with such an ability are asked."""
    for a in attackers:
        for ability in game.chars(a).abilities:
            if isinstance(ability, BlockableOnlyBy):
                yield from ((b, a) for b in blockers if not ability.allows(game, b, a))
    for b in blockers:
        for ability in game.chars(b).abilities:
            if isinstance(ability, CanBlockOnly):
                yield from ((b, a) for a in attackers if not ability.allows(game, b, a))


def _lure_requirements(game: Game, blockers: Sequence[int]) -> Iterator[tuple[int, int]]:
    """CR 509.1c: each creature must block, if able, each attacker with "all
    creatures able to block this creature do so" (the attackers are looked
    through once for all the creatures)."""
    combat = game.combat
    if combat is None:
        return
    lures = []
    for a in combat.attackers:
        ch = game.chars(a)
        if ch.may_have(AllMustBlock) and any(isinstance(ab, AllMustBlock) for ab in ch.abilities):
            lures.append(a)
    for b in blockers:
        yield from ((b, a) for a in lures)


def _blocks_each_combat(game: Game, blockers: Sequence[int]) -> Iterator[tuple[int, int]]:
    """ "This creature blocks each combat if able": it must block one of the
    attackers (the engine keeps those it is able to block)."""
    combat = game.combat
    if combat is None:
        return
    for b in blockers:
        if KeywordName.BLOCKS_EACH_COMBAT in game.chars(b).keywords:
            yield from ((b, a) for a in combat.attackers)


def register(rules: Registry) -> None:
    """Landwalk and the cards' restrictions forbid blocks; Lure and "blocks each
    combat if able" require them."""
    rules.block_restrictions.register(_landwalk_forbids)
    rules.block_restrictions.register(_card_restrictions_forbid)
    rules.block_requirements.register(_lure_requirements)
    rules.block_requirements.register(_blocks_each_combat)


__all__ = ["LANDWALK", "AllMustBlock", "BlockableOnlyBy", "CanBlockOnly", "landwalk"]
