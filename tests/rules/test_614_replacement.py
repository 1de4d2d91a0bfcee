"""CR 614-616 replacement effects: "enters tapped", "enters with counters",
"exile it instead", and the affected player choosing the order (CR 616.1)."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def test_tranquil_cove_enters_tapped_and_gains_a_life():
    """CR 614.1c, 614.12: "This land enters tapped." plus its enters trigger."""
    s = Scenario()
    cove = s.hand(0, "Tranquil Cove")
    s.start(step="main1")
    s.act("play", cove)
    new = s.find("Tranquil Cove", "battlefield")
    assert s.game.objects[new].tapped
    s.resolve()
    assert s.life(0) == 21


def test_enters_tapped_creature_spell():
    """CR 614.1c: a permanent spell that "enters tapped" is tapped as it enters."""
    s = Scenario()
    golem = s.hand(0, "Test Tapped Golem")
    s.lands(0, "Mountain", 2)
    s.start(step="main1")
    s.cast(golem).resolve()
    assert s.game.objects[s.find("Test Tapped Golem", "battlefield")].tapped


def test_enters_with_counters():
    """CR 614.1c, 122.6: a 0/0 that enters with two +1/+1 counters survives."""
    s = Scenario()
    golem = s.hand(0, "Test Counter Golem")
    s.lands(0, "Mountain", 3)
    s.start(step="main1")
    s.cast(golem).resolve()
    new = s.find("Test Counter Golem", "battlefield")
    assert s.game.objects[new].counters == {"+1/+1": 2}
    assert s.pt(new) == (2, 2)


def test_exile_instead_of_dying_from_damage():
    """CR 614.1a, 614.6: the creature is exiled, never put into the graveyard."""
    s = Scenario()
    s.battlefield(0, "Test Exile Field")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(bolt, targets=[bears]).resolve()
    assert s.graveyard_names(1) == []
    assert sorted(s.names(s.game.exile)) == ["Grizzly Bears", "Lightning Bolt"]


def test_exile_instead_of_being_destroyed():
    """CR 614.1a, 701.7: "destroy" puts it into the graveyard, which is replaced."""
    s = Scenario()
    s.battlefield(0, "Test Exile Field")
    murder = s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(murder, targets=[bears]).resolve()
    assert s.graveyard_names(1) == []
    assert "Grizzly Bears" in s.names(s.game.exile)


def test_exile_instead_of_discard():
    """CR 614.1a: a discarded card is exiled instead."""
    s = Scenario()
    s.battlefield(0, "Test Exile Field")
    rot = s.hand(0, "Mind Rot")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Forest", "Island")
    s.start(step="main1")
    s.cast(rot, targets=["P1"]).resolve()
    g = s.game
    while g.decision.kind == "discard":
        g.act(g.legal_actions()[0])
    assert s.graveyard_names(1) == []
    assert sorted(s.names(g.exile)) == ["Forest", "Island", "Mind Rot"]


def test_affected_player_chooses_which_replacement_applies_first():
    """CR 616.1: with two replacement effects, the controller of the affected
    creature chooses; once one applies the other no longer does (CR 616.1f)."""
    outcomes = set()
    for choice in (0, 1):
        s = Scenario()
        s.battlefield(0, "Test Exile Field")
        s.battlefield(0, "Test Bottom Field")
        bolt = s.hand(0, "Lightning Bolt")
        s.battlefield(0, "Mountain")
        bears = s.battlefield(1, "Grizzly Bears")
        s.start(step="main1")
        s.cast(bolt, targets=[bears]).resolve()
        g = s.game
        assert g.decision.kind == "replacement"
        assert g.decision.player == 1  # the Bears' controller, not the fields'
        assert len(g.legal_actions()) == 2
        g.act(Action("choose", (choice,)))
        exiled = "Grizzly Bears" in s.names(g.exile)
        bottom = s.names(g.players[1].library) == ["Grizzly Bears"]
        assert exiled != bottom
        assert s.graveyard_names(1) == []
        outcomes.add("exile" if exiled else "library")
    assert outcomes == {"exile", "library"}


def test_opponents_replacement_makes_my_creature_enter_tapped():
    """CR 614.1c, 614.12: Spider-Woman's Venom Blast applies to creatures an
    opponent casts."""
    s = Scenario()
    s.battlefield(1, "Spider-Woman, Stunning Savior")
    bears = s.hand(0, "Grizzly Bears")
    mine = s.hand(1, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(bears).resolve()
    entered = [o for o in s.game.find("Grizzly Bears", "battlefield")]
    assert len(entered) == 1 and s.game.objects[entered[0]].tapped
    del mine


def test_venom_blast_doesnt_affect_its_controllers_creatures():
    """Spider-Woman: only creatures "your opponents control" enter tapped."""
    s = Scenario()
    s.battlefield(0, "Spider-Woman, Stunning Savior")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(bears).resolve()
    assert not s.game.objects[s.find("Grizzly Bears", "battlefield")].tapped


def test_tokens_enter_tapped_under_venom_blast():
    """CR 614.1c, 111.1: a token created under an opponent's Venom Blast enters tapped."""
    s = Scenario()
    s.battlefield(1, "Spider-Woman, Stunning Savior")
    maker = s.hand(0, "Test Soldier Maker")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    s.cast(maker).resolve()
    soldier = s.find("Soldier", "battlefield")
    assert s.game.objects[soldier].tapped


def test_exiled_instead_of_dying_doesnt_trigger_dies_abilities():
    """CR 614.6, 700.4: a creature exiled instead of going to the graveyard never
    died; Pretending Poxbearers' ability doesn't trigger."""
    s = Scenario()
    s.battlefield(1, "Test Exile Field")
    pox = s.battlefield(0, "Pretending Poxbearers")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=[pox]).resolve()
    assert s.game.stack == []
    assert s.game.find("Ally") == []
    assert "Pretending Poxbearers" in s.names(s.game.exile)


def test_sacrificed_creature_is_exiled_instead():
    """CR 614.1a, 701.17a: sacrificing puts a permanent into its owner's graveyard,
    so "exile it instead" applies to a sacrifice paid as a cost too."""
    s = Scenario()
    s.battlefield(1, "Test Exile Field")
    altar = s.battlefield(0, "Test Altar")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.act("activate", altar, 0)
    g = s.game
    assert g.decision.kind == "sacrifice"
    s.choose(bears)
    s.resolve()
    assert s.life(0) == 21
    assert s.graveyard_names(0) == []
    assert "Grizzly Bears" in s.names(g.exile)


def test_life_gain_replaced_by_gaining_no_life():
    """CR 614.1a: "If a player would gain life, that player gains no life instead"
    applies to Tranquil Cove's trigger."""
    s = Scenario()
    s.battlefield(1, "Test No Gain Field")
    cove = s.hand(0, "Tranquil Cove")
    s.start(step="main1")
    s.act("play", cove)
    s.resolve()
    assert s.life(0) == 20


def test_lifelink_gain_is_a_life_gain_event_replacements_see():
    """CR 702.15b, 614.1a: life gained through lifelink can be replaced."""
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    hawk = s.battlefield(0, "Vampire Nighthawk")
    s.battlefield(1, "Test No Gain Field")
    s.start(step="main1")
    s.attack(hawk)
    s.pass_until("main2")
    assert s.life(1) == 18
    assert s.life(0) == 20
