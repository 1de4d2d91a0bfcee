"""Avatar: The Last Airbender mechanics (seed 003): Food, Clue, firebending,
exhaust, flashback, Lessons and Shrines, played through the scenario harness."""

import pytest
from rules import testcards  # noqa: F401  (registers the test-only cards)

from manastack.core.actions import Action
from manastack.core.creature_types import CREATURE_TYPES
from manastack.engine.objects import EXILE, GRAVEYARD
from manastack.scenario import Scenario


def _pool(s: Scenario, player: int = 0) -> int:
    return sum(s.game.players[player].pool.available().values())


def _red(s: Scenario, player: int = 0) -> int:
    return s.game.players[player].pool.available()["R"]


def _actions(s: Scenario, kind: str, oid: int) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == kind and a.args[0] == oid]


def _settle(s: Scenario) -> None:
    """Resolve the whole stack, putting simultaneous triggers on it in the
    order offered first."""
    g = s.game
    while g.decision is not None:
        if g.decision.kind == "order_triggers":
            g.act(g.legal_actions()[0])
        elif g.decision.kind == "priority" and g.stack:
            g.act(Action("pass"))
        else:
            return


def _battlefield(s: Scenario, name: str) -> list[int]:
    return [o for o in s.game.battlefield if s.game.chars(o).name == name]


# ---------------------------------------------------------------------- Food
def test_FOOD_01_food_token_gains_three_life():
    """FOOD-01: a Food token is a colourless Artifact — Food with "{2}, {T},
    Sacrifice this token: You gain 3 life." (CR 111.10b)."""
    s = Scenario()
    merchant = s.hand(0, "Unlucky Cabbage Merchant")
    s.lands(0, "Forest", 4)
    s.start()
    s.cast(merchant).resolve_all()
    s.resolve_all()  # the enters trigger
    (food,) = _battlefield(s, "Food")
    ch = s.game.chars(food)
    assert ch.types == {"Artifact"} and ch.subtypes == {"Food"} and not ch.colours
    s.activate(food)
    # "whenever you sacrifice a Food" of the Merchant triggers: decline the search
    s.resolve()
    while s.game.decision.kind == "may":
        s.choose("no")
        s.resolve_all()
    s.resolve_all()
    assert s.life(0) == 23
    assert _battlefield(s, "Food") == []


def test_FOOD_02_artifact_creature_food_pays_sacrifice_a_food():
    """FOOD-02: Food is an artifact subtype, never a creature type; "a Food" means
    any Food artifact, so an artifact creature that is a Food can be sacrificed
    for "Sacrifice a Food"."""
    assert "Food" not in CREATURE_TYPES
    s = Scenario()
    rider = s.battlefield(0, "Test Food Rider")
    mutant = s.battlefield(0, "Test Food Mutant")
    s.battlefield(0, "Forest")
    s.start()
    ch = s.game.chars(mutant)
    assert ch.is_creature and "Food" in ch.subtypes
    s.act("activate", rider, 0)
    while s.game.decision.kind == "pay":
        s.act("autopay")
    assert s.game.decision.kind == "sacrifice"
    assert [a.args[0] for a in s.game.legal_actions()] == [mutant]
    s.choose(mutant)
    s.resolve_all()
    assert s.game.objects[rider].counters.get("+1/+1") == 1
    assert s.graveyard_names(0) == ["Test Food Mutant"]


def test_FOOD_02_non_food_artifact_does_not_pay():
    """FOOD-02: only a Food pays "Sacrifice a Food": another artifact doesn't."""
    s = Scenario()
    rider = s.battlefield(0, "Test Food Rider")
    s.battlefield(0, "Test Colourless Idol")
    s.battlefield(0, "Forest")
    s.start()
    assert not _actions(s, "activate", rider)


def test_FOOD_03_one_food_cannot_pay_two_costs():
    """FOOD-03: one Food can't pay two costs: a Food whose own ability sacrifices
    it and "a Food" can't be sacrificed for both; with a second Food it can."""
    s = Scenario()
    feast = s.battlefield(0, "Test Food Feast")
    s.start()
    assert not _actions(s, "activate", feast)
    s2 = Scenario()
    feast = s2.battlefield(0, "Test Food Feast")
    other = s2.battlefield(0, "Test Food Mutant")
    s2.start()
    s2.act("activate", feast, 0)
    assert s2.game.decision.kind == "sacrifice"
    assert [a.args[0] for a in s2.game.legal_actions()] == [other]
    s2.choose(other)
    s2.resolve_all()
    assert s2.life(0) == 25
    assert sorted(s2.graveyard_names(0)) == ["Test Food Feast", "Test Food Mutant"]


def test_FOOD_03_food_sacrificed_for_its_own_ability_is_gone():
    """FOOD-03: a Food sacrificed to activate its own ability can't also pay
    another "Sacrifice a Food" cost."""
    s = Scenario()
    rider = s.battlefield(0, "Test Food Rider")
    s.lands(0, "Forest", 4)
    snack = s.hand(0, "Test Snack Dart")
    s.start()
    s.cast(snack, targets=[rider]).resolve_all()
    (food,) = _battlefield(s, "Food")
    assert _actions(s, "activate", rider)
    s.activate(food)
    assert not _actions(s, "activate", rider)


def test_FOOD_04_no_food_when_every_target_is_illegal():
    """FOOD-04: a spell that creates Food and has targets, all illegal on
    resolution, doesn't resolve: no Food is created (CR 608.2b)."""
    s = Scenario()
    snack = s.hand(0, "Test Snack Dart")
    bolt = s.hand(1, "Lightning Bolt")
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Forest")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(snack, targets=[bear]).pass_priority()
    s.cast(bolt, targets=[bear]).resolve()
    s.resolve_all()
    assert _battlefield(s, "Food") == []
    assert "Test Snack Dart" in s.graveyard_names(0)


# ---------------------------------------------------------------------- Clue
def test_CLUE_01_clue_token_draws_a_card():
    """CLUE-01: a Clue token is a colourless Artifact — Clue with "{2},
    Sacrifice this token: Draw a card." (CR 111.10f)."""
    s = Scenario()
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.lands(0, "Island", 4)
    s.library(0, "Island", "Mountain")
    s.start()
    s.cast(teller).resolve_all()
    s.resolve_all()
    (clue,) = _battlefield(s, "Clue")
    ch = s.game.chars(clue)
    assert ch.types == {"Artifact"} and ch.subtypes == {"Clue"} and not ch.colours
    hand = len(s.game.players[0].hand)
    s.activate(clue).resolve_all()
    assert len(s.game.players[0].hand) == hand + 1
    assert _battlefield(s, "Clue") == []


def test_CLUE_02_creating_a_clue_is_not_investigating():
    """CLUE-02: creating a Clue token is not investigating: "whenever you
    investigate" doesn't trigger; investigating (CR 701.16a) does."""
    s = Scenario()
    sleuth = s.battlefield(0, "Test Sleuth")
    teller = s.hand(0, "Forecasting Fortune Teller")
    probe = s.hand(0, "Test Investigation")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(teller).resolve_all()
    s.resolve_all()
    assert len(_battlefield(s, "Clue")) == 1
    assert s.game.objects[sleuth].counters.get("+1/+1", 0) == 0
    s.cast(probe).resolve_all()
    s.resolve_all()
    assert len(_battlefield(s, "Clue")) == 2
    assert s.game.objects[sleuth].counters.get("+1/+1", 0) == 1


# --------------------------------------------------------------- firebending
def _attack_with_trigger(s: Scenario, *attackers: int) -> None:
    s.attack(*attackers)
    _settle(s)


def test_FIRE_01_firebending_adds_red_that_lasts_through_combat_steps():
    """FIRE-01: Firebending N: whenever this creature attacks, add N {R}; until
    end of combat you don't lose this mana as steps end."""
    s = Scenario()
    azula = s.battlefield(0, "Azula, On the Hunt")
    s.start()
    _attack_with_trigger(s, azula)
    assert _red(s) == 2
    for step in ("declare_blockers", "combat_damage", "end_of_combat"):
        s.pass_until(step)
        assert _red(s) == 2, step


def test_FIRE_02_firebending_mana_spent_after_blockers_and_after_damage():
    """FIRE-02: the firebending mana can be spent on anything at any time during
    combat: after blockers are declared, and after combat damage."""
    s = Scenario()
    cadets = s.battlefield(0, "Fire Nation Cadets")
    azula = s.battlefield(0, "Azula, On the Hunt")
    s.graveyard(0, "Firebending Lesson")
    s.start()
    _attack_with_trigger(s, cadets, azula)
    assert _red(s) == 4
    s.pass_until("declare_blockers")
    s.activate(cadets).resolve_all()
    assert _red(s) == 2 and s.pt(cadets) == (2, 2)
    s.pass_until("combat_damage")
    assert s.life(1) == 20 - 2 - 4
    s.activate(cadets).resolve_all()
    assert _red(s) == 0 and s.pt(cadets) == (3, 2)


def test_FIRE_02_firebending_mana_casts_an_instant_before_blockers():
    """FIRE-02: the mana pays for a spell in the declare attackers step."""
    s = Scenario()
    azula = s.battlefield(0, "Azula, On the Hunt")
    bolt = s.hand(0, "Lightning Bolt")
    s.start()
    _attack_with_trigger(s, azula)
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.life(1) == 17 and _red(s) == 1


def test_FIRE_03_unspent_firebending_mana_is_gone_in_the_second_main_phase():
    """FIRE-03: unspent firebending mana is lost when combat ends: it is not
    there in the second main phase."""
    s = Scenario()
    sages = s.battlefield(0, "Fire Sages")
    s.start()
    _attack_with_trigger(s, sages)
    assert _red(s) == 1
    s.pass_until("main2")
    assert _pool(s) == 0


def test_FIRE_04_other_combat_mana_empties_between_steps():
    """FIRE-04: other mana added during combat empties between steps as usual;
    only the firebending mana stays."""
    s = Scenario()
    sages = s.battlefield(0, "Fire Sages")
    mountain = s.battlefield(0, "Mountain")
    s.start()
    _attack_with_trigger(s, sages)
    s.tap_for_mana(mountain, "R")
    assert _red(s) == 2
    s.pass_until("declare_blockers")
    assert _red(s) == 1


def test_FIRE_05_several_instances_trigger_separately():
    """FIRE-05: several firebending instances on one creature trigger separately,
    each adding its amount."""
    s = Scenario()
    twin = s.battlefield(0, "Test Double Firebender")
    s.start()
    s.attack(twin)
    s.act("choose", *s.game.legal_actions()[0].args)
    assert len(s.game.stack) == 2 and _pool(s) == 0
    s.resolve()
    assert _red(s) in (1, 2)
    s.resolve_all()
    assert _red(s) == 3


def test_FIRE_06_firebending_uses_the_stack_and_can_be_responded_to():
    """FIRE-06: firebending is not a mana ability: it uses the stack and can be
    responded to; the mana comes when it resolves, even if the creature died."""
    s = Scenario()
    sages = s.battlefield(0, "Fire Sages")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.attack(sages)
    assert len(s.game.stack) == 1 and _pool(s) == 0
    s.pass_priority()
    assert s.game.decision.player == 1
    s.cast(bolt, targets=[sages]).resolve()
    assert "Fire Sages" in s.graveyard_names(0) and _pool(s) == 0
    s.resolve_all()
    assert _red(s) == 1


# ------------------------------------------------------------------- exhaust
def _hog_monkey_activations(s: Scenario, hog: int) -> list[Action]:
    return [a for a in _actions(s, "activate", hog) if a.args[1] == 1]


def test_EXH_01_an_exhaust_ability_is_activated_only_once():
    """EXH-01: each exhaust ability can be activated only once per object (CR
    702.177a), even in a later turn; timing is otherwise normal (instant speed)."""
    s = Scenario()
    hog = s.battlefield(0, "Hog-Monkey")
    s.lands(0, "Swamp", 10)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.start(step="upkeep", active=1)
    s.pass_until("end", active=1).pass_priority()
    assert s.game.decision.player == 0
    assert _hog_monkey_activations(s, hog)  # on an opponent's turn too
    s.act("activate", hog, 1)
    s.act("autopay")
    s.resolve_all()
    assert s.game.objects[hog].counters.get("+1/+1") == 2
    assert not _hog_monkey_activations(s, hog)
    s.pass_until("main1", active=0)
    assert not _hog_monkey_activations(s, hog)


def test_EXH_02_a_new_object_may_exhaust_again():
    """EXH-02: a permanent that leaves and returns is a new object (CR 400.7):
    its exhaust abilities can be activated again."""
    s = Scenario()
    hog = s.battlefield(0, "Hog-Monkey")
    unsummon = s.hand(0, "Unsummon")
    s.lands(0, "Swamp", 5)
    s.start()
    s.act("activate", hog, 1)
    s.act("autopay")
    s.resolve_all()
    s.lands(0, "Swamp", 8)
    s.battlefield(0, "Island")
    assert not _hog_monkey_activations(s, hog)
    s.cast(unsummon, targets=[hog]).resolve_all()
    again = s.find("Hog-Monkey", "hand")
    s.cast(again).resolve_all()
    new = s.find("Hog-Monkey", "battlefield")
    assert new != hog
    assert _hog_monkey_activations(s, new)


def test_EXH_03_activate_exhaust_trigger_resolves_first():
    """EXH-03: a trigger on "whenever you activate an exhaust ability" goes on
    the stack above that exhaust ability and resolves before it."""
    s = Scenario()
    hog = s.battlefield(0, "Hog-Monkey")
    s.battlefield(0, "Test Exhaust Watcher")
    s.lands(0, "Swamp", 5)
    s.start()
    s.act("activate", hog, 1)
    s.act("autopay")
    s.pass_until_decision("priority")
    assert len(s.game.stack) == 2
    s.resolve()
    assert s.life(0) == 21
    assert s.game.objects[hog].counters.get("+1/+1", 0) == 0
    s.resolve()
    assert s.game.objects[hog].counters.get("+1/+1") == 2


# ----------------------------------------------------------------- flashback
def test_FB_01_flashback_cast_from_graveyard_then_exiled():
    """FB-01: flashback casts the card from your graveyard paying the flashback
    cost instead of its mana cost; the card is then exiled as it leaves the
    stack (CR 702.34a)."""
    s = Scenario()
    attacks = s.graveyard(0, "Fire Nation Attacks")
    s.lands(0, "Mountain", 9)
    s.start()
    assert Action("cast", (attacks, "flashback")) in s.game.legal_actions()
    assert Action("cast", (attacks, "normal")) not in s.game.legal_actions()
    s.cast(attacks, how="flashback").resolve_all()
    assert len(_battlefield(s, "Soldier")) == 2
    assert s.game.objects[s.find("Fire Nation Attacks")].zone == EXILE
    assert all(s.game.objects[m].tapped for m in _battlefield(s, "Mountain"))


def test_FB_01_countered_flashback_spell_is_exiled():
    """FB-01: a flashback spell is exiled whenever it would leave the stack,
    countered included; the same card cast from hand goes to the graveyard."""
    s = Scenario()
    attacks = s.graveyard(0, "Fire Nation Attacks")
    counter = s.hand(1, "Counterspell")
    s.lands(0, "Mountain", 9)
    s.lands(1, "Island", 2)
    s.start()
    s.cast(attacks, how="flashback").pass_priority()
    s.cast(counter, targets=[s.game.stack[-1]]).resolve_all()
    assert s.game.objects[s.find("Fire Nation Attacks")].zone == EXILE
    t = Scenario()
    attacks = t.hand(0, "Fire Nation Attacks")
    counter = t.hand(1, "Counterspell")
    t.lands(0, "Mountain", 5)
    t.lands(1, "Island", 2)
    t.start()
    t.cast(attacks).pass_priority()
    t.cast(counter, targets=[t.game.stack[-1]]).resolve_all()
    assert t.game.objects[t.find("Fire Nation Attacks")].zone == GRAVEYARD


def test_FB_02_flashback_keeps_sorcery_timing():
    """FB-02: timing rules still apply: a sorcery with flashback only at sorcery
    speed; an instant with flashback on an opponent's turn."""
    s = Scenario()
    sorcery = s.graveyard(0, "Test Flashback Sorcery")
    instant = s.graveyard(0, "Fire Nation Attacks")
    s.lands(0, "Mountain", 9)
    s.start(step="main1", active=1)
    s.pass_priority()
    assert s.game.decision.player == 0
    legal = s.game.legal_actions()
    assert Action("cast", (sorcery, "flashback")) not in legal
    assert Action("cast", (instant, "flashback")) in legal
    t = Scenario()
    sorcery = t.graveyard(0, "Test Flashback Sorcery")
    t.battlefield(0, "Mountain")
    t.start()
    assert Action("cast", (sorcery, "flashback")) in t.game.legal_actions()
    t.cast(sorcery, how="flashback", targets=["P1"]).resolve_all()
    assert t.life(1) == 19


def test_FB_03_cost_increases_apply_to_the_flashback_cost_mana_value_unchanged():
    """FB-03: the total cost is the flashback cost plus increases minus
    reductions (CR 601.2f); the mana value comes from the mana cost only."""
    s = Scenario()
    attacks = s.graveyard(0, "Fire Nation Attacks")
    s.battlefield(1, "Glowrider")  # noncreature spells cost {1} more
    s.lands(0, "Mountain", 9)
    s.start()
    assert Action("cast", (attacks, "flashback")) not in s.game.legal_actions()
    s = Scenario()
    attacks = s.graveyard(0, "Fire Nation Attacks")
    s.battlefield(1, "Glowrider")
    s.lands(0, "Mountain", 10)
    s.start()
    assert Action("cast", (attacks, "flashback")) in s.game.legal_actions()
    s.cast(attacks, how="flashback")
    spell = s.game.stack[-1]
    assert s.game.chars(spell).mana_value == 5
    assert all(s.game.objects[m].tapped for m in _battlefield(s, "Mountain"))


@pytest.mark.parametrize("how", ["discarded", "milled"])
def test_FB_04_flashback_however_the_card_reached_the_graveyard(how):
    """FB-04: flashback works however the card reached the graveyard
    (discarded, milled), not only after being cast."""
    s = Scenario()
    s.lands(0, "Mountain", 12)
    if how == "discarded":
        rot = s.hand(0, "Mind Rot")
        s.hand(0, "Fire Nation Attacks")
        s.battlefield(0, "Swamp")
        s.battlefield(0, "Swamp")
        s.start()
        s.cast(rot, targets=["P0"]).resolve()
        s.choose(s.find("Fire Nation Attacks"))
    else:
        vortex = s.hand(0, "Dampen Thought")
        s.library(0, "Fire Nation Attacks", "Island", "Island", "Island")
        s.battlefield(0, "Island")
        s.battlefield(0, "Island")
        s.start()
        s.cast(vortex, targets=["P0"]).resolve_all()
    attacks = s.find("Fire Nation Attacks")
    assert s.game.objects[attacks].zone == GRAVEYARD
    s.cast(attacks, how="flashback").resolve_all()
    assert len(_battlefield(s, "Soldier")) == 2


def test_FB_05_flashback_before_anyone_else_acts():
    """FB-05: a card with flashback put into your graveyard during your turn can
    be cast before any other player acts: you get priority first (CR 117.3b)."""
    s = Scenario()
    rot = s.hand(0, "Mind Rot")
    s.hand(0, "Fire Nation Attacks")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Mountain", 12)
    s.start()
    s.cast(rot, targets=["P0"]).resolve()
    s.choose(s.find("Fire Nation Attacks"))
    attacks = s.find("Fire Nation Attacks")
    assert s.game.decision.kind == "priority" and s.game.decision.player == 0
    assert Action("cast", (attacks, "flashback")) in s.game.legal_actions()


# ---------------------------------------------------------- Lessons, Shrines
def test_LES_01_lesson_cards_in_graveyard_are_counted():
    """LES-01: Lesson is an instant/sorcery subtype with no rules of its own;
    cards count Lesson cards in your graveyard (First-Time Flyer gets +1/+1 as
    long as there's one; a non-Lesson instant doesn't count)."""
    s = Scenario()
    flyer = s.battlefield(0, "First-Time Flyer")
    s.graveyard(0, "Lightning Bolt")
    s.graveyard(1, "Firebending Lesson")  # an opponent's graveyard doesn't count
    s.start()
    assert s.pt(flyer) == (1, 2)
    s.graveyard(0, "Firebending Lesson")
    s.game.touch()
    assert s.pt(flyer) == (2, 3)


def test_LES_01_lesson_spell_is_an_instant_with_no_extra_rules():
    """LES-01: a Lesson is cast and resolves like any instant."""
    s = Scenario()
    lesson = s.hand(0, "Firebending Lesson")
    bear = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.start(step="upkeep", active=1)
    s.pass_priority()
    s.cast(lesson, targets=[bear]).resolve_all()
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    assert s.game.chars(s.find("Firebending Lesson")).subtypes == {"Lesson"}


def test_SHR_01_cards_scale_with_the_shrines_you_control():
    """SHR-01: Shrine is an enchantment subtype with no rules of its own; cards
    scale with the Shrines you control (Northern Air Temple: X = Shrines, and
    one life more for each other Shrine that enters)."""
    s = Scenario()
    s.battlefield(0, "The Spirit Oasis")
    s.battlefield(1, "The Spirit Oasis")  # an opponent's Shrine doesn't count
    temple = s.hand(0, "Northern Air Temple")
    s.battlefield(0, "Swamp")
    s.start()
    s.cast(temple).resolve_all()
    _settle(s)
    assert (s.life(0), s.life(1)) == (22, 18)
