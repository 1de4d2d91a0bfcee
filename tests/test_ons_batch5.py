"""Onslaught, the rest of the set (5): each card does what its text says
(cards/onslaught_batch5.py)."""

from __future__ import annotations

from manastack.core.kinds import DecisionKind
from manastack.scenario import Scenario


def bottom_names(s: Scenario, player: int, n: int) -> list[str]:
    """The bottom ``n`` cards of the library, bottom-most last."""
    return list(reversed(s.names(s.game.players[player].library[:n])))


# ------------------------------------------------- reveal until nonland
def test_erratic_explosion_deals_the_first_nonland_cards_mana_value():
    s = Scenario()
    spell = s.hand(0, "Erratic Explosion")
    s.lands(0, "Mountain", 3)
    s.library(0, "Forest", "Hill Giant", "Island")  # Hill Giant: mana value 4
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert g.decision.kind == DecisionKind.BOTTOM_ORDER
    s.choose(s.find("Hill Giant", "library"))
    assert s.life(1) == 16
    assert s.names(reversed(g.players[0].library)) == ["Island", "Hill Giant", "Forest"]


def test_goblin_machinist_gets_plus_x():
    s = Scenario()
    machinist = s.battlefield(0, "Goblin Machinist")
    s.lands(0, "Mountain", 3)
    s.library(0, "Grizzly Bears", "Island")
    s.start()
    s.activate(machinist).resolve()
    assert s.pt(machinist) == (2, 5)


def test_kaboom_reveals_once_per_target():
    s = Scenario()
    spell = s.hand(0, "Kaboom!")
    s.lands(0, "Mountain", 5)
    s.library(0, "Lightning Bolt", "Forest", "Hill Giant", "Island")
    g = s.start()
    s.cast(spell, targets=["P1", "P0"]).resolve()
    s.choose(s.find("Forest", "library"))  # the second reveal: Forest, Hill Giant
    assert s.life(1) == 19 and s.life(0) == 16
    assert s.names(reversed(g.players[0].library)) == [
        "Island",
        "Lightning Bolt",
        "Forest",
        "Hill Giant",
    ]


# ---------------------------------------------------------- damage triggers
def test_tephraderm_hits_back_at_creatures_and_spells():
    s = Scenario()
    s.battlefield(0, "Tephraderm")
    attacker = s.battlefield(1, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    tephraderm = s.find("Tephraderm", "battlefield")
    s.cast(s.find("Lightning Bolt", "hand"), targets=[tephraderm]).resolve()
    s.resolve()
    assert s.life(1) == 17
    s.attack(attacker)
    s.block((tephraderm, attacker))
    s.pass_until("end", active=1)
    assert "Hill Giant" in s.graveyard_names(1)  # 4 combat damage + 3 back
    del g


def test_thrashing_mudspawn_costs_you_life_for_damage():
    s = Scenario()
    mudspawn = s.battlefield(0, "Thrashing Mudspawn")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    s.cast(s.find("Lightning Bolt", "hand"), targets=[mudspawn]).resolve()
    s.resolve()
    assert s.life(0) == 17


def test_cabal_slaver_makes_a_player_hit_by_a_goblin_discard():
    s = Scenario()
    s.battlefield(0, "Cabal Slaver")
    goblin = s.battlefield(0, "Raging Goblin")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Island", "Forest")
    g = s.start()
    s.attack(goblin, bears)
    s.pass_until_decision(DecisionKind.DISCARD)
    assert g.decision.player == 1
    s.choose(s.find("Island", "hand"))
    s.resolve_all()
    assert s.hand_names(1) == ["Forest"]  # one discard: the Bears aren't a Goblin


def test_serpentine_basilisk_destroys_what_it_damaged_at_end_of_combat():
    s = Scenario()
    basilisk = s.battlefield(0, "Serpentine Basilisk")
    blocker = s.battlefield(1, "Towering Baloth")
    s.library(0, "Island")
    g = s.start()
    s.attack(basilisk)
    s.block((blocker, basilisk))
    s.pass_until("end_of_combat")
    s.resolve_all()
    assert "Towering Baloth" in s.graveyard_names(1)
    del g


def test_overwhelming_instinct_draws_once_for_three_attackers_not_two():
    s = Scenario()
    s.battlefield(0, "Overwhelming Instinct")
    attackers = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    s.library(0, "Island", "Island")
    s.start()
    s.attack(*attackers)
    s.resolve_all()
    assert s.hand_names(0) == ["Island"]
    s2 = Scenario()
    s2.battlefield(0, "Overwhelming Instinct")
    two = [s2.battlefield(0, "Grizzly Bears") for _ in range(2)]
    s2.library(0, "Island")
    s2.start()
    s2.attack(*two)
    s2.resolve_all()
    assert s2.hand_names(0) == []


def test_mana_echoes_adds_one_colorless_per_creature_sharing_a_type():
    s = Scenario()
    s.battlefield(0, "Mana Echoes")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start()
    s.cast(bears).resolve()
    s.resolve()
    s.choose("yes")
    assert g.players[0].pool.available().get("C") == 2


def test_contested_cliffs_makes_your_beast_fight():
    s = Scenario()
    cliffs = s.battlefield(0, "Contested Cliffs")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    beast = s.battlefield(0, "Krosan Groundshaker")  # 6/6 Beast
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.activate(cliffs, index=1, targets=[beast, bears]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"] and g.objects[beast].damage == 2


# ------------------------------------------------------------ hand choices
def test_blackmail_the_player_shows_three_and_you_pick_one():
    s = Scenario()
    spell = s.hand(0, "Blackmail")
    s.battlefield(0, "Swamp")
    s.hand(1, "Island", "Forest", "Plains", "Hill Giant")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert g.decision.player == 1
    for name in ("Island", "Forest", "Plains"):
        s.choose(s.find(name, "hand"))
    assert g.decision.player == 0
    assert sorted(s.names(a.args[0] for a in g.legal_actions())) == ["Forest", "Island", "Plains"]
    s.choose(s.find("Plains", "hand"))
    assert s.graveyard_names(1) == ["Plains"]


def test_strongarm_tactics_four_life_unless_a_creature_was_discarded():
    s = Scenario()
    spell = s.hand(0, "Strongarm Tactics")
    s.hand(0, "Island")
    s.lands(0, "Swamp", 2)
    s.hand(1, "Grizzly Bears")
    s.start()
    s.cast(spell).resolve()
    s.choose(s.find("Island", "hand"))
    s.choose(s.find("Grizzly Bears", "hand"))
    assert s.life(0) == 16 and s.life(1) == 20


def test_read_the_runes_discard_or_sacrifice_for_each_card_drawn():
    s = Scenario()
    spell = s.hand(0, "Read the Runes")
    s.lands(0, "Island", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Forest", "Plains")
    g = s.start()
    s.cast(spell, x=2).resolve()
    assert g.decision.kind == DecisionKind.SACRIFICE
    s.choose(bears)
    s.choose(s.find("Forest", "hand"))
    assert s.hand_names(0) == ["Plains"]
    assert sorted(s.graveyard_names(0)) == ["Forest", "Grizzly Bears", "Read the Runes"]


def test_head_games_swaps_the_opponents_hand_for_cards_you_choose():
    s = Scenario()
    spell = s.hand(0, "Head Games")
    s.lands(0, "Swamp", 5)
    s.hand(1, "Hill Giant", "Grizzly Bears")
    s.library(1, "Island", "Forest", "Plains")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert g.decision.kind == DecisionKind.SEARCH and len(g.legal_actions()) == 5
    s.choose(s.find("Island", "library"))
    s.choose(s.find("Plains", "library"))
    assert sorted(s.hand_names(1)) == ["Island", "Plains"]
    assert len(g.players[1].library) == 3


# ------------------------------------------------ reveal for a creature type
def test_bloodline_shaman_keeps_a_creature_of_the_chosen_type():
    s = Scenario()
    shaman = s.battlefield(0, "Bloodline Shaman")
    s.library(0, "Grizzly Bears", "Hill Giant")
    s.start()
    s.activate(shaman).resolve()
    s.choose("Bear")
    assert s.hand_names(0) == ["Grizzly Bears"]
    s2 = Scenario()
    shaman2 = s2.battlefield(0, "Bloodline Shaman")
    s2.library(0, "Grizzly Bears")
    s2.start()
    s2.activate(shaman2).resolve()
    s2.choose("Elf")
    assert s2.graveyard_names(0) == ["Grizzly Bears"]


def test_riptide_shapeshifter_finds_a_creature_of_the_chosen_type():
    s = Scenario()
    shifter = s.battlefield(0, "Riptide Shapeshifter")
    s.lands(0, "Island", 4)
    s.library(0, "Forest", "Grizzly Bears", "Hill Giant", "Island")
    g = s.start()
    s.activate(shifter).resolve()
    s.choose("Giant")
    assert "Hill Giant" in s.battlefield_names(0)
    assert sorted(s.names(g.players[0].library)) == ["Forest", "Grizzly Bears", "Island"]


def test_animal_magnetism_the_opponent_picks_the_creature():
    s = Scenario()
    spell = s.hand(0, "Animal Magnetism")
    s.lands(0, "Forest", 5)
    s.library(0, "Hill Giant", "Grizzly Bears", "Island", "Forest", "Plains", "Swamp")
    g = s.start()
    s.cast(spell).resolve()
    assert g.decision.player == 1
    s.choose(s.find("Grizzly Bears", "library"))
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert sorted(s.graveyard_names(0)) == [
        "Animal Magnetism",
        "Forest",
        "Hill Giant",
        "Island",
        "Plains",
    ]
    assert s.names(g.players[0].library) == ["Swamp"]


def test_entrails_feaster_grows_or_taps():
    s = Scenario()
    feaster = s.battlefield(0, "Entrails Feaster")
    s.graveyard(1, "Grizzly Bears")
    s.library(0, "Island", "Island")
    g = s.start(step="untap")
    s.pass_until_decision(DecisionKind.CHOOSE_CARD)
    s.choose(s.find("Grizzly Bears", "graveyard"))
    assert s.pt(feaster) == (2, 2) and s.find("Grizzly Bears", "exile")
    s2 = Scenario()
    feaster2 = s2.battlefield(0, "Entrails Feaster")
    s2.library(0, "Island", "Island")
    g2 = s2.start(step="untap")
    s2.pass_until("draw")
    assert g2.objects[feaster2].tapped and s2.pt(feaster2) == (1, 1)
    del g


# ----------------------------------------------- each player, in turn order
def test_tempting_wurm_lets_each_opponent_put_permanents_from_hand():
    s = Scenario()
    wurm = s.hand(0, "Tempting Wurm")
    s.lands(0, "Forest", 2)
    s.hand(1, "Hill Giant", "Lightning Bolt", "Forest")
    g = s.start()
    s.cast(wurm).resolve()
    s.resolve()
    assert g.decision.player == 1
    assert "Lightning Bolt" not in s.names(
        a.args[0] for a in g.legal_actions() if a.args[0] != "done"
    )
    s.choose(s.find("Hill Giant", "hand"))
    s.choose("done")
    assert s.battlefield_names(1) == ["Hill Giant"]


def test_kamahls_summons_a_bear_per_creature_card_revealed():
    s = Scenario()
    spell = s.hand(0, "Kamahl's Summons")
    s.lands(0, "Forest", 4)
    s.hand(0, "Grizzly Bears", "Hill Giant")
    s.hand(1, "Llanowar Elves")
    s.start()
    s.cast(spell).resolve()
    s.choose(s.find("Grizzly Bears", "hand"))
    s.choose(s.find("Hill Giant", "hand"))  # no creature card left: Bob's turn to choose
    assert s.game.decision.player == 1
    s.choose(s.find("Llanowar Elves", "hand"))
    assert s.battlefield_names(0).count("Bear") == 2 and s.battlefield_names(1) == ["Bear"]


def test_weird_harvest_each_player_searches_up_to_x_creatures():
    s = Scenario()
    spell = s.hand(0, "Weird Harvest")
    s.lands(0, "Forest", 3)
    s.library(0, "Hill Giant", "Island")
    s.library(1, "Grizzly Bears")
    s.start()
    s.cast(spell, x=1).resolve()
    s.choose(s.find("Hill Giant", "library"))
    s.choose("done")
    assert s.hand_names(0) == ["Hill Giant"] and s.hand_names(1) == []


def test_prowling_pangolin_is_sacrificed_when_a_player_sacrifices_two():
    s = Scenario()
    pangolin = s.hand(0, "Prowling Pangolin")
    s.lands(0, "Swamp", 5)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    s.cast(pangolin).resolve()
    s.resolve()
    assert g.decision.player == 1  # Alice has no two creatures to offer
    s.choose("yes")
    s.choose(a)
    s.choose(b)
    assert "Prowling Pangolin" in s.graveyard_names(0)
    assert sorted(s.graveyard_names(1)) == ["Grizzly Bears", "Llanowar Elves"]
