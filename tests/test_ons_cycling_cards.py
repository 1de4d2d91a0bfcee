"""Onslaught's cycling cards do what their text says (cards/onslaught_cycling.py)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def cycle(s: Scenario, card: int) -> None:
    s.act("special", card, "cycle")
    while s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY:
        s.game.act(Action(ActionKind.AUTOPAY))


CYCLING_LANDS = [
    ("Secluded Steppe", "W", "Plains"),
    ("Lonely Sandbar", "U", "Island"),
    ("Barren Moor", "B", "Swamp"),
    ("Forgotten Cave", "R", "Mountain"),
    ("Tranquil Thicket", "G", "Forest"),
]


@pytest.mark.parametrize("name,colour,basic", CYCLING_LANDS, ids=[c[0] for c in CYCLING_LANDS])
def test_cycling_land_enters_tapped_taps_for_its_colour_and_cycles(name, colour, basic):
    s = Scenario()
    land = s.hand(0, name)
    s.library(0, "Island")
    g = s.start()
    s.act("play", land)
    entered = s.find(name)
    assert g.objects[entered].tapped
    assert g.chars(entered).face.tap_mana == (colour,)
    s2 = Scenario()
    card = s2.hand(0, name)
    s2.battlefield(0, basic)
    s2.library(0, "Island")
    s2.start()
    cycle(s2, card)
    s2.resolve()
    assert s2.hand_names(0) == ["Island"] and s2.graveyard_names(0) == [name]


def test_akromas_vengeance_destroys_artifacts_creatures_and_enchantments_not_lands():
    s = Scenario()
    spell = s.hand(0, "Akroma's Vengeance")
    s.lands(0, "Plains", 6)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Pacifism")
    s.battlefield(0, "Elvish Warrior")
    s.start()
    s.cast(spell).resolve()
    assert s.battlefield_names(1) == [] and set(s.battlefield_names(0)) == {"Plains"}


def test_aura_extraction_puts_the_enchantment_on_top_of_its_owners_library():
    s = Scenario()
    spell = s.hand(0, "Aura Extraction")
    s.lands(0, "Plains", 2)
    anthem = s.battlefield(1, "Glorious Anthem")
    s.library(1, "Island")
    g = s.start()
    s.cast(spell, targets=[anthem]).resolve()
    top = g.players[1].library[-1]
    assert g.objects[top].card.name == "Glorious Anthem"


def test_backslide_turns_a_morph_creature_face_down():
    s = Scenario()
    spell = s.hand(0, "Backslide")
    s.lands(0, "Island", 2)
    whip = s.battlefield(1, "Whipcorder")
    g = s.start()
    s.cast(spell, targets=[whip]).resolve()
    assert g.objects[whip].face_down and s.pt(whip) == (2, 2)


def test_choking_tethers_taps_up_to_four_and_its_cycle_trigger_taps_one():
    s = Scenario()
    spell = s.hand(0, "Choking Tethers")
    s.lands(0, "Island", 4)
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(5)]
    g = s.start()
    s.cast(spell, targets=bears[:4]).resolve()
    assert [g.objects[b].tapped for b in bears] == [True] * 4 + [False]

    s2 = Scenario()
    card = s2.hand(0, "Choking Tethers")
    s2.lands(0, "Island", 2)
    bear = s2.battlefield(1, "Grizzly Bears")
    s2.library(0, "Island")
    s2.start()
    cycle(s2, card)
    s2.act("target", bear)
    s2.resolve()
    s2.choose("yes")
    assert s2.game.objects[bear].tapped


def test_complicate_counters_unless_three_is_paid():
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.lands(1, "Mountain", 2)
    complicate = s.hand(0, "Complicate")
    s.lands(0, "Island", 3)
    g = s.start(active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(complicate, targets=[g.stack[-1]])
    s.resolve()  # Complicate resolves: Bob has only two untapped lands
    assert Action(ActionKind.CHOOSE, ("pay",)) not in g.legal_actions()
    s.choose("decline")
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.life(0) == 20


def test_essence_fracture_returns_two_creatures():
    s = Scenario()
    spell = s.hand(0, "Essence Fracture")
    s.lands(0, "Island", 5)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Elvish Warrior")
    s.start()
    s.cast(spell, targets=[a, b]).resolve()
    assert sorted(s.hand_names(1)) == ["Elvish Warrior", "Grizzly Bears"]


def test_mages_guile_gives_shroud_until_end_of_turn():
    s = Scenario()
    spell = s.hand(0, "Mage's Guile")
    s.lands(0, "Island", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.cast(spell, targets=[bears]).resolve()
    assert "shroud" in g.chars(bears).keywords


def test_death_pulse_and_its_cycle_trigger():
    s = Scenario()
    spell = s.hand(0, "Death Pulse")
    s.lands(0, "Swamp", 4)
    baloth = s.battlefield(1, "Towering Baloth")
    s.start()
    s.cast(spell, targets=[baloth]).resolve()
    assert s.pt(baloth) == (3, 2)
    s2 = Scenario()
    card = s2.hand(0, "Death Pulse")
    s2.lands(0, "Swamp", 3)
    elf = s2.battlefield(1, "Taunting Elf")
    s2.library(0, "Island")
    s2.start()
    cycle(s2, card)
    s2.act("target", elf)
    s2.resolve()
    s2.choose("yes")
    assert s2.graveyard_names(1) == ["Taunting Elf"]


def test_fade_from_memory_exiles_a_card_from_a_graveyard():
    s = Scenario()
    spell = s.hand(0, "Fade from Memory")
    s.battlefield(0, "Swamp")
    dead = s.graveyard(1, "Grizzly Bears")
    g = s.start()
    s.cast(spell, targets=[dead]).resolve()
    assert s.graveyard_names(1) == [] and [g.objects[o].card.name for o in g.exile] == [
        "Grizzly Bears"
    ]


def test_swat_targets_only_power_two_or_less():
    s = Scenario()
    spell = s.hand(0, "Swat")
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    baloth = s.battlefield(1, "Towering Baloth")
    g = s.start()
    s.act("cast", spell, "normal")
    offered = {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET}
    assert bears in offered and baloth not in offered


def test_lay_waste_destroys_a_land():
    s = Scenario()
    spell = s.hand(0, "Lay Waste")
    s.lands(0, "Mountain", 4)
    land = s.battlefield(1, "Forest")
    s.start()
    s.cast(spell, targets=[land]).resolve()
    assert s.graveyard_names(1) == ["Forest"]


def test_solar_blast_deals_three_and_its_cycle_trigger_one():
    s = Scenario()
    spell = s.hand(0, "Solar Blast")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert s.life(1) == 17
    s2 = Scenario()
    card = s2.hand(0, "Solar Blast")
    s2.lands(0, "Mountain", 3)
    s2.library(0, "Island")
    s2.start()
    cycle(s2, card)
    s2.act("target", "P1")
    s2.resolve()
    s2.choose("yes")
    assert s2.life(1) == 19


def test_slice_and_dice_and_starstorm_hit_every_creature():
    s = Scenario()
    spell = s.hand(0, "Slice and Dice")
    s.lands(0, "Mountain", 6)
    s.battlefield(0, "Grizzly Bears")
    baloth = s.battlefield(1, "Towering Baloth")
    s.start()
    s.cast(spell).resolve()
    assert sorted(s.graveyard_names(0)) == ["Grizzly Bears", "Slice and Dice"]
    assert s.game.objects[baloth].damage == 4
    s2 = Scenario()
    storm = s2.hand(0, "Starstorm")
    s2.lands(0, "Mountain", 5)
    s2.battlefield(0, "Grizzly Bears")
    s2.battlefield(1, "Elvish Warrior")
    s2.start()
    s2.cast(storm, x=3).resolve()
    assert s2.battlefield_names(1) == [] and "Grizzly Bears" not in s2.battlefield_names(0)


def test_primal_boost_gives_four_and_krosan_tusker_cycles_for_a_basic_land():
    s = Scenario()
    spell = s.hand(0, "Primal Boost")
    s.lands(0, "Forest", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(spell, targets=[bears]).resolve()
    assert s.pt(bears) == (6, 6)
    s2 = Scenario()
    tusker = s2.hand(0, "Krosan Tusker")
    s2.lands(0, "Forest", 3)
    s2.library(0, "Island", "Grizzly Bears", "Forest")
    g = s2.start()
    cycle(s2, tusker)
    s2.resolve()  # the trigger: you may search for a basic land card
    s2.choose("yes")
    found = [a.args[0] for a in g.legal_actions() if a.args[0] != "done"]
    assert sorted(s2.names(found)) == ["Forest", "Island"]
    s2.choose(s2.find("Forest", "library"))
    s2.resolve()  # then the draw
    assert sorted(s2.hand_names(0)) == ["Forest", "Island"]


def test_invigorating_boon_puts_a_counter_when_anyone_cycles():
    s = Scenario()
    s.battlefield(1, "Invigorating Boon")
    bears = s.battlefield(1, "Grizzly Bears")
    card = s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 2)
    s.library(0, "Island")
    s.start()
    cycle(s, card)
    s.act("target", bears)
    s.resolve()
    s.choose("yes")
    assert s.pt(bears) == (3, 3)
