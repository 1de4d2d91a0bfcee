"""White cards of Champions and Betrayers of Kamigawa: each card's own text."""

from kamigawa_helpers import actions_of

from manastack import Action
from manastack.scenario import Scenario


def test_call_to_glory_untaps_your_creatures_and_pumps_samurai():
    s = Scenario()
    samurai = s.battlefield(0, "Samurai Enforcers", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Grizzly Bears", tapped=True)
    call = s.hand(0, "Call to Glory")
    s.lands(0, "Plains", 2)
    s.start()
    p, t = s.pt(samurai)
    s.cast(call).resolve()
    g = s.game
    assert not g.objects[samurai].tapped and not g.objects[bears].tapped
    assert g.objects[theirs].tapped
    assert s.pt(samurai) == (p + 1, t + 1) and s.pt(bears) == (2, 2)


def test_cleanfall_destroys_all_enchantments():
    s = Scenario()
    s.battlefield(0, "Honden of Cleansing Fire")
    s.battlefield(1, "Honden of Infinite Rage")
    fall = s.hand(0, "Cleanfall")
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(fall).resolve()
    assert "Honden of Cleansing Fire" in s.graveyard_names(0)
    assert s.graveyard_names(1) == ["Honden of Infinite Rage"]


def test_hold_the_line_pumps_only_blockers():
    s = Scenario()
    wall = s.battlefield(0, "Grizzly Bears")
    idle = s.battlefield(0, "Kami of Old Stone")
    ogre = s.battlefield(1, "Frost Ogre")
    hold = s.hand(0, "Hold the Line")
    s.lands(0, "Plains", 3)
    s.start(active=1)
    s.attack(ogre)
    s.block((wall, ogre))
    s.pass_priority()  # the attacking player passes first
    s.cast(hold).resolve()
    assert s.pt(wall) == (9, 9) and s.pt(idle) == (1, 7)


def test_indomitable_will_and_vigilance_auras():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Indomitable Will", attached_to=bears)
    s.battlefield(0, "Vigilance", attached_to=bears)
    s.start()
    assert s.pt(bears) == (3, 4) and "vigilance" in s.game.chars(bears).keywords
    s.attack(bears)
    assert not s.game.objects[bears].tapped


def test_innocence_kami_taps_and_untaps_on_spirit_or_arcane():
    s = Scenario()
    kami = s.battlefield(0, "Innocence Kami")
    bears = s.battlefield(1, "Grizzly Bears")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Mountain")
    s.start()
    s.activate(kami, targets=[bears]).resolve()
    assert s.game.objects[bears].tapped and s.game.objects[kami].tapped
    s.cast(spike, targets=["P1"])
    s.resolve_all()
    assert not s.game.objects[kami].tapped


def test_kitsune_diviner_taps_a_spirit():
    s = Scenario()
    diviner = s.battlefield(0, "Kitsune Diviner")
    kami = s.battlefield(1, "Kami of Old Stone")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.act("activate", diviner, 0)
    assert {a.args[0] for a in actions_of(s, "target")} == {kami}
    s.game.act(Action("target", (kami,)))
    s.resolve()
    assert s.game.objects[kami].tapped and not s.game.objects[bears].tapped


def test_final_judgment_exiles_all_creatures():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Kami of Old Stone")
    judgment = s.hand(0, "Final Judgment")
    s.lands(0, "Plains", 6)
    s.start()
    s.cast(judgment).resolve()
    assert not [o for o in s.game.battlefield if s.game.chars(o).is_creature]
    assert sorted(s.names(s.game.exile)) == ["Grizzly Bears", "Kami of Old Stone"]


def test_takenos_cavalry_shoots_an_attacking_spirit():
    s = Scenario()
    cavalry = s.battlefield(0, "Takeno's Cavalry")
    kami = s.battlefield(1, "Wandering Ones")  # a 1/1 Spirit
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(active=1)
    s.attack(kami, bears)
    s.pass_priority()
    s.act("activate", cavalry, 1)
    assert {a.args[0] for a in actions_of(s, "target")} == {kami}
    s.game.act(Action("target", (kami,)))
    s.resolve()
    assert "Wandering Ones" in s.graveyard_names(1)
