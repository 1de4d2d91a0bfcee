"""The game's record of events: read newest first without copying it, and
"this turn" read back to the turn's start (CR 500.1)."""

from manastack.core.appendlog import CHUNK, AppendLog
from manastack.core.events import Event, since_turn_began
from manastack.core.kinds import EventKind


def test_a_log_reads_newest_first_across_its_frozen_chunks():
    """Entries frozen in shared chunks and the newest ones read back in order."""
    log = AppendLog(list(range(2 * CHUNK + 5)))
    assert list(reversed(log)) == list(reversed(range(2 * CHUNK + 5)))
    assert list(reversed(AppendLog())) == []


def test_this_turn_is_read_back_to_the_turns_start():
    """CR 500.1: what happened this turn is what the record holds since the
    latest turn event, newest first; before any turn began, the whole record."""
    draw = Event(EventKind.ZONE, {"cause": "draw"})
    log = AppendLog([draw, Event(EventKind.TURN, {"turn": 1})])
    assert list(since_turn_began(log)) == []
    cast = Event(EventKind.CAST, {"player": 0})
    attack = Event(EventKind.ATTACK, {"attacker": 5})
    log.append(cast)
    log.append(attack)
    assert list(since_turn_began(log)) == [attack, cast]
    log.append(Event(EventKind.TURN, {"turn": 2}))
    assert list(since_turn_began(log)) == []
    assert list(since_turn_began(AppendLog([draw]))) == [draw]
