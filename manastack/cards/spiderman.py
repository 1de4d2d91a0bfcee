"""Marvel's Spider-Man (SPM): cards built on its mechanics — modal double-faced
cards that transform (:mod:`manastack.mechanics.double_faced`), Sagas
(:mod:`~manastack.mechanics.saga`), connive (:mod:`~manastack.mechanics.connive`),
harness and ∞ (:mod:`~manastack.mechanics.harness`), web-slinging
(:mod:`~manastack.mechanics.web_slinging`), modified
(:mod:`~manastack.mechanics.modified`) and mayhem
(:mod:`~manastack.mechanics.mayhem`).

Every card here implements all of its Oracle text.  Of the back faces the data
marks "check it", Amazing Spider-Man's text is the printed one and is implemented
whole; Green Goblin's text is supplied (core/data/supplied/SPM.json) and
implemented whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, KeywordName
from ..engine.layers import (
    ContinuousEffect,
    affects_only_its_source,
    anthem,
    board_only,
    enchanted,
    grant,
    pump_until_end_of_turn,
)
from ..engine.objects import BATTLEFIELD, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.selectors import creatures, other, subtype
from ..engine.targets import (
    TargetSpec,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    target_player,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, DealsCombatDamage, Enters
from ..language.effects import (
    AddCounters,
    CreateToken,
    Custom,
    DealDamage,
    Draw,
    GainLife,
    MoveTarget,
    Pump,
)
from ..language.keywords import (
    FLASH,
    FLYING,
    HASTE,
    INDESTRUCTIBLE,
    MENACE,
    REACH,
    TRAMPLE,
    VIGILANCE,
    equip,
    tap_for,
    ward,
)
from ..mechanics.connive import connive
from ..mechanics.double_faced import transform_ability
from ..mechanics.graveyard_cast import SpellsFromYourGraveyardCostLess
from ..mechanics.harness import Harness, infinity
from ..mechanics.mayhem import NonlandGraveyardCardsHaveMayhem, mayhem, mayhem_paid
from ..mechanics.modified import is_modified, modified_creature_you_control
from ..mechanics.rule_changes import AMAZING_GRANT
from ..mechanics.saga import saga_abilities
from ..mechanics.web_slinging import cast_with_web_slinging, web_slinging
from . import Activated, Keyword, Replacement, Static, Triggered, behaviour, cost, side, token
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

SPIDER = token("Spider", "Creature — Spider", "2/1", colour="G", abilities=[REACH])
UNBLOCKABLE = Keyword(KeywordName.UNBLOCKABLE)


def _creature_you_control(**kw: Any) -> TargetSpec:
    return target_creature(you_control(is_creature), label="target.creature_you_control", **kw)


# ---------------------------------------------------- Peter Parker // Amazing Spider-Man

behaviour(
    "Peter Parker",
    abilities=[Triggered(Enters(), (CreateToken(SPIDER),)), transform_ability("{1}{G}{W}{U}")],
    back=side("Amazing Spider-Man", abilities=[VIGILANCE, REACH, AMAZING_GRANT]),
)

# ---------------------------------------------------------- Norman Osborn // Green Goblin
behaviour(
    "Norman Osborn",
    abilities=[
        UNBLOCKABLE,
        Triggered(DealsCombatDamage(to_player=True), connive()),
        transform_ability("{1}{U}{B}{R}"),
    ],
    back=side(
        "Green Goblin",
        abilities=[
            FLYING,
            MENACE,
            SpellsFromYourGraveyardCostLess(2),
            NonlandGraveyardCardsHaveMayhem(),
        ],
    ),
)

# ------------------------------------------------------------------------ web-slinging
behaviour("Spider-Man, Web-Slinger", abilities=[web_slinging("{W}")])


def _if_web_slinging(game: Game, source: int, event: Any) -> bool:
    """ "If they were cast using web-slinging" (WEB-05)."""
    return cast_with_web_slinging(game, event)


behaviour(
    "Spiders-Man, Heroic Horde",
    abilities=[
        web_slinging("{4}{G}{G}"),
        Triggered(Enters(), (GainLife(3), CreateToken(SPIDER, 2)), condition=_if_web_slinging),
    ],
)


def _returned_mana_value(game: Game, spell: GameObject) -> int:
    """The mana value of the creature returned to cast ``spell`` with
    web-slinging (0 if it wasn't)."""
    info = spell.cast_info
    ctx = info.ctx if info is not None else None
    if ctx is None or info is None or not info.how.startswith("web_slinging"):
        return 0
    returned = ctx.flags.chosen_return_to_hand
    lki = game.lki.get(returned) if returned is not None else None
    return lki.mana_value if lki is not None else 0


def _sensational_save(game: Game, op: Op) -> Op:
    counters = dict(op.get("counters") or {})
    counters[CounterKind.P1P1] = counters.get(CounterKind.P1P1, 0) + _returned_mana_value(
        game, game.objects[op["obj"]]
    )
    return op.replaced("sensational_save", counters=counters)


behaviour(
    "Scarlet Spider, Ben Reilly",
    abilities=[
        web_slinging("{R}{G}"),
        TRAMPLE,
        Replacement(
            "enter",
            lambda game, obj, op: _returned_mana_value(game, obj) > 0,
            _sensational_save,
            text="Sensational Save",
        ),
    ],
)

# ----------------------------------------------------------------------------- connive
behaviour("Doc Ock's Henchmen", abilities=[FLASH, Triggered(Attacks(), connive())])

_EXPERIMENT_CREATURE = _creature_you_control(minimum=0)
behaviour(
    "Unstable Experiment",
    spell=[Draw(1, who=target_player()), *connive(_EXPERIMENT_CREATURE)],
)

_LOOKOUT_TARGET = _creature_you_control()
behaviour("Mob Lookout", abilities=[Triggered(Enters(), connive(_LOOKOUT_TARGET))])


behaviour(
    "Prowler, Clawed Thief",
    abilities=[
        MENACE,
        Triggered(
            Enters(False, subtype("Villain") & you_control & other, key="trigger.event"), connive()
        ),
    ],
)


def _a_creature_died_this_turn(game: Game, source: int, event: Any) -> bool:
    return any(died[3] for died in game.turn_log.get("died", ()))


_SCORPION_TARGET = _creature_you_control()
behaviour(
    "Scorpion, Seething Striker",
    abilities=[
        Keyword(KeywordName.DEATHTOUCH),
        Triggered(AtStep("end"), connive(_SCORPION_TARGET), condition=_a_creature_died_this_turn),
    ],
)

# ----------------------------------------------------------------------- harness and ∞
SOUL_STONE_INFINITY = (
    "At the beginning of your upkeep, return target creature card from your graveyard "
    "to the battlefield."
)
_SOUL_STONE_TARGET = target_card_in_graveyard(
    creatures, "target.creature_card_in_your_graveyard", yours=True
)


behaviour(
    "The Soul Stone",
    abilities=[
        INDESTRUCTIBLE,
        tap_for("{B}"),
        Activated(
            cost("{6}{B}", tap=True, exile=creatures),
            (Harness(),),
            text="{6}{B}, {T}, Exile a creature you control: Harness The Soul Stone.",
        ),
        infinity(
            [
                Triggered(
                    AtStep("upkeep"),
                    (MoveTarget(_SOUL_STONE_TARGET, BATTLEFIELD, "reanimate"),),
                    text=SOUL_STONE_INFINITY,
                )
            ],
            text=f"∞ — {SOUL_STONE_INFINITY}",
        ),
    ],
)

# ----------------------------------------------------------------------------- modified


@affects_only_its_source
def _while_modified(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return source is not None and source.id == obj.id and is_modified(game, obj.id)


behaviour(
    "Skyward Spider",
    abilities=[ward("{2}"), Static((grant((KeywordName.FLYING,), _while_modified),))],
)

_SABLE_COUNTER = AnotherTarget("target.another_creature", objects=is_creature)
_SABLE_LIFELINK = target_creature(
    modified_creature_you_control, label="target.modified_creature_you_control"
)
behaviour(
    "Silver Sable, Mercenary Leader",
    abilities=[
        Triggered(Enters(), (AddCounters(_SABLE_COUNTER),)),
        Triggered(Attacks(), (Pump(_SABLE_LIFELINK, keywords=(KeywordName.LIFELINK,)),)),
    ],
)

# ------------------------------------------------------------------------------ mayhem
behaviour("Electro's Bolt", spell=[DealDamage(4, target_creature())], abilities=[mayhem("{1}{R}")])
behaviour("Swarm, Being of Bees", abilities=[FLASH, FLYING, mayhem("{B}")])
behaviour("Spider-Islanders", abilities=[mayhem("{1}{R}")])
behaviour("Raging Goblinoids", abilities=[HASTE, mayhem("{2}{R}")])


def _quicksand(game: Game, ctx: Context, part: int) -> list[Op]:
    """All creatures get -2/-2 until end of turn — only the opponents' creatures
    if the mayhem cost was paid (the affected set is locked in, CR 611.2c)."""
    ids = [
        oid
        for oid in game.creatures()
        if not mayhem_paid(ctx) or game.chars(oid).controller != ctx.controller
    ]
    if not ids:
        return []
    return [Op("effect", effect=e) for e in pump_until_end_of_turn(game, ctx.source, ids, -2, -2)]


behaviour("Sandman's Quicksand", spell=[Custom(_quicksand)], abilities=[mayhem("{3}{B}")])

# ------------------------------------------------------------------------------- Sagas


def _becomes_legendary_spider_hero(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "It becomes a legendary Spider Hero in addition to its other types" (layer
    4, for the rest of the game)."""
    ids = [i for i in game.still_legal(ctx, _ORIGIN_II, part)]
    if not ids:
        return []
    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "4",
                _legendary_spider_hero,
                locked=frozenset(ids),
                source=ctx.source,
                controller=ctx.controller,
                timestamp=game.next_timestamp(),
                key="ce.types",
            ),
        )
    ]


@board_only
def _legendary_spider_hero(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    ch.supertypes = ch.supertypes | {"Legendary"}
    ch.subtypes = ch.subtypes | {"Spider", "Hero"}


_ORIGIN_II = _creature_you_control()
_ORIGIN_III = _creature_you_control()
behaviour(
    "Origin of Spider-Man",
    abilities=saga_abilities(
        [CreateToken(SPIDER)],
        [AddCounters(_ORIGIN_II), Custom(_becomes_legendary_spider_hero, (_ORIGIN_II,))],
        [Pump(_ORIGIN_III, keywords=(KeywordName.DOUBLE_STRIKE,))],
    ),
)

# --------------------------------------------------------------------------- Equipment


@board_only
def _spider_hero(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    ch.subtypes = ch.subtypes | {"Spider", "Hero"}


behaviour(
    "Spider-Suit",
    abilities=[
        Static(
            (
                *anthem(2, 2, enchanted),
                ContinuousEffect("4", _spider_hero, applies=enchanted, key="ce.types"),
            )
        ),
        equip("{3}"),
    ],
)


def _prison_break(game: Game, ctx: Context, part: int) -> list[Op]:
    """Return the target to the battlefield with an additional +1/+1 counter."""
    return [
        move(oid, BATTLEFIELD, "reanimate", counters={"+1/+1": 1})
        for oid in game.still_legal(ctx, _PRISON_BREAK, part)
    ]


_PRISON_BREAK = target_card_in_graveyard(
    creatures, "target.creature_card_in_your_graveyard", yours=True
)
behaviour(
    "Prison Break",
    spell=[Custom(_prison_break, (_PRISON_BREAK,))],
    abilities=[mayhem("{3}{B}")],
)
