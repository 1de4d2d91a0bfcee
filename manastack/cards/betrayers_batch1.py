"""Betrayers of Kamigawa, first batch: the cards built from the card language as
it stands (triggers on Spirit or Arcane spells, ki counters, control-changing
Auras, edicts, lands and artifacts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, anthem, enchanted, grant, self_only, set_controller
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, player_ref
from ..engine.ops import Op, damage, move
from ..engine.targets import (
    TargetSpec,
    either_type,
    is_permanent,
    target_creature,
    target_opponent,
    target_permanent,
)
from ..engine.triggers import AtStep, Dies, Enters, LeavesBattlefield, OnEvent, SpellCast
from ..language.effects import (
    SELF,
    AddCounters,
    CreateToken,
    Custom,
    May,
    Pump,
)
from ..language.keywords import (
    DEFENDER,
    FLYING,
    REACH,
    enters_with_counters,
    equip,
    tap_for,
)
from ..language.player_choices import (
    EachSacrifices,
    ExileFromHand,
    MayTapOrUntap,
    PutLandsFromHand,
)
from ..mechanics.bushido import bushido
from ..mechanics.ki import ki_on_spirit_or_arcane, remove_ki, spirit_or_arcane
from ..mechanics.offering import offering
from . import Activated, Enchant, Static, Triggered, behaviour, cost, token
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_SPIRIT_OR_ARCANE = SpellCast(filter=spirit_or_arcane)
SPIRIT_1_1 = token("Spirit", "Creature — Spirit", "1/1", colour="")
SPIRIT_3_3_FLYING = token("Spirit", "Creature — Spirit", "3/3", colour="W", abilities=(FLYING,))


def _land(game: Game, obj: GameObject, _player: int) -> bool:
    return game.chars(obj).is_land


def _the_entering_object(game: Game, ctx: Context) -> list[int]:
    """The permanent whose entering made the ability trigger."""
    new = (ctx.event or {}).get("new")
    return [new] if new in game.battlefield else []


def _a_creature_you_control(game: Game, oid: int, controller: int) -> bool:
    ch = game.chars(oid)
    return ch.is_creature and ch.controller == controller


# --------------------------------------------------------------------- white
behaviour(
    "Oyobi, Who Split the Heavens",
    abilities=[FLYING, Triggered(_SPIRIT_OR_ARCANE, (CreateToken(SPIRIT_3_3_FLYING),))],
)


def _a_samurai_you_control(game: Game, event: Event, ch: Characteristics) -> bool:
    lki = game.lki.get(event["obj"])
    return lki is not None and "Samurai" in lki.subtypes and lki.controller == ch.controller


behaviour(
    "Indebted Samurai",
    abilities=[
        bushido(1),
        Triggered(
            Dies(self_only=False, filter=_a_samurai_you_control),
            (May(AddCounters(SELF, counter=CounterKind.P1P1)),),
        ),
    ],
)

_ARTIFACT_OR_ENCHANTMENT = target_permanent(
    either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment"
)


def _destroy_and_gain_its_mana_value(game: Game, ctx: Context, part: int) -> list[Op]:
    """CR 608.2h: the life is the mana value the permanent had as it was destroyed."""
    ops: list[Op] = []
    for oid in game.still_legal(ctx, _ARTIFACT_OR_ENCHANTMENT, part):
        ops += [
            Op("destroy", obj=oid),
            Op("life", player=ctx.controller, amount=game.chars(oid).mana_value),
        ]
    return ops


behaviour(
    "Terashi's Grasp",
    spell=[
        Custom(
            _destroy_and_gain_its_mana_value,
            targets=(_ARTIFACT_OR_ENCHANTMENT,),
            key="effect.destroy",
        )
    ],
)


def _legendary_permanent_other_than_this(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    lki = game.lki.get(event["obj"])
    return event["obj"] != source and lki is not None and "Legendary" in lki.supertypes


def _return_that_card(game: Game, ctx: Context, part: int) -> list[Op]:
    found = game.objects.get((ctx.event or {}).get("new", -1))
    return [move(found.id, HAND, "bounce")] if found is not None and found.zone == GRAVEYARD else []


behaviour(
    "Yomiji, Who Bars the Way",
    abilities=[
        Triggered(
            OnEvent(_legendary_permanent_other_than_this, key="trigger.dies", looks_back=True),
            (Custom(_return_that_card, key="effect.bounce"),),
        )
    ],
)

# ---------------------------------------------------------------------- blue


def _creature_mv_2_or_less(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and ch.mana_value <= 2


behaviour(
    "Threads of Disloyalty",
    abilities=[
        Enchant(target_permanent(_creature_mv_2_or_less, "target.creature_mv_2_or_less")),
        Static((set_controller(enchanted),)),
    ],
)


def _your_graveyard_cards_to_library(game: Game, ctx: Context, part: int) -> list[Op]:
    """Sway of the Stars: hand, graveyard and permanents into the library, shuffle,
    draw seven, life becomes 7 (CR 119.5: a gain or loss of the difference)."""
    ops: list[Op] = []
    for p in game.players:
        if p.has_lost:
            continue
        owned = [oid for oid in game.battlefield if game.objects[oid].owner == p.index]
        ops += [
            move(oid, LIBRARY, "shuffle_in") for oid in owned + list(p.hand) + list(p.graveyard)
        ]
        ops.append(Op("shuffle", player=p.index))
        ops += [Op("draw", player=p.index) for _ in range(7)]
    for p in game.players:
        if not p.has_lost and p.life != 7:
            ops.append(Op("life", player=p.index, amount=7 - p.life))
    return ops


behaviour("Sway of the Stars", spell=[Custom(_your_graveyard_cards_to_library, key="effect.sway")])

behaviour(
    "Toils of Night and Day",
    spell=[
        MayTapOrUntap(
            TargetSpec("target.one_or_two_permanents", objects=is_permanent, count=2, minimum=1)
        )
    ],
)

# --------------------------------------------------------------------- black


def _no_demon(game: Game, source: int, _event: object) -> bool:
    controller = game.controller_of(source)
    return not any(
        game.chars(o).controller == controller and "Demon" in game.chars(o).subtypes
        for o in game.battlefield
    )


def _sacrifice_this(game: Game, ctx: Context, part: int) -> list[Op]:
    return [move(ctx.source, GRAVEYARD, "sacrifice")] if ctx.source in game.battlefield else []


behaviour(
    "Mark of the Oni",
    abilities=[
        Enchant(target_creature()),
        Static((set_controller(enchanted),)),
        Triggered(
            AtStep("end", yours=False),
            (Custom(_sacrifice_this, key="effect.sacrifice"),),
            condition=_no_demon,
        ),
    ],
)
behaviour(
    "Kyoki, Sanity's Eclipse",
    abilities=[Triggered(_SPIRIT_OR_ARCANE, (ExileFromHand(target_opponent()),))],
)


def _sacrifice_non_ogre_creatures(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        move(oid, GRAVEYARD, "sacrifice")
        for oid in game.battlefield
        if game.chars(oid).is_creature
        and game.chars(oid).controller == ctx.controller
        and "Ogre" not in game.chars(oid).subtypes
    ]


behaviour(
    "Yukora, the Prisoner",
    abilities=[
        Triggered(
            LeavesBattlefield(), (Custom(_sacrifice_non_ogre_creatures, key="effect.sacrifice"),)
        )
    ],
)

# ----------------------------------------------------------------------- red
behaviour(
    "Akki Blizzard-Herder",
    abilities=[Triggered(Dies(), (EachSacrifices(_land, prompt="prompt.sacrifice_land"),))],
)
behaviour("Crack the Earth", spell=[EachSacrifices(is_permanent)])


def _half_of_each_players_life(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        damage(ctx.source, player_ref(p.index), p.life // 2)
        for p in game.players
        if not p.has_lost and p.life // 2 > 0
    ]


behaviour(
    "Heartless Hidetsugu",
    abilities=[
        Activated(cost(tap=True), (Custom(_half_of_each_players_life, key="effect.damage"),))
    ],
)
behaviour(
    "In the Web of War",
    abilities=[
        Triggered(
            Enters(self_only=False, filter=_a_creature_you_control),
            (Pump(_the_entering_object, 2, 0, (KeywordName.HASTE,)),),
        )
    ],
)


def _an_opponent_casts_spirit_or_arcane(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.CAST
        and event["player"] != ch.controller
        and spirit_or_arcane(game, event["obj"])
    )


def _two_damage_to_that_player(game: Game, ctx: Context, part: int) -> list[Op]:
    caster = (ctx.event or {}).get("player")
    return [] if caster is None else [damage(ctx.source, player_ref(caster), 2)]


behaviour(
    "Ishi-Ishi, Akki Crackshot",
    abilities=[
        Triggered(
            OnEvent(_an_opponent_casts_spirit_or_arcane, key="trigger.cast"),
            (Custom(_two_damage_to_that_player, key="effect.damage"),),
        )
    ],
)

# --------------------------------------------------------------------- green
behaviour(
    "Loam Dweller",
    abilities=[Triggered(_SPIRIT_OR_ARCANE, (PutLandsFromHand(limit=1),))],
)


def _forests_on_the_battlefield(game: Game, obj: GameObject) -> int:
    return sum(1 for o in game.battlefield if "Forest" in game.chars(o).subtypes)


def _toughness_is_forests(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    ch.toughness = _forests_on_the_battlefield(game, obj)


# "Its toughness is equal to the number of Forests on the battlefield": a
# characteristic-defining ability (layer 7a, CR 604.3)
_TOUGHNESS_IS_FORESTS = ContinuousEffect(
    "7a", _toughness_is_forests, applies=self_only(), key="ce.cda"
)
behaviour("Traproot Kami", abilities=[DEFENDER, REACH, Static((_TOUGHNESS_IS_FORESTS,))])

# ---------------------------------------------------------------- artifacts
behaviour(
    "Baku Altar",
    abilities=[
        ki_on_spirit_or_arcane(),
        Activated(remove_ki("{2}", tap=True), (CreateToken(SPIRIT_1_1),)),
    ],
)
behaviour("Shuko", abilities=[Static(anthem(1, 0, enchanted)), equip("{0}")])


def _attach_to_the_entering_creature(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("attach", obj=ctx.source, to=oid) for oid in _the_entering_object(game, ctx)]


behaviour(
    "Ronin Warclub",
    abilities=[
        Static(anthem(2, 1, enchanted)),
        Triggered(
            Enters(self_only=False, filter=_a_creature_you_control),
            (Custom(_attach_to_the_entering_creature, key="effect.attach"),),
        ),
        equip("{5}"),
    ],
)


def _has_divinity_counter(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return obj.counters.get(CounterKind.DIVINITY, 0) > 0


behaviour(
    "That Which Was Taken",
    abilities=[
        Activated(
            cost("{4}", tap=True),
            (
                AddCounters(
                    AnotherTarget("target.another_permanent", objects=is_permanent),
                    counter=CounterKind.DIVINITY,
                ),
            ),
        ),
        Static((grant((KeywordName.INDESTRUCTIBLE,), _has_divinity_counter),)),
    ],
)

# --------------------------------------------------------------------- lands
behaviour(
    "Gods' Eye, Gate to the Reikai",
    abilities=[tap_for("{C}"), Triggered(Dies(), (CreateToken(SPIRIT_1_1),))],
)
behaviour(
    "Tendo Ice Bridge",
    abilities=[
        enters_with_counters(CounterKind.CHARGE, 1),
        tap_for("{C}"),
        Activated(
            cost(tap=True, remove_counters=(CounterKind.CHARGE, 1)), mana=("W", "U", "B", "R", "G")
        ),
    ],
)
behaviour(
    "Patron of the Moon",
    abilities=[
        offering("Moonfolk"),
        FLYING,
        Activated(cost("{1}"), (PutLandsFromHand(limit=2),)),
    ],
)
