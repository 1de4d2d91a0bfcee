"""Betrayers of Kamigawa, fifth batch: untap locks
(:mod:`manastack.mechanics.untapping`: Neko-Te, Matsu-Tribe Sniper, Hokori),
Mannichi's switch (layer 7d), Harbinger of Spring's protection and Veil of
Secrecy's splice cost that isn't mana."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect
from ..engine.model import Cost, Keyword
from ..engine.objects import is_player_ref, player_of
from ..engine.ops import Op
from ..engine.selectors import lands
from ..engine.targets import target_creature
from ..engine.triggers import AtStep, OnEvent
from ..language.effects import Custom, DealDamage, Pump
from ..language.keywords import equip
from ..mechanics.soulshift import soulshift
from ..mechanics.splice import splice_onto
from ..mechanics.untapping import DoesntUntap, LockUntap
from . import Activated, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


def _damaged_creature(game: Game, ctx: Context) -> list[int]:
    """The creature the triggering damage was dealt to."""
    target = (ctx.event or {}).get("target")
    return [target] if isinstance(target, int) and target in game.battlefield else []


def _damaged_player(game: Game, ctx: Context, part: int) -> list[Op]:
    target = (ctx.event or {}).get("target")
    return [Op("life", player=player_of(str(target)), amount=-1)] if is_player_ref(target) else []


def _equipped_deals_damage(to_player: bool) -> OnEvent:
    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        equipment = game.objects.get(source)
        if event.kind != EventKind.DAMAGE or equipment is None:
            return False
        if equipment.attached_to is None or event["source"] != equipment.attached_to:
            return False
        return is_player_ref(event["target"]) == to_player

    return OnEvent(test, key="trigger.damage")


def _this_deals_damage_to_a_creature(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["source"] == source
        and not is_player_ref(event["target"])
    )


# ------------------------------------------------------------------ untap locks
behaviour(
    "Neko-Te",
    abilities=[
        Triggered(
            _equipped_deals_damage(False), (LockUntap(_damaged_creature, while_source=True),)
        ),
        Triggered(_equipped_deals_damage(True), (Custom(_damaged_player, key="effect.lose_life"),)),
        equip("{2}"),
    ],
)


def _creature_with_flying(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and KeywordName.FLYING in ch.keywords


behaviour(
    "Matsu-Tribe Sniper",
    abilities=[
        Activated(
            cost(tap=True),
            (DealDamage(1, target_creature(_creature_with_flying, "target.creature_with_flying")),),
        ),
        Triggered(
            OnEvent(_this_deals_damage_to_a_creature, key="trigger.damage"),
            (LockUntap(_damaged_creature),),
        ),
    ],
)


@dataclass(frozen=True)
class ActivePlayerUntapsALand(Effect):
    """Hokori: "At the beginning of each player's upkeep, that player untaps a land
    they control" (the player chooses among their tapped lands)."""

    key: str = "effect.untap"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Any:
        player = game.active_player
        tapped = tuple(
            o
            for o in game.battlefield
            if game.chars(o).controller == player
            and game.chars(o).is_land
            and game.objects[o].tapped
        )
        if not tapped:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(player, DecisionKind.CHOOSE_CARD, "prompt.untap_land", tapped, key=key)
        return [Op("untap", obj=answer[0])]


behaviour(
    "Hokori, Dust Drinker",
    abilities=[
        DoesntUntap(lands.layer_test(), "Lands don't untap during their controllers' untap steps."),
        Triggered(AtStep("upkeep", yours=False), (ActivePlayerUntapsALand(),)),
    ],
)


# --------------------------------------------------------------------- Mannichi
def _switch(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
    if ch.power is not None and ch.toughness is not None:
        ch.power, ch.toughness = ch.toughness, ch.power


def _switch_each_creature(game: Game, ctx: Context, part: int) -> list[Op]:
    """Layer 7d (CR 613.4d), locked to the creatures there now (CR 611.2c)."""
    creatures = frozenset(game.creatures())
    if not creatures:
        return []
    effect = ContinuousEffect(
        "7d",
        _switch,
        locked=creatures,
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.switch",
    )
    return [Op("effect", effect=effect)]


behaviour(
    "Mannichi, the Fevered Dream",
    abilities=[Activated(cost("{1}{R}"), (Custom(_switch_each_creature, key="effect.switch"),))],
)

# -------------------------------------------------------------------- protection
behaviour(
    "Harbinger of Spring",
    abilities=[Keyword(KeywordName.PROTECTION, "creatures_except:Spirit"), soulshift(4)],
)


# --------------------------------------------------------------------- splice
def _blue_creature(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and "U" in ch.colours


_VEIL_TARGET = target_creature()
behaviour(
    "Veil of Secrecy",
    abilities=[
        splice_onto(
            "Arcane",
            Cost(
                return_to_hand=_blue_creature,
                text="Return a blue creature you control to its owner's hand.",
            ),
        )
    ],
    spell=[Pump(_VEIL_TARGET, 0, 0, (KeywordName.SHROUD, KeywordName.UNBLOCKABLE))],
)

__all__ = ["ActivePlayerUntapsALand"]
