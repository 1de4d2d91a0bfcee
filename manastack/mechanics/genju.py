"""The Genju (Betrayers of Kamigawa): Auras that animate the land they enchant and
come back.

Each Genju reads "Enchant <land>; {2}: Until end of turn, enchanted <land> becomes
a P/T <colour> Spirit creature [with ...]. It's still a land.  When enchanted
<land> is put into a graveyard, you may return this card from your graveyard to
your hand."

* The animation is :class:`~manastack.language.animate.BecomeCreature` on the
  enchanted land (CR 611.2c, 613).
* The return is a leaves-the-battlefield trigger of the Aura, which looks back in
  time (CR 603.10a): it triggers when the land it enchanted goes to a graveyard
  (the zone-change event names the Auras that were attached to the land).
  By the time it resolves the Aura itself has gone to its owner's graveyard as a
  state-based action (CR 704.5m); "this card" is that card, found by following
  the Aura's zone change (CR 400.7 makes it a new object), and only if it is still
  in the graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.effect import Effect
from ..engine.model import Ability, Activated, Enchant, Triggered, cost
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, has_subtype, has_type
from ..engine.triggers import OnEvent
from ..language.animate import BecomeCreature
from ..language.effects import May

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics


def enchanted_permanent(game: Game, ctx: Context) -> list[int]:
    """The permanent the source Aura is attached to."""
    aura = game.objects.get(ctx.source)
    if aura is None or aura.zone != BATTLEFIELD or aura.attached_to not in game.battlefield:
        return []
    return [aura.attached_to]


def _enchanted_land_to_graveyard(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    return source in event.get("detached", ())


def where_it_went(game: Game, oid: int) -> int | None:
    """The new object a card became when it last changed zones (CR 400.7)."""
    for event in reversed(list(game.events)):
        if event.kind == EventKind.ZONE and event["obj"] == oid:
            return int(event["new"])
    return None


def in_its_graveyard(game: Game, source: int, _event: object = None) -> bool:
    """ "if this card is in your graveyard" (an intervening "if", CR 603.4)."""
    found = game.objects.get(source)
    return found is not None and found.zone == GRAVEYARD


@dataclass(frozen=True)
class ReturnThisCardToHand(Effect):
    """ "Return this card from your graveyard to your hand": the card the source
    became as it went there, or the source itself when its ability works from the
    graveyard (CR 113.6k, Gigapede)."""

    key: str = "effect.bounce"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        if in_its_graveyard(game, ctx.source):
            card: int | None = ctx.source
        else:
            card = where_it_went(game, ctx.source)
        found = game.objects.get(card) if card is not None else None
        if found is None or found.zone != GRAVEYARD or found.owner != ctx.controller:
            return []
        return [move(found.id, HAND, "return")]


_LABELS = {
    "Plains": "target.plains",
    "Island": "target.island",
    "Swamp": "target.swamp",
    "Mountain": "target.mountain",
    "Forest": "target.forest",
}


def genju(
    land: str | None,
    power: int,
    toughness: int,
    colour: str | None,
    keywords: tuple[str, ...] = (),
    abilities: tuple[Ability, ...] = (),
    supertypes: tuple[str, ...] = (),
) -> list[Ability]:
    """The three abilities of a Genju: enchant a land with subtype ``land`` (any
    land if ``None``), the {2} animation and the return."""
    if land is None:
        spec = TargetSpec("target.land", objects=has_type("Land"))
    else:
        spec = TargetSpec(_LABELS[land], objects=has_subtype(land))
    becomes = BecomeCreature(
        enchanted_permanent,
        power,
        toughness,
        colours=frozenset(colour) if colour else None,
        subtypes=("Spirit",),
        supertypes=supertypes,
        keywords=keywords,
        abilities=abilities,
    )
    return [
        Enchant(spec),
        Activated(cost("{2}"), (becomes,)),
        Triggered(
            OnEvent(_enchanted_land_to_graveyard, key="trigger.dies", looks_back=True),
            (May(ReturnThisCardToHand()),),
        ),
    ]


__all__ = [
    "ReturnThisCardToHand",
    "enchanted_permanent",
    "genju",
    "in_its_graveyard",
    "where_it_went",
]
