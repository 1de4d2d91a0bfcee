"""Onslaught block (Onslaught, Legions, Scourge): morph creatures (CR 702.37) and
the cards that turn creatures face up or face down.

Every card here implements all of its Oracle text; the morph mechanic itself
lives in :mod:`manastack.mechanics.morph`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import anthem
from ..engine.objects import GRAVEYARD, HAND, player_of
from ..engine.ops import Op, damage, move
from ..engine.selectors import creatures, face_down, subtype, you_control
from ..engine.targets import (
    TargetSpec,
    any_target,
    either_type,
    has_subtype,
    has_type,
    is_creature,
    opponent_controls,
    target_creature,
    target_permanent,
    target_spell,
)
from ..engine.triggers import AtStep, DealsCombatDamage, OnEvent
from ..language.effects import (
    SELF,
    YOU,
    Choice,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    GainLife,
    LoseLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    TapOrUntap,
)
from ..language.keywords import (
    DEFENDER,
    FLYING,
    HASTE,
    TRAMPLE,
    VIGILANCE,
)
from ..mechanics.morph import (
    LookAt,
    Morph,
    MorphCostsMore,
    TurnedFaceUp,
    TurnFaceDown,
    TurnFaceUpEffect,
    has_morph,
    is_face_down,
    x_paid,
)
from . import Activated, Keyword, Static, Triggered, behaviour, cost, token
from .morph_faq import BecomeCreatureType

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

CANT_BLOCK = Keyword(KeywordName.CANT_BLOCK)


# ------------------------------------------------------------------ helpers
def turned_face_up(*effects: Effect) -> Triggered:
    """ "When this creature is turned face up, <effects>" (CR 708.8)."""
    return Triggered(TurnedFaceUp(), tuple(effects))


class DamagedPlayerDiscards(Effect):
    """ "That player discards N cards" — the player dealt the combat damage that
    triggered the ability (CR 701.8); they choose, one card at a time."""

    key = "effect.discard"

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        player = player_of((ctx.event or {})["target"])
        hand = game.players[player].hand
        n = min(self.amount, len(hand))
        answers = ctx.answers.get(key, [])
        if len(answers) < n:
            left = tuple(c for c in hand if c not in answers)
            return Choice(
                player,
                DecisionKind.DISCARD,
                "prompt.discard",
                left,
                (("n", n - len(answers)),),
                key=key,
            )
        return [move(c, GRAVEYARD, "discard") for c in answers]


def _deals_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["source"] == source


def _damage_dealt(game: Game, ctx: Context) -> int:
    return int((ctx.event or {})["amount"])


def _card_has_subtype(subtype: str):
    """A card in hand with a subtype (its printed characteristics, CR 400.7)."""

    def check(game: Game, obj: GameObject, _player: int) -> bool:
        return subtype in obj.card.faces[0].subtypes

    return check


def _permanent_has_subtype(subtype: str):
    def check(game: Game, obj: GameObject, _player: int) -> bool:
        return subtype in game.chars(obj).subtypes

    return check


@dataclass(frozen=True, eq=False)
class DividedAmong(TargetSpec):
    """ "N damage divided as you choose among one, two, or three targets": the
    division is made with the targets (CR 601.2d), one point per pick, so a
    creature picked twice is dealt 2.  ``count`` is N."""

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator:
        return super().choices(game, controller, source, ())


@dataclass(frozen=True)
class DealDivided(Effect):
    """Deal the damage as divided among the legal targets (CR 608.2b: the share of
    a target that became illegal isn't dealt)."""

    to: DividedAmong
    key: str = "effect.damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.to,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        shares = Counter(game.still_legal(ctx, self.to, part))
        return [damage(ctx.source, ref, n) for ref, n in shares.items()]


SACRIFICE_SELF = MoveTarget(SELF, GRAVEYARD, "sacrifice", key="effect.sacrifice")

# ---------------------------------------------------------------- Onslaught
behaviour(
    "Blistering Firecat",
    abilities=[
        TRAMPLE,
        HASTE,
        Triggered(AtStep("end", yours=False), (SACRIFICE_SELF,)),
        Morph("{R}{R}"),
    ],
)
behaviour(
    "Exalted Angel",
    abilities=[
        FLYING,
        Triggered(OnEvent(_deals_damage, key="trigger.deals_damage"), (GainLife(_damage_dealt),)),
        Morph("{2}{W}{W}"),
    ],
)
behaviour(
    "Whipcorder",
    abilities=[Activated(cost("{W}", tap=True), (TapOrUntap(target_creature()),)), Morph("{W}")],
)
behaviour(
    "Aphetto Alchemist",
    abilities=[
        Activated(
            cost(tap=True),
            (
                TapOrUntap(
                    target_permanent(
                        either_type("Artifact", "Creature"), "target.artifact_or_creature"
                    ),
                    untap=True,
                ),
            ),
        ),
        Morph("{U}"),
    ],
)
behaviour(
    "Headhunter",
    abilities=[
        Triggered(DealsCombatDamage(to_player=True), (DamagedPlayerDiscards(1),)),
        Morph("{B}"),
    ],
)
behaviour(
    "Silent Specter",
    abilities=[
        FLYING,
        Triggered(DealsCombatDamage(to_player=True), (DamagedPlayerDiscards(2),)),
        Morph("{3}{B}{B}"),
    ],
)
behaviour(
    "Grinning Demon",
    abilities=[Triggered(AtStep("upkeep"), (LoseLife(2, who=YOU),)), Morph("{2}{B}{B}")],
)
behaviour("Charging Slateback", abilities=[CANT_BLOCK, Morph("{4}{R}")])
behaviour(
    "Dwarven Blastminer",
    abilities=[
        Activated(
            cost("{2}{R}", tap=True),
            (
                Destroy(
                    target_permanent(
                        lambda g, o, c: g.chars(o).is_land and "Basic" not in g.chars(o).supertypes,
                        "target.nonbasic_land",
                    )
                ),
            ),
        ),
        Morph("{R}"),
    ],
)
behaviour(
    "Goblin Taskmaster",
    abilities=[
        Activated(
            cost("{1}{R}"),
            (Pump(target_creature(has_subtype("Goblin"), label="target.goblin_creature"), 1, 0),),
        ),
        Morph("{R}"),
    ],
)
behaviour(
    "Break Open",
    spell=[
        TurnFaceUpEffect(
            target_creature(
                opponent_controls(is_face_down), label="target.face_down_creature_opponent"
            )
        )
    ],
)
behaviour(
    "Nosy Goblin",
    abilities=[
        Activated(
            cost(tap=True, sacrifice_self=True),
            (Destroy(target_creature(is_face_down, label="target.face_down_creature")),),
        )
    ],
)
behaviour(
    "Hystrodon",
    abilities=[
        TRAMPLE,
        Triggered(DealsCombatDamage(to_player=True), (May(Draw(1)),)),
        Morph("{1}{G}{G}"),
    ],
)
behaviour(
    "Snarling Undorak",
    abilities=[
        Activated(
            cost("{2}{G}"),
            (Pump(target_creature(has_subtype("Beast"), label="target.beast_creature"), 1, 1),),
        ),
        Morph("{1}{G}{G}"),
    ],
)


behaviour(
    "Ixidor, Reality Sculptor",
    abilities=[
        Static(anthem(1, 1, (face_down & creatures))),
        Activated(
            cost("{2}{U}"),
            (TurnFaceUpEffect(target_creature(is_face_down, label="target.face_down_creature")),),
        ),
    ],
)
behaviour(
    "Aven Soulgazer",
    abilities=[
        FLYING,
        Activated(
            cost("{2}{W}"),
            (LookAt(target_creature(is_face_down, label="target.face_down_creature")),),
        ),
    ],
)

# ------------------------------------------------------------------ Legions
behaviour(
    "Daru Sanctifier",
    abilities=[
        Morph("{1}{W}"),
        turned_face_up(Destroy(target_permanent(has_type("Enchantment"), "target.enchantment"))),
    ],
)
behaviour(
    "Defender of the Order",
    abilities=[Morph("{W}{W}"), turned_face_up(Pump((creatures & you_control), 0, 2))],
)
behaviour(
    "Liege of the Axe",
    abilities=[VIGILANCE, Morph("{1}{W}"), turned_face_up(TapOrUntap(SELF, untap=True))],
)
behaviour(
    "Wingbeat Warrior",
    abilities=[
        FLYING,
        Morph("{2}{W}"),
        turned_face_up(Pump(target_creature(), keywords=("first strike",))),
    ],
)
behaviour(
    "Echo Tracer", abilities=[Morph("{2}{U}"), turned_face_up(ReturnToHand(target_creature()))]
)
behaviour(
    "Master of the Veil",
    abilities=[
        Morph("{2}{U}"),
        turned_face_up(
            May(TurnFaceDown(target_creature(has_morph, label="target.creature_with_morph")))
        ),
    ],
)
behaviour(
    "Wall of Deceit",
    abilities=[DEFENDER, Activated(cost("{3}"), (TurnFaceDown(SELF),)), Morph("{U}")],
)
behaviour(
    "Mistform Seaswift",
    abilities=[FLYING, Activated(cost("{1}"), (BecomeCreatureType(SELF),)), Morph("{1}{U}")],
)
behaviour(
    "Voidmage Apprentice",
    abilities=[Morph("{2}{U}{U}"), turned_face_up(CounterTarget(target_spell()))],
)
behaviour(
    "Aphetto Exterminator",
    abilities=[Morph("{3}{B}"), turned_face_up(Pump(target_creature(), -3, -3))],
)


def _zombie_cards_in_graveyards(game: Game, ctx: Context) -> list[Op]:
    return [
        move(oid, HAND, "return")
        for p in game.players
        for oid in p.graveyard
        if "Zombie" in game.objects[oid].card.faces[0].subtypes
    ]


behaviour(
    "Infernal Caretaker",
    abilities=[
        Morph("{3}{B}"),
        turned_face_up(
            Custom(
                lambda game, ctx, part: _zombie_cards_in_graveyards(game, ctx),
                key="effect.return_zombies",
            )
        ),
    ],
)
GOBLIN_TOKEN = token("Goblin", "Creature — Goblin", "1/1", colour="R")


def _minus_x(game: Game, ctx: Context) -> int:
    return -x_paid(game, ctx)


behaviour(
    "Warbreak Trumpeter",
    abilities=[Morph("{X}{X}{R}"), turned_face_up(CreateToken(GOBLIN_TOKEN, x_paid))],
)
behaviour(
    "Bane of the Living",
    abilities=[Morph("{X}{B}{B}"), turned_face_up(Pump(creatures, _minus_x, _minus_x))],
)
behaviour(
    "Bloodstoke Howler",
    abilities=[
        Morph("{6}{R}"),
        turned_face_up(Pump((creatures & you_control & subtype("Beast")), 3, 0)),
    ],
)
behaviour(
    "Shaleskin Plower",
    abilities=[
        Morph("{4}{R}"),
        turned_face_up(Destroy(target_permanent(has_type("Land"), "target.land"))),
    ],
)
behaviour(
    "Skirk Marauder", abilities=[Morph("{2}{R}"), turned_face_up(DealDamage(2, any_target()))]
)
behaviour(
    "Nantuko Vigilante",
    abilities=[
        Morph("{1}{G}"),
        turned_face_up(
            Destroy(
                target_permanent(
                    either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment"
                )
            )
        ),
    ],
)
behaviour(
    "Patron of the Wild", abilities=[Morph("{2}{G}"), turned_face_up(Pump(target_creature(), 3, 3))]
)

# ------------------------------------------------------------------ Scourge
behaviour(
    "Exiled Doomsayer", abilities=[MorphCostsMore(amount=2, text="All morph costs cost {2} more.")]
)
behaviour("Zombie Cutthroat", abilities=[Morph(pay_life=5, text="Pay 5 life")])
behaviour(
    "Putrid Raptor",
    abilities=[
        Morph(
            choose="discard",
            count=1,
            matches=_card_has_subtype("Zombie"),
            text="Discard a Zombie card",
        )
    ],
)
behaviour(
    "Raven Guild Initiate",
    abilities=[
        Morph(
            choose="return",
            count=1,
            matches=_permanent_has_subtype("Bird"),
            text="Return a Bird you control to its owner's hand",
        )
    ],
)
behaviour(
    "Skirk Volcanist",
    abilities=[
        Morph(
            choose="sacrifice",
            count=2,
            matches=_permanent_has_subtype("Mountain"),
            text="Sacrifice two Mountains",
        ),
        turned_face_up(
            DealDivided(DividedAmong("target.divided_creatures", objects=is_creature, count=3))
        ),
    ],
)
behaviour("Riptide Survivor", abilities=[Morph("{1}{U}{U}"), turned_face_up(Discard(2), Draw(3))])
behaviour(
    "Proteus Machine", abilities=[Morph("{0}"), turned_face_up(BecomeCreatureType(SELF, until=""))]
)
behaviour(
    "Woodcloaker",
    abilities=[Morph("{2}{G}{G}"), turned_face_up(Pump(target_creature(), keywords=("trample",)))],
)

__all__ = ["CANT_BLOCK", "DamagedPlayerDiscards", "TargetSpec", "turned_face_up"]
