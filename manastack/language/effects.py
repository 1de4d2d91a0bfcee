"""The library of one-shot effects cards are built from (CR 608.2c, 701).

Every effect is an immutable object with :meth:`Effect.resolve`.  Resolving
either asks a question (returns a :class:`Choice`) or returns the :class:`Op` s
to perform.  Choices are made before anything changes; the answers are stored in
the :class:`~manastack.engine.context.Context` and ``resolve`` is called again, so a game
can be copied or saved while a choice is pending.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import DecisionKind
from ..core.mana import COLOURS, ManaCost
from ..engine.casting import COUNTERS_REMOVED, SACRIFICED, can_pay_mana, max_x
from ..engine.effect import ALL_COMBAT_DAMAGE, Choice, Effect, Shield
from ..engine.layers import grant, pump_until_end_of_turn
from ..engine.model import Triggered
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    is_player_ref,
    player_of,
)
from ..engine.ops import Op, damage, move
from ..engine.perform import change_now
from ..engine.selectors import Selector, accepts, anything, creatures, subtype, with_mana_value
from ..engine.targets import TargetSpec, specs_of

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef

Amount = int | Callable[["Game", "Context"], int]


def amount_of(value: Amount, game: Game, ctx: Context) -> int:
    return value(game, ctx) if callable(value) else value


def x_value(_game: Game, ctx: Context) -> int:
    """The value chosen for X (CR 107.3)."""
    return ctx.x


def discarded_mana_value(_game: Game, ctx: Context) -> int:
    """The mana value of the card discarded to pay the cost ("where X is the
    discarded card's mana value", CR 202.3, 601.2h); 0 if none was."""
    card = ctx.flags.discarded
    return 0 if card is None else card.faces[0].mana_cost.mana_value


def sacrificed_to_pay(ctx: Context) -> list[int]:
    """The permanents sacrificed for the spell's "sacrifice any number of /
    all <kind>" cost as it was cast (CR 601.2h): "sacrificed this way"."""
    return [d[2] for d in ctx.flags.paid if d[1] == SACRIFICED]


def counters_removed(_game: Game, ctx: Context) -> int:
    """ "The number of <kind> counters removed this way": what a "remove all
    <kind> counters" cost removed (CR 118.3, 601.2h)."""
    return sum(d[2] for d in ctx.flags.paid if d[1] == COUNTERS_REMOVED)


def number_sacrificed(_game: Game, ctx: Context) -> int:
    """ "For each <permanent> sacrificed this way"."""
    return len(sacrificed_to_pay(ctx))


def power_sacrificed(game: Game, ctx: Context) -> int:
    """ "The total power of the sacrificed creatures", as they last existed on
    the battlefield (CR 608.2h); a negative total is no amount (CR 107.1b)."""
    total = 0
    for oid in sacrificed_to_pay(ctx):
        lki = game.lki.get(oid)
        total += (lki.power or 0) if lki is not None else 0
    return max(total, 0)


@dataclass(frozen=True)
class CountersOnIt:
    """ "The number of <kind> counters on <this permanent>", an amount: the
    source as it last existed if it has left the battlefield (CR 608.2h)."""

    kind: str

    def __call__(self, game: Game, ctx: Context) -> int:
        found = game.objects.get(ctx.source) or game.lki_objects.get(ctx.source)
        return found.counters.get(self.kind, 0) if found is not None else 0


# ------------------------------------------------------------------ who/what helpers
YOU = "you"
EACH_OPPONENT = "each_opponent"
EACH_PLAYER = "each_player"
SELF = "self"
THAT_PLAYER = "that_player"  # the player the trigger event names (CR 603.2)
# the controller of the permanent the trigger event names ("that creature's controller")
THATS_CONTROLLER = "thats_controller"


def players_for(who: Any, game: Game, ctx: Context, part: int) -> list[int]:
    """Resolve a "who" description into player indexes."""
    if who == YOU:
        return [ctx.controller]
    if who == EACH_OPPONENT:
        return [p.index for p in game.players if p.index != ctx.controller and not p.has_lost]
    if who == EACH_PLAYER:
        return [p.index for p in game.players if not p.has_lost]
    if who == THAT_PLAYER:
        return _event_player(ctx)
    if who == THATS_CONTROLLER:
        return [event_object_controller(game, ctx)]
    if isinstance(who, TargetSpec):
        return [player_of(r) for r in game.still_legal(ctx, who, part) if is_player_ref(r)]
    if isinstance(who, ControllerOf):
        ref = who.spec
        found = []
        for oid in game.still_legal(ctx, ref, part) if isinstance(ref, TargetSpec) else []:
            found.append(game.lki_controller(oid))
        if not found and isinstance(ref, TargetSpec):
            for oid in ctx.chosen_for(ref, part):
                if not is_player_ref(oid):
                    found.append(game.lki_controller(oid, moved_ok=True))
        return found
    raise ValueError(f"unknown player description {who!r}")


def _event_player(ctx: Context) -> list[int]:
    """ "That player": the player whose step began, or the player a source dealt
    damage to, as the triggering event says (CR 603.2)."""
    event = ctx.event or {}
    player = event.get("player")
    if isinstance(player, int):
        return [player]
    target = event.get("target")
    return [player_of(str(target))] if is_player_ref(target) else []


def event_object_controller(game: Game, ctx: Context) -> int:
    """The controller of the permanent the triggering event names, as it is now
    or as it last existed (CR 603.2, 608.2h): "that creature's controller"."""
    event = ctx.event or {}
    oid = event.get("new", event.get("obj"))
    return game.lki_controller(oid) if isinstance(oid, int) else ctx.controller


@dataclass(frozen=True)
class ControllerOf:
    """ "Its controller": the controller of the object chosen for ``spec``."""

    spec: TargetSpec


def objects_for(what: Any, game: Game, ctx: Context, part: int) -> list[int]:
    """Resolve an object description into object ids: ``SELF``, a target slot,
    a :class:`Selector` (every permanent it describes: "each creature you
    control"; "you" is the controller, ``other`` excludes the source) or a
    function ``(game, ctx)``."""
    if isinstance(what, Selector):
        return what.ids(game, ctx.controller, ctx.source)
    if what == SELF:
        obj = game.objects.get(ctx.source)
        return [ctx.source] if obj is not None and obj.zone == BATTLEFIELD else []
    if isinstance(what, TargetSpec):
        return [r for r in game.still_legal(ctx, what, part) if not is_player_ref(r)]
    if callable(what):
        return list(what(game, ctx))
    raise ValueError(f"unknown object description {what!r}")


def _specs(*items: Any) -> tuple[TargetSpec, ...]:
    """The target slots among an effect's parameters."""
    return tuple(i for i in items if isinstance(i, TargetSpec))


# ------------------------------------------------------------------------- effects
@dataclass(frozen=True)
class DealDamage(Effect):
    """ "~ deals N damage to <target>" (CR 120)."""

    amount: Amount
    to: Any
    key: str = "effect.damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.to)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        if isinstance(self.to, TargetSpec):
            refs = game.still_legal(ctx, self.to, part)
        elif self.to in (EACH_OPPONENT, EACH_PLAYER, YOU):
            refs = [f"P{p}" for p in players_for(self.to, game, ctx, part)]
        else:
            refs = objects_for(self.to, game, ctx, part)
        return [damage(ctx.source, r, n) for r in refs]


@dataclass(frozen=True)
class Draw(Effect):
    """ "Draw N cards" (CR 121)."""

    amount: Amount = 1
    who: Any = YOU
    key: str = "effect.draw"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [
            Op("draw", player=p) for p in players_for(self.who, game, ctx, part) for _ in range(n)
        ]


@dataclass(frozen=True)
class GainLife(Effect):
    """ "Gain N life" (CR 119)."""

    amount: Amount
    who: Any = YOU
    key: str = "effect.gain_life"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [Op("life", player=p, amount=n) for p in players_for(self.who, game, ctx, part)]


@dataclass(frozen=True)
class LoseLife(Effect):
    """ "Loses N life" (CR 119.3)."""

    amount: Amount
    who: Any = EACH_OPPONENT
    key: str = "effect.lose_life"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [Op("life", player=p, amount=-n) for p in players_for(self.who, game, ctx, part)]


@dataclass(frozen=True)
class MoveTarget(Effect):
    """Destroy, exile, return to hand, put on top of library... (CR 701.7, 701.13)."""

    what: Any
    to: str
    cause: str
    key: str = "effect.move"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if self.cause == "destroy":
            return [Op("destroy", obj=i) for i in ids]
        if self.cause == "counter":
            return [Op("counter", obj=i) for i in ids]
        return [move(i, self.to, self.cause) for i in ids]


def Destroy(what: Any) -> MoveTarget:  # noqa: N802 - reads like card text
    """ "Destroy target ..." (CR 701.7)."""
    return MoveTarget(what, GRAVEYARD, "destroy", key="effect.destroy")


def Exile(what: Any) -> MoveTarget:  # noqa: N802
    """ "Exile target ..." (CR 406)."""
    return MoveTarget(what, EXILE, "exile", key="effect.exile")


def ReturnToHand(what: Any) -> MoveTarget:  # noqa: N802
    """ "Return target ... to its owner's hand"."""
    return MoveTarget(what, HAND, "bounce", key="effect.bounce")


def CounterTarget(what: TargetSpec) -> MoveTarget:  # noqa: N802
    """ "Counter target spell" (CR 701.5)."""
    return MoveTarget(what, GRAVEYARD, "counter", key="effect.counter")


@dataclass(frozen=True)
class Pump(Effect):
    """ "<target> gets +P/+T [and gains keywords] until end of turn" (CR 611.2c:
    the set of affected objects is locked in on resolution)."""

    what: Any
    power: Amount = 0
    toughness: Amount = 0
    keywords: tuple[str, ...] = ()
    key: str = "effect.pump"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        p = amount_of(self.power, game, ctx)
        t = amount_of(self.toughness, game, ctx)
        return [
            Op("effect", effect=e)
            for e in pump_until_end_of_turn(game, ctx.source, ids, p, t, self.keywords)
        ]


@dataclass(frozen=True)
class ChosenTypeThisTurn(Effect):
    """ "Creatures of the creature type of your choice <keywords> this turn"
    (Walking Desecration's "attack this turn if able", CR 508.1d): the type is
    chosen on resolution (CR 608.2d).  A requirement changes no characteristic,
    so it binds every creature of that type this turn, also one that arrives
    later (CR 611.2c locks only characteristic changes)."""

    keywords: tuple[str, ...]
    key: str = "effect.of_chosen_type"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.CREATURE_TYPE,
                "prompt.choose_creature_type",
                CREATURE_TYPES,
                key=key,
            )
        effect = replace(
            grant(self.keywords, creatures & subtype(answer[0])),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
        )
        return [Op("effect", effect=effect)]


@dataclass(frozen=True)
class AddCounters(Effect):
    """ "Put N <kind> counters on <target>" (CR 122)."""

    what: Any
    counter: str = "+1/+1"
    amount: Amount = 1
    key: str = "effect.counters"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [
            Op("counters", obj=i, counter=self.counter, amount=n)
            for i in objects_for(self.what, game, ctx, part)
        ]


@dataclass(frozen=True)
class CreateToken(Effect):
    """ "Create N <token>" (CR 111)."""

    token: CardDef
    amount: Amount = 1
    tapped: bool = False
    key: str = "effect.token"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [
            Op("token", controller=ctx.controller, card=self.token, tapped=self.tapped)
            for _ in range(n)
        ]


@dataclass(frozen=True)
class TapOrUntap(Effect):
    """ "Tap target ..." / "untap target ..." (CR 701.21)."""

    what: Any
    untap: bool = False
    key: str = "effect.tap"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        kind = "untap" if self.untap else "tap"
        return [Op(kind, obj=i) for i in objects_for(self.what, game, ctx, part)]


@dataclass(frozen=True)
class Discard(Effect):
    """ "<player> discards N cards" (CR 701.8); the discarding player chooses
    unless ``random`` (one card at a time, each a separate choice)."""

    amount: Amount = 1
    who: Any = YOU
    random: bool = False
    key: str = "effect.discard"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        ops: list[Op] = []
        for p in players_for(self.who, game, ctx, part):
            n = min(amount_of(self.amount, game, ctx), len(game.players[p].hand))
            if self.random:
                picked = game.rng.sample(list(game.players[p].hand), n)
                ops += [move(c, GRAVEYARD, "discard") for c in picked]
                continue
            pkey = key + (p,)
            answers = ctx.answers.get(pkey, [])
            if len(answers) < n:
                left = tuple(c for c in game.players[p].hand if c not in answers)
                return Choice(
                    p,
                    DecisionKind.DISCARD,
                    "prompt.discard",
                    left,
                    (("n", n - len(answers)),),
                    key=pkey,
                )
            ops += [move(c, GRAVEYARD, "discard") for c in answers]
        return ops


@dataclass(frozen=True)
class Mill(Effect):
    """ "Mill N cards" (CR 701.13)."""

    amount: Amount = 1
    who: Any = YOU
    key: str = "effect.mill"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        ops = []
        for p in players_for(self.who, game, ctx, part):
            top = game.players[p].library[-n:] if n else []
            ops += [move(c, GRAVEYARD, "mill") for c in reversed(top)]
        return ops


@dataclass(frozen=True)
class May(Effect):
    """ "You may <effect>": the controller answers yes or no on resolution
    (CR 608.2d)."""

    effect: Effect
    prompt: str = "prompt.may"
    who: Any = YOU  # who answers ("that creature's controller may ...")
    key: str = "effect.may"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return self.effect.specs

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller if self.who == YOU else players_for(self.who, game, ctx, part)[0],
                DecisionKind.MAY,
                self.prompt,
                ("yes", "no"),
                (("effect", self.effect.key),),
                key=key,
            )
        if answer[0] != "yes":
            return []
        return self.effect.resolve(game, ctx, part, key + ("do",))


@dataclass(frozen=True)
class MayPay(Effect):
    """ "You may pay <mana>. If you do, <effects>" (CR 117.3, 608.2d): the
    controller is asked on resolution; "pay" is offered only when they can pay,
    and ``then`` happens only if they paid."""

    mana: str
    then: tuple[Effect, ...] = ()
    key: str = "effect.may_pay"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return specs_of(self.then)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        mana = ManaCost.parse(self.mana)
        answer = ctx.answers.get(key)
        if not answer:
            options = ("pay", "decline") if can_pay_mana(game, ctx.controller, mana) else ()
            if not options:
                return []
            return Choice(
                ctx.controller,
                DecisionKind.MAY,
                "prompt.may_pay",
                options,
                (("cost", str(mana)),),
                key=key,
            )
        if answer[0] != "pay":
            return []
        then = Sequence_(self.then).resolve(game, ctx, part, key + ("then",))
        if isinstance(then, Choice):
            return then
        return [Op("pay_mana", player=ctx.controller, cost=mana), *then]


@dataclass(frozen=True)
class MayPayX(Effect):
    """ "You may pay {X}. When you do, <effects>" (CR 107.1c, 117.3, 608.2d): the
    controller is asked whether to pay, then chooses X, any amount they can pay
    (X of 0 too); ``then`` happens only if they paid, with X as ``ctx.x`` (what a
    :class:`~manastack.mechanics.reflexive.WhenYouDo` in it builds its effects
    from)."""

    then: tuple[Effect, ...] = ()
    key: str = "effect.may_pay"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return specs_of(self.then)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                me,
                DecisionKind.MAY,
                "prompt.may_pay",
                ("pay", "decline"),
                (("cost", "{X}"),),
                key=key,
            )
        if answer[0] != "pay":
            return []
        x_key = key + ("x",)
        chosen = ctx.answers.get(x_key)
        if not chosen:
            most = max_x(game, me, ManaCost.parse("{X}"))
            return Choice(me, DecisionKind.X, "prompt.x", tuple(range(most + 1)), key=x_key)
        ctx.x = chosen[0]
        then = Sequence_(self.then).resolve(game, ctx, part, key + ("then",))
        if isinstance(then, Choice):
            return then
        paid = ManaCost.parse("{X}").with_x(ctx.x)
        return [Op("pay_mana", player=me, cost=paid), *then]


@dataclass(frozen=True)
class MayDiscard(Effect):
    """ "You may discard a card.  If you do, <then>" (CR 701.8, 608.2c): the
    controller picks a card from their hand or none; ``then`` happens only if a
    card was discarded."""

    then: tuple[Effect, ...]
    key: str = "effect.discard"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return specs_of(self.then)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        answer = ctx.answers.get(key)
        if not answer:
            hand = tuple(game.players[me].hand)
            if not hand:
                return []
            return Choice(me, DecisionKind.DISCARD, "prompt.may_discard", hand + ("none",), key=key)
        if not isinstance(answer[0], int):
            return []
        then = Sequence_(self.then).resolve(game, ctx, part, key + ("then",))
        if isinstance(then, Choice):
            return then
        return [move(answer[0], GRAVEYARD, "discard"), *then]


@dataclass(frozen=True)
class Sequence_(Effect):
    """Several effects treated as one (used by keyword expansions)."""

    effects: tuple[Effect, ...]
    key: str = "effect.sequence"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:

        return specs_of(self.effects)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        ops: list[Op] = []
        for i, e in enumerate(self.effects):
            got = e.resolve(game, ctx, part, key + (i,))
            if isinstance(got, Choice):
                return got
            ops += got
        return ops


@dataclass(frozen=True)
class AddMana(Effect):
    """ "Add {R}" as an effect of a spell or of a non-mana ability (CR 106.1,
    605.5): ``mana`` in Oracle letters ("R", "GG")."""

    mana: str
    key: str = "effect.add_mana"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [Op("mana", player=ctx.controller, mana=self.mana)]


@dataclass(frozen=True)
class AddManaOfAnyColour(Effect):
    """ "Add one mana of any color" as an effect of a spell or of a non-mana
    ability (CR 106.1b): the controller chooses the colour on resolution."""

    key: str = "effect.add_mana"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller, DecisionKind.COLOUR, "prompt.choose_colour", tuple(COLOURS), key=key
            )
        return [Op("mana", player=ctx.controller, mana=answer[0])]


@dataclass(frozen=True)
class If(Effect):
    """Do ``effect`` only if ``condition(game, ctx)`` holds on resolution."""

    condition: Callable[[Game, Context], bool]
    effect: Effect
    key: str = "effect.if"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return self.effect.specs

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        if not self.condition(game, ctx):
            return []
        return self.effect.resolve(game, ctx, part, key)


@dataclass(frozen=True)
class GivePoison(Effect):
    """ "<player> gets N poison counters" (CR 122.1f; ten or more lose, CR 704.5c)."""

    amount: Amount = 1
    who: Any = EACH_OPPONENT
    key: str = "effect.poison"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        n = amount_of(self.amount, game, ctx)
        return [Op("poison", player=p, amount=n) for p in players_for(self.who, game, ctx, part)]


@dataclass(frozen=True)
class MoveCard(Effect):
    """Move one known object (by id) if it is still in ``frm`` – what a delayed
    triggered ability does to "that card" (CR 603.7, 400.7)."""

    obj: int
    frm: str
    to: str
    cause: str = "effect"
    key: str = "effect.move"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        found = game.objects.get(self.obj)
        if found is None or found.zone != self.frm:
            return []
        return [move(self.obj, self.to, self.cause)]


@dataclass(frozen=True)
class CreateDelayedTrigger(Effect):
    """Create a delayed triggered ability (CR 603.7): ``make(game, ctx)`` builds its
    effects from what is known now (e.g. the id of the card that died), so the
    ability kept in the game is plain data.  One-shot unless ``one_shot`` is
    False (CR 603.7c)."""

    when: Any
    make: Callable[[Game, Context], tuple[Effect, ...]]
    one_shot: bool = True
    key: str = "effect.delayed"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ability = Triggered(self.when, tuple(self.make(game, ctx)))
        return [
            Op(
                "delayed",
                condition=self.when,
                ability=ability,
                controller=ctx.controller,
                source=ctx.source,
                one_shot=self.one_shot,
            )
        ]


@dataclass(frozen=True)
class PreventCombatDamage(Effect):
    """ "Prevent all combat damage that would be dealt this turn" (CR 615)."""

    key: str = "effect.fog"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [Op("shield", shield=Shield(ALL_COMBAT_DAMAGE, game.turn_number))]


@dataclass(frozen=True)
class GainLifeFromPower(Effect):
    """ "Its controller gains life equal to its power" – read with last-known
    information when the creature has left (CR 608.2h)."""

    what: TargetSpec
    key: str = "effect.gain_life_power"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ops = []
        for ref in ctx.chosen_for(self.what, part):
            lki = game.last_known(ref)
            if lki is None:
                continue
            ops.append(Op("life", player=lki.controller, amount=max(0, lki.power or 0)))
        return ops


@dataclass(frozen=True)
class ExileThisSpell(Effect):
    """ "Exile <this spell>" as its last instruction: the spell itself, from the
    stack, instead of its owner's graveyard (CR 608.2n)."""

    key: str = "effect.exile"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        obj = game.objects.get(ctx.source)
        return [move(ctx.source, EXILE, "exile")] if obj is not None and obj.zone == STACK else []


def fight(game: Game, one: int, two: int) -> list[Op]:
    """ "<One> fights <two>" (CR 701.12a): each deals damage equal to its power
    to the other (no damage from a power below 0)."""
    return [
        damage(one, two, max(0, game.chars(one).power or 0)),
        damage(two, one, max(0, game.chars(two).power or 0)),
    ]


@dataclass(frozen=True)
class Fight(Effect):
    """ "<Target creature> fights <target creature>" (CR 701.12): if either is
    no longer a legal target as it resolves, no damage is dealt (CR 701.12b)."""

    mine: TargetSpec
    theirs: TargetSpec
    key: str = "effect.fight"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.mine, self.theirs)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        one = game.still_legal(ctx, self.mine, part)
        two = game.still_legal(ctx, self.theirs, part)
        return fight(game, one[0], two[0]) if one and two else []


@dataclass(frozen=True)
class Custom(Effect):
    """An effect written as a function, for the few texts too odd for the library.
    ``run(game, ctx, part)`` returns ops; ``targets`` lists its target slots."""

    run: Callable[[Game, Context, int], list[Op]]
    targets: tuple[TargetSpec, ...] = ()
    key: str = "effect.custom"
    choose: Callable[[Game, Context, int, tuple[Any, ...]], Choice | None] | None = None

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return self.targets

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        if self.choose is not None:
            question = self.choose(game, ctx, part, key)
            if question is not None:
                return question
        return self.run(game, ctx, part)


@dataclass(frozen=True)
class SearchLibrary(Effect):
    """ "Search your library for a <kind> card, put it <where>, then shuffle"
    (CR 701.19).  The player may fail to find (CR 701.19b); with ``reveal``,
    the cards found are revealed ("reveal it", CR 701.16).  ``matches`` is a
    :class:`Selector` of the card or a function ``(game, card)``; ``count`` may
    be a function ``(game, ctx) -> int`` ("up to X basic land cards");
    ``mana_value_x`` asks also for a card "with mana value X" (CR 107.3, 202.3),
    X as announced."""

    matches: Selector | Callable[[Game, Any], bool]
    to: str = HAND
    tapped: bool = False
    count: Amount = 1
    reveal: bool = False
    mana_value_x: bool = False
    key: str = "effect.search"
    extra: dict[Any, Any] = field(default_factory=dict)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = game.players[ctx.controller]
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if a != "done"]
        most = ctx.results.setdefault(("search", key), amount_of(self.count, game, ctx))
        if len(picked) < most and "done" not in answers:
            x_value = with_mana_value(eq=ctx.x or 0) if self.mana_value_x else anything
            options = tuple(
                c
                for c in me.library
                if c not in picked
                and accepts(self.matches, game, c, ctx.controller, ctx.source)
                and x_value.matches(game, c, ctx.controller, ctx.source)
            )
            return Choice(
                ctx.controller, DecisionKind.SEARCH, "prompt.search", options + ("done",), key=key
            )
        ops = [move(c, self.to, "search", tapped=self.tapped) for c in picked]
        if self.reveal and picked:
            ops.insert(0, Op("reveal", objs=picked, player=ctx.controller))
        return ops + [Op("shuffle", player=ctx.controller, searched=True)]


@dataclass(frozen=True)
class AttachTo(Effect):
    """Attach this Aura or Equipment to <target> (CR 701.3)."""

    what: TargetSpec
    key: str = "effect.attach"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [Op("attach", obj=ctx.source, to=t) for t in game.still_legal(ctx, self.what, part)]


@dataclass(frozen=True)
class Scry(Effect):
    """ "Scry N" (CR 701.22): look at the top N cards, put any number on the
    bottom and the rest back on top in any order.  Asked card by card: first
    "top" or "bottom" for each, then the order of those kept on top.  ``who``
    scries ("target player scries 3"): by default, you."""

    amount: int = 1
    key: str = "effect.scry"
    who: Any = YOU

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        scriers = players_for(self.who, game, ctx, part)
        if not scriers:
            return []  # the target player is no longer a legal target (CR 608.2b)
        me = scriers[0]
        looked = ctx.results.setdefault(("scry", key), library_top(game, me, self.amount))
        answers = ctx.answers.get(key, [])
        if len(answers) < len(looked):
            card = looked[len(answers)]
            return Choice(
                me, DecisionKind.SCRY, "prompt.scry", ("top", "bottom"), (("card", card),), key=key
            )
        top = [c for c, a in zip(looked, answers, strict=True) if a == "top"]
        order_key = key + ("order",)
        order = ctx.answers.get(order_key, [])
        if len(top) > 1 and len(order) < len(top) - 1:
            left = tuple(c for c in top if c not in order)
            return Choice(me, DecisionKind.SCRY_ORDER, "prompt.scry_order", left, key=order_key)
        ordered = order + [c for c in top if c not in order]
        ops = [
            Op("move", obj=c, to=LIBRARY, cause="scry", position="bottom")
            for c, a in zip(looked, answers, strict=True)
            if a == "bottom"
        ]
        # the first card chosen goes on top: put the others back first
        ops += [
            Op("move", obj=c, to=LIBRARY, cause="scry", position="top") for c in reversed(ordered)
        ]
        if self.amount > 0:  # scry 0 is no scry event (CR 701.18b, 701.18d)
            ops.append(Op("scry", player=me, amount=self.amount))
        return ops


@dataclass(frozen=True)
class ChooseFromHand(Effect):
    """ "Target player reveals their hand; you choose a <filter> card from it;
    that player discards it" (Duress).  Chooses nothing if nothing matches.
    ``matches`` is a :class:`Selector` of the card ("you": the chooser) or a
    function ``(game, card)``."""

    who: TargetSpec
    matches: Selector | Callable[[Game, Any], bool]
    key: str = "effect.choose_discard"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.who,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        victim = players[0]
        hand = game.players[victim].hand
        if key in ctx.answers:  # the hand was revealed before the question
            return [move(ctx.answers[key][0], GRAVEYARD, "discard")]
        reveal = Op("reveal", objs=list(hand), player=victim)
        options = tuple(
            c for c in hand if accepts(self.matches, game, c, ctx.controller, ctx.source)
        )
        if not options:
            return [reveal]
        # CR 701.16a: the hand is revealed first, so the chooser knows the cards
        # the question names; the revealed hand is also shown with it
        change_now(game, reveal)
        return Choice(
            ctx.controller,
            DecisionKind.CHOOSE_CARD,
            "prompt.choose_discard",
            options,
            (("revealed", tuple(hand)),),
            key=key,
        )


def library_top(game: Game, player: int, n: int) -> Sequence[int]:
    lib = game.players[player].library
    return list(reversed(lib[-n:])) if n else []


__all__ = [
    "AddCounters",
    "AddMana",
    "ChosenTypeThisTurn",
    "MayDiscard",
    "MayPay",
    "MayPayX",
    "Amount",
    "Choice",
    "CreateDelayedTrigger",
    "GivePoison",
    "MoveCard",
    "ControllerOf",
    "CounterTarget",
    "CountersOnIt",
    "CreateToken",
    "Custom",
    "DealDamage",
    "Destroy",
    "Discard",
    "Draw",
    "EACH_OPPONENT",
    "EACH_PLAYER",
    "Effect",
    "Exile",
    "GainLife",
    "GainLifeFromPower",
    "If",
    "LIBRARY",
    "LoseLife",
    "May",
    "Mill",
    "MoveTarget",
    "PreventCombatDamage",
    "Pump",
    "ReturnToHand",
    "SELF",
    "SearchLibrary",
    "Sequence_",
    "THAT_PLAYER",
    "TapOrUntap",
    "YOU",
    "amount_of",
    "number_sacrificed",
    "power_sacrificed",
    "sacrificed_to_pay",
    "discarded_mana_value",
    "x_value",
]
