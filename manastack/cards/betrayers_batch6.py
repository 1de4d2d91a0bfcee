"""Betrayers of Kamigawa, sixth batch: the Glasskites and Kira ("the first time each
turn"), attack requirements (Ashen Monstrosity, Fumiko), Ogre Marauder, Kodama of
the Center Tree, Shirei, Clash of Realities and Overblaze."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.events import since_turn_began
from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import (
    ContinuousEffect,
    creatures_you_control,
    grant,
    self_only,
)
from ..engine.objects import BATTLEFIELD, GRAVEYARD, player_of
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature
from ..engine.triggers import (
    AtStep,
    Attacks,
    BlocksOrBecomesBlocked,
    Dies,
    Enters,
    OnEvent,
)
from ..language.effects import (
    SELF,
    CreateDelayedTrigger,
    Custom,
    DealDamage,
    If,
    May,
    MoveCard,
    Pump,
    ReturnToHand,
)
from ..language.keywords import FLYING, HASTE
from ..mechanics.damage_doubling import DoubleDamageFrom
from ..mechanics.splice import splice_onto
from . import Static, Triggered, behaviour

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import Ability
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------ the first time each turn
def _targeted_for_the_first_time_this_turn(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """This permanent became a target just now, and never before this turn: the
    target events since the turn began are counted (the current one included)."""
    if event.kind != EventKind.TARGET or event["target"] != source:
        return False
    times = sum(
        1
        for earlier in since_turn_began(game.events)
        if earlier.kind == EventKind.TARGET and earlier["target"] == source
    )
    return times == 1


def _counter_that_spell_or_ability(game: Game, ctx: Context, part: int) -> list[Op]:
    targeting = (ctx.event or {}).get("obj")
    return [Op("counter", obj=targeting)] if targeting in game.stack else []


GLASSKITE = Triggered(
    OnEvent(_targeted_for_the_first_time_this_turn, key="trigger.targeted"),
    (Custom(_counter_that_spell_or_ability, key="effect.counter"),),
    text="Whenever this creature becomes the target of a spell or ability for the first "
    "time each turn, counter that spell or ability.",
)

behaviour("Jetting Glasskite", abilities=[FLYING, GLASSKITE])
behaviour("Shimmering Glasskite", abilities=[FLYING, GLASSKITE])


def _with_glasskite(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.abilities = (*ch.abilities, GLASSKITE)


behaviour(
    "Kira, Great Glass-Spinner",
    abilities=[
        FLYING,
        Static(
            (
                ContinuousEffect(
                    "6", _with_glasskite, applies=creatures_you_control(), key="ce.grant"
                ),
            )
        ),
    ],
)

# ---------------------------------------------------------- attack requirements
_ATTACKS_EACH_COMBAT = (KeywordName.ATTACKS_EACH_COMBAT,)
behaviour(
    "Ashen Monstrosity",
    abilities=[HASTE, Static((grant(_ATTACKS_EACH_COMBAT, self_only()),))],
)


def _opponents_creatures(game: Game, source: GameObject | None, obj: GameObject, ch: Any) -> bool:
    return source is not None and ch.is_creature and ch.controller != game.chars(source).controller


def _attacking_creatures(game: Game, ctx: Context) -> int:
    return len(game.combat.attackers) if game.combat is not None else 0


behaviour(
    "Fumiko the Lowblood",
    abilities=[
        Triggered(
            BlocksOrBecomesBlocked(),
            (Pump(SELF, _attacking_creatures, _attacking_creatures),),
            text="Bushido X, where X is the number of attacking creatures",
        ),
        Static((grant(_ATTACKS_EACH_COMBAT, _opponents_creatures),)),
    ],
)


# ------------------------------------------------------------------ Ogre Marauder
@dataclass(frozen=True)
class UnblockableUnlessSacrifice(Effect):
    """Ogre Marauder: "it gains 'this creature can't be blocked' until end of turn
    unless defending player sacrifices a creature of their choice"."""

    key: str = "effect.unless_sacrifice"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Any:
        defender = game.combat.attackers.get(ctx.source) if game.combat is not None else None
        if defender is None:
            return []
        player = player_of(defender)
        creatures = tuple(o for o in game.creatures() if game.chars(o).controller == player)
        answer = ctx.answers.get(key)
        if creatures and not answer:
            return Choice(
                player,
                DecisionKind.SACRIFICE,
                "prompt.sacrifice_or_not",
                creatures + ("none",),
                key=key,
            )
        if answer and answer[0] != "none" and answer[0] in game.battlefield:
            return [move(answer[0], GRAVEYARD, "sacrifice")]
        return Pump(SELF, keywords=(KeywordName.UNBLOCKABLE,)).resolve(game, ctx, part, key)


behaviour("Ogre Marauder", abilities=[Triggered(Attacks(), (UnblockableUnlessSacrifice(),))])


# ---------------------------------------------------- Kodama of the Center Tree
def _spirits_you_control(game: Game, controller: int) -> int:
    return sum(
        1
        for o in game.battlefield
        if game.chars(o).controller == controller and "Spirit" in game.chars(o).subtypes
    )


def _spirit_card_mv_up_to_your_spirits(game: Game, obj: GameObject, controller: int) -> bool:
    """Soulshift X, X the number of Spirits you control as the ability is put on
    the stack and as it resolves (Kodama itself has died by then)."""
    ch = game.chars(obj)
    return (
        obj.owner == controller
        and "Spirit" in ch.subtypes
        and ch.mana_value <= _spirits_you_control(game, controller)
    )


def _pt_is_your_spirits(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Its power and toughness are each the number of Spirits its controller
    controls (a characteristic-defining ability, layer 7a, CR 604.3)."""
    ch.power = ch.toughness = _spirits_you_control(game, ch.controller)


_PT_IS_YOUR_SPIRITS = ContinuousEffect("7a", _pt_is_your_spirits, applies=self_only(), key="ce.cda")


behaviour(
    "Kodama of the Center Tree",
    abilities=[
        Static((_PT_IS_YOUR_SPIRITS,)),
        Triggered(
            Dies(creature_only=False),
            (
                May(
                    ReturnToHand(
                        TargetSpec(
                            "target.soulshift",
                            objects=_spirit_card_mv_up_to_your_spirits,
                            zone=GRAVEYARD,
                        )
                    )
                ),
            ),
            text="Soulshift X, where X is the number of Spirits you control",
        ),
    ],
)


# ------------------------------------------------------------------------ Shirei
def _power_1_or_less_to_your_graveyard(game: Game, event: Event, ch: Characteristics) -> bool:
    lki = game.lki.get(event["obj"])
    return lki is not None and (lki.power or 0) <= 1 and event["owner"] == ch.controller


def _shirei_still_here(source: int) -> Any:
    def check(game: Game, ctx: Context) -> bool:
        return source in game.battlefield

    return check


def _return_at_the_next_end_step(game: Game, ctx: Context) -> tuple[Effect, ...]:
    card = (ctx.event or {}).get("new")
    if card is None:
        return ()
    return (If(_shirei_still_here(ctx.source), MoveCard(card, GRAVEYARD, BATTLEFIELD, "return")),)


behaviour(
    "Shirei, Shizo's Caretaker",
    abilities=[
        Triggered(
            Dies(self_only=False, filter=_power_1_or_less_to_your_graveyard),
            (May(CreateDelayedTrigger(AtStep("end", yours=False), _return_at_the_next_end_step)),),
        )
    ],
)


# ------------------------------------------------------------ Clash of Realities
def _spirit(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Spirit" in game.chars(obj).subtypes


def _non_spirit(game: Game, obj: GameObject, _controller: int) -> bool:
    return not _spirit(game, obj, _controller)


def _enters_and_may_deal_3(spec: TargetSpec) -> Triggered:
    return Triggered(Enters(), (May(DealDamage(3, spec)),))


_SPIRITS_HAVE = _enters_and_may_deal_3(target_creature(_non_spirit, "target.non_spirit_creature"))
_NON_SPIRITS_HAVE = _enters_and_may_deal_3(target_creature(_spirit, "target.spirit"))


def _clash_grant(ability: Ability, spirits: bool) -> ContinuousEffect:
    def applies(game: Game, source: Any, obj: GameObject, ch: Characteristics) -> bool:
        if "Spirit" in ch.subtypes:
            return spirits  # "All Spirits" (any permanent)
        return not spirits and ch.is_creature

    def modify(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
        ch.abilities = (*ch.abilities, ability)

    return ContinuousEffect("6", modify, applies=applies, key="ce.grant")


behaviour(
    "Clash of Realities",
    abilities=[Static((_clash_grant(_SPIRITS_HAVE, True), _clash_grant(_NON_SPIRITS_HAVE, False)))],
)

# --------------------------------------------------------------------- Overblaze
behaviour(
    "Overblaze",
    abilities=[splice_onto("Arcane", "{2}{R}{R}")],
    spell=[DoubleDamageFrom(TargetSpec("target.permanent", objects=lambda g, o, c: True))],
)

__all__ = ["GLASSKITE", "UnblockableUnlessSacrifice"]
