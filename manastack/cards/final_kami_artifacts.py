"""The last cards of Champions of Kamigawa (2): Imi Statue, Hankyu, Shimatsu
the Bloodcloaked, Uba Mask, Shell of the Last Kappa and Moonring Mirror."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..core.kinds import CounterKind
from ..engine.layers import ContinuousEffect, board_only, enchanted
from ..engine.model import Cost
from ..engine.objects import STACK
from ..engine.ops import Op
from ..engine.selectors import instants_and_sorceries, spells
from ..engine.targets import TargetSpec, any_target
from ..engine.triggers import AtStep
from ..language.effects import AddCounters, Custom, DealDamage, counters_removed
from ..language.keywords import equip
from ..mechanics.free_cast import MayCastWithoutPaying
from ..mechanics.linked_exile import (
    EXILE_LINKED,
    ExileTopLinked,
    SwapHandWithLinked,
    YouDraw,
    exiled_with,
)
from ..mechanics.play_from_exile import ExileDrawsToPlay
from ..mechanics.sacrifice_as_enters import sacrifice_as_enters
from ..mechanics.spell_copy import targets_you
from ..mechanics.untap_limits import UntapsOnlyOne
from . import Activated, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

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


behaviour("Uba Mask", abilities=[ExileDrawsToPlay()])


# ------------------------------------------------------- Shell of the Last Kappa
_SPELL_THAT_TARGETS_YOU = TargetSpec(
    "target.instant_or_sorcery_spell_that_targets_you",
    objects=spells() & instants_and_sorceries & targets_you,
    zone=STACK,
)


def _exile_the_spell(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Exile target instant or sorcery spell that targets you", linked to the
    Shell (CR 607.2a)."""
    spells_ = tuple(game.still_legal(ctx, _SPELL_THAT_TARGETS_YOU, part))
    if not spells_:
        return []
    return [Op(EXILE_LINKED, cards=spells_, source=ctx.source, face_down=False)]


def _exiled_with_this(game: Game, ctx: Context) -> Sequence[int]:
    """The cards exiled with the Shell, sacrificed to pay the cost (CR 607.2a)."""
    return exiled_with(game, ctx.source)


behaviour(
    "Shell of the Last Kappa",
    abilities=[
        Activated(
            cost("{3}", tap=True),
            (Custom(_exile_the_spell, targets=(_SPELL_THAT_TARGETS_YOU,), key="effect.exile"),),
        ),
        Activated(
            cost("{3}", tap=True, sacrifice_self=True),
            (MayCastWithoutPaying(place=_exiled_with_this),),
        ),
    ],
)

behaviour(
    "Moonring Mirror",
    abilities=[
        Triggered(YouDraw(), (ExileTopLinked(face_down=True),)),
        Triggered(AtStep("upkeep"), (SwapHandWithLinked(),)),
    ],
)
