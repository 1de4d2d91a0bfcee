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

"Each nonland card in your graveyard has mayhem.  The mayhem cost is equal to
its mana cost" (Green Goblin's Goblin Formula) is
:class:`NonlandGraveyardCardsHaveMayhem`, a static ability of a permanent: its
controller's nonland cards discarded this turn may be cast in the mode
``"mayhem"`` for their mana cost (a card with a mayhem cost of its own is cast
for that one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode
from ..engine.model import Ability, Keyword
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


@dataclass(frozen=True)
class NonlandGraveyardCardsHaveMayhem(Ability):
    """ "Each nonland card in your graveyard has mayhem.  The mayhem cost is
    equal to its mana cost"."""

    text: str = ""


def _prints_grant(card: Any) -> bool:
    """Does the card give a graveyard mayhem (Green Goblin)?"""
    return any(NonlandGraveyardCardsHaveMayhem in face.ability_kinds for face in card.faces)


def _grants_mayhem(game: Game, player: int) -> bool:
    """Does ``player`` control a permanent that gives their graveyard mayhem?"""
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(NonlandGraveyardCardsHaveMayhem):
            if any(isinstance(a, NonlandGraveyardCardsHaveMayhem) for a in ch.abilities):
                return True
    return False


def _granted_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Mayhem for the card's mana cost, given by such a permanent."""
    if (
        obj.zone != GRAVEYARD
        or obj.owner != player
        or _cost_of(obj.card) is not None  # its own mayhem is the one offered
        or "Land" in obj.card.faces[0].types
        or not discarded_this_turn(game, obj.id)
        or not _grants_mayhem(game, player)
    ):
        return []
    face = obj.card.faces[0]
    return [CastMode(MAYHEM, face, face.mana_cost, alternative=True)]


def _granted_candidates(game: Game, player: int) -> list[int]:
    """The player's nonland cards discarded this turn, while a permanent of
    theirs gives them mayhem."""
    discarded = game.turn_log.get("discarded", ())
    if not discarded or not _grants_mayhem(game, player):
        return []
    graveyard = game.players[player].graveyard
    return [
        oid
        for oid in discarded
        if oid in graveyard
        and _cost_of(game.objects[oid].card) is None
        and "Land" not in game.objects[oid].card.faces[0].types
    ]


def mayhem_paid(ctx: Context) -> bool:
    """ "If this spell's mayhem cost was paid"."""
    return ctx.flags.how == MAYHEM


def register(rules: Registry) -> None:
    """Mayhem is a way to cast from the graveyard, and to play a land from it."""
    rules.cast_modes.register("mayhem", (_modes, _has_mayhem))
    rules.cast_candidates.register(_candidates, needs=_has_mayhem)
    rules.special_actions.register(_lands, needs=_has_mayhem)
    rules.cast_modes.register("granted_mayhem", (_granted_modes, None))
    rules.cast_mode_zones.update(
        mayhem=frozenset({GRAVEYARD}), granted_mayhem=frozenset({GRAVEYARD})
    )
    rules.cast_candidates.register(_granted_candidates, needs=_prints_grant)


__all__ = [
    "MAYHEM",
    "NonlandGraveyardCardsHaveMayhem",
    "discarded_this_turn",
    "mayhem",
    "mayhem_paid",
]
