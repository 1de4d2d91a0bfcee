"""Mayhem [cost] (Marvel's Spider-Man): "You may cast this card from your
graveyard for [cost] if you discarded it this turn.  Timing rules still apply."

Mayhem is an alternative cost (CR 118.9, MAY-01): a cast mode named ``"mayhem"``
offered for a card in its owner's graveyard that was discarded this turn — the
card, as the object it became in the graveyard (CR 400.7), is noted in the turn's
record as it is discarded, and the record ends with the turn.  Additional costs
are still paid, and the spell keeps its timing: a sorcery discarded during an
opponent's turn can't be cast then (MAY-02).

A land card with mayhem (Oscorp Industries, "Mayhem" without a cost) may be
played from the graveyard if it was discarded this turn: as the turn's land play,
in a main phase of its owner's turn with an empty stack (CR 305.1-305.2), a
special action ``Action("play", (card,))``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Keyword
from ..engine.objects import GRAVEYARD, GameObject
from ..engine.timing import in_main_phase_with_empty_stack

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game

MAYHEM = "mayhem"


def mayhem(cost_text: str = "") -> Keyword:
    """The keyword ability "Mayhem <cost>" ("Mayhem" alone on a land)."""
    return Keyword(MAYHEM, cost_text, text=f"Mayhem {cost_text}".strip())


def discarded_this_turn(game: Game, oid: int) -> bool:
    """Is ``oid`` a card that was put into a graveyard by being discarded this
    turn (and hasn't moved since)?"""
    return oid in game.turn_log.get("discarded", ())


def _cost_of(card: Any) -> str | None:
    for ability in card.faces[0].abilities:
        if isinstance(ability, Keyword) and ability.name == MAYHEM:
            return str(ability.value)
    return None


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    cost_text = _cost_of(obj.card)
    if (
        cost_text is None
        or "Land" in obj.card.faces[0].types
        or obj.zone != GRAVEYARD
        or obj.owner != player
        or not discarded_this_turn(game, obj.id)
    ):
        return []
    face = obj.card.faces[0]
    return [CastMode(MAYHEM, face, ManaCost.parse(cost_text), alternative=True)]


def _has_mayhem(card: Any) -> bool:
    return _cost_of(card) is not None


def _candidates(game: Game, player: int) -> list[int]:
    """The player's cards with mayhem discarded this turn."""
    graveyard = game.players[player].graveyard
    return [
        oid
        for oid in game.turn_log.get("discarded", ())
        if oid in graveyard and _cost_of(game.objects[oid].card) is not None
    ]


def _lands(game: Game, player: int) -> list[Action]:
    """Land cards with mayhem discarded this turn may be played (CR 305.1)."""
    if game.players[player].lands_played >= 1 or not in_main_phase_with_empty_stack(game, player):
        return []
    return [
        Action(ActionKind.PLAY, (oid,))
        for oid in _candidates(game, player)
        if "Land" in game.objects[oid].card.faces[0].types
    ]


def mayhem_paid(ctx: Context) -> bool:
    """ "If this spell's mayhem cost was paid"."""
    return ctx.flags.how == MAYHEM


def register(rules: Registry) -> None:
    """Mayhem is a way to cast from the graveyard, and to play a land from it."""
    rules.cast_modes.register("mayhem", (_modes, _has_mayhem))
    rules.cast_candidates.register(_candidates, needs=_has_mayhem)
    rules.special_actions.register(_lands, needs=_has_mayhem)


__all__ = ["MAYHEM", "discarded_this_turn", "mayhem", "mayhem_paid"]
