"""Copy effects of the late sets (CR 707), built on :mod:`manastack.mechanics.copies`:
token copies with exceptions (Impostor Syndrome), entering as a copy with a new
name (Chameleon, Master of Disguise) and copies of the spells you cast (Jackal,
Genius Geneticist; Fire Lord Azula), and the next one you cast this turn (The
Clone Saga, Jeong Jeong, the Deserter), and abilities (Peter Parker's Camera,
Firebender Ascension)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import CounterKind, EventKind
from ..engine.objects import EXILE, GRAVEYARD
from ..engine.selectors import (
    Selector,
    attacking,
    creatures,
    mana_value_of,
    named,
    nontoken,
    subtype,
    you_control,
)
from ..engine.triggers import DealsCombatDamage, Enters, OnEvent, SpellCast
from ..language.effects import SELF, AddCounters, CreateToken, Draw, If, MoveCard
from ..language.keywords import TRAMPLE, enters_with_counters
from ..language.player_choices import ChooseACardName
from ..mechanics.copies import (
    NOT_LEGENDARY,
    CopySpellOrAbility,
    CreateTokenCopy,
    Except,
    enter_as_copy,
    event_object,
    target_ability_you_control,
)
from ..mechanics.delayed import ThisTurn
from ..mechanics.firebending import firebending
from ..mechanics.mayhem import mayhem
from ..mechanics.saga import saga_abilities
from ..mechanics.surveil import Surveil
from . import Activated, Triggered, behaviour, card_names, cost
from .avatar import SOLDIER

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
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


# ----------------------------------------------------------- Superior Spider-Man
def _exile_that_card(card: int) -> tuple[MoveCard]:
    """ "When you do, exile that card" (CR 603.12)."""
    return (MoveCard(card, GRAVEYARD, EXILE, "exile"),)


behaviour(
    "Superior Spider-Man",
    abilities=[
        enter_as_copy(
            creatures,
            Except(
                name="Superior Spider-Man",
                types=frozenset({"Creature"}),
                subtypes=("Spider", "Human", "Hero"),
                power=4,
                toughness=4,
            ),
            zone=GRAVEYARD,
            when_you_do=_exile_that_card,
        )
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
            (CopySpellOrAbility(exceptions=NOT_LEGENDARY), AddCounters(SELF)),
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
            (CopySpellOrAbility(new_targets=True),),
        ),
    ],
)


# ------------------------------------------------------------- The Clone Saga
def _any_card_name() -> tuple[str, ...]:
    """The names "choose a card name" offers (CR 201.3): every card's."""
    return tuple(sorted(set(card_names())))


def _draw_when_it_hits(name: str) -> ThisTurn:
    """ "Whenever a creature with the chosen name deals combat damage to a
    player this turn, draw a card"."""
    dealer = creatures & named(name)
    return ThisTurn(DealsCombatDamage(to_player=True, dealer=dealer), (Draw(1),), one_shot=False)


behaviour(
    "The Clone Saga",
    abilities=saga_abilities(
        [Surveil(3)],
        [ThisTurn(SpellCast(filter=creatures), (CopySpellOrAbility(exceptions=NOT_LEGENDARY),))],
        [ChooseACardName(_any_card_name, _draw_when_it_hits)],
    ),
)

# ---------------------------------------------------- Jeong Jeong, the Deserter
behaviour(
    "Jeong Jeong, the Deserter",
    abilities=[
        firebending(1),
        Activated(
            cost("{3}"),
            (
                AddCounters(SELF),
                ThisTurn(
                    SpellCast(filter=subtype("Lesson")), (CopySpellOrAbility(new_targets=True),)
                ),
            ),
            exhaust=True,
        ),
    ],
)

# ------------------------------------------------------- Peter Parker's Camera
behaviour(
    "Peter Parker's Camera",
    abilities=[
        enters_with_counters(CounterKind.FILM, 3),
        Activated(
            cost("{2}", tap=True, remove_counters=(CounterKind.FILM, 1)),
            (CopySpellOrAbility(target_ability_you_control(), new_targets=True),),
        ),
    ],
)


# -------------------------------------------------------- Firebender Ascension
def _attacking_triggers_its_ability(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever a creature you control attacking causes a triggered ability of
    that creature to trigger" (CR 603.2): the ability, now on the stack, is the
    creature's own and triggered on that creature's attack."""
    if event.kind != EventKind.TRIGGER:
        return False
    ability = game.objects.get(event["obj"])
    info = ability.cast_info if ability is not None else None
    if info is None or info.ctx is None or info.ctx.event is None:
        return False
    cause = info.ctx.event
    attacker = event["source"]
    return (
        cause.get("kind") == EventKind.ATTACK
        and cause.get("attacker") == attacker
        and attacker in game.battlefield
        and game.chars(attacker).is_creature
        and game.chars(attacker).controller == ch.controller
    )


def _four_or_more_quest_counters(game: Game, ctx: Context) -> bool:
    """ "Then if it has four or more quest counters on it"."""
    found = game.objects.get(ctx.source)
    return found is not None and found.counters.get(CounterKind.QUEST, 0) >= 4


behaviour(
    "Firebender Ascension",
    abilities=[
        Triggered(Enters(), (CreateToken(SOLDIER),)),
        Triggered(
            OnEvent(_attacking_triggers_its_ability, key="trigger.ability_triggers"),
            (
                AddCounters(SELF, CounterKind.QUEST),
                If(
                    _four_or_more_quest_counters,
                    CopySpellOrAbility(event_object("obj"), new_targets=True, optional=True),
                ),
            ),
        ),
    ],
)
