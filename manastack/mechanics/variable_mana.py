"""Mana abilities that do more than make a fixed mana (CR 106.1, 605.3b): mana
that depends on the game, "Add X mana of any one color, where X is ..." (White
Lotus Tile) and "Add {G}.  If you control ..., add {G}{G} instead" (Raucous
Audience); and mana abilities that also do something, "This land deals 1 damage
to you" (Grand Coliseum).

The first build the ``mana_now`` of an :class:`~manastack.engine.model.Activated`
mana ability: ``(game, source) -> options``, worked out as the ability is
activated; the last its ``also``, ``(game, source) -> ops``.  Such an ability is activated while holding priority or before a
payment (CR 605.3a); the payment solver, which plans with fixed options, doesn't
tap it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.mana import COLOURS
from ..engine.objects import player_ref
from ..engine.ops import Op, damage
from ..engine.selectors import Count

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

ManaNow = Callable[["Game", "GameObject"], tuple[str, ...]]


def x_of_any_one_colour(x: Callable[[Game, GameObject], int]) -> ManaNow:
    """ "Add X mana of any one color, where X is <x>" (CR 106.1b): one option
    per colour, X mana of it; none while X is 0."""

    def options(game: Game, source: GameObject) -> tuple[str, ...]:
        n = x(game, source)
        return tuple(colour * n for colour in COLOURS) if n > 0 else ()

    return options


def instead_if(condition: Count, usual: str, instead: str) -> ManaNow:
    """ "Add <usual>.  If you control <condition>, add <instead> instead"."""

    def options(game: Game, source: GameObject) -> tuple[str, ...]:
        return (instead,) if condition(game, source) else (usual,)

    return options


def greatest_power_you_control(game: Game, source: GameObject) -> int:
    """The greatest power among creatures the source's controller controls (0 if none)."""
    you = game.chars(source).controller
    powers = [
        ch.power or 0
        for ch in map(game.chars, game.battlefield)
        if ch.is_creature and ch.controller == you
    ]
    return max(powers, default=0)


def most_sharing_a_creature_type(game: Game, source: GameObject) -> int:
    """The greatest number of creatures the source's controller controls that
    have a creature type in common (CR 205.3m)."""
    you = game.chars(source).controller
    counts: Counter[str] = Counter()
    for ch in map(game.chars, game.battlefield):
        if ch.is_creature and ch.controller == you:
            counts.update(ch.subtypes)
    return max(counts.values(), default=0)


def deals_damage_to_you(amount: int) -> Callable[[Game, GameObject], tuple[Op, ...]]:
    """ "This <permanent> deals N damage to you" as part of a mana ability (CR 120.3)."""

    def ops(game: Game, source: GameObject) -> tuple[Op, ...]:
        return (damage(source.id, player_ref(game.chars(source).controller), amount),)

    return ops
