"""Invariant checks used by the random-play tests (public API only)."""

from __future__ import annotations

import enum
import json
import random
import types
from typing import Any

from manastack import Action, Game, snapshot
from manastack.engine.messages import sees_library_top

# memo tables the game documents as shared by its copies (see Game.__init__):
# filling them from a copy is by design, and they hold no state of their own
SHARED_CACHES = frozenset({"base_cache", "stamped_cache", "values_cache", "_any_card"})
_ATOMS = (type(None), bool, int, float, complex, str, bytes)


def fingerprint(game: Game) -> Any:
    """The whole state of ``game`` as one nested value: every attribute of the
    game and of everything it holds (objects, pending steps and their contexts,
    effects, events, the history, caches), the random generator's state, the
    values captured by closures; types included, so ``1``, ``1.0`` and ``True``
    differ.  Objects reached twice are dumped once and compared by value, so the
    result doesn't depend on what is shared with copies.  Two fingerprints are
    equal exactly when nothing in the game changed.

    The legal actions are worked out first: the game keeps them as a memo of the
    current decision, which must not make states that are the same differ."""
    game.legal_actions()
    return _dump(game, {}, set())


def _dump(value: Any, memo: dict[int, Any], active: set[int]) -> Any:
    kind = type(value)
    if kind in _ATOMS:
        return (kind.__name__, value)
    key = id(value)
    if key in memo:
        return memo[key]
    if key in active:  # a cycle: the object is being dumped further up
        return ("cycle", kind.__name__)
    active.add(key)
    name = f"{kind.__module__}.{kind.__qualname__}"
    if isinstance(value, random.Random):
        out: Any = (name, value.getstate())
    elif isinstance(value, enum.Enum):  # the names of manastack.kinds
        out = (name, value.value)
    elif isinstance(
        value,
        (types.FunctionType, types.MethodType, types.BuiltinFunctionType, type, types.ModuleType),
    ):
        cells = getattr(value, "__closure__", None) or ()
        bound = getattr(value, "__self__", None)
        bound_dump = _dump(bound, memo, active) if isinstance(value, types.MethodType) else None
        out = (
            name,
            getattr(value, "__qualname__", repr(value)),
            tuple(_dump(c.cell_contents, memo, active) for c in cells if _cell_full(c)),
            _dump(getattr(value, "__defaults__", None), memo, active),
            bound_dump,
        )
    elif isinstance(value, (list, tuple)):
        out = (name, tuple(_dump(v, memo, active) for v in value))
    elif isinstance(value, dict):
        out = (
            name,
            tuple((_dump(k, memo, active), _dump(v, memo, active)) for k, v in value.items()),
        )
    elif isinstance(value, (set, frozenset)):
        out = (name, tuple(sorted((_dump(v, memo, active) for v in value), key=repr)))
    else:
        fields = dict(getattr(value, "__dict__", {}))
        for klass in kind.__mro__:
            for slot in getattr(klass, "__slots__", ()):
                if hasattr(value, slot):
                    fields[slot] = getattr(value, slot)
        if value.__class__ is Game or isinstance(value, Game):
            fields = {k: v for k, v in fields.items() if k not in SHARED_CACHES}
        if not fields and not isinstance(value, (list, tuple, dict)):
            fields = {"repr": repr(value)}
        out = (name, tuple((k, _dump(v, memo, active)) for k, v in sorted(fields.items())))
    active.discard(key)
    memo[key] = out
    return out


def _cell_full(cell: types.CellType) -> bool:
    try:
        cell.cell_contents  # noqa: B018
    except ValueError:  # an empty cell
        return False
    return True


def typed(value: Any) -> Any:
    """``value`` with the type of every part, so 1, 1.0 and True differ."""
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(typed(v) for v in value))
    if isinstance(value, str):  # a kind's str enum is the string it stands for
        return ("str", str.__str__(value))
    return (type(value).__name__, value)


def as_legal(value: Any) -> Any:
    """What ``value`` given to act() stands for, typed as :func:`typed` types a
    legal action ``(kind, *args)``: a JSON-like list's lists are tuples."""
    if isinstance(value, Action):
        return typed((value.kind, *value.args)) if type(value.args) is tuple else None
    if type(value) is list:
        return typed(_tuples(value))
    return None


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, (list, tuple)) else value


def zones_consistent(game: Game) -> None:
    """Every object is in exactly one zone, and every zone entry is an object."""
    seen: dict[int, str] = {}
    zones = [("battlefield", game.battlefield), ("stack", game.stack), ("exile", game.exile)]
    for p in game.players:
        zones += [
            (f"library{p.index}", p.library),
            (f"hand{p.index}", p.hand),
            (f"graveyard{p.index}", p.graveyard),
        ]
    for name, ids in zones:
        for oid in ids:
            assert oid not in seen, f"object {oid} is in {seen[oid]} and {name}"
            seen[oid] = name
            assert oid in game.objects, f"{name} holds unknown object {oid}"
    assert set(seen) == set(game.objects), "objects outside every zone"
    for oid in game.battlefield:
        obj = game.objects[oid]
        assert all(n > 0 for n in obj.counters.values()), obj.counters
        assert obj.damage >= 0


def view_hides(game: Game, viewer: int) -> None:
    """The view holds nothing the viewer may not know."""
    view = game.view(viewer)
    text = json.dumps(view)
    other = 1 - viewer
    opp = view["players"][other]
    assert "hand" not in opp
    for entry in opp["known_hand"]:
        assert viewer in game.known.get(entry["id"], ())
    assert isinstance(opp["library"], int)
    for perm in view["battlefield"]:
        obj = game.objects[perm["id"]]
        if (
            obj.face_down
            and game.controller_of(obj.id) != viewer
            and not game.over
            and viewer not in game.known.get(obj.id, ())
        ):
            assert "card" not in perm and obj.card.name not in perm["name"]
    for card in view["exile"]:  # exiled face down: nobody may look (CR 406.3)
        obj = game.objects[card["id"]]
        if obj.face_down and viewer not in game.known.get(obj.id, ()):
            assert obj.card.name not in card["name"]
    if game.decision is not None and game.decision.player != viewer:
        assert "actions" not in view["decision"]
    # the names of cards in the opponent's hand and library never appear as such,
    # but for the cards a player searching that library finds (CR 701.19) and a top
    # card an effect reveals or lets them see (CR 401.5: Future Sight; the
    # independent checker of tests/hidden_info.py judges those from the cards)
    searched = set()
    if game.decision is not None and game.decision.player == viewer:
        searched = {c["id"] for c in view["decision"].get("revealed", ())}
    for oid in game.players[other].library:
        assert (
            oid in searched
            or (oid == game.players[other].library[-1] and sees_library_top(game, oid, viewer))
            or f'"id": {oid},' not in text
        )


def copy_matches(game: Game) -> None:
    twin = game.copy()
    assert snapshot(twin) == snapshot(game)


def json_round_trip(game: Game) -> None:
    data = json.loads(json.dumps(game.to_json()))
    again = Game.from_json(data)
    assert snapshot(again) == snapshot(game)


MAX_ACTIONS = 30_000  # random agents can loop on a free ability ({0}: Regenerate) for ever


def play_checked(game: Game, seed: int, view_rate: float = 0.02, copy_rate: float = 0.01) -> Game:
    """Play ``game`` with two seeded random agents until it ends (or for
    ``MAX_ACTIONS`` actions: two random agents may keep activating a free ability
    without end), checking the zone invariants after every action, and sometimes
    the views and copies."""
    import random

    from manastack import RandomAgent

    agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
    checks = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.over:
            break
        actions = game.legal_actions()
        assert actions
        zones_consistent(game)
        if checks.random() < view_rate:
            view_hides(game, 0)
            view_hides(game, 1)
        if checks.random() < copy_rate:
            copy_matches(game)
        game.act(agents[game.decision.player].choose({}, actions))
    assert game.winner in (0, 1, None)
    return game
