"""Treasure: the predefined artifact token of CR 111.10a, "{T}, Sacrifice this
artifact: Add one mana of any color."  Its ability is a mana ability (CR 605.1a):
it doesn't use the stack, and the token is sacrificed as part of the cost."""

from __future__ import annotations

from ..engine.model import Activated, Cost, token
from ..language.effects import Amount, CreateToken

TREASURE = token(
    "Treasure",
    "Artifact — Treasure",
    text="{T}, Sacrifice this artifact: Add one mana of any color.",
    abilities=[Activated(Cost(tap=True, sacrifice_self=True), mana=("W", "U", "B", "R", "G"))],
)
"""The Treasure token (CR 111.10a)."""


def CreateTreasure(amount: Amount = 1) -> CreateToken:  # noqa: N802 - reads like card text
    """ "Create a Treasure token" (CR 111.10a)."""
    return CreateToken(TREASURE, amount)


__all__ = ["TREASURE", "CreateTreasure"]
