"""Avatar: The Last Airbender (TLA) cards built on Food, Clue, firebending,
exhaust, flashback, Lessons and Shrines (:mod:`manastack.mechanics.food`,
:mod:`~manastack.mechanics.firebending`, :mod:`~manastack.mechanics.flashback`,
:mod:`~manastack.mechanics.lessons`), and the Strixhaven learn cards of the
``ur-lessons`` deck (:mod:`~manastack.mechanics.learn`).  Each has a behaviour
test in ``tests/test_avatar_cards.py``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.events import since_turn_began
from ..core.kinds import CounterKind, DecisionKind, EventKind, KeywordName
from ..engine.layers import affects_only_its_source, anthem
from ..engine.objects import BATTLEFIELD, HAND, LIBRARY, STACK, is_player_ref, player_of
from ..engine.ops import Op
from ..engine.selectors import (
    basic,
    count,
    creatures,
    in_zone,
    lands,
    opponent_controls,
    other,
    spells,
    subtype,
    with_keyword,
    with_mana_value,
    you_control,
)
from ..engine.targets import (
    TargetSpec,
    any_target,
    either_type,
    target_creature,
    target_player,
)
from ..engine.triggers import AtStep, Attacks, Dies, Enters, OnEvent
from ..language.cost_modifiers import CostModifier
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    YOU,
    AddCounters,
    Choice,
    CreateToken,
    Custom,
    DealDamage,
    Discard,
    Draw,
    Effect,
    Exile,
    GainLife,
    If,
    LoseLife,
    Mill,
    Pump,
    ReturnToHand,
    SearchLibrary,
    TapOrUntap,
    library_top,
)
from ..language.keywords import DEATHTOUCH, FLYING, MENACE, REACH, VIGILANCE
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.firebending import firebending, firebending_while
from ..mechanics.flashback import flashback
from ..mechanics.food import CLUE, CreateClue, CreateFood
from ..mechanics.kicker import IfKicked, kicker
from ..mechanics.learn import Learn, MayDiscardToDraw
from ..mechanics.lessons import (
    DrawSecondCard,
    draws_this_turn,
    lesson_cards_in_graveyard,
    lesson_in_your_graveyard,
    shrines_you_control,
)
from ..mechanics.prowess import PROWESS_KEYWORD
from ..mechanics.this_turn import raid
from . import Activated, Static, Triggered, behaviour, cost, token

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------------------ helpers
def _lesson_face(face: object) -> bool:
    return "Lesson" in face.subtypes  # type: ignore[attr-defined]


@affects_only_its_source
def _self_while_lesson(game: Game, source: GameObject | None, obj: GameObject, ch) -> bool:
    """This creature, as long as there's a Lesson card in your graveyard."""
    return source is not None and source.id == obj.id and lesson_in_your_graveyard(game, source.id)


@affects_only_its_source
def _self_while_drew_two(game: Game, source: GameObject | None, obj: GameObject, ch) -> bool:
    """This creature, as long as you've drawn two or more cards this turn."""
    return (
        source is not None
        and source.id == obj.id
        and draws_this_turn(game, game.chars(obj).controller) >= 2
    )


@dataclass(frozen=True, eq=False)
class SpellOrPermanent(TargetSpec):
    """ "Target spell or permanent" (CR 115.1): a slot over the stack and the
    battlefield at once, with ``objects`` filtering both."""

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator:
        assert self.objects is not None
        for oid in list(game.stack) + list(game.battlefield):
            if oid in chosen_already or (source is not None and oid == source.id):
                continue
            if self.objects(game, game.objects[oid], controller) and game.can_be_targeted(
                oid, source, controller
            ):
                yield oid

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        obj = game.objects.get(ref) if isinstance(ref, int) else None
        if obj is None or self.objects is None or obj.zone not in (STACK, BATTLEFIELD):
            return False
        return self.objects(game, obj, controller) and game.can_be_targeted(
            obj.id, source, controller
        )


# ------------------------------------------------------------------- tokens
SOLDIER = token(
    "Soldier",
    "Creature — Soldier",
    "2/2",
    colour="R",
    text="Firebending 1",
    abilities=[firebending(1)],
)


# ------------------------------------------------------ ur-lessons: Strixhaven
behaviour(
    "Divide by Zero",
    spell=[
        ReturnToHand(
            SpellOrPermanent(
                "target.spell_or_permanent_mv1",
                objects=((spells() | ~in_zone(STACK)) & with_mana_value(ge=1)),
                zone=STACK,
            )
        ),
        Learn(),
    ],
)
behaviour("Igneous Inspiration", spell=[DealDamage(3, any_target()), Learn()])
behaviour("Pop Quiz", spell=[Draw(1), Learn()])

# --------------------------------------------------------- ur-lessons: TLA
behaviour(
    "Fire Nation Cadets",
    abilities=[
        firebending_while(2, lesson_in_your_graveyard),
        Activated(cost("{2}"), (Pump(SELF, 1, 0),)),
    ],
)
behaviour("First-Time Flyer", abilities=[FLYING, Static(anthem(1, 1, _self_while_lesson))])
behaviour("Forecasting Fortune Teller", abilities=[Triggered(Enters(), (CreateClue(),))])
behaviour("It'll Quench Ya!", spell=[CounterTargetUnlessPaid("{2}")])


behaviour(
    "Firebending Lesson",
    abilities=[kicker("{4}")],
    spell=[DealDamage(IfKicked(2, 5), target_creature())],
)
behaviour(
    "Otter-Penguin",
    abilities=[Triggered(DrawSecondCard(), (Pump(SELF, 1, 2, (KeywordName.UNBLOCKABLE,)),))],
)
behaviour(
    "Tiger-Seal",
    abilities=[
        VIGILANCE,
        Triggered(AtStep("upkeep"), (TapOrUntap(SELF),)),
        Triggered(DrawSecondCard(), (TapOrUntap(SELF, untap=True),)),
    ],
)


@dataclass(frozen=True)
class AccumulateWisdom(Effect):
    """ "Look at the top three cards of your library.  Put one of those cards
    into your hand and the rest on the bottom of your library in any order.  Put
    each of those cards into your hand instead if there are three or more Lesson
    cards in your graveyard."  The Lesson count is taken as it resolves."""

    key: str = "effect.accumulate_wisdom"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(f"accumulate_wisdom{key}", tuple(library_top(game, me, 3)))
        if lesson_cards_in_graveyard(game, me) >= 3:
            return [Op("move", obj=c, to=HAND, cause="effect") for c in looked]
        if not looked:
            return []
        pick = ctx.answers.get(key)
        if not pick:
            return Choice(me, DecisionKind.CHOOSE_CARD, "prompt.put_in_hand", looked, key=key)
        rest = [c for c in looked if c != pick[0]]
        order_key = key + ("bottom",)
        order = ctx.answers.get(order_key, [])
        if len(rest) > 1 and len(order) < len(rest) - 1:
            left = tuple(c for c in rest if c not in order)
            return Choice(me, DecisionKind.BOTTOM_ORDER, "prompt.bottom_order", left, key=order_key)
        ordered = order + [c for c in rest if c not in order]
        return [Op("move", obj=pick[0], to=HAND, cause="effect")] + [
            Op("move", obj=c, to=LIBRARY, cause="effect", position="bottom") for c in ordered
        ]


behaviour("Accumulate Wisdom", spell=[AccumulateWisdom()])


# ------------------------------------------------------ firebending creatures
behaviour(
    "Fire Sages",
    abilities=[firebending(1), Activated(cost("{1}{R}{R}"), (AddCounters(SELF),))],
)
behaviour(
    "Vindictive Warden",
    abilities=[
        MENACE,
        firebending(1),
        Activated(cost("{3}"), (DealDamage(1, EACH_OPPONENT),)),
    ],
)
behaviour("Uncle Iroh", abilities=[firebending(1), CostModifier(-1, _lesson_face)])
behaviour(
    "Azula, On the Hunt",
    abilities=[firebending(2), Triggered(Attacks(), (LoseLife(1, YOU), CreateClue()))],
)
behaviour(
    "Fire Nation Attacks",
    abilities=[flashback("{8}{R}")],
    spell=[CreateToken(SOLDIER, 2)],
)
behaviour(
    "Fire Nation Raider",
    abilities=[Triggered(Enters(), (CreateClue(),), condition=raid)],
)

# ------------------------------------------------------------------- exhaust
behaviour(
    "Hog-Monkey",
    abilities=[
        Triggered(
            AtStep("beginning_of_combat"),
            (
                Pump(
                    target_creature(
                        lambda g, o, c: (
                            g.chars(o).controller == c and o.counters.get(CounterKind.P1P1, 0) > 0
                        ),
                        label="target.creature_you_control_with_counter",
                    ),
                    0,
                    0,
                    (KeywordName.MENACE,),
                ),
            ),
        ),
        Activated(cost("{5}"), (AddCounters(SELF, amount=2),), exhaust=True),
    ],
)

# ---------------------------------------------------------------- Clues, Food
behaviour(
    "Callous Inspector",
    abilities=[MENACE, Triggered(Dies(), (DealDamage(1, YOU), CreateClue()))],
)
behaviour("Cunning Maneuver", spell=[Pump(target_creature(), 3, 1), CreateClue()])


class _ControllerCreatesClue(Effect):
    """ "Its controller creates a Clue token" for the exiled target (CR 608.2h:
    its last known controller)."""

    key = "effect.token"

    def __init__(self, spec: TargetSpec) -> None:
        self.spec = spec

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op("token", controller=game.lki_controller(oid, moved_ok=True), card=CLUE, tapped=False)
            for oid in ctx.chosen_for(self.spec, part)
            if oid in game.lki
        ]


_exiled = TargetSpec(
    "target.artifact_creature_or_enchantment",
    objects=either_type("Artifact", "Creature", "Enchantment"),
)
behaviour("Zuko's Exile", spell=[Exile(_exiled), _ControllerCreatesClue(_exiled)])
behaviour(
    "Knowledge Seeker",
    abilities=[
        VIGILANCE,
        Triggered(DrawSecondCard(), (AddCounters(SELF),)),
        Triggered(Dies(), (CreateClue(),)),
    ],
)
behaviour(
    "Messenger Hawk",
    abilities=[
        FLYING,
        Triggered(Enters(), (CreateClue(),)),
        Static(anthem(2, 0, _self_while_drew_two)),
    ],
)


behaviour(
    "Air Nomad Legacy",
    abilities=[
        Triggered(Enters(), (CreateClue(),)),
        Static(anthem(1, 1, creatures & you_control & with_keyword(KeywordName.FLYING))),
    ],
)
behaviour(
    "Walltop Sentries",
    abilities=[
        REACH,
        DEATHTOUCH,
        Triggered(Dies(), (GainLife(2),), condition=lesson_in_your_graveyard),
    ],
)


# ------------------------------------------------------------------- Shrines
_ANOTHER_SHRINE = Enters(
    False, subtype("Shrine") & you_control & other, key="trigger.another_shrine"
)

behaviour(
    "Northern Air Temple",
    abilities=[
        Triggered(
            Enters(), (LoseLife(shrines_you_control, EACH_OPPONENT), GainLife(shrines_you_control))
        ),
        Triggered(_ANOTHER_SHRINE, (LoseLife(1, EACH_OPPONENT), GainLife(1))),
    ],
)
behaviour(
    "The Spirit Oasis",
    abilities=[
        Triggered(Enters(), (Draw(shrines_you_control),)),
        Triggered(_ANOTHER_SHRINE, (Draw(1),)),
    ],
)


behaviour(
    "Southern Air Temple",
    abilities=[
        Triggered(Enters(), (AddCounters((creatures & you_control), amount=shrines_you_control),)),
        Triggered(_ANOTHER_SHRINE, (AddCounters(creatures & you_control),)),
    ],
)

# ------------------------------------------------------------------- Lessons
_boomerang = TargetSpec("target.nonland_permanent", objects=lambda g, o, c: not g.chars(o).is_land)


def _controlled_it(game: Game, ctx: Context) -> bool:
    return any(
        game.lki_controller(oid, moved_ok=True) == ctx.controller
        for oid in ctx.chosen_for(_boomerang, 0)
    )


behaviour(
    "Boomerang Basics",
    spell=[ReturnToHand(_boomerang), If(_controlled_it, Draw(1))],
)
_ozai = target_player()
behaviour("Ozai's Cruelty", spell=[DealDamage(2, _ozai), Discard(2, who=_ozai)])


def _ally(game: Game, ctx: Context) -> bool:
    return any("Ally" in game.chars(oid).subtypes for oid in game.still_legal(ctx, _yip, 0))


_yip = target_creature(lambda g, o, c: g.chars(o).controller == c, "target.creature_you_control")
behaviour(
    "Yip Yip!",
    spell=[Pump(_yip, 2, 2), If(_ally, Pump(_yip, 0, 0, (KeywordName.FLYING,)))],
)


behaviour(
    "Iroh's Demonstration",
    modes=[
        [DealDamage(1, (creatures & opponent_controls))],
        [DealDamage(4, target_creature())],
    ],
)


# ---------------------------------------------------------------------- Food
def _you_sacrifice_a_food(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever you sacrifice a Food" (CR 701.17): a Food artifact you
    controlled went from the battlefield to a graveyard by sacrifice."""
    if event.kind != EventKind.ZONE or event["cause"] != "sacrifice" or event["frm"] != BATTLEFIELD:
        return False
    gone = game.lki.get(event["obj"])
    return (
        gone is not None
        and gone.controller == ch.controller
        and "Artifact" in gone.types
        and "Food" in gone.subtypes
    )


@dataclass(frozen=True)
class _CabbageSearch(Effect):
    """ "You may search your library for a basic land card and put it onto the
    battlefield tapped.  If you search your library this way, put this creature
    on the bottom of its owner's library, then shuffle.\""""

    key: str = "effect.search"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(ctx.controller, DecisionKind.MAY, "prompt.may", ("yes", "no"), key=key)
        if answer[0] != "yes":
            return []
        got = SearchLibrary((basic & lands), to=BATTLEFIELD, tapped=True).resolve(
            game, ctx, part, key + ("search",)
        )
        if isinstance(got, Choice):
            return got
        found, shuffle = got[:-1], got[-1:]
        me = game.objects.get(ctx.source)
        bottom = (
            [Op("move", obj=ctx.source, to=LIBRARY, cause="effect", position="bottom")]
            if me is not None and me.zone == BATTLEFIELD
            else []
        )
        return found + bottom + shuffle


behaviour(
    "Unlucky Cabbage Merchant",
    abilities=[
        Triggered(Enters(), (CreateFood(),)),
        Triggered(
            OnEvent(_you_sacrifice_a_food, key="trigger.sacrifice_food"), (_CabbageSearch(),)
        ),
    ],
)


# ------------------------------------------------------- prowess and more
def _this_creatures_power(game: Game, ctx: Context) -> int:
    """ "X is this creature's power", on resolution (its last known power if gone)."""
    obj = game.objects.get(ctx.source)
    ch = (
        game.chars(obj) if obj is not None and obj.zone == BATTLEFIELD else game.lki.get(ctx.source)
    )
    return max(0, ch.power or 0) if ch is not None else 0


behaviour(
    "Firebending Student",
    abilities=[PROWESS_KEYWORD, firebending(_this_creatures_power, "Firebending X")],
)
ALLY = token("Ally", "Creature — Ally", "1/1", colour="W")
behaviour(
    "Sun Warriors",
    abilities=[
        firebending(count(creatures & you_control), "Firebending X"),
        Activated(cost("{5}"), (CreateToken(ALLY),)),
    ],
)
MONK = token(
    "Monk", "Creature — Monk", "1/1", colour="R", text="Prowess", abilities=[PROWESS_KEYWORD]
)
behaviour(
    "Crescent Island Temple",
    abilities=[
        Triggered(Enters(), (CreateToken(MONK, shrines_you_control),)),
        Triggered(_ANOTHER_SHRINE, (CreateToken(MONK),)),
    ],
)


def _you_sacrifice_another_permanent(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ZONE or event["cause"] != "sacrifice" or event["frm"] != BATTLEFIELD:
        return False
    gone = game.lki.get(event["obj"])
    return event["obj"] != source and gone is not None and gone.controller == ch.controller


behaviour(
    "Zhao, Ruthless Admiral",
    abilities=[
        firebending(2),
        Triggered(
            OnEvent(_you_sacrifice_another_permanent, key="trigger.sacrifice"),
            (Pump((creatures & you_control), 1, 0),),
        ),
    ],
)
_footwork = target_creature(count=2, minimum=1, label="target.one_or_two_creatures")
behaviour("Fancy Footwork", spell=[TapOrUntap(_footwork, untap=True), Pump(_footwork, 2, 2)])
behaviour("Shared Roots", spell=[SearchLibrary((basic & lands), to=BATTLEFIELD, tapped=True)])
behaviour("Abandon Attachments", spell=[MayDiscardToDraw(2)])

_sold = target_creature()


def _was_dealt_damage_this_turn(game: Game, ctx: Context) -> bool:
    chosen = set(ctx.chosen_for(_sold, 0))
    return any(
        event.kind == EventKind.DAMAGE and event["target"] in chosen and event["amount"] > 0
        for event in since_turn_began(game.events)
    )


behaviour("Sold Out", spell=[Exile(_sold), If(_was_dealt_damage_this_turn, CreateClue())])

_riot_creature = target_creature()
_riot_player = target_player()


def _creatures_of_target_player(game: Game, ctx: Context) -> list[int]:
    players = {player_of(r) for r in game.still_legal(ctx, _riot_player, 0) if is_player_ref(r)}
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller in players
    ]


def _riot_pump(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Creatures target player controls get +2/+0 until end of turn"."""
    got = Pump(_creatures_of_target_player, 2, 0).resolve(game, ctx, part, ())
    assert isinstance(got, list)
    return got


behaviour(
    "How to Start a Riot",
    spell=[
        Pump(_riot_creature, 0, 0, (KeywordName.MENACE,)),
        Custom(_riot_pump, targets=(_riot_player,)),
    ],
)


def _this_becomes_tapped(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.TAP and event["obj"] == source


def _your_lessons(game: Game, ctx: Context) -> int:
    return lesson_cards_in_graveyard(game, ctx.controller)


behaviour(
    "Master Pakku",
    abilities=[
        PROWESS_KEYWORD,
        Triggered(
            OnEvent(_this_becomes_tapped, key="trigger.becomes_tapped"),
            (Mill(_your_lessons, who=target_player()),),
        ),
    ],
)
