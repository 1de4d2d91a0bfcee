"""TLA batch B bending cards (manastack/cards/avatar_batch_b_bending.py): each
card's text in a small scenario."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _can_block(s: Scenario, blocker: int, attacker: int) -> bool:
    return any(a.kind == "block" and a.args == (blocker, attacker) for a in s.game.legal_actions())


def _activatable(s: Scenario, oid: int) -> bool:
    return any(a.kind == "activate" and a.args[0] == oid for a in s.game.legal_actions())


# ------------------------------------------------------------ waterbending
def test_foggy_swamp_vinebender_evades_small_blockers():
    s = Scenario()
    vine = s.battlefield(0, "Foggy Swamp Vinebender")
    bear = s.battlefield(1, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")
    s.start()
    s.attack(vine)
    s.pass_until_decision("blockers")
    assert not _can_block(s, bear, vine)
    assert _can_block(s, wurm, vine)


def test_foggy_swamp_vinebender_grows_only_during_your_turn():
    s = Scenario()
    vine = s.battlefield(0, "Foggy Swamp Vinebender")
    s.lands(0, "Forest", 5)
    s.start()
    s.activate(vine)
    _settle(s)
    assert s.pt(vine) == (5, 4)
    s2 = Scenario()
    vine2 = s2.battlefield(0, "Foggy Swamp Vinebender")
    s2.lands(0, "Forest", 5)
    s2.start(active=1)
    s2.pass_priority()
    assert s2.game.decision.player == 0
    assert not _activatable(s2, vine2)


def test_waterbender_ascension_counts_hits_and_draws_from_the_fourth():
    s = Scenario()
    asc = s.battlefield(0, "Waterbender Ascension", counters={"quest": 2})
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island", "Island")
    s.start()
    s.attack(a, b)
    s.pass_until("main2")
    assert s.game.objects[asc].counters.get("quest") == 4
    assert len(s.game.players[0].hand) == 1  # the third counter didn't draw; the fourth did


def test_waterbender_ascension_makes_a_creature_unblockable():
    s = Scenario()
    asc = s.battlefield(0, "Waterbender Ascension")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 4)
    s.start()
    s.activate(asc, targets=[bear])
    _settle(s)
    assert "unblockable" in s.game.chars(bear).keywords


# ------------------------------------------------------------ earthbending
def test_toph_hardheaded_teacher_discards_to_regrow_an_instant():
    s = Scenario()
    toph = s.hand(0, "Toph, Hardheaded Teacher")
    lost = s.graveyard(0, "Lost Days")
    junk = s.hand(0, "Forest")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(toph)
    s.resolve()
    s.act("target", lost)
    _settle(s)
    assert s.game.decision.kind == "discard"
    s.choose(junk)
    _settle(s)
    assert s.hand_names(0) == ["Lost Days"] and s.graveyard_names(0) == ["Forest"]


def test_toph_hardheaded_teacher_keeps_the_card_when_not_discarding():
    s = Scenario()
    toph = s.hand(0, "Toph, Hardheaded Teacher")
    lost = s.graveyard(0, "Lost Days")
    s.hand(0, "Forest")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(toph)
    s.resolve()
    s.act("target", lost)
    _settle(s)
    s.choose("done")
    _settle(s)
    assert s.hand_names(0) == ["Forest"] and s.graveyard_names(0) == ["Lost Days"]


def test_toph_hardheaded_teacher_earthbends_on_casts_with_a_bonus_for_lessons():
    s = Scenario()
    s.battlefield(0, "Toph, Hardheaded Teacher")
    bolt = s.hand(0, "Lightning Bolt")
    lands = s.lands(0, "Mountain", 1)
    s.start()
    s.cast(bolt, targets=["P1", lands[0]])
    _settle(s)
    assert s.pt(lands[0]) == (1, 1)
    s2 = Scenario()
    s2.battlefield(0, "Toph, Hardheaded Teacher")
    days = s2.hand(0, "Lost Days")
    target = s2.battlefield(1, "Grizzly Bears")
    lands = s2.lands(0, "Island", 6)
    s2.start()
    s2.cast(days, targets=[target, lands[5]])
    _settle(s2)
    assert s2.pt(lands[5]) == (2, 2)


def test_toph_the_first_metalbender_makes_artifacts_lands_and_earthbends_at_end():
    s = Scenario()
    s.battlefield(0, "Toph, the First Metalbender")
    blades = s.battlefield(0, "Twin Blades")
    s.start()
    ch = s.game.chars(blades)
    assert ch.is_land and "Artifact" in ch.types
    s.pass_until_decision("target")
    s.act("target", blades)
    _settle(s)
    assert s.game.chars(blades).is_creature and s.pt(blades) == (2, 2)


# ------------------------------------------------------------------- mana
def test_great_divide_guide_lets_lands_and_allies_tap_for_any_colour():
    s = Scenario()
    s.battlefield(0, "Great Divide Guide")
    swamp = s.battlefield(0, "Swamp")
    ally = s.battlefield(0, "Jeong Jeong's Deserters")
    bear = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.act("mana_abilities")
    made = {}
    for a in s.game.legal_actions():
        if a.kind == "activate":
            made.setdefault(a.args[0], set()).add(a.args[2])
    assert made[swamp] >= {"W", "U", "B", "R", "G"}
    assert made[ally] == {"W", "U", "B", "R", "G"}
    assert bear not in made


# ------------------------------------------------------------------- Zhao
def test_zhao_taps_entering_nonbasics_and_makes_them_mountains_with_a_counter():
    s = Scenario()
    zhao = s.battlefield(0, "Zhao, the Moon Slayer")
    palace = s.hand(0, "Secret Tunnel")
    oasis = s.battlefield(1, "Rumble Arena")
    s.lands(0, "Mountain", 7)
    s.start()
    s.act("play", palace)
    assert s.game.objects[s.find("Secret Tunnel", BATTLEFIELD)].tapped
    assert "Mountain" not in s.game.chars(oasis).subtypes
    s.activate(zhao)
    _settle(s)
    ch = s.game.chars(oasis)
    assert "Mountain" in ch.subtypes
    (only,) = ch.abilities
    assert only.mana == ("R",)  # it lost its own abilities and taps for {R}


# ---------------------------------------------------------- Waterbending Scroll
def test_waterbending_scroll_costs_1_less_per_island():
    s = Scenario()
    scroll = s.battlefield(0, "Waterbending Scroll")
    s.lands(0, "Island", 3)
    s.library(0, "Forest")
    s.start()
    s.activate(scroll)  # {6} less three Islands: {3}
    _settle(s)
    assert s.hand_names(0) == ["Forest"]
    s2 = Scenario()
    scroll2 = s2.battlefield(0, "Waterbending Scroll")
    s2.lands(0, "Mountain", 5)
    s2.start()
    assert not _activatable(s2, scroll2)  # {6} with no Island: five lands aren't enough
