"""The computer with the bending mechanics: it waterbends with creatures that
couldn't attack anyway and earthbends an untapped land."""

from manastack import Action
from manastack.players.ai import ComputerAgent
from manastack.scenario import Scenario


def _choice(s, player=0):
    return ComputerAgent().choose(s.game.view(player), s.game.legal_actions())


def test_computer_waterbends_with_a_summoning_sick_creature_first():
    s = Scenario()
    rallier = s.battlefield(0, "Water Tribe Rallier")
    ready = s.battlefield(0, "Grizzly Bears")
    sick = s.battlefield(0, "Grizzly Bears", sick=True)
    s.lands(0, "Plains", 5)
    s.start()
    s.act("activate", rallier, 0)
    assert _choice(s) == Action("waterbend", (sick,))
    assert ready != sick


def test_computer_earthbends_an_untapped_land():
    s = Scenario()
    cub = s.hand(0, "Badgermole Cub")
    s.lands(0, "Forest", 2)
    untapped = s.battlefield(0, "Plains")
    s.start()
    s.cast(cub)
    s.resolve()
    assert s.game.decision.kind == "target"
    assert _choice(s) == Action("target", (untapped,))
