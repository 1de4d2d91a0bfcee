"""CR 601 casting spells, 602 activating abilities, 605 mana abilities, 116 special
actions (playing lands)."""

import pytest
import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


def _kinds(game):
    return {a.kind for a in game.legal_actions()}


def test_casting_moves_the_card_to_the_stack_before_targets_are_chosen():
    """CR 601.2a: the card moves from hand to the stack as casting begins."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.act("cast", bolt, "normal")
    g = s.game
    assert g.decision.kind == "target"
    assert g.players[0].hand == []
    assert len(g.stack) == 1 and g.objects[g.stack[0]].card.name == "Lightning Bolt"


def test_target_choice_offers_every_legal_target_including_players():
    """CR 601.2c, 115.4: "any target" is a creature, player, planeswalker or battle."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Sol Ring")
    s.start(step="main1")
    s.act("cast", bolt, "normal")
    targets = {a.args[0] for a in s.game.legal_actions()}
    assert targets == {bears, "P0", "P1"}


def test_spell_is_not_offered_without_a_legal_target():
    """CR 601.2c: a spell that requires a target can't be cast without one."""
    s = Scenario()
    blade = s.hand(0, "Doom Blade")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Typhoid Rats")  # black: not a legal target
    s.start(step="main1")
    assert Action("cast", (blade, "normal")) not in s.game.legal_actions()


def test_choose_mode_offers_only_modes_with_legal_targets():
    """CR 601.2b, 700.2: a mode needing a target can't be chosen without one."""
    s = Scenario()
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.act("cast", origin, "normal")
    assert s.game.decision.kind == "mode"
    assert s.game.legal_actions() == [Action("choose", (1,))]
    s.choose(1)
    s.act("target", bears)
    s.act("autopay")
    s.resolve()
    assert s.game.objects[bears].counters == {"+1/+1": 1}
    assert "indestructible" in s.game.chars(bears).keywords


def test_choose_x_then_pay_x_plus_the_rest():
    """CR 601.2b, 107.3: X is chosen while casting and is part of the total cost;
    only payable values are offered."""
    s = Scenario()
    fireball = s.hand(0, "Test Fireball")
    s.lands(0, "Mountain", 4)
    s.start(step="main1")
    s.act("cast", fireball, "normal")
    assert s.game.decision.kind == "x"
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2, 3]
    s.choose(3)
    s.act("target", "P1")
    s.act("autopay")
    s.resolve()
    assert s.life(1) == 17
    assert all(s.game.objects[m].tapped for m in s.game.find("Mountain"))


def test_sorcery_speed_only_in_own_main_phase_with_empty_stack():
    """CR 307.1: sorceries and creature spells only in your main phase with an
    empty stack."""
    s = Scenario()
    rot = s.hand(0, "Mind Rot")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Swamp", 3)
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    assert Action("cast", (rot, "normal")) in s.game.legal_actions()
    s.cast(bolt, targets=["P1"])  # the stack is no longer empty
    assert Action("cast", (rot, "normal")) not in s.game.legal_actions()
    s.resolve()
    s.pass_priority(2)  # to beginning of combat
    assert s.game.step == "beginning_of_combat"
    assert Action("cast", (rot, "normal")) not in s.game.legal_actions()


def test_instant_may_be_cast_in_the_opponents_turn():
    """CR 304.1: instants any time you have priority."""
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=0)
    s.pass_priority()
    assert s.game.decision.player == 1
    assert Action("cast", (bolt, "normal")) in s.game.legal_actions()


def test_spell_becomes_cast_only_after_costs_are_paid():
    """CR 601.2i: the "cast" event happens once casting is complete."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.act("cast", bolt, "normal")
    s.act("target", "P1")
    assert s.game.decision.kind == "pay"
    assert not any(e.kind == "cast" for e in s.game.events)
    s.act("autopay")
    assert [e["card"] for e in s.game.events if e.kind == "cast"] == ["Lightning Bolt"]


def test_manual_payment_with_the_mana_action():
    """CR 601.2g-h: mana abilities are activated during payment; a player can tap
    sources one at a time instead of letting the solver choose."""
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.act("cast", growth, "normal")
    s.act("target", bears)
    assert Action("mana", (forest, "G")) in s.game.legal_actions()
    s.act("mana", forest, "G")
    assert s.game.decision.kind == "priority"
    assert s.game.objects[forest].tapped
    s.resolve()
    assert s.pt(bears) == (5, 5)


def test_mana_from_the_pool_pays_first():
    """CR 601.2g: mana already in the pool (from mana abilities activated before
    casting) is spent on the cost."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    m1 = s.battlefield(0, "Mountain")
    m2 = s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.tap_for_mana(m1, "R")
    s.cast(bolt, targets=["P1"])
    assert not s.game.objects[m2].tapped
    assert s.game.players[0].pool.total() == 0


def test_activated_ability_goes_on_the_stack_and_taps_its_source():
    """CR 602.2: activating puts the ability on the stack and pays its cost ({T})."""
    s = Scenario()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    s.start(step="main1")
    s.activate(sorcerer, targets=["P1"])
    g = s.game
    assert g.objects[sorcerer].tapped
    assert len(g.stack) == 1
    assert s.life(1) == 20
    s.resolve()
    assert s.life(1) == 19
    assert Action("activate", (sorcerer, 0)) not in g.legal_actions()


def test_tap_ability_of_a_summoning_sick_creature_cant_be_activated():
    """CR 302.6: a creature's {T} ability needs it to have been controlled
    continuously since the turn began."""
    s = Scenario()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer", sick=True)
    elves = s.battlefield(0, "Llanowar Elves", sick=True)
    s.start(step="main1")
    acts = s.game.legal_actions()
    assert not any(a.kind == "activate" and a.args[0] in (sorcerer, elves) for a in acts)


def test_mana_ability_resolves_immediately_without_the_stack():
    """CR 605.3a-b: a mana ability doesn't use the stack."""
    s = Scenario()
    elves = s.battlefield(0, "Llanowar Elves")
    s.start(step="main1")
    s.tap_for_mana(elves, "G")
    assert s.game.stack == []
    assert s.game.players[0].pool.to_json() == {"G": 1}
    assert s.game.decision.player == 0 and s.game.decision.kind == "priority"


def test_activated_ability_with_mana_cost_can_be_activated_repeatedly():
    """CR 602.1, 602.2: Shivan Dragon's {R}: +1/+0 until end of turn."""
    s = Scenario()
    dragon = s.battlefield(0, "Shivan Dragon")
    s.lands(0, "Mountain", 2)
    s.start(step="main1")
    s.activate(dragon, 1)
    s.activate(dragon, 1)
    s.resolve_all()
    assert s.pt(dragon) == (7, 5)
    assert Action("activate", (dragon, 1)) not in s.game.legal_actions()  # no mana left


def test_playing_a_land_is_a_special_action_once_per_turn():
    """CR 116.2a, 305.2: one land per turn, main phase, empty stack; it doesn't use
    the stack."""
    s = Scenario()
    f1, f2 = s.hand(0, "Forest", "Forest")
    s.start(step="main1")
    assert Action("play", (f1,)) in s.game.legal_actions()
    s.act("play", f1)
    assert s.game.stack == [] and s.game.objects[s.find("Forest", "battlefield")]
    assert s.game.decision.player == 0
    assert Action("play", (f2,)) not in s.game.legal_actions()


def test_no_land_play_outside_the_main_phase_or_in_the_opponents_turn():
    """CR 305.1."""
    s = Scenario()
    forest = s.hand(0, "Forest")
    mine = s.hand(1, "Forest")
    s.library(0, "Island")
    s.start(step="upkeep", active=0)
    assert not any(a.kind == "play" for a in s.game.legal_actions())
    s.pass_until("main1")
    s.pass_priority()  # player 1 has priority in player 0's main phase
    assert s.game.decision.player == 1
    assert Action("play", (mine,)) not in s.game.legal_actions()
    del forest


def test_land_play_count_resets_each_turn():
    """CR 305.2."""
    s = Scenario()
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    f1, f2 = s.hand(0, "Forest", "Forest")
    s.start(step="main1", active=0)
    s.act("play", f1)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert Action("play", (f2,)) in s.game.legal_actions()


def test_an_illegal_cast_is_refused():
    """CR 601.2: a card that can't be cast isn't among the legal actions and
    ``act`` refuses it."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.start(step="main1")  # no mana
    with pytest.raises(IllegalAction):
        s.act("cast", bolt, "normal")
    assert s.hand_names(0) == ["Lightning Bolt"]


def test_aura_spell_targets_and_enters_attached():
    """CR 303.4a, 608.3c: an Aura spell targets what it will enchant."""
    s = Scenario()
    strength = s.hand(0, "Holy Strength")
    s.battlefield(0, "Plains")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.cast(strength, targets=[bears]).resolve()
    aura = s.find("Holy Strength", "battlefield")
    assert s.game.objects[aura].attached_to == bears
    assert s.pt(bears) == (3, 4)


def test_cost_increase_is_part_of_the_total_cost():
    """CR 601.2f: Glowrider's "Noncreature spells cost {1} more to cast." applies
    to both players' noncreature spells and not to creature spells."""
    s = Scenario()
    s.battlefield(1, "Glowrider")
    bolt = s.hand(0, "Lightning Bolt")
    lions = s.hand(0, "Savannah Lions")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Plains")
    s.start(step="main1")
    acts = s.game.legal_actions()
    assert Action("cast", (bolt, "normal")) in acts  # {1}{R} from two lands
    assert Action("cast", (lions, "normal")) in acts
    s.cast(bolt, targets=["P1"])
    assert all(
        s.game.objects[o].tapped for o in s.game.battlefield if s.game.chars(o).controller == 0
    )
    s.resolve()
    assert Action("cast", (lions, "normal")) not in s.game.legal_actions()


def test_cost_increase_makes_a_spell_uncastable_without_the_extra_mana():
    """CR 601.2f, 601.2h."""
    s = Scenario()
    s.battlefield(0, "Glowrider")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    assert Action("cast", (bolt, "normal")) not in s.game.legal_actions()


def test_cost_reduction_reduces_generic_mana():
    """CR 601.2f: Goblin Warchief makes Boggart Brute cost {1}{R}; it doesn't
    reduce other spells."""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    brute = s.hand(0, "Boggart Brute")
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    s.start(step="main1")
    acts = s.game.legal_actions()
    assert Action("cast", (brute, "normal")) in acts
    assert Action("cast", (giant, "normal")) not in acts
    s.cast(brute).resolve()
    assert "Boggart Brute" in s.battlefield_names(0)


def test_cost_reduction_cant_reduce_coloured_mana():
    """CR 601.2f, 118.7d: a generic reduction doesn't reduce {R}; Raging Goblin
    still costs {R}."""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    goblin = s.hand(0, "Raging Goblin")
    s.start(step="main1")
    assert Action("cast", (goblin, "normal")) not in s.game.legal_actions()


def test_cost_reduction_down_to_the_coloured_symbols():
    """CR 601.2f: a second Goblin Warchief ({1}{R}{R}) costs {R}{R} with the
    first in play, so two Mountains cast it (the coloured symbols are all that
    is left to pay)."""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    second = s.hand(0, "Goblin Warchief")
    s.lands(0, "Mountain", 2)
    s.start(step="main1")
    assert Action("cast", (second, "normal")) in s.game.legal_actions()
    s.cast(second).resolve()
    assert s.battlefield_names(0).count("Goblin Warchief") == 2


def test_increase_and_reduction_both_apply():
    """CR 601.2f: increases and reductions add up."""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    s.battlefield(1, "Glowrider")
    giant = s.hand(0, "Goblin Pyromancer")  # creature: Glowrider doesn't apply
    s.lands(0, "Mountain", 3)
    s.start(step="main1")
    assert Action("cast", (giant, "normal")) in s.game.legal_actions()


def test_choose_which_face_of_a_modal_double_faced_card_to_cast():
    """CR 601.2b, 712.11: the player chooses the face; only castable faces are
    offered ({R} pays the back face's cost, not the front's {1}{G})."""
    s = Scenario()
    dual = s.hand(0, "Test Dual Spirit")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    acts = s.game.legal_actions()
    assert Action("cast", (dual, "back")) in acts
    assert Action("cast", (dual, "normal")) not in acts
    s.cast(dual, how="back", targets=["P1"]).resolve()
    assert s.life(1) == 18
    assert s.graveyard_names(0) == ["Test Dual Spirit"]


def test_play_the_land_face_of_a_modal_double_faced_card():
    """CR 712.12, 305.1: the land face is played as a special action."""
    s = Scenario()
    valley = s.hand(0, "Test Bolt Valley")
    s.start(step="main1")
    assert Action("play", (valley, 1)) in s.game.legal_actions()
    s.act("play", valley, 1)
    land = s.find("Test Valley", "battlefield")
    assert s.game.chars(land).types == frozenset({"Land"})


def test_activated_ability_resolves_after_its_source_left():
    """CR 113.7a: an ability on the stack is independent of its source; Prodigal
    Sorcerer's damage is still dealt after the Sorcerer dies (its last-known
    information is the source, CR 608.2h)."""
    s = Scenario()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1")
    s.activate(sorcerer, targets=["P1"])
    s.pass_priority()
    s.cast(bolt, targets=[sorcerer]).resolve()
    assert s.graveyard_names(0) == ["Prodigal Sorcerer"]
    s.resolve()
    assert s.life(1) == 19
