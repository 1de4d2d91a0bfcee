"""Champions of Kamigawa, the rest of the set (5): Samurai of the Pale Curtain,
Oni Possession, the permanents that become creatures (Jade Idol, Soilshaper;
:mod:`manastack.mechanics.animate`), Orochi Hatchery, Wicked Akuba, and the
spells Reweave, Hanabi Blast, Mana Seism and Petals of Insight."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.layers import ContinuousEffect, anthem, enchanted
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec, any_target, is_creature, target_permanent
from ..engine.triggers import AtStep, SpellCast
from ..language.animate import BecomeCreature
from ..language.effects import (
    SELF,
    Choice,
    CreateToken,
    Custom,
    DealDamage,
    Discard,
    Draw,
    Effect,
    LoseLife,
    library_top,
)
from ..language.keywords import enters_with_counters
from ..mechanics.bushido import bushido
from ..mechanics.exile_instead import PermanentsExiledInstead
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.sacrifice import Sacrifice
from ..mechanics.splice import splice_onto
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .kamigawa import SNAKE_TOKEN

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_SPIRIT_OR_ARCANE = SpellCast(filter=spirit_or_arcane)

behaviour("Samurai of the Pale Curtain", abilities=[bushido(1), PermanentsExiledInstead()])


# ---------------------------------------------------------------- Oni Possession
def _is_a_demon_spirit(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """ "Enchanted creature is a Demon Spirit": its creature types are replaced
    (layer 4, CR 205.1b)."""
    ch.subtypes = frozenset({"Demon", "Spirit"})


behaviour(
    "Oni Possession",
    abilities=[
        Enchant(TargetSpec("target.creature", objects=is_creature)),
        Triggered(AtStep("upkeep"), (Sacrifice(is_creature),)),
        Static(
            (
                *anthem(3, 3, enchanted, (KeywordName.TRAMPLE,)),
                ContinuousEffect("4", _is_a_demon_spirit, applies=enchanted, key="ce.demon_spirit"),
            )
        ),
    ],
)


# ------------------------------------------------------- becoming a creature
behaviour(
    "Jade Idol",
    abilities=[Triggered(_SPIRIT_OR_ARCANE, (BecomeCreature(SELF, 4, 4, subtypes=("Spirit",)),))],
)


def _is_land(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_land


behaviour(
    "Soilshaper",
    abilities=[
        Triggered(
            _SPIRIT_OR_ARCANE,
            (BecomeCreature(target_permanent(_is_land, "target.land"), 3, 3),),
        )
    ],
)


# ------------------------------------------------------------- Orochi Hatchery
def _x_paid(game: Game, op: Op) -> int:
    """The X of the spell that is entering (CR 107.3m: 0 if it wasn't cast)."""
    obj = game.objects.get(op["obj"])
    info = obj.cast_info if obj is not None else None
    return info.ctx.x if info is not None and info.ctx is not None else 0


def _charge_counters(game: Game, ctx: Context) -> int:
    found = game.objects.get(ctx.source)
    return found.counters.get(CounterKind.CHARGE, 0) if found is not None else 0


behaviour(
    "Orochi Hatchery",
    abilities=[
        enters_with_counters(CounterKind.CHARGE, _x_paid),
        Activated(cost("{5}", tap=True), (CreateToken(SNAKE_TOKEN, amount=_charge_counters),)),
    ],
)


# ---------------------------------------------------------------- Wicked Akuba
@dataclass(frozen=True)
class PlayerDamagedBySource(TargetSpec):
    """ "Target player dealt damage by this creature this turn" (the turn's
    record of damage, read for the ability's source)."""

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Any:
        for ref in super().choices(game, controller, source, chosen_already):
            if _damaged_by(game, source, ref):
                yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        return super().is_legal(game, ref, controller, source) and _damaged_by(game, source, ref)


def _damaged_by(game: Game, source: GameObject | None, ref: object) -> bool:
    """Was ``ref`` dealt damage this turn by the creature (the ability's source,
    when ``source`` is the ability on the stack)?"""
    if source is None:
        return False
    info = source.cast_info
    on_stack = info is not None and info.ability and info.ctx is not None
    creature = info.ctx.source if on_stack and info is not None and info.ctx else source.id
    return (creature, ref) in game.turn_log.get("damaged", ())


behaviour(
    "Wicked Akuba",
    abilities=[
        Activated(
            cost("{B}"),
            (
                LoseLife(
                    1,
                    PlayerDamagedBySource(
                        "target.player_dealt_damage_by_it", players=lambda g, p, c: True
                    ),
                ),
            ),
        )
    ],
)


# ---------------------------------------------------------------------- Reweave
_REWOVEN = target_permanent(lambda g, o, c: True, "target.permanent")


def _sacrifice_it(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Target permanent's controller sacrifices it" (noted for "if the player does")."""
    found = game.still_legal(ctx, _REWOVEN, part)
    if not found:
        return []
    ctx.results[("reweave", part)] = (found[0], game.chars(found[0]).controller)
    return [move(found[0], GRAVEYARD, "sacrifice")]


def _reveal_until_shared_type(game: Game, ctx: Context, part: int) -> list[Op]:
    """Reveal from the top until a permanent card that shares a card type with the
    sacrificed permanent (as it last existed, CR 608.2h), put it onto the
    battlefield, then shuffle."""
    noted = ctx.results.get(("reweave", part))
    if noted is None:
        return []
    gone, player = noted
    lki = game.last_known(gone)
    found = game.objects.get(gone)
    if lki is None or (found is not None and found.zone == BATTLEFIELD):
        return []  # it wasn't sacrificed
    kinds = lki.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
    revealed: list[int] = []
    for oid in reversed(game.players[player].library):
        revealed.append(oid)
        face = game.objects[oid].card.faces[0]
        if face.is_permanent and face.types & kinds:
            return [
                Op("reveal", objs=revealed, player=player),
                move(oid, BATTLEFIELD, "put", controller=player),
                Op("shuffle", player=player),
            ]
    return [Op("reveal", objs=revealed, player=player), Op("shuffle", player=player)]


behaviour(
    "Reweave",
    abilities=[splice_onto("Arcane", "{2}{U}{U}")],
    spell=[
        Custom(_sacrifice_it, (_REWOVEN,), key="effect.sacrifice"),
        Custom(_reveal_until_shared_type, key="effect.reweave"),
    ],
)


# ------------------------------------------------------------------ Hanabi Blast
def _return_this_to_hand(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return <this spell> to its owner's hand" (it is still on the stack)."""
    found = game.objects.get(ctx.source)
    return [move(ctx.source, HAND, "return")] if found is not None else []


behaviour(
    "Hanabi Blast",
    spell=[
        DealDamage(2, any_target()),
        Custom(_return_this_to_hand, key="effect.bounce"),
        Discard(1, random=True),
    ],
)


# -------------------------------------------------------------------- Mana Seism
@dataclass(frozen=True)
class SacrificeLandsForMana(Effect):
    """ "Sacrifice any number of lands, then add that much {C}": lands chosen
    one at a time, then ``done``."""

    key: str = "effect.mana_seism"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        answers = ctx.answers.get(key, [])
        chosen = [a for a in answers if a != "done"]
        if "done" not in answers:
            options = tuple(
                oid
                for oid in game.battlefield
                if oid not in chosen
                and game.chars(oid).controller == me
                and game.chars(oid).is_land
            )
            if options:
                return Choice(
                    me,
                    DecisionKind.SACRIFICE,
                    "prompt.sacrifice_land",
                    options + ("done",),
                    key=key,
                )
        ops = [move(oid, GRAVEYARD, "sacrifice") for oid in chosen]
        return ops + ([Op("mana", player=me, mana="C" * len(chosen))] if chosen else [])


behaviour("Mana Seism", spell=[SacrificeLandsForMana()])


# ------------------------------------------------------------- Petals of Insight
@dataclass(frozen=True)
class PetalsOfInsight(Effect):
    """Look at the top three; you may put them on the bottom in any order (one
    at a time, each under the ones before) and return this spell to its owner's
    hand; otherwise draw three cards."""

    key: str = "effect.petals"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.setdefault(("petals", key), tuple(library_top(game, me, 3)))
        answer = ctx.answers.get(key)
        if not answer:
            for card in looked:  # looked at before the choice (as Scry's cards are)
                if me not in game.known.get(card, frozenset()):
                    change_now(game, Op("look", obj=card, player=me))
            return Choice(
                me,
                DecisionKind.MAY,
                "prompt.petals",
                ("yes", "no"),
                (("cards", tuple(looked)),),
                key=key,
            )
        if answer[0] != "yes":
            return Draw(3).resolve(game, ctx, part, key + ("draw",))
        order_key = key + ("order",)
        order = ctx.answers.get(order_key, [])
        if len(order) < len(looked) - 1:
            left = tuple(c for c in looked if c not in order)
            return Choice(me, DecisionKind.BOTTOM_ORDER, "prompt.bottom_order", left, key=order_key)
        ordered = list(order) + [c for c in looked if c not in order]
        bottom = [move(c, LIBRARY, "effect", position="bottom") for c in ordered]
        return bottom + _return_this_to_hand(game, ctx, part)


behaviour("Petals of Insight", spell=[PetalsOfInsight()])
