"""Onslaught, the rest of the set (1): each card does what its text says
(cards/onslaught_batch1.py)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.game import IllegalAction
from manastack.scenario import Scenario


def activations(s: Scenario, source: int) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == source]


def cycle(s: Scenario, card: int) -> None:
    s.act("special", card, "cycle")
    while s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY:
        s.game.act(Action(ActionKind.AUTOPAY))


def top_names(s: Scenario, player: int, n: int) -> list[str]:
    lib = s.game.players[player].library
    return s.names(reversed(lib[-n:]))


# ------------------------------------------------------------------- Crowns
CROWNS = [
    ("Crown of Vigor", "Forest", (3, 3), set()),
    ("Crown of Suspicion", "Swamp", (4, 1), set()),
    ("Crown of Fury", "Mountain", (3, 2), {"first strike"}),
    ("Crown of Ascension", "Island", (2, 2), {"flying"}),
    ("Crown of Awe", "Plains", (2, 2), {"protection:B", "protection:R"}),
]


@pytest.mark.parametrize("name,land,pt,keywords", CROWNS, ids=[c[0] for c in CROWNS])
def test_crown_enchants_then_sacrifices_to_affect_creatures_sharing_a_type(
    name, land, pt, keywords
):
    """The Aura's static bonus; sacrificed, the bonus goes until end of turn to
    the creature it enchanted and each other creature sharing a creature type
    with it (an opponent's Bear too), not to a creature of another type."""
    s = Scenario()
    aura = s.hand(0, name)
    s.lands(0, land, 2)
    s.library(0, "Island")
    s.library(1, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    their_bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    s.cast(aura, targets=[bears]).resolve()
    assert s.pt(bears) == pt and keywords <= g.chars(bears).keywords
    assert s.pt(their_bears) == (2, 2) and not keywords & g.chars(their_bears).keywords
    s.activate(s.find(name, "battlefield")).resolve()
    assert name in s.graveyard_names(0)
    for creature in (bears, their_bears):
        assert s.pt(creature) == pt and keywords <= g.chars(creature).keywords
    assert s.pt(elf) == (1, 1) and not keywords & g.chars(elf).keywords
    s.pass_until("upkeep", active=1)
    assert s.pt(bears) == (2, 2) and not keywords & g.chars(bears).keywords


# ------------------------------------------------- choose a creature type
def test_shared_triumph_pumps_the_chosen_type_only():
    s = Scenario()
    triumph = s.hand(0, "Shared Triumph")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(0, "Llanowar Elves")
    g = s.start()
    s.cast(triumph).resolve()
    assert g.decision.kind == DecisionKind.CREATURE_TYPE
    s.choose("Bear")
    assert s.pt(bears) == (3, 3) and s.pt(elf) == (1, 1)


def test_cover_of_darkness_gives_fear_and_steely_resolve_shroud_to_the_chosen_type():
    s = Scenario()
    cover = s.hand(0, "Cover of Darkness")
    resolve = s.hand(0, "Steely Resolve")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    elf = s.battlefield(0, "Llanowar Elves")
    g = s.start()
    s.cast(cover).resolve()
    s.choose("Elf")
    s.cast(resolve).resolve()
    s.choose("Bear")
    assert "fear" in g.chars(elf).keywords and "fear" not in g.chars(bears).keywords
    assert "shroud" in g.chars(bears).keywords and "shroud" not in g.chars(elf).keywords


# ---------------------------------------------------------------- creatures
def test_severed_legion_has_fear():
    s = Scenario()
    legion = s.battlefield(0, "Severed Legion")
    zombie = s.battlefield(0, "Gluttonous Zombie")
    g = s.start()
    assert "fear" in g.chars(legion).keywords and "fear" in g.chars(zombie).keywords


def test_protection_from_a_creature_type():
    """Foothill Guide can't be blocked by Goblins, nor targeted by a Goblin's
    ability (CR 702.16a-b, e)."""
    s = Scenario()
    guide = s.battlefield(0, "Foothill Guide")
    goblin = s.battlefield(1, "Sparksmith")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.attack(guide)
    s.pass_until_decision("blockers")
    blocks = [a.args for a in g.legal_actions() if a.kind == "block"]
    assert (bears, guide) in blocks and (goblin, guide) not in blocks
    assert "protection:Goblin" in g.chars(guide).keywords
    s2 = Scenario()
    s2.battlefield(0, "Riptide Biologist")
    cleric = s2.battlefield(0, "Fallen Cleric")
    archon = s2.battlefield(1, "Cabal Archon")
    g2 = s2.start()
    assert g2.protected_from(g2.chars(cleric), g2.objects[archon])
    assert not g2.protected_from(g2.chars(cleric), g2.objects[s2.find("Riptide Biologist")])


def test_visara_destroys_and_the_creature_cant_be_regenerated():
    s = Scenario()
    visara = s.battlefield(0, "Visara the Dreadful")
    silvos = s.battlefield(1, "Silvos, Rogue Elemental")
    s.battlefield(1, "Forest")
    s.start()
    s.pass_priority()
    s.activate(silvos).resolve()  # a regeneration shield
    s.activate(visara, targets=[silvos]).resolve()
    assert "Silvos, Rogue Elemental" in s.graveyard_names(1)


def test_silvos_regenerates():
    s = Scenario()
    silvos = s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(0, "Forest")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start()
    s.activate(silvos).resolve()
    s.pass_priority()
    s.cast(murder, targets=[silvos]).resolve()
    assert g.objects[silvos].zone == "battlefield" and g.objects[silvos].tapped


def test_accursed_centaur_sacrifices_a_creature_as_it_enters():
    s = Scenario()
    centaur = s.hand(0, "Accursed Centaur")
    s.battlefield(0, "Swamp")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.cast(centaur).resolve()
    s.resolve()
    assert g.decision.kind == DecisionKind.SACRIFICE
    s.choose(bears)
    assert s.graveyard_names(0) == ["Grizzly Bears"]
    assert s.battlefield_names(0).count("Accursed Centaur") == 1


def test_cabal_executioner_makes_the_damaged_player_sacrifice():
    s = Scenario()
    executioner = s.battlefield(0, "Cabal Executioner")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    g = s.start()
    s.attack(executioner)
    s.pass_until_decision(DecisionKind.SACRIFICE)
    assert g.decision.player == 1
    s.choose(bears)
    assert s.graveyard_names(1) == ["Grizzly Bears"] and s.life(1) == 18


def test_ebonblade_reaper_halves_your_life_then_theirs():
    s = Scenario()
    reaper = s.battlefield(0, "Ebonblade Reaper")
    g = s.start()
    g.players[1].life = 15
    s.attack(reaper)
    s.resolve_all()
    assert s.life(0) == 10
    s.pass_until("end")
    assert s.life(1) == 14 - 7  # 1 combat damage, then half of 14


def test_stag_beetle_enters_with_a_counter_per_other_creature():
    s = Scenario()
    beetle = s.hand(0, "Stag Beetle")
    s.lands(0, "Forest", 5)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Llanowar Elves")
    s.start()
    s.cast(beetle).resolve()
    assert s.pt(s.find("Stag Beetle")) == (2, 2)


def test_undead_gladiator_returns_from_the_graveyard_during_your_upkeep_only():
    s = Scenario()
    gladiator = s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island")
    s.lands(0, "Swamp", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    assert activations(s, gladiator) == []
    s.pass_until("upkeep", active=0)
    s.activate(gladiator)
    assert g_zone(s, gladiator) == "graveyard"
    while s.game.decision.kind == DecisionKind.DISCARD:
        s.choose(s.game.legal_actions()[0].args[0])
    s.resolve()
    assert "Undead Gladiator" in s.hand_names(0) and "Island" in s.graveyard_names(0)


def g_zone(s: Scenario, oid: int) -> str:
    return s.game.objects[oid].zone


def test_rummaging_wizard_surveils():
    s = Scenario()
    wizard = s.battlefield(0, "Rummaging Wizard")
    s.lands(0, "Island", 3)
    s.library(0, "Grizzly Bears", "Island")
    g = s.start()
    s.activate(wizard).resolve()
    assert g.decision.kind == DecisionKind.SURVEIL
    s.choose("graveyard")
    assert s.graveyard_names(0) == ["Grizzly Bears"]


# ----------------------------------------------------------- land and lands
def test_annex_takes_control_of_the_enchanted_land():
    s = Scenario()
    annex = s.hand(0, "Annex")
    s.lands(0, "Island", 4)
    forest = s.battlefield(1, "Forest")
    g = s.start()
    s.cast(annex, targets=[forest]).resolve()
    assert g.chars(forest).controller == 0


def test_kamahl_animates_a_land_and_pumps_your_creatures():
    s = Scenario()
    kamahl = s.battlefield(0, "Kamahl, Fist of Krosa")
    s.lands(0, "Forest", 6)
    land = s.battlefield(1, "Plains")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(kamahl, index=0, targets=[land]).resolve()
    assert g.chars(land).is_creature and g.chars(land).is_land and s.pt(land) == (1, 1)
    s.activate(kamahl, index=1).resolve()
    assert s.pt(bears) == (5, 5) and "trample" in g.chars(bears).keywords
    assert s.pt(theirs) == (2, 2) and s.pt(kamahl) == (7, 6)
    s.pass_until("upkeep", active=1)
    assert not g.chars(land).is_creature


def test_starlit_sanctum_sacrifices_a_cleric_for_life():
    s = Scenario()
    sanctum = s.battlefield(0, "Starlit Sanctum")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Swamp")
    archon = s.battlefield(0, "Cabal Archon")  # a 2/2 Cleric
    s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.activate(sanctum, index=1)
    assert g.decision.kind == DecisionKind.SACRIFICE and len(g.legal_actions()) == 1
    s.choose(archon)
    s.resolve()
    assert s.life(0) == 22 and s.graveyard_names(0) == ["Cabal Archon"]


def test_airdrop_condor_deals_the_sacrificed_goblins_power():
    s = Scenario()
    condor = s.battlefield(0, "Airdrop Condor")
    s.lands(0, "Mountain", 2)
    goblin = s.battlefield(0, "Sparksmith")
    s.start()
    s.activate(condor, targets=["P1"])
    s.choose(goblin)
    s.resolve()
    assert s.life(1) == 19


# ------------------------------------------------------------------- spells
def test_smother_only_small_creatures_and_no_regeneration():
    s = Scenario()
    smother = s.hand(0, "Smother")
    s.lands(0, "Swamp", 2)
    s.battlefield(1, "Silvos, Rogue Elemental")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    g.act(Action(ActionKind.CAST, (smother, "normal")))
    offered = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert offered == [bears]
    s._answer_casting([bears], None, None, True)
    s.resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_cruel_revival_destroys_a_non_zombie_and_returns_a_zombie_card():
    s = Scenario()
    revival = s.hand(0, "Cruel Revival")
    s.lands(0, "Swamp", 5)
    bears = s.battlefield(1, "Grizzly Bears")
    legion = s.graveyard(0, "Severed Legion")
    s.battlefield(1, "Gluttonous Zombie")
    s.start()
    s.cast(revival, targets=[bears, legion]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"] and s.hand_names(0) == ["Severed Legion"]


def test_oblation_shuffles_the_permanent_into_its_owners_library_and_they_draw_two():
    s = Scenario()
    oblation = s.hand(0, "Oblation")
    s.lands(0, "Plains", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(1, "Island", "Island", "Island")
    g = s.start()
    s.cast(oblation, targets=[bears]).resolve()
    assert (
        s.battlefield_names(1) == []
        and s.hand_names(1).count("Island") + s.hand_names(1).count("Grizzly Bears") == 2
    )
    assert sorted(s.names(g.players[1].library + g.players[1].hand)) == [
        "Grizzly Bears",
        "Island",
        "Island",
        "Island",
    ]


def test_vitality_charm_modes():
    s = Scenario()
    charm = s.hand(0, "Vitality Charm")
    s.battlefield(0, "Forest")
    s.start()
    s.cast(charm, mode=0).resolve()
    assert s.battlefield_names(0).count("Insect") == 1
    s2 = Scenario()
    charm2 = s2.hand(0, "Vitality Charm")
    s2.battlefield(0, "Forest")
    bears = s2.battlefield(0, "Grizzly Bears")
    g2 = s2.start()
    s2.cast(charm2, mode=1, targets=[bears]).resolve()
    assert s2.pt(bears) == (3, 3) and "trample" in g2.chars(bears).keywords


def test_run_wild_grants_trample_and_a_regeneration_ability_until_end_of_turn():
    s = Scenario()
    run = s.hand(0, "Run Wild")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert activations(s, bears) == []
    s.cast(run, targets=[bears]).resolve()
    assert "trample" in g.chars(bears).keywords and len(activations(s, bears)) == 1
    s.pass_until("upkeep", active=1)
    assert "trample" not in g.chars(bears).keywords
    assert len(g.chars(bears).abilities) == 0


def test_dirge_of_dread_gives_every_creature_fear_and_cycles_for_one():
    s = Scenario()
    dirge = s.hand(0, "Dirge of Dread")
    s.lands(0, "Swamp", 3)
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.cast(dirge).resolve()
    assert "fear" in g.chars(theirs).keywords
    s2 = Scenario()
    dirge2 = s2.hand(0, "Dirge of Dread")
    s2.lands(0, "Swamp", 2)
    s2.library(0, "Island")
    bears = s2.battlefield(0, "Grizzly Bears")
    g2 = s2.start()
    cycle(s2, dirge2)
    s2.game.act(Action(ActionKind.TARGET, (bears,)))
    s2.resolve()
    s2.choose("yes")
    assert "fear" in g2.chars(bears).keywords


def test_syphon_mind_each_opponent_discards_and_you_draw_as_many():
    s = Scenario()
    syphon = s.hand(0, "Syphon Mind")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Island")
    s.library(0, "Plains", "Plains")
    s.start()
    s.cast(syphon).resolve()
    s.choose(s.find("Island", "hand"))
    assert s.graveyard_names(1) == ["Island"] and s.hand_names(0) == ["Plains"]


# ------------------------------------------ look at the top of your library
def test_sage_aven_puts_the_top_four_back_in_the_order_chosen():
    s = Scenario()
    aven = s.hand(0, "Sage Aven")
    s.lands(0, "Island", 4)
    s.library(0, "Plains", "Island", "Swamp", "Mountain", "Forest")
    g = s.start()
    s.cast(aven).resolve()
    s.resolve()
    assert g.decision.kind == DecisionKind.SCRY_ORDER
    assert sorted(s.names(a.args[0] for a in g.legal_actions())) == [
        "Island",
        "Mountain",
        "Plains",
        "Swamp",
    ]
    for name in ("Mountain", "Plains", "Swamp"):
        s.choose(s.find(name, "library"))
    assert top_names(s, 0, 5) == ["Mountain", "Plains", "Swamp", "Island", "Forest"]


def test_information_dealer_looks_at_one_card_per_wizard():
    s = Scenario()
    dealer = s.battlefield(0, "Information Dealer")
    s.battlefield(1, "Rummaging Wizard")
    s.library(0, "Plains", "Island", "Swamp")
    g = s.start()
    s.activate(dealer).resolve()
    assert len(g.legal_actions()) == 2
    s.choose(s.find("Island", "library"))
    assert top_names(s, 0, 3) == ["Island", "Plains", "Swamp"]


def test_discombobulate_counters_and_trickery_charm_modes():
    s = Scenario()
    spell = s.hand(0, "Discombobulate")
    s.lands(0, "Island", 4)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.library(0, "Plains")
    s.start(active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(spell, targets=[s.find("Lightning Bolt", "stack")]).resolve()
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.life(0) == 20
    s2 = Scenario()
    charm = s2.hand(0, "Trickery Charm")
    s2.battlefield(0, "Island")
    bears = s2.battlefield(0, "Grizzly Bears")
    g2 = s2.start()
    s2.cast(charm, mode=0, targets=[bears]).resolve()
    assert "flying" in g2.chars(bears).keywords


def test_smother_cant_be_cast_without_a_small_creature_to_target():
    s = Scenario()
    smother = s.hand(0, "Smother")
    s.lands(0, "Swamp", 2)
    silvos = s.battlefield(1, "Silvos, Rogue Elemental")
    g = s.start()
    with pytest.raises(IllegalAction):
        g.act(Action(ActionKind.CAST, (smother, "normal")))
    assert g.objects[silvos].zone == "battlefield" and g.objects[smother].zone == "hand"
