"""Avatar: The Last Airbender (TLA): more airbending cards and the cards that
reward casting spells from exile (:mod:`manastack.mechanics.airbend`).  Each
has a scenario in ``tests/test_tla_air_water.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.objects import EXILE
from ..engine.selectors import attacking, nonland, you_control
from ..engine.targets import TargetSpec
from ..engine.triggers import Enters, SpellCast
from ..language.effects import CreateToken, Destroy
from ..language.keywords import FLASH, FLYING
from ..mechanics.airbend import Airbend
from . import Triggered, behaviour
from .avatar_bending import CREATURE_YOU_CONTROL
from .core_set import ALLY
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.game import Game


behaviour(
    "Airbender's Reversal",
    modes=[
        [Destroy(TargetSpec("target.attacking_creature", objects=attacking))],
        [Airbend(CREATURE_YOU_CONTROL)],
    ],
)


def _cast_from_exile(game: Game, oid: int) -> bool:
    """ "A spell from exile": it was cast from the exile zone (CR 601.2a)."""
    info = game.objects[oid].cast_info
    return info is not None and info.from_zone == EXILE


_APPA = AnotherTarget(
    "target.other_nonland_permanents_you_control",
    objects=(nonland & you_control),
    count=40,
    minimum=0,
)
behaviour(
    "Appa, Steadfast Guardian",
    abilities=[
        FLASH,
        FLYING,
        Triggered(Enters(), (Airbend(_APPA),)),
        Triggered(SpellCast(filter=_cast_from_exile), (CreateToken(ALLY),)),
    ],
)
