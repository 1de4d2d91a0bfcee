"""Onslaught, the rest of the set (3): the Gustcloaks (untap and remove from
combat, CR 506.4), the cards that grant abilities (layer 6, CR 613.1f), "each
player chooses a creature type" and the other sweepers, and the wheels.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.events import Event
from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, enchanted, grant
from ..engine.model import Ability
from ..engine.objects import BATTLEFIELD, GRAVEYARD, player_of
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, an_opponent, target_creature, target_spell
from ..engine.triggers import BecomesBlocked, Enters, OnEvent
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    Choice,
    CounterTarget,
    Custom,
    DealDamage,
    Draw,
    Effect,
    GainLife,
    May,
)
from ..language.keywords import FLYING
from ..mechanics.blocking import BlockableOnlyBy
from ..mechanics.regeneration import Regenerate, destroy_without_regeneration
from ..mechanics.remove_from_combat import RemoveFromCombat
from . import Activated, Enchant, Static, Triggered, behaviour, cost
from .morph_faq import BecomeCreatureType
from .onslaught_batch1 import GainAbilities

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_TYPES = frozenset(CREATURE_TYPES)


# --------------------------------------------------------------- Gustcloaks
def _this_creature(game: Game, ctx: Context) -> list[int]:
    obj = game.objects.get(ctx.source)
    return [ctx.source] if obj is not None and obj.zone == BATTLEFIELD else []


def _blocked_creature(game: Game, ctx: Context) -> list[int]:
    """The creature whose becoming blocked triggered the ability."""
    attacker = (ctx.event or {})["attacker"]
    obj = game.objects.get(attacker)
    return [attacker] if obj is not None and obj.zone == BATTLEFIELD else []


def _yours_blocked(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever a creature you control becomes blocked" (CR 509.3d)."""
    return event.kind == EventKind.BLOCKED and game.chars(event["attacker"]).controller == (
        ch.controller
    )


GUSTCLOAK = Triggered(BecomesBlocked(), (May(RemoveFromCombat(_this_creature)),))
behaviour("Gustcloak Harrier", abilities=[FLYING, GUSTCLOAK])
behaviour("Gustcloak Runner", abilities=[GUSTCLOAK])
behaviour("Gustcloak Sentinel", abilities=[GUSTCLOAK])
behaviour("Gustcloak Skirmisher", abilities=[FLYING, GUSTCLOAK])
behaviour(
    "Gustcloak Savior",
    abilities=[
        FLYING,
        Triggered(
            OnEvent(_yours_blocked, key="trigger.blocked"),
            (May(RemoveFromCombat(_blocked_creature)),),
        ),
    ],
)


# --------------------------------------------------------- granted abilities
def _add_abilities(abilities: tuple[Ability, ...]):
    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.abilities = tuple(ch.abilities) + abilities

    return modify


def has_ability(abilities: tuple[Ability, ...], applies: Callable[..., bool]) -> ContinuousEffect:
    """ "<Objects> have "<ability>"" as a static ability (layer 6, CR 613.1f)."""
    return ContinuousEffect("6", _add_abilities(abilities), applies=applies, key="ce.abilities")


def _enchanted_wizard(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return enchanted(game, source, obj, ch) and "Wizard" in ch.subtypes


def _ping(n: int) -> Activated:
    return Activated(cost(tap=True), (DealDamage(n, target_creature()),))


behaviour(
    "Lavamancer's Skill",
    abilities=[
        Enchant(target_creature()),
        Static((has_ability((_ping(1),), enchanted),)),
        Static((has_ability((_ping(2),), _enchanted_wizard),)),
    ],
)


def _enchanted_creature(game: Game, ctx: Context) -> list[int]:
    aura = game.objects.get(ctx.source)
    if aura is None or aura.attached_to is None:
        return []
    return [aura.attached_to]


behaviour(
    "Mistform Mask",
    abilities=[
        Enchant(target_creature()),
        Activated(cost("{1}"), (BecomeCreatureType(_enchanted_creature),)),
    ],
)


def _wizards_you_control(game: Game, ctx: Context) -> list[int]:
    return [
        o
        for o in game.battlefield
        if game.chars(o).is_creature
        and "Wizard" in game.chars(o).subtypes
        and game.chars(o).controller == ctx.controller
    ]


behaviour(
    "Psychic Trance",
    spell=[
        GainAbilities(
            _wizards_you_control,
            (Activated(cost(tap=True), (CounterTarget(target_spell()),)),),
        )
    ],
)


def _you_control(subtype: str):
    """Tribal Golem's conditions: "as long as you control a <subtype>"."""

    def applies(
        game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
    ) -> bool:
        if source is None or obj.id != source.id:
            return False
        return any(
            game.chars(o).controller == ch.controller
            and game.chars(o).is_creature
            and subtype in game.chars(o).subtypes
            for o in game.battlefield
        )

    return applies


behaviour(
    "Tribal Golem",
    abilities=[
        Static(
            (
                grant((KeywordName.TRAMPLE,), _you_control("Beast")),
                grant((KeywordName.HASTE,), _you_control("Goblin")),
                grant((KeywordName.FIRST_STRIKE,), _you_control("Soldier")),
                grant((KeywordName.FLYING,), _you_control("Wizard")),
                has_ability(
                    (Activated(cost("{B}"), (Regenerate(SELF),)),),
                    _you_control("Zombie"),
                ),
            )
        )
    ],
)


def _shares_three(game: Game, blocker: int, attacker: int) -> bool:
    """Graxiplon: the defending player controls three or more creatures that
    share a creature type."""
    defender = game.chars(blocker).controller
    counts: Counter[str] = Counter()
    for o in game.battlefield:
        ch = game.chars(o)
        if ch.is_creature and ch.controller == defender:
            counts.update(t for t in ch.subtypes if t in _TYPES)
    return any(n >= 3 for n in counts.values())


behaviour(
    "Graxiplon",
    abilities=[
        BlockableOnlyBy(
            _shares_three,
            text=(
                "can't be blocked unless defending player controls three or more "
                "creatures that share a creature type"
            ),
        )
    ],
)


# ------------------------------------------------ each player chooses a type
@dataclass(frozen=True)
class EachPlayerChoosesType(Effect):
    """ "Each player chooses a creature type", in APNAP order (CR 101.4);
    ``then(types)`` is the effect for the set of types chosen."""

    then: Callable[[frozenset[str]], Effect]
    key: str = "effect.each_chooses_type"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        chosen: set[str] = set()
        for player in _apnap(game):
            pkey = key + (player,)
            if pkey not in ctx.answers:
                return Choice(
                    player,
                    DecisionKind.CREATURE_TYPE,
                    "prompt.choose_creature_type",
                    CREATURE_TYPES,
                    key=pkey,
                )
            chosen.add(ctx.answers[pkey][0])
        return self.then(frozenset(chosen)).resolve(game, ctx, part, key + ("do",))


def _apnap(game: Game) -> list[int]:
    """The players still in the game, the active player first (CR 101.4)."""
    n = len(game.players)
    order = [(game.active_player + i) % n for i in range(n)]
    return [p for p in order if not game.players[p].has_lost]


def _destroy_all_but(types: frozenset[str]) -> Effect:
    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        return [
            destroy_without_regeneration(o)
            for o in game.battlefield
            if game.chars(o).is_creature and not types & game.chars(o).subtypes
        ]

    return Custom(run, key="effect.destroy")


def _return_all_of(types: frozenset[str]) -> Effect:
    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        return [
            move(c, BATTLEFIELD, "return")
            for p in game.players
            for c in p.graveyard
            if "Creature" in game.objects[c].card.faces[0].types
            and types & game.objects[c].card.faces[0].subtypes
        ]

    return Custom(run, key="effect.return")


behaviour("Harsh Mercy", spell=[EachPlayerChoosesType(_destroy_all_but)])
behaviour("Patriarch's Bidding", spell=[EachPlayerChoosesType(_return_all_of)])


def _is_creature(game: Game, obj: GameObject, _player: int) -> bool:
    return game.chars(obj).is_creature


def _plague(game: Game, ctx: Context, part: int) -> list[Op]:
    """Destroy all creatures that share a creature type with the sacrificed
    creature (its types as it last existed, CR 608.2h); no regeneration."""
    lki = game.lki.get(ctx.flags.chosen_sacrifice or -1)
    if lki is None:
        return []
    kinds = frozenset(t for t in lki.subtypes if t in _TYPES)
    return [
        destroy_without_regeneration(o)
        for o in game.battlefield
        if game.chars(o).is_creature and kinds & game.chars(o).subtypes
    ]


behaviour(
    "Endemic Plague",
    additional_costs=[cost(sacrifice=_is_creature)],
    spell=[Custom(_plague, key="effect.destroy")],
)


# ------------------------------------------------------------------ wheels
_OPPONENTS = TargetSpec("target.opponents_any_number", players=an_opponent, count=8, minimum=0)


def _wheel(game: Game, ctx: Context, part: int) -> list[Op]:
    """Each target opponent discards their hand, then draws seven cards."""
    ops: list[Op] = []
    for ref in game.still_legal(ctx, _OPPONENTS, part):
        player = player_of(ref)
        ops += [move(c, GRAVEYARD, "discard") for c in game.players[player].hand]
    return ops


def _seven_each(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("draw", player=player_of(ref))
        for ref in game.still_legal(ctx, _OPPONENTS, part)
        for _ in range(7)
    ]


behaviour(
    "Wheel and Deal",
    spell=[
        Custom(_wheel, (_OPPONENTS,), key="effect.discard_hand"),
        Custom(_seven_each, (_OPPONENTS,), key="effect.draw"),
        Draw(1),
    ],
)


# ---------------------------------------------------------------- the rest
def _damage_dealt_by_first_effect(game: Game, ctx: Context) -> int:
    """The damage the first effect dealt (after prevention, CR 615)."""
    return sum(int(n) for n in ctx.results.get("done(0, 0)", []) if isinstance(n, int))


behaviour(
    "Syphon Soul",
    spell=[DealDamage(2, EACH_OPPONENT), GainLife(_damage_dealt_by_first_effect)],
)


def _basic_lands_in_hand(game: Game, ctx: Context, part: int, key: tuple) -> Choice | None:
    if key in ctx.answers:
        return None
    lands = tuple(
        c
        for c in game.players[ctx.controller].hand
        if "Land" in game.objects[c].card.faces[0].types
        and "Basic" in game.objects[c].card.faces[0].supertypes
    )
    if not lands:
        return None
    return Choice(
        ctx.controller, DecisionKind.PUT_LAND, "prompt.put_land", lands + ("none",), key=key
    )


def _put_basic_land_tapped(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "You may put a basic land card from your hand onto the battlefield tapped"."""
    answer = ctx.answers.get((part, 0), ["none"])[0]
    if answer == "none" or answer not in game.players[ctx.controller].hand:
        return []
    return [move(answer, BATTLEFIELD, "put", controller=ctx.controller, tapped=True)]


behaviour(
    "Elvish Pioneer",
    abilities=[
        Triggered(
            Enters(),
            (Custom(_put_basic_land_tapped, key="effect.put_land", choose=_basic_lands_in_hand),),
        )
    ],
)

__all__ = ["EachPlayerChoosesType", "GUSTCLOAK", "has_ability"]
