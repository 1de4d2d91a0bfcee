"""Flip cards (FLIP-01..05, FLIP-07..09; FLIP-06 is with the legend rule tests)."""

from kamigawa_helpers import actions_of, choose

from manastack import Action
from manastack.scenario import Scenario


def flipped_graverobber(s, player=0, opponent_card="Plains"):
    """A Nezumi Graverobber that exiles the last card of the opponent's graveyard
    and flips into Nighteyes the Desecrator (FLIP-09)."""
    robber = s.battlefield(player, "Nezumi Graverobber")
    s.lands(player, "Swamp", 2)
    card = s.graveyard(1 - player, opponent_card)
    return robber, card


def test_FLIP_09_graverobber_exiles_the_last_card_and_flips_into_nighteyes():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    assert s.game.players[1].graveyard == []
    ch = s.game.chars(robber)
    assert ch.name == "Nighteyes the Desecrator" and (ch.power, ch.toughness) == (4, 2)


def test_FLIP_09_graverobber_doesnt_flip_while_cards_remain():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    s.graveyard(1, "Island")
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    assert s.game.chars(robber).name == "Nezumi Graverobber"


def test_FLIP_09_nighteyes_reanimates_a_creature_card_from_any_graveyard():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    s.lands(0, "Swamp", 5)
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    bears = s.graveyard(1, "Grizzly Bears")
    s.activate(robber, targets=[bears])
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_FLIP_02_flip_changes_name_text_types_pt_but_not_cost_or_colour():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    s.start()
    before = s.game.chars(robber)
    s.activate(robber, targets=[plains])
    s.resolve()
    after = s.game.chars(robber)
    assert before.type_line() == "Creature — Rat Rogue"
    assert after.type_line() == "Legendary Creature — Rat Wizard"
    assert after.rules_text.startswith("{4}{B}: Put target creature card")
    assert str(after.mana_cost) == str(before.mana_cost) == "{1}{B}"
    assert after.colours == before.colours == {"B"}


def test_FLIP_03_counters_and_effects_stay_through_a_flip():
    s = Scenario()
    robber = s.battlefield(0, "Nezumi Graverobber", counters={"+1/+1": 1})
    s.lands(0, "Swamp", 2)
    plains = s.graveyard(1, "Plains")
    s.start()
    assert s.pt(robber) == (3, 2)
    s.activate(robber, targets=[plains])
    s.resolve()
    assert s.pt(robber) == (5, 3)


def test_FLIP_01_unflipped_hero_is_not_legendary_anywhere():
    s = Scenario()
    need = s.hand(0, "Time of Need")
    s.lands(0, "Forest", 2)
    s.library(0, "Bushi Tenderfoot", "Isamaru, Hound of Konda")
    tender = s.battlefield(0, "Bushi Tenderfoot")
    s.battlefield(0, "Day of Destiny")
    s.start()
    assert s.pt(tender) == (1, 1)  # "legendary creatures get +2/+2" doesn't apply yet
    s.cast(need).resolve()
    found = [a.args[0] for a in actions_of(s, "choose") if isinstance(a.args[0], int)]
    assert s.names(found) == ["Isamaru, Hound of Konda"]


def test_FLIP_01_flipped_hero_is_legendary_and_gets_the_bonus():
    s = Scenario()
    tender = s.battlefield(0, "Bushi Tenderfoot")
    s.battlefield(0, "Day of Destiny")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    thopter = s.battlefield(1, "Ornithopter")
    s.start(step="main1", active=0)
    s.attack(tender)
    s.block((thopter, tender))
    s.pass_until("main2")
    s.cast(shock, targets=[thopter]).resolve()
    s.resolve_all()
    assert s.game.chars(tender).name == "Kenzo the Hardhearted"
    assert s.pt(tender) == (5, 6)


def test_FLIP_04_flipping_twice_does_nothing_more():
    """Bushi Tenderfoot kills two blockers at once: two flip triggers; the second
    finds it already flipped."""
    s = Scenario()
    tender = s.battlefield(0, "Bushi Tenderfoot")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    a = s.battlefield(1, "Wandering Ones")
    b = s.battlefield(1, "Wandering Ones")
    s.start(step="main1", active=0)
    s.attack(tender)
    s.block((a, tender), (b, tender))
    while s.game.decision.kind == "damage_order":
        choose(s, actions_of(s, "choose")[0].args[0])
    s.cast(growth, targets=[tender]).resolve()
    s.pass_priority(2)
    assert s.game.decision.kind == "assign_damage"
    hit = set()
    while s.game.decision.kind == "assign_damage":  # 1 to each blocker, rest anywhere
        options = [a for a in actions_of(s, "choose") if a.args[0] not in hit]
        action = min(options or actions_of(s, "choose"), key=lambda a: a.args[1])
        hit.add(action.args[0])
        s.game.act(action)
    s.resolve_all()
    flips = [e for e in s.game.events if e.kind == "flip"]
    triggers = [e for e in s.game.events if e.kind == "trigger" and e["source"] == tender]
    assert len(triggers) == 2 and len(flips) == 1
    assert s.game.chars(tender).name == "Kenzo the Hardhearted"


def test_FLIP_05_a_flipped_permanent_that_leaves_forgets_it_flipped():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    unsummon = s.hand(0, "Unsummon")
    s.battlefield(0, "Island")
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    s.cast(unsummon, targets=[robber]).resolve()
    card = s.find("Nezumi Graverobber", "hand")
    ch = s.game.chars(card)
    assert ch.name == "Nezumi Graverobber" and (ch.power, ch.toughness) == (2, 1)
    assert "Legendary" not in ch.supertypes


def test_FLIP_07_either_name_may_be_chosen_but_cards_only_have_their_normal_name():
    s = Scenario()
    extraction = s.hand(0, "Cranial Extraction")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Nezumi Graverobber")
    s.graveyard(1, "Nezumi Graverobber")
    s.library(1, "Nezumi Graverobber", "Plains")
    s.start()
    s.cast(extraction, targets=["P1"]).resolve()
    names = [a.args[0] for a in actions_of(s, "choose")]
    assert "Nighteyes the Desecrator" in names and "Nezumi Graverobber" in names
    assert "Plains" not in names  # a nonland name
    choose(s, "Nighteyes the Desecrator")
    assert s.game.exile == []
    s = Scenario()
    extraction = s.hand(0, "Cranial Extraction")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Nezumi Graverobber")
    s.graveyard(1, "Nezumi Graverobber")
    s.library(1, "Nezumi Graverobber", "Plains")
    s.start()
    s.cast(extraction, targets=["P1"]).resolve()
    choose(s, "Nezumi Graverobber")
    while s.game.decision.kind == "extract":  # find every hidden one (CR 701.19b)
        choose(s, actions_of(s, "choose")[0].args[0])
    assert s.names(s.game.exile) == ["Nezumi Graverobber"] * 3


def test_FLIP_08_a_copy_of_a_flipped_permanent_is_unflipped_and_can_flip_later():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    s.cast(clone).resolve()
    assert s.game.decision.kind == "replacement_choice"
    choose(s, robber)
    copy = [o for o in s.game.battlefield if s.game.chars(o).name == "Nezumi Graverobber"][0]
    ch = s.game.chars(copy)
    assert (ch.name, ch.power, ch.toughness) == ("Nezumi Graverobber", 2, 1)
    assert "Legendary" not in ch.supertypes
    island = s.graveyard(1, "Island")
    s.lands(0, "Swamp", 2)
    s.activate(copy, targets=[island])
    s.resolve()
    s.resolve_all()
    if s.game.decision.kind == "legend_rule":
        choose(s, copy)
    assert s.game.chars(copy).name == "Nighteyes the Desecrator"
    assert s.pt(copy) == (4, 2)


def test_clone_keeps_its_copied_values_after_the_original_leaves():
    """Core fix (CR 707.2): a copy's values were locked in as it entered."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    clone = s.hand(0, "Clone")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(clone).resolve()
    choose(s, bears)
    copy = [
        o
        for o in s.game.battlefield
        if s.game.objects[o].owner == 0 and s.game.chars(o).name == "Grizzly Bears"
    ][0]
    s.cast(bolt, targets=[bears]).resolve()
    assert s.pt(copy) == (2, 2) and s.game.chars(copy).name == "Grizzly Bears"


def test_clone_may_copy_nothing_and_dies_as_a_0_0():
    s = Scenario()
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.game.act(Action("cast", (clone, "normal")))
    s.game.act(Action("autopay"))
    s.resolve()
    choose(s, "none")
    assert "Clone" in s.graveyard_names(0)


def test_a_flip_is_written_in_the_log():
    s = Scenario()
    robber, plains = flipped_graverobber(s)
    s.start()
    s.activate(robber, targets=[plains])
    s.resolve()
    assert "Nezumi Graverobber flips into Nighteyes the Desecrator." in s.game.log(0)


def test_a_game_copies_and_replays_while_clone_chooses():
    from manastack import Game, snapshot

    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.start()
    s.cast(clone).resolve()
    assert s.game.decision.kind == "replacement_choice"
    twin = s.game.copy()
    again = Game.from_json(s.game.to_json())
    for game in (s.game, twin, again):
        game.act(Action("choose", (bears,)))
    assert snapshot(twin) == snapshot(s.game) == snapshot(again)
    assert s.battlefield_names(0) == ["Island"] * 4 + ["Grizzly Bears"]
