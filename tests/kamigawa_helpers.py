"""Small helpers shared by the Kamigawa scenario tests (public API only)."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def actions_of(s: Scenario, kind: str) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == kind]


def choose(s: Scenario, value) -> None:
    s.game.act(Action("choose", (value,)))


def splice(s: Scenario, *cards: int) -> None:
    """Answer the splice question: reveal these cards in this order, then done."""
    assert s.game.decision.kind == "splice"
    for c in cards:
        choose(s, c)
    if s.game.decision.kind == "splice":
        s.game.act(Action("done"))


def finish_casting(s: Scenario, targets=()) -> None:
    """Choose targets in order and pay automatically."""
    targets = list(targets)
    g = s.game
    while g.decision.kind in ("target", "pay"):
        if g.decision.kind == "pay":
            g.act(Action("autopay"))
        elif targets:
            g.act(Action("target", (targets.pop(0),)))
        else:
            g.act(Action("done"))


def cast_with_splices(s: Scenario, spell: int, spliced=(), targets=()) -> None:
    s.game.act(Action("cast", (spell, "normal")))
    if s.game.decision.kind == "splice":
        splice(s, *spliced)
    else:
        assert not spliced, "no splice was offered"
    finish_casting(s, targets)


def yes(s: Scenario) -> None:
    choose(s, "yes")


def combat_to_blocks(s: Scenario, attackers, blocks) -> None:
    """Attack with ``attackers``, declare ``blocks`` (blocker, attacker) pairs."""
    s.attack(*attackers)
    s.block(*blocks)
