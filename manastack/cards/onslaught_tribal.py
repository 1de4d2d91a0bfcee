"""Onslaught's creature-type cards: Goblins, Elves, Beasts, Birds, Soldiers,
Clerics, Wizards, Zombies, the Avatars that count them, and the Mistform
Illusions that change their own types.

Every count of a creature type reads the creatures' current characteristics
(``game.chars(obj).subtypes``, after layer 4), so a creature a Mistform made a
Goblin counts as a Goblin (CR 205.3, 613.1d).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import anthem, characteristic_power, grant
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.targets import (
    TargetSpec,
    any_target,
    has_subtype,
    has_type,
    is_creature,
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
@dataclass(frozen=True)
class TypeCount:
    """ "The number of <subtype>s on the battlefield": creatures of that type
    now (after type-changing effects, layer 4); usable as an effect amount
    ``(game, ctx)`` and as a characteristic-defining count ``(game, obj)``."""

    subtype: str

    def __call__(self, game: Game, _context: object = None) -> int:
        return sum(
            1
            for o in game.battlefield
            if game.chars(o).is_creature and self.subtype in game.chars(o).subtypes
        )


def count_on_battlefield(subtype: str) -> TypeCount:
    """``count_on_battlefield("Goblin")``: see :class:`TypeCount`."""
    return TypeCount(subtype)


def _other_attacking(subtype: str, each: int) -> Callable[[Game, Context], int]:
    """+``each`` for each other attacking creature of ``subtype``."""

    def amount(game: Game, ctx: Context) -> int:
        combat = game.combat
        if combat is None:
            return 0
        return each * sum(
            1 for a in combat.attackers if a != ctx.source and subtype in game.chars(a).subtypes
        )

    return amount


def _permanent(subtype: str) -> Callable[[Game, GameObject, int], bool]:
    """A permanent with ``subtype`` (a "sacrifice a Goblin" cost's choice)."""

    def check(game: Game, obj: GameObject, _player: int) -> bool:
        return subtype in game.chars(obj).subtypes

    return check


def _others_of(subtype: str):
    """Other creatures of ``subtype``, whoever controls them (layer 7c)."""

    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        return (
            source is not None and obj.id != source.id and ch.is_creature and subtype in ch.subtypes
        )

    return applies


def _enters(subtype: str, yours: bool = False, other: bool = False):
    """ "Whenever [another] <subtype> [you control] enters"."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
            return False
        new = event["new"]
        entered = game.chars(new)
        if other and new == source:
            return False
        if yours and entered.controller != ch.controller:
            return False
        return entered.is_creature and (not subtype or subtype in entered.subtypes)

    return OnEvent(test, key="trigger.enters")


def _named(name: str) -> SearchLibrary:
    """ "Search your library for a card named <name>" (CR 701.19)."""
    return SearchLibrary(lambda game, obj: obj.card.name == name)


def _card_of(subtype: str) -> SearchLibrary:
    return SearchLibrary(lambda game, obj: subtype in obj.card.faces[0].subtypes)


def _creatures(game: Game, ctx: Context) -> list[int]:
    return [o for o in game.battlefield if game.chars(o).is_creature]


INSECT = token("Insect", "Creature — Insect", "1/1", colour="G")
CENTAUR = token("Centaur", "Creature — Centaur", "3/3", colour="G")
SOLDIER = token("Soldier", "Creature — Soldier", "1/1", colour="W")
DRAGON = token("Dragon", "Creature — Dragon", "5/5", colour="R", abilities=(FLYING,))
ELF_CREATURE = target_creature(has_subtype("Elf"), label="target.elf_creature")
GOBLIN_CREATURE = target_creature(has_subtype("Goblin"), label="target.goblin_creature")
BEAST_CREATURE = target_creature(has_subtype("Beast"), label="target.beast_creature")


def _in_combat(game: Game, obj: GameObject, _controller: int) -> bool:
    combat = game.combat
    return combat is not None and (obj.id in combat.attackers or obj.id in combat.blockers)


ATTACKING_OR_BLOCKING = target_creature(_in_combat, label="target.attacking_or_blocking_creature")


def _mana_per_goblin(game: Game, ctx: Context, part: int) -> list[Op]:
    n = count_on_battlefield("Goblin")(game)
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
    abilities=[Activated(cost(sacrifice=_permanent("Goblin")), (Pump(target_creature(), 1, 1),))],
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
        Triggered(Enters(), (May(_named("Embermage Goblin")),)),
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
    abilities=[Triggered(_enters("Elf", other=True), (AddCounters(SELF, "+1/+1", 1),))],
)
behaviour("Symbiotic Elf", abilities=[Triggered(Dies(), (CreateToken(INSECT, 2),))])
behaviour("Wirewood Herald", abilities=[Triggered(Dies(), (May(_card_of("Elf")),))])
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
            (Destroy(target_permanent(has_type("Artifact"), "target.artifact")),),
        )
    ],
)
behaviour(
    "Wirewood Pride",
    spell=[Pump(target_creature(), count_on_battlefield("Elf"), count_on_battlefield("Elf"))],
)
behaviour(
    "Wirewood Savage",
    abilities=[Triggered(_enters("Beast"), (May(Draw(1)),))],
)
behaviour(
    "Wirewood Lodge",
    abilities=[
        tap_for("C"),
        Activated(
            cost("{G}", tap=True),
            (TapOrUntap(target_permanent(has_subtype("Elf"), "target.elf"), untap=True),),
        ),
    ],
)

# -------------------------------------------------------------------- Beasts
behaviour(
    "Ravenous Baloth",
    abilities=[Activated(cost(sacrifice=_permanent("Beast")), (GainLife(4),))],
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
        Triggered(Enters(), (May(_named("Avarax")),)),
        Activated(cost("{1}{R}"), (Pump(SELF, 1, 0),)),
    ],
)
behaviour(
    "Aether Charge",
    abilities=[Triggered(_enters("Beast", yours=True), (May(DealDamage(4, target_opponent())),))],
)


def _without_flying(game: Game, ctx: Context) -> list[int]:
    return [
        o
        for o in game.battlefield
        if game.chars(o).is_creature and KeywordName.FLYING not in game.chars(o).keywords
    ]


behaviour(
    "Thunder of Hooves",
    spell=[
        DealDamage(count_on_battlefield("Beast"), _without_flying),
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
                        lambda g, o, c: (
                            _in_combat(g, o, c) and KeywordName.FLYING in g.chars(o).keywords
                        ),
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
        Static(anthem(1, 1, _others_of("Bird"))),
        Static(anthem(1, 1, _others_of("Soldier"))),
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
    abilities=[FIRST_STRIKE, Triggered(Enters(), (May(_named("Daru Cavalier")),))],
)
behaviour(
    "Screaming Seahawk",
    abilities=[FLYING, Triggered(Enters(), (May(_named("Screaming Seahawk")),))],
)
behaviour(
    "Daru Encampment",
    abilities=[
        tap_for("C"),
        Activated(
            cost("{W}", tap=True),
            (Pump(target_creature(has_subtype("Soldier"), label="target.soldier_creature"), 1, 1),),
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


def _zombies_and_zombie_cards(game: Game, _obj: object = None) -> int:
    in_graveyards = sum(
        1
        for p in game.players
        for c in p.graveyard
        if "Zombie" in game.objects[c].card.faces[0].subtypes
    )
    return count_on_battlefield("Zombie")(game) + in_graveyards


behaviour("Soulless One", abilities=[Static((characteristic_power(_zombies_and_zombie_cards),))])
behaviour(
    "Shepherd of Rot",
    abilities=[
        Activated(cost(tap=True), (LoseLife(count_on_battlefield("Zombie"), who=EACH_PLAYER),))
    ],
)


def _minus_zombies(game: Game, ctx: Context) -> int:
    return -count_on_battlefield("Zombie")(game)


behaviour("Feeding Frenzy", spell=[Pump(target_creature(), _minus_zombies, _minus_zombies)])
behaviour(
    "Nantuko Husk",
    abilities=[
        Activated(cost(sacrifice=lambda g, o, p: g.chars(o).is_creature), (Pump(SELF, 2, 2),))
    ],
)
behaviour(
    "Screeching Buzzard", abilities=[FLYING, Triggered(Dies(), (Discard(1, who=EACH_OPPONENT),))]
)
behaviour(
    "Wretched Anurid",
    abilities=[Triggered(_enters("", other=True), (LoseLife(1, who=YOU),))],
)
behaviour(
    "Wall of Mulch",
    abilities=[DEFENDER, Activated(cost("{G}", sacrifice=_permanent("Wall")), (Draw(1),))],
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
                    lambda game, ctx: [
                        o
                        for o in game.battlefield
                        if game.chars(o).is_creature
                        and KeywordName.FLYING in game.chars(o).keywords
                    ],
                ),
            ),
        ),
    ],
)

# -------------------------------------------------------------- Mistforms
BECOME_TYPE = Activated(cost("{1}"), (BecomeCreatureType(SELF),))


def _is_wall(game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics) -> bool:
    return source is not None and obj.id == source.id and "Wall" in ch.subtypes


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
    "Mistform Wall", abilities=[Static((grant((KeywordName.DEFENDER,), _is_wall),)), BECOME_TYPE]
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
    return target_creature(opponent_controls(is_creature), label=label)


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
                        lambda g, o, c: bool({"Elf", "Soldier"} & g.chars(o).subtypes),
                        label="target.elf_or_soldier_creature",
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
        Static((grant((KeywordName.VIGILANCE,), _others_of("Soldier")),)),
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
        Activated(cost("{U}{U}", sacrifice=_permanent("Wizard")), (CounterTarget(target_spell()),)),
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
                            opponent_controls(has_type("Enchantment")),
                            "target.enchantment_opponent",
                        )
                    )
                ),
            ),
        ),
        Morph("{1}{W}"),
    ],
)
