"""Copy effects of the late sets (CR 707), built on :mod:`manastack.mechanics.copies`:
token copies with exceptions (Impostor Syndrome), entering as a copy with a new
name (Chameleon, Master of Disguise) and copies of the spells you cast (Jackal,
Genius Geneticist; Fire Lord Azula)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.selectors import (
    Selector,
    attacking,
    creatures,
    mana_value_of,
    nontoken,
    you_control,
)
from ..engine.triggers import DealsCombatDamage, SpellCast
from ..language.effects import SELF, AddCounters
from ..language.keywords import TRAMPLE
from ..mechanics.copies import (
    NOT_LEGENDARY,
    CopyThatSpell,
    CreateTokenCopy,
    Except,
    enter_as_copy,
    event_object,
)
from ..mechanics.firebending import firebending
from ..mechanics.mayhem import mayhem
from . import Triggered, behaviour

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

# ---------------------------------------------------------- Impostor Syndrome
behaviour(
    "Impostor Syndrome",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True, dealer=creatures & nontoken & you_control),
            (CreateTokenCopy(event_object("source"), NOT_LEGENDARY),),
        )
    ],
)

# ------------------------------------------------ Chameleon, Master of Disguise
behaviour(
    "Chameleon, Master of Disguise",
    abilities=[
        enter_as_copy(creatures & you_control, Except(name="Chameleon, Master of Disguise")),
        mayhem("{2}{U}"),
    ],
)


# -------------------------------------------------- Jackal, Genius Geneticist
def _mana_value_is_sources_power(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    """ "with mana value equal to <this creature>'s power"."""
    return src is not None and mana_value_of(obj, ch) == game.chars(src).power


behaviour(
    "Jackal, Genius Geneticist",
    abilities=[
        TRAMPLE,
        Triggered(
            SpellCast(
                filter=creatures
                & Selector(_mana_value_is_sources_power, "mana value equal to its power")
            ),
            (CopyThatSpell(exceptions=NOT_LEGENDARY), AddCounters(SELF)),
        ),
    ],
)


# ------------------------------------------------------------- Fire Lord Azula
def _while_the_source_attacks(
    game: Game, obj: GameObject, ch: Characteristics, you: int, src: int | None
) -> bool:
    """ "while <this creature> is attacking" (CR 506.4): the spell may be any."""
    return src is not None and attacking.matches(game, src, you)


behaviour(
    "Fire Lord Azula",
    abilities=[
        firebending(2),
        Triggered(
            SpellCast(filter=Selector(_while_the_source_attacks, "while attacking", False)),
            (CopyThatSpell(new_targets=True),),
        ),
    ],
)
