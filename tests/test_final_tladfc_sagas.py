"""The Legends of Yangchen and Kyoshi (manastack/cards/final_tladfc_sagas.py):
their chapters (CR 714.2), their return as Avatars (CR 712, SAGA-02), and the
rules they use: each player choosing in turn (CR 101.4), the second spell of a
turn (CR 601.2i), a land gaining a basic land type (CR 305.6, 613.1d)."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, EXILE, player_ref
from manastack.mechanics.airbend import airbent
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, passing priority only."""
    g = s.game
    while g.decision is not None and g.decision.kind == "priority" and g.stack:
        g.act(Action("pass"))


def _choices(s: Scenario) -> list:
    return [a.args[0] for a in s.game.legal_actions() if a.kind in ("choose", "target")]


def _to_chapter(s: Scenario, name: str, lore: int) -> int:
    """Alice's Saga with ``lore`` counters; play from her draw step to her
    precombat main phase, where the next chapter triggers (CR 714.3b)."""
    saga = s.battlefield(0, name, counters={"lore": lore})
    s.library(0, *["Island"] * 10)
    s.library(1, *["Island"] * 10)
    s.start(step="draw")
    s.game.act(Action("pass"))
    s.game.act(Action("pass"))
    return saga


# ------------------------------------------------------- The Legend of Yangchen
def _yangchen_chapter_one() -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "saga": s.hand(0, "The Legend of Yangchen"),
        "mine": s.battlefield(0, "Air Elemental"),
        "elemental": s.battlefield(1, "Air Elemental"),
        "giant": s.battlefield(1, "Hill Giant"),
        "bears": s.battlefield(1, "Grizzly Bears"),
    }
    s.lands(0, "Plains", 5)
    s.start()
    s.cast(ids["saga"])
    s.resolve()  # the Saga enters; chapter I triggers
    s.resolve()
    return s, ids


def test_yangchen_chapter_one_each_player_from_you_chooses_an_opponents_big_permanent():
    """Starting with Alice, each player chooses up to one permanent with mana value
    3 or greater Alice's opponents control; then those are exiled."""
    s, ids = _yangchen_chapter_one()
    g = s.game
    assert g.decision.player == 0
    assert sorted(_choices(s)[:-1]) == sorted([ids["elemental"], ids["giant"]])
    assert _choices(s)[-1] == "none"
    s.choose(ids["elemental"])
    assert g.decision.player == 1  # Bob chooses among his own, for Alice's Saga
    assert sorted(_choices(s)[:-1]) == sorted([ids["elemental"], ids["giant"]])
    s.choose(ids["giant"])
    assert sorted(s.names(g.exile)) == ["Air Elemental", "Hill Giant"]
    assert ids["mine"] in g.battlefield and ids["bears"] in g.battlefield


def test_yangchen_chapter_one_lets_a_player_choose_none():
    s, ids = _yangchen_chapter_one()
    g = s.game
    s.choose("none")
    s.choose("none")
    assert not g.exile and ids["elemental"] in g.battlefield


def test_yangchen_chapter_two_both_draw_three_only_if_you_have_the_opponent_draw():
    for answer, drawn in (("yes", 3), ("no", 0)):
        s = Scenario()
        _to_chapter(s, "The Legend of Yangchen", 1)
        g = s.game
        mine, bobs = len(g.players[0].hand), len(g.players[1].hand)
        assert _choices(s) == [player_ref(1)]  # chapter II targets an opponent
        g.act(Action("target", (player_ref(1),)))
        s.resolve()
        g.act(Action("choose", (answer,)))
        assert len(g.players[1].hand) == bobs + drawn
        assert len(g.players[0].hand) == mine + drawn


def _avatar_yangchen(s: Scenario) -> int:
    _to_chapter(s, "The Legend of Yangchen", 2)
    _settle(s)
    return s.find("Avatar Yangchen", BATTLEFIELD)


def test_yangchen_returns_as_avatar_yangchen_on_chapter_three():
    s = Scenario()
    yangchen = _avatar_yangchen(s)
    ch = s.game.chars(yangchen)
    assert "Creature" in ch.types and "flying" in ch.keywords and s.pt(yangchen) == (4, 5)


def test_avatar_yangchen_airbends_when_you_cast_your_second_spell_each_turn():
    s = Scenario()
    goblins = [s.hand(0, "Raging Goblin") for _ in range(3)]
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    yangchen = _avatar_yangchen(s)
    g = s.game
    s.cast(goblins[0])
    assert len(g.stack) == 1  # the first spell: no trigger
    s.resolve()
    g.act(Action("cast", (goblins[1], "normal")))
    g.act(Action("autopay"))  # cast: the trigger asks for its target
    targets = _choices(s)
    assert bears in targets and yangchen not in targets
    assert not any("Mountain" == g.chars(t).name for t in targets)
    g.act(Action("target", (bears,)))
    assert len(g.stack) == 2
    _settle(s)
    assert airbent(g.objects[s.find("Grizzly Bears", EXILE)])
    s.cast(goblins[2])
    assert len(g.stack) == 1  # the third: none


# --------------------------------------------------------- The Legend of Kyoshi
def test_kyoshi_chapter_one_draws_the_greatest_power_among_your_creatures():
    s = Scenario()
    saga = s.hand(0, "The Legend of Kyoshi")
    s.battlefield(0, "Hill Giant")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Air Elemental")  # Bob's 4 power doesn't count
    s.lands(0, "Forest", 6)
    s.library(0, *["Island"] * 5)
    s.start()
    s.cast(saga)
    _settle(s)
    assert s.hand_names(0) == ["Island"] * 3


def test_kyoshi_chapter_two_earthbends_cards_in_hand_and_that_land_becomes_an_island():
    s = Scenario()
    s.hand(0, "Grizzly Bears", "Hill Giant", "Island")
    forest = s.battlefield(0, "Forest")
    _to_chapter(s, "The Legend of Kyoshi", 1)
    g = s.game
    assert len(g.players[0].hand) == 3
    g.act(Action("target", (forest,)))
    _settle(s)
    ch = g.chars(forest)
    assert ch.is_creature and s.pt(forest) == (3, 3)
    assert {"Forest", "Island"} <= set(ch.subtypes)
    s.tap_for_mana(forest, "U")  # the Island's intrinsic ability (CR 305.6)
    assert g.players[0].pool.available().get("U") == 1


def test_kyoshi_returns_as_avatar_kyoshi_whose_lands_have_trample_and_hexproof():
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    _to_chapter(s, "The Legend of Kyoshi", 2)
    _settle(s)
    g = s.game
    kyoshi = s.find("Avatar Kyoshi", BATTLEFIELD)
    assert s.pt(kyoshi) == (5, 4)
    assert {"trample", "hexproof"} <= set(g.chars(forest).keywords)
    assert "hexproof" not in g.chars(bears).keywords
    s.pass_until("upkeep", active=1)
    s.pass_until("main1", active=0)  # she may tap: no longer summoning sick
    s.tap_for_mana(kyoshi, "GGGGG")  # X = 5, her own power, of one colour
    assert g.players[0].pool.available().get("G") == 5
