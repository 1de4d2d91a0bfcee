"""Triggers on one event however many objects take part (CR 603.2c): "whenever
you attack", "whenever one or more <creatures> attack", "whenever one or more
<creatures> deal combat damage to a player", and "whenever a creature attacks
alone" (CR 506.5).

Attackers are declared all at once (CR 508.1) and combat damage is dealt all at
once (CR 510.2), but the engine records one event per attacker and per
damage: such a trigger matches the first qualifying event of its step and no
later one in that step."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.events import since_turn_began
from ..core.kinds import EventKind
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics

Fits = Callable[["Game", int, int], bool]  # (game, creature, your player index)


def _any_creature(_game: Game, _oid: int, _me: int) -> bool:
    return True


def _first_in_step(game: Game, event: Event, qualifies: Callable[[Event], bool]) -> bool:
    """Is ``event`` the first event of its step that ``qualifies``?"""
    events = game.events
    for i in range(len(events) - 1, -1, -1):
        earlier = events[i]
        if earlier.kind in (EventKind.STEP, EventKind.TURN):
            return True
        if earlier is not event and earlier.kind == event.kind and qualifies(earlier):
            return False
    return True


def attackers_in_step(game: Game, me: int, fits: Fits = _any_creature) -> list[int]:
    """The creatures ``me`` declared as attackers in this declare-attackers step
    that ``fits`` accepts now."""
    found: list[int] = []
    events = game.events
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if event.kind in (EventKind.STEP, EventKind.TURN):
            break
        if event.kind == EventKind.ATTACK and event["player"] == me:
            oid = event["attacker"]
            if oid in game.objects and fits(game, oid, me):
                found.append(oid)
    return found


@dataclass(frozen=True)
class OneOrMoreAttack(TriggerCondition):
    """ "Whenever you attack" (``fits`` left out) or "whenever one or more
    <creatures you control> attack" (CR 508.1, 603.2c)."""

    fits: Fits = _any_creature
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.ATTACK})
    key: str = "trigger.attacks"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        me = ch.controller

        def qualifies(e: Event) -> bool:
            return (
                e.kind == EventKind.ATTACK
                and e["player"] == me
                and e["attacker"] in game.objects
                and self.fits(game, e["attacker"], me)
            )

        return qualifies(event) and _first_in_step(game, event, qualifies)


@dataclass(frozen=True)
class OneOrMoreDealCombatDamageToAPlayer(TriggerCondition):
    """ "Whenever one or more <creatures you control> deal combat damage to a
    player" (CR 510.2, 603.2c): once per combat damage step."""

    fits: Fits = _any_creature
    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.DAMAGE})
    key: str = "trigger.combat_damage"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        me = ch.controller

        def qualifies(e: Event) -> bool:
            if e.kind != EventKind.DAMAGE or not e["combat"]:
                return False
            if not str(e["target"]).startswith("P"):
                return False
            creature = e["source"]
            return (
                creature in game.objects
                and game.chars(creature).controller == me
                and self.fits(game, creature, me)
            )

        return qualifies(event) and _first_in_step(game, event, qualifies)


@dataclass(frozen=True)
class AttacksAlone(TriggerCondition):
    """ "Whenever a creature you control attacks alone" (CR 506.5): it is the
    only creature declared as an attacker."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.ATTACK})
    key: str = "trigger.attacks"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ATTACK
            and event["player"] == ch.controller
            and game.combat is not None
            and len(game.combat.attackers) == 1
        )


@dataclass(frozen=True)
class OncePerTurn(TriggerCondition):
    """ "<inner>. This ability triggers only once each turn" (the card's own
    limit, like CR 603.2i's "do this only once each turn"): ``inner`` matches,
    and this source's ability hasn't triggered yet this turn (neither put on
    the stack nor waiting to be)."""

    inner: TriggerCondition
    key: str = "trigger.once_each_turn"

    def __post_init__(self) -> None:
        # the inner condition's event kinds and look-back (CR 603.10a) are this one's
        object.__setattr__(self, "looks_back", self.inner.looks_back)
        object.__setattr__(self, "kinds", self.inner.kinds)

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if not self.inner.matches(game, event, source, ch):
            return False
        if any(t.source == source and t.ability.when is self for t in game.waiting_triggers):
            return False
        for earlier in since_turn_began(game.events):
            if (
                earlier.kind == EventKind.TRIGGER
                and earlier["source"] == source
                and earlier["key"] == self.key
            ):
                return False
        return True


__all__ = [
    "AttacksAlone",
    "OncePerTurn",
    "OneOrMoreAttack",
    "OneOrMoreDealCombatDamageToAPlayer",
    "attackers_in_step",
]
