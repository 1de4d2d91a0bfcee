"""Behaviour of the cards of ``manastack/cards/late_nowpossible.py``: each test
plays the card's text through the scenario harness and the public API."""

from __future__ import annotations

from manastack.engine.objects import player_ref
from manastack.scenario import Scenario


def _ways(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}


# ------------------------------------------------------------ Azula Always Lies
def test_azula_always_lies_both_modes():
    """ "Choose one or both" (CR 700.2): -1/-1 on one creature, a +1/+1 counter
    on another, each mode with its own target."""
    s = Scenario()
    azula = s.hand(0, "Azula Always Lies")
    s.lands(0, "Swamp", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.act("cast", azula, "normal")
    assert s.game.decision.kind == "mode"
    s.choose(0)
    s.choose(1)
    s.act("target", giant)
    s.act("target", bears)
    s.act("autopay")
    s.resolve()
    assert s.pt(giant) == (2, 2)
    assert s.pt(bears) == (3, 3) and s.game.objects[bears].counters == {"+1/+1": 1}


def test_azula_always_lies_one_mode_kills_a_one_toughness_creature():
    s = Scenario()
    azula = s.hand(0, "Azula Always Lies")
    s.lands(0, "Swamp", 2)
    elves = s.battlefield(1, "Llanowar Elves")
    s.start()
    s.act("cast", azula, "normal")
    s.choose(0)
    s.act("done")  # only the first mode
    s.act("target", elves)
    s.act("autopay")
    s.resolve()
    assert s.graveyard_names(1) == ["Llanowar Elves"]


# ------------------------------------------------------------- Deadly Precision
def test_deadly_precision_sacrifice_or_pay_four():
    """ "Pay {4} or sacrifice an artifact or creature" (CR 601.2f): a way to cast
    for each option, none without one."""
    s = Scenario()
    precision = s.hand(0, "Deadly Precision", "Deadly Precision")
    s.lands(0, "Swamp", 6)
    elves = s.battlefield(0, "Llanowar Elves")
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    assert _ways(s, precision[0]) == {"additional_cost_1", "additional_cost_2"}
    s.cast(precision[0], how="additional_cost_2", targets=[giant])
    s.choose(elves)  # the sacrifice
    s.resolve()
    assert set(s.graveyard_names(1)) == {"Hill Giant"}
    assert "Llanowar Elves" in s.graveyard_names(0)
    s.cast(precision[1], how="additional_cost_1", targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert sum(1 for o in s.game.battlefield if s.game.objects[o].tapped) == 6  # {B}, then {4}{B}


def test_deadly_precision_nothing_to_sacrifice_only_pay():
    s = Scenario()
    precision = s.hand(0, "Deadly Precision")
    s.lands(0, "Swamp", 5)
    s.battlefield(1, "Grizzly Bears")
    s.start()
    assert _ways(s, precision) == {"additional_cost_1"}


# ------------------------------------------------------ Appa, Loyal Sky Bison
def test_appa_enters_gives_a_creature_you_control_flying():
    """The enters trigger is modal (CR 700.2b): the first mode grants flying to
    target creature you control until end of turn."""
    s = Scenario()
    appa = s.hand(0, "Appa, Loyal Sky Bison")
    s.lands(0, "Plains", 6)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(appa).resolve()
    assert s.game.decision.kind == "mode"
    s.choose(0)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert bears in targets and giant not in targets  # a creature you control
    s.act("target", bears)
    s.resolve()
    assert "flying" in s.game.chars(bears).keywords
    assert "flying" not in s.game.chars(giant).keywords


def test_appa_attacks_airbends_another_nonland_permanent_you_control():
    """The attack trigger's second mode airbends another nonland permanent you
    control: never Appa itself, never a land or an opponent's permanent."""
    s = Scenario()
    appa = s.battlefield(0, "Appa, Loyal Sky Bison")
    bears = s.battlefield(0, "Grizzly Bears")
    plains = s.battlefield(0, "Plains")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.attack(appa)
    s.pass_until_decision("mode")
    s.choose(1)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert targets == {bears}
    assert appa not in targets and plains not in targets and giant not in targets
    s.act("target", bears)
    s.resolve()
    assert "Grizzly Bears" not in s.battlefield_names(0)
    assert s.find("Grizzly Bears", "exile")


# ----------------------------------------------------------- Redirect Lightning
def test_redirect_lightning_changes_a_spells_single_target():
    """CR 115.7a: the target is changed to another target legal for the spell,
    here an opponent's creature instead of mine; the additional cost is {2}."""
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    redirect = s.hand(0, "Redirect Lightning")
    s.lands(0, "Mountain", 3)
    s.lands(1, "Mountain", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start(active=1)
    s.cast(bolt, targets=[bears])
    s.pass_priority()  # Alice gets priority with the Bolt on the stack
    bolt = s.game.stack[-1]  # a new object on the stack (CR 400.7)
    s.cast(redirect, how="additional_cost_2", targets=[bolt])
    s.pass_priority(2)  # Redirect Lightning resolves
    legal = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert giant in legal and player_ref(1) in legal
    assert bears not in legal and bolt not in legal  # another target, never itself
    s.choose(giant)
    s.resolve()
    assert set(s.graveyard_names(1)) == {"Lightning Bolt", "Hill Giant"}
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.life(0) == 20


def test_redirect_lightning_pays_five_life_and_retargets_an_ability_to_a_player():
    s = Scenario()
    redirect = s.hand(0, "Redirect Lightning")
    s.lands(0, "Mountain", 1)
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    elves = s.battlefield(0, "Llanowar Elves")
    s.start(active=1)
    s.activate(sorcerer, targets=[elves])
    s.pass_priority()
    s.cast(redirect, how="additional_cost_1", targets=[s.game.stack[-1]])
    assert s.life(0) == 15
    s.pass_priority(2)
    s.choose(player_ref(1))
    s.resolve()
    assert "Llanowar Elves" in s.battlefield_names(0)
    assert s.life(1) == 19


def test_redirect_lightning_needs_a_spell_with_a_single_target():
    """A spell with no target (Divination) can't be the target: with nothing
    else on the stack, Redirect Lightning can't be cast."""
    s = Scenario()
    divination = s.hand(1, "Divination")
    redirect = s.hand(0, "Redirect Lightning")
    s.lands(0, "Mountain", 3)
    s.lands(1, "Island", 3)
    s.start(active=1)
    s.cast(divination)
    s.pass_priority()
    assert _ways(s, redirect) == set()


# ------------------------------------------------------------------ Glarecaster
def _bolt(s: Scenario, target: int | str) -> None:
    """Bob casts a Lightning Bolt from his hand at ``target``; it resolves."""
    bolt = s.hand(1, "Lightning Bolt")
    s.cast(bolt, targets=[target]).resolve()


def test_glarecaster_redirects_the_next_damage_to_it_then_is_used_up():
    """CR 614.9: the next damage to Glarecaster is dealt to the chosen target
    instead; the shield is used once, so the next Bolt at it is dealt to it."""
    s = Scenario()
    glarecaster = s.battlefield(0, "Glarecaster")
    s.lands(0, "Plains", 6)
    s.lands(1, "Mountain", 2)
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.activate(glarecaster, targets=[giant]).resolve()
    s.pass_until("main2", active=0)
    s.game.act(s.pick(lambda a: a.kind == "pass"))  # Bob gets priority in main 2
    _bolt(s, glarecaster)
    assert "Hill Giant" in s.graveyard_names(1)
    assert "Glarecaster" in s.battlefield_names(0)
    s.game.act(s.pick(lambda a: a.kind == "pass"))
    _bolt(s, glarecaster)
    assert "Glarecaster" in s.graveyard_names(0)


def test_glarecaster_redirects_damage_to_its_controller():
    s = Scenario()
    glarecaster = s.battlefield(0, "Glarecaster")
    s.lands(0, "Plains", 6)
    s.lands(1, "Mountain", 1)
    s.start()
    s.activate(glarecaster, targets=[player_ref(1)]).resolve()
    s.game.act(s.pick(lambda a: a.kind == "pass"))
    _bolt(s, player_ref(0))
    assert (s.life(0), s.life(1)) == (20, 17)


# ------------------------------------------------- abilities from the graveyard
def _to_my_upkeep_decision(s: Scenario) -> None:
    """From Bob's turn, pass to Alice's upkeep and let its trigger, if any,
    begin to resolve (it stops at its first question)."""
    s.pass_until("upkeep", active=0)
    s.resolve()


def test_gigapede_discard_a_card_to_return_it_from_the_graveyard():
    """CR 113.6k: the ability works from the graveyard; discarding is optional."""
    s = Scenario()
    gigapede = s.graveyard(0, "Gigapede")
    forest = s.hand(0, "Forest")
    s.library(0, "Island", "Island")
    s.start(step="main2", active=1)
    _to_my_upkeep_decision(s)
    assert s.game.decision.kind == "discard"
    s.choose(forest)
    s.resolve()
    assert s.hand_names(0) == ["Gigapede"] and s.graveyard_names(0) == ["Forest"]
    assert gigapede not in s.game.objects  # a new object in the hand (CR 400.7)


def test_gigapede_declined_or_with_an_empty_hand_stays():
    s = Scenario()
    s.graveyard(0, "Gigapede")
    s.hand(0, "Forest")
    s.library(0, "Island", "Island")
    s.start(step="main2", active=1)
    _to_my_upkeep_decision(s)
    s.choose("none")
    s.resolve()
    assert s.graveyard_names(0) == ["Gigapede"] and s.hand_names(0) == ["Forest"]
    s2 = Scenario()
    s2.graveyard(0, "Gigapede")
    s2.library(0, "Island", "Island")
    s2.start(step="main2", active=1)
    _to_my_upkeep_decision(s2)
    s2.resolve_all()
    assert s2.graveyard_names(0) == ["Gigapede"]


def test_gigapede_has_shroud_and_no_upkeep_trigger_on_the_battlefield():
    s = Scenario()
    gigapede = s.battlefield(0, "Gigapede")
    s.hand(0, "Forest")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.library(0, "Island", "Island")
    s.start(step="main2", active=1)
    s.act("cast", bolt, "normal")
    assert gigapede not in {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    s2 = Scenario()
    s2.battlefield(0, "Gigapede")
    s2.hand(0, "Forest")
    s2.library(0, "Island", "Island")
    s2.start(step="main2", active=1)
    _to_my_upkeep_decision(s2)
    assert s2.game.decision.kind == "priority" and s2.hand_names(0) == ["Forest"]


def test_blood_speaker_sacrifices_itself_to_find_a_demon():
    s = Scenario()
    s.battlefield(0, "Blood Speaker")
    s.library(0, "Island", "Grinning Demon", "Island")
    s.start(step="main2", active=1)
    _to_my_upkeep_decision(s)
    assert s.game.decision.kind == "may"
    s.choose("yes")
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert options == {s.find("Grinning Demon"), "done"}  # a Demon card only
    s.choose(s.find("Grinning Demon"))
    s.resolve()
    assert s.graveyard_names(0) == ["Blood Speaker"]
    assert s.hand_names(0) == ["Grinning Demon"]


def test_blood_speaker_declined_stays():
    s = Scenario()
    s.battlefield(0, "Blood Speaker")
    s.library(0, "Island", "Grinning Demon", "Island")
    s.start(step="main2", active=1)
    _to_my_upkeep_decision(s)
    s.choose("no")
    s.resolve()
    assert "Blood Speaker" in s.battlefield_names(0) and s.hand_names(0) == []


def test_blood_speaker_returns_when_a_demon_you_control_enters():
    """Its second ability works from the graveyard (CR 113.6k): a Demon you
    control entering returns it; another creature, or an opponent's Demon, not."""
    s = Scenario()
    s.graveyard(0, "Blood Speaker")
    bears, demon = s.hand(0, "Grizzly Bears", "Scourge of Numai")
    theirs = s.hand(1, "Scourge of Numai")
    s.library(0, "Island", "Island")
    s.lands(0, "Swamp", 5)
    s.lands(0, "Forest", 1)
    s.lands(1, "Swamp", 4)
    s.start(step="main1", active=1)
    s.cast(theirs).resolve()
    s.resolve_all()
    assert s.graveyard_names(0) == ["Blood Speaker"]
    s.pass_until("main1", active=0)
    s.cast(bears).resolve()
    s.resolve_all()
    assert s.graveyard_names(0) == ["Blood Speaker"]
    s.cast(demon).resolve()
    s.resolve_all()
    assert "Blood Speaker" in s.hand_names(0) and s.graveyard_names(0) == []


# --------------------------------------------------------------- Night Dealings
def test_night_dealings_counts_damage_your_sources_deal_to_another_player():
    """Theft counters equal to the damage a source you control deals to another
    player; damage to yourself or to a creature adds none."""
    s = Scenario()
    dealings = s.battlefield(0, "Night Dealings")
    bolts = s.hand(0, "Lightning Bolt", "Shock", "Shock")
    s.lands(0, "Mountain", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(bolts[0], targets=[player_ref(1)]).resolve()
    s.resolve_all()
    assert s.game.objects[dealings].counters == {"theft": 3}
    s.cast(bolts[1], targets=[player_ref(0)]).resolve()
    s.cast(bolts[2], targets=[bears]).resolve()
    s.resolve_all()
    assert s.game.objects[dealings].counters == {"theft": 3}


def test_night_dealings_removes_x_counters_to_find_a_card_with_mana_value_x():
    s = Scenario()
    dealings = s.battlefield(0, "Night Dealings", counters={"theft": 3})
    s.lands(0, "Swamp", 4)
    s.library(0, "Hill Giant", "Lightning Bolt", "Forest", "Grizzly Bears")
    s.start()
    s.activate(dealings, x=2)
    s.resolve()
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert options == {s.find("Grizzly Bears"), "done"}  # nonland, mana value 2
    s.choose(s.find("Grizzly Bears"))
    s.resolve_all()
    assert s.hand_names(0) == ["Grizzly Bears"]
    assert s.game.objects[dealings].counters == {"theft": 1}


# ------------------------------------------------------------------ Grand Melee
def test_grand_melee_all_creatures_attack_and_block_each_combat_if_able():
    """CR 508.1d, 509.1c: with Grand Melee out, Alice can't finish declaring
    attackers without her able creature, nor Bob blockers without his."""
    s = Scenario()
    s.battlefield(0, "Grand Melee")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.pass_until_decision("attackers")
    kinds = {a.kind for a in s.game.legal_actions()}
    assert "done" not in kinds and "attack" in kinds
    s.attack(bears)
    s.pass_until_decision("blockers")
    assert "done" not in {a.kind for a in s.game.legal_actions()}
    s.block((giant, bears))
    s.pass_until("main2")
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_without_grand_melee_nobody_has_to_attack_or_block():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.start()
    s.pass_until_decision("attackers")
    assert "done" in {a.kind for a in s.game.legal_actions()}
    s.attack(bears)
    s.pass_until_decision("blockers")
    assert "done" in {a.kind for a in s.game.legal_actions()}


# ---------------------------------------------------------- Walking Desecration
def test_walking_desecration_creatures_of_the_chosen_type_attack_this_turn():
    """The chosen type's creatures attack this turn if able (CR 508.1d); the
    others are free, and the requirement ends with the turn."""
    s = Scenario()
    desecration = s.battlefield(0, "Walking Desecration")
    s.lands(0, "Swamp", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.activate(desecration)
    s.resolve()
    assert s.game.decision.kind == "creature_type"
    s.choose("Bear")
    s.pass_until_decision("attackers")
    assert "done" not in {a.kind for a in s.game.legal_actions()}
    s.attack(bears)  # the Giant stays home
    assert s.game.combat is not None and set(s.game.combat.attackers) == {bears}
    s.pass_until("main1", active=0)
    s.pass_until_decision("attackers")
    assert "done" in {a.kind for a in s.game.legal_actions()}


# ------------------------------------------------------- Destined Confrontation
def _choices(s: Scenario) -> set:
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}


def test_destined_confrontation_each_player_keeps_total_power_four():
    """In turn order each player keeps creatures of total power 4 or less, then
    all the others are sacrificed at once (CR 101.4, 701.21a)."""
    s = Scenario()
    spell = s.hand(0, "Destined Confrontation")
    s.lands(0, "Plains", 4)
    my_bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    my_giant = s.battlefield(0, "Hill Giant")
    their_giant = s.battlefield(1, "Hill Giant")
    their_bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(spell).resolve()
    assert s.game.decision.player == 0
    assert _choices(s) == {my_bears, elves, my_giant, "done"}
    s.choose(my_giant)
    assert _choices(s) == {elves, "done"}  # the Bears would make 5
    s.choose(elves)
    assert s.game.decision.player == 1  # nothing more fits: Bob's turn to choose
    s.choose(their_bears)
    s.resolve_all()
    assert sorted(s.battlefield_names(0)) == ["Hill Giant", "Llanowar Elves"] + ["Plains"] * 4
    assert s.battlefield_names(1) == ["Grizzly Bears"]
    assert their_giant not in s.game.objects and my_bears not in s.game.objects


def test_destined_confrontation_keeping_nothing_sacrifices_all():
    s = Scenario()
    spell = s.hand(0, "Destined Confrontation")
    s.lands(0, "Plains", 4)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(spell).resolve()
    s.choose("done")
    s.choose("done")
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(0) and "Hill Giant" in s.graveyard_names(1)


# ----------------------------------------------------------- Aggravated Assault
def test_aggravated_assault_untaps_and_adds_a_combat_and_a_main_phase():
    """CR 500.8, 505.1a: after this main phase come an additional combat phase
    and an additional main phase; the creatures untapped attack again."""
    s = Scenario()
    assault = s.battlefield(0, "Aggravated Assault")
    s.lands(0, "Mountain", 5)
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.attack(bears)
    s.pass_until("main2")
    assert s.life(1) == 18 and s.game.objects[bears].tapped
    s.activate(assault).resolve()
    assert not s.game.objects[bears].tapped
    s.attack(bears)  # the additional combat phase
    s.pass_until("main2")  # the additional main phase
    assert s.life(1) == 16 and (s.game.active_player, s.game.turn_number) == (0, 2)
    s.pass_priority(2)
    assert s.game.step == "end" and s.game.turn_number == 2


def test_aggravated_assault_from_the_first_main_phase_keeps_the_regular_combat():
    """Activated in the first main phase, the additional phases come before the
    turn's own combat and second main phase (CR 500.8)."""
    s = Scenario()
    assault = s.battlefield(0, "Aggravated Assault")
    s.lands(0, "Mountain", 5)
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.activate(assault).resolve()
    steps: list[str] = []
    while s.game.turn_number == 2:
        if s.game.step not in steps[-1:]:
            steps.append(s.game.step)
        if s.game.decision.kind == "attackers":
            s.act("done")
        else:
            s.act("pass")
    combat = ["beginning_of_combat", "declare_attackers", "end_of_combat"]
    assert steps == ["main1", *combat, "main2", *combat, "main2", "end"]


def test_aggravated_assault_only_as_a_sorcery():
    s = Scenario()
    assault = s.battlefield(0, "Aggravated Assault")
    s.lands(0, "Mountain", 5)
    s.start(step="upkeep")
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == assault]


# --------------------------------------------------------- Godo, Bandit Warlord
def test_godo_enters_and_may_put_an_equipment_onto_the_battlefield():
    s = Scenario()
    godo = s.hand(0, "Godo, Bandit Warlord")
    s.lands(0, "Mountain", 6)
    s.library(0, "Island", "Bonesplitter", "Konda's Banner")
    s.start()
    s.cast(godo).resolve()
    s.resolve()
    assert s.game.decision.kind == "may"
    s.choose("yes")
    options = {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}
    assert options == {s.find("Bonesplitter"), s.find("Konda's Banner"), "done"}
    s.choose(s.find("Bonesplitter"))
    s.resolve_all()
    assert "Bonesplitter" in s.battlefield_names(0)


def test_godo_first_attack_untaps_samurai_and_adds_one_combat_phase():
    """CR 500.8: after this combat phase, another; the trigger is only for the
    first attack each turn, so the second combat adds none."""
    s = Scenario()
    godo = s.battlefield(0, "Godo, Bandit Warlord")
    retainer = s.battlefield(0, "Devoted Retainer", tapped=True)
    elves = s.battlefield(0, "Llanowar Elves", tapped=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.attack(godo)
    s.resolve()
    assert not s.game.objects[godo].tapped and not s.game.objects[retainer].tapped
    assert s.game.objects[elves].tapped  # no Samurai
    s.pass_until_decision("attackers")  # the additional combat phase
    assert s.game.step == "declare_attackers" and s.life(1) == 17
    s.attack(godo)
    s.resolve_all()
    assert s.game.objects[godo].tapped  # no trigger this time
    s.pass_until("main2")
    assert s.life(1) == 14
    s.pass_priority(2)
    assert s.game.step == "end"
