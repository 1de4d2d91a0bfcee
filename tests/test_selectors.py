"""The selector algebra (manastack.engine.selectors) in real games: it reads
characteristics through the layer system (CR 613: a Mistform's new creature
type, a stolen creature's controller), ``other`` excludes the source (CR 109.2),
an object that left is judged by its last known information (CR 608.2h,
603.10a), and a transformed double-faced permanent's mana value is its front
face's (CR 712.8e)."""

from __future__ import annotations

import pytest
import spiderman_testcards  # noqa: F401  (defines Test Saga of the Avatar)

from manastack.engine.selectors import (
    as_selector,
    count,
    creatures,
    lands,
    named,
    opponent_controls,
    other,
    subtype,
    tapped,
    with_mana_value,
    with_power,
    you_control,
)
from manastack.engine.targets import has_subtype, is_creature, target_creature
from manastack.scenario import Scenario


def become(s: Scenario, mistform: int, creature_type: str) -> None:
    """Activate a Mistform's "{1}: becomes the creature type of your choice"."""
    s.activate(mistform).resolve()
    s.choose(creature_type)


# ---------------------------------------------------------- type-changing effects
def test_a_mistform_made_a_goblin_counts_as_a_goblin():
    """CR 205.3, 613.1d: subtype() reads the types after layer 4, so Reckless One
    (P/T = the number of Goblins, a count(creatures & subtype("Goblin"))) grows."""
    s = Scenario()
    reckless = s.battlefield(0, "Reckless One")
    dreamer = s.battlefield(0, "Mistform Dreamer")
    s.battlefield(0, "Island")
    g = s.start()
    goblins = creatures & subtype("Goblin")
    assert s.pt(reckless) == (1, 1) and goblins.ids(g, 0) == [reckless]
    become(s, dreamer, "Goblin")
    assert goblins.ids(g, 0) == [reckless, dreamer]
    assert count(goblins)(g, g.objects[reckless]) == 2
    assert s.pt(reckless) == (2, 2)


def test_each_goblin_of_an_effect_includes_a_mistform_made_a_goblin():
    """An effect's "each <selector>" (Goblin Pyromancer: "when this enters,
    Goblin creatures get +3/+0") is worked out on resolution, after layer 4."""
    s = Scenario()
    dreamer = s.battlefield(0, "Mistform Dreamer")
    bears = s.battlefield(0, "Grizzly Bears")
    pyromancer = s.hand(0, "Goblin Pyromancer")
    s.lands(0, "Mountain", 5)
    s.start()
    become(s, dreamer, "Goblin")
    s.cast(pyromancer).resolve()
    s.resolve()  # the enters trigger
    assert s.pt(dreamer) == (5, 1) and s.pt(bears) == (2, 2)
    assert s.pt(s.find("Goblin Pyromancer", "battlefield")) == (5, 2)


# ---------------------------------------------------------- control-changing effects
def test_a_stolen_creature_is_one_you_control():
    """CR 108.4, 613.1b: you_control reads the controller after layer 2, so
    Glorious Anthem (creatures & you_control) pumps the creature Control Magic
    took, and no longer counts for its owner."""
    s = Scenario()
    s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(1, "Grizzly Bears")
    magic = s.hand(0, "Control Magic")
    s.lands(0, "Island", 4)
    g = s.start()
    mine, theirs = creatures & you_control, creatures & opponent_controls
    assert s.pt(bears) == (2, 2) and mine.ids(g, 0) == [] and theirs.ids(g, 0) == [bears]
    s.cast(magic, targets=[bears]).resolve()
    assert mine.ids(g, 0) == [bears] and theirs.ids(g, 0) == []
    assert mine.ids(g, 1) == [] and count(mine)(g, g.objects[bears]) == 1
    assert s.pt(bears) == (3, 3)


# --------------------------------------------------------------------- other
def test_other_excludes_the_source_in_a_trigger_and_in_a_count():
    """CR 109.2: Elvish Vanguard's "whenever another Elf enters" (an Enters
    selector with ``other``) doesn't see itself; Goblin Piledriver's "+2/+0 for
    each other attacking Goblin" (a count with ``other``) doesn't count itself."""
    s = Scenario()
    vanguard = s.hand(0, "Elvish Vanguard")
    elf = s.hand(0, "Wirewood Elf")
    s.lands(0, "Forest", 4)
    g = s.start()
    s.cast(vanguard).resolve()
    assert g.stack == []  # not for itself
    s.cast(elf).resolve()
    s.resolve()
    vanguard, elf = s.find("Elvish Vanguard", "battlefield"), s.find("Wirewood Elf", "battlefield")
    assert s.pt(vanguard) == (2, 2)
    assert (creatures & other).ids(g, 0, source=vanguard) == [elf]


def piledriver_attacking_with(*others: str) -> tuple[int, int]:
    s = Scenario()
    piledriver = s.battlefield(0, "Goblin Piledriver")
    attackers = [s.battlefield(0, name) for name in others]
    s.start()
    s.attack(piledriver, *attackers)
    s.resolve_all()
    return s.pt(piledriver)


def test_other_attacking_goblins_count_for_the_piledriver_but_not_itself():
    assert piledriver_attacking_with() == (1, 2)
    assert piledriver_attacking_with("Raging Goblin", "Grizzly Bears") == (3, 2)


# ---------------------------------------------------------- last-known information
def test_a_dead_creature_is_judged_as_it_last_existed():
    """CR 603.10a, 608.2h: Rotlung Reanimator's "whenever another Cleric dies"
    (a Dies selector) sees the Mistform that was a Cleric when it died, though the
    card in the graveyard is an Illusion; a selector asked about the dead
    creature's old id reads its last known information."""
    s = Scenario()
    s.battlefield(0, "Rotlung Reanimator")
    dreamer = s.battlefield(0, "Mistform Dreamer")
    s.lands(0, "Mountain", 2)
    bolt = s.hand(0, "Lightning Bolt")
    g = s.start()
    become(s, dreamer, "Cleric")
    s.cast(bolt, targets=[dreamer]).resolve()
    assert dreamer not in g.objects
    clerics = creatures & subtype("Cleric") & you_control
    assert clerics.matches(g, dreamer, 0) and not clerics.matches(g, dreamer, 1)
    in_graveyard = s.find("Mistform Dreamer", "graveyard")
    assert not subtype("Cleric").matches(g, in_graveyard, 0)  # a new object (CR 400.7)
    s.resolve()  # Rotlung Reanimator's trigger
    assert s.battlefield_names(0).count("Zombie") == 1


def test_a_creature_that_was_not_a_cleric_leaves_no_zombie():
    s = Scenario()
    s.battlefield(0, "Rotlung Reanimator")
    dreamer = s.battlefield(0, "Mistform Dreamer")
    s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    g = s.start()
    s.cast(bolt, targets=[dreamer]).resolve()
    assert g.stack == [] and "Zombie" not in s.battlefield_names(0)


# --------------------------------------------------------------- mana value
def test_a_transformed_permanent_has_its_front_faces_mana_value():
    """CR 712.8e: Test Avatar Reborn (the back face of Test Saga of the Avatar,
    {2}{W}) has no mana cost of its own, yet its mana value is 3."""
    s = Scenario()
    s.battlefield(0, "Test Saga of the Avatar", counters={"lore": 2})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="upkeep")
    s.pass_until("main1", active=0)
    s.resolve()
    g = s.game
    avatar = s.find("Test Avatar Reborn", "battlefield")
    assert with_mana_value(eq=3).matches(g, avatar, 0)
    assert not with_mana_value(le=2).matches(g, avatar, 0)


def test_a_modal_double_faced_card_has_the_mana_value_of_the_face_up():
    """MDFC-06 (CR 712.8f): in the hand, the front face (Peter Parker, 2); cast
    and resolved back face up, the back face (Amazing Spider-Man, 4)."""
    s = Scenario()
    parker = s.hand(0, "Peter Parker")
    for land in ("Forest", "Plains", "Island", "Plains"):
        s.battlefield(0, land)
    g = s.start()
    assert with_mana_value(eq=2).matches(g, parker, 0)
    s.cast(parker, how="back").resolve()
    spidey = s.find("Amazing Spider-Man", "battlefield")
    assert with_mana_value(ge=4).matches(g, spidey, 0)
    assert not with_mana_value(eq=2).matches(g, spidey, 0)


# --------------------------------------------------------------- the algebra
def test_and_or_not_and_the_older_names_on_a_board():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    forest = s.battlefield(0, "Forest", tapped=True)
    elf = s.battlefield(1, "Wirewood Elf")
    g = s.start()
    assert (creatures | lands).ids(g, 0) == [bears, forest, elf]
    assert (~creatures).ids(g, 0) == [forest]
    assert tapped.ids(g, 0) == [forest]
    assert (creatures & ~you_control).ids(g, 0) == [elf]
    assert (with_power(ge=2) & named("Grizzly Bears")).ids(g, 1) == [bears]
    # the older names are selectors: you_control(inner) is you_control & inner
    assert you_control(is_creature).ids(g, 1) == [elf]
    assert (is_creature & has_subtype("Elf")).ids(g, 0) == [elf]
    older = as_selector(lambda game, obj, controller: obj.id == bears)
    assert (older | has_subtype("Elf")).ids(g, 0) == [bears, elf]
    spec = target_creature(opponent_controls)
    assert spec.candidates(g, 0, None) == [elf] and spec.candidates(g, 1, None) == [bears]


def test_bad_input_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="exactly one of le=, ge=, eq="):
        with_mana_value()
    with pytest.raises(ValueError, match="exactly one"):
        with_power(le=1, ge=3)
    with pytest.raises(TypeError, match="not a selector"):
        creatures & 3  # type: ignore[operator]
