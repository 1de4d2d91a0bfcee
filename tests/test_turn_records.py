"""Events that change only records of the turn (bending done this turn) are
seen by a continuous effect that reads them (RULES.record_events: the engine
works out again only effects that read more than the battlefield and the
stack)."""

from bending_cards import define

from manastack.engine.layers import affects_only_its_source, anthem
from manastack.engine.model import Static
from manastack.language.effects import Draw
from manastack.mechanics.bending import Bending, bent_this_turn
from manastack.mechanics.waterbend import waterbend_cost
from manastack.scenario import Scenario


@affects_only_its_source
def _itself_once_you_waterbent(game, source, obj, ch):
    return (
        source is not None
        and source.id == obj.id
        and Bending.WATER in bent_this_turn(game, ch.controller)
    )


define(
    "Test Tide Watcher",
    "{1}{U}",
    "Creature — Human",
    "1/1",
    text="As long as you've waterbent this turn, this creature gets +2/+2.",
    abilities=[Static(anthem(2, 2, _itself_once_you_waterbent))],
)
define(
    "Test Tide Lesson",
    "{U}",
    "Sorcery",
    text="As an additional cost to cast this spell, waterbend {1}.\nDraw a card.",
    spell=[Draw(1)],
    additional_costs=[waterbend_cost("{1}")],
)


def test_an_effect_reading_this_turns_bending_sees_a_waterbend_paid():
    """CR 611.3a: a static ability's effect applies at every moment its
    condition holds: once a waterbend cost is paid (the waterbent event
    records the bending of this turn), "as long as you've waterbent this
    turn" gives +2/+2 at once, before anything else changes."""
    s = Scenario()
    watcher = s.battlefield(0, "Test Tide Watcher")
    lesson = s.hand(0, "Test Tide Lesson")
    s.lands(0, "Island", 1)
    s.library(0, "Island", "Island")
    s.start()
    assert s.pt(watcher) == (1, 1)
    s.act("cast", lesson, "normal")
    s.act("waterbend", watcher)
    s.act("autopay")
    assert s.game.objects[watcher].tapped
    assert s.pt(watcher) == (3, 3)  # the spell is still on the stack
    s.resolve()
    assert s.pt(watcher) == (3, 3)
