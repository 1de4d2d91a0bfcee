"""Avatar: The Last Airbender (TLA): Equipment, raid, and creatures whose
abilities read the board (power, colours, creature types, counters).  Each has
a scenario in ``tests/test_tla_misc.py``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.creature_types import CREATURE_TYPES
from ..core.events import since_turn_began
from ..core.kinds import CounterKind, DecisionKind, EventKind, KeywordName
from ..engine.layers import (
    ContinuousEffect,
    affects_only_its_source,
    anthem,
    board_only,
    enchanted,
    grant,
)
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, Characteristics, GameObject, player_ref
from ..engine.ops import Op, damage, move
from ..engine.selectors import artifacts, basic, card_type, count, creatures, itself, lands, subtype
from ..engine.targets import (
    TargetSpec,
    either_type,
    is_creature,
    is_permanent,
    opponent_controls,
    specs_of,
    target_creature,
    target_permanent,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, Dies, Enters, OnEvent, SpellCast
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    AddCounters,
    AttachTo,
    Choice,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    GainLife,
    LoseLife,
    Pump,
    SearchLibrary,
    TapOrUntap,
    objects_for,
)
from ..language.keywords import (
    DEFENDER,
    FIRST_STRIKE,
    FLASH,
    FLYING,
    REACH,
    enters_with_counters,
    equip,
    tap_for,
)
from ..mechanics.earthbend import Earthbend
from ..mechanics.food import CLUE
from ..mechanics.lessons import DrawSecondCard
from ..mechanics.this_turn import attacked_this_turn, raid
from . import Activated, Static, Triggered, behaviour, cost
from .avatar import SOLDIER
from .core_set import ALLY
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------------ helpers
_YOUR_CREATURE = target_creature(you_control(is_creature), "target.creature_you_control")

# ----------------------------------------------------------------- Equipment
behaviour(
    "Twin Blades",
    abilities=[
        FLASH,
        Triggered(
            Enters(),
            (AttachTo(_YOUR_CREATURE), Pump(_YOUR_CREATURE, keywords=(KeywordName.DOUBLE_STRIKE,))),
        ),
        Static(anthem(1, 1, enchanted)),
        equip("{2}"),
    ],
)
behaviour(
    "Meteor Sword",
    abilities=[
        Triggered(Enters(), (Destroy(target_permanent(is_permanent, "target.permanent")),)),
        Static(anthem(3, 3, enchanted)),
        equip("{3}"),
    ],
)

# ---------------------------------------------------------------------- raid
behaviour(
    "Cruel Administrator",
    abilities=[
        enters_with_counters(
            CounterKind.P1P1,
            1,
            condition=lambda game, obj, op: attacked_this_turn(
                game, op.get("controller") if op.get("controller") is not None else obj.owner
            ),
        ),
        Triggered(Attacks(), (CreateToken(SOLDIER),)),
    ],
)


behaviour(
    "Fire Nation Engineer",
    abilities=[
        Triggered(
            AtStep("end"),
            (
                AddCounters(
                    AnotherTarget(
                        "target.another_creature_or_vehicle_you_control",
                        objects=(you_control & (creatures | subtype("Vehicle"))),
                    )
                ),
            ),
            condition=raid,
        )
    ],
)


# ------------------------------------------------------- static abilities
def _another_power_4(game: Game, controller: int, me: int) -> bool:
    return any(
        oid != me
        and game.chars(oid).controller == controller
        and game.chars(oid).is_creature
        and (game.chars(oid).power or 0) >= 4
        for oid in game.battlefield
    )


@affects_only_its_source
def _self_without_big_friend(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and source.id == obj.id
        and not _another_power_4(game, game.chars(obj).controller, obj.id)
    )


behaviour(
    "Tiger-Dillo",
    abilities=[
        Static(
            (grant((KeywordName.CANT_ATTACK, KeywordName.CANT_BLOCK), _self_without_big_friend),)
        )
    ],
)


def _your_other_permanents(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.id != source.id
        and obj.zone == BATTLEFIELD
        and ch.controller == game.chars(source).controller
    )


behaviour(
    "The Walls of Ba Sing Se",
    abilities=[DEFENDER, Static((grant((KeywordName.INDESTRUCTIBLE,), _your_other_permanents),))],
)


def _creature_types(ch: Characteristics) -> int:
    return sum(1 for t in ch.subtypes if t in _CREATURE_TYPES)


_CREATURE_TYPES = frozenset(CREATURE_TYPES)


@board_only
def _zookeeper_bonus(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    n = min(10, _creature_types(ch))
    if ch.power is not None:
        ch.power += n
        ch.toughness = (ch.toughness or 0) + n


def _your_non_humans(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.zone == BATTLEFIELD
        and ch.is_creature
        and "Human" not in ch.subtypes
        and ch.controller == game.chars(source).controller
    )


behaviour(
    "Diligent Zookeeper",
    abilities=[
        Static(
            (ContinuousEffect("7c", _zookeeper_bonus, applies=_your_non_humans, key="ce.anthem"),)
        )
    ],
)


def _colours_among_allies(game: Game, controller: int) -> int:
    colours: set[str] = set()
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == controller and "Ally" in ch.subtypes:
            colours |= ch.colours
    return len(colours)


def _earthen_bonus(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    if ch.power is not None:
        ch.power += _colours_among_allies(game, ch.controller)


behaviour(
    "Earthen Ally",
    abilities=[
        Static((ContinuousEffect("7c", _earthen_bonus, applies=itself, key="ce.anthem"),)),
        Activated(cost("{2}{W}{U}{B}{R}{G}"), (Earthbend(5),)),
    ],
)


def _land_creature_or_new_land(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    """This creature, while you control a land creature or a land entered the
    battlefield under your control this turn."""
    if source is None or source.id != obj.id:
        return False
    me = ch.controller
    if any(
        game.chars(o).controller == me and game.chars(o).is_land and game.chars(o).is_creature
        for o in game.battlefield
    ):
        return True
    for event in since_turn_began(game.events):
        if event.kind == EventKind.ZONE and event["to"] == BATTLEFIELD:
            entered = game.lki.get(event["new"]) or (
                game.chars(event["new"]) if event["new"] in game.objects else None
            )
            if entered is not None and entered.is_land and entered.controller == me:
                return True
    return False


behaviour(
    "Earth Rumble Wrestlers",
    abilities=[REACH, Static(anthem(1, 0, _land_creature_or_new_land, (KeywordName.TRAMPLE,)))],
)

# ---------------------------------------------------------------- triggers
behaviour(
    "Cat-Owl",
    abilities=[
        FLYING,
        Triggered(
            Attacks(),
            (
                TapOrUntap(
                    TargetSpec(
                        "target.artifact_or_creature", objects=either_type("Artifact", "Creature")
                    ),
                    untap=True,
                ),
            ),
        ),
    ],
)


def _another_creature_or_land_you_control_to_graveyard(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if (
        event.kind != EventKind.ZONE
        or event["frm"] != BATTLEFIELD
        or event["to"] != GRAVEYARD
        or event["obj"] == source
    ):
        return False
    gone = game.lki.get(event["obj"])
    return (
        gone is not None and gone.controller == ch.controller and (gone.is_creature or gone.is_land)
    )


behaviour(
    "Long Feng, Grand Secretariat",
    abilities=[
        Triggered(
            OnEvent(
                _another_creature_or_land_you_control_to_graveyard,
                key="trigger.dies",
                looks_back=True,
            ),
            (AddCounters(_YOUR_CREATURE),),
        )
    ],
)


def _caster_loses_2(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "They lose 2 life": the player who cast the spell."""
    player = (ctx.event or {}).get("player")
    return [] if player is None else [Op("life", player=player, amount=-2)]


behaviour(
    "Mai, Scornful Striker",
    abilities=[
        FIRST_STRIKE,
        Triggered(
            SpellCast(yours=False, filter=lambda g, oid: not g.chars(oid).is_creature),
            (Custom(_caster_loses_2, key="effect.lose_life"),),
        ),
    ],
)
behaviour(
    "Jet, Freedom Fighter",
    abilities=[
        Triggered(
            Enters(),
            (
                DealDamage(
                    count(creatures & you_control),
                    target_creature(opponent_controls(is_creature), "target.creature_opponent"),
                ),
            ),
        ),
        Triggered(
            Dies(),
            (AddCounters(target_creature(label="target.up_to_two_creatures", count=2, minimum=0)),),
        ),
    ],
)

_GRAVE_CARD = TargetSpec(
    "target.card_in_a_graveyard_up_to_one", objects=lambda g, o, c: True, zone=GRAVEYARD, minimum=0
)


def _raven_exile(game: Game, ctx: Context, part: int) -> list[Op]:
    """Exile up to one target card from a graveyard; a Clue if it was a creature card."""
    ops: list[Op] = []
    for oid in objects_for(_GRAVE_CARD, game, ctx, part):
        ops.append(move(oid, EXILE, "exile"))
        if "Creature" in game.objects[oid].card.faces[0].types:
            ops.append(Op("token", controller=ctx.controller, card=CLUE, tapped=False))
    return ops


_RAVEN = Custom(_raven_exile, targets=(_GRAVE_CARD,), key="effect.exile")
behaviour(
    "Raven Eagle",
    abilities=[
        FLYING,
        Triggered(Enters(), (_RAVEN,)),
        Triggered(Attacks(), (_RAVEN,)),
        Triggered(DrawSecondCard(), (LoseLife(1, EACH_OPPONENT), GainLife(1))),
    ],
)


# ------------------------------------------------------------ Combustion Man
@dataclass(frozen=True)
class DestroyUnlessDealtDamage(Effect):
    """ "Destroy target permanent unless its controller has <this creature> deal
    damage to them equal to his power": that player chooses on resolution; the
    power is the source's, or its last known power if it has left (CR 608.2h)."""

    what: TargetSpec
    key: str = "effect.destroy_unless_damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        targets = objects_for(self.what, game, ctx, part)
        if not targets:
            return []
        victim = game.chars(targets[0]).controller
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(victim, DecisionKind.MAY, "prompt.combustion_man", ("yes", "no"), key=key)
        if answer[0] != "yes":
            return [Op("destroy", obj=targets[0])]
        me = game.objects.get(ctx.source)
        ch = (
            game.chars(me)
            if me is not None and me.zone == BATTLEFIELD
            else game.lki.get(ctx.source)
        )
        power = max(0, ch.power or 0) if ch is not None else 0
        return [damage(ctx.source, player_ref(victim), power)]


behaviour(
    "Combustion Man",
    abilities=[
        Triggered(
            Attacks(),
            (DestroyUnlessDealtDamage(target_permanent(is_permanent, "target.permanent")),),
        )
    ],
)


# --------------------------------------------------------------- sacrifice
@dataclass(frozen=True)
class SacrificeToDo(Effect):
    """ "[You may] sacrifice a <kind>. [If you do,] <effects>" (CR 701.17): the
    controller chooses a permanent they control that ``selector`` accepts (never
    the source when ``another``); ``then`` happens only if one was sacrificed."""

    selector: Callable[[Game, GameObject, int], bool]
    then: tuple[Effect, ...] = ()
    optional: bool = True
    another: bool = False
    prompt: str = "prompt.may_sacrifice"
    key: str = "effect.sacrifice"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return specs_of(self.then)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        answer = ctx.answers.get(key)
        if not answer:
            options = tuple(
                oid
                for oid in game.battlefield
                if game.chars(oid).controller == me
                and self.selector(game, game.objects[oid], me)
                and not (self.another and oid == ctx.source)
            )
            if not options:
                return []
            extra = ("none",) if self.optional else ()
            return Choice(me, DecisionKind.SACRIFICE, self.prompt, options + extra, key=key)
        if not isinstance(answer[0], int):
            return []
        ops: list[Op] = [move(answer[0], GRAVEYARD, "sacrifice")]
        for i, effect in enumerate(self.then):
            got = effect.resolve(game, ctx, part, key + (i,))
            if isinstance(got, Choice):
                return got
            ops += got
        return ops


behaviour(
    "Beetle-Headed Merchants",
    abilities=[
        Triggered(
            Attacks(),
            (
                SacrificeToDo(
                    card_type("Creature", "Artifact"),
                    then=(Draw(1), AddCounters(SELF)),
                    another=True,
                ),
            ),
        )
    ],
)


_BASIC_LAND = basic & lands


behaviour(
    "Cycle of Renewal",
    spell=[
        SacrificeToDo(lands, optional=False, prompt="prompt.sacrifice_land"),
        SearchLibrary(_BASIC_LAND, to=BATTLEFIELD, tapped=True, count=2),
    ],
)

# ---------------------------------------------------------- Price of Freedom
_FREEDOM = TargetSpec(
    "target.artifact_or_land_opponent",
    objects=opponent_controls(either_type("Artifact", "Land")),
)


@dataclass(frozen=True)
class DestroyAndItsControllerMaySearch(Effect):
    """ "Destroy target artifact or land an opponent controls.  Its controller may
    search their library for a basic land card, put it onto the battlefield
    tapped, then shuffle" (CR 701.19; its last known controller, CR 608.2h)."""

    what: TargetSpec
    key: str = "effect.destroy"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        targets = objects_for(self.what, game, ctx, part)
        if not targets:
            return []
        victim = game.chars(targets[0]).controller
        may = ctx.answers.get(key)
        if not may:
            return Choice(
                victim, DecisionKind.MAY, "prompt.may_search_basic", ("yes", "no"), key=key
            )
        ops: list[Op] = [Op("destroy", obj=targets[0])]
        if may[0] != "yes":
            return ops
        search_key = key + ("search",)
        found = ctx.answers.get(search_key)
        if not found:
            options = tuple(
                c for c in game.players[victim].library if _BASIC_LAND.matches(game, c, victim)
            )
            return Choice(
                victim, DecisionKind.SEARCH, "prompt.search", options + ("done",), key=search_key
            )
        if isinstance(found[0], int):
            ops.append(move(found[0], BATTLEFIELD, "search", tapped=True))
        return ops + [Op("shuffle", player=victim)]


behaviour("Price of Freedom", spell=[DestroyAndItsControllerMaySearch(_FREEDOM), Draw(1)])

# ---------------------------------------------------------- Kyoshi Battle Fan


def _attach_to_the_new_ally(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "... then attach this Equipment to it": the Ally token just created."""
    me = game.objects.get(ctx.source)
    if me is None or me.zone != BATTLEFIELD:
        return []
    tokens = [
        oid
        for oid in game.battlefield
        if game.objects[oid].is_token
        and game.chars(oid).controller == ctx.controller
        and game.chars(oid).name == "Ally"
    ]
    return [Op("attach", obj=ctx.source, to=max(tokens))] if tokens else []


behaviour(
    "Kyoshi Battle Fan",
    abilities=[
        Triggered(
            Enters(),
            (CreateToken(ALLY), Custom(_attach_to_the_new_ally, key="effect.attach")),
        ),
        Static(anthem(1, 0, enchanted)),
        equip("{2}"),
    ],
)


# ---------------------------------------------------------- Secret Tunnel
class TwoSharingACreatureType(TargetSpec):
    """ "Two target creatures you control that share a creature type" (CR 115.1):
    the second choice must share a creature type with the first."""

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator:
        for oid in super().choices(game, controller, source, chosen_already):
            if all(_share_a_type(game, oid, other) for other in chosen_already):
                yield oid


def _share_a_type(game: Game, a: int, b: int) -> bool:
    return bool(game.chars(a).subtypes & game.chars(b).subtypes & _CREATURE_TYPES)


_TUNNELERS = TwoSharingACreatureType(
    "target.two_creatures_you_control_sharing_a_type",
    objects=you_control(is_creature),
    count=2,
)


behaviour(
    "Secret Tunnel",
    abilities=[
        Static((grant((KeywordName.UNBLOCKABLE,), itself),)),
        tap_for("C"),
        Activated(cost("{4}", tap=True), (Pump(_TUNNELERS, keywords=(KeywordName.UNBLOCKABLE,)),)),
    ],
)

# ---------------------------------------------------------- Sokka, Bold Boomeranger


@dataclass(frozen=True)
class DiscardUpToThenDraw(Effect):
    """ "Discard up to N cards, then draw that many cards" (CR 701.8, 121)."""

    most: int
    key: str = "effect.discard_to_draw"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if isinstance(a, int)]
        left = tuple(c for c in game.players[me].hand if c not in picked)
        if "done" not in answers and len(picked) < self.most and left:
            return Choice(
                me,
                DecisionKind.DISCARD,
                "prompt.discard_up_to",
                left + ("done",),
                key=key,
            )
        ops: list[Op] = [move(c, GRAVEYARD, "discard") for c in picked]
        return ops + [Op("draw", player=me) for _ in picked]


behaviour(
    "Sokka, Bold Boomeranger",
    abilities=[
        Triggered(Enters(), (DiscardUpToThenDraw(2),)),
        Triggered(SpellCast(filter=(artifacts | subtype("Lesson"))), (AddCounters(SELF),)),
    ],
)
