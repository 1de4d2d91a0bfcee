"""Betrayers of Kamigawa, second batch (manastack/cards/betrayers_batch2.py): the
splinter cycle, Cunning Bandit and singles that look at libraries, hands and
graveyards.  Each card's own text, through the scenario harness."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _library_names(s: Scenario, player: int) -> list[str]:
    return s.names(s.game.players[player].library)


# ------------------------------------------------------------ the splinter cycle
@pytest.mark.parametrize(
    "spell,colour,victim",
    [
        ("Eradicate", "Swamp", "Grizzly Bears"),
        ("Scour", "Plains", "Pacifism"),
        ("Splinter", "Forest", "Bonesplitter"),
    ],
)
def test_the_cycle_exiles_the_target_and_every_card_with_its_name(spell, colour, victim):
    """CR 701.19: every copy in the graveyard; in hand and library the searcher
    exiles those they find, then that player shuffles."""
    s = Scenario()
    host = s.battlefield(1, "Hill Giant") if victim == "Pacifism" else None
    target = s.battlefield(1, victim, attached_to=host)
    s.graveyard(1, victim)
    in_hand = s.hand(1, victim)
    s.library(1, victim, "Island", victim)
    card = s.hand(0, spell)
    s.lands(0, colour, 4)
    s.start()
    s.cast(card, targets=[target]).resolve()
    assert s.game.decision.kind == "extract"
    choose(s, in_hand)
    found = [a.args[0] for a in actions_of(s, "choose") if a.args[0] != "done"]
    assert len(found) == 2  # the two in the library
    choose(s, found[0])
    choose(s, "done")  # the searcher may fail to find the last one (CR 701.19b)
    assert len(s.game.find(victim, "exile")) == 4
    assert _library_names(s, 1).count(victim) == 1 and victim not in s.hand_names(1)


def test_eradicate_cannot_target_a_black_creature():
    s = Scenario()
    s.battlefield(1, "Yukora, the Prisoner")
    bears = s.battlefield(1, "Grizzly Bears")
    card = s.hand(0, "Eradicate")
    s.lands(0, "Swamp", 4)
    s.start()
    s.act("cast", card, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}


def test_sowing_salt_exiles_a_nonbasic_land_only():
    s = Scenario()
    s.battlefield(1, "Forest")
    eye = s.battlefield(1, "Gods' Eye, Gate to the Reikai")
    salt = s.hand(0, "Sowing Salt")
    s.lands(0, "Mountain", 4)
    s.start()
    s.act("cast", salt, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {eye}
    s.game.act(Action("target", (eye,)))
    s.act("autopay")
    s.resolve()
    assert s.game.find("Gods' Eye, Gate to the Reikai", "exile")
    assert not [o for o in s.game.battlefield if s.game.objects[o].card.token]  # not "dies"


def test_quash_counters_and_exiles_the_countered_card_and_its_namesakes():
    s = Scenario()
    shock = s.hand(1, "Shock")
    s.graveyard(1, "Shock")
    s.battlefield(1, "Mountain")
    quash = s.hand(0, "Quash")
    s.lands(0, "Island", 4)
    s.start(active=1)
    s.cast(shock, targets=["P0"])
    s.pass_priority()
    s.cast(quash, targets=[s.find("Shock", "stack")]).resolve()
    assert s.life(0) == 20 and len(s.game.find("Shock", "exile")) == 2
    assert "Shock" not in s.graveyard_names(1)


# --------------------------------------------------------------- Cunning Bandit
def test_cunning_bandit_flips_into_azamuki_who_steals_a_creature_for_a_turn():
    s = Scenario()
    bandit = s.battlefield(0, "Cunning Bandit", counters={"ki": 2})
    giant = s.battlefield(1, "Hill Giant")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.pass_until_decision("may")
    assert s.game.step == "end"
    yes(s)
    assert s.game.chars(bandit).name == "Azamuki, Treachery Incarnate"
    assert s.pt(bandit) == (5, 2)
    s.pass_until("upkeep", active=1)
    s.pass_priority()  # the active player passes; Azamuki's controller may act
    s.activate(bandit, targets=[giant]).resolve()
    assert s.game.chars(giant).controller == 0
    assert s.game.objects[bandit].counters["ki"] == 1
    s.pass_until("upkeep", active=0)
    assert s.game.chars(giant).controller == 1


# ------------------------------------------------------------------- libraries
def test_heed_the_mists_draws_the_milled_cards_mana_value():
    s = Scenario()
    heed = s.hand(0, "Heed the Mists")
    s.lands(0, "Island", 5)
    s.library(0, "Hill Giant", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.start()
    s.cast(heed).resolve()
    assert s.graveyard_names(0) == ["Hill Giant", "Heed the Mists"]
    assert s.hand_names(0) == ["Plains"] * 4


def test_enshrined_memories_keeps_the_creatures_and_bottoms_the_rest_in_order():
    s = Scenario()
    memories = s.hand(0, "Enshrined Memories")
    s.lands(0, "Forest", 5)
    s.library(0, "Grizzly Bears", "Shock", "Hill Giant", "Island", "Plains")
    s.start()
    s.cast(memories, x=4).resolve()
    assert s.game.decision.kind == "bottom_order"
    shock, island = s.find("Shock", "library"), s.find("Island", "library")
    assert {a.args[0] for a in actions_of(s, "choose")} == {shock, island}
    choose(s, shock)  # Shock goes to the bottom first, then Island under it
    assert sorted(s.hand_names(0)) == ["Grizzly Bears", "Hill Giant"]
    assert _library_names(s, 0) == ["Island", "Shock", "Plains"]  # bottom first


def test_tallowisp_finds_an_aura_with_enchant_creature():
    s = Scenario()
    s.battlefield(0, "Tallowisp")
    s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.library(0, "Threads of Disloyalty", "Pacifism", "Honden of Seeing Winds")
    s.start()
    spike = s.find("Lava Spike", "hand")
    s.cast(spike, targets=["P1"])
    s.resolve()
    yes(s)
    options = {a.args[0] for a in actions_of(s, "choose")}
    assert s.names(o for o in options if o != "done") == ["Pacifism"]
    choose(s, s.find("Pacifism", "library"))
    assert "Pacifism" in s.hand_names(0)


# ----------------------------------------------------------------------- hands
def test_iwamori_lets_each_opponent_put_a_legend_from_hand():
    s = Scenario()
    iwamori = s.hand(0, "Iwamori of the Open Fist")
    s.hand(1, "Isamaru, Hound of Konda", "Grizzly Bears")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(iwamori).resolve()
    s.resolve()
    assert s.game.decision.player == 1
    assert s.names(a.args[0] for a in actions_of(s, "choose") if a.args[0] != "none") == [
        "Isamaru, Hound of Konda"
    ]
    choose(s, s.find("Isamaru, Hound of Konda", "hand"))
    assert "Isamaru, Hound of Konda" in s.battlefield_names(1)


# ------------------------------------------------------------------ graveyards
def test_goryos_vengeance_returns_a_legend_with_haste_until_the_end_step():
    s = Scenario()
    legend = s.graveyard(0, "Isamaru, Hound of Konda")
    s.graveyard(0, "Grizzly Bears")
    goryo = s.hand(0, "Goryo's Vengeance")
    s.lands(0, "Swamp", 2)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.act("cast", goryo, "normal")
    if s.game.decision.kind == "splice":
        s.act("done")
    assert s.names(a.args[0] for a in actions_of(s, "target")) == ["Isamaru, Hound of Konda"]
    s.game.act(Action("target", (legend,)))
    s.act("autopay")
    s.resolve()
    isamaru = s.find("Isamaru, Hound of Konda", "battlefield")
    assert "haste" in s.game.chars(isamaru).keywords
    s.pass_until("end")
    s.resolve_all()
    assert s.game.find("Isamaru, Hound of Konda", "exile")


def test_goryos_vengeance_returns_a_legend_that_asks_as_it_enters():
    """CR 614.12, 603.7: Spider-Punk's riot asks its controller as it enters (a
    +1/+1 counter or haste); the spell waits for the answer, then gives the
    returned creature haste and exiles it at the next end step (it used to lose
    track of its own resolution)."""
    s = Scenario()
    punk = s.graveyard(0, "Spider-Punk")
    goryo = s.hand(0, "Goryo's Vengeance")
    s.lands(0, "Swamp", 2)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.act("cast", goryo, "normal")
    if s.game.decision.kind == "splice":
        s.act("done")
    s.game.act(Action("target", (punk,)))
    s.act("autopay")
    s.pass_priority(2)
    assert s.game.decision.player == 0 and len(s.game.legal_actions()) == 2  # riot's choice
    s.game.act(s.game.legal_actions()[0])
    returned = s.find("Spider-Punk", "battlefield")
    assert "haste" in s.game.chars(returned).keywords
    assert not s.game.stack
    s.pass_until("end")
    s.resolve_all()
    assert s.game.find("Spider-Punk", "exile")


# ---------------------------------------------------------------------- combat
def test_kaijin_returns_the_creature_it_blocks_at_end_of_combat():
    s = Scenario()
    kaijin = s.battlefield(1, "Kaijin of the Vanishing Touch")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.attack(bears)
    s.block((kaijin, bears))
    s.pass_until("end_of_combat")
    s.resolve_all()
    assert "Grizzly Bears" in s.hand_names(0) and "defender" in s.game.chars(kaijin).keywords


def test_aura_barbs_hurts_enchantment_controllers_then_enchanted_creatures():
    s = Scenario()
    bears = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Pacifism", attached_to=bears)
    s.battlefield(0, "In the Web of War")
    barbs = s.hand(0, "Aura Barbs")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(barbs).resolve()
    assert (s.life(0), s.life(1)) == (18, 18) and s.game.objects[bears].damage == 2


def test_moonlit_strider_gives_protection_from_a_chosen_colour():
    s = Scenario()
    strider = s.battlefield(0, "Moonlit Strider")
    bears = s.battlefield(0, "Grizzly Bears")
    s.graveyard(0, "Kami of Old Stone")
    s.start()
    s.activate(strider, targets=[bears])
    if s.game.decision.kind == "target":  # soulshift 3 as it dies
        s.act("target", s.find("Kami of Old Stone", "graveyard"))
    s.resolve_all()
    while s.game.decision.kind != "colour":
        if s.game.decision.kind == "may":
            yes(s)
        else:
            s.pass_priority()
    choose(s, "R")
    assert "protection:R" in s.game.chars(bears).keywords


# ---------------------------------------------------------------------- Chisei
@pytest.mark.parametrize("pay", [True, False])
def test_chisei_is_sacrificed_unless_you_remove_a_counter(pay):
    s = Scenario()
    chisei = s.battlefield(0, "Chisei, Heart of Oceans")
    altar = s.battlefield(0, "Baku Altar", counters={"ki": 2})
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start(step="main1", active=1)
    s.pass_until_decision("choose_card")
    assert {a.args[0] for a in actions_of(s, "choose")} == {altar, "sacrifice"}
    choose(s, altar if pay else "sacrifice")
    if pay:
        assert s.game.objects[altar].counters["ki"] == 1 and chisei in s.game.battlefield
    else:
        assert "Chisei, Heart of Oceans" in s.graveyard_names(0)
