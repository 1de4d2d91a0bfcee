"""Late additions built on rules the engine now has: modal spells and triggers
(CR 700.2), a choice between additional costs (CR 601.2f), changing a target
(CR 115.7), redirection (CR 614.9), abilities that work from the graveyard
(CR 113.6k), attack and block requirements (CR 508.1d, 509.1c) and additional
phases (CR 500.8).  Each card has scenarios in ``tests/test_late_nowpossible.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import grant
from ..engine.model import Activated, Static, Triggered, cost
from ..engine.objects import BATTLEFIELD, GRAVEYARD, is_player_ref, player_of
from ..engine.selectors import artifacts, creatures, itself, nonland, subtype, you_control
from ..engine.targets import any_target, target_creature
from ..engine.triggers import AtStep, Attacks, Enters, OnEvent
from ..language.effects import (
    SELF,
    AddCounters,
    ChosenTypeThisTurn,
    Destroy,
    May,
    MayDiscard,
    Pump,
    SearchLibrary,
    TapOrUntap,
)
from ..language.keywords import FLYING, SHROUD
from ..language.player_choices import EachKeepsTotalPower
from ..mechanics.airbend import Airbend
from ..mechanics.cost_choice import AdditionalCostChoice
from ..mechanics.extra_turns import AdditionalPhases
from ..mechanics.genju import ReturnThisCardToHand, in_its_graveyard
from ..mechanics.prevention import Redirect, this_creature_and_you
from ..mechanics.sacrifice import MaySacrificeThis
from ..mechanics.spell_copy import ChangeTheTarget, target_spell_or_ability_with_a_single_target
from . import behaviour
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

# ------------------------------------------------------------ Azula Always Lies
behaviour(
    "Azula Always Lies",
    modes=[[Pump(target_creature(), -1, -1)], [AddCounters(target_creature())]],
    mode_count=(1, 2),
)

# ------------------------------------------------------------- Deadly Precision
behaviour(
    "Deadly Precision",
    abilities=[
        AdditionalCostChoice((cost("{4}"), cost(sacrifice=(artifacts | creatures) & you_control)))
    ],
    spell=[Destroy(target_creature())],
)

# ------------------------------------------------------ Appa, Loyal Sky Bison
# "Whenever Appa enters or attacks, choose one —" (CR 603.2, 700.2b): the mode
# and its target are chosen as the trigger is put on the stack.
_APPA_MODES = (
    (
        Pump(
            target_creature(you_control, "target.creature_you_control"), 0, 0, (KeywordName.FLYING,)
        ),
    ),
    (
        Airbend(
            AnotherTarget(
                "target.another_nonland_permanent_you_control", objects=nonland & you_control
            )
        ),
    ),
)
behaviour(
    "Appa, Loyal Sky Bison",
    abilities=[
        FLYING,
        Triggered(Enters(), modes=_APPA_MODES),
        Triggered(Attacks(), modes=_APPA_MODES),
    ],
)

# ----------------------------------------------------------- Redirect Lightning
behaviour(
    "Redirect Lightning",
    abilities=[AdditionalCostChoice((cost(pay_life=5), cost("{2}")))],
    spell=[ChangeTheTarget(target_spell_or_ability_with_a_single_target())],
)

# ------------------------------------------------------------------ Glarecaster
# "The next time damage would be dealt to this creature and/or you this turn,
# that damage is dealt to any target instead" (CR 614.9): a redirection shield.
behaviour(
    "Glarecaster",
    abilities=[
        FLYING,
        Activated(cost("{5}{W}"), (Redirect(this_creature_and_you, any_target()),)),
    ],
)

# --------------------------------------------------------------------- Gigapede
# "At the beginning of your upkeep, if this card is in your graveyard, you may
# discard a card.  If you do, return this card to your hand" (CR 113.6k, 603.4).
behaviour(
    "Gigapede",
    abilities=[
        SHROUD,
        Triggered(
            AtStep("upkeep"),
            (MayDiscard((ReturnThisCardToHand(),)),),
            condition=in_its_graveyard,
            zone=GRAVEYARD,
        ),
    ],
)

# ---------------------------------------------------------------- Blood Speaker
_DEMON = subtype("Demon")
behaviour(
    "Blood Speaker",
    abilities=[
        Triggered(AtStep("upkeep"), (MaySacrificeThis((SearchLibrary(_DEMON, reveal=True),)),)),
        Triggered(
            Enters(self_only=False, filter=_DEMON & you_control),
            (ReturnThisCardToHand(),),
            zone=GRAVEYARD,
        ),
    ],
)


# --------------------------------------------------------------- Night Dealings
def _your_source_damages_another_player(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever a source you control deals damage to another player"
    (CR 120.3): the source's controller as it dealt the damage."""
    if event.kind != EventKind.DAMAGE or not is_player_ref(event["target"]):
        return False
    if player_of(event["target"]) == ch.controller:
        return False
    dealer = game.last_known(event["source"])
    return dealer is not None and dealer.controller == ch.controller


def _that_much(game: Game, ctx: Context) -> int:
    return int((ctx.event or {}).get("amount", 0))


behaviour(
    "Night Dealings",
    abilities=[
        Triggered(
            OnEvent(_your_source_damages_another_player),
            (AddCounters(SELF, CounterKind.THEFT, _that_much),),
        ),
        Activated(
            cost("{2}{B}{B}", remove_x_counters=CounterKind.THEFT),
            (SearchLibrary(nonland, reveal=True, mana_value_x=True),),
        ),
    ],
)


# ------------------------------------------------------------------ Grand Melee
behaviour(
    "Grand Melee",
    abilities=[
        Static(
            (grant((KeywordName.ATTACKS_EACH_COMBAT, KeywordName.BLOCKS_EACH_COMBAT), creatures),)
        )
    ],
)


# ---------------------------------------------------------- Walking Desecration
behaviour(
    "Walking Desecration",
    abilities=[
        Activated(
            cost("{B}", tap=True),
            (ChosenTypeThisTurn((KeywordName.ATTACKS_EACH_COMBAT,)),),
        )
    ],
)


# ------------------------------------------------------- Destined Confrontation
behaviour("Destined Confrontation", spell=[EachKeepsTotalPower(4)])


# ----------------------------------------------------------- Aggravated Assault
behaviour(
    "Aggravated Assault",
    abilities=[
        Activated(
            cost("{3}{R}{R}"),
            (
                TapOrUntap(creatures & you_control, untap=True),
                AdditionalPhases(("combat", "main")),
            ),
            sorcery_speed=True,
        )
    ],
)


# --------------------------------------------------------- Godo, Bandit Warlord
behaviour(
    "Godo, Bandit Warlord",
    abilities=[
        Triggered(Enters(), (May(SearchLibrary(subtype("Equipment"), to=BATTLEFIELD)),)),
        Triggered(
            Attacks(),
            (
                TapOrUntap((itself | subtype("Samurai")) & you_control, untap=True),
                AdditionalPhases(("combat",)),
            ),
            once_each_turn=True,  # "for the first time each turn"
        ),
    ],
)
