"""Marvel's Spider-Man, batch two (manastack/cards/spiderman_batch2.py): each
card's text played through the scenario harness, and the reflexive "when you
do" abilities (CR 603.12) two of them use."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


def _choices(s: Scenario) -> list:
    return [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]


def test_spider_bot_puts_a_basic_land_on_top_after_shuffling():
    s = Scenario()
    bot = s.hand(0, "Spider-Bot")
    s.library(0, "Grizzly Bears", "Forest", "Hill Giant", "Lightning Bolt")
    s.lands(0, "Plains", 2)
    s.start()
    size = len(s.game.players[0].library)
    s.cast(bot).resolve()
    forest = s.find("Forest", "library")
    assert set(_choices(s)) == {forest, "done"}  # basic lands only, or find none
    s.choose(forest)
    s.resolve()
    assert s.game.players[0].library[-1] == s.find("Forest", "library")  # on top
    assert len(s.game.players[0].library) == size


def test_pictures_of_spider_man_takes_up_to_two_creatures_and_makes_a_treasure():
    s = Scenario()
    pictures = s.hand(0, "Pictures of Spider-Man")
    s.library(0, "Forest", "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Island", "Plains")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(pictures).resolve()
    top_five = s.game.players[0].library[-5:]
    creatures = {c for c in top_five if s.game.objects[c].card.name != "Island"}
    creatures.discard(s.find("Forest", "library"))
    assert set(_choices(s)) - {"none"} == creatures
    s.choose(s.find("Hill Giant", "library"))
    s.choose(s.find("Llanowar Elves", "library"))
    s.resolve()
    assert sorted(s.hand_names(0)) == ["Hill Giant", "Llanowar Elves"]
    assert s.game.players[0].library[-1] == s.find("Plains", "library")  # the rest at the bottom
    card = s.find("Pictures of Spider-Man", "battlefield")
    s.activate(card).resolve()
    assert "Treasure" in s.battlefield_names(0) and "Pictures of Spider-Man" in s.graveyard_names(0)


def test_wall_crawl_token_life_anthem_and_defender_evasion():
    s = Scenario()
    crawl = s.hand(0, "Wall Crawl")
    spider = s.battlefield(0, "Skyward Spider")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(crawl).resolve()
    s.resolve()
    assert s.life(0) == 22  # two Spiders: the token and Skyward Spider
    assert s.pt(spider) == (3, 3) and s.pt(bears) == (2, 2)
    token = s.find("Spider", "battlefield")
    assert s.pt(token) == (3, 2)


def test_wall_crawl_spiders_cant_be_blocked_by_defenders():
    s = Scenario()
    s.battlefield(0, "Wall Crawl")
    spider = s.battlefield(0, "Skyward Spider")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    wall = s.battlefield(1, "Steel Wall")
    s.start()
    s.attack(spider, bears)
    s.pass_until_decision("blockers")
    blocks = {a.args[:2] for a in s.game.legal_actions() if a.kind == "block"}
    assert (giant, spider) in blocks and (wall, bears) in blocks
    assert (wall, spider) not in blocks


def test_symbiote_spider_man_digs_and_finds_a_new_host():
    s = Scenario()
    symbiote = s.battlefield(0, "Symbiote Spider-Man")
    s.library(0, "Forest", "Hill Giant", "Island")
    s.start()
    s.attack(symbiote)
    s.pass_until_decision("choose_card")
    looked = _choices(s)
    assert len(looked) == 2  # 2 damage: two cards
    kept, milled = s.names(looked)
    s.choose(looked[0])
    s.pass_until("main2")
    assert s.hand_names(0) == [kept] and s.graveyard_names(0) == [milled]


def test_symbiote_spider_man_from_the_graveyard_grants_its_trigger():
    s = Scenario()
    dead = s.graveyard(0, "Symbiote Spider-Man")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Forest", "Hill Giant", "Island", "Plains")
    s.lands(0, "Swamp", 3)
    s.start()
    s.activate(dead, targets=[bears]).resolve()
    assert _counters(s, bears) == 1 and s.find("Symbiote Spider-Man", "exile")
    s.attack(bears)
    s.pass_until_decision("choose_card")
    assert len(_choices(s)) == 3  # the Bears dealt 3: three cards


def test_molten_man_fetches_a_mountain_grows_and_costs_a_land():
    s = Scenario()
    molten = s.hand(0, "Molten Man, Inferno Incarnate")
    s.library(0, "Mountain", "Forest")
    s.lands(0, "Mountain", 3)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(molten).resolve()
    s.choose(s.find("Mountain", "library"))
    s.resolve()
    man = s.find("Molten Man, Inferno Incarnate", "battlefield")
    assert s.pt(man) == (4, 4)
    s.pass_priority()
    s.cast(bolt, targets=[man]).resolve()  # 3 damage isn't enough
    assert s.pt(man) == (4, 4) and man in s.game.battlefield
    s2 = Scenario()
    man = s2.battlefield(0, "Molten Man, Inferno Incarnate")
    s2.lands(0, "Mountain", 1)
    s2.battlefield(0, "Forest")
    bolt = s2.hand(1, "Lightning Bolt")
    s2.battlefield(1, "Mountain")
    s2.start()
    s2.pass_priority()
    s2.cast(bolt, targets=[man]).resolve()
    s2.resolve()
    assert s2.game.decision.kind == "sacrifice"
    s2.choose(s2.find("Forest", "battlefield"))
    assert "Forest" in s2.graveyard_names(0)


def test_kraven_the_hunter_rewards_killing_their_biggest():
    s = Scenario()
    kraven = s.battlefield(0, "Kraven the Hunter")
    s.library(0, "Forest", "Forest")
    bolts = s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(bolts[0], targets=[bears]).resolve()
    assert not s.game.stack and _counters(s, kraven) == 0  # not the greatest power
    s.cast(bolts[1], targets=[giant]).resolve()
    s.resolve()
    assert _counters(s, kraven) == 1 and len(s.hand_names(0)) == 1


def test_shriek_discards_to_stop_a_blocker_and_pings_on_deaths():
    s = Scenario()
    s.battlefield(0, "Shriek, Treblemaker")
    s.library(0, "Plains", "Plains")
    s.hand(0, "Forest")
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="upkeep")
    s.pass_until_decision("discard")
    s.choose(s.find("Forest", "hand"))
    assert s.game.decision.kind == "target"  # the reflexive ability's target
    s.act("target", giant)
    s.resolve()
    assert "cant_block" in s.game.chars(giant).keywords
    assert "cant_block" not in s.game.chars(bears).keywords


def test_shriek_no_discard_no_reflexive_trigger_and_sonic_blast():
    s = Scenario()
    s.battlefield(0, "Shriek, Treblemaker")
    s.library(0, "Plains", "Plains")
    s.hand(0, "Forest")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="upkeep")
    s.pass_until_decision("discard")
    s.choose("none")
    assert s.game.decision.kind == "priority" and not s.game.stack
    s.cast(bolt, targets=[bears]).resolve()
    s.resolve()
    assert s.life(1) == 19


def test_the_death_of_gwen_stacy_chapters():
    s = Scenario()
    saga = s.hand(0, "The Death of Gwen Stacy")
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Forest")
    s.graveyard(1, "Hill Giant")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.start()
    s.cast(saga).resolve()
    s.act("target", bears)
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    s.pass_until("main1", active=1)
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("discard")  # chapter II: Alice first, the active player
    s.choose("none")
    s.choose(s.find("Forest", "hand"))
    s.resolve()
    assert s.life(0) == 17 and s.life(1) == 20 and "Forest" in s.graveyard_names(1)
    s.pass_until("main1", active=1)
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("target")  # chapter III: any number of target players
    s.act("target", "P1")
    s.act("done")
    s.resolve()
    assert s.graveyard_names(1) == [] and s.find("Hill Giant", "exile")


def test_kravens_last_hunt_mills_then_deals_damage():
    s = Scenario()
    saga = s.hand(0, "Kraven's Last Hunt")
    s.library(0, "Forest", "Hill Giant", "Grizzly Bears", "Island", "Plains", "Swamp")
    s.lands(0, "Forest", 4)
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(saga).resolve()
    s.resolve()  # chapter I: mill five
    assert len(s.graveyard_names(0)) == 5
    assert s.game.decision.kind == "target"  # when you do: the damage's target
    s.act("target", giant)
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(1)  # 3 damage, from the milled Hill Giant


def test_anti_venom_returns_a_creature_when_cast_and_turns_damage_into_counters():
    s = Scenario()
    venom = s.hand(0, "Anti-Venom, Horrifying Healer")
    s.lands(0, "Plains", 5)
    s.graveyard(0, "Hill Giant")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(venom).resolve()
    s.act("target", s.find("Hill Giant", "graveyard"))
    s.resolve()
    assert "Hill Giant" in s.battlefield_names(0)
    anti = s.find("Anti-Venom, Horrifying Healer", "battlefield")
    s.pass_priority()
    s.cast(bolt, targets=[anti]).resolve()
    assert s.game.objects[anti].damage == 0 and _counters(s, anti) == 3


def test_anti_venom_put_onto_the_battlefield_returns_nothing():
    s = Scenario()
    s.graveyard(0, "Hill Giant")
    anti = s.hand(0, "Anti-Venom, Horrifying Healer")
    piper = s.battlefield(0, "Elvish Piper")
    s.battlefield(0, "Forest")
    s.start()
    s.activate(piper).resolve()
    s.choose(anti)
    s.resolve()
    assert "Anti-Venom, Horrifying Healer" in s.battlefield_names(0)
    assert not s.game.stack and "Hill Giant" in s.graveyard_names(0)  # he wasn't cast


def test_eddie_brock_returns_a_one_drop_and_transforms_into_venom():
    s = Scenario()
    eddie = s.hand(0, "Eddie Brock")
    s.graveyard(0, "Llanowar Elves", "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(eddie).resolve()
    targets = {
        s.game.objects[a.args[0]].card.name for a in s.game.legal_actions() if a.kind == "target"
    }
    assert targets == {"Llanowar Elves"}  # mana value 1 or less
    s.act("target", s.find("Llanowar Elves", "graveyard"))
    s.resolve()
    assert "Llanowar Elves" in s.battlefield_names(0)


def test_venom_lethal_protector_sacrifices_draws_and_puts_a_permanent():
    s = Scenario()
    eddie = s.battlefield(0, "Eddie Brock")
    giant = s.battlefield(0, "Hill Giant")
    s.lands(0, "Swamp", 6)
    s.lands(0, "Mountain", 6)
    s.lands(0, "Forest", 6)
    s.hand(0, "Grizzly Bears")
    s.library(0, "Island", "Island", "Island", "Island")
    s.start()
    s.activate(eddie).resolve()
    assert s.game.chars(eddie).name == "Venom, Lethal Protector"
    assert {"menace", "trample", "haste"} <= s.game.chars(eddie).keywords
    s.attack(eddie)
    s.pass_until_decision("sacrifice")
    s.choose(giant)  # mana value 4: draw four
    assert s.game.decision.kind == "put_from_hand"
    s.choose(s.find("Grizzly Bears", "hand"))
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.hand_names(0).count("Island") == 4


def test_urban_retreat_from_hand_for_a_tapped_creature():
    s = Scenario()
    retreat = s.hand(0, "Urban Retreat")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.lands(0, "Plains", 2)
    s.start()
    s.activate(retreat)
    s.choose(bears)
    s.resolve()
    assert "Urban Retreat" in s.battlefield_names(0) and "Grizzly Bears" in s.hand_names(0)
    assert s.game.players[0].lands_played == 0  # it wasn't played


def test_urban_retreat_needs_a_tapped_creature():
    s = Scenario()
    retreat = s.hand(0, "Urban Retreat")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    assert Action("activate", (retreat, 2)) not in s.game.legal_actions()


def test_parker_luck_swaps_the_pain():
    s = Scenario()
    s.battlefield(0, "Parker Luck")
    s.library(0, "Hill Giant")
    s.library(1, "Lightning Bolt")
    s.start()
    s.pass_until_decision("target")
    s.act("target", "P0")
    s.act("target", "P1")
    s.resolve()
    assert s.life(0) == 19 and s.life(1) == 16  # Bolt costs 1; Hill Giant 4
    assert s.hand_names(0) == ["Hill Giant"] and s.hand_names(1) == ["Lightning Bolt"]
