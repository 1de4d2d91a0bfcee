"""Restrictions on attacking one player (CR 508.1c): "This creature can't
attack unless defending player controls an Island" (Slipstream Eel).

A creature with :class:`CantAttackUnlessDefenderControls` may be declared as
attacking a player only while that player controls a permanent the ability's
selector accepts; the engine asks ``RULES.attack_restrictions`` for each
(attacker, defending player) pair it offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import Ability
from ..engine.selectors import Selector

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef


@dataclass(frozen=True)
class CantAttackUnlessDefenderControls(Ability):
    """ "This creature can't attack unless defending player controls
    <``permanents``>" (CR 508.1c); "you" in the selector is the defending player."""

    permanents: Selector
    text: str = ""


def _prints_restriction(card: CardDef) -> bool:
    return any(CantAttackUnlessDefenderControls in face.ability_kinds for face in card.faces)


def _forbidden(game: Game, attacker: int, defender: int) -> bool:
    """Does the attacker's own restriction forbid it to attack ``defender``?"""
    for ability in game.chars(attacker).abilities:
        if isinstance(ability, CantAttackUnlessDefenderControls) and not any(
            game.chars(oid).controller == defender
            and ability.permanents.matches(game, oid, defender, attacker)
            for oid in game.battlefield
        ):
            return True
    return False


def register(rules: Registry) -> None:
    """The restriction is asked as attackers are declared (CR 508.1c)."""
    rules.attack_restrictions.register(_forbidden, needs=_prints_restriction)


__all__ = ["CantAttackUnlessDefenderControls"]
