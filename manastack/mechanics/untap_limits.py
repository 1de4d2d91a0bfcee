"""A limit on the untap step (CR 502.3: the active player untaps their
permanents "unless an effect prevents" it): "Players can't untap more than one
artifact during their untap steps" (Imi Statue).

The untap step's untaps are one event per permanent, proposed in the
battlefield's order (``engine/turn.py``).  While such an ability is on the
battlefield, each untap of one of the active player's artifacts is replaced:

* once an artifact has untapped in this untap step, the others stay tapped
  (the ``stays_tapped`` event of :mod:`.untap_step`);
* before that, the active player chooses, artifact after artifact, whether to
  untap this one; the last tapped artifact left untaps without a question, so
  one artifact untaps whenever one can.

Two such abilities set the same limit: one replacement applies (its key names
the card type, not the permanent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..engine.model import Ability, Replacement
from ..engine.ops import Op
from .untap_step import STAYS_TAPPED

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef

UNTAP_LIMIT = "untap_limit"  # the key of the replacement in an event's ``applied``


@dataclass(frozen=True)
class UntapsOnlyOne(Ability):
    """ "Players can't untap more than one <card type> during their untap
    steps"."""

    card_type: str = "Artifact"
    text: str = "Players can't untap more than one artifact during their untap steps."


def _prints_a_limit(card: CardDef) -> bool:
    return any(UntapsOnlyOne in face.ability_kinds for face in card.faces)


def _limited_types(game: Game) -> frozenset[str]:
    """The card types some permanent's ability limits to one untap."""
    return frozenset(
        ability.card_type
        for oid in game.battlefield
        for ability in game.chars(oid).abilities
        if isinstance(ability, UntapsOnlyOne)
    )


def _limited(game: Game, op: Op) -> str | None:
    """The limited card type of the permanent the untap step would untap."""
    if op.kind != "untap" or game.step != "untap" or not game.any_card(_prints_a_limit):
        return None
    oid = op["obj"]
    if oid not in game.objects or game.chars(oid).controller != game.active_player:
        return None
    types = game.chars(oid).types
    return next((t for t in sorted(_limited_types(game)) if t in types), None)


def _one_untapped(game: Game, card_type: str) -> bool:
    """Has a permanent of ``card_type`` untapped in this untap step?"""
    for event in reversed(game.events):
        if event.kind == EventKind.STEP:
            return False
        if event.kind == EventKind.UNTAP and card_type in game.chars(event["obj"]).types:
            return True
    return False


def _others_to_come(game: Game, oid: int, card_type: str) -> bool:
    """Is another tapped permanent of ``card_type`` of the active player still
    to be untapped after ``oid`` (the untaps come in the battlefield's order)?"""
    later = game.battlefield[game.battlefield.index(oid) + 1 :]
    return any(
        game.objects[o].tapped
        and game.chars(o).controller == game.active_player
        and card_type in game.chars(o).types
        for o in later
    )


def _ask(game: Game, op: Op) -> tuple[int, tuple[Any, ...]]:
    card_type = _limited(game, op) or ""
    oid = op["obj"]
    if _one_untapped(game, card_type) or not _others_to_come(game, oid, card_type):
        return game.active_player, ()  # nothing to choose
    return game.active_player, (oid, "no")


def _untap_or_stay(game: Game, op: Op) -> Op:
    card_type = _limited(game, op) or ""
    if _one_untapped(game, card_type) or op.get("choice") == "no":
        return Op(STAYS_TAPPED, op.applied, obj=op["obj"])
    return op


_ONLY_ONE = Replacement(
    "untap",
    lambda game, obj, op: _limited(game, op) is not None,
    _untap_or_stay,
    self_only=False,
    text="Players can't untap more than one artifact during their untap steps.",
    choose=_ask,
    prompt="prompt.untap_only_one",
    question=DecisionKind.CHOOSE_CARD,
)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    card_type = _limited(game, op)
    if card_type is None:
        return []
    return [((UNTAP_LIMIT, card_type), _ONLY_ONE)]


def register(rules: Registry) -> None:
    """The untap step's untaps of a limited card type are replaced."""
    rules.replacements_of("untap").register(_replacements)


__all__ = ["UNTAP_LIMIT", "UntapsOnlyOne"]
