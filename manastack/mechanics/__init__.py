"""Layer 4, mechanics built on the engine's extension points (Champions of Kamigawa
block, Onslaught morph).

Each module implements one mechanic once, as reusable pieces cards are made of:
:mod:`.bushido`, :mod:`.soulshift`, :mod:`.flip`, :mod:`.splice`, :mod:`.entwine`,
:mod:`.morph`, :mod:`.put`, :mod:`.delayed`, :mod:`.rule_changes`, and
:mod:`.kamigawa` for the card-group helpers (Shrines, Zubera, divinity counters,
Deceivers); :mod:`.ninjutsu`, :mod:`.fear`, :mod:`.regeneration`, :mod:`.ki`
(ki counters), :mod:`.shoals` (the Shoals' alternative cost) and
:mod:`.offering`.  A module that plugs into the engine exposes ``register(rules)``;
:func:`register_all` calls each once.

Marvel's Spider-Man and the double-faced rules it shares with Avatar:
:mod:`.double_faced` (transforming, entering transformed, CR 712), :mod:`.saga`
(CR 714), :mod:`.connive` (CR 701.50), :mod:`.harness` (∞), :mod:`.web_slinging`,
:mod:`.mayhem`, :mod:`.modified` and :mod:`.reflexive` ("when you do", CR 603.12)
and :mod:`.play_from_exile` ("you may play that card", CR 601.3), :mod:`.graveyard_cast`, :mod:`.cast_limits`, :mod:`.cost_choice`, :mod:`.hand_size`.

Avatar: The Last Airbender: :mod:`.food` (Food, Clue, investigate),
:mod:`.firebending`, :mod:`.flashback`, :mod:`.kicker`, :mod:`.learn`,
:mod:`.prowess`, :mod:`.counter_unless` and :mod:`.lessons` (Lessons, Shrines,
second card drawn each turn); exhaust is ``Activated(exhaust=True)``; the events of
single cards in :mod:`.card_events`.

Onslaught block: :mod:`.cycling` (cycling, typecycling, CR 702.29) and
:mod:`.blocking` (landwalk CR 702.14, blocking restrictions and requirements,
CR 509.1b-c) and :mod:`.provoke` (CR 702.39).
"""

from __future__ import annotations

from ..core.registry import Registry
from ..language import cost_modifiers, keywords
from . import (
    airbend,
    allies,
    blocking,
    bushido,
    card_events,
    cast_limits,
    connive,
    cost_choice,
    cycling,
    double_faced,
    earthbend,
    entwine,
    fear,
    firebending,
    flashback,
    flip,
    food,
    graveyard_cast,
    hand_size,
    harness,
    kicker,
    mayhem,
    morph,
    ninjutsu,
    offering,
    optional_waterbend,
    play_from_exile,
    provoke,
    prowess,
    reflexive,
    regeneration,
    rule_changes,
    saga,
    self_cost,
    shoals,
    soulshift,
    splice,
    waterbend,
    web_slinging,
)


def register_all(rules: Registry) -> None:
    """Register the card language's and every mechanic's rules in ``rules``, once
    (:mod:`manastack` does it for :data:`~manastack.core.registry.RULES` on import).
    The order is the order the engine asks hooks and offers ways to cast in."""
    for module in (
        keywords,
        cost_modifiers,
        bushido,
        cycling,
        blocking,
        provoke,
        soulshift,
        flip,
        flashback,
        kicker,
        airbend,
        entwine,
        morph,
        offering,
        shoals,
        splice,
        mayhem,
        web_slinging,
        rule_changes,
        double_faced,
        saga,
        connive,
        harness,
        waterbend,
        optional_waterbend,
        earthbend,
        allies,
        food,
        firebending,
        prowess,
        ninjutsu,
        fear,
        regeneration,
        card_events,
        self_cost,
        reflexive,
        play_from_exile,
        graveyard_cast,
        cast_limits,
        cost_choice,
        hand_size,
    ):
        module.register(rules)
