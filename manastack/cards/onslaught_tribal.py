"""Onslaught's creature-type cards: Goblins, Elves, Beasts, Birds, Soldiers,
Clerics, Wizards, Zombies, the Avatars that count them, and the Mistform
Illusions that change their own types.

Every count of a creature type reads the creatures' current characteristics
(``game.chars(obj).subtypes``, after layer 4), so a creature a Mistform made a
Goblin counts as a Goblin (CR 205.3, 613.1d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import anthem, characteristic_power, grant
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.ops import Op
from ..engine.selectors import (
    Count,
    artifacts,
    attacking,
    blocking,
    count,
    creatures,
    enchantments,
    itself,
    named,
    other,
    subtype,
    with_keyword,
    you_control,
)
from ..engine.targets import (
    TargetSpec,
    any_target,
    opponent_controls,
    target_creature,
    target_opponent,
    target_permanent,
    target_spell,
)
from ..engine.triggers import Attacks, BecomesBlocked, DealsCombatDamage, Dies, Enters, OnEvent
from ..language.effects import (
    EACH_OPPONENT,
    EACH_PLAYER,
    SELF,
    YOU,
    AddCounters,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    If,
    LoseLife,
    May,
    PreventCombatDamage,
    Pump,
    SearchLibrary,
    Sequence_,
    TapOrUntap,
)
from ..language.keywords import (
    DEFENDER,
    FIRST_STRIKE,
    FLYING,
    HASTE,
    REACH,
    TRAMPLE,
    protection,
    tap_for,
)
from ..mechanics.blocking import AllMustBlock, BlockableOnlyBy, CanBlockOnly
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.morph import Morph
from . import Activated, Static, Triggered, behaviour, cost, token
from .morph_faq import BecomeCreatureType
from .onslaught import SACRIFICE_SELF, DamagedPlayerDiscards

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------------------ counting
class TypeCount(Count):
    """ "The number of <subtype>s on the battlefield": ``count(creatures &
    subtype(name))``, which also names its subtype (the computer opponent reads
    it from what it sees: ``players.ai``)."""

    __slots__ = ("subtype",)
    subtype: str

    def __init__(self, name: str) -> None:
        Count.__init__(self, creatures & subtype(name))
        object.__setattr__(self, "subtype", name)


def count_on_battlefield(name: str) -> TypeCount:
    """``count_on_battlefield("Goblin")``: see :class:`TypeCount`."""
    return TypeCount(name)


def _other_attacking(name: str, each: int) -> Callable[[Game, Context], int]:
    """+``each`` for each other attacking creature of subtype ``name``."""
    others = count(attacking & subtype(name) & other)

    def amount(game: Game, ctx: Context) -> int:
        return each * others(game, ctx)

    return amount


INSECT = token("Insect", "Creature — Insect", "1/1", colour="G")
CENTAUR = token("Centaur", "Creature — Centaur", "3/3", colour="G")
SOLDIER = token("Soldier", "Creature — Soldier", "1/1", colour="W")
DRAGON = token("Dragon", "Creature — Dragon", "5/5", colour="R", abilities=(FLYING,))
ELF_CREATURE = target_creature(subtype("Elf"), label="target.elf_creature")
GOBLIN_CREATURE = target_creature(subtype("Goblin"), label="target.goblin_creature")
BEAST_CREATURE = target_creature(subtype("Beast"), label="target.beast_creature")
IN_COMBAT = attacking | blocking
ATTACKING_OR_BLOCKING = target_creature(IN_COMBAT, label="target.attacking_or_blocking_creature")


def _mana_per_goblin(game: Game, ctx: Context, part: int) -> list[Op]:
    n = count_on_battlefield("Goblin")(game, ctx)
    return [Op("mana", player=ctx.controller, mana="R" * n)] if n else []


# ------------------------------------------------------------------- Goblins
behaviour(
    "Goblin Piledriver",
    abilities=[
        protection("U"),
        Triggered(Attacks(), (Pump(SELF, _other_attacking("Goblin", 2), 0),)),
    ],
)
behaviour(
    "Goblin Sledder",
    abilities=[Activated(cost(sacrifice=subtype("Goblin")), (Pump(target_creature(), 1, 1),))],
)
behaviour(
    "Sparksmith",
    abilities=[
        Activated(
            cost(tap=True),
            (
                DealDamage(count_on_battlefield("Goblin"), target_creature()),
                DealDamage(count_on_battlefield("Goblin"), YOU),
            ),
        )
    ],
)
behaviour(
    "Reckless One",
    abilities=[HASTE, Static((characteristic_power(count_on_battlefield("Goblin")),))],
)
behaviour(
    "Embermage Goblin",
    abilities=[
        Triggered(Enters(), (May(SearchLibrary(named("Embermage Goblin"))),)),
        Activated(cost(tap=True), (DealDamage(1, any_target()),)),
    ],
)
behaviour(
    "Spitfire Handler",
    abilities=[
        CanBlockOnly(
            lambda game, b, a: (game.chars(a).power or 0) <= (game.chars(b).power or 0),
            text="can't block creatures with greater power",
        ),
        Activated(cost("{R}"), (Pump(SELF, 1, 0),)),
    ],
)
behaviour(
    "Festering Goblin",
    abilities=[Triggered(Dies(), (Pump(target_creature(), -1, -1),))],
)
behaviour("Brightstone Ritual", spell=[Custom(_mana_per_goblin, key="effect.add_mana")])
behaviour(
    "Goblin Burrows",
    abilities=[
        tap_for("C"),
        Activated(cost("{1}{R}", tap=True), (Pump(GOBLIN_CREATURE, 2, 0),)),
    ],
)

# --------------------------------------------------------------------- Elves
behaviour("Wirewood Elf", abilities=[tap_for("G")])
behaviour(
    "Wellwisher",
    abilities=[Activated(cost(tap=True), (GainLife(count_on_battlefield("Elf")),))],
)
behaviour(
    "Heedless One",
    abilities=[TRAMPLE, Static((characteristic_power(count_on_battlefield("Elf")),))],
)
behaviour(
    "Elvish Vanguard",
    abilities=[
        Triggered(
            Enters(False, creatures & subtype("Elf") & other), (AddCounters(SELF, "+1/+1", 1),)
        )
    ],
)
behaviour("Symbiotic Elf", abilities=[Triggered(Dies(), (CreateToken(INSECT, 2),))])
behaviour("Wirewood Herald", abilities=[Triggered(Dies(), (May(SearchLibrary(subtype("Elf"))),))])
behaviour("Taunting Elf", abilities=[AllMustBlock(text="All creatures able to block it do so.")])
behaviour(
    "Elven Riders",
    abilities=[
        BlockableOnlyBy(
            lambda game, b, a: (
                "Wall" in game.chars(b).subtypes or KeywordName.FLYING in game.chars(b).keywords
            ),
            text="can't be blocked except by Walls and/or creatures with flying",
        )
    ],
)
behaviour(
    "Elvish Pathcutter",
    abilities=[
        Activated(cost("{2}{G}"), (Pump(ELF_CREATURE, keywords=(KeywordName.FORESTWALK,)),))
    ],
)
behaviour(
    "Elvish Scrapper",
    abilities=[
        Activated(
            cost("{G}", tap=True, sacrifice_self=True),
            (Destroy(target_permanent(artifacts, "target.artifact")),),
        )
    ],
)
behaviour(
    "Wirewood Pride",
    spell=[Pump(target_creature(), count_on_battlefield("Elf"), count_on_battlefield("Elf"))],
)
behaviour(
    "Wirewood Savage",
    abilities=[Triggered(Enters(False, creatures & subtype("Beast")), (May(Draw(1)),))],
)
behaviour(
    "Wirewood Lodge",
    abilities=[
        tap_for("C"),
        Activated(
            cost("{G}", tap=True),
            (TapOrUntap(target_permanent(subtype("Elf"), "target.elf"), untap=True),),
        ),
    ],
)

# -------------------------------------------------------------------- Beasts
behaviour(
    "Ravenous Baloth",
    abilities=[Activated(cost(sacrifice=subtype("Beast")), (GainLife(4),))],
)
behaviour("Symbiotic Beast", abilities=[Triggered(Dies(), (CreateToken(INSECT, 4),))])
behaviour("Symbiotic Wurm", abilities=[Triggered(Dies(), (CreateToken(INSECT, 7),))])
behaviour(
    "Krosan Groundshaker",
    abilities=[Activated(cost("{G}"), (Pump(BEAST_CREATURE, keywords=(KeywordName.TRAMPLE,)),))],
)
behaviour(
    "Shaleskin Bruiser",
    abilities=[
        TRAMPLE,
        Triggered(Attacks(), (Pump(SELF, _other_attacking("Beast", 3), 0),)),
    ],
)
behaviour("Leery Fogbeast", abilities=[Triggered(BecomesBlocked(), (PreventCombatDamage(),))])
behaviour(
    "Avarax",
    abilities=[
        HASTE,
        Triggered(Enters(), (May(SearchLibrary(named("Avarax"))),)),
        Activated(cost("{1}{R}"), (Pump(SELF, 1, 0),)),
    ],
)
behaviour(
    "Aether Charge",
    abilities=[
        Triggered(
            Enters(False, creatures & subtype("Beast") & you_control),
            (May(DealDamage(4, target_opponent())),),
        )
    ],
)


behaviour(
    "Thunder of Hooves",
    spell=[
        DealDamage(count_on_battlefield("Beast"), creatures & ~with_keyword(KeywordName.FLYING)),
        DealDamage(count_on_battlefield("Beast"), EACH_PLAYER),
    ],
)
behaviour("Centaur Glade", abilities=[Activated(cost("{2}{G}{G}"), (CreateToken(CENTAUR),))])
behaviour("Dragon Roost", abilities=[Activated(cost("{5}{R}{R}"), (CreateToken(DRAGON),))])
behaviour(
    "Venomspout Brackus",
    abilities=[
        Activated(
            cost("{1}{G}", tap=True),
            (
                DealDamage(
                    5,
                    target_creature(
                        IN_COMBAT & with_keyword(KeywordName.FLYING),
                        label="target.attacking_or_blocking_flyer",
                    ),
                ),
            ),
        ),
        Morph("{3}{G}{G}"),
    ],
)

# ---------------------------------------------- Birds, Soldiers, Clerics ...
behaviour(
    "Aven Brigadier",
    abilities=[
        FLYING,
        Static(anthem(1, 1, creatures & subtype("Bird") & other)),
        Static(anthem(1, 1, creatures & subtype("Soldier") & other)),
    ],
)
behaviour("Airborne Aid", spell=[Draw(count_on_battlefield("Bird"))])
behaviour(
    "Ascending Aven",
    abilities=[
        FLYING,
        CanBlockOnly(
            lambda game, b, a: KeywordName.FLYING in game.chars(a).keywords,
            text="can block only creatures with flying",
        ),
        Morph("{2}{U}"),
    ],
)
behaviour(
    "Daru Cavalier",
    abilities=[FIRST_STRIKE, Triggered(Enters(), (May(SearchLibrary(named("Daru Cavalier"))),))],
)
behaviour(
    "Screaming Seahawk",
    abilities=[FLYING, Triggered(Enters(), (May(SearchLibrary(named("Screaming Seahawk"))),))],
)
behaviour(
    "Daru Encampment",
    abilities=[
        tap_for("C"),
        Activated(
            cost("{W}", tap=True),
            (Pump(target_creature(subtype("Soldier"), label="target.soldier_creature"), 1, 1),),
        ),
    ],
)
behaviour(
    "Gravel Slinger",
    abilities=[Activated(cost(tap=True), (DealDamage(1, ATTACKING_OR_BLOCKING),)), Morph("{1}{W}")],
)
behaviour(
    "Dive Bomber",
    abilities=[
        FLYING,
        Activated(cost(tap=True, sacrifice_self=True), (DealDamage(2, ATTACKING_OR_BLOCKING),)),
    ],
)


def _deals_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["source"] == source


def _that_much(game: Game, ctx: Context) -> int:
    return int((ctx.event or {})["amount"])


def _dealt_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever this creature is dealt damage"."""
    return event.kind == EventKind.DAMAGE and event["target"] == source


behaviour(
    "Doubtless One",
    abilities=[
        Static((characteristic_power(count_on_battlefield("Cleric")),)),
        Triggered(OnEvent(_deals_damage, key="trigger.deals_damage"), (GainLife(_that_much),)),
    ],
)
behaviour(
    "Profane Prayers",
    spell=[
        DealDamage(count_on_battlefield("Cleric"), any_target()),
        GainLife(count_on_battlefield("Cleric")),
    ],
)
behaviour(
    "Nameless One",
    abilities=[Static((characteristic_power(count_on_battlefield("Wizard")),)), Morph("{2}{U}")],
)


_ZOMBIES = count_on_battlefield("Zombie")
_ZOMBIE_CARDS_IN_GRAVEYARDS = count(subtype("Zombie"), zone=GRAVEYARD)


def _zombies_and_zombie_cards(game: Game, obj: GameObject) -> int:
    """Zombies on the battlefield and Zombie cards in all graveyards."""
    return _ZOMBIES(game, obj) + _ZOMBIE_CARDS_IN_GRAVEYARDS(game, obj)


behaviour("Soulless One", abilities=[Static((characteristic_power(_zombies_and_zombie_cards),))])
behaviour(
    "Shepherd of Rot",
    abilities=[
        Activated(cost(tap=True), (LoseLife(count_on_battlefield("Zombie"), who=EACH_PLAYER),))
    ],
)


def _minus_zombies(game: Game, ctx: Context) -> int:
    return -_ZOMBIES(game, ctx)


behaviour("Feeding Frenzy", spell=[Pump(target_creature(), _minus_zombies, _minus_zombies)])
behaviour(
    "Nantuko Husk",
    abilities=[Activated(cost(sacrifice=creatures), (Pump(SELF, 2, 2),))],
)
behaviour(
    "Screeching Buzzard", abilities=[FLYING, Triggered(Dies(), (Discard(1, who=EACH_OPPONENT),))]
)
behaviour(
    "Wretched Anurid",
    abilities=[Triggered(Enters(False, creatures & other), (LoseLife(1, who=YOU),))],
)
behaviour(
    "Wall of Mulch",
    abilities=[DEFENDER, Activated(cost("{G}", sacrifice=subtype("Wall")), (Draw(1),))],
)
behaviour(
    "Silklash Spider",
    abilities=[
        REACH,
        Activated(
            cost("{X}{G}{G}"),
            (
                DealDamage(
                    lambda game, ctx: ctx.x,
                    creatures & with_keyword(KeywordName.FLYING),
                ),
            ),
        ),
    ],
)

# -------------------------------------------------------------- Mistforms
BECOME_TYPE = Activated(cost("{1}"), (BecomeCreatureType(SELF),))


behaviour("Mistform Dreamer", abilities=[FLYING, BECOME_TYPE])
behaviour("Mistform Skyreaver", abilities=[FLYING, BECOME_TYPE])
behaviour("Mistform Shrieker", abilities=[FLYING, BECOME_TYPE, Morph("{3}{U}{U}")])
behaviour(
    "Mistform Stalker",
    abilities=[
        BECOME_TYPE,
        Activated(cost("{2}{U}{U}"), (Pump(SELF, 2, 2, (KeywordName.FLYING,)),)),
    ],
)
behaviour(
    "Mistform Wall",
    abilities=[Static((grant((KeywordName.DEFENDER,), itself & subtype("Wall")),)), BECOME_TYPE],
)
behaviour(
    "Mistform Mutant",
    abilities=[
        Activated(cost("{1}{U}"), (BecomeCreatureType(target_creature(), exclude=("Wall",)),))
    ],
)
behaviour(
    "Imagecrafter",
    abilities=[
        Activated(cost(tap=True), (BecomeCreatureType(target_creature(), exclude=("Wall",)),))
    ],
)

__all__ = ["TypeCount", "count_on_battlefield"]


# --------------------------------------------------------- second batch
def _opponents_creature(label: str) -> TargetSpec:
    """ "Target creature that player controls", after combat damage to a player:
    in a two-player game, the damaged player is the opponent."""
    return target_creature(opponent_controls, label=label)


def _still_here(game: Game, ctx: Context) -> bool:
    obj = game.objects.get(ctx.source)
    return obj is not None and obj.zone == BATTLEFIELD


behaviour(
    "Grassland Crusader",
    abilities=[
        Activated(
            cost(tap=True),
            (
                Pump(
                    target_creature(
                        subtype("Elf", "Soldier"), label="target.elf_or_soldier_creature"
                    ),
                    2,
                    2,
                ),
            ),
        )
    ],
)
behaviour(
    "Mobilization",
    abilities=[
        Static((grant((KeywordName.VIGILANCE,), creatures & subtype("Soldier") & other),)),
        Activated(cost("{2}{W}"), (CreateToken(SOLDIER),)),
    ],
)
behaviour(
    "Broodhatch Nantuko",
    abilities=[
        Triggered(
            OnEvent(_dealt_damage, key="trigger.dealt_damage"),
            (May(CreateToken(INSECT, _that_much)),),
        ),
        Morph("{2}{G}"),
    ],
)
behaviour(
    "Voidmage Prodigy",
    abilities=[
        Activated(cost("{U}{U}", sacrifice=subtype("Wizard")), (CounterTarget(target_spell()),)),
        Morph("{U}"),
    ],
)
behaviour(
    "Disruptive Pitmage",
    abilities=[
        Activated(cost(tap=True), (CounterTargetUnlessPaid("{1}"),)),
        Morph("{U}"),
    ],
)
behaviour(
    "Haunted Cadaver",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (
                May(
                    If(_still_here, Sequence_((SACRIFICE_SELF, DamagedPlayerDiscards(3)))),
                ),
            ),
        ),
        Morph("{1}{B}"),
    ],
)
behaviour(
    "Skirk Commando",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (May(DealDamage(2, _opponents_creature("target.creature_opponent"))),),
        ),
        Morph("{2}{R}"),
    ],
)
behaviour(
    "Snapping Thragg",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (May(DealDamage(3, _opponents_creature("target.creature_opponent"))),),
        ),
        Morph("{4}{R}{R}"),
    ],
)
behaviour(
    "Dawning Purist",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (
                May(
                    Destroy(
                        target_permanent(
                            enchantments & opponent_controls, "target.enchantment_opponent"
                        )
                    )
                ),
            ),
        ),
        Morph("{1}{W}"),
    ],
)
