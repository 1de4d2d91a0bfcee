"""The last hard cards of Onslaught: coin flips (CR 705) with
:mod:`manastack.mechanics.coin_flip` (Skittish Valesk)."""

from __future__ import annotations

from ..engine.triggers import AtStep
from ..language.effects import SELF
from ..mechanics.coin_flip import FlipCoin
from ..mechanics.morph import Morph, TurnFaceDown
from . import Triggered, behaviour

# ------------------------------------------------------------- Skittish Valesk
behaviour(
    "Skittish Valesk",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (FlipCoin(lost=(TurnFaceDown(SELF),)),),
            text="At the beginning of your upkeep, flip a coin. If you lose the flip, "
            "turn this creature face down.",
        ),
        Morph("{5}{R}"),
    ],
)
