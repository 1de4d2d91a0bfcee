"""Onslaught's cycling cards (CR 702.29): spells and lands with cycling, the
"when you cycle this card" spells, and the cards that care when a player cycles.

The cycling keyword itself, and its triggers, live in
:mod:`manastack.mechanics.cycling`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.objects import LIBRARY
from ..engine.selectors import basic, creatures, lands
from ..engine.targets import (
    any_target,
    has_type,
    target_card_in_graveyard,
    target_creature,
    target_permanent,
)
from ..language.effects import (
    SELF,
    AddCounters,
    DealDamage,
    Destroy,
    Exile,
    GainLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    SearchLibrary,
    TapOrUntap,
)
from ..language.keywords import FLYING, enters_tapped, tap_for
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.cycling import PlayerCycles, WhenCycled, cycling
from ..mechanics.morph import TurnFaceDown, has_morph
from . import Triggered, behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject


def when_cycled(*effects) -> Triggered:
    """ "When you cycle this card, <effects>" (CR 702.29d)."""
    return Triggered(WhenCycled(), tuple(effects))


def _all(*types: str):
    """Every permanent of one of ``types`` on the battlefield."""

    def pick(game: Game, ctx: Context) -> list[int]:
        return [o for o in game.battlefield if game.chars(o).types & set(types)]

    return pick


def _x(game: Game, ctx: Context) -> int:
    return ctx.x


def _power_at_most(n: int):
    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        return (game.chars(obj).power or 0) <= n

    return check


# ------------------------------------------------------------ cycling lands
for _name, _colour in (
    ("Secluded Steppe", "W"),
    ("Lonely Sandbar", "U"),
    ("Barren Moor", "B"),
    ("Forgotten Cave", "R"),
    ("Tranquil Thicket", "G"),
):
    behaviour(_name, abilities=[enters_tapped(), tap_for(_colour), cycling(f"{{{_colour}}}")])

# ---------------------------------------------------------- cycling spells
behaviour(
    "Akroma's Vengeance",
    spell=[Destroy(_all("Artifact", "Creature", "Enchantment"))],
    abilities=[cycling("{3}")],
)
behaviour(
    "Aura Extraction",
    spell=[
        MoveTarget(
            target_permanent(has_type("Enchantment"), "target.enchantment"),
            LIBRARY,
            "top",
            key="effect.put_on_library",
        )
    ],
    abilities=[cycling("{2}")],
)
behaviour(
    "Renewed Faith",
    spell=[GainLife(6)],
    abilities=[cycling("{1}{W}"), when_cycled(May(GainLife(2)))],
)
behaviour(
    "Backslide",
    spell=[TurnFaceDown(target_creature(has_morph, label="target.creature_with_morph"))],
    abilities=[cycling("{U}")],
)
behaviour(
    "Choking Tethers",
    spell=[TapOrUntap(target_creature(label="target.creatures_up_to_four", count=4, minimum=0))],
    abilities=[cycling("{1}{U}"), when_cycled(May(TapOrUntap(target_creature())))],
)
behaviour(
    "Complicate",
    spell=[CounterTargetUnlessPaid("{3}")],
    abilities=[cycling("{2}{U}"), when_cycled(May(CounterTargetUnlessPaid("{1}")))],
)
behaviour(
    "Essence Fracture",
    spell=[ReturnToHand(target_creature(label="target.two_creatures", count=2))],
    abilities=[cycling("{2}{U}")],
)
behaviour(
    "Mage's Guile",
    spell=[Pump(target_creature(), keywords=(KeywordName.SHROUD,))],
    abilities=[cycling("{U}")],
)
behaviour(
    "Death Pulse",
    spell=[Pump(target_creature(), -4, -4)],
    abilities=[cycling("{1}{B}{B}"), when_cycled(May(Pump(target_creature(), -1, -1)))],
)
behaviour(
    "Fade from Memory",
    spell=[Exile(target_card_in_graveyard(lambda g, o, c: True, "target.card_in_a_graveyard"))],
    abilities=[cycling("{B}")],
)
behaviour(
    "Swat",
    spell=[Destroy(target_creature(_power_at_most(2), label="target.creature_power_2_or_less"))],
    abilities=[cycling("{2}")],
)
behaviour(
    "Lay Waste",
    spell=[Destroy(target_permanent(has_type("Land"), "target.land"))],
    abilities=[cycling("{2}")],
)
behaviour(
    "Solar Blast",
    spell=[DealDamage(3, any_target())],
    abilities=[cycling("{1}{R}{R}"), when_cycled(May(DealDamage(1, any_target())))],
)
behaviour(
    "Slice and Dice",
    spell=[DealDamage(4, creatures)],
    abilities=[cycling("{2}{R}"), when_cycled(May(DealDamage(1, creatures)))],
)
behaviour("Starstorm", spell=[DealDamage(_x, creatures)], abilities=[cycling("{3}")])
behaviour(
    "Primal Boost",
    spell=[Pump(target_creature(), 4, 4)],
    abilities=[cycling("{2}{G}"), when_cycled(May(Pump(target_creature(), 1, 1)))],
)
behaviour(
    "Krosan Tusker",
    abilities=[cycling("{2}{G}"), when_cycled(May(SearchLibrary(basic & lands)))],
)

# ------------------------------------------------- "whenever a player cycles"
behaviour(
    "Fleeting Aven",
    abilities=[FLYING, Triggered(PlayerCycles(), (ReturnToHand(SELF),))],
)
behaviour(
    "Invigorating Boon",
    abilities=[
        Triggered(PlayerCycles(), (May(AddCounters(target_creature(), "+1/+1", 1)),)),
    ],
)

__all__ = ["when_cycled"]
