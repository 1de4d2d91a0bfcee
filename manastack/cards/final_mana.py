"""The last cards of the seed sets that needed new mana rules.

* Skirk Prospector (ONS), Birchlore Rangers (ONS) and Petalmane Baku (BOK): mana
  abilities whose costs ask for choices, which Goblin to sacrifice, which two Elves
  to tap, X (CR 605.3a-b, 601.2g-h, 107.3): ``engine.casting.ActivateManaAbility``,
  activated while holding priority or while paying a cost.
* Slumbering Tora (BOK): "Discard a Spirit or Arcane card" (a discard cost with a
  filter, ``casting.discard_candidates``) and X from the discarded card's mana
  value (``language.effects.discarded_mana_value``).
* Electro, Assaulting Battery (SPM) and Ozai, the Phoenix King (TLA): what happens
  to unspent mana as steps and phases end (CR 106.4, 500.4), and an ability that
  reads the pool (``mechanics.unspent_mana``); Electro's "you may pay {X}. When
  you do, ..." (``language.effects.MayPayX`` and ``mechanics.reflexive.WhenYouDo``,
  CR 603.12).

Each card has scenarios in ``tests/test_final_mana.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..core.mana import COLOURS
from ..engine.layers import grant
from ..engine.selectors import creatures, instants_and_sorceries, subtype
from ..engine.targets import target_player
from ..engine.triggers import LeavesBattlefield, SpellCast
from ..language.animate import BecomeCreature
from ..language.effects import SELF, AddMana, DealDamage, MayPayX, discarded_mana_value
from ..language.keywords import FLYING, HASTE, TRAMPLE
from ..mechanics.firebending import firebending
from ..mechanics.ki import ki_on_spirit_or_arcane, remove_x_ki
from ..mechanics.morph import Morph
from ..mechanics.reflexive import WhenYouDo
from ..mechanics.unspent_mana import (
    KeepsUnspentMana,
    unspent_mana_at_least,
    unspent_mana_becomes,
)
from . import Activated, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.effect import Effect
    from ..engine.game import Game

ANY_COLOUR = tuple(COLOURS)

behaviour(
    "Skirk Prospector",
    abilities=[
        Activated(
            cost(sacrifice=subtype("Goblin")), mana=("R",), text="Sacrifice a Goblin: Add {R}."
        )
    ],
)
behaviour(
    "Birchlore Rangers",
    abilities=[
        Activated(
            cost(tap_untapped=(creatures & subtype("Elf"), 2)),
            mana=ANY_COLOUR,
            text="Tap two untapped Elves you control: Add one mana of any color.",
        ),
        Morph("{G}"),
    ],
)
behaviour(
    "Petalmane Baku",
    abilities=[
        ki_on_spirit_or_arcane(),
        Activated(
            remove_x_ki("{1}"),
            mana=ANY_COLOUR,
            mana_per_x=True,
            text="{1}, Remove X ki counters from this creature: Add X mana of any one color.",
        ),
    ],
)
behaviour(
    "Slumbering Tora",
    abilities=[
        Activated(
            cost("{2}", discard=1, discard_filter=subtype("Spirit") | subtype("Arcane")),
            (BecomeCreature(SELF, discarded_mana_value, discarded_mana_value, subtypes=("Cat",)),),
        )
    ],
)


def _x_damage_to_target_player(_game: Game, ctx: Context) -> tuple[Effect, ...]:
    """ "He deals X damage to target player", X being what was paid (CR 107.3)."""
    return (DealDamage(ctx.x, target_player()),)


behaviour(
    "Electro, Assaulting Battery",
    abilities=[
        FLYING,
        KeepsUnspentMana("R", text="You don't lose unspent red mana as steps and phases end."),
        Triggered(SpellCast(filter=instants_and_sorceries), (AddMana("R"),)),
        Triggered(
            LeavesBattlefield(), (MayPayX((WhenYouDo((), make=_x_damage_to_target_player),)),)
        ),
    ],
)
behaviour(
    "Ozai, the Phoenix King",
    abilities=[
        TRAMPLE,
        firebending(4),
        HASTE,
        unspent_mana_becomes(
            "R", text="If you would lose unspent mana, that mana becomes red instead."
        ),
        Static(
            (grant((KeywordName.FLYING, KeywordName.INDESTRUCTIBLE), unspent_mana_at_least(6)),)
        ),
    ],
)
