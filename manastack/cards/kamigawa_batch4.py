"""Champions of Kamigawa, the rest of the set (4): legends (Horobi, Takeno,
Dosan, Shisato, the two Inames), Konda's Banner, devotion counters (Pious
Kitsune, Bloodthirsty Ogre), Junkyo Bell and Glimpse of Nature."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, anthem
from ..engine.model import Keyword
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD
from ..engine.ops import Op, move
from ..engine.selectors import creatures, other, subtype
from ..engine.targets import (
    TargetSpec,
    has_subtype,
    is_creature,
    target_creature,
    target_permanent,
    you_control,
)
from ..engine.triggers import AtStep, DealsCombatDamage, Dies, Enters, OnEvent, SpellCast
from ..language.effects import (
    SELF,
    THAT_PLAYER,
    AddCounters,
    AttachTo,
    CreateDelayedTrigger,
    Custom,
    Destroy,
    Draw,
    Effect,
    GainLife,
    If,
    May,
    Pump,
    ReturnToHand,
    SearchLibrary,
    Sequence_,
)
from ..language.keywords import FLYING
from ..mechanics.bushido import bushido
from ..mechanics.end_step import NEXT_END_STEP, SacrificeIt
from ..mechanics.own_turn_only import CastOnlyOnOwnTurn
from ..mechanics.sacrifice import Sacrifice
from ..mechanics.untapping import SkipsNextUntapStep
from . import Activated, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# -------------------------------------------------------------------- Horobi
def _creature_becomes_a_target(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.TARGET or not isinstance(event["target"], int):
        return False
    target = game.objects.get(event["target"])
    return target is not None and target.zone == BATTLEFIELD and game.chars(target).is_creature


def _that_creature(game: Game, ctx: Context) -> list[int]:
    target = (ctx.event or {}).get("target")
    return [target] if isinstance(target, int) and target in game.battlefield else []


behaviour(
    "Horobi, Death's Wail",
    abilities=[
        FLYING,
        Triggered(
            OnEvent(_creature_becomes_a_target, key="trigger.targeted"),
            (Destroy(_that_creature),),
        ),
    ],
)


# -------------------------------------------------------------------- Takeno
def _bushido_points(ch: Characteristics) -> int:
    return sum(
        a.value
        for a in ch.abilities
        if isinstance(a, Keyword) and a.name == KeywordName.BUSHIDO and isinstance(a.value, int)
    )


def _plus_one_per_bushido(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    n = _bushido_points(ch)
    if ch.power is not None and ch.toughness is not None:
        ch.power += n
        ch.toughness += n


behaviour(
    "Takeno, Samurai General",
    abilities=[
        bushido(2),
        Static(
            (
                ContinuousEffect(
                    "7c",
                    _plus_one_per_bushido,
                    applies=creatures & you_control & other & subtype("Samurai"),
                    key="ce.takeno",
                ),
            )
        ),
    ],
)


# ------------------------------------------------------------- Dosan, Shisato
behaviour("Dosan the Falling Leaf", abilities=[CastOnlyOnOwnTurn()])
behaviour(
    "Shisato, Whispering Hunter",
    abilities=[
        Triggered(AtStep("upkeep"), (Sacrifice(has_subtype("Snake")),)),
        Triggered(DealsCombatDamage(to_player=True), (SkipsNextUntapStep(THAT_PLAYER),)),
    ],
)


# ---------------------------------------------------------------------- Iname
ANY_NUMBER = 1_000  # "any number of" cards: more than a library or graveyard holds


def _spirit_card(game: Game, obj: GameObject) -> bool:
    return "Spirit" in obj.card.faces[0].subtypes


behaviour(
    "Iname, Death Aspect",
    abilities=[
        Triggered(Enters(), (May(SearchLibrary(_spirit_card, to=GRAVEYARD, count=ANY_NUMBER)),))
    ],
)
_INAME_RETURNS = TargetSpec(
    "target.spirit_cards_in_your_graveyard",
    objects=lambda g, o, c: o.owner == c and _spirit_card(g, o),
    zone=GRAVEYARD,
    count=ANY_NUMBER,
    minimum=0,
)


def _exiled_iname(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "You may exile it": Iname, from the graveyard it died into."""
    found = game.objects.get(ctx.results.get("iname", -1))
    return [move(found.id, EXILE, "exile")] if found is not None else []


def _iname_in_graveyard(game: Game, ctx: Context) -> bool:
    """Is Iname still in the graveyard, so that it can be exiled (then "if you do")?"""
    dead = (ctx.event or {}).get("new")
    found = game.objects.get(dead) if isinstance(dead, int) else None
    if found is None or found.zone != GRAVEYARD:
        return False
    ctx.results["iname"] = found.id
    return True


behaviour(
    "Iname, Life Aspect",
    abilities=[
        Triggered(
            Dies(),
            (
                May(
                    If(
                        _iname_in_graveyard,
                        Sequence_(
                            (
                                Custom(_exiled_iname, key="effect.exile"),
                                ReturnToHand(_INAME_RETURNS),
                            )
                        ),
                    )
                ),
            ),
        )
    ],
)


# ------------------------------------------------------------- Konda's Banner
def _legendary_creature_you_control(game: Game, obj: GameObject, controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and ch.controller == controller and "Legendary" in ch.supertypes


def _equipped_creature(game: Game, source: GameObject | None) -> Characteristics | None:
    if source is None or source.attached_to is None or source.attached_to not in game.objects:
        return None
    return game.chars(source.attached_to)


def _shares_a_colour(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    equipped = _equipped_creature(game, source)
    return ch.is_creature and equipped is not None and bool(equipped.colours & ch.colours)


def _shares_a_creature_type(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    equipped = _equipped_creature(game, source)
    return ch.is_creature and equipped is not None and bool(equipped.subtypes & ch.subtypes)


behaviour(
    "Konda's Banner",
    abilities=[
        Static((*anthem(1, 1, _shares_a_colour), *anthem(1, 1, _shares_a_creature_type))),
        Activated(
            cost("{2}"),
            (
                AttachTo(
                    target_permanent(
                        _legendary_creature_you_control, "target.legendary_creature_you_control"
                    )
                ),
            ),
            sorcery_speed=True,
            text="Equip {2} (only to a legendary creature)",
        ),
    ],
)


# ---------------------------------------------------------- devotion counters
def _eight_and_a_half_tails_on_battlefield(game: Game, ctx: Context) -> bool:
    return any(game.chars(o).name == "Eight-and-a-Half-Tails" for o in game.battlefield)


def _devotion_counters(game: Game, ctx: Context) -> int:
    found = game.objects.get(ctx.source)
    if found is None or found.zone != BATTLEFIELD:
        return 0
    return found.counters.get(CounterKind.DEVOTION, 0)


behaviour(
    "Pious Kitsune",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (
                AddCounters(SELF, counter=CounterKind.DEVOTION),
                If(_eight_and_a_half_tails_on_battlefield, GainLife(_devotion_counters)),
            ),
        ),
        Activated(cost(tap=True, remove_counters=(CounterKind.DEVOTION, 1)), (GainLife(1),)),
    ],
)


def _you_control_a_demon(game: Game, obj: GameObject) -> bool:
    me = game.chars(obj).controller
    return any(
        "Demon" in game.chars(o).subtypes and game.chars(o).controller == me
        for o in game.battlefield
    )


def _minus_devotion(game: Game, ctx: Context) -> int:
    return -_devotion_counters(game, ctx)


behaviour(
    "Bloodthirsty Ogre",
    abilities=[
        Activated(cost(tap=True), (AddCounters(SELF, counter=CounterKind.DEVOTION),)),
        Activated(
            cost(tap=True),
            (Pump(target_creature(), _minus_devotion, _minus_devotion),),
            condition=_you_control_a_demon,
        ),
    ],
)


# ------------------------------------------------------------------ Junkyo Bell
_BELL = target_creature(you_control(is_creature), label="target.creature_you_control")


def _creatures_you_control(game: Game, ctx: Context) -> int:
    return len(game.creatures(ctx.controller))


def _sacrifice_it_later(game: Game, ctx: Context) -> tuple[Effect, ...]:
    return tuple(SacrificeIt(oid) for oid in ctx.chosen_for(_BELL, 0) if oid in game.battlefield)


behaviour(
    "Junkyo Bell",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (
                May(
                    Sequence_(
                        (
                            Pump(_BELL, _creatures_you_control, _creatures_you_control),
                            CreateDelayedTrigger(NEXT_END_STEP, _sacrifice_it_later),
                        )
                    )
                ),
            ),
        )
    ],
)


# ----------------------------------------------------------- Glimpse of Nature
def _creature_spell(game: Game, oid: int) -> bool:
    return game.chars(oid).is_creature


@dataclass(frozen=True)
class ThisTurnWhenever(Effect):
    """ "Whenever <event> this turn, <effects>": a delayed triggered ability that
    triggers each time until the turn ends (CR 603.7c)."""

    when: Any
    effects: tuple[Effect, ...]
    key: str = "effect.delayed"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        turn = game.turn_number
        ability = Triggered(
            self.when, self.effects, condition=lambda g, source, event: g.turn_number == turn
        )
        return [
            Op(
                "delayed",
                condition=self.when,
                ability=ability,
                controller=ctx.controller,
                source=ctx.source,
                one_shot=False,
            )
        ]


behaviour(
    "Glimpse of Nature",
    spell=[ThisTurnWhenever(SpellCast(filter=_creature_spell), (Draw(1),))],
)
