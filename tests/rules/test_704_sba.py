"""CR 704 state-based actions, and CR 104 ending the game."""

import pytest
import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def test_player_at_zero_life_loses():
    """CR 704.5a, 104.3b."""
    s = Scenario()
    axe = s.hand(0, "Lava Axe")
    s.lands(0, "Mountain", 5)
    s.start(step="main1")
    s.game.players[1].life = 5
    s.cast(axe, targets=["P1"]).resolve()
    assert s.game.over and s.game.winner == 0
    assert s.game.result == "life"


def test_drawing_from_an_empty_library_loses_at_the_next_check():
    """CR 704.5b, 121.4: the player loses when state-based actions are next checked."""
    s = Scenario()
    s.library(1, "Island")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)  # player 0 has an empty library
    s.pass_priority(2)
    assert s.game.over and s.game.winner == 1
    assert s.game.result == "empty_library"


def test_both_players_losing_at_once_is_a_draw():
    """CR 704.3, 104.4a: state-based actions are simultaneous; if all players lose
    at once the game is a draw."""
    s = Scenario()
    quake = s.hand(0, "Test Earthquake")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.game.players[0].life = 2
    s.game.players[1].life = 2
    s.cast(quake).resolve()
    assert s.game.over
    assert s.game.winner is None


def test_creature_with_zero_toughness_goes_to_graveyard():
    """CR 704.5f (not destruction: indestructible doesn't help)."""
    s = Scenario()
    shrink = s.hand(0, "Test Shrink")
    s.battlefield(0, "Swamp")
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main1")
    s.cast(shrink, targets=[giant]).resolve()
    assert s.graveyard_names(1) == ["Hill Giant"]


def test_zero_toughness_kills_an_indestructible_creature():
    """CR 704.5f, 702.12b."""
    s = Scenario()
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    shrink1, shrink2 = s.hand(1, "Test Shrink", "Test Shrink")
    s.lands(1, "Swamp", 2)
    s.start(step="main1")
    s.cast(origin, mode=1, targets=[bears]).resolve()
    s.pass_priority()
    s.cast(shrink1, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(0)
    del shrink2


def test_lethal_damage_destroys_a_creature():
    """CR 704.5g."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main1")
    s.cast(bolt, targets=[giant]).resolve()
    assert s.graveyard_names(1) == ["Hill Giant"]


def test_indestructible_creature_survives_lethal_damage():
    """CR 702.12b: Origin of Metalbending's second mode."""
    s = Scenario()
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1")
    s.cast(origin, mode=1, targets=[bears]).resolve()
    s.pass_priority()
    s.cast(bolt, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.game.objects[bears].damage == 3


def test_damage_from_deathtouch_source_is_lethal():
    """CR 704.5h, 702.2b: Prodigal Sorcerer can't, but deathtouch combat damage can."""
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    rats = s.battlefield(0, "Typhoid Rats")
    dreadmaw = s.battlefield(1, "Colossal Dreadmaw")
    s.start(step="main1")
    s.attack(rats)
    s.block((dreadmaw, rats))
    s.pass_until("main2")
    assert "Colossal Dreadmaw" in s.graveyard_names(1)
    assert "Typhoid Rats" in s.graveyard_names(0)


def test_legend_rule_lets_the_controller_choose_which_to_keep():
    """CR 704.5j (current rules): the controller chooses one, the rest go to the
    graveyard."""
    s = Scenario()
    first = s.battlefield(0, "Spider-Rex, Daring Dino")
    second = s.battlefield(0, "Spider-Rex, Daring Dino")
    s.start(step="main1")
    g = s.game
    assert g.decision.kind == "legend_rule" and g.decision.player == 0
    assert set(g.legal_actions()) == {Action("choose", (first,)), Action("choose", (second,))}
    s.choose(second)
    assert g.objects[second].zone == "battlefield"
    assert s.graveyard_names(0) == ["Spider-Rex, Daring Dino"]


def test_legend_rule_ignores_the_same_legend_under_different_controllers():
    """CR 704.5j: only legends one player controls are compared."""
    s = Scenario()
    s.battlefield(0, "Spider-Rex, Daring Dino")
    s.battlefield(1, "Spider-Rex, Daring Dino")
    s.start(step="main1")
    assert s.game.decision.kind == "priority"
    assert len(s.battlefield_names()) == 2


def test_legend_rule_2004_profile_puts_all_copies_into_graveyards():
    """Rules profile "2004" (Champions of Kamigawa legend rule): every legendary
    permanent sharing a name goes, whoever controls it."""
    s = Scenario(rules="2004")
    s.battlefield(0, "Spider-Rex, Daring Dino")
    s.battlefield(1, "Spider-Rex, Daring Dino")
    s.start(step="main1")
    assert s.battlefield_names() == []
    assert s.graveyard_names(0) == ["Spider-Rex, Daring Dino"]
    assert s.graveyard_names(1) == ["Spider-Rex, Daring Dino"]


def test_legend_rule_2004_profile_on_casting_a_second_copy():
    """Rules profile "2004": the new copy and the old one both go."""
    s = Scenario(rules="2004")
    s.battlefield(1, "Spider-Rex, Daring Dino")
    rex = s.hand(0, "Spider-Rex, Daring Dino")
    s.lands(0, "Forest", 6)
    s.start(step="main1")
    s.cast(rex).resolve()
    assert [n for n in s.battlefield_names() if n.startswith("Spider")] == []


def test_aura_attached_to_nothing_goes_to_the_graveyard():
    """CR 704.5m: Pacifism's creature dies, then Pacifism goes too."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Pacifism", attached_to=bears)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=[bears]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    assert s.graveyard_names(0) == ["Lightning Bolt", "Pacifism"]


def test_equipment_stays_on_the_battlefield_when_its_creature_dies():
    """CR 704.5n, 301.5c: the Equipment becomes unattached and stays."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    splitter = s.battlefield(0, "Bonesplitter", attached_to=bears)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1")
    s.pass_priority()
    s.cast(bolt, targets=[bears]).resolve()
    assert s.game.objects[splitter].zone == "battlefield"
    assert s.game.objects[splitter].attached_to is None


def test_plus_and_minus_counters_annihilate():
    """CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    dart = s.hand(1, "Test Wither Dart")
    s.battlefield(1, "Swamp")
    s.start(step="main1")
    s.pass_priority()
    s.cast(dart, targets=[bears]).resolve()
    assert s.game.objects[bears].counters == {"+1/+1": 1}
    assert s.pt(bears) == (3, 3)


def test_state_based_actions_repeat_until_none_apply():
    """CR 704.3: after removing Glorious Anthem, a damaged creature dies in the
    next check."""
    s = Scenario()
    anthem = s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    naturalize = s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    s.start(step="main1")
    s.pass_priority()
    s.cast(shock, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 3) and s.game.objects[bears].damage == 2
    s.pass_priority()
    s.cast(naturalize, targets=[anthem]).resolve()
    assert s.graveyard_names(0) == ["Glorious Anthem", "Grizzly Bears"]


@pytest.mark.parametrize("player", [0, 1])
def test_concession_ends_the_game(player):
    """CR 104.3a: a player can concede at any time; the opponent wins."""
    s = Scenario()
    s.start(step="main1")
    s.game.concede(player)
    assert s.game.over and s.game.winner == 1 - player


def test_legend_rule_when_a_second_copy_enters():
    """CR 704.5j: casting a second Spider-Rex; its controller keeps the new one."""
    s = Scenario()
    old = s.battlefield(0, "Spider-Rex, Daring Dino")
    rex = s.hand(0, "Spider-Rex, Daring Dino")
    s.lands(0, "Forest", 6)
    s.start(step="main1")
    s.cast(rex)
    s.pass_priority(2)
    g = s.game
    assert g.decision.kind == "legend_rule"
    new = next(o for o in g.battlefield if o != old and g.objects[o].card.name.startswith("Sp"))
    s.choose(new)
    assert old not in g.objects and g.objects[new].zone == "battlefield"
    assert s.graveyard_names(0) == ["Spider-Rex, Daring Dino"]
