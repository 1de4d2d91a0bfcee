"""Onslaught, the rest of the set (6): the Couriers and Callous Oppressor
("for as long as this creature remains tapped", CR 611.2b), Goblin
Sharpshooter, counters that change creatures (plague, gold), damage
replacement (Gratuitous Violence, Pinpoint Avalanche), "you have shroud", and
single cards built from the card language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import CounterKind, DecisionKind, EventKind, KeywordName
from ..engine.casting import TAP_UNTAPPED
from ..engine.layers import ContinuousEffect, enchanted, face_down_face
from ..engine.model import Keyword
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, player_of
from ..engine.ops import Op, move
from ..engine.selectors import itself
from ..engine.targets import (
    TargetSpec,
    any_target,
    has_subtype,
    target_creature,
    target_player,
)
from ..engine.triggers import Dies, LeavesBattlefield, OnEvent
from ..language.cost_modifiers import CostModifier
from ..language.effects import SELF, AddCounters, Choice, Custom, DealDamage, MayPay, TapOrUntap
from ..mechanics.cycling import PlayerCycles
from ..mechanics.morph import Morph
from ..mechanics.regeneration import Regenerate
from ..mechanics.untap_step import WhileSourceTapped, may_choose_not_to_untap
from ..mechanics.untapping import DoesntUntap
from . import Activated, Enchant, Replacement, Static, Triggered, behaviour, cost
from .onslaught_batch1 import ArrangeTop
from .onslaught_batch2 import tap_untapped
from .onslaught_batch5 import ChoiceEffect

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_TYPES = frozenset(CREATURE_TYPES)
Modify = Callable[["Characteristics", "Game", Any, "GameObject"], None]


# ----------------------------------------------------------------- Couriers
def _plus_two_and(keyword: str) -> Callable[[int, int], tuple[tuple[str, Modify], ...]]:
    """+2/+2 (layer 7c) and ``keyword`` (layer 6)."""

    def pump(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        if ch.power is not None:
            ch.power += 2
            ch.toughness = (ch.toughness or 0) + 2

    def grant(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.keywords = ch.keywords | {keyword}

    def make(target: int, controller: int) -> tuple[tuple[str, Modify], ...]:
        return (("7c", pump), ("6", grant))

    return make


def courier(mana: str, subtype: str, keyword: str) -> list[Any]:
    """A Courier: "You may choose not to untap this creature during your untap
    step.  <mana>, {T}: Target <subtype> creature gets +2/+2 and has <keyword>
    for as long as this creature remains tapped."""
    label = f"target.{subtype.lower()}_creature"
    return [
        may_choose_not_to_untap(),
        Activated(
            cost(mana, tap=True),
            (
                WhileSourceTapped(
                    target_creature(has_subtype(subtype), label=label), _plus_two_and(keyword)
                ),
            ),
        ),
    ]


behaviour("Pearlspear Courier", abilities=courier("{2}{W}", "Soldier", KeywordName.VIGILANCE))
behaviour("Ghosthelm Courier", abilities=courier("{2}{U}", "Wizard", KeywordName.SHROUD))
behaviour("Frightshroud Courier", abilities=courier("{2}{B}", "Zombie", KeywordName.FEAR))
behaviour("Flamestick Courier", abilities=courier("{2}{R}", "Goblin", KeywordName.HASTE))
behaviour("Everglove Courier", abilities=courier("{2}{G}", "Elf", KeywordName.TRAMPLE))


# ---------------------------------------------------------- Callous Oppressor
def _opponent_chooses(game: Game, op: Op) -> tuple[int, tuple[str, ...]]:
    obj = game.objects[op["obj"]]
    controller = op.get("controller")
    me = obj.owner if controller is None else controller
    return game.next_player(me), CREATURE_TYPES


def _note_type(game: Game, op: Op) -> Op:
    marks = frozenset(op.get("designations") or ()) | {f"type:{op['choice']}"}
    return op.replaced(("as_enters", "opponent_type"), designations=marks)


OPPONENT_CHOOSES_TYPE = Replacement(
    "enter",
    lambda game, obj, op: not op.get("face_down"),
    _note_type,
    text="As this creature enters, an opponent chooses a creature type.",
    choose=_opponent_chooses,
    prompt="prompt.choose_creature_type",
    question=DecisionKind.CREATURE_TYPE,
)


def _chosen_type_of(obj: GameObject | None) -> str | None:
    for mark in obj.designations if obj is not None else ():
        if mark.startswith("type:"):
            return mark.split(":", 1)[1]
    return None


def _ability_source(stack_obj: GameObject | None) -> int | None:
    """The permanent whose ability is on the stack as ``stack_obj``."""
    info = stack_obj.cast_info if stack_obj is not None else None
    if info is None or not info.ability or info.ctx is None:
        return None
    return info.ctx.source


@dataclass(frozen=True, eq=False)
class NotOfChosenType(TargetSpec):
    """ "Target creature that isn't of the chosen type": the type chosen as the
    ability's source entered."""

    def _kind(self, game: Game, source: GameObject | None) -> str | None:
        """The type chosen for the ability's source: asked with the ability on
        the stack, or with the permanent itself (can it be activated?)."""
        oid = _ability_source(source)
        if oid is None and source is not None and source.zone == BATTLEFIELD:
            oid = source.id
        return _chosen_type_of(game.objects.get(oid)) if oid is not None else None

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator[Any]:
        kind = self._kind(game, source)
        for ref in super().choices(game, controller, source, chosen_already):
            if kind is None or kind not in game.chars(ref).subtypes:
                yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        kind = self._kind(game, source)
        return super().is_legal(game, ref, controller, source) and (
            kind is None or kind not in game.chars(ref).subtypes  # type: ignore[arg-type]
        )


def _control(target: int, controller: int) -> tuple[tuple[str, Modify], ...]:
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.controller = controller

    return (("2", modify),)


behaviour(
    "Callous Oppressor",
    abilities=[
        may_choose_not_to_untap(),
        OPPONENT_CHOOSES_TYPE,
        Activated(
            cost(tap=True),
            (
                WhileSourceTapped(
                    NotOfChosenType(
                        "target.creature_not_chosen_type",
                        objects=lambda g, o, c: g.chars(o).is_creature,
                    ),
                    _control,
                ),
            ),
        ),
    ],
)

behaviour(
    "Goblin Sharpshooter",
    abilities=[
        DoesntUntap(itself.layer_test(), "This creature doesn't untap during your untap step."),
        Triggered(Dies(self_only=False), (TapOrUntap(SELF, untap=True),)),
        Activated(cost(tap=True), (DealDamage(1, any_target()),)),
    ],
)


# ------------------------------------------------------------------ counters
def _minus_per_plague(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    n = source.counters.get(CounterKind.PLAGUE, 0) if source is not None else 0
    if ch.power is not None and n:
        ch.power -= n
        ch.toughness = (ch.toughness or 0) - n


behaviour(
    "Withering Hex",
    abilities=[
        Enchant(target_creature()),
        Triggered(PlayerCycles(), (AddCounters(SELF, CounterKind.PLAGUE),)),
        Static((ContinuousEffect("7c", _minus_per_plague, applies=enchanted, key="ce.plague"),)),
    ],
)


def _creature_hits_you(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.DAMAGE or event["target"] != f"P{ch.controller}":
        return False
    lki = game.last_known(event["source"])
    return lki is not None and lki.is_creature


def _gold_on_it(game: Game, ctx: Context, part: int) -> list[Op]:
    creature = (ctx.event or {})["source"]
    if creature not in game.battlefield:
        return []
    return [Op("counters", obj=creature, counter=CounterKind.GOLD, amount=1)]


def _has_gold(game: Game, source: Any, obj: GameObject, ch: Characteristics) -> bool:
    return ch.is_creature and obj.counters.get(CounterKind.GOLD, 0) > 0


def _wall(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.subtypes = ch.subtypes | {"Wall"}


def _defender(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.keywords = ch.keywords | {KeywordName.DEFENDER}


def _remove_all_gold(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op(
            "counters",
            obj=o,
            counter=CounterKind.GOLD,
            amount=-game.objects[o].counters[CounterKind.GOLD],
        )
        for o in game.battlefield
        if game.objects[o].counters.get(CounterKind.GOLD, 0) and game.chars(o).is_creature
    ]


behaviour(
    "Aurification",
    abilities=[
        Triggered(
            OnEvent(_creature_hits_you, key="trigger.dealt_damage"),
            (Custom(_gold_on_it, key="effect.counters"),),
        ),
        Static(
            (
                ContinuousEffect("4", _wall, applies=_has_gold, key="ce.type"),
                ContinuousEffect("6", _defender, applies=_has_gold, key="ce.grant"),
            )
        ),
        Triggered(LeavesBattlefield(), (Custom(_remove_all_gold, key="effect.counters"),)),
    ],
)


# ---------------------------------------------------------------- damage
def _yours_deals_damage(game: Game, violence: GameObject, op: Op) -> bool:
    """Gratuitous Violence: damage a creature its controller controls would deal."""
    if op.kind != "damage":
        return False
    lki = game.last_known(op["source"])
    return lki is not None and lki.is_creature and lki.controller == game.chars(violence).controller


def _double(game: Game, op: Op) -> Op:
    return Op(op.kind, op.applied, **dict(op.data, amount=op["amount"] * 2))


behaviour(
    "Gratuitous Violence",
    abilities=[
        Replacement(
            "damage",
            _yours_deals_damage,
            _double,
            self_only=False,
            text="If a creature you control would deal damage, it deals double that damage instead.",
        )
    ],
)
_AVALANCHED = target_creature()


def _unpreventable_four(game: Game, ctx: Context, part: int) -> list[Op]:
    """4 damage that can't be prevented (CR 615.12)."""
    return [
        Op("damage", source=ctx.source, target=t, amount=4, combat=False, unpreventable=True)
        for t in game.still_legal(ctx, _AVALANCHED, part)
    ]


behaviour(
    "Pinpoint Avalanche", spell=[Custom(_unpreventable_four, (_AVALANCHED,), key="effect.damage")]
)
behaviour("True Believer", abilities=[Keyword(KeywordName.PLAYER_SHROUD, text="You have shroud.")])
behaviour(
    "Dream Chisel",
    abilities=[
        CostModifier(
            -1,
            lambda face: face is face_down_face(),
            text="Face-down creature spells you cast cost {1} less to cast.",
        )
    ],
)
behaviour(
    "Boneknitter",
    abilities=[
        Activated(
            cost("{1}{B}"),
            (Regenerate(target_creature(has_subtype("Zombie"), label="target.zombie")),),
        ),
        Morph("{2}{B}"),
    ],
)


# ------------------------------------------------------- Sigil of the New Dawn
def _yours_to_graveyard(game: Game, event: Event, ch: Characteristics) -> bool:
    """ "A creature is put into your graveyard from the battlefield": its owner."""
    new = game.objects.get(event["new"])
    return new is not None and new.owner == ch.controller


def _return_that_card(game: Game, ctx: Context, part: int) -> list[Op]:
    card = (ctx.event or {})["new"]
    found = game.objects.get(card)
    return [move(card, HAND, "return")] if found is not None and found.zone == GRAVEYARD else []


behaviour(
    "Sigil of the New Dawn",
    abilities=[
        Triggered(
            Dies(self_only=False, filter=_yours_to_graveyard),
            (MayPay("{1}{W}", (Custom(_return_that_card, key="effect.return_to_hand"),)),),
        )
    ],
)


# ---------------------------------------------------------------- Peer Pressure
def _peer_pressure(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Choose a type; with more creatures of it than each other player, you
    gain control of all creatures of that type (indefinitely)."""
    if key not in ctx.answers:
        return Choice(
            ctx.controller,
            DecisionKind.CREATURE_TYPE,
            "prompt.choose_creature_type",
            CREATURE_TYPES,
            key=key,
        )
    kind = ctx.answers[key][0]
    of_kind = [
        o for o in game.battlefield if game.chars(o).is_creature and kind in game.chars(o).subtypes
    ]
    counts = {p.index: 0 for p in game.players if not p.has_lost}
    for o in of_kind:
        counts[game.chars(o).controller] = counts.get(game.chars(o).controller, 0) + 1
    mine = counts.get(ctx.controller, 0)
    if any(n >= mine for p, n in counts.items() if p != ctx.controller):
        return []
    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "2",
                _controlled_by(ctx.controller),
                locked=frozenset(of_kind),
                source=ctx.source,
                controller=ctx.controller,
                timestamp=game.next_timestamp(),
                key="ce.control",
            ),
        )
    ]


def _controlled_by(player: int) -> Modify:
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.controller = player

    return modify


behaviour("Peer Pressure", spell=[ChoiceEffect(_peer_pressure, key="effect.gain_control")])


# ------------------------------------------------------------ Cryptic Gateway
def _tapped_for_cost(ctx: Context) -> list[int]:
    """The creatures tapped to pay the ability's "tap N untapped" cost."""
    return [d[2] for d in ctx.flags.paid if len(d) == 3 and d[1] == TAP_UNTAPPED]


def _gateway(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """You may put a creature card from your hand that shares a creature type
    with each creature tapped this way onto the battlefield."""
    kinds = []
    for oid in _tapped_for_cost(ctx):
        ch = game.chars(oid) if oid in game.battlefield else game.last_known(oid)
        kinds.append(frozenset(t for t in (ch.subtypes if ch else ()) if t in _TYPES))
    hand = game.players[ctx.controller].hand
    fits = tuple(
        c
        for c in hand
        if "Creature" in game.objects[c].card.faces[0].types
        and all(k & game.objects[c].card.faces[0].subtypes for k in kinds)
    )
    if key not in ctx.answers:
        if not fits:
            return []
        return Choice(
            ctx.controller,
            DecisionKind.PUT_FROM_HAND,
            "prompt.put_sharing_type",
            fits + ("none",),
            key=key,
        )
    pick = ctx.answers[key][0]
    if pick == "none" or pick not in hand:
        return []
    return [move(pick, BATTLEFIELD, "put", controller=ctx.controller)]


behaviour(
    "Cryptic Gateway",
    abilities=[
        Activated(
            cost(tap_untapped=(lambda g, o, p: g.chars(o).is_creature, 2)),
            (ChoiceEffect(_gateway, key="effect.put_from_hand"),),
        )
    ],
)


# ---------------------------------------------------------- Supreme Inquisitor
_INQUIRED = target_player()


def _inquisition(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Search target player's library for up to five cards and exile them; then
    that player shuffles."""
    refs = game.still_legal(ctx, _INQUIRED, part)
    if not refs:
        return []
    victim = player_of(refs[0])
    picked = ctx.answers.get(key, [])
    found = [c for c in picked if c != "done"]
    if "done" not in picked and len(found) < 5:
        left = tuple(c for c in game.players[victim].library if c not in found)
        if left:
            return Choice(
                ctx.controller,
                DecisionKind.SEARCH,
                "prompt.exile_up_to_five",
                left + ("done",),
                key=key,
            )
    return [move(c, EXILE, "exile") for c in found] + [Op("shuffle", player=victim)]


behaviour(
    "Supreme Inquisitor",
    abilities=[
        Activated(
            tap_untapped("Wizard", 5),
            (ChoiceEffect(_inquisition, (_INQUIRED,), key="effect.search"),),
        )
    ],
)


# ----------------------------------------------------------------- Spy Network
_SPIED = target_player()


def _spy(game: Game, ctx: Context, part: int) -> list[Op]:
    """Look at target player's hand, the top card of their library and the
    face-down creatures they control."""
    refs = game.still_legal(ctx, _SPIED, part)
    if not refs:
        return []
    victim = player_of(refs[0])
    seen = list(game.players[victim].hand) + list(game.players[victim].library[-1:])
    seen += [
        o
        for o in game.battlefield
        if game.objects[o].face_down and game.chars(o).controller == victim
    ]
    return [Op("look", obj=c, player=ctx.controller) for c in seen]


behaviour("Spy Network", spell=[Custom(_spy, (_SPIED,), key="effect.look"), ArrangeTop(4)])

__all__ = ["NotOfChosenType", "courier"]
