"""The Arcane deck's cards (Champions and Betrayers of Kamigawa): Arcane spells,
the Shoals (their alternative cost, BOK rulings), Spirits that trigger on Spirit or
Arcane spells, ki counters and the flip warriors, ramp.  Each card's own text."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def test_desperate_ritual_adds_three_red():
    s = Scenario()
    ritual = s.hand(0, "Desperate Ritual")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(ritual).resolve()
    assert s.game.players[0].pool.available().get("R") == 3


def test_kodamas_reach_puts_one_land_onto_the_battlefield_tapped_and_one_in_hand():
    s = Scenario()
    reach = s.hand(0, "Kodama's Reach")
    s.library(0, "Forest", "Mountain", "Grizzly Bears")
    forest, mountain = s.find("Forest", "library"), s.find("Mountain", "library")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(reach).resolve()
    options = {a.args[0] for a in actions_of(s, "choose")}
    assert options == {forest, mountain, "done"}  # basic lands only
    choose(s, forest)
    choose(s, mountain)
    choose(s, mountain)  # this one onto the battlefield
    assert "Mountain" in s.battlefield_names(0) and s.hand_names(0) == ["Forest"]
    placed = s.find("Mountain", "battlefield")
    assert s.game.objects[placed].tapped


def test_unchecked_growth_gives_trample_only_to_a_spirit():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    kami = s.battlefield(0, "Kami of Old Stone")
    growths = [s.hand(0, "Unchecked Growth") for _ in range(2)]
    s.lands(0, "Forest", 6)
    s.start()
    s.cast(growths[0], targets=[bears]).resolve()
    s.cast(growths[1], targets=[kami]).resolve()
    assert s.pt(bears) == (6, 6) and "trample" not in s.game.chars(bears).keywords
    assert s.pt(kami) == (5, 11) and "trample" in s.game.chars(kami).keywords


def test_first_volley_hits_a_creature_and_its_controller():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    volley = s.hand(0, "First Volley")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(volley, targets=[bears]).resolve()
    assert s.game.objects[bears].damage == 1 and s.life(1) == 19


def test_ire_of_kaminari_counts_arcane_cards_in_your_graveyard():
    s = Scenario()
    s.graveyard(0, "Glacial Ray", "Lava Spike", "Lightning Bolt")
    ire = s.hand(0, "Ire of Kaminari")
    s.lands(0, "Mountain", 4)
    s.start()
    s.cast(ire, targets=["P1"]).resolve()
    assert s.life(1) == 18  # two Arcane cards (Bolt isn't one)


def test_unearthly_blizzard_stops_up_to_three_blockers():
    s = Scenario()
    a, b = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Kami of Old Stone")
    blizzard = s.hand(0, "Unearthly Blizzard")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(blizzard, targets=[a, b]).resolve()
    assert all("cant_block" in s.game.chars(o).keywords for o in (a, b))


# ---------------------------------------------------------------- the Shoals
def _shoal(name, exiled, targets=(), their=()):
    s = Scenario()
    shoal = s.hand(0, name)
    fodder = s.hand(0, exiled)
    s.hand(0, "Island")  # a card of another colour is never offered
    others = [s.battlefield(1, n) for n in their]
    s.start()
    return s, shoal, fodder, others


def test_blazing_shoal_cast_by_exiling_a_red_card_sets_x_to_its_mana_value():
    """The Shoals' alternative cost: no mana paid, X is the exiled card's mana
    value (CR 118.9, 107.3)."""
    s, shoal, ray, _ = _shoal("Blazing Shoal", "Glacial Ray")
    bears = s.battlefield(0, "Grizzly Bears")
    s.act("cast", shoal, "shoal")
    assert {a.args[0] for a in actions_of(s, "choose")} == {ray}
    choose(s, ray)
    s.game.act(Action("target", (bears,)))
    s.resolve()
    assert s.pt(bears) == (4, 2)
    assert s.names(s.game.exile) == ["Glacial Ray"]


def test_the_shoal_way_is_not_offered_without_a_card_of_its_colour():
    s = Scenario()
    shoal = s.hand(0, "Blazing Shoal")
    s.hand(0, "Island")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert Action("cast", (shoal, "shoal")) not in s.game.legal_actions()


def test_sickening_shoal_gives_minus_x():
    s, shoal, fodder, (bears,) = _shoal(
        "Sickening Shoal", "Swallowing Plague", their=["Grizzly Bears"]
    )
    s.act("cast", shoal, "shoal")
    choose(s, fodder)  # {X}{B}{B}: mana value 2 (X is 0 in the hand)
    s.game.act(Action("target", (bears,)))
    s.resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)


def test_nourishing_shoal_gains_x_life():
    s, shoal, fodder, _ = _shoal("Nourishing Shoal", "Moss Kami")
    s.act("cast", shoal, "shoal")
    choose(s, fodder)
    s.resolve()
    assert s.life(0) == 26


def test_nourishing_shoal_for_its_mana_cost_with_x():
    s = Scenario()
    shoal = s.hand(0, "Nourishing Shoal")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(shoal, x=3).resolve()
    assert s.life(0) == 23


@pytest.mark.parametrize(
    "fodder_name,countered", [("Psychic Puppetry", True), ("Teardrop Kami", False)]
)
def test_disrupting_shoal_counters_a_spell_whose_mana_value_is_x(fodder_name, countered):
    """X is the exiled card's mana value: 2 counters Glacial Ray, 1 doesn't."""
    s = Scenario()
    ray = s.hand(1, "Glacial Ray")  # mana value 2
    s.lands(1, "Mountain", 2)
    shoal = s.hand(0, "Disrupting Shoal")
    fodder = s.hand(0, fodder_name)
    s.start(active=1)
    s.cast(ray, targets=["P0"])
    s.pass_priority()
    s.act("cast", shoal, "shoal")
    choose(s, fodder)
    s.game.act(Action("target", (s.find("Glacial Ray", "stack"),)))
    s.resolve_all()
    assert (s.life(0) == 20) == countered


# ------------------------------------------- Spirits that trigger on Spirit/Arcane
def _cast_arcane(s: Scenario, *trigger_targets) -> None:
    """Cast Lava Spike (Arcane) at the opponent, answer the triggers' targets and
    resolve everything."""
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.cast(spike, targets=["P1", *trigger_targets])
    s.resolve_all()


@pytest.mark.parametrize("name,pt", [("Kami of the Hunt", (3, 3)), ("Scaled Hulk", (6, 6))])
def test_spirits_that_grow_when_you_cast_a_spirit_or_arcane_spell(name, pt):
    s = Scenario()
    kami = s.battlefield(0, name)
    s.start()
    _cast_arcane(s)
    assert s.pt(kami) == pt and s.life(1) == 17


def test_a_non_arcane_spell_does_not_trigger_them():
    s = Scenario()
    kami = s.battlefield(0, "Kami of the Hunt")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.pt(kami) == (2, 2)


def test_kami_of_fires_roar_stops_a_blocker():
    s = Scenario()
    s.battlefield(0, "Kami of Fire's Roar")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    _cast_arcane(s, bears)
    assert "cant_block" in s.game.chars(bears).keywords


def test_soul_of_magma_pings_a_creature():
    s = Scenario()
    s.battlefield(0, "Soul of Magma")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    _cast_arcane(s, bears)
    assert s.game.objects[bears].damage == 1


def test_earthshaker_damages_each_creature_without_flying():
    s = Scenario()
    shaker = s.battlefield(0, "Earthshaker")
    bears = s.battlefield(1, "Grizzly Bears")
    moth = s.battlefield(1, "Kabuto Moth")
    s.start()
    _cast_arcane(s)
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.game.objects[moth].damage == 0 and s.game.objects[shaker].damage == 2
    assert bears not in s.game.battlefield


# ------------------------------------------------------------ sacrifice outlets
def test_frostling_and_child_of_thorns():
    s = Scenario()
    frostling = s.battlefield(0, "Frostling")
    child = s.battlefield(0, "Child of Thorns")
    bears = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.activate(frostling, targets=[bears]).resolve()
    s.activate(child, targets=[mine]).resolve()
    assert s.game.objects[bears].damage == 1 and s.pt(mine) == (3, 3)
    assert {"Frostling", "Child of Thorns"} <= set(s.graveyard_names(0))


def test_burr_grafter_pumps_and_has_soulshift_3():
    s = Scenario()
    grafter = s.battlefield(0, "Burr Grafter")
    bears = s.battlefield(0, "Grizzly Bears")
    kaijin = s.graveyard(0, "River Kaijin")  # a Spirit with mana value 3
    s.start()
    s.activate(grafter, 0, targets=[bears, kaijin])  # then the soulshift trigger's target
    s.resolve()
    yes(s)
    s.resolve()
    assert s.pt(bears) == (4, 4)
    assert "River Kaijin" in s.hand_names(0)


def test_pain_kami_deals_x_damage():
    s = Scenario()
    kami = s.battlefield(0, "Pain Kami")
    ogre = s.battlefield(1, "Frost Ogre")
    s.lands(0, "Mountain", 4)
    s.start()
    s.activate(kami, x=3, targets=[ogre]).resolve()
    assert "Frost Ogre" in s.graveyard_names(1)


def test_hana_kami_returns_an_arcane_card():
    s = Scenario()
    kami = s.battlefield(0, "Hana Kami")
    ray = s.graveyard(0, "Glacial Ray")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.lands(0, "Forest", 2)
    s.start()
    s.act("activate", kami, 0)
    assert {a.args[0] for a in actions_of(s, "target")} == {ray}
    assert bolt in s.game.players[0].graveyard
    s.game.act(Action("target", (ray,)))
    s.act("autopay")
    s.resolve()
    assert s.hand_names(0) == ["Glacial Ray"]


def test_sakura_tribe_elder_fetches_a_basic_land_tapped():
    s = Scenario()
    elder = s.battlefield(0, "Sakura-Tribe Elder")
    s.library(0, "Mountain")
    s.start()
    s.activate(elder).resolve()
    choose(s, s.find("Mountain", "library"))
    land = s.find("Mountain", "battlefield")
    assert s.game.objects[land].tapped and "Sakura-Tribe Elder" in s.graveyard_names(0)


def test_akki_rockspeaker_adds_red_when_it_enters():
    s = Scenario()
    rock = s.hand(0, "Akki Rockspeaker")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(rock).resolve()
    s.resolve()
    assert s.game.players[0].pool.available().get("R") == 1


def test_serpent_skin_pumps_and_regenerates_the_enchanted_creature():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    skin = s.battlefield(0, "Serpent Skin", attached_to=bears)
    s.battlefield(0, "Forest")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start()
    assert s.pt(bears) == (3, 3)
    s.activate(skin).resolve()
    s.pass_priority()
    s.cast(murder, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0) and s.game.objects[bears].tapped


# ----------------------------------------------------------- ki and the flips
def _ki_warrior(name, spells=2):
    s = Scenario()
    warrior = s.battlefield(0, name)
    spikes = [s.hand(0, "Lava Spike") for _ in range(spells)]
    s.lands(0, "Mountain", spells)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.start()
    for spike in spikes:
        s.cast(spike, targets=["P1"])
        s.resolve()  # the ki trigger
        yes(s)
        s.resolve()
    return s, warrior


def test_ki_counters_then_the_flip_at_the_end_step():
    """Two or more ki counters: "you may flip it" at the beginning of the end step
    (CR 603.4, 710.4)."""
    s, pupil = _ki_warrior("Budoka Pupil")
    assert s.game.objects[pupil].counters.get("ki") == 2
    s.pass_until_decision("may")
    assert s.game.step == "end"
    yes(s)
    assert s.game.chars(pupil).name == "Ichiga, Who Topples Oaks"
    assert "trample" in s.game.chars(pupil).keywords


def test_one_ki_counter_is_not_enough_to_flip():
    s, pupil = _ki_warrior("Budoka Pupil", spells=1)
    s.pass_until("end")
    g = s.game
    while g.step == "end":  # say yes to any "you may flip it" there would be
        g.act(Action("choose", ("yes",)) if g.decision.kind == "may" else Action("pass"))
    assert g.chars(pupil).name == "Budoka Pupil" and g.objects[pupil].counters["ki"] == 1


@pytest.mark.parametrize(
    "name,flipped",
    [
        ("Budoka Pupil", "Ichiga, Who Topples Oaks"),
        ("Hired Muscle", "Scarmaker"),
        ("Callow Jushi", "Jaraku the Interloper"),
    ],
)
def test_the_flipped_side_removes_a_ki_counter(name, flipped):
    s = Scenario()
    warrior = s.battlefield(0, name, counters={"ki": 1})
    s.game.objects[warrior].flipped = True
    bears = s.battlefield(0, "Grizzly Bears")
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    assert s.game.chars(warrior).name == flipped
    if name == "Callow Jushi":
        s.cast(ray, targets=["P0"])
        s.pass_priority()
        s.act("activate", warrior, 0)
        s.game.act(Action("target", (s.find("Glacial Ray", "stack"),)))
        s.resolve()
        choose(s, "decline")
        s.resolve_all()
        assert s.life(0) == 20
    else:
        s.pass_priority()
        s.activate(warrior, targets=[bears]).resolve()
        if name == "Budoka Pupil":
            assert s.pt(bears) == (4, 4)
        else:
            assert "fear" in s.game.chars(bears).keywords
    assert s.game.objects[warrior].counters.get("ki", 0) == 0
    assert not [a for a in actions_of(s, "activate") if a.args[0] == warrior]
