"""Indexes of the activated abilities of permanents (CR 602, 605), per player.

Worked out once each time characteristics are computed (``Game.derived``), since
abilities change only with them; what changes between two computations (whether
a permanent is tapped, how long its controller has had it) is checked by the
users of the index.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from .cards.model import Activated, Cost, tap_mana_of
from .memo import per_object
from .objects import Characteristics

if TYPE_CHECKING:
    from .game import Game

AbilityRef = tuple[int, int, Activated]  # (object id, ability index, ability)
# a mana ability (CR 605.1a): (object id, ability index, ability, whether its
# whole cost is {T}, whether it is on a creature without haste, whose {T}
# abilities wait until its controller has had it since the turn began, CR 302.6)
ManaAbilityRef = tuple[int, int, Activated, bool, bool]
# a permanent the payment solver may tap: (object id, what its "{T}: Add"
# abilities make, whether it is a creature without haste)
TapSource = tuple[int, tuple[str, ...], bool]


class ActivatedAbilities(NamedTuple):
    """The activated abilities of one player's permanents, in battlefield order."""

    mana: list[ManaAbilityRef]
    other: list[AbilityRef]
    tap_sources: list[TapSource]


def activated_abilities(game: Game, player: int) -> ActivatedAbilities:
    """The activated abilities of the permanents ``player`` controls."""
    index: list[ActivatedAbilities] = game.derived("activated_abilities", _index_activated)
    return index[player]


def _index_activated(game: Game, chars: dict[int, Characteristics]
                     ) -> list[ActivatedAbilities]:
    index = [ActivatedAbilities([], [], []) for _ in game.players]
    for oid in game.battlefield:
        ch = chars[oid]
        mine = index[ch.controller]
        makes_mana = False
        for i, ability in _activated(ch):
            if ability.mana:
                if not makes_mana:
                    makes_mana = True
                    sick = ch.is_creature and "haste" not in ch.keywords
                mine.mana.append((oid, i, ability, _tap_only(ability.cost), sick))
            else:
                mine.other.append((oid, i, ability))
        if makes_mana:
            options = tap_mana_options(ch)
            if options:
                mine.tap_sources.append((oid, options, sick))
    return index


def tap_mana_options(ch: Characteristics) -> tuple[str, ...]:
    """What an object's "{T}: Add ..." abilities can make."""
    face = ch.face
    if ch.abilities is face.abilities:
        return face.tap_mana
    return tap_mana_of(ch.abilities)


def _tap_only(c: Cost) -> bool:
    """Is the whole cost {T}?  (Worked out once per cost.)"""
    return per_object(_TAP_ONLY, c, lambda c: replace(c, text="") == _JUST_TAP)


_JUST_TAP = Cost(tap=True)
_TAP_ONLY: dict[int, tuple[Cost, bool]] = {}


def _activated(ch: Characteristics) -> list[tuple[int, Activated]]:
    if ch.abilities is ch.face.abilities:
        return ch.face.activated
    return [(i, a) for i, a in enumerate(ch.abilities) if isinstance(a, Activated)]
