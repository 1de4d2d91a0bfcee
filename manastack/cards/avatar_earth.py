"""Avatar: The Last Airbender (TLA): green and earthbending cards, the cards that
dig for a card of a kind (:class:`LookAndReveal`) and the single-faced Sagas.
Each has a scenario in ``tests/test_tla_earth.py``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.layers import characteristic_power, grant
from ..engine.objects import GRAVEYARD, HAND, LIBRARY, Characteristics, GameObject
from ..engine.ops import Op, damage, move
from ..engine.selectors import creatures, nonland, subtype, with_counters
from ..engine.targets import (
    TargetSpec,
    is_creature,
    opponent_controls,
    target_creature,
    you_control,
)
from ..engine.triggers import Attacks, Dies, Enters, SpellCast
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    AddCounters,
    Amount,
    Choice,
    CreateToken,
    Custom,
    Draw,
    Effect,
    GainLife,
    If,
    LoseLife,
    Mill,
    Pump,
    ReturnToHand,
    SearchLibrary,
    TapOrUntap,
    amount_of,
    library_top,
    objects_for,
)
from ..language.keywords import FIRST_STRIKE, VIGILANCE
from ..mechanics.allies import AllyEnters
from ..mechanics.earthbend import Earthbend, target_land_you_control
from ..mechanics.flashback import flashback
from ..mechanics.food import CreateClue, CreateFood
from ..mechanics.saga import saga_abilities
from . import Activated, Static, Triggered, behaviour, cost
from .core_set import ALLY
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------------ helpers
def _count_yours(test: Callable[[Characteristics, GameObject], bool]) -> Callable[..., int]:
    """How many permanents you control pass ``test``, counted on resolution."""

    def count(game: Game, ctx: Context) -> int:
        return sum(
            1
            for oid in game.battlefield
            if game.chars(oid).controller == ctx.controller
            and test(game.chars(oid), game.objects[oid])
        )

    return count


def _has_p1p1(obj: GameObject) -> bool:
    return obj.counters.get(CounterKind.P1P1, 0) > 0


def _printed_face_has(*kinds: str) -> Callable[[GameObject], bool]:
    """A card whose (front) face has one of these card types or subtypes."""

    def test(obj: GameObject) -> bool:
        face = obj.card.faces[0]
        return any(k in face.types or k in face.subtypes for k in kinds)

    return test


_YOUR_CREATURE = you_control(is_creature)


@dataclass(frozen=True)
class LookAndReveal(Effect):
    """ "Look at the top N cards of your library.  You may reveal a <kind> card
    from among them and put it into your hand.  Put the rest on the bottom of
    your library in a random order" (CR 401.4: a random order)."""

    amount: Amount
    fits: Callable[[GameObject], bool]
    key: str = "effect.look_and_reveal"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(
            f"look{key}", tuple(library_top(game, me, amount_of(self.amount, game, ctx)))
        )
        options = tuple(c for c in looked if self.fits(game.objects[c]))
        answer = ctx.answers.get(key)
        if options and not answer:
            return Choice(
                me, DecisionKind.CHOOSE_CARD, "prompt.reveal_card", options + ("none",), key=key
            )
        picked = answer[0] if answer else "none"
        ops: list[Op] = []
        if isinstance(picked, int):
            ops += [Op("reveal", objs=[picked], player=me), move(picked, HAND, "effect")]
        rest = [c for c in looked if c != picked]
        game.rng.shuffle(rest)
        return ops + [move(c, LIBRARY, "effect", position="bottom") for c in rest]


# --------------------------------------------------------------- earthbend
behaviour(
    "Badgermole",
    abilities=[
        Triggered(Enters(), (Earthbend(2),)),
        Static(
            (
                grant(
                    (KeywordName.TRAMPLE,),
                    creatures & you_control & with_counters(CounterKind.P1P1),
                ),
            )
        ),
    ],
)
behaviour("Haru, Hidden Talent", abilities=[Triggered(AllyEnters(or_self=False), (Earthbend(1),))])
behaviour("Earth Village Ruffians", abilities=[Triggered(Dies(), (Earthbend(2),))])


def _counters_on_your_lands(game: Game, obj: GameObject) -> int:
    """The number of +1/+1 counters on lands you control (in every zone, CR 604.3)."""
    controller = game.chars(obj).controller if obj.zone == "battlefield" else obj.owner
    return sum(
        game.objects[oid].counters.get(CounterKind.P1P1, 0)
        for oid in game.battlefield
        if game.chars(oid).controller == controller and game.chars(oid).is_land
    )


behaviour(
    "Toph, the Blind Bandit",
    abilities=[
        Triggered(Enters(), (Earthbend(2),)),
        Static((characteristic_power(_counters_on_your_lands, toughness_too=False),)),
    ],
)


def _forests(ch: Characteristics, obj: GameObject) -> bool:
    return "Forest" in ch.subtypes


behaviour(
    "Rockalanche",
    abilities=[flashback("{5}{G}")],
    spell=[Earthbend(_count_yours(_forests))],
)


def _power_4_or_more(ch: Characteristics, obj: GameObject) -> bool:
    return ch.is_creature and (ch.power or 0) >= 4


behaviour(
    "The Boulder, Ready to Rumble",
    abilities=[Triggered(Attacks(), (Earthbend(_count_yours(_power_4_or_more)),))],
)
behaviour(
    "Rebellious Captives",
    abilities=[
        Activated(cost("{6}"), (AddCounters(SELF, amount=2), Earthbend(2)), exhaust=True),
    ],
)


def _with_p1p1(ch: Characteristics, obj: GameObject) -> bool:
    return ch.is_creature and _has_p1p1(obj)


_DAI_LI_COUNT = _count_yours(_with_p1p1)
behaviour(
    "Dai Li Agents",
    abilities=[
        Triggered(
            Enters(),
            (
                Earthbend(1, what=target_land_you_control()),
                Earthbend(1, what=target_land_you_control()),
            ),
        ),
        Triggered(Attacks(), (LoseLife(_DAI_LI_COUNT, EACH_OPPONENT), GainLife(_DAI_LI_COUNT))),
    ],
)


def _its_power(game: Game, ctx: Context) -> int:
    """ "X is that creature's power": its last known power (CR 608.2h)."""
    gone = game.lki.get((ctx.event or {}).get("obj", 0))
    return max(0, gone.power or 0) if gone is not None else 0


behaviour(
    "Beifong's Bounty Hunters",
    abilities=[
        Triggered(
            Dies(self_only=False, filter=you_control & nonland),
            (Earthbend(_its_power),),
        )
    ],
)

# ------------------------------------------------------------ green tricks
_LAUNCH = target_creature()
behaviour(
    "Pillar Launch",
    spell=[Pump(_LAUNCH, 2, 2, (KeywordName.REACH,)), TapOrUntap(_LAUNCH, untap=True)],
)

_REBUKER = target_creature(_YOUR_CREATURE, "target.creature_you_control")
_REBUKED = target_creature(opponent_controls(is_creature), "target.creature_opponent")


def _rocky_rebuke(game: Game, ctx: Context, part: int) -> list[Op]:
    """Your creature deals damage equal to its power to theirs (CR 120.3)."""
    mine = objects_for(_REBUKER, game, ctx, part)
    theirs = objects_for(_REBUKED, game, ctx, part)
    if not mine or not theirs:
        return []
    return [damage(mine[0], theirs[0], max(0, game.chars(mine[0]).power or 0))]


behaviour(
    "Rocky Rebuke",
    spell=[Custom(_rocky_rebuke, targets=(_REBUKER, _REBUKED), key="effect.damage")],
)
behaviour(
    "True Ancestry",
    spell=[
        ReturnToHand(
            TargetSpec(
                "target.permanent_card_in_your_graveyard_up_to_one",
                objects=lambda g, o, c: o.owner == c and o.card.faces[0].is_permanent,
                zone=GRAVEYARD,
                minimum=0,
            )
        ),
        CreateClue(),
    ],
)
behaviour(
    "Earth Kingdom Soldier",
    abilities=[
        VIGILANCE,
        Triggered(
            Enters(),
            (
                AddCounters(
                    target_creature(_YOUR_CREATURE, "target.up_to_two_creatures_you_control", 2, 0)
                ),
            ),
        ),
    ],
)

# ------------------------------------------------------ look for a card
behaviour(
    "Seismic Sense",
    spell=[
        LookAndReveal(_count_yours(lambda ch, o: ch.is_land), _printed_face_has("Creature", "Land"))
    ],
)
behaviour(
    "Master Piandao",
    abilities=[
        FIRST_STRIKE,
        Triggered(Attacks(), (LookAndReveal(4, _printed_face_has("Ally", "Equipment", "Lesson")),)),
    ],
)


behaviour(
    "Guru Pathik",
    abilities=[
        Triggered(Enters(), (LookAndReveal(5, _printed_face_has("Lesson", "Saga", "Shrine")),)),
        Triggered(
            SpellCast(filter=subtype("Lesson", "Saga", "Shrine")),
            (
                AddCounters(
                    AnotherTarget(
                        "target.another_creature_you_control",
                        objects=_YOUR_CREATURE,
                    )
                ),
            ),
        ),
    ],
)


# ----------------------------------------------------------------- Sagas
def _creature_or_lesson_card_in_your_graveyard(game: Game, ctx: Context) -> bool:
    return any(
        _printed_face_has("Creature", "Lesson")(game.objects[c])
        for c in game.players[ctx.controller].graveyard
    )


behaviour(
    "Leaves from the Vine",
    abilities=saga_abilities(
        [Mill(3), CreateFood()],
        [
            AddCounters(
                target_creature(_YOUR_CREATURE, "target.up_to_two_creatures_you_control", 2, 0)
            )
        ],
        [If(_creature_or_lesson_card_in_your_graveyard, Draw(1))],
    ),
)


behaviour(
    "The Cave of Two Lovers",
    abilities=saga_abilities(
        [CreateToken(ALLY, 2)],
        [SearchLibrary(subtype("Mountain", "Cave"))],
        [Earthbend(3)],
    ),
)

__all__ = ["LookAndReveal"]
