"""The Legends of Yangchen and Kyoshi (TLA): transforming double-faced Sagas
whose last chapter returns them as Avatars (CR 714, 712; SAGA-02), built on
:mod:`manastack.mechanics.saga` and :mod:`manastack.mechanics.double_faced`.
Avatar Yangchen's text is supplied in ``core/data/supplied/TLA.json``.  Each
has scenarios in ``tests/test_final_tladfc_sagas.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..core.mana import COLOURS
from ..engine.layers import grant
from ..engine.objects import HAND
from ..engine.selectors import (
    count,
    creatures,
    lands,
    nonland,
    opponent_controls,
    with_mana_value,
    you_control,
    you_own,
)
from ..engine.targets import target_opponent
from ..language.effects import Draw, May, Sequence_
from ..language.keywords import FLYING
from ..language.player_choices import EachChoosesUpToOne
from ..mechanics.airbend import Airbend
from ..mechanics.double_faced import ExileAndReturnTransformed
from ..mechanics.earthbend import Earthbend, target_land_you_control
from ..mechanics.land_types import BecomesBasicLandType
from ..mechanics.saga import saga_abilities
from ..mechanics.spell_count import CastsNthSpell
from ..mechanics.variable_mana import greatest_power_you_control, x_of_any_one_colour
from . import Activated, Static, Triggered, behaviour, cost, side
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

# ------------------------------------------------------- The Legend of Yangchen
_OPPONENT = target_opponent()
_OTHER_NONLAND_PERMANENT = AnotherTarget(
    "target.other_nonland_permanent", objects=nonland, minimum=0
)

behaviour(
    "The Legend of Yangchen",
    abilities=saga_abilities(
        [
            EachChoosesUpToOne(
                opponent_controls & with_mana_value(ge=3), prompt="prompt.yangchen_exile"
            )
        ],
        [May(Sequence_((Draw(3, who=_OPPONENT), Draw(3))), prompt="prompt.may_opponent_draws")],
        [ExileAndReturnTransformed()],
    ),
    back=side(
        "Avatar Yangchen",
        abilities=[FLYING, Triggered(CastsNthSpell(2), (Airbend(_OTHER_NONLAND_PERMANENT),))],
    ),
)


# --------------------------------------------------------- The Legend of Kyoshi
def _greatest_power(game: Game, ctx: Context) -> int:
    """ "The greatest power among creatures you control"."""
    return max(
        (
            game.chars(oid).power or 0
            for oid in (creatures & you_control).ids(game, ctx.controller, ctx.source)
        ),
        default=0,
    )


_KYOSHI_LAND = target_land_you_control()

behaviour(
    "The Legend of Kyoshi",
    abilities=saga_abilities(
        [Draw(_greatest_power)],
        [
            Earthbend(count(you_own, zone=HAND), _KYOSHI_LAND),
            BecomesBasicLandType(_KYOSHI_LAND, ("Island",)),
        ],
        [ExileAndReturnTransformed()],
    ),
    back=side(
        "Avatar Kyoshi",
        abilities=[
            Static(
                (grant((KeywordName.TRAMPLE, KeywordName.HEXPROOF), lands & you_control),),
                text="Lands you control have trample and hexproof.",
            ),
            Activated(
                cost(tap=True),
                mana=tuple(COLOURS),
                mana_now=x_of_any_one_colour(greatest_power_you_control),
            ),
        ],
    ),
)
