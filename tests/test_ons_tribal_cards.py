"""Onslaught's creature-type cards do what their text says
(cards/onslaught_tribal.py); type counts see type-changing effects."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def activate_with(s: Scenario, source: int, *choices: int) -> None:
    """Activate ``source``'s non-mana ability, answering cost choices in order."""
    g = s.game
    s.act(
        "activate",
        *next(a.args for a in g.legal_actions() if a.kind == "activate" and a.args[0] == source),
    )
    answers = list(choices)
    while g.decision is not None and g.decision.kind != DecisionKind.PRIORITY:
        if g.decision.kind == DecisionKind.PAY:
            g.act(Action(ActionKind.AUTOPAY))
        elif not answers:
            return
        else:
            kind = (
                ActionKind.TARGET if g.decision.kind == DecisionKind.TARGET else ActionKind.CHOOSE
            )
            g.act(Action(kind, (answers.pop(0),)))


# ------------------------------------------------------------------- Goblins
def test_goblin_piledriver_gets_two_for_each_other_attacking_goblin():
    s = Scenario()
    pile = s.battlefield(0, "Goblin Piledriver")
    gobs = [s.battlefield(0, "Goblin Sledder") for _ in range(2)]
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(pile, *gobs, bears)
    s.resolve_all()
    assert s.pt(pile) == (5, 2)
    assert "protection:U" in s.game.chars(pile).keywords


def test_goblin_sledder_sacrifices_a_goblin_to_pump():
    s = Scenario()
    sledder = s.battlefield(0, "Goblin Sledder")
    fodder = s.battlefield(0, "Festering Goblin")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    activate_with(s, sledder, bears)
    assert s.game.decision.kind == DecisionKind.SACRIFICE
    assert {a.args[0] for a in s.game.legal_actions()} == {sledder, fodder}  # Goblins only
    s.game.act(Action(ActionKind.CHOOSE, (fodder,)))
    s.act("target", sledder)  # Festering Goblin's dies trigger
    s.resolve_all()
    assert "Festering Goblin" in s.graveyard_names(0) and s.pt(bears) == (3, 3)


def test_sparksmith_deals_x_to_a_creature_and_to_you_x_goblins():
    s = Scenario()
    smith = s.battlefield(0, "Sparksmith")
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Goblin Piledriver")  # the opponent's Goblins count too
    baloth = s.battlefield(1, "Towering Baloth")
    s.start()
    s.activate(smith, targets=[baloth]).resolve()
    assert s.game.objects[baloth].damage == 3 and s.life(0) == 17


def test_reckless_one_counts_goblins():
    s = Scenario()
    one = s.battlefield(0, "Reckless One")
    s.battlefield(1, "Goblin Sledder")
    s.start()
    assert s.pt(one) == (2, 2) and "haste" in s.game.chars(one).keywords


def test_embermage_goblin_fetches_a_namesake_and_pings():
    s = Scenario()
    mage = s.hand(0, "Embermage Goblin")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Embermage Goblin")
    g = s.start()
    s.cast(mage).resolve()
    s.resolve()
    s.choose("yes")
    found = [a.args[0] for a in g.legal_actions() if a.args[0] != "done"]
    assert s.names(found) == ["Embermage Goblin"]
    s.choose(found[0])
    assert s.hand_names(0) == ["Embermage Goblin"]
    s2 = Scenario()
    pinger = s2.battlefield(0, "Embermage Goblin")
    s2.start()
    s2.activate(pinger, targets=["P1"]).resolve()
    assert s2.life(1) == 19


def test_spitfire_handler_cant_block_bigger_creatures_and_pumps():
    s = Scenario()
    handler = s.battlefield(1, "Spitfire Handler")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(1, "Mountain", 1)
    s.start()
    s.attack(bears)
    s.pass_until_decision("blockers")
    assert all(a.kind != ActionKind.BLOCK for a in s.game.legal_actions())
    s2 = Scenario()
    handler2 = s2.battlefield(0, "Spitfire Handler")
    s2.lands(0, "Mountain", 1)
    s2.start()
    s2.activate(handler2).resolve()
    assert s2.pt(handler2) == (2, 1) and handler


def test_festering_goblin_gives_minus_one_when_it_dies():
    s = Scenario()
    goblin = s.battlefield(0, "Festering Goblin")
    elf = s.battlefield(1, "Taunting Elf")
    bolt = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=[goblin]).resolve()
    s.act("target", elf)
    s.resolve()
    assert s.graveyard_names(1) == ["Taunting Elf"]


def test_brightstone_ritual_adds_red_for_each_goblin():
    s = Scenario()
    ritual = s.hand(0, "Brightstone Ritual")
    s.battlefield(0, "Mountain")
    for _ in range(3):
        s.battlefield(0, "Goblin Sledder")
    g = s.start()
    s.cast(ritual).resolve()
    assert g.players[0].pool.available()["R"] == 3


def test_goblin_burrows_pumps_a_goblin():
    s = Scenario()
    burrows = s.battlefield(0, "Goblin Burrows")
    s.lands(0, "Mountain", 2)
    gob = s.battlefield(0, "Goblin Sledder")
    s.start()
    activate_with(s, burrows, gob)
    s.resolve()
    assert s.pt(gob) == (3, 1)


# --------------------------------------------------------------------- Elves
def test_elf_counters_wellwisher_heedless_one_and_wirewood_pride():
    s = Scenario()
    well = s.battlefield(0, "Wellwisher")
    heedless = s.battlefield(0, "Heedless One")
    s.battlefield(1, "Elvish Warrior")
    pride = s.hand(0, "Wirewood Pride")
    s.battlefield(0, "Forest")
    s.start()
    assert s.pt(heedless) == (3, 3)
    s.activate(well).resolve()
    assert s.life(0) == 23
    s.cast(pride, targets=[well]).resolve()
    assert s.pt(well) == (4, 4)


def test_wirewood_elf_taps_for_green():
    s = Scenario()
    elf = s.battlefield(0, "Wirewood Elf")
    g = s.start()
    assert g.chars(elf).face.tap_mana == ("G",)


def test_elvish_vanguard_grows_when_another_elf_enters():
    s = Scenario()
    vanguard = s.hand(0, "Elvish Vanguard")
    elf = s.hand(0, "Wirewood Elf")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(vanguard).resolve()
    assert s.game.stack == []  # not for itself
    s.cast(elf).resolve()
    s.resolve()
    assert s.pt(s.find("Elvish Vanguard")) == (2, 2)


def test_symbiotic_creatures_leave_insects_when_nantuko_husk_eats_them():
    s = Scenario()
    husk = s.battlefield(0, "Nantuko Husk")
    fodder = [s.battlefield(0, n) for n in ("Symbiotic Elf", "Symbiotic Beast", "Symbiotic Wurm")]
    s.start()
    for creature in fodder:
        activate_with(s, husk, creature)
        s.resolve_all()
    assert s.pt(husk) == (8, 8)
    assert s.battlefield_names(0).count("Insect") == 2 + 4 + 7


def test_wirewood_herald_finds_an_elf_when_it_dies():
    s = Scenario()
    herald = s.battlefield(0, "Wirewood Herald")
    s.library(0, "Island", "Elvish Warrior")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    g = s.start()
    s.cast(shock, targets=[herald]).resolve()
    s.resolve()
    s.choose("yes")
    found = [a.args[0] for a in g.legal_actions() if a.args[0] != "done"]
    assert s.names(found) == ["Elvish Warrior"]


def test_elvish_scrapper_destroys_an_artifact():
    s = Scenario()
    scrapper = s.battlefield(0, "Elvish Scrapper")
    s.battlefield(0, "Forest")
    relic = s.battlefield(1, "Sol Ring")
    s.start()
    s.activate(scrapper, targets=[relic]).resolve()
    assert s.graveyard_names(1) == ["Sol Ring"] and "Elvish Scrapper" in s.graveyard_names(0)


def test_wirewood_savage_draws_when_a_beast_enters_and_lodge_untaps_an_elf():
    s = Scenario()
    s.battlefield(0, "Wirewood Savage")
    mauler = s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 5)
    s.library(0, "Island")
    s.start()
    s.cast(mauler).resolve()
    s.resolve()
    s.choose("yes")
    assert s.hand_names(0) == ["Island"]
    s2 = Scenario()
    lodge = s2.battlefield(0, "Wirewood Lodge")
    s2.battlefield(0, "Forest")
    elf = s2.battlefield(0, "Wirewood Elf", tapped=True)
    s2.start()
    activate_with(s2, lodge, elf)
    s2.resolve()
    assert not s2.game.objects[elf].tapped


# -------------------------------------------------------------------- Beasts
def test_ravenous_baloth_sacrifices_a_beast_for_four_life():
    s = Scenario()
    baloth = s.battlefield(0, "Ravenous Baloth")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    activate_with(s, baloth)
    assert {a.args[0] for a in s.game.legal_actions()} == {baloth}  # Beasts only
    s.act("choose", baloth)
    s.resolve()
    assert s.life(0) == 24


def test_krosan_groundshaker_gives_a_beast_trample():
    s = Scenario()
    shaker = s.battlefield(0, "Krosan Groundshaker")
    s.battlefield(0, "Forest")
    mauler = s.battlefield(0, "Barkhide Mauler")
    s.start()
    s.activate(shaker, targets=[mauler]).resolve()
    assert "trample" in s.game.chars(mauler).keywords


def test_shaleskin_bruiser_gets_three_for_each_other_attacking_beast():
    s = Scenario()
    bruiser = s.battlefield(0, "Shaleskin Bruiser")
    beasts = [s.battlefield(0, "Barkhide Mauler") for _ in range(2)]
    s.start()
    s.attack(bruiser, *beasts)
    s.resolve_all()
    assert s.pt(bruiser) == (10, 4)


def test_leery_fogbeast_prevents_all_combat_damage_once_blocked():
    s = Scenario()
    fog = s.battlefield(0, "Leery Fogbeast")
    bears = s.battlefield(0, "Grizzly Bears")
    blocker = s.battlefield(1, "Elvish Warrior")
    s.start()
    s.attack(fog, bears)
    s.block((blocker, fog))
    s.resolve_all()
    s.pass_until("end")
    assert s.life(1) == 20 and s.game.objects[fog].damage == 0


def test_avarax_and_aether_charge():
    s = Scenario()
    s.battlefield(0, "Aether Charge")
    avarax = s.hand(0, "Avarax")
    s.lands(0, "Mountain", 5)
    s.library(0, "Avarax")
    g = s.start()
    s.cast(avarax).resolve()  # then its own search and Aether Charge trigger
    while g.stack or g.decision.kind != DecisionKind.PRIORITY:
        d = g.decision
        if d.kind == DecisionKind.TARGET:
            s.act("target", "P1")
        elif d.kind == DecisionKind.MAY:
            s.choose("yes")
        elif d.kind == DecisionKind.ORDER_TRIGGERS:
            s.game.act(g.legal_actions()[0])
        elif d.kind == DecisionKind.SEARCH:
            s.choose(next(a.args[0] for a in g.legal_actions() if a.args[0] != "done"))
        else:
            s.pass_priority()
    assert s.life(1) == 16 and s.hand_names(0) == ["Avarax"]


def test_thunder_of_hooves_hits_ground_creatures_and_players_per_beast():
    s = Scenario()
    spell = s.hand(0, "Thunder of Hooves")
    s.lands(0, "Mountain", 4)
    s.battlefield(0, "Towering Baloth")
    s.battlefield(1, "Barkhide Mauler")
    bears = s.battlefield(1, "Grizzly Bears")
    flyer = s.battlefield(1, "Mistform Dreamer")
    s.start()
    s.cast(spell).resolve()
    assert s.life(0) == 18 and s.life(1) == 18
    assert bears not in s.game.battlefield and flyer in s.game.battlefield


def test_token_makers_centaur_glade_and_dragon_roost():
    s = Scenario()
    glade = s.battlefield(0, "Centaur Glade")
    roost = s.battlefield(0, "Dragon Roost")
    s.lands(0, "Forest", 4)
    s.lands(0, "Mountain", 7)
    g = s.start()
    s.activate(glade).resolve()
    s.activate(roost).resolve()
    centaur, dragon = s.find("Centaur"), s.find("Dragon")
    assert s.pt(centaur) == (3, 3) and s.pt(dragon) == (5, 5)
    assert "flying" in g.chars(dragon).keywords


def test_venomspout_brackus_shoots_an_attacking_flyer():
    s = Scenario()
    brackus = s.battlefield(1, "Venomspout Brackus")
    s.lands(1, "Forest", 2)
    flyer = s.battlefield(0, "Mistform Skyreaver")
    s.start()
    s.attack(flyer)
    s.pass_priority()  # Alice passes in declare attackers; Bob gets priority
    s.activate(brackus, targets=[flyer]).resolve()
    assert s.game.objects[flyer].damage == 5


# ----------------------------------------- Birds, Soldiers, Clerics, Zombies
def test_aven_brigadier_pumps_other_birds_and_soldiers_once_each():
    s = Scenario()
    brig = s.battlefield(0, "Aven Brigadier")
    bird_soldier = s.battlefield(1, "Dive Bomber")  # a Bird Soldier: +2/+2
    soldier = s.battlefield(0, "Daru Cavalier")
    s.start()
    assert s.pt(brig) == (3, 5)
    assert s.pt(bird_soldier) == (4, 4) and s.pt(soldier) == (3, 3)


def test_airborne_aid_draws_per_bird_on_the_battlefield():
    s = Scenario()
    aid = s.hand(0, "Airborne Aid")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Screaming Seahawk")
    s.battlefield(1, "Dive Bomber")
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.cast(aid).resolve()
    assert len(s.hand_names(0)) == 2


def test_daru_cavalier_and_screaming_seahawk_fetch_their_namesakes():
    for name, land in (("Daru Cavalier", "Plains"), ("Screaming Seahawk", "Island")):
        s = Scenario()
        card = s.hand(0, name)
        s.lands(0, land, 5)
        s.library(0, "Island", name)
        g = s.start()
        s.cast(card).resolve()
        s.resolve()
        s.choose("yes")
        s.choose(next(a.args[0] for a in g.legal_actions() if a.args[0] != "done"))
        assert s.hand_names(0) == [name]


def test_daru_encampment_pumps_a_soldier():
    s = Scenario()
    camp = s.battlefield(0, "Daru Encampment")
    s.battlefield(0, "Plains")
    soldier = s.battlefield(0, "Daru Cavalier")
    s.start()
    activate_with(s, camp, soldier)
    s.resolve()
    assert s.pt(soldier) == (3, 3)


def test_gravel_slinger_and_dive_bomber_hit_attacking_creatures():
    s = Scenario()
    slinger = s.battlefield(1, "Gravel Slinger")
    bomber = s.battlefield(1, "Dive Bomber")
    attacker = s.battlefield(0, "Towering Baloth")
    s.start()
    s.attack(attacker)
    s.pass_priority()
    s.activate(slinger, targets=[attacker]).resolve()
    s.pass_priority()
    s.activate(bomber, targets=[attacker]).resolve()
    assert s.game.objects[attacker].damage == 3 and "Dive Bomber" in s.graveyard_names(1)


def test_avatars_count_their_types():
    s = Scenario()
    doubtless = s.battlefield(0, "Doubtless One")
    nameless = s.battlefield(0, "Nameless One")
    soulless = s.battlefield(0, "Soulless One")
    s.battlefield(1, "Disciple of Grace")  # Cleric
    s.battlefield(1, "Imagecrafter")  # Wizard
    s.graveyard(1, "Festering Goblin")  # a Zombie card
    s.start()
    assert s.pt(doubtless) == (2, 2)
    assert s.pt(nameless) == (2, 2)
    assert s.pt(soulless) == (2, 2)


def test_soulless_one_in_a_graveyard_counts_itself_among_the_zombie_cards():
    """CR 604.3: its characteristic-defining ability works in the graveyard too,
    counting the Zombie on the battlefield, the other Zombie card and itself (it
    is a Zombie card; counting itself used to recurse without end)."""
    s = Scenario()
    soulless = s.graveyard(0, "Soulless One")
    s.graveyard(1, "Festering Goblin")
    s.battlefield(1, "Festering Goblin")
    s.start()
    assert s.pt(soulless) == (3, 3)


def test_doubtless_one_gains_life_equal_to_the_damage_it_deals():
    s = Scenario()
    one = s.battlefield(0, "Doubtless One")
    s.battlefield(0, "Disciple of Grace")
    s.battlefield(0, "Disciple of Grace")
    s.start()
    s.attack(one)
    s.pass_until("end")
    assert s.life(1) == 17 and s.life(0) == 23


def test_profane_prayers_shepherd_of_rot_and_feeding_frenzy():
    s = Scenario()
    prayers = s.hand(0, "Profane Prayers")
    s.lands(0, "Swamp", 4)
    s.battlefield(0, "Disciple of Grace")
    s.battlefield(1, "Disciple of Grace")
    s.start()
    s.cast(prayers, targets=["P1"]).resolve()
    assert s.life(1) == 18 and s.life(0) == 22

    s2 = Scenario()
    shepherd = s2.battlefield(0, "Shepherd of Rot")
    s2.battlefield(1, "Festering Goblin")
    frenzy = s2.hand(0, "Feeding Frenzy")
    s2.lands(0, "Swamp", 3)
    target = s2.battlefield(1, "Grizzly Bears")
    s2.start()
    s2.activate(shepherd).resolve()  # two Zombies: the Shepherd and the Goblin
    assert s2.life(0) == 18 and s2.life(1) == 18
    s2.cast(frenzy, targets=[target]).resolve()
    assert "Grizzly Bears" in s2.graveyard_names(1)


def test_screeching_buzzard_makes_each_opponent_discard_when_it_dies():
    s = Scenario()
    buzzard = s.battlefield(0, "Screeching Buzzard")
    s.hand(1, "Island")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(shock, targets=[buzzard]).resolve()
    s.resolve()
    s.choose(s.find("Island", "hand"))
    assert s.graveyard_names(1) == ["Island"]


def test_wretched_anurid_costs_a_life_for_each_other_creature():
    s = Scenario()
    s.battlefield(0, "Wretched Anurid")
    elf = s.hand(1, "Wirewood Elf")
    s.lands(1, "Forest", 2)
    s.start(active=1)
    s.cast(elf).resolve()
    s.resolve()
    assert s.life(0) == 19


def test_wall_of_mulch_sacrifices_a_wall_to_draw():
    s = Scenario()
    wall = s.battlefield(0, "Wall of Mulch")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Grizzly Bears")  # not a Wall: can't be sacrificed for it
    s.library(0, "Island")
    s.start()
    assert "defender" in s.game.chars(wall).keywords
    activate_with(s, wall, wall)
    s.resolve()
    assert s.hand_names(0) == ["Island"] and s.graveyard_names(0) == ["Wall of Mulch"]


def test_silklash_spider_hits_each_flyer():
    s = Scenario()
    spider = s.battlefield(0, "Silklash Spider")
    s.lands(0, "Forest", 4)
    flyer = s.battlefield(1, "Mistform Dreamer")
    ground = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(spider, x=2).resolve()
    assert flyer not in s.game.battlefield and ground in s.game.battlefield


# ------------------------------------------------------------------ Mistforms
def test_mistform_wall_has_defender_only_while_it_is_a_wall():
    s = Scenario()
    wall = s.battlefield(0, "Mistform Wall")
    s.battlefield(0, "Island")
    g = s.start()
    assert "defender" in g.chars(wall).keywords
    s.activate(wall).resolve()
    s.choose("Elf")
    assert "defender" not in g.chars(wall).keywords


def test_mistform_mutant_and_imagecrafter_may_not_choose_wall():
    s = Scenario()
    mutant = s.battlefield(0, "Mistform Mutant")
    s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(mutant, targets=[bears]).resolve()
    choices = {a.args[0] for a in g.legal_actions()}
    assert "Wall" not in choices and "Elf" in choices
    s.choose("Elf")
    assert g.chars(bears).subtypes == {"Elf"}


def test_mistform_stalker_grows_and_flies():
    s = Scenario()
    stalker = s.battlefield(0, "Mistform Stalker")
    s.lands(0, "Island", 4)
    g = s.start()
    s.activate(stalker, index=1).resolve()
    assert s.pt(stalker) == (3, 3) and "flying" in g.chars(stalker).keywords


# ------------------------------------------------------------- second batch
def test_grassland_crusader_pumps_an_elf_or_a_soldier_only():
    s = Scenario()
    crusader = s.battlefield(0, "Grassland Crusader")
    elf = s.battlefield(0, "Wirewood Elf")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.act("activate", crusader, 0)
    offered = {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET}
    assert elf in offered and crusader in offered and bears not in offered
    s.act("target", elf)
    s.resolve()
    assert s.pt(elf) == (3, 4)


def test_mobilization_gives_soldiers_vigilance_and_makes_soldiers():
    s = Scenario()
    mob = s.battlefield(0, "Mobilization")
    s.lands(0, "Plains", 3)
    cavalier = s.battlefield(1, "Daru Cavalier")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.activate(mob).resolve()
    token = s.find("Soldier")
    assert "vigilance" in g.chars(cavalier).keywords and "vigilance" in g.chars(token).keywords
    assert "vigilance" not in g.chars(bears).keywords


def test_broodhatch_nantuko_makes_an_insect_per_damage():
    s = Scenario()
    brood = s.battlefield(0, "Broodhatch Nantuko")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(shock, targets=[brood]).resolve()
    s.resolve()
    s.choose("yes")
    assert s.battlefield_names(0).count("Insect") == 2


def test_voidmage_prodigy_and_disruptive_pitmage_counter_spells():
    s = Scenario()
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    prodigy = s.battlefield(0, "Voidmage Prodigy")
    s.lands(0, "Island", 2)
    g = s.start(active=1)
    s.cast(shock, targets=["P0"]).pass_priority()
    s.activate(prodigy, targets=[g.stack[-1]])
    s.act("choose", prodigy)
    s.resolve()
    assert "Shock" in s.graveyard_names(1) and s.life(0) == 20
    s2 = Scenario()
    shock2 = s2.hand(1, "Shock")
    s2.battlefield(1, "Mountain")
    pitmage = s2.battlefield(0, "Disruptive Pitmage")
    g2 = s2.start(active=1)
    s2.cast(shock2, targets=["P0"]).pass_priority()
    s2.activate(pitmage, targets=[g2.stack[-1]]).resolve()
    s2.choose("decline")
    assert "Shock" in s2.graveyard_names(1) and s2.life(0) == 20


def test_haunted_cadaver_trades_itself_for_three_discards():
    s = Scenario()
    cadaver = s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Island", "Island", "Island", "Island")
    g = s.start()
    s.attack(cadaver)
    s.pass_until_decision("may")
    s.choose("yes")
    while g.decision.kind == DecisionKind.DISCARD:
        s.game.act(g.legal_actions()[0])
    assert len(s.hand_names(1)) == 1 and "Haunted Cadaver" in s.graveyard_names(0)


def test_skirk_commando_and_snapping_thragg_hit_that_players_creature():
    for name, amount in (("Skirk Commando", 2), ("Snapping Thragg", 3)):
        s = Scenario()
        attacker = s.battlefield(0, name)
        victim = s.battlefield(1, "Towering Baloth", tapped=True)
        s.battlefield(0, "Grizzly Bears")  # ours: not a legal target
        g = s.start()
        s.attack(attacker)
        s.pass_until_decision("target")
        assert {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET} == {victim}
        s.act("target", victim)
        s.resolve()
        s.choose("yes")
        assert g.objects[victim].damage == amount


def test_dawning_purist_destroys_an_enchantment_of_the_damaged_player():
    s = Scenario()
    purist = s.battlefield(0, "Dawning Purist")
    anthem = s.battlefield(1, "Glorious Anthem")
    s.battlefield(0, "Mobilization")
    g = s.start()
    s.attack(purist)
    s.pass_until_decision("target")
    assert {a.args[0] for a in g.legal_actions() if a.kind == ActionKind.TARGET} == {anthem}
    s.act("target", anthem)
    s.resolve()
    s.choose("yes")
    assert s.graveyard_names(1) == ["Glorious Anthem"]


def test_mistforms_change_their_own_type():
    for name in ("Mistform Skyreaver", "Mistform Shrieker", "Mistform Dreamer"):
        s = Scenario()
        mist = s.battlefield(0, name)
        s.battlefield(0, "Island")
        g = s.start()
        s.activate(mist).resolve()
        s.choose("Bird")
        assert g.chars(mist).subtypes == {"Bird"} and "flying" in g.chars(mist).keywords


def test_imagecrafter_changes_a_target_creatures_type():
    s = Scenario()
    crafter = s.battlefield(0, "Imagecrafter")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(crafter, targets=[bears]).resolve()
    assert "Wall" not in {a.args[0] for a in g.legal_actions()}
    s.choose("Zombie")
    assert g.chars(bears).subtypes == {"Zombie"}
