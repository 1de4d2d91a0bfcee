"""Mana with a restriction or a rider (CR 106.6, 106.6a), from TLA, SPM and CHK:
Hermitic Herbalist, White Lotus Hideout, Jasmine Dragon Tea Shop,
Interdimensional Web Watch, Untaidake, the Cloud Keeper, Boseiju, Who
Shelters All and Hall of the Bandit Lord (:mod:`manastack.mechanics.restricted_mana`); and mana that depends
on the game or that does more (CR 106.1, 605.3b): Raucous Audience, White
Lotus Tile and Grand Coliseum (:mod:`manastack.mechanics.variable_mana`).  Each card has scenarios in
``tests/test_late_mana.py``."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..core.kinds import KeywordName
from ..core.mana import COLOURS
from ..engine.selectors import (
    count,
    creatures,
    instants_and_sorceries,
    legendary,
    subtype,
    with_power,
    you_control,
)
from ..engine.triggers import Enters
from ..language.effects import CreateToken
from ..language.keywords import enters_tapped, tap_for
from ..mechanics.play_from_exile import NEXT_TURN, ExileTopMayPlay
from ..mechanics.restricted_mana import SpendOnly, SpentOnSpellGains
from ..mechanics.variable_mana import (
    deals_damage_to_you,
    instead_if,
    most_sharing_a_creature_type,
    x_of_any_one_colour,
)
from . import Activated, Triggered, behaviour, cost
from .core_set import ALLY

ANY_COLOUR = tuple(COLOURS)
# "Add two mana in any combination of colors" (CR 106.1b): {W}{W}, {W}{U}, ...
TWO_OF_ANY_COLOURS = tuple("".join(pair) for pair in combinations_with_replacement(COLOURS, 2))

behaviour(
    "Hermitic Herbalist",
    abilities=[
        tap_for(*ANY_COLOUR),
        Activated(
            cost(tap=True),
            mana=TWO_OF_ANY_COLOURS,
            restriction=SpendOnly(spells=subtype("Lesson")),
        ),
    ],
)

behaviour(
    "White Lotus Hideout",
    abilities=[
        tap_for("C"),
        Activated(
            cost(tap=True),
            mana=ANY_COLOUR,
            restriction=SpendOnly(spells=subtype("Lesson", "Shrine")),
        ),
        Activated(cost("{1}", tap=True), mana=ANY_COLOUR),
    ],
)

behaviour(
    "Jasmine Dragon Tea Shop",
    abilities=[
        tap_for("C"),
        Activated(
            cost(tap=True),
            mana=ANY_COLOUR,
            restriction=SpendOnly(spells=subtype("Ally"), sources=subtype("Ally")),
        ),
        Activated(cost("{5}", tap=True), (CreateToken(ALLY),)),
    ],
)

behaviour(
    "Interdimensional Web Watch",
    abilities=[
        Triggered(Enters(), (ExileTopMayPlay(2, NEXT_TURN),)),
        Activated(cost(tap=True), mana=TWO_OF_ANY_COLOURS, restriction=SpendOnly(from_exile=True)),
    ],
)

behaviour(
    "Untaidake, the Cloud Keeper",
    abilities=[
        enters_tapped(),
        Activated(
            cost(tap=True, pay_life=2), mana=("CC",), restriction=SpendOnly(spells=legendary)
        ),
    ],
)

behaviour(
    "Boseiju, Who Shelters All",
    abilities=[
        enters_tapped(),
        Activated(
            cost(tap=True, pay_life=2),
            mana=("C",),
            restriction=SpentOnSpellGains(instants_and_sorceries, KeywordName.CANT_BE_COUNTERED),
        ),
    ],
)

behaviour(
    "Hall of the Bandit Lord",
    abilities=[
        enters_tapped(),
        Activated(
            cost(tap=True, pay_life=3),
            mana=("C",),
            restriction=SpentOnSpellGains(creatures, KeywordName.HASTE),
        ),
    ],
)

behaviour(
    "Raucous Audience",
    abilities=[
        Activated(
            cost(tap=True),
            mana=("G", "GG"),
            mana_now=instead_if(count(creatures & you_control & with_power(ge=4)), "G", "GG"),
        )
    ],
)

behaviour(
    "White Lotus Tile",
    abilities=[
        enters_tapped(),
        Activated(
            cost(tap=True),
            mana=ANY_COLOUR,
            mana_now=x_of_any_one_colour(most_sharing_a_creature_type),
        ),
    ],
)

behaviour(
    "Grand Coliseum",
    abilities=[
        enters_tapped(),
        tap_for("C"),
        Activated(cost(tap=True), mana=ANY_COLOUR, also=deals_damage_to_you(1)),
    ],
)
