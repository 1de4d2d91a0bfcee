"""Avatar: The Last Airbender (TLA), batch B: waterbending and earthbending
cards, the land-changing Zhao and the mana-granting Great Divide Guide.  Each
has a scenario in ``tests/test_tla_batch_b_bending.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice
from ..engine.layers import ContinuousEffect, board_only
from ..engine.model import Replacement
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import target_card_in_graveyard, target_creature
from ..engine.triggers import AtStep, Enters, OnEvent, SpellCast
from ..language.effects import SELF, AddCounters, Custom, Draw, If, Pump
from ..language.keywords import MENACE, tap_for
from ..mechanics.blocking import BlockableOnlyBy
from ..mechanics.earthbend import Earthbend
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Static, Triggered, behaviour, cost
from .avatar_batch_b import ANY_COLOUR, during_your_turn

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------ waterbending
def _power_3_or_more(game: Game, blocker: int, attacker: int) -> bool:
    return (game.chars(blocker).power or 0) > 2


behaviour(
    "Foggy Swamp Vinebender",
    abilities=[
        BlockableOnlyBy(
            _power_3_or_more, text="can't be blocked by creatures with power 2 or less"
        ),
        Activated(waterbend_cost("{5}"), (AddCounters(SELF),), condition=during_your_turn),
    ],
)


def _creature_you_control_hits_a_player(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["combat"]
        and str(event["target"]).startswith("P")
        and game.lki_controller(event["source"], moved_ok=True) == ch.controller
    )


def _four_quest_counters(game: Game, ctx: Context) -> bool:
    me = game.objects.get(ctx.source)
    return me is not None and me.counters.get(CounterKind.QUEST, 0) >= 4


behaviour(
    "Waterbender Ascension",
    abilities=[
        Triggered(
            OnEvent(_creature_you_control_hits_a_player, key="trigger.combat_damage"),
            (AddCounters(SELF, counter=CounterKind.QUEST), If(_four_quest_counters, Draw(1))),
        ),
        Activated(
            waterbend_cost("{4}"),
            (Pump(target_creature(), keywords=(KeywordName.UNBLOCKABLE,)),),
        ),
    ],
)


# ------------------------------------------------------------ earthbending
_INSTANT_OR_SORCERY = target_card_in_graveyard(
    lambda g, o, c: bool({"Instant", "Sorcery"} & o.card.faces[0].types),
    "target.instant_or_sorcery_card_in_your_graveyard",
    yours=True,
)


def _may_discard(game: Game, ctx: Context, part: int, key: tuple) -> Choice | None:
    if key in ctx.answers:
        return None
    hand = tuple(game.players[ctx.controller].hand)
    if not hand:
        return None
    return Choice(
        ctx.controller, DecisionKind.DISCARD, "prompt.discard_up_to", (*hand, "done"), key=key
    )


def _discard_then_return(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "You may discard a card. If you do, return target instant or sorcery
    card from your graveyard to your hand" (the target was chosen as the
    ability was put on the stack, CR 603.3d)."""
    answer = ctx.answers.get((part, 0))
    if not answer or not isinstance(answer[0], int):
        return []
    ops = [move(answer[0], GRAVEYARD, "discard")]
    return ops + [move(c, HAND, "return") for c in game.still_legal(ctx, _INSTANT_OR_SORCERY, part)]


_TOPH_BENDS = Earthbend(1)


def _that_spell_is_a_lesson(game: Game, ctx: Context) -> bool:
    spell = (ctx.event or {}).get("obj")
    if not isinstance(spell, int):
        return False
    cast = game.objects.get(spell) or game.lki_objects.get(spell)
    return cast is not None and "Lesson" in cast.card.faces[0].subtypes


behaviour(
    "Toph, Hardheaded Teacher",
    abilities=[
        Triggered(
            Enters(),
            (
                Custom(
                    _discard_then_return,
                    targets=(_INSTANT_OR_SORCERY,),
                    key="effect.return",
                    choose=_may_discard,
                ),
            ),
        ),
        Triggered(
            SpellCast(),
            (_TOPH_BENDS, If(_that_spell_is_a_lesson, AddCounters(_TOPH_BENDS.land))),
        ),
    ],
)


def _your_nontoken_artifacts(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.zone == BATTLEFIELD
        and not obj.is_token
        and "Artifact" in ch.types
        and ch.controller == game.chars(source).controller
    )


@board_only
def _also_a_land(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.types = ch.types | {"Land"}


behaviour(
    "Toph, the First Metalbender",
    abilities=[
        Static(
            (ContinuousEffect("4", _also_a_land, applies=_your_nontoken_artifacts, key="ce.type"),)
        ),
        Triggered(AtStep("end"), (Earthbend(2),)),
    ],
)


# ------------------------------------------------------------------- mana
def _your_lands_and_allies(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.zone == BATTLEFIELD
        and (ch.is_land or "Ally" in ch.subtypes)
        and ch.controller == game.chars(source).controller
    )


_ANY_COLOUR_MANA = Activated(
    cost(tap=True), mana=ANY_COLOUR, text="{T}: Add one mana of any color."
)


@board_only
def _taps_for_any_colour(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.abilities = (*ch.abilities, _ANY_COLOUR_MANA)


behaviour(
    "Great Divide Guide",
    abilities=[
        Static(
            (
                ContinuousEffect(
                    "6",
                    _taps_for_any_colour,
                    applies=_your_lands_and_allies,
                    key="ce.grant_ability",
                ),
            )
        )
    ],
)


# ------------------------------------------------------------------- Zhao
def _nonbasic_land_enters(game: Game, source: GameObject, op: Op) -> bool:
    if op.kind != "move" or op["to"] != BATTLEFIELD or op.get("tapped"):
        return False
    obj = game.objects.get(op["obj"])
    if obj is None:
        return False
    face = obj.card.faces[op.get("face_index", 0)]
    return "Land" in face.types and "Basic" not in face.supertypes


_NONBASIC_ENTERS_TAPPED = Replacement(
    "enter",
    _nonbasic_land_enters,
    lambda game, op: op.replaced("enters_tapped", tapped=True),
    self_only=False,
    text="Nonbasic lands enter tapped.",
)

_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate"})
_TAP_FOR_R = tap_for("R")


def _nonbasic_lands_while_conqueror(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and source.counters.get(CounterKind.CONQUEROR, 0) > 0
        and obj.zone == BATTLEFIELD
        and ch.is_land
        and "Basic" not in ch.supertypes
    )


@board_only
def _mountain_type(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    """Its land types become Mountain (layer 4, CR 305.7)."""
    ch.subtypes = frozenset(t for t in ch.subtypes if t not in _LAND_TYPES) | {"Mountain"}


@board_only
def _only_taps_for_red(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    """It loses its other abilities and has "{T}: Add {R}" (layer 6, CR 305.7)."""
    ch.abilities = (_TAP_FOR_R,)


behaviour(
    "Zhao, the Moon Slayer",
    abilities=[
        MENACE,
        _NONBASIC_ENTERS_TAPPED,
        Activated(cost("{7}"), (AddCounters(SELF, counter=CounterKind.CONQUEROR),)),
        Static(
            (
                ContinuousEffect(
                    "4", _mountain_type, applies=_nonbasic_lands_while_conqueror, key="ce.type"
                ),
                ContinuousEffect(
                    "6",
                    _only_taps_for_red,
                    applies=_nonbasic_lands_while_conqueror,
                    key="ce.lose_abilities",
                ),
            )
        ),
    ],
)


# ---------------------------------------------------------- Waterbending Scroll
def _islands_you_control(game: Game, player: int) -> int:
    return sum(
        1
        for oid in game.battlefield
        if "Island" in game.chars(oid).subtypes and game.chars(oid).controller == player
    )


behaviour(
    "Waterbending Scroll",
    abilities=[
        Activated(cost("{6}", tap=True), (Draw(1),), reduction=_islands_you_control),
    ],
)
