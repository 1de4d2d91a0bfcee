"""Costs the payment step learned late (CR 118, 601.2f-h): the Betrayers of
Kamigawa splice costs that aren't mana (CR 702.47a) — tapping an untapped
creature (Hundred-Talon Strike), exiling cards from your graveyard (Horobi's
Whisper), sacrificing two lands (Torrent of Stone) and making an opponent gain
life (Roar of Jukai); sacrificing several permanents (Lifespinner), any number
of them (Devouring Greed, Devouring Rage) or all of them (Soulblast); and
"Unattach <this Equipment>" in the abilities Equipment grants (Blinding Powder,
Shuriken, CR 701.3d); a cost to attack (Ghostly Prison, CR 508.1g-h)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import ContinuousEffect, board_only, enchanted
from ..engine.model import Activated, Cost, Static
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op, damage
from ..engine.selectors import (
    Selector,
    blocked,
    colour,
    count,
    creatures,
    legendary,
    not_colour,
    permanent_cards,
    subtype,
    you_control,
)
from ..engine.targets import any_target, target_creature, target_player
from ..language.effects import (
    Custom,
    DealDamage,
    Destroy,
    GainLife,
    If,
    LoseLife,
    Pump,
    SearchLibrary,
    number_sacrificed,
    power_sacrificed,
)
from ..language.keywords import equip
from ..mechanics.attack_costs import AttackTax
from ..mechanics.prevention import PreventDamage
from ..mechanics.splice import splice_onto
from . import behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


def _you_control(selector: Selector) -> Callable[[Game, Context], bool]:
    """ "If you control a[n] <selector>", checked as the spell resolves (CR 608.2b)."""
    number = count(selector & you_control)
    return lambda game, ctx: number(game, ctx) > 0


_STRIKE_TARGET = target_creature()
behaviour(
    "Hundred-Talon Strike",
    abilities=[
        splice_onto(
            "Arcane",
            Cost(
                tap_untapped=(creatures & colour("W"), 1),
                text="Tap an untapped white creature you control.",
            ),
        )
    ],
    spell=[Pump(_STRIKE_TARGET, 1, 0, (KeywordName.FIRST_STRIKE,))],
)

behaviour(
    "Horobi's Whisper",
    abilities=[
        splice_onto(
            "Arcane",
            Cost(exile_from_graveyard=4, text="Exile four cards from your graveyard."),
        )
    ],
    spell=[
        If(
            _you_control(subtype("Swamp")),
            Destroy(target_creature(not_colour("B"), "target.nonblack_creature")),
        )
    ],
)

behaviour(
    "Torrent of Stone",
    abilities=[
        splice_onto(
            "Arcane",
            Cost(sacrifice=subtype("Mountain"), sacrifice_count=2, text="Sacrifice two Mountains."),
        )
    ],
    spell=[DealDamage(4, target_creature())],
)

behaviour(
    "Roar of Jukai",
    abilities=[
        splice_onto("Arcane", Cost(opponent_gains_life=5, text="An opponent gains 5 life."))
    ],
    spell=[If(_you_control(subtype("Forest")), Pump(creatures & blocked, 2, 2))],
)


# ------------------------------------------------------ sacrificing several
behaviour(
    "Lifespinner",
    abilities=[
        Activated(
            Cost(tap=True, sacrifice=subtype("Spirit"), sacrifice_count=3),
            (SearchLibrary(legendary & subtype("Spirit") & permanent_cards, to=BATTLEFIELD),),
        )
    ],
)

_ANY_SPIRITS = Cost(
    sacrifice_any=subtype("Spirit"), text="You may sacrifice any number of Spirits."
)


def _two_per_spirit(game: Game, ctx: Context) -> int:
    """ "2 life plus 2 life for each Spirit sacrificed this way"."""
    return 2 + 2 * number_sacrificed(game, ctx)


def _three_per_spirit(game: Game, ctx: Context) -> int:
    """ "+3/+0 ... an additional +3/+0 for each Spirit sacrificed this way"."""
    return 3 + 3 * number_sacrificed(game, ctx)


behaviour(
    "Devouring Greed",
    additional_costs=[_ANY_SPIRITS],
    spell=[LoseLife(_two_per_spirit, who=target_player()), GainLife(_two_per_spirit)],
)
behaviour(
    "Devouring Rage",
    additional_costs=[_ANY_SPIRITS],
    spell=[Pump(target_creature(), _three_per_spirit, 0)],
)
behaviour(
    "Soulblast",
    additional_costs=[Cost(sacrifice_all=creatures, text="Sacrifice all creatures you control.")],
    spell=[DealDamage(power_sacrificed, any_target())],
)


# ------------------------------------------------------------ unattach costs
def _this_creature(_game: Game, ctx: Context) -> list[int]:
    """The creature whose ability this is."""
    return [ctx.source]


@board_only
def _grant_powder(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Equipped creature has "Unattach Blinding Powder: Prevent all combat damage
    that would be dealt to this creature this turn." (layer 6); "Blinding Powder"
    is the Equipment granting it (CR 201.5)."""
    if source is None:
        return
    granted = Activated(
        Cost(unattach=source.id, text="Unattach Blinding Powder"),
        (PreventDamage(_this_creature, combat_only=True),),
        text="Unattach Blinding Powder: Prevent all combat damage that would be dealt to "
        "this creature this turn.",
    )
    ch.abilities = (*ch.abilities, granted)


behaviour(
    "Blinding Powder",
    abilities=[
        Static((ContinuousEffect("6", _grant_powder, applies=enchanted, key="ce.grant_ability"),)),
        equip("{2}"),
    ],
)


_SHURIKEN_TARGET = target_creature()


@cache  # one function per Shuriken, so the granted ability is the same each time
def _shuriken_strikes(shuriken: int) -> Callable[[Game, Context, int], list[Op]]:
    """ "Shuriken deals 2 damage to target creature.  That creature's controller
    gains control of Shuriken unless it was unattached from a Ninja."  The
    creature it was unattached from is the ability's source (CR 113.7a)."""

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        refs = game.still_legal(ctx, _SHURIKEN_TARGET, part)
        holder = game.last_known(ctx.source)
        ninja = holder is not None and "Ninja" in holder.subtypes
        ops: list[Op] = []
        for ref in refs:
            controller = game.chars(ref).controller
            ops.append(damage(shuriken, ref, 2))
            if not ninja and shuriken in game.battlefield:  # permanently (CR 611.2a)
                ops.append(Op("control", obj=shuriken, player=controller, source=shuriken))
        return ops

    return run


@board_only
def _grant_shuriken(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    """Equipped creature has "{T}, Unattach Shuriken: ..." (layer 6)."""
    if source is None:
        return
    granted = Activated(
        Cost(tap=True, unattach=source.id, text="{T}, Unattach Shuriken"),
        (Custom(_shuriken_strikes(source.id), targets=(_SHURIKEN_TARGET,)),),
        text="{T}, Unattach Shuriken: Shuriken deals 2 damage to target creature. That "
        "creature's controller gains control of Shuriken unless it was unattached from a Ninja.",
    )
    ch.abilities = (*ch.abilities, granted)


behaviour(
    "Shuriken",
    abilities=[
        Static(
            (ContinuousEffect("6", _grant_shuriken, applies=enchanted, key="ce.grant_ability"),)
        ),
        equip("{2}"),
    ],
)


# ------------------------------------------------------------ attack costs
behaviour(
    "Ghostly Prison",
    abilities=[
        AttackTax(
            2,
            text="Creatures can't attack you unless their controller pays {2} for each "
            "creature they control that's attacking you.",
        )
    ],
)
