"""Optional additional waterbend costs (manastack/mechanics/optional_waterbend.py)
and Ruinous Waterbending: "As an additional cost to cast this spell, you may
waterbend {4}" (CR 601.2b, 601.2f; WAT-01..06)."""

from manastack.core.actions import Action
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def test_the_optional_cost_is_a_second_way_to_cast_from_hand_only():
    """CR 601.2b: the caster announces the optional cost; here it's a cast mode."""
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    s.lands(0, "Swamp", 7)
    s.start()
    actions = s.game.legal_actions()
    assert Action("cast", (ruin, "normal")) in actions
    assert Action("cast", (ruin, "waterbend")) in actions
    s2 = Scenario()
    gone = s2.graveyard(0, "Ruinous Waterbending")
    s2.lands(0, "Swamp", 7)
    s2.start()
    assert not any(a.kind == "cast" and a.args[0] == gone for a in s2.game.legal_actions())


def test_the_waterbend_cost_raises_the_total_and_may_be_paid_by_tapping_creatures():
    """CR 601.2f: {1}{B}{B} plus {4}; each tapped artifact or creature pays {1}
    of the waterbend part (WAT-01), summoning sick or not (WAT-03)."""
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    walls = [s.battlefield(0, "Grizzly Bears", sick=True) for _ in range(4)]
    s.lands(0, "Swamp", 3)
    s.start()
    s.act("cast", ruin, "waterbend")
    for wall in walls:
        s.act("waterbend", wall)
    s.act("autopay")
    assert all(s.game.objects[w].tapped for w in walls)
    assert s.game.stack  # cast with three Swamps and four tapped Walls


def test_the_waterbend_part_only_pays_generic_mana_up_to_its_amount():
    """WAT-05: at most {4} of the total may be paid by tapping; the rest is mana."""
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    walls = [s.battlefield(0, "Grizzly Bears") for _ in range(6)]
    s.lands(0, "Swamp", 2)  # {B}{B}; the {1} of the mana cost can't be tapped for
    s.start()
    assert Action("cast", (ruin, "waterbend")) not in s.game.legal_actions()
    s2 = Scenario()
    ruin2 = s2.hand(0, "Ruinous Waterbending")
    walls = [s2.battlefield(0, "Grizzly Bears") for _ in range(6)]
    s2.lands(0, "Swamp", 3)
    s2.start()
    s2.act("cast", ruin2, "waterbend")
    for wall in walls[:4]:
        s2.act("waterbend", wall)
    assert not any(a.kind == "waterbend" for a in s2.game.legal_actions())


def test_unpaid_ruinous_waterbending_only_shrinks_creatures():
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    bear = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(ruin).resolve()
    _settle(s)
    assert "Grizzly Bears" in s.graveyard_names(1) and s.pt(giant) == (1, 1)
    assert s.life(0) == 20
    assert bear not in s.game.battlefield


def test_paid_ruinous_waterbending_gains_1_life_per_creature_dying_this_turn_only():
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Swamp", 7)
    s.lands(0, "Mountain", 1)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.start()
    s.cast(ruin, how="waterbend").resolve()
    _settle(s)
    assert s.graveyard_names(1) == ["Grizzly Bears", "Grizzly Bears"] and s.life(0) == 22
    s.cast(bolt, targets=[giant]).resolve()
    _settle(s)
    assert s.life(0) == 23  # a creature died later this turn


def test_a_later_turns_death_gains_nothing():
    """The delayed trigger works this turn only (CR 603.7c)."""
    s = Scenario()
    ruin = s.hand(0, "Ruinous Waterbending")
    giant = s.battlefield(1, "Hill Giant")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.lands(0, "Swamp", 7)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.start()
    s.cast(ruin, how="waterbend").resolve()
    _settle(s)
    assert s.pt(giant) == (1, 1) and s.life(0) == 20
    s.pass_until("upkeep", active=1)
    s.cast(bolt, targets=[giant]).resolve()
    _settle(s)
    assert "Hill Giant" in s.graveyard_names(1)
    assert s.life(0) == 20
