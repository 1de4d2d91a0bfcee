"""More Marvel's Spider-Man cards (the second batch in spiderman_heroes.py,
spiderman_villains.py and spiderman_misc.py), and the spell's own cost
reduction of manastack/mechanics/self_cost.py (CR 601.2f)."""

from __future__ import annotations

from manastack.scenario import Scenario


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == card for a in s.game.legal_actions())


def test_venoms_hunger_costs_two_less_with_a_villain():
    """CR 601.2f: the reduction applies while the total cost is determined, only
    if you control a Villain."""
    for villain, castable in ((True, True), (False, False)):
        s = Scenario()
        hunger = s.hand(0, "Venom's Hunger")
        s.lands(0, "Swamp", 3)
        if villain:
            s.battlefield(0, "Common Crook")
        giant = s.battlefield(1, "Hill Giant")
        s.start()
        assert _castable(s, hunger) == castable
        if castable:
            s.cast(hunger, targets=[giant]).resolve()
            assert "Hill Giant" in s.graveyard_names(1) and s.life(0) == 22
            assert s.game.players[0].pool.total() == 0


def test_spider_ham_makes_food_and_pumps_other_animals():
    s = Scenario()
    ham = s.hand(0, "Spider-Ham, Peter Porker")
    spider = s.battlefield(0, "Skyward Spider")
    giant = s.battlefield(0, "Hill Giant")  # a Giant: no bonus
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(ham).resolve()
    s.resolve()
    assert "Food" in s.battlefield_names(0)
    assert s.pt(spider) == (3, 3) and s.pt(giant) == (3, 3)
    assert s.pt(s.find("Spider-Ham, Peter Porker", "battlefield")) == (2, 2)  # "other"


def test_spider_gwen_may_rummage_when_she_becomes_tapped():
    s = Scenario()
    gwen = s.battlefield(0, "Spider-Gwen, Free Spirit")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.start()
    s.attack(gwen)
    s.pass_until_decision("may")
    s.choose("yes")
    s.choose(s.find("Island"))
    s.resolve()
    assert s.hand_names(0) == ["Plains"] and s.graveyard_names(0) == ["Island"]


def test_doc_ock_eight_by_eight_and_hexproof_with_another_villain():
    s = Scenario()
    ock = s.battlefield(0, "Doc Ock, Sinister Scientist")
    s.graveyard(0, *["Island"] * 7)
    s.start()
    assert s.pt(ock) == (4, 5) and "hexproof" not in s.game.chars(ock).keywords
    s.graveyard(0, "Island")
    s.battlefield(0, "Common Crook")
    s.game.touch()
    assert s.pt(ock) == (8, 8) and "hexproof" in s.game.chars(ock).keywords


def test_kraven_proud_predator_power_is_the_greatest_mana_value():
    s = Scenario()
    kraven = s.battlefield(0, "Kraven, Proud Predator")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert s.pt(kraven) == (3, 4)  # himself, mana value 3
    s.battlefield(0, "Spider-Rex, Daring Dino")
    s.game.touch()
    assert s.pt(kraven) == (6, 4)


def test_mister_negative_exchanges_life_and_draws_what_was_lost():
    s = Scenario()
    negative = s.hand(0, "Mister Negative")
    s.lands(0, "Swamp", 6)
    s.lands(0, "Plains", 1)
    s.library(0, "Island", "Island", "Island", "Island")
    s.game.players[1].life = 17
    s.start()
    s.cast(negative).resolve()
    s.act("target", "P1")
    s.pass_until_decision("may")
    s.choose("yes")
    assert s.life(0) == 17 and s.life(1) == 20
    assert len(s.game.players[0].hand) == 3


def test_shadow_of_the_goblin_pings_for_spells_cast_from_the_graveyard():
    s = Scenario()
    s.battlefield(0, "Shadow of the Goblin")
    rendezvous = s.hand(0, "Romantic Rendezvous")
    s.hand(0, "Electro's Bolt")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main2")
    s.cast(rendezvous)
    s.resolve()
    s.choose(s.find("Electro's Bolt"))
    assert s.life(1) == 20  # cast from the hand: nothing
    s.cast(s.find("Electro's Bolt", "graveyard"), how="mayhem", targets=[bears])
    s.resolve()
    assert s.life(1) == 19


def test_shadow_of_the_goblin_rummages_in_the_first_main_phase():
    s = Scenario()
    s.battlefield(0, "Shadow of the Goblin")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.start(step="draw")
    s.pass_until_decision("discard")
    s.choose(s.find("Island"))
    assert s.hand_names(0) == ["Plains"]


def test_mechanical_mobster_exiles_a_card_and_connives():
    s = Scenario()
    mobster = s.hand(0, "Mechanical Mobster")
    s.lands(0, "Plains", 3)
    s.hand(0, "Hill Giant")
    s.library(0, "Island")
    dead = s.graveyard(1, "Grizzly Bears")
    s.start()
    s.cast(mobster).resolve()
    s.act("target", dead)
    s.act("target", s.find("Mechanical Mobster", "battlefield"))
    s.resolve()
    s.choose(s.find("Hill Giant"))
    assert s.graveyard_names(1) == [] and s.names(s.game.exile) == ["Grizzly Bears"]
    assert s.pt(s.find("Mechanical Mobster", "battlefield")) == (3, 2)


def test_daily_bugle_building_smear_campaign():
    s = Scenario()
    bugle = s.battlefield(0, "Daily Bugle Building")
    s.battlefield(0, "Plains")
    web = s.battlefield(0, "Spider-Man, Web-Slinger")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.game.act(s.pick(lambda a: a.kind == "activate" and a.args[:2] == (bugle, 2)))
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert web in targets and bears not in targets
    s.act("target", web)
    s.act("autopay")
    s.resolve()
    assert "menace" in s.game.chars(web).keywords


def test_doc_ocks_tentacles_may_attach_to_a_big_creature_entering():
    s = Scenario()
    tentacles = s.battlefield(0, "Doc Ock's Tentacles")
    rex = s.hand(0, "Spider-Rex, Daring Dino")
    s.lands(0, "Forest", 6)
    s.start()
    s.cast(rex).resolve()
    s.pass_until_decision("may")
    s.choose("yes")
    rex = s.find("Spider-Rex, Daring Dino", "battlefield")
    assert s.game.objects[tentacles].attached_to == rex and s.pt(rex) == (10, 10)


def test_rocket_powered_goblin_glider_attaches_itself_when_cast_from_the_graveyard():
    s = Scenario()
    rendezvous = s.hand(0, "Romantic Rendezvous")
    s.hand(0, "Rocket-Powered Goblin Glider")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Island")
    s.start()
    s.cast(rendezvous)
    s.resolve()
    s.choose(s.find("Rocket-Powered Goblin Glider"))
    s.cast(s.find("Rocket-Powered Goblin Glider", "graveyard"), how="mayhem")
    s.resolve()
    s.act("target", bears)
    s.resolve()
    assert s.pt(bears) == (4, 2)
    assert {"flying", "haste"} <= s.game.chars(bears).keywords


def test_miles_morales_counters_then_transforms_into_ultimate_spider_man():
    """The back face's text checked against the printed card: first strike,
    haste, Camouflage, and doubling counters whenever you attack."""
    s = Scenario()
    miles = s.hand(0, "Miles Morales")
    bears = s.battlefield(0, "Grizzly Bears")
    spider = s.battlefield(0, "Skyward Spider")
    for land in ("Forest", "Forest", "Mountain", "Forest", "Plains") + ("Forest",) * 5:
        s.battlefield(0, land)
    s.start()
    s.cast(miles).resolve()
    s.act("target", bears)
    s.act("target", spider)
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(spider) == (3, 3)
    miles = s.find("Miles Morales", "battlefield")
    s.activate(miles, index=1).resolve()
    ch = s.game.chars(miles)
    assert ch.name == "Ultimate Spider-Man" and s.pt(miles) == (4, 3)
    assert {"first strike", "haste"} <= ch.keywords
    s.activate(miles, index=2).resolve()  # Camouflage
    ch = s.game.chars(miles)
    assert s.pt(miles) == (5, 4) and "hexproof" in ch.keywords and ch.colours == frozenset()
    s.attack(miles, bears)  # whenever you attack: once, for each Spider or legend
    s.resolve()
    counters = s.game.objects
    assert counters[miles].counters["+1/+1"] == 2  # legendary
    assert counters[spider].counters["+1/+1"] == 2  # a Spider, not attacking
    assert counters[bears].counters["+1/+1"] == 1  # neither


def test_spider_man_noir_counter_and_surveil_when_attacking_alone():
    s = Scenario()
    noir = s.battlefield(0, "Spider-Man Noir", counters={"+1/+1": 1})
    s.library(0, "Island", "Plains", "Swamp")
    s.start()
    s.attack(noir)
    s.resolve()
    assert s.game.objects[noir].counters["+1/+1"] == 2
    for _ in range(2):  # surveil 2: two counters on it
        assert s.game.decision.kind == "surveil"
        s.choose("graveyard")
    assert sorted(s.graveyard_names(0)) == ["Island", "Plains"]


def test_spider_man_noir_not_when_attacking_with_others():
    s = Scenario()
    noir = s.battlefield(0, "Spider-Man Noir")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(noir, bears)
    assert not s.game.stack


def test_morlun_enters_with_x_counters_and_deals_x():
    s = Scenario()
    morlun = s.hand(0, "Morlun, Devourer of Spiders")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(morlun, x=3).resolve()
    morlun = s.find("Morlun, Devourer of Spiders", "battlefield")
    assert s.pt(morlun) == (5, 4)
    s.act("target", "P1")
    s.resolve()
    assert s.life(1) == 17


def test_spider_man_no_more_makes_a_defending_citizen():
    s = Scenario()
    wraith = s.battlefield(1, "Wraith, Vicious Vigilante")
    aura = s.hand(0, "Spider-Man No More")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(aura, targets=[wraith]).resolve()
    ch = s.game.chars(wraith)
    assert s.pt(wraith) == (1, 1) and ch.subtypes == {"Citizen"}  # no Human Detective Hero
    assert ch.keywords == {"defender"}  # no double strike, can be blocked


def test_secret_identity_conceal_and_reveal_until_end_of_turn():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    identity = s.hand(0, "Secret Identity", "Secret Identity")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(identity[0], targets=[giant], mode=0).resolve()
    ch = s.game.chars(giant)
    assert s.pt(giant) == (1, 1) and ch.subtypes == {"Citizen"} and "hexproof" in ch.keywords
    s.cast(identity[1], targets=[giant], mode=1).resolve()  # the later timestamp wins
    ch = s.game.chars(giant)
    assert s.pt(giant) == (3, 4) and ch.subtypes == {"Hero"}
    assert {"flying", "vigilance", "hexproof"} <= ch.keywords
    s.pass_until("upkeep", active=1)
    assert s.pt(giant) == (3, 3) and s.game.chars(giant).subtypes == {"Giant"}


def test_lizard_formula_for_the_rest_of_the_game():
    s = Scenario()
    lizard = s.hand(0, "Lizard, Connors's Curse")
    s.lands(0, "Forest", 4)
    web = s.battlefield(1, "Wraith, Vicious Vigilante")
    s.start()
    s.cast(lizard).resolve()
    assert s.find("Lizard, Connors's Curse", "battlefield") not in {
        a.args[0] for a in s.game.legal_actions() if a.kind == "target"
    }
    s.act("target", web)
    s.resolve()
    s.pass_until("upkeep", active=1)
    ch = s.game.chars(web)
    assert s.pt(web) == (4, 4) and ch.subtypes == {"Lizard"} and ch.colours == {"G"}
    assert ch.keywords == frozenset()  # no double strike, can be blocked


def test_eerie_gravestone_draws_then_mills_four_and_may_take_a_creature():
    s = Scenario()
    stone = s.hand(0, "Eerie Gravestone")
    s.lands(0, "Swamp", 4)
    s.library(0, "Plains", "Island", "Hill Giant", "Swamp", "Grizzly Bears", "Forest")
    s.start()
    s.cast(stone).resolve()
    s.resolve()
    assert s.hand_names(0) == ["Plains"]
    s.activate(s.find("Eerie Gravestone", "battlefield")).resolve()
    options = {a.args[0] for a in s.game.legal_actions()}
    giant, bears = s.find("Hill Giant"), s.find("Grizzly Bears")
    assert options == {giant, bears, "done"}  # Forest was not milled, lands don't fit
    s.choose(giant)
    assert sorted(s.hand_names(0)) == ["Hill Giant", "Plains"]
    assert sorted(s.graveyard_names(0)) == ["Eerie Gravestone", "Grizzly Bears", "Island", "Swamp"]


def test_scout_the_city_look_around_or_bring_down():
    s = Scenario()
    scout = s.hand(0, "Scout the City", "Scout the City")
    s.lands(0, "Forest", 4)
    s.library(0, "Lightning Bolt", "Island", "Spider-Suit")
    flier = s.battlefield(1, "City Pigeon")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(scout[0], mode=0).resolve()
    options = {a.args[0] for a in s.game.legal_actions()}
    assert options == {s.find("Island"), s.find("Spider-Suit"), "done"}  # no instant
    s.choose("done")
    assert s.life(0) == 23 and s.hand_names(0) == ["Scout the City"]
    s.game.act(s.pick(lambda a: a.kind == "cast" and a.args[0] == scout[1]))
    s.choose(1)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert targets == {flier}


def test_web_up_exiles_until_it_leaves():
    """CR 610.3: the exiled permanent returns when Web Up leaves the battlefield."""
    s = Scenario()
    web = s.hand(0, "Web Up")
    s.lands(0, "Plains", 3)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Mountain")
    disenchant = s.hand(1, "Disenchant")
    s.lands(1, "Plains", 2)
    s.start()
    s.cast(web).resolve()
    assert s.find("Mountain") not in {
        a.args[0] for a in s.game.legal_actions() if a.kind == "target"
    }  # a nonland permanent
    s.act("target", giant)
    s.resolve()
    assert "Hill Giant" not in s.battlefield_names(1) and s.names(s.game.exile) == ["Hill Giant"]
    s.pass_priority()
    s.cast(disenchant, targets=[s.find("Web Up", "battlefield")]).resolve()
    s.resolve_all()
    assert "Hill Giant" in s.battlefield_names(1)


def test_web_shooters_give_reach_and_a_tapping_attack_trigger():
    s = Scenario()
    shooters = s.battlefield(0, "Web-Shooters")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    blocker = s.battlefield(1, "Hill Giant")
    s.start()
    s.activate(shooters, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 3) and "reach" in s.game.chars(bears).keywords
    s.attack(bears)
    s.act("target", blocker)
    s.resolve()
    assert s.game.objects[blocker].tapped


def test_biorganic_carapace_attaches_and_draws_per_modified_creature():
    s = Scenario()
    carapace = s.hand(0, "Biorganic Carapace")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant", counters={"+1/+1": 1})  # modified too
    s.battlefield(0, "City Pigeon")  # not modified
    s.lands(0, "Plains", 2)
    s.lands(0, "Island", 2)
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.cast(carapace).resolve()
    s.act("target", bears)
    s.resolve()
    assert s.pt(bears) == (4, 4)
    s.attack(bears)
    s.pass_until("main2")
    assert len(s.game.players[0].hand) == 2 and s.life(1) == 16


def test_spider_uk_rewards_two_creatures_entering():
    for creatures, cards in ((2, 1), (1, 0)):
        s = Scenario()
        s.battlefield(0, "Spider-UK")
        pigeons = s.hand(0, *["City Pigeon"] * 2)
        s.lands(0, "Plains", 2)
        s.library(0, "Island")
        s.start()
        for pigeon in pigeons[:creatures]:
            s.cast(pigeon).resolve()
        s.pass_until("end")
        s.resolve_all()
        assert len(s.game.players[0].hand) == cards + (2 - creatures)
        assert s.life(0) == 20 + 2 * cards


def test_rhino_draws_when_attacking_after_a_big_spell():
    for big, cards in ((True, 1), (False, 0)):
        s = Scenario()
        rhino = s.battlefield(0, "Rhino, Barreling Brute")
        giant = s.hand(0, "Hill Giant")
        s.lands(0, "Mountain", 4)
        s.library(0, "Island")
        s.start()
        if big:
            s.cast(giant).resolve()
        s.attack(rhino)
        s.resolve_all()
        assert s.hand_names(0).count("Island") == cards


def test_terrific_team_up_costs_less_and_both_creatures_deal_damage():
    for big in (False, True):
        s = Scenario()
        team = s.hand(0, "Terrific Team-Up")
        bears = s.battlefield(0, "Grizzly Bears")
        pigeon = s.battlefield(0, "City Pigeon")
        if big:
            s.battlefield(0, "Spider-Rex, Daring Dino")  # mana value 6: {2} less
        s.lands(0, "Forest", 2)
        ock = s.battlefield(1, "Doc Ock, Sinister Scientist")  # 4/5
        s.start()
        castable = any(a.kind == "cast" and a.args[0] == team for a in s.game.legal_actions())
        assert castable == big
        if big:
            s.cast(team, targets=[bears, pigeon, ock])
            s.resolve_all()
            assert "Doc Ock, Sinister Scientist" in s.graveyard_names(1)  # 3 + 2 damage


def test_strength_of_will_indestructible_and_counters_from_damage():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    will = s.hand(0, "Strength of Will")
    s.lands(0, "Forest", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(will, targets=[bears]).resolve()
    s.pass_priority()
    s.cast(bolt, targets=[bears]).resolve()
    s.resolve_all()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.game.objects[bears].counters["+1/+1"] == 3
    s.pass_until("upkeep", active=1)
    assert "indestructible" not in s.game.chars(bears).keywords
