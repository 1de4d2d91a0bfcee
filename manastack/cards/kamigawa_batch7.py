"""Champions of Kamigawa, the rest of the set (7): protection from a subtype
(Kitsune Riftwalker), "attacks each combat if able" (CR 508.1d: Battle-Mad Ronin,
Uncontrollable Anger), Rag Dealer's targets from a single graveyard and Sensei
Golden-Tail's training."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, KeywordName
from ..engine.layers import anthem, enchanted
from ..engine.model import Keyword
from ..engine.objects import GRAVEYARD
from ..engine.targets import TargetSpec, target_creature
from ..language.effects import AddCounters, Exile
from ..language.keywords import FLASH, protection
from ..mechanics.animate import GainsAndBecomes
from ..mechanics.bushido import bushido, bushido_abilities
from . import Activated, Static, behaviour, cost
from .kamigawa_batch1 import ENCHANT_CREATURE

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

ATTACKS_EACH_COMBAT = Keyword(
    KeywordName.ATTACKS_EACH_COMBAT, text="This creature attacks each combat if able."
)

behaviour("Kitsune Riftwalker", abilities=[protection("Spirit"), protection("Arcane")])
behaviour("Battle-Mad Ronin", abilities=[bushido(2), ATTACKS_EACH_COMBAT])
behaviour(
    "Uncontrollable Anger",
    abilities=[
        FLASH,
        ENCHANT_CREATURE,
        Static(anthem(2, 2, enchanted, (KeywordName.ATTACKS_EACH_COMBAT,))),
    ],
)


@dataclass(frozen=True)
class CardsFromOneGraveyard(TargetSpec):
    """ "Up to N target cards from a single graveyard": once one is chosen, the
    others must be in the same graveyard (CR 115.1, 601.2c)."""

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        owners = {game.objects[c].owner for c in chosen_already if c in game.objects}
        for ref in super().choices(game, controller, source, chosen_already):
            if not owners or game.objects[ref].owner in owners:
                yield ref


behaviour(
    "Rag Dealer",
    abilities=[
        Activated(
            cost("{2}{B}", tap=True),
            (
                Exile(
                    CardsFromOneGraveyard(
                        "target.up_to_three_cards_one_graveyard",
                        objects=lambda g, o, c: True,
                        zone=GRAVEYARD,
                        count=3,
                        minimum=0,
                    )
                ),
            ),
        )
    ],
)


_TRAINEE = target_creature()
behaviour(
    "Sensei Golden-Tail",
    abilities=[
        bushido(1),
        Activated(
            cost("{1}{W}", tap=True),
            (
                AddCounters(_TRAINEE, counter=CounterKind.TRAINING),
                GainsAndBecomes(_TRAINEE, bushido_abilities(1), ("Samurai",)),
            ),
            sorcery_speed=True,
        ),
    ],
)
