"""The game log as players read it."""

from manastack.scenario import Scenario


def test_a_countered_spell_is_reported_once():
    """CR 701.5: one "is countered" line, not one for the counter and one for
    the move to the graveyard."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counterspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    game = s.start(step="main1", active=0)
    s.cast(bolt, targets=["P1"]).pass_priority()
    s.cast(counterspell, targets=[game.stack[-1]])
    s.resolve_all()
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert s.life(1) == 20
    assert [line for line in game.log(0) if "is countered" in line] == \
        ["Lightning Bolt is countered."]
