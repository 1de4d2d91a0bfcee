"""TLA airbending and waterbending cards (manastack/cards/avatar_air.py,
avatar_water.py): each card's text in a small scenario."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


# ---------------------------------------------------------------- airbend
def test_airbenders_reversal_destroys_an_attacker():
    s = Scenario()
    reversal = s.hand(0, "Airbender's Reversal")
    s.lands(0, "Plains", 2)
    bear = s.battlefield(1, "Grizzly Bears")
    idle = s.battlefield(1, "Grizzly Bears")
    s.library(1, "Forest")
    s.start(step="upkeep", active=1)
    s.attack(bear)
    s.pass_priority()
    s.act("cast", reversal, "normal")
    s.choose(0)
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and idle not in targets
    s.act("target", bear)
    s.act("autopay")
    s.resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_airbenders_reversal_airbends_your_own_creature():
    """AIR-01: the airbent card may be cast again from exile for {2}."""
    s = Scenario()
    reversal = s.hand(0, "Airbender's Reversal")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(reversal, mode=1, targets=[bear]).resolve()
    exiled = s.find("Grizzly Bears", EXILE)
    assert Action("cast", (exiled, "airbend")) in s.game.legal_actions()


def test_appa_airbends_your_other_permanents_and_makes_allies_for_spells_from_exile():
    s = Scenario()
    appa = s.hand(0, "Appa, Steadfast Guardian")
    bear = s.battlefield(0, "Grizzly Bears")
    staff = s.battlefield(0, "Glider Staff")
    theirs = s.battlefield(1, "Grizzly Bears")
    from_hand = s.hand(0, "Grizzly Bears")
    s.lands(0, "Plains", 6)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(appa)
    s.resolve()
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and staff in targets and theirs not in targets
    assert s.find("Appa, Steadfast Guardian", BATTLEFIELD) not in targets
    s.act("target", bear)
    s.act("target", staff)
    if s.game.decision.kind == "target":
        s.act("done")
    _settle(s)
    assert s.game.find("Grizzly Bears", EXILE) and s.game.find("Glider Staff", EXILE)
    s.cast(from_hand)
    _settle(s)
    assert not [o for o in s.game.battlefield if s.game.chars(o).name == "Ally"]
    s.cast(s.find("Grizzly Bears", EXILE), how="airbend")
    _settle(s)
    allies = [o for o in s.game.battlefield if s.game.chars(o).name == "Ally"]
    assert len(allies) == 1


# -------------------------------------------------------------- waterbend
def test_flexible_waterbender_becomes_5_2_until_end_of_turn():
    s = Scenario()
    bender = s.battlefield(0, "Flexible Waterbender")
    helper = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.act(
        "activate", bender, s.pick(lambda a: a.kind == "activate" and a.args[0] == bender).args[1]
    )
    s.act("waterbend", helper)
    s.act("autopay")
    s.resolve()
    assert s.pt(bender) == (5, 2) and s.game.objects[helper].tapped
    s.pass_until("upkeep", active=1)
    assert s.pt(bender) == (2, 5)


def test_turtle_duck_has_base_power_4_and_trample():
    s = Scenario()
    duck = s.battlefield(0, "Turtle-Duck", counters={"+1/+1": 1})
    s.lands(0, "Forest", 3)
    s.start()
    s.activate(duck).resolve()
    assert s.pt(duck) == (5, 5)  # base 4/4, then the counter (CR 613.4b, 613.4c)
    assert "trample" in s.game.chars(duck).keywords


def test_katara_grows_at_end_step_if_tapped_and_draws_for_waterbend_6():
    s = Scenario()
    katara = s.battlefield(0, "Katara, Bending Prodigy")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    s.lands(0, "Island", 3)
    s.library(0, "Hill Giant")
    s.start()
    s.act(
        "activate", katara, s.pick(lambda a: a.kind == "activate" and a.args[0] == katara).args[1]
    )
    for bear in bears:
        s.act("waterbend", bear)
    s.act("waterbend", katara)
    s.act("autopay")
    s.resolve()
    assert s.hand_names(0) == ["Hill Giant"]
    s.pass_until("end")
    _settle(s)
    assert s.game.objects[katara].counters.get("+1/+1") == 1


def test_katara_does_not_grow_untapped():
    s = Scenario()
    katara = s.battlefield(0, "Katara, Bending Prodigy")
    s.start()
    s.pass_until("end")
    _settle(s)
    assert not s.game.objects[katara].counters.get("+1/+1")


def test_sokkas_haiku_counters_draws_mills_and_untaps_a_land():
    s = Scenario()
    haiku = s.hand(0, "Sokka's Haiku")
    islands = s.lands(0, "Island", 5)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.library(0, *["Island"] * 5)
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(haiku, targets=[s.game.stack[-1], islands[0]]).resolve()
    assert "Lightning Bolt" in s.graveyard_names(1) and s.life(0) == 20
    assert len(s.hand_names(0)) == 1 and s.graveyard_names(0).count("Island") == 3
    assert not s.game.objects[islands[0]].tapped


def test_the_lion_turtle_fights_only_with_three_lessons_and_taps_for_any_colour():
    s = Scenario()
    turtle = s.hand(0, "The Lion-Turtle")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    s.start()
    s.cast(turtle)
    _settle(s)
    on = s.find("The Lion-Turtle", BATTLEFIELD)
    assert s.life(0) == 23
    assert "cant_attack" in s.game.chars(on).keywords
    s2 = Scenario()
    turtle2 = s2.battlefield(0, "The Lion-Turtle")
    s2.graveyard(0, "Abandon Attachments", "Abandon Attachments", "Abandon Attachments")
    s2.start()
    assert "cant_attack" not in s2.game.chars(turtle2).keywords
    s2.act("mana_abilities")
    colours = {a.args[2] for a in s2.game.legal_actions() if a.kind == "activate"}
    assert colours == {"W", "U", "B", "R", "G"}


def test_sokka_lateral_strategist_draws_only_attacking_with_another():
    s = Scenario()
    sokka = s.battlefield(0, "Sokka, Lateral Strategist")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Hill Giant")
    s.start()
    s.attack(sokka, bear)
    _settle(s)
    assert s.hand_names(0) == ["Hill Giant"]
    s2 = Scenario()
    alone = s2.battlefield(0, "Sokka, Lateral Strategist")
    s2.library(0, "Hill Giant")
    s2.start()
    s2.attack(alone)
    _settle(s2)
    assert s2.hand_names(0) == []
