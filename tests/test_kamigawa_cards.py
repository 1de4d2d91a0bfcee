"""Each Kamigawa card's own text, played through the scenario harness."""

import pytest
from kamigawa_helpers import actions_of, cast_with_splices, choose, yes

from manastack import Action
from manastack.scenario import Scenario

# ------------------------------------------------------------ printed bodies
BODIES = [
    ("Isamaru, Hound of Konda", (2, 2), set()),
    ("Lantern Kami", (1, 1), {"flying"}),
    ("Kami of Old Stone", (1, 7), set()),
    ("Wandering Ones", (1, 1), set()),
    ("River Kaijin", (1, 4), set()),
    ("Frost Ogre", (5, 3), set()),
    ("Order of the Sacred Bell", (4, 3), set()),
    ("Humble Budoka", (2, 2), {"shroud"}),
    ("Moss Kami", (5, 5), {"trample"}),
    ("Gnarled Mass", (3, 3), set()),
    ("Steel Wall", (0, 4), {"defender"}),
    ("Hand of Honor", (2, 2), {"protection:B"}),
]


@pytest.mark.parametrize("name,pt,keywords", BODIES)
def test_printed_body(name, pt, keywords):
    s = Scenario()
    oid = s.battlefield(0, name)
    s.start()
    assert s.pt(oid) == pt
    assert keywords <= s.game.chars(oid).keywords


BUSHIDO = [
    ("Devoted Retainer", 1),
    ("Kitsune Blademaster", 1),
    ("Mothrider Samurai", 1),
    ("Samurai Enforcers", 2),
    ("Araba Mothrider", 1),
    ("Inner-Chamber Guard", 2),
    ("Hand of Honor", 1),
    ("Konda's Hatamoto", 1),
    ("Nezumi Ronin", 1),
    ("Cursed Ronin", 1),
    ("Ronin Houndmaster", 1),
    ("Ronin Cavekeeper", 2),
]


@pytest.mark.parametrize("name,n", BUSHIDO)
def test_bushido_creature_gets_its_bonus_when_blocked(name, n):
    s = Scenario()
    samurai = s.battlefield(0, name)
    wall = s.battlefield(1, "Giant Spider")  # reach: it can block the flyers too
    s.start(step="main1", active=0)
    p, t = s.pt(samurai)
    s.attack(samurai)
    s.block((wall, samurai))
    s.resolve_all()
    assert s.pt(samurai) == (p + n, t + n)


SOULSHIFT = [
    ("Hundred-Talon Kami", 4),
    ("Kami of the Palace Fields", 5),
    ("Torii Watchward", 4),
    ("Gibbering Kami", 3),
    ("Kami of Lunacy", 5),
    ("Kami of Empty Graves", 3),
    ("Venerable Kumo", 4),
    ("Vine Kami", 6),
    ("Nightsoil Kami", 5),
    ("Thousand-legged Kami", 7),
]
SPIRITS_BY_VALUE = {
    1: "Wandering Ones",
    3: "River Kaijin",
    4: "Harsh Deceiver",
    5: "Hundred-Talon Kami",
    6: "Kami of Lunacy",
    7: "Vine Kami",
}


@pytest.mark.parametrize("name,n", SOULSHIFT)
def test_soulshift_returns_spirits_up_to_its_number(name, n):
    s = Scenario()
    kami = s.battlefield(0, name)
    fits = s.graveyard(0, SPIRITS_BY_VALUE[max(v for v in SPIRITS_BY_VALUE if v <= n)])
    too_big = s.graveyard(0, "Myojin of Life's Web")
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(murder, targets=[kami]).resolve()
    options = {a.args[0] for a in actions_of(s, "target")}
    assert fits in options and too_big not in options
    s.game.act(Action("target", (fits,)))
    s.resolve()
    yes(s)
    assert fits not in s.game.players[0].graveyard and len(s.hand_names(0)) == 1


def test_konda_s_hatamoto_without_a_legendary_samurai_is_a_plain_1_2():
    s = Scenario()
    hatamoto = s.battlefield(0, "Konda's Hatamoto")
    s.battlefield(0, "Isamaru, Hound of Konda")  # legendary, but a Dog
    s.start()
    assert s.pt(hatamoto) == (1, 2) and "vigilance" not in s.game.chars(hatamoto).keywords


def test_kabuto_moth_pumps_a_creature():
    s = Scenario()
    moth = s.battlefield(0, "Kabuto Moth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.activate(moth, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 4) and s.game.objects[moth].tapped


def test_cursed_ronin_pumps_itself():
    s = Scenario()
    ronin = s.battlefield(0, "Cursed Ronin")
    s.battlefield(0, "Swamp")
    s.start()
    s.activate(ronin, 1).resolve()
    assert s.pt(ronin) == (2, 2)


def test_orochi_sustainer_taps_for_green():
    s = Scenario()
    s.battlefield(0, "Orochi Sustainer")
    might = s.hand(0, "Kodama's Might")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(might, targets=[bears]).resolve()
    assert s.pt(bears) == (4, 4)


def test_empty_shrine_kannushi_protection_from_your_permanents_colours():
    s = Scenario()
    kannushi = s.battlefield(0, "Empty-Shrine Kannushi")
    s.battlefield(0, "Nezumi Ronin")
    s.start()
    kw = s.game.chars(kannushi).keywords
    assert {"protection:W", "protection:B"} <= kw and "protection:R" not in kw


# ------------------------------------------------------------------ Arcane
def test_quiet_purity_destroys_an_enchantment():
    s = Scenario()
    purity = s.hand(0, "Quiet Purity")
    s.battlefield(0, "Plains")
    honden = s.battlefield(1, "Honden of Seeing Winds")
    s.start()
    s.cast(purity, targets=[honden]).resolve()
    assert s.graveyard_names(1) == ["Honden of Seeing Winds"]


def test_spiritual_visit_makes_a_spirit_and_splices():
    s = Scenario()
    visit = s.hand(0, "Spiritual Visit")
    mists = s.hand(0, "Reach Through Mists")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Island")
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [visit])
    s.resolve()
    assert s.battlefield_names(0).count("Spirit") == 1
    assert "Spiritual Visit" in s.hand_names(0)


def test_lifted_by_clouds_grants_flying():
    s = Scenario()
    lifted = s.hand(0, "Lifted by Clouds")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(lifted, targets=[bears]).resolve()
    assert "flying" in s.game.chars(bears).keywords


def test_consuming_vortex_bounces_a_creature():
    s = Scenario()
    vortex = s.hand(0, "Consuming Vortex")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(vortex, targets=[bears]).resolve()
    assert s.hand_names(1) == ["Grizzly Bears"]


def test_dampen_thought_mills_four():
    s = Scenario()
    dampen = s.hand(0, "Dampen Thought")
    s.lands(0, "Island", 2)
    s.library(1, *["Plains"] * 5)
    s.start()
    s.cast(dampen, targets=["P1"]).resolve()
    assert len(s.game.players[1].graveyard) == 4 and len(s.game.players[1].library) == 1


def test_eye_of_nowhere_bounces_a_permanent():
    s = Scenario()
    eye = s.hand(0, "Eye of Nowhere")
    s.lands(0, "Island", 2)
    honden = s.battlefield(1, "Honden of Cleansing Fire")
    s.start()
    s.cast(eye, targets=[honden]).resolve()
    assert s.hand_names(1) == ["Honden of Cleansing Fire"]


def test_reach_through_mists_draws():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    s.battlefield(0, "Island")
    s.library(0, "Plains")
    s.start()
    s.cast(mists).resolve()
    assert s.hand_names(0) == ["Plains"]


def test_pull_under_shrinks_by_five():
    s = Scenario()
    pull = s.hand(0, "Pull Under")
    s.lands(0, "Swamp", 6)
    mass = s.battlefield(1, "Order of the Sacred Bell")
    s.start()
    s.cast(pull, targets=[mass]).resolve()
    assert "Order of the Sacred Bell" in s.graveyard_names(1)


def test_rend_flesh_only_non_spirits():
    s = Scenario()
    rend = s.hand(0, "Rend Flesh")
    s.lands(0, "Swamp", 3)
    spirit = s.battlefield(1, "Moss Kami")
    monk = s.battlefield(1, "Order of the Sacred Bell")
    s.start()
    s.game.act(Action("cast", (rend, "normal")))
    options = {a.args[0] for a in actions_of(s, "target")}
    assert monk in options and spirit not in options
    s.game.act(Action("target", (monk,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert "Order of the Sacred Bell" in s.graveyard_names(1)


def test_waking_nightmare_discards_two():
    s = Scenario()
    nightmare = s.hand(0, "Waking Nightmare")
    s.lands(0, "Swamp", 3)
    a, b, c = s.hand(1, "Plains", "Island", "Forest")
    s.start()
    s.cast(nightmare, targets=["P1"]).resolve()
    choose(s, a)
    choose(s, b)
    assert s.hand_names(1) == ["Forest"]


def test_soulless_revival_returns_a_creature_card_and_splices():
    s = Scenario()
    revival = s.hand(0, "Soulless Revival")
    mists = s.hand(0, "Reach Through Mists")
    bears = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.battlefield(0, "Island")
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [revival], targets=[bears])
    s.resolve()
    assert sorted(s.hand_names(0)) == ["Grizzly Bears", "Plains", "Soulless Revival"]


def test_lava_spike_hits_a_player_only():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.game.act(Action("cast", (spike, "normal")))
    options = {a.args[0] for a in actions_of(s, "target")}
    assert bears not in options and "P1" in options
    s.game.act(Action("target", ("P1",)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert s.life(1) == 17


def test_crushing_pain_needs_a_damaged_creature():
    s = Scenario()
    pain = s.hand(0, "Crushing Pain")
    shock = s.hand(0, "Shock")
    s.lands(0, "Mountain", 3)
    mass = s.battlefield(1, "Moss Kami")
    s.start()
    assert ("cast", (pain, "normal")) not in [(a.kind, a.args) for a in s.game.legal_actions()]
    s.cast(shock, targets=[mass]).resolve()
    s.cast(pain, targets=[mass]).resolve()
    assert "Moss Kami" in s.graveyard_names(1)


def test_unnatural_speed_grants_haste():
    s = Scenario()
    speed = s.hand(0, "Unnatural Speed")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    s.start()
    s.cast(speed, targets=[bears]).resolve()
    assert "haste" in s.game.chars(bears).keywords


def test_blind_with_anger_steals_untaps_and_hastes_until_end_of_turn():
    s = Scenario()
    anger = s.hand(0, "Blind with Anger")
    s.lands(0, "Mountain", 4)
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.battlefield(1, "Isamaru, Hound of Konda")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start()
    s.game.act(Action("cast", (anger, "normal")))
    options = {a.args[0] for a in actions_of(s, "target")}
    assert s.find("Isamaru, Hound of Konda") not in options
    s.game.act(Action("target", (bears,)))
    s.game.act(Action("autopay"))
    s.resolve()
    ch = s.game.chars(bears)
    assert ch.controller == 0 and "haste" in ch.keywords and not s.game.objects[bears].tapped
    s.pass_until("upkeep", active=1)
    assert s.game.chars(bears).controller == 1


def test_kodama_s_might_vital_surge_strength_of_cedars_joyous_respite():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    surge = s.hand(0, "Vital Surge")
    cedars = s.hand(0, "Strength of Cedars")
    respite = s.hand(0, "Joyous Respite")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 13)
    s.start()
    cast_with_splices(s, cedars, [might, surge], targets=[bears, bears])
    s.resolve()
    assert s.pt(bears) == (2 + 13 + 2, 2 + 13 + 2) and s.life(0) == 23
    cast_with_splices(s, respite, [], targets=[])
    s.resolve()
    assert s.life(0) == 23 + 13


def test_cranial_extraction_exiles_every_copy_of_the_named_card():
    s = Scenario()
    extraction = s.hand(0, "Cranial Extraction")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Glacial Ray", "Plains")
    s.library(1, "Glacial Ray", "Island")
    s.start()
    s.cast(extraction, targets=["P1"]).resolve()
    choose(s, "Glacial Ray")
    while s.game.decision.kind == "extract":  # find every hidden one (CR 701.19b)
        choose(s, actions_of(s, "choose")[0].args[0])
    assert s.names(s.game.exile) == ["Glacial Ray", "Glacial Ray"]
    assert s.hand_names(1) == ["Plains"]


def test_time_of_need_finds_a_legend_and_reveals_it():
    s = Scenario()
    need = s.hand(0, "Time of Need")
    s.lands(0, "Forest", 2)
    s.library(0, "Isamaru, Hound of Konda", "Plains")
    isamaru = s.find("Isamaru, Hound of Konda")
    s.start()
    s.cast(need).resolve()
    choose(s, isamaru)
    assert s.hand_names(0) == ["Isamaru, Hound of Konda"]
    assert any(e.kind == "reveal" and e["card"] == "Isamaru, Hound of Konda" for e in s.game.events)


def test_day_of_destiny_pumps_only_your_legendary_creatures():
    s = Scenario()
    s.battlefield(0, "Day of Destiny")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Eight-and-a-Half-Tails")
    s.start()
    assert s.pt(isamaru) == (4, 4) and s.pt(bears) == (2, 2) and s.pt(theirs) == (2, 2)


# -------------------------------------------------------- Eight-and-a-Half-Tails
def test_eight_and_a_half_tails_protection_from_white_and_makes_things_white():
    s = Scenario()
    tails = s.battlefield(0, "Eight-and-a-Half-Tails")
    s.lands(0, "Plains", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(tails, 0, targets=[tails]).resolve()
    assert "protection:W" in s.game.chars(tails).keywords
    s.activate(tails, 1, targets=[bears]).resolve()
    assert s.game.chars(bears).colours == {"W"}


def test_eight_and_a_half_tails_can_make_a_spell_white():
    s = Scenario()
    tails = s.battlefield(1, "Eight-and-a-Half-Tails")
    s.battlefield(1, "Plains")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.game.act(Action("cast", (bolt, "normal")))
    s.game.act(Action("target", ("P1",)))
    s.game.act(Action("autopay"))
    spell = s.game.stack[-1]
    s.pass_priority()
    s.activate(tails, 1, targets=[spell])
    s.resolve()
    assert s.game.chars(spell).colours == {"W"}
