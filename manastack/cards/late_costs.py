"""Costs the payment step learned late (CR 118, 601.2f-h): the Betrayers of
Kamigawa splice costs that aren't mana (CR 702.47a) — tapping an untapped
creature (Hundred-Talon Strike), exiling cards from your graveyard (Horobi's
Whisper), sacrificing two lands (Torrent of Stone) and making an opponent gain
life (Roar of Jukai); sacrificing several permanents (Lifespinner), any number
of them (Devouring Greed, Devouring Rage) or all of them (Soulblast)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.model import Activated, Cost
from ..engine.objects import BATTLEFIELD
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
from ..mechanics.splice import splice_onto
from . import behaviour

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


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
