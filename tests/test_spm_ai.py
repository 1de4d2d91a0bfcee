"""The computer opponent with the Marvel's Spider-Man mechanics: web-slinging
only when it pays, mayhem cards discarded first, transforming with spare mana,
surveil like scry; and it beats random play with the bundled Spider-Man decks."""

from __future__ import annotations

from manastack import Action, Game, RandomAgent, load_deck
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario


def choose(game: Game, player: int = 0) -> Action:
    return ComputerAgent().choose(game.view(player), game.legal_actions())


def test_web_slinging_returns_a_cheaper_tapped_creature_when_the_mana_cost_is_out_of_reach():
    s = Scenario()
    web = s.hand(0, "Spider-Man, Web-Slinger")
    s.battlefield(0, "City Pigeon", tapped=True)
    s.battlefield(0, "Plains")
    s.start(step="main2")
    assert choose(s.game) == Action("cast", (web, "web_slinging"))


def test_no_web_slinging_when_only_a_bigger_creature_would_go_back():
    s = Scenario()
    web = s.hand(0, "Spider-Man, Web-Slinger")
    s.battlefield(0, "Web-Warriors", tapped=True)
    s.battlefield(0, "Plains")
    s.start(step="main2")
    assert choose(s.game) != Action("cast", (web, "web_slinging"))


def test_normal_cast_before_web_slinging_when_both_are_affordable():
    s = Scenario()
    web = s.hand(0, "Spider-Man, Web-Slinger")
    s.battlefield(0, "City Pigeon", tapped=True)
    s.lands(0, "Plains", 3)
    s.start(step="main2")
    assert choose(s.game) == Action("cast", (web, "normal"))


def test_web_slinging_for_the_bigger_cost_when_it_is_the_reward():
    """Spiders-Man's web-slinging cost is the expensive one, and pays 3 life and
    two Spiders: with six lands the computer takes it."""
    s = Scenario()
    horde = s.hand(0, "Spiders-Man, Heroic Horde")
    s.battlefield(0, "City Pigeon", tapped=True)
    s.lands(0, "Forest", 6)
    s.start(step="main2")
    assert choose(s.game) == Action("cast", (horde, "web_slinging"))


def test_discards_a_mayhem_card_it_can_cast_from_the_graveyard():
    s = Scenario()
    rendezvous = s.hand(0, "Romantic Rendezvous")
    s.hand(0, "Electro's Bolt", "Hill Giant")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Island")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(rendezvous)
    s.resolve()
    assert choose(s.game) == Action("choose", (s.find("Electro's Bolt"),))


def test_transforms_with_spare_mana():
    s = Scenario()
    parker = s.battlefield(0, "Peter Parker")
    for land in ("Forest", "Plains", "Island", "Plains"):
        s.battlefield(0, land)
    s.start()
    assert choose(s.game) == Action("activate", (parker, 1))


def test_casts_a_creature_before_transforming():
    s = Scenario()
    s.battlefield(0, "Peter Parker")
    bears = s.hand(0, "Grizzly Bears")
    for land in ("Forest", "Plains", "Island", "Plains"):
        s.battlefield(0, land)
    s.start()
    assert choose(s.game) == Action("cast", (bears, "normal"))


def test_surveil_bins_a_land_when_flooded():
    s = Scenario()
    research = s.hand(0, "Risky Research")
    s.lands(0, "Swamp", 6)
    s.library(0, "Island", "Hill Giant", "Island")
    s.start()
    s.cast(research)
    s.resolve()
    assert choose(s.game) == Action("choose", ("graveyard",))


def test_beats_the_random_agent_with_the_spider_man_decks():
    decks = ("spm-heroes", "spm-villains")
    games, wins = 20, 0
    for seed in range(games):
        seat = seed % 2
        game = Game(
            [load_deck(decks[seed % 2]).main, load_deck(decks[(seed // 2) % 2]).main], seed=seed
        )
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = ComputerAgent()
        while not game.over:
            player = game.decision.player
            view = game.view(player) if player == seat else {}
            game.act(agents[player].choose(view, game.legal_actions()))
        wins += game.winner == seat
    assert wins >= 0.9 * games
