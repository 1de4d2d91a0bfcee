"""Late additions whose rules the engine now has: modal spells and triggers
(CR 700.2), a choice between additional costs (CR 601.2f), changing a target
(CR 115.7).  Each card has a scenario in ``tests/test_late_nowpossible.py``."""

from __future__ import annotations

from ..engine.model import cost
from ..engine.selectors import artifacts, creatures, you_control
from ..engine.targets import target_creature
from ..language.effects import AddCounters, Destroy, Pump
from ..mechanics.cost_choice import AdditionalCostChoice
from . import behaviour

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
