"""Typed names for keywords, event kinds and decision kinds (DESIGN: typed
records, not strings).

Each is a ``str`` enum: a member equals, hashes and serialises (JSON) as its
value, so saved games, views and scripts that compare with the old strings
(``event.kind == "damage"``) keep working, while the package itself spells
them as constants that a typo can't silently miss.
"""

from __future__ import annotations

from enum import Enum


class _Name(str, Enum):
    """A name that is its own string value, also in ``str()`` and f-strings."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, format_spec: str) -> str:
        return str.__format__(self, format_spec)

    def __repr__(self) -> str:
        """Shown as the plain string, as users' scripts and docs know it."""
        return str.__repr__(self)


class KeywordName(_Name):
    """Keyword abilities as they appear in ``Characteristics.keywords`` (CR 702),
    and the ability-like markers the rules code looks for."""

    FLYING = "flying"
    REACH = "reach"
    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    TRAMPLE = "trample"
    VIGILANCE = "vigilance"
    HASTE = "haste"
    DEFENDER = "defender"
    MENACE = "menace"
    HEXPROOF = "hexproof"
    SHROUD = "shroud"
    INDESTRUCTIBLE = "indestructible"
    FLASH = "flash"
    ENTWINE = "entwine"
    MORPH = "morph"
    UNBLOCKABLE = "unblockable"
    CANT_ATTACK = "cant_attack"
    CANT_BLOCK = "cant_block"
    PROTECTION = "protection"
    WARD = "ward"
    BUSHIDO = "bushido"
    SOULSHIFT = "soulshift"
    SPLICE = "splice"


class EventKind(_Name):
    """The kinds of :class:`~manastack.core.events.Event` (DESIGN: everything that
    happens is an event)."""

    ACTIVATE = "activate"
    ATTACH = "attach"
    ATTACK = "attack"
    BLOCK = "block"
    BLOCKED = "blocked"
    CAST = "cast"
    CONTROL = "control"
    COUNTERED = "countered"
    CONNIVE = "connive"
    COUNTERS = "counters"
    DAMAGE = "damage"
    DELAYED = "delayed"
    DRAW_EMPTY = "draw_empty"
    EFFECT = "effect"
    ENTER_CHOICE = "enter_choice"
    FIZZLE = "fizzle"
    FLIP = "flip"
    GAME_OVER = "game_over"
    HARNESS = "harness"
    KEEP = "keep"
    LIFE = "life"
    LOOK = "look"
    LOSE = "lose"
    MANA = "mana"
    MANA_LOST = "mana_lost"
    MORPH_COST = "morph_cost"
    MULLIGAN = "mulligan"
    PAY = "pay"
    POISON = "poison"
    PREVENTED = "prevented"
    REMOVED = "removed"
    RESOLVE = "resolve"
    REVEAL = "reveal"
    SHIELD = "shield"
    SHUFFLE = "shuffle"
    STARTING_PLAYER = "starting_player"
    STEP = "step"
    TARGET = "target"
    TRANSFORM = "transform"
    TRIGGER = "trigger"
    TURN = "turn"
    TURN_FACE_DOWN = "turn_face_down"
    WATERBEND = "waterbend"
    AIRBEND = "airbend"
    EARTHBEND = "earthbend"
    ZONE = "zone"


class DecisionKind(_Name):
    """The kinds of :class:`~manastack.core.actions.Decision` a player is asked."""

    ASSIGN_DAMAGE = "assign_damage"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    BOTTOM = "bottom"
    DAMAGE_ORDER = "damage_order"
    DISCARD = "discard"
    LEGEND_RULE = "legend_rule"
    MANA_ABILITIES = "mana_abilities"
    MODE = "mode"
    MORPH_COST = "morph_cost"
    MULLIGAN = "mulligan"
    ORDER_TRIGGERS = "order_triggers"
    PAY = "pay"
    PRIORITY = "priority"
    SACRIFICE = "sacrifice"
    SPLICE = "splice"
    START = "start"
    TARGET = "target"
    X = "x"
