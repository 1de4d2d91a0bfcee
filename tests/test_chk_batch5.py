"""Champions of Kamigawa, the rest of the set (5): Samurai of the Pale Curtain,
Oni Possession, Jade Idol, Soilshaper, Orochi Hatchery, Wicked Akuba, Reweave,
Hanabi Blast, Mana Seism and Petals of Insight (cards in
manastack/cards/kamigawa_batch5.py)."""

from kamigawa_helpers import choose

from manastack.scenario import Scenario


def test_samurai_of_the_pale_curtain_exiles_permanents_going_to_a_graveyard():
    s = Scenario()
    s.battlefield(0, "Samurai of the Pale Curtain")
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=[bears])
    s.resolve_all()
    assert s.names(s.game.exile) == ["Grizzly Bears"]
    assert s.graveyard_names(0) == ["Lightning Bolt"]  # a spell is not a permanent


def test_oni_possession_makes_a_demon_spirit_and_demands_a_creature():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Oni Possession", attached_to=bears)
    elf = s.battlefield(0, "Llanowar Elves")
    s.library(0, *["Forest"] * 3)
    s.start(step="end", active=1)
    assert s.pt(bears) == (5, 5) and "trample" in s.game.chars(bears).keywords
    assert s.game.chars(bears).subtypes == {"Demon", "Spirit"}
    s.pass_until_decision("sacrifice")
    assert {a.args[0] for a in s.game.legal_actions()} == {bears, elf}
    choose(s, elf)
    assert s.graveyard_names(0) == ["Llanowar Elves"]


def test_jade_idol_becomes_a_spirit_creature_until_end_of_turn():
    s = Scenario()
    idol = s.battlefield(0, "Jade Idol")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    s.start()
    assert not s.game.chars(idol).is_creature
    s.cast(spike, targets=["P1"])
    s.resolve_all()
    ch = s.game.chars(idol)
    assert ch.is_creature and "Artifact" in ch.types and "Spirit" in ch.subtypes
    assert s.pt(idol) == (4, 4)
    s.pass_until("upkeep", active=1)
    assert not s.game.chars(idol).is_creature


def test_soilshaper_animates_a_land():
    s = Scenario()
    s.battlefield(0, "Soilshaper")
    forest = s.battlefield(0, "Forest")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spike, targets=["P1", forest])
    s.resolve_all()
    ch = s.game.chars(forest)
    assert ch.is_creature and ch.is_land and s.pt(forest) == (3, 3)


def test_orochi_hatchery_makes_a_snake_per_charge_counter():
    s = Scenario()
    hatchery = s.hand(0, "Orochi Hatchery")
    s.lands(0, "Forest", 9)
    s.start()
    s.cast(hatchery, x=2)
    s.resolve_all()
    found = s.find("Orochi Hatchery", "battlefield")
    assert s.game.objects[found].counters.get("charge") == 2
    s.activate(found).resolve()
    snakes = [o for o in s.game.battlefield if s.game.chars(o).name == "Snake"]
    assert len(snakes) == 2


def test_wicked_akuba_targets_only_a_player_it_damaged():
    s = Scenario()
    akuba = s.battlefield(0, "Wicked Akuba")
    s.lands(0, "Swamp", 2)
    s.start()
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == akuba]
    s.attack(akuba)
    s.pass_until("main2")
    s.activate(akuba, targets=["P1"]).resolve()
    assert s.life(1) == 17


def test_reweave_replaces_a_permanent_with_one_sharing_a_type():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    reweave = s.hand(0, "Reweave")
    s.lands(0, "Island", 6)
    s.library(1, "Plains", "Kami of Old Stone", "Forest")
    s.start()
    s.cast(reweave, targets=[bears])
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(1)
    kami = s.find("Kami of Old Stone", "battlefield")
    assert s.game.chars(kami).controller == 1
    assert sorted(s.names(s.game.players[1].library)) == ["Forest", "Plains"]


def test_hanabi_blast_returns_to_hand_then_discards_at_random():
    s = Scenario(seed=3)
    blast = s.hand(0, "Hanabi Blast")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(blast, targets=["P1"])
    s.resolve_all()
    assert s.life(1) == 18
    # the Blast came back and was the only card to discard at random
    assert s.graveyard_names(0) == ["Hanabi Blast"] and s.hand_names(0) == []


def test_hanabi_blast_with_another_card_keeps_one_of_the_two():
    s = Scenario(seed=1)
    blast, _bears = s.hand(0, "Hanabi Blast", "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(blast, targets=["P1"])
    s.resolve_all()
    assert len(s.hand_names(0)) == 1 and len(s.graveyard_names(0)) == 1
    assert sorted(s.hand_names(0) + s.graveyard_names(0)) == ["Grizzly Bears", "Hanabi Blast"]


def test_mana_seism_turns_lands_into_colourless_mana():
    s = Scenario()
    seism = s.hand(0, "Mana Seism")
    s.lands(0, "Mountain", 2)
    extra = s.lands(0, "Forest", 2)
    s.start()
    s.cast(seism)
    s.resolve()
    choose(s, extra[0])
    choose(s, extra[1])
    choose(s, "done")
    assert s.game.players[0].pool.available().get("C") == 2
    assert s.graveyard_names(0).count("Forest") == 2


def test_petals_of_insight_returns_to_hand_or_draws_three():
    s = Scenario()
    petals = s.hand(0, "Petals of Insight")
    s.lands(0, "Island", 5)
    s.library(0, "Plains", "Island", "Forest", "Swamp")
    s.start()
    s.cast(petals)
    s.resolve()
    choose(s, "yes")
    while s.game.decision.kind == "bottom_order":
        choose(s, s.game.legal_actions()[0].args[0])
    assert s.hand_names(0) == ["Petals of Insight"]
    assert s.names(s.game.players[0].library)[-1] == "Swamp"  # the fourth card is on top now
    s2 = Scenario()
    p2 = s2.hand(0, "Petals of Insight")
    s2.lands(0, "Island", 5)
    s2.library(0, "Plains", "Island", "Forest", "Swamp")
    s2.start()
    s2.cast(p2)
    s2.resolve()
    choose(s2, "no")
    assert sorted(s2.hand_names(0)) == ["Forest", "Island", "Plains"]
    assert s2.graveyard_names(0) == ["Petals of Insight"]


def test_orochi_hatchery_with_x_zero_has_no_counters():
    s = Scenario()
    hatchery = s.hand(0, "Orochi Hatchery")
    s.start()
    s.cast(hatchery, x=0)
    s.resolve_all()
    found = s.find("Orochi Hatchery", "battlefield")
    assert s.game.objects[found].counters == {}
