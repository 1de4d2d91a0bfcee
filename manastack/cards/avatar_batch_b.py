"""Avatar: The Last Airbender (TLA), batch B: lands, landcyclers, milling,
Spirit-token cards and Wolfbat, built from the card language and the Avatar
mechanics.
Each has a scenario in ``tests/test_tla_batch_b.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, DecisionKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, affects_only_its_source, anthem, enchanted, grant
from ..engine.model import CostsLessIfTargets, token
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    any_target,
    either_type,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    you_control,
)
from ..engine.triggers import Attacks, Enters
from ..language.effects import (
    SELF,
    AddCounters,
    Choice,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    GainLife,
    If,
    MayPay,
    Mill,
    Pump,
    ReturnToHand,
    Scry,
    objects_for,
)
from ..language.keywords import DEFENDER, FLYING, LIFELINK, MENACE, VIGILANCE, tap_for
from ..mechanics.blocking import BlockableOnlyBy, CanBlockOnly
from ..mechanics.cycling import cycling
from ..mechanics.firebending import AddCombatMana
from ..mechanics.food import CreateClue
from ..mechanics.lessons import DrawSecondCard, lesson_cards_in_graveyard
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .avatar import ALLY
from .avatar_lands import enters_tapped_unless_basic
from .spiderman_misc import mill_then_may_take

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

ANY_COLOUR = ("W", "U", "B", "R", "G")


# ------------------------------------------------------------------ helpers
def during_your_turn(game: Game, obj: GameObject) -> bool:
    """ "Activate only during your turn" (CR 602.5b)."""
    return game.active_player == game.chars(obj).controller


def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    ]


def _land_card(game: Game, obj: GameObject) -> bool:
    return "Land" in obj.card.faces[0].types


def _basic_land_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Basic" in face.supertypes and "Land" in face.types


def _milled_by_this(game: Game, ctx: Context) -> list[int]:
    """The cards the mill of this resolving spell or ability put into a
    graveyard (marked by :func:`mill_then_may_take`)."""
    since = ctx.results.get("milled_since", len(game.events))
    return [
        e["new"]
        for e in game.events[since:]
        if e.kind == EventKind.ZONE and e["cause"] == "mill" and e["to"] == GRAVEYARD
    ]


def _took_a_milled_card(game: Game, ctx: Context) -> bool:
    """Whether a card milled by this ability was then put into a hand."""
    since = ctx.results.get("milled_since", len(game.events))
    return any(
        e.kind == EventKind.ZONE and e["frm"] == GRAVEYARD and e["to"] == HAND
        for e in game.events[since:]
    )


# ----------------------------------------------------------- Spirit tokens
def _spirit_only(game: Game, blocker: int, attacker: int) -> bool:
    return "Spirit" in game.chars(blocker).subtypes and "Spirit" in game.chars(attacker).subtypes


SPIRIT = token(
    "Spirit",
    "Creature — Spirit",
    "1/1",
    text="This token can't block or be blocked by non-Spirit creatures.",
    abilities=[CanBlockOnly(_spirit_only), BlockableOnlyBy(_spirit_only)],
)
"""The 1/1 colourless Spirit of Realm of Koh and Foggy Swamp Spirit Keeper
(CR 509.1b: both restrictions, on the blocker and on the attacker)."""

behaviour(
    "Realm of Koh",
    abilities=[
        enters_tapped_unless_basic(),
        tap_for("B"),
        Activated(cost("{3}{B}", tap=True), (CreateToken(SPIRIT),)),
    ],
)
behaviour(
    "Foggy Swamp Spirit Keeper",
    abilities=[LIFELINK, Triggered(DrawSecondCard(), (CreateToken(SPIRIT),))],
)


# ------------------------------------------------------------------- lands
@dataclass(frozen=True)
class GainAbilityUntilEndOfTurn(Effect):
    """ "<Target> gains '<ability>' until end of turn" (layer 6, CR 613.1f); the
    affected object is locked in on resolution (CR 611.2c)."""

    what: TargetSpec
    ability: Triggered
    key: str = "effect.pump"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        ability = self.ability

        def add(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
            ch.abilities = (*ch.abilities, ability)

        effect = ContinuousEffect(
            "6",
            add,
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
            key="ce.grant_ability",
        )
        return [Op("effect", effect=effect)]


_YOUR_CREATURE = target_creature(you_control(is_creature), "target.creature_you_control")
behaviour(
    "Fire Nation Palace",
    abilities=[
        enters_tapped_unless_basic(),
        tap_for("R"),
        Activated(
            cost("{1}{R}", tap=True),
            (
                GainAbilityUntilEndOfTurn(
                    _YOUR_CREATURE,
                    Triggered(Attacks(), (AddCombatMana(4),), text="Firebending 4"),
                ),
            ),
        ),
    ],
)
behaviour(
    "Rumble Arena",
    abilities=[
        VIGILANCE,
        Triggered(Enters(), (Scry(1),)),
        tap_for("C"),
        Activated(cost("{1}", tap=True), mana=ANY_COLOUR),
    ],
)


# ------------------------------------------------------------ landcyclers
def _land_you_control_enters(game: Game, oid: int, controller: int) -> bool:
    ch = game.chars(oid)
    return ch.is_land and ch.controller == controller


LANDFALL = Enters(self_only=False, filter=_land_you_control_enters)
"""Landfall — "Whenever a land you control enters" (an ability word, CR 207.2c)."""

behaviour(
    "Giant Koi",
    abilities=[
        Activated(waterbend_cost("{3}"), (Pump(SELF, keywords=(KeywordName.UNBLOCKABLE,)),)),
        cycling("{2}", "Island"),
    ],
)
behaviour(
    "Mongoose Lizard",
    abilities=[
        MENACE,
        Triggered(Enters(), (DealDamage(1, any_target()),)),
        cycling("{2}", "Mountain"),
    ],
)
behaviour(
    "Rabaroo Troop",
    abilities=[
        Triggered(LANDFALL, (Pump(SELF, keywords=(KeywordName.FLYING,)), GainLife(1))),
        cycling("{2}", "Plains"),
    ],
)


# ---------------------------------------------------------------- milling
@affects_only_its_source
def _lesson_in_graveyard(game: Game, source: GameObject | None, obj: GameObject, ch) -> bool:
    return (
        source is not None
        and source.id == obj.id
        and lesson_cards_in_graveyard(game, ch.controller) > 0
    )


behaviour(
    "Platypus-Bear",
    abilities=[
        DEFENDER,
        Triggered(Enters(), (Mill(2),)),
        Static((grant((KeywordName.ATTACKS_DESPITE_DEFENDER,), _lesson_in_graveyard),)),
    ],
)
behaviour(
    "Ostrich-Horse",
    abilities=[
        Triggered(
            Enters(),
            (
                *mill_then_may_take(3, _land_card),
                If(lambda g, c: not _took_a_milled_card(g, c), AddCounters(SELF)),
            ),
        )
    ],
)


def _a_lesson_was_milled(game: Game, ctx: Context) -> bool:
    return any(
        "Lesson" in game.objects[c].card.faces[0].subtypes
        for c in _milled_by_this(game, ctx)
        if c in game.objects
    )


behaviour(
    "Sparring Dummy",
    abilities=[
        DEFENDER,
        Activated(
            cost(tap=True),
            (*mill_then_may_take(1, _land_card), If(_a_lesson_was_milled, GainLife(2))),
        ),
    ],
)


# ------------------------------------------------------------ removal
def _no_counters(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_creature and not any(obj.counters.values())


_COUNTERED = target_creature()


@dataclass(frozen=True)
class RemoveCounters(Effect):
    """ "Remove up to N counters from <target>" (CR 122.8): one counter at a
    time, of a kind the controller chooses, until N or they stop."""

    what: TargetSpec
    most: int
    key: str = "effect.remove_counters"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        targets = objects_for(self.what, game, ctx, part)
        if not targets:
            return []
        obj = game.objects[targets[0]]
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if a != "done"]
        left = dict(obj.counters)
        for kind in picked:
            left[kind] -= 1
        kinds = tuple(sorted(k for k, n in left.items() if n > 0))
        if "done" not in answers and len(picked) < self.most and kinds:
            return Choice(
                ctx.controller,
                DecisionKind.REMOVE_COUNTER,
                "prompt.remove_counter",
                kinds + ("done",),
                key=key,
            )
        removed: dict[str, int] = {}
        for kind in picked:
            removed[kind] = removed.get(kind, 0) + 1
        return [Op("counters", obj=obj.id, counter=kind, amount=-n) for kind, n in removed.items()]


behaviour(
    "Heartless Act",
    modes=[
        [Destroy(target_creature(_no_counters, "target.creature_with_no_counters"))],
        [RemoveCounters(_COUNTERED, 3)],
    ],
)


@dataclass(frozen=True)
class SecondFromTopOrBottom(Effect):
    """ "The owner of <target> puts it into their library second from the top
    or on the bottom" (the owner chooses, CR 401.4)."""

    what: TargetSpec
    key: str = "effect.move"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        targets = objects_for(self.what, game, ctx, part)
        if not targets:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            owner = game.objects[targets[0]].owner
            return Choice(
                owner,
                DecisionKind.LIBRARY_POSITION,
                "prompt.second_or_bottom",
                ("second", "bottom"),
                key=key,
            )
        position = 1 if answer[0] == "second" else "bottom"
        return [move(targets[0], LIBRARY, "move", position=position)]


behaviour(
    "Lost Days",
    spell=[
        SecondFromTopOrBottom(
            TargetSpec(
                "target.creature_or_enchantment", objects=either_type("Creature", "Enchantment")
            )
        ),
        CreateClue(),
    ],
)


# ------------------------------------------------------------ Auras
behaviour(
    "Path to Redemption",
    abilities=[
        Enchant(target_creature()),
        Static((grant((KeywordName.CANT_ATTACK, KeywordName.CANT_BLOCK), enchanted),)),
        Activated(
            cost("{5}", sacrifice_self=True),
            (Custom(lambda g, c, p: _exile_enchanted(g, c), key="effect.exile"), CreateToken(ALLY)),
            condition=during_your_turn,
        ),
    ],
)


def _exile_enchanted(game: Game, ctx: Context) -> list[Op]:
    """ "Exile enchanted creature" after the Aura was sacrificed as a cost: the
    creature it was attached to as it left (last known information, CR 608.2h)."""
    gone = game.lki_objects.get(ctx.source)
    host = gone.attached_to if gone is not None else None
    if host is None or host not in game.objects or game.objects[host].zone != BATTLEFIELD:
        return []
    return [move(host, "exile", "exile")]


# -------------------------------------------------------------- creatures
behaviour(
    "Professor Zei, Anthropologist",
    abilities=[
        Activated(cost(tap=True, discard=1), (Draw(1),)),
        Activated(
            cost("{1}", tap=True, sacrifice_self=True),
            (
                ReturnToHand(
                    target_card_in_graveyard(
                        lambda g, o, c: bool({"Instant", "Sorcery"} & o.card.faces[0].types),
                        "target.instant_or_sorcery_card_in_your_graveyard",
                        yours=True,
                    )
                ),
            ),
            condition=during_your_turn,
        ),
    ],
)


# ------------------------------------------------------------------- Wolfbat
def _return_with_finality(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return this card from your graveyard to the battlefield with a finality
    counter on it" (CR 122.1h)."""
    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != GRAVEYARD:
        return []
    return [move(ctx.source, BATTLEFIELD, "return", counters={CounterKind.FINALITY: 1})]


behaviour(
    "Wolfbat",
    abilities=[
        FLYING,
        Triggered(
            DrawSecondCard(),
            (MayPay("{B}", then=(Custom(_return_with_finality, key="effect.return"),)),),
            zone=GRAVEYARD,
        ),
    ],
)


# ------------------------------------------------------------ Swampsnare Trap
def _a_creature_with_flying(game: Game, target: object) -> bool:
    return (
        isinstance(target, int)
        and target in game.objects
        and KeywordName.FLYING in game.chars(target).keywords
    )


behaviour(
    "Swampsnare Trap",
    abilities=[
        CostsLessIfTargets(1, _a_creature_with_flying),
        Enchant(target_creature()),
        Static(anthem(-5, -3, enchanted)),
    ],
)
