"""Casting an exiled card by waterbending (Hama, the Bloodbender): "Exile up to one
noncreature, nonland card from that player's graveyard. For as long as you
control Hama, you may cast the exiled card during your turn by waterbending {X}
rather than paying its mana cost, where X is its mana value."

:class:`ExileToWaterbendCast` chooses the card as the ability resolves (it is
not targeted) and exiles it (``exile_to_waterbend``); the event's handler makes
the permission, a rules-changing continuous effect (CR 611.3) that names the
exiled card and ends when its source leaves the battlefield.  While its source
is on the battlefield under the permission's controller's control, during that
player's own turn, they may cast the card (``Action("cast", (card,
"waterbend_cast"))``) for the alternative cost waterbend {X} (CR 118.9,
601.2f-h; WAT-01): X generic mana, each of which may be paid by tapping an
untapped artifact or creature they control.  The spell's timing rules still
apply (CR 601.3); the card, once it leaves exile, is a new object the
permission no longer names (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.effect import Choice, Effect
from ..engine.layers import rule_change
from ..engine.model import Cost
from ..engine.objects import EXILE
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.selectors import Selector
from ..engine.targets import TargetSpec
from ..language.effects import _specs, players_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

WATERBEND_CAST = "waterbend_cast"  # the way to cast
PERMISSION_KEY = "ce.may_cast_by_waterbending"
DONE = "done"


@dataclass(frozen=True)
class ExileToWaterbendCast(Effect):
    """ "Exile up to one <kind> card from <that player>'s graveyard.  For as long
    as you control <this>, you may cast the exiled card during your turn by
    waterbending {X} rather than paying its mana cost, where X is its mana
    value": the controller chooses the card (``matches``) in the graveyard of
    ``whose`` (a player description, e.g. the target of an earlier effect)."""

    whose: Any
    matches: Selector
    key: str = "effect.exile_to_waterbend"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.whose)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        cards = [
            c
            for p in players_for(self.whose, game, ctx, part)
            for c in game.players[p].graveyard
            if self.matches.matches(game, game.objects[c], ctx.controller, ctx.source)
        ]
        if not cards:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.CHOOSE_CARD,
                "prompt.exile_to_waterbend",
                tuple(cards) + (DONE,),
                key=key,
            )
        if answer[0] == DONE:
            return []
        return [Op("exile_to_waterbend", card=answer[0], player=ctx.controller, source=ctx.source)]


def _exile_to_waterbend(game: Game, op: Op) -> None:
    """Exile the card, then give its exiler the permission to cast it."""
    new = change_now(game, move(op["card"], EXILE, "exile"))
    if new is None or new not in game.objects or game.objects[new].zone != EXILE:
        return
    permission = rule_change(
        game,
        PERMISSION_KEY,
        op["source"],
        op["player"],
        until="source_leaves",
        params=(("card", new),),
    )
    change_now(game, Op("effect", effect=permission))


def _castable(game: Game, player: int) -> list[int]:
    """The exiled cards ``player`` may cast by waterbending now: during their own
    turn, while they control the permission's source."""
    if game.active_player != player or not game.effects:
        return []
    found = []
    for effect in game.effects:
        if effect.key != PERMISSION_KEY or effect.controller != player:
            continue
        source = game.objects.get(effect.source)  # the effect ends as it leaves
        if source is None or game.chars(source).controller != player:
            continue
        card = dict(effect.params)["card"]
        if card in game.objects and game.objects[card].zone == EXILE:
            found.append(card)
    return found


def waterbend_cast_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting the card for waterbend {X}, X its mana value (CR 118.9, 202.3)."""
    if obj.zone != EXILE or obj.id not in _castable(game, player):
        return []
    face = obj.card.faces[0]
    x = ManaCost(generic=face.mana_cost.mana_value)
    waterbend = Cost(mana=x, waterbend=x)
    return [CastMode(WATERBEND_CAST, face, ManaCost(), alternative=True, mode_costs=(waterbend,))]


def register(rules: Registry) -> None:
    """The exile event, the way to cast, and the cards it may cast."""
    rules.event_handlers.register("exile_to_waterbend", _exile_to_waterbend)
    rules.cast_modes.register(WATERBEND_CAST, (waterbend_cast_modes, None))
    rules.cast_mode_zones[WATERBEND_CAST] = frozenset({EXILE})
    rules.cast_candidates.register(_castable)


__all__ = ["WATERBEND_CAST", "ExileToWaterbendCast"]
