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
:mod:`.animate` (gaining abilities and a subtype for good); for the rest of
Betrayers: :mod:`.genju`, :mod:`.damage_doubling` and
:mod:`.no_life_gain`.  A module that plugs into the engine exposes
``register(rules)``; :func:`register_all` calls each once.

Marvel's Spider-Man and the double-faced rules it shares with Avatar:
:mod:`.double_faced` (transforming, entering transformed, CR 712), :mod:`.saga`
(CR 714), :mod:`.connive` (CR 701.50), :mod:`.harness` (∞), :mod:`.web_slinging`,
:mod:`.mayhem`, :mod:`.modified`, :mod:`.redirect_to_enchanted` (damage to you dealt to
enchanted creature instead, CR 614.9), :mod:`.riot` (CR 702.136), :mod:`.chosen_card_type` (spells of a type chosen as it entered cost more), :mod:`.convoke` (CR 702.51) and :mod:`.reflexive` ("when you do", CR 603.12)
and :mod:`.play_from_exile` ("you may play that card", CR 601.3), :mod:`.graveyard_cast`, :mod:`.cast_limits`, :mod:`.cost_choice`, :mod:`.hand_size`,
:mod:`.mana_value_cost` (an alternative cost of {X}, X the spell's mana value, CR 118.9),
:mod:`.hand_only` (opponents cast spells only from their hands, CR 601.3),
:mod:`.cast_now` (casting a target card, paying for it, while an effect resolves, CR 608.2g),
:mod:`.free_cast` (casting a card without paying its mana cost while an ability
resolves, CR 608.2g), :mod:`.library_top` (looking at, revealing and playing
the top card of a library, CR 401.5, 601.3).

Avatar: The Last Airbender: :mod:`.food` (Food, Clue, investigate),
:mod:`.firebending`, :mod:`.flashback`, :mod:`.kicker`, :mod:`.learn`,
:mod:`.prowess`, :mod:`.counter_unless` and :mod:`.lessons` (Lessons, Shrines,
second card drawn each turn), :mod:`.vehicles` (Vehicles and crew, CR 702.122),
:mod:`.stun` (stun counters, CR 122.1d), :mod:`.extra_turns` (CR 500.7),
:mod:`.exile_instead` ("if it would die this turn, exile it instead"),
:mod:`.untap_rules` (untapping during other players' untap steps),
:mod:`.land_types` (lands gaining basic land types), :mod:`.foretell`
(CR 702.143), :mod:`.waterbend_cast` (casting an exiled card by waterbending),
:mod:`.linked_exile` (cards exiled with a permanent, face down too, CR 406.3,
607.2a, and the abilities of the last chosen one, CR 613.1f), :mod:`.cast_exiled`
(casting cards exiled with a permanent), :mod:`.made_this_way` (tokens made this
way, sacrificed at the next end step), :mod:`.untap_limits` (untapping only one
artifact, Imi Statue), :mod:`.end_the_turn` (ending the turn, CR 721.1),
:mod:`.cast_history` (the spells cast this turn), :mod:`.bending` (bending as
something a player does, each turn), :mod:`.spell_count` (the nth spell each
turn), :mod:`.leaves` (other permanents leaving, enchanted creature dying); exhaust
is ``Activated(exhaust=True)``; the events of
single cards in :mod:`.card_events`.

Onslaught block: :mod:`.cycling` (cycling, typecycling, CR 702.29),
:mod:`.blocking` (landwalk CR 702.14, blocking restrictions and requirements,
CR 509.1b-c), :mod:`.provoke` (CR 702.39), :mod:`.remove_from_combat`
(CR 506.4), :mod:`.prevention` (prevention shields of one object, CR 615),
:mod:`.next_draw` ("the next time you would draw a card", CR 614),
:mod:`.untap_step` (permanents that stay tapped, "for as long as it remains
tapped"), :mod:`.spell_copy` (the Chains' copies and changed targets, CR 707.10,
115.7), :mod:`.copies` (copy effects and their exceptions: token copies,
entering as a copy, copies of cast spells, CR 707) and :mod:`.land_aura_mana` (an Aura's extra mana when its land is tapped
for mana, CR 605.1b); :mod:`.attack_costs` (costs to attack, CR 508.1g-h), :mod:`.attack_restrictions`
("can't attack unless defending player controls ...", CR 508.1c),
:mod:`.secret_numbers` (each player secretly chooses a number, CR 608.2e).

Unspent mana: :mod:`.unspent_mana` (mana kept or changed as pools empty, CR 106.4,
500.4, and abilities that read the pool).
"""

from __future__ import annotations

from ..core.registry import Registry
from ..language import cost_modifiers, keywords
from . import (
    airbend,
    allies,
    attack_costs,
    attack_restrictions,
    blocking,
    bushido,
    card_events,
    cast_exiled,
    cast_limits,
    cast_now,
    chosen_card_type,
    coin_flip,
    connive,
    convoke,
    copies,
    cost_choice,
    cycling,
    damage_doubling,
    double_faced,
    earthbend,
    end_step,
    end_the_turn,
    entwine,
    exile_instead,
    extra_mana,
    extra_turns,
    fear,
    finality,
    firebending,
    flashback,
    flip,
    food,
    foretell,
    free_cast,
    graveyard_cast,
    hand_only,
    hand_size,
    harness,
    kicker,
    land_aura_mana,
    library_top,
    linked_exile,
    mana_value_cost,
    mayhem,
    morph,
    must_block,
    next_draw,
    ninjutsu,
    no_life_gain,
    offering,
    optional_waterbend,
    own_turn_only,
    play_from_exile,
    player_rules,
    prevention,
    provoke,
    prowess,
    redirect_to_enchanted,
    reflexive,
    regeneration,
    remove_from_combat,
    riot,
    rule_changes,
    sacrifice_as_enters,
    saga,
    secret_numbers,
    self_cost,
    shoals,
    soulshift,
    spell_copy,
    splice,
    stun,
    unspent_mana,
    untap_limits,
    untap_rules,
    untap_step,
    untapping,
    waterbend,
    waterbend_cast,
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
        attack_costs,
        attack_restrictions,
        provoke,
        soulshift,
        flip,
        flashback,
        foretell,
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
        secret_numbers,
        connive,
        convoke,
        copies,
        harness,
        waterbend,
        optional_waterbend,
        waterbend_cast,
        earthbend,
        allies,
        food,
        firebending,
        prowess,
        ninjutsu,
        fear,
        regeneration,
        damage_doubling,
        no_life_gain,
        stun,
        extra_turns,
        reflexive,
        exile_instead,
        untap_rules,
        card_events,
        self_cost,
        remove_from_combat,
        prevention,
        next_draw,
        untap_step,
        spell_copy,
        land_aura_mana,
        linked_exile,
        untapping,
        end_step,
        must_block,
        own_turn_only,
        extra_mana,
        unspent_mana,
        play_from_exile,
        library_top,
        graveyard_cast,
        free_cast,
        cast_limits,
        cost_choice,
        finality,
        hand_size,
        player_rules,
        redirect_to_enchanted,
        riot,
        mana_value_cost,
        hand_only,
        cast_now,
        chosen_card_type,
        coin_flip,
        end_the_turn,
        untap_limits,
        sacrifice_as_enters,
        cast_exiled,
    ):
        module.register(rules)
