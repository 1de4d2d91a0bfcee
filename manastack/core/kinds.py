"""Typed names for keywords, event kinds, decision kinds, action kinds and
counter kinds (DESIGN: typed records, not strings).

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
    ATTACKS_EACH_COMBAT = "attacks_each_combat"  # "attacks each combat if able"
    BLOCKS_EACH_COMBAT = "blocks_each_combat"  # "blocks each combat if able" (CR 509.1c)
    BLOCKS_THOUGH_TAPPED = "blocks_though_tapped"  # "can block as though it were untapped"
    CANT_BLOCK = "cant_block"
    ONE_BLOCKER_AT_MOST = "one_blocker_at_most"  # "can't be blocked by more than one creature"
    # "you may assign this creature's combat damage divided as you choose among
    # defending player and/or any number of creatures they control" (Butcher Orgg)
    DIVIDES_DAMAGE_FREELY = "divides_damage_freely"
    BLOCKS_ANY_NUMBER = "blocks_any_number"  # "can block any number of creatures" (CR 509.1a)
    ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"  # CR 702.3b
    DOESNT_UNTAP = "doesnt_untap"  # "doesn't untap during its controller's untap step" (CR 502.3)
    PROTECTION = "protection"
    WARD = "ward"
    BUSHIDO = "bushido"
    SOULSHIFT = "soulshift"
    SPLICE = "splice"
    CYCLING = "cycling"
    PROVOKE = "provoke"
    PLAINSWALK = "plainswalk"
    ISLANDWALK = "islandwalk"
    SWAMPWALK = "swampwalk"
    MOUNTAINWALK = "mountainwalk"
    FORESTWALK = "forestwalk"
    FEAR = "fear"
    PLAYER_SHROUD = "player_shroud"  # "You have shroud" (CR 702.18c)
    OFFERING = "offering"
    CANT_BE_COUNTERED = "can't be countered"  # "This spell can't be countered" (CR 101.2)
    NO_LEGEND_RULE = "no legend rule"  # Mirror Gallery: "The 'legend rule' doesn't apply."
    RIOT = "riot"  # CR 702.136
    CONVOKE = "convoke"  # CR 702.51
    # "Damage can't be prevented" (Spider-Punk, CR 615.12): while a permanent has it
    DAMAGE_CANT_BE_PREVENTED = "damage can't be prevented"
    # "Spells and abilities can't be countered" (Spider-Punk, CR 101.2): while a
    # permanent has it
    SPELLS_AND_ABILITIES_CANT_BE_COUNTERED = "spells and abilities can't be countered"


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
    COIN_FLIP = "coin_flip"
    CONNIVE = "connive"
    CYCLE = "cycle"
    COUNTERS = "counters"
    DAMAGE = "damage"
    DELAYED = "delayed"
    DRAW_EMPTY = "draw_empty"
    EFFECT = "effect"
    EXTRA_TURN = "extra_turn"
    ENTER_CHOICE = "enter_choice"
    FIZZLE = "fizzle"
    FLIP = "flip"
    GAME_OVER = "game_over"
    HARNESS = "harness"
    INVESTIGATE = "investigate"
    KEEP = "keep"
    LIFE = "life"
    LOOK = "look"
    LOSE = "lose"
    MANA = "mana"
    MANA_LOST = "mana_lost"
    MODE_CHOSEN = "mode_chosen"
    MORPH_COST = "morph_cost"
    MULLIGAN = "mulligan"
    NUMBER_REVEALED = "number_revealed"
    PAY = "pay"
    POISON = "poison"
    PREVENTED = "prevented"
    REMOVED = "removed"
    RESOLVE = "resolve"
    REFLEXIVE = "reflexive"
    REGENERATE = "regenerate"
    REVEAL = "reveal"
    SCRY = "scry"  # a player scried (CR 701.18d)
    SHIELD = "shield"
    SHUFFLE = "shuffle"
    TAP = "tap"
    STARTING_PLAYER = "starting_player"
    STEP = "step"
    SURVEIL = "surveil"  # a player surveilled (CR 701.42d)
    TARGET = "target"
    TRANSFORM = "transform"
    TRIGGER = "trigger"
    TURN = "turn"
    TURN_FACE_DOWN = "turn_face_down"
    TURN_FACE_UP = "turn_face_up"
    UNTAP = "untap"
    WATERBEND = "waterbend"
    AIRBEND = "airbend"
    EARTHBEND = "earthbend"
    BEND = "bend"  # a player waterbent, earthbent, firebent or airbent
    ZONE = "zone"


class DecisionKind(_Name):
    """The kinds of :class:`~manastack.core.actions.Decision` a player is asked: by the
    turn structure and casting (CR 601.2), and by an effect while it resolves
    (a :class:`~manastack.engine.effect.Choice`, CR 608.2d)."""

    ASSIGN_DAMAGE = "assign_damage"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    BOTTOM = "bottom"
    BOTTOM_ORDER = "bottom_order"
    CARD_NAME = "card_name"
    CHOOSE_CARD = "choose_card"
    CHOOSE_CREATURE = "choose_creature"
    COLOUR = "colour"
    RIOT = "riot"  # a +1/+1 counter or haste (CR 702.136a)
    CREW = "crew"
    CREATURE_TYPE = "creature_type"
    LAND_TYPE = "land_type"  # "choose a basic land type"
    CARD_TYPE = "card_type"  # "choose a card type other than creature"
    PAY_LIFE_OR_TAPPED = "pay_life_or_tapped"  # "you may pay N life; if you don't, tapped"
    DAMAGE_ORDER = "damage_order"
    DISCARD = "discard"
    EXTRACT = "extract"
    LEGEND_RULE = "legend_rule"
    LIFE_TOTAL = "life_total"
    MANA_ABILITIES = "mana_abilities"
    MAY = "may"
    MODE = "mode"
    MORPH_COST = "morph_cost"
    MULLIGAN = "mulligan"
    ORDER_TRIGGERS = "order_triggers"
    PAY = "pay"
    PRIORITY = "priority"
    PUT_FROM_HAND = "put_from_hand"
    PUT_LAND = "put_land"
    LIBRARY_POSITION = "library_position"
    REMOVE_COUNTER = "remove_counter"
    REPLACEMENT = "replacement"
    SACRIFICE = "sacrifice"
    SCRY = "scry"
    SCRY_ORDER = "scry_order"
    SEARCH = "search"
    SURVEIL = "surveil"
    SPLICE = "splice"
    START = "start"
    TARGET = "target"
    WARD = "ward"
    X = "x"


class ActionKind(_Name):
    """The kinds of :class:`~manastack.core.actions.Action` a player answers with.

    Scripts and saved games pass the plain strings (``Action("pass")``); they
    equal these members, so both spellings are the same action."""

    ACTIVATE = "activate"
    ATTACK = "attack"
    AUTOPAY = "autopay"
    BLOCK = "block"
    CAST = "cast"
    CHOOSE = "choose"
    CONCEDE = "concede"
    DONE = "done"
    KEEP = "keep"
    MANA = "mana"
    MANA_ABILITIES = "mana_abilities"
    MULLIGAN = "mulligan"
    PASS = "pass"
    PLAY = "play"
    SPECIAL = "special"
    TARGET = "target"
    WATERBEND = "waterbend"
    CONVOKE = "convoke"  # tap a creature to pay for a spell with convoke (CR 702.51a)


class Bending(_Name):
    """The four kinds of bending a player does, as "whenever you waterbend,
    earthbend, firebend, or airbend" counts them (Avatar Aang)."""

    WATER = "waterbend"
    EARTH = "earthbend"
    FIRE = "firebend"
    AIR = "airbend"


class CounterKind(_Name):
    """Kinds of counters on permanents (CR 122.1)."""

    P1P1 = "+1/+1"  # CR 122.1a
    M1M1 = "-1/-1"
    DIVINITY = "divinity"
    KI = "ki"
    PLAGUE = "plague"
    GOLD = "gold"
    DEVOTION = "devotion"
    TRAINING = "training"
    CHARGE = "charge"
    STUN = "stun"  # CR 122.1d
    QUEST = "quest"
    CONQUEROR = "conqueror"
    DOUBLE_STRIKE = "double strike"  # a keyword counter (CR 122.1b)
    FINALITY = "finality"  # CR 122.1h
    FIRE = "fire"
    THEFT = "theft"
    FILM = "film"
    INGENUITY = "ingenuity"
    AIM = "aim"
