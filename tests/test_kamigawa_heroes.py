"""The ten flip heroes (both halves, flip conditions), the Deceivers, Hondens and
Myojin not covered by the ruling tests, and the older support cards."""

from kamigawa_helpers import actions_of, choose

from manastack import Action
from manastack.scenario import Scenario


def name(s, oid):
    return s.game.chars(oid).name


# ------------------------------------------------------------ flip heroes
def test_budoka_gardener_puts_lands_and_flips_at_ten_then_dokai_makes_an_elemental():
    s = Scenario()
    budoka = s.battlefield(0, "Budoka Gardener")
    s.lands(0, "Forest", 9)
    forest = s.hand(0, "Forest")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.activate(budoka).resolve()
    assert s.game.decision.kind == "put_land"
    choose(s, forest)
    assert name(s, budoka) == "Dokai, Weaver of Life"
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.activate(budoka).resolve()
    tokens = [o for o in s.game.battlefield if s.game.chars(o).name == "Elemental"]
    assert len(tokens) == 1 and s.pt(tokens[0]) == (10, 10)
    assert s.game.chars(tokens[0]).colours == {"G"}


def test_budoka_gardener_may_put_nothing_and_doesnt_flip_below_ten_lands():
    s = Scenario()
    budoka = s.battlefield(0, "Budoka Gardener")
    s.lands(0, "Forest", 3)
    s.hand(0, "Forest")
    s.start()
    s.activate(budoka).resolve()
    choose(s, "none")
    assert name(s, budoka) == "Budoka Gardener" and s.hand_names(0) == ["Forest"]


def test_initiate_of_blood_pings_a_damaged_creature_and_flips_when_it_dies():
    s = Scenario()
    initiate = s.battlefield(0, "Initiate of Blood")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    assert not [a for a in actions_of(s, "activate") if a.args[0] == initiate]
    s.cast(shock, targets=[ogre]).resolve()
    s.activate(initiate, targets=[ogre]).resolve()
    s.resolve_all()
    assert "Frost Ogre" in s.graveyard_names(1)
    assert name(s, initiate) == "Goka the Unjust"


def test_initiate_of_blood_delayed_flip_ends_with_the_turn():
    s = Scenario()
    initiate = s.battlefield(0, "Initiate of Blood")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(1, "Kami of Old Stone")  # 1/7
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.cast(shock, targets=[giant]).resolve()
    s.activate(initiate, targets=[giant]).resolve()
    s.pass_until("main1", active=1)
    s.cast(murder, targets=[giant]).resolve()
    s.resolve_all()
    assert "Kami of Old Stone" in s.graveyard_names(1)
    assert name(s, initiate) == "Initiate of Blood"


def test_goka_deals_four_to_a_damaged_creature():
    s = Scenario()
    initiate = s.battlefield(0, "Initiate of Blood")
    shock1, shock2 = s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    ogre = s.battlefield(1, "Frost Ogre")
    mass = s.battlefield(1, "Moss Kami")  # 5/5
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.cast(shock1, targets=[ogre]).resolve()
    s.activate(initiate, targets=[ogre]).resolve()
    s.resolve_all()
    assert name(s, initiate) == "Goka the Unjust"
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert not [a for a in actions_of(s, "activate") if a.args[0] == initiate]
    s.cast(shock2, targets=[mass]).resolve()
    s.activate(initiate, targets=[mass]).resolve()
    assert "Moss Kami" in s.graveyard_names(1)


def test_jushi_apprentice_draws_and_flips_at_nine_cards_then_tomoya_gives_cards():
    s = Scenario()
    jushi = s.battlefield(0, "Jushi Apprentice")
    s.lands(0, "Island", 8)
    s.hand(0, *["Plains"] * 8)
    s.library(0, *["Island"] * 20)
    s.library(1, *["Island"] * 20)
    s.start()
    s.activate(jushi).resolve()
    assert len(s.game.players[0].hand) == 9 and name(s, jushi) == "Tomoya the Revealer"
    s.pass_until("main1", active=1)
    while s.game.decision.kind != "priority" or s.game.active_player != 0 or s.game.step != "main1":
        d = s.game.decision
        s.game.act(actions_of(s, "choose")[0] if d.kind == "discard" else Action("pass"))
    before = len(s.game.players[1].hand)
    mine = len(s.game.players[0].hand)
    s.activate(jushi, targets=["P1"]).resolve()
    assert len(s.game.players[1].hand) == before + mine


def test_jushi_apprentice_doesnt_flip_with_fewer_cards():
    s = Scenario()
    jushi = s.battlefield(0, "Jushi Apprentice")
    s.lands(0, "Island", 3)
    s.library(0, "Island")
    s.start()
    s.activate(jushi).resolve()
    assert name(s, jushi) == "Jushi Apprentice" and s.hand_names(0) == ["Island"]


def test_kitsune_mystic_flips_at_end_step_with_two_auras_then_moves_auras():
    s = Scenario()
    mystic = s.battlefield(0, "Kitsune Mystic")
    s.battlefield(0, "Holy Strength", attached_to=mystic)
    s.battlefield(0, "Pacifism", attached_to=mystic)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Plains")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start()
    s.pass_until("end", active=0)
    s.resolve_all()
    assert name(s, mystic) == "Autumn-Tail, Kitsune Sage"
    assert s.pt(mystic) == (5, 7)
    pacifism = s.find("Pacifism")
    s.activate(mystic, targets=[pacifism]).resolve()
    assert s.game.decision.kind == "choose_creature"
    choose(s, bears)
    assert s.game.objects[pacifism].attached_to == bears


def test_kitsune_mystic_with_one_aura_doesnt_flip():
    s = Scenario()
    mystic = s.battlefield(0, "Kitsune Mystic")
    s.battlefield(0, "Holy Strength", attached_to=mystic)
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start()
    s.pass_until("end", active=0)
    s.resolve_all()
    assert name(s, mystic) == "Kitsune Mystic"


def test_nezumi_shortfang_flips_when_the_opponent_runs_out_then_stabwhisker_drains():
    s = Scenario()
    fang = s.battlefield(0, "Nezumi Shortfang")
    s.lands(0, "Swamp", 2)
    last = s.hand(1, "Plains")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.activate(fang, targets=["P1"]).resolve()
    choose(s, last)
    assert name(s, fang) == "Stabwhisker the Odious"
    s.pass_until("draw", active=1)
    assert s.life(1) == 17  # no cards in hand at upkeep: 3 fewer than three


def test_nezumi_shortfang_doesnt_flip_while_cards_remain():
    s = Scenario()
    fang = s.battlefield(0, "Nezumi Shortfang")
    s.lands(0, "Swamp", 2)
    a, _ = s.hand(1, "Plains", "Island")
    s.start()
    s.activate(fang, targets=["P1"]).resolve()
    choose(s, a)
    assert name(s, fang) == "Nezumi Shortfang"


def test_orochi_eggwatcher_makes_snakes_and_flips_at_ten_creatures_then_shidako_pumps():
    s = Scenario()
    egg = s.battlefield(0, "Orochi Eggwatcher")
    for _ in range(8):
        s.battlefield(0, "Wandering Ones")
    s.lands(0, "Forest", 4)
    s.start()
    s.activate(egg).resolve()
    assert s.battlefield_names(0).count("Snake") == 1
    assert name(s, egg) == "Shidako, Broodmistress"
    snake = s.find("Snake")
    s.activate(egg, targets=[egg])
    assert s.game.decision.kind == "sacrifice"
    choose(s, snake)
    s.resolve()
    assert s.pt(egg) == (6, 6) and "Snake" not in s.battlefield_names(0)


def test_student_of_elements_flips_when_it_gains_flying():
    s = Scenario()
    student = s.battlefield(0, "Student of Elements")
    lifted = s.hand(0, "Lifted by Clouds")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(lifted, targets=[student]).resolve()
    s.resolve_all()
    assert name(s, student) == "Tobita, Master of Winds"
    assert "flying" in s.game.chars(bears).keywords
    triggers = [e for e in s.game.events if e.kind == "trigger" and e["source"] == student]
    assert len(triggers) == 1  # a state trigger triggers once (CR 603.8)


def test_tok_tok_adds_one_to_red_damage_dealt_to_players():
    s = Scenario()
    runner = s.battlefield(0, "Akki Lavarunner")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1", active=0)
    s.attack(runner)
    s.pass_until("main2")
    s.resolve_all()
    assert name(s, runner) == "Tok-Tok, Volcano Born" and s.life(1) == 19
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.life(1) == 15


def test_kenzo_has_double_strike_and_bushido_2():
    s = Scenario()
    tender = s.battlefield(0, "Bushi Tenderfoot")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    thopter = s.battlefield(1, "Ornithopter")
    s.start(step="main1", active=0)
    s.attack(tender)
    s.block((thopter, tender))
    s.pass_until("main2")
    s.cast(shock, targets=[thopter]).resolve()
    s.resolve_all()
    ch = s.game.chars(tender)
    assert ch.name == "Kenzo the Hardhearted" and "double strike" in ch.keywords
    assert (ch.power, ch.toughness) == (3, 4)


# --------------------------------------------------------------- Deceivers
def test_cruel_deceiver_gains_destroy_on_damage():
    s = Scenario()
    cruel = s.battlefield(0, "Cruel Deceiver")
    s.lands(0, "Swamp", 2)
    s.library(0, "Swamp")
    mass = s.battlefield(1, "Kami of Old Stone")
    s.start(step="main1", active=0)
    s.activate(cruel, 1).resolve()
    s.attack(cruel)
    s.block((mass, cruel))
    s.pass_until("main2")
    s.resolve_all()
    assert "Kami of Old Stone" in s.graveyard_names(1)


def test_harsh_deceiver_untaps_and_grows():
    s = Scenario()
    harsh = s.battlefield(0, "Harsh Deceiver", tapped=True)
    s.lands(0, "Plains", 2)
    s.library(0, "Plains")
    s.start()
    s.activate(harsh, 1).resolve()
    assert not s.game.objects[harsh].tapped and s.pt(harsh) == (2, 5)


def test_callous_deceiver_gets_flying():
    s = Scenario()
    callous = s.battlefield(0, "Callous Deceiver")
    s.lands(0, "Island", 2)
    s.library(0, "Island")
    s.start()
    s.activate(callous, 1).resolve()
    assert s.pt(callous) == (2, 3) and "flying" in s.game.chars(callous).keywords


# ------------------------------------------------------------ Hondens/Myojin
def test_honden_of_night_s_reach_discards_per_shrine():
    s = Scenario()
    s.battlefield(0, "Honden of Night's Reach")
    s.battlefield(0, "Honden of Cleansing Fire")
    s.hand(1, "Plains", "Island", "Forest")
    s.library(0, "Plains")
    s.start(step="untap", active=0)
    while s.game.step != "draw":
        d = s.game.decision
        if d.kind == "target":
            s.game.act(Action("target", ("P1",)))
        elif d.kind in ("order_triggers", "discard"):
            choose(s, actions_of(s, "choose")[0].args[0])
        else:
            s.game.act(Action("pass"))
    assert len(s.game.players[1].hand) == 1


def _myojin(s, name, lands):
    m = s.battlefield(0, name, counters={"divinity": 1})
    s.lands(0, lands, 1)
    return m


def test_myojin_of_seeing_winds_draws_per_permanent():
    s = Scenario()
    m = _myojin(s, "Myojin of Seeing Winds", "Island")
    s.library(0, *["Island"] * 5)
    s.start()
    s.activate(m, 2).resolve()
    assert len(s.game.players[0].hand) == 2


def test_myojin_of_night_s_reach_discards_opponents_hands():
    s = Scenario()
    m = _myojin(s, "Myojin of Night's Reach", "Swamp")
    s.hand(1, "Plains", "Island")
    s.start()
    s.activate(m, 2).resolve()
    assert s.game.players[1].hand == [] and len(s.game.players[1].graveyard) == 2


def test_myojin_of_infinite_rage_destroys_all_lands():
    s = Scenario()
    m = _myojin(s, "Myojin of Infinite Rage", "Mountain")
    s.lands(1, "Forest", 2)
    s.start()
    s.activate(m, 2).resolve()
    assert not [o for o in s.game.battlefield if s.game.chars(o).is_land]
    assert m in s.game.battlefield


def test_myojin_of_life_s_web_puts_any_number_of_creatures():
    s = Scenario()
    m = _myojin(s, "Myojin of Life's Web", "Forest")
    a, b, _ = s.hand(0, "Moss Kami", "Frost Ogre", "Plains")
    s.start()
    s.activate(m, 2).resolve()
    choose(s, a)
    choose(s, b)
    assert "Moss Kami" in s.battlefield_names(0) and "Frost Ogre" in s.battlefield_names(0)
    assert s.hand_names(0) == ["Plains"]


# ------------------------------------------------------------- old support
def test_tooth_and_nail_searches_two_creatures_and_reveals_them():
    s = Scenario()
    tooth = s.hand(0, "Tooth and Nail")
    s.lands(0, "Forest", 7)
    s.library(0, "Moss Kami", "Frost Ogre", "Plains")
    s.start()
    s.cast(tooth, mode=0).resolve()
    choose(s, s.find("Moss Kami"))
    choose(s, s.find("Frost Ogre"))
    assert sorted(s.hand_names(0)) == ["Frost Ogre", "Moss Kami"]
    assert len([e for e in s.game.events if e.kind == "reveal"]) == 2


def test_tooth_and_nail_entwined_does_both_for_two_more():
    s = Scenario()
    tooth = s.hand(0, "Tooth and Nail")
    s.lands(0, "Forest", 9)
    s.library(0, "Moss Kami", "Plains")
    s.start()
    assert ("cast", (tooth, "entwine")) in [(a.kind, a.args) for a in s.game.legal_actions()]
    s.game.act(Action("cast", (tooth, "entwine")))
    s.game.act(Action("autopay"))
    assert all(s.game.objects[o].tapped for o in s.game.battlefield)
    assert s.game.chars(s.game.stack[-1]).mana_value == 7
    s.resolve()
    choose(s, s.find("Moss Kami"))
    choose(s, "done")
    choose(s, s.find("Moss Kami"))
    assert "Moss Kami" in s.battlefield_names(0)


def test_tooth_and_nail_entwine_needs_the_extra_mana():
    s = Scenario()
    tooth = s.hand(0, "Tooth and Nail")
    s.lands(0, "Forest", 8)
    s.start()
    hows = [a.args[1] for a in s.game.legal_actions() if a.kind == "cast"]
    assert hows == ["normal"]
    del tooth


def test_elvish_piper_may_put_nothing():
    s = Scenario()
    piper = s.battlefield(0, "Elvish Piper")
    s.hand(0, "Moss Kami")
    s.battlefield(0, "Forest")
    s.start()
    s.activate(piper).resolve()
    choose(s, "done")
    assert s.hand_names(0) == ["Moss Kami"]


def test_unnatural_selection_changes_only_creature_types():
    s = Scenario()
    s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    moth = s.battlefield(1, "Kabuto Moth")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start()
    s.activate(s.find("Unnatural Selection"), targets=[moth]).resolve()
    choose(s, "Samurai")
    assert s.game.chars(moth).subtypes == frozenset({"Samurai"})
    s.pass_until("upkeep", active=1)
    assert s.game.chars(moth).subtypes == frozenset({"Spirit"})
