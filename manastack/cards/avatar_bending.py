"""Avatar: The Last Airbender — the gw-allies deck and the cards that waterbend,
airbend or earthbend (:mod:`manastack.mechanics.waterbend`, ``airbend``,
``earthbend``, ``allies``).  Each has a scenario test in
``tests/test_bending_*.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import anthem, characteristic_power, enchanted
from ..engine.objects import BATTLEFIELD, LIBRARY
from ..engine.ops import Op, damage, move
from ..engine.selectors import count, creatures, nonland, other, subtype, with_mana_value
from ..engine.targets import (
    TargetSpec,
    all_of,
    either_type,
    is_creature,
    opponent_controls,
    target_creature,
    target_permanent,
    you_control,
)
from ..engine.triggers import Attacks, Enters, OnEvent, SpellCast
from ..language.effects import (
    SELF,
    AddCounters,
    Choice,
    CreateToken,
    Custom,
    Destroy,
    Discard,
    Draw,
    GainLife,
    Pump,
    Scry,
    TapOrUntap,
    objects_for,
)
from ..language.keywords import FLASH, FLYING, TRAMPLE, VIGILANCE, equip, ward
from ..mechanics.airbend import Airbend
from ..mechanics.allies import Affinity, AllyEnters, CreatureManaBonus
from ..mechanics.earthbend import Earthbend
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Static, Triggered, behaviour, cost
from .core_set import ALLY
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics


# ------------------------------------------------------------------ helpers
def _becomes_tapped(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever this creature becomes tapped"."""
    return event.kind == EventKind.TAP and event["obj"] == source


CREATURE_YOU_CONTROL = target_creature(you_control(is_creature), "target.creature_you_control")
NONLAND_PERMANENT = target_permanent(nonland, "target.nonland_permanent")


# -------------------------------------------------------------- Water Tribe Rallier
def _rallier_options(game: Game, ctx: Context, looked: list[int]) -> tuple:
    return tuple(
        c
        for c in looked
        if "Creature" in game.objects[c].card.faces[0].types
        and (game.objects[c].card.faces[0].power or 0) <= 3
    )


def _rallier_choose(game: Game, ctx: Context, part: int, key: tuple) -> Choice | None:
    """Look at the top four (kept in ``ctx.results``, so a copy asks the same)."""
    key_looked = ctx.results.setdefault("rallier", (key, _top(game, ctx.controller, 4)))
    if key in ctx.answers:
        return None
    options = _rallier_options(game, ctx, key_looked[1])
    if not options:
        return None
    return Choice(
        ctx.controller,
        DecisionKind.CHOOSE_CARD,
        "prompt.reveal_creature",
        options + ("none",),
        key=key,
    )


def _rallier_run(game: Game, ctx: Context, part: int) -> list[Op]:
    key, looked = ctx.results.get("rallier", ((), []))
    picked = (ctx.answers.get(key) or ["none"])[0]
    ops: list[Op] = []
    rest = [c for c in looked if c != picked]
    if picked != "none":
        ops += [Op("reveal", objs=[picked], player=ctx.controller), move(picked, "hand", "effect")]
    game.rng.shuffle(rest)  # a random order (CR 401.4)
    ops += [move(c, LIBRARY, "effect", position="bottom") for c in rest]
    return ops


def _top(game: Game, player: int, n: int) -> list[int]:
    library = game.players[player].library
    return list(reversed(library[-n:]))


behaviour(
    "Water Tribe Rallier",
    abilities=[
        Activated(
            waterbend_cost("{5}"),
            (Custom(_rallier_run, choose=_rallier_choose, key="effect.rallier"),),
        )
    ],
)

# --------------------------------------------------------------- the white Allies
behaviour(
    "Compassionate Healer",
    abilities=[Triggered(OnEvent(_becomes_tapped), (GainLife(1), Scry(1)))],
)
behaviour("Invasion Reinforcements", abilities=[FLASH, Triggered(Enters(), (CreateToken(ALLY),))])
behaviour("Kyoshi Warriors", abilities=[Triggered(Enters(), (CreateToken(ALLY),))])


JAILER_TARGET = TargetSpec(
    "target.jailer",
    objects=opponent_controls(
        all_of(either_type("Artifact", "Creature", "Enchantment"), with_mana_value(ge=3))
    ),
    minimum=0,
)


def _exile_until_leaves(game: Game, ctx: Context, part: int) -> list[Op]:
    """Exile the target until the source leaves the battlefield (CR 610.3): not at
    all if the source has already left (CR 610.3c)."""
    source = game.objects.get(ctx.source)
    if source is None or source.zone != BATTLEFIELD:
        return []
    return [
        Op("exile_until_leaves", obj=oid, source=ctx.source, controller=ctx.controller)
        for oid in objects_for(JAILER_TARGET, game, ctx, part)
    ]


behaviour(
    "Earth Kingdom Jailer",
    abilities=[
        Triggered(Enters(), (Custom(_exile_until_leaves, targets=(JAILER_TARGET,)),)),
    ],
)


def _counter_on_each_other_ally(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if oid != ctx.source
        and game.chars(oid).controller == ctx.controller
        and game.chars(oid).is_creature
        and "Ally" in game.chars(oid).subtypes
    ]


behaviour(
    "Earth King's Lieutenant",
    abilities=[
        TRAMPLE,
        Triggered(Enters(), (AddCounters(_counter_on_each_other_ally),)),
        Triggered(AllyEnters(or_self=False), (AddCounters(SELF),)),
    ],
)


def _token_attacking(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("token_attacking", controller=ctx.controller, source=ctx.source, card=ALLY)]


behaviour(
    "Suki, Kyoshi Warrior",
    abilities=[
        Static((characteristic_power(count(creatures & you_control), toughness_too=False),)),
        Triggered(Attacks(), (Custom(_token_attacking, key="effect.token"),)),
    ],
)


def _voyager(game: Game, ctx: Context, part: int) -> list[Op]:
    """Gain 1 life; the second resolution this turn also draws (counted per
    object, CR 400.7)."""
    resolved = game.turn_log.setdefault("south_pole_voyager", [])
    resolved.append(ctx.source)
    ops = [Op("life", player=ctx.controller, amount=1)]
    if resolved.count(ctx.source) == 2:
        ops.append(Op("draw", player=ctx.controller))
    return ops


behaviour(
    "South Pole Voyager",
    abilities=[Triggered(AllyEnters(), (Custom(_voyager, key="effect.gain_life"),))],
)

ALLIES_TO_DEAL = target_creature(
    you_control(is_creature), "target.creature_you_control", count=2, minimum=0
)
ALLIES_VICTIM = target_creature(opponent_controls(is_creature), "target.creature_opponent")


def _allies_at_last(game: Game, ctx: Context, part: int) -> list[Op]:
    victims = objects_for(ALLIES_VICTIM, game, ctx, part)
    if not victims:
        return []
    return [
        damage(oid, victims[0], max(0, game.chars(oid).power or 0))
        for oid in objects_for(ALLIES_TO_DEAL, game, ctx, part)
    ]


behaviour(
    "Allies at Last",
    abilities=[Affinity("Ally")],
    spell=[Custom(_allies_at_last, targets=(ALLIES_TO_DEAL, ALLIES_VICTIM), key="effect.damage")],
)


behaviour(
    "White Lotus Reinforcements",
    abilities=[VIGILANCE, Static(anthem(1, 1, creatures & you_control & other & subtype("Ally")))],
)

# -------------------------------------------------------------------- earthbend
behaviour(
    "Badgermole Cub",
    abilities=[Triggered(Enters(), (Earthbend(1),)), CreatureManaBonus("G")],
)
behaviour("Earthbending Lesson", spell=[Earthbend(4)])
behaviour(
    "Sandbenders' Storm",
    modes=[
        [
            Destroy(
                target_creature(
                    lambda game, obj, _c: (game.chars(obj).power or 0) >= 4,
                    "target.creature_power_4",
                )
            )
        ],
        [Earthbend(3)],
    ],
)
behaviour(
    "Earth Kingdom General",
    abilities=[Triggered(Enters(), (Earthbend(2),))],
)

# --------------------------------------------------------------------- waterbend
behaviour(
    "North Pole Patrol",
    abilities=[
        Activated(
            cost(tap=True),
            (
                TapOrUntap(
                    AnotherTarget(
                        "target.another_permanent_you_control",
                        objects=lambda game, obj, controller: (
                            game.chars(obj).controller == controller
                        ),
                    ),
                    untap=True,
                ),
            ),
        ),
        Activated(
            waterbend_cost("{3}", tap=True),
            (
                TapOrUntap(
                    target_creature(opponent_controls(is_creature), "target.creature_opponent")
                ),
            ),
        ),
    ],
)
behaviour(
    "Benevolent River Spirit",
    additional_costs=[waterbend_cost("{5}")],
    abilities=[FLYING, ward("{2}"), Triggered(Enters(), (Scry(2),))],
)
behaviour(
    "Geyser Leaper",
    abilities=[FLYING, Activated(waterbend_cost("{4}"), (Draw(1), Discard(1)))],
)

# ----------------------------------------------------------------------- airbend
behaviour("Airbending Lesson", spell=[Airbend(NONLAND_PERMANENT), Draw(1)])


behaviour(
    "Aang, the Last Airbender",
    abilities=[
        FLYING,
        Triggered(
            Enters(),
            (Airbend(AnotherTarget("target.other_nonland_permanent", objects=nonland, minimum=0)),),
        ),
        Triggered(
            SpellCast(filter=subtype("Lesson")), (Pump(SELF, 0, 0, (KeywordName.LIFELINK,)),)
        ),
    ],
)
behaviour(
    "Glider Staff",
    abilities=[
        Triggered(
            Enters(),
            (Airbend(target_creature(label="target.creature_up_to_one", minimum=0)),),
        ),
        Static(anthem(1, 1, enchanted, ("flying",))),
        equip("{2}"),
    ],
)
