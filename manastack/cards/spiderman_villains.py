"""Marvel's Spider-Man (SPM): the villains and their schemes — blue, black and
red cards and the multicoloured Villains, built on the set's mechanics (mayhem,
connive's discards, surveil, Treasure).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import (
    ContinuousEffect,
    affects_only_its_source,
    anthem,
    characteristic_power,
    enchanted,
    grant,
    pump_until_end_of_turn,
)
from ..engine.model import Enchant
from ..engine.objects import (
    BATTLEFIELD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Characteristics,
    GameObject,
)
from ..engine.ops import Op, damage
from ..engine.selectors import creatures, nonland, nontoken, other, subtype, with_mana_value
from ..engine.targets import (
    TargetSpec,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_spell,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, Dies, Enters, OnEvent, SpellCast
from ..language.cost_modifiers import CostModifier
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    YOU,
    AddCounters,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    If,
    LoseLife,
    May,
    Mill,
    MoveTarget,
    Pump,
    ReturnToHand,
    Sequence_,
)
from ..language.keywords import (
    DEATHTOUCH,
    DEFENDER,
    FLASH,
    FLYING,
    HASTE,
    LIFELINK,
    TRAMPLE,
    VIGILANCE,
)
from ..mechanics.kicker import kicked, kicker
from ..mechanics.mayhem import mayhem
from ..mechanics.self_cost import CostsLessIf
from ..mechanics.surveil import Surveil
from ..mechanics.treasure import CreateTreasure
from . import Activated, Keyword, Replacement, Static, Triggered, behaviour, cost, token
from .spiderman_heroes import becomes, becomes_for, during_your_turn, one_if_you_have_a_card

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game

MENACE = Keyword(KeywordName.MENACE)
ROBOT = token("Robot", "Artifact Creature — Robot", "1/1", abilities=[FLYING])


def _controls_a_villain(game: Game, player: int, other_than: int | None = None) -> bool:
    return any(
        oid != other_than and "Villain" in game.chars(oid).subtypes
        for oid in game.battlefield
        if game.chars(oid).controller == player
    )


# ------------------------------------------------------------------------------- blue
behaviour("Oscorp Research Team", abilities=[Activated(cost("{6}{U}"), (Draw(2),))])
behaviour("Mysterio's Phantasm", abilities=[FLYING, VIGILANCE, Triggered(Attacks(), (Mill(1),))])
behaviour(
    "Spider-Byte, Web Warden",
    abilities=[
        Triggered(
            Enters(),
            (ReturnToHand(TargetSpec("target.nonland_permanent", objects=nonland, minimum=0)),),
        )
    ],
)
behaviour(
    "Whoosh!",
    spell=[
        ReturnToHand(TargetSpec("target.nonland_permanent", objects=nonland)),
        If(kicked, Draw(1)),
    ],
    abilities=[kicker("{1}{U}")],
)
behaviour("School Daze", modes=[[Draw(3)], [CounterTarget(target_spell()), Draw(1)]])
behaviour(
    "Robotics Mastery",
    abilities=[
        FLASH,
        Enchant(target_creature()),
        Triggered(Enters(), (CreateToken(ROBOT, 2),)),
        Static(anthem(2, 2, enchanted)),
    ],
)

# ------------------------------------------------------------------------------ black
behaviour("Scorpion's Sting", spell=[Pump(target_creature(), -3, -3)])
behaviour("Common Crook", abilities=[Triggered(Dies(), (CreateTreasure(),))])
behaviour(
    "Merciless Enforcers",
    abilities=[LIFELINK, Activated(cost("{3}{B}"), (DealDamage(1, EACH_OPPONENT),))],
)
behaviour("Venomized Cat", abilities=[DEATHTOUCH, Triggered(Enters(), (Mill(2),))])
behaviour("Risky Research", spell=[Surveil(2), Draw(2), LoseLife(2, YOU)])

_PORTAL = target_creature()


def _to_the_bottom(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put target creature on the bottom of its owner's library"."""
    return [
        Op("move", obj=oid, to=LIBRARY, cause="effect", position="bottom")
        for oid in game.still_legal(ctx, _PORTAL, part)
    ]


behaviour(
    "The Spot's Portal",
    spell=[
        Custom(_to_the_bottom, (_PORTAL,)),
        If(
            lambda game, ctx: not _controls_a_villain(game, ctx.controller),
            LoseLife(2, YOU),
        ),
    ],
)
behaviour(
    "Inner Demons Gangsters",
    abilities=[
        Activated(cost(discard=1), (Pump(SELF, 1, 0, (KeywordName.MENACE,)),), sorcery_speed=True)
    ],
)


behaviour(
    "Tombstone, Career Criminal",
    abilities=[
        Triggered(
            Enters(),
            (
                MoveTarget(
                    target_card_in_graveyard(
                        subtype("Villain"), "target.villain_card_in_your_graveyard", yours=True
                    ),
                    HAND,
                    "return",
                ),
            ),
        ),
        CostModifier(-1, lambda face: "Villain" in face.subtypes),
    ],
)


behaviour(
    "Agent Venom",
    abilities=[
        FLASH,
        MENACE,
        Triggered(
            Dies(self_only=False, filter=creatures & nontoken & you_control & other),
            (Draw(1), LoseLife(1, YOU)),
        ),
    ],
)

_WRATH = target_opponent()


def _villainous_wrath(game: Game, ctx: Context, part: int) -> list[Op]:
    """The target opponent loses life equal to the number of creatures they
    control; then all creatures are destroyed."""
    victims = [int(str(r)[1:]) for r in game.still_legal(ctx, _WRATH, part)]
    return [Op("life", player=p, amount=-len(game.creatures(p))) for p in victims]


behaviour(
    "Villainous Wrath",
    spell=[
        Custom(_villainous_wrath, (_WRATH,)),
        MoveTarget(lambda game, ctx: game.creatures(), GRAVEYARD, "destroy"),
    ],
)

# -------------------------------------------------------------------------------- red
behaviour("Romantic Rendezvous", spell=[Discard(1), Draw(2)])

_WISECRACK = target_creature()


def _wisecrack(game: Game, ctx: Context, part: int) -> list[Op]:
    """It deals damage equal to its power to itself; 2 damage to its controller
    if it's attacking."""
    ops = []
    for oid in game.still_legal(ctx, _WISECRACK, part):
        ops.append(damage(oid, oid, max(0, game.chars(oid).power or 0)))
        if game.combat is not None and oid in game.combat.attackers:
            ops.append(damage(ctx.source, f"P{game.controller_of(oid)}", 2))
    return ops


behaviour("Wisecrack", spell=[Custom(_wisecrack, (_WISECRACK,))])
behaviour(
    "Taxi Driver",
    abilities=[
        Activated(cost("{1}", tap=True), (Pump(target_creature(), keywords=(KeywordName.HASTE,)),))
    ],
)


def _you_discard(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return (
        event.kind == EventKind.ZONE
        and event["cause"] == "discard"
        and event["owner"] == ch.controller
    )


behaviour(
    "Hobgoblin, Mantled Marauder",
    abilities=[FLYING, HASTE, Triggered(OnEvent(_you_discard), (Pump(SELF, 2, 0),))],
)
behaviour(
    "Masked Meower",
    abilities=[HASTE, Activated(cost(discard=1, sacrifice_self=True), (Draw(1),))],
)

_SHOCKER = target_creature()


def _vibro_shock(game: Game, ctx: Context, part: int) -> list[Op]:
    """2 damage to the target creature and 2 damage to its controller."""
    ops = []
    for oid in game.still_legal(ctx, _SHOCKER, part):
        ops.append(damage(ctx.source, oid, 2))
        ops.append(damage(ctx.source, f"P{game.controller_of(oid)}", 2))
    return ops


behaviour(
    "Shocker, Unshakable",
    abilities=[
        Static((grant((KeywordName.FIRST_STRIKE,), during_your_turn),)),
        Triggered(Enters(), (Custom(_vibro_shock, (_SHOCKER,)),)),
    ],
)
behaviour(
    "Angry Rabble",
    abilities=[
        TRAMPLE,
        Triggered(SpellCast(filter=with_mana_value(ge=4)), (DealDamage(1, EACH_OPPONENT),)),
        Activated(cost("{5}{R}"), (AddCounters(SELF, amount=2),), sorcery_speed=True),
    ],
)

# -------------------------------------------------------------------- multicoloured


def _cards_you_discarded_this_turn(game: Game, ctx: Context) -> int:
    return sum(
        1
        for oid in game.turn_log.get("discarded", ())
        if oid in game.objects and game.objects[oid].owner == ctx.controller
    )


behaviour(
    "Green Goblin, Revenant",
    abilities=[
        FLYING,
        DEATHTOUCH,
        Triggered(Attacks(), (Discard(1), Draw(_cards_you_discarded_this_turn))),
    ],
)
behaviour(
    "Ultimate Green Goblin",
    abilities=[
        Triggered(AtStep("upkeep"), (Discard(1), CreateTreasure())),
        mayhem("{2}{B/R}"),
    ],
)


behaviour(
    "Scarlet Spider, Kaine",
    abilities=[
        MENACE,
        Triggered(
            Enters(),
            (May(Sequence_((Discard(1), AddCounters(SELF, amount=one_if_you_have_a_card)))),),
        ),
        mayhem("{B/R}"),
    ],
)


behaviour(
    "Vulture, Scheming Scavenger",
    abilities=[
        FLYING,
        Triggered(
            Attacks(),
            (
                Pump(
                    (creatures & you_control & subtype("Villain") & other),
                    keywords=(KeywordName.FLYING,),
                ),
            ),
        ),
    ],
)

# ------------------------------------------------------------------------ batch two
behaviour(
    "Venom's Hunger",
    spell=[Destroy(target_creature()), GainLife(2)],
    abilities=[CostsLessIf(2, lambda game, player: _controls_a_villain(game, player))],
)


@affects_only_its_source
def _graveyard_of_eight(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and source.id == obj.id
        and obj.zone == BATTLEFIELD
        and len(game.players[ch.controller].graveyard) >= 8
    )


@affects_only_its_source
def _another_villain(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and source.id == obj.id
        and obj.zone == BATTLEFIELD
        and _controls_a_villain(game, ch.controller, other_than=obj.id)
    )


def _base_8_8(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
    ch.power, ch.toughness = 8, 8


behaviour(
    "Doc Ock, Sinister Scientist",
    abilities=[
        Static(
            (
                ContinuousEffect("7b", _base_8_8, applies=_graveyard_of_eight, key="ce.base_pt"),
                grant((KeywordName.HEXPROOF,), _another_villain),
            )
        )
    ],
)


def _greatest_mana_value(game: Game, obj: GameObject) -> int:
    """The greatest mana value among permanents its controller controls."""
    me = game.chars(obj).controller if obj.zone == BATTLEFIELD else obj.owner
    return max(
        (game.chars(o).mana_value for o in game.battlefield if game.chars(o).controller == me),
        default=0,
    )


behaviour(
    "Kraven, Proud Predator",
    abilities=[
        VIGILANCE,
        Static((characteristic_power(_greatest_mana_value, toughness_too=False),)),
    ],
)

_NEGATIVE = target_opponent()


def _darkforce_inversion(game: Game, ctx: Context, part: int) -> list[Op]:
    """Exchange life totals (CR 701.10c: each player gains or loses the
    difference); if you lost life this way, draw that many cards."""
    me = ctx.controller
    ops: list[Op] = []
    for ref in game.still_legal(ctx, _NEGATIVE, part):
        them = int(str(ref)[1:])
        mine, theirs = game.players[me].life, game.players[them].life
        ops += [
            Op("life", player=me, amount=theirs - mine),
            Op("life", player=them, amount=mine - theirs),
        ]
        ops += [Op("draw", player=me) for _ in range(max(0, mine - theirs))]
    return ops


behaviour(
    "Mister Negative",
    abilities=[
        VIGILANCE,
        LIFELINK,
        Triggered(Enters(), (May(Custom(_darkforce_inversion, (_NEGATIVE,))),)),
    ],
)


def _you_cast_from_outside_your_hand(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever you play a land or cast a spell from anywhere other than your hand"."""
    if event.kind == EventKind.CAST and event["player"] == ch.controller:
        spell = game.objects.get(event["obj"])
        info = spell.cast_info if spell is not None else None
        return info is not None and info.from_zone != HAND
    return (
        event.kind == EventKind.ZONE
        and event["cause"] == "play"
        and event["frm"] != HAND
        and game.chars(event["new"]).controller == ch.controller
    )


behaviour(
    "Shadow of the Goblin",
    abilities=[
        Triggered(
            AtStep("main1"),
            (Sequence_((Discard(1), Draw(one_if_you_have_a_card))),),
            text="Unreliable Visions",
        ),
        Triggered(
            OnEvent(_you_cast_from_outside_your_hand),
            (DealDamage(1, EACH_OPPONENT),),
            text="Undying Vengeance",
        ),
    ],
)


def _x_of_the_spell(spell: GameObject | None) -> int:
    """The X paid for the spell that became this permanent (0 if it wasn't cast,
    CR 107.3m)."""
    info = spell.cast_info if spell is not None else None
    return info.ctx.x if info is not None and info.ctx is not None and info.cast else 0


def _enters_with_x_counters(game: Game, op: Op) -> Op:
    counters = dict(op.get("counters") or {})
    x = _x_of_the_spell(game.objects.get(op["obj"]))
    counters[CounterKind.P1P1] = counters.get(CounterKind.P1P1, 0) + x
    return op.replaced("morlun", counters=counters)


def _x_when_it_entered(game: Game, ctx: Context) -> int:
    event = ctx.event
    if not event or event.get("frm") != STACK:
        return 0
    return _x_of_the_spell(game.lki_objects.get(event["obj"]))


behaviour(
    "Morlun, Devourer of Spiders",
    abilities=[
        LIFELINK,
        Replacement(
            "enter",
            lambda game, obj, op: _x_of_the_spell(obj) > 0,
            _enters_with_x_counters,
            text="enters with X +1/+1 counters",
        ),
        Triggered(Enters(), (DealDamage(_x_when_it_entered, target_opponent()),)),
    ],
)

_NO_MORE = becomes("Citizen", (1, 1), abilities=(DEFENDER,))
behaviour(
    "Spider-Man No More",
    abilities=[
        Enchant(target_creature()),
        Static(
            tuple(
                ContinuousEffect(layer, modify, applies=enchanted, key="ce.becomes")
                for layer, modify in _NO_MORE
            )
        ),
    ],
)

_SECRET = target_creature(you_control(is_creature), label="target.creature_you_control")
_CONCEAL = becomes("Citizen", (1, 1))
_REVEAL = becomes("Hero", (3, 4))


def _secret_identity(parts: list, keywords: tuple[str, ...]) -> Custom:
    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        ids = game.still_legal(ctx, _SECRET, part)
        return becomes_for(game, ctx, ids, parts, until="end_of_turn") + [
            Op("effect", effect=e)
            for e in pump_until_end_of_turn(game, ctx.source, ids, 0, 0, keywords)
        ]

    return Custom(run, (_SECRET,))


behaviour(
    "Secret Identity",
    modes=[
        [_secret_identity(_CONCEAL, (KeywordName.HEXPROOF,))],
        [_secret_identity(_REVEAL, (KeywordName.FLYING, KeywordName.VIGILANCE))],
    ],
)
