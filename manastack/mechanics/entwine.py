"""Entwine (CR 702.42): "You may choose all modes of this spell instead of just
one.  If you do, you pay an additional [cost]."  Offered as its own way to cast
the card (``how="entwine"``) whose text is every mode in printed order and whose
total cost adds the entwine cost (CR 601.2f); the mana value doesn't change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..core.mana import ManaCost
from ..core.memo import per_object
from ..core.registry import Registry
from ..engine.casting import CastMode
from ..engine.model import Face, Keyword
from ..engine.objects import HAND

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

_ENTWINED: dict[int, tuple[Face, Face]] = {}  # face -> the face as cast entwined


def entwine(mana: str) -> Keyword:
    """``entwine("{2}")`` on a modal spell."""
    return Keyword(KeywordName.ENTWINE, ManaCost.parse(mana), text=f"Entwine {mana}")


def _all_modes(face: Face) -> Face:
    """The face as cast entwined: all modes, in order (CR 700.2, 702.42a)."""
    return per_object(_ENTWINED, face, _entwined)


def _entwined(face: Face) -> Face:
    return Face(
        name=face.name,
        mana_cost=face.mana_cost,
        supertypes=face.supertypes,
        types=face.types,
        subtypes=face.subtypes,
        text=face.text,
        abilities=face.abilities,
        spell=tuple(e for m in face.modes for e in m),
        additional_costs=face.additional_costs,
    )


def entwine_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    face = obj.card.faces[0]
    if KeywordName.ENTWINE not in face.keywords or obj.zone != HAND or obj.owner != player:
        return []
    for ability in face.abilities:
        if isinstance(ability, Keyword) and ability.name == "entwine":
            return [
                CastMode(
                    "entwine",
                    _all_modes(face),
                    face.mana_cost.plus(ability.value),
                    modes_done=True,
                )
            ]
    return []


def register(rules: Registry) -> None:
    """Entwine is a way to cast, only for cards with entwine."""
    rules.cast_modes.register(
        "entwine", (entwine_modes, lambda card: KeywordName.ENTWINE in card.faces[0].keywords)
    )


__all__ = ["entwine", "entwine_modes"]
