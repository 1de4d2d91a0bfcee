"""The legend rule under both profiles (LEG-01..06, FLIP-06)."""

import pytest
from kamigawa_helpers import actions_of, choose

from manastack.cards import add, card
from manastack.engine.layers import ContinuousEffect
from manastack.engine.ops import Op
from manastack.engine.targets import target_creature
from manastack.language.effects import Custom
from manastack.scenario import Scenario

# A test-only card: an effect that takes the legendary supertype away (layer 4),
# so a permanent shares a legend's name without being legendary.
_unlegended = target_creature()


def _lose_legendary(game, ctx, part):
    ids = game.still_legal(ctx, _unlegended, part)

    def modify(ch, _g, _s, _o):
        ch.supertypes = ch.supertypes - {"Legendary"}

    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "4",
                modify,
                locked=frozenset(ids),
                source=ctx.source,
                until="",
                timestamp=game.next_timestamp(),
            ),
        )
    ]


UNLEGEND = card(
    "Test Unlegend",
    "{U}",
    "Sorcery",
    text="Target creature loses the legendary supertype.",
    spell=[Custom(_lose_legendary, (_unlegended,))],
    register=False,
)


@pytest.fixture
def unlegend():
    add(UNLEGEND)


def test_LEG_01_legendary_is_a_supertype_not_a_creature_type():
    s = Scenario()
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    s.start()
    ch = s.game.chars(isamaru)
    assert "Legendary" in ch.supertypes
    assert ch.subtypes == frozenset({"Dog"})
    assert "Legend" not in ch.subtypes and (ch.power, ch.toughness) == (2, 2)


def test_LEG_02_2004_rule_all_same_named_legends_die_whoever_controls_them():
    """LEG-02 [2004]: if two or more legendary permanents with the same name are on
    the battlefield, all of them are put into their owners' graveyards, whoever
    controls them and whichever came first."""
    s = Scenario(rules="2004")
    s.battlefield(1, "Isamaru, Hound of Konda")
    isamaru = s.hand(0, "Isamaru, Hound of Konda")
    s.battlefield(0, "Plains")
    s.start()
    s.cast(isamaru).resolve()
    assert s.graveyard_names(0) == ["Isamaru, Hound of Konda"]
    assert s.graveyard_names(1) == ["Isamaru, Hound of Konda"]


def test_LEG_02_2004_rule_only_one_legendary_means_nothing_happens():
    """LEG-02 [2004]: only same-named legendary permanents are affected: a legend
    among other creatures stays."""
    s = Scenario(rules="2004")
    s.battlefield(0, "Isamaru, Hound of Konda")
    s.battlefield(1, "Eight-and-a-Half-Tails")
    s.start()
    s.pass_priority()
    assert sorted(s.battlefield_names()) == ["Eight-and-a-Half-Tails", "Isamaru, Hound of Konda"]


def test_LEG_02_2004_rule_leaves_a_same_named_nonlegendary_permanent_alone(unlegend):
    """LEG-02 [2004]: if two or more legendary permanents with the same name are on
    the battlefield, all of them are put into their owners' graveyards, whoever
    controls them; if only one of them is legendary, nothing happens.  Here one
    Isamaru has lost the legendary supertype (CR 205.4, layer 4) when a second one
    enters: both stay."""
    s = Scenario(rules="2004")
    first = s.battlefield(0, "Isamaru, Hound of Konda")
    unlegend_card, second = s.hand(0, "Test Unlegend", "Isamaru, Hound of Konda")
    s.battlefield(0, "Island")
    s.battlefield(0, "Plains")
    s.start()
    s.cast(unlegend_card, targets=[first]).resolve()
    assert "Legendary" not in s.game.chars(first).supertypes
    s.cast(second).resolve()
    assert s.battlefield_names(0).count("Isamaru, Hound of Konda") == 2
    assert s.graveyard_names(0) == ["Test Unlegend"]


def test_LEG_03_current_rule_controller_chooses_one_and_opponents_keep_theirs():
    s = Scenario()
    theirs = s.battlefield(1, "Isamaru, Hound of Konda")
    old = s.battlefield(0, "Isamaru, Hound of Konda")
    new = s.hand(0, "Isamaru, Hound of Konda")
    s.battlefield(0, "Plains")
    s.start()
    s.cast(new).resolve()
    assert s.game.decision.kind == "legend_rule" and s.game.decision.player == 0
    kept = [a.args[0] for a in actions_of(s, "choose")]
    assert old in kept and theirs not in kept
    choose(s, old)
    assert s.graveyard_names(0) == ["Isamaru, Hound of Konda"]
    assert old in s.game.battlefield and theirs in s.game.battlefield


def test_LEG_04_choosing_a_creature_type_never_offers_legend():
    s = Scenario()
    s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    isamaru = s.battlefield(1, "Isamaru, Hound of Konda")
    s.start()
    sel = s.find("Unnatural Selection")
    s.activate(sel, targets=[isamaru])
    s.resolve()
    assert s.game.decision.kind == "creature_type"
    options = [a.args[0] for a in actions_of(s, "choose")]
    assert "Legend" not in options and "Wall" not in options
    assert "Samurai" in options and "Zubera" in options


def test_LEG_05_changing_a_legends_creature_types_keeps_it_legendary():
    s = Scenario()
    s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    isamaru = s.battlefield(1, "Isamaru, Hound of Konda")
    s.start()
    s.activate(s.find("Unnatural Selection"), targets=[isamaru])
    s.resolve()
    choose(s, "Samurai")
    ch = s.game.chars(isamaru)
    assert ch.subtypes == frozenset({"Samurai"})
    assert "Legendary" in ch.supertypes


def _tails_duel(rules):
    s = Scenario(rules=rules)
    s.battlefield(0, "Eight-and-a-Half-Tails")
    tails = s.hand(1, "Eight-and-a-Half-Tails")
    s.lands(1, "Plains", 2)
    s.start(active=1)
    s.cast(tails).resolve()
    return s


def test_LEG_06_2004_opponents_tails_both_die():
    s = _tails_duel("2004")
    assert s.graveyard_names(0) == ["Eight-and-a-Half-Tails"]
    assert s.graveyard_names(1) == ["Eight-and-a-Half-Tails"]


def test_LEG_06_current_rule_opponents_tails_both_stay():
    s = _tails_duel("current")
    assert sorted(s.battlefield_names()).count("Eight-and-a-Half-Tails") == 2
    assert s.graveyard_names(0) == [] and s.graveyard_names(1) == []


def flip_two_tenderfeet(rules):
    """Each player's Bushi Tenderfoot damages a creature that then dies, so both
    flip into Kenzo the Hardhearted (FLIP-06)."""
    s = Scenario(rules=rules)
    mine = s.battlefield(0, "Bushi Tenderfoot")
    ones = s.battlefield(0, "Wandering Ones")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    theirs = s.battlefield(1, "Bushi Tenderfoot")
    thopter = s.battlefield(1, "Ornithopter")
    growth = s.hand(1, "Giant Growth")
    s.battlefield(1, "Forest")
    s.start(step="main1", active=0)
    s.attack(mine, ones)
    s.block((thopter, mine), (theirs, ones))
    s.pass_priority()
    s.cast(growth, targets=[theirs]).resolve()
    s.pass_until("main2")
    assert s.game.chars(theirs).name == "Kenzo the Hardhearted"
    assert s.game.chars(mine).name == "Bushi Tenderfoot"
    s.cast(shock, targets=[thopter]).resolve()
    s.resolve_all()
    return s, mine, theirs


def test_FLIP_06_flipped_heroes_of_two_players_both_die_under_2004():
    s, mine, theirs = flip_two_tenderfeet("2004")
    assert "Kenzo the Hardhearted" not in s.battlefield_names()
    assert s.graveyard_names(0).count("Bushi Tenderfoot") == 1
    assert s.graveyard_names(1).count("Bushi Tenderfoot") == 1


def test_FLIP_06_flipped_heroes_of_two_players_both_stay_under_current_rule():
    s, mine, theirs = flip_two_tenderfeet("current")
    assert s.game.chars(mine).name == "Kenzo the Hardhearted"
    assert s.game.chars(theirs).name == "Kenzo the Hardhearted"
    assert "Legendary" in s.game.chars(mine).supertypes
