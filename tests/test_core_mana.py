"""Core: the payment solver finds a payment whenever one exists (CR 601.2h)."""

from manastack.core.mana import ManaCost, ManaSource, find_payment


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


def test_the_quick_cover_check_agrees_with_the_full_allocation():
    """CR 107.4, 601.2h: whether some mana pays a cost is answered the same by
    the quick check and by working out which mana pays which symbol."""
    import random

    from manastack.core.mana import MANA_TYPES, can_pay, covers, pool_covers

    rng = random.Random(5)
    symbols = ["1", "2", "W", "U", "B", "R", "G", "C", "W/U", "2/W", "R/G"]
    for _ in range(3000):
        cost = ManaCost.parse(
            "".join("{%s}" % rng.choice(symbols) for _ in range(rng.randint(0, 5)))
        )
        mana = {m: rng.randint(0, 3) for m in MANA_TYPES}
        assert covers(cost, mana) == (pool_covers(cost, mana) is not None)
        sources = [
            ManaSource(i, tuple(rng.sample("WUBRGC", rng.randint(1, 2))))
            for i in range(rng.randint(0, 4))
        ]
        assert can_pay(cost, mana, sources) == (find_payment(cost, mana, sources) is not None)


def test_the_coloured_floor_of_a_cost():
    """CR 601.2f: cost changes add or remove generic mana only, so the coloured
    (and {C}) symbols, and the cheaper half of each hybrid, always remain."""
    assert ManaCost.parse("{2}{R}{R}").least_coloured == 2
    assert ManaCost.parse("{X}{U}").least_coloured == 1
    assert ManaCost.parse("{2/W}{C}").least_coloured == 2
    assert ManaCost.parse("{5}").least_coloured == 0


def test_a_mana_pool_empties_what_it_holds():
    """CR 500.4, 106.4: mana empties at the end of each step; lasting mana (as
    from firebending) stays until the end of combat."""
    from manastack.core.mana import ManaPool

    pool = ManaPool()
    assert pool.empty(keep_lasting=False) == 0
    pool.add("R", 2)
    pool.add("G", 1, lasting=True)
    pool.spend({"R": 1})
    assert pool.empty(keep_lasting=True) == 1
    assert pool.available() == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 1, "C": 0}
    assert pool.empty(keep_lasting=False) == 1
    assert pool.empty(keep_lasting=False) == 0 and not any(pool.available().values())


def test_a_pool_shows_every_mana_it_holds_in_type_order():
    """What a view shows of a pool (CR 106.4): ordinary mana, mana kept until
    the end of combat or of the turn, and restricted mana (CR 106.6), by type in
    WUBRGC order, types it holds none of left out."""
    from manastack.core.mana import ManaPool

    pool = ManaPool()
    assert pool.to_json() == {}
    pool.add("G")
    pool.add("W")
    assert list(pool.to_json().items()) == [("W", 1), ("G", 1)]
    for kept in ({"this_turn": True}, {"lasting": True}, {"restriction": "spells only"}):
        pool = ManaPool()
        pool.add("G")
        pool.add("R", 2, **kept)
        assert list(pool.to_json().items()) == [("R", 2), ("G", 1)], kept
