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
:mod:`.mayhem` and :mod:`.modified`.

Avatar: The Last Airbender: :mod:`.food` (Food, Clue, investigate),
:mod:`.firebending`, :mod:`.flashback`, :mod:`.kicker`, :mod:`.learn`,
:mod:`.prowess`, :mod:`.counter_unless` and :mod:`.lessons` (Lessons, Shrines,
second card drawn each turn), :mod:`.vehicles` (Vehicles and crew, CR 702.122),
:mod:`.stun` (stun counters, CR 122.1d), :mod:`.extra_turns` (CR 500.7),
:mod:`.reflexive` ("you may pay ... If you do", "When you do", CR 603.12),
:mod:`.exile_instead` ("if it would die this turn, exile it instead"),
:mod:`.untap_rules` (untapping during other players' untap steps),
:mod:`.impulse` (exile the top cards; you may play them until the end of your
next turn), :mod:`.land_types` (lands gaining basic land types); exhaust
is ``Activated(exhaust=True)``; the events of
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
    connive,
    cycling,
    double_faced,
    earthbend,
    entwine,
    exile_instead,
    extra_turns,
    fear,
    firebending,
    flashback,
    flip,
    food,
    harness,
    impulse,
    kicker,
    mayhem,
    morph,
    ninjutsu,
    offering,
    optional_waterbend,
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
    stun,
    untap_rules,
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
        stun,
        extra_turns,
        reflexive,
        exile_instead,
        untap_rules,
        impulse,
        card_events,
        self_cost,
    ):
        module.register(rules)
