"""Onslaught, the rest of the set (1): creatures and spells built from the card
language, the Crowns, the "choose a creature type" enchantments, and the
effects a few cards share (a player sacrifices, look at the top cards and put
them back in any order, a land becomes a creature, abilities granted until end
of turn).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.layers import ContinuousEffect, anthem, enchanted, grant, set_controller
from ..engine.model import Ability
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, player_of
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    any_target,
    has_subtype,
    has_type,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    target_permanent,
    target_player,
    target_spell,
)
from ..engine.triggers import Attacks, DealsCombatDamage, Enters
from ..language.as_enters import as_enters
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    YOU,
    Choice,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Discard,
    Draw,
    Effect,
    GainLife,
    LoseLife,
    May,
    Pump,
    ReturnToHand,
    Sequence_,
    amount_of,
    library_top,
    objects_for,
    players_for,
)
from ..language.keywords import FLYING, TRAMPLE, protection
from ..mechanics.cycling import cycling
from ..mechanics.fear import FEAR
from ..mechanics.morph import Morph
from ..mechanics.regeneration import Regenerate, destroy_without_regeneration
from ..mechanics.surveil import Surveil
from . import Activated, Enchant, Replacement, Static, Triggered, behaviour, cost, token
from .morph_faq import BecomeCreatureType
from .onslaught_cycling import when_cycled
from .onslaught_tribal import count_on_battlefield

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

Amount = int | Callable[["Game", "Context"], int]


# ------------------------------------------------------------ shared effects
@dataclass(frozen=True)
class PlayerSacrifices(Effect):
    """ "<Player> sacrifices a creature [of their choice]" (CR 701.17a): each
    player meant chooses one permanent they control that ``selector`` accepts;
    a player with none sacrifices nothing.  ``who(game, ctx)`` names the
    players."""

    who: Callable[[Game, Context], list[int]]
    selector: Callable[[Game, GameObject, int], bool] = is_creature
    key: str = "effect.sacrifice"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        chosen: list[int] = []
        for player in self.who(game, ctx):
            pkey = key + (player,)
            options = tuple(
                oid
                for oid in game.battlefield
                if game.chars(oid).controller == player
                and self.selector(game, game.objects[oid], player)
            )
            if not options:
                continue
            if pkey not in ctx.answers:
                return Choice(player, DecisionKind.SACRIFICE, "prompt.sacrifice", options, key=pkey)
            chosen.append(ctx.answers[pkey][0])
        return [move(oid, GRAVEYARD, "sacrifice") for oid in chosen]


def _you(game: Game, ctx: Context) -> list[int]:
    return [ctx.controller]


def _damaged_player(game: Game, ctx: Context) -> list[int]:
    """The player a combat damage trigger's damage was dealt to."""
    return [player_of((ctx.event or {})["target"])]


@dataclass(frozen=True)
class ArrangeTop(Effect):
    """ "Look at the top N cards of your library, then put them back in any
    order" (CR 401.4): the cards are fixed once looked at; the player picks
    the card to be on top first, then the next, and so on."""

    amount: Amount = 4
    key: str = "effect.arrange_top"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        looked = ctx.results.get(("arrange", key))
        if looked is None:
            looked = ctx.results[("arrange", key)] = library_top(
                game, me, max(0, amount_of(self.amount, game, ctx))
            )
        order = ctx.answers.get(key, [])
        if len(order) < len(looked) - 1:
            left = tuple(c for c in looked if c not in order)
            return Choice(me, DecisionKind.SCRY_ORDER, "prompt.scry_order", left, key=key)
        ordered = order + [c for c in looked if c not in order]
        # the first card chosen ends on top: put the others back first
        return [
            Op("move", obj=c, to=LIBRARY, cause="arrange", position="top")
            for c in reversed(ordered)
        ]


@dataclass(frozen=True)
class DestroyUnregenerable(Effect):
    """ "Destroy <target>. It can't be regenerated." (CR 701.15c)."""

    what: Any
    key: str = "effect.destroy"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [destroy_without_regeneration(o) for o in objects_for(self.what, game, ctx, part)]


def _set_pt(power: int, toughness: int):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.power, ch.toughness = power, toughness

    return modify


def _add_type(card_type: str):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.types = ch.types | {card_type}

    return modify


@dataclass(frozen=True)
class BecomesCreature(Effect):
    """ "<Permanent> becomes a P/T creature until end of turn. It's still a
    <type>": the creature type is added in layer 4, the P/T set in layer 7b
    (CR 613.1d, 613.4b)."""

    what: Any
    power: int
    toughness: int
    key: str = "effect.becomes_creature"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ids = frozenset(objects_for(self.what, game, ctx, part))
        if not ids:
            return []
        ts = game.next_timestamp()
        return [
            Op(
                "effect",
                effect=ContinuousEffect(
                    layer,
                    modify,
                    locked=ids,
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=ts,
                    until="end_of_turn",
                    key=ce_key,
                ),
            )
            for layer, modify, ce_key in (
                ("4", _add_type("Creature"), "ce.type"),
                ("7b", _set_pt(self.power, self.toughness), "ce.set_pt"),
            )
        ]


def _add_abilities(abilities: tuple[Ability, ...]):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.abilities = tuple(ch.abilities) + abilities

    return modify


@dataclass(frozen=True)
class GainAbilities(Effect):
    """ "<Creatures> gain "<ability>" until end of turn" (layer 6, CR 613.1f);
    the affected set is locked in on resolution (CR 611.2c)."""

    what: Any
    abilities: tuple[Ability, ...]
    keywords: tuple[str, ...] = ()
    key: str = "effect.gain_ability"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ids = frozenset(objects_for(self.what, game, ctx, part))
        if not ids:
            return []
        ops = [
            Op(
                "effect",
                effect=ContinuousEffect(
                    "6",
                    _add_abilities(self.abilities),
                    locked=ids,
                    source=ctx.source,
                    controller=ctx.controller,
                    timestamp=game.next_timestamp(),
                    until="end_of_turn",
                    key="ce.abilities",
                ),
            )
        ]
        if self.keywords:
            ops += Pump(lambda g, c: sorted(ids), keywords=self.keywords).resolve(
                game, ctx, part, key
            )
        return ops


def _creatures_you_control(game: Game, ctx: Context) -> list[int]:
    return [
        o
        for o in game.battlefield
        if game.chars(o).is_creature and game.chars(o).controller == ctx.controller
    ]


def _all_creatures(game: Game, ctx: Context) -> list[int]:
    return [o for o in game.battlefield if game.chars(o).is_creature]


def _creature_types(ch: Characteristics) -> frozenset[str]:
    return frozenset(t for t in ch.subtypes if t in _TYPES)


_TYPES = frozenset(CREATURE_TYPES)


# ------------------------------------------------------------------- Crowns
def _crowned_and_kin(game: Game, ctx: Context) -> list[int]:
    """The creature the sacrificed Aura enchanted and the other creatures that
    share a creature type with it (its types as it is now, or as it last
    existed if it has left, CR 608.2h)."""
    aura = game.objects.get(ctx.source) or game.lki_objects.get(ctx.source)
    crowned = aura.attached_to if aura is not None else None
    if crowned is None:
        return []
    still_here = crowned in game.objects and game.objects[crowned].zone == BATTLEFIELD
    ch = game.chars(crowned) if still_here else game.last_known(crowned)
    if ch is None:
        return []
    kinds = _creature_types(ch)
    found = [
        o
        for o in game.battlefield
        if o != crowned and game.chars(o).is_creature and kinds & game.chars(o).subtypes
    ]
    return ([crowned] if still_here else []) + found


def crown(power: int, toughness: int, keywords: tuple[str, ...]) -> list[Ability]:
    """A Crown: "Enchant creature.  Enchanted creature gets +P/+T and has
    <keywords>.  Sacrifice this Aura: Enchanted creature and other creatures
    that share a creature type with it get +P/+T and gain <keywords> until end
    of turn." (CR 303.4, 205.3)."""
    statics: list[Any] = []
    if power or toughness:
        statics += anthem(power, toughness, enchanted)
    if keywords:
        statics.append(grant(keywords, enchanted))
    return [
        Enchant(target_creature()),
        Static(tuple(statics)),
        Activated(
            cost(sacrifice_self=True),
            (Pump(_crowned_and_kin, power, toughness, keywords),),
        ),
    ]


_PRO_BLACK_RED = (f"{KeywordName.PROTECTION}:B", f"{KeywordName.PROTECTION}:R")
behaviour("Crown of Awe", abilities=crown(0, 0, _PRO_BLACK_RED))
behaviour("Crown of Ascension", abilities=crown(0, 0, (KeywordName.FLYING,)))
behaviour("Crown of Suspicion", abilities=crown(2, -1, ()))
behaviour("Crown of Fury", abilities=crown(1, 0, (KeywordName.FIRST_STRIKE,)))
behaviour("Crown of Vigor", abilities=crown(1, 1, ()))


# ------------------------------------------------- "choose a creature type"
def _any_type(game: Game, obj: GameObject, player: int) -> tuple[str, ...]:
    return CREATURE_TYPES


def choose_creature_type() -> Any:
    """ "As this enters, choose a creature type" (CR 614.12): the choice is kept
    on the permanent as the designation ``type:<chosen>``."""
    return as_enters(
        DecisionKind.CREATURE_TYPE,
        "prompt.choose_creature_type",
        _any_type,
        lambda g, data, chosen: {
            "designations": frozenset(data.get("designations") or ()) | {f"type:{chosen}"}
        },
        text="choose a creature type",
    )


def chosen_type(source: GameObject | None) -> str | None:
    """The creature type chosen as ``source`` entered."""
    if source is None:
        return None
    for mark in source.designations:
        if mark.startswith("type:"):
            return mark.split(":", 1)[1]
    return None


def _of_chosen_type(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    kind = chosen_type(source)
    return ch.is_creature and kind is not None and kind in ch.subtypes


behaviour(
    "Shared Triumph", abilities=[choose_creature_type(), Static(anthem(1, 1, _of_chosen_type))]
)
behaviour(
    "Cover of Darkness",
    abilities=[choose_creature_type(), Static((grant((KeywordName.FEAR,), _of_chosen_type),))],
)
behaviour(
    "Steely Resolve",
    abilities=[choose_creature_type(), Static((grant((KeywordName.SHROUD,), _of_chosen_type),))],
)


# ---------------------------------------------------------------- creatures
behaviour("Severed Legion", abilities=[FEAR])
behaviour("Gluttonous Zombie", abilities=[FEAR])
behaviour("Foothill Guide", abilities=[protection("Goblin"), Morph("{W}")])
behaviour("Fallen Cleric", abilities=[protection("Cleric"), Morph("{4}{B}")])
behaviour("Riptide Biologist", abilities=[protection("Beast"), Morph("{2}{U}")])
behaviour("Rummaging Wizard", abilities=[Activated(cost("{2}{U}"), (Surveil(1),))])
behaviour(
    "Visara the Dreadful",
    abilities=[
        FLYING,
        Activated(
            cost(tap=True),
            (DestroyUnregenerable(target_creature()),),
        ),
    ],
)
behaviour(
    "Silvos, Rogue Elemental", abilities=[TRAMPLE, Activated(cost("{G}"), (Regenerate(SELF),))]
)
behaviour(
    "Accursed Centaur",
    abilities=[Triggered(Enters(), (PlayerSacrifices(_you),))],
)
behaviour(
    "Cabal Executioner",
    abilities=[
        Triggered(DealsCombatDamage(to_player=True), (PlayerSacrifices(_damaged_player),)),
        Morph("{3}{B}{B}"),
    ],
)


def _half_your_life(game: Game, ctx: Context) -> int:
    life = game.players[ctx.controller].life
    return max(0, (life + 1) // 2)


def _half_their_life(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "That player loses half their life, rounded up" (CR 107.1a)."""
    player = _damaged_player(game, ctx)[0]
    life = game.players[player].life
    return [Op("life", player=player, amount=-((life + 1) // 2))] if life > 0 else []


behaviour(
    "Ebonblade Reaper",
    abilities=[
        Triggered(Attacks(), (LoseLife(_half_your_life, who=YOU),)),
        Triggered(
            DealsCombatDamage(to_player=True),
            (Custom(_half_their_life, key="effect.lose_half_life"),),
        ),
        Morph("{3}{B}{B}"),
    ],
)


def _other_creatures(game: Game, obj: GameObject) -> int:
    return sum(1 for o in game.battlefield if o != obj.id and game.chars(o).is_creature)


def _counters_per_other_creature(game: Game, op: Op) -> Op:
    """ "This creature enters with X +1/+1 counters on it, where X is the
    number of other creatures on the battlefield" (CR 614.1c)."""
    counters = dict(op.get("counters") or {})
    n = sum(1 for o in game.battlefield if o != op["obj"] and game.chars(o).is_creature)
    counters[CounterKind.P1P1] = counters.get(CounterKind.P1P1, 0) + n
    return op.replaced(("counters", CounterKind.P1P1), counters=counters)


behaviour(
    "Stag Beetle",
    abilities=[
        Replacement(
            "enter",
            lambda game, obj, op: True,
            _counters_per_other_creature,
            text="enters with X +1/+1 counters",
        )
    ],
)
behaviour(
    "Undead Gladiator",
    abilities=[
        Activated(
            cost("{1}{B}", discard=1),
            (
                Custom(
                    lambda g, ctx, p: _return_self_from_graveyard(g, ctx),
                    key="effect.return_to_hand",
                ),
            ),
            zone=GRAVEYARD,
            condition=lambda g, obj: g.step == "upkeep" and g.active_player == obj.owner,
        ),
        cycling("{1}{B}"),
    ],
)


def _return_self_from_graveyard(game: Game, ctx: Context) -> list[Op]:
    """ "Return this card from your graveyard to your hand"."""
    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != GRAVEYARD:
        return []
    return [move(ctx.source, HAND, "return")]


# ---------------------------------------------------------- land and lands
behaviour(
    "Annex",
    abilities=[
        Enchant(target_permanent(has_type("Land"), "target.land")),
        Static((set_controller(enchanted),)),
    ],
)
_LAND = target_permanent(has_type("Land"), "target.land")
behaviour(
    "Kamahl, Fist of Krosa",
    abilities=[
        Activated(cost("{G}"), (BecomesCreature(_LAND, 1, 1),)),
        Activated(
            cost("{2}{G}{G}{G}"),
            (Pump(_creatures_you_control, 3, 3, (KeywordName.TRAMPLE,)),),
        ),
    ],
)


def _sacrificed(game: Game, ctx: Context) -> Characteristics | None:
    """The creature sacrificed to pay the cost, as it last existed (CR 608.2h)."""
    return game.lki.get(ctx.flags.chosen_sacrifice or -1)


def _sacrificed_toughness(game: Game, ctx: Context) -> int:
    lki = _sacrificed(game, ctx)
    return max(lki.toughness or 0, 0) if lki is not None else 0


def _sacrificed_power(game: Game, ctx: Context) -> int:
    lki = _sacrificed(game, ctx)
    return max(lki.power or 0, 0) if lki is not None else 0


def _creature_of(subtype: str) -> Callable[[Game, GameObject, int], bool]:
    def check(game: Game, obj: GameObject, _player: int) -> bool:
        ch = game.chars(obj)
        return ch.is_creature and subtype in ch.subtypes

    return check


behaviour(
    "Starlit Sanctum",
    abilities=[
        Activated(cost(tap=True), mana=("C",)),
        Activated(
            cost("{W}", tap=True, sacrifice=_creature_of("Cleric")),
            (GainLife(_sacrificed_toughness),),
        ),
        Activated(
            cost("{B}", tap=True, sacrifice=_creature_of("Cleric")),
            (LoseLife(_sacrificed_power, who=target_player()),),
        ),
    ],
)
behaviour(
    "Airdrop Condor",
    abilities=[
        FLYING,
        Activated(
            cost("{1}{R}", sacrifice=_creature_of("Goblin")),
            (DealDamage(_sacrificed_power, any_target()),),
        ),
    ],
)


# ------------------------------------------------------------------- spells
def _mana_value_at_most(n: int) -> Callable[[Game, GameObject, int], bool]:
    def check(game: Game, obj: GameObject, _controller: int) -> bool:
        return game.chars(obj).mana_value <= n

    return check


_SMOTHERED = target_creature(_mana_value_at_most(3), label="target.creature_mana_value_3")
behaviour(
    "Smother",
    spell=[DestroyUnregenerable(_SMOTHERED)],
)
_NON_ZOMBIE = target_creature(
    lambda g, o, c: "Zombie" not in g.chars(o).subtypes, label="target.non_zombie_creature"
)
_ZOMBIE_CARD = target_card_in_graveyard(
    lambda g, o, c: "Zombie" in o.card.faces[0].subtypes,
    "target.zombie_card_in_your_graveyard",
    yours=True,
)
_ZOMBIE_CARD_UP_TO_ONE = TargetSpec(
    _ZOMBIE_CARD.label, objects=_ZOMBIE_CARD.objects, zone=GRAVEYARD, minimum=0
)
behaviour(
    "Cruel Revival",
    spell=[
        DestroyUnregenerable(_NON_ZOMBIE),
        ReturnToHand(_ZOMBIE_CARD_UP_TO_ONE),
    ],
)


def _shuffle_in_and_draw(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "The owner of target nonland permanent shuffles it into their library,
    then draws two cards"."""
    ops: list[Op] = []
    for oid in objects_for(_OBLATED, game, ctx, part):
        owner = game.objects[oid].owner
        ops += [move(oid, LIBRARY, "shuffle_in"), Op("shuffle", player=owner)]
        ops += [Op("draw", player=owner), Op("draw", player=owner)]
    return ops


_OBLATED = target_permanent(lambda g, o, c: not g.chars(o).is_land, "target.nonland_permanent")
behaviour("Oblation", spell=[Custom(_shuffle_in_and_draw, (_OBLATED,), key="effect.oblation")])

INSECT = token("Insect", "Creature — Insect", "1/1", colour="G")
behaviour(
    "Vitality Charm",
    modes=[
        [CreateToken(INSECT)],
        [Pump(target_creature(), 1, 1, (KeywordName.TRAMPLE,))],
        [Regenerate(target_creature(has_subtype("Beast"), label="target.beast_creature"))],
    ],
)
_RUN_WILD = target_creature()
behaviour(
    "Run Wild",
    spell=[
        GainAbilities(
            _RUN_WILD,
            (Activated(cost("{G}"), (Regenerate(SELF),)),),
            keywords=(KeywordName.TRAMPLE,),
        )
    ],
)
behaviour(
    "Dirge of Dread",
    spell=[Pump(_all_creatures, keywords=(KeywordName.FEAR,))],
    abilities=[
        cycling("{1}{B}"),
        when_cycled(May(Pump(target_creature(), keywords=(KeywordName.FEAR,)))),
    ],
)


def _opponents_with_cards(game: Game, ctx: Context) -> int:
    """How many cards "each other player discards a card" discards: one from
    each opponent with a card in hand."""
    return sum(1 for p in players_for(EACH_OPPONENT, game, ctx, 0) if game.players[p].hand)


# one effect, so the cards to draw are counted before the discards happen
behaviour(
    "Syphon Mind",
    spell=[Sequence_((Discard(1, who=EACH_OPPONENT), Draw(_opponents_with_cards)))],
)


# ------------------------------------------- look at the top of your library
behaviour("Sage Aven", abilities=[FLYING, Triggered(Enters(), (ArrangeTop(4),))])
behaviour(
    "Aven Fateshaper",
    abilities=[
        FLYING,
        Triggered(Enters(), (ArrangeTop(4),)),
        Activated(cost("{4}{U}"), (ArrangeTop(4),)),
    ],
)
behaviour(
    "Information Dealer",
    abilities=[Activated(cost(tap=True), (ArrangeTop(count_on_battlefield("Wizard")),))],
)
behaviour("Discombobulate", spell=[CounterTarget(target_spell()), ArrangeTop(4)])
behaviour(
    "Trickery Charm",
    modes=[
        [Pump(target_creature(), keywords=(KeywordName.FLYING,))],
        [BecomeCreatureType(target_creature())],
        [ArrangeTop(4)],
    ],
)

__all__ = [
    "ArrangeTop",
    "BecomesCreature",
    "DestroyUnregenerable",
    "GainAbilities",
    "PlayerSacrifices",
    "choose_creature_type",
    "chosen_type",
    "crown",
]
