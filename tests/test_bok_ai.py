"""The computer with the Kamigawa mechanics: ninjutsu (CR 702.49), regeneration
(CR 701.15), fear (CR 702.36) and the Shoals' alternative cost."""

from manastack import Action, Game
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario


def choose(game: Game, agent: ComputerAgent | None = None) -> Action:
    player = game.decision.player
    return (agent or ComputerAgent()).choose(game.view(player), game.legal_actions())


def test_swaps_an_unblocked_attacker_for_its_best_ninja():
    s = Scenario()
    s.hand(0, "Ninja of the Deep Hours")
    slitter = s.hand(0, "Throat Slitter")
    runner = s.battlefield(0, "Nezumi Cutthroat")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=0)
    s.attack(runner)
    s.pass_until("declare_blockers")
    game = s.game
    assert choose(game) == Action("activate", (slitter, 0))
    game.act(Action("activate", (slitter, 0)))
    while game.decision.kind != "priority":
        game.act(choose(game))
    s.resolve()
    assert "Throat Slitter" in s.battlefield_names(0) and s.hand_names(0) == [
        "Ninja of the Deep Hours",
        "Nezumi Cutthroat",
    ]


def test_holds_a_ninja_while_it_has_an_attacker_to_swap():
    s = Scenario()
    ninja = s.hand(0, "Ninja of the Deep Hours")
    s.hand(0, "Soratami Cloudskater")
    s.battlefield(0, "Nezumi Cutthroat")
    s.lands(0, "Island", 4)
    game = s.start(step="main1", active=0)
    action = choose(game)
    assert action.kind == "cast" and action.args[0] != ninja


def test_regenerates_a_blocker_that_would_die():
    s = Scenario()
    outcast = s.battlefield(0, "Numai Outcast")  # 3/3 when it blocks (bushido 2)
    s.battlefield(0, "Swamp")
    kami = s.battlefield(1, "Moss Kami")  # 5/5 trample
    s.start(step="main1", active=1)
    s.attack(kami)
    s.pass_until_decision("blockers")
    s.act("block", outcast, kami).act("done")
    game = s.game
    agent = ComputerAgent()
    while not (game.decision.player == 0 and game.decision.kind == "priority" and not game.stack):
        game.act(choose(game, agent))  # bushido resolves first
    assert choose(game, agent) == Action("activate", (outcast, 1))
    game.act(Action("activate", (outcast, 1)))
    while game.decision.kind != "priority":
        game.act(choose(game, agent))
    s.resolve()
    assert choose(game, agent) != Action("activate", (outcast, 1))  # one shield is enough


def test_does_not_block_a_fear_creature_with_what_cannot_block_it():
    """Its blocking plan knows fear: the Bears are no answer to the Cutthroat."""
    s = Scenario()
    cutthroat = s.battlefield(1, "Nezumi Cutthroat")
    s.battlefield(0, "Grizzly Bears")
    game = s.start(step="main1", active=1)
    game.players[0].life = 2
    agent = ComputerAgent()
    assert agent.plan_blocks(game.view(0)) == []
    assert cutthroat in game.battlefield


def test_casts_a_shoal_for_its_mana_cost_when_it_can_and_exiles_the_biggest_card():
    s = Scenario()
    shoal = s.hand(0, "Blazing Shoal")
    s.hand(0, "Earthshaker", "Glacial Ray")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=1)
    s.attack(giant)
    s.pass_until_decision("blockers")
    s.act("block", bears, giant).act("done")
    game = s.game
    agent = ComputerAgent()
    while not (game.decision.player == 0 and game.decision.kind == "priority" and not game.stack):
        game.act(choose(game, agent))
    assert choose(game, agent) == Action("cast", (shoal, "shoal"))  # no lands: the Shoal way
    game.act(Action("cast", (shoal, "shoal")))
    assert game.card_name(choose(game, agent).args[0]) == "Earthshaker"
