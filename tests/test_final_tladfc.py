"""The Aangs (manastack/cards/final_tladfc.py) and what they need: bending as
something a player does, recorded per turn (mechanics/bending.py), and cost
reductions by mana symbols (CR 118.7b-c; Aang, Master of Elements)."""

import pytest

from manastack.core.actions import Action
from manastack.core.kinds import Bending
from manastack.core.mana import ManaCost
from manastack.engine.objects import BATTLEFIELD, EXILE, player_ref
from manastack.mechanics.airbend import airbent
from manastack.mechanics.bending import bent_this_turn
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, answering "may" with yes and other questions as offered."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind in ("order_triggers", "may", "target")
        or (g.decision.kind == "priority" and g.stack)
    ):
        if g.decision.kind == "may":
            g.act(Action("choose", ("yes",)))
        elif g.decision.kind == "priority":
            g.act(Action("pass"))
        else:
            g.act(g.legal_actions()[0])


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == card for a in s.game.legal_actions())


# ------------------------------------------------------------- the bending record
def _benders() -> tuple[Scenario, dict[str, int]]:
    """Alice, in her first main phase, holding an Airbending Lesson and an
    Earthbending Lesson, with a Giant Koi (Waterbend {3}) and Uncle Iroh
    (firebending 1), ten lands, and Bob's Grizzly Bears to airbend."""
    s = Scenario()
    ids = {
        "air": s.hand(0, "Airbending Lesson"),
        "earth": s.hand(0, "Earthbending Lesson"),
        "koi": s.battlefield(0, "Giant Koi"),
        "iroh": s.battlefield(0, "Uncle Iroh"),
        "bears": s.battlefield(1, "Grizzly Bears"),
    }
    s.lands(0, "Plains", 3)
    ids["forest"] = s.lands(0, "Forest", 4)[0]
    s.lands(0, "Island", 3)
    s.library(0, *["Island"] * 12)
    s.library(1, *["Island"] * 12)
    return s, ids


def _airbend(s: Scenario, ids: dict[str, int]) -> None:
    s.cast(ids["air"], targets=[ids["bears"]])
    _settle(s)


def _earthbend(s: Scenario, ids: dict[str, int]) -> None:
    s.cast(ids["earth"], targets=[ids["forest"]])
    _settle(s)


def _waterbend(s: Scenario, ids: dict[str, int]) -> None:
    s.activate(ids["koi"])
    _settle(s)


def test_each_kind_of_bending_is_recorded_for_the_player_who_bent_this_turn():
    s, ids = _benders()
    s.start()
    g = s.game
    _airbend(s, ids)
    assert bent_this_turn(g, 0) == {Bending.AIR}
    _earthbend(s, ids)
    assert bent_this_turn(g, 0) == {Bending.AIR, Bending.EARTH}
    assert bent_this_turn(g, 1) == frozenset()


def test_paying_a_waterbend_cost_is_waterbending_even_with_nothing_tapped_for_it():
    """The Koi's Waterbend {3} paid with three lands' mana: its payer waterbent."""
    s, ids = _benders()
    s.start()
    g = s.game
    _waterbend(s, ids)
    assert all(not g.objects[o].tapped for o in (ids["koi"], ids["iroh"]))
    assert bent_this_turn(g, 0) == {Bending.WATER}


def test_a_firebending_ability_resolving_is_firebending_and_the_record_ends_with_the_turn():
    s, ids = _benders()
    s.start()
    g = s.game
    s.attack(ids["iroh"])
    assert bent_this_turn(g, 0) == frozenset()  # the trigger is on the stack
    _settle(s)
    assert bent_this_turn(g, 0) == {Bending.FIRE}
    s.pass_until("upkeep", active=1)
    assert bent_this_turn(g, 0) == frozenset()


# ------------------------------------------------------------------ Avatar Aang
def _aang_benders() -> tuple[Scenario, dict[str, int]]:
    s, ids = _benders()
    ids["aang"] = s.battlefield(0, "Avatar Aang")
    return s, ids


def test_avatar_aang_draws_whenever_you_bend_but_not_when_an_opponent_does():
    s, ids = _aang_benders()
    bobs_koi = s.battlefield(1, "Giant Koi")
    s.lands(1, "Island", 3)
    s.start()
    g = s.game
    hand = len(g.players[0].hand)
    _earthbend(s, ids)  # the Lesson leaves the hand; Aang draws one
    assert len(g.players[0].hand) == hand
    _airbend(s, ids)  # the Lesson leaves; it draws one, Aang another
    assert len(g.players[0].hand) == hand + 1
    _waterbend(s, ids)
    assert len(g.players[0].hand) == hand + 2
    assert g.chars(ids["aang"]).name == "Avatar Aang"  # three kinds only
    s.pass_until("upkeep", active=1)
    bob_hand = len(g.players[1].hand)
    mine = len(g.players[0].hand)
    s.activate(bobs_koi)
    _settle(s)
    assert len(g.players[0].hand) == mine and len(g.players[1].hand) == bob_hand


def _all_four(s: Scenario, ids: dict[str, int]) -> None:
    """Alice airbends, earthbends and waterbends, then attacks with Avatar Aang,
    whose firebending is the fourth."""
    _airbend(s, ids)
    _earthbend(s, ids)
    _waterbend(s, ids)
    s.attack(ids["aang"])
    _settle(s)


def test_avatar_aang_transforms_once_you_have_done_all_four_this_turn():
    s, ids = _aang_benders()
    s.start()
    g = s.game
    hand = len(g.players[0].hand)
    s.attack(ids["aang"])
    _settle(s)  # firebending 2: a draw
    assert len(g.players[0].hand) == hand + 1
    assert g.players[0].pool.available().get("R") == 2
    s.pass_until("main2", active=0)
    _airbend(s, ids)
    _earthbend(s, ids)
    assert g.chars(ids["aang"]).name == "Avatar Aang"
    _waterbend(s, ids)  # the fourth kind: draw, then transform
    ch = g.chars(ids["aang"])
    assert ch.name == "Aang, Master of Elements" and s.pt(ids["aang"]) == (6, 6)


def test_avatar_aang_transforms_once_though_two_of_his_triggers_find_all_four_done():
    """CR 701.28f: a trigger of his put on the stack before he transformed
    doesn't transform him back."""
    s, ids = _aang_benders()
    s.start()
    g = s.game
    _earthbend(s, ids)
    _waterbend(s, ids)
    s.attack(ids["aang"])
    s.pass_priority(2)  # firebending resolves: his trigger for firebending waits
    assert len(g.stack) == 1 and g.decision.player == 0
    s.cast(ids["air"], targets=[ids["bears"]])  # in response: the fourth kind
    s.pass_priority(2)  # airbend; his trigger for airbending goes above the other
    assert len(g.stack) == 2
    _settle(s)
    assert g.chars(ids["aang"]).name == "Aang, Master of Elements"


def test_avatar_aang_does_not_count_bending_done_on_an_earlier_turn():
    s, ids = _aang_benders()
    s.start(step="main2")
    g = s.game
    _airbend(s, ids)
    _earthbend(s, ids)
    _waterbend(s, ids)
    s.pass_until("main1", active=0)
    s.attack(ids["aang"])
    _settle(s)
    assert g.chars(ids["aang"]).name == "Avatar Aang"


def _master(s: Scenario, ids: dict[str, int]) -> int:
    s.start()
    _all_four(s, ids)
    assert s.game.chars(ids["aang"]).name == "Aang, Master of Elements"
    return ids["aang"]


def _pass_declining(s: Scenario, step: str, active: int) -> None:
    """Pass to ``step`` of ``active``'s turn, declining every "may"."""
    g = s.game
    while not (g.step == step and g.active_player == active and g.decision.kind == "priority"):
        if g.decision.kind == "may":
            g.act(Action("choose", ("no",)))
        elif g.decision.kind in ("attackers", "blockers"):
            g.act(Action("done"))
        elif g.decision.kind == "priority":
            g.act(Action("pass"))
        else:
            g.act(g.legal_actions()[0])


def _tapped_lands(s: Scenario) -> int:
    g = s.game
    return sum(1 for o in g.battlefield if "Land" in g.chars(o).types and g.objects[o].tapped)


def test_aang_master_of_elements_makes_spells_cost_wubrg_less():
    """CR 118.7b-c: each coloured symbol takes off that colour, else one generic:
    Grizzly Bears ({1}{G}) costs nothing, an Air Elemental ({3}{U}{U}) {U}."""
    s, ids = _aang_benders()
    elemental = s.hand(0, "Air Elemental")
    bears = s.hand(0, "Grizzly Bears")
    _master(s, ids)
    g = s.game
    for land in [o for o in g.battlefield if g.chars(o).is_land and not g.objects[o].tapped]:
        s.tap_for_mana(land, {"Plains": "W", "Island": "U", "Forest": "G"}[g.chars(land).name])
    s.pass_until("main2", active=0)  # that mana is gone: no mana at all
    assert _tapped_lands(s) == len([o for o in g.battlefield if g.chars(o).is_land])
    assert not any(g.players[0].pool.available().values())
    s.cast(bears)
    s.resolve()
    assert s.find("Grizzly Bears", BATTLEFIELD) in g.battlefield
    _pass_declining(s, "main1", 0)  # Alice's lands untap
    assert _tapped_lands(s) == 0
    s.cast(elemental)
    tapped = [o for o in g.battlefield if g.objects[o].tapped]
    assert [g.chars(o).name for o in tapped] == ["Island"]


def test_aang_master_of_elements_may_transform_at_each_upkeep_for_his_gifts():
    s, ids = _aang_benders()
    aang = _master(s, ids)
    g = s.game
    s.pass_until("upkeep", active=1)  # Bob's upkeep counts too
    assert g.stack
    s.resolve()
    assert g.decision.kind == "may"
    life, bob, hand = s.life(0), s.life(1), len(g.players[0].hand)
    g.act(Action("choose", ("yes",)))
    assert g.chars(aang).name == "Avatar Aang" and s.pt(aang) == (8, 8)
    assert (s.life(0), s.life(1), len(g.players[0].hand)) == (life + 4, bob - 4, hand + 4)


def test_aang_master_of_elements_declining_keeps_him_and_gives_nothing():
    s, ids = _aang_benders()
    aang = _master(s, ids)
    g = s.game
    s.pass_until("upkeep", active=1)
    s.resolve()
    life = s.life(1)
    g.act(Action("choose", ("no",)))
    assert g.chars(aang).name == "Aang, Master of Elements" and s.life(1) == life


@pytest.mark.parametrize(
    ("cost", "reduced"),
    [
        ("{2}{R}", "{0}"),  # {R} off; W, U, B and G take two generic and find none left
        ("{3}{U}{U}", "{U}"),
        ("{W}{W}", "{W}"),
        ("{R/G}{R/G}{1}", "{0}"),  # a hybrid symbol the colour can pay goes
        ("{7}", "{2}"),
    ],
)
def test_a_reduction_by_coloured_symbols_follows_cr_118_7(cost, reduced):
    got = ManaCost.parse(cost).reduced_by(ManaCost.parse("{W}{U}{B}{R}{G}"))
    assert str(got) == reduced


# ------------------------------------------------------------ Aang, Swift Savior
def test_aang_swift_savior_with_flash_airbends_a_spell_as_he_enters():
    s = Scenario()
    aang = s.hand(0, "Aang, Swift Savior")
    s.lands(0, "Plains", 1)
    s.lands(0, "Island", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.start(active=1)
    g = s.game
    s.cast(bolt, targets=[player_ref(0)])
    spell = g.stack[0]
    s.pass_priority()
    s.cast(aang)  # flash, in response
    s.resolve()
    assert g.decision.kind == "target"  # the enters trigger's target
    targets = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert targets == [spell]  # not Aang himself, nor the trigger
    g.act(Action("target", (spell,)))
    _settle(s)
    exiled = s.find("Lightning Bolt", EXILE)
    assert airbent(g.objects[exiled]) and s.life(0) == 20


def aang_id(s: Scenario) -> int:
    return s.find("Aang, Swift Savior", BATTLEFIELD)


def test_aang_swift_savior_airbends_up_to_one_other_creature_or_none():
    s = Scenario()
    aang = s.hand(0, "Aang, Swift Savior")
    s.lands(0, "Plains", 1)
    s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    g = s.game
    s.cast(aang)
    s.resolve()
    targets = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert bears in targets and aang_id(s) not in targets
    assert any(a.kind == "done" for a in g.legal_actions())  # up to one
    g.act(Action("target", (bears,)))
    _settle(s)
    assert airbent(g.objects[s.find("Grizzly Bears", EXILE)])


def test_aang_swift_savior_waterbends_eight_to_become_aang_and_la():
    """Waterbend {8}: tapped creatures pay generic; Aang and La attack and put a
    +1/+1 counter on each tapped creature their controller controls."""
    s = Scenario()
    aang = s.battlefield(0, "Aang, Swift Savior")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    fresh = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 5)
    s.start()
    g = s.game
    g.act(s.pick(lambda a: a.kind == "activate" and a.args[0] == aang))
    for bear in bears:
        g.act(Action("waterbend", (bear,)))
    g.act(Action("autopay"))
    _settle(s)
    assert g.chars(aang).name == "Aang and La, Ocean's Fury" and s.pt(aang) == (5, 5)
    assert {"reach", "trample"} <= set(g.chars(aang).keywords)
    s.attack(aang)
    _settle(s)
    assert s.pt(aang) == (6, 6)  # tapped by attacking
    assert all(s.pt(b) == (3, 3) for b in bears)  # tapped for waterbend
    assert s.pt(fresh) == (2, 2)  # untapped


# ------------------------------------------------------- Aang, at the Crossroads
def _crossroads(library: tuple[str, ...]) -> tuple[Scenario, int]:
    s = Scenario()
    aang = s.hand(0, "Aang, at the Crossroads")
    for land in ("Forest", "Plains", "Island", "Island", "Island"):
        s.battlefield(0, land)
    s.library(0, *library)
    s.library(1, *["Island"] * 5)
    s.start()
    s.cast(aang)
    s.resolve()  # he enters; his trigger
    s.resolve()
    return s, s.find("Aang, at the Crossroads", BATTLEFIELD)


def test_aang_at_the_crossroads_may_put_a_small_creature_of_the_top_five_onto_the_battlefield():
    top = ("Grizzly Bears", "Air Elemental", "Hill Giant", "Island", "Plains", "Craw Wurm")
    s, _aang = _crossroads(top)
    g = s.game
    offered = [a.args[0] for a in g.legal_actions() if a.kind == "choose"]
    assert s.names(o for o in offered if o != "none") == ["Grizzly Bears", "Hill Giant"]
    s.choose(next(o for o in offered if o != "none" and g.objects[o].card.name == "Hill Giant"))
    giant = s.find("Hill Giant", BATTLEFIELD)
    assert g.chars(giant).controller == 0
    library = g.players[0].library
    assert s.names([library[-1]]) == ["Craw Wurm"]  # the other four went to the bottom
    assert sorted(s.names(library[:4])) == ["Air Elemental", "Grizzly Bears", "Island", "Plains"]


def test_aang_at_the_crossroads_may_put_nothing():
    s, _aang = _crossroads(("Grizzly Bears", "Island", "Island", "Island", "Island", "Craw Wurm"))
    g = s.game
    s.choose("none")
    assert s.names([g.players[0].library[-1]]) == ["Craw Wurm"]
    assert "Grizzly Bears" not in s.battlefield_names(0)


def _destined_savior() -> tuple[Scenario, int]:
    """Alice's Bears die (her own Bolt); at the next upkeep, Bob's, Aang transforms."""
    s = Scenario()
    aang = s.battlefield(0, "Aang, at the Crossroads")
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.start()
    g = s.game
    s.cast(bolt, targets=[bears])
    _settle(s)
    assert g.chars(aang).name == "Aang, at the Crossroads"  # not yet
    s.pass_until("upkeep", active=1)
    _settle(s)
    return s, aang


def test_aang_at_the_crossroads_transforms_at_the_next_upkeep_after_another_creature_leaves():
    s, aang = _destined_savior()
    assert s.game.chars(aang).name == "Aang, Destined Savior" and s.pt(aang) == (4, 4)


def test_aang_at_the_crossroads_transforms_once_when_two_creatures_left():
    """Two delayed triggers: the second finds him transformed since it was
    created and does nothing (CR 701.28f)."""
    s = Scenario()
    aang = s.battlefield(0, "Aang, at the Crossroads")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    bolts = [s.hand(0, "Lightning Bolt") for _ in range(2)]
    s.lands(0, "Mountain", 2)
    s.library(1, *["Island"] * 5)
    s.start()
    for bolt, bear in zip(bolts, bears, strict=True):
        s.cast(bolt, targets=[bear])
        _settle(s)
    s.pass_until("upkeep", active=1)
    assert len(s.game.stack) == 2
    _settle(s)
    assert s.game.chars(aang).name == "Aang, Destined Savior"


def test_aang_at_the_crossroads_ignores_an_opponents_creature_leaving():
    s = Scenario()
    aang = s.battlefield(0, "Aang, at the Crossroads")
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.library(1, *["Island"] * 5)
    s.start()
    s.cast(bolt, targets=[bears])
    _settle(s)
    s.pass_until("upkeep", active=1)
    _settle(s)
    assert s.game.chars(aang).name == "Aang, at the Crossroads"


def test_aang_destined_savior_earthbends_two_at_combat_and_land_creatures_have_vigilance():
    s, aang = _destined_savior()
    g = s.game
    s.pass_until("upkeep", active=0)
    s.pass_until("beginning_of_combat", active=0)  # his trigger targets a land of hers
    _settle(s)
    land = next(o for o in g.battlefield if g.chars(o).is_land and g.chars(o).is_creature)
    assert s.pt(land) == (2, 2) and "vigilance" in g.chars(land).keywords
    assert "vigilance" not in g.chars(aang).keywords
    s.attack(land)
    assert not g.objects[land].tapped
