"""Riot (CR 702.136): "This creature enters with your choice of a +1/+1 counter
or haste."

Riot is a replacement effect of the entering permanent (CR 702.136a, 614.1c):
its controller chooses as it enters, and it enters with the counter or gains
haste for as long as it is that object.  Each instance works separately
(CR 702.136b).  "Other <Spiders> you control have riot" (Spider-Punk) grants the
keyword, and the permanent with that ability watches its own controller's
<Spiders> entering, with the same choice, since what a permanent will be on
the battlefield is what decides the replacement effects that apply to it
entering (CR 614.12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.layers import grant
from ..engine.model import Keyword, Replacement, Static
from ..engine.objects import BATTLEFIELD, Characteristics
from ..engine.selectors import Selector, other, you_control
from ..language.as_enters import as_enters

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.ops import Op

COUNTER = "counter"
HASTE = "haste"
_CHOICES = (COUNTER, HASTE)
RIOT = Keyword(KeywordName.RIOT, text="Riot")


def _options(_game: Game, _obj: GameObject, _player: int) -> tuple[str, ...]:
    return _CHOICES


def _fold(_game: Game, data: dict[Any, Any], choice: Any) -> dict[Any, Any]:
    """The counter, or haste (CR 702.136a)."""
    if choice == COUNTER:
        counters = dict(data.get("counters") or {})
        counters[CounterKind.P1P1] = counters.get(CounterKind.P1P1, 0) + 1
        return {"counters": counters}
    return {"gains": (*(data.get("gains") or ()), KeywordName.HASTE)}


def _expand(_keyword: Keyword) -> tuple[Any, ...]:
    return (as_enters(DecisionKind.RIOT, "prompt.riot", _options, _fold, text="Riot"),)


def _granted_riot(kind: Selector) -> Replacement:
    """Riot of a permanent entering that will be a ``kind`` under this
    permanent's controller (CR 614.12: as it would exist on the battlefield)."""

    def applies(game: Game, source: GameObject, op: Op) -> bool:
        if op.kind != "move" or op["to"] != BATTLEFIELD or op.get("face_down"):
            return False
        obj = game.objects.get(op["obj"])
        if obj is None:
            return False
        controller = game.chars(source).controller
        entering = Characteristics(obj.card.faces[op.get("face_index", 0)], controller)
        if op.get("controller", obj.owner) != controller:
            return False
        return kind.test(game, obj, entering, controller, source.id)

    def chooser(game: Game, op: Op) -> tuple[int, tuple[Any, ...]]:
        return _controller(game, op), _CHOICES

    def apply(game: Game, op: Op) -> Op:
        if op.get("choice") is None:
            return op.replaced(("riot", "granted"))
        return op.replaced(("riot", "granted"), **_fold(game, op.data, op["choice"]))

    return Replacement(
        "enter",
        applies,
        apply,
        self_only=False,
        text="Riot",
        choose=chooser,
        prompt="prompt.riot",
        question=DecisionKind.RIOT,
    )


def _controller(game: Game, op: Op) -> int:
    controller = op.get("controller")
    return game.objects[op["obj"]].owner if controller is None else int(controller)


def others_have_riot(kind: Selector) -> tuple[Static, Replacement]:
    """ "Other <kind> you control have riot": the keyword, and its replacement
    effect for them as they enter."""
    others = kind & you_control & other
    return Static((grant((KeywordName.RIOT,), others),)), _granted_riot(others)


def register(rules: Registry) -> None:
    """Riot expands into its replacement effect."""
    rules.keyword_expansions.register(KeywordName.RIOT, _expand)


__all__ = ["RIOT", "others_have_riot"]
