"""Betrayers of Kamigawa, second batch: the "splinter" cycle
(:mod:`manastack.language.same_name`), Cunning Bandit, and singles that look at
libraries, hands and graveyards."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import pump_until_end_of_turn
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, player_ref
from ..engine.ops import Op, damage, move
from ..engine.targets import (
    has_type,
    is_creature,
    not_colour,
    target_card_in_graveyard,
    target_creature,
    target_permanent,
    target_spell,
    you_control,
)
from ..engine.triggers import AtStep, Blocks, Enters, SpellCast
from ..language.control import GainControl
from ..language.effects import (
    CreateDelayedTrigger,
    Custom,
    May,
    MoveCard,
    library_top,
)
from ..language.keywords import DEFENDER, FLYING, TRAMPLE
from ..language.same_name import ExileWithSameName
from ..mechanics.ki import flip_with_ki, ki_on_spirit_or_arcane, remove_ki, spirit_or_arcane
from ..mechanics.put import SearchAndReveal
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from . import Activated, Triggered, behaviour, cost, side
from .onslaught_spells import ProtectionOfChoice

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

# ----------------------------------------------------------- the splinter cycle


def _nonbasic_land(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_land and "Basic" not in ch.supertypes


behaviour(
    "Eradicate",
    spell=[
        ExileWithSameName(target_creature(not_colour("B", is_creature), "target.nonblack_creature"))
    ],
)
behaviour(
    "Quash",
    spell=[
        ExileWithSameName(
            target_spell("Instant", "Sorcery", label="target.instant_or_sorcery_spell"),
            counter=True,
        )
    ],
)
behaviour(
    "Scour",
    spell=[ExileWithSameName(target_permanent(has_type("Enchantment"), "target.enchantment"))],
)
behaviour(
    "Splinter",
    spell=[ExileWithSameName(target_permanent(has_type("Artifact"), "target.artifact"))],
)
behaviour(
    "Sowing Salt",
    spell=[ExileWithSameName(target_permanent(_nonbasic_land, "target.nonbasic_land"))],
)

# ------------------------------------------------------------------ ki flips
behaviour(
    "Cunning Bandit",
    abilities=[ki_on_spirit_or_arcane(), flip_with_ki()],
    back=side(
        "Azamuki, Treachery Incarnate",
        abilities=[Activated(remove_ki(), (GainControl(target_creature()),))],
    ),
)


# ----------------------------------------------------------------- libraries
def _mill_then_draw_its_mana_value(game: Game, ctx: Context, part: int) -> list[Op]:
    """Heed the Mists: the milled card's mana value, read as it is milled."""
    top = library_top(game, ctx.controller, 1)
    if not top:
        return []
    n = game.objects[top[0]].card.faces[0].mana_cost.mana_value
    return [move(top[0], GRAVEYARD, "mill")] + [Op("draw", player=ctx.controller) for _ in range(n)]


behaviour("Heed the Mists", spell=[Custom(_mill_then_draw_its_mana_value, key="effect.mill")])


@dataclass(frozen=True)
class RevealCreaturesToHand(Effect):
    """Enshrined Memories: "Reveal the top X cards of your library. Put all
    creature cards revealed this way into your hand and the rest on the bottom
    of your library in any order" (the order is asked card by card)."""

    key: str = "effect.enshrined_memories"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Any:
        me = ctx.controller
        looked = ctx.results.setdefault(("revealed", key), tuple(library_top(game, me, ctx.x)))
        creatures = [c for c in looked if "Creature" in game.objects[c].card.faces[0].types]
        rest = [c for c in looked if c not in creatures]
        order = ctx.answers.get(key, [])
        if len(rest) > 1 and len(order) < len(rest) - 1:
            left = tuple(c for c in rest if c not in order)
            return Choice(me, DecisionKind.BOTTOM_ORDER, "prompt.bottom_order", left, key=key)
        ordered = order + [c for c in rest if c not in order]
        return (
            [Op("reveal", objs=list(looked), player=me)]
            + [move(c, HAND, "effect") for c in creatures]
            + [Op("move", obj=c, to=LIBRARY, cause="effect", position="bottom") for c in ordered]
        )


behaviour("Enshrined Memories", spell=[RevealCreaturesToHand()])

_ENCHANT_CREATURE = re.compile(r"^Enchant creature( \(.*\))?$")


def _aura_with_enchant_creature(game: Game, obj: GameObject) -> bool:
    """An Aura card whose enchant ability is exactly "Enchant creature"."""
    face = obj.card.faces[0]
    return "Aura" in face.subtypes and any(
        _ENCHANT_CREATURE.match(line) for line in face.text.splitlines()
    )


behaviour(
    "Tallowisp",
    abilities=[
        Triggered(
            SpellCast(filter=spirit_or_arcane),
            (May(SearchAndReveal(_aura_with_enchant_creature)),),
        )
    ],
)


# ------------------------------------------------------------------- hands
@dataclass(frozen=True)
class EachOpponentMayPutLegend(Effect):
    """Iwamori: "each opponent may put a legendary creature card from their hand
    onto the battlefield" (in turn order, CR 101.4); it was not cast."""

    key: str = "effect.put_from_hand"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Any:
        ops: list[Op] = []
        n = len(game.players)
        for p in sorted(game.opponents(ctx.controller), key=lambda q: (q - game.active_player) % n):
            legends = tuple(
                c
                for c in game.players[p].hand
                if {"Legendary"} <= game.objects[c].card.faces[0].supertypes
                and "Creature" in game.objects[c].card.faces[0].types
            )
            if not legends:
                continue
            pkey = key + (p,)
            answer = ctx.answers.get(pkey)
            if not answer:
                return Choice(
                    p,
                    DecisionKind.PUT_FROM_HAND,
                    "prompt.put_legend",
                    legends + ("none",),
                    key=pkey,
                )
            if answer[0] != "none":
                ops.append(move(answer[0], BATTLEFIELD, "put", controller=p))
        return ops


behaviour(
    "Iwamori of the Open Fist",
    abilities=[TRAMPLE, Triggered(Enters(), (EachOpponentMayPutLegend(),))],
)


# ---------------------------------------------------------------- graveyards
def _legendary_creature_card(game: Game, obj: GameObject, _controller: int) -> bool:
    face = obj.card.faces[0]
    return "Legendary" in face.supertypes and "Creature" in face.types


_GORYO_TARGET = target_card_in_graveyard(
    _legendary_creature_card, "target.legendary_creature_card_in_your_graveyard", yours=True
)


def _return_it(game: Game, ctx: Context, part: int) -> list[Op]:
    """Goryo's Vengeance: "Return target legendary creature card from your
    graveyard to the battlefield" (it may ask questions as it enters: riot)."""
    legal = game.still_legal(ctx, _GORYO_TARGET, part)
    return [move(legal[0], BATTLEFIELD, "put")] if legal else []


def _haste_until_the_end_step(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "That creature gains haste.  Exile it at the beginning of the next end
    step" (CR 603.7): the creature the first instruction returned, if it is on
    the battlefield."""
    returned = [
        i
        for i in ctx.results.get(f"done{(part, 0)}", [])
        if isinstance(i, int) and i in game.battlefield
    ]
    if not returned:
        return []
    new = returned[0]
    haste = pump_until_end_of_turn(game, ctx.source, [new], 0, 0, (KeywordName.HASTE,))
    exile_it = (MoveCard(new, BATTLEFIELD, EXILE, "exile"),)
    later = CreateDelayedTrigger(AtStep("end", yours=False), lambda _game, _ctx: exile_it)
    return [Op("effect", effect=e) for e in haste] + later.resolve(game, ctx, part, ())


behaviour(
    "Goryo's Vengeance",
    abilities=[splice_onto("Arcane", "{2}{B}")],
    spell=[
        Custom(_return_it, targets=(_GORYO_TARGET,), key="effect.reanimate"),
        Custom(_haste_until_the_end_step, key="effect.reanimate"),
    ],
)


# --------------------------------------------------------------------- combat
def _return_the_blocked_creature_at_end_of_combat(game: Game, ctx: Context) -> tuple[Effect, ...]:
    attacker = (ctx.event or {}).get("attacker")
    return () if attacker is None else (MoveCard(attacker, BATTLEFIELD, HAND, "bounce"),)


behaviour(
    "Kaijin of the Vanishing Touch",
    abilities=[
        DEFENDER,
        Triggered(
            Blocks(),
            (
                CreateDelayedTrigger(
                    AtStep("end_of_combat", yours=False),
                    _return_the_blocked_creature_at_end_of_combat,
                ),
            ),
        ),
    ],
)


def _enchantments_then_auras_deal_2(game: Game, ctx: Context, part: int) -> list[Op]:
    """Aura Barbs: each enchantment deals 2 damage to its controller, then each
    Aura attached to a creature deals 2 damage to that creature."""
    enchantments = [o for o in game.battlefield if "Enchantment" in game.chars(o).types]
    ops = [damage(o, player_ref(game.chars(o).controller), 2) for o in enchantments]
    for o in enchantments:
        host = game.objects[o].attached_to
        if "Aura" in game.chars(o).subtypes and host is not None and game.chars(host).is_creature:
            ops.append(damage(o, host, 2))
    return ops


behaviour("Aura Barbs", spell=[Custom(_enchantments_then_auras_deal_2, key="effect.damage")])
behaviour(
    "Moonlit Strider",
    abilities=[
        Activated(
            cost(sacrifice_self=True),
            (
                ProtectionOfChoice(
                    target_creature(you_control(is_creature), "target.creature_you_control")
                ),
            ),
        ),
        soulshift(3),
    ],
)


# ---------------------------------------------------------------------- Chisei
@dataclass(frozen=True)
class SacrificeUnlessRemoveCounter(Effect):
    """Chisei: "sacrifice <this> unless you remove a counter from a permanent you
    control" (CR 118.12: the choice to pay is made on resolution)."""

    key: str = "effect.sacrifice_unless"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Any:
        if ctx.source not in game.battlefield:
            return []
        me = ctx.controller
        with_counters = tuple(
            o
            for o in game.battlefield
            if game.chars(o).controller == me and any(game.objects[o].counters.values())
        )
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                me,
                DecisionKind.CHOOSE_CARD,
                "prompt.remove_counter_or_sacrifice",
                with_counters + ("sacrifice",),
                key=key,
            )
        if answer[0] == "sacrifice" or answer[0] not in game.battlefield:
            return [move(ctx.source, GRAVEYARD, "sacrifice")]
        kinds = tuple(k for k, n in game.objects[answer[0]].counters.items() if n > 0)
        kind_key = key + ("kind",)
        if len(kinds) > 1 and kind_key not in ctx.answers:
            return Choice(me, DecisionKind.MODE, "prompt.counter_kind", kinds, key=kind_key)
        kind = ctx.answers[kind_key][0] if len(kinds) > 1 else kinds[0]
        return [Op("counters", obj=answer[0], counter=kind, amount=-1)]


behaviour(
    "Chisei, Heart of Oceans",
    abilities=[FLYING, Triggered(AtStep("upkeep"), (SacrificeUnlessRemoveCounter(),))],
)

__all__ = ["EachOpponentMayPutLegend", "RevealCreaturesToHand", "SacrificeUnlessRemoveCounter"]
