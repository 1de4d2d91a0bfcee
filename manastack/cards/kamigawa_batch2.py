"""Champions of Kamigawa, the rest of the set (2): prevention (Kitsune Healer,
Eiganjo Castle, Candles' Glow, Ethereal Haze, General's Kabuto; see
:mod:`manastack.mechanics.prevention`), protection of a chosen colour, the
things that last until the next end step (Otherworldly Journey, Hikari,
Kiki-Jiki, Through the Breach; :mod:`manastack.mechanics.end_step`), the
Dragons Keiga and Jugan, and a few spells."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.layers import ContinuousEffect, enchanted, grant
from ..engine.objects import GRAVEYARD, HAND, LIBRARY, STACK
from ..engine.ops import Op, damage, move
from ..engine.targets import (
    TargetSpec,
    any_target,
    is_creature,
    target_creature,
    target_opponent,
    target_permanent,
    target_spell,
    you_control,
)
from ..engine.triggers import Dies, Enters, SpellCast
from ..language.effects import (
    SELF,
    Choice,
    Custom,
    Draw,
    Effect,
    May,
    TapOrUntap,
)
from ..language.keywords import FLYING, HASTE, equip, tap_for
from ..mechanics.end_step import (
    ExileUntilNextEndStep,
    PutCreatureUntilNextEndStep,
    TokenCopyUntilNextEndStep,
)
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.prevention import PreventDamage, PreventsDamageTo
from ..mechanics.splice import splice_onto
from . import Activated, Static, Triggered, behaviour, cost
from .onslaught import DividedAmong
from .onslaught_spells import ProtectionOfChoice

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_SPIRIT_OR_ARCANE = SpellCast(filter=spirit_or_arcane)


def _legendary_creature(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and "Legendary" in ch.supertypes


def _target_legendary_creature() -> TargetSpec:
    return target_permanent(_legendary_creature, "target.legendary_creature")


# ------------------------------------------------------------------ prevention
behaviour(
    "Kitsune Healer",
    abilities=[
        Activated(cost(tap=True), (PreventDamage(any_target(), amount=1),)),
        Activated(cost(tap=True), (PreventDamage(_target_legendary_creature()),)),
    ],
)
behaviour(
    "Eiganjo Castle",
    abilities=[
        tap_for("{W}"),
        Activated(cost("{W}", tap=True), (PreventDamage(_target_legendary_creature(), amount=2),)),
    ],
)
behaviour(
    "Candles' Glow",
    abilities=[splice_onto("Arcane", "{1}{W}")],
    spell=[PreventDamage(any_target(), amount=3, gain_life=True)],
)
behaviour("Ethereal Haze", spell=[PreventDamage(from_creatures=True)])
behaviour(
    "General's Kabuto",
    abilities=[
        Static((grant((KeywordName.SHROUD,), enchanted),)),
        PreventsDamageTo(
            enchanted, text="Prevent all combat damage that would be dealt to equipped creature."
        ),
        equip("{2}"),
    ],
)


# --------------------------------------------------- protection of a chosen colour
behaviour(
    "Blessed Breath",
    abilities=[splice_onto("Arcane", "{W}")],
    spell=[
        ProtectionOfChoice(
            target_creature(you_control(is_creature), label="target.creature_you_control")
        )
    ],
)
behaviour(
    "Kami of the Painted Road",
    abilities=[Triggered(_SPIRIT_OR_ARCANE, (ProtectionOfChoice(SELF),))],
)


# ------------------------------------------------------ until the next end step
behaviour(
    "Otherworldly Journey",
    spell=[ExileUntilNextEndStep(target_creature(), counters=((CounterKind.P1P1, 1),))],
)
behaviour(
    "Hikari, Twilight Guardian",
    abilities=[FLYING, Triggered(_SPIRIT_OR_ARCANE, (May(ExileUntilNextEndStep(SELF)),))],
)


def _nonlegendary_creature_you_control(game: Game, obj: GameObject, controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and ch.controller == controller and "Legendary" not in ch.supertypes


behaviour(
    "Kiki-Jiki, Mirror Breaker",
    abilities=[
        HASTE,
        Activated(
            cost(tap=True),
            (
                TokenCopyUntilNextEndStep(
                    target_permanent(
                        _nonlegendary_creature_you_control,
                        "target.nonlegendary_creature_you_control",
                    )
                ),
            ),
        ),
    ],
)
behaviour(
    "Through the Breach",
    abilities=[splice_onto("Arcane", "{2}{R}{R}")],
    spell=[PutCreatureUntilNextEndStep()],
)


# ---------------------------------------------------------------- the Dragons
_KEIGA = target_creature()


def _gain_control(game: Game, ctx: Context, part: int) -> list[Op]:
    """Gain control of it for the rest of the game (layer 2, CR 613.1b)."""
    return [
        Op("control", obj=oid, player=ctx.controller, source=ctx.source)
        for oid in game.still_legal(ctx, _KEIGA, part)
    ]


behaviour(
    "Keiga, the Tide Star",
    abilities=[
        FLYING,
        Triggered(Dies(), (Custom(_gain_control, (_KEIGA,), key="effect.control"),)),
    ],
)
_JUGAN = DividedAmong("target.distribute_counters", objects=is_creature, count=5)


@dataclass(frozen=True)
class DistributeCounters(Effect):
    """Put the +1/+1 counters as distributed among the legal targets (CR 601.2d,
    608.2b: a target that became illegal gets none)."""

    to: DividedAmong
    key: str = "effect.counters"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.to,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        shares = Counter(game.still_legal(ctx, self.to, part))
        return [
            Op("counters", obj=oid, counter=CounterKind.P1P1, amount=n) for oid, n in shares.items()
        ]


behaviour(
    "Jugan, the Rising Star",
    abilities=[FLYING, Triggered(Dies(), (May(DistributeCounters(_JUGAN)),))],
)


# ---------------------------------------------------------------------- spells
behaviour(
    "Terashi's Cry",
    spell=[
        TapOrUntap(
            TargetSpec("target.up_to_three_creatures", objects=is_creature, count=3, minimum=0)
        )
    ],
)
_INVERTED = target_creature()


def _switch_power_and_toughness(game: Game, ctx: Context, part: int) -> list[Op]:
    """Switch its power and toughness until end of turn (layer 7d, CR 613.4d)."""

    def switch(ch: Characteristics, _game: Game, _source: Any, _obj: Any) -> None:
        ch.power, ch.toughness = ch.toughness, ch.power

    found = game.still_legal(ctx, _INVERTED, part)
    if not found:
        return []
    effect = ContinuousEffect(
        "7d",
        switch,
        locked=frozenset(found),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.switch",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "Strange Inversion",
    abilities=[splice_onto("Arcane", "{1}{R}")],
    spell=[Custom(_switch_power_and_toughness, (_INVERTED,), key="effect.switch")],
)


def _a_land_entered(game: Game, new: int, _controller: int) -> bool:
    return game.chars(new).is_land


def _hit_that_lands_controller(game: Game, ctx: Context, part: int) -> list[Op]:
    land = (ctx.event or {}).get("new")
    if land is None:
        return []
    return [damage(ctx.source, f"P{game.lki_controller(land, moved_ok=True)}", 2)]


behaviour(
    "Zo-Zu the Punisher",
    abilities=[
        Triggered(
            Enters(self_only=False, filter=_a_land_entered),
            (Custom(_hit_that_lands_controller, key="effect.damage"),),
        )
    ],
)


def _activated_ability(game: Game, obj: GameObject, _controller: int) -> bool:
    """An activated ability on the stack (mana abilities never are, CR 605.3a)."""
    info = obj.cast_info
    return (
        info is not None
        and info.ability
        and info.ctx is not None
        and info.ctx.flags.ability is not None
        and not info.ctx.flags.trigger
    )


_SQUELCHED = TargetSpec("target.activated_ability", objects=_activated_ability, zone=STACK)


def _counter_ability(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("counter", obj=oid) for oid in game.still_legal(ctx, _SQUELCHED, part)]


behaviour(
    "Squelch",
    spell=[Custom(_counter_ability, (_SQUELCHED,), key="effect.counter"), Draw(1)],
)
_HINDERED = target_spell()


def _top_or_bottom(game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Choice | None:
    legal = game.still_legal(ctx, _HINDERED, part)
    if not legal or key in ctx.answers:
        return None
    return Choice(
        ctx.controller,
        DecisionKind.SCRY,
        "prompt.hinder",
        ("top", "bottom"),
        (("card", legal[0]),),
        key=key,
    )


def _hinder(game: Game, ctx: Context, part: int) -> list[Op]:
    """Counter it (CR 701.5a), putting the card into its owner's library instead
    of the graveyard, on top or at the bottom as you choose."""
    answer = ctx.answers.get((part, 0))
    return [
        move(oid, LIBRARY, "counter", position=answer[0] if answer else "top")
        for oid in game.still_legal(ctx, _HINDERED, part)
    ]


behaviour(
    "Hinder",
    spell=[Custom(_hinder, (_HINDERED,), key="effect.counter", choose=_top_or_bottom)],
)


@dataclass(frozen=True)
class GiftsUngiven(Effect):
    """Search for up to four cards with different names and reveal them; the
    target opponent chooses two of them (all of them, if two or fewer were
    found); those go to the graveyard, the rest to the hand; then shuffle
    (CR 701.19, 701.16a)."""

    opponent: TargetSpec
    key: str = "effect.gifts"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.opponent,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        answers = ctx.answers.get(key, [])
        found = [a for a in answers if a != "done"]
        if len(found) < 4 and "done" not in answers:
            names = {game.objects[c].card.name for c in found}
            options = tuple(
                c
                for c in game.players[me].library
                if c not in found and game.objects[c].card.name not in names
            )
            return Choice(me, DecisionKind.SEARCH, "prompt.search", options + ("done",), key=key)
        reveal = [Op("reveal", objs=list(found), player=me)] if found else []
        opponents = game.still_legal(ctx, self.opponent, part)
        to_graveyard = list(found)
        if len(found) > 2 and opponents:
            ckey = key + ("opponent",)
            chosen = ctx.answers.get(ckey, [])
            if len(chosen) < 2:
                options = tuple(c for c in found if c not in chosen)
                return Choice(
                    int(str(opponents[0])[1:]),
                    DecisionKind.CHOOSE_CARD,
                    "prompt.gifts_graveyard",
                    options,
                    (("revealed", tuple(found)),),
                    key=ckey,
                )
            to_graveyard = list(chosen)
        return (
            reveal
            + [move(c, GRAVEYARD, "effect") for c in to_graveyard]
            + [move(c, HAND, "effect") for c in found if c not in to_graveyard]
            + [Op("shuffle", player=me)]
        )


behaviour("Gifts Ungiven", spell=[GiftsUngiven(target_opponent())])
