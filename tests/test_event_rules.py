"""Every event names the rule behind it and the catalogue has a one-line reason
for that rule in English, Italian and French (``why N`` and ``log --rules`` in
the terminal).  A new event kind, or a new rule at an emit site, without its
rule or its reason fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from manastack import Game, load_deck
from manastack.core.kinds import EventKind
from manastack.core.rule_numbers import EVENT_RULES, LOSS_RULES, ZONE_RULES
from manastack.engine.messages import RULE_REASONS, rule_reason, translate
from manastack.players.agents import RandomAgent, play_game

SOURCE = Path(__file__).resolve().parent.parent / "manastack"


def _calls() -> list[ast.Call]:
    return [
        node
        for path in sorted(SOURCE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
    ]


def _rules_named_at_call_sites() -> set[str]:
    """Every rule number written in a ``rule=...`` given to a call in the engine
    (an emit, a move, an Op), including each branch of ``"a" if c else "b"``
    (not the keys of ``op["rule"]``)."""
    return {
        node.value
        for call in _calls()
        for kw in call.keywords
        if kw.arg == "rule"
        for node in ast.walk(kw.value)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.fullmatch(r"\d{3}\.\d+[a-z]?", node.value)
    }


def test_every_event_kind_has_its_rule():
    assert set(EVENT_RULES) == set(EventKind)


def test_every_kind_emitted_by_name_is_an_event_kind():
    """An ast scan of every ``emit(EventKind.X, ...)``: X is an EventKind, hence
    in EVENT_RULES (the scan must find the emit sites it checks)."""
    emitted = [
        call.args[0].attr
        for call in _calls()
        if isinstance(call.func, ast.Attribute)
        and call.func.attr == "emit"
        and call.args
        and isinstance(call.args[0], ast.Attribute)
        and isinstance(call.args[0].value, ast.Name)
        and call.args[0].value.id == "EventKind"
    ]
    assert len(emitted) > 40
    assert [name for name in emitted if name not in EventKind.__members__] == []


def test_every_rule_an_event_may_carry_has_a_reason_in_every_language():
    rules = set(EVENT_RULES.values()) | set(ZONE_RULES.values()) | set(LOSS_RULES.values())
    rules |= _rules_named_at_call_sites()
    assert {"701.21a", "701.21b", "704.5g", "103.5"} <= rules  # tap, untap, the sites' own
    assert sorted(r for r in rules if r not in RULE_REASONS) == []
    for rule in rules:
        reason = RULE_REASONS[rule]
        assert translate(reason, "it") != reason, rule
        assert translate(reason, "fr") != reason, rule


@pytest.mark.parametrize(
    ("decks", "seed"),
    [
        (("red-green", "white-blue"), 1),
        (("onslaught-morph", "ug-bending"), 2),
        (("spm-heroes", "gw-airbend-sagas"), 3),
    ],
)
def test_every_event_of_whole_games_is_told_with_its_rule_and_reason(decks, seed):
    """Random games: each event carries a rule, and ``why`` tells a reason for
    it (not a bare number) in each language, to each player and to no one."""
    game = Game([load_deck(d).main for d in decks], seed=seed)
    play_game(game, [RandomAgent(seed), RandomAgent(seed + 1)])
    assert game.over
    kinds = set()
    for event in game.events:
        assert event.rule, event.kind
        kinds.add(event.kind)
        for viewer in (0, 1, None):
            for lang in ("en", "it", "fr"):
                told = rule_reason(game, event, viewer, lang)
                assert told.startswith(f"{event.rule} — ") and len(told) > len(event.rule) + 8
    assert {EventKind.TAP, EventKind.UNTAP, EventKind.MANA, EventKind.STEP} <= kinds
