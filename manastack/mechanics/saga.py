"""Sagas (CR 714): lore counters, chapter abilities, and the sacrifice after the
last chapter.

* As a Saga enters, its controller puts a lore counter on it (CR 714.3a); as its
  controller's precombat main phase begins, one more (a turn-based action,
  CR 714.3b) — :func:`saga_abilities` gives the first, :func:`_lore_at_main`
  the second (SAGA-01).
* A chapter ability triggers when lore counters make their number reach or pass
  its chapter number (CR 714.2b) — :class:`Chapter`.
* A Saga whose lore counters are at least its final chapter number, and that is
  not the source of a chapter ability that has triggered but not yet left the
  stack, is sacrificed (CR 714.4).  A double-faced Saga's last chapter exiles it
  and returns it transformed, so it is not sacrificed (SAGA-02; see
  :class:`~manastack.mechanics.double_faced.ExileAndReturnTransformed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.model import Ability, Triggered
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.triggers import TriggerCondition, WaitingTrigger
from ..language.effects import Effect
from ..language.keywords import enters_with_counters

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef

LORE = "lore"


@dataclass(frozen=True)
class Chapter(TriggerCondition):
    """Chapter ``number`` (CR 714.2b): triggers when lore counters are put on this
    Saga (or it enters with them) and their number goes from below ``number`` to
    ``number`` or more."""

    number: int
    kinds: ClassVar[frozenset[str] | None] = frozenset({"counters", "zone"})
    key: str = "trigger.chapter"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        obj = game.objects.get(source)
        if obj is None:
            return False
        if event.kind == EventKind.ZONE:
            if event["to"] != BATTLEFIELD or event["new"] != source:
                return False
            before, after = 0, obj.counters.get(LORE, 0)
        elif event.kind == EventKind.COUNTERS:
            if event["obj"] != source or event["counter"] != LORE or event["amount"] <= 0:
                return False
            after = obj.counters.get(LORE, 0)
            before = after - event["amount"]
        else:
            return False
        return before < self.number <= after


def saga_abilities(*chapters: Sequence[Effect]) -> list[Ability]:
    """A Saga's abilities: it enters with a lore counter (CR 714.3a), and chapter
    ``i + 1`` does ``chapters[i]``."""
    found: list[Ability] = [enters_with_counters(LORE, 1)]
    for number, effects in enumerate(chapters, start=1):
        found.append(Triggered(Chapter(number), tuple(effects), text=f"chapter {number}"))
    return found


def final_chapter(ch: Characteristics) -> int:
    """The greatest chapter number among the Saga's abilities (CR 714.2c)."""
    return max(
        (
            a.when.number
            for a in ch.abilities
            if isinstance(a, Triggered) and isinstance(a.when, Chapter)
        ),
        default=0,
    )


def _is_saga(ch: Characteristics) -> bool:
    return "Saga" in ch.subtypes and "Enchantment" in ch.types


def _lore_at_main(game: Game, step: str) -> None:
    """CR 714.3b: as the active player's precombat main phase begins, they put a
    lore counter on each Saga they control (a turn-based action: no stack)."""
    if step != "main1":
        return
    for oid in list(game.battlefield):
        ch = game.chars(oid)
        if ch.controller == game.active_player and _is_saga(ch):
            change_now(game, Op("counters", obj=oid, counter=LORE, amount=1))


def _chapter_pending(game: Game, oid: int) -> bool:
    """Is ``oid`` the source of a chapter ability that has triggered but not yet
    left the stack (CR 714.4)?"""
    waiting: list[WaitingTrigger] = game.waiting_triggers  # type: ignore[assignment]
    for trig in waiting:
        if trig.source == oid and isinstance(trig.ability.when, Chapter):
            return True
    for sid in game.stack:
        info = game.objects[sid].cast_info
        if info is None or info.ctx is None:
            continue
        ability = info.ability_obj
        if (
            isinstance(ability, Triggered)
            and isinstance(ability.when, Chapter)
            and info.ctx.source == oid
        ):
            return True
    return False


def _a_saga_card(card: CardDef) -> bool:
    return any("Saga" in face.subtypes for face in card.faces)


def _sacrifice_finished_sagas(game: Game) -> list[Op]:
    """CR 714.4: sacrifice each Saga whose story is over."""
    ops: list[Op] = []
    if not game.any_card(_a_saga_card):
        return ops
    for oid in game.battlefield:
        ch = game.chars(oid)
        if not _is_saga(ch):
            continue
        last = final_chapter(ch)
        if (
            last
            and game.objects[oid].counters.get(LORE, 0) >= last
            and not _chapter_pending(game, oid)
        ):
            ops.append(move(oid, GRAVEYARD, "sacrifice"))
    return ops


def register(rules: Registry) -> None:
    """A Saga's lore counter as the precombat main phase begins (CR 714.3b) and its sacrifice (CR 714.4)."""
    rules.step_begins.register(_lore_at_main)
    rules.state_based_actions.register(_sacrifice_finished_sagas)


__all__ = ["LORE", "Chapter", "final_chapter", "saga_abilities"]
