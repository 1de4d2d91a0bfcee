"""Champions of Kamigawa, the rest of the set (9): Vassal's Duty (a redirection,
CR 614.9), Hisoka, Minamo Sensei ("the discarded card"), Yosei, Oathkeeper,
Kusari-Gama, Forbidden Orchard and Tide of War."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind
from ..engine.layers import anthem, enchanted
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, is_player_ref
from ..engine.ops import Op, damage, move
from ..engine.targets import (
    TargetSpec,
    is_permanent,
    target_opponent,
    target_permanent,
    target_player,
    target_spell,
)
from ..engine.triggers import Dies, OnEvent
from ..language.effects import SELF, Custom, Pump, TapOrUntap
from ..language.keywords import FLYING, equip, tap_for
from ..mechanics.prevention import PreventDamage
from ..mechanics.untapping import SkipsNextUntapStep
from . import Activated, Static, Triggered, behaviour, cost
from .kamigawa import SPIRIT_TOKEN
from .spiderman_heroes import has_ability

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ---------------------------------------------------------------- Vassal's Duty
def _legendary_creature_you_control(game: Game, obj: GameObject, controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and ch.controller == controller and "Legendary" in ch.supertypes


behaviour(
    "Vassal's Duty",
    abilities=[
        Activated(
            cost("{1}"),
            (
                PreventDamage(
                    target_permanent(
                        _legendary_creature_you_control, "target.legendary_creature_you_control"
                    ),
                    amount=1,
                    to_you=True,
                ),
            ),
        )
    ],
)


# ------------------------------------------------------- Hisoka, Minamo Sensei
_HISOKA = target_spell()


def _counter_if_same_mana_value(game: Game, ctx: Context, part: int) -> list[Op]:
    """Counter it if it has the same mana value as the card discarded to pay."""
    discarded = ctx.flags.discarded
    if discarded is None:
        return []
    value = discarded.faces[0].mana_cost.mana_value
    return [
        Op("counter", obj=oid)
        for oid in game.still_legal(ctx, _HISOKA, part)
        if game.chars(oid).mana_value == value
    ]


behaviour(
    "Hisoka, Minamo Sensei",
    abilities=[
        Activated(
            cost("{2}{U}", discard=1),
            (Custom(_counter_if_same_mana_value, (_HISOKA,), key="effect.counter"),),
        )
    ],
)


# ----------------------------------------------------------------------- Yosei
_YOSEI_PLAYER = target_player()


@dataclass(frozen=True)
class PermanentsOfChosenPlayer(TargetSpec):
    """ "Up to N target permanents that player controls", "that player" being the
    one chosen for the slot ``of_player`` of the same spell or ability."""

    of_player: TargetSpec | None = None

    def _player(self, source: GameObject | None) -> int | None:
        info = source.cast_info if source is not None else None
        if info is None or info.ctx is None or self.of_player is None:
            return None
        chosen = info.ctx.chosen_for(self.of_player, 0)
        return int(str(chosen[0])[1:]) if chosen and is_player_ref(chosen[0]) else None

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        player = self._player(source)
        for ref in super().choices(game, controller, source, chosen_already):
            if game.chars(ref).controller == player:
                yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        return (
            super().is_legal(game, ref, controller, source)
            and isinstance(ref, int)
            and game.chars(ref).controller == self._player(source)
        )


_YOSEI_TAPS = PermanentsOfChosenPlayer(
    "target.up_to_five_permanents_that_player_controls",
    objects=is_permanent,
    count=5,
    minimum=0,
    of_player=_YOSEI_PLAYER,
)
behaviour(
    "Yosei, the Morning Star",
    abilities=[
        FLYING,
        Triggered(Dies(), (SkipsNextUntapStep(_YOSEI_PLAYER), TapOrUntap(_YOSEI_TAPS))),
    ],
)


# ------------------------------------------------------------------ Oathkeeper
def _equipped_creature_dies(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """The creature this Equipment was attached to as it left dies."""
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    lki = game.lki.get(event["obj"])
    return source in event.get("detached", ()) and lki is not None and lki.is_creature


def _return_if_samurai(game: Game, ctx: Context, part: int) -> list[Op]:
    card = (ctx.event or {}).get("new")
    found = game.objects.get(card) if isinstance(card, int) else None
    if found is None or found.zone != GRAVEYARD:
        return []
    if "Samurai" not in found.card.faces[0].subtypes:
        return []
    return [move(found.id, BATTLEFIELD, "return", controller=ctx.controller)]


def _exile_what_it_equipped(game: Game, ctx: Context, part: int) -> list[Op]:
    me = game.lki_objects.get(ctx.source)
    equipped = me.attached_to if me is not None else None
    if equipped is None or equipped not in game.battlefield:
        return []
    return [move(equipped, EXILE, "exile")]


behaviour(
    "Oathkeeper, Takeno's Daisho",
    abilities=[
        Static(anthem(3, 1, enchanted)),
        Triggered(
            OnEvent(_equipped_creature_dies, key="trigger.dies"),
            (Custom(_return_if_samurai, key="effect.return"),),
        ),
        Triggered(
            Dies(creature_only=False), (Custom(_exile_what_it_equipped, key="effect.exile"),)
        ),
        equip("{2}"),
    ],
)


# ------------------------------------------------------------------ Kusari-Gama
def _equipped_hits_a_blocker(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.DAMAGE or is_player_ref(event["target"]):
        return False
    me = game.objects.get(source)
    combat = game.combat
    return (
        me is not None
        and me.attached_to == event["source"]
        and combat is not None
        and event["target"] in combat.blockers
    )


def _sweep_the_defenders(game: Game, ctx: Context, part: int) -> list[Op]:
    """That much damage to each other creature the defending player controls."""
    event = ctx.event or {}
    blocker, amount = event.get("target"), event.get("amount", 0)
    if not isinstance(blocker, int):
        return []
    defender = game.lki_controller(blocker, moved_ok=True)
    return [damage(ctx.source, oid, amount) for oid in game.creatures(defender) if oid != blocker]


behaviour(
    "Kusari-Gama",
    abilities=[
        Static((has_ability(Activated(cost("{2}"), (Pump(SELF, 1, 0),)), enchanted),)),
        Triggered(
            OnEvent(_equipped_hits_a_blocker, key="trigger.damage"),
            (Custom(_sweep_the_defenders, key="effect.damage"),),
        ),
        equip("{3}"),
    ],
)


# ------------------------------------------------------------ Forbidden Orchard
def _tapped_for_mana(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.MANA and event.get("source") == source


_ORCHARD_OPPONENT = target_opponent()


def _spirit_for_the_opponent(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("token", controller=int(str(ref)[1:]), card=SPIRIT_TOKEN)
        for ref in game.still_legal(ctx, _ORCHARD_OPPONENT, part)
    ]


behaviour(
    "Forbidden Orchard",
    abilities=[
        tap_for("{W}", "{U}", "{B}", "{R}", "{G}"),
        Triggered(
            OnEvent(_tapped_for_mana, key="trigger.mana"),
            (Custom(_spirit_for_the_opponent, (_ORCHARD_OPPONENT,), key="effect.token"),),
        ),
    ],
)


# ------------------------------------------------------------------ Tide of War
def _first_block(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """One or more creatures block: the first block of the declaration triggers
    it (the blocks are declared at once, CR 509.1)."""
    if event.kind != EventKind.BLOCK:
        return False
    return not any(t.source == source and t.ability is _TIDE for t in game.waiting_triggers)


def _flip_and_sacrifice(game: Game, ctx: Context, part: int) -> list[Op]:
    """Flip a coin (CR 705): won, each blocking creature is sacrificed; lost, each
    blocked creature is."""
    combat = game.combat
    if combat is None:
        return []
    won = game.rng.random() < 0.5
    losers = list(combat.blockers) if won else [a for a in combat.attackers if a in combat.blocked]
    return [move(oid, GRAVEYARD, "sacrifice") for oid in losers if oid in game.battlefield]


_TIDE = Triggered(
    OnEvent(_first_block, key="trigger.block"),
    (Custom(_flip_and_sacrifice, key="effect.coin"),),
    text="Whenever one or more creatures block, flip a coin.",
)
behaviour("Tide of War", abilities=[_TIDE])
