""" "As <this> enters, look at an opponent's hand, then choose a card type other
than creature.  Spells of the chosen type cost {1} more to cast" (Arachne,
Psionic Weaver).

Both are done as the permanent enters (CR 614.12, 614.1c): one self-replacement
effect makes its controller look at an opponent's hand (the cards become known
to them, CR 401.3-style private knowledge), and only then does the choice of a
card type apply (:func:`look_then_choose_card_type`).  The choice is noted on the
permanent; :class:`ChosenTypeCostsMore` is the static ability that reads it while
a spell's total cost is determined (CR 601.2f), for every player's spells.  In a
two-player game "an opponent" is the other player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.model import Ability, Replacement
from ..engine.ops import Op
from ..engine.perform import change_now
from ..language.as_enters import as_enters

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import Characteristics, GameObject

# the card types a spell may have, other than creature (CR 205.2a, 300.1)
NONCREATURE_CARD_TYPES = (
    "Artifact",
    "Battle",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Planeswalker",
    "Sorcery",
)
_CHOSEN = "card_type:"
_LOOKED = "looked_at_hand"


def _entering_controller(game: Game, op: Op) -> int:
    controller = op.get("controller")
    return game.objects[op["obj"]].owner if controller is None else int(controller)


def _look(game: Game, op: Op) -> Op:
    """Its controller looks at an opponent's hand as it enters."""
    player = _entering_controller(game, op)
    for opponent in game.opponents(player)[:1]:
        for card in list(game.players[opponent].hand):
            change_now(game, Op("look", obj=card, player=player))
    return op.replaced(("as_enters", _LOOKED), **{_LOOKED: True})


def _not_face_down(_game: Game, _obj: GameObject, op: Op) -> bool:
    return not op.get("face_down")


def _types(_game: Game, _obj: GameObject, _player: int) -> tuple[str, ...]:
    return NONCREATURE_CARD_TYPES


def _note(_game: Game, data: dict[Any, Any], chosen: Any) -> dict[Any, Any]:
    return {"designations": frozenset(data.get("designations") or ()) | {_CHOSEN + str(chosen)}}


def _after_the_look(_game: Game, _obj: GameObject, op: Op) -> bool:
    return bool(op.get(_LOOKED)) and not op.get("face_down")


def look_then_choose_card_type() -> tuple[Replacement, Replacement]:
    """ "As this enters, look at an opponent's hand, then choose a card type
    other than creature" (the choice waits for the look)."""
    look = Replacement("enter", _not_face_down, _look, text="look at an opponent's hand")
    choose = replace(
        as_enters(
            DecisionKind.CARD_TYPE,
            "prompt.choose_noncreature_card_type",
            _types,
            _note,
            text="choose a card type other than creature",
        ),
        applies=_after_the_look,
    )
    return look, choose


def chosen_card_type(obj: GameObject) -> str | None:
    """The card type chosen as ``obj`` entered, if any."""
    for mark in obj.designations:
        if mark.startswith(_CHOSEN):
            return mark[len(_CHOSEN) :]
    return None


@dataclass(frozen=True)
class ChosenTypeCostsMore(Ability):
    """ "Spells of the chosen type cost {amount} more to cast"."""

    amount: int = 1
    text: str = ""


def _prints_it(card: CardDef) -> bool:
    return any(ChosenTypeCostsMore in face.ability_kinds for face in card.faces)


def _costs_more(
    game: Game, chars: dict[int, Characteristics]
) -> list[tuple[str, ChosenTypeCostsMore]]:
    """(chosen type, ability) of each permanent with the ability."""
    found = []
    for oid in game.battlefield:
        ch = chars[oid]
        if not ch.may_have(ChosenTypeCostsMore):
            continue
        chosen = chosen_card_type(game.objects[oid])
        if chosen is not None:
            found += [(chosen, a) for a in ch.abilities if isinstance(a, ChosenTypeCostsMore)]
    return found


def _adjustment(game: Game, _player: int, _obj: GameObject, mode: Any) -> int:
    """CR 601.2f: every player's spells of a chosen type cost more."""
    return sum(
        ability.amount
        for chosen, ability in game.derived("chosen_type_costs", _costs_more)
        if chosen in mode.face.types
    )


def register(rules: Registry) -> None:
    """The engine asks for the increase while totalling every spell's cost."""
    rules.cost_adjustments.register(_adjustment, needs=_prints_it)


__all__ = [
    "NONCREATURE_CARD_TYPES",
    "ChosenTypeCostsMore",
    "chosen_card_type",
    "look_then_choose_card_type",
]
