"""The cards that look at, reveal and play the top card of their controller's
library (:mod:`manastack.mechanics.library_top`, CR 401.5, 601.3): Future Sight
(ONS), Hakoda, Selfless Commander (TLA), Madame Web, Clairvoyant and Gwenom,
Remorseless (SPM).  Each has scenarios in ``tests/test_final_top.py``."""

from __future__ import annotations

from ..core.kinds import KeywordName
from ..engine.selectors import creatures, nonland, subtype, you_control
from ..engine.triggers import Attacks
from ..language.effects import May, Mill, Pump
from ..language.keywords import DEATHTOUCH, LIFELINK, VIGILANCE
from ..mechanics.batched import OneOrMoreAttack
from ..mechanics.library_top import GiveTopOfLibrary, TopOfLibrary
from . import Activated, Triggered, behaviour, cost

LOOK_AT_TOP = TopOfLibrary(look=True, text="You may look at the top card of your library any time.")

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
        LOOK_AT_TOP,
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
        LOOK_AT_TOP,
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
