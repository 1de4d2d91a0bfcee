"""The Comprehensive Rules numbers behind events: by kind (:data:`EVENT_RULES`,
the rule an event follows when its emit site names none), and for the events
whose rule depends on a cause or a reason (zone changes, losing the game).

Each event carries the rule it follows (:attr:`manastack.core.events.Event.rule`),
so a player can ask why something happened (``why N`` in the terminal)."""

from __future__ import annotations

from .kinds import EventKind

# the rule behind each kind of event, when its emit site names no finer one
EVENT_RULES: dict[str, str] = {
    EventKind.ACTIVATE: "602.2",  # activating an ability
    EventKind.ATTACH: "701.3a",
    EventKind.ATTACK: "508.1",  # declaring attackers
    EventKind.BLOCK: "509.1",  # declaring blockers
    EventKind.BLOCKED: "509.1h",  # an attacker with a blocker becomes blocked
    EventKind.CAST: "601.2i",  # a spell becomes cast
    EventKind.CONTROL: "613.1b",  # control-changing effects (layer 2)
    EventKind.COUNTERED: "701.5a",
    EventKind.COIN_FLIP: "705.1",  # a flip is won or lost
    EventKind.CONNIVE: "701.47a",
    EventKind.CYCLE: "702.29a",
    EventKind.COUNTERS: "122.1",
    EventKind.DAMAGE: "120.3",  # the results of damage
    EventKind.DELAYED: "603.7a",  # a delayed triggered ability is created
    EventKind.DRAW_EMPTY: "121.4",
    EventKind.EFFECT: "611.2a",  # a continuous effect from a resolving spell or ability
    EventKind.ENTER_CHOICE: "614.12",  # a choice as a permanent enters
    EventKind.NUMBER_REVEALED: "608.2e",  # secretly chosen numbers are revealed
    EventKind.FIZZLE: "608.2b",
    EventKind.FLIP: "710.1b",  # a flipped permanent has its bottom half
    EventKind.GAME_OVER: "104.2a",
    EventKind.HARNESS: "613.1f",  # harnessed: its ∞ abilities are added in layer 6
    EventKind.INVESTIGATE: "701.36a",
    EventKind.KEEP: "103.5",  # mulligans
    EventKind.LIFE: "119.3",
    EventKind.LOOK: "701.16d",
    EventKind.LOSE: "104.3",  # ways to lose (finer: LOSS_RULES)
    EventKind.MANA: "106.4",  # mana goes into the mana pool
    EventKind.MANA_LOST: "500.4",  # the mana pool empties as a step ends
    EventKind.MORPH_COST: "702.37e",  # turning a morph face up shows its cost
    EventKind.MULLIGAN: "103.5",
    EventKind.PAY: "601.2h",
    EventKind.POISON: "122.1f",
    EventKind.PREVENTED: "615.1a",
    EventKind.REMOVED: "608.2m",  # an ability leaves the stack and ceases to exist
    EventKind.MODE_CHOSEN: "603.3c",  # the mode of a modal triggered ability
    EventKind.RESOLVE: "608.2",
    EventKind.REGENERATE: "701.15a",
    EventKind.REFLEXIVE: "603.12",  # a reflexive triggered ability's trigger event
    EventKind.EXTRA_TURN: "500.7",
    EventKind.REVEAL: "701.16a",
    EventKind.SCRY: "701.18a",
    EventKind.SURVEIL: "701.42a",
    EventKind.SHIELD: "614.1",  # a replacement or prevention effect waits for its event
    EventKind.SHUFFLE: "701.20a",
    EventKind.TAP: "701.21a",
    EventKind.STARTING_PLAYER: "103.1",
    EventKind.STEP: "500.1",
    EventKind.TARGET: "601.2c",
    EventKind.TRANSFORM: "701.28a",
    EventKind.TRIGGER: "603.3",
    EventKind.TURN: "500.1",
    EventKind.TURN_FACE_DOWN: "708.2a",
    EventKind.TURN_FACE_UP: "708.8",
    EventKind.UNTAP: "701.21b",
    EventKind.WATERBEND: "601.2h",  # waterbending pays a cost by tapping
    EventKind.AIRBEND: "118.9",  # cast from exile for an alternative cost of {2}
    EventKind.EARTHBEND: "613.1d",  # a land becomes a creature (layer 4)
    EventKind.BEND: "603.2",  # a game event that triggered abilities look for
    EventKind.ZONE: "400.7",  # a moved object becomes a new object (finer: ZONE_RULES)
}

# a zone change, by its cause
ZONE_RULES: dict[str, str] = {
    "draw": "121.1",  # drawing a card
    "play": "305.1",  # playing a land
    "cast": "601.2a",  # the card moves to the stack as it is cast
    "resolve": "608.3",  # a permanent spell resolves
    "destroy": "701.7a",
    "sacrifice": "701.17a",
    "discard": "701.8a",
    "exile": "701.11a",
    "mill": "701.13a",
    "counter": "701.5a",
    "fizzle": "608.2b",  # every target illegal: the spell doesn't resolve
    "sba_toughness": "704.5f",
    "legend_rule": "704.5j",
    "sba_aura": "704.5m",
    "mulligan": "103.5",
    "mulligan_bottom": "103.5",
    "scry": "701.18a",
    "token": "111.1",
}

# a player losing, by the reason
LOSS_RULES: dict[str, str] = {
    "life": "704.5a",
    "empty_library": "704.5b",
    "poison": "704.5c",
    "concede": "104.3a",
}

__all__ = ["EVENT_RULES", "LOSS_RULES", "ZONE_RULES"]
