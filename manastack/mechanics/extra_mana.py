""" "Whenever a player taps a land for mana, that player adds one mana of any
type that land produced" (Heartbeat of Spring): a triggered mana ability
(CR 605.1b) that resolves at once (CR 605.4a), so the extra mana is added with
the land's own: the land's mana event (which names the land as its ``source``)
carries one more mana of the first type it makes, once per such permanent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.model import Ability, Replacement
from ..engine.ops import Op

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef

EXTRA_MANA = "extra_land_mana"


@dataclass(frozen=True)
class ExtraManaFromLands(Ability):
    """The static-looking text of Heartbeat of Spring's mana trigger."""

    text: str = (
        "Whenever a player taps a land for mana, that player adds one mana of any type "
        "that land produced."
    )


def _tapped_a_land(game: Game, op: Op) -> bool:
    source = op.get("source")
    return (
        op.kind == "mana"
        and bool(op["mana"])
        and source in game.objects
        and game.chars(source).is_land
    )


_ONE_MORE = Replacement(
    "mana",
    lambda game, obj, op: _tapped_a_land(game, op),
    lambda game, op: op.replaced(EXTRA_MANA, mana=op["mana"] + op["mana"][0]),
    self_only=False,
    text="adds one mana of any type that land produced",
)


def _prints_it(card: CardDef) -> bool:
    return any(ExtraManaFromLands in face.ability_kinds for face in card.faces)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if not game.any_card(_prints_it) or not _tapped_a_land(game, op):
        return []
    return [
        ((EXTRA_MANA, oid), _ONE_MORE)
        for oid in game.battlefield
        if game.chars(oid).may_have(ExtraManaFromLands)
        and any(isinstance(a, ExtraManaFromLands) for a in game.chars(oid).abilities)
    ]


def register(rules: Registry) -> None:
    """Each such permanent adds its mana to a land's."""
    rules.replacements_of("mana").register(_replacements)


__all__ = ["ExtraManaFromLands"]
