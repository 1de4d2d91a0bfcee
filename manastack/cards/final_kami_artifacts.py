"""The last cards of Champions of Kamigawa (2): Imi Statue, Hankyu and Shimatsu
the Bloodcloaked."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind
from ..engine.layers import ContinuousEffect, board_only, enchanted
from ..engine.model import Cost
from ..engine.targets import any_target
from ..language.effects import AddCounters, DealDamage, counters_removed
from ..language.keywords import equip
from ..mechanics.sacrifice_as_enters import sacrifice_as_enters
from ..mechanics.untap_limits import UntapsOnlyOne
from . import Activated, Static, behaviour

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

behaviour("Imi Statue", abilities=[UntapsOnlyOne()])

behaviour(
    "Shimatsu the Bloodcloaked",
    abilities=[
        sacrifice_as_enters(
            text="As Shimatsu enters, sacrifice any number of permanents. Shimatsu enters "
            "with that many +1/+1 counters on it."
        )
    ],
)


# ---------------------------------------------------------------------- Hankyu
def _on_the_battlefield(hankyu: int) -> Callable[[Game, Context], list[int]]:
    """Hankyu itself, while it is still on the battlefield (CR 400.7)."""

    def found(game: Game, ctx: Context) -> list[int]:
        return [hankyu] if hankyu in game.battlefield else []

    return found


@cache  # one pair per Hankyu, so the granted abilities are the same each time
def _hankyu_abilities(hankyu: int) -> tuple[Activated, Activated]:
    """The two abilities Hankyu grants, naming that Hankyu (CR 201.5)."""
    aim = Activated(
        Cost(tap=True),
        (AddCounters(_on_the_battlefield(hankyu), counter=CounterKind.AIM),),
        text="{T}: Put an aim counter on Hankyu.",
    )
    shoot = Activated(
        Cost(
            tap=True,
            remove_all_counters=(CounterKind.AIM, hankyu),
            text="{T}, Remove all aim counters from Hankyu",
        ),
        (DealDamage(counters_removed, any_target()),),
        text="{T}, Remove all aim counters from Hankyu: This creature deals damage to any "
        "target equal to the number of aim counters removed this way.",
    )
    return aim, shoot


@board_only
def _grant_hankyu(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Equipped creature has Hankyu's two abilities (layer 6)."""
    if source is not None:
        ch.abilities = (*ch.abilities, *_hankyu_abilities(source.id))


behaviour(
    "Hankyu",
    abilities=[
        Static((ContinuousEffect("6", _grant_hankyu, applies=enchanted, key="ce.grant_ability"),)),
        equip("{4}"),
    ],
)
