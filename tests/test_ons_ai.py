"""The computer opponent with Onslaught's cards: it cycles dead weight with
mana it would not use otherwise (CR 702.29), and doesn't burn itself out with
Sparksmith."""

from __future__ import annotations

from manastack import Action, Game
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario


def choose(game: Game, player: int = 0) -> Action:
    return ComputerAgent().choose(game.view(player), game.legal_actions())


def at_opponents_end_step(lands: int, hand: tuple[str, ...]) -> tuple[Scenario, Game]:
    s = Scenario()
    s.hand(0, *hand)
    s.lands(0, "Mountain", lands)
    game = s.start(step="end", active=1)
    if game.decision.player != 0:
        s.pass_priority()
    return s, game


def test_cycles_a_cycling_land_once_it_has_lands_enough():
    s, game = at_opponents_end_step(5, ("Forgotten Cave",))
    action = choose(game)
    assert action == Action("special", (s.find("Forgotten Cave", "hand"), "cycle"))


def test_keeps_a_cycling_land_while_short_of_lands():
    _, game = at_opponents_end_step(3, ("Forgotten Cave", "Mountain"))
    assert choose(game).kind == "pass"


def test_cycles_a_spell_it_cannot_cast_soon_and_keeps_one_it_can():
    s, game = at_opponents_end_step(3, ("Akroma's Vengeance", "Mountain"))
    assert choose(game) == Action("special", (s.find("Akroma's Vengeance", "hand"), "cycle"))
    _, game = at_opponents_end_step(4, ("Solar Blast", "Mountain"))
    assert choose(game).kind == "pass"


def test_digs_for_land_when_it_has_none_to_play():
    s = Scenario()
    s.hand(0, "Solar Blast")
    s.lands(0, "Mountain", 3)
    game = s.start(step="main2", active=0)
    assert choose(game) == Action("special", (s.find("Solar Blast", "hand"), "cycle"))


def test_sparksmith_is_not_used_on_the_face_or_when_low():
    s = Scenario()
    smith = s.battlefield(0, "Sparksmith")
    s.battlefield(1, "Grizzly Bears")
    game = s.start(step="end", active=1)
    if game.decision.player != 0:
        s.pass_priority()
    assert choose(game).kind == "pass"  # one Goblin: 1 damage kills nothing
    s2 = Scenario()
    smith2 = s2.battlefield(0, "Sparksmith")
    s2.battlefield(0, "Goblin Sledder")
    s2.battlefield(1, "Grizzly Bears")
    game2 = s2.start(step="main1", active=0)
    assert choose(game2) == Action("activate", (smith2, 0))
    s3 = Scenario()
    s3.battlefield(0, "Sparksmith")
    s3.battlefield(0, "Goblin Sledder")
    s3.battlefield(1, "Grizzly Bears")
    game3 = s3.start(step="main1", active=0)
    game3.players[0].life = 8
    assert choose(game3).kind == "pass" and smith
