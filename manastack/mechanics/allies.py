"""Allies (Avatar: The Last Airbender): the "this creature or another Ally you
control enters" trigger, and affinity for a subtype (CR 702.41).

Also triggered mana abilities that add mana when a creature is tapped for mana
(CR 605.1b, 605.4a: they resolve at once, without the stack).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.kinds import EventKind
from ..engine.model import Ability
from ..engine.objects import BATTLEFIELD, Characteristics
from ..engine.ops import Op
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class AllyEnters(TriggerCondition):
    """ "Whenever [this creature or] another Ally you control enters" (CR 603.6a):
    ``or_self`` adds the source itself, whatever its types."""

    or_self: bool = True
    kinds: ClassVar[frozenset[str] | None] = frozenset({"zone"})
    key: str = "trigger.ally_enters"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
            return False
        new = event["new"]
        if new == source:
            return self.or_self
        entered = game.chars(new)
        return entered.controller == ch.controller and "Ally" in entered.subtypes


def controls_subtype(game: Game, player: int, subtype: str) -> int:
    """How many permanents with ``subtype`` ``player`` controls."""
    count = 0
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and subtype in ch.subtypes:
            count += 1
    return count


@dataclass(frozen=True)
class Affinity(Ability):
    """ "Affinity for <subtype>s": this spell costs {1} less to cast for each
    <subtype> you control (CR 702.41a)."""

    subtype: str
    text: str = ""


def _affinity(game: Game, player: int, obj: GameObject, mode: Any) -> int:
    if Affinity not in mode.face.ability_kinds:
        return 0
    reduction = 0
    for ability in mode.face.abilities:
        if isinstance(ability, Affinity):
            reduction += controls_subtype(game, player, ability.subtype)
    return -reduction


@dataclass(frozen=True)
class CreatureManaBonus(Ability):
    """ "Whenever you tap a creature for mana, add an additional {<mana>}": a
    triggered mana ability (CR 605.1b), resolved at once (CR 605.4a)."""

    mana: str
    text: str = ""


def _creature_mana_bonus(game: Game, source: int) -> list[Op]:
    """The extra mana the tapper's permanents add when ``source``, a creature,
    was tapped for mana (read from last-known information when the cost
    sacrificed it, CR 608.2h)."""
    ch = game.last_known(source)
    if ch is None or not ch.is_creature:
        return []
    ops = []
    for oid in game.battlefield:
        other = game.chars(oid)
        if other.controller != ch.controller or not other.may_have(CreatureManaBonus):
            continue
        for ability in other.abilities:
            if isinstance(ability, CreatureManaBonus):
                ops.append(Op("mana", player=ch.controller, mana=ability.mana))
    return ops


def register(rules: Registry) -> None:
    """Affinity's cost reduction (CR 702.41a) and creature mana bonuses (CR 605.1b)."""
    rules.cost_adjustments.register(_affinity)
    rules.mana_triggers.register(_creature_mana_bonus)


__all__ = ["Affinity", "AllyEnters", "CreatureManaBonus", "controls_subtype"]
