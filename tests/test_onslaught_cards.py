"""Each Onslaught-block card and each morph-FAQ card does what its text says."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.cards import get_card
from manastack.core.mana import ManaCost
from manastack.mechanics.morph import morph_cost
from manastack.scenario import Scenario

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def legal(game, kind, *args) -> bool:
    return Action(kind, tuple(args)) in game.legal_actions()


def lands_for(s: Scenario, player: int, mana: str, colour_for_generic: str) -> None:
    cost = ManaCost.parse(mana)
    for c, n in cost.coloured:
        s.lands(player, BASIC[c], n)
    s.lands(player, BASIC[colour_for_generic], cost.generic)


def start_activation(s: Scenario, source: int) -> None:
    """Activate the (non-mana) ability of ``source`` and stop at its first target."""
    s.game.act(s.pick(lambda a: a.kind == "activate" and a.args[0] == source and len(a.args) == 2))


# --------------------------------------------- morph creatures without triggers
PLAIN_MORPHS = [
    ("Blistering Firecat", "{R}{R}", (7, 1), {"trample", "haste"}),
    ("Exalted Angel", "{2}{W}{W}", (4, 5), {"flying"}),
    ("Daru Lancer", "{2}{W}{W}", (3, 4), {"first strike"}),
    ("Crude Rampart", "{4}{W}", (4, 5), {"defender"}),
    ("Spined Basher", "{2}{B}", (3, 1), set()),
    ("Battering Craghorn", "{1}{R}{R}", (3, 1), {"first strike"}),
    ("Charging Slateback", "{4}{R}", (4, 3), {"cant_block"}),
    ("Krosan Colossus", "{6}{G}{G}", (9, 9), set()),
    ("Spitting Gourna", "{4}{G}", (3, 4), {"reach"}),
    ("Towering Baloth", "{6}{G}", (7, 6), set()),
    ("Treespring Lorian", "{5}{G}", (5, 4), set()),
    ("Sootfeather Flock", "{3}{B}", (3, 2), {"flying"}),
    ("Rockshard Elemental", "{4}{R}{R}", (4, 3), {"double strike"}),
    ("Branchsnap Lorian", "{G}", (4, 1), {"trample"}),
    ("Scornful Egotist", "{U}", (1, 1), set()),
    ("Titanic Bulvox", "{4}{G}{G}{G}", (7, 4), {"trample"}),
]


@pytest.mark.parametrize("name,mana,pt,keywords", PLAIN_MORPHS, ids=[m[0] for m in PLAIN_MORPHS])
def test_morph_creature_turns_face_up_for_exactly_its_morph_cost(name, mana, pt, keywords):
    assert morph_cost(get_card(name)).mana == ManaCost.parse(mana)
    colour = next(c for c, _ in ManaCost.parse(mana).coloured)
    short = Scenario()
    short_fd = short.battlefield(0, name, face_down=True)
    cost = ManaCost.parse(mana)
    short.lands(0, BASIC[colour], cost.mana_value - 1)
    assert not legal(short.start(), "special", short_fd, "turn_face_up")

    s = Scenario()
    fd = s.battlefield(0, name, face_down=True)
    lands_for(s, 0, mana, colour)
    g = s.start()
    assert s.pt(fd) == (2, 2) and g.chars(fd).keywords == frozenset()
    s.turn_face_up(fd)
    assert g.chars(fd).name == name and s.pt(fd) == pt
    assert g.chars(fd).keywords == keywords | {"morph"}
    assert all(g.objects[o].tapped for o in g.battlefield if o != fd)


def test_blistering_firecat_is_sacrificed_at_the_end_step_only_face_up():
    s = Scenario()
    cat = s.battlefield(0, "Blistering Firecat")
    hidden = s.battlefield(0, "Blistering Firecat", face_down=True)
    g = s.start(step="main2")
    s.pass_until("end")
    s.resolve_all()
    assert s.graveyard_names(0) == ["Blistering Firecat"]
    assert cat not in g.battlefield and hidden in g.battlefield


def test_exalted_angel_gains_life_equal_to_damage_dealt():
    s = Scenario()
    angel = s.battlefield(0, "Exalted Angel")
    g = s.start(step="beginning_of_combat")
    s.attack(angel)
    s.pass_until("combat_damage")
    s.resolve_all()
    assert s.life(1) == 16 and s.life(0) == 24 and g.step == "combat_damage"


def test_whipcorder_taps_target_creature():
    s = Scenario()
    whip = s.battlefield(0, "Whipcorder")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Plains")
    g = s.start()
    s.activate(whip, targets=[bears]).resolve()
    assert g.objects[bears].tapped and g.objects[whip].tapped


def test_aphetto_alchemist_untaps_target_artifact_or_creature():
    s = Scenario()
    alchemist = s.battlefield(0, "Aphetto Alchemist")
    thopter = s.battlefield(0, "Ornithopter", tapped=True)
    s.battlefield(0, "Glorious Anthem")
    g = s.start()
    start_activation(s, alchemist)
    assert not legal(g, "target", g.find("Glorious Anthem")[0])
    s.act("target", thopter)
    s.resolve()
    assert not g.objects[thopter].tapped


@pytest.mark.parametrize("name,count", [("Headhunter", 1), ("Silent Specter", 2)])
def test_combat_damage_to_a_player_makes_that_player_discard(name, count):
    s = Scenario()
    attacker = s.battlefield(0, name)
    cards = s.hand(1, "Shock", "Murder", "Plains")
    g = s.start(step="beginning_of_combat")
    s.attack(attacker)
    s.pass_until("combat_damage")
    s.resolve()  # the trigger
    for i in range(count):
        assert g.decision.kind == "discard" and g.decision.player == 1
        s.choose(cards[i])
    assert s.graveyard_names(1) == ["Shock", "Murder"][:count]


def test_grinning_demon_costs_two_life_each_upkeep():
    s = Scenario()
    s.battlefield(0, "Grinning Demon")
    s.library(0, "Plains")
    s.start(step="untap")
    s.pass_until("draw")
    assert s.life(0) == 18


def test_dwarven_blastminer_destroys_nonbasic_lands_only():
    s = Scenario()
    miner = s.battlefield(0, "Dwarven Blastminer")
    s.lands(0, "Mountain", 3)
    cove = s.battlefield(1, "Tranquil Cove")
    g = s.start()
    start_activation(s, miner)
    assert [a.args[0] for a in g.legal_actions()] == [cove]
    s.act("target", cove)
    s.game.act(Action("autopay"))
    s.resolve()
    assert s.graveyard_names(1) == ["Tranquil Cove"]


def test_goblin_taskmaster_pumps_goblins():
    s = Scenario()
    master = s.battlefield(0, "Goblin Taskmaster")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    g = s.start()
    start_activation(s, master)
    assert not legal(g, "target", bears)
    s.act("target", master)
    g.act(Action("autopay"))
    s.resolve()
    assert s.pt(master) == (2, 1)


def test_snarling_undorak_pumps_beasts():
    s = Scenario()
    undorak = s.battlefield(0, "Snarling Undorak")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 3)
    g = s.start()
    start_activation(s, undorak)
    assert not legal(g, "target", bears)
    s.act("target", undorak)
    g.act(Action("autopay"))
    s.resolve()
    assert s.pt(undorak) == (4, 4)


def test_break_open_turns_an_opponents_face_down_creature_face_up():
    s = Scenario()
    theirs = s.battlefield(1, "Krosan Colossus", face_down=True)
    mine = s.battlefield(0, "Spined Basher", face_down=True)
    spell = s.hand(0, "Break Open")
    s.lands(0, "Mountain", 2)
    g = s.start()
    s.game.act(Action("cast", (spell, "normal")))
    assert legal(g, "target", theirs) and not legal(g, "target", mine)
    s.act("target", theirs)
    g.act(Action("autopay"))
    s.resolve()
    assert s.pt(theirs) == (9, 9) and g.objects[mine].face_down


def test_nosy_goblin_destroys_a_face_down_creature():
    s = Scenario()
    goblin = s.battlefield(0, "Nosy Goblin")
    fd = s.battlefield(1, "Krosan Colossus", face_down=True)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    start_activation(s, goblin)
    assert legal(g, "target", fd) and not legal(g, "target", bears)
    s.act("target", fd)
    s.resolve()
    assert sorted(s.graveyard_names(1)) == ["Krosan Colossus"]
    assert s.graveyard_names(0) == ["Nosy Goblin"]


# ------------------------------------------------------------ turned-face-up
def test_daru_sanctifier_destroys_target_enchantment():
    s = Scenario()
    fd = s.battlefield(0, "Daru Sanctifier", face_down=True)
    anthem = s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Plains", 2)
    s.start()
    s.turn_face_up(fd, target=anthem)
    s.resolve()
    assert s.graveyard_names(1) == ["Glorious Anthem"]


def test_defender_of_the_order_gives_your_creatures_plus_0_2():
    s = Scenario()
    fd = s.battlefield(0, "Defender of the Order", face_down=True)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    s.turn_face_up(fd)
    s.resolve()
    assert s.pt(bears) == (2, 4) and s.pt(fd) == (2, 6) and s.pt(theirs) == (2, 2)


def test_liege_of_the_axe_untaps_itself():
    s = Scenario()
    fd = s.battlefield(0, "Liege of the Axe", face_down=True, tapped=True)
    s.lands(0, "Plains", 2)
    g = s.start()
    s.turn_face_up(fd)
    assert g.objects[fd].tapped
    s.resolve()
    assert not g.objects[fd].tapped and g.chars(fd).has("vigilance")


@pytest.mark.parametrize(
    "name,keyword,colour,mana",
    [("Wingbeat Warrior", "first strike", "W", 3), ("Woodcloaker", "trample", "G", 4)],
)
def test_turned_face_up_grants_a_keyword_until_end_of_turn(name, keyword, colour, mana):
    s = Scenario()
    fd = s.battlefield(0, name, face_down=True)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, BASIC[colour], mana)
    g = s.start()
    s.turn_face_up(fd, target=bears)
    s.resolve()
    assert g.chars(bears).has(keyword)
    s.pass_until("cleanup")
    assert not g.chars(bears).has(keyword)


def test_echo_tracer_returns_target_creature_to_hand():
    s = Scenario()
    fd = s.battlefield(0, "Echo Tracer", face_down=True)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.start()
    s.turn_face_up(fd, target=bears)
    s.resolve()
    assert s.hand_names(1) == ["Grizzly Bears"]


def test_master_of_the_veil_may_turn_a_morph_creature_face_down():
    s = Scenario()
    fd = s.battlefield(0, "Master of the Veil", face_down=True)
    angel = s.battlefield(1, "Exalted Angel")
    s.lands(0, "Island", 3)
    g = s.start()
    s.turn_face_up(fd, target=angel)
    s.resolve()
    assert g.decision.kind == "may"
    s.choose("yes")
    assert g.objects[angel].face_down and s.pt(angel) == (2, 2)


def test_voidmage_apprentice_counters_target_spell():
    s = Scenario()
    fd = s.battlefield(0, "Voidmage Apprentice", face_down=True)
    s.lands(0, "Island", 4)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start()
    s.pass_priority()
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.turn_face_up(fd, target=g.stack[-1])
    s.resolve_all()
    assert s.life(0) == 20 and s.graveyard_names(1) == ["Lightning Bolt"]


def test_aphetto_exterminator_gives_minus_3_minus_3():
    s = Scenario()
    fd = s.battlefield(0, "Aphetto Exterminator", face_down=True)
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 4)
    s.start()
    s.turn_face_up(fd, target=giant)
    s.resolve()
    assert s.graveyard_names(1) == ["Hill Giant"]


def test_bloodstoke_howler_pumps_your_beasts():
    s = Scenario()
    fd = s.battlefield(0, "Bloodstoke Howler", face_down=True)
    beast = s.battlefield(0, "Spitting Gourna")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 7)
    s.start()
    s.turn_face_up(fd)
    s.resolve()
    assert s.pt(beast) == (6, 4) and s.pt(fd) == (6, 4) and s.pt(bears) == (2, 2)


def test_shaleskin_plower_destroys_target_land():
    s = Scenario()
    fd = s.battlefield(0, "Shaleskin Plower", face_down=True)
    s.lands(0, "Mountain", 5)
    island = s.battlefield(1, "Island")
    s.start()
    s.turn_face_up(fd, target=island)
    s.resolve()
    assert s.graveyard_names(1) == ["Island"]


def test_skirk_marauder_deals_2_damage_to_any_target():
    s = Scenario()
    fd = s.battlefield(0, "Skirk Marauder", face_down=True)
    s.lands(0, "Mountain", 3)
    s.start()
    s.turn_face_up(fd, target="P1")
    s.resolve()
    assert s.life(1) == 18


def test_nantuko_vigilante_destroys_target_artifact_or_enchantment():
    s = Scenario()
    fd = s.battlefield(0, "Nantuko Vigilante", face_down=True)
    thopter = s.battlefield(1, "Ornithopter")
    s.lands(0, "Forest", 2)
    s.start()
    s.turn_face_up(fd, target=thopter)
    s.resolve()
    assert s.graveyard_names(1) == ["Ornithopter"]


def test_patron_of_the_wild_gives_plus_3_plus_3():
    s = Scenario()
    fd = s.battlefield(0, "Patron of the Wild", face_down=True)
    s.lands(0, "Forest", 3)
    s.start()
    s.turn_face_up(fd, target=fd)
    s.resolve()
    assert s.pt(fd) == (4, 4)


# --------------------------------------------------- morph costs other than mana
def test_zombie_cutthroat_morph_costs_5_life():
    s = Scenario()
    fd = s.battlefield(0, "Zombie Cutthroat", face_down=True)
    g = s.start()
    s.turn_face_up(fd)
    assert s.life(0) == 15 and s.pt(fd) == (3, 4)
    low = Scenario()
    low_fd = low.battlefield(0, "Zombie Cutthroat", face_down=True)
    game = low.start()
    game.players[0].life = 4
    game.touch()
    game._options = None
    assert not legal(game, "special", low_fd, "turn_face_up")
    assert g.chars(fd).name == "Zombie Cutthroat"


def test_putrid_raptor_morph_discards_a_zombie_card():
    s = Scenario()
    fd = s.battlefield(0, "Putrid Raptor", face_down=True)
    zombie, bears = s.hand(0, "Gravedigger", "Grizzly Bears")
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    assert [a.args[0] for a in g.legal_actions()] == [zombie]
    s.choose(zombie)
    assert s.graveyard_names(0) == ["Gravedigger"] and s.hand_names(0) == ["Grizzly Bears"]
    assert s.pt(fd) == (4, 4)
    del bears


def test_putrid_raptor_cant_turn_face_up_without_a_zombie_card():
    s = Scenario()
    fd = s.battlefield(0, "Putrid Raptor", face_down=True)
    s.hand(0, "Grizzly Bears")
    assert not legal(s.start(), "special", fd, "turn_face_up")


def test_raven_guild_initiate_morph_returns_a_bird():
    s = Scenario()
    fd = s.battlefield(0, "Raven Guild Initiate", face_down=True)
    bird = s.battlefield(0, "Sootfeather Flock")
    s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    assert [a.args[0] for a in g.legal_actions()] == [bird]
    s.choose(bird)
    assert s.hand_names(0) == ["Sootfeather Flock"] and s.pt(fd) == (1, 4)


# ------------------------------------------------------------ the FAQ's cards
def test_unnatural_selection_offers_every_type_but_wall():
    s = Scenario()
    selection = s.battlefield(0, "Unnatural Selection")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Island")
    g = s.start()
    s.activate(selection, targets=[bears]).resolve()
    options = {a.args[0] for a in g.legal_actions()}
    assert "Wall" not in options and "Goblin" in options and "Legend" not in options
    s.choose("Goblin")
    assert g.chars(bears).subtypes == {"Goblin"}
    s.pass_until("cleanup")
    assert g.chars(bears).subtypes == {"Bear"}


def test_tidal_visionary_changes_a_creatures_colour_until_end_of_turn():
    s = Scenario()
    visionary = s.battlefield(0, "Tidal Visionary")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(visionary, targets=[bears]).resolve()
    s.choose("B")
    assert g.chars(bears).colours == {"B"}
    s.pass_until("cleanup")
    assert g.chars(bears).colours == {"G"}


def test_faceless_butcher_exiles_another_creature_until_it_leaves():
    s = Scenario()
    butcher = s.hand(0, "Faceless Butcher")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    g = s.start()
    s.cast(butcher).resolve()
    mine = g.find("Faceless Butcher", zone="battlefield")[0]
    assert not legal(g, "target", mine)
    s.act("target", bears)
    s.resolve()
    assert [e["name"] for e in g.view(1)["exile"]] == ["Grizzly Bears"]
    assert s.battlefield_names(1) == []


def test_meddling_mage_stops_spells_with_the_chosen_name():
    s = Scenario()
    mage = s.hand(0, "Meddling Mage")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start()
    s.cast(mage).resolve()
    names = {a.args[0] for a in g.legal_actions()}
    assert "Lightning Bolt" in names and "Mountain" not in names
    s.choose("Lightning Bolt")
    s.pass_priority()
    assert g.decision.player == 1 and not legal(g, "cast", bolt, "normal")


def test_clone_enters_as_a_copy_of_a_face_up_creature():
    s = Scenario()
    clone = s.hand(0, "Clone")
    angel = s.battlefield(1, "Exalted Angel")
    s.lands(0, "Island", 4)
    g = s.start()
    s.cast(clone).resolve()
    assert legal(g, "choose", "none")
    s.choose(angel)
    copy = g.battlefield[-1]
    assert g.chars(copy).name == "Exalted Angel" and s.pt(copy) == (4, 5)
    assert g.controller_of(copy) == 0


def test_clone_copying_nothing_dies_as_a_0_0():
    s = Scenario()
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.start()
    s.cast(clone).resolve()
    s.choose("none")
    assert s.graveyard_names(0) == ["Clone"]


def test_ixidor_pumps_face_down_creatures_and_turns_one_face_up():
    s = Scenario()
    ixidor = s.battlefield(0, "Ixidor, Reality Sculptor")
    mine = s.battlefield(0, "Spined Basher", face_down=True)
    theirs = s.battlefield(1, "Krosan Colossus", face_down=True)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 3)
    g = s.start()
    assert s.pt(mine) == (3, 3) and s.pt(theirs) == (3, 3) and s.pt(bears) == (2, 2)
    start_activation(s, ixidor)
    assert not legal(g, "target", bears)
    s.act("target", theirs)
    g.act(Action("autopay"))
    s.resolve()
    assert s.pt(theirs) == (9, 9) and s.pt(mine) == (3, 3)  # turned up without paying


def test_aven_soulgazer_looks_at_a_face_down_creature():
    s = Scenario()
    gazer = s.battlefield(0, "Aven Soulgazer")
    theirs = s.battlefield(1, "Krosan Colossus", face_down=True)
    s.lands(0, "Plains", 3)
    g = s.start()
    assert "Krosan Colossus" not in str(g.view(0))
    start_activation(s, gazer)
    s.act("target", theirs)
    g.act(Action("autopay"))
    s.resolve()
    entry = next(p for p in g.view(0)["battlefield"] if p["id"] == theirs)
    assert entry["card"] == "Krosan Colossus" and g.objects[theirs].face_down
    assert f"Alice looks at a face-down creature #{theirs} (Krosan Colossus)." in g.log(1)


def test_exiled_doomsayer_makes_morph_costs_cost_2_more_but_not_casting_face_down():
    s = Scenario()
    s.battlefield(1, "Exiled Doomsayer")
    fd = s.battlefield(0, "Branchsnap Lorian", face_down=True)  # morph {G}
    lorian = s.hand(0, "Branchsnap Lorian")
    s.lands(0, "Forest", 3)
    g = s.start()
    assert legal(g, "cast", lorian, "morph")  # still {3}
    s.turn_face_up(fd)  # {G} + {2}
    assert g.chars(fd).name == "Branchsnap Lorian"
    assert all(g.objects[o].tapped for o in g.find("Forest"))


def test_exiled_doomsayer_increase_can_make_a_morph_cost_unpayable():
    s = Scenario()
    s.battlefield(1, "Exiled Doomsayer")
    fd = s.battlefield(0, "Branchsnap Lorian", face_down=True)
    s.lands(0, "Forest", 2)
    assert not legal(s.start(), "special", fd, "turn_face_up")


def test_skirk_volcanist_morph_sacrifices_two_mountains_and_divides_3_damage():
    s = Scenario()
    fd = s.battlefield(0, "Skirk Volcanist", face_down=True)
    mountains = s.lands(0, "Mountain", 2)
    s.battlefield(0, "Forest")
    lions = s.battlefield(1, "Savannah Lions")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    assert sorted(a.args[0] for a in g.legal_actions()) == mountains  # Mountains only
    s.choose(mountains[0]).choose(mountains[1])
    assert s.graveyard_names(0) == ["Mountain", "Mountain"]
    # 3 damage, one point per pick: 1 to the Lions, 2 to the Hill Giant
    for ref in (lions, giant, giant):
        assert g.decision.kind == "target"
        s.act("target", ref)
    s.resolve()
    assert s.graveyard_names(1) == ["Savannah Lions"] and g.objects[giant].damage == 2


def test_skirk_volcanist_can_put_all_3_damage_on_one_creature():
    s = Scenario()
    fd = s.battlefield(0, "Skirk Volcanist", face_down=True)
    mountains = s.lands(0, "Mountain", 2)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    s.turn_face_up(fd, choices=mountains)
    for _ in range(3):
        s.act("target", giant)
    s.resolve()
    assert s.graveyard_names(1) == ["Hill Giant"] and fd in g.battlefield


def test_warbreak_trumpeter_makes_x_goblins_for_x_paid_in_its_morph_cost():
    s = Scenario()
    fd = s.battlefield(0, "Warbreak Trumpeter", face_down=True)
    s.lands(0, "Mountain", 5)
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    assert g.decision.kind == "x"
    assert [a.args[0] for a in g.legal_actions()] == [0, 1, 2]  # {X}{X}{R} with five
    s.choose(2)
    g.act(Action("autopay"))
    s.resolve()
    assert s.battlefield_names(0).count("Goblin") == 2
    assert all(g.objects[o].tapped for o in g.find("Mountain"))


def test_bane_of_the_living_gives_all_creatures_minus_x():
    s = Scenario()
    fd = s.battlefield(0, "Bane of the Living", face_down=True)
    s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 4)
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    s.choose(2)
    g.act(Action("autopay"))
    s.resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"] and s.pt(giant) == (1, 1)
    assert s.pt(fd) == (2, 1)


def test_wall_of_deceit_turns_itself_face_down_and_back_up():
    s = Scenario()
    wall = s.battlefield(0, "Wall of Deceit")
    s.lands(0, "Island", 4)
    g = s.start()
    s.activate(wall).resolve()
    assert g.objects[wall].face_down and s.pt(wall) == (2, 2)
    assert "Wall of Deceit" in "\n".join(g.log(1))  # everyone saw it happen
    s.turn_face_up(wall)
    assert g.chars(wall).name == "Wall of Deceit" and s.pt(wall) == (0, 5)


def test_mistform_seaswift_becomes_the_creature_type_of_your_choice():
    s = Scenario()
    seaswift = s.battlefield(0, "Mistform Seaswift")
    s.battlefield(0, "Island")
    g = s.start()
    s.activate(seaswift).resolve()
    s.choose("Bird")
    assert g.chars(seaswift).subtypes == {"Bird"}
    s.pass_until("cleanup")
    assert g.chars(seaswift).subtypes == {"Illusion"}


def test_infernal_caretaker_returns_all_zombie_cards_from_all_graveyards():
    s = Scenario()
    fd = s.battlefield(0, "Infernal Caretaker", face_down=True)
    s.graveyard(0, "Gravedigger", "Grizzly Bears")
    s.graveyard(1, "Zombie Cutthroat")
    s.lands(0, "Swamp", 4)
    s.start()
    s.turn_face_up(fd)
    s.resolve()
    assert s.hand_names(0) == ["Gravedigger"] and s.hand_names(1) == ["Zombie Cutthroat"]
    assert s.graveyard_names(0) == ["Grizzly Bears"]


def test_riptide_survivor_discards_two_then_draws_three():
    s = Scenario()
    fd = s.battlefield(0, "Riptide Survivor", face_down=True)
    first, second, kept = s.hand(0, "Shock", "Murder", "Opt")
    s.library(0, "Island", "Island", "Island", "Plains")
    s.lands(0, "Island", 3)
    g = s.start()
    s.turn_face_up(fd)
    s.resolve()
    assert g.decision.kind == "discard"
    s.choose(first).choose(second)
    assert sorted(s.hand_names(0)) == ["Island", "Island", "Island", "Opt"]
    assert sorted(s.graveyard_names(0)) == ["Murder", "Shock"]
    del kept


def test_proteus_machine_becomes_a_chosen_type_for_good():
    s = Scenario()
    fd = s.battlefield(0, "Proteus Machine", face_down=True)
    s.library(0, "Island")
    s.library(1, "Island")
    g = s.start()
    s.turn_face_up(fd)  # morph {0}
    s.resolve()
    s.choose("Goblin")
    assert g.chars(fd).subtypes == {"Goblin"} and g.chars(fd).is_type("Artifact")
    s.pass_until("upkeep", active=1)
    assert g.chars(fd).subtypes == {"Goblin"}
