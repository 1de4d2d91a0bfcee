"""No keyword, event kind, decision kind, action kind or counter kind is a
free-typed string at a use site inside the package, and the engine's records
(``ctx.flags``, ``cast_info``, shields, delayed triggers) are not string-keyed
dicts (DESIGN: typed records, not strings): they are spelled with the enums of :mod:`manastack.core.kinds`, so a typo is
an ``AttributeError`` at import time instead of a rule that silently never applies.

The scan reads the package source with :mod:`ast` (not regular expressions), so
line breaks, keyword arguments and aliases don't hide a literal.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import manastack
from manastack.core.kinds import ActionKind, CounterKind, DecisionKind, EventKind, KeywordName

PACKAGE = Path(manastack.__file__).parent
# where the names are defined, and the translation tables that map each name to its
# message (their keys are the serialised forms the messages are looked up by)
EXEMPT = {"kinds.py"}

KEYWORDS = {k.value for k in KeywordName}
COUNTERS = {k.value for k in CounterKind}

# call name -> positions (and keyword names) of a kind argument
KIND_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "emit": ((0,), ("kind",)),
    "Event": ((0,), ("kind",)),
    "Action": ((0,), ("kind",)),
    "Decision": ((1,), ("kind",)),
    "Choice": ((1,), ("kind",)),
    "ask": ((1,), ("kind",)),
}
# call name -> positions of a keyword tuple or a single keyword
KEYWORD_ARGS: dict[str, tuple[int, ...]] = {
    "Keyword": (0,),
    "Pump": (3,),
    "grant": (0,),
    "has": (0,),
    "has_keyword": (0,),
    "pump_until_end_of_turn": (5,),
}
# call name -> positions (and keyword names) of a counter kind
COUNTER_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "enters_with_counters": ((0,), ("counter",)),
    "cost": ((), ("remove_counters",)),
    "Op": ((), ("counter",)),
    "AddCounters": ((), ("counter",)),
}


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _literals(node: ast.expr) -> list[str]:
    """The string literals ``node`` spells out directly (alone or in a tuple, list,
    set or frozenset call)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _literals(e)]
    if isinstance(node, ast.Call) and _name(node.func) in ("frozenset", "set", "tuple"):
        return [s for a in node.args for s in _literals(a)]
    return []


# the kinds of operations (``op.kind``) and of replacement abilities are a
# separate vocabulary, not swept yet
OTHER_KINDS = {"op", "ability"}


def _is_kind(node: ast.expr) -> bool:
    """``x.kind`` or a local called ``kind``."""
    if isinstance(node, ast.Attribute) and _name(node.value) in OTHER_KINDS:
        return False
    return _name(node) == "kind"


def _is_keywords(node: ast.expr) -> bool:
    return _name(node) == "keywords"


def _is_counters(node: ast.expr) -> bool:
    return _name(node) == "counters"


# typed records (slotted classes): their fields are attributes, never string keys
RECORDS = {"flags", "cast_info", "shields", "delayed"}


def violations(source: str, filename: str = "<source>") -> list[str]:
    """Every use site in ``source`` that spells a kind, keyword or counter as a
    string literal, as ``file:line: what``."""
    found: list[str] = []

    def report(node: ast.AST, what: str) -> None:
        found.append(f"{filename}:{getattr(node, 'lineno', 0)}: {what}")

    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call):
            name = _name(node.func)
            args = [(i, a) for i, a in enumerate(node.args)]
            if name in KIND_ARGS:
                positions, keywords = KIND_ARGS[name]
                picked = [a for i, a in args if i in positions]
                picked += [k.value for k in node.keywords if k.arg in keywords]
                for arg in picked:
                    for s in _literals(arg):
                        report(node, f"{name}() with the kind {s!r} as a string")
            if name in KEYWORD_ARGS:
                for i, arg in args:
                    if i in KEYWORD_ARGS[name]:
                        for s in _literals(arg):
                            if s in KEYWORDS:
                                report(node, f"{name}() with the keyword {s!r} as a string")
            if name in COUNTER_ARGS:
                positions, keywords = COUNTER_ARGS[name]
                picked = [a for i, a in args if i in positions]
                picked += [k.value for k in node.keywords if k.arg in keywords]
                for arg in picked:
                    for s in _literals(arg):
                        report(node, f"{name}() with the counter {s!r} as a string")
            # ctx.flags.get("cost"), obj.cast_info.get("ability")
            if (
                isinstance(node.func, ast.Attribute)
                and node.func.attr in ("get", "setdefault", "pop", "update")
                and _name(node.func.value) in RECORDS
            ):
                report(node, f"the record {_name(node.func.value)} used as a dict")
            # obj.counters.get("+1/+1", 0)
            if (
                isinstance(node.func, ast.Attribute)
                and node.func.attr in ("get", "setdefault", "pop")
                and _is_counters(node.func.value)
                and node.args
            ):
                for s in _literals(node.args[0]):
                    report(node, f"counters looked up by the string {s!r}")
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, sides[:-1], sides[1:], strict=True):
                if isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)):
                    for a, b in ((left, right), (right, left)):
                        if _is_kind(a) and _literals(b):
                            report(node, f"a kind compared with {_literals(b)!r}")
                if isinstance(op, (ast.In, ast.NotIn)) and _is_keywords(right):
                    for s in _literals(left):
                        report(node, f"the keyword {s!r} looked up as a string")
        elif isinstance(node, ast.Subscript) and _is_counters(node.value):
            for s in _literals(node.slice):
                report(node, f"counters indexed by the string {s!r}")
        elif (
            isinstance(node, ast.Subscript)
            and _name(node.value) in RECORDS
            and _literals(node.slice)
        ):
            report(node, f"the record {_name(node.value)} indexed by a string")
        elif isinstance(node, ast.Match) and _is_kind(node.subject):
            for case in node.cases:
                for sub in ast.walk(case.pattern):
                    if isinstance(sub, ast.MatchValue):
                        for s in _literals(sub.value):
                            report(sub, f"a kind matched against {s!r}")
    return found


def package_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name not in EXEMPT)


def test_the_package_spells_no_kind_as_a_string():
    found = [
        v
        for path in package_files()
        for v in violations(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))
    ]
    assert found == []


@pytest.mark.parametrize(
    "line",
    [
        'game.emit("damage", source=1)',
        "game.emit(\n    'zone', obj=1)",
        'Choice(ctx.controller, "card_name", "prompt.card_name", ())',
        'Choice(0, kind="scry", prompt="p", options=())',
        'Action("play", (3,))',
        'Decision(0, "priority")',
        'if event.kind == "damage": pass',
        'if "zone" != ev.kind: pass',
        'if d.kind in ("x", "mode"): pass',
        'if kind in {"turn", "step"}: pass',
        'if "flying" in ch.keywords: pass',
        'grant(("haste",), 1)',
        'Pump(target_creature(), 0, 0, ("flying",))',
        'CANT_BLOCK = Keyword("cant_block")',
        'cost(remove_counters=("divinity", 1))',
        'obj.counters.get("+1/+1", 0)',
        'enters_with_counters("divinity", 1)',
        'Op(OpKind.COUNTERS, obj=1, counter="-1/-1", amount=1)',
        'ctx.flags["x_chosen"] = True',
        'ctx.flags.get("adjust", 0)',
        'info = obj.cast_info["ctx"]',
        'obj.cast_info.get("ability")',
    ],
)
def test_the_scan_catches_a_literal(line):
    assert violations(line) != []


@pytest.mark.parametrize(
    "line",
    [
        "game.emit(EventKind.DAMAGE, source=1)",
        "Action(ActionKind.PLAY, (3,))",
        "if d.kind in (DecisionKind.X, DecisionKind.MODE): pass",
        "if KeywordName.FLYING in ch.keywords: pass",
        'event["step"] == "upkeep"',
        "obj.counters.get(CounterKind.P1P1, 0)",
        "ctx.flags.x_chosen = True",
        "obj.cast_info.ability",
    ],
)
def test_the_scan_lets_constants_through(line):
    assert violations(line) == []


def test_the_enums_keep_the_serialised_forms():
    """Saves, JSON views and scripts use the plain strings: each member is its value."""
    assert ActionKind.PASS == "pass" and f"{ActionKind.PLAY}" == "play"
    assert CounterKind.P1P1 == "+1/+1" and str(CounterKind.M1M1) == "-1/-1"
    assert DecisionKind.CARD_NAME == "card_name"
    assert EventKind.DAMAGE == "damage" and KeywordName.FLYING == "flying"
