"""Positions set up by hand rather than reached by play: the scenario harness
(:class:`manastack.scenario.Scenario`) puts cards into zones and starts at a step,
and each set-up entry is recorded in ``game.setup_log`` so that a saved game can be
rebuilt by :func:`apply_setup`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..core.registry import RULES
from .combat import Combat, DeclareAttackers
from .objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY
from .turn import STEPS, Priority, TurnStep

if TYPE_CHECKING:
    from .game import Game


def put_card(game: Game, player: int, name: str, zone: str, opts: dict[Any, Any]) -> int:
    """Put the card ``name`` straight into ``player``'s ``zone`` (a position set up
    by hand, not by the rules); its id."""
    card = RULES.card(name)
    obj = game._new_object(card, player, zone)
    if zone == BATTLEFIELD:
        obj.tapped = bool(opts.get("tapped"))
        obj.counters = dict(opts.get("counters") or {})
        obj.face_down = bool(opts.get("face_down"))
        if obj.face_down:
            obj.face_down_kind = "morph"
            game.known[obj.id] = frozenset({player})
        obj.attached_to = opts.get("attached_to")
        obj.timestamp = game.next_timestamp()
        sick = bool(opts.get("sick"))
        obj.entered_turn = obj.controlled_since = 99 if sick else -1
        game.battlefield.append(obj.id)
    elif zone in (HAND, LIBRARY, GRAVEYARD):
        game.players[player].zone(zone).append(obj.id)
        if zone == HAND:
            game.known[obj.id] = frozenset({player})
    elif zone == EXILE:
        game.exile.append(obj.id)
    else:
        raise ValueError(f"can't set up a card in zone {zone!r}")
    game.players[player].deck = game.players[player].deck + (card.name,)
    game.touch()
    return obj.id


def start_at(game: Game, step: str, active: int, turn: int) -> None:
    """Begin play at ``step`` of ``active``'s turn ``turn``; players then get priority."""
    if step not in STEPS:
        raise ValueError(f"unknown step {step!r}; steps are {STEPS}")
    game.turn_number = turn
    game.active_player = active
    for p in game.players:  # the active player's turn is this one, the other's the last
        p.last_turn = turn if p.index == active else max(turn - 1, 0)
        # turns so far, the players having taken turns by turns from turn 1
        p.turns_taken = (turn + 1) // 2 if p.index == active else turn // 2
    game.step = step
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.entered_turn == 99:
            obj.entered_turn = obj.controlled_since = turn
    index = STEPS.index(step)
    if STEPS.index("beginning_of_combat") <= index <= STEPS.index("end_of_combat"):
        game.combat = Combat()
    ts = TurnStep(first_turn=False, index=index)
    ts.begun = True
    game.pending.append(ts)
    if step == "declare_attackers":
        game.pending.append(Priority(active))
        game.pending.append(DeclareAttackers())
    else:
        game.pending.append(Priority(active))
    game.emit(EventKind.STEP, step=step, turn=turn, player=active)
    game._advance()


def apply_setup(game: Game, setup: list[Any]) -> None:
    """Set up a scenario game again from its recorded set-up (a saved game's)."""
    for entry in setup:
        if entry[0] == "put":
            _, player, name, zone, opts = entry
            game.setup_log.append(list(entry))
            put_card(game, player, name, zone, opts)
        elif entry[0] == "start":
            game.setup_log.append(list(entry))
            start_at(game, entry[1], entry[2], entry[3])
        else:
            raise ValueError(f"unknown set-up entry {entry!r}")
