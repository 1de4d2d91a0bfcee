"""Permanents that untap outside their controller's untap step: "Untap this
<permanent> during each other player's untap step" (a static ability that adds
an untap to the untap step's turn-based action, CR 502.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import Ability
from ..engine.ops import Op
from ..engine.perform import change

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game


@dataclass(frozen=True)
class UntapsDuringOthersUntapStep(Ability):
    """ "Untap this permanent during each other player's untap step"."""

    text: str = "Untap this permanent during each other player's untap step."


def _untap_others(game: Game, step: str) -> None:
    """In the untap step, untap the tapped permanents with that ability whose
    controller is not the active player (through replacement effects: a stun
    counter still stops it, CR 122.1d)."""
    if step != "untap":
        return
    untaps = [
        Op("untap", obj=oid)
        for oid in game.battlefield
        if game.objects[oid].tapped
        and game.chars(oid).controller != game.active_player
        and any(isinstance(a, UntapsDuringOthersUntapStep) for a in game.chars(oid).abilities)
    ]
    if untaps:
        change(game, untaps)


def register(rules: Registry) -> None:
    """The untap step also untaps such permanents of the other players."""
    rules.step_begins.register(_untap_others)


__all__ = ["UntapsDuringOthersUntapStep"]
