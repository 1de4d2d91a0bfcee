"""Triggers on a change of control (CR 603.2, 613.1b): "When you gain control
of this <permanent> from another player".

The ``control`` event names the new controller (``player``) and the one just
before (``was``); the trigger looks at the permanent after the change, so its
controller is the player who gained it (CR 603.3a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.kinds import EventKind
from ..engine.triggers import TriggerCondition

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics


@dataclass(frozen=True)
class YouGainControlOfThisFromAnother(TriggerCondition):
    """ "When you gain control of this <permanent> from another player"."""

    kinds: ClassVar[frozenset[str] | None] = frozenset({EventKind.CONTROL})
    key: str = "trigger.gain_control"

    def matches(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.CONTROL
            and event["obj"] == source
            and event["player"] == ch.controller
            and event["was"] != event["player"]
        )


__all__ = ["YouGainControlOfThisFromAnother"]
