"""The Arcane deck's cards from Champions and Betrayers of Kamigawa: Arcane spells,
the Spirits and ki creatures that grow with every Spirit or Arcane spell, the
Shoals and the Snakes' ramp.

Ki counters are :mod:`manastack.mechanics.ki`, the Shoals' alternative cost is
:func:`manastack.mechanics.shoals.shoal_cost`, splice is
:func:`manastack.mechanics.splice.splice_onto`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind, KeywordName
from ..engine.effect import Choice
from ..engine.layers import anthem, enchanted, pump_until_end_of_turn
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, STACK, player_ref
from ..engine.ops import Op, damage, move
from ..engine.selectors import (
    basic,
    count,
    creatures,
    lands,
    spells,
    subtype,
    with_keyword,
    you_own,
)
from ..engine.targets import (
    TargetSpec,
    any_target,
    target_card_in_graveyard,
    target_creature,
)
from ..engine.triggers import Enters, SpellCast
from ..language.effects import (
    SELF,
    Custom,
    DealDamage,
    Effect,
    GainLife,
    Pump,
    ReturnToHand,
    SearchLibrary,
    x_value,
)
from ..language.keywords import FLASH, TRAMPLE
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.ki import flip_with_ki, ki_on_spirit_or_arcane, remove_ki, spirit_or_arcane
from ..mechanics.regeneration import Regenerate
from ..mechanics.shoals import shoal_cost
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from . import Activated, Enchant, Static, Triggered, behaviour, cost, side

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

_SPIRIT_OR_ARCANE = SpellCast(filter=spirit_or_arcane)


_BASIC_LAND = basic & lands


def _enchanted_creature(game: Game, ctx: Context) -> list[int]:
    aura = game.objects.get(ctx.source)
    return [aura.attached_to] if aura is not None and aura.attached_to is not None else []


def _add_red(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("mana", player=ctx.controller, mana="R")]


def _add_three_red(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("mana", player=ctx.controller, mana="RRR")]


# ------------------------------------------------------------------ Arcane
behaviour(
    "Desperate Ritual",
    abilities=[splice_onto("Arcane", "{1}{R}")],
    spell=[Custom(_add_three_red, key="effect.mana")],
)


@dataclass(frozen=True)
class KodamasReach(Effect):
    """ "Search your library for up to two basic land cards, reveal those cards,
    put one onto the battlefield tapped and the other into your hand, then
    shuffle" (CR 701.19): the cards, then which one goes onto the battlefield."""

    key: str = "effect.search"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if a != "done"]
        if len(picked) < 2 and "done" not in answers:
            options = tuple(
                c
                for c in game.players[me].library
                if c not in picked and _BASIC_LAND.matches(game, c, me)
            )
            return Choice(me, DecisionKind.SEARCH, "prompt.search", options + ("done",), key=key)
        reveal = [Op("reveal", objs=list(picked), player=me)] if picked else []
        if len(picked) < 2:
            lands = [move(c, BATTLEFIELD, "search", tapped=True) for c in picked]
            return reveal + lands + [Op("shuffle", player=me)]
        which = ctx.answers.get(key + ("battlefield",))
        if not which:
            return Choice(
                me,
                DecisionKind.CHOOSE_CARD,
                "prompt.reach_battlefield",
                tuple(picked),
                key=key + ("battlefield",),
            )
        other = next(c for c in picked if c != which[0])
        return reveal + [
            move(which[0], BATTLEFIELD, "search", tapped=True),
            move(other, HAND, "search"),
            Op("shuffle", player=me),
        ]


behaviour("Kodama's Reach", spell=[KodamasReach()])


_growth_target = target_creature()


def _trample_if_spirit(game: Game, ctx: Context, part: int) -> list[Op]:
    spirits = [
        oid
        for oid in game.still_legal(ctx, _growth_target, part)
        if "Spirit" in game.chars(oid).subtypes
    ]
    if not spirits:
        return []
    return [
        Op("effect", effect=e)
        for e in pump_until_end_of_turn(game, ctx.source, spirits, 0, 0, (KeywordName.TRAMPLE,))
    ]


behaviour(
    "Unchecked Growth",
    spell=[
        Pump(_growth_target, 4, 4),
        Custom(_trample_if_spirit, targets=(_growth_target,), key="effect.pump"),
    ],
)

_volley_target = target_creature()


def _damage_its_controller(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        damage(ctx.source, player_ref(game.chars(oid).controller), 1)
        for oid in game.still_legal(ctx, _volley_target, part)
    ]


behaviour(
    "First Volley",
    spell=[
        DealDamage(1, _volley_target),
        Custom(_damage_its_controller, targets=(_volley_target,), key="effect.damage"),
    ],
)


behaviour(
    "Ire of Kaminari",
    spell=[DealDamage(count(subtype("Arcane") & you_own, zone=GRAVEYARD), any_target())],
)
behaviour(
    "Unearthly Blizzard",
    spell=[
        Pump(
            target_creature(label="target.up_to_three_creatures", count=3, minimum=0),
            0,
            0,
            (KeywordName.CANT_BLOCK,),
        )
    ],
)

# -------------------------------------------------------------------- Shoals
behaviour(
    "Blazing Shoal",
    abilities=[shoal_cost("R")],
    spell=[Pump(target_creature(), x_value, 0)],
)


def _minus_x(game: Game, ctx: Context) -> int:
    return -ctx.x


behaviour(
    "Sickening Shoal",
    abilities=[shoal_cost("B")],
    spell=[Pump(target_creature(), _minus_x, _minus_x)],
)
behaviour("Nourishing Shoal", abilities=[shoal_cost("G")], spell=[GainLife(x_value)])


def _disrupting_shoal(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("counter", obj=oid)
        for oid in game.still_legal(ctx, _any_spell, part)
        if game.chars(oid).mana_value == ctx.x
    ]


_any_spell = TargetSpec("target.spell", objects=spells(), zone=STACK)
behaviour(
    "Disrupting Shoal",
    abilities=[shoal_cost("U")],
    spell=[Custom(_disrupting_shoal, targets=(_any_spell,), key="effect.counter")],
)

# ------------------------------------------------- Spirits that feed on Arcane
behaviour("Kami of the Hunt", abilities=[Triggered(_SPIRIT_OR_ARCANE, (Pump(SELF, 1, 1),))])
behaviour("Scaled Hulk", abilities=[Triggered(_SPIRIT_OR_ARCANE, (Pump(SELF, 2, 2),))])
behaviour(
    "Kami of Fire's Roar",
    abilities=[
        Triggered(_SPIRIT_OR_ARCANE, (Pump(target_creature(), 0, 0, (KeywordName.CANT_BLOCK,)),))
    ],
)
behaviour(
    "Soul of Magma",
    abilities=[Triggered(_SPIRIT_OR_ARCANE, (DealDamage(1, target_creature()),))],
)


behaviour(
    "Earthshaker",
    abilities=[
        Triggered(
            _SPIRIT_OR_ARCANE, (DealDamage(2, (creatures & ~with_keyword(KeywordName.FLYING))),)
        )
    ],
)

# ------------------------------------------------------ sacrifice outlets
_SACRIFICE_IT = cost(sacrifice_self=True)
behaviour("Frostling", abilities=[Activated(_SACRIFICE_IT, (DealDamage(1, target_creature()),))])
behaviour("Child of Thorns", abilities=[Activated(_SACRIFICE_IT, (Pump(target_creature(), 1, 1),))])
behaviour(
    "Burr Grafter",
    abilities=[Activated(_SACRIFICE_IT, (Pump(target_creature(), 2, 2),)), soulshift(3)],
)
behaviour(
    "Pain Kami",
    abilities=[
        Activated(cost("{X}{R}", sacrifice_self=True), (DealDamage(x_value, target_creature()),))
    ],
)


behaviour(
    "Hana Kami",
    abilities=[
        Activated(
            cost("{1}{G}", sacrifice_self=True),
            (
                ReturnToHand(
                    target_card_in_graveyard(
                        subtype("Arcane"), "target.arcane_card_in_your_graveyard", yours=True
                    )
                ),
            ),
        )
    ],
)

# -------------------------------------------------------------- Snakes, ramp
behaviour(
    "Sakura-Tribe Elder",
    abilities=[
        Activated(_SACRIFICE_IT, (SearchLibrary(_BASIC_LAND, to=BATTLEFIELD, tapped=True),))
    ],
)
behaviour(
    "Akki Rockspeaker",
    abilities=[Triggered(Enters(), (Custom(_add_red, key="effect.mana"),))],
)
behaviour(
    "Serpent Skin",
    abilities=[
        FLASH,
        Enchant(target_creature()),
        Static(anthem(1, 1, enchanted)),
        Activated(cost("{G}"), (Regenerate(_enchanted_creature),)),
    ],
)

# ------------------------------------------------ ki: the flip warriors of Betrayers
behaviour(
    "Budoka Pupil",
    abilities=[ki_on_spirit_or_arcane(), flip_with_ki()],
    back=side(
        "Ichiga, Who Topples Oaks",
        abilities=[TRAMPLE, Activated(remove_ki(), (Pump(target_creature(), 2, 2),))],
    ),
)
behaviour(
    "Hired Muscle",
    abilities=[ki_on_spirit_or_arcane(), flip_with_ki()],
    back=side(
        "Scarmaker",
        abilities=[Activated(remove_ki(), (Pump(target_creature(), 0, 0, (KeywordName.FEAR,)),))],
    ),
)
behaviour(
    "Callow Jushi",
    abilities=[ki_on_spirit_or_arcane(), flip_with_ki()],
    back=side(
        "Jaraku the Interloper",
        abilities=[Activated(remove_ki(), (CounterTargetUnlessPaid("{2}"),))],
    ),
)
