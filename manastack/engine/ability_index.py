"""Indexes of the activated abilities of permanents (CR 602, 605), per player.

Worked out again only when the permanents or their characteristics change
(``Game.derived``), since abilities change only with them; what changes in
between (whether a permanent is tapped, how long its controller has had it) is
checked by the users of the index.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.kinds import KeywordName
from ..core.memo import per_object
from .model import Activated, Cost, Face, tap_mana_of
from .objects import BATTLEFIELD, Characteristics

if TYPE_CHECKING:
    from .game import Game

AbilityRef = tuple[int, int, Activated]  # (object id, ability index, ability)
# a mana ability (CR 605.1a): (object id, ability index, ability, whether its
# whole cost is {T}, whether it is on a creature without haste, which may be
# summoning sick: ``objects.summoning_sick`` decides, CR 302.6)
ManaAbilityRef = tuple[int, int, Activated, bool, bool]
# a permanent the payment solver may tap: (object id, what its "{T}: Add"
# abilities make, whether it is a creature without haste, the most mana one
# tap makes)
TapSource = tuple[int, tuple[str, ...], bool, int]


class ActivatedAbilities(NamedTuple):
    """The activated abilities of one player's permanents, in battlefield order."""

    mana: list[ManaAbilityRef]
    other: list[AbilityRef]
    tap_sources: list[TapSource]


def activated_abilities(game: Game, player: int) -> ActivatedAbilities:
    """The activated abilities of the permanents ``player`` controls."""
    index: list[ActivatedAbilities] = game.derived("activated_abilities", _index_activated)
    return index[player]


def _index_activated(game: Game, chars: dict[int, Characteristics]) -> list[ActivatedAbilities]:
    index = [ActivatedAbilities([], [], []) for _ in game.players]
    for oid in game.battlefield:
        ch = chars[oid]
        face = ch.face
        if ch.abilities is face.abilities:  # printed abilities, sorted once per face
            if not face.activated:
                continue
            mana, other, tap_mana, most = per_object(_FACE_ABILITIES, face, _face_abilities)
        else:
            mana, other, tap_mana, most = _sorted_abilities(ch.abilities)
        mine = index[ch.controller]
        for i, ability in other:
            mine.other.append((oid, i, ability))
        if mana:
            sick = ch.is_creature and KeywordName.HASTE not in ch.keywords
            for i, ability, tap_only in mana:
                mine.mana.append((oid, i, ability, tap_only, sick))
            if tap_mana:
                mine.tap_sources.append((oid, tap_mana, sick, most))
    return index


def _sorted_abilities(
    abilities: tuple[Any, ...],
) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[str, ...], int]:
    """Mana abilities (index, ability, whether the whole cost is {T}), other
    activated abilities (index, ability), what "{T}: Add" abilities make and
    the most mana one tap makes."""
    mana = []
    other = []
    for i, ability in enumerate(abilities):
        if isinstance(ability, Activated) and ability.zone == BATTLEFIELD:
            if ability.mana:
                mana.append((i, ability, replace(ability.cost, text="") == _JUST_TAP))
            else:
                other.append((i, ability))
    tap_mana = tap_mana_of(abilities)
    return tuple(mana), tuple(other), tap_mana, max(map(len, tap_mana), default=0)


def _face_abilities(face: Face) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[str, ...], int]:
    return _sorted_abilities(face.abilities)


_FACE_ABILITIES: dict[int, tuple[Face, tuple[Any, ...]]] = {}  # face -> its sorted abilities
_JUST_TAP = Cost(tap=True)
