"""The transforming double-faced Sagas of Avatar: The Last Airbender (TLA): each
chapter is a triggered ability (CR 714.2), and the last one exiles the Saga and
returns it transformed (CR 714.4, 712; SAGA-02) as an Avatar.  Built on
:mod:`manastack.mechanics.saga` and :mod:`manastack.mechanics.double_faced`; each
has a scenario in ``tests/test_tla_sagas.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import token
from ..engine.triggers import SpellCast
from ..language.effects import AddManaOfAnyColour, CreateToken, Draw, Scry
from ..language.keywords import FLYING
from ..mechanics.blocking import BlockableOnlyBy, CanBlockOnly
from ..mechanics.double_faced import ExileAndReturnTransformed
from ..mechanics.extra_turns import TakeExtraTurn
from ..mechanics.firebending import firebending
from ..mechanics.play_from_exile import NEXT_TURN, ExileTopMayPlay
from ..mechanics.saga import saga_abilities
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Triggered, behaviour, cost, side

if TYPE_CHECKING:
    from ..engine.game import Game


def _spirit_blocker(game: Game, blocker: int, _attacker: int) -> bool:
    return "Spirit" in game.chars(blocker).subtypes


def _spirit_attacker(game: Game, _blocker: int, attacker: int) -> bool:
    return "Spirit" in game.chars(attacker).subtypes


KURUK_SPIRIT = token(
    "Spirit",
    "Creature — Spirit",
    "1/1",
    colour="",
    text="This token can't block or be blocked by non-Spirit creatures.",
    abilities=[
        BlockableOnlyBy(_spirit_blocker, text="can't be blocked by non-Spirit creatures"),
        CanBlockOnly(_spirit_attacker, text="can't block non-Spirit creatures"),
    ],
)
"""Avatar Kuruk's 1/1 colourless Spirit (CR 509.1b restrictions both ways)."""

behaviour(
    "The Legend of Kuruk",
    abilities=saga_abilities(
        [Scry(2), Draw(1)],
        [Scry(2), Draw(1)],
        [ExileAndReturnTransformed()],
    ),
    back=side(
        "Avatar Kuruk",
        abilities=[
            Triggered(SpellCast(), (CreateToken(KURUK_SPIRIT),)),
            Activated(
                waterbend_cost("{20}"),
                (TakeExtraTurn(),),
                exhaust=True,
                text="Exhaust — Waterbend {20}: Take an extra turn after this one",
            ),
        ],
    ),
)


ROKU_DRAGON = token(
    "Dragon",
    "Creature — Dragon",
    "4/4",
    colour="R",
    text="Flying\nFirebending 4",
    abilities=[FLYING, firebending(4)],
)
"""Avatar Roku's 4/4 red Dragon with flying and firebending 4."""

behaviour(
    "The Legend of Roku",
    abilities=saga_abilities(
        [ExileTopMayPlay(3, NEXT_TURN)],
        [AddManaOfAnyColour()],
        [ExileAndReturnTransformed()],
    ),
    back=side(
        "Avatar Roku",
        abilities=[
            firebending(4),
            Activated(cost("{8}"), (CreateToken(ROKU_DRAGON),), text="{8}: Create a Dragon"),
        ],
    ),
)

__all__ = ["KURUK_SPIRIT", "ROKU_DRAGON"]
