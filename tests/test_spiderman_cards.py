"""Marvel's Spider-Man cards: each card's text played through the scenario
harness (the mechanics' rulings are in test_spiderman_mechanics.py and
test_double_faced.py)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.scenario import Scenario


def casts(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}


def choose(s: Scenario, value) -> None:
    s.game.act(Action("choose", (value,)))


def test_peter_parker_makes_a_spider_and_transforms():
    s = Scenario()
    parker = s.hand(0, "Peter Parker")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(parker).resolve()
    s.resolve()
    spider = s.find("Spider", "battlefield")
    assert s.pt(spider) == (2, 1) and "reach" in s.game.chars(spider).keywords
    assert s.game.chars(spider).colours == {"G"}


def test_amazing_spider_man_gives_legendary_coloured_spells_web_slinging():
    s = Scenario()
    parker = s.battlefield(0, "Peter Parker")
    sable = s.hand(0, "Silver Sable, Mercenary Leader")
    bears = s.hand(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant", tapped=True)
    for land in ("Forest", "Plains", "Island", "Plains", "Forest", "Plains", "Island"):
        s.battlefield(0, land)
    s.start()
    assert "web_slinging" not in casts(s, sable)
    s.activate(parker).resolve()  # now Amazing Spider-Man
    assert "web_slinging" in casts(s, sable)  # legendary and white: {G}{W}{U}
    assert "web_slinging" not in casts(s, bears)  # not legendary
    s.game.act(Action("cast", (sable, "web_slinging")))
    s.game.act(Action("autopay"))
    choose(s, s.find("Hill Giant", "battlefield"))
    assert "Hill Giant" in s.hand_names(0)


def test_norman_osborn_connives_on_combat_damage_and_transforms():
    s = Scenario()
    norman = s.battlefield(0, "Norman Osborn")
    s.hand(0, "Lightning Bolt")
    s.library(0, "Island")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(norman)
    s.pass_until_decision("discard")  # can't be blocked; it deals damage, then connives
    assert s.life(1) == 19
    choose(s, s.find("Lightning Bolt", "hand"))
    assert s.pt(norman) == (2, 2)
    s2 = Scenario()
    norman = s2.battlefield(0, "Norman Osborn")
    for land in ("Island", "Swamp", "Mountain", "Island"):
        s2.battlefield(0, land)
    s2.start()
    s2.activate(norman, index=2).resolve()
    assert s2.game.chars(norman).name == "Green Goblin" and s2.pt(norman) == (3, 3)


@pytest.mark.parametrize(("returned", "counters"), [("Hill Giant", 4), (None, 0)])
def test_scarlet_spider_ben_reilly_sensational_save(returned, counters):
    s = Scenario()
    scarlet = s.hand(0, "Scarlet Spider, Ben Reilly")
    giant = s.battlefield(0, "Hill Giant", tapped=True)
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 1)
    s.start()
    if returned:
        s.game.act(Action("cast", (scarlet, "web_slinging")))
        s.game.act(Action("autopay"))
        choose(s, giant)
    else:
        s.cast(scarlet)
    s.resolve()
    spider = s.find("Scarlet Spider, Ben Reilly", "battlefield")
    assert s.pt(spider) == (4 + counters, 3 + counters)
    assert "trample" in s.game.chars(spider).keywords


def test_unstable_experiment_draws_then_connives():
    s = Scenario()
    experiment = s.hand(0, "Unstable Experiment")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(1, "Swamp")
    s.library(0, "Lightning Bolt")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(experiment, targets=["P1", bears]).resolve()
    assert s.hand_names(1) == ["Swamp"]
    choose(s, s.find("Lightning Bolt", "hand"))
    assert s.pt(bears) == (3, 3)


def test_prowler_connives_when_another_villain_enters():
    s = Scenario()
    prowler = s.battlefield(0, "Prowler, Clawed Thief")
    henchmen = s.hand(0, "Doc Ock's Henchmen")  # a Villain
    bears = s.hand(0, "Grizzly Bears")
    s.library(0, "Lightning Bolt", "Island")
    s.lands(0, "Island", 3)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears).resolve()
    assert not s.game.stack
    s.cast(henchmen).resolve()
    s.pass_until_decision("discard")
    choose(s, s.find("Lightning Bolt", "hand"))
    assert s.pt(prowler) == (3, 4)
    assert "menace" in s.game.chars(prowler).keywords


def test_scorpion_makes_a_creature_connive_if_a_creature_died():
    for died, counters in ((True, 1), (False, 0)):
        s = Scenario()
        scorpion = s.battlefield(0, "Scorpion, Seething Striker")
        bolt = s.hand(0, "Lightning Bolt")
        s.hand(0, "Hill Giant")
        s.battlefield(1, "Grizzly Bears")
        s.library(0, "Island")
        s.lands(0, "Mountain", 1)
        s.start()
        if died:
            s.cast(bolt, targets=[s.find("Grizzly Bears", "battlefield")]).resolve()
        if died:
            s.pass_until_decision("target")
            assert s.game.step == "end"
            s.act("target", scorpion)
            s.resolve()
            choose(s, s.find("Hill Giant", "hand"))
        assert s.pt(scorpion) == (3 + counters, 3 + counters)


def test_silver_sable_counter_then_lifelink_to_a_modified_creature():
    s = Scenario()
    sable = s.hand(0, "Silver Sable, Mercenary Leader")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.cast(sable).resolve()
    s.pass_until_decision("target")
    assert Action("target", (s.find("Silver Sable, Mercenary Leader", "battlefield"),)) not in (
        s.game.legal_actions()
    )  # another target creature
    s.act("target", bears)
    s.resolve()
    assert s.pt(bears) == (3, 3)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.attack(s.find("Silver Sable, Mercenary Leader", "battlefield"))
    s.pass_until_decision("target")
    s.act("target", bears)  # the only modified creature
    s.resolve()
    assert "lifelink" in s.game.chars(bears).keywords


def test_sandmans_quicksand_hits_all_or_only_opponents_with_mayhem():
    for how, mine in (("normal", (0, 0)), ("mayhem", (2, 2))):
        s = Scenario()
        quicksand = s.hand(0, "Sandman's Quicksand")
        s.hand(0, "Waking Nightmare", "Island")
        bears = s.battlefield(0, "Grizzly Bears")
        giant = s.battlefield(1, "Hill Giant")
        s.lands(0, "Swamp", 7)
        s.start()
        if how == "mayhem":
            s.cast(s.find("Waking Nightmare", "hand"), targets=["P0"]).resolve()
            choose(s, quicksand)
            choose(s, s.find("Island", "hand"))
            quicksand = s.find("Sandman's Quicksand", "graveyard")
        s.cast(quicksand, how=how).resolve()
        assert s.pt(giant) == (1, 1)
        if how == "normal":
            assert "Grizzly Bears" in s.graveyard_names(0)
        else:
            assert s.pt(bears) == mine


@pytest.mark.parametrize(
    ("name", "cost", "pt", "keyword"),
    [
        ("Spider-Islanders", "Mountain", (4, 3), None),
        ("Raging Goblinoids", "Mountain", (5, 4), "haste"),
        ("Swarm, Being of Bees", "Swamp", (2, 2), "flying"),
    ],
)
def test_mayhem_creatures(name, cost, pt, keyword):
    s = Scenario()
    card = s.hand(0, name)
    s.hand(0, "Waking Nightmare", "Island")
    s.lands(0, "Swamp", 3)
    s.lands(0, cost, 3)
    s.start()
    s.cast(s.find("Waking Nightmare", "hand"), targets=["P0"]).resolve()
    choose(s, card)
    choose(s, s.find("Island", "hand"))
    gone = s.find(name, "graveyard")
    s.cast(gone, how="mayhem").resolve()
    creature = s.find(name, "battlefield")
    assert s.pt(creature) == pt
    if keyword:
        assert keyword in s.game.chars(creature).keywords


def test_prison_break_returns_a_creature_with_a_counter_and_has_mayhem():
    s = Scenario()
    prison = s.hand(0, "Prison Break")
    s.hand(0, "Waking Nightmare", "Island")
    giant = s.graveyard(0, "Hill Giant")
    s.lands(0, "Swamp", 7)
    s.start()
    s.cast(s.find("Waking Nightmare", "hand"), targets=["P0"]).resolve()
    choose(s, prison)
    choose(s, s.find("Island", "hand"))
    s.cast(s.find("Prison Break", "graveyard"), how="mayhem", targets=[giant]).resolve()
    assert s.pt(s.find("Hill Giant", "battlefield")) == (4, 4)


def test_spider_suit_equip():
    """Equip {3} (CR 702.6): +2/+2 and a Spider Hero in addition to its types."""
    s = Scenario()
    suit = s.battlefield(0, "Spider-Suit")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    s.start()
    s.activate(suit, targets=[bears]).resolve()
    assert s.pt(bears) == (4, 4)
    assert {"Bear", "Spider", "Hero"} <= set(s.game.chars(bears).subtypes)
