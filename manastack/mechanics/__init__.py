"""Layer 4, mechanics built on the engine's extension points (Champions of Kamigawa
block, Onslaught morph).

Each module implements one mechanic once, as reusable pieces cards are made of:
:mod:`.bushido`, :mod:`.soulshift`, :mod:`.flip`, :mod:`.splice`, :mod:`.entwine`,
:mod:`.morph`, :mod:`.put`, :mod:`.delayed`, :mod:`.rule_changes`, and
:mod:`.kamigawa` for the card-group helpers (Shrines, Zubera, divinity counters,
Deceivers); :mod:`.ninjutsu`, :mod:`.fear`, :mod:`.regeneration`, :mod:`.ki`
(ki counters), :mod:`.shoals` (the Shoals' alternative cost) and
:mod:`.offering`; for the rest of Champions: :mod:`.sacrifice` ("<player>
sacrifices a <kind>"), :mod:`.exile_instead` (exiling what would die, CR 614.1a),
:mod:`.untapping` (what doesn't untap, CR 502.3), :mod:`.prevention` (damage
prevention, CR 615), :mod:`.end_step` (until the next end step, CR 603.7),
:mod:`.unless_paid` (costs paid on resolution, CR 118.12), :mod:`.must_block`
(CR 509.1c), :mod:`.own_turn_only` (Dosan), :mod:`.extra_mana` (Heartbeat of
Spring), :mod:`.player_rules` (land plays, hand size, the legend rule) and
:mod:`.animate` (becoming a creature until end of turn).  A module that plugs into the engine exposes
``register(rules)``; :func:`register_all` calls each once.

Marvel's Spider-Man and the double-faced rules it shares with Avatar:
:mod:`.double_faced` (transforming, entering transformed, CR 712), :mod:`.saga`
(CR 714), :mod:`.connive` (CR 701.50), :mod:`.harness` (∞), :mod:`.web_slinging`,
:mod:`.mayhem` and :mod:`.modified`.

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
    connive,
    cycling,
    double_faced,
    earthbend,
    end_step,
    entwine,
    exile_instead,
    extra_mana,
    fear,
    firebending,
    flashback,
    flip,
    food,
    harness,
    kicker,
    mayhem,
    morph,
    must_block,
    ninjutsu,
    offering,
    optional_waterbend,
    own_turn_only,
    player_rules,
    prevention,
    provoke,
    prowess,
    regeneration,
    rule_changes,
    saga,
    self_cost,
    shoals,
    soulshift,
    splice,
    untapping,
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
        exile_instead,
        untapping,
        prevention,
        end_step,
        must_block,
        own_turn_only,
        extra_mana,
        player_rules,
    ):
        module.register(rules)
