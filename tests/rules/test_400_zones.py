"""CR 400.7 objects changing zones become new objects; CR 111 tokens; CR 122
counters; CR 104 and 121 game end and drawing."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack.scenario import Scenario


def test_a_card_that_changes_zones_is_a_new_object():
    """CR 400.7: Unsummon returns a new object; the old id refers to nothing."""
    s = Scenario()
    unsummon = s.hand(0, "Unsummon")
    s.battlefield(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(unsummon, targets=[bears]).resolve()
    g = s.game
    assert bears not in g.objects
    (new,) = g.players[1].hand
    assert new != bears and g.objects[new].card.name == "Grizzly Bears"


def test_new_object_has_no_memory_of_counters_damage_or_effects():
    """CR 400.7: counters, damage and Giant Growth don't follow it back."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    growth = s.hand(0, "Giant Growth")
    shock = s.hand(0, "Shock")
    unsummon = s.hand(0, "Unsummon")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Island")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(growth, targets=[bears]).resolve()
    s.cast(shock, targets=[bears]).resolve()
    s.cast(unsummon, targets=[bears]).resolve()
    again = s.find("Grizzly Bears", "hand")
    s.cast(again).resolve()
    back = s.find("Grizzly Bears", "battlefield")
    assert s.pt(back) == (2, 2)
    assert s.game.objects[back].counters == {} and s.game.objects[back].damage == 0


def test_permanent_returned_to_hand_is_summoning_sick_when_recast():
    """CR 400.7, 302.6: the new object hasn't been controlled since the turn began."""
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    goblin = s.battlefield(0, "Hill Giant")
    unsummon = s.hand(0, "Unsummon")
    s.battlefield(0, "Island")
    s.lands(0, "Mountain", 4)
    s.start(step="main1")
    s.cast(unsummon, targets=[goblin]).resolve()
    s.cast(s.find("Hill Giant", "hand")).resolve()
    s.pass_until("beginning_of_combat")
    s.pass_priority(2)
    g = s.game
    assert g.step == "declare_attackers" and g.turn_number == 2
    assert g.decision.kind != "attackers"  # no creature could attack


def test_token_is_created_on_the_battlefield():
    """CR 111.1, 111.2: the token is owned by the player who created it."""
    s = Scenario()
    maker = s.hand(0, "Test Soldier Maker")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    s.cast(maker).resolve()
    soldier = s.find("Soldier", "battlefield")
    assert s.game.objects[soldier].owner == 0 and s.game.objects[soldier].is_token
    assert s.pt(soldier) == (1, 1)


def test_token_that_leaves_the_battlefield_ceases_to_exist():
    """CR 111.7, 704.5d: a token returned to hand ceases to exist."""
    s = Scenario()
    pox = s.battlefield(0, "Pretending Poxbearers")
    bolt = s.hand(1, "Lightning Bolt")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Island")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=[pox]).resolve()
    s.resolve()
    ally = s.find("Ally", "battlefield")
    s.cast(unsummon, targets=[ally]).resolve()
    assert s.game.players[0].hand == []
    assert ally not in s.game.objects
    assert s.game.find("Ally") == []


def test_dying_token_goes_to_the_graveyard_then_ceases_to_exist():
    """CR 111.7, 700.4, 704.5d: a token dies (it is put into the graveyard), then
    ceases to exist at the next state-based action check."""
    s = Scenario()
    pox = s.battlefield(0, "Pretending Poxbearers")
    bolt, shock = s.hand(1, "Lightning Bolt", "Shock")
    s.lands(1, "Mountain", 2)
    s.start(step="main1", active=1)
    s.cast(bolt, targets=[pox]).resolve()
    s.resolve()
    ally = s.find("Ally", "battlefield")
    s.cast(shock, targets=[ally]).resolve()
    died = [e for e in s.game.events if e.kind == "zone" and e["obj"] == ally]
    assert died and died[0]["to"] == "graveyard" and died[0]["token"]
    assert s.graveyard_names(0) == ["Pretending Poxbearers"]


def test_counters_are_put_on_and_shown():
    """CR 122.1, 122.6: a +1/+1 counter changes power and toughness."""
    s = Scenario()
    dart = s.hand(0, "Test Growth Dart")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.cast(dart, targets=[bears]).resolve()
    assert s.game.objects[bears].counters == {"+1/+1": 1}
    assert s.pt(bears) == (3, 3)


def test_minus_one_counters_can_kill():
    """CR 122.1a, 704.5f."""
    s = Scenario()
    dart = s.hand(0, "Test Wither Dart")
    s.battlefield(0, "Swamp")
    elves = s.battlefield(1, "Llanowar Elves")
    s.start(step="main1")
    s.cast(dart, targets=[elves]).resolve()
    assert s.graveyard_names(1) == ["Llanowar Elves"]


def test_ten_poison_counters_lose_the_game():
    """CR 122.1f, 704.5c."""
    s = Scenario()
    d1, d2 = s.hand(0, "Test Venom Dart", "Test Venom Dart")
    s.lands(0, "Swamp", 2)
    s.start(step="main1")
    s.cast(d1, targets=["P1"]).resolve()
    assert s.game.players[1].poison == 5 and not s.game.over
    s.cast(d2, targets=["P1"]).resolve()
    assert s.game.over and s.game.winner == 0 and s.game.result == "poison"


def test_draw_takes_the_top_card():
    """CR 121.1: Divination draws the two top cards."""
    s = Scenario()
    s.library(0, "Forest", "Island", "Swamp")
    div = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.start(step="main1")
    s.cast(div).resolve()
    assert s.hand_names(0) == ["Forest", "Island"]
    assert s.names(s.game.players[0].library) == ["Swamp"]


def test_drawing_more_than_the_library_holds_loses():
    """CR 121.4, 704.5b: Divination with one card left."""
    s = Scenario()
    s.library(0, "Forest")
    div = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.start(step="main1")
    s.cast(div).resolve()
    assert s.game.over and s.game.winner == 1


def test_concession():
    """CR 104.3a."""
    s = Scenario()
    s.start(step="main1")
    s.game.concede(1)
    assert s.game.over and s.game.winner == 0 and s.game.result == "concede"
