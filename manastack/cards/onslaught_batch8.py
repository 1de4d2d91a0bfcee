"""Onslaught, the rest of the set (8): control changes (Riptide Entrancer,
Thoughtbound Primoc, Custody Battle), changing a spell's target (Meddle,
Quicksilver Dragon), Words of War, Circle of Solace, Shade's Breath, False Cure.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import DecisionKind, EventKind
from ..engine.layers import ContinuousEffect, enchanted
from ..engine.objects import GRAVEYARD, player_of
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature, target_opponent, target_spell
from ..engine.triggers import AtStep, DealsCombatDamage, OnEvent
from ..language.effects import SELF, Choice, Custom, May, Pump
from ..language.keywords import FLYING
from ..mechanics.morph import Morph
from ..mechanics.next_draw import InsteadOfNextDraw
from ..mechanics.prevention import PreventNextFromType
from ..mechanics.spell_copy import ChangeTargetToAnotherCreature
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .onslaught_batch1 import choose_creature_type, chosen_type
from .onslaught_batch3 import has_ability
from .onslaught_batch5 import ChoiceEffect

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_TYPES = frozenset(CREATURE_TYPES)


def _controlled_by(player: int):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.controller = player

    return modify


def gain_control(game: Game, ctx: Context, player: int, ids: list[int]) -> Op:
    """``player`` gains control of ``ids`` indefinitely (layer 2, CR 613.1b)."""
    return Op(
        "effect",
        effect=ContinuousEffect(
            "2",
            _controlled_by(player),
            locked=frozenset(ids),
            source=ctx.source,
            controller=player,
            timestamp=game.next_timestamp(),
            key="ce.control",
        ),
    )


# ------------------------------------------------------------ Riptide Entrancer
def _damaged_player_of(stack_obj: GameObject | None) -> int | None:
    """The player a combat damage trigger on the stack was triggered by."""
    info = stack_obj.cast_info if stack_obj is not None else None
    event = info.ctx.event if info is not None and info.ctx is not None else None
    target = (event or {}).get("target")
    return player_of(target) if isinstance(target, str) else None


@dataclass(frozen=True, eq=False)
class CreatureThatPlayerControls(TargetSpec):
    """ "Target creature that player controls": the player the triggering
    combat damage was dealt to."""

    def choices(
        self, game: Game, controller: int, source: GameObject | None, chosen_already: tuple = ()
    ) -> Iterator[Any]:
        victim = _damaged_player_of(source)
        for ref in super().choices(game, controller, source, chosen_already):
            if game.chars(ref).controller == victim:
                yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        return (
            super().is_legal(game, ref, controller, source)
            and game.chars(ref).controller == _damaged_player_of(source)  # type: ignore[arg-type]
        )


_ENTRANCED = CreatureThatPlayerControls(
    "target.creature_that_player_controls", objects=lambda g, o, c: g.chars(o).is_creature
)


def _sacrifice_to_steal(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "You may sacrifice it. If you do, gain control of target creature that
    player controls." """
    if ctx.source not in game.battlefield:
        return []  # it can't be sacrificed: nothing is gained
    stolen = game.still_legal(ctx, _ENTRANCED, part)
    ops = [move(ctx.source, GRAVEYARD, "sacrifice")]
    return ops + ([gain_control(game, ctx, ctx.controller, stolen)] if stolen else [])


behaviour(
    "Riptide Entrancer",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (May(Custom(_sacrifice_to_steal, (_ENTRANCED,), key="effect.gain_control")),),
        ),
        Morph("{U}{U}"),
    ],
)


# --------------------------------------------------------- Thoughtbound Primoc
def _most_wizards(game: Game) -> int | None:
    """The player who controls more Wizards than each other player, if any."""
    counts: Counter[int] = Counter(
        game.chars(o).controller
        for o in game.battlefield
        if game.chars(o).is_creature and "Wizard" in game.chars(o).subtypes
    )
    if not counts:
        return None
    ranked = counts.most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


def _primoc_moves(game: Game, ctx: Context, part: int) -> list[Op]:
    player = _most_wizards(game)
    if player is None or ctx.source not in game.battlefield:
        return []
    return [gain_control(game, ctx, player, [ctx.source])]


behaviour(
    "Thoughtbound Primoc",
    abilities=[
        FLYING,
        Triggered(
            AtStep("upkeep"),
            (Custom(_primoc_moves, key="effect.gain_control"),),
            condition=lambda game, source, event: _most_wizards(game) is not None,
        ),
    ],
)


# -------------------------------------------------------------- Custody Battle
_NEW_CONTROLLER = target_opponent()


def _custody(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Target opponent gains control of this creature unless you sacrifice a land."""
    me = ctx.controller
    lands = tuple(
        o for o in game.battlefield if game.chars(o).is_land and game.chars(o).controller == me
    )
    if lands and key not in ctx.answers:
        return Choice(
            me, DecisionKind.SACRIFICE, "prompt.sacrifice_land_or_lose", lands + ("none",), key=key
        )
    answer = ctx.answers.get(key, ["none"])[0]
    if answer != "none":
        return [move(answer, GRAVEYARD, "sacrifice")]
    opponents = game.still_legal(ctx, _NEW_CONTROLLER, part)
    if not opponents or ctx.source not in game.battlefield:
        return []
    return [gain_control(game, ctx, player_of(opponents[0]), [ctx.source])]


CUSTODY = Triggered(
    AtStep("upkeep"), (ChoiceEffect(_custody, (_NEW_CONTROLLER,), key="effect.custody"),)
)
behaviour(
    "Custody Battle",
    abilities=[Enchant(target_creature()), Static((has_ability((CUSTODY,), enchanted),))],
)


# ------------------------------------------------------------- change target
behaviour("Meddle", spell=[ChangeTargetToAnotherCreature(target_spell())])
behaviour(
    "Quicksilver Dragon",
    abilities=[
        FLYING,
        Activated(cost("{U}"), (ChangeTargetToAnotherCreature(target_spell(), only_if_self=True),)),
        Morph("{4}{U}"),
    ],
)

# -------------------------------------------------------------- Words of War
behaviour("Words of War", abilities=[Activated(cost("{1}"), (InsteadOfNextDraw(damage=2),))])


# ----------------------------------------------------------- Circle of Solace
def _circle_type(game: Game, ctx: Context) -> str | None:
    return chosen_type(game.objects.get(ctx.source))


behaviour(
    "Circle of Solace",
    abilities=[
        choose_creature_type(),
        Activated(cost("{1}{W}"), (PreventNextFromType(_circle_type),)),
    ],
)


# -------------------------------------------------------------- Shade's Breath
def _shade(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.subtypes = (ch.subtypes - _TYPES) | {"Shade"}


def _black(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.colours = frozenset({"B"})


SHADE_PUMP = Activated(cost("{B}"), (Pump(SELF, 1, 1),))


def _add_pump(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.abilities = tuple(ch.abilities) + (SHADE_PUMP,)


def _shades(game: Game, ctx: Context, part: int) -> list[Op]:
    """Until end of turn, each creature you control becomes a black Shade
    (layers 4 and 5) and gains "{B}: This creature gets +1/+1 until end of
    turn" (layer 6)."""
    mine = frozenset(
        o
        for o in game.battlefield
        if game.chars(o).is_creature and game.chars(o).controller == ctx.controller
    )
    if not mine:
        return []
    ts = game.next_timestamp()
    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                layer,
                modify,
                locked=mine,
                source=ctx.source,
                controller=ctx.controller,
                timestamp=ts,
                until="end_of_turn",
                key=name,
            ),
        )
        for layer, modify, name in (
            ("4", _shade, "ce.creature_type"),
            ("5", _black, "ce.colour"),
            ("6", _add_pump, "ce.abilities"),
        )
    ]


behaviour("Shade's Breath", spell=[Custom(_shades, key="effect.shades_breath")])


# ------------------------------------------------------------------ False Cure
@dataclass(frozen=True)
class _GainsLifeThisTurn:
    """ "Whenever a player gains life" during the turn ``turn`` only."""

    turn: int

    def __call__(self, game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return (
            game.turn_number == self.turn
            and event.kind == EventKind.LIFE
            and int(event["amount"]) > 0
        )


def _lose_twice(game: Game, ctx: Context, part: int) -> list[Op]:
    event = ctx.event or {}
    return [Op("life", player=event["player"], amount=-2 * int(event["amount"]))]


def _false_cure(game: Game, ctx: Context, part: int) -> list[Op]:
    """Until end of turn, whenever a player gains life, that player loses 2
    life for each 1 life they gained (a delayed trigger for this turn only)."""
    when = OnEvent(_GainsLifeThisTurn(game.turn_number), key="trigger.gains_life")
    ability = Triggered(when, (Custom(_lose_twice, key="effect.lose_life"),))
    return [
        Op(
            "delayed",
            condition=when,
            ability=ability,
            controller=ctx.controller,
            source=ctx.source,
            one_shot=False,
        )
    ]


behaviour("False Cure", spell=[Custom(_false_cure, key="effect.false_cure")])

__all__ = ["CreatureThatPlayerControls", "gain_control"]
