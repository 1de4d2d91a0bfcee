"""The computer opponent: sensible choices in set positions, and it beats the
random agent (the full 200-game figure comes from ``manastack simulate``)."""

import time

from manastack import Action, Game, RandomAgent, load_deck
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario

DECKS = ["red-green", "white-blue", "black-red"]


def choose(game: Game, player: int = 0) -> Action:
    return ComputerAgent().choose(game.view(player), game.legal_actions())


def test_plays_a_land_first_in_its_main_phase():
    s = Scenario()
    s.hand(0, "Forest", "Grizzly Bears")
    game = s.start(step="main1", active=0)
    action = choose(game)
    assert action.kind == "play"
    assert game.card_name(action.args[0]) == "Forest"


def test_spends_its_mana_on_the_most_expensive_spell():
    s = Scenario()
    s.hand(0, "Grizzly Bears", "Hill Giant")
    s.lands(0, "Mountain", 4)
    game = s.start(step="main1", active=0)
    action = choose(game)
    assert action.kind == "cast" and game.card_name(action.args[0]) == "Hill Giant"


def test_burn_goes_to_the_biggest_threat_it_can_kill():
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    nighthawk = s.battlefield(1, "Vampire Nighthawk")
    s.battlefield(1, "Serra Angel")  # too big for 3 damage
    game = s.start(step="main1", active=0)
    assert choose(game) == Action("cast", (bolt, "normal"))
    game.act(Action("cast", (bolt, "normal")))
    while game.decision.kind != "target":
        game.act(choose(game))
    assert choose(game) == Action("target", (nighthawk,))


def test_burn_goes_to_the_face_when_lethal():
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    game = s.start(step="main1", active=0)
    game.players[1].life = 3
    game.act(Action("cast", (bolt, "normal")))
    while game.decision.kind != "target":
        game.act(choose(game))
    assert choose(game) == Action("target", ("P1",))


def test_no_suicidal_attack_into_a_bigger_blocker():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    game = s.start(step="main1", active=0)
    while game.decision.kind != "attackers":
        game.act(Action("pass"))
    assert choose(game) == Action("done")


def test_attacks_when_no_blocker_can_stop_it():
    s = Scenario()
    angel = s.battlefield(0, "Serra Angel")
    s.battlefield(1, "Hill Giant")
    game = s.start(step="main1", active=0)
    while game.decision.kind != "attackers":
        game.act(Action("pass"))
    assert choose(game) == Action("attack", (angel, "P1"))


def test_blocks_with_a_creature_that_survives_and_kills():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    spider = s.battlefield(1, "Giant Spider")
    s.battlefield(1, "Ornithopter")
    game = s.start(step="main1", active=0)
    s.attack(bears)
    while game.decision.kind != "blockers":
        game.act(Action("pass"))
    assert game.decision.player == 1
    assert choose(game, 1) == Action("block", (spider, bears))


def test_chump_blocks_only_to_stay_alive():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bird = s.battlefield(1, "Ornithopter")
    game = s.start(step="main1", active=0)
    s.attack(giant)
    while game.decision.kind != "blockers":
        game.act(Action("pass"))
    assert choose(game, 1) == Action("done")
    game.players[1].life = 3
    assert choose(game, 1) == Action("block", (bird, giant))


def test_beats_the_random_agent_and_decides_fast():
    games, wins, decisions, spent = 36, 0, 0, 0.0
    for seed in range(games):
        decks = [load_deck(DECKS[seed % 3]).main, load_deck(DECKS[(seed // 3) % 3]).main]
        seat = seed % 2
        game = Game(decks, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = ComputerAgent()
        while not game.over:
            player = game.decision.player
            actions = game.legal_actions()
            if player == seat:
                started = time.perf_counter()
                action = agents[player].choose(game.view(player), actions)
                spent += time.perf_counter() - started
                decisions += 1
            else:
                action = agents[player].choose({}, actions)
            game.act(action)
        wins += game.winner == seat
    assert wins >= 0.9 * games
    assert spent / decisions < 0.05  # well under a second per decision


def test_scry_keeps_a_land_when_short_of_lands_and_bottoms_it_when_flooded():
    for lands, expected in ((1, "top"), (6, "bottom")):
        s = Scenario()
        opt = s.hand(0, "Opt")
        s.lands(0, "Island", lands)
        s.library(0, "Plains", "Plains")
        game = s.start(step="main1", active=0)
        s.cast(opt).pass_priority(2)
        assert game.decision.kind == "scry"
        assert choose(game) == Action("choose", (expected,))


def test_mulligans_a_hand_without_lands_but_keeps_after_two_mulligans():
    game = Game([load_deck("red-green").main, load_deck("white-blue").main], seed=1)
    game.act(Action("choose", ("play",)))
    player = game.decision.player
    view = game.view(player)
    hand = view["players"][player]["hand"]
    view["players"][player]["hand"] = [dict(c, name="Lightning Bolt") for c in hand]
    agent = ComputerAgent()
    assert agent.choose(view, game.legal_actions()) == Action("mulligan")
    view["players"][player]["mulligans"] = 2
    assert agent.choose(view, game.legal_actions()) == Action("keep")


def _pacifism_on_the_angel() -> Scenario:
    s = Scenario()
    s.hand(0, "Pacifism")
    s.lands(0, "Plains", 2)
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(1, "Pacifism", attached_to=angel)
    return s


def test_a_second_pacifism_goes_on_the_free_creature_not_the_pacified_one():
    s = _pacifism_on_the_angel()
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start(step="main1", active=0)
    cast = choose(game)
    assert cast.kind == "cast" and game.card_name(cast.args[0]) == "Pacifism"
    game.act(cast)
    assert choose(game) == Action("target", (bears,))  # not the more valuable Serra Angel


def test_no_pacifism_when_every_creature_is_already_pacified():
    game = _pacifism_on_the_angel().start(step="main1", active=0)
    assert choose(game).kind == "pass"


def test_equipment_goes_on_a_creature_that_can_attack_never_on_a_wall():
    s = Scenario()
    splitter = s.battlefield(0, "Bonesplitter")
    s.battlefield(0, "Wall of Stone")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    game = s.start(step="main1", active=0)
    equip = choose(game)
    assert equip == Action("activate", (splitter, equip.args[1]))
    game.act(equip)
    assert choose(game) == Action("target", (bears,))


def test_no_equip_when_only_a_wall_could_carry_it():
    s = Scenario()
    s.battlefield(0, "Bonesplitter")
    s.battlefield(0, "Wall of Stone")
    s.lands(0, "Mountain", 2)
    game = s.start(step="main1", active=0)
    assert choose(game).kind == "pass"
