"""The Aangs of Avatar: The Last Airbender (TLA), transforming double-faced
cards (CR 712): Avatar Aang, who transforms once his controller has done all
four kinds of bending in a turn (:mod:`manastack.mechanics.bending`); Aang,
Swift Savior, who airbends as he enters and transforms by waterbending; and
Aang, at the Crossroads, who transforms at the next upkeep after another
creature of his controller's leaves the battlefield.
The back faces' texts are supplied in ``core/data/supplied/TLA.json``.  Each
card has scenarios in ``tests/test_final_tladfc.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import grant
from ..engine.objects import BATTLEFIELD, STACK
from ..engine.selectors import (
    creatures,
    in_zone,
    lands,
    other,
    spells,
    tapped,
    with_mana_value,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, Enters
from ..language.cost_modifiers import CostModifier
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    AddCounters,
    CreateDelayedTrigger,
    DealDamage,
    Draw,
    GainLife,
    If,
    May,
    Sequence_,
)
from ..language.keywords import FLASH, FLYING, REACH, TRAMPLE
from ..language.library_look import LookAndPut
from ..mechanics.airbend import Airbend
from ..mechanics.bending import YouBend, done_all_four
from ..mechanics.double_faced import Transform, can_transform, transform_later
from ..mechanics.earthbend import Earthbend
from ..mechanics.firebending import firebending
from ..mechanics.leaves import ALeaves
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Static, Triggered, behaviour, side
from .avatar import SpellOrPermanent
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import Face


# ------------------------------------------------------------------ Avatar Aang
def _done_all_four(game: Game, ctx: Context) -> bool:
    """ "If you've done all four this turn"."""
    return done_all_four(game, ctx.controller)


def _can_transform_self(game: Game, ctx: Context) -> bool:
    """He can be transformed: a double-faced permanent still on the battlefield
    (CR 701.28c): "if you do" needs the transform done."""
    return can_transform(game, ctx.source)


def _any_spell(face: Face) -> bool:
    """ "Spells you cast": any spell."""
    return True


behaviour(
    "Avatar Aang",
    abilities=[
        FLYING,
        firebending(2),
        Triggered(YouBend(), (Draw(1), If(_done_all_four, Transform()))),
    ],
    back=side(
        "Aang, Master of Elements",
        abilities=[
            FLYING,
            CostModifier(
                0,
                _any_spell,
                reduction="{W}{U}{B}{R}{G}",
                text="Spells you cast cost {W}{U}{B}{R}{G} less to cast.",
            ),
            Triggered(
                AtStep("upkeep", yours=False),
                (
                    May(
                        If(
                            _can_transform_self,
                            Sequence_(
                                (
                                    Transform(),
                                    GainLife(4),
                                    Draw(4),
                                    AddCounters(SELF, amount=4),
                                    DealDamage(4, EACH_OPPONENT),
                                )
                            ),
                        ),
                    ),
                ),
            ),
        ],
    ),
)


# ----------------------------------------------------------- Aang, Swift Savior
@dataclass(frozen=True, eq=False)
class OtherSpellOrPermanent(AnotherTarget, SpellOrPermanent):
    """ "Other target <permanent> or spell": a slot over the stack and the
    battlefield that excludes the ability's source (CR 115.1)."""


_OTHER_CREATURE_OR_SPELL = OtherSpellOrPermanent(
    "target.other_creature_or_spell",
    objects=spells() | (creatures & ~in_zone(STACK)),
    minimum=0,
)

behaviour(
    "Aang, Swift Savior",
    abilities=[
        FLASH,
        FLYING,
        Triggered(Enters(), (Airbend(_OTHER_CREATURE_OR_SPELL),)),
        Activated(waterbend_cost("{8}"), (Transform(),), text="Waterbend {8}: Transform Aang"),
    ],
    back=side(
        "Aang and La, Ocean's Fury",
        abilities=[
            REACH,
            TRAMPLE,
            Triggered(Attacks(), (AddCounters(creatures & you_control & tapped),)),
        ],
    ),
)


# ------------------------------------------------------- Aang, at the Crossroads
behaviour(
    "Aang, at the Crossroads",
    abilities=[
        FLYING,
        Triggered(
            Enters(),
            (
                LookAndPut(
                    5,
                    creatures & with_mana_value(le=4),
                    to=BATTLEFIELD,
                    prompt="prompt.put_looked_at",
                ),
            ),
        ),
        Triggered(
            ALeaves(creatures & you_control & other),
            (CreateDelayedTrigger(AtStep("upkeep", yours=False), transform_later),),
        ),
    ],
    back=side(
        "Aang, Destined Savior",
        abilities=[
            FLYING,
            Static(
                (grant((KeywordName.VIGILANCE,), lands & creatures & you_control),),
                text="Land creatures you control have vigilance.",
            ),
            Triggered(AtStep("beginning_of_combat"), (Earthbend(2),)),
        ],
    ),
)
