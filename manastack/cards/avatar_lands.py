"""Avatar: The Last Airbender (TLA) lands: the ten two-colour lands that enter
tapped and can be sacrificed to draw a card, and the rare lands that enter
tapped unless you control a basic land.  Each has a scenario in
``tests/test_tla_lands.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import Replacement
from ..engine.ops import Op
from ..engine.selectors import creatures, you_control
from ..language.effects import AddCounters, Discard, Draw
from ..language.keywords import enters_tapped, tap_for
from ..mechanics.earthbend import Earthbend
from . import Activated, behaviour, cost

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


def _controls_a_basic_land(game: Game, player: int) -> bool:
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.is_land and "Basic" in ch.supertypes:
            return True
    return False


def enters_tapped_unless_basic() -> Replacement:
    """ "This land enters tapped unless you control a basic land" (CR 614.1c):
    checked as it would enter, against the player it enters under."""

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        player = op.get("controller")
        return not op.get("tapped") and not _controls_a_basic_land(
            game, obj.owner if player is None else player
        )

    return Replacement(
        "enter",
        applies,
        lambda game, op: op.replaced("enters_tapped", tapped=True),
        text="enters tapped unless you control a basic land",
    )


# --------------------------------------------- the ten tapped two-colour lands
_SACRIFICE_TO_DRAW = Activated(cost("{4}", tap=True, sacrifice_self=True), (Draw(1),))
for _name, _colours in (
    ("Airship Engine Room", ("U", "R")),
    ("Boiling Rock Prison", ("B", "R")),
    ("Foggy Bottom Swamp", ("B", "G")),
    ("Kyoshi Village", ("G", "W")),
    ("Meditation Pools", ("G", "U")),
    ("Misty Palms Oasis", ("W", "B")),
    ("North Pole Gates", ("W", "U")),
    ("Omashu City", ("R", "G")),
    ("Serpent's Pass", ("U", "B")),
    ("Sun-Blessed Peak", ("R", "W")),
):
    behaviour(_name, abilities=[enters_tapped(), tap_for(*_colours), _SACRIFICE_TO_DRAW])


# ------------------------------------------------------------ the rare lands
behaviour(
    "Abandoned Air Temple",
    abilities=[
        enters_tapped_unless_basic(),
        tap_for("W"),
        Activated(cost("{3}{W}", tap=True), (AddCounters(creatures & you_control),)),
    ],
)
behaviour(
    "Agna Qel'a",
    abilities=[
        enters_tapped_unless_basic(),
        tap_for("U"),
        Activated(cost("{2}{U}", tap=True), (Draw(1), Discard(1))),
    ],
)
behaviour(
    "Ba Sing Se",
    abilities=[
        enters_tapped_unless_basic(),
        tap_for("G"),
        Activated(cost("{2}{G}", tap=True), (Earthbend(2),), sorcery_speed=True),
    ],
)
