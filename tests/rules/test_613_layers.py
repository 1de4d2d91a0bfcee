"""CR 611, 613 continuous effects and the layer system: static abilities,
timestamps, dependencies, characteristic-defining abilities, P/T sublayers
with counters."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def test_glorious_anthem_affects_only_its_controllers_creatures():
    """CR 604.1, 613.4c: "Creatures you control get +1/+1." """
    s = Scenario()
    s.battlefield(0, "Glorious Anthem")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    assert s.pt(mine) == (3, 3)
    assert s.pt(theirs) == (2, 2)


def test_static_ability_applies_to_creatures_that_arrive_later():
    """CR 611.3a: a static ability's affected set isn't locked in."""
    s = Scenario()
    s.battlefield(0, "Glorious Anthem")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(bears).resolve()
    assert s.pt(s.find("Grizzly Bears", "battlefield")) == (3, 3)


def test_resolved_effect_locks_its_affected_set():
    """CR 611.2c: Goblin Pyromancer's pump doesn't reach a Goblin that arrives
    after it resolved."""
    s = Scenario()
    pyro = s.hand(0, "Goblin Pyromancer")
    goblin = s.hand(0, "Raging Goblin")
    s.lands(0, "Mountain", 5)
    s.start(step="main1")
    s.cast(pyro).resolve()
    s.resolve()
    s.cast(goblin).resolve()
    assert s.pt(s.find("Raging Goblin", "battlefield")) == (1, 1)


def test_static_ability_ends_when_its_source_leaves():
    """CR 611.3b: Disenchant on Glorious Anthem."""
    s = Scenario()
    anthem = s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    disenchant = s.hand(1, "Disenchant")
    s.lands(1, "Plains", 2)
    s.start(step="main1")
    s.pass_priority()
    s.cast(disenchant, targets=[anthem]).resolve()
    assert s.pt(bears) == (2, 2)


def test_aura_and_equipment_modify_the_creature_they_are_attached_to():
    """CR 613.4c: Holy Strength (+1/+2) and Bonesplitter (+2/+0)."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Holy Strength", attached_to=bears)
    s.battlefield(0, "Bonesplitter", attached_to=bears)
    s.start(step="main1")
    assert s.pt(bears) == (5, 4)


def test_equip_at_sorcery_speed_moves_the_equipment():
    """CR 702.6a: Bonesplitter's Equip {1} only as a sorcery."""
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    splitter = s.battlefield(0, "Bonesplitter", attached_to=bears)
    s.lands(0, "Mountain", 2)
    s.start(step="main1")
    s.activate(splitter, 1, targets=[giant]).resolve()
    assert s.pt(giant) == (5, 3) and s.pt(bears) == (2, 2)
    s.pass_priority(2)  # beginning of combat
    assert Action("activate", (splitter, 1)) not in s.game.legal_actions()


def test_control_magic_gains_control():
    """CR 613.1b (layer 2): "You control enchanted creature." The creature can't
    attack for its new controller this turn (CR 302.6)."""
    s = Scenario()
    magic = s.hand(0, "Control Magic")
    s.lands(0, "Island", 4)
    angel = s.battlefield(1, "Serra Angel")
    s.start(step="main1")
    s.cast(magic, targets=[angel]).resolve()
    assert s.game.chars(angel).controller == 0
    s.pass_until("beginning_of_combat")
    s.pass_priority(2)
    g = s.game
    assert g.step == "declare_attackers" and g.turn_number == 2
    assert g.decision.kind != "attackers"  # the Angel can't attack yet


def test_later_control_effect_wins_by_timestamp():
    """CR 613.7: within layer 2 the later timestamp applies last."""
    s = Scenario()
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Control Magic", attached_to=angel)
    magic = s.hand(1, "Control Magic")
    s.lands(1, "Island", 4)
    s.start(step="main1", active=1)
    assert s.game.chars(angel).controller == 0
    s.cast(magic, targets=[angel]).resolve()
    assert s.game.chars(angel).controller == 1


def test_control_returns_when_control_magic_leaves():
    """CR 611.3b: Naturalize on Control Magic gives the creature back."""
    s = Scenario()
    angel = s.battlefield(1, "Serra Angel")
    magic = s.battlefield(0, "Control Magic", attached_to=angel)
    naturalize = s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    s.start(step="main1", active=1)
    s.cast(naturalize, targets=[magic]).resolve()
    assert s.game.chars(angel).controller == 1


def test_characteristic_defining_power_counts_the_graveyard():
    """CR 604.3, 613.4a: Dragonfly Swarm's power is the number of noncreature,
    nonland cards in its controller's graveyard, and changes as it changes."""
    s = Scenario()
    s.library(0, "Island")
    swarm = s.battlefield(0, "Dragonfly Swarm")
    s.graveyard(0, "Opt", "Forest", "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    assert s.pt(swarm) == (1, 3)
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.pt(swarm) == (2, 3)


def test_cda_applies_before_modifications():
    """CR 613.4a then 613.4c: Giant Growth adds to the CDA value."""
    s = Scenario()
    swarm = s.battlefield(0, "Dragonfly Swarm")
    s.graveyard(0, "Opt", "Opt")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    s.start(step="main1")
    s.cast(growth, targets=[swarm]).resolve()
    assert s.pt(swarm) == (6, 6)  # Giant Growth itself is a third card


def test_setting_pt_applies_before_modifying_regardless_of_timestamp():
    """CR 613.4b-c: Giant Growth (earlier) still adds to a later "base 0/1"."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    ray = s.hand(0, "Test Shrink Ray")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Island")
    s.start(step="main1")
    s.cast(growth, targets=[bears]).resolve()
    s.cast(ray, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 4)


def test_counters_apply_with_modifications_in_layer_7c():
    """CR 613.4c, 122.1a: counters, Anthem and Giant Growth all add up, and a
    "base 0/1" effect sets the value they add to."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    s.battlefield(0, "Glorious Anthem")
    ray = s.hand(0, "Test Shrink Ray")
    s.battlefield(0, "Island")
    s.start(step="main1")
    assert s.pt(bears) == (5, 5)
    s.cast(ray, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 4)


def test_dependency_beats_timestamp_within_a_layer():
    """CR 613.8: "creatures you control with flying have haste" depends on
    "creatures you control have flying", so the latter applies first even with a
    later timestamp."""
    s = Scenario()
    s.battlefield(0, "Test Wind Banner")
    s.battlefield(0, "Test Sky Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    assert {"flying", "haste"} <= s.game.chars(bears).keywords


def test_dependency_through_another_objects_values():
    """CR 613.8a: "creatures you control have haste as long as a creature has
    flying" depends on the opponent's later "creatures you control have flying",
    although that changes only the opponent's creature, which the banner never
    affects: what the banner reads changed."""
    s = Scenario()
    s.battlefield(0, "Test Storm Banner")
    s.battlefield(1, "Test Sky Anthem")
    theirs = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    assert "flying" in s.game.chars(theirs).keywords
    assert "haste" in s.game.chars(mine).keywords


def test_goblin_warchief_grants_haste_to_goblins_only():
    """Goblin Warchief: "Goblins you control have haste." (layer 6)"""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    goblin = s.battlefield(0, "Boggart Brute")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Raging Goblin")
    s.start(step="main1")
    assert "haste" in s.game.chars(goblin).keywords
    assert "haste" not in s.game.chars(bears).keywords
    assert s.game.chars(theirs).keywords == frozenset({"haste"})  # its own haste


def test_pump_until_end_of_turn_and_counters_stay():
    """CR 514.2, 122: the pump ends at cleanup, the counter stays."""
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main2")
    s.cast(origin, mode=1, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 3)
    s.pass_until("upkeep", active=1)
    assert s.pt(bears) == (3, 3)
    assert "indestructible" not in s.game.chars(bears).keywords


def test_pacifism_grants_cant_attack_via_a_static_ability():
    """CR 613.1f: Pacifism's restriction is an ability-granting static effect."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    pacifism = s.hand(1, "Pacifism")
    s.lands(1, "Plains", 2)
    s.start(step="main1", active=1)
    s.cast(pacifism, targets=[bears]).resolve()
    assert {"cant_attack", "cant_block"} <= s.game.chars(bears).keywords


def test_characteristic_defining_ability_works_in_every_zone():
    """CR 604.3: Dragonfly Swarm's power is defined in its owner's hand too."""
    s = Scenario()
    swarm = s.hand(0, "Dragonfly Swarm")
    s.graveyard(0, "Opt", "Lightning Bolt", "Forest")
    s.start(step="main1")
    assert s.pt(swarm) == (2, 3)


def _swarm_then_discard_opt(anthem: bool) -> tuple[Scenario, int]:
    """Dragonfly Swarm on the battlefield; its controller ends the turn with
    eight cards in hand and discards Opt to hand size (a hand -> graveyard move)."""
    s = Scenario()
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    swarm = s.battlefield(0, "Dragonfly Swarm")
    if anthem:
        s.battlefield(0, "Glorious Anthem")
    s.graveyard(0, "Lightning Bolt")
    opt = s.hand(0, "Opt", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest")[0]
    s.start(step="main2")
    s.pass_until_decision("discard")
    s.choose(opt)
    return s, swarm


def test_a_discard_updates_a_graveyard_counting_power():
    """CR 604.3, 613.4a: a card moving from hand to graveyard (no object on the
    battlefield changes) still changes Dragonfly Swarm's power."""
    s, swarm = _swarm_then_discard_opt(anthem=False)
    assert s.graveyard_names(0) == ["Lightning Bolt", "Opt"]
    assert s.pt(swarm) == (2, 3)


def test_a_discard_updates_a_graveyard_counting_power_under_an_anthem():
    """CR 613.4a, 613.4c: with Glorious Anthem (an effect that reads only the
    battlefield) also applying, the discard still counts: 2 + 1 / 3 + 1."""
    s, swarm = _swarm_then_discard_opt(anthem=True)
    assert s.pt(swarm) == (3, 4)


def test_an_attacking_creature_keeps_an_auras_bonus():
    """CR 506.4, 613.4c: declaring attackers changes nothing an Aura's bonus
    reads; Holy Strength's +1/+2 still applies while the creature attacks and
    after combat ends."""
    s = Scenario()
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    strength = s.hand(0, "Holy Strength")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    s.cast(strength, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 4)
    s.attack(bears)
    assert s.pt(bears) == (3, 4)
    s.pass_until("main2")
    assert s.pt(bears) == (3, 4) and s.game.players[1].life == 17
