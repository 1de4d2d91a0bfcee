"""Avatar: The Last Airbender — the last cards of the set, each needing a rule of
its own: waterbend {X} as a spell's additional cost (Crashing Wave, Foggy Swamp
Visions; X announced with the spell, CR 601.2b), counters distributed on
resolution, token copies with exceptions.  Each has scenario tests in
``tests/test_final_tlamisc*.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.selectors import (
    creatures,
    lands,
    nontoken,
    opponent_controls,
    other,
    owned_by,
    tapped,
    you_control,
)
from ..engine.targets import target_creature, target_opponent
from ..engine.triggers import Attacks, DealsCombatDamage, Dies, Enters
from ..language.distribute import DistributeCounters
from ..language.effects import (
    THAT_PLAYER,
    Destroy,
    Exile,
    May,
    MayPayX,
    Mill,
    TapOrUntap,
    players_for,
)
from ..language.keywords import MENACE
from ..language.named_search import ExileNamedFromZones, PutOntoBattlefield
from ..language.search_split import SearchAnOpponentSplits
from ..language.x_targets import TotalManaValueAtMost, UpToXTargets, XTargets
from ..mechanics.copies import CreateTokenCopy, Except, event_object
from ..mechanics.double_faced import ExileAndReturnTransformed
from ..mechanics.firebending import AddCombatMana, firebending
from ..mechanics.foretell import foretell
from ..mechanics.free_cast import exiled_this_way
from ..mechanics.linked_exile import ChooseExiledWith, ExileWithThis, has_abilities_of_chosen
from ..mechanics.made_this_way import SacrificeAtNextEndStep, tokens_made_this_way
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.saga import saga_abilities
from ..mechanics.waterbend import waterbend_cost
from ..mechanics.waterbend_cast import ExileToWaterbendCast

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.effect import Effect
    from ..engine.game import Game

from . import Activated, Triggered, behaviour, card_names, cost, side
from .kamigawa_batch4 import ANY_NUMBER
from .onslaught_batch1 import GainAbilities

# ------------------------------------------------------- waterbend {X} to cast
behaviour(
    "Crashing Wave",
    additional_costs=[waterbend_cost("{X}")],
    spell=[
        TapOrUntap(UpToXTargets("target.up_to_x_creatures", objects=creatures)),
        DistributeCounters(CounterKind.STUN, 3, creatures & tapped & opponent_controls),
    ],
)
behaviour(
    "Foggy Swamp Visions",
    additional_costs=[waterbend_cost("{X}")],
    spell=[
        Exile(XTargets("target.x_creature_cards_graveyards", objects=creatures, zone=GRAVEYARD)),
        CreateTokenCopy(exiled_this_way),
        SacrificeAtNextEndStep(tokens_made_this_way),
    ],
)

# ------------------------------------------------------------- token copies
behaviour(
    "Ember Island Production",
    modes=[
        [
            CreateTokenCopy(
                target_creature(you_control, "target.creature_you_control"),
                Except(legendary=False, subtypes=("Hero",), power=4, toughness=4),
            )
        ],
        [
            CreateTokenCopy(
                target_creature(opponent_controls, "target.creature_opponent"),
                Except(legendary=False, subtypes=("Coward",), power=2, toughness=2),
            )
        ],
    ],
)

# -------------------------------------------------- a search an opponent splits
behaviour(
    "Elemental Teachings",
    spell=[SearchAnOpponentSplits(lands, rest_to=BATTLEFIELD, rest_tapped=True)],
)

# ------------------------------------------------------- cast by waterbending
_HAMAS_VICTIM = target_opponent()
behaviour(
    "Hama, the Bloodbender",
    abilities=[
        Triggered(
            Enters(),
            (
                Mill(3, _HAMAS_VICTIM),
                ExileToWaterbendCast(_HAMAS_VICTIM, ~creatures & ~lands),
            ),
        )
    ],
)

# ------------------------------------------------- the abilities of an exiled card
behaviour(
    "Koh, the Face Stealer",
    abilities=[
        Triggered(
            Enters(),
            (ExileWithThis(target_creature(other, "target.up_to_one_other_creature", minimum=0)),),
        ),
        Triggered(
            Dies(self_only=False, filter=creatures & other & nontoken),
            (May(ExileWithThis(event_object("new"))),),
        ),
        Activated(cost(pay_life=1), (ChooseExiledWith(creatures),)),
        has_abilities_of_chosen(),
    ],
)

# ----------------------------------------------------------------- foretell
behaviour(
    "Sozin's Comet",
    abilities=[foretell("{2}{R}")],
    spell=[
        GainAbilities(
            creatures & you_control,
            (Triggered(Attacks(), (AddCombatMana(5),), text="Firebending 5"),),
        )
    ],
)


# --------------------------------------------------- a transforming Saga
def _any_card_name() -> tuple[str, ...]:
    """The names "choose a card name" offers (CR 201.3): every card's."""
    return tuple(sorted(set(card_names())))


def _that_players_creature_cards(game: Game, ctx: Context) -> tuple[Effect, ...]:
    """ "Put any number of target creature cards with total mana value X or less
    from that player's graveyard onto the battlefield under your control", X as
    paid (the reflexive ability's target slot, CR 603.12, 115.1)."""
    damaged = players_for(THAT_PLAYER, game, ctx, 0)
    slot = TotalManaValueAtMost(
        "target.creature_cards_total_mana_value_x",
        objects=creatures & owned_by(damaged[0]),
        zone=GRAVEYARD,
        count=ANY_NUMBER,
        minimum=0,
        total=ctx.x,
    )
    return (PutOntoBattlefield(slot),)


behaviour(
    "The Rise of Sozin",
    abilities=saga_abilities(
        [Destroy(creatures)],
        [ExileNamedFromZones(target_opponent(), _any_card_name)],
        [ExileAndReturnTransformed()],
    ),
    back=side(
        "Fire Lord Sozin",
        abilities=[
            MENACE,
            firebending(3),
            Triggered(
                DealsCombatDamage(to_player=True),
                (MayPayX((WhenYouDo((), make=_that_players_creature_cards),)),),
            ),
        ],
    ),
)
