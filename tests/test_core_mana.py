"""Core: the payment solver finds a payment whenever one exists (CR 601.2h)."""

from manastack.mana import ManaCost, ManaSource, find_payment


def test_one_green_source_among_many_red_ones_pays_green():
    sources = [ManaSource(i, ("R",)) for i in range(5)] + [ManaSource(9, ("G",))]
    found = find_payment(ManaCost.parse("{G}"), {}, sources)
    assert found is not None and found[1] == [(9, "G")]


def test_flexible_sources_are_kept_for_later_and_impossible_costs_fail():
    sources = [ManaSource(1, ("W", "U")), ManaSource(2, ("W",)), ManaSource(3, ("U",))]
    found = find_payment(ManaCost.parse("{W}"), {}, sources)
    assert found is not None and found[1] == [(2, "W")]
    assert find_payment(ManaCost.parse("{W}{W}{U}{U}"), {}, sources) is None
    assert find_payment(ManaCost.parse("{W}{U}{1}"), {}, sources) is not None
