"""Betrayers of Kamigawa, eighth batch (manastack/cards/betrayers_batch8.py): damage
redirection (CR 614.9).  Each card's own text, through the scenario harness."""

from kamigawa_helpers import choose

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s: Scenario, n: int = 4) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * n)


def test_opal_eye_takes_the_next_damage_a_chosen_source_would_deal():
    s = Scenario()
    opal = s.battlefield(0, "Opal-Eye, Konda's Yojimbo")
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    _libraries(s)
    s.start(step="main1", active=1)
    s.pass_until_decision("attackers")
    s.act("attack", giant, "P0")
    s.act("attack", bears, "P0")
    s.act("done")
    s.pass_priority()  # the active player passes in declare attackers
    s.activate(opal, 2).resolve()
    assert s.game.decision.kind == "choose_card"  # the source is chosen on resolution
    choose(s, giant)
    s.resolve_all()
    s.pass_until("end_of_combat")
    assert s.game.objects[opal].damage == 3 and s.life(0) == 18  # the Bears hit
    assert "defender" in s.game.chars(opal).keywords


def test_opal_eye_prevents_1_damage_to_itself():
    s = Scenario()
    opal = s.battlefield(0, "Opal-Eye, Konda's Yojimbo")
    s.lands(0, "Plains", 2)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.activate(opal, 3).resolve()
    s.cast(s.find("Lightning Bolt", "hand"), targets=[opal]).resolve()
    assert s.game.objects[opal].damage == 2


def test_ward_of_piety_sends_the_next_1_damage_elsewhere():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    ward = s.battlefield(0, "Ward of Piety", attached_to=bears)
    s.lands(0, "Plains", 2)
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.start()
    s.activate(ward, targets=["P1"]).resolve()
    s.pass_priority()  # the opponent gets priority and Shocks the Bears
    s.cast(s.find("Shock", "hand"), targets=[bears]).resolve()
    assert s.game.objects[bears].damage == 1 and s.life(1) == 19


def test_shining_shoal_redirects_x_damage_from_a_chosen_source():
    s = Scenario()
    shoal = s.hand(0, "Shining Shoal")
    s.hand(0, "Kitsune Palliator")  # a white card with mana value 3: X = 3
    bears = s.battlefield(0, "Grizzly Bears")
    target = s.battlefield(1, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    bolt = s.find("Lightning Bolt", "hand")
    s.cast(bolt, targets=[bears])
    s.pass_priority()
    s.game.act(Action("cast", (shoal, "shoal")))
    choose(s, s.find("Kitsune Palliator", "hand"))
    s.game.act(Action("target", (target,)))
    while s.game.decision.kind == "pay":
        s.act("autopay")
    s.resolve()
    choose(s, s.find("Lightning Bolt", "stack"))
    s.resolve_all()
    assert s.game.objects[bears].damage == 0 and "Hill Giant" in s.graveyard_names(1)


def test_shining_shoal_with_no_source_to_choose_does_nothing():
    """Random play found it: with nothing on the battlefield or the stack there is
    no source to choose, and no shield is made."""
    s = Scenario()
    shoal = s.hand(0, "Shining Shoal")
    s.hand(0, "Kitsune Palliator")
    s.start()
    s.game.act(Action("cast", (shoal, "shoal")))
    choose(s, s.find("Kitsune Palliator", "hand"))
    s.game.act(Action("target", ("P1",)))
    while s.game.decision.kind == "pay":
        s.act("autopay")
    s.resolve()
    assert not s.game.stack and s.game.decision.kind == "priority"
    assert "Shining Shoal" in s.graveyard_names(0)
