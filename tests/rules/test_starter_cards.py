"""Each starter and core-set card's own text, where the section tests don't
already exercise it."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def test_divination_draws_two():
    """Divination: "Draw two cards." """
    s = Scenario()
    s.library(0, "Forest", "Island", "Swamp")
    div = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.start(step="main1")
    s.cast(div).resolve()
    assert len(s.game.players[0].hand) == 2


def test_doom_blade_destroys_a_nonblack_creature():
    """Doom Blade: "Destroy target nonblack creature." """
    s = Scenario()
    blade = s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    rats = s.battlefield(1, "Typhoid Rats")
    s.start(step="main1")
    s.act("cast", blade, "normal")
    assert {a.args[0] for a in s.game.legal_actions()} == {bears}
    s.act("target", bears).act("autopay")
    s.resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    del rats


def test_mind_rot_target_player_discards_two_of_their_choice():
    """Mind Rot: "Target player discards two cards." (CR 701.8)"""
    s = Scenario()
    rot = s.hand(0, "Mind Rot")
    s.lands(0, "Swamp", 3)
    keep, lose1, lose2 = s.hand(1, "Forest", "Island", "Swamp")
    s.start(step="main1")
    s.cast(rot, targets=["P1"]).resolve()
    g = s.game
    assert g.decision.kind == "discard" and g.decision.player == 1
    s.choose(lose1)
    s.choose(lose2)
    assert s.hand_names(1) == ["Forest"]
    del keep


def test_opt_scry_then_draw():
    """Opt: "Scry 1. Draw a card." (CR 701.22) Bottoming the top card draws the
    next one."""
    s = Scenario()
    s.library(0, "Forest", "Island", "Swamp")
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.start(step="main1")
    s.cast(opt).resolve()
    assert s.game.decision.kind == "scry"
    s.choose("bottom")
    assert s.hand_names(0) == ["Island"]
    assert s.names(s.game.players[0].library) == ["Forest", "Swamp"]


def test_duress_takes_a_noncreature_nonland_card():
    """Duress: the caster chooses a noncreature, nonland card from the revealed
    hand."""
    s = Scenario()
    duress = s.hand(0, "Duress")
    s.battlefield(0, "Swamp")
    bolt, bears, forest = s.hand(1, "Lightning Bolt", "Grizzly Bears", "Forest")
    s.start(step="main1")
    s.cast(duress, targets=["P1"]).resolve()
    g = s.game
    assert g.decision.kind == "choose_card" and g.decision.player == 0
    assert g.legal_actions() == [Action("choose", (bolt,))]
    s.choose(bolt)
    assert sorted(s.hand_names(1)) == ["Forest", "Grizzly Bears"]
    del bears, forest


def test_duress_reveals_the_hand_before_its_controller_chooses():
    """Duress: "Target opponent reveals their hand. You choose ..." (CR 701.16a):
    the reveal events come before the question, so the chooser is told the names
    of the cards to choose from; the opponent's library stays hidden."""
    s = Scenario()
    duress = s.hand(0, "Duress")
    s.battlefield(0, "Swamp")
    bolt, bears, forest = s.hand(1, "Lightning Bolt", "Grizzly Bears", "Forest")
    s.library(1, "Giant Growth")
    s.start(step="main1")
    s.cast(duress, targets=["P1"]).resolve()
    g = s.game
    assert g.decision.kind == "choose_card"
    revealed = [e["obj"] for e in g.events if e.kind == "reveal"]
    assert revealed == [bolt, bears, forest]
    assert [g.describe(a, 0) for a in g.legal_actions()] == ["Lightning Bolt"]
    assert g.log(0)[-3:] == [f"{name} is revealed." for name in s.hand_names(1)]
    assert "Giant Growth" not in "\n".join(g.log(0)) + str(g.view(0))
    s.choose(bolt)
    assert [e["obj"] for e in g.events if e.kind == "reveal"] == revealed  # not again
    assert s.graveyard_names(1) == ["Lightning Bolt"]


def test_duress_with_nothing_to_take_reveals_only():
    """Duress with only creatures and lands: nothing is discarded."""
    s = Scenario()
    duress = s.hand(0, "Duress")
    s.battlefield(0, "Swamp")
    s.hand(1, "Grizzly Bears", "Forest")
    s.start(step="main1")
    s.cast(duress, targets=["P1"]).resolve()
    assert len(s.game.players[1].hand) == 2
    assert any(e.kind == "reveal" for e in s.game.events)


def test_origin_of_metalbending_destroys_an_artifact():
    """Origin of Metalbending, first mode: destroy target artifact or enchantment."""
    s = Scenario()
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    ring = s.battlefield(1, "Sol Ring")
    s.start(step="main1")
    s.cast(origin, mode=0, targets=[ring]).resolve()
    assert s.graveyard_names(1) == ["Sol Ring"]


def test_lava_axe_targets_only_players_or_planeswalkers():
    """Lava Axe: "5 damage to target player or planeswalker." """
    s = Scenario()
    axe = s.hand(0, "Lava Axe")
    s.lands(0, "Mountain", 5)
    s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.act("cast", axe, "normal")
    assert {a.args[0] for a in s.game.legal_actions()} == {"P0", "P1"}
    s.act("target", "P1").act("autopay")
    s.resolve()
    assert s.life(1) == 15


def test_naturalize_destroys_an_enchantment():
    """Naturalize: "Destroy target artifact or enchantment." """
    s = Scenario()
    nat = s.hand(0, "Naturalize")
    s.lands(0, "Forest", 2)
    anthem = s.battlefield(1, "Glorious Anthem")
    s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.act("cast", nat, "normal")
    assert {a.args[0] for a in s.game.legal_actions()} == {anthem}
    s.act("target", anthem).act("autopay")
    s.resolve()
    assert s.graveyard_names(1) == ["Glorious Anthem"]


def test_disenchant_destroys_equipment():
    """Disenchant: "Destroy target artifact or enchantment." """
    s = Scenario()
    dis = s.hand(0, "Disenchant")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    splitter = s.battlefield(1, "Bonesplitter", attached_to=bears)
    s.start(step="main1")
    assert s.pt(bears) == (4, 2)
    s.cast(dis, targets=[splitter]).resolve()
    assert s.pt(bears) == (2, 2)


def test_gallant_citizen_hybrid_cost_and_draw():
    """Gallant Citizen ({G/W}{G/W}): castable from a Forest and a Plains; "When
    this creature enters, draw a card." """
    s = Scenario()
    s.library(0, "Island")
    citizen = s.hand(0, "Gallant Citizen")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    s.cast(citizen).resolve()
    s.resolve()
    assert s.hand_names(0) == ["Island"]


def test_pretending_poxbearers_hybrid_cost():
    """Pretending Poxbearers ({1}{W/B}): a Swamp pays the hybrid symbol."""
    s = Scenario()
    pox = s.hand(0, "Pretending Poxbearers")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Island")
    s.start(step="main1")
    s.cast(pox).resolve()
    assert "Pretending Poxbearers" in s.battlefield_names(0)


def test_shivan_dragon_flies_and_firebreathes():
    """Shivan Dragon: "Flying; {R}: +1/+0 until end of turn." """
    s = Scenario()
    s.library(0, "Island")
    s.library(1, "Island")
    dragon = s.battlefield(0, "Shivan Dragon")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.activate(dragon, 1).resolve()
    s.attack(dragon)
    s.pass_until("main2")
    assert s.life(1) == 14


def test_llanowar_elves_cast_and_tap_next_turn():
    """Llanowar Elves can't tap for mana the turn it arrives (CR 302.6)."""
    s = Scenario()
    elves = s.hand(0, "Llanowar Elves")
    s.battlefield(0, "Forest")
    s.start(step="main1")
    s.cast(elves).resolve()
    new = s.find("Llanowar Elves", "battlefield")
    assert not any(a.kind == "activate" and a.args[0] == new for a in s.game.legal_actions())
