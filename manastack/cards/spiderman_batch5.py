"""Marvel's Spider-Man (SPM), the rest of the set, batch five: an Aura that
gives a land an activated ability, fights with excess damage, mana a
triggered ability gives another player, and a creature that can't be blocked
by more than one creature (CR 509.1b).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, DecisionKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import enchanted
from ..engine.model import Enchant
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.targets import (
    TargetSpec,
    any_target,
    has_type,
    is_creature,
    opponent_controls,
    target_creature,
    target_permanent,
    you_control,
)
from ..engine.triggers import AtStep, Enters
from ..language.effects import CreateToken, Custom, DealDamage, Destroy, Pump, fight
from ..language.keywords import DOUBLE_STRIKE, VIGILANCE
from ..mechanics.cast_limits import (
    CantCastIf,
    during_your_first_turns,
    played_or_cast_not_from_hand,
)
from ..mechanics.cost_choice import AdditionalCostChoice
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.treasure import CreateTreasure
from . import Activated, Keyword, Static, Triggered, behaviour, cost
from .spiderman_batch2 import grant_abilities
from .spiderman_heroes import CITIZEN

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------ Friendly Neighborhood
def creatures_you_control(game: Game, ctx: Context) -> int:
    """The number of creatures the ability's controller controls, on resolution."""
    return sum(
        1
        for oid in game.battlefield
        if game.chars(oid).controller == ctx.controller and game.chars(oid).is_creature
    )


_NEIGHBOURHOOD_TARGET = target_creature()
NEIGHBOURHOOD_WATCH = Activated(
    cost("{1}", tap=True),
    (Pump(_NEIGHBOURHOOD_TARGET, creatures_you_control, creatures_you_control),),
    sorcery_speed=True,
    text="{1}, {T}: Target creature gets +1/+1 for each creature you control",
)
"""The ability Friendly Neighborhood gives the enchanted land."""

behaviour(
    "Friendly Neighborhood",
    abilities=[
        Enchant(target_permanent(has_type("Land"), "target.land")),
        Triggered(Enters(), (CreateToken(CITIZEN, 3),)),
        Static((grant_abilities((NEIGHBOURHOOD_WATCH,), enchanted),)),
    ],
)

# -------------------------------------------------------------- Rhino's Rampage
_RHINO_MINE = target_creature(you_control(is_creature), label="target.creature_you_control")
_RHINO_THEIRS = target_creature(opponent_controls(is_creature), label="target.creature_opponent")
_RHINO_ARTIFACT = TargetSpec(
    "target.noncreature_artifact_mv3_up_to_one",
    objects=lambda game, obj, c: (
        "Artifact" in game.chars(obj).types
        and not game.chars(obj).is_creature
        and game.chars(obj).mana_value <= 3
    ),
    minimum=0,
)


def _fight(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "It fights target creature an opponent controls" (CR 701.12): each deals
    damage equal to its power to the other; if either is gone, none is dealt
    (CR 701.12b).  The damage beyond lethal to theirs is noted for the
    reflexive ability (CR 120.4a: lethal is what's left of its toughness, 1
    from a source with deathtouch)."""
    mine = game.still_legal(ctx, _RHINO_MINE, part)
    theirs = game.still_legal(ctx, _RHINO_THEIRS, part)
    if not mine or not theirs:
        return []
    a, b = mine[0], theirs[0]
    lethal = max(0, (game.chars(b).toughness or 0) - game.objects[b].damage)
    if KeywordName.DEATHTOUCH in game.chars(a).keywords:
        lethal = min(lethal, 1)
    ctx.results["excess"] = max(0, game.chars(a).power or 0) > lethal
    return fight(game, a, b)


behaviour(
    "Rhino's Rampage",
    spell=[
        Pump(_RHINO_MINE, 1, 0),
        Custom(_fight, (_RHINO_MINE, _RHINO_THEIRS)),
        WhenYouDo((Destroy(_RHINO_ARTIFACT),), lambda game, ctx: bool(ctx.results.get("excess"))),
    ],
)


# ---------------------------------------------------------------- Cheering Crowd
@dataclass(frozen=True)
class CrowdCheers(Effect):
    """ "That player may put a +1/+1 counter on this creature.  If they do, they
    add {C} for each counter on it": the player whose main phase it is answers;
    the mana is theirs (CR 106.3)."""

    key: str = "effect.crowd"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        player = game.active_player
        me = game.objects.get(ctx.source)
        if me is None or me.zone != BATTLEFIELD:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(player, DecisionKind.MAY, "prompt.cheering_crowd", ("yes", "no"), key=key)
        if answer[0] != "yes":
            return []
        counters = sum(me.counters.values()) + 1
        return [
            Op("counters", obj=me.id, counter=CounterKind.P1P1, amount=1),
            Op("mana", player=player, mana="C" * counters),
        ]


behaviour(
    "Cheering Crowd",
    abilities=[Triggered(AtStep("main1", yours=False), (CrowdCheers(),))],
)

# ------------------------------------------------------- Professional Wrestler
behaviour(
    "Professional Wrestler",
    abilities=[
        Triggered(Enters(), (CreateTreasure(),)),
        Keyword(KeywordName.ONE_BLOCKER_AT_MOST),
    ],
)


# ------------------------------------------------------------- Spider-Man 2099
def _his_power(game: Game, ctx: Context) -> int:
    ch = game.last_known(ctx.source)
    return max(0, ch.power or 0) if ch is not None else 0


def _played_from_elsewhere(game: Game, source: int, event: Event) -> bool:
    ch = game.last_known(source)
    return ch is not None and played_or_cast_not_from_hand(game, ch.controller)


behaviour(
    "Spider-Man 2099",
    abilities=[
        CantCastIf(during_your_first_turns(3), text="From the Future"),
        DOUBLE_STRIKE,
        VIGILANCE,
        Triggered(
            AtStep("end"),
            (DealDamage(_his_power, any_target()),),
            condition=_played_from_elsewhere,
        ),
    ],
)

# --------------------------------------------------------- Pumpkin Bombardment
behaviour(
    "Pumpkin Bombardment",
    abilities=[AdditionalCostChoice((cost(discard=1), cost("{2}")))],
    spell=[DealDamage(3, target_creature())],
)

__all__ = ["NEIGHBOURHOOD_WATCH", "creatures_you_control"]
