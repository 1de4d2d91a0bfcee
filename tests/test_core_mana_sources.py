"""Core fix: the payment solver kept only the first few mana sources, so one
Forest among four Mountains couldn't pay {G} (CR 601.2g-h: any payable cost can
be paid)."""

from manastack.scenario import Scenario


def test_single_forest_among_mountains_pays_green():
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    s.lands(0, "Mountain", 4)
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(growth, targets=[bears]).resolve()
    assert s.pt(bears) == (5, 5)
