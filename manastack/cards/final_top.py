"""The cards that look at, reveal and play the top card of their controller's
library (:mod:`manastack.mechanics.library_top`, CR 401.5, 601.3): Future Sight
(ONS), Hakoda, Selfless Commander and the Planetarium of Wan Shi Tong (TLA),
Madame Web, Clairvoyant and Gwenom, Remorseless (SPM).  Each has scenarios in ``tests/test_final_top.py``."""

from __future__ import annotations

from ..core.kinds import KeywordName
from ..engine.selectors import creatures, nonland, subtype, you_control
from ..engine.triggers import Attacks
from ..language.effects import May, Mill, Pump, Scry
from ..language.keywords import DEATHTOUCH, LIFELINK, VIGILANCE
from ..mechanics.batched import OneOrMoreAttack
from ..mechanics.free_cast import MayCastWithoutPaying
from ..mechanics.kamigawa import LOOK_AT_TOP
from ..mechanics.library_top import GiveTopOfLibrary, TopOfLibrary, from_top_of_your_library
from ..mechanics.surveil import YouScryOrSurveil
from . import Activated, Triggered, behaviour, cost

MAY_LOOK_AT_TOP = TopOfLibrary(
    look=True, text="You may look at the top card of your library any time."
)

behaviour(
    "Future Sight",
    abilities=[
        TopOfLibrary(revealed=True, text="Play with the top card of your library revealed."),
        TopOfLibrary(
            spells=nonland,
            lands=True,
            text="You may play lands and cast spells from the top of your library.",
        ),
    ],
)
behaviour(
    "Hakoda, Selfless Commander",
    abilities=[
        VIGILANCE,
        MAY_LOOK_AT_TOP,
        TopOfLibrary(
            spells=subtype("Ally"), text="You may cast Ally spells from the top of your library."
        ),
        Activated(
            cost(sacrifice_self=True),
            (Pump(creatures & you_control, 0, 5, (KeywordName.INDESTRUCTIBLE,)),),
            text="Sacrifice Hakoda: Creatures you control get +0/+5 and gain indestructible "
            "until end of turn.",
        ),
    ],
)
behaviour(
    "Madame Web, Clairvoyant",
    abilities=[
        MAY_LOOK_AT_TOP,
        TopOfLibrary(
            spells=subtype("Spider") | ~creatures,
            text="You may cast Spider spells and noncreature spells from the top of your library.",
        ),
        Triggered(
            OneOrMoreAttack(),
            (May(Mill(1)),),
            text="Whenever you attack, you may mill a card.",
        ),
    ],
)
behaviour(
    "Gwenom, Remorseless",
    abilities=[
        DEATHTOUCH,
        LIFELINK,
        Triggered(
            Attacks(),
            (
                GiveTopOfLibrary(
                    TopOfLibrary(
                        look=True,
                        spells=nonland,
                        lands=True,
                        life_for_mana_value=True,
                    )
                ),
            ),
            text="Whenever Gwenom attacks, until end of turn, you may look at the top card of "
            "your library any time and you may play cards from the top of your library. If "
            "you cast a spell this way, pay life equal to its mana value rather than pay its "
            "mana cost.",
        ),
    ],
)
behaviour(
    "Planetarium of Wan Shi Tong",
    abilities=[
        Activated(cost("{1}", tap=True), (Scry(2),), text="{1}, {T}: Scry 2."),
        Triggered(
            YouScryOrSurveil(),
            (
                LOOK_AT_TOP,
                MayCastWithoutPaying(place=from_top_of_your_library, once_each_turn=True),
            ),
            text="Whenever you scry or surveil, look at the top card of your library. You may "
            "cast that card without paying its mana cost. Do this only once each turn.",
        ),
    ],
)
