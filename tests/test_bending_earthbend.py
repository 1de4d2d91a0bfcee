"""Earthbend N (EAR-01..07): a land you control becomes a 0/0 haste creature
land with N +1/+1 counters, and returns tapped when it dies or is exiled."""

from manastack import Action
from manastack.cards import TEST_SET, card
from manastack.engine.targets import TargetSpec, has_type
from manastack.language.effects import Destroy
from manastack.scenario import Scenario

# an instant that destroys a land, to remove a land in response (no card in the
# pool does that at instant speed)
card(
    "Test Land Breaker",
    "{R}",
    "Instant",
    text="Destroy target land.",
    spell=[Destroy(TargetSpec("target.land", objects=has_type("Land")))],
    set_code=TEST_SET,
)


def _cub_earthbends(s, land, lands_to_pay):
    """Cast Badgermole Cub and earthbend 1 targeting ``land``."""
    cub = s.hand(0, "Badgermole Cub")
    s.start()
    s.cast(cub)
    s.resolve()  # the Cub enters; its trigger targets
    s.act("target", land)
    s.resolve()
    return cub


def test_EAR_01_land_becomes_a_haste_creature_with_counters_and_returns_tapped():
    """EAR-01 Earthbend N: target land you control becomes a 0/0 creature with
    haste that is still a land; put N +1/+1 counters on it; when it dies or is
    exiled, return it to the battlefield tapped under your control."""
    s = Scenario()
    s.lands(0, "Forest", 2)
    target = s.battlefield(0, "Plains")
    s.battlefield(1, "Mountain")
    bolt = s.hand(1, "Lightning Bolt")
    _cub_earthbends(s, target, 2)
    ch = s.game.chars(target)
    assert ch.is_creature and "Land" in ch.types
    assert s.pt(target) == (1, 1)
    assert "haste" in ch.keywords
    # it can attack at once (haste)
    s.pass_until("declare_attackers", active=0)
    # the opponent bolts it: it dies and comes back tapped, a land only
    s.pass_priority()  # to player 1
    s.cast(bolt, targets=[target])
    s.resolve()
    s.resolve_all()
    back = s.find("Plains", "battlefield")
    assert back != target
    assert s.game.objects[back].tapped
    assert not s.game.chars(back).is_creature
    assert s.game.chars(back).controller == 0
    assert s.graveyard_names(0) == []


def test_EAR_02_keeps_types_subtypes_and_mana_abilities_and_gets_no_colour():
    """EAR-02 It keeps its other types, subtypes, supertypes and mana abilities
    (a Forest still taps for {G}); it gets no colour."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 2)
    _cub_earthbends(s, forest, 2)
    ch = s.game.chars(forest)
    assert ch.types == frozenset({"Land", "Creature"})
    assert "Forest" in ch.subtypes and "Basic" in ch.supertypes
    assert ch.colours == frozenset()
    before = s.game.players[0].pool.available().get("G", 0)
    s.tap_for_mana(forest, "G")
    # {G} from the Forest, and one more from Badgermole Cub (a creature tapped for mana)
    assert s.game.players[0].pool.available().get("G", 0) == before + 2


def test_EAR_03_a_land_that_is_already_a_creature_can_be_earthbent_again():
    """EAR-03 A land that is already a creature can be targeted: it gets the
    counters and haste, and its base P/T becomes 0/0."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 5)
    lesson = s.hand(0, "Earthbending Lesson")
    _cub_earthbends(s, forest, 2)
    assert s.pt(forest) == (1, 1)
    s.cast(lesson, targets=[forest])
    s.resolve()
    assert s.pt(forest) == (5, 5)
    assert s.game.objects[forest].counters == {"+1/+1": 5}
    assert "haste" in s.game.chars(forest).keywords


def test_EAR_04_and_EAR_05_a_land_gone_in_response_is_not_earthbent_nor_returned():
    """EAR-04 If the target is illegal on resolution earthbend does nothing (and a
    spell with no other targets doesn't resolve).  EAR-05 The return trigger
    exists only once earthbend resolves; a land that leaves in response doesn't
    come back."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 4)
    lesson = s.hand(0, "Earthbending Lesson")
    s.battlefield(1, "Mountain")
    breaker = s.hand(1, "Test Land Breaker")
    s.start()
    s.cast(lesson, targets=[forest])
    s.pass_priority()
    s.cast(breaker, targets=[forest])
    s.resolve()  # the Forest is destroyed in response
    s.resolve()  # the Lesson has no legal target
    assert any(e.kind == "fizzle" for e in s.game.events)
    s.resolve_all()
    assert s.graveyard_names(0).count("Forest") == 1
    assert len(s.game.find("Forest", "battlefield")) == 4
    assert not any(s.game.chars(o).is_creature for o in s.game.battlefield)


def test_EAR_05_a_resolved_earthbend_does_bring_the_land_back():
    """EAR-05 (the other side): once earthbend resolved, destroying the land
    returns it."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 4)
    lesson = s.hand(0, "Earthbending Lesson")
    s.battlefield(1, "Mountain")
    breaker = s.hand(1, "Test Land Breaker")
    s.start()
    s.cast(lesson, targets=[forest])
    s.resolve()
    s.pass_priority()
    s.cast(breaker, targets=[forest])
    s.resolve_all()
    assert s.graveyard_names(0) == ["Earthbending Lesson"]
    assert len(s.game.find("Forest", "battlefield")) == 5


def test_EAR_06_the_earthbender_gets_the_land_back_though_another_player_had_it():
    """EAR-06 "Your control" is the controller of the earthbending spell or
    ability, even if another player controlled the land when it died or was
    exiled."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 2)
    s.lands(1, "Island", 4)
    s.battlefield(1, "Mountain")
    magic = s.hand(1, "Control Magic")
    bolt = s.hand(1, "Lightning Bolt")
    s.library(0, "Plains", "Plains")
    s.library(1, "Island", "Island")
    _cub_earthbends(s, forest, 2)
    s.pass_until("main1", active=1)
    s.cast(magic, targets=[forest])
    s.resolve()
    assert s.game.chars(forest).controller == 1
    s.cast(bolt, targets=[forest])
    s.resolve_all()
    forests = [o for o in s.game.find("Forest", "battlefield") if o != forest]
    assert forest not in s.game.objects
    assert all(s.game.chars(o).controller == 0 for o in forests)
    assert len(forests) == 3


def test_EAR_07_bounced_earthbent_land_stays_in_hand_but_airbent_one_returns():
    """EAR-07 An earthbent land going to any zone but graveyard or exile doesn't
    return; one exiled by airbend returns tapped."""
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    plains = s.battlefield(0, "Plains")
    s.lands(0, "Forest", 2)
    s.battlefield(1, "Island")
    unsummon = s.hand(1, "Unsummon")
    _cub_earthbends(s, forest, 2)
    s.pass_priority()
    s.cast(unsummon, targets=[forest])
    s.resolve_all()
    assert "Forest" in s.hand_names(0)
    assert len(s.game.find("Forest", "battlefield")) == 2
    # earthbend the Plains, then airbend it with Glider Staff: it comes back tapped
    s2 = Scenario()
    plains = s2.battlefield(0, "Plains")
    s2.lands(0, "Forest", 2)
    s2.lands(0, "Plains", 3)
    staff = s2.hand(0, "Glider Staff")
    _cub_earthbends(s2, plains, 2)
    s2.cast(staff)
    s2.resolve()
    s2.act("target", plains)
    s2.resolve_all()
    assert plains not in s2.game.objects
    back = [o for o in s2.game.find("Plains", "battlefield") if s2.game.objects[o].tapped]
    assert len(s2.game.find("Plains", "battlefield")) == 4
    assert back and not any(s2.game.chars(o).is_creature for o in back)
    assert s2.game.find("Plains", "exile") == []
    assert Action("cast", (plains, "airbend")) not in s2.game.legal_actions()
