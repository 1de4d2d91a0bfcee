"""The cards of the ur-lessons deck and the other TLA cards built on Food, Clue,
firebending, exhaust, flashback, Lessons and Shrines: one small scenario of
each card's text, through the scenario harness."""

from rules import testcards  # noqa: F401  (registers the test-only cards)

from manastack.core.actions import Action
from manastack.engine.objects import EXILE, HAND, LIBRARY
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the whole stack; simultaneous triggers go on it in the order offered."""
    g = s.game
    while g.decision is not None:
        if g.decision.kind == "order_triggers":
            g.act(g.legal_actions()[0])
        elif g.decision.kind == "priority" and g.stack:
            g.act(Action("pass"))
        else:
            return


def _on_battlefield(s: Scenario, name: str) -> list[int]:
    return [o for o in s.game.battlefield if s.game.chars(o).name == name]


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


# ----------------------------------------------------------- learn and kicker
def test_learn_discard_a_card_to_draw_a_card():
    """CR 701.48a: learn lets you discard a card to draw a card (no card is
    outside the game here); Pop Quiz draws first, then learns."""
    s = Scenario()
    quiz = s.hand(0, "Pop Quiz")
    s.hand(0, "Mountain")
    s.library(0, "Island", "Forest")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(quiz).resolve()
    assert s.game.decision.kind == "may"
    s.choose("yes")
    s.choose(s.find("Mountain", HAND))
    assert s.hand_names(0) == ["Island", "Forest"]
    assert "Mountain" in s.graveyard_names(0)


def test_learn_may_be_declined():
    """CR 701.48a: learning is optional: declining keeps the hand."""
    s = Scenario()
    quiz = s.hand(0, "Pop Quiz")
    s.hand(0, "Mountain")
    s.library(0, "Island", "Forest")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(quiz).resolve()
    s.choose("no")
    assert sorted(s.hand_names(0)) == ["Island", "Mountain"]


def test_kicker_pays_more_for_the_kicked_effect():
    """CR 702.33a, 702.33d: Firebending Lesson deals 2 damage, or 5 if kicked
    for {4} more; the mana value stays 1 (CR 202.3)."""
    s = Scenario()
    lesson = s.hand(0, "Firebending Lesson")
    ogre = s.battlefield(1, "Test Double Firebender")
    giant = s.battlefield(1, "Shivan Dragon")
    s.lands(0, "Mountain", 6)
    s.start()
    assert Action("cast", (lesson, "kicker")) in s.game.legal_actions()
    s.cast(lesson, how="kicker", targets=[giant])
    assert s.game.chars(s.game.stack[-1]).mana_value == 1
    s.resolve_all()
    assert "Shivan Dragon" in s.graveyard_names(1)
    again = s.hand(0, "Firebending Lesson")
    s.cast(again, targets=[ogre]).resolve_all()
    assert "Test Double Firebender" in s.graveyard_names(1)
    third = s.hand(0, "Firebending Lesson")
    assert Action("cast", (third, "kicker")) not in s.game.legal_actions()


def test_kicker_unkicked_deals_two():
    """Firebending Lesson unkicked deals only 2 damage (a 5/5 survives)."""
    s = Scenario()
    lesson = s.hand(0, "Firebending Lesson")
    dragon = s.battlefield(1, "Shivan Dragon")
    s.lands(0, "Mountain", 5)
    s.start()
    s.cast(lesson, targets=[dragon]).resolve_all()
    assert s.game.objects[dragon].damage == 2


# ---------------------------------------------------------- ur-lessons cards
def test_divide_by_zero_bounces_a_spell_then_learns():
    """Divide by Zero: return target spell or permanent with mana value 1 or
    greater to its owner's hand; learn."""
    s = Scenario()
    divide = s.hand(0, "Divide by Zero")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(0, "Island", 3)
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=["P0"]).pass_priority()
    s.cast(divide, targets=[s.game.stack[-1]]).resolve()
    assert s.hand_names(1) == ["Lightning Bolt"] and s.life(0) == 20
    assert s.game.stack == [] or s.game.decision.kind == "may"


def test_divide_by_zero_cannot_target_mana_value_zero():
    """Divide by Zero: a land (mana value 0) is not a legal target; a creature is."""
    s = Scenario()
    divide = s.hand(0, "Divide by Zero")
    land = s.battlefield(1, "Forest")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.start()
    s.act("cast", divide, "normal")
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and land not in targets


def test_igneous_inspiration_deals_three():
    """Igneous Inspiration: 3 damage to any target, then learn."""
    s = Scenario()
    spell = s.hand(0, "Igneous Inspiration")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(spell, targets=["P1"]).resolve_all()
    assert s.life(1) == 17


def test_fire_nation_cadets_firebending_only_with_a_lesson():
    """Fire Nation Cadets: firebending 2 as long as there's a Lesson card in your
    graveyard; {2}: +1/+0 until end of turn."""
    s = Scenario()
    cadets = s.battlefield(0, "Fire Nation Cadets")
    s.start()
    s.attack(cadets)
    assert s.game.stack == []
    t = Scenario()
    cadets = t.battlefield(0, "Fire Nation Cadets")
    t.graveyard(0, "It'll Quench Ya!")
    t.start()
    t.attack(cadets)
    t.resolve_all()
    assert t.game.players[0].pool.available()["R"] == 2
    t.activate(cadets).resolve_all()
    assert t.pt(cadets) == (2, 2)


def test_first_time_flyer_flies_and_grows_with_a_lesson():
    """First-Time Flyer: flying; +1/+1 as long as there's a Lesson card in your graveyard."""
    s = Scenario()
    flyer = s.battlefield(0, "First-Time Flyer")
    s.graveyard(0, "Accumulate Wisdom")
    s.start()
    assert s.pt(flyer) == (2, 3) and "flying" in s.game.chars(flyer).keywords


def test_forecasting_fortune_teller_makes_a_clue():
    """Forecasting Fortune Teller: when it enters, create a Clue token."""
    s = Scenario()
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(teller).resolve_all()
    _settle(s)
    assert len(_on_battlefield(s, "Clue")) == 1


def test_itll_quench_ya_counters_unless_paid():
    """It'll Quench Ya!: counter target spell unless its controller pays {2}."""
    for lands, countered in ((1, True), (3, False)):
        s = Scenario()
        quench = s.hand(0, "It'll Quench Ya!")
        bolt = s.hand(1, "Lightning Bolt")
        s.lands(0, "Island", 2)
        s.lands(1, "Mountain", lands)
        s.start(step="upkeep", active=1)
        s.cast(bolt, targets=["P0"]).pass_priority()
        s.cast(quench, targets=[s.game.stack[-1]]).resolve()
        if not countered:
            assert s.game.decision.kind == "ward"
            s.choose("pay")
        s.resolve_all()
        assert s.life(0) == (20 if countered else 17)


def _draw_two(s: Scenario) -> None:
    """Draw two cards in the main phase with Divination."""
    div = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    s.cast(div).resolve()
    _settle(s)


def test_otter_penguin_on_second_draw():
    """Otter-Penguin: whenever you draw your second card each turn, +1/+2 and
    can't be blocked this turn."""
    s = Scenario()
    otter = s.battlefield(0, "Otter-Penguin")
    s.library(0, "Island", "Island", "Island")
    s.start()
    _draw_two(s)
    assert s.pt(otter) == (3, 3)
    assert "unblockable" in s.game.chars(otter).keywords


def test_tiger_seal_taps_in_upkeep_and_untaps_on_second_draw():
    """Tiger-Seal: vigilance; at the beginning of your upkeep, tap it; whenever
    you draw your second card each turn, untap it."""
    s = Scenario()
    seal = s.battlefield(0, "Tiger-Seal")
    s.library(0, "Island", "Island", "Island", "Island")
    s.start(step="upkeep", active=0)
    _settle(s)
    assert s.game.objects[seal].tapped
    s.pass_until("main1", active=0)  # the draw step drew the first card
    _draw_two(s)
    assert not s.game.objects[seal].tapped


def test_accumulate_wisdom_one_card_or_all_three():
    """Accumulate Wisdom: look at the top three, one into your hand and the rest
    on the bottom; all three with three or more Lessons in your graveyard."""
    s = Scenario()
    wisdom = s.hand(0, "Accumulate Wisdom")
    s.library(0, "Forest", "Mountain", "Island", "Plains")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(wisdom).resolve()
    s.choose(s.find("Mountain", LIBRARY))
    s.choose(s.find("Island", LIBRARY))  # the Island goes to the bottom first
    assert s.hand_names(0) == ["Mountain"]
    assert s.names(s.game.players[0].library) == ["Forest", "Island", "Plains"]
    t = Scenario()
    wisdom = t.hand(0, "Accumulate Wisdom")
    t.library(0, "Forest", "Mountain", "Island", "Plains")
    t.graveyard(0, "Pop Quiz", "Firebending Lesson", "It'll Quench Ya!", "Accumulate Wisdom")
    t.lands(0, "Island", 2)
    t.start()
    t.cast(wisdom).resolve()
    assert sorted(t.hand_names(0)) == ["Forest", "Island", "Mountain"]


# ------------------------------------------------------ other TLA cards
def test_fire_sages_firebending_and_counters():
    """Fire Sages: firebending 1; {1}{R}{R}: put a +1/+1 counter on it."""
    s = Scenario()
    sages = s.battlefield(0, "Fire Sages")
    s.lands(0, "Mountain", 2)
    s.start()
    s.attack(sages)
    s.resolve_all()
    s.activate(sages).resolve_all()
    assert _counters(s, sages) == 1


def test_vindictive_warden_pings_each_opponent():
    """Vindictive Warden: menace, firebending 1; {3}: 1 damage to each opponent."""
    s = Scenario()
    warden = s.battlefield(0, "Vindictive Warden")
    s.lands(0, "Mountain", 3)
    s.start()
    s.activate(warden).resolve_all()
    assert (s.life(0), s.life(1)) == (20, 19)
    assert {"menace"} <= s.game.chars(warden).keywords


def test_uncle_iroh_makes_lessons_cheaper():
    """Uncle Iroh: Lesson spells you cast cost {1} less (Accumulate Wisdom for {U})."""
    s = Scenario()
    s.battlefield(0, "Uncle Iroh")
    wisdom = s.hand(0, "Accumulate Wisdom")
    bolt = s.hand(0, "Divination")
    s.library(0, "Island", "Island", "Island")
    s.battlefield(0, "Island")
    s.start()
    legal = s.game.legal_actions()
    assert Action("cast", (wisdom, "normal")) in legal
    assert Action("cast", (bolt, "normal")) not in legal


def test_azula_on_the_hunt_attack_costs_life_and_makes_a_clue():
    """Azula, On the Hunt: firebending 2; whenever it attacks, you lose 1 life and
    create a Clue token."""
    s = Scenario()
    azula = s.battlefield(0, "Azula, On the Hunt")
    s.start()
    s.attack(azula)
    _settle(s)
    assert s.life(0) == 19 and len(_on_battlefield(s, "Clue")) == 1
    assert s.game.players[0].pool.available()["R"] == 2


def test_fire_nation_attacks_soldiers_firebend():
    """Fire Nation Attacks: two 2/2 red Soldier tokens with firebending 1."""
    s = Scenario()
    attacks = s.hand(0, "Fire Nation Attacks")
    s.lands(0, "Mountain", 5)
    s.library(0, "Island")
    s.start(step="end", active=1)
    s.pass_priority()
    s.cast(attacks).resolve_all()
    soldiers = _on_battlefield(s, "Soldier")
    assert len(soldiers) == 2 and s.game.chars(soldiers[0]).colours == {"R"}
    s.pass_until("main1", active=0)
    s.attack(*soldiers)
    _settle(s)
    assert s.game.players[0].pool.available()["R"] == 2


def test_fire_nation_raider_clue_only_after_attacking():
    """Fire Nation Raider: raid — when it enters, if you attacked this turn,
    create a Clue token."""
    s = Scenario()
    raider = s.hand(0, "Fire Nation Raider")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 8)
    again = s.hand(0, "Fire Nation Raider")
    s.start()
    s.cast(raider).resolve_all()
    _settle(s)
    assert _on_battlefield(s, "Clue") == []
    s.attack(bear)
    s.pass_until("main2")
    s.cast(again).resolve_all()
    _settle(s)
    assert len(_on_battlefield(s, "Clue")) == 1


def test_hog_monkey_gives_menace_to_a_creature_with_a_counter():
    """Hog-Monkey: at the beginning of combat on your turn, target creature you
    control with a +1/+1 counter on it gains menace until end of turn."""
    s = Scenario()
    hog = s.battlefield(0, "Hog-Monkey", counters={"+1/+1": 1})
    s.start()
    s.pass_until_decision("target")
    s.game.act(s.pick(lambda a: a.kind == "target" and a.args[0] == hog))
    _settle(s)
    assert "menace" in s.game.chars(hog).keywords


def test_callous_inspector_dies_pings_you_and_makes_a_clue():
    """Callous Inspector: when it dies, it deals 1 damage to you; create a Clue."""
    s = Scenario()
    inspector = s.battlefield(0, "Callous Inspector")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=[inspector]).resolve()
    _settle(s)
    assert s.life(0) == 19 and len(_on_battlefield(s, "Clue")) == 1


def test_cunning_maneuver_pumps_and_makes_a_clue():
    """Cunning Maneuver: target creature gets +3/+1; create a Clue token."""
    s = Scenario()
    trick = s.hand(0, "Cunning Maneuver")
    bear = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(trick, targets=[bear]).resolve_all()
    assert s.pt(bear) == (5, 3) and len(_on_battlefield(s, "Clue")) == 1


def test_zukos_exile_gives_the_controller_a_clue():
    """Zuko's Exile: exile target artifact, creature or enchantment; its
    controller creates a Clue token."""
    s = Scenario()
    exile = s.hand(0, "Zuko's Exile")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 5)
    s.start()
    s.cast(exile, targets=[bear]).resolve_all()
    assert s.game.objects[s.find("Grizzly Bears")].zone == EXILE
    (clue,) = _on_battlefield(s, "Clue")
    assert s.game.chars(clue).controller == 1


def test_knowledge_seeker_grows_on_second_draw_and_leaves_a_clue():
    """Knowledge Seeker: vigilance; second card drawn each turn: a +1/+1
    counter; when it dies, create a Clue token."""
    s = Scenario()
    seeker = s.battlefield(0, "Knowledge Seeker")
    s.library(0, "Island", "Island", "Island")
    s.start()
    _draw_two(s)
    assert _counters(s, seeker) == 1


def test_messenger_hawk_clue_and_bigger_after_two_draws():
    """Messenger Hawk: flying; enters: a Clue; +2/+0 as long as you've drawn two
    or more cards this turn."""
    s = Scenario()
    hawk = s.battlefield(0, "Messenger Hawk")
    s.library(0, "Island", "Island", "Island")
    s.start()
    assert s.pt(hawk) == (1, 2)
    _draw_two(s)
    assert s.pt(hawk) == (3, 2)


def test_air_nomad_legacy_pumps_flyers():
    """Air Nomad Legacy: enters: a Clue; creatures you control with flying get +1/+1."""
    s = Scenario()
    legacy = s.hand(0, "Air Nomad Legacy")
    flyer = s.battlefield(0, "First-Time Flyer")
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Island")
    s.start()
    s.cast(legacy).resolve_all()
    _settle(s)
    assert s.pt(flyer) == (2, 3) and s.pt(bear) == (2, 2)
    assert len(_on_battlefield(s, "Clue")) == 1


def test_walltop_sentries_gain_life_if_a_lesson():
    """Walltop Sentries: reach, deathtouch; when it dies, if there's a Lesson card
    in your graveyard, you gain 2 life."""
    for lesson, life in ((False, 20), (True, 22)):
        s = Scenario()
        walls = s.battlefield(0, "Walltop Sentries")
        if lesson:
            s.graveyard(0, "Firebending Lesson")
        bolt = s.hand(1, "Lightning Bolt")
        s.battlefield(1, "Mountain")
        s.start(step="upkeep", active=1)
        s.cast(bolt, targets=[walls]).resolve()
        _settle(s)
        assert s.life(0) == life


def test_the_spirit_oasis_draws_per_shrine():
    """The Spirit Oasis: enters: draw a card for each Shrine you control; another
    Shrine enters: draw a card."""
    s = Scenario()
    s.battlefield(0, "Northern Air Temple")
    oasis = s.hand(0, "The Spirit Oasis")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(oasis).resolve_all()
    _settle(s)
    assert len(s.hand_names(0)) == 2 and s.life(0) == 21  # the Temple saw a Shrine enter


def test_southern_air_temple_counters_per_shrine():
    """Southern Air Temple: enters: X +1/+1 counters on each creature you control,
    X = Shrines you control."""
    s = Scenario()
    s.battlefield(0, "The Spirit Oasis")
    bear = s.battlefield(0, "Grizzly Bears")
    temple = s.hand(0, "Southern Air Temple")
    s.lands(0, "Plains", 4)
    s.library(0, "Island")
    s.start()
    s.cast(temple).resolve_all()
    _settle(s)
    assert _counters(s, bear) == 2


def test_boomerang_basics_draws_only_for_your_own_permanent():
    """Boomerang Basics: return target nonland permanent to its owner's hand; if
    you controlled it, draw a card."""
    for owner, drawn in ((0, 1), (1, 0)):
        s = Scenario()
        basics = s.hand(0, "Boomerang Basics")
        bear = s.battlefield(owner, "Grizzly Bears")
        s.library(0, "Island")
        s.battlefield(0, "Island")
        s.start()
        s.cast(basics, targets=[bear]).resolve_all()
        assert s.hand_names(owner).count("Grizzly Bears") == 1
        assert s.hand_names(0).count("Island") == drawn


def test_ozais_cruelty_damage_and_discard():
    """Ozai's Cruelty: 2 damage to target player; that player discards two cards."""
    s = Scenario()
    cruelty = s.hand(0, "Ozai's Cruelty")
    s.hand(1, "Island", "Forest", "Plains")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(cruelty, targets=["P1"]).resolve()
    s.choose(s.find("Island", HAND)).choose(s.find("Forest", HAND))
    assert s.life(1) == 18 and s.hand_names(1) == ["Plains"]


def test_yip_yip_flying_only_for_an_ally():
    """Yip Yip!: target creature you control gets +2/+2; an Ally also gains flying."""
    for name, flies in (("Forecasting Fortune Teller", True), ("Grizzly Bears", False)):
        s = Scenario()
        yip = s.hand(0, "Yip Yip!")
        it = s.battlefield(0, name)
        s.battlefield(0, "Plains")
        s.start()
        s.cast(yip, targets=[it]).resolve_all()
        assert ("flying" in s.game.chars(it).keywords) == flies


def test_irohs_demonstration_modes():
    """Iroh's Demonstration: 1 damage to each creature your opponents control, or
    4 damage to target creature."""
    s = Scenario()
    demo = s.hand(0, "Iroh's Demonstration")
    mine = s.battlefield(0, "Fire Sages")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(demo, mode=0).resolve_all()
    assert s.game.objects[theirs].damage == 1 and s.game.objects[mine].damage == 0


def test_unlucky_cabbage_merchant_searches_when_a_food_is_sacrificed():
    """Unlucky Cabbage Merchant: enters: a Food; whenever you sacrifice a Food,
    you may search for a basic land onto the battlefield tapped, and if you do,
    put the Merchant on the bottom of its owner's library, then shuffle."""
    s = Scenario()
    merchant = s.hand(0, "Unlucky Cabbage Merchant")
    s.library(0, "Forest")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(merchant).resolve_all()
    _settle(s)
    (food,) = _on_battlefield(s, "Food")
    s.activate(food)
    _settle(s)
    s.choose("yes")
    s.choose(s.find("Forest", LIBRARY))
    _settle(s)
    assert s.life(0) == 23
    assert len(_on_battlefield(s, "Forest")) == 5
    assert s.game.objects[s.find("Unlucky Cabbage Merchant")].zone == LIBRARY


def test_seed_terms_in_italian():
    """The seed's Italian terms: Food is "Cibo", Clue "Indizio", firebending
    "dominio del fuoco", kicker "potenziamento"."""
    from manastack.engine import messages

    s = Scenario()
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(teller).resolve_all()
    _settle(s)
    assert any("Indizio" in line for line in s.game.log(0, lang="it"))
    assert messages.card_display("Food", "it") == "Cibo"
    assert messages.keyword_display("firebending", "it") == "dominio del fuoco"
    assert messages.keyword_display("kicker", "it") == "potenziamento"


def test_prowess_pumps_on_noncreature_spells_only():
    """CR 702.108a: prowess — whenever you cast a noncreature spell, +1/+1 until
    end of turn (Firebending Student); a creature spell doesn't trigger it."""
    s = Scenario()
    student = s.battlefield(0, "Firebending Student")
    bear = s.hand(0, "First-Time Flyer")
    quiz = s.hand(0, "Pop Quiz")
    s.lands(0, "Island", 5)
    s.library(0, "Island")
    s.start()
    s.cast(bear).resolve_all()
    assert s.pt(student) == (1, 2)
    s.cast(quiz)
    _settle(s)
    if s.game.decision.kind == "may":
        s.choose("no")
    assert s.pt(student) == (2, 3)


def test_firebending_x_uses_the_creatures_power():
    """Firebending Student: firebending X, where X is its power as the ability
    resolves; Sun Warriors: X is the number of creatures you control."""
    s = Scenario()
    student = s.battlefield(0, "Firebending Student", counters={"+1/+1": 2})
    s.start()
    s.attack(student)
    _settle(s)
    assert s.game.players[0].pool.available()["R"] == 3
    t = Scenario()
    warriors = t.battlefield(0, "Sun Warriors")
    t.battlefield(0, "Grizzly Bears")
    t.start()
    t.attack(warriors)
    _settle(t)
    assert t.game.players[0].pool.available()["R"] == 2


def test_sun_warriors_make_allies():
    """Sun Warriors: {5}: create a 1/1 white Ally creature token."""
    s = Scenario()
    warriors = s.battlefield(0, "Sun Warriors")
    s.lands(0, "Plains", 5)
    s.start()
    s.activate(warriors).resolve_all()
    assert len(_on_battlefield(s, "Ally")) == 1


def test_crescent_island_temple_makes_monks_per_shrine():
    """Crescent Island Temple: enters: a 1/1 red Monk with prowess for each
    Shrine you control; another Shrine enters: one more."""
    s = Scenario()
    s.battlefield(0, "Crescent Island Temple")
    temple = s.hand(0, "Northern Air Temple")
    s.battlefield(0, "Swamp")
    s.start()
    s.cast(temple).resolve_all()
    _settle(s)
    (monk,) = _on_battlefield(s, "Monk")
    assert "prowess" in s.game.chars(monk).keywords


def test_zhao_pumps_when_you_sacrifice_another_permanent():
    """Zhao, Ruthless Admiral: whenever you sacrifice another permanent,
    creatures you control get +1/+0 until end of turn."""
    s = Scenario()
    zhao = s.battlefield(0, "Zhao, Ruthless Admiral")
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.lands(0, "Island", 4)
    s.library(0, "Island")
    s.start()
    s.cast(teller).resolve_all()
    _settle(s)
    (clue,) = _on_battlefield(s, "Clue")
    s.activate(clue)
    _settle(s)
    assert s.pt(zhao) == (4, 4)


def test_fancy_footwork_untaps_and_pumps_two():
    """Fancy Footwork: untap one or two target creatures; each gets +2/+2."""
    s = Scenario()
    footwork = s.hand(0, "Fancy Footwork")
    a = s.battlefield(0, "Grizzly Bears", tapped=True)
    b = s.battlefield(0, "Fire Sages", tapped=True)
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(footwork, targets=[a, b]).resolve_all()
    assert not s.game.objects[a].tapped and not s.game.objects[b].tapped
    assert s.pt(a) == (4, 4) and s.pt(b) == (4, 4)


def test_shared_roots_fetches_a_tapped_basic():
    """Shared Roots: search for a basic land, onto the battlefield tapped."""
    s = Scenario()
    roots = s.hand(0, "Shared Roots")
    s.library(0, "Forest")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(roots).resolve()
    forest = s.find("Forest", LIBRARY)
    s.choose(forest)
    _settle(s)
    fetched = [o for o in _on_battlefield(s, "Forest") if s.game.objects[o].tapped]
    assert len(_on_battlefield(s, "Forest")) == 3 and len(fetched) == 3


def test_abandon_attachments_discard_to_draw_two():
    """Abandon Attachments: you may discard a card; if you do, draw two."""
    s = Scenario()
    spell = s.hand(0, "Abandon Attachments")
    s.hand(0, "Mountain")
    s.library(0, "Island", "Island")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(spell).resolve()
    s.choose("yes").choose(s.find("Mountain", HAND))
    assert s.hand_names(0) == ["Island", "Island"]


def test_sold_out_clue_only_for_a_damaged_creature():
    """Sold Out: exile target creature; if it was dealt damage this turn, create a Clue."""
    for damaged in (False, True):
        s = Scenario()
        sold = s.hand(0, "Sold Out")
        dragon = s.battlefield(1, "Shivan Dragon")
        s.lands(0, "Swamp", 4)
        if damaged:
            shock = s.hand(0, "Shock")
            s.battlefield(0, "Mountain")
        s.start()
        if damaged:
            s.cast(shock, targets=[dragon]).resolve_all()
        s.cast(sold, targets=[dragon]).resolve_all()
        assert s.game.objects[s.find("Shivan Dragon")].zone == EXILE
        assert len(_on_battlefield(s, "Clue")) == (1 if damaged else 0)


def test_how_to_start_a_riot():
    """How to Start a Riot: target creature gains menace; creatures target player
    controls get +2/+0."""
    s = Scenario()
    riot = s.hand(0, "How to Start a Riot")
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(riot, targets=[bear, "P0"]).resolve_all()
    assert "menace" in s.game.chars(bear).keywords
    assert s.pt(bear) == (4, 2) and s.pt(theirs) == (2, 2)


def test_master_pakku_mills_per_lesson_when_tapped():
    """Master Pakku: whenever it becomes tapped, target player mills X cards,
    X = Lesson cards in your graveyard."""
    s = Scenario()
    pakku = s.battlefield(0, "Master Pakku")
    s.graveyard(0, "Firebending Lesson", "Pop Quiz", "It'll Quench Ya!")
    s.library(1, "Island", "Island", "Island")
    s.start()
    s.attack(pakku)
    s.act("target", "P1")
    _settle(s)
    assert len(s.game.players[1].graveyard) == 2
