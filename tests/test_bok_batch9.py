"""Betrayers of Kamigawa, ninth batch (manastack/cards/betrayers_batch9.py):
Umezawa's Jitte, Stream of Consciousness and Minamo's Meddling.  Each card's own
text, through the scenario harness."""

from kamigawa_helpers import actions_of, cast_with_splices

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s: Scenario, n: int = 4) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * n)


# --------------------------------------------------------------- Umezawa's Jitte
def test_jitte_gets_two_counters_once_per_combat_damage_step():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    jitte = s.battlefield(0, "Umezawa's Jitte", attached_to=giant)
    _libraries(s)
    s.start()
    s.attack(giant)
    s.pass_until("end_of_combat")
    assert s.game.objects[jitte].counters.get("charge") == 2 and s.life(1) == 17


def test_jitte_modes_pump_shrink_and_gain_life():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    jitte = s.battlefield(0, "Umezawa's Jitte", attached_to=giant, counters={"charge": 3})
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(jitte, 1).resolve()
    assert s.pt(giant) == (5, 5)
    s.activate(jitte, 2, targets=[bears]).resolve()
    assert s.pt(bears) == (1, 1)
    s.activate(jitte, 3).resolve()
    assert s.life(0) == 22 and s.game.objects[jitte].counters.get("charge", 0) == 0
    assert not [a for a in actions_of(s, "activate") if a.args[0] == jitte and a.args[1] < 4]


def test_jitte_equips_for_2():
    s = Scenario()
    jitte = s.battlefield(0, "Umezawa's Jitte")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.start()
    s.activate(jitte, 4, targets=[bears]).resolve()
    assert s.game.objects[jitte].attached_to == bears


# ---------------------------------------------------------- Stream of Consciousness
def test_stream_of_consciousness_shuffles_cards_from_the_target_players_graveyard():
    s = Scenario()
    stream = s.hand(0, "Stream of Consciousness")
    s.lands(0, "Island", 2)
    theirs = s.graveyard(1, "Shock", "Grizzly Bears")
    mine = s.graveyard(0, "Hill Giant")
    s.start()
    s.act("cast", stream, "normal")
    s.game.act(Action("target", ("P1",)))
    legal = {a.args[0] for a in actions_of(s, "target")}
    assert set(theirs) <= legal and mine not in legal  # only that player's graveyard
    for card in theirs:
        s.game.act(Action("target", (card,)))
    if s.game.decision.kind == "target":  # up to four: done after two
        s.act("done")
    s.act("autopay")
    s.resolve()
    assert s.game.players[1].graveyard == [] and len(s.game.players[1].library) == 2


# ---------------------------------------------------------------- Minamo's Meddling
def test_minamos_meddling_counters_and_strips_the_spliced_names():
    s = Scenario()
    spike = s.hand(1, "Lava Spike")
    s.hand(1, "Glacial Ray", "Glacial Ray")
    s.lands(1, "Mountain", 3)
    meddling = s.hand(0, "Minamo's Meddling")
    s.lands(0, "Island", 4)
    s.start(active=1)
    first_ray = s.game.find("Glacial Ray", "hand")[0]
    cast_with_splices(s, spike, spliced=[first_ray], targets=["P0", "P0"])
    s.pass_priority()
    s.cast(meddling, targets=[s.find("Lava Spike", "stack")]).resolve()
    assert s.life(0) == 20
    assert s.hand_names(1) == [] and s.graveyard_names(1).count("Glacial Ray") == 2


def test_jitte_counts_one_trigger_for_damage_to_two_blockers():
    """CR 510.2: combat damage is dealt at once; "whenever equipped creature deals
    combat damage" triggers once for that step."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    jitte = s.battlefield(0, "Umezawa's Jitte", attached_to=giant)
    first, second = s.battlefield(1, "Hana Kami"), s.battlefield(1, "Grizzly Bears")
    _libraries(s)
    s.start()
    s.attack(giant)
    s.block((first, giant), (second, giant))
    g = s.game
    s.pass_until_decision("damage_order")
    g.act(Action("choose", (first,)))
    s.pass_until_decision("assign_damage")
    g.act(Action("choose", (first, 1)))  # lethal to the 1/1, the rest to the Bears
    g.act(Action("choose", (second, 2)))
    s.pass_until("end_of_combat")
    assert sorted(s.graveyard_names(1)) == ["Grizzly Bears", "Hana Kami"]
    assert g.objects[jitte].counters.get("charge") == 2
