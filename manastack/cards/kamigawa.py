"""Champions, Betrayers and Saviors of Kamigawa: samurai, spirits, Arcane spells
and the other single cards (the ten flip heroes are in :mod:`.kamigawa_heroes`, the
five-card cycles in :mod:`.kamigawa_cycles`).

Mechanics come from :mod:`manastack.mechanics`: ``bushido(n)``, ``soulshift(n)``,
``splice_onto("Arcane", cost)``, ``Flip()``, and the helpers
for Shrines, Zubera, divinity counters and Deceivers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind, KeywordName
from ..engine.layers import ContinuousEffect, anthem
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from ..engine.ops import Op, move
from ..engine.selectors import (
    creatures,
    legendary,
    you_control,
)
from ..engine.targets import (
    TargetSpec,
    any_player,
    any_target,
    target_creature,
    target_permanent,
    target_player,
)
from ..language.effects import (
    SELF,
    Choice,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    GainLife,
    Mill,
    Pump,
    ReturnToHand,
    players_for,
)
from ..language.keywords import (
    FLYING,
    tap_for,
)
from ..mechanics.bushido import bushido
from ..mechanics.put import SearchAndReveal
from ..mechanics.splice import splice_onto
from . import Activated, Static, behaviour, cost, nonland_names, token

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

# ------------------------------------------------------------------ shared bits
SPIRIT_TOKEN = token("Spirit", "Creature — Spirit", "1/1", colour="")
SNAKE_TOKEN = token("Snake", "Creature — Snake", "1/1", colour="G")


def dealt_damage_this_turn(game, obj, controller) -> bool:
    """ "A creature that was dealt damage this turn" (turn log of damage events)."""
    return game.chars(obj).is_creature and any(
        target == obj.id for _source, target in game.turn_log.get("damaged", ())
    )


def count_lands(game, ctx) -> int:
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller and game.chars(oid).is_land
    )


def count_creatures(game, ctx) -> int:
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller and game.chars(oid).is_creature
    )


def hand_size(game, ctx) -> int:
    return len(game.players[ctx.controller].hand)


# ===================================================================== white
behaviour(
    "Kabuto Moth", abilities=[FLYING, Activated(cost(tap=True), (Pump(target_creature(), 1, 2),))]
)


def _controls_legendary_samurai(game, source, obj, ch) -> bool:
    if source is None or obj.id != source.id:
        return False
    me = ch.controller
    return any(
        game.chars(o).controller == me
        and "Legendary" in game.chars(o).supertypes
        and "Samurai" in game.chars(o).subtypes
        and game.chars(o).is_creature
        for o in game.battlefield
    )


behaviour(
    "Konda's Hatamoto",
    abilities=[bushido(1), Static(anthem(1, 2, _controls_legendary_samurai, ("vigilance",)))],
)

_quiet_purity = target_permanent(
    lambda g, o, c: "Enchantment" in g.chars(o).types, "target.enchantment"
)
behaviour("Quiet Purity", spell=[Destroy(_quiet_purity)])
behaviour(
    "Spiritual Visit",
    abilities=[splice_onto("Arcane", "{W}")],
    spell=[
        Custom(
            lambda g, ctx, p: [Op("token", controller=ctx.controller, card=SPIRIT_TOKEN)],
            key="effect.token",
        )
    ],
)


def _protection_from_your_colours(ch, game, source, obj) -> None:
    colours = set()
    for oid in game.battlefield:
        other = game.chars(oid)
        if other.controller == ch.controller:
            colours |= other.colours
    ch.keywords = ch.keywords | {f"protection:{c}" for c in colours}


behaviour(
    "Empty-Shrine Kannushi",
    abilities=[
        Static(
            (
                ContinuousEffect(
                    "6",
                    _protection_from_your_colours,
                    applies=lambda g, src, o, ch: src is not None and o.id == src.id,
                    key="ce.protection",
                ),
            )
        )
    ],
)


# Eight-and-a-Half-Tails ------------------------------------------------------
class SpellOrPermanent(TargetSpec):
    """ "Target spell or permanent" (CR 115.1): the battlefield and the stack."""

    def choices(self, game, controller, source, chosen_already=()):
        for oid in list(game.battlefield) + list(game.stack):
            obj = game.objects[oid]
            if oid in chosen_already or (source is not None and oid == source.id):
                continue
            if obj.zone != BATTLEFIELD and (obj.cast_info is None or obj.cast_info.ability):
                continue
            if game.can_be_targeted(oid, source, controller):
                yield oid

    def is_legal(self, game, ref, controller, source):
        obj = game.objects.get(ref)
        if obj is None or obj.zone not in (BATTLEFIELD, "stack"):
            return False
        if obj.zone != BATTLEFIELD and (obj.cast_info is None or obj.cast_info.ability):
            return False
        return game.can_be_targeted(obj.id, source, controller)


_white_target = SpellOrPermanent("target.spell_or_permanent")


def _becomes_white(game, ctx, part):
    ids = game.still_legal(ctx, _white_target, part)
    if not ids:
        return []

    def modify(ch, _game, _source, _obj):
        ch.colours = frozenset({"W"})

    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "5",
                modify,
                locked=frozenset(ids),
                source=ctx.source,
                controller=ctx.controller,
                timestamp=game.next_timestamp(),
                until="end_of_turn",
                key="ce.colour",
            ),
        )
    ]


_tails_target = target_permanent(
    lambda g, o, c: g.chars(o).controller == c, "target.permanent_you_control"
)
behaviour(
    "Eight-and-a-Half-Tails",
    abilities=[
        Activated(cost("{1}{W}"), (Pump(_tails_target, 0, 0, ("protection:W",)),)),
        Activated(
            cost("{1}"), (Custom(_becomes_white, (_white_target,), key="effect.becomes_white"),)
        ),
    ],
)

# ====================================================================== blue
behaviour("Reach Through Mists", spell=[Draw(1)])
behaviour(
    "Lifted by Clouds",
    abilities=[splice_onto("Arcane", "{1}{U}")],
    spell=[Pump(target_creature(), 0, 0, (KeywordName.FLYING,))],
)
behaviour(
    "Consuming Vortex",
    abilities=[splice_onto("Arcane", "{3}{U}")],
    spell=[ReturnToHand(target_creature())],
)
behaviour(
    "Dampen Thought",
    abilities=[splice_onto("Arcane", "{1}{U}")],
    spell=[Mill(4, who=target_player())],
)
behaviour(
    "Eye of Nowhere",
    spell=[ReturnToHand(target_permanent(lambda g, o, c: True, "target.permanent"))],
)


# ===================================================================== black
behaviour("Cursed Ronin", abilities=[bushido(1), Activated(cost("{B}"), (Pump(SELF, 1, 1),))])
behaviour("Pull Under", spell=[Pump(target_creature(), -5, -5)])
behaviour(
    "Rend Flesh",
    spell=[
        Destroy(
            target_creature(
                lambda g, o, c: "Spirit" not in g.chars(o).subtypes,
                label="target.non_spirit_creature",
            )
        )
    ],
)
behaviour("Waking Nightmare", spell=[Discard(2, who=target_player())])
_revival = TargetSpec(
    "target.creature_card_in_your_graveyard",
    objects=lambda g, o, c: o.owner == c and g.chars(o).is_creature,
    zone=GRAVEYARD,
)
behaviour(
    "Soulless Revival", abilities=[splice_onto("Arcane", "{1}{B}")], spell=[ReturnToHand(_revival)]
)


@dataclass(frozen=True)
class ExtractNamed(Effect):
    """Cranial Extraction: "Choose a nonland card name. Search target player's
    graveyard, hand, and library for all cards with that name and exile them.
    Then that player shuffles."  Either name of a flip card may be chosen, but a
    card has only its normal name outside the battlefield (CR 710.5, FLIP-07).
    Every card with the name in the public graveyard is exiled; in the hidden
    hand and library the searcher may fail to find some or all of them
    (CR 701.19b), so they pick the ones found one at a time, then ``done``."""

    who: TargetSpec
    key: str = "effect.extract"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.who,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        if key not in ctx.answers:
            return Choice(
                ctx.controller, DecisionKind.CARD_NAME, "prompt.card_name", nonland_names(), key=key
            )
        name = ctx.answers[key][0]
        victim = game.players[players[0]]
        found_key = key + ("found",)
        answers = ctx.answers.get(found_key, [])
        found = [a for a in answers if a != "done"]
        left = tuple(
            c
            for c in (*victim.hand, *victim.library)
            if game.objects[c].card.name == name and c not in found
        )
        if left and "done" not in answers:
            return Choice(
                ctx.controller,
                DecisionKind.EXTRACT,
                "prompt.extract",
                left + ("done",),
                (("name", name), ("revealed", left)),
                key=found_key,
            )
        graveyard = [c for c in victim.graveyard if game.objects[c].card.name == name]
        return (
            [Op("reveal", objs=list(victim.hand), player=victim.index)]
            + [move(c, EXILE, "exile") for c in graveyard + found]
            + [Op("shuffle", player=victim.index)]
        )


behaviour("Cranial Extraction", spell=[ExtractNamed(target_player())])

# ======================================================================= red
behaviour(
    "Glacial Ray", abilities=[splice_onto("Arcane", "{1}{R}")], spell=[DealDamage(2, any_target())]
)
behaviour(
    "Lava Spike",
    spell=[
        DealDamage(
            3,
            TargetSpec(
                "target.player_or_planeswalker",
                objects=lambda g, o, c: "Planeswalker" in g.chars(o).types,
                players=any_player,
            ),
        )
    ],
)
behaviour(
    "Crushing Pain",
    spell=[
        DealDamage(6, target_creature(dealt_damage_this_turn, label="target.creature_dealt_damage"))
    ],
)
_anger = target_creature(
    lambda g, o, c: "Legendary" not in g.chars(o).supertypes, label="target.nonlegendary_creature"
)


def _blind_with_anger(game, ctx, part):
    ids = game.still_legal(ctx, _anger, part)
    ops = []
    for i in ids:
        ops += [
            Op("untap", obj=i),
            Op("control", obj=i, player=ctx.controller, source=ctx.source, until="end_of_turn"),
        ]
    return ops + Pump(_anger, 0, 0, (KeywordName.HASTE,)).resolve(game, ctx, part, ())


behaviour("Blind with Anger", spell=[Custom(_blind_with_anger, (_anger,), key="effect.threaten")])
_unnatural_speed = target_creature()
behaviour("Unnatural Speed", spell=[Pump(_unnatural_speed, 0, 0, (KeywordName.HASTE,))])
# ===================================================================== green
behaviour("Orochi Sustainer", abilities=[tap_for("G")])
behaviour(
    "Kodama's Might",
    abilities=[splice_onto("Arcane", "{G}")],
    spell=[Pump(target_creature(), 2, 2)],
)
behaviour("Vital Surge", abilities=[splice_onto("Arcane", "{1}{G}")], spell=[GainLife(3)])
behaviour("Strength of Cedars", spell=[Pump(target_creature(), count_lands, count_lands)])
behaviour("Joyous Respite", spell=[GainLife(count_lands)])


# ------------------------------------------------------------ legendary matters
behaviour("Time of Need", spell=[SearchAndReveal((legendary & creatures), to=HAND)])


behaviour("Day of Destiny", abilities=[Static(anthem(2, 2, (creatures & legendary & you_control)))])
