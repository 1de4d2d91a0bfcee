"""The last Kamigawa cards (2): Imi Statue (one artifact untaps, CR 502.3),
Shimatsu the Bloodcloaked (sacrifices as it enters, CR 614.1c) and Hankyu
(an Equipment's granted abilities naming it, a "remove all counters" cost)
(manastack/cards/final_kami_artifacts.py)."""

import pytest
from kamigawa_helpers import choose

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


# ------------------------------------------------------------------ Imi Statue
def _to_alices_untap_step(s):
    s.library(0, "Island")
    s.library(1, "Island")
    s.pass_until("main1", active=1)
    s.pass_until_decision("choose_card")


def _imi(tapped_artifacts=3, statue=True):
    s = Scenario()
    if statue:
        s.battlefield(1, "Imi Statue")
    arts = [s.battlefield(0, "Hankyu", tapped=True) for _ in range(tapped_artifacts)]
    land = s.battlefield(0, "Island", tapped=True)
    s.start(step="main2", active=0)
    return s, arts, land


def test_imi_statue_lets_the_active_player_untap_only_the_artifact_they_choose():
    s, arts, land = _imi()
    _to_alices_untap_step(s)
    g = s.game
    assert g.step == "untap" and g.decision.player == 0
    assert [a.args[0] for a in g.legal_actions()] == [arts[0], "no"]
    choose(s, "no")
    choose(s, arts[1])  # the second one untaps; the third stays tapped, unasked
    assert g.decision.kind == "priority"
    assert [g.objects[a].tapped for a in arts] == [True, False, True]
    assert not g.objects[land].tapped  # other permanents untap as usual


def test_imi_statue_the_last_artifact_untaps_when_every_other_was_declined():
    s, arts, _land = _imi(tapped_artifacts=2)
    _to_alices_untap_step(s)
    choose(s, "no")
    g = s.game
    assert g.decision.kind == "priority"
    assert [g.objects[a].tapped for a in arts] == [True, False]


def test_imi_statue_a_single_tapped_artifact_untaps_without_a_question():
    s, arts, _land = _imi(tapped_artifacts=1)
    s.library(0, "Island")
    s.library(1, "Island")
    s.pass_until("upkeep", active=0)
    assert not s.game.objects[arts[0]].tapped


def test_without_imi_statue_every_artifact_untaps():
    s, arts, _land = _imi(statue=False)
    s.library(0, "Island")
    s.library(1, "Island")
    s.pass_until("upkeep", active=0)
    assert not any(s.game.objects[a].tapped for a in arts)


# ------------------------------------------------------------------- Shimatsu
def _cast_shimatsu(s):
    shimatsu = s.hand(0, "Shimatsu the Bloodcloaked")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(shimatsu)
    s.pass_priority(2)
    assert s.game.decision.kind == "sacrifice"


def test_shimatsu_enters_with_a_counter_for_each_permanent_sacrificed():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    theirs = s.battlefield(1, "Grizzly Bears")
    _cast_shimatsu(s)
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert theirs not in options and bears in options  # permanents Alice controls
    choose(s, bears)
    choose(s, giant)
    s.act("done")
    g = s.game
    shimatsu = s.find("Shimatsu the Bloodcloaked", "battlefield")
    assert g.objects[shimatsu].counters.get("+1/+1") == 2
    assert s.pt(shimatsu) == (2, 2)
    assert s.graveyard_names(0) == ["Grizzly Bears", "Hill Giant"]
    assert theirs in g.battlefield


def test_shimatsu_sacrificing_nothing_dies_as_a_0_0():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    _cast_shimatsu(s)
    s.act("done")
    assert s.graveyard_names(0) == ["Shimatsu the Bloodcloaked"]
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_shimatsu_can_sacrifice_the_lands_that_paid_for_it():
    s = Scenario()
    _cast_shimatsu(s)
    lands = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert len(lands) == 4
    for land in lands:
        choose(s, land)
    shimatsu = s.find("Shimatsu the Bloodcloaked", "battlefield")
    assert s.pt(shimatsu) == (4, 4)


# ---------------------------------------------------------------------- Hankyu
def _equipped():
    s = Scenario()
    hankyu = s.battlefield(0, "Hankyu")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.start()
    s.activate(hankyu, targets=[bears])
    s.resolve()
    return s, hankyu, bears


def _granted(s, creature):
    return sorted(
        a.args[1] for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == creature
    )


def test_hankyu_equipped_creature_aims_and_shoots():
    s, hankyu, bears = _equipped()
    g = s.game
    aim, shoot = _granted(s, bears)
    s.activate(bears, aim)
    s.resolve()
    assert g.objects[hankyu].counters.get("aim") == 1
    # next turn, another aim counter, then fire both
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.activate(bears, aim)
    s.resolve()
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert g.objects[hankyu].counters.get("aim") == 2
    s.activate(bears, shoot, targets=["P1"])
    assert not g.objects[hankyu].counters.get("aim")  # removed as a cost
    s.resolve()
    assert s.life(1) == 18


def test_hankyu_shooting_with_no_aim_counters_deals_no_damage():
    s, hankyu, bears = _equipped()
    _aim, shoot = _granted(s, bears)
    s.activate(bears, shoot, targets=["P1"])
    s.resolve()
    assert s.life(1) == 20


def test_hankyu_deals_damage_equal_to_the_aim_counters_removed():
    s, hankyu, bears = _equipped()
    aim, shoot = _granted(s, bears)
    s.activate(bears, aim)
    s.resolve()
    s.library(0, "Island", "Island")
    s.library(1, "Island")
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.activate(bears, shoot, targets=["P1"])
    s.resolve()
    assert s.life(1) == 19


def test_hankyu_unequipped_creature_has_no_such_abilities():
    s = Scenario()
    s.battlefield(0, "Hankyu")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    assert _granted(s, bears) == []
    with pytest.raises(IllegalAction):
        s.game.act(Action("activate", (bears, 1)))


# -------------------------------------------------------------------- Uba Mask
def test_uba_mask_exiles_the_draw_step_card_which_may_be_played_this_turn():
    s = Scenario()
    s.battlefield(1, "Uba Mask")
    s.library(0, "Grizzly Bears", "Forest")
    s.lands(0, "Forest", 2)
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    g = s.game
    bears = s.find("Grizzly Bears")
    assert g.objects[bears].zone == "exile" and not g.players[0].hand
    assert ("play", (bears,)) not in [(a.kind, a.args) for a in g.legal_actions()]
    assert any(a.kind == "cast" and a.args[0] == bears for a in g.legal_actions())


def test_uba_mask_exiled_land_may_be_played_and_draw_spells_exile_too():
    s = Scenario()
    s.battlefield(0, "Uba Mask")
    s.library(0, "Forest", "Island")
    draw = s.hand(0, "Counsel of the Soratami")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(draw)
    s.resolve()
    g = s.game
    exiled = s.names(g.exile)
    assert sorted(exiled) == ["Forest", "Island"]  # each draw exiled the top card
    forest = s.find("Forest", "exile")
    s.act("play", forest)
    assert forest not in g.exile and "Forest" in s.battlefield_names(0)


def test_uba_mask_cards_exiled_earlier_can_no_longer_be_played():
    s = Scenario()
    s.battlefield(0, "Uba Mask")
    s.library(0, "Grizzly Bears")
    s.library(1, "Island", "Island")
    s.lands(0, "Forest", 2)
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    bears = s.find("Grizzly Bears")
    s.pass_until("main1", active=1)
    s.library(0, "Forest")
    s.pass_until("main1", active=0)
    g = s.game
    assert g.objects[bears].zone == "exile"
    assert not any(a.kind == "cast" and a.args[0] == bears for a in g.legal_actions())


def test_uba_mask_leaving_ends_the_permission():
    s = Scenario()
    mask = s.battlefield(0, "Uba Mask")
    s.library(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    naturalize = s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    bears = s.find("Grizzly Bears")
    s.pass_priority()
    s.cast(naturalize, targets=[mask])
    s.resolve()
    g = s.game
    assert mask not in g.battlefield
    assert not any(a.kind == "cast" and a.args[0] == bears for a in g.legal_actions())


# ----------------------------------------------------- Shell of the Last Kappa
def test_shell_exiles_a_spell_that_targets_you_then_casts_it_for_free():
    s = Scenario()
    shell = s.battlefield(0, "Shell of the Last Kappa")
    s.lands(0, "Island", 6)
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    spell = s.game.stack[-1]
    s.activate(shell, 0, targets=[spell])
    s.resolve()
    g = s.game
    assert not g.stack and s.life(0) == 20
    exiled = s.find("Lightning Bolt", "exile")
    s.library(0, "Island")
    s.pass_until("main1", active=0)  # the Shell untaps
    s.activate(shell, 1)
    s.resolve()  # the ability resolves: cast the Bolt, without paying
    assert [a.args[0] for a in g.legal_actions()] == [exiled, "none"]
    choose(s, exiled)
    s.act("target", bears)
    s.resolve_all()
    assert bears not in g.battlefield
    assert "Shell of the Last Kappa" in s.graveyard_names(0)
    assert "Lightning Bolt" in s.graveyard_names(1)  # its owner's graveyard


def test_shell_cant_target_a_spell_that_doesnt_target_you():
    s = Scenario()
    shell = s.battlefield(0, "Shell of the Last Kappa")
    s.lands(0, "Island", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=[bears])
    s.pass_priority()
    assert not any(
        a.kind == "activate" and a.args[:2] == (shell, 0) for a in s.game.legal_actions()
    )


# ------------------------------------------------------------- Moonring Mirror
def _mirror():
    s = Scenario()
    mirror = s.battlefield(0, "Moonring Mirror")
    s.library(0, "Grizzly Bears", "Hill Giant", "Forest", "Island")
    s.library(1, "Island", "Island")
    return s, mirror


def test_moonring_mirror_exiles_the_top_card_face_down_for_each_draw():
    s, _mirror_ = _mirror()
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    g = s.game
    assert s.hand_names(0) == ["Grizzly Bears"]
    giant = s.find("Hill Giant")
    assert g.objects[giant].zone == "exile" and g.objects[giant].face_down
    for viewer in (0, 1):  # nobody may look at it (CR 406.3)
        exile = g.view(viewer)["exile"]
        assert [e["id"] for e in exile] == [giant]
        assert "Hill Giant" not in exile[0]["name"]
        assert "Hill Giant" not in "\n".join(g.log(viewer)[-6:])


def test_moonring_mirror_upkeep_swaps_the_hand_for_the_cards_exiled_with_it():
    s, mirror = _mirror()
    s.start(step="upkeep", active=0)
    s.pass_until("main1")  # Grizzly Bears drawn, Hill Giant exiled face down
    s.pass_until("upkeep", active=0)  # Alice's next upkeep: the Mirror triggers
    s.pass_priority(2)
    g = s.game
    assert g.decision.kind == "may"
    choose(s, "yes")
    assert s.hand_names(0) == ["Hill Giant"]
    bears = s.find("Grizzly Bears")
    assert g.objects[bears].zone == "exile" and g.objects[bears].face_down
    # the opponent never learns which card went to Alice's hand
    assert "Hill Giant" not in "\n".join(g.log(1))
    assert "Hill Giant" in s.hand_names(0)


def test_moonring_mirror_declining_keeps_the_hand():
    s, _mirror_ = _mirror()
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    s.pass_until("upkeep", active=0)
    s.pass_priority(2)
    choose(s, "no")
    assert s.hand_names(0) == ["Grizzly Bears"]
    assert s.game.objects[s.find("Hill Giant")].zone == "exile"


def test_moonring_mirror_only_its_own_exiled_cards_come_back():
    s, _mirror_ = _mirror()
    other = s.exile(0, "Lightning Bolt")  # exiled some other way
    s.start(step="upkeep", active=0)
    s.pass_until("main1")
    s.pass_until("upkeep", active=0)
    s.pass_priority(2)
    choose(s, "yes")
    assert s.hand_names(0) == ["Hill Giant"]
    assert s.game.objects[other].zone == "exile"
