"""Betrayers of Kamigawa, fifth batch (manastack/cards/betrayers_batch5.py): untap
locks (CR 502.3, 614.1), Mannichi's switch (CR 613.4d), Harbinger of Spring's
protection (CR 702.16) and Veil of Secrecy's splice cost (CR 702.47).  Each card's
own text, through the scenario harness."""

from kamigawa_helpers import actions_of, choose

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s: Scenario, n: int = 4) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * n)


# ------------------------------------------------------------------ Neko-Te
def test_neko_te_taps_the_creature_it_damages_until_neko_te_leaves():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Neko-Te", attached_to=bears)
    giant = s.battlefield(1, "Hill Giant")
    splinter = s.hand(0, "Splinter")
    s.lands(0, "Forest", 4)
    _libraries(s, 6)
    s.start()
    s.attack(bears)
    s.block((giant, bears))
    s.pass_until("end_of_combat")
    s.resolve_all()
    assert s.game.objects[giant].tapped
    s.pass_until("upkeep", active=1)
    assert s.game.objects[giant].tapped  # Neko-Te is still on the battlefield
    s.pass_until("main1", active=0)
    s.cast(splinter, targets=[s.find("Neko-Te", "battlefield")]).resolve()
    assert s.game.find("Neko-Te", "exile")
    s.pass_until("upkeep", active=1)
    assert not s.game.objects[giant].tapped  # the lock ended with Neko-Te


def test_neko_te_makes_a_damaged_player_lose_1_life():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Neko-Te", attached_to=bears)
    _libraries(s)
    s.start()
    s.attack(bears)
    s.pass_until("end_of_combat")
    s.resolve_all()
    assert s.life(1) == 17


# ------------------------------------------------------------ Matsu-Tribe Sniper
def test_matsu_tribe_sniper_pings_a_flyer_that_then_skips_one_untap_step():
    s = Scenario()
    sniper = s.battlefield(0, "Matsu-Tribe Sniper")
    bird = s.battlefield(1, "Oyobi, Who Split the Heavens")  # a 3/6 flyer
    s.battlefield(1, "Grizzly Bears")
    _libraries(s, 6)
    s.start()
    s.act("activate", sniper, 0)
    assert {a.args[0] for a in actions_of(s, "target")} == {bird}
    s.game.act(Action("target", (bird,)))
    s.resolve_all()
    assert s.game.objects[bird].tapped and s.game.objects[bird].damage == 1
    s.pass_until("upkeep", active=1)
    assert s.game.objects[bird].tapped  # its controller's next untap step: skipped
    s.pass_until("upkeep", active=0)
    s.pass_until("upkeep", active=1)
    assert not s.game.objects[bird].tapped  # only that one


# ------------------------------------------------------------------- Hokori
def test_hokori_keeps_lands_tapped_but_each_player_untaps_one_in_upkeep():
    s = Scenario()
    s.battlefield(0, "Hokori, Dust Drinker")
    lands = [s.battlefield(1, "Forest", tapped=True) for _ in range(2)]
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    _libraries(s)
    s.start()
    s.pass_until_decision("choose_card")
    assert s.game.active_player == 1 and s.game.step == "upkeep"
    assert not s.game.objects[bears].tapped  # creatures untap as usual
    assert all(s.game.objects[land].tapped for land in lands)
    choose(s, lands[0])
    assert not s.game.objects[lands[0]].tapped and s.game.objects[lands[1]].tapped


# ------------------------------------------------------------------ Mannichi
def test_mannichi_switches_each_creatures_power_and_toughness():
    s = Scenario()
    mannichi = s.battlefield(0, "Mannichi, the Fevered Dream")
    giant = s.battlefield(1, "Hill Giant")
    kami = s.battlefield(1, "Kami of Old Stone")  # a 1/7
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(mannichi).resolve()
    assert s.pt(mannichi) == (2, 1) and s.pt(giant) == (3, 3) and s.pt(kami) == (7, 1)


def test_mannichi_switch_applies_after_pumps():
    s = Scenario()
    mannichi = s.battlefield(0, "Mannichi, the Fevered Dream")
    s.battlefield(0, "In the Web of War")
    s.lands(0, "Mountain", 2)
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears).resolve()
    s.resolve()  # +2/+0: a 4/2
    s.activate(mannichi).resolve()
    assert s.pt(s.find("Grizzly Bears", "battlefield")) == (2, 4)  # layer 7d last


# ---------------------------------------------------------- Harbinger of Spring
def test_harbinger_of_spring_is_protected_from_non_spirit_creatures_only():
    s = Scenario()
    harbinger = s.battlefield(0, "Harbinger of Spring")
    bears = s.battlefield(1, "Grizzly Bears")
    kami = s.battlefield(1, "Kami of Old Stone")  # a Spirit
    _libraries(s)
    s.start()
    s.attack(harbinger)
    s.pass_until_decision("blockers")
    blocks = {a.args for a in actions_of(s, "block")}
    assert (kami, harbinger) in blocks and (bears, harbinger) not in blocks


def test_harbinger_of_spring_takes_no_damage_from_a_non_spirit_creature():
    s = Scenario()
    harbinger = s.battlefield(1, "Harbinger of Spring")
    giant = s.battlefield(0, "Hill Giant")
    _libraries(s)
    s.start()
    s.attack(giant)
    s.block((harbinger, giant))
    s.pass_until("end_of_combat")
    assert harbinger in s.game.battlefield and s.game.objects[giant].damage == 2


# -------------------------------------------------------------- Veil of Secrecy
def test_veil_of_secrecy_splices_by_returning_a_blue_creature():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    veil = s.hand(0, "Veil of Secrecy")
    blue = s.battlefield(0, "Minamo Sightbender")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.start()
    s.act("cast", spike, "normal")
    assert s.game.decision.kind == "splice"
    choose(s, veil)
    if s.game.decision.kind == "splice":
        s.act("done")
    s.game.act(Action("target", ("P1",)))
    s.game.act(Action("target", (bears,)))
    while s.game.decision.kind != "priority":
        options = s.game.legal_actions()
        pick = next((a for a in options if a.args and a.args[0] == blue), None)
        s.game.act(pick or next(a for a in options if a.kind == "autopay"))
    s.resolve()
    assert "Minamo Sightbender" in s.hand_names(0) and "Veil of Secrecy" in s.hand_names(0)
    kw = s.game.chars(bears).keywords
    assert {"shroud", "unblockable"} <= kw and s.life(1) == 17


def test_veil_of_secrecy_cannot_be_spliced_without_a_blue_creature():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    s.hand(0, "Veil of Secrecy")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.start()
    s.act("cast", spike, "normal")
    assert s.game.decision.kind != "splice"
