"""Ki counters (Betrayers and Saviors of Kamigawa).

Ki counters are counters like any other (CR 122.1); the cards that use them share
three pieces of text, written here once:

* "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on this
  creature" (:func:`ki_on_spirit_or_arcane`, a triggered ability, CR 603.2);
* "At the beginning of the end step, if there are two or more ki counters on this
  creature, you may flip it" (:func:`flip_with_ki`, an intervening "if", CR 603.4,
  and flipping, CR 710.4);
* "Remove a ki counter from this creature: ..." (:func:`remove_ki`, a cost, CR 118.3:
  it can't be paid without a counter to remove).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind
from ..engine.model import Cost, Triggered, cost
from ..engine.triggers import AtStep, SpellCast
from ..language.effects import SELF, AddCounters, May
from .flip import Flip

if TYPE_CHECKING:
    from ..engine.game import Game


def spirit_or_arcane(game: Game, oid: int) -> bool:
    """A Spirit or Arcane spell (the Kamigawa block's trigger condition)."""
    subtypes = game.chars(oid).subtypes
    return "Spirit" in subtypes or "Arcane" in subtypes


def ki_on_spirit_or_arcane() -> Triggered:
    """ "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on
    this creature." """
    return Triggered(
        SpellCast(filter=spirit_or_arcane),
        (May(AddCounters(SELF, counter=CounterKind.KI, amount=1)),),
        text="Whenever you cast a Spirit or Arcane spell, you may put a ki counter on it.",
    )


def ki_counters(game: Game, oid: int) -> int:
    """The ki counters on ``oid`` (0 once it has left the battlefield)."""
    obj = game.objects.get(oid)
    return obj.counters.get(CounterKind.KI, 0) if obj is not None else 0


def _two_or_more_ki(game: Game, source: int, _event: Any) -> bool:
    return ki_counters(game, source) >= 2


def flip_with_ki() -> Triggered:
    """ "At the beginning of the end step, if there are two or more ki counters on
    this creature, you may flip it." (each end step, not only its controller's)."""
    return Triggered(
        AtStep("end", yours=False),
        (May(Flip()),),
        condition=_two_or_more_ki,
        text="At the beginning of the end step, if it has two or more ki counters, you may flip it.",
    )


def remove_ki(mana: str = "", n: int = 1, **other: Any) -> Cost:
    """ "[Mana,] Remove n ki counters from this creature" as a cost."""
    return cost(mana, remove_counters=(CounterKind.KI, n), **other)


def remove_x_ki(mana: str = "", **other: Any) -> Cost:
    """ "[Mana,] Remove X ki counters from this creature" as a cost: X is announced
    as the ability is activated, at most the ki counters there are (CR 107.3, 118.3)."""
    return cost(mana, remove_x_counters=CounterKind.KI, **other)
