"""Marvel's Spider-Man (SPM): colourless artifacts and the lands — the tapped
dual lands with "{4}, {T}: Surveil 1" (:mod:`~manastack.mechanics.surveil`),
Food and Treasure makers.

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import BATTLEFIELD
from ..engine.targets import target_creature
from ..engine.triggers import Enters
from ..language.effects import AddCounters, CreateToken, Draw, GainLife, SearchLibrary
from ..language.keywords import FLYING, enters_tapped, tap_for
from ..mechanics.food import CreateFood
from ..mechanics.surveil import surveil_land_ability
from . import Activated, Triggered, behaviour, cost
from .spiderman_heroes import ANY_COLOUR, CITIZEN, basic_land_card

if TYPE_CHECKING:
    pass

behaviour("News Helicopter", abilities=[FLYING, Triggered(Enters(), (CreateToken(CITIZEN),))])
behaviour("Hot Dog Cart", abilities=[Triggered(Enters(), (CreateFood(),)), tap_for(*ANY_COLOUR)])
behaviour(
    "Bagel and Schmear",
    abilities=[
        Activated(
            cost("{W}", tap=True, sacrifice_self=True),
            (AddCounters(target_creature(minimum=0)), Draw(1)),
            sorcery_speed=True,
            text="Share",
        ),
        Activated(cost("{2}", tap=True, sacrifice_self=True), (GainLife(3), Draw(1)), text="Nosh"),
    ],
)

# ------------------------------------------------------------------------------ lands
for _name, _colours in (
    ("University Campus", ("{W}", "{U}")),
    ("Sinister Hideout", ("{U}", "{B}")),
    ("Ominous Asylum", ("{B}", "{R}")),
    ("Savage Mansion", ("{R}", "{G}")),
    ("Suburban Sanctuary", ("{G}", "{W}")),
):
    behaviour(_name, abilities=[enters_tapped(), tap_for(*_colours), surveil_land_ability(1)])


behaviour(
    "Vibrant Cityscape",
    abilities=[
        Activated(
            cost(tap=True, sacrifice_self=True),
            (SearchLibrary(basic_land_card, to=BATTLEFIELD, tapped=True),),
        )
    ],
)
