"""Onslaught, the rest of the set (3): each card does what its text says
(cards/onslaught_batch3.py), and removing a creature from combat (CR 506.4)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.game import IllegalAction
from manastack.mechanics.regeneration import shields_on
from manastack.scenario import Scenario


def activations(s: Scenario, source: int) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == source]


# --------------------------------------------------------------- Gustcloaks
GUSTCLOAKS = [
    ("Gustcloak Harrier", "Aven Brigadier"),
    ("Gustcloak Runner", "Towering Baloth"),
    ("Gustcloak Sentinel", "Towering Baloth"),
    ("Gustcloak Skirmisher", "Aven Brigadier"),
]


@pytest.mark.parametrize("name,blocker_name", GUSTCLOAKS, ids=[c[0] for c in GUSTCLOAKS])
def test_gustcloak_untaps_and_leaves_combat_when_blocked(name, blocker_name):
    """Removed from combat, it deals and is dealt no combat damage (CR 506.4)."""
    s = Scenario()
    cloak = s.battlefield(0, name)
    blocker = s.battlefield(1, blocker_name)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    g = s.start()
    s.attack(cloak)
    s.block((blocker, cloak))
    s.resolve()
    assert g.decision.kind == DecisionKind.MAY
    s.choose("yes")
    assert not g.objects[cloak].tapped and cloak not in g.combat.attackers
    s.pass_until("end")
    assert g.objects[cloak].zone == "battlefield" and g.objects[cloak].damage == 0
    assert g.objects[blocker].damage == 0 and s.life(1) == 20


def test_gustcloak_declined_stays_in_combat():
    s = Scenario()
    runner = s.battlefield(0, "Gustcloak Runner")
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island", "Island")
    g = s.start()
    s.attack(runner)
    s.block((bears, runner))
    s.resolve()
    s.choose("no")
    s.pass_until("end")
    assert "Gustcloak Runner" in s.graveyard_names(0) and g.objects[bears].damage == 1


def test_gustcloak_savior_rescues_any_creature_you_control():
    """With another creature still attacking there is a combat damage step: the
    creature removed from combat is dealt no damage by its blocker (CR 506.4)."""
    s = Scenario()
    s.battlefield(0, "Gustcloak Savior")
    bears = s.battlefield(0, "Grizzly Bears")
    other = s.battlefield(0, "Llanowar Elves")
    blocker = s.battlefield(1, "Hill Giant")
    s.library(0, "Island", "Island")
    g = s.start()
    s.attack(bears, other)
    s.block((blocker, bears))
    s.resolve()
    s.choose("yes")
    s.pass_until("end")
    assert s.life(1) == 19  # the Elves' damage only
    assert g.objects[bears].zone == "battlefield" and not g.objects[bears].tapped
    assert g.objects[bears].damage == 0 and g.objects[blocker].damage == 0


# --------------------------------------------------------- granted abilities
def test_lavamancers_skill_pings_for_one_or_two_on_a_wizard():
    s = Scenario()
    skill = s.hand(0, "Lavamancer's Skill")
    other = s.hand(0, "Lavamancer's Skill")
    s.lands(0, "Mountain", 4)
    bears = s.battlefield(0, "Grizzly Bears")
    wizard = s.battlefield(0, "Rummaging Wizard")
    target = s.battlefield(1, "Hill Giant")
    g = s.start()
    assert activations(s, bears) == []
    s.cast(skill, targets=[bears]).resolve()
    s.cast(other, targets=[wizard]).resolve()
    s.activate(bears, targets=[target]).resolve()
    assert g.objects[target].damage == 1
    assert len(activations(s, wizard)) == 2  # both pings (its surveil needs {U})
    s.activate(wizard, index=len(g.chars(wizard).abilities) - 1, targets=[target]).resolve()
    assert s.graveyard_names(1) == ["Hill Giant"]  # 1 + 2 damage


def test_mistform_mask_changes_the_enchanted_creatures_type():
    s = Scenario()
    mask = s.hand(0, "Mistform Mask")
    s.lands(0, "Island", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.cast(mask, targets=[bears]).resolve()
    s.activate(s.find("Mistform Mask", "battlefield")).resolve()
    s.choose("Goblin")
    assert g.chars(bears).subtypes == {"Goblin"}


def test_psychic_trance_gives_wizards_a_counterspell_ability():
    s = Scenario()
    trance = s.hand(0, "Psychic Trance")
    s.lands(0, "Island", 4)
    wizard = s.battlefield(0, "Rummaging Wizard")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(trance).resolve()
    s.pass_priority()  # Bob, the active player, passes with Bolt still on the stack
    stack_bolt = s.find("Lightning Bolt", "stack")
    index = len(g.chars(wizard).abilities) - 1
    s.activate(wizard, index=index, targets=[stack_bolt]).resolve()
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.life(0) == 20


def test_tribal_golem_has_what_your_creature_types_give():
    s = Scenario()
    golem = s.battlefield(0, "Tribal Golem")
    g = s.start()
    assert not {"trample", "haste", "first strike", "flying"} & g.chars(golem).keywords
    assert activations(s, golem) == []
    s2 = Scenario()
    golem2 = s2.battlefield(0, "Tribal Golem")
    for name in ("Krosan Groundshaker", "Raging Goblin", "Daru Lancer", "Rummaging Wizard"):
        s2.battlefield(0, name)
    s2.battlefield(1, "Severed Legion")  # an opponent's Zombie doesn't count
    g2 = s2.start()
    assert {"trample", "haste", "first strike", "flying"} <= g2.chars(golem2).keywords
    assert activations(s2, golem2) == []
    s3 = Scenario()
    golem3 = s3.battlefield(0, "Tribal Golem")
    s3.battlefield(0, "Gluttonous Zombie")
    s3.battlefield(0, "Swamp")
    g3 = s3.start()
    assert "trample" not in g3.chars(golem3).keywords
    s3.activate(golem3).resolve()
    assert shields_on(g3, golem3) == 1


def test_graxiplon_needs_three_creatures_sharing_a_type_to_be_blocked():
    s = Scenario()
    grax = s.battlefield(0, "Graxiplon")
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(2)]
    s.battlefield(1, "Llanowar Elves")
    g = s.start()
    s.attack(grax)
    s.pass_until_decision("blockers")
    assert not [a for a in g.legal_actions() if a.kind == "block"]
    s2 = Scenario()
    grax2 = s2.battlefield(0, "Graxiplon")
    bears2 = [s2.battlefield(1, "Grizzly Bears") for _ in range(3)]
    g2 = s2.start()
    s2.attack(grax2)
    s2.pass_until_decision("blockers")
    assert {a.args[0] for a in g2.legal_actions() if a.kind == "block"} == set(bears2)
    del bears


# ------------------------------------------------ each player chooses a type
def test_harsh_mercy_spares_only_the_types_chosen():
    s = Scenario()
    mercy = s.hand(0, "Harsh Mercy")
    s.lands(0, "Plains", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    elf = s.battlefield(1, "Llanowar Elves")
    giant = s.battlefield(1, "Hill Giant")
    silvos = s.battlefield(1, "Silvos, Rogue Elemental")
    s.battlefield(1, "Forest")
    g = s.start()
    s.pass_priority()
    s.activate(silvos).resolve()  # a regeneration shield doesn't help
    s.cast(mercy).resolve()
    assert g.decision.player == 0
    s.choose("Bear")
    assert g.decision.player == 1
    s.choose("Elf")
    assert s.battlefield_names(0).count("Grizzly Bears") == 1
    assert g.objects[elf].zone == "battlefield"
    assert "Hill Giant" in s.graveyard_names(1)
    assert "Silvos, Rogue Elemental" in s.graveyard_names(1)
    del bears, giant


def test_patriarchs_bidding_returns_creature_cards_of_the_chosen_types():
    s = Scenario()
    bidding = s.hand(0, "Patriarch's Bidding")
    s.lands(0, "Swamp", 5)
    s.graveyard(0, "Grizzly Bears", "Hill Giant")
    s.graveyard(1, "Llanowar Elves", "Grizzly Bears")
    s.start()
    s.cast(bidding).resolve()
    s.choose("Bear")
    s.choose("Bear")
    assert s.battlefield_names(0).count("Grizzly Bears") == 1
    assert s.battlefield_names(1) == ["Grizzly Bears"]
    assert s.graveyard_names(0) == ["Hill Giant", "Patriarch's Bidding"]


def test_endemic_plague_destroys_creatures_sharing_a_type_with_the_sacrificed_one():
    s = Scenario()
    plague = s.hand(0, "Endemic Plague")
    s.lands(0, "Swamp", 4)
    fodder = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    s.game.act(Action(ActionKind.CAST, (plague, "normal")))
    while g.decision.kind != DecisionKind.SACRIFICE:
        g.act(Action(ActionKind.AUTOPAY))
    s.choose(fodder)
    s.resolve()
    assert g.objects[elf].zone == "battlefield"
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    del theirs


# ------------------------------------------------------------------ wheels
def test_wheel_and_deal_wheels_target_opponents_and_you_draw_one():
    s = Scenario()
    wheel = s.hand(0, "Wheel and Deal")
    s.lands(0, "Island", 4)
    s.hand(1, "Forest", "Forest")
    s.library(1, *["Island"] * 8)
    s.library(0, "Plains")
    s.start()
    s.cast(wheel, targets=["P1"]).resolve()
    assert s.graveyard_names(1) == ["Forest", "Forest"]
    assert s.hand_names(1) == ["Island"] * 7 and s.hand_names(0) == ["Plains"]


def test_wheel_and_deal_cant_target_yourself():
    s = Scenario()
    wheel = s.hand(0, "Wheel and Deal")
    s.lands(0, "Island", 4)
    g = s.start()
    g.act(Action(ActionKind.CAST, (wheel, "normal")))
    with pytest.raises(IllegalAction):
        g.act(Action(ActionKind.TARGET, ("P0",)))


# ---------------------------------------------------------------- the rest
def test_syphon_soul_gains_the_damage_dealt():
    s = Scenario()
    syphon = s.hand(0, "Syphon Soul")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(syphon).resolve()
    assert s.life(1) == 18 and s.life(0) == 22


def test_elvish_pioneer_puts_a_basic_land_tapped():
    s = Scenario()
    pioneer = s.hand(0, "Elvish Pioneer")
    forest = s.hand(0, "Forest")
    s.hand(0, "Starlit Sanctum")
    s.battlefield(0, "Forest")
    g = s.start()
    s.cast(pioneer).resolve()
    s.resolve()
    assert g.decision.kind == DecisionKind.PUT_LAND
    assert {a.args[0] for a in g.legal_actions()} == {forest, "none"}
    s.choose(forest)
    new = [o for o in g.battlefield if g.objects[o].tapped and s.names([o]) == ["Forest"]]
    assert len(new) == 2  # the one paid with and the one put tapped
