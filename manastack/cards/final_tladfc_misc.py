"""The last legends of Avatar: The Last Airbender (TLA) that needed a rule of
their own: Bumi, King of Three Trials ("choose up to X", CR 700.2) and Avatar
Destiny (a bonus read from the graveyard; "milled this way") and Boiling Rock
Rioter (cards exiled with it, CR 607.2a, cast as its trigger resolves) and
Bumi, Unleashed (an additional combat phase only land creatures may attack in,
CR 500.8, 508.1c) and Azula, Cunning Usurper (casting the cards exiled with her,
as though they had flash, with mana of any type).  Each card has scenarios in ``tests/test_final_tladfc_misc.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import DecisionKind
from ..engine.layers import enchanted
from ..engine.objects import EXILE, GRAVEYARD
from ..engine.selectors import (
    anything,
    count,
    creatures,
    lands,
    nonland,
    nontoken,
    subtype,
    you_control,
    you_own,
)
from ..engine.targets import (
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_player,
)
from ..engine.triggers import Attacks, DealsCombatDamage, Enters
from ..language.continuous import gets_for_each, is_also
from ..language.effects import SELF, AddCounters, Exile, Mill, Scry, TapOrUntap
from ..language.keywords import TRAMPLE
from ..language.library_look import PutUpToOneOfThem
from ..language.player_choices import EachSacrifices, ExileFromHand
from ..mechanics.cast_exiled import MayCastExiledWith
from ..mechanics.cast_now import MayCastOneOf
from ..mechanics.earthbend import Earthbend
from ..mechanics.extra_turns import AdditionalCombatOnly
from ..mechanics.firebending import firebending
from ..mechanics.genju import ReturnThisCardToHand
from ..mechanics.leaves import AttachedDies
from ..mechanics.lessons import lesson_cards_in_graveyard
from ..mechanics.linked_exile import LinkExiled, exiled_with
from . import Activated, Enchant, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------- Bumi, King of Three Trials
def _lesson_cards_in_your_graveyard(game: Game, ctx: Context) -> int:
    """X: "the number of Lesson cards in your graveyard" (LES-01)."""
    return lesson_cards_in_graveyard(game, ctx.controller)


behaviour(
    "Bumi, King of Three Trials",
    abilities=[
        Triggered(
            Enters(),
            modes=(
                (AddCounters(SELF, amount=3),),
                (Scry(3, who=target_player()),),
                (Earthbend(3),),
            ),
            mode_count=(0, 3),
            most_modes=_lesson_cards_in_your_graveyard,
        )
    ],
)


# -------------------------------------------------------------- Avatar Destiny
def _its_power(game: Game, ctx: Context) -> int:
    """ "Cards equal to its power": the creature that died, as it last existed
    on the battlefield (CR 608.2h); a negative power mills nothing."""
    oid = (ctx.event or {}).get("obj")
    died = game.lki.get(oid) if isinstance(oid, int) else None
    return max(0, died.power or 0) if died is not None else 0


behaviour(
    "Avatar Destiny",
    abilities=[
        Enchant(target_creature(you_control, "target.creature_you_control")),
        Static(
            (
                gets_for_each(count(creatures & you_own, zone=GRAVEYARD), enchanted),
                is_also(("Avatar",), enchanted),
            )
        ),
        Triggered(
            AttachedDies(),
            (
                Mill(_its_power),
                ReturnThisCardToHand(),
                PutUpToOneOfThem((0, 0), creatures, prompt="prompt.put_milled_creature"),
            ),
        ),
    ],
)


# --------------------------------------------------------- Boiling Rock Rioter
def _yours_exiled_with_it(game: Game, ctx: Context) -> tuple[int, ...]:
    """ "Cards you own exiled with this creature"."""
    return exiled_with(game, ctx.source, owner=ctx.controller)


behaviour(
    "Boiling Rock Rioter",
    abilities=[
        firebending(1),
        Activated(
            cost(tap_untapped=(creatures & subtype("Ally") & you_control, 1)),
            (
                Exile(target_card_in_graveyard(anything, "target.card_in_a_graveyard")),
                LinkExiled((0, 0)),
            ),
            text="Tap an untapped Ally you control: Exile target card from a graveyard.",
        ),
        Triggered(Attacks(), (MayCastOneOf(_yours_exiled_with_it, subtype("Ally")),)),
    ],
)


# ------------------------------------------------------------ Bumi, Unleashed
behaviour(
    "Bumi, Unleashed",
    abilities=[
        TRAMPLE,
        Triggered(Enters(), (Earthbend(4),)),
        Triggered(
            DealsCombatDamage(to_player=True),
            (TapOrUntap(lands & you_control, untap=True), AdditionalCombatOnly(lands)),
        ),
    ],
)


# ---------------------------------------------------- Azula, Cunning Usurper
_AZULAS_VICTIM = target_opponent()

behaviour(
    "Azula, Cunning Usurper",
    abilities=[
        firebending(2),
        Triggered(
            Enters(),
            (
                EachSacrifices(
                    creatures & nontoken,
                    _AZULAS_VICTIM,
                    prompt="prompt.exile_own_creature",
                    key="effect.exile",
                    to=EXILE,
                    cause="exile",
                    decision=DecisionKind.CHOOSE_CARD,
                ),
                ExileFromHand(
                    _AZULAS_VICTIM,
                    zone=GRAVEYARD,
                    what=nonland,
                    prompt="prompt.exile_from_graveyard",
                ),
                LinkExiled((0, 0)),
                LinkExiled((0, 1)),
            ),
        ),
        MayCastExiledWith(
            text="During your turn, you may cast cards exiled with Azula and you may cast "
            "them as though they had flash. Mana of any type can be spent to cast those spells."
        ),
    ],
)
