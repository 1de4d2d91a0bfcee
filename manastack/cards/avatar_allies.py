"""Avatar: The Last Airbender (TLA): white, red and black cards — Allies and
their tokens, burn, removal, and the cards that count sacrifices.  Each has a
scenario in ``tests/test_tla_allies.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, affects_only_its_source, board_only, grant
from ..engine.objects import BATTLEFIELD, HAND, Characteristics, GameObject
from ..engine.ops import Op, damage, move
from ..engine.selectors import attacking, basic, blocking, count, creatures, lands, subtype
from ..engine.targets import (
    TargetSpec,
    all_of,
    any_target,
    either_type,
    has_subtype,
    has_type,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_permanent,
    you_control,
)
from ..engine.triggers import Attacks, Dies, Enters, OnEvent, SpellCast
from ..language.effects import (
    SELF,
    AddCounters,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Exile,
    GainLife,
    If,
    Pump,
    Scry,
    SearchLibrary,
    objects_for,
    x_value,
)
from ..language.keywords import DEATHTOUCH, FLYING, HASTE, LIFELINK, REACH, VIGILANCE
from ..mechanics.allies import AllyEnters
from ..mechanics.firebending import firebending
from ..mechanics.kicker import kicked, kicker
from ..mechanics.learn import MayDiscardToDraw
from ..mechanics.lessons import draws_this_turn
from . import Activated, Static, Triggered, behaviour, cost
from .core_set import ALLY
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------------ helpers
def _you_control_named_subtype(subtype: str):
    def count(game: Game, ctx: Context) -> int:
        return sum(
            1
            for oid in game.battlefield
            if game.chars(oid).controller == ctx.controller and subtype in game.chars(oid).subtypes
        )

    return count


def you_sacrifice(another: bool = False, your_turn: bool = False):
    """ "Whenever you sacrifice [another] permanent [during your turn]" (CR 701.17):
    a permanent you controlled went from the battlefield to a graveyard by
    sacrifice."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if (
            event.kind != EventKind.ZONE
            or event["cause"] != "sacrifice"
            or event["frm"] != BATTLEFIELD
        ):
            return False
        if another and event["obj"] == source:
            return False
        if your_turn and game.active_player != ch.controller:
            return False
        gone = game.lki.get(event["obj"])
        return gone is not None and gone.controller == ch.controller

    return OnEvent(test, key="trigger.sacrifice", looks_back=True)


_YOUR_CREATURE = you_control(is_creature)

# -------------------------------------------------------------------- white
behaviour(
    "Avatar Enthusiasts", abilities=[Triggered(AllyEnters(or_self=False), (AddCounters(SELF),))]
)
behaviour(
    "Curious Farm Animals",
    abilities=[
        Triggered(Dies(), (GainLife(3),)),
        Activated(
            cost("{2}", sacrifice_self=True),
            (
                Destroy(
                    TargetSpec(
                        "target.artifact_or_enchantment_up_to_one",
                        objects=either_type("Artifact", "Enchantment"),
                        minimum=0,
                    )
                ),
            ),
        ),
    ],
)
behaviour("Glider Kids", abilities=[FLYING, Triggered(Enters(), (Scry(1),))])
behaviour(
    "Jeong Jeong's Deserters", abilities=[Triggered(Enters(), (AddCounters(target_creature()),))]
)
behaviour(
    "Water Tribe Captain",
    abilities=[Activated(cost("{5}"), (Pump((creatures & you_control), 1, 1),))],
)
behaviour(
    "Earth Kingdom Protectors",
    abilities=[
        VIGILANCE,
        Activated(
            cost(sacrifice_self=True),
            (
                Pump(
                    AnotherTarget(
                        "target.another_ally_you_control",
                        objects=you_control(has_subtype("Ally")),
                    ),
                    keywords=(KeywordName.INDESTRUCTIBLE,),
                ),
            ),
        ),
    ],
)
behaviour(
    "Gather the White Lotus",
    spell=[CreateToken(ALLY, _you_control_named_subtype("Plains")), Scry(2)],
)
behaviour("United Front", spell=[CreateToken(ALLY, x_value), AddCounters(creatures & you_control)])


def _not_kicked(game: Game, ctx: Context) -> bool:
    return not kicked(game, ctx)


behaviour(
    "Aang's Journey",
    abilities=[kicker("{2}")],
    spell=[
        If(_not_kicked, SearchLibrary(basic & lands)),
        If(kicked, SearchLibrary(basic & lands)),
        If(kicked, SearchLibrary(subtype("Shrine"))),
        GainLife(2),
    ],
)


_RINGS = target_creature((attacking | blocking), "target.attacking_or_blocking_creature")


def _razor_rings(game: Game, ctx: Context, part: int) -> list[Op]:
    """4 damage; gain life equal to the excess (CR 120.10: damage beyond what
    was lethal, given the damage already marked)."""
    ops: list[Op] = []
    for oid in objects_for(_RINGS, game, ctx, part):
        lethal = max(0, (game.chars(oid).toughness or 0) - game.objects[oid].damage)
        ops.append(damage(ctx.source, oid, 4))
        if 4 > lethal:
            ops.append(Op("life", player=ctx.controller, amount=4 - lethal))
    return ops


behaviour("Razor Rings", spell=[Custom(_razor_rings, targets=(_RINGS,), key="effect.damage")])


@board_only
def _becomes_avatar(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.subtypes = ch.subtypes | {"Avatar"}


_AVATAR_STATE = target_creature(_YOUR_CREATURE, "target.creature_you_control")


def _avatar_state_type(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Becomes an Avatar in addition to its other types" until end of turn (layer 4)."""
    ids = objects_for(_AVATAR_STATE, game, ctx, part)
    if not ids:
        return []
    effect = ContinuousEffect(
        "4",
        _becomes_avatar,
        locked=frozenset(ids),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.type",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "Enter the Avatar State",
    spell=[
        Custom(_avatar_state_type, targets=(_AVATAR_STATE,), key="effect.pump"),
        Pump(
            _AVATAR_STATE,
            keywords=(
                KeywordName.FLYING,
                KeywordName.FIRST_STRIKE,
                KeywordName.LIFELINK,
                KeywordName.HEXPROOF,
            ),
        ),
    ],
)

# ---------------------------------------------------------------------- red
behaviour("Lightning Strike", spell=[DealDamage(3, any_target())])
behaviour(
    "Boar-q-pine",
    abilities=[Triggered(SpellCast(filter=~creatures), (AddCounters(SELF),))],
)
behaviour("Treetop Freedom Fighters", abilities=[HASTE, Triggered(Enters(), (CreateToken(ALLY),))])
behaviour("Yuyan Archers", abilities=[REACH, Triggered(Enters(), (MayDiscardToDraw(1),))])
behaviour(
    "Wandering Musicians",
    abilities=[Triggered(Attacks(), (Pump((creatures & you_control), 1, 0),))],
)
behaviour(
    "Rough Rhino Cavalry",
    abilities=[
        firebending(2),
        Activated(
            cost("{8}"),
            (AddCounters(SELF, amount=2), Pump(SELF, keywords=(KeywordName.TRAMPLE,))),
            exhaust=True,
        ),
    ],
)
behaviour(
    "Deserter's Disciple",
    abilities=[
        Activated(
            cost(tap=True),
            (
                Pump(
                    AnotherTarget(
                        "target.another_creature_you_control_power_2",
                        objects=you_control(
                            all_of(is_creature, lambda g, o, c: (g.chars(o).power or 0) <= 2)
                        ),
                    ),
                    keywords=(KeywordName.UNBLOCKABLE,),
                ),
            ),
        )
    ],
)


def _that_ally(game: Game, ctx: Context) -> list[int]:
    """The Ally whose entering triggered the ability, if it is still there."""
    new = (ctx.event or {}).get("new")
    obj = game.objects.get(new) if isinstance(new, int) else None
    return [obj.id] if obj is not None and obj.zone == BATTLEFIELD else []


behaviour(
    "Wartime Protestors",
    abilities=[
        HASTE,
        Triggered(
            AllyEnters(or_self=False),
            (AddCounters(_that_ally), Pump(_that_ally, keywords=(KeywordName.HASTE,))),
        ),
    ],
)


behaviour(
    "Bumi Bash",
    modes=[
        [DealDamage(count(lands & you_control), target_creature())],
        [
            Destroy(
                target_permanent(
                    (lands & (creatures | ~basic)), "target.land_creature_or_nonbasic_land"
                )
            )
        ],
    ],
)

# -------------------------------------------------------------------- black
behaviour(
    "Corrupt Court Official",
    abilities=[Triggered(Enters(), (Discard(1, who=target_opponent()),))],
)
behaviour(
    "Epic Downfall",
    spell=[
        Exile(
            target_creature(
                lambda g, o, c: g.chars(o).mana_value >= 3, "target.creature_mana_value_3"
            )
        )
    ],
)

_CONVICTION = target_card_in_graveyard(
    has_type("Creature"), "target.creature_card_in_your_graveyard", yours=True
)


def _conviction(game: Game, ctx: Context, part: int) -> list[Op]:
    """To the hand, or onto the battlefield tapped if kicked."""
    return [
        move(oid, BATTLEFIELD, "effect", tapped=True)
        if kicked(game, ctx)
        else move(oid, HAND, "effect")
        for oid in objects_for(_CONVICTION, game, ctx, part)
    ]


behaviour(
    "Zuko's Conviction",
    abilities=[kicker("{4}")],
    spell=[Custom(_conviction, targets=(_CONVICTION,), key="effect.return")],
)
behaviour(
    "Pirate Peddlers",
    abilities=[DEATHTOUCH, Triggered(you_sacrifice(another=True), (AddCounters(SELF),))],
)


@affects_only_its_source
def _drew_two(game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics) -> bool:
    return (
        source is not None
        and source.id == obj.id
        and draws_this_turn(game, game.chars(obj).controller) >= 2
    )


behaviour(
    "Foggy Swamp Hunters",
    abilities=[Static((grant((KeywordName.LIFELINK, KeywordName.MENACE), _drew_two),))],
)
behaviour(
    "Cat-Gator",
    abilities=[
        LIFELINK,
        Triggered(Enters(), (DealDamage(_you_control_named_subtype("Swamp"), any_target()),)),
    ],
)


__all__ = ["you_sacrifice"]
