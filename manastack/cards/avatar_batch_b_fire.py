"""Avatar: The Last Airbender (TLA), batch B: the Fire Nation's Zukos and Mai,
playing cards from exile, and two creatures of the Earth Kingdom (Flopsie,
Merchant of Many Hats).  Each has a scenario in
``tests/test_tla_batch_b_fire.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..core.mana import ManaCost
from ..engine.layers import grant
from ..engine.model import Face, Replacement
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    Characteristics,
    GameObject,
    is_player_ref,
    player_of,
)
from ..engine.ops import Op, move
from ..engine.targets import is_creature, opponent_controls, target_creature, you_control
from ..engine.triggers import AtStep, Enters, OnEvent, SpellCast
from ..engine.turn import KEEP_UNSPENT_MANA
from ..language.effects import SELF, YOU, AddCounters, Custom, Draw, LoseLife, fight
from ..language.keywords import FLASH
from ..mechanics.firebending import firebending
from ..mechanics.flashback import GrantsFlashback
from ..mechanics.play_from_exile import ExileTopMayPlay
from ..mechanics.prowess import PROWESS_KEYWORD
from ..mechanics.reflexive import events_this_resolution
from . import Activated, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == ctx.controller
    ]


# ------------------------------------------------------------------- Zukos
behaviour(
    "Zuko, Exiled Prince",
    abilities=[firebending(3), Activated(cost("{3}"), (ExileTopMayPlay(),))],
)


def _this_creatures_power(game: Game, ctx: Context) -> int:
    """X, where X is this creature's power as the ability resolves (or as it
    last existed, CR 608.2h)."""
    ch = game.last_known(ctx.source)
    return max(0, ch.power or 0) if ch is not None else 0


def _cast_from_exile(game: Game, oid: int) -> bool:
    """A spell cast from exile (CR 601.2a)."""
    info = game.objects[oid].cast_info
    return info is not None and info.from_zone == EXILE


def _permanent_you_control_enters_from_exile(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.ZONE
        and event["frm"] == EXILE
        and event["to"] == BATTLEFIELD
        and event["new"] in game.objects
        and game.chars(event["new"]).controller == ch.controller
    )


_COUNTER_ON_EACH = (AddCounters(_your_creatures),)
behaviour(
    "Fire Lord Zuko",
    abilities=[
        firebending(_this_creatures_power, "Firebending X"),
        Triggered(SpellCast(filter=_cast_from_exile), _COUNTER_ON_EACH),
        Triggered(
            OnEvent(_permanent_you_control_enters_from_exile, key="trigger.enters"),
            _COUNTER_ON_EACH,
        ),
    ],
)

# ---------------------------------------------------------------------- Mai
behaviour(
    "Mai, Jaded Edge",
    abilities=[
        PROWESS_KEYWORD,
        Activated(
            cost("{3}"), (AddCounters(SELF, counter=CounterKind.DOUBLE_STRIKE),), exhaust=True
        ),
    ],
)


# ------------------------------------------------------------------ Flopsie
def _your_power_4_creatures(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.zone == BATTLEFIELD
        and ch.is_creature
        and (ch.power or 0) >= 4
        and ch.controller == game.chars(source).controller
    )


behaviour(
    "Flopsie, Bumi's Buddy",
    abilities=[
        Triggered(Enters(), (AddCounters(_your_creatures),)),
        Static((grant((KeywordName.ONE_BLOCKER_AT_MOST,), _your_power_4_creatures),)),
    ],
)


# ----------------------------------------------------- Merchant of Many Hats
def _return_this_card(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return this card from your graveyard to your hand"."""
    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != GRAVEYARD:
        return []
    return [move(ctx.source, HAND, "return")]


behaviour(
    "Merchant of Many Hats",
    abilities=[
        Activated(
            cost("{2}{B}"),
            (Custom(_return_this_card, key="effect.return"),),
            zone=GRAVEYARD,
        )
    ],
)


# ------------------------------------------------------------ Zuko, Conflicted
def _add_red(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("mana", player=ctx.controller, mana="R")]


def _not_chosen_before(game: Game, source: int, mode: int) -> bool:
    """ "Choose one that hasn't been chosen": not for this object before."""
    return not any(
        e.kind == EventKind.MODE_CHOSEN and e["source"] == source and e["mode"] == mode
        for e in game.events
    )


def _exile_zuko(game: Game, ctx: Context, part: int) -> list[Op]:
    obj = game.objects.get(ctx.source)
    return [move(ctx.source, EXILE, "exile")] if obj is not None and obj.zone == BATTLEFIELD else []


def _return_zuko_to_an_opponent(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "... then return him to the battlefield under an opponent's control"
    (a new object, CR 400.7)."""
    exiled = [
        e["new"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.ZONE and e["obj"] == ctx.source and e["to"] == EXILE
    ]
    if not exiled:
        return []
    opponent = game.next_player(ctx.controller)
    return [move(exiled[-1], BATTLEFIELD, "return", controller=opponent)]


_LOSE_2 = LoseLife(2, YOU)
behaviour(
    "Zuko, Conflicted",
    abilities=[
        Triggered(
            AtStep("main1"),
            modes=(
                (Draw(1), _LOSE_2),
                (AddCounters(SELF), _LOSE_2),
                (Custom(_add_red, key="effect.mana"), _LOSE_2),
                (
                    Custom(_exile_zuko, key="effect.exile"),
                    Custom(_return_zuko_to_an_opponent, key="effect.return"),
                    _LOSE_2,
                ),
            ),
            mode_allowed=_not_chosen_before,
        )
    ],
)


# ------------------------------------------------------------ Iroh, Grand Lotus
_ONE = ManaCost.parse("{1}")


def _iroh_flashback_cost(face: Face) -> ManaCost | None:
    """Each non-Lesson instant and sorcery card has flashback equal to its mana
    cost; each Lesson card has flashback {1}."""
    if "Lesson" in face.subtypes:
        return _ONE
    if {"Instant", "Sorcery"} & face.types:
        return face.mana_cost
    return None


behaviour(
    "Iroh, Grand Lotus",
    abilities=[firebending(2), GrantsFlashback(_iroh_flashback_cost)],
)


# ------------------------------------------------------------ The Last Agni Kai
_DUELLIST = target_creature(you_control(is_creature), "target.creature_you_control")
_RIVAL = target_creature(opponent_controls(is_creature), "target.creature_opponent")


def _lethal_damage(game: Game, source: int, oid: int) -> int:
    """The damage that would be lethal to ``oid`` from ``source`` now (CR 120.4a:
    toughness less damage already marked; 1 from a source with deathtouch)."""
    if KeywordName.DEATHTOUCH in game.chars(source).keywords:
        return 1 if game.objects[oid].damage < (game.chars(oid).toughness or 0) else 0
    return max(0, (game.chars(oid).toughness or 0) - game.objects[oid].damage)


def _agni_kai_fight(game: Game, ctx: Context, part: int) -> list[Op]:
    """Target creature you control fights target creature an opponent controls
    (CR 701.12); what would be lethal to the rival is noted first."""
    mine = game.still_legal(ctx, _DUELLIST, part)
    theirs = game.still_legal(ctx, _RIVAL, part)
    if not mine or not theirs:
        return []
    one, two = mine[0], theirs[0]
    ctx.results["agni_kai"] = (one, two, _lethal_damage(game, one, two))
    return fight(game, one, two)


def _excess_as_red_mana(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "If the creature the opponent controls is dealt excess damage this way,
    add that much {R}" (CR 120.4a)."""
    noted = ctx.results.get("agni_kai")
    if noted is None:
        return []
    one, two, lethal = noted
    dealt = sum(
        e["amount"]
        for e in events_this_resolution(game)
        if e.kind == EventKind.DAMAGE and e["source"] == one and e["target"] == two
    )
    excess = dealt - lethal
    return [Op("mana", player=ctx.controller, mana="R" * excess)] if excess > 0 else []


def _keep_red_mana(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op(KEEP_UNSPENT_MANA, player=ctx.controller, mana="R")]


behaviour(
    "The Last Agni Kai",
    spell=[
        Custom(_agni_kai_fight, targets=(_DUELLIST, _RIVAL), key="effect.fight"),
        Custom(_excess_as_red_mana, key="effect.mana"),
        Custom(_keep_red_mana, key="effect.mana"),
    ],
)


# ------------------------------------------------------------- Fated Firepower
def _x_of_this_spell(game: Game, op: Op) -> int:
    """The X paid for the spell entering as this permanent (CR 107.3m; 0 if it
    wasn't cast)."""
    spell = game.objects.get(op["obj"])
    info = spell.cast_info if spell is not None else None
    return info.ctx.x if info is not None and info.ctx is not None and info.cast else 0


def _with_x_fire_counters(game: Game, op: Op) -> Op:
    counters = dict(op.get("counters") or {})
    counters[CounterKind.FIRE] = counters.get(CounterKind.FIRE, 0) + _x_of_this_spell(game, op)
    return op.replaced("fire_counters", counters=counters)


_ENTERS_WITH_X_FIRE = Replacement(
    "enter",
    lambda game, obj, op: True,
    _with_x_fire_counters,
    text="This enchantment enters with X fire counters on it.",
)


def _hits_an_opponent_or_theirs(game: Game, controller: int, target: object) -> bool:
    if is_player_ref(target):
        return player_of(str(target)) != controller
    return (
        isinstance(target, int)
        and target in game.objects
        and game.objects[target].zone == BATTLEFIELD
        and game.chars(target).controller != controller
    )


def _fated_damage_applies(game: Game, source: GameObject, op: Op) -> bool:
    """Damage from a source this enchantment's controller controls to an
    opponent or a permanent an opponent controls (CR 614.1a)."""
    if op.kind != "damage":
        return False
    me = game.chars(source).controller
    if game.lki_controller(op["source"], moved_ok=True) != me:
        return False
    return _hits_an_opponent_or_theirs(game, me, op["target"])


def _plus_fire_counters(game: Game, op: Op) -> Op:
    """ "It deals that much damage plus the number of fire counters on this
    enchantment instead".  The rewrite doesn't know which enchantment's effect
    is applied, so each application adds the counters of one enchantment not
    counted yet (``fated``): once every effect has applied, each enchantment's
    counters were added once (CR 616.1)."""
    counted = tuple(op.get("fated", ()))
    for oid in game.battlefield:
        obj = game.objects[oid]
        if oid in counted or not any(a is _FATED for a in game.chars(oid).abilities):
            continue
        if _fated_damage_applies(game, obj, op):
            extra = obj.counters.get(CounterKind.FIRE, 0)
            return op.replaced(
                "fated_firepower", amount=op["amount"] + extra, fated=(*counted, oid)
            )
    return op


_FATED = Replacement(
    "damage",
    _fated_damage_applies,
    _plus_fire_counters,
    self_only=False,
    text=(
        "If a source you control would deal damage to an opponent or a permanent an "
        "opponent controls, it deals that much damage plus an amount of damage equal "
        "to the number of fire counters on this enchantment instead."
    ),
)

behaviour("Fated Firepower", abilities=[FLASH, _ENTERS_WITH_X_FIRE, _FATED])
