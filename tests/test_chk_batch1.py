"""Champions of Kamigawa, the rest of the set (1): each card's text, through the
scenario harness and the public API (cards in manastack/cards/kamigawa_batch1.py)."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


def _names_on_battlefield(s, player):
    return sorted(s.battlefield_names(player))


# ------------------------------------------------------------ legendary lands
@pytest.mark.parametrize(
    "land, mana, check",
    [
        ("Okina, Temple to the Grandfathers", "Forest", lambda s, c: s.pt(c) == (2, 2)),
        (
            "Shinka, the Bloodsoaked Keep",
            "Mountain",
            lambda s, c: "first strike" in s.game.chars(c).keywords,
        ),
        ("Shizo, Death's Storehouse", "Swamp", lambda s, c: "fear" in s.game.chars(c).keywords),
    ],
)
def test_legendary_lands_help_only_a_legendary_creature(land, mana, check):
    """Okina, Shinka and Shizo: {X}, {T}: target legendary creature gets its bonus."""
    s = Scenario()
    keeper = s.battlefield(0, land)
    s.battlefield(0, mana)
    legend = s.battlefield(0, "Kiku, Night's Flower")  # 1/1 legendary
    s.battlefield(0, "Grizzly Bears")
    ben = s.battlefield(1, "Ben-Ben, Akki Hermit")  # 1/1 legendary
    s.start()
    s.game.act(Action("activate", (keeper, 1)))
    targets = {a.args[0] for a in actions_of(s, "target")}
    assert targets == {legend, ben}  # the two legends, not the Bears
    s.game.act(Action("target", (ben,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert check(s, ben) and not check(s, legend)


def test_okina_taps_for_green():
    s = Scenario()
    okina = s.battlefield(0, "Okina, Temple to the Grandfathers")
    s.start()
    s.tap_for_mana(okina, "G")
    assert s.game.players[0].pool.available().get("G") == 1


def test_minamo_untaps_a_legendary_permanent():
    s = Scenario()
    minamo = s.battlefield(0, "Minamo, School at Water's Edge")
    s.battlefield(0, "Island")
    okina = s.battlefield(0, "Okina, Temple to the Grandfathers", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.game.act(Action("activate", (minamo, 1)))
    # Minamo is legendary and tapped itself; the Bears are not legendary
    assert {a.args[0] for a in actions_of(s, "target")} == {okina, minamo}
    s.game.act(Action("target", (okina,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert not s.game.objects[okina].tapped and s.game.objects[bears].tapped


# ------------------------------------------------------------------ Equipment
def test_no_dachi_gives_plus_two_and_first_strike_once_equipped():
    s = Scenario()
    sword = s.battlefield(0, "No-Dachi")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    s.start()
    assert s.pt(bears) == (2, 2)
    s.activate(sword, targets=[bears]).resolve()
    assert s.pt(bears) == (4, 2) and "first strike" in s.game.chars(bears).keywords


@pytest.mark.parametrize(
    "creature, want, trample",
    [
        ("Grizzly Bears", (3, 3), False),  # +1/+1
        ("Kiku, Night's Flower", (4, 4), False),  # legendary: +2/+2 more
        ("Ben-Ben, Akki Hermit", (4, 4), True),  # legendary and red: trample too
    ],
)
def test_tenza_bonus_depends_on_legendary_and_red(creature, want, trample):
    s = Scenario()
    tenza = s.battlefield(0, "Tenza, Godo's Maul")
    c = s.battlefield(0, creature)
    s.lands(0, "Plains", 1)
    s.start()
    s.activate(tenza, targets=[c]).resolve()
    assert s.pt(c) == want
    assert ("trample" in s.game.chars(c).keywords) == trample


# --------------------------------------------------------------- Dragon legends
def test_kokusho_drains_five_when_it_dies():
    s = Scenario()
    s.battlefield(0, "Kokusho, the Evening Star")
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(rend, targets=[s.find("Kokusho, the Evening Star")])
    s.resolve_all()
    assert s.life(1) == 15 and s.life(0) == 25


def test_ryusei_hits_each_creature_without_flying():
    s = Scenario()
    ryusei = s.battlefield(0, "Ryusei, the Falling Star")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    moth = s.battlefield(1, "Kabuto Moth")  # a 1/2 flyer
    mine = s.battlefield(0, "Kodama of the North Tree")  # 6/4: survives 5? no, 4 toughness
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(rend, targets=[ryusei])
    s.resolve_all()
    assert "Frost Ogre" in s.graveyard_names(1)
    assert s.game.objects[moth].zone == "battlefield"
    assert "Kodama of the North Tree" in s.graveyard_names(0)
    assert ogre not in s.game.battlefield and mine not in s.game.battlefield


# ------------------------------------------------------------- black legends
def test_night_of_souls_betrayal_shrinks_every_creature():
    s = Scenario()
    s.battlefield(0, "Night of Souls' Betrayal")
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(0, "Llanowar Elves")
    s.start()
    s.resolve_all()
    assert s.pt(bears) == (1, 1)
    assert elf not in s.game.battlefield  # a 1/1 dies as a state-based action


def test_seizan_makes_each_upkeep_player_lose_two_and_draw_two():
    s = Scenario()
    s.battlefield(0, "Seizan, Perverter of Truth")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Island"] * 5)
    s.start(step="end", active=0)
    s.pass_until("upkeep", active=1)
    s.resolve_all()
    assert s.life(1) == 18 and len(s.game.players[1].hand) == 2
    assert s.life(0) == 20 and len(s.game.players[0].hand) == 0


def test_he_who_hungers_sacrifices_a_spirit_to_take_a_card():
    s = Scenario()
    hungers = s.battlefield(0, "He Who Hungers")
    kami = s.battlefield(0, "Kami of Old Stone")
    s.lands(0, "Swamp", 1)
    bolt, bears = s.hand(1, "Lightning Bolt", "Grizzly Bears")
    s.start()
    s.game.act(Action("activate", (hungers, 1)))
    while s.game.decision.kind != "priority":
        d = s.game.decision.kind
        if d == "target":
            s.game.act(Action("target", ("P1",)))
        elif d == "pay":
            s.game.act(Action("autopay"))
        else:  # the Spirit to sacrifice
            assert {a.args[0] for a in s.game.legal_actions()} >= {kami}
            choose(s, kami)
    assert "Kami of Old Stone" in s.graveyard_names(0)
    s.pass_priority(2)
    choose(s, bolt)
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.hand_names(1) == ["Grizzly Bears"]
    assert bears in s.game.players[1].hand


def test_kiku_makes_a_creature_hit_itself():
    s = Scenario()
    kiku = s.battlefield(0, "Kiku, Night's Flower")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7
    s.lands(0, "Swamp", 4)
    s.start()
    s.activate(kiku, targets=[ogre]).resolve()
    assert "Frost Ogre" in s.graveyard_names(1)
    s2 = Scenario()
    k2 = s2.battlefield(0, "Kiku, Night's Flower")
    w2 = s2.battlefield(1, "Kami of Old Stone")
    s2.lands(0, "Swamp", 4)
    s2.start()
    s2.activate(k2, targets=[w2]).resolve()
    assert s2.game.objects[w2].damage == 1
    assert wall in s.game.battlefield


def test_painwracker_oni_eats_a_creature_unless_you_control_an_ogre():
    s = Scenario()
    oni = s.battlefield(0, "Painwracker Oni")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    assert s.game.decision.kind == "sacrifice"
    assert {a.args[0] for a in s.game.legal_actions()} == {bears, oni}
    choose(s, bears)
    assert "Grizzly Bears" in s.graveyard_names(0)
    s2 = Scenario()
    s2.battlefield(0, "Painwracker Oni")
    s2.battlefield(0, "Frost Ogre")
    s2.start(step="end", active=1)
    s2.pass_until("upkeep", active=0)
    assert not s2.game.stack and s2.game.players[0].graveyard == []


def test_marrow_gnawer_gives_rats_fear_and_makes_rats():
    s = Scenario()
    gnawer = s.battlefield(0, "Marrow-Gnawer")
    rat = s.battlefield(0, "Nezumi Cutthroat")  # a Rat Warrior
    s.battlefield(0, "Nezumi Bone-Reader")  # a Rat Shaman
    theirs = s.battlefield(1, "Nezumi Cutthroat")
    s.start()
    assert "fear" in s.game.chars(theirs).keywords and "fear" in s.game.chars(gnawer).keywords
    s.game.act(Action("activate", (gnawer, 1)))
    choose(s, rat)
    s.resolve_all()
    # Marrow-Gnawer and the Bone-Reader remain: two Rats, so two tokens
    tokens = [o for o in s.game.battlefield if s.game.chars(o).name == "Rat"]
    assert len(tokens) == 2 and all(s.pt(t) == (1, 1) for t in tokens)


# ------------------------------------------- "Whenever you cast a Spirit or Arcane spell"
def _cast_lava_spike(s):
    """Cast Lava Spike (an Arcane sorcery) at the opponent; its trigger comes first."""
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    return spike


def test_guardian_of_solitude_gives_flying():
    s = Scenario()
    s.battlefield(0, "Guardian of Solitude")
    bears = s.battlefield(0, "Grizzly Bears")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1", bears])
    s.resolve_all()
    assert "flying" in s.game.chars(bears).keywords and s.life(1) == 17


def test_sire_of_the_storm_may_draw():
    s = Scenario()
    s.battlefield(0, "Sire of the Storm")
    s.library(0, "Island", "Island")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1"])
    s.resolve()
    yes(s)
    assert s.hand_names(0) == ["Island"]


def test_thief_of_hope_drains_one():
    s = Scenario()
    s.battlefield(0, "Thief of Hope")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1", "P1"])
    s.resolve_all()
    assert s.life(0) == 21 and s.life(1) == 16


def test_ore_gorger_may_destroy_a_nonbasic_land():
    s = Scenario()
    s.battlefield(0, "Ore Gorger")
    shizo = s.battlefield(1, "Shizo, Death's Storehouse")
    s.battlefield(1, "Swamp")
    spike = _cast_lava_spike(s)
    s.start()
    s.game.act(Action("cast", (spike, "normal")))
    s.game.act(Action("target", ("P1",)))
    s.game.act(Action("autopay"))
    assert {a.args[0] for a in actions_of(s, "target")} == {shizo}  # not the Swamp
    s.game.act(Action("target", (shizo,)))
    s.resolve()
    yes(s)
    assert "Shizo, Death's Storehouse" in s.graveyard_names(1)


def test_kodama_of_the_south_tree_pumps_the_others():
    s = Scenario()
    kodama = s.battlefield(0, "Kodama of the South Tree")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1"])
    s.resolve()
    assert s.pt(bears) == (3, 3) and "trample" in s.game.chars(bears).keywords
    assert s.pt(kodama) == (4, 4) and s.pt(theirs) == (2, 2)


def test_teller_of_tales_taps_a_creature():
    s = Scenario()
    s.battlefield(0, "Teller of Tales")
    theirs = s.battlefield(1, "Grizzly Bears")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1", theirs])
    s.resolve()
    yes(s)
    if s.game.decision.kind == "choose":  # tap or untap
        choose(s, "tap")
    assert s.game.objects[theirs].tapped


def test_horizon_seed_regenerates_a_creature():
    s = Scenario()
    s.battlefield(0, "Horizon Seed")
    bears = s.battlefield(0, "Grizzly Bears")
    spike = _cast_lava_spike(s)
    s.start()
    s.cast(spike, targets=["P1", bears])
    s.resolve()
    judgment = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.cast(judgment, targets=[bears])
    s.resolve_all()
    assert bears in s.game.battlefield and s.game.objects[bears].tapped


def test_orbweaver_kumo_gains_forestwalk():
    s = Scenario()
    kumo = s.battlefield(0, "Orbweaver Kumo")
    spike = _cast_lava_spike(s)
    s.start()
    assert "reach" in s.game.chars(kumo).keywords
    s.cast(spike, targets=["P1"])
    s.resolve()
    assert "forestwalk" in s.game.chars(kumo).keywords


def test_long_forgotten_gohei_cheapens_arcane_and_pumps_spirits():
    s = Scenario()
    s.battlefield(0, "Long-Forgotten Gohei")
    kami = s.battlefield(0, "Kami of Old Stone")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Kami of Old Stone")
    rush = s.hand(0, "Glacial Ray")  # {1}{R} Arcane: costs {R}
    s.battlefield(0, "Mountain")
    s.start()
    assert s.pt(kami) == (2, 8) and s.pt(bears) == (2, 2) and s.pt(theirs) == (1, 7)
    s.cast(rush, targets=["P1"])
    s.resolve_all()
    assert s.life(1) == 18


# ---------------------------------------------------------------------- Snakes
@pytest.mark.parametrize("snake", ["Orochi Ranger", "Kashi-Tribe Warriors", "Kashi-Tribe Reaver"])
def test_snakes_keep_the_creature_they_damage_tapped(snake):
    s = Scenario()
    attacker = s.battlefield(0, snake)
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7: survives
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start(step="main1", active=0)
    s.attack(attacker)
    s.block((wall, attacker))
    s.pass_until("main2", active=0)
    assert s.game.objects[wall].tapped
    s.pass_until("upkeep", active=1)
    assert s.game.objects[wall].tapped  # its controller's next untap step passed it by
    s.pass_until("upkeep", active=0)
    s.pass_until("upkeep", active=1)
    assert not s.game.objects[wall].tapped  # only that one untap step


def test_kashi_tribe_reaver_regenerates():
    s = Scenario()
    reaver = s.battlefield(0, "Kashi-Tribe Reaver")
    s.lands(0, "Forest", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.activate(reaver).resolve()
    s.pass_priority()  # hand priority to the opponent, who bolts it
    s.cast(bolt, targets=[reaver])
    s.resolve_all()
    assert reaver in s.game.battlefield


def test_snake_lords_pump_other_snakes():
    s = Scenario()
    s.battlefield(0, "Sosuke, Son of Seshiro")
    s.battlefield(0, "Sachi, Daughter of Seshiro")
    seshiro = s.battlefield(0, "Seshiro the Anointed")
    ranger = s.battlefield(0, "Orochi Ranger")  # 2/1 Snake
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    # Sosuke +1/+0, Sachi +0/+1, Seshiro +2/+2
    assert s.pt(ranger) == (5, 4) and s.pt(bears) == (2, 2)
    assert s.pt(seshiro) == (4, 5)  # Sosuke's and Sachi's bonuses, not its own


def test_sachi_gives_shamans_a_mana_ability():
    s = Scenario()
    sachi = s.battlefield(0, "Sachi, Daughter of Seshiro")
    shaman = s.battlefield(0, "Nezumi Bone-Reader")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(shaman, "GG")
    assert s.game.players[0].pool.available().get("G") == 2
    s.tap_for_mana(sachi, "GG")
    assert s.game.players[0].pool.available().get("G") == 4
    with pytest.raises(IllegalAction):
        s.tap_for_mana(bears, "GG")


def test_seshiro_draws_when_a_snake_hits_a_player():
    s = Scenario()
    s.battlefield(0, "Seshiro the Anointed")
    ranger = s.battlefield(0, "Orochi Ranger")
    s.library(0, "Forest", "Forest")
    s.start()
    s.attack(ranger)
    s.pass_until_decision("may")
    yes(s)
    assert s.hand_names(0) == ["Forest"] and s.life(1) == 16


# ----------------------------------------- exiling the creatures they damaged
def test_frostwielder_exiles_what_it_killed():
    s = Scenario()
    wielder = s.battlefield(0, "Frostwielder")
    elf = s.battlefield(1, "Llanowar Elves")
    s.start()
    s.activate(wielder, targets=[elf]).resolve()
    assert s.names(s.game.exile) == ["Llanowar Elves"] and s.game.players[1].graveyard == []


def test_kumano_exiles_a_creature_it_damaged_even_if_something_else_kills_it():
    s = Scenario()
    kumano = s.battlefield(0, "Kumano, Master Yamabushi")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    s.lands(0, "Mountain", 3)
    bolt = s.hand(0, "Lightning Bolt")
    s.start()
    s.activate(kumano, targets=[ogre]).resolve()
    s.cast(bolt, targets=[ogre])
    s.resolve_all()
    assert s.names(s.game.exile) == ["Frost Ogre"]


def test_kumanos_pupils_exile_creatures_they_damaged_in_combat():
    s = Scenario()
    pupils = s.battlefield(0, "Kumano's Pupils")  # 3/3
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(pupils)
    s.block((bears, pupils))
    s.pass_until("main2")
    assert s.names(s.game.exile) == ["Grizzly Bears"]


def test_a_creature_not_damaged_by_kumano_dies_normally():
    s = Scenario()
    s.battlefield(0, "Kumano, Master Yamabushi")
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=[bears])
    s.resolve_all()
    assert s.graveyard_names(1) == ["Grizzly Bears"] and not s.game.exile


def test_yamabushis_flame_exiles_a_creature_it_kills():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    flame = s.hand(0, "Yamabushi's Flame")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(flame, targets=[bears])
    s.resolve_all()
    assert "Grizzly Bears" in s.names(s.game.exile) and s.game.players[1].graveyard == []


def test_yamabushis_flame_marks_a_survivor_for_the_turn():
    s = Scenario()
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7
    flame, bolt = s.hand(0, "Yamabushi's Flame", "Lightning Bolt")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(flame, targets=[wall])
    s.resolve_all()
    s.cast(bolt, targets=[wall])  # 3 + 3 damage: not yet lethal
    s.resolve_all()
    assert wall in s.game.battlefield
    rend = s.hand(0, "Rend Spirit")
    s.lands(0, "Swamp", 3)
    s.cast(rend, targets=[wall])
    s.resolve_all()
    assert "Kami of Old Stone" in s.names(s.game.exile)


def test_yamabushis_storm_exiles_each_creature_it_kills():
    s = Scenario()
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(0, "Llanowar Elves")
    bears = s.battlefield(1, "Grizzly Bears")
    storm = s.hand(0, "Yamabushi's Storm")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(storm)
    s.resolve_all()
    assert s.names(s.game.exile) == ["Llanowar Elves", "Llanowar Elves"]
    assert s.game.objects[bears].damage == 1


def test_nine_ringed_bo_shoots_only_spirits():
    s = Scenario()
    bo = s.battlefield(0, "Nine-Ringed Bo")
    zubera = s.battlefield(1, "Kabuto Moth")  # a 1/2 Spirit
    s.battlefield(1, "Llanowar Elves")
    moth2 = s.battlefield(1, "Wandering Ones")  # a 1/1 Spirit
    s.start()
    s.game.act(Action("activate", (bo, 0)))
    assert {a.args[0] for a in actions_of(s, "target")} == {zubera, moth2}
    s.game.act(Action("target", (moth2,)))
    s.resolve()
    assert s.names(s.game.exile) == ["Wandering Ones"]


# ---------------------------------------------------------------------- Auras
def test_lure_makes_every_able_creature_block_it():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Lure", attached_to=bears)
    a = s.battlefield(1, "Llanowar Elves")
    b = s.battlefield(1, "Kami of Old Stone")
    s.battlefield(1, "Llanowar Elves", tapped=True)  # can't block
    s.start()
    s.attack(bears)
    s.pass_until_decision("blockers")
    with pytest.raises(IllegalAction):
        s.act("done")  # blocking nothing breaks the requirement
    s.act("block", a, bears).act("block", b, bears).act("done")
    assert set(s.game.combat.blockers) == {a, b}


def test_field_of_reality_spirits_cant_block_and_it_returns_to_hand():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    field = s.battlefield(0, "Field of Reality", attached_to=bears)
    kami = s.battlefield(1, "Kami of Old Stone")
    elf = s.battlefield(1, "Llanowar Elves")
    s.lands(0, "Island", 2)
    s.start()
    s.attack(bears)
    s.pass_until_decision("blockers")
    blockers = {a.args[0] for a in s.game.legal_actions() if a.kind == "block"}
    assert elf in blockers and kami not in blockers
    s.act("done")
    s.activate(field).resolve()
    assert s.hand_names(0) == ["Field of Reality"]


def test_midnight_covenant_grants_firebreathing_for_black():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Midnight Covenant", attached_to=bears)
    s.lands(0, "Swamp", 2)
    s.start()
    s.activate(bears).resolve()
    s.activate(bears).resolve()
    assert s.pt(bears) == (4, 4)


def test_mystic_restraints_taps_and_holds_the_creature():
    s = Scenario()
    ogre = s.battlefield(1, "Frost Ogre")
    restraints = s.hand(0, "Mystic Restraints")
    s.lands(0, "Island", 4)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.cast(restraints, targets=[ogre])
    s.resolve_all()
    assert s.game.objects[ogre].tapped
    s.pass_until("upkeep", active=1)
    assert s.game.objects[ogre].tapped


# ---------------------------------------------------------------- the others
def test_journeyers_kite_finds_a_basic_land():
    s = Scenario()
    kite = s.battlefield(0, "Journeyer's Kite")
    s.lands(0, "Plains", 3)
    bears, forest = s.library(0, "Forest", "Grizzly Bears")  # ids listed bottom first
    s.start()
    s.activate(kite).resolve()
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert forest in options and bears not in options
    choose(s, forest)
    assert s.hand_names(0) == ["Forest"]


def test_meloku_returns_a_land_for_an_illusion():
    s = Scenario()
    meloku = s.battlefield(0, "Meloku the Clouded Mirror")
    island, _ = s.lands(0, "Island", 2)
    s.start()
    s.game.act(Action("activate", (meloku, 1)))
    while s.game.decision.kind != "priority":
        if s.game.decision.kind == "pay":
            s.game.act(Action("autopay"))
        else:
            choose(s, island)
    s.resolve()
    assert s.hand_names(0) == ["Island"]
    illusion = next(o for o in s.game.battlefield if s.game.chars(o).name == "Illusion")
    assert s.pt(illusion) == (1, 1) and "flying" in s.game.chars(illusion).keywords


def test_nagao_pumps_samurai_when_it_attacks():
    s = Scenario()
    nagao = s.battlefield(0, "Nagao, Bound by Honor")
    samurai = s.battlefield(0, "Samurai Enforcers")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    p, t = s.pt(samurai)
    s.attack(nagao)
    s.resolve_all()
    assert s.pt(samurai) == (p + 1, t + 1) and s.pt(nagao) == (4, 4) and s.pt(bears) == (2, 2)


def test_part_the_veil_returns_your_creatures():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Llanowar Elves")
    veil = s.hand(0, "Part the Veil")
    s.lands(0, "Island", 4)
    s.start()
    s.cast(veil)
    s.resolve_all()
    assert s.hand_names(0) == ["Grizzly Bears"] and s.battlefield_names(1) == ["Llanowar Elves"]


@pytest.mark.parametrize(
    "spell, land, wanted",
    [
        ("Commune with Nature", "Forest", "Grizzly Bears"),
        ("Peer Through Depths", "Island", "Lava Spike"),
    ],
)
def test_look_at_five_and_take_one_of_a_kind(spell, land, wanted):
    s = Scenario()
    card = s.hand(0, spell)
    s.lands(0, land, 2)
    looked = s.library(
        0, "Plains", "Grizzly Bears", "Lava Spike", "Plains", "Kabuto Moth", "Island"
    )
    s.start()
    s.cast(card)
    s.resolve()
    options = {a.args[0] for a in s.game.legal_actions()}
    kinds = {s.game.objects[o].card.name for o in options if isinstance(o, int)}
    assert wanted in kinds and "Plains" not in kinds
    choose(s, next(o for o in looked if s.game.objects[o].card.name == wanted))
    assert s.hand_names(0) == [wanted]
    assert s.game.players[0].library[-1] == looked[0]  # the sixth card (Island) is on top


def test_reciprocate_exiles_a_creature_that_hurt_you():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(1, "Llanowar Elves")
    reciprocate = s.hand(0, "Reciprocate")
    s.battlefield(0, "Plains")
    s.start(active=1)
    s.attack(bears)
    s.pass_until("main2", active=1)
    s.pass_priority()
    s.game.act(Action("cast", (reciprocate, "normal")))
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}
    assert elf in s.game.battlefield
    s.game.act(Action("target", (bears,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert s.names(s.game.exile) == ["Grizzly Bears"]


def test_akki_underminer_makes_the_player_sacrifice_a_permanent():
    s = Scenario()
    underminer = s.battlefield(0, "Akki Underminer")
    plains = s.battlefield(1, "Plains")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.start()
    s.attack(underminer)
    s.pass_until_decision("sacrifice")
    assert s.game.decision.player == 1
    assert {a.args[0] for a in s.game.legal_actions()} == {plains, bears}
    choose(s, plains)
    assert s.graveyard_names(1) == ["Plains"]


@pytest.mark.parametrize(
    "land, sacrificed", [("Swamp", False), ("Shizo, Death's Storehouse", True)]
)
def test_feast_of_worms_punishes_legendary_lands(land, sacrificed):
    s = Scenario()
    target = s.battlefield(1, land)
    other = s.battlefield(1, "Plains")
    feast = s.hand(0, "Feast of Worms")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(feast, targets=[target])
    s.resolve()
    if sacrificed:
        assert s.game.decision.player == 1
        choose(s, other)
    assert (other not in s.game.battlefield) == sacrificed
    assert target not in s.game.battlefield


def test_ben_ben_counts_untapped_mountains():
    s = Scenario()
    ben = s.battlefield(0, "Ben-Ben, Akki Hermit")
    s.lands(0, "Mountain", 3)
    s.battlefield(0, "Mountain", tapped=True)
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    s.start(active=1)
    s.attack(ogre)
    s.pass_priority()
    s.activate(ben, targets=[ogre]).resolve()
    assert "Frost Ogre" in s.graveyard_names(1)


def test_the_unspeakable_returns_an_arcane_card():
    s = Scenario()
    horror = s.battlefield(0, "The Unspeakable")
    spike = s.graveyard(0, "Lava Spike")
    s.graveyard(0, "Grizzly Bears")
    s.start()
    s.attack(horror)
    s.pass_until_decision("target")
    assert {a.args[0] for a in actions_of(s, "target")} == {spike}
    s.game.act(Action("target", (spike,)))
    s.resolve()
    yes(s)
    assert s.hand_names(0) == ["Lava Spike"] and s.life(1) == 14


def test_sosuke_destroys_a_creature_a_warrior_damaged_at_end_of_combat():
    s = Scenario()
    s.battlefield(0, "Sosuke, Son of Seshiro")
    warrior = s.battlefield(0, "Kashi-Tribe Warriors")  # 2/4 Snake Warrior (+1/+0)
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7
    s.start()
    s.attack(warrior)
    s.block((wall, warrior))
    s.pass_until("combat_damage")
    assert wall in s.game.battlefield and s.game.objects[wall].damage == 3
    s.pass_until("main2")
    assert "Kami of Old Stone" in s.graveyard_names(1)
