"""Web-slinging [cost] (Marvel's Spider-Man): "You may cast this spell for [cost]
if you also return a tapped creature you control to its owner's hand."

Web-slinging is an alternative cost (CR 118.9, WEB-01): a cast mode named
``"web_slinging"`` (``"web_slinging:back"`` for the back face of a modal
double-faced card) whose cost replaces the mana cost and adds a cost that returns
a tapped creature the player chooses.  Being one cast mode, it combines with no
other alternative cost nor "without paying its mana cost"; additional costs are
still paid and timing doesn't change (WEB-02).  The creature must be tapped when
the cost is paid: one its own mana ability taps during this casting will do
(WEB-03).  Its leaves-the-battlefield triggers wait until the spell is cast, so
they go on the stack above it and resolve first (CR 601.2i, WEB-04).  Whether a
spell or the permanent it became was cast with web-slinging is
:func:`cast_with_web_slinging` (WEB-05).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.mana import ManaCost
from ..core.registry import RULES
from ..engine.casting import CastMode, can_tap_for_cost, may_cast_from_zone
from ..engine.model import Cost, Face, Keyword
from ..engine.objects import HAND, GameObject

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game

WEB_SLINGING = "web_slinging"


def web_slinging(cost_text: str) -> Keyword:
    """The keyword ability "Web-slinging <cost>"."""
    return Keyword(WEB_SLINGING, cost_text, text=f"Web-slinging {cost_text}")


def _returnable(game: Game, obj: GameObject, player: int) -> bool:
    """A tapped creature you control — or, while you control none, one whose own
    {T} mana ability can tap it as the cost is paid (WEB-03)."""
    ch = game.chars(obj)
    if not ch.is_creature:
        return False
    if obj.tapped:
        return True
    if not ch.face.tap_mana or not can_tap_for_cost(game, obj.id):
        return False
    return not any(
        game.objects[o].tapped and game.chars(o).is_creature and game.chars(o).controller == player
        for o in game.battlefield
    )


RETURN_TAPPED_CREATURE = Cost(return_to_hand=_returnable, text="return a tapped creature")


def _printed_costs(face: Face) -> list[str]:
    return [a.value for a in face.abilities if isinstance(a, Keyword) and a.name == WEB_SLINGING]


def _modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting ``obj`` for a web-slinging cost, from wherever it may be cast for
    its mana cost."""
    if not (obj.zone == HAND and obj.owner == player or may_cast_from_zone(game, player, obj)):
        return []
    card = obj.card
    faces = card.faces if card.layout == "modal_dfc" else card.faces[:1]
    modes = []
    for index, face in enumerate(faces):
        if "Land" in face.types:
            continue
        costs = _printed_costs(face)
        for grant in RULES.web_slinging_grants:  # Amazing Spider-Man
            costs += grant(game, player, face)
        for n, text in enumerate(dict.fromkeys(costs)):
            name = WEB_SLINGING + (":back" if index else "") + (f":{n + 1}" if n else "")
            modes.append(
                CastMode(
                    name,
                    face,
                    ManaCost.parse(text),
                    alternative=True,
                    face_index=index,
                    mode_costs=(RETURN_TAPPED_CREATURE,),
                )
            )
    return modes


def _may_have_web_slinging(card: Any) -> bool:
    return any(_printed_costs(face) or "Legendary" in face.supertypes for face in card.faces)


def cast_with_web_slinging(game: Game, event: dict | None) -> bool:
    """Was the permanent that entered in ``event`` (a trigger's event) cast with
    web-slinging (WEB-05)?  Its spell's record says how it was cast."""
    if not event or event.get("frm") != "stack":
        return False
    spell = game.lki_objects.get(event["obj"])
    info = spell.cast_info if spell is not None else None
    return info is not None and info.how.startswith(WEB_SLINGING)


def returned_creature(game: Game, event: dict | None) -> int | None:
    """The id (as it was on the battlefield) of the creature returned to pay the
    web-slinging cost of the spell that entered in ``event``."""
    if not event or event.get("frm") != "stack":
        return None
    spell = game.lki_objects.get(event["obj"])
    info = spell.cast_info if spell is not None else None
    ctx = info.ctx if info else None
    return ctx.flags.chosen_return_to_hand if ctx is not None else None


def register(rules: Registry) -> None:
    """Web-slinging is a way to cast."""
    rules.cast_modes.register("web-slinging", (_modes, _may_have_web_slinging))


__all__ = [
    "RETURN_TAPPED_CREATURE",
    "WEB_SLINGING",
    "cast_with_web_slinging",
    "returned_creature",
    "web_slinging",
]
