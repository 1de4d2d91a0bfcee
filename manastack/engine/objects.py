"""Game objects and their characteristics (CR 109, 110, 400.7).

A :class:`GameObject` is one card, token or copy in one zone.  When it moves to
another zone it becomes a new object with a new id (CR 400.7); the old id then
refers to nothing, which is how "target is gone" and last-known information work.

Only objects on the battlefield or the stack ever change in place, so
:meth:`Game.copy` copies those and shares the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..core.mana import ManaCost

if TYPE_CHECKING:
    from .context import Context
    from .game import Game
    from .model import Ability, CardDef, Face

# Zones (CR 400.1)
LIBRARY = "library"
HAND = "hand"
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
PUBLIC_ZONES = (BATTLEFIELD, GRAVEYARD, STACK, EXILE)
ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE)


def player_ref(player: int) -> str:
    """How a player is named as a target or in an action: ``"P0"``, ``"P1"``."""
    return f"P{player}"


def is_player_ref(ref: object) -> bool:
    """``"P0"``, ``"P1"``... and not a chosen word such as ``"Pangolin"``."""
    return isinstance(ref, str) and ref.startswith("P") and ref[1:].isdigit()


def player_of(ref: str) -> int:
    return int(ref[1:])


class Characteristics:
    """The current values of an object's characteristics after every continuous
    effect (CR 109.3, 613).  Built by :mod:`manastack.engine.layers`."""

    __slots__ = (
        "name",
        "mana_cost",
        "colours",
        "supertypes",
        "types",
        "subtypes",
        "power",
        "toughness",
        "loyalty",
        "abilities",
        "keywords",
        "controller",
        "face",
        "rules_text",
        "text_changes",
    )

    def __init__(self, face: Face, controller: int) -> None:
        self.face = face
        self.name: str = face.name
        self.mana_cost: ManaCost = face.mana_cost
        self.colours: frozenset[str] = face.colours
        self.supertypes: frozenset[str] = face.supertypes
        self.types: frozenset[str] = face.types
        self.subtypes: frozenset[str] = face.subtypes
        self.power: int | None = face.power
        self.toughness: int | None = face.toughness
        self.loyalty: int | None = face.loyalty
        self.abilities: tuple[Ability, ...] = face.abilities
        self.keywords: frozenset[str] = face.keywords
        self.controller = controller
        self.rules_text: str = face.text
        # the words its text has had replaced, in order: (creature type, new
        # creature type) pairs (text-changing effects, layer 3, CR 612)
        self.text_changes: tuple[tuple[str, str], ...] = ()

    def copy(self) -> Characteristics:
        """A copy to change (the layers copy on write); every slot."""
        new = Characteristics.__new__(Characteristics)
        new.name = self.name
        new.mana_cost = self.mana_cost
        new.colours = self.colours
        new.supertypes = self.supertypes
        new.types = self.types
        new.subtypes = self.subtypes
        new.power = self.power
        new.toughness = self.toughness
        new.loyalty = self.loyalty
        new.abilities = self.abilities
        new.keywords = self.keywords
        new.controller = self.controller
        new.face = self.face
        new.rules_text = self.rules_text
        new.text_changes = self.text_changes
        return new

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def may_have(self, kind: type) -> bool:
        """Could this object have an ability of class ``kind``?  Exact for
        printed abilities (answered without looking through them)."""
        return self.abilities is not self.face.abilities or kind in self.face.ability_kinds

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        """CR 110.4: artifact, battle, creature, enchantment, land, planeswalker."""
        return bool(self.types & PERMANENT_TYPES)

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value

    def type_line(self) -> str:
        left = " ".join(sorted(self.supertypes) + _ordered_types(self.types))
        if self.subtypes:
            return f"{left} — {' '.join(sorted(self.subtypes))}"
        return left


PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
_TYPE_ORDER = (
    "Kindred",
    "Tribal",
    "Artifact",
    "Enchantment",
    "Land",
    "Creature",
    "Planeswalker",
    "Battle",
    "Instant",
    "Sorcery",
)


def _ordered_types(types: frozenset[str]) -> list[str]:
    return [t for t in _TYPE_ORDER if t in types] + sorted(types - set(_TYPE_ORDER))


class CastInfo:
    """How a spell or ability came to be on the stack (CR 601.2, 602.2, 603.3).

    ``ctx`` is the spell or ability in progress; ``ability`` is true for an
    activated or triggered ability (``ability_obj``, from a source called
    ``source_name`` that was face down if ``source_face_down``); a spell records
    how it was cast (``how``, a cast mode), the zone it was cast from
    (``from_zone``), whether it leaves to exile (``exile_on_leave``, CR 702.34a)
    and, once its costs are paid, ``cast`` (CR 601.2i)."""

    __slots__ = (
        "ctx",
        "ability",
        "ability_obj",
        "source_name",
        "source_face_down",
        "how",
        "from_zone",
        "exile_on_leave",
        "cast",
    )

    def __init__(
        self,
        ctx: Context | None,
        *,
        ability: bool = False,
        ability_obj: Ability | None = None,
        source_name: str = "",
        source_face_down: bool = False,
        how: str = "",
        from_zone: str = "",
        exile_on_leave: bool = False,
    ) -> None:
        self.ctx = ctx
        self.ability = ability
        self.ability_obj = ability_obj
        self.source_name = source_name
        self.source_face_down = source_face_down
        self.how = how
        self.from_zone = from_zone
        self.exile_on_leave = exile_on_leave
        self.cast = False

    def copy(self) -> CastInfo:
        """A copy sharing ``ctx`` (:meth:`Game.copy` copies the context itself)."""
        new = CastInfo.__new__(CastInfo)
        new.ctx = self.ctx
        new.ability = self.ability
        new.ability_obj = self.ability_obj
        new.source_name = self.source_name
        new.source_face_down = self.source_face_down
        new.how = self.how
        new.from_zone = self.from_zone
        new.exile_on_leave = self.exile_on_leave
        new.cast = self.cast
        return new


NO_CAST_INFO = CastInfo(None)  # what an object not on the stack reads (never changed)


class GameObject:
    """A card, token or copy in one zone.

    Permanent status (CR 110.5) lives here: tapped, flipped, face down, damage,
    counters, attachments.  ``timestamp`` orders continuous effects and the legend
    rule (CR 613.7).  ``face_index`` says which face of a double-faced card is up.
    """

    __slots__ = (
        "id",
        "card",
        "owner",
        "controller",
        "zone",
        "tapped",
        "flipped",
        "face_down",
        "face_index",
        "damage",
        "deathtouch_damage",
        "counters",
        "attached_to",
        "timestamp",
        "entered_turn",
        "controlled_since",
        "is_token",
        "token_face",
        "cast_info",
        "activations",
        "designations",
        "copy_of",
        "is_copy",
        "face_down_kind",
        "seen_controller",
    )

    def __init__(self, obj_id: int, card: CardDef, owner: int, zone: str) -> None:
        self.id = obj_id
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.flipped = False
        self.face_down = False
        self.face_down_kind = ""  # "morph" for cards cast or turned face down with morph
        self.face_index = 0
        self.damage = 0
        self.deathtouch_damage = False
        self.counters: dict[str, int] = {}
        self.attached_to: int | None = None
        self.timestamp = 0
        self.entered_turn = -1
        self.controlled_since = -1
        self.is_token = False
        self.token_face: Face | None = None
        self.cast_info: CastInfo | None = None
        self.activations: dict[int, int] = {}
        self.designations: frozenset[str] = frozenset()
        self.copy_of: int | None = None
        self.is_copy = False
        self.seen_controller = -1  # controller at the last layer computation

    def copy(self) -> GameObject:
        """An independent copy (for :meth:`Game.copy`); written out for speed."""
        new = GameObject.__new__(GameObject)
        new.id = self.id
        new.card = self.card
        new.owner = self.owner
        new.controller = self.controller
        new.zone = self.zone
        new.tapped = self.tapped
        new.flipped = self.flipped
        new.face_down = self.face_down
        new.face_index = self.face_index
        new.damage = self.damage
        new.deathtouch_damage = self.deathtouch_damage
        new.counters = dict(self.counters)
        new.attached_to = self.attached_to
        new.timestamp = self.timestamp
        new.entered_turn = self.entered_turn
        new.controlled_since = self.controlled_since
        new.is_token = self.is_token
        new.token_face = self.token_face
        new.cast_info = self.cast_info.copy() if self.cast_info is not None else None
        new.activations = dict(self.activations)
        new.designations = self.designations
        new.copy_of = self.copy_of
        new.is_copy = self.is_copy
        new.face_down_kind = self.face_down_kind
        new.seen_controller = self.seen_controller
        return new

    @property
    def face(self) -> Face:
        """The printed face this object currently uses (before continuous effects)."""
        if self.token_face is not None:
            return self.token_face
        card = self.card
        if self.flipped and card.layout == "flip":
            return card.faces[1]
        return card.faces[self.face_index]

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone}>"


def summoning_sick(game: Game, obj: GameObject, ch: Characteristics) -> bool:
    """Is this permanent summoning sick (CR 302.6)?

    A creature can't attack and its abilities with {T} or {Q} in the cost can't be
    activated unless it has been under its controller's control continuously since
    their most recent turn began; haste lifts that (CR 702.10).  ``controlled_since``
    is the turn number in which it came under its current controller's control, and
    each player remembers the number of their most recent turn, so a creature cast on
    its controller's turn stays sick through the opponent's next turn.  The one place
    the rule is decided: costs, mana abilities, attacking, views and the computer.
    """
    return (
        ch.is_creature
        and KeywordName.HASTE not in ch.keywords
        and obj.controlled_since >= game.players[ch.controller].last_turn
    )
