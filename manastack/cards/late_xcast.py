"""Late cards: targets that depend on X (:mod:`manastack.language.x_targets`):
"X target creatures" takes exactly the announced X targets and "target artifact
with mana value X" only an artifact of that mana value (CR 107.3, 601.2b-c);
and casting a card without paying its mana cost while an ability resolves
(:mod:`manastack.mechanics.free_cast`, CR 608.2g); and waterbend costs paid
while a spell or ability resolves, with the payment step
(:func:`manastack.language.keywords.pay_cost`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, KeywordName
from ..engine.selectors import artifacts, count, creatures, lands, subtype, you_control
from ..engine.triggers import Enters
from ..language.effects import (
    SELF,
    AddCounters,
    CountersOnIt,
    CreateToken,
    Destroy,
    Discard,
    Draw,
    Pump,
    x_value,
)
from ..language.keywords import FLASH, FLYING, VIGILANCE, ward
from ..language.x_targets import ExactlyX, XTargets, mana_value_of
from ..mechanics.animate import BaseSizeUntilEndOfTurn
from ..mechanics.end_step import ExileUntilNextEndStep
from ..mechanics.flashback import flashback
from ..mechanics.free_cast import (
    ExileUntilNonland,
    MayCastWithoutPaying,
    PutIntoHandIfNotCast,
    exiled_this_way,
)
from ..mechanics.lessons import DrawsNthCard
from ..mechanics.unless_paid import UnlessYouPay
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Triggered, behaviour, cost
from .avatar import ALLY
from .avatar_batch_b import during_your_turn

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

behaviour(
    "Wave of Indifference",
    spell=[
        Pump(XTargets("target.x_creatures", objects=creatures), keywords=(KeywordName.CANT_BLOCK,))
    ],
)
behaviour(
    "Hide on the Ceiling",
    spell=[
        ExileUntilNextEndStep(
            XTargets("target.x_artifacts_or_creatures", objects=artifacts | creatures)
        )
    ],
)
behaviour(
    "Hearth Kami",
    abilities=[
        Activated(
            cost("{X}", sacrifice_self=True),
            (
                Destroy(
                    ExactlyX(
                        "target.artifact_mana_value_x", objects=artifacts, measure=mana_value_of
                    )
                ),
            ),
        )
    ],
)

# ------------------------------------------------------------------ cast without paying
behaviour(
    "Yue, the Moon Spirit",
    abilities=[
        FLYING,
        VIGILANCE,
        Activated(waterbend_cost("{5}", tap=True), (MayCastWithoutPaying(what=~creatures),)),
    ],
)

_MOUNTAINS = count(lands & subtype("Mountain") & you_control)


def _fewer_than_your_mountains(game: Game, ctx: Context) -> int:
    """ "If the spell's mana value is less than the number of Mountains you control"."""
    return _MOUNTAINS(game, ctx) - 1


behaviour(
    "Solstice Revelations",
    abilities=[flashback("{6}{R}")],
    spell=[
        ExileUntilNonland(),
        MayCastWithoutPaying(place=exiled_this_way, what=~lands, most=_fewer_than_your_mountains),
        PutIntoHandIfNotCast(what=~lands),
    ],
)
behaviour(
    "Lady Octopus, Inspired Inventor",
    abilities=[
        Triggered(DrawsNthCard((1, 2)), (AddCounters(SELF, CounterKind.INGENUITY),)),
        Activated(
            cost(tap=True),
            (MayCastWithoutPaying(what=artifacts, most=CountersOnIt(CounterKind.INGENUITY)),),
        ),
    ],
)

# ------------------------------------------------------------------ waterbend while resolving
behaviour(
    "Waterbending Lesson",
    spell=[Draw(3), UnlessYouPay(waterbend_cost("{2}"), Discard(1))],
)
behaviour(
    "The Unagi of Kyoshi Island",
    abilities=[
        FLASH,
        ward(waterbend_cost("{4}")),
        Triggered(DrawsNthCard(opponent=True), (Draw(2),)),
    ],
)
behaviour(
    "Katara, Water Tribe's Hope",
    abilities=[
        VIGILANCE,
        Triggered(Enters(), (CreateToken(ALLY),)),
        Activated(
            waterbend_cost("{X}"),
            (BaseSizeUntilEndOfTurn(creatures & you_control, x_value, x_value),),
            condition=during_your_turn,
            least_x=1,
        ),
    ],
)
