"""More Champions of Kamigawa singles: each card's own text."""

from kamigawa_helpers import actions_of, choose

from manastack.scenario import Scenario


def test_akki_avalanchers_sacrifices_a_land_once_each_turn():
    s = Scenario()
    akki = s.battlefield(0, "Akki Avalanchers")
    lands = s.lands(0, "Mountain", 2)
    s.start()
    s.activate(akki)
    choose(s, lands[0])
    s.resolve()
    assert s.pt(akki) == (3, 1) and s.graveyard_names(0) == ["Mountain"]
    assert not [a for a in actions_of(s, "activate") if a.args[0] == akki]


def test_akki_coalflinger_gives_attackers_first_strike():
    s = Scenario()
    flinger = s.battlefield(0, "Akki Coalflinger")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.start()
    assert "first strike" in s.game.chars(flinger).keywords
    s.attack(bears)
    s.activate(flinger).resolve()
    assert "first strike" in s.game.chars(bears).keywords


def test_blood_rites_sacrifices_a_creature_for_2_damage():
    s = Scenario()
    rites = s.battlefield(0, "Blood Rites")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(rites, targets=["P1"])
    choose(s, bears)
    s.resolve()
    assert s.life(1) == 18 and s.graveyard_names(0) == ["Grizzly Bears"]


def test_deathcurse_ogre_makes_each_player_lose_3_when_it_dies():
    s = Scenario()
    ogre = s.battlefield(0, "Deathcurse Ogre")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[ogre]).resolve()
    s.resolve()
    assert s.life(0) == 17 and s.life(1) == 17


def test_gale_force_hits_only_flyers():
    s = Scenario()
    moth = s.battlefield(1, "Kabuto Moth")
    bears = s.battlefield(1, "Grizzly Bears")
    force = s.hand(0, "Gale Force")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(force).resolve()
    assert "Kabuto Moth" in s.graveyard_names(1) and bears in s.game.battlefield
    assert moth not in s.game.battlefield


def test_kami_of_ancient_law_destroys_an_enchantment():
    s = Scenario()
    kami = s.battlefield(0, "Kami of Ancient Law")
    honden = s.battlefield(1, "Honden of Infinite Rage")
    s.start()
    s.activate(kami, targets=[honden]).resolve()
    assert "Honden of Infinite Rage" in s.graveyard_names(1)


def test_nezumi_bone_reader_sacrifices_for_a_discard_at_sorcery_speed():
    s = Scenario()
    reader = s.battlefield(0, "Nezumi Bone-Reader")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Swamp")
    card = s.hand(1, "Forest")
    s.start()
    s.activate(reader, targets=["P1"])
    choose(s, bears)
    s.resolve()
    choose(s, card)
    assert s.graveyard_names(1) == ["Forest"]


def test_stone_rain_destroys_a_land():
    s = Scenario()
    land = s.battlefield(1, "Forest")
    rain = s.hand(0, "Stone Rain")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(rain, targets=[land]).resolve()
    assert s.graveyard_names(1) == ["Forest"]


def test_soratami_savant_counters_unless_its_controller_pays_3():
    s = Scenario()
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    savant = s.battlefield(0, "Soratami Savant")
    lands = s.lands(0, "Island", 4)
    s.start(active=1)
    s.cast(ray, targets=["P0"])
    s.pass_priority()
    s.activate(savant, 1, targets=[s.find("Glacial Ray", "stack")])
    choose(s, lands[3])
    s.resolve()
    choose(s, "decline")
    s.resolve_all()
    assert s.life(0) == 20 and "Glacial Ray" in s.graveyard_names(1)


def test_soratami_rainshaper_gives_shroud():
    s = Scenario()
    shaper = s.battlefield(0, "Soratami Rainshaper")
    bears = s.battlefield(0, "Grizzly Bears")
    lands = s.lands(0, "Island", 4)
    s.start()
    s.activate(shaper, 1, targets=[bears])
    choose(s, lands[3])
    s.resolve()
    assert "shroud" in s.game.chars(bears).keywords


def test_orochi_leafcaller_turns_green_into_any_colour():
    s = Scenario()
    caller = s.battlefield(0, "Orochi Leafcaller")
    forest = s.battlefield(0, "Forest")
    s.start()
    s.act("mana_abilities")
    s.act("activate", forest, 0, "G")  # {G} to pay for it
    options = {a.args for a in actions_of(s, "activate")}
    assert {(caller, 0, c) for c in "WUBRG"} <= options
    s.act("activate", caller, 0, "U")
    pool = s.game.players[0].pool.available()
    assert pool["U"] == 1 and pool["G"] == 0


def test_rootrunner_puts_a_land_on_top_of_its_owners_library():
    s = Scenario()
    runner = s.battlefield(0, "Rootrunner")
    land = s.battlefield(1, "Forest")
    s.lands(0, "Forest", 2)
    s.start()
    s.activate(runner, 0, targets=[land]).resolve()
    library = s.game.players[1].library
    assert library and s.game.card_name(library[-1]) == "Forest"


def test_reito_lantern_puts_a_graveyard_card_on_the_bottom():
    s = Scenario()
    lantern = s.battlefield(0, "Reito Lantern")
    card = s.graveyard(1, "Glacial Ray")
    s.library(1, "Forest")
    s.lands(0, "Island", 3)
    s.start()
    s.activate(lantern, targets=[card]).resolve()
    library = s.game.players[1].library
    assert s.game.card_name(library[0]) == "Glacial Ray"  # the bottom
    assert s.game.card_name(library[-1]) == "Forest"


def test_cage_of_hands_stops_attacks_and_blocks_and_returns_to_hand():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    cage = s.battlefield(0, "Cage of Hands", attached_to=bears)
    s.lands(0, "Plains", 2)
    s.start()
    assert {"cant_attack", "cant_block"} <= s.game.chars(bears).keywords
    s.activate(cage).resolve()
    assert s.hand_names(0) == ["Cage of Hands"]
    assert "cant_block" not in s.game.chars(bears).keywords


def test_psychic_spear_takes_a_spirit_or_arcane_card():
    s = Scenario()
    spear = s.hand(0, "Psychic Spear")
    ray, bolt = s.hand(1, "Glacial Ray", "Lightning Bolt")
    s.battlefield(0, "Swamp")
    s.start()
    s.cast(spear, targets=["P1"]).resolve()
    assert {a.args[0] for a in actions_of(s, "choose")} == {ray}
    choose(s, ray)
    assert s.hand_names(1) == ["Lightning Bolt"] and bolt in s.game.players[1].hand


def test_eerie_procession_finds_an_arcane_card():
    s = Scenario()
    procession = s.hand(0, "Eerie Procession")
    s.library(0, "Glacial Ray", "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(procession).resolve()
    assert {a.args[0] for a in actions_of(s, "choose")} == {s.find("Glacial Ray"), "done"}
    choose(s, s.find("Glacial Ray"))
    assert s.hand_names(0) == ["Glacial Ray"]


def test_wear_away_destroys_an_artifact_or_enchantment():
    s = Scenario()
    honden = s.battlefield(1, "Honden of Infinite Rage")
    wear = s.hand(0, "Wear Away")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(wear, targets=[honden]).resolve()
    assert s.graveyard_names(1) == ["Honden of Infinite Rage"]


def test_ragged_veins_makes_the_controller_lose_the_damage_dealt():
    s = Scenario()
    bears = s.battlefield(1, "Kami of Old Stone")
    s.battlefield(0, "Ragged Veins", attached_to=bears)
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(ray, targets=[bears]).resolve()
    s.resolve()
    assert s.life(1) == 18
