"""Marvel's Spider-Man (SPM), the rest of the set, batch four: a land with
mayhem, an Aura cast from the graveyard
(:mod:`~manastack.mechanics.graveyard_cast`), linked abilities that remember
what they exiled or made (CR 607), and end-step upkeep costs.

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect, anthem, enchanted, grant
from ..engine.model import Enchant
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    Characteristics,
)
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature
from ..engine.triggers import AtStep, Dies, Enters, LeavesBattlefield, OnEvent
from ..language.effects import (
    YOU,
    CreateToken,
    Custom,
    LoseLife,
    library_top,
)
from ..language.keywords import FLYING, LIFELINK, VIGILANCE, enters_tapped, tap_for
from ..mechanics.graveyard_cast import CastFromGraveyard
from ..mechanics.mayhem import mayhem
from . import Activated, Static, Triggered, behaviour, cost, token
from .spiderman_batch1 import also_a

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game

LINKED = "linked:"
"""The designation prefix a permanent keeps for each object its linked
abilities exiled or created (CR 607.2a)."""


@dataclass(frozen=True)
class Link(Effect):
    """Note on the source the objects the earlier effects of the same ability
    produced (the cards they exiled, the tokens they created), for a linked
    ability that refers to them later (CR 607.2a)."""

    after: tuple[tuple[int, int], ...]
    key: str = "effect.link"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        made = [i for k in self.after for i in ctx.results.get(f"done{k}", []) if i is not None]
        return [Op("designate", obj=ctx.source, add=f"{LINKED}{i}") for i in made]


def linked_objects(game: Game, source: int) -> list[int]:
    """The objects the source's linked abilities noted, as it is or as it last
    existed on the battlefield."""
    obj = game.objects.get(source) or game.lki_objects.get(source)
    if obj is None:
        return []
    return sorted(int(d[len(LINKED) :]) for d in obj.designations if d.startswith(LINKED))


# -------------------------------------------------------------------- lands
def _enters_from_a_graveyard(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "When this land enters from a graveyard"."""
    return bool(
        event.kind == EventKind.ZONE
        and event["to"] == BATTLEFIELD
        and event["new"] == source
        and event["frm"] == GRAVEYARD
    )


behaviour(
    "Oscorp Industries",
    abilities=[
        enters_tapped(),
        Triggered(OnEvent(_enters_from_a_graveyard), (LoseLife(2, YOU),)),
        tap_for("{U}", "{B}", "{R}"),
        mayhem(),
    ],
)

# -------------------------------------------------------------------- Auras
behaviour(
    "Alien Symbiosis",
    abilities=[
        Enchant(target_creature()),
        Static(
            (
                *anthem(1, 1, enchanted),
                grant((KeywordName.MENACE,), enchanted),
                ContinuousEffect("4", also_a("Symbiote"), applies=enchanted, key="ce.becomes"),
            )
        ),
        CastFromGraveyard(cost(discard=1)),
    ],
)


# ------------------------------------------------------------------ Morbius
@dataclass(frozen=True)
class LookPutOneRestBottom(Effect):
    """ "Look at the top N cards of your library.  Put one of them into your
    hand and the rest on the bottom of your library in any order" (CR 401.4)."""

    amount: int
    key: str = "effect.look_and_reveal"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(f"look{key}", tuple(library_top(game, me, self.amount)))
        if not looked:
            return []
        pick = ctx.answers.get(key)
        if not pick:
            return Choice(me, DecisionKind.CHOOSE_CARD, "prompt.put_in_hand", looked, key=key)
        rest = [c for c in looked if c != pick[0]]
        order_key = key + ("bottom",)
        order = ctx.answers.get(order_key, [])
        if len(rest) > 1 and len(order) < len(rest) - 1:
            left = tuple(c for c in rest if c not in order)
            return Choice(me, DecisionKind.BOTTOM_ORDER, "prompt.bottom_order", left, key=order_key)
        ordered = order + [c for c in rest if c not in order]
        return [move(pick[0], HAND, "effect")] + [
            move(c, LIBRARY, "effect", position="bottom") for c in ordered
        ]


behaviour(
    "Morbius the Living Vampire",
    abilities=[
        FLYING,
        VIGILANCE,
        LIFELINK,
        Activated(
            cost("{U}{B}", exile_self_from_graveyard=True),
            (LookPutOneRestBottom(3),),
            zone=GRAVEYARD,
        ),
    ],
)

# ------------------------------------------------------------------ The Spot
_SPOT_PERMANENT = TargetSpec(
    "target.nonland_permanent_up_to_one",
    objects=lambda game, obj, c: "Land" not in game.chars(obj).types,
    minimum=0,
)
_SPOT_CARD = TargetSpec(
    "target.nonland_permanent_card_in_a_graveyard_up_to_one",
    objects=lambda game, obj, c: obj.card.front.is_permanent and "Land" not in obj.card.front.types,
    zone=GRAVEYARD,
    minimum=0,
)


def _exile(what: TargetSpec) -> Custom:
    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        return [move(i, EXILE, "exile") for i in game.still_legal(ctx, what, part)]

    return Custom(run, (what,))


def _bottom_then_return(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put him on the bottom of his owner's library.  If you do, return the
    exiled cards to their owners' hands" (the exiled cards still in exile)."""
    card = (ctx.event or {}).get("new")
    found = game.objects.get(card) if isinstance(card, int) else None
    if found is None or found.zone != GRAVEYARD:
        return []
    ops = [move(found.id, LIBRARY, "effect", position="bottom")]
    for oid in linked_objects(game, ctx.source):
        exiled = game.objects.get(oid)
        if exiled is not None and exiled.zone == EXILE:
            ops.append(move(oid, HAND, "return"))
    return ops


behaviour(
    "The Spot, Living Portal",
    abilities=[
        Triggered(
            Enters(),
            (_exile(_SPOT_PERMANENT), _exile(_SPOT_CARD), Link(((0, 0), (0, 1)))),
        ),
        Triggered(Dies(), (Custom(_bottom_then_return),)),
    ],
)

# ------------------------------------------------------------------ Mysterio
ILLUSION = token("Illusion Villain", "Creature — Illusion Villain", "3/3", colour="U")


def _nontoken_villains(game: Game, ctx: Context) -> int:
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller
        and "Villain" in game.chars(oid).subtypes
        and not game.objects[oid].is_token
    )


def _exile_those_tokens(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        move(oid, EXILE, "exile")
        for oid in linked_objects(game, ctx.source)
        if oid in game.objects and game.objects[oid].zone == BATTLEFIELD
    ]


behaviour(
    "Mysterio, Master of Illusion",
    abilities=[
        Triggered(Enters(), (CreateToken(ILLUSION, _nontoken_villains), Link(((0, 0),)))),
        Triggered(LeavesBattlefield(), (Custom(_exile_those_tokens),)),
    ],
)


# ---------------------------------------------------------------- Rent Is Due
def _untapped_creature_or_treasure(game: Game, oid: int, player: int) -> bool:
    ch = game.chars(oid)
    return (
        ch.controller == player
        and not game.objects[oid].tapped
        and (ch.is_creature or "Treasure" in ch.subtypes)
    )


@dataclass(frozen=True)
class TapTwoOrSacrifice(Effect):
    """ "You may tap two untapped creatures and/or Treasures you control.  If you
    do, draw a card.  Otherwise, sacrifice this enchantment."  Both are chosen
    before anything is tapped; with fewer than two there is no choice."""

    key: str = "effect.rent"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        picked = ctx.answers.get(key, [])
        ready = [o for o in game.battlefield if _untapped_creature_or_treasure(game, o, me)]
        if len(ready) >= 2 and "none" not in picked and len(picked) < 2:
            options = tuple(o for o in ready if o not in picked)
            return Choice(
                me, DecisionKind.CHOOSE_CARD, "prompt.rent_is_due", options + ("none",), key=key
            )
        if len(picked) == 2 and "none" not in picked:
            return [Op("tap", obj=o) for o in picked] + [Op("draw", player=me)]
        me_obj = game.objects.get(ctx.source)
        if me_obj is None or me_obj.zone != BATTLEFIELD:
            return []
        return [move(me_obj.id, GRAVEYARD, "sacrifice")]


behaviour("Rent Is Due", abilities=[Triggered(AtStep("end"), (TapTwoOrSacrifice(),))])

__all__ = ["LINKED", "Link", "LookPutOneRestBottom", "linked_objects"]
