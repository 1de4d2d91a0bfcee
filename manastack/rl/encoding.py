"""Fixed-size numeric encodings of one player's view, for learning agents.

:class:`Encoder` turns ``game.view(player)`` -- and nothing else -- into a dictionary
of numpy arrays of fixed shapes, written in place into buffers it allocates once.
Everything it reads is what that player may know (CR 400.2, 708.5), so two games
that differ only in cards hidden from the player encode identically for them.

The arrays (``N`` = ``max_actions``, ``V`` = :data:`NUM_CARD_IDS`):

``globals`` float32 ``(GLOBAL_SIZE,)``
    ``[turn, i am the active player, i have priority, the decision is mine,
    the game is over, stack size, exile size]``, the step one-hot
    (:data:`STEPS`), the decision kind one-hot (:data:`DECISION_KINDS`), then for
    me and then for my opponent ``[life, poison, library size, hand size,
    graveyard size, mulligans, has lost, permanents controlled, mana pool W U B R G C]``.
``hand`` int32 ``(MAX_HAND,)``
    my hand, card ids in the view's order, 0 for an empty slot.
``battlefield`` int32 ``(MAX_PERMANENTS,)`` and ``battlefield_features`` float32
``(MAX_PERMANENTS, PERMANENT_SIZE)``
    every permanent in battlefield order: its card id and
    ``[mine, tapped, face down, summoning sick, attacking, blocking, attached,
    power, toughness, damage, +1/+1 counters, -1/-1 counters, other counters]``,
    card types (:data:`PERMANENT_TYPES`), colours (WUBRG) and keywords
    (:data:`KEYWORDS`) as 0/1.
``stack`` int32 ``(MAX_STACK,)`` and ``stack_features`` float32 ``(MAX_STACK, 3)``
    the stack from the top down: card id (of the source, for an ability) and
    ``[mine, is an ability, face down]``.
``graveyards`` float32 ``(2, V)``, ``exile`` float32 ``(V,)``, ``known_hand``
float32 ``(V,)``
    how many copies of each card id are in my graveyard and my opponent's, in
    exile, and in my opponent's hand among the cards I have been shown.
``action_mask`` int8 ``(N,)``, ``action_features`` float32 ``(N, ACTION_SIZE)``,
``action_cards`` int32 ``(N, 2)``, ``action_slots`` int32 ``(N, 2)``
    see below.

**Card ids.**  0 is an empty slot, 1 a card the player can't identify (face down)
or one outside the card pool (tokens, the flipped face of a flip card); card
``CARD_NAMES[i]`` is ``i + 2``.

**Action indices.**  When the decision is the player's, index ``i < n`` stands
for the ``i``-th of the ``n`` legal actions in the engine's order
(``game.legal_actions()[i]``, the same order as the view's actions);
``action_mask`` is 1 exactly on ``0 .. n-1``.  Each legal action has one index and
each index below ``n`` one action.  Row ``i`` of ``action_features`` describes
action ``i``: its kind one-hot (:data:`ACTION_KINDS`), then for the first two
objects or players it names ``[in my hand, on the battlefield, on the stack, in a
graveyard, in exile, elsewhere (a card I am shown), mine, is me, is my opponent]``,
then its first two plain numbers (an ability index, an amount) and its string
options one-hot (:data:`OPTIONS`).  ``action_cards[i]`` holds the card ids of
those two objects and ``action_slots[i]`` their rows plus one in ``hand``,
``battlefield`` or ``stack`` (0: none), so a policy can point at them.  An
integer argument counts as an object when the view shows an object with that id.
When the decision is not the player's, the mask and the action arrays are zero.

Zones with more entries than their table holds are cut to the table (the
``globals`` counts stay exact); a decision with more than ``max_actions`` legal
actions raises :class:`TooManyActions` rather than hide some of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from manastack import all_cards
from manastack.core.kinds import CounterKind

CARD_NAMES: tuple[str, ...] = tuple(card.name for card in all_cards())
CARD_IDS: dict[str, int] = {name: i + 2 for i, name in enumerate(CARD_NAMES)}
EMPTY, UNKNOWN = 0, 1
NUM_CARD_IDS = len(CARD_NAMES) + 2

STEPS = (
    "setup",
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
DECISION_KINDS = (
    "start",
    "mulligan",
    "bottom",
    "priority",
    "mana_abilities",
    "pay",
    "target",
    "mode",
    "x",
    "attackers",
    "blockers",
    "assign_damage",
    "damage_order",
    "discard",
    "sacrifice",
    "legend_rule",
    "morph_cost",
    "order_triggers",
    "splice",
    "scry",
    "other",
)
ACTION_KINDS = (
    "pass",
    "play",
    "cast",
    "activate",
    "special",
    "mana_abilities",
    "mana",
    "autopay",
    "target",
    "choose",
    "attack",
    "block",
    "done",
    "keep",
    "mulligan",
    "other",
)
OPTIONS = (
    "play",
    "draw",
    "normal",
    "morph",
    "entwine",
    "turn_face_up",
    "W",
    "U",
    "B",
    "R",
    "G",
    "C",
    "other",
)
PERMANENT_TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker")
COLOURS = ("W", "U", "B", "R", "G")
MANA = (*COLOURS, "C")
KEYWORDS = (
    "flying",
    "reach",
    "first strike",
    "double strike",
    "deathtouch",
    "lifelink",
    "trample",
    "vigilance",
    "haste",
    "defender",
    "menace",
    "hexproof",
    "shroud",
    "indestructible",
    "flash",
    "unblockable",
    "protection",
    "ward",
    "morph",
    "bushido",
    "soulshift",
    "splice",
    "entwine",
)
ZONES = ("hand", "battlefield", "stack", "graveyard", "exile", "elsewhere")

MAX_HAND = 16
MAX_PERMANENTS = 48
MAX_STACK = 8
MAX_ACTIONS = 64
PLAYER_SIZE = 8 + len(MANA)
GLOBAL_SIZE = 7 + len(STEPS) + len(DECISION_KINDS) + 2 * PLAYER_SIZE
PERMANENT_SIZE = 13 + len(PERMANENT_TYPES) + len(COLOURS) + len(KEYWORDS)
STACK_SIZE = 3
REF_SIZE = len(ZONES) + 3
ACTION_SIZE = len(ACTION_KINDS) + 2 * REF_SIZE + 2 + len(OPTIONS)

_STEP = {s: i for i, s in enumerate(STEPS)}
_DECISION = {k: i for i, k in enumerate(DECISION_KINDS)}
_ACTION = {k: i for i, k in enumerate(ACTION_KINDS)}
_OPTION = {o: i for i, o in enumerate(OPTIONS)}
_TYPE = {t: i for i, t in enumerate(PERMANENT_TYPES)}
_COLOUR = {c: i for i, c in enumerate(COLOURS)}
_KEYWORD = {k: i for i, k in enumerate(KEYWORDS)}
_ZONE = {z: i for i, z in enumerate(ZONES)}


class TooManyActions(ValueError):
    """A decision has more legal actions than the encoding has indices."""


def card_id(name: str) -> int:
    """The card id of a card name (:data:`UNKNOWN` outside the card pool)."""
    return CARD_IDS.get(name, UNKNOWN)


def _entry_card(entry: dict[str, Any]) -> int:
    """The card id of a view entry: the card behind a face-down object only when
    the view shows it (CR 708.5), else :data:`UNKNOWN`."""
    if "card" in entry:
        return card_id(entry["card"])
    if entry.get("face_down"):
        return UNKNOWN
    return card_id(entry["name"])


class Encoder:
    """Encodes views of one seat into preallocated arrays (see the module docs).

    ``encode(view)`` overwrites and returns :attr:`buffers`, the same arrays each
    time: copy them to keep an observation."""

    def __init__(self, max_actions: int = MAX_ACTIONS) -> None:
        if not isinstance(max_actions, int) or isinstance(max_actions, bool) or max_actions < 1:
            raise ValueError(f"max_actions must be a whole number above 0, not {max_actions!r}")
        self.max_actions = max_actions
        self.buffers: dict[str, np.ndarray] = {
            name: np.zeros(shape, dtype) for name, (shape, dtype) in self.shapes().items()
        }
        # each distinct permanent row made, by what it shows (see _shown): a
        # board mostly shows again what it showed at the last step
        self._rows: dict[tuple[Any, ...], np.ndarray] = {}

    def shapes(self) -> dict[str, tuple[tuple[int, ...], type]]:
        """The shape and dtype of each array."""
        n = self.max_actions
        return {
            "globals": ((GLOBAL_SIZE,), np.float32),
            "hand": ((MAX_HAND,), np.int32),
            "battlefield": ((MAX_PERMANENTS,), np.int32),
            "battlefield_features": ((MAX_PERMANENTS, PERMANENT_SIZE), np.float32),
            "stack": ((MAX_STACK,), np.int32),
            "stack_features": ((MAX_STACK, STACK_SIZE), np.float32),
            "graveyards": ((2, NUM_CARD_IDS), np.float32),
            "exile": ((NUM_CARD_IDS,), np.float32),
            "known_hand": ((NUM_CARD_IDS,), np.float32),
            "action_mask": ((n,), np.int8),
            "action_features": ((n, ACTION_SIZE), np.float32),
            "action_cards": ((n, 2), np.int32),
            "action_slots": ((n, 2), np.int32),
        }

    def encode(self, view: dict[str, Any]) -> dict[str, np.ndarray]:
        """Write ``view`` (a :meth:`Game.view` in English) into :attr:`buffers`."""
        b = self.buffers
        for array in b.values():
            array.fill(0)
        me = view["you"]
        players = view["players"]
        mine, theirs = players[me], players[1 - me]
        g = b["globals"]
        decision = view.get("decision")
        my_decision = decision is not None and decision["player"] == me
        g[0:7] = (
            view["turn"],
            view["active_player"] == me,
            view["priority"] == me,
            my_decision,
            view["over"],
            len(view["stack"]),
            len(view["exile"]),
        )
        at = 7
        g[at + _STEP.get(view["step"], 0)] = 1
        at += len(STEPS)
        if decision is not None:
            g[at + _DECISION.get(decision["kind"], len(DECISION_KINDS) - 1)] = 1
        at += len(DECISION_KINDS)
        controlled = [0, 0]
        for permanent in view["battlefield"]:
            controlled[permanent["controller"]] += 1
        for player in (mine, theirs):
            pool = player["mana_pool"]
            g[at : at + PLAYER_SIZE] = (
                player["life"],
                player["poison"],
                player["library"],
                player["hand_size"],
                len(player["graveyard"]),
                player["mulligans"],
                player["lost"],
                controlled[player["index"]],
                *(pool.get(m, 0) for m in MANA),
            )
            at += PLAYER_SIZE

        # where each object the view shows is: (zone, mine, slot + 1, card id)
        places: dict[int, tuple[str, bool, int, int]] = {}
        hand = b["hand"]
        for slot, entry in enumerate(mine.get("hand", ())):
            card = card_id(entry["name"])
            if slot < MAX_HAND:
                hand[slot] = card
            places[entry["id"]] = ("hand", True, slot + 1 if slot < MAX_HAND else 0, card)
        self._battlefield(view["battlefield"], me, places)
        self._stack(view["stack"], me, places)
        graveyards = b["graveyards"]
        for row, player in enumerate((mine, theirs)):
            for entry in player["graveyard"]:
                card = card_id(entry["name"])
                graveyards[row, card] += 1
                places[entry["id"]] = ("graveyard", row == 0, 0, card)
        for entry in view["exile"]:
            card = _entry_card(entry)  # a card exiled face down only when shown (CR 406.3)
            b["exile"][card] += 1
            places[entry["id"]] = ("exile", False, 0, card)
        for entry in theirs.get("known_hand", ()):
            card = card_id(entry["name"])
            b["known_hand"][card] += 1
            places[entry["id"]] = ("elsewhere", False, 0, card)
        if my_decision:
            assert decision is not None
            shown = [decision["card"]] if "card" in decision else []
            for entry in shown + list(decision.get("revealed", ())):
                places.setdefault(entry["id"], ("elsewhere", False, 0, card_id(entry["name"])))
            self._actions([a["action"] for a in decision["actions"]], me, places)
        return b

    def _battlefield(
        self, permanents: list[dict[str, Any]], me: int, places: dict[int, tuple]
    ) -> None:
        cards, features = self.buffers["battlefield"], self.buffers["battlefield_features"]
        rows = self._rows
        for slot, entry in enumerate(permanents):
            card = _entry_card(entry)
            mine = entry["controller"] == me
            if slot >= MAX_PERMANENTS:
                places[entry["id"]] = ("battlefield", mine, 0, card)
                continue
            places[entry["id"]] = ("battlefield", mine, slot + 1, card)
            cards[slot] = card
            shown = _shown(entry, mine)
            row = rows.get(shown)
            if row is None:
                if len(rows) >= _ROWS_KEPT:
                    rows.clear()
                row = rows[shown] = _permanent_row(shown)
            features[slot] = row

    def _stack(self, items: list[dict[str, Any]], me: int, places: dict[int, tuple]) -> None:
        cards, features = self.buffers["stack"], self.buffers["stack_features"]
        for slot, item in enumerate(items):
            # a face-down spell (CR 708.4): its card only if the view shows it
            face_down = "card" in item or item["name"].startswith("a face-down")
            card = _entry_card(item)
            mine = item["controller"] == me
            places[item["id"]] = ("stack", mine, slot + 1 if slot < MAX_STACK else 0, card)
            if slot < MAX_STACK:
                cards[slot] = card
                features[slot] = (mine, item["ability"], face_down)

    def _actions(self, actions: list[list], me: int, places: dict[int, tuple]) -> None:
        n = len(actions)
        if n > self.max_actions:
            raise TooManyActions(
                f"the decision has {n} legal actions, more than max_actions={self.max_actions}"
            )
        b = self.buffers
        b["action_mask"][:n] = 1
        features, cards, slots = b["action_features"], b["action_cards"], b["action_slots"]
        refs_at = len(ACTION_KINDS)
        numbers_at = refs_at + 2 * REF_SIZE
        options_at = numbers_at + 2
        for i, (kind, *args) in enumerate(actions):
            row = features[i]
            row[_ACTION.get(kind, _ACTION["other"])] = 1
            refs = numbers = 0
            for arg in _flatten(args):
                if isinstance(arg, str):
                    if arg in ("P0", "P1"):
                        if refs < 2:
                            at = refs_at + refs * REF_SIZE + len(ZONES)
                            row[at + 1 if int(arg[1]) == me else at + 2] = 1
                            refs += 1
                    else:
                        row[options_at + _OPTION.get(arg, _OPTION["other"])] = 1
                elif isinstance(arg, int) and not isinstance(arg, bool) and arg in places:
                    if refs < 2:
                        zone, mine, slot, card = places[arg]
                        at = refs_at + refs * REF_SIZE
                        row[at + _ZONE[zone]] = 1
                        row[at + len(ZONES)] = mine
                        cards[i, refs] = card
                        slots[i, refs] = slot
                        refs += 1
                elif isinstance(arg, (int, float)) and numbers < 2:
                    row[numbers_at + numbers] = arg
                    numbers += 1


# how many distinct permanent rows an encoder keeps (see Encoder._rows)
_ROWS_KEPT = 4096


def _shown(entry: dict[str, Any], mine: bool) -> tuple[Any, ...]:
    """Everything a permanent's row encodes, from its view entry (a key for
    the rows already made)."""
    counters = entry["counters"]
    return (
        mine,
        entry["tapped"],
        entry["face_down"],
        entry["summoning_sick"],
        "attacking" in entry,
        "blocking" in entry,
        entry["attached_to"] is not None,
        entry.get("power") or 0,
        entry.get("toughness") or 0,
        entry["damage"],
        tuple(counters.items()) if counters else (),
        tuple(entry["types"]),
        tuple(entry["colours"]),
        tuple(str(k) for k in entry["keywords"]),
    )


def _permanent_row(shown: tuple[Any, ...]) -> np.ndarray:
    """A permanent's features (see the module docs) from :func:`_shown`."""
    row = np.zeros(PERMANENT_SIZE, np.float32)
    counters = dict(shown[10])
    row[0:13] = (
        *shown[:10],
        counters.get(CounterKind.P1P1, 0),
        counters.get(CounterKind.M1M1, 0),
        sum(n for kind, n in counters.items() if kind not in (CounterKind.P1P1, CounterKind.M1M1)),
    )
    at = 13
    _set_flags(row, at, _TYPE, shown[11])
    at += len(PERMANENT_TYPES)
    _set_flags(row, at, _COLOUR, shown[12])
    at += len(COLOURS)
    # "protection:R" and the like count as their keyword
    _set_flags(row, at, _KEYWORD, (k.split(":")[0] for k in shown[13]))
    return row


def _set_flags(row: np.ndarray, at: int, index: dict[str, int], names: Iterable[Any]) -> None:
    for name in names:
        i = index.get(str(name))
        if i is not None:
            row[at + i] = 1


def _flatten(args: Iterable[Any]) -> Iterable[Any]:
    for arg in args:
        if isinstance(arg, (list, tuple)):
            yield from _flatten(arg)
        else:
            yield arg
