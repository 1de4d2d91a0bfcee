"""Soulshift, Deceivers, Hondens, Myojin and Zubera (SOUL-01..03, DEC-01/02,
HON-01, MYO-01/02, ZUB-01)."""

from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


# ------------------------------------------------------------------ soulshift
def test_SOUL_01_thousand_legged_kami_returns_a_spirit_with_mana_value_7_or_less():
    """SOUL-01: Soulshift N – when this is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from
    your graveyard to your hand (Thousand-Legged Kami, 6/6, soulshift 7)."""
    s = Scenario()
    kami = s.battlefield(0, "Thousand-legged Kami")
    lunacy, body = s.graveyard(0, "Kami of Lunacy", "Moss Kami")
    bears = s.graveyard(0, "Grizzly Bears")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[kami]).resolve()
    assert s.game.decision.kind == "target"
    options = {a.args[0] for a in actions_of(s, "target")}
    # Spirit cards of mana value 7 or less, not the Bears; the Kami itself is 8
    assert options == {lunacy, body}
    s.game.act(Action("target", (lunacy,)))
    s.resolve()
    yes(s)
    assert s.hand_names(0) == ["Kami of Lunacy"]
    assert bears in s.game.players[0].graveyard


def test_SOUL_01_soulshift_n_offers_spirits_of_mana_value_n_but_not_n_plus_1():
    """SOUL-01: Soulshift N – when this is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from
    your graveyard to your hand (CR 702.46a).  Mana value exactly N is legal,
    N + 1 is not: Venerable Kumo (mana value 5, soulshift 4) may return Kami of
    Old Stone (4) but neither Hundred-Talon Kami (5) nor itself."""
    s = Scenario()
    kumo = s.battlefield(0, "Venerable Kumo")  # soulshift 4
    old_stone = s.graveyard(0, "Kami of Old Stone")  # mana value 4
    s.graveyard(0, "Hundred-Talon Kami")  # mana value 5
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[kumo]).resolve()
    assert s.game.decision.kind == "target"
    assert {a.args[0] for a in actions_of(s, "target")} == {old_stone}
    s.game.act(Action("target", (old_stone,)))
    s.resolve()
    yes(s)
    assert s.hand_names(0) == ["Kami of Old Stone"]


def test_SOUL_01_soulshift_only_looks_at_cheaper_spirits():
    """SOUL-01: soulshift N returns only a Spirit card with mana value N or less:
    with only a mana value 6 Spirit in the graveyard, soulshift 4 has no target
    and does nothing."""
    s = Scenario()
    kumo = s.battlefield(0, "Venerable Kumo")  # soulshift 4
    s.graveyard(0, "Kami of Lunacy")  # mana value 6
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[kumo]).resolve()
    assert s.game.decision.kind == "priority" and s.game.stack == []
    assert s.hand_names(0) == []


def test_SOUL_02_each_soulshift_instance_triggers_separately():
    s = Scenario()
    garami = s.battlefield(0, "Forked-Branch Garami")
    a = s.graveyard(0, "Gibbering Kami")
    b = s.graveyard(0, "Lantern Kami")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[garami]).resolve()
    if s.game.decision.kind == "order_triggers":
        choose(s, 0)
    s.game.act(Action("target", (a,)))
    if s.game.decision.kind == "order_triggers":
        choose(s, actions_of(s, "choose")[0].args[0])
    s.game.act(Action("target", (b,)))
    s.resolve()
    yes(s)
    s.resolve()
    yes(s)
    assert sorted(s.hand_names(0)) == ["Gibbering Kami", "Lantern Kami"]


def test_SOUL_03_returning_is_chosen_on_resolution():
    s = Scenario()
    kumo = s.battlefield(0, "Venerable Kumo")
    spirit = s.graveyard(0, "Wandering Ones")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[kumo]).resolve()
    s.game.act(Action("target", (spirit,)))
    assert len(s.game.stack) == 1  # target chosen, nothing asked yet
    s.resolve()
    assert s.game.decision.kind == "may" and s.game.decision.player == 0
    choose(s, "no")
    assert s.hand_names(0) == [] and spirit in s.game.players[0].graveyard


# ------------------------------------------------------------------ Deceivers
def test_DEC_01_brutal_deceiver_looks_then_reveals_a_land_for_first_strike():
    s = Scenario()
    brute = s.battlefield(0, "Brutal Deceiver")
    s.lands(0, "Mountain", 3)
    top = s.library(0, "Forest")[0]
    s.start()
    s.activate(brute, 0)
    s.resolve()
    assert [e for e in s.game.events if e.kind == "look"][-1]["obj"] == top
    assert 0 in s.game.known[top] and 1 not in s.game.known[top]
    s.activate(brute, 1)
    s.resolve()
    ch = s.game.chars(brute)
    assert (ch.power, ch.toughness) == (3, 2) and "first strike" in ch.keywords
    assert any(e.kind == "reveal" and e["obj"] == top for e in s.game.events)


def test_DEC_01_a_nonland_reveal_gives_nothing():
    s = Scenario()
    feral = s.battlefield(0, "Feral Deceiver")
    s.lands(0, "Forest", 2)
    s.library(0, "Grizzly Bears")
    s.start()
    s.activate(feral, 1)
    s.resolve()
    assert s.pt(feral) == (3, 2) and "trample" not in s.game.chars(feral).keywords


def test_DEC_02_once_each_turn_counts_per_object_even_after_a_control_change():
    """Bob uses his Deceiver's reveal on Alice's turn; Alice takes it with Blind
    with Anger: the ability was already activated this turn."""
    s = Scenario()
    brute = s.battlefield(1, "Brutal Deceiver")
    s.lands(1, "Mountain", 2)
    s.library(1, "Forest")
    anger = s.hand(0, "Blind with Anger")
    s.lands(0, "Mountain", 6)
    s.start(active=0)
    s.pass_priority()
    s.activate(brute, 1)
    s.resolve()
    assert s.game.decision.player == 0
    s.cast(anger, targets=[brute]).resolve()
    assert s.game.chars(brute).controller == 0
    activations = [a.args for a in actions_of(s, "activate") if a.args[0] == brute]
    assert (brute, 0) in activations and (brute, 1) not in activations


def test_DEC_02_other_deceivers_and_the_next_turn_are_free():
    s = Scenario()
    a = s.battlefield(0, "Callous Deceiver")
    b = s.battlefield(0, "Callous Deceiver")
    s.lands(0, "Island", 4)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.activate(a, 1)
    s.resolve()
    assert (b, 1) in [x.args for x in actions_of(s, "activate")]
    s.pass_until("main1", active=1)
    s.pass_until("upkeep", active=0)
    assert (a, 1) in [x.args for x in actions_of(s, "activate")]


# -------------------------------------------------------------------- Hondens
def test_HON_01_hondens_count_shrine_permanents_you_control():
    s = Scenario()
    s.battlefield(0, "Honden of Cleansing Fire")
    s.battlefield(0, "Honden of Seeing Winds")
    s.battlefield(1, "Honden of Infinite Rage")  # an opponent's Shrine doesn't count
    s.library(0, *["Plains"] * 5)
    s.start(step="untap", active=0)
    s.pass_until("draw", active=0)
    # upkeep: gain 2 x 2 life, draw 2 cards (order chosen by Alice)
    assert s.life(0) == 24
    assert len(s.game.players[0].hand) == 3  # 2 from the Honden, 1 for the turn


def test_HON_01_a_card_with_shrine_in_its_name_but_not_the_subtype_doesnt_count():
    s = Scenario()
    s.battlefield(0, "Honden of Cleansing Fire")
    kannushi = s.battlefield(0, "Empty-Shrine Kannushi")  # a Cleric, not a Shrine
    s.battlefield(0, "Day of Destiny")  # legendary enchantment, not a Shrine
    s.start(step="untap", active=0)
    s.library(0, "Plains")
    s.pass_until("draw", active=0)
    assert s.life(0) == 22
    assert "protection:W" in s.game.chars(kannushi).keywords


def test_HON_01_honden_of_life_s_web_and_infinite_rage_scale_with_shrines():
    s = Scenario()
    s.battlefield(0, "Honden of Life's Web")
    s.battlefield(0, "Honden of Infinite Rage")
    s.library(0, "Plains")
    s.start(step="untap", active=0)
    while s.game.step != "draw":
        d = s.game.decision
        if d.kind == "target":
            s.game.act(Action("target", ("P1",)))
        elif d.kind == "order_triggers":
            choose(s, actions_of(s, "choose")[0].args[0])
        else:
            s.game.act(Action("pass"))
    assert s.life(1) == 18
    assert s.battlefield_names(0).count("Spirit") == 2


# --------------------------------------------------------------------- Myojin
def test_MYO_01_myojin_cast_from_hand_enters_with_divinity_and_is_indestructible():
    """MYO-01: a Myojin cast from hand enters with a divinity counter, is
    indestructible while it has one, and removes it for its big effect."""
    s = Scenario()
    myojin = s.hand(0, "Myojin of Cleansing Fire")
    s.lands(0, "Plains", 8)
    s.battlefield(1, "Grizzly Bears")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start()
    s.cast(myojin).resolve()
    m = s.find("Myojin of Cleansing Fire", "battlefield")
    assert s.game.objects[m].counters == {"divinity": 1}
    assert "indestructible" in s.game.chars(m).keywords
    s.pass_priority()
    s.cast(murder, targets=[m]).resolve()
    assert m in s.game.battlefield
    s.activate(m, [a.args[1] for a in actions_of(s, "activate") if a.args[0] == m][0])
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1) and m in s.game.battlefield
    assert s.game.objects[m].counters == {} and "indestructible" not in s.game.chars(m).keywords


def test_MYO_01_myojin_cast_from_the_graveyard_gets_no_divinity_counter():
    """MYO-01: a Myojin enters with a divinity counter only if cast from hand, is
    indestructible while it has one, and removes it for its big effect.  Cast
    from the graveyard (Yawgmoth's Will), it was cast but not from hand: no
    counter, so not indestructible."""
    s = Scenario()
    will = s.hand(0, "Yawgmoth's Will")
    myojin = s.graveyard(0, "Myojin of Night's Reach")
    s.lands(0, "Swamp", 11)
    s.start()
    s.cast(will).resolve()
    s.cast(myojin).resolve()
    m = s.find("Myojin of Night's Reach", "battlefield")
    assert s.game.objects[m].counters == {}
    assert "indestructible" not in s.game.chars(m).keywords


def test_MYO_02_myojin_put_onto_the_battlefield_by_tooth_and_nail_gets_no_counter():
    s = Scenario()
    tooth = s.hand(0, "Tooth and Nail")
    myojin = s.hand(0, "Myojin of Night's Reach")
    s.lands(0, "Forest", 7)
    s.start()
    s.cast(tooth, mode=1).resolve()
    choose(s, myojin)  # the only creature card: nothing else to choose
    m = s.find("Myojin of Night's Reach", "battlefield")
    assert s.game.objects[m].counters == {}
    assert "indestructible" not in s.game.chars(m).keywords
    assert not [a for a in actions_of(s, "activate") if a.args[0] == m]


def test_MYO_02_myojin_put_onto_the_battlefield_by_elvish_piper_gets_no_counter():
    s = Scenario()
    piper = s.battlefield(0, "Elvish Piper")
    s.hand(0, "Myojin of Life's Web")
    s.battlefield(0, "Forest")
    s.start()
    s.activate(piper)
    s.resolve()
    choose(s, s.find("Myojin of Life's Web", "hand"))
    m = s.find("Myojin of Life's Web", "battlefield")
    assert s.game.objects[m].counters == {}


# --------------------------------------------------------------------- Zubera
def test_ZUB_01_silent_chant_counts_every_zubera_that_died_this_turn_on_resolution():
    s = Scenario()
    chant = s.battlefield(0, "Silent-Chant Zubera")
    fist = s.battlefield(1, "Ember-Fist Zubera")
    dream = s.battlefield(0, "Floating-Dream Zubera")
    s.library(0, "Plains", "Plains", "Plains")
    s.lands(0, "Mountain", 3)
    shock1, shock2, shock3 = s.hand(0, "Shock", "Shock", "Shock")
    s.start()
    s.cast(shock1, targets=[fist]).pass_priority(2)
    # Ember-Fist (Bob's) dies: its trigger counts 1 Zubera; Bob aims it at Alice
    s.game.act(Action("target", ("P0",)))
    s.pass_priority(2)
    assert s.life(0) == 19
    s.cast(shock2, targets=[chant]).pass_priority(2)
    assert len(s.game.stack) == 1  # Silent-Chant's trigger
    # in response, the Floating-Dream dies too: counted when Silent-Chant resolves
    s.cast(shock3, targets=[dream]).pass_priority(2)
    s.pass_priority(2)  # Floating-Dream's trigger: 3 Zubera died, draw 3
    assert len(s.game.players[0].hand) == 3
    s.pass_priority(2)
    assert s.life(0) == 19 + 2 * 3


def test_ZUB_01_ember_fist_and_dripping_tongue_scale_with_dead_zubera():
    s = Scenario()
    tongue = s.battlefield(0, "Dripping-Tongue Zubera")
    skin = s.battlefield(1, "Ashen-Skin Zubera")
    s.hand(0, "Plains", "Island")
    s.lands(0, "Mountain", 2)
    shock1, shock2 = s.hand(0, "Shock", "Shock")
    s.start()
    s.cast(shock1, targets=[skin]).pass_priority(2)
    s.game.act(Action("target", ("P0",)))  # Ashen-Skin: Alice discards 1
    s.pass_priority(2)
    assert s.game.decision.kind == "discard"
    choose(s, s.find("Plains", "hand"))
    s.cast(shock2, targets=[tongue]).pass_priority(2)
    s.pass_priority(2)
    assert s.battlefield_names(0).count("Spirit") == 2


def test_MYO_01_a_clone_cast_from_hand_entering_as_a_myojin_gets_a_divinity_counter():
    """CR 707.9, 614.12: entering as a copy, the Clone has the Myojin's "enters with
    a divinity counter if you cast it from your hand" – and it was cast from hand."""
    s = Scenario()
    s.battlefield(1, "Myojin of Life's Web")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    s.cast(clone).resolve()
    s.choose(g.find("Myojin of Life's Web", "battlefield")[0])
    copy = g.battlefield[-1]
    assert g.chars(copy).name == "Myojin of Life's Web"
    assert g.objects[copy].counters == {"divinity": 1}
    assert g.chars(copy).has("indestructible")
