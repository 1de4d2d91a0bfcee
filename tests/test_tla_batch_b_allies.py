"""TLA batch B Allies and copies (manastack/cards/avatar_batch_b_allies.py), with
the rules pieces they use: token copies (CR 707.2, 707.9b), control change
(CR 613.1b), triggering an additional time (CR 603.2d) and reflexive abilities
built from last known information (CR 603.12, 608.2h)."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _named(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


# ------------------------------------------------------------------ Joo Dee
def test_joo_dee_surveils_copies_itself_then_sacrifices():
    s = Scenario()
    joo = s.battlefield(0, "Joo Dee, One of Many")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 1)
    s.library(0, "Island", "Forest")
    s.start()
    s.activate(joo)
    _settle(s)
    assert s.game.decision.kind == "surveil"
    s.choose("graveyard")
    _settle(s)
    assert s.game.decision.kind == "sacrifice"
    options = [a.args[0] for a in s.game.legal_actions()]
    assert "none" not in options and len(_named(s, "Joo Dee, One of Many")) == 2
    s.choose(bear)
    _settle(s)
    copies = _named(s, "Joo Dee, One of Many")
    assert len(copies) == 2 and any(s.game.objects[c].is_token for c in copies)
    assert "Island" in s.graveyard_names(0) and "Grizzly Bears" in s.graveyard_names(0)


# ------------------------------------------------------------- Ran and Shaw
def test_ran_and_shaw_cast_with_three_dragons_or_lessons_make_a_nonlegendary_copy():
    s = Scenario()
    dragons = s.hand(0, "Ran and Shaw")
    s.graveyard(0, "Lost Days", "Lost Days", "Lost Days")
    s.lands(0, "Mountain", 5)
    s.start()
    s.cast(dragons)
    _settle(s)
    both = _named(s, "Ran and Shaw")
    assert len(both) == 2  # the copy isn't legendary: no legend rule
    token = next(o for o in both if s.game.objects[o].is_token)
    assert "Legendary" not in s.game.chars(token).supertypes
    assert "flying" in s.game.chars(token).keywords


def test_ran_and_shaw_without_the_graveyard_make_no_copy_and_pump_dragons():
    s = Scenario()
    dragons = s.hand(0, "Ran and Shaw")
    s.graveyard(0, "Lost Days", "Lost Days")
    s.lands(0, "Mountain", 9)
    s.start()
    s.cast(dragons)
    _settle(s)
    (only,) = _named(s, "Ran and Shaw")
    s.activate(only)
    _settle(s)
    assert s.pt(only) == (6, 4)


# --------------------------------------------------------- Iroh, Tea Master
def test_iroh_tea_master_makes_food_and_gives_a_permanent_for_a_big_ally():
    s = Scenario()
    iroh = s.hand(0, "Iroh, Tea Master")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(iroh)
    _settle(s)
    (food,) = _named(s, "Food")
    s.pass_until_decision("target")
    s.act("target", "P1")
    s.act("target", food)
    _settle(s)
    assert s.game.decision.kind == "may"
    s.choose("yes")
    _settle(s)
    assert s.game.chars(food).controller == 1
    (ally,) = _named(s, "Ally")
    assert s.game.objects[ally].counters.get("+1/+1") == 1
    assert s.game.chars(s.find("Iroh, Tea Master", BATTLEFIELD)).controller == 0


def test_iroh_tea_master_declined_makes_no_ally():
    s = Scenario()
    s.battlefield(0, "Iroh, Tea Master")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island")
    s.start(step="upkeep")
    s.pass_until_decision("target")
    s.act("target", "P1")
    s.act("target", bear)
    _settle(s)
    s.choose("no")
    _settle(s)
    assert s.game.chars(bear).controller == 0 and _named(s, "Ally") == []


# ------------------------------------------------------- Katara, the Fearless
def test_katara_the_fearless_doubles_the_triggers_of_allies_only():
    s = Scenario()
    s.battlefield(0, "Katara, the Fearless")
    gran = s.battlefield(0, "Gran-Gran")  # an Ally: "whenever Gran-Gran becomes tapped"
    s.battlefield(0, "Foggy Swamp Spirit Keeper")
    s.library(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Forest", "Forest")
    s.start()
    s.attack(gran)
    assert len(s.game.stack) == 2
    s3 = Scenario()
    lizard = s3.hand(0, "Mongoose Lizard")
    s3.battlefield(0, "Katara, the Fearless")
    s3.lands(0, "Mountain", 6)
    s3.start()
    s3.cast(lizard)
    s3.resolve()
    assert len(s3.game.stack) == 1  # its enters trigger, once


# ---------------------------------------------------- Sandbender Scavengers
def test_sandbender_scavengers_grow_on_sacrifices_and_return_a_small_creature():
    s = Scenario()
    scav = s.battlefield(0, "Sandbender Scavengers", counters={"+1/+1": 1})
    s.battlefield(0, "Airship Engine Room")
    bear = s.graveyard(0, "Grizzly Bears")
    wurm = s.graveyard(0, "Craw Wurm")
    days = s.hand(1, "Lightning Bolt")
    s.lands(0, "Swamp", 4)
    s.lands(1, "Mountain", 1)
    s.library(0, "Island")
    s.start()
    s.activate(s.find("Airship Engine Room", BATTLEFIELD))
    _settle(s)
    assert s.pt(scav) == (3, 3)
    s.pass_priority()
    s.cast(days, targets=[scav])
    _settle(s)
    assert s.game.decision.kind == "may"
    s.choose("yes")
    _settle(s)
    assert s.find("Sandbender Scavengers", EXILE)
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and wurm not in targets  # power 3: Craw Wurm's mana value is 6
    s.act("target", bear)
    _settle(s)
    assert _named(s, "Grizzly Bears") != []
