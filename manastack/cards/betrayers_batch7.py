"""Betrayers of Kamigawa, seventh batch: the Snakes whose mana lasts until end of
turn ("Until end of turn, you don't lose this mana as steps and phases end",
CR 106.4, 500.4), Isao, whose spell can't be countered, and Mirror Gallery
(no legend rule, CR 704.5j)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import ContinuousEffect, enchanted
from ..engine.model import Keyword
from ..engine.objects import is_player_ref
from ..engine.ops import Op
from ..engine.targets import has_subtype, target_creature
from ..engine.triggers import AtStep, OnEvent
from ..language.effects import Custom
from ..mechanics.bushido import bushido
from ..mechanics.regeneration import Regenerate
from . import Activated, Enchant, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


def _add_until_end_of_turn(player: int, mana: str) -> Op:
    """Mana that stays in the pool until the end of the turn."""
    return Op("mana", player=player, mana=mana, this_turn=True)


def _you_add_g(game: Game, ctx: Context, part: int) -> list[Op]:
    return [_add_until_end_of_turn(ctx.controller, "G")]


def _that_player_adds_ggg(game: Game, ctx: Context, part: int) -> list[Op]:
    return [_add_until_end_of_turn(game.active_player, "GGG")]


behaviour(
    "Sakura-Tribe Springcaller",
    abilities=[Triggered(AtStep("upkeep"), (Custom(_you_add_g, key="effect.mana"),))],
)
behaviour(
    "Shizuko, Caller of Autumn",
    abilities=[
        Triggered(
            AtStep("upkeep", yours=False), (Custom(_that_player_adds_ggg, key="effect.mana"),)
        )
    ],
)


def _add_that_much_g(game: Game, ctx: Context, part: int) -> list[Op]:
    amount = int((ctx.event or {}).get("amount", 0))
    return [_add_until_end_of_turn(ctx.controller, "G" * amount)] if amount > 0 else []


def _your_creature_deals_combat_damage_to_a_player(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.DAMAGE or not event["combat"] or not is_player_ref(event["target"]):
        return False
    dealer = game.last_known(event["source"])
    return dealer is not None and dealer.is_creature and dealer.controller == ch.controller


def _this_deals_combat_damage_to_a_player(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["combat"]
        and event["source"] == source
        and is_player_ref(event["target"])
    )


behaviour(
    "Sakiko, Mother of Summer",
    abilities=[
        Triggered(
            OnEvent(_your_creature_deals_combat_damage_to_a_player, key="trigger.combat_damage"),
            (Custom(_add_that_much_g, key="effect.mana"),),
        )
    ],
)

_SAKIKOS_MARK = Triggered(
    OnEvent(_this_deals_combat_damage_to_a_player, key="trigger.combat_damage"),
    (Custom(_add_that_much_g, key="effect.mana"),),
    text="Whenever this creature deals combat damage to a player, add that much {G}. "
    "Until end of turn, you don't lose this mana as steps and phases end.",
)


def _has_the_mark(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.abilities = (*ch.abilities, _SAKIKOS_MARK)


behaviour(
    "Mark of Sakiko",
    abilities=[
        Enchant(target_creature()),
        Static((ContinuousEffect("6", _has_the_mark, applies=enchanted, key="ce.grant"),)),
    ],
)

# --------------------------------------------------------------------------- Isao
behaviour(
    "Isao, Enlightened Bushi",
    abilities=[
        Keyword(KeywordName.CANT_BE_COUNTERED),
        bushido(2),
        Activated(
            cost("{2}"),
            (Regenerate(target_creature(has_subtype("Samurai"), "target.samurai")),),
        ),
    ],
)

# ------------------------------------------------------------------ Mirror Gallery
behaviour("Mirror Gallery", abilities=[Keyword(KeywordName.NO_LEGEND_RULE)])
