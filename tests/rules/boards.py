"""Shared set-ups for the combat and keyword tests: two boards facing each other."""

from manastack import Action
from manastack.scenario import Scenario


def board(mine=(), theirs=(), **opts):
    """Alice's and Bob's permanents on the battlefield, Alice's first main phase
    (libraries of two Islands so nobody loses to an empty draw)."""
    s = Scenario()
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    a = [s.battlefield(0, c) for c in mine]
    b = [s.battlefield(1, c) for c in theirs]
    s.start(step="main1", **opts)
    return s, a, b


def attackers_offered(s):
    s.pass_until_decision("attackers")
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}


def blocks_offered(s):
    """The blocks offered in this turn's declare blockers step (none if the
    step gave no blocking decision)."""
    g = s.game
    turn = g.turn_number
    while g.decision.kind != "blockers":
        assert g.turn_number == turn and g.step != "combat_damage"
        if g.step == "declare_blockers" and g.decision.kind == "priority":
            return set()
        g.act(Action("pass"))
    return {a.args for a in g.legal_actions() if a.kind == "block"}
