"""There is one way to change the game: proposing events to the change module
(``manastack.engine.perform``: ``change`` or ``change_now``), which applies
replacement and prevention effects (CR 614-616) before performing them.

This scan reads the package with :mod:`ast` and fails if code outside the change
module calls its low-level performer or mover, or mutates game state directly: a
zone list edited, an object deleted from ``game.objects``, or life, poison, damage,
counters, tapped, face-down or attachment status assigned.  Such code would bypass
replacement effects, the way the draw step's draw once did.

Allowed outside the change module:

- the event handlers a mechanic registers in ``RULES.event_handlers`` (the change
  module calls them to perform an event after replacement);
- constructors and copies (``__init__``, ``copy``) and ``Game._new_object``, which
  build objects rather than change a game (a new object is in no zone until the
  change module puts it there);
- building a game before it starts: ``Game.__init__`` stocks the libraries, and
  ``engine/setup.py`` builds a scenario's position.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import manastack

PACKAGE = Path(manastack.__file__).parent
CHANGE_MODULE = PACKAGE / "engine" / "perform.py"
BUILDS_A_POSITION = {PACKAGE / "engine" / "setup.py"}
LOW_LEVEL = {"_perform", "_move_object", "move_object", "perform"}
STATE_ATTRIBUTES = {
    "life",
    "poison",
    "damage",
    "deathtouch_damage",
    "counters",
    "tapped",
    "face_down",
    "attached_to",
}
ZONES = {"hand", "library", "graveyard", "exile", "battlefield", "stack"}
LIST_EDITS = {"append", "remove", "insert", "pop", "extend", "clear"}
CONSTRUCTORS = {"__init__", "copy", "_new_object"}


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p != CHANGE_MODULE)


def _registered_handlers(tree: ast.Module) -> set[str]:
    """Names of functions registered with ``<rules>.event_handlers.register(kind, f)``."""
    names = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "register"
            and isinstance(node.func.value, ast.Attribute)
            and node.func.value.attr == "event_handlers"
            and len(node.args) == 2
            and isinstance(node.args[1], ast.Name)
        ):
            names.add(node.args[1].id)
    return names


def _is_zone_list(node: ast.expr) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in ZONES
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "zone_list"
    )


def _is_objects(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "objects"


def _mutations(body: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(body):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        for target in targets:
            if isinstance(target, ast.Attribute) and target.attr in STATE_ATTRIBUTES:
                yield node.lineno, f"assigns .{target.attr}"
            if isinstance(target, ast.Subscript):
                if isinstance(target.value, ast.Attribute) and target.value.attr == "counters":
                    yield node.lineno, "edits .counters[...]"
                if _is_objects(target.value):
                    yield node.lineno, "edits game.objects"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in LIST_EDITS
            and _is_zone_list(node.func.value)
        ):
            yield node.lineno, f"edits a zone list (.{node.func.attr})"
        if isinstance(node, ast.Name) and node.id in LOW_LEVEL:
            yield node.lineno, f"uses {node.id}"
        if isinstance(node, ast.Attribute) and node.attr in LOW_LEVEL:
            yield node.lineno, f"uses {node.attr}"
        if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith("perform"):
            for alias in node.names:
                if alias.name in LOW_LEVEL:
                    yield node.lineno, f"imports {alias.name}"


def _exempt_functions(tree: ast.Module) -> list[ast.AST]:
    """The functions whose mutations are allowed (see the module docstring)."""
    handlers = _registered_handlers(tree)
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and (node.name in handlers or node.name in CONSTRUCTORS)
    ]


def _bypasses_low_level(what: str) -> bool:
    return what.startswith(("uses", "imports"))


def _violations(tree: ast.Module) -> list[tuple[int, str]]:
    """Direct changes outside the allowed functions, and any use of the low-level
    performer or mover, allowed function or not."""
    allowed = {line for function in _exempt_functions(tree) for line, _ in _mutations(function)}
    return sorted(
        (line, what)
        for line, what in _mutations(tree)
        if line not in allowed or _bypasses_low_level(what)
    )


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_nothing_changes_the_game_outside_the_change_module(path: Path) -> None:
    if path in BUILDS_A_POSITION:
        return
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {what}" for line, what in _violations(tree)
    ]
    assert found == []


def test_the_scan_finds_each_kind_of_direct_change() -> None:
    """The scan itself: each kind of bypass is caught, and a registered event
    handler's own change is not (it runs inside the change module's perform)."""
    tree = ast.parse(
        "from ..engine.perform import _move_object\n"
        "def draw_step(game, p):\n"
        "    game.players[p].life -= 1\n"
        "    obj.tapped = False\n"
        "    obj.counters['+1/+1'] = 2\n"
        "    game.players[p].hand.append(3)\n"
        "    game.zone_list('hand', p).remove(3)\n"
        "    del game.objects[3]\n"
        "    _move_object(game, 3, 'hand', 'draw')\n"
        "def _handler(game, op):\n"
        "    game.objects[op['obj']].tapped = True\n"
        "def register(rules):\n"
        "    rules.event_handlers.register('x', _handler)\n"
    )
    assert _registered_handlers(tree) == {"_handler"}
    assert sorted({line for line, _ in _violations(tree)}) == [1, 3, 4, 5, 6, 7, 8, 9]
