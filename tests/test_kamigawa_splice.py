"""Splice onto Arcane (SPL-01..13)."""

from kamigawa_helpers import actions_of, cast_with_splices, choose, finish_casting, splice

from manastack import Action
from manastack.scenario import Scenario


def _tapped(s, player):
    return sum(
        1
        for o in s.game.battlefield
        if s.game.objects[o].tapped
        and s.game.chars(o).controller == player
        and s.game.chars(o).is_land
    )


def test_SPL_01_glacial_ray_text_is_added_and_its_cost_paid():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 2)
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [ray], targets=["P1"])
    assert _tapped(s, 0) == 3
    s.resolve()
    assert s.life(1) == 18
    assert sorted(s.hand_names(0)) == ["Glacial Ray", "Plains"]
    assert any(e.kind == "reveal" and e["card"] == "Glacial Ray" for e in s.game.events)


def test_SPL_02_spliced_card_stays_in_hand_and_can_be_discarded_by_that_spell():
    s = Scenario()
    nightmare = s.hand(0, "Waking Nightmare")
    ray = s.hand(0, "Glacial Ray")
    other = s.hand(0, "Plains")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 2)
    s.start()
    cast_with_splices(s, nightmare, [ray], targets=["P0", "P1"])
    s.resolve()
    assert s.game.decision.kind == "discard"
    assert {a.args[0] for a in actions_of(s, "choose")} == {ray, other}
    choose(s, ray)
    choose(s, other)
    assert s.life(1) == 18
    assert sorted(s.graveyard_names(0)) == ["Glacial Ray", "Plains", "Waking Nightmare"]


def test_SPL_02_spliced_card_can_be_cast_afterwards():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 4)
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [ray], targets=["P1"])
    s.resolve()
    s.cast(ray, targets=["P1"]).resolve()
    assert s.life(1) == 16


def _splice_vortex_onto_mists(creature: bool) -> Scenario:
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    s.hand(0, "Consuming Vortex")  # splice onto Arcane {3}{U}: return target creature
    s.lands(0, "Island", 5)
    s.library(0, "Plains")
    if creature:
        s.battlefield(1, "Grizzly Bears")
    s.start()
    s.game.act(Action("cast", (mists, "normal")))
    return s


def test_SPL_03_a_card_whose_targets_cant_be_chosen_cant_be_spliced():
    """SPL-03: you can't splice a card if you can't make its choices (no legal
    target, CR 702.47c, 601.2c): with no creature, Consuming Vortex isn't offered."""
    s = _splice_vortex_onto_mists(creature=False)
    assert s.game.decision.kind != "splice"


def test_SPL_03_the_same_card_is_spliced_when_it_has_a_target():
    """SPL-03, the positive control: with a creature to target, the same
    Consuming Vortex is offered for splicing, and spliced it returns the creature."""
    s = _splice_vortex_onto_mists(creature=True)
    vortex = s.find("Consuming Vortex", "hand")
    assert s.game.decision.kind == "splice" and vortex in {
        a.args[0] for a in actions_of(s, "choose")
    }
    bears = s.find("Grizzly Bears", "battlefield")
    splice(s, vortex)
    finish_casting(s, targets=[bears])
    s.resolve()
    assert s.hand_names(1) == ["Grizzly Bears"]


def test_SPL_04_a_card_is_spliced_once_and_spliced_texts_follow_the_chosen_order():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    surge = s.hand(0, "Vital Surge")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.start()
    s.game.act(Action("cast", (might, "normal")))
    choose(s, ray)
    offered = {a.args[0] for a in actions_of(s, "choose")}
    assert ray not in offered and surge in offered
    choose(s, surge)
    s.game.act(Action("done")) if s.game.decision.kind == "splice" else None
    finish_casting(s, [bears, "P1"])
    s.resolve()
    kinds = [e.kind for e in s.game.events if e.kind in ("effect", "damage", "life")]
    # main spell first (+2/+2), then Glacial Ray (damage), then Vital Surge (life)
    assert kinds[-3:] == ["effect", "damage", "life"]


def test_SPL_05_two_cards_with_the_same_name_can_both_be_spliced():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray1, ray2 = s.hand(0, "Glacial Ray", "Glacial Ray")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 4)
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [ray1, ray2], targets=["P1", "P1"])
    s.resolve()
    assert s.life(1) == 16


def test_SPL_06_a_card_cant_be_spliced_onto_itself():
    s = Scenario()
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Mountain", 4)
    s.start()
    s.game.act(Action("cast", (ray, "normal")))
    assert s.game.decision.kind == "target"  # nothing left in hand to splice


def _tok_tok_after_combat():
    """Alice's Akki Lavarunner has flipped into Tok-Tok (protection from red) in
    combat; Bob holds Reach Through Mists and Glacial Ray with three lands."""
    s = Scenario()
    runner = s.battlefield(0, "Akki Lavarunner")
    mists = s.hand(1, "Reach Through Mists")
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Island", 1)
    s.lands(1, "Mountain", 2)
    s.library(1, "Plains")
    s.start(step="main1", active=0)
    s.attack(runner)
    s.pass_until("combat_damage")
    s.resolve_all()
    return s, runner, mists, ray


def test_SPL_07_spliced_red_text_hits_protection_from_red():
    s, runner, mists, ray = _tok_tok_after_combat()
    tok = s.game.chars(runner)
    assert tok.name == "Tok-Tok, Volcano Born" and "protection:R" in tok.keywords
    s.pass_priority()  # Alice passes; Bob may act
    s.game.act(Action("cast", (ray, "normal")))
    assert ("target", (runner,)) not in [(a.kind, a.args) for a in s.game.legal_actions()]
    s.game.act(Action("target", ("P0",)))
    s, runner, mists, ray = _tok_tok_after_combat()
    s.pass_priority()
    cast_with_splices(s, mists, [ray], targets=[runner])
    s.resolve()
    assert "Akki Lavarunner" in s.graveyard_names(0)


def test_SPL_08_spliced_text_may_target_the_same_object():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 2)
    s.start()
    cast_with_splices(s, might, [ray], targets=[bears, bears])
    s.resolve()
    assert s.pt(bears) == (4, 4) and s.game.objects[bears].damage == 2


def test_SPL_09_targeted_text_on_untargeted_spell_whole_spell_fails_if_target_illegal():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(1, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 2)
    s.library(0, "Plains")
    s.start()
    cast_with_splices(s, mists, [ray], targets=[bears])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert s.hand_names(0) == ["Glacial Ray"]  # no card drawn
    assert "Reach Through Mists" in s.graveyard_names(0)


def test_SPL_10_untargeted_spliced_text_fails_with_the_spells_targets():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    surge = s.hand(0, "Vital Surge")
    bears = s.battlefield(0, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.lands(0, "Forest", 3)
    s.start()
    cast_with_splices(s, might, [surge], targets=[bears])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert s.life(0) == 20


def test_SPL_11_some_targets_legal_the_legal_parts_happen():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(1, "Savannah Lions")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 2)
    s.start()
    cast_with_splices(s, might, [ray], targets=[bears, lions])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert "Savannah Lions" in s.graveyard_names(1)


def test_SPL_12_spliced_text_is_lost_when_the_spell_leaves_the_stack():
    s = Scenario()
    might = s.hand(0, "Kodama's Might")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(0, "Grizzly Bears")
    counter = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 2)
    s.start()
    cast_with_splices(s, might, [ray], targets=[bears, "P1"])
    spell = s.game.stack[-1]
    s.pass_priority()
    s.cast(counter, targets=[spell]).resolve()
    s.resolve_all()
    assert s.life(1) == 20 and s.hand_names(0) == ["Glacial Ray"]
    grave = s.find("Kodama's Might", "graveyard")
    assert s.game.objects[grave].cast_info is None
    assert s.game.chars(grave).rules_text.startswith("Target creature gets +2/+2")


def test_SPL_13_splice_cost_is_paid_but_mana_value_is_the_spells_own():
    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 2)
    s.library(0, "Plains")
    s.start()
    s.game.act(Action("cast", (mists, "normal")))
    choose(s, ray)
    assert s.game.decision.kind == "target"
    s.game.act(Action("target", ("P1",)))
    assert s.game.decision.kind == "pay" and dict(s.game.decision.args)["cost"] in (
        "{U}{1}{R}",
        "{1}{U}{R}",
    )
    s.game.act(Action("autopay"))
    spell = s.game.stack[-1]
    ch = s.game.chars(spell)
    assert ch.mana_value == 1 and ch.name == "Reach Through Mists" and ch.colours == {"U"}


def test_a_game_copies_and_replays_in_the_middle_of_splicing():
    from manastack import Game, snapshot

    s = Scenario()
    mists = s.hand(0, "Reach Through Mists")
    ray1, ray2 = s.hand(0, "Glacial Ray", "Glacial Ray")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 4)
    s.library(0, "Plains")
    s.start()
    s.game.act(Action("cast", (mists, "normal")))
    choose(s, ray1)
    twin = s.game.copy()
    again = Game.from_json(s.game.to_json())
    assert snapshot(twin) == snapshot(s.game) == snapshot(again)
    for game in (s.game, twin, again):
        game.act(Action("choose", (ray2,)))
        game.act(Action("target", ("P1",)))
        game.act(Action("target", ("P1",)))
        game.act(Action("autopay"))
    assert snapshot(twin) == snapshot(s.game) == snapshot(again)
    s.resolve()
    assert s.life(1) == 16 and twin.players[1].life == 20
