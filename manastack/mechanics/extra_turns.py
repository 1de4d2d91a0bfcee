"""Extra turns (CR 500.7) and additional phases (CR 500.8).

"Take an extra turn after this one" adds a turn for that player directly after
the current turn.  Extra turns are kept in ``Game.extra_turns``, and the one
created most recently is taken first (CR 500.7); the turn structure reads them
when a turn ends.

"After this phase, there is an additional combat phase [followed by an
additional main phase]" (Aggravated Assault, Godo) notes the phases in the turn
log, to follow the step that ends the current phase; the turn structure runs
them when that step ends, the most recently created first (CR 500.8).

"After this phase, there is an additional combat phase.  Only land creatures
can attack during that combat phase" (Bumi, Unleashed) also notes which combat
phase of the turn that one will be: the next to begin, since the most recently
created additional phase comes first (an earlier such note for a later combat
moves one combat on).  As that combat phase begins, a rules-changing effect
says the other creatures can't attack until the combat ends (CR 508.1c, 611.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.events import since_turn_began
from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, grant
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.selectors import Selector, creatures
from ..engine.turn import ADDITIONAL_PHASES, phase_end
from ..language.effects import YOU, Effect, players_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game


@dataclass(frozen=True)
class TakeExtraTurn(Effect):
    """ "<Player> takes an extra turn after this one" (by default, "you")."""

    who: Any = YOU
    key: str = "effect.extra_turn"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op("extra_turn", player=p) for p in players_for(self.who, game, ctx, part)]


def _extra_turn(game: Game, op: Op) -> None:
    player = op["player"]
    game.extra_turns = (*game.extra_turns, player)
    game.emit(EventKind.EXTRA_TURN, player=player)


@dataclass(frozen=True)
class AdditionalPhases(Effect):
    """ "After this phase, there is an additional <phases>": ``("combat",)``
    or ``("combat", "main")`` (CR 500.8, 505.1a)."""

    phases: tuple[str, ...]
    key: str = "effect.additional_phases"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [Op(ADDITIONAL_PHASES, after=phase_end(game.step), phases=self.phases)]


def _additional_phases(game: Game, op: Op) -> None:
    requests = game.turn_log.setdefault(ADDITIONAL_PHASES, [])
    requests.append((op["after"], tuple(op["phases"])))


ONLY_ATTACKERS = "only_attackers"  # the event, and the turn log's notes


@dataclass(frozen=True)
class AdditionalCombatOnly(Effect):
    """ "After this phase, there is an additional combat phase.  Only
    <``attackers``> can attack during that combat phase" (CR 500.8, 508.1c)."""

    attackers: Selector
    key: str = "effect.additional_phases"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op(ADDITIONAL_PHASES, after=phase_end(game.step), phases=("combat",)),
            Op(ONLY_ATTACKERS, attackers=self.attackers, source=ctx.source, player=ctx.controller),
        ]


def _combats_begun(game: Game) -> int:
    """How many combat phases have begun this turn (the current one included)."""
    return sum(
        1
        for event in since_turn_began(game.events)
        if event.kind == EventKind.STEP and event["step"] == "beginning_of_combat"
    )


def _only_attackers(game: Game, op: Op) -> None:
    """Note that the next combat phase to begin lets only ``attackers`` attack."""
    nxt = _combats_begun(game) + 1
    notes = [
        (n + 1 if n >= nxt else n, *rest) for n, *rest in game.turn_log.get(ONLY_ATTACKERS, ())
    ]
    notes.append((nxt, op["attackers"], op["source"], op["player"]))
    game.turn_log[ONLY_ATTACKERS] = notes


def _restrict_attackers(game: Game, step: str) -> None:
    """As a noted combat phase begins, the other creatures can't attack until
    it ends (a rules-changing effect, CR 611.3)."""
    if step != "beginning_of_combat" or not game.turn_log.get(ONLY_ATTACKERS):
        return
    now = _combats_begun(game)
    for n, attackers, source, player in game.turn_log[ONLY_ATTACKERS]:
        if n != now:
            continue
        template = grant((KeywordName.CANT_ATTACK,), creatures & ~attackers)
        effect = ContinuousEffect(
            template.layer,
            template.modify,
            applies=template.applies,
            source=source,
            controller=player,
            timestamp=game.next_timestamp(),
            until="end_of_combat",
            key="ce.only_attackers",
        )
        change_now(game, Op("effect", effect=effect))


def register(rules: Registry) -> None:
    """Adding an extra turn or additional phases is an event; a combat phase only
    some creatures may attack in is restricted as it begins (a turn-based action)."""
    rules.event_handlers.register("extra_turn", _extra_turn)
    rules.event_handlers.register(ADDITIONAL_PHASES, _additional_phases)
    rules.event_handlers.register(ONLY_ATTACKERS, _only_attackers)
    rules.step_begins.register(_restrict_attackers)


__all__ = ["AdditionalCombatOnly", "AdditionalPhases", "TakeExtraTurn"]
