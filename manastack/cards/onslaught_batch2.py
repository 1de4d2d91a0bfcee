"""Onslaught, the rest of the set (2): the "tap N untapped <creature type> you
control" cards (a cost the engine pays one permanent at a time, CR 118.3), the
cards that gain control of creatures (layer 2, CR 613.1b), the cards that care
when a player cycles, and "you may pay <mana>. If you do, ..." (CR 118.12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, KeywordName
from ..core.mana import ManaCost
from ..engine.casting import can_pay_mana
from ..engine.layers import ContinuousEffect
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, player_ref
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    any_target,
    target_creature,
    target_permanent,
    target_spell,
)
from ..engine.triggers import AtStep
from ..language.effects import (
    Choice,
    CreateDelayedTrigger,
    CreateToken,
    Custom,
    DealDamage,
    Effect,
    Exile,
    GainLife,
    If,
    May,
    MayPay,
    MoveCard,
    Pump,
    TapOrUntap,
    objects_for,
)
from ..language.keywords import TRAMPLE, protection
from ..mechanics.cycling import PlayerCycles
from . import Activated, Triggered, behaviour, cost, token
from .onslaught_tribal import ATTACKING_OR_BLOCKING, count_on_battlefield

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ---------------------------------------------------- tap N untapped <type>
def _creature_of(subtype: str) -> Callable[[Game, GameObject, int], bool]:
    def check(game: Game, obj: GameObject, _player: int) -> bool:
        ch = game.chars(obj)
        return ch.is_creature and subtype in ch.subtypes

    return check


def tap_untapped(subtype: str, n: int) -> Any:
    """The cost "Tap N untapped <subtype>s you control" (CR 118.3): any such
    creatures, the source among them, summoning sick or not (CR 302.6)."""
    return cost(tap_untapped=(_creature_of(subtype), n))


def _every_creature_and_player(game: Game, ctx: Context) -> list[Any]:
    """Each creature and each player, dealt damage at once (one event)."""
    creatures: list[Any] = [o for o in game.battlefield if game.chars(o).is_creature]
    return creatures + [player_ref(p.index) for p in game.players if not p.has_lost]


ELEMENTAL = token("Elemental", "Creature — Elemental", "7/7", colour="G", abilities=(TRAMPLE,))

behaviour("Ancestor's Prophet", abilities=[Activated(tap_untapped("Cleric", 5), (GainLife(10),))])
behaviour(
    "Catapult Master",
    abilities=[Activated(tap_untapped("Soldier", 5), (Exile(target_creature()),))],
)
behaviour(
    "Catapult Squad",
    abilities=[Activated(tap_untapped("Soldier", 2), (DealDamage(2, ATTACKING_OR_BLOCKING),))],
)
behaviour(
    "Aphetto Grifter",
    abilities=[
        Activated(
            tap_untapped("Wizard", 2),
            (TapOrUntap(target_permanent(lambda g, o, c: True, "target.permanent")),),
        )
    ],
)
behaviour(
    "Spurred Wolverine",
    abilities=[
        Activated(
            tap_untapped("Beast", 2),
            (Pump(target_creature(), keywords=(KeywordName.FIRST_STRIKE,)),),
        )
    ],
)
behaviour(
    "Voice of the Woods", abilities=[Activated(tap_untapped("Elf", 5), (CreateToken(ELEMENTAL),))]
)
behaviour(
    "Skirk Fire Marshal",
    abilities=[
        protection("R"),
        Activated(
            tap_untapped("Goblin", 5),
            (DealDamage(10, _every_creature_and_player),),
        ),
    ],
)


def _return_self_from_graveyard(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return this card from your graveyard to your hand"."""
    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != GRAVEYARD:
        return []
    return [move(ctx.source, HAND, "return")]


behaviour(
    "Gangrenous Goliath",
    abilities=[
        Activated(
            tap_untapped("Cleric", 3),
            (Custom(_return_self_from_graveyard, key="effect.return_to_hand"),),
            zone=GRAVEYARD,
        )
    ],
)
_GRAVE_CREATURE = TargetSpec(
    "target.creature_card_in_a_graveyard",
    objects=lambda g, o, c: "Creature" in o.card.faces[0].types,
    zone=GRAVEYARD,
)


def _reanimate_under_your_control(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put target creature card from a graveyard onto the battlefield under
    your control"."""
    return [
        move(oid, BATTLEFIELD, "put", controller=ctx.controller)
        for oid in game.still_legal(ctx, _GRAVE_CREATURE, part)
    ]


behaviour(
    "Gravespawn Sovereign",
    abilities=[
        Activated(
            tap_untapped("Zombie", 5),
            (Custom(_reanimate_under_your_control, (_GRAVE_CREATURE,), key="effect.reanimate"),),
        )
    ],
)


# ------------------------------------------------------------ gain control
def _controlled_by(player: int):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.controller = player

    return modify


@dataclass(frozen=True)
class GainControl(Effect):
    """ "Gain control of <objects> [until end of turn]" (layer 2, CR 613.1b):
    the set is locked in on resolution (CR 611.2c); ``until=""`` lasts
    indefinitely.  ``untap`` and ``haste`` are Threaten's riders."""

    what: Any
    until: str = "end_of_turn"
    untap: bool = False
    haste: bool = False
    key: str = "effect.gain_control"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        ops = [Op("untap", obj=i) for i in ids if self.untap]
        ops.append(
            Op(
                "effect",
                effect=ContinuousEffect(
                    "2",
                    _controlled_by(ctx.controller),
                    locked=frozenset(ids),
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=game.next_timestamp(),
                    until=self.until,
                    key="ce.control",
                ),
            )
        )
        if self.haste:
            ops += Pump(lambda g, c: ids, keywords=(KeywordName.HASTE,)).resolve(
                game, ctx, part, key
            )
        return ops


def _all_creatures(game: Game, ctx: Context) -> list[int]:
    return [o for o in game.battlefield if game.chars(o).is_creature]


behaviour("Threaten", spell=[GainControl(target_creature(), untap=True, haste=True)])
behaviour("Insurrection", spell=[GainControl(_all_creatures, untap=True, haste=True)])


# --------------------------------------------------- you may pay. If you do
behaviour(
    "Lightning Rift",
    abilities=[Triggered(PlayerCycles(), (MayPay("{1}", (DealDamage(2, any_target()),)),))],
)


# ------------------------------------------------------------- Astral Slide
def _return_exiled(game: Game, ctx: Context) -> tuple[Effect, ...]:
    """The card exiled by the first effect, returned to the battlefield under
    its owner's control (CR 610.3, 400.7)."""
    return tuple(MoveCard(oid, EXILE, BATTLEFIELD, "return") for oid in _exiled(game, ctx))


def _exiled(game: Game, ctx: Context) -> list[int]:
    return list(ctx.results.get("done(0, 0)", []))


behaviour(
    "Astral Slide",
    abilities=[
        Triggered(
            PlayerCycles(),
            (
                May(Exile(target_creature())),
                If(
                    lambda game, ctx: bool(_exiled(game, ctx)),
                    CreateDelayedTrigger(AtStep("end", yours=False), _return_exiled),
                ),
            ),
        )
    ],
)


# ------------------------------------------------------------ Ixidor's Will
@dataclass(frozen=True)
class CounterUnlessPaysPerWizard(Effect):
    """ "Counter target spell unless its controller pays {2} for each Wizard on
    the battlefield" (CR 701.5): the Wizards are counted on resolution."""

    spec: TargetSpec
    each: int = 2
    key: str = "effect.counter_unless"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.spec,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        legal = game.still_legal(ctx, self.spec, part)
        if not legal:
            return []
        spell = legal[0]
        payer = game.objects[spell].controller
        price = ManaCost.parse(f"{{{self.each * count_on_battlefield('Wizard')(game, ctx)}}}")
        answer = ctx.answers.get(key)
        if not answer:
            options = ("pay", "decline") if can_pay_mana(game, payer, price) else ("decline",)
            return Choice(
                payer,
                DecisionKind.WARD,
                "prompt.counter_unless",
                options,
                (("cost", str(price)),),
                key=key,
            )
        if answer[0] == "pay":
            return [Op("pay_mana", player=payer, cost=price)]
        return [Op("counter", obj=spell)]


behaviour("Ixidor's Will", spell=[CounterUnlessPaysPerWizard(target_spell())])

__all__ = ["GainControl", "tap_untapped"]
