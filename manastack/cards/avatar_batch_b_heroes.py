"""Avatar: The Last Airbender (TLA), batch B: legendary heroes and villains and
the enchantments that work like them (granted abilities, cost reductions,
"doesn't untap", gaining control, Honest Work's "loses all abilities").  Each has a scenario in
``tests/test_tla_batch_b_heroes.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.creature_types import CREATURE_TYPES
from ..core.events import since_turn_began
from ..core.kinds import EventKind, KeywordName
from ..engine.layers import (
    ContinuousEffect,
    affects_only_its_source,
    board_only,
    enchanted,
    grant,
    on_battlefield_or_stack,
)
from ..engine.model import Face
from ..engine.objects import BATTLEFIELD, LIBRARY, STACK, Characteristics, GameObject
from ..engine.ops import Op, damage, move
from ..engine.targets import (
    TargetSpec,
    is_creature,
    opponent_controls,
    target_creature,
    you_control,
)
from ..engine.triggers import Attacks, Enters, LeavesBattlefield, OnEvent, SpellCast
from ..language.cost_modifiers import CostModifier
from ..language.effects import (
    SELF,
    AddCounters,
    CreateToken,
    Custom,
    Discard,
    Draw,
    If,
    Pump,
    Scry,
    SearchLibrary,
    TapOrUntap,
    objects_for,
)
from ..language.keywords import FLASH, FLYING, MENACE, VIGILANCE, tap_for
from ..mechanics.batched import AttacksAlone
from ..mechanics.food import CreateClue, CreateFood
from ..mechanics.kicker import kicked, kicker
from ..mechanics.lessons import draws_this_turn, lesson_cards_in_graveyard
from ..mechanics.prowess import PROWESS, PROWESS_ABILITY, PROWESS_KEYWORD
from ..mechanics.waterbend import waterbend_cost
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .avatar import ALLY
from .avatar_misc import SacrificeToDo

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------------ helpers
def _creature_count(game: Game, ctx: Context) -> int:
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    )


def _noncreature_spell(game: Game, oid: int) -> bool:
    return not game.chars(oid).is_creature


def lasting(game: Game, ctx: Context, ids: list[int], layer: str, modify, until: str) -> Op:
    """The op creating an effect on a locked set of objects (CR 611.2c) that
    lasts ``until`` ("end_of_turn", or "source_leaves" for "for as long as you
    control <source>")."""
    return Op(
        "effect",
        effect=ContinuousEffect(
            layer,
            modify,
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            until=until,
            key="ce.becomes",
        ),
    )


# ------------------------------------------------------------- Team Avatar
def _the_attacker(game: Game, ctx: Context) -> list[int]:
    attacker = (ctx.event or {}).get("attacker")
    if not isinstance(attacker, int):
        return []
    obj = game.objects.get(attacker)
    return [attacker] if obj is not None and obj.zone == BATTLEFIELD else []


_TEAM_TARGET = target_creature()


def _the_discarded_card_deals_damage(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "It deals damage equal to the number of creatures you control to target
    creature": "it" is the card discarded to pay the cost (CR 113.7a), now in
    the graveyard."""
    found = [
        e["new"]
        for e in game.events
        if e.kind == EventKind.ZONE and e["obj"] == ctx.source and e["cause"] == "discard"
    ]
    if not found:
        return []
    n = _creature_count(game, ctx)
    return [damage(found[-1], t, n) for t in game.still_legal(ctx, _TEAM_TARGET, part)]


behaviour(
    "Team Avatar",
    abilities=[
        Triggered(AttacksAlone(), (Pump(_the_attacker, _creature_count, _creature_count),)),
        Activated(
            cost("{2}{W}", discard_self=True),
            (
                Custom(
                    _the_discarded_card_deals_damage, targets=(_TEAM_TARGET,), key="effect.damage"
                ),
            ),
            zone="hand",
        ),
    ],
)


# ----------------------------------------------------------- The Mechanist
def _artifact_token_you_control(game: Game, obj: GameObject, controller: int) -> bool:
    ch = game.chars(obj)
    return obj.is_token and "Artifact" in ch.types and ch.controller == controller


_ARTIFACT_TOKEN = TargetSpec(
    "target.artifact_token_you_control", objects=_artifact_token_you_control
)


@board_only
def _construct_types(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.types = frozenset({"Artifact", "Creature"})
    ch.subtypes = frozenset({"Construct"})


@board_only
def _flying(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.keywords = ch.keywords | {KeywordName.FLYING}


@board_only
def _three_one(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.power, ch.toughness = 3, 1


def _becomes_construct(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Until end of turn, target artifact token you control becomes a 3/1
    Construct artifact creature with flying": its types (layer 4, CR 205.1a),
    flying (layer 6) and base P/T (layer 7b)."""
    ids = objects_for(_ARTIFACT_TOKEN, game, ctx, part)
    if not ids:
        return []
    return [
        lasting(game, ctx, ids, layer, modify, "end_of_turn")
        for layer, modify in (("4", _construct_types), ("6", _flying), ("7b", _three_one))
    ]


behaviour(
    "The Mechanist, Aerial Artisan",
    abilities=[
        Triggered(SpellCast(filter=_noncreature_spell), (CreateClue(),)),
        Activated(
            cost(tap=True),
            (Custom(_becomes_construct, targets=(_ARTIFACT_TOKEN,), key="effect.becomes"),),
        ),
    ],
)


# -------------------------------------------------------- Sokka, Tenacious
def _other_allies_you_control(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.id != source.id
        and obj.zone == BATTLEFIELD
        and ch.is_creature
        and "Ally" in ch.subtypes
        and ch.controller == game.chars(source).controller
    )


@board_only
def _has_prowess(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.abilities = (*ch.abilities, PROWESS_ABILITY)
    ch.keywords = ch.keywords | {PROWESS}


behaviour(
    "Sokka, Tenacious Tactician",
    abilities=[
        MENACE,
        PROWESS_KEYWORD,
        Static(
            (
                grant((KeywordName.MENACE,), _other_allies_you_control),
                ContinuousEffect(
                    "6", _has_prowess, applies=_other_allies_you_control, key="ce.grant_ability"
                ),
            )
        ),
        Triggered(SpellCast(filter=_noncreature_spell), (CreateToken(ALLY),)),
    ],
)


# ------------------------------------------------------------------ Hei Bai
def _creature_or_artifact(game: Game, obj: GameObject, _player: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature or "Artifact" in ch.types


_HEI_BAI_FEEDS = SacrificeToDo(
    _creature_or_artifact, then=(AddCounters(SELF, amount=2),), another=True
)
_YOUR_CREATURE = target_creature(you_control(is_creature), "target.creature_you_control")


def _move_its_counters(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put its counters on target creature you control": the counters it had as
    it left the battlefield (last known information, CR 608.2h)."""
    gone = game.lki_objects.get(ctx.source)
    targets = objects_for(_YOUR_CREATURE, game, ctx, part)
    if gone is None or not targets:
        return []
    return [
        Op("counters", obj=targets[0], counter=kind, amount=n)
        for kind, n in sorted(gone.counters.items())
        if n > 0
    ]


behaviour(
    "Hei Bai, Spirit of Balance",
    abilities=[
        Triggered(Enters(), (_HEI_BAI_FEEDS,)),
        Triggered(Attacks(), (_HEI_BAI_FEEDS,)),
        Triggered(
            LeavesBattlefield(),
            (Custom(_move_its_counters, targets=(_YOUR_CREATURE,), key="effect.counters"),),
        ),
    ],
)


# ---------------------------------------------------------------- Lo and Li
def _lesson_or_noble_card(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Lesson" in face.subtypes or "Noble" in face.subtypes


def _nobles_and_lessons_you_control(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    """Noble creatures you control and Lesson spells you control."""
    if source is None or ch.controller != game.chars(source).controller:
        return False
    if not on_battlefield_or_stack(obj):
        return False
    if obj.zone == BATTLEFIELD:
        return ch.is_creature and "Noble" in ch.subtypes
    return "Lesson" in ch.subtypes


behaviour(
    "Lo and Li, Twin Tutors",
    abilities=[
        Triggered(Enters(), (SearchLibrary(_lesson_or_noble_card),)),
        Static((grant((KeywordName.LIFELINK,), _nobles_and_lessons_you_control),)),
    ],
)


# ------------------------------------------------------------ doesn't untap
@board_only
def _doesnt_untap(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.keywords = ch.keywords | {KeywordName.DOESNT_UNTAP}


_UP_TO_ONE_CREATURE = target_creature(label="target.creature_up_to_one", minimum=0)


def _kept_tapped(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "It doesn't untap during its controller's untap step for as long as you
    control Ty Lee" (CR 502.3, 611.2b)."""
    ids = objects_for(_UP_TO_ONE_CREATURE, game, ctx, part)
    return [lasting(game, ctx, ids, "6", _doesnt_untap, "source_leaves")] if ids else []


behaviour(
    "Ty Lee, Chi Blocker",
    abilities=[
        FLASH,
        PROWESS_KEYWORD,
        Triggered(
            Enters(),
            (
                TapOrUntap(_UP_TO_ONE_CREATURE),
                Custom(_kept_tapped, targets=(_UP_TO_ONE_CREATURE,), key="effect.tap"),
            ),
        ),
    ],
)


def _shuffle_enchanted_into_library(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Enchanted creature's owner shuffles it into their library" (CR 701.20)."""
    me = game.objects.get(ctx.source)
    host = me.attached_to if me is not None else None
    if host is None or host not in game.objects:
        return []
    owner = game.objects[host].owner
    return [move(host, LIBRARY, "move"), Op("shuffle", player=owner)]


behaviour(
    "Watery Grasp",
    abilities=[
        Enchant(target_creature()),
        Static((ContinuousEffect("6", _doesnt_untap, applies=enchanted, key="ce.grant"),)),
        Activated(
            waterbend_cost("{5}"),
            (Custom(_shuffle_enchanted_into_library, key="effect.move"),),
        ),
    ],
)


# --------------------------------------------------------- cost reductions
def _this_becomes_tapped(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.TAP and event["obj"] == source


def _noncreature_face(face: Face) -> bool:
    return "Creature" not in face.types


def _three_lessons(game: Game, player: int) -> bool:
    return lesson_cards_in_graveyard(game, player) >= 3


behaviour(
    "Gran-Gran",
    abilities=[
        Triggered(OnEvent(_this_becomes_tapped, key="trigger.tapped"), (Draw(1), Discard(1))),
        CostModifier(-1, _noncreature_face, active=_three_lessons),
    ],
)


def _non_lemur_flier(face: Face) -> bool:
    return (
        "Creature" in face.types
        and "Lemur" not in face.subtypes
        and KeywordName.FLYING in face.keywords
    )


def _first_such_spell_in_your_turn(game: Game, player: int) -> bool:
    """During your turn, before you cast a non-Lemur creature spell with flying."""
    if game.active_player != player:
        return False
    for event in since_turn_began(game.events):
        if event.kind == EventKind.CAST and event["player"] == player:
            cast = game.objects.get(event["obj"]) or game.lki_objects.get(event["obj"])
            if cast is not None and _non_lemur_flier(cast.card.faces[0]):
                return False
    return True


def _another_flier_you_control(game: Game, oid: int, controller: int) -> bool:
    ch = game.chars(oid)
    return ch.is_creature and ch.controller == controller and KeywordName.FLYING in ch.keywords


def _another_flier_enters(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return (
        event.kind == EventKind.ZONE
        and event["to"] == BATTLEFIELD
        and event["new"] != source
        and _another_flier_you_control(game, event["new"], ch.controller)
    )


behaviour(
    "Momo, Friendly Flier",
    abilities=[
        FLYING,
        CostModifier(-1, _non_lemur_flier, active=_first_such_spell_in_your_turn),
        Triggered(OnEvent(_another_flier_enters, key="trigger.enters"), (Pump(SELF, 1, 1),)),
    ],
)


# ------------------------------------------------------------ Jet's Brainwashing
_BRAINWASHED = target_creature()


def _gain_control_until_end_of_turn(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Gain control of that creature until end of turn, untap it, and it gains
    haste until end of turn" (CR 613.1b, 611.2a)."""
    ids = objects_for(_BRAINWASHED, game, ctx, part)
    if not ids:
        return []
    me = ctx.controller

    def control(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
        ch.controller = me

    return [
        lasting(game, ctx, ids, "2", board_only(control), "end_of_turn"),
        Op("untap", obj=ids[0]),
    ]


behaviour(
    "Jet's Brainwashing",
    abilities=[kicker("{3}")],
    spell=[
        Pump(_BRAINWASHED, keywords=(KeywordName.CANT_BLOCK,)),
        If(kicked, Custom(_gain_control_until_end_of_turn, key="effect.control")),
        If(kicked, Pump(_BRAINWASHED, keywords=(KeywordName.HASTE,))),
        CreateClue(),
    ],
)


# ---------------------------------------------------------------- Honest Work
_HUMBLE_MERCHANT_MANA = tap_for("C")


@board_only
def _a_citizen(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    """It is a Citizen, losing its other creature types (layer 4, CR 205.1b)."""
    ch.subtypes = frozenset(t for t in ch.subtypes if t not in CREATURE_TYPES) | {"Citizen"}


@board_only
def _humble_merchant(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    """It loses all abilities and has "{T}: Add {C}" (layer 6, CR 613.1f), and is
    named Humble Merchant."""
    ch.abilities = (_HUMBLE_MERCHANT_MANA,)
    ch.keywords = frozenset()
    ch.name = "Humble Merchant"


@board_only
def _one_one(ch: Characteristics, game: Game, source: object, obj: GameObject) -> None:
    ch.power, ch.toughness = 1, 1


def _tap_and_clear(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Tap enchanted creature and remove all counters from it"."""
    me = game.objects.get(ctx.source)
    host = me.attached_to if me is not None else None
    if host is None or host not in game.objects:
        return []
    ops = [Op("tap", obj=host)]
    return ops + [
        Op("counters", obj=host, counter=kind, amount=-n)
        for kind, n in sorted(game.objects[host].counters.items())
        if n > 0
    ]


behaviour(
    "Honest Work",
    abilities=[
        Enchant(target_creature(opponent_controls(is_creature), "target.creature_opponent")),
        Triggered(Enters(), (Custom(_tap_and_clear, key="effect.tap"),)),
        Static(
            (
                ContinuousEffect("4", _a_citizen, applies=enchanted, key="ce.type"),
                ContinuousEffect("6", _humble_merchant, applies=enchanted, key="ce.lose_abilities"),
                ContinuousEffect("7b", _one_one, applies=enchanted, key="ce.base_pt"),
            )
        ),
    ],
)


# ------------------------------------------------------------------- June
@affects_only_its_source
def _self_after_two_draws(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    """June, as long as her controller has drawn two or more cards this turn."""
    return source is not None and source.id == obj.id and draws_this_turn(game, ch.controller) >= 2


behaviour(
    "June, Bounty Hunter",
    abilities=[
        Static((grant((KeywordName.UNBLOCKABLE,), _self_after_two_draws),)),
        Activated(
            cost("{1}", sacrifice=is_creature, sacrifice_another=True),
            (CreateClue(),),
            condition=lambda game, obj: game.active_player == game.chars(obj).controller,
        ),
    ],
)


# ------------------------------------------------------------ Wan Shi Tong
def _x_paid_for_it(game: Game, ctx: Context) -> int:
    """The X paid for the spell that became this permanent, read from the
    entering event (CR 107.3m; 0 if it wasn't cast)."""
    event = ctx.event or {}
    if event.get("frm") != STACK:
        return 0
    spell = game.lki_objects.get(event["obj"])
    info = spell.cast_info if spell is not None else None
    return info.ctx.x if info is not None and info.ctx is not None and info.cast else 0


def _an_opponent_searched(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return (
        event.kind == EventKind.SHUFFLE and event["searched"] and event["player"] != ch.controller
    )


behaviour(
    "Wan Shi Tong, Librarian",
    abilities=[
        FLASH,
        FLYING,
        VIGILANCE,
        Triggered(
            Enters(),
            (
                AddCounters(SELF, amount=_x_paid_for_it),
                Draw(lambda game, ctx: _x_paid_for_it(game, ctx) // 2),
            ),
        ),
        Triggered(
            OnEvent(_an_opponent_searched, key="trigger.search"),
            (AddCounters(SELF), Draw(1)),
        ),
    ],
)


# ------------------------------------------------------------------- Momo
behaviour(
    "Momo, Playful Pet",
    abilities=[
        FLYING,
        VIGILANCE,
        Triggered(
            LeavesBattlefield(),
            modes=((CreateFood(),), (AddCounters(_YOUR_CREATURE),), (Scry(2),)),
        ),
    ],
)
