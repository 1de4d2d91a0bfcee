"""The computer opponent with the Avatar mechanics: it spends firebending mana in
its combat, cracks Clues and Food with spare mana, counters with It'll Quench Ya!
and burns with Firebending Lesson."""

from rules import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action, Game
from manastack.players.ai import ComputerAgent, spell_role
from manastack.scenario import Scenario


def choose(game: Game, player: int = 0) -> Action:
    return ComputerAgent().choose(game.view(player), game.legal_actions())


def test_spends_firebending_mana_on_a_pump_before_damage():
    """FIRE-02: with firebending mana floating in its combat, the computer pumps
    its attacking Fire Nation Cadets instead of losing the mana."""
    s = Scenario()
    cadets = s.battlefield(0, "Fire Nation Cadets")
    s.graveyard(0, "Firebending Lesson")
    s.start()
    s.attack(cadets)
    s.resolve_all()
    assert s.game.players[0].pool.available()["R"] == 2
    assert choose(s.game) == Action("activate", (cadets, 1))


def test_no_pump_without_floating_mana():
    """Without floating mana the computer keeps its lands for its second main phase."""
    s = Scenario()
    cadets = s.battlefield(0, "Fire Nation Cadets")
    s.lands(0, "Mountain", 2)
    s.start()
    s.attack(cadets)
    assert choose(s.game) == Action("pass")


def test_cracks_a_clue_at_the_opponents_end_step():
    """A Clue is sacrificed for a card with spare mana at the opponent's end step."""
    s = Scenario()
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.lands(0, "Island", 4)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    s.cast(teller).resolve_all()
    s.resolve_all()
    s.pass_until("end", active=1).pass_priority()
    action = choose(s.game)
    assert action.kind == "activate" and s.game.chars(action.args[0]).name == "Clue"


def test_eats_food_when_low_on_life():
    """A Food is sacrificed for life in the main phase once life is low, not at full life."""
    for life, eats in ((5, True), (20, False)):
        s = Scenario()
        merchant = s.hand(0, "Unlucky Cabbage Merchant")
        s.lands(0, "Forest", 4)
        s.start()
        s.cast(merchant).resolve_all()
        s.resolve_all()
        s.game.players[0].life = life  # as if damage had been dealt
        action = choose(s.game)
        is_food = action.kind == "activate" and s.game.chars(action.args[0]).name == "Food"
        assert is_food == eats


def test_knows_the_avatar_spells():
    """The computer reads It'll Quench Ya! as a counterspell and Firebending
    Lesson as 2 damage (its unkicked amount)."""
    assert spell_role("It'll Quench Ya!") == ("counter", 0)
    assert spell_role("Firebending Lesson") == ("burn", 2)
