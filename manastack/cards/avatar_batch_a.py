"""Avatar: The Last Airbender (TLA): a batch of cards built from the card language
and the set's mechanics (stun counters, airbend, earthbend, Food, cycling,
reflexive triggers).  Each has a scenario in ``tests/test_tla_batch_a.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, board_only, enchanted
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    Characteristics,
    GameObject,
    is_player_ref,
)
from ..engine.ops import Op, move
from ..engine.selectors import artifacts, creatures, nonland
from ..engine.targets import (
    is_creature,
    opponent_controls,
    target_creature,
    target_opponent,
    you_control,
)
from ..engine.triggers import AtStep, Attacks, Dies, Enters, LeavesBattlefield, OnEvent
from ..language.effects import (
    SELF,
    AddCounters,
    ChooseFromHand,
    Custom,
    DealDamage,
    Draw,
    Effect,
    Exile,
    Fight,
    If,
    Pump,
    Scry,
    SearchLibrary,
    TapOrUntap,
)
from ..language.keywords import DEATHTOUCH, FLASH, FLYING, equip
from ..mechanics.airbend import Airbend
from ..mechanics.cycling import cycling
from ..mechanics.earthbend import Earthbend
from ..mechanics.exile_instead import ExileIfItWouldDieThisTurn
from ..mechanics.food import CreateFood
from ..mechanics.land_types import LandsYouControlGainAllBasicLandTypes
from ..mechanics.lessons import lesson_cards_in_graveyard
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.untap_rules import UntapsDuringOthersUntapStep
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Static, Triggered, behaviour, cost
from .avatar_misc import SacrificeToDo
from .morph_faq import AnotherTarget, ExileLinked, LinkExiled, ReturnLinked
from .spiderman_heroes import ANY_COLOUR

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game

QUEST = "quest"

_CREATURE_OPPONENT = target_creature(opponent_controls(is_creature), "target.creature_opponent")


# ------------------------------------------------------------ Vengeful Villagers
behaviour(
    "Vengeful Villagers",
    abilities=[
        Triggered(
            Attacks(),
            (
                TapOrUntap(_CREATURE_OPPONENT),
                SacrificeToDo(
                    creatures | artifacts,
                    then=(AddCounters(_CREATURE_OPPONENT, CounterKind.STUN),),
                ),
            ),
        )
    ],
)


# ---------------------------------------------------------------- Canyon Crawler
behaviour(
    "Canyon Crawler",
    abilities=[DEATHTOUCH, Triggered(Enters(), (CreateFood(),)), cycling("{2}", "Swamp")],
)


# ------------------------------------------------------------ Dai Li Indoctrination
def _nonland_permanent_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return face.is_permanent and "Land" not in face.types


behaviour(
    "Dai Li Indoctrination",
    modes=[[ChooseFromHand(target_opponent(), _nonland_permanent_card)], [Earthbend(2)]],
)


# ------------------------------------------------------------------ Earth Rumble
_RUMBLE_MINE = target_creature(
    you_control(is_creature), "target.creature_you_control_up_to_one", minimum=0
)
behaviour(
    "Earth Rumble",
    spell=[Earthbend(2), WhenYouDo((Fight(_RUMBLE_MINE, _CREATURE_OPPONENT),))],
)


# ----------------------------------------------------------------- Aang's Iceberg
def _on_battlefield(game: Game, ctx: Context) -> bool:
    source = game.objects.get(ctx.source)
    return source is not None and source.zone == BATTLEFIELD


def _sacrificed(game: Game, ctx: Context) -> bool:
    """ "If you do": the first effect moved it to the graveyard."""
    return bool(ctx.results.get(f"done{(0, 0)}"))


def _sacrifice_self(game: Game, ctx: Context, part: int) -> list[Op]:
    return [move(ctx.source, GRAVEYARD, "sacrifice")]


behaviour(
    "Aang's Iceberg",
    abilities=[
        FLASH,
        Triggered(
            Enters(),
            (
                ExileLinked(
                    AnotherTarget("target.other_nonland_permanent", objects=nonland, minimum=0)
                ),
                LinkExiled((0, 0)),
            ),
        ),
        Triggered(LeavesBattlefield(), (ReturnLinked(),)),
        Activated(
            waterbend_cost("{3}"),
            (
                If(_on_battlefield, Custom(_sacrifice_self, key="effect.sacrifice")),
                If(_sacrificed, Scry(2)),
            ),
            text="Waterbend {3}: Sacrifice this enchantment. If you do, scry 2",
        ),
    ],
)


# ----------------------------------------------------------- Airbender Ascension
def _creature_you_control_enters(game: Game, oid: int, controller: int) -> bool:
    ch = game.chars(oid)
    return ch.is_creature and ch.controller == controller


def _four_quest_counters(game: Game, source: int, _event: object = None) -> bool:
    """The intervening "if" (CR 603.4): four or more quest counters on it."""
    obj = game.objects.get(source)
    return obj is not None and obj.counters.get(QUEST, 0) >= 4


_ASCENSION_BLINK = target_creature(
    you_control(is_creature), "target.creature_you_control_up_to_one", minimum=0
)


def _return_what_was_exiled(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "... then return it to the battlefield under its owner's control": the card
    the first effect exiled, a new object (CR 400.7); a token stays (CR 111.7)."""
    exiled = ctx.results.get(f"done{(part, 0)}", [])
    return [
        move(oid, BATTLEFIELD, "return", controller=game.objects[oid].owner)
        for oid in exiled
        if oid in game.objects
        and game.objects[oid].zone == EXILE
        and not game.objects[oid].is_token
    ]


behaviour(
    "Airbender Ascension",
    abilities=[
        Triggered(
            Enters(),
            (Airbend(target_creature(label="target.creature_up_to_one", minimum=0)),),
        ),
        Triggered(
            Enters(self_only=False, filter=_creature_you_control_enters),
            (AddCounters(SELF, QUEST),),
        ),
        Triggered(
            AtStep("end"),
            (
                Exile(_ASCENSION_BLINK),
                Custom(_return_what_was_exiled, key="effect.return_exiled"),
            ),
            condition=_four_quest_counters,
        ),
    ],
)


# ------------------------------------------------------------ Buzzard-Wasp Colony
def _another_creature_of_yours_with_counters(game: Game, event: Event, ch: Characteristics) -> bool:
    dead = game.lki_objects.get(event["obj"])
    lki = game.lki.get(event["obj"])
    return (
        dead is not None
        and lki is not None
        and lki.controller == ch.controller
        and any(n > 0 for n in dead.counters.values())
    )


def _take_its_counters(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put its counters on this creature": each kind and number it had as it
    left the battlefield (CR 603.10a)."""
    event = ctx.event or {}
    dead = game.lki_objects.get(event.get("obj", 0))
    if dead is None:
        return []
    return [
        Op("counters", obj=ctx.source, counter=kind, amount=n)
        for kind, n in sorted(dead.counters.items())
        if n > 0
    ]


behaviour(
    "Buzzard-Wasp Colony",
    abilities=[
        FLYING,
        Triggered(Enters(), (SacrificeToDo(creatures | artifacts, then=(Draw(1),)),)),
        Triggered(
            Dies(self_only=False, filter=_another_creature_of_yours_with_counters),
            (Custom(_take_its_counters, key="effect.move_counters"),),
        ),
    ],
)


# -------------------------------------------------------------- Day of Black Sun
@board_only
def _no_abilities(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.abilities = ()
    ch.keywords = frozenset()


def _day_of_black_sun(game: Game, ctx: Context, part: int) -> list[Op]:
    """Each creature with mana value X or less loses all abilities until end of
    turn (layer 6, the set locked now, CR 611.2c); then those creatures are
    destroyed, so no "dies" ability or indestructible of theirs applies."""
    doomed = [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).mana_value <= ctx.x
    ]
    if not doomed:
        return []
    effect = ContinuousEffect(
        "6",
        _no_abilities,
        locked=frozenset(doomed),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.lose_all_abilities",
    )
    return [Op("effect", effect=effect)] + [Op("destroy", obj=oid) for oid in doomed]


behaviour("Day of Black Sun", spell=[Custom(_day_of_black_sun, key="effect.day_of_black_sun")])


# ---------------------------------------------------------- Combustion Technique
def _two_plus_lessons(game: Game, ctx: Context) -> int:
    return 2 + lesson_cards_in_graveyard(game, ctx.controller)


_COMBUSTED = target_creature()
behaviour(
    "Combustion Technique",
    spell=[DealDamage(_two_plus_lessons, _COMBUSTED), ExileIfItWouldDieThisTurn(_COMBUSTED)],
)

# ------------------------------------------------------------ Bender's Waterskin
behaviour(
    "Bender's Waterskin",
    abilities=[UntapsDuringOthersUntapStep(), Activated(cost("", tap=True), mana=ANY_COLOUR)],
)


# -------------------------------------------------------------- Trusty Boomerang
@dataclass(frozen=True)
class ReturnObjectToHand(Effect):
    """ "Return <that permanent> to its owner's hand", for an ability that names a
    particular object (the Equipment that granted it)."""

    obj: int
    key: str = "effect.bounce"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        obj = game.objects.get(self.obj)
        if obj is None or obj.zone != BATTLEFIELD:
            return []
        return [move(self.obj, HAND, "bounce")]


_BOOMERANG_TAP = target_creature()


@board_only
def _grant_boomerang(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Equipped creature has "{1}, {T}: Tap target creature.  Return Trusty
    Boomerang to its owner's hand." (layer 6); "Trusty Boomerang" is the
    Equipment granting it (CR 201.5: the object, not any card so named)."""
    if source is None:
        return
    granted = Activated(
        cost("{1}", tap=True),
        (TapOrUntap(_BOOMERANG_TAP), ReturnObjectToHand(source.id)),
        text="{1}, {T}: Tap target creature. Return Trusty Boomerang to its owner's hand.",
    )
    ch.abilities = (*ch.abilities, granted)


behaviour(
    "Trusty Boomerang",
    abilities=[
        Static(
            (ContinuousEffect("6", _grant_boomerang, applies=enchanted, key="ce.grant_ability"),)
        ),
        equip("{1}"),
    ],
)


# ---------------------------------------------------------- Earthbender Ascension
def _basic_land_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Basic" in face.supertypes and "Land" in face.types


def _a_land_you_control_enters(game: Game, oid: int, controller: int) -> bool:
    ch = game.chars(oid)
    return ch.is_land and ch.controller == controller


_ASCENDED = target_creature(you_control(is_creature), "target.creature_you_control")
behaviour(
    "Earthbender Ascension",
    abilities=[
        Triggered(
            Enters(),
            (Earthbend(2), SearchLibrary(_basic_land_card, to=BATTLEFIELD, tapped=True)),
        ),
        Triggered(
            Enters(self_only=False, filter=_a_land_you_control_enters),
            (
                AddCounters(SELF, QUEST),
                WhenYouDo(
                    (AddCounters(_ASCENDED), Pump(_ASCENDED, keywords=(KeywordName.TRAMPLE,))),
                    condition=_four_quest_counters,
                ),
            ),
            text="Landfall",
        ),
    ],
)


# --------------------------------------------------------------------- Bitter Work
def _power_4_attacker_of_yours(game: Game, event: Event, controller: int) -> bool:
    return (
        event["player"] == controller
        and is_player_ref(event["defender"])
        and (game.chars(event["attacker"]).power or 0) >= 4
    )


def _you_attack_a_player_with_power_4(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever you attack a player with one or more creatures with power 4 or
    greater": once per declaration (CR 508.1), on the first such attacker; the
    declared attackers' events come one after the other."""
    if event.kind != EventKind.ATTACK or not _power_4_attacker_of_yours(game, event, ch.controller):
        return False
    events = game.events
    i = len(events) - 2  # the event before this one
    while i >= 0 and events[i].kind == EventKind.ATTACK:
        if _power_4_attacker_of_yours(game, events[i], ch.controller):
            return False
        i -= 1
    return True


def _during_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player == game.chars(obj).controller


behaviour(
    "Bitter Work",
    abilities=[
        Triggered(
            OnEvent(_you_attack_a_player_with_power_4, key="trigger.attack_with_power_4"),
            (Draw(1),),
        ),
        Activated(
            cost("{4}"),
            (Earthbend(4),),
            exhaust=True,
            condition=_during_your_turn,
            text="Exhaust — {4}: Earthbend 4. Activate only during your turn",
        ),
    ],
)

# ------------------------------------------------------ Barrels of Blasting Jelly
behaviour(
    "Barrels of Blasting Jelly",
    abilities=[
        Activated(cost("{1}"), mana=ANY_COLOUR, once_each_turn=True),
        Activated(
            cost("{5}", tap=True, sacrifice_self=True),
            (DealDamage(5, target_creature()),),
            text="{5}, {T}, Sacrifice this artifact: It deals 5 damage to target creature",
        ),
    ],
)

# ---------------------------------------------------------------- Energybending
behaviour("Energybending", spell=[LandsYouControlGainAllBasicLandTypes(), Draw(1)])

__all__ = ["QUEST", "ReturnObjectToHand"]
