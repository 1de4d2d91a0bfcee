"""Betrayers of Kamigawa, third batch (manastack/cards/betrayers_batch3.py):
prevention shields (CR 615), "remove X ki counters" (CR 107.3, 118.3) and targets
bounded by X.  Each card's own text, through the scenario harness."""

from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _bolt_at(s: Scenario, target) -> None:
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[target]).resolve()


# ------------------------------------------------------------------ prevention
def test_mending_hands_prevents_the_next_4_damage_to_a_creature():
    """CR 615.7: the shield prevents all 3 of the first Bolt; the 1 left on it
    prevents part of the next damage this turn."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    hands = s.hand(0, "Mending Hands")
    s.battlefield(0, "Plains")
    s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(hands, targets=[giant]).resolve()
    _bolt_at(s, giant)
    assert s.game.objects[giant].damage == 0  # 3 prevented, 1 left on the shield
    _bolt_at(s, giant)
    assert s.game.objects[giant].damage == 2  # 1 prevented, 2 dealt


def test_mending_hands_protects_a_player():
    s = Scenario()
    hands = s.hand(0, "Mending Hands")
    s.battlefield(0, "Plains")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(hands, targets=["P0"]).resolve()
    _bolt_at(s, "P0")
    assert s.life(0) == 20


def test_the_shield_ends_with_the_turn():
    s = Scenario()
    miko = s.battlefield(0, "Split-Tail Miko")
    s.battlefield(0, "Plains")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.activate(miko, targets=["P0"]).resolve()
    s.pass_until("main1", active=1)
    _bolt_at(s, "P0")
    assert s.life(0) == 17


def test_split_tail_miko_prevents_2():
    s = Scenario()
    miko = s.battlefield(0, "Split-Tail Miko")
    s.battlefield(0, "Plains")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.activate(miko, targets=["P1"]).resolve()
    _bolt_at(s, "P1")
    assert s.life(1) == 19


def test_kitsune_palliator_shields_each_creature_and_each_player():
    s = Scenario()
    palliator = s.battlefield(0, "Kitsune Palliator")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(palliator).resolve()
    _bolt_at(s, giant)
    _bolt_at(s, "P1")
    assert s.game.objects[giant].damage == 2 and s.life(1) == 18


def test_faithful_squire_flips_into_kaiso_who_prevents_all_damage_to_a_creature():
    s = Scenario()
    squire = s.battlefield(0, "Faithful Squire", counters={"ki": 3})
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.start()
    s.pass_until_decision("may")
    yes(s)
    assert s.game.chars(squire).name == "Kaiso, Memory of Loyalty"
    assert "flying" in s.game.chars(squire).keywords and s.pt(squire) == (3, 4)
    s.pass_until("main1", active=0)
    s.activate(squire, targets=[bears]).resolve()
    for _ in range(2):
        _bolt_at(s, bears)
    assert bears in s.game.battlefield and s.game.objects[bears].damage == 0


def test_heart_of_light_prevents_damage_to_and_by_the_enchanted_creature():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Heart of Light", attached_to=giant)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.attack(giant)
    s.block((bears, giant))
    s.pass_until("end_of_combat")
    assert s.game.objects[giant].damage == 0 and s.game.objects[bears].damage == 0


# ------------------------------------------------------------ Kumano's Blessing
def test_kumanos_blessing_exiles_a_creature_the_enchanted_one_damaged():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Kumano's Blessing", attached_to=giant)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.attack(giant)
    s.block((bears, giant))
    s.pass_until("end_of_combat")
    assert s.game.find("Grizzly Bears", "exile") and "Grizzly Bears" not in s.graveyard_names(1)


def test_kumanos_blessing_leaves_other_deaths_alone():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Kumano's Blessing", attached_to=giant)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    _bolt_at(s, bears)
    assert "Grizzly Bears" in s.graveyard_names(1)


# ---------------------------------------------------------------- X-bounded
def test_minamo_sightbender_targets_only_power_x_or_less():
    s = Scenario()
    bender = s.battlefield(0, "Minamo Sightbender")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.lands(0, "Island", 2)
    s.start()
    s.act("activate", bender, 0)
    choose(s, 2)
    targets = {a.args[0] for a in actions_of(s, "target")}
    assert bears in targets and s.find("Hill Giant", "battlefield") not in targets
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.resolve()
    assert "unblockable" in s.game.chars(bears).keywords


def test_stir_the_grave_returns_a_creature_card_with_mana_value_x_or_less():
    s = Scenario()
    giant = s.graveyard(0, "Hill Giant")  # mana value 4
    s.graveyard(0, "Grizzly Bears")  # mana value 2
    stir = s.hand(0, "Stir the Grave")
    s.lands(0, "Swamp", 5)
    s.start()
    s.act("cast", stir, "normal")
    # X is announced first, and only an X some target allows is offered (CR 601.2b-c)
    assert {a.args[0] for a in actions_of(s, "choose")} == {2, 3, 4}
    choose(s, 3)
    assert s.names(a.args[0] for a in actions_of(s, "target")) == ["Grizzly Bears"]
    s.game.act(Action("target", (s.find("Grizzly Bears", "graveyard"),)))
    s.act("autopay")
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0) and giant in s.game.players[0].graveyard


# --------------------------------------------------------- remove X ki counters
def test_blademane_baku_gets_plus_2_per_ki_counter_removed():
    s = Scenario()
    baku = s.battlefield(0, "Blademane Baku", counters={"ki": 3})
    s.battlefield(0, "Mountain")
    s.start()
    s.act("activate", baku, 1)
    assert {a.args[0] for a in actions_of(s, "choose")} == {0, 1, 2, 3}  # at most 3 (CR 118.3)
    choose(s, 2)
    s.act("autopay")
    s.resolve()
    assert s.pt(baku) == (5, 1) and s.game.objects[baku].counters["ki"] == 1


def test_skullmane_baku_gives_minus_x():
    s = Scenario()
    baku = s.battlefield(0, "Skullmane Baku", counters={"ki": 2})
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(0, "Swamp")
    s.start()
    s.act("activate", baku, 1)
    choose(s, 2)
    s.game.act(Action("target", (giant,)))
    s.act("autopay")
    s.resolve()
    assert s.pt(giant) == (1, 1) and s.game.objects[baku].tapped


def test_quillmane_baku_bounces_a_creature_with_mana_value_x_or_less():
    s = Scenario()
    baku = s.battlefield(0, "Quillmane Baku", counters={"ki": 2})
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(0, "Island")
    s.start()
    s.act("activate", baku, 1)
    choose(s, 2)
    legal = {a.args[0] for a in actions_of(s, "target")}
    assert bears in legal and giant not in legal
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.resolve()
    assert "Grizzly Bears" in s.hand_names(1) and s.game.objects[baku].counters.get("ki", 0) == 0


def test_an_x_ability_is_not_offered_when_no_affordable_x_allows_a_target():
    """Minamo Sightbender with no mana: X can only be 0, and no creature has power 0
    or less, so the ability can't be activated (CR 601.2c, 602.2b)."""
    s = Scenario()
    bender = s.battlefield(0, "Minamo Sightbender")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert not [a for a in actions_of(s, "activate") if a.args[0] == bender]


def test_an_x_spell_is_not_offered_when_no_affordable_x_allows_a_target():
    s = Scenario()
    s.graveyard(0, "Hill Giant")  # mana value 4
    stir = s.hand(0, "Stir the Grave")
    s.lands(0, "Swamp", 4)  # X is at most 3
    s.start()
    assert not [a for a in actions_of(s, "cast") if a.args[0] == stir]
