"""The last cards of the seed sets that needed new mana rules.

* Skirk Prospector (ONS), Birchlore Rangers (ONS) and Petalmane Baku (BOK): mana
  abilities whose costs ask for choices, which Goblin to sacrifice, which two Elves
  to tap, X (CR 605.3a-b, 601.2g-h, 107.3): ``engine.casting.ActivateManaAbility``,
  activated while holding priority or while paying a cost.
* Slumbering Tora (BOK): "Discard a Spirit or Arcane card" (a discard cost with a
  filter, ``casting.discard_candidates``) and X from the discarded card's mana
  value (``language.effects.discarded_mana_value``).

Each card has scenarios in ``tests/test_final_mana.py``.
"""

from __future__ import annotations

from ..core.mana import COLOURS
from ..engine.selectors import creatures, subtype
from ..language.animate import BecomeCreature
from ..language.effects import SELF, discarded_mana_value
from ..mechanics.ki import ki_on_spirit_or_arcane, remove_x_ki
from . import Activated, behaviour, cost

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
        )
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
