"""Onslaught's other cards: the fetch lands, the Charms, "creatures of the
creature type of your choice" spells, and single cards built from the card
language (removal, life, graveyard recursion, lands with abilities).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..core.mana import COLOURS
from ..engine.layers import anthem, enchanted
from ..engine.objects import BATTLEFIELD, LIBRARY
from ..engine.ops import Op, move
from ..engine.selectors import basic, creatures, enchantments, lands
from ..engine.targets import (
    TargetSpec,
    has_subtype,
    has_type,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_permanent,
    target_player,
    you_control,
)
from ..engine.triggers import AtStep, Blocks, Dies, OnEvent
from ..language.effects import (
    SELF,
    Choice,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    Exile,
    GainLife,
    If,
    LoseLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    SearchLibrary,
    TapOrUntap,
    x_value,
)
from ..language.keywords import FLYING
from ..mechanics.cycling import cycling
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .morph_faq import BecomeCreatureType

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------ "of the type of your choice"
@dataclass(frozen=True)
class OfChosenType(Effect):
    """ "Creatures of the creature type of your choice <do something>": the
    type is chosen on resolution (CR 608.2d); ``make(creatures)`` builds the
    effect for the creatures of that type, read after layer 4."""

    make: Callable[[Callable[[Game, Context], list[int]]], Effect]
    key: str = "effect.of_chosen_type"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.CREATURE_TYPE,
                "prompt.choose_creature_type",
                CREATURE_TYPES,
                key=key,
            )
        chosen = answer[0]

        def creatures(game: Game, ctx: Context) -> list[int]:
            return [
                o
                for o in game.battlefield
                if game.chars(o).is_creature and chosen in game.chars(o).subtypes
            ]

        return self.make(creatures).resolve(game, ctx, part, key + ("do",))


behaviour("Defensive Maneuvers", spell=[OfChosenType(lambda creatures: Pump(creatures, 0, 4))])
behaviour(
    "Tribal Unity",
    spell=[OfChosenType(lambda creatures: Pump(creatures, x_value, x_value))],
)
behaviour(
    "Riptide Chronologist",
    abilities=[
        Activated(
            cost("{U}", sacrifice_self=True),
            (OfChosenType(lambda creatures: TapOrUntap(creatures, untap=True)),),
        )
    ],
)
behaviour("Standardize", spell=[BecomeCreatureType(creatures, exclude=("Wall",))])


# ------------------------------------------------------------- fetch lands
def _land_of(*types: str) -> Callable[[Game, Any], bool]:
    def matches(game: Game, obj: GameObject) -> bool:
        return bool(set(types) & obj.card.faces[0].subtypes)

    return matches


for _name, _a, _b in (
    ("Flooded Strand", "Plains", "Island"),
    ("Polluted Delta", "Island", "Swamp"),
    ("Bloodstained Mire", "Swamp", "Mountain"),
    ("Wooded Foothills", "Mountain", "Forest"),
    ("Windswept Heath", "Forest", "Plains"),
):
    behaviour(
        _name,
        abilities=[
            Activated(
                cost(tap=True, pay_life=1, sacrifice_self=True),
                (SearchLibrary(_land_of(_a, _b), to=BATTLEFIELD),),
            )
        ],
    )


behaviour(
    "Explosive Vegetation",
    spell=[SearchLibrary((basic & lands), to=BATTLEFIELD, tapped=True, count=2)],
)


def _opponent_has_more_lands(game: Game, obj: GameObject) -> bool:
    def lands(player: int) -> int:
        return sum(
            1
            for o in game.battlefield
            if game.chars(o).is_land and game.chars(o).controller == player
        )

    me = game.chars(obj).controller
    return any(lands(p) > lands(me) for p in game.opponents(me))


behaviour(
    "Weathered Wayfarer",
    abilities=[
        Activated(
            cost("{W}", tap=True),
            (SearchLibrary(lambda game, obj: "Land" in obj.card.faces[0].types),),
            condition=_opponent_has_more_lands,
        )
    ],
)

# ------------------------------------------------------------------ white
behaviour(
    "Demystify", spell=[Destroy(target_permanent(has_type("Enchantment"), "target.enchantment"))]
)
_INSPIRITED = target_creature()
behaviour("Inspirit", spell=[TapOrUntap(_INSPIRITED, untap=True), Pump(_INSPIRITED, 2, 4)])
behaviour(
    "Crowd Favorites",
    abilities=[
        Activated(cost("{3}{W}"), (TapOrUntap(target_creature()),)),
        Activated(cost("{3}{W}"), (Pump(SELF, 0, 5),)),
    ],
)


def _a_creature_attacks(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.ATTACK


behaviour(
    "Righteous Cause",
    abilities=[Triggered(OnEvent(_a_creature_attacks, key="trigger.attacks"), (GainLife(1),))],
)


behaviour(
    "Nova Cleric",
    abilities=[Activated(cost("{2}{W}", tap=True, sacrifice_self=True), (Destroy(enchantments),))],
)
_AURA_ON_CREATURE = TargetSpec(
    "target.aura_on_creature",
    objects=lambda g, o, c: (
        "Aura" in g.chars(o).subtypes
        and o.attached_to is not None
        and o.attached_to in g.objects
        and g.chars(o.attached_to).is_creature
    ),
)
behaviour(
    "Piety Charm",
    modes=[
        [Destroy(_AURA_ON_CREATURE)],
        [Pump(target_creature(has_subtype("Soldier"), label="target.soldier_creature"), 2, 2)],
        [
            Pump(
                lambda game, ctx: [
                    o
                    for o in game.battlefield
                    if game.chars(o).is_creature and game.chars(o).controller == ctx.controller
                ],
                keywords=(KeywordName.VIGILANCE,),
            )
        ],
    ],
)

# ------------------------------------------------------------------ black
behaviour("Infest", spell=[Pump(creatures, -2, -2)])
_CLERIC_CARD = target_card_in_graveyard(
    lambda g, o, c: "Cleric" in o.card.faces[0].subtypes,
    "target.cleric_card_in_your_graveyard",
    yours=True,
)
behaviour(
    "Misery Charm",
    modes=[
        [Destroy(target_permanent(has_subtype("Cleric"), "target.cleric"))],
        [ReturnToHand(_CLERIC_CARD)],
        [LoseLife(2, who=target_player())],
    ],
)
behaviour(
    "Cabal Archon",
    abilities=[
        Activated(
            cost("{B}", sacrifice=lambda g, o, p: "Cleric" in g.chars(o).subtypes),
            (LoseLife(2, who=target_player()), GainLife(2)),
        )
    ],
)
_CREATURE_CARD_YOURS = target_card_in_graveyard(
    lambda g, o, c: "Creature" in o.card.faces[0].types,
    "target.creature_card_in_your_graveyard",
    yours=True,
)
behaviour(
    "Doomed Necromancer",
    abilities=[
        Activated(
            cost("{B}", tap=True, sacrifice_self=True),
            (MoveTarget(_CREATURE_CARD_YOURS, BATTLEFIELD, "return"),),
        )
    ],
)
_ZOMBIE_CARD_YOURS = target_card_in_graveyard(
    lambda g, o, c: "Zombie" in o.card.faces[0].subtypes,
    "target.zombie_card_in_your_graveyard",
    yours=True,
)
behaviour(
    "Unholy Grotto",
    abilities=[
        Activated(cost(tap=True), mana=("C",)),
        Activated(
            cost("{B}", tap=True),
            (MoveTarget(_ZOMBIE_CARD_YOURS, LIBRARY, "top", key="effect.put_on_library"),),
        ),
    ],
)
behaviour(
    "Aphetto Vulture",
    abilities=[
        FLYING,
        Triggered(
            Dies(),
            (May(MoveTarget(_ZOMBIE_CARD_YOURS, LIBRARY, "top", key="effect.put_on_library")),),
        ),
    ],
)


def _four_creature_cards(game: Game, source: int, event: Any) -> bool:
    """CR 603.4: "if you have four or more creature cards in your graveyard" ("you":
    its controller as it last existed, if it has left, CR 113.7a)."""
    me = game.lki_controller(source)
    return (
        sum(
            1
            for c in game.players[me].graveyard
            if "Creature" in game.objects[c].card.faces[0].types
        )
        >= 4
    )


behaviour(
    "Oversold Cemetery",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (May(ReturnToHand(_CREATURE_CARD_YOURS)),),
            condition=_four_creature_cards,
        )
    ],
)

# ------------------------------------------------------------------- blue
behaviour(
    "Riptide Laboratory",
    abilities=[
        Activated(cost(tap=True), mana=("C",)),
        Activated(
            cost("{1}{U}", tap=True),
            (
                ReturnToHand(
                    target_permanent(
                        you_control(has_subtype("Wizard")), "target.wizard_you_control"
                    )
                ),
            ),
        ),
    ],
)
behaviour(
    "Seaside Haven",
    abilities=[
        Activated(cost(tap=True), mana=("C",)),
        Activated(
            cost("{W}{U}", tap=True, sacrifice=lambda g, o, p: "Bird" in g.chars(o).subtypes),
            (Draw(1),),
        ),
    ],
)

# -------------------------------------------------------------------- red
behaviour("Searing Flesh", spell=[DealDamage(7, target_opponent())])
behaviour(
    "Fever Charm",
    modes=[
        [Pump(target_creature(), keywords=(KeywordName.HASTE,))],
        [Pump(target_creature(), 2, 0)],
        [DealDamage(3, target_creature(has_subtype("Wizard"), label="target.wizard_creature"))],
    ],
)

__all__ = ["OfChosenType"]


# ------------------------------------------------- protection of your choice
@dataclass(frozen=True)
class ProtectionOfChoice(Effect):
    """ "<Creatures> gain protection from the color of your choice until end of
    turn" (CR 702.16): the colour is chosen on resolution."""

    what: Any
    key: str = "effect.protection_choice"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller, DecisionKind.COLOUR, "prompt.choose_colour", tuple(COLOURS), key=key
            )
        granted = (f"{KeywordName.PROTECTION}:{answer[0]}",)
        return Pump(self.what, keywords=granted).resolve(game, ctx, part, key + ("do",))


behaviour(
    "Akroma's Blessing",
    spell=[ProtectionOfChoice(creatures & you_control)],
    abilities=[cycling("{W}")],
)
behaviour(
    "Jareth, Leonine Titan",
    abilities=[
        Triggered(Blocks(), (Pump(SELF, 7, 7),)),
        Activated(cost("{W}"), (ProtectionOfChoice(SELF),)),
    ],
)
behaviour(
    "Arcanis the Omnipotent",
    abilities=[
        Activated(cost(tap=True), (Draw(3),)),
        Activated(cost("{2}{U}{U}"), (ReturnToHand(SELF),)),
    ],
)
behaviour(
    "Crafty Pathmage",
    abilities=[
        Activated(
            cost(tap=True),
            (
                Pump(
                    target_creature(
                        lambda g, o, c: (g.chars(o).power or 0) <= 2,
                        label="target.creature_power_2_or_less",
                    ),
                    keywords=(KeywordName.UNBLOCKABLE,),
                ),
            ),
        )
    ],
)
behaviour(
    "Dispersing Orb",
    abilities=[
        Activated(
            cost("{3}{U}", sacrifice=lambda g, o, p: True),
            (ReturnToHand(target_permanent(lambda g, o, c: True, "target.permanent")),),
        )
    ],
)


def _five_or_less_life(game: Game, source: int, event: Any) -> bool:
    """CR 603.4: "if you have 5 or less life" (as :func:`_four_creature_cards`)."""
    return game.players[game.lki_controller(source)].life <= 5


behaviour(
    "Convalescent Care",
    abilities=[Triggered(AtStep("upkeep"), (GainLife(3), Draw(1)), condition=_five_or_less_life)],
)


def _shuffle_graveyard_in(game: Game, ctx: Context, part: int) -> list[Op]:
    player = int(str(game.still_legal(ctx, _REMINISCED, part)[0])[1:])
    moves = [move(c, LIBRARY, "shuffle_in") for c in game.players[player].graveyard]
    return moves + [Op("shuffle", player=player)]


_REMINISCED = target_player()
behaviour(
    "Reminisce",
    spell=[Custom(_shuffle_graveyard_in, targets=(_REMINISCED,), key="effect.reminisce")],
)


def _life_becomes_creature_count(game: Game, ctx: Context, part: int) -> list[Op]:
    """CR 119.5: a life total that becomes N gains or loses the difference."""
    ops = []
    for p in game.players:
        n = sum(
            1
            for o in game.battlefield
            if game.chars(o).is_creature and game.chars(o).controller == p.index
        )
        if n != p.life:
            ops.append(Op("life", player=p.index, amount=n - p.life))
    return ops


behaviour("Biorhythm", spell=[Custom(_life_becomes_creature_count, key="effect.biorhythm")])


def _soldiers_on_battlefield(game: Game) -> int:
    return sum(
        1
        for o in game.battlefield
        if game.chars(o).is_creature and "Soldier" in game.chars(o).subtypes
    )


_UNIFIED = target_creature(
    lambda g, o, c: g.combat is not None and o.id in g.combat.attackers,
    label="target.attacking_creature",
)
behaviour(
    "Unified Strike",
    spell=[
        If(
            lambda game, ctx: any(
                (game.chars(o).power or 0) <= _soldiers_on_battlefield(game)
                for o in game.still_legal(ctx, _UNIFIED, 0)
            ),
            Exile(_UNIFIED),
        )
    ],
)
behaviour(
    "Mythic Proportions",
    abilities=[
        Enchant(target_creature()),
        Static(anthem(8, 8, enchanted, keywords=(KeywordName.TRAMPLE,))),
    ],
)
behaviour(
    "Improvised Armor",
    abilities=[Enchant(target_creature()), Static(anthem(2, 5, enchanted)), cycling("{3}")],
)
