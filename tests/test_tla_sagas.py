"""The transforming Sagas of TLA (manastack/cards/avatar_sagas.py): chapters
(CR 714.2-714.3), the last chapter's exile-and-return transformed (CR 714.4, 712,
SAGA-02), and the Avatars on their back faces, extra turns (CR 500.7) included."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, player_ref
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack; keep scried cards on top and order triggers as offered."""
    g = s.game
    while g.decision is not None and (
        g.decision.kind in ("order_triggers", "scry", "scry_order")
        or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind != "priority" else Action("pass"))


def _kuruk_on_chapter_three(s: Scenario) -> int:
    """Alice's Legend of Kuruk, entered last turn with two lore counters: her
    precombat main phase adds the third."""
    return s.battlefield(0, "The Legend of Kuruk", counters={"lore": 2})


def test_legend_of_kuruk_scries_two_then_draws_as_it_enters_and_again_on_chapter_two():
    s = Scenario()
    saga = s.hand(0, "The Legend of Kuruk")
    s.lands(0, "Island", 4)
    s.library(0, "Forest", "Mountain", "Plains", "Swamp", "Island", "Island")
    s.library(1, "Forest", "Forest")
    s.start()
    s.cast(saga)
    s.resolve()
    g = s.game
    assert g.decision.kind == "scry"  # chapter I: scry 2 first ...
    _settle(s)
    assert s.hand_names(0) == ["Forest"]  # ... then draw the card kept on top
    saga = s.find("The Legend of Kuruk", BATTLEFIELD)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)  # the lore counter makes chapter II trigger
    _settle(s)
    assert g.objects[saga].counters.get("lore") == 2
    assert len(s.game.players[0].hand) == 3  # a draw step and chapter II's draw


def _avatar_kuruk(s: Scenario) -> int:
    """Play from Alice's draw step to her main phase, where chapter III returns
    the Saga transformed; the Avatar Kuruk's id."""
    s.library(0, "Island", "Island", "Island", "Island")
    s.library(1, "Forest", "Forest", "Forest", "Forest")
    s.start(step="draw")
    s.pass_until("main1", active=0)
    _settle(s)
    return s.find("Avatar Kuruk", BATTLEFIELD)


def test_legend_of_kuruk_returns_transformed_as_avatar_kuruk_on_chapter_three():
    s = Scenario()
    saga = _kuruk_on_chapter_three(s)
    kuruk = _avatar_kuruk(s)
    ch = s.game.chars(kuruk)
    assert kuruk != saga  # exiled and returned: a new object (CR 400.7)
    assert "Creature" in ch.types and "Saga" not in ch.subtypes and s.pt(kuruk) == (4, 3)
    assert "The Legend of Kuruk" not in s.graveyard_names(0)  # not sacrificed


def test_avatar_kuruk_makes_a_spirit_that_neither_blocks_nor_is_blocked_by_non_spirits():
    s = Scenario()
    _kuruk_on_chapter_three(s)
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    bear = s.battlefield(1, "Grizzly Bears")
    other_bear = s.battlefield(1, "Grizzly Bears")
    _avatar_kuruk(s)
    g = s.game
    s.cast(bolt, targets=[player_ref(1)])
    _settle(s)
    spirits = [o for o in g.battlefield if g.chars(o).name == "Spirit"]
    assert len(spirits) == 1 and s.pt(spirits[0]) == (1, 1)
    spirit = spirits[0]
    assert "Creature" in g.chars(spirit).types and not g.chars(spirit).colours
    # Bob's Bears attack: the Spirit can't block a non-Spirit
    s.pass_until("main1", active=1)
    s.attack(bear)
    s.pass_until_decision("blockers")
    assert not any(a.kind == "block" and a.args[0] == spirit for a in g.legal_actions())
    assert any(a.kind == "block" for a in g.legal_actions())  # Kuruk may block
    s.act("done")
    # Alice's Spirit attacks: Bob's Bears can't block it
    s.pass_until("main1", active=0)
    s.attack(spirit)
    s.pass_until_decision("blockers")
    assert not any(a.kind == "block" and a.args[0] == other_bear for a in g.legal_actions())


def test_avatar_kuruks_exhaust_gives_an_extra_turn_after_this_one():
    """CR 500.7: the extra turn comes directly after this one; then turn order
    goes on.  Exhaust: once only."""
    s = Scenario()
    _kuruk_on_chapter_three(s)
    s.lands(0, "Island", 20)
    kuruk = _avatar_kuruk(s)
    g = s.game
    s.activate(kuruk, 1)
    _settle(s)
    assert g.extra_turns == (0,)
    turn = g.turn_number
    assert not any(a.kind == "activate" and a.args[0] == kuruk for a in g.legal_actions())
    s.pass_until("upkeep", active=0)
    assert g.turn_number == turn + 1 and g.active_player == 0
    s.pass_until("upkeep", active=1)
    assert g.turn_number == turn + 2


# ------------------------------------------------------------ The Legend of Roku
def test_legend_of_roku_exiles_three_playable_until_the_end_of_your_next_turn():
    """Chapter I: the exiled cards may be played (a land as the land for the
    turn, spells with their usual timing and costs) through the end of the
    controller's next turn, not after."""
    s = Scenario()
    roku = s.hand(0, "The Legend of Roku")
    s.lands(0, "Mountain", 5)
    s.library(0, "Forest", "Lightning Bolt", "Grizzly Bears", "Island", "Island", "Island")
    s.library(1, "Forest", "Forest", "Forest")
    s.start()
    s.cast(roku)
    _settle(s)
    g = s.game
    exiled = {s.game.objects[o].card.name: o for o in g.exile}
    assert set(exiled) == {"Forest", "Lightning Bolt", "Grizzly Bears"}
    s.act("play", exiled["Forest"])
    assert "Forest" in s.battlefield_names(0)
    s.pass_until("upkeep", active=1)  # Bob's turn: the Bolt is an instant
    s.pass_priority()  # Alice gets priority in Bob's upkeep
    assert any(
        a.kind == "cast" and a.args[0] == exiled["Lightning Bolt"] for a in g.legal_actions()
    )
    s.pass_until("main1", active=0)  # Alice's next turn: chapter II adds mana
    s.resolve()
    s.choose("R")
    assert any(a.kind == "cast" and a.args[0] == exiled["Grizzly Bears"] for a in g.legal_actions())
    s.pass_until("upkeep", active=1)  # that turn has ended
    s.pass_priority()
    assert not any(
        a.kind == "cast" and a.args[0] == exiled["Lightning Bolt"] for a in g.legal_actions()
    )


def test_legend_of_roku_chapter_two_adds_one_mana_of_the_chosen_colour():
    s = Scenario()
    s.battlefield(0, "The Legend of Roku", counters={"lore": 1})
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    s.start(step="draw")
    s.pass_until("main1", active=0)
    s.resolve()
    g = s.game
    assert g.decision.kind == "colour"
    s.choose("G")
    assert g.players[0].pool.available().get("G") == 1


def test_avatar_roku_makes_4_4_flying_firebending_dragons():
    s = Scenario()
    s.battlefield(0, "The Legend of Roku", counters={"lore": 2})
    s.lands(0, "Mountain", 8)
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    s.start(step="draw")
    s.pass_until("main1", active=0)
    _settle(s)
    roku = s.find("Avatar Roku", BATTLEFIELD)
    assert s.pt(roku) == (4, 4)
    s.activate(roku, 1)
    _settle(s)
    dragon = s.find("Dragon", BATTLEFIELD)
    ch = s.game.chars(dragon)
    assert s.pt(dragon) == (4, 4) and "flying" in ch.keywords and ch.colours == {"R"}


def test_a_land_exiled_by_roku_is_the_land_for_the_turn():
    """CR 305.2: playing it counts as the turn's land play, so not after one."""
    s = Scenario()
    roku = s.hand(0, "The Legend of Roku")
    plains = s.hand(0, "Plains")
    s.lands(0, "Mountain", 4)
    s.library(0, "Forest", "Island", "Island", "Island")
    s.start()
    s.act("play", plains)
    s.cast(roku)
    _settle(s)
    g = s.game
    forest = next(o for o in g.exile if g.objects[o].card.name == "Forest")
    assert not any(a.kind == "play" and a.args[0] == forest for a in g.legal_actions())
