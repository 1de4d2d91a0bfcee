"""Static abilities that change a game rule for a player or for a name:

* "You may play two additional lands on each of your turns" (Azusa, CR 305.2):
  :class:`AdditionalLandPlays`;
* "You have no maximum hand size" (Graceful Adept, CR 402.2):
  :class:`NoMaximumHandSize`;
* "If there are exactly two permanents named <this> on the battlefield, the
  'legend rule' doesn't apply to them" (Brothers Yamazaki, CR 704.5j):
  :class:`LegendRuleSparesAPair`;
* "The 'legend rule' doesn't apply to <Spiders> you control" (Spider-Verse,
  CR 704.5j): :class:`LegendRuleDoesntApplyTo`.

Each works while its permanent is on the battlefield; the engine asks the hooks
this module registers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import Ability
from ..engine.selectors import Selector
from ..engine.turn import NO_MAXIMUM

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import Characteristics


@dataclass(frozen=True)
class AdditionalLandPlays(Ability):
    """ "You may play N additional lands on each of your turns"."""

    count: int = 1
    text: str = ""


@dataclass(frozen=True)
class NoMaximumHandSize(Ability):
    """ "You have no maximum hand size"."""

    text: str = "You have no maximum hand size."


@dataclass(frozen=True)
class LegendRuleSparesAPair(Ability):
    """ "If there are exactly two permanents named <this> on the battlefield, the
    legend rule doesn't apply to them"."""

    text: str = ""


@dataclass(frozen=True)
class LegendRuleDoesntApplyTo(Ability):
    """ "The 'legend rule' doesn't apply to <permanents> you control": the
    permanents ``selector`` describes, "you" being this permanent's
    controller."""

    selector: Selector
    text: str = ""


def _prints_extra_land_plays(card: CardDef) -> bool:
    return any(AdditionalLandPlays in face.ability_kinds for face in card.faces)


def _prints_no_maximum_hand_size(card: CardDef) -> bool:
    return any(NoMaximumHandSize in face.ability_kinds for face in card.faces)


def _yours_with(game: Game, player: int, kind: type) -> list[tuple[Characteristics, Ability]]:
    found = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(kind):
            found += [(ch, a) for a in ch.abilities if isinstance(a, kind)]
    return found


def _extra_land_plays(game: Game, player: int) -> int:
    if game.active_player != player or not game.any_card(_prints_extra_land_plays):
        return 0  # "on each of your turns"; no card in this game says it
    return sum(
        a.count
        for _ch, a in _yours_with(game, player, AdditionalLandPlays)
        if isinstance(a, AdditionalLandPlays)
    )


def _no_maximum_hand_size(game: Game, player: int) -> int | None:
    """ "You have no maximum hand size" (CR 402.2): a size no hand reaches."""
    if not game.any_card(_prints_no_maximum_hand_size):
        return None
    return NO_MAXIMUM if _yours_with(game, player, NoMaximumHandSize) else None


def _a_spared_pair(game: Game, ids: list[int]) -> bool:
    """Exactly two permanents with this name on the whole battlefield, and they
    have the ability."""
    name = game.chars(ids[0]).name
    named = [oid for oid in game.battlefield if game.chars(oid).name == name]
    return len(named) == 2 and all(
        any(isinstance(a, LegendRuleSparesAPair) for a in game.chars(oid).abilities) for oid in ids
    )


def _exempted_kind(game: Game, ids: list[int]) -> bool:
    """A group of same-named legends one player controls that a permanent of
    theirs exempts: every one of them fits its description (CR 704.5j)."""
    controller = game.chars(ids[0]).controller
    return any(
        all(a.selector.matches(game, oid, controller, ch_id) for oid in ids)
        for ch_id in game.battlefield
        if game.chars(ch_id).controller == controller
        and game.chars(ch_id).may_have(LegendRuleDoesntApplyTo)
        for a in game.chars(ch_id).abilities
        if isinstance(a, LegendRuleDoesntApplyTo)
    )


def register(rules: Registry) -> None:
    """The four rule changes."""
    rules.extra_land_plays.register(_extra_land_plays)
    rules.hand_sizes.register(_no_maximum_hand_size)
    rules.legend_rule_exemptions.register(_a_spared_pair)
    rules.legend_rule_exemptions.register(_exempted_kind)


__all__ = [
    "AdditionalLandPlays",
    "LegendRuleDoesntApplyTo",
    "LegendRuleSparesAPair",
    "NoMaximumHandSize",
]
