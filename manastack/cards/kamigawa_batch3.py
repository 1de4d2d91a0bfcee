"""Champions of Kamigawa, the rest of the set (3): the five lands that stay
tapped after making coloured mana (:mod:`manastack.mechanics.untapping`), costs
paid on resolution (Kuro, Cut the Tethers; :mod:`manastack.mechanics.unless_paid`),
Matsu-Tribe Decoy's blocking requirement, and a few artifacts and spells."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.objects import GRAVEYARD, HAND, LIBRARY
from ..engine.ops import Op, move
from ..engine.targets import target_creature
from ..engine.triggers import AtStep
from ..language.effects import (
    SELF,
    Choice,
    Draw,
    Effect,
    MoveTarget,
    Pump,
    library_top,
)
from ..language.keywords import tap_for
from ..mechanics.must_block import MustBlockThisTurn
from ..mechanics.unless_paid import EachUnlessPaid, UnlessYouPay
from ..mechanics.untapping import StaysTappedAfterColouredMana
from . import Activated, Triggered, behaviour, cost
from .kamigawa_batch1 import FREEZE_WHAT_IT_DAMAGES

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

# ------------------------------------------------ lands: {C}, or a colour and stay tapped
for _land, _colours in (
    ("Cloudcrest Lake", ("{W}", "{U}")),
    ("Lantern-Lit Graveyard", ("{B}", "{R}")),
    ("Pinecrest Ridge", ("{R}", "{G}")),
    ("Tranquil Garden", ("{G}", "{W}")),
    ("Waterveil Cavern", ("{U}", "{B}")),
):
    behaviour(
        _land,
        abilities=[tap_for("{C}"), tap_for(*_colours), StaysTappedAfterColouredMana()],
    )


# --------------------------------------------------------- costs paid on resolution
behaviour(
    "Kuro, Pitlord",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (UnlessYouPay("{B}{B}{B}{B}", MoveTarget(SELF, GRAVEYARD, "sacrifice")),),
        ),
        Activated(cost(pay_life=1), (Pump(target_creature(), -1, -1),)),
    ],
)


def _spirits(game: Game, ctx: Context) -> list[int]:
    return [oid for oid in game.battlefield if "Spirit" in game.chars(oid).subtypes]


behaviour(
    "Cut the Tethers",
    spell=[
        EachUnlessPaid(
            "{3}",
            _spirits,
            payer=lambda game, oid: game.objects[oid].owner,
            then=lambda oid: move(oid, HAND, "bounce"),
        )
    ],
)


# ------------------------------------------------------------ Matsu-Tribe Decoy
behaviour(
    "Matsu-Tribe Decoy",
    abilities=[
        Activated(cost("{2}{G}"), (MustBlockThisTurn(target_creature()),)),
        FREEZE_WHAT_IT_DAMAGES,
    ],
)


# ---------------------------------------------------------------- Divining Top
@dataclass(frozen=True)
class RearrangeTop(Effect):
    """ "Look at the top N cards of your library, then put them back in any
    order": the card chosen first goes on top."""

    amount: int
    key: str = "effect.rearrange"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(("looked", key), tuple(library_top(game, me, self.amount)))
        order = ctx.answers.get(key, [])
        if len(order) < len(looked) - 1:
            left = tuple(c for c in looked if c not in order)
            return Choice(me, DecisionKind.SCRY_ORDER, "prompt.scry_order", left, key=key)
        ordered = list(order) + [c for c in looked if c not in order]
        return [Op("look", obj=c, player=me) for c in looked] + [
            move(c, LIBRARY, "rearrange", position="top") for c in reversed(ordered)
        ]


behaviour(
    "Sensei's Divining Top",
    abilities=[
        Activated(cost("{1}"), (RearrangeTop(3),)),
        Activated(
            cost(tap=True), (Draw(1), MoveTarget(SELF, LIBRARY, "effect", key="effect.to_top"))
        ),
    ],
)
