"""Marvel's Spider-Man (SPM), the rest of the set, batch one: the cards that
need the rules the earlier batches lacked — "choose one or both" spells and
modal triggered abilities (CR 700.2), triggered abilities that trigger only
once each turn, abilities that work from the graveyard or the hand (CR
113.6j: "Exile this card from your graveyard", "Discard this card") and
countering a triggered ability (Spider-Sense, CR 701.5a).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, board_only, characteristic_power
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, STACK, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    has_type,
    spell_filter,
    target_card_in_graveyard,
    target_creature,
    triggered_ability_on_stack,
)
from ..engine.triggers import Enters, OnEvent
from ..language.effects import (
    SELF,
    AddCounters,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Exile,
    MoveTarget,
    Pump,
    TapOrUntap,
)
from ..language.keywords import DEATHTOUCH, FLASH, FLYING
from ..mechanics.blocking import BlockableOnlyBy
from ..mechanics.web_slinging import web_slinging
from . import Activated, Static, Triggered, behaviour, cost
from .spiderman_villains import MENACE, ROBOT

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.targets import ObjectFilter


def also_a(subtype: str) -> Callable[..., None]:
    """Layer 4 (CR 205.1b, 613.1d): "is a <subtype> in addition to its other
    types"."""

    @board_only
    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.subtypes = ch.subtypes | {subtype}

    return modify


def another_enters_under_your_control(subtype: str) -> OnEvent:
    """ "Whenever another <subtype> you control enters" (CR 603.6a)."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD or event["new"] == source:
            return False
        entered = game.chars(event["new"])
        return subtype in entered.subtypes and entered.controller == ch.controller

    return OnEvent(test)


def card_with_mana_value(
    at_most: int | None = None, at_least: int | None = None, creature: bool = False
) -> ObjectFilter:
    """A card (in a graveyard) by its mana value, optionally a creature card."""

    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        face = obj.card.front
        if creature and "Creature" not in face.types:
            return False
        mv = face.mana_cost.mana_value
        return (at_most is None or mv <= at_most) and (at_least is None or mv >= at_least)

    return check


# ------------------------------------------------------------ choose one or both
behaviour(
    "Amazing Acrobatics",
    modes=[
        [CounterTarget(TargetSpec("target.spell", objects=spell_filter(), zone=STACK))],
        [TapOrUntap(target_creature(label="target.one_or_two_creatures", count=2, minimum=1))],
    ],
    mode_count=(1, 2),
)

behaviour(
    "Flash Thompson, Spider-Fan",
    abilities=[
        FLASH,
        Triggered(
            Enters(),
            modes=(
                (TapOrUntap(target_creature()),),
                (TapOrUntap(target_creature(), untap=True),),
            ),
            mode_count=(1, 2),
        ),
    ],
)

_REPORTERS_TARGETS = target_creature(label="target.up_to_two_creatures", count=2, minimum=0)
behaviour(
    "Daily Bugle Reporters",
    abilities=[
        Triggered(
            Enters(),
            modes=(
                (AddCounters(_REPORTERS_TARGETS),),
                (
                    MoveTarget(
                        target_card_in_graveyard(
                            card_with_mana_value(at_most=2, creature=True),
                            "target.creature_card_mv2_in_your_graveyard",
                            yours=True,
                        ),
                        HAND,
                        "return",
                    ),
                ),
            ),
        )
    ],
)

behaviour(
    "Damage Control Crew",
    abilities=[
        Triggered(
            Enters(),
            modes=(
                (
                    MoveTarget(
                        target_card_in_graveyard(
                            card_with_mana_value(at_least=4),
                            "target.card_mv4_in_your_graveyard",
                            yours=True,
                        ),
                        HAND,
                        "return",
                    ),
                ),
                (
                    Exile(
                        TargetSpec(
                            "target.artifact_or_enchantment",
                            objects=lambda game, obj, c: bool(
                                {"Artifact", "Enchantment"} & game.chars(obj).types
                            ),
                        )
                    ),
                ),
            ),
        )
    ],
)

# ------------------------------------------------------- countering an ability
_SENSE = TargetSpec(
    "target.instant_sorcery_or_triggered_ability",
    objects=lambda game, obj, c: (
        spell_filter("Instant", "Sorcery")(game, obj, c) or triggered_ability_on_stack(game, obj, c)
    ),
    zone=STACK,
)
behaviour("Spider-Sense", abilities=[web_slinging("{U}")], spell=[CounterTarget(_SENSE)])

# ------------------------------------------------- triggers only once each turn
behaviour(
    "Flying Octobot",
    abilities=[
        FLYING,
        Triggered(
            another_enters_under_your_control("Villain"), (AddCounters(SELF),), once_each_turn=True
        ),
    ],
)


def _spider_you_control_enters(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever a Spider you control enters" (this one too, if it were one)."""
    if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
        return False
    entered = game.chars(event["new"])
    return "Spider" in entered.subtypes and entered.controller == ch.controller


behaviour(
    "Mary Jane Watson",
    abilities=[Triggered(OnEvent(_spider_you_control_enters), (Draw(1),), once_each_turn=True)],
)

# ------------------------------------------- abilities from the graveyard/hand
_BEETLE = target_creature()
behaviour(
    "Beetle, Legacy Criminal",
    abilities=[
        FLYING,
        Activated(
            cost("{1}{U}", exile_self_from_graveyard=True),
            (AddCounters(_BEETLE), Pump(_BEETLE, keywords=(KeywordName.FLYING,))),
            sorcery_speed=True,
            zone=GRAVEYARD,
        ),
    ],
)

_VENOM = target_creature()
behaviour(
    "Venom, Evil Unleashed",
    abilities=[
        DEATHTOUCH,
        Activated(
            cost("{2}{B}", exile_self_from_graveyard=True),
            (AddCounters(_VENOM, amount=2), Pump(_VENOM, keywords=(KeywordName.DEATHTOUCH,))),
            sorcery_speed=True,
            zone=GRAVEYARD,
        ),
    ],
)


def _deals_damage_to_a_spider(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever this deals damage to a Spider"."""
    if event.kind != EventKind.DAMAGE or event["source"] != source:
        return False
    hit = game.objects.get(event["target"]) if isinstance(event["target"], int) else None
    return hit is not None and hit.zone == BATTLEFIELD and "Spider" in game.chars(hit).subtypes


def _destroy_that_creature(game: Game, ctx: Context, part: int) -> list[Op]:
    oid = ctx.event["target"] if ctx.event is not None else None
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    return [Op("destroy", obj=oid)] if obj is not None and obj.zone == BATTLEFIELD else []


behaviour(
    "Spider-Slayer, Hatred Honed",
    abilities=[
        Triggered(OnEvent(_deals_damage_to_a_spider), (Custom(_destroy_that_creature),)),
        Activated(
            cost("{6}", exile_self_from_graveyard=True),
            (CreateToken(ROBOT, 2, tapped=True),),
            zone=GRAVEYARD,
        ),
    ],
)

behaviour(
    "Steel Wrecking Ball",
    abilities=[
        Triggered(Enters(), (DealDamage(5, target_creature()),)),
        Activated(
            cost("{1}{R}", discard_self=True),
            (Destroy(TargetSpec("target.artifact", objects=has_type("Artifact"))),),
            zone=HAND,
        ),
    ],
)

_STEGRON = target_creature(
    lambda game, obj, c: game.chars(obj).controller == c, label="target.creature_you_control"
)


def _becomes_a_dinosaur_too(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Becomes a Dinosaur in addition to its other types" until end of turn
    (layer 4, CR 205.1b, 611.2c)."""
    ids = game.still_legal(ctx, _STEGRON, part)
    if not ids:
        return []
    effect = ContinuousEffect(
        "4",
        also_a("Dinosaur"),
        locked=frozenset(ids),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.becomes",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "Stegron the Dinosaur Man",
    abilities=[
        MENACE,
        Activated(
            cost("{1}{R}", discard_self=True),
            (Pump(_STEGRON, 3, 1), Custom(_becomes_a_dinosaur_too, (_STEGRON,))),
            zone=HAND,
            text="Dinosaur Formula",
        ),
    ],
)


def count_you_control(test: ObjectFilter) -> Callable[[Game, GameObject], int]:
    """The number of permanents its controller controls that ``test`` accepts
    (for "equal to the number of lands you control"); in another zone, its
    owner's."""

    def count(game: Game, obj: GameObject) -> int:
        me = game.chars(obj).controller if obj.zone == BATTLEFIELD else obj.owner
        return sum(
            1
            for oid in game.battlefield
            if game.chars(oid).controller == me and test(game, game.objects[oid], me)
        )

    return count


_SANDMAN_LAND = target_card_in_graveyard(
    has_type("Land"), "target.land_card_in_your_graveyard", yours=True
)


def _sandman_returns(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return this card and target land card from your graveyard to the
    battlefield tapped": the card only if it is still in the graveyard."""
    ops = []
    me = game.objects.get(ctx.source)
    if me is not None and me.zone == GRAVEYARD:
        ops.append(move(me.id, BATTLEFIELD, "reanimate", tapped=True))
    ops += [
        move(oid, BATTLEFIELD, "reanimate", tapped=True)
        for oid in game.still_legal(ctx, _SANDMAN_LAND, part)
    ]
    return ops


behaviour(
    "Sandman, Shifting Scoundrel",
    abilities=[
        Static((characteristic_power(count_you_control(has_type("Land"))),)),
        BlockableOnlyBy(lambda game, blocker, attacker: (game.chars(blocker).power or 0) > 2),
        Activated(
            cost("{3}{G}{G}"),
            (Custom(_sandman_returns, (_SANDMAN_LAND,)),),
            zone=GRAVEYARD,
        ),
    ],
)

__all__ = [
    "also_a",
    "another_enters_under_your_control",
    "card_with_mana_value",
    "count_you_control",
]
