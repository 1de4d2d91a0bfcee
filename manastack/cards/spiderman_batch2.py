"""Marvel's Spider-Man (SPM), the rest of the set, batch two: cards built from
the card language and the set's mechanics as they are (Sagas, Treasure,
transforming modal double-faced cards, damage replacement, abilities granted
to other creatures).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import (
    ContinuousEffect,
    anthem,
    self_only,
)
from ..engine.model import Ability
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Characteristics,
    GameObject,
    player_ref,
)
from ..engine.ops import Op, damage, move
from ..engine.selectors import creatures, in_zone, subtype
from ..engine.targets import (
    TargetSpec,
    any_player,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    you_control,
)
from ..engine.triggers import (
    AtStep,
    Attacks,
    DealsCombatDamage,
    Dies,
    Enters,
    LeavesBattlefield,
)
from ..language.effects import (
    SELF,
    AddCounters,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    GainLife,
    If,
    Mill,
    MoveTarget,
    Pump,
    SearchLibrary,
    library_top,
)
from ..language.keywords import HASTE, REACH, TRAMPLE, enters_tapped, tap_for
from ..language.library_look import LookAndPut
from ..mechanics.blocking import BlockableOnlyBy
from ..mechanics.double_faced import transform_ability
from ..mechanics.put import PutFromHand
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.saga import saga_abilities
from ..mechanics.treasure import CreateTreasure
from . import Activated, Replacement, Static, Triggered, behaviour, cost, side
from .avatar_misc import SacrificeToDo
from .spiderman_batch1 import card_with_mana_value, count_you_control
from .spiderman_heroes import SPIDER, basic_land_card
from .spiderman_villains import MENACE

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ---------------------------------------------------------------- shared pieces
def grant_abilities(abilities: tuple[Ability, ...], applies: Any) -> ContinuousEffect:
    """ "<Creatures> have <ability>" for abilities that aren't keywords (layer 6,
    CR 613.1f)."""

    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.abilities = ch.abilities + abilities

    return ContinuousEffect("6", modify, applies=applies, key="ce.grant")


_YOUR_SPIDERS = creatures & you_control & subtype("Spider")


def spiders_you_control(game: Game, ctx: Context) -> int:
    """The number of Spiders the controller controls, on resolution."""
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller and "Spider" in game.chars(oid).subtypes
    )


@dataclass(frozen=True)
class SearchToTop(Effect):
    """ "You may search your library for a <kind> card, reveal it, then shuffle
    and put that card on top" (CR 701.19, 701.20); finding none, the library is
    still shuffled (CR 701.19b)."""

    matches: Callable[[Game, GameObject], bool]
    key: str = "effect.search"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        answer = ctx.answers.get(key)
        if not answer:
            options = tuple(
                c for c in game.players[me].library if self.matches(game, game.objects[c])
            )
            return Choice(me, DecisionKind.SEARCH, "prompt.search", options + ("done",), key=key)
        shuffle = Op("shuffle", player=me)
        if answer[0] == "done":
            return [shuffle]
        found = answer[0]
        return [
            Op("reveal", objs=[found], player=me),
            shuffle,
            move(found, LIBRARY, "search", position="top"),
        ]


# ------------------------------------------------------------------ artifacts
behaviour("Spider-Bot", abilities=[REACH, Triggered(Enters(), (SearchToTop(basic_land_card),))])

behaviour(
    "Pictures of Spider-Man",
    abilities=[
        Triggered(
            Enters(),
            (
                LookAndPut(
                    5,
                    creatures & in_zone(LIBRARY),
                    most=2,
                    reveal=True,
                    key="effect.look_and_reveal",
                ),
            ),
        ),
        Activated(cost("{1}", tap=True, sacrifice_self=True), (CreateTreasure(),)),
    ],
)

# ------------------------------------------------------------------- Spiders
behaviour(
    "Wall Crawl",
    abilities=[
        Triggered(Enters(), (CreateToken(SPIDER), GainLife(spiders_you_control))),
        Static(
            (
                *anthem(1, 1, _YOUR_SPIDERS),
                grant_abilities(
                    (
                        BlockableOnlyBy(
                            lambda game, blocker, attacker: (
                                KeywordName.DEFENDER not in game.chars(blocker).keywords
                            )
                        ),
                    ),
                    _YOUR_SPIDERS,
                ),
            )
        ),
    ],
)


@dataclass(frozen=True)
class LookPutOneRestGraveyard(Effect):
    """ "Look at that many cards from the top of your library.  Put one of them
    into your hand and the rest into your graveyard" (that many: the damage
    of the triggering event)."""

    key: str = "effect.look_and_reveal"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        n = int((ctx.event or {}).get("amount", 0))
        looked = ctx.results.setdefault(f"look{key}", tuple(library_top(game, me, n)))
        if not looked:
            return []
        pick = ctx.answers.get(key)
        if not pick:
            return Choice(me, DecisionKind.CHOOSE_CARD, "prompt.put_in_hand", looked, key=key)
        return [move(pick[0], HAND, "effect")] + [
            move(c, GRAVEYARD, "effect") for c in looked if c != pick[0]
        ]


_SYMBIOTE_TRIGGER = Triggered(DealsCombatDamage(to_player=True), (LookPutOneRestGraveyard(),))
_NEW_HOST = target_creature(you_control(is_creature), label="target.creature_you_control")


def _gains_the_other_abilities(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "It gains this card's other abilities" — for the rest of the game (CR
    611.2c: the creature is locked in)."""
    ids = game.still_legal(ctx, _NEW_HOST, part)
    if not ids:
        return []
    effect = ContinuousEffect(
        "6",
        grant_abilities((_SYMBIOTE_TRIGGER,), None).modify,
        locked=frozenset(ids),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        key="ce.grant",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "Symbiote Spider-Man",
    abilities=[
        _SYMBIOTE_TRIGGER,
        Activated(
            cost("{2}{U/B}", exile_self_from_graveyard=True),
            (AddCounters(_NEW_HOST), Custom(_gains_the_other_abilities, (_NEW_HOST,))),
            sorcery_speed=True,
            zone=GRAVEYARD,
            text="Find New Host",
        ),
    ],
)


# ------------------------------------------------------------------- villains
def _mountain_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.front
    return "Basic" in face.supertypes and "Mountain" in face.subtypes


def _plus_mountains(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """+1/+1 for each Mountain its controller controls (layer 7c)."""
    n = count_you_control(lambda g, o, c: "Mountain" in g.chars(o).subtypes)(game, obj)
    ch.power = (ch.power or 0) + n
    ch.toughness = (ch.toughness or 0) + n


def _is_land(game: Game, obj: GameObject, _player: int) -> bool:
    return game.chars(obj).is_land


behaviour(
    "Molten Man, Inferno Incarnate",
    abilities=[
        Triggered(Enters(), (SearchLibrary(_mountain_card, to=BATTLEFIELD, tapped=True),)),
        Static((ContinuousEffect("7c", _plus_mountains, applies=self_only(), key="ce.anthem"),)),
        Triggered(
            LeavesBattlefield(),
            (SacrificeToDo(_is_land, optional=False, prompt="prompt.sacrifice_land"),),
        ),
    ],
)


def _greatest_power_among_theirs(game: Game, event: Event, ch: Characteristics) -> bool:
    """The creature that died was an opponent's with the greatest power among
    the creatures that player controlled (last known information, CR 603.10a)."""
    gone = game.lki[event["obj"]]
    if gone.controller == ch.controller:
        return False
    others = [
        game.chars(oid).power or 0
        for oid in game.battlefield
        if game.chars(oid).controller == gone.controller and game.chars(oid).is_creature
    ]
    return all((gone.power or 0) >= p for p in others)


behaviour(
    "Kraven the Hunter",
    abilities=[
        TRAMPLE,
        Triggered(
            Dies(self_only=False, filter=_greatest_power_among_theirs),
            (Draw(1), AddCounters(SELF)),
        ),
    ],
)


def _opponents_creature(game: Game, event: Event, ch: Characteristics) -> bool:
    return game.lki[event["obj"]].controller != ch.controller


def _one_to_that_player(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Shriek deals 1 damage to that player": the dead creature's controller."""
    gone = game.lki.get((ctx.event or {}).get("obj", -1))
    if gone is None:
        return []
    return [damage(ctx.source, player_ref(gone.controller), 1)]


@dataclass(frozen=True)
class MayDiscardWhenYouDo(Effect):
    """ "You may discard a card.  When you do, <effects>" (CR 701.8, 603.12):
    the reflexive ability triggers only if a card was discarded."""

    effects: tuple[Any, ...]
    key: str = "effect.discard"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        hand = tuple(game.players[me].hand)
        answer = ctx.answers.get(key)
        if not hand:
            return []
        if not answer:
            return Choice(me, DecisionKind.DISCARD, "prompt.may_discard", hand + ("none",), key=key)
        if not isinstance(answer[0], int):
            return []
        return [
            move(answer[0], GRAVEYARD, "discard"),
            *WhenYouDo(self.effects, lambda g, c: True).resolve(game, ctx, part, key + ("do",)),
        ]


def _cant_block_this_turn(what: TargetSpec) -> Custom:
    """ "<Target creature> can't block this turn" (CR 509.1b)."""

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        ids = game.still_legal(ctx, what, part)
        if not ids:
            return []

        def modify(
            ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject
        ) -> None:
            ch.keywords = ch.keywords | {KeywordName.CANT_BLOCK}

        effect = ContinuousEffect(
            "6",
            modify,
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until="end_of_turn",
            key="ce.grant",
        )
        return [Op("effect", effect=effect)]

    return Custom(run, (what,))


behaviour(
    "Shriek, Treblemaker",
    abilities=[
        Triggered(
            AtStep("main1"), (MayDiscardWhenYouDo((_cant_block_this_turn(target_creature()),)),)
        ),
        Triggered(
            Dies(self_only=False, filter=_opponents_creature),
            (Custom(_one_to_that_player),),
            text="Sonic Blast",
        ),
    ],
)

# ----------------------------------------------------------------------- Sagas
_GWEN_DESTROY = target_creature()


def _always(game: Game, ctx: Context) -> bool:
    return True


# "any number of target players": as many as the game has (CR 115.1, 601.2c)
_GRAVEYARDS = TargetSpec("target.players_any_number", players=any_player, count=40, minimum=0)


@dataclass(frozen=True)
class EachPlayerMayDiscardOrLose(Effect):
    """ "Each player may discard a card.  Each player who doesn't loses N life"
    (in turn order, starting with the active player, CR 101.4)."""

    life: int
    key: str = "effect.discard"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        order = [(game.active_player + i) % len(game.players) for i in range(len(game.players))]
        answers = ctx.answers.get(key, [])
        if len(answers) < len(order):
            p = order[len(answers)]
            hand = tuple(game.players[p].hand)
            if hand:
                return Choice(
                    p, DecisionKind.DISCARD, "prompt.discard_or_lose", hand + ("none",), key=key
                )
            ctx.answers.setdefault(key, []).append("none")
            return self.resolve(game, ctx, part, key)
        ops: list[Op] = []
        for p, answer in zip(order, answers, strict=True):
            if isinstance(answer, int):
                ops.append(move(answer, GRAVEYARD, "discard"))
            else:
                ops.append(Op("life", player=p, amount=-self.life))
        return ops


def _exile_their_graveyards(game: Game, ctx: Context, part: int) -> list[Op]:
    players = [int(ref[1:]) for ref in ctx.chosen_for(_GRAVEYARDS, part)]
    return [move(c, EXILE, "exile") for p in players for c in list(game.players[p].graveyard)]


behaviour(
    "The Death of Gwen Stacy",
    abilities=saga_abilities(
        [Destroy(_GWEN_DESTROY)],
        [EachPlayerMayDiscardOrLose(3)],
        [Custom(_exile_their_graveyards, (_GRAVEYARDS,))],
    ),
)

_HUNT_TARGET = target_creature()
_HUNT_PUMP = target_creature(you_control(is_creature), label="target.creature_you_control")
_HUNT_RETURN = target_card_in_graveyard(
    lambda game, obj, c: "Creature" in obj.card.front.types,
    "target.creature_card_in_your_graveyard",
    yours=True,
)


def _greatest_power_in_graveyard(game: Game, ctx: Context) -> int:
    """The greatest power among creature cards in your graveyard (printed)."""
    return max(
        (
            game.objects[c].card.front.power or 0
            for c in game.players[ctx.controller].graveyard
            if "Creature" in game.objects[c].card.front.types
        ),
        default=0,
    )


behaviour(
    "Kraven's Last Hunt",
    abilities=saga_abilities(
        [Mill(5), WhenYouDo((DealDamage(_greatest_power_in_graveyard, _HUNT_TARGET),), _always)],
        [Pump(_HUNT_PUMP, 2, 2)],
        [MoveTarget(_HUNT_RETURN, HAND, "return")],
    ),
)


# ---------------------------------------------------------------- symbiotes
def _was_cast(game: Game, source: int, event: Event) -> bool:
    """ "If he was cast": he entered from the stack, as a resolving spell."""
    return bool(event["frm"] == STACK)


def _damage_to_this(game: Game, obj: GameObject, op: Op) -> bool:
    return op.kind == "damage" and op["target"] == obj.id and op["amount"] > 0


behaviour(
    "Anti-Venom, Horrifying Healer",
    abilities=[
        Triggered(
            Enters(),
            (
                MoveTarget(
                    target_card_in_graveyard(
                        lambda game, obj, c: "Creature" in obj.card.front.types,
                        "target.creature_card_in_your_graveyard",
                        yours=True,
                    ),
                    BATTLEFIELD,
                    "reanimate",
                ),
            ),
            condition=_was_cast,
        ),
        Replacement(
            "damage",
            _damage_to_this,
            lambda game, op: op.retyped(
                "counters",
                "anti-venom",
                obj=op["target"],
                counter=CounterKind.P1P1,
                amount=op["amount"],
            ),
            self_only=False,
            text="prevent damage; +1/+1 counters instead",
        ),
    ],
)


def _sacrificed_mana_value(game: Game, ctx: Context) -> int:
    """X: the mana value of the creature sacrificed to Venom's attack trigger."""
    answer = ctx.answers.get((0, 0))
    if not answer or not isinstance(answer[0], int):
        return 0
    oid = answer[0]
    ch = game.chars(oid) if oid in game.objects else game.lki.get(oid)
    return ch.mana_value if ch is not None else 0


def _permanent_card_mv_x(game: Game, ctx: Context, card: GameObject) -> bool:
    face = card.card.front
    return face.is_permanent and face.mana_cost.mana_value <= _sacrificed_mana_value(game, ctx)


behaviour(
    "Eddie Brock",
    abilities=[
        Triggered(
            Enters(),
            (
                MoveTarget(
                    target_card_in_graveyard(
                        card_with_mana_value(at_most=1, creature=True),
                        "target.creature_card_mv1_in_your_graveyard",
                        yours=True,
                    ),
                    BATTLEFIELD,
                    "reanimate",
                ),
            ),
        ),
        transform_ability("{3}{B}{R}{G}"),
    ],
    back=side(
        "Venom, Lethal Protector",
        abilities=[
            MENACE,
            TRAMPLE,
            HASTE,
            Triggered(
                Attacks(),
                (
                    SacrificeToDo(
                        lambda game, obj, player: game.chars(obj).is_creature,
                        then=(Draw(_sacrificed_mana_value),),
                        another=True,
                    ),
                    If(
                        lambda game, ctx: (
                            bool(ctx.answers.get((0, 0)))
                            and isinstance(ctx.answers[(0, 0)][0], int)
                        ),
                        PutFromHand(1, fits=_permanent_card_mv_x),
                    ),
                ),
            ),
        ],
    ),
)


# -------------------------------------------------------------------- the rest
def _tapped_creature_you_control(game: Game, obj: GameObject, player: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and obj.tapped and ch.controller == player


def _put_this_onto_the_battlefield(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put this card from your hand onto the battlefield" (it isn't played)."""
    me = game.objects.get(ctx.source)
    if me is None or me.zone != HAND:
        return []
    return [move(me.id, BATTLEFIELD, "put", controller=ctx.controller)]


behaviour(
    "Urban Retreat",
    abilities=[
        enters_tapped(),
        tap_for("{G}", "{W}", "{U}"),
        Activated(
            cost("{2}", return_to_hand=_tapped_creature_you_control),
            (Custom(_put_this_onto_the_battlefield),),
            sorcery_speed=True,
            zone=HAND,
        ),
    ],
)

_TWO_PLAYERS = TargetSpec("target.two_players", players=any_player, count=2)


def _parker_luck(game: Game, ctx: Context, part: int) -> list[Op]:
    """Two target players each reveal the top card of their library, lose life
    equal to the mana value of the card the other revealed, then put the card
    they revealed into their hand."""
    players = [int(ref[1:]) for ref in game.still_legal(ctx, _TWO_PLAYERS, part)]
    if len(players) != 2:
        return []
    tops = {p: (game.players[p].library[-1] if game.players[p].library else None) for p in players}
    ops: list[Op] = []
    for p, card in tops.items():
        if card is not None:
            ops.append(Op("reveal", objs=[card], player=p))
    for p in players:
        other = tops[players[1] if p == players[0] else players[0]]
        mv = game.objects[other].card.front.mana_cost.mana_value if other is not None else 0
        if mv:
            ops.append(Op("life", player=p, amount=-mv))
    ops += [move(card, HAND, "effect") for card in tops.values() if card is not None]
    return ops


behaviour(
    "Parker Luck",
    abilities=[Triggered(AtStep("end"), (Custom(_parker_luck, (_TWO_PLAYERS,)),))],
)

__all__ = [
    "MayDiscardWhenYouDo",
    "SearchToTop",
    "grant_abilities",
    "spiders_you_control",
]
