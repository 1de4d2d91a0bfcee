"""Every player-facing sentence the engine produces, in one catalogue.

Messages are English templates (the msgid, in gettext terms) with ``{name}``
placeholders.  :func:`translate` looks a template up in the catalogue of the
requested language; rules code never builds sentences itself, so a language is
added by translating this catalogue, not by touching the rules.

Rendering respects hidden information: a card whose identity a viewer may not
know (``event.secret_from``, face-down objects) is named generically.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.i18n import card_name, lookup, lookup_plural, polish
from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..core.registry import RULES
from .objects import is_player_ref, player_of

if TYPE_CHECKING:
    from ..core.events import Event
    from .game import Game

# --------------------------------------------------------------------- catalogue
EVENTS: dict[str, str] = {
    "turn": "Turn {turn}: {player}'s turn.",
    "step": "{step_name}.",
    "starting_player": "{player} will play first.",
    "mulligan": "{player} takes a mulligan.",
    "keep": "{player} keeps a hand of {hand} card.",
    "zone.draw": "{player} draws {card}.",
    "zone.draw.hidden": "{player} draws a card.",
    "zone.play": "{player} plays {card}.",
    "zone.cast": "{player} casts {card}.",
    "zone.cast.face_down": "{player} casts a face-down creature spell.",
    "zone.resolve": "{card} enters the battlefield under {player}'s control.",
    "zone.resolve.face_down": "A face-down creature enters the battlefield under {player}'s control.",
    "zone.destroy": "{card} is destroyed.",
    "zone.sba_toughness": "{card} is put into the graveyard (toughness 0 or less).",
    "zone.legend_rule": "{card} is put into the graveyard (legend rule).",
    "zone.sba_aura": "{card} is put into the graveyard (not attached legally).",
    "zone.sacrifice": "{player} sacrifices {card}.",
    "zone.discard": "{player} discards {card}.",
    "zone.counter": "{card} is countered.",
    "zone.exile": "{card} is exiled.",
    "zone.bounce": "{card} is returned to its owner's hand.",
    "zone.mill": "{player} mills {card}.",
    "zone.search": "{player} puts {card} {into_zone}.",
    "zone.search.hidden": "{player} puts a card from their library {into_zone}.",
    "zone.token": "{player} creates a {card} token.",
    "zone.move": "{card} moves {from_zone} {into_zone}.",
    "zone.move.hidden": "A card moves {from_zone} {into_zone}.",
    "damage": "{source} deals {amount} damage to {target}.",
    "prevented": "Damage from {source} to {target} is prevented.",
    "life.gain": "{player} gains {amount} life (now {life}).",
    "life.loss": "{player} loses {amount} life (now {life}).",
    "poison": "{player} gets {amount} poison counter (now {poison}).",
    "counters.add": "{amount} {counter} counter is put on {card}.",
    "counters.remove": "{amount} {counter} counter is removed from {card}.",
    "tap": "{card} becomes tapped.",
    "untap": "{card} becomes untapped.",
    "attack": "{card} attacks {defender}.",
    "block": "{card} blocks {attacker}.",
    "trigger": "{card}'s ability triggers.",
    "activate": "{player} activates an ability of {card}.",
    "resolve": "{card} resolves.",
    "resolve.ability": "{card}'s ability resolves.",
    "fizzle": "{card} doesn't resolve: all its targets are illegal.",
    "fizzle.ability": "{card}'s ability doesn't resolve: all its targets are illegal.",
    "countered": "{card} is countered.",
    "lose": "{player} loses the game ({reason_text}).",
    "game_over": "The game is over. {result}",
    "game_over.draw": "The game is over. It is a draw.",
    "reveal": "{card} is revealed.",
    "flip": "{card} flips into {into}.",
    "regenerate": "{card} regenerates.",
    "coin_flip.won": "{player} wins a coin flip.",
    "coin_flip.lost": "{player} loses a coin flip.",
    "transform": "{card} transforms into {into}.",
    "connive": "{card} connives.",
    "harness": "{card} is harnessed.",
    "shuffle": "{player} shuffles their library.",
    "control": "{player} gains control of {card}.",
    "attach": "{card} is attached to {target}.",
    "enter_choice": "{player} chooses {value} for {card}.",
    "number_revealed": "{player} reveals the number {number}.",
    "turn_face_up": "{player} turns {card} face up.",
    "turn_face_down": "{card} is turned face down.",
    "cycle": "{player} cycles {card}.",
    "look": "{player} looks at {card}.",
    "morph_cost": "{player} shows the morph cost of {card}: {cost}.",
    "effect": "",
    "mana": "",
    "pay": "",
    "target": "{card} targets {target}.",
    "ability_target": "{card}'s ability targets {target}.",
    "cast": "{card} is cast: {details}.",
    "draw_empty": "{player} can't draw from an empty library.",
    "investigate": "{player} investigates.",
    "scry": "{player} scries {amount}.",
    "surveil": "{player} surveils {amount}.",
    "extra_turn": "{player} will take an extra turn after this one.",
    "mana_lost": "",
    "removed": "",
    "mode_chosen": "",  # the ability on the stack shows its mode
    "blocked": "",
    "shield": "",
    "delayed": "",  # a delayed trigger is set up silently; it logs when it triggers
    "waterbend": "",  # the tap event logs it
    "airbend": "",  # the move to exile logs it
    "earthbend": "",  # its effects and counters log it
    "bend": "",  # the bending itself logs it
    "reflexive": "",  # the reflexive trigger logs it
}

STEP_NAMES = {
    "untap": "Untap step",
    "upkeep": "Upkeep",
    "draw": "Draw step",
    "main1": "First main phase",
    "beginning_of_combat": "Beginning of combat",
    "declare_attackers": "Declare attackers",
    "declare_blockers": "Declare blockers",
    "first_strike_damage": "First-strike damage",
    "combat_damage": "Combat damage",
    "end_of_combat": "End of combat",
    "main2": "Second main phase",
    "end": "End step",
    "cleanup": "Cleanup",
}

ZONE_NAMES = {
    "library": "the library",
    "hand": "the hand",
    "battlefield": "the battlefield",
    "graveyard": "the graveyard",
    "stack": "the stack",
    "exile": "exile",
    "": "nowhere",
}

# where a card goes to and comes from, as phrases (languages contract "into the"
# differently: "nel cimitero", "au cimetière")
ZONE_INTO = {
    "library": "into the library",
    "hand": "into the hand",
    "battlefield": "onto the battlefield",
    "graveyard": "into the graveyard",
    "stack": "onto the stack",
    "exile": "into exile",
    "": "out of the game",
}
ZONE_FROM = {
    "library": "from the library",
    "hand": "from the hand",
    "battlefield": "from the battlefield",
    "graveyard": "from the graveyard",
    "stack": "from the stack",
    "exile": "from exile",
    "": "from outside the game",
}

# kinds of counters (an unlisted kind is shown as the engine names it)
COUNTER_NAMES = {
    "+1/+1": "+1/+1",
    "-1/-1": "-1/-1",
    "ki": "ki",
    "divinity": "divinity",
    "plague": "plague",
    "gold": "gold",
    "lore": "lore",
    "stun": "stun",
    "charge": "charge",
    "devotion": "devotion",
    "training": "training",
    "quest": "quest",
    "poison": "poison",
    "conqueror": "conqueror",
    "double strike": "double strike",
    "finality": "finality",
    "fire": "fire",
    "theft": "theft",
    "film": "film",
    "ingenuity": "ingenuity",
    "aim": "aim",
}

LOSS_REASONS = {
    "life": "0 or less life",
    "empty_library": "drew from an empty library",
    "poison": "ten poison counters",
    "concede": "conceded",
    "effect": "an effect",
}

PROMPTS: dict[str, str] = {
    "prompt.play_or_draw": "You won the toss: play first or draw first?",
    "prompt.mulligan": "Keep this hand of {hand} card or take a mulligan?",
    "prompt.bottom": "Put {n} card from your hand on the bottom of your library.",
    "prompt.priority": "{step_name}: you have priority.",
    "prompt.discard_to_hand_size": "Discard down to seven cards ({n} to go).",
    "prompt.discard": "Choose a card to discard ({n} to go).",
    "prompt.discard_cost": "Choose a card to discard to pay the cost.",
    "prompt.sacrifice_cost": "Choose a permanent to sacrifice to pay the cost.",
    "prompt.return_cost": "Choose a permanent to return to its owner's hand to pay the cost.",
    "prompt.exile_cost": "Choose a permanent to exile to pay the cost.",
    "prompt.sacrifice_any_cost": "Choose a permanent to sacrifice to pay the cost, or done.",
    "prompt.exile_graveyard_cost": "Choose a card in your graveyard to exile to pay the cost ({n} left).",
    "prompt.remove_counter_cost": "Choose a permanent to remove a {counter} counter from to pay the cost ({n} to go).",
    "prompt.crew_cost": "Crew: tap another untapped creature you control ({n} more power needed), or finish.",
    "prompt.keep_total_power": "Choose a creature to keep (up to {n} more power), or finish: the others are sacrificed.",
    "prompt.pay": "Pay {cost}: tap mana sources or pay automatically.",
    "prompt.mode": "Choose a mode.",
    "prompt.x": "Choose the value of X.",
    "prompt.may": "Do you want to do it?",
    "prompt.search": "Choose a card from your library (or finish).",
    "prompt.scry": "Put this card on the top or the bottom of your library?",
    "prompt.scry_order": "Choose the card to put on top first.",
    "prompt.surveil": "Put this card into your graveyard or back on top of your library?",
    "prompt.choose_discard": "Choose the card that player discards.",
    "prompt.replacement": "Choose which replacement effect to apply first.",
    "prompt.order_triggers": "Choose the next triggered ability to put on the stack.",
    "prompt.legend_rule": "Legend rule: choose the {name} to keep.",
    "prompt.attackers": "Declare attackers ({n} so far), then done.",
    "prompt.blockers": "Declare blockers ({n} so far), then done.",
    "prompt.damage_order": "Order the blockers: choose the next one to receive damage.",
    "prompt.assign_damage": "Assign combat damage ({left} left).",
    "prompt.mana_abilities": "Activate mana abilities, then done.",
    "prompt.morph_discard": "Choose a card to discard for the morph cost ({n} to go).",
    "prompt.morph_sacrifice": "Choose a permanent to sacrifice for the morph cost ({n} to go).",
    "prompt.morph_return": "Choose a permanent to return to its owner's hand for the morph cost ({n} to go).",
    "prompt.choose_name": "Choose a card name.",
    "prompt.choose_creature_type": "Choose a creature type.",
    "prompt.choose_colour": "Choose a colour.",
    "prompt.riot": "Riot: this creature enters with a +1/+1 counter or with haste.",
    "prompt.choose_basic_land_type": "Choose a basic land type.",
    "prompt.choose_noncreature_card_type": "Choose a card type other than creature.",
    "prompt.exile_face_down": "Choose a card to exile face down.",
    "prompt.put_onto_battlefield": "You may choose a card to put onto the battlefield (or none).",
    "prompt.pay_life_or_enter_tapped": "Pay the life, or this land enters tapped.",
    "prompt.choose_copy": "Choose a creature to copy (or none).",
    "prompt.replacement_choice": "As this permanent enters, make a choice.",
    "prompt.ward": "Pay {cost} for ward, or let your spell or ability be countered?",
    "prompt.learn": "Learn: discard a card to draw a card?",
    "prompt.counter_unless": "Pay {cost}, or let your spell be countered?",
    "prompt.may_pay": "Do you want to pay {cost}?",
    "prompt.put_in_hand": "Choose a card to put into your hand.",
    "prompt.bottom_order": "Choose the card to put on the bottom of your library first.",
    "target.spell_or_permanent_mv1": "Choose a target spell or permanent with mana value 1 or greater.",
    "target.creature_you_control_with_counter": "Choose a target creature you control with a +1/+1 counter on it.",
    "target.artifact_creature_or_enchantment": "Choose a target artifact, creature, or enchantment.",
    "target.nonland_permanent": "Choose a target nonland permanent.",
    "target.one_or_two_creatures": "Choose one or two target creatures.",
    "target.any": "Choose a target: any target.",
    "target.creature": "Choose a target creature.",
    "target.player": "Choose a target player.",
    "target.opponent": "Choose a target opponent.",
    "target.spell": "Choose a target spell.",
    "target.spell_or_ability_with_a_single_target": "Choose a target spell or ability with a single target.",
    "target.nonblack_creature": "Choose a target nonblack creature.",
    "target.artifact_or_enchantment": "Choose a target artifact or enchantment.",
    "target.player_or_planeswalker": "Choose a target player or planeswalker.",
    "target.creature_you_control": "Choose a target creature you control.",
    "target.creature_card_in_your_graveyard": "Choose a target creature card in your graveyard.",
    "target.enchantment": "Choose a target enchantment.",
    "target.land": "Choose a target land.",
    "target.nonbasic_land": "Choose a target nonbasic land.",
    "target.artifact_or_creature": "Choose a target artifact or creature.",
    "target.goblin_creature": "Choose a target Goblin creature.",
    "target.beast_creature": "Choose a target Beast creature.",
    "target.elf_or_soldier_creature": "Choose a target Elf or Soldier creature.",
    "target.enchantment_opponent": "Choose a target enchantment that player controls.",
    "target.attacking_creature": "Choose a target attacking creature.",
    "target.cleric": "Choose a target Cleric.",
    "target.cleric_card_in_your_graveyard": "Choose a target Cleric card in your graveyard.",
    "target.zombie_card_in_your_graveyard": "Choose a target Zombie card in your graveyard.",
    "target.wizard_you_control": "Choose a target Wizard you control.",
    "target.wizard_creature": "Choose a target Wizard creature.",
    "target.creatures_up_to_four": "Choose up to four target creatures.",
    "target.x_creatures": "Choose a target creature (X in all).",
    "target.x_artifacts_or_creatures": "Choose a target artifact or creature (X in all).",
    "target.artifact_mana_value_x": "Choose a target artifact with mana value X.",
    "target.two_creatures": "Choose two target creatures.",
    "target.card_in_a_graveyard": "Choose a target card in a graveyard.",
    "target.creature_power_2_or_less": "Choose a target creature with power 2 or less.",
    "target.elf_creature": "Choose a target Elf creature.",
    "target.elf": "Choose a target Elf.",
    "target.soldier_creature": "Choose a target Soldier creature.",
    "target.attacking_or_blocking_creature": "Choose a target attacking or blocking creature.",
    "target.attacking_or_blocking_flyer": "Choose a target attacking or blocking creature with flying.",
    "target.artifact": "Choose a target artifact.",
    "target.creature_with_morph": "Choose a target creature with a morph ability.",
    "target.face_down_creature": "Choose a target face-down creature.",
    "target.face_down_creature_opponent": "Choose a target face-down creature an opponent controls.",
    "target.another_creature": "Choose another target creature.",
    "target.modified_creature_you_control": "Choose a target modified creature you control.",
    "target.divided_creatures": "Choose a target creature for 1 damage ({n} chosen so far).",
    # prompts of mechanics and cards
    "prompt.clone": "Choose a creature to copy (or none).",
    "target.spell_or_permanent": "Choose a target spell or permanent.",
    "target.permanent_you_control": "Choose a target permanent you control.",
    "target.permanent": "Choose a target permanent.",
    "target.non_spirit_creature": "Choose a target non-Spirit creature.",
    "target.non_zombie_creature": "Choose a target non-Zombie creature.",
    "target.opponents_any_number": "Choose any number of target opponents (or done).",
    "target.players_or_planeswalkers_any_number": "Choose any number of target players or planeswalkers (or done).",
    "target.beast_you_control": "Choose a target Beast creature you control.",
    "target.zombie": "Choose a target Zombie.",
    "target.zombie_creature": "Choose a target Zombie creature.",
    "target.noncreature_permanent": "Choose a target noncreature permanent.",
    "target.creature_that_player_controls": "Choose a target creature that player controls.",
    "target.creature_not_chosen_type": "Choose a target creature that isn't of the chosen type.",
    "prompt.put_sharing_type": "You may put a creature card that shares a creature type with each tapped creature onto the battlefield (or none).",
    "prompt.exile_up_to_five": "Choose a card to exile (up to five), or done.",
    "prompt.extract": "Choose a card named {name} to exile (or finish).",
    "prompt.card_name": "Choose a card name.",
    "prompt.split_search": "Choose a revealed card to go to the graveyard ({n} to go); the rest go onto the battlefield.",
    "prompt.exile_to_waterbend": "Choose a card to exile (you may cast it by waterbending), or done.",
    "prompt.choose_exiled": "Choose a creature card exiled with it.",
    "target.creature_cards_total_mana_value_x": "Choose a target creature card in that player's graveyard (total mana value X or less), or done.",
    "prompt.distribute_counter": "Choose a creature to put a {counter} counter on ({n} to go).",
    "target.up_to_x_creatures": "Choose up to X target creatures.",
    "target.x_creature_cards_graveyards": "Choose a target creature card in a graveyard (X in all).",
    "target.creature_dealt_damage": "Choose a target creature that was dealt damage this turn.",
    "target.nonlegendary_creature": "Choose a target nonlegendary creature.",
    "prompt.new_creature": "Choose the creature to attach it to.",
    "target.aura_on_creature": "Choose a target Aura attached to a creature.",
    "target.card_in_opponents_graveyard": "Choose a target card in an opponent's graveyard.",
    "target.creature_card_in_a_graveyard": "Choose a target creature card in a graveyard.",
    "prompt.put_land": "Choose a land card to put onto the battlefield (or none).",
    "prompt.put_from_hand": "Choose a creature card to put onto the battlefield (or done).",
    "target.soulshift": "Choose a target Spirit card in your graveyard (soulshift).",
    "prompt.splice": "Choose a card to splice onto this spell, or done.",
    "prompt.reveal_creature": "Choose a creature card with power 3 or less to reveal and put into your hand (or none).",
    "target.land_you_control": "Choose a target land you control.",
    "target.other_nonland_permanent": "Choose up to one other target nonland permanent.",
    "target.jailer": "Choose up to one target artifact, creature or enchantment an opponent controls with mana value 3 or greater.",
    "target.creature_opponent": "Choose a target creature an opponent controls.",
    "target.creature_power_4_or_less": "Choose a target creature with power 4 or less.",
    "target.another_attacking_creature": "Choose another target attacking creature.",
    "target.creature_you_control_up_to_one": "Choose up to one target creature you control.",
    "target.another_permanent_you_control": "Choose another target permanent you control.",
    "target.creature_power_4": "Choose a target creature with power 4 or greater.",
    "target.one_or_two_creatures_you_control": "Choose one or two target creatures you control.",
    "target.creature_with_flying": "Choose a target creature with flying.",
    "target.nonland_permanent_opponent": "Choose a target nonland permanent an opponent controls.",
    "prompt.take_milled": "Choose a card to put into your hand (or none).",
    "target.up_to_one_other_creature": "Choose up to one other target creature.",
    "target.other_creature_or_spell": "Choose up to one other target creature or spell.",
    "prompt.yangchen_exile": "Choose up to one permanent with mana value 3 or greater the Saga's controller's opponents control, to be exiled (or none).",
    "prompt.put_looked_at": "You may put one of these cards onto the battlefield (or none); the rest go to the bottom of your library in a random order.",
    "prompt.put_milled_creature": "You may put a creature card milled this way onto the battlefield (or none).",
    "prompt.cast_one_of": "You may cast one of these cards, paying its costs (or none).",
    "prompt.exile_own_creature": "Choose a nontoken creature you control to exile.",
    "prompt.exile_from_graveyard": "Choose a nonland card in your graveyard to exile.",
    "prompt.may_opponent_draws": "Have the target opponent draw three cards? If you do, you draw three cards.",
    "target.up_to_two_creatures": "Choose up to two target creatures.",
    "target.legendary_creature": "Choose a target legendary creature.",
    "target.spider": "Choose a target Spider.",
    "target.spider_you_control": "Choose a target Spider you control.",
    "prompt.discard_to_maximum_hand_size": "Discard down to your maximum hand size, {size} cards.",
    "target.creature_card_mv3_in_your_graveyard": "Choose a target creature card with mana value 3 or less in your graveyard.",
    "prompt.cheering_crowd": "Put a +1/+1 counter on this creature, then add one colorless mana for each counter on it?",
    "target.noncreature_artifact_mv3_up_to_one": "Choose up to one target noncreature artifact with mana value 3 or less.",
    "prompt.rent_is_due": "Choose an untapped creature or Treasure to tap (or none: sacrifice this enchantment).",
    "target.nonland_permanent_up_to_one": "Choose up to one target nonland permanent.",
    "target.nonland_permanent_card_in_a_graveyard_up_to_one": "Choose up to one target nonland permanent card in a graveyard.",
    "prompt.choose_to_play": "Choose the exiled card you may play.",
    "target.non_equipment_artifact_you_control": "Choose a target non-Equipment artifact you control.",
    "target.creature_cards_different_names": "Choose up to six target creature cards with different names in your graveyard (or done).",
    "prompt.may_discard": "You may discard a card (or none).",
    "prompt.cast_without_paying": "Choose a card to cast without paying its mana cost (or none).",
    "prompt.discard_or_lose": "Discard a card, or none and lose life.",
    "target.players_any_number": "Choose any number of target players (or done).",
    "target.two_players": "Choose two target players.",
    "target.creature_card_mv1_in_your_graveyard": "Choose a target creature card with mana value 1 or less in your graveyard.",
    "target.creature_card_mv2_in_your_graveyard": "Choose a target creature card with mana value 2 or less in your graveyard.",
    "target.card_mv4_in_your_graveyard": "Choose a target card with mana value 4 or greater in your graveyard.",
    "target.instant_sorcery_or_triggered_ability": "Choose a target instant spell, sorcery spell, or triggered ability.",
    "target.land_card_in_your_graveyard": "Choose a target land card in your graveyard.",
    "target.villain_card_in_your_graveyard": "Choose a target Villain card in your graveyard.",
    "target.another_creature_you_control": "Choose another target creature you control.",
    "target.creature_up_to_one": "Choose up to one target creature.",
    "prompt.reveal_card": "Choose a card to reveal and put into your hand (or none).",
    "target.another_ally_you_control": "Choose another target Ally you control.",
    "target.another_creature_you_control_power_2": "Choose another target creature you control with power 2 or less.",
    "target.artifact_or_enchantment_up_to_one": "Choose up to one target artifact or enchantment.",
    "target.creature_mana_value_3": "Choose a target creature with mana value 3 or greater.",
    "target.land_creature_or_nonbasic_land": "Choose a target land creature or nonbasic land.",
    "target.other_nonland_permanents_you_control": "Choose any number of other target nonland permanents you control (or done).",
    "target.another_nonland_permanent_you_control": "Choose another target nonland permanent you control.",
    "target.permanent_card_in_your_graveyard_up_to_one": "Choose up to one target permanent card in your graveyard.",
    "target.up_to_two_creatures_you_control": "Choose up to two target creatures you control.",
    "prompt.combustion_man": "Have Combustion Man deal damage to you equal to his power? (If not, the permanent is destroyed.)",
    "target.another_creature_or_vehicle_you_control": "Choose another target creature or Vehicle you control.",
    "target.card_in_a_graveyard_up_to_one": "Choose up to one target card in a graveyard.",
    "prompt.discard_up_to": "Choose a card to discard, or done (you will draw as many).",
    "prompt.may_sacrifice": "You may sacrifice a permanent (or none).",
    "prompt.sacrifice": "Choose a permanent to sacrifice.",
    "prompt.tap_cost": "Choose an untapped permanent to tap to pay the cost ({n} to go).",
    "prompt.reveal_three": "Choose a card to reveal (three in all).",
    "prompt.discard_or_sacrifice": "Choose a card to discard or a permanent to sacrifice.",
    "prompt.opponent_chooses": "Choose a creature card among the revealed cards; it enters under the revealing player's control.",
    "prompt.may_exile": "You may exile a creature card from a graveyard (or none).",
    "prompt.reveal_creatures": "Choose a creature card to reveal, or done.",
    "prompt.may_sacrifice_two": "Sacrifice two creatures to make the Pangolin's controller sacrifice it?",
    "prompt.untap_it": "Untap this creature during your untap step?",
    "prompt.may_sacrifice_land_copy": "You may sacrifice a land to copy the spell (or none).",
    "prompt.may_discard_copy": "You may discard a card to copy the spell (or none).",
    "prompt.may_copy": "Copy the spell (and choose a new target for the copy)?",
    "prompt.risky_move": "Choose a creature you control: if you lose the coin flip, your opponent gains control of it.",
    "prompt.return_own_permanent": "Choose a permanent you control to return to its owner's hand.",
    "prompt.sacrifice_land_or_lose": "Sacrifice a land, or the target opponent gains control of this creature (none).",
    "prompt.new_target": "Choose the spell's new target.",
    "prompt.copy_target": "Choose the copy's target (the first is the original's).",
    "target.ability_you_control": "Choose a target activated or triggered ability you control.",
    "prompt.may_search_basic": "Search your library for a basic land card and put it onto the battlefield tapped?",
    "prompt.sacrifice_land": "Choose a land to sacrifice.",
    "target.artifact_or_land_opponent": "Choose a target artifact or land an opponent controls.",
    "target.two_creatures_you_control_sharing_a_type": "Choose two target creatures you control that share a creature type.",
    "prompt.reach_battlefield": "Choose the land to put onto the battlefield tapped; the other goes into your hand.",
    "target.attacking_or_blocking_spirit": "Choose a target attacking or blocking Spirit.",
    "target.attacking_creature_power_3": "Choose a target attacking creature with power 3 or less.",
    "prompt.offering": "Choose the permanent to sacrifice for the offering.",
    "prompt.shoal_exile": "Choose a card to exile from your hand; X is its mana value.",
    "target.arcane_card_in_your_graveyard": "Choose a target Arcane card in your graveyard.",
    "target.creature_card_opponents_graveyard": "Choose a target creature card in an opponent's graveyard.",
    "target.land_or_nonblack_creature": "Choose a target land or nonblack creature.",
    "target.ninja": "Choose a target Ninja.",
    "target.ninja_creature": "Choose a target Ninja creature.",
    "target.ninja_you_control": "Choose a target Ninja you control.",
    "target.nonblack_creature_opponent": "Choose a target nonblack creature an opponent controls.",
    "target.spell_mv_4_or_less": "Choose a target spell with mana value 4 or less.",
    "target.spirit": "Choose a target Spirit.",
    "target.spirit_or_arcane_spell": "Choose a target Spirit or Arcane spell.",
    "target.up_to_three_creatures": "Choose up to three target creatures.",
    "target.up_to_two_cards_opponents_graveyard": "Choose up to two target cards in an opponent's graveyard.",
    "target.legendary_permanent": "Choose a target legendary permanent.",
    "target.spirit_creature": "Choose a target Spirit creature.",
    "target.creature_dealt_damage_to_you": "Choose a target creature that dealt damage to you this turn.",
    "target.distribute_counters": "Choose a target creature for one of the +1/+1 counters.",
    "target.nonlegendary_creature_you_control": "Choose a target nonlegendary creature you control.",
    "target.activated_ability": "Choose a target activated ability.",
    "prompt.hinder": "Put the countered card on the top or the bottom of its owner's library?",
    "prompt.gifts_graveyard": "Choose a card to put into its owner's graveyard; the others go to their hand.",
    "prompt.unless_pay": "Pay {cost} for {name}, or let it happen?",
    "target.spirit_cards_in_your_graveyard": "Choose any number of target Spirit cards in your graveyard.",
    "target.legendary_creature_you_control": "Choose a target legendary creature you control.",
    "target.player_dealt_damage_by_it": "Choose a target player this creature dealt damage to this turn.",
    "prompt.petals": "Put these cards on the bottom of your library and return Petals of Insight to your hand? If not, you draw three cards.",
    "target.up_to_three_cards_one_graveyard": "Choose up to three target cards from a single graveyard.",
    "prompt.number": "Choose a number.",
    "prompt.struggle": "Choose a card to exile from the revealed hand.",
    "prompt.exile_from_hand": "Choose a card in your hand to exile.",
    "prompt.tap_or_untap": "Tap or untap the target permanent, or neither?",
    "target.another_permanent": "Choose another target permanent.",
    "target.one_or_two_permanents": "Choose one or two target permanents.",
    "target.creature_mv_2_or_less": "Choose a target creature with mana value 2 or less.",
    "prompt.put_legend": "You may put a legendary creature card from your hand onto the battlefield (or none).",
    "prompt.remove_counter_or_sacrifice": "Choose a permanent you control to remove a counter from, or sacrifice.",
    "prompt.counter_kind": "Choose the kind of counter to remove.",
    "target.instant_or_sorcery_spell": "Choose a target instant or sorcery spell.",
    "target.legendary_creature_card_in_your_graveyard": "Choose a target legendary creature card in your graveyard.",
    "target.creature_power_x_or_less": "Choose a target creature with power X or less.",
    "target.creature_card_mv_x_or_less_in_your_graveyard": "Choose a target creature card with mana value X or less in your graveyard.",
    "target.creature_mv_x_or_less": "Choose a target creature with mana value X or less.",
    "target.plains": "Choose a target Plains.",
    "target.island": "Choose a target Island.",
    "target.swamp": "Choose a target Swamp.",
    "target.mountain": "Choose a target Mountain.",
    "target.forest": "Choose a target Forest.",
    "prompt.untap_land": "Choose a land you control to untap.",
    "prompt.sacrifice_or_not": "Sacrifice a creature, or choose nothing and let the attacker be unblockable.",
    "target.samurai": "Choose a target Samurai.",
    "prompt.choose_source": "Choose a source of damage.",
    "target.up_to_four_cards_their_graveyard": "Choose up to four target cards in that player's graveyard (or done).",
    "prompt.remove_counter": "Choose a counter to remove (or done).",
    "prompt.second_or_bottom": "Put it into your library second from the top or on the bottom?",
    "target.creature_with_no_counters": "Choose a target creature with no counters on it.",
    "target.creature_or_enchantment": "Choose a target creature or enchantment.",
    "target.instant_or_sorcery_card_in_your_graveyard": "Choose a target instant or sorcery card in your graveyard.",
    "target.instant_card_in_your_graveyard": "Choose a target instant card in your graveyard.",
    "target.artifact_token_you_control": "Choose a target artifact token you control.",
    "target.up_to_five_permanents_that_player_controls": "Choose up to five target permanents that player controls.",
    "prompt.life_total": "Choose the life total {player} gets.",
    "target.creature_cards_of_one_type": "Choose up to three target creature cards of one creature type in your graveyard (or done).",
    "target.permanent_per_opponent": "For each opponent, choose a target permanent that player controls.",
    "prompt.draw_up_to": "Choose how many cards to draw (at most {n}).",
    "prompt.repeat_process": "Do you want to repeat the process?",
    "prompt.secret_number": "Secretly choose a number.",
    "prompt.text_change_old_type": "Choose the creature type to replace in its text.",
    "prompt.text_change_new_type": "Choose the creature type that replaces {old}.",
    "prompt.blocker_damage_order": "Order the attackers this creature blocks: choose the next one to receive its damage.",
    "target.arcane_spell": "Choose a target Arcane spell.",
    "prompt.change_any_target": "Choose this target of the spell anew (the first keeps it).",
    "prompt.untap_only_one": "Untap this artifact? Only one artifact untaps during your untap step (no: keep it tapped).",
    "prompt.sacrifice_any_as_enters": "Choose a permanent to sacrifice as this enters, or done.",
    "target.instant_or_sorcery_spell_that_targets_you": "Choose a target instant or sorcery spell that targets you.",
    "prompt.may_exile_hand": "Exile all cards from your hand face down, and put the other cards exiled with this artifact into your hand?",
}

ACTIONS: dict[str, str] = {
    "pass": "Pass priority",
    "play": "Play {card}",
    "cast": "Cast {card}",
    "cast.face_down": "Cast {card} face down for {{3}}",
    "cast.other": "Cast {card} ({how})",
    "activate": "Activate {card}: {ability}",
    "activate.mana": "Tap {card} for {mana}",
    "target": "Target {target}",
    "done": "Done",
    "keep": "Keep",
    "mulligan": "Mulligan",
    "attack": "Attack {defender} with {card}",
    "block": "Block {attacker} with {card}",
    "autopay": "Pay automatically",
    "mana_abilities": "Activate mana abilities",
    "mana": "Tap {card} for {mana}",
    "waterbend": "Tap {card} to waterbend (pays {{1}})",
    "convoke": "Tap {card} for convoke (pays {mana})",
    "choose": "{value}",
    "choose.damage": "Assign {amount} damage to {target}",
    "special": "{what} {card}",
    "special.turn_face_up": "Turn {card} face up (morph cost: {cost})",
    "special.cycle": "Cycle {card} (cycling cost: {cost})",
    "special.foretell": "Foretell {card}: pay {cost} and exile it face down",
}

PROTECTION = {
    "creatures_except:Spirit": "protection from non-Spirit creatures",
    "W": "protection from white",
    "U": "protection from blue",
    "B": "protection from black",
    "R": "protection from red",
    "G": "protection from green",
    "Goblin": "protection from Goblins",
    "Cleric": "protection from Clerics",
    "Beast": "protection from Beasts",
    "Spirit": "protection from Spirits",
    "Arcane": "protection from Arcane",
}

# ways to cast a spell other than the normal one (``Action("cast", (card, how))``)
CAST_HOW = {
    "back": "back face",
    "flashback": "flashback",
    "foretell": "for its foretell cost",
    "waterbend_cast": "by waterbending its mana value",
    "entwine": "entwined",
    "web_slinging": "web-slinging",
    "mayhem": "mayhem",
    "airbend": "airbent",
    "kicker": "kicked",
    "waterbend": "with its waterbend cost",
    "shoal": "exiling a card from hand",
    "offering": "with an offering",
    "from_graveyard": "from the graveyard",
    "without_paying": "without paying its mana cost",
    "life_for_mana_value": "paying life equal to its mana value",
    "additional_cost_1": "paying the first additional cost",
    "additional_cost_2": "paying the second additional cost",
}

# special actions (``Action("special", (card, what))``)
SPECIAL_ACTIONS = {"turn_face_up": "Turn face up", "cycle": "Cycle", "foretell": "Foretell"}

WORDS: dict[str, str] = {
    "sacrifice": "Sacrifice it",
    "neither": "Neither",
    "untap": "Untap it",
    "tap": "Tap it",
    "a card": "a card",
    "a face-down card": "a face-down card",
    "Food": "Food",
    "Clue": "Clue",
    "a face-down creature": "a face-down creature",
    "a nameless creature": "a nameless creature",
    "a face-down spell": "a face-down creature spell",
    "yes": "Yes",
    "no": "No",
    "play": "Play first",
    "draw": "Draw first",
    "top": "Top",
    "bottom": "Bottom",
    "graveyard": "Into the graveyard",
    "pay": "Pay",
    "decline": "Don't pay",
    "an ability": "an ability",
    "the game": "the game",
    "none": "nothing",
    "done": "Done",  # ending a search or a "put any number" choice
    "{player} wins.": "{player} wins.",
    "face down": "face down",
    "second": "Second from the top",
}

# how a spell on the stack was cast, one phrase each (the stack and the log)
CAST_DETAILS: dict[str, str] = {
    "x": "X = {x}",
    "mode": "mode: {mode}",
    "spliced": "spliced with {cards}",
}


# The programs' own words (terminal game, replay, simulate, bench), keyed by what
# they are for; the values are the English templates translators see.
UI: dict[str, str] = {
    "name.you": "Player",
    "board.setup": "Game start",
    "name.computer": "Computer",
    "name.first": "Alice",
    "name.second": "Bob",
    "board.object": "{name} #{id}",
    "board.keyword_value": "{keyword} {value}",
    "board.nobody": "nobody",
    "board.status": "Turn {turn} · {player}'s turn · {step} · priority: {priority}",
    "board.player": "{name} · life {life} · hand {hand} · library {library} · graveyard {graveyard}",
    "board.pt": "{power}/{toughness}",
    "board.pt_damage": "{pt} ({damage} damage)",
    "board.tapped": "tapped",
    "board.sick": "summoning sick",
    "board.attacking": "attacking",
    "board.blocking": "blocking {card}",
    "board.counters": "{amount} {counter} counter(s)",
    "board.attached_to": "attached to {card}",
    "board.with": "with {card}",
    "board.land_group": "{name} ×{count} ({untapped} untapped)",
    "board.lands": "Lands: {lands}",
    "board.empty": "No permanents.",
    "board.mana_pool": "Mana pool: {mana}",
    "board.poison": "Poison counters: {poison}",
    "board.library_top": "Top of the library: {card}",
    "board.lost": "Has lost the game.",
    "board.stack": "Stack (top first)",
    "board.stack_spell": "{n}. {card} — {player}",
    "board.stack_ability": "{n}. Ability of {card} — {player}",
    "board.stack_details": "{line} ({details})",
    "board.stack_targets": "{line} → {targets}",
    "board.hand": "Your hand: {cards}",
    "board.none": "none",
    "board.zone": "{zone}: {cards}",
    "zone.graveyard": "{player}'s graveyard",
    "zone.exile": "Exile",
    "action.numbered": "  {n}. {text}",
    "looking_at": "You see: {cards}",
    "action.with_ids": "{text} ({ids})",
    "prompt.input": "Choose 1-{n} (Enter: {default}; help for commands) > ",
    "help": (
        "Type the number of an action, or press Enter for the default one.\n"
        "Commands: card ID (a card's full text), graveyard, exile, board,\n"
        "log [N] [--verbose] [--rules] (the log; [N] is an event's number), why N (the rule behind event N),\n"
        "back or Esc (cancel the spell or ability being cast), undo (back to your previous decision),\n"
        "stops (your stops per step: stops STEP on|off|default; stops everywhere),\n"
        "yield (always pass on the triggered ability on top of the stack; yield STEP: never stop there),\n"
        "save [FILE], quit.\n"
        "save FILE replaces an existing file only if it is this game's save; save FILE --force\n"
        "replaces any file."
    ),
    "card.type_line": "{cost} {type_line}",
    "prompt.input_no_default": "Choose 1-{n} (help for commands) > ",
    "error.no_default": "There is no default here: type the number of your choice.",
    "confirm.pass": "You can still play a land or cast a spell this phase. Press Enter again to pass anyway.",
    "error.why": 'No event numbered "{ref}": the numbers are in brackets in the log.',
    "why.none": "No rule is recorded for that event.",
    "log.line": "[{n}] {line}",
    "log.with_rule": "{line} ({rule})",
    "log.opening": "{player} draws an opening hand of {n} cards: {cards}.",
    "log.opening_hidden": "{player} draws an opening hand of {n} cards.",
    "error.stops": "Use: stops, stops everywhere, or stops STEP on|off|default (steps: {steps}).",
    "stops.default": "{step} ({name}): as by default",
    "stops.step_on": "{step} ({name}): stop when you can act",
    "stops.step_off": "{step} ({name}): never stop",
    "stops.yields": "Always pass on the triggered abilities of: {cards}",
    "error.yield": "yield works with a triggered ability on top of the stack (or: yield STEP, yield clear).",
    "yield.added": "From now on you pass on the triggered abilities of {card}.",
    "yield.cleared": "You no longer pass on any triggered ability automatically.",
    "error.settings": "Could not keep the settings: {reason}.",
    "error.back": "Nothing is being cast: back cancels a spell or ability until its costs are paid.",
    "back.done": "Cancelled: back to the decision before it.",
    "error.undo": "There is no earlier decision of yours to go back to.",
    "undo.done": "Undone: back to your previous decision.",
    "error.number": "There is no action with that number: choose 1-{n}.",
    "error.command": 'Unknown command "{command}": type help for the list.',
    "error.card": 'No card you can see has the id "{ref}".',
    "error.save_where": "Give a file to save to: save FILE.",
    "error.save_failed": "Could not save to {path}: {reason}.",
    "error.save_exists": "{path} already exists and is not this game's save: "
    "type save {path} --force to replace it.",
    "error.deck": "manastack: bad deck: {problem}",
    "error.load": "manastack: can't load {path}: {problem}",
    "error.language": "manastack: the {lang} message catalogue is not installed",
    "error.serve_remote": "manastack: {host} is not a loopback address: add --allow-remote to listen there",
    "error.serve_missing": "manastack: the web server needs the web extra (pip install 'manastack[web]'): {missing} is missing",
    "serve.remote_warning": "Warning: listening on {host}: anyone who can reach it can open tables; a seat's link is its only key.",
    "serve.listening": "manastack serves on {url} (Ctrl-C stops it; games are kept in {db})",
    "error.agent": 'manastack: unknown agent "{name}" (use computer or random)',
    "error.no_ray": "manastack: --ray needs Ray: pip install 'manastack[ray]'",
    "error.ray": "manastack: cannot reach the Ray cluster at {address}: {reason}",
    "error.ray_address": 'manastack: bad Ray address "{address}" (use HOST:PORT, ray://HOST:PORT or auto)',
    "error.agent_spec": 'manastack: unknown agent "{name}" (use computer, random or module:factory)',
    "error.output": "manastack: can't write to {path}: {reason}",
    "error.overwrite": "manastack: {path} already exists and is not the game you are "
    "continuing (--load); add --force to overwrite it",
    "interrupted": "manastack: interrupted",
    "stops.on": "Stopping at every decision.",
    "stops.off": "Skipping single-option decisions and pointless priority stops.",
    "saved": "Game saved to {path}.",
    "stopped": "Game stopped.",
    "stopped.saved": "Game stopped and saved to {path}; continue with: manastack play --load {path}",
    "stopped.unsaved": "Game stopped, but it could not be saved to {path}.",
    "loaded.over": "That game is already over.",
    "summary.title": "Game over",
    "summary.winner": "{player} wins the game.",
    "summary.draw": "The game is a draw.",
    "summary.reason": "Why: {reason}.",
    "summary.turns": "{turns} turns, {actions} actions.",
    "summary.player": "{name}: life {life}, library {library}, graveyard {graveyard}, creatures {creatures}",
    "replay.help": "Enter: next action · N: N actions · end · board · quit",
    "replay.prompt": "[{n}/{total}] > ",
    "replay.action": "{n}. {player}: {text}",
    "replay.hidden_choice": "makes a hidden choice",
    "replay.unfinished": "The saved game is not finished.",
    "sim.header": "{games} games: {agent_a} ({deck_a}) against {agent_b} ({deck_b}), {workers} worker(s), seed {seed}",
    "sim.progress": "Simulating",
    "sim.interrupted": "Interrupted: the results of the {games} finished games follow.",
    "sim.wins": "{agent} ({deck}): {wins} wins, {rate:.1%} (95% CI {low:.1%}-{high:.1%})",
    "sim.draws": "Draws: {draws}",
    "sim.turns": "Average turns: {turns:.1f}; average decisions: {decisions:.0f}",
    "sim.time": "Game length: average {average:.3f} s, median {median:.3f} s; total {total:.1f} s",
    "sim.jsonl": "One JSON line per game written to {path}.",
    "sim.rate": "Speed: {rate:.2f} games per second",
    "sim.ray_local": "Playing the games as Ray tasks on a local Ray instance.",
    "sim.ray_cluster": "Playing the games as Ray tasks on the Ray cluster at {address}.",
    "eval.header": "{games} seat-balanced games: {agent_a} ({deck_a}) against {agent_b} ({deck_b}), seed {seed}",
    "eval.ladder": "Sanity ladder:",
    "eval.rung": "{agent_a} against {agent_b}, {games} games: {rate:.1%} (95% CI {low:.1%}-{high:.1%})",
    "eval.sane": "Random against random lands in 40%-60%: the harness is unbiased.",
    "eval.biased": "Random against random lands outside 40%-60%: the harness is biased.",
    "bench.running": "Benchmark: {games} random games and {computer} computer games ({deck_a} against {deck_b})...",
    "bench.games": "Random games: {games_per_s} games/s ({games} games in {seconds} s; {games_per_cpu_s} games per CPU second)",
    "bench.decisions": "Decisions: {decisions_per_s}/s, {us_per_decision} µs each; with more than one option: {us_per_choice} µs each ({choices} of {decisions})",
    "bench.copy": "game.copy(): median {copy_median_us} µs, p90 {copy_p90_us} µs ({copies} copies)",
    "bench.view": "game.view() of the deciding player: median {view_median_us} µs, p90 {view_p90_us} µs ({views} views)",
    "bench.scaling_running": "Scaling benchmark: boards of {sizes} permanents a side, CPU µs per decision (median of {repeats} timings)...",
    "bench.scaling_row": "{permanents} a side: view {view_us} µs (nothing remembered: {view_cold_us} µs), main-phase actions {main_phase_actions_us} µs, declare attackers {declare_attackers_us} µs, declare blockers {declare_blockers_us} µs, copy {copy_us} µs",
    "bench.json": "JSON round trip (save, parse, replay): {json_round_trip_ms} ms",
    "bench.computer": "Computer against computer: median {computer_game_median_s} s per game, {computer_ms_per_decision} ms per decision; the agent thinks {computer_think_ms} ms per choice (worst {computer_think_max_ms} ms)",
    "bench.memory": "Peak memory: {peak_memory_mb} MB",
    "bench.auto": "Single-option decisions answered by the engine (not counted above): {auto_decisions}",
    "bench.target": "{name}: {verdict}",
    "bench.met": "target met",
    "bench.missed": "target missed",
    "bench.written": "Results written to {path}.",
}

# Keyword abilities as the board names them (CR 702), by their key in
# Characteristics.keywords, with the names the seeds use (Italian: Cautela, Difensore,
# Muta-anima, Unire nell'Arcano, Metamorfosi, Pandemonio, Lancia-ragnatele; French:
# Transmigration, Imprégnation d'arcane; no source gives the French names of mayhem
# and web-slinging, so French shows them in English); an unlisted key is shown as it is.
KEYWORD_NAMES: dict[str, str] = {
    "no legend rule": "the legend rule doesn't apply",
    "can't be countered": "can't be countered",
    "riot": "riot",
    "convoke": "convoke",
    "damage can't be prevented": "damage can't be prevented",
    "spells and abilities can't be countered": "spells and abilities can't be countered",
    "flying": "flying",
    "first_strike": "first strike",
    "double_strike": "double strike",
    "first strike": "first strike",
    "double strike": "double strike",
    "deathtouch": "deathtouch",
    "lifelink": "lifelink",
    "vigilance": "vigilance",
    "attacks_each_combat": "attacks each combat if able",
    "divides_damage_freely": "may divide its combat damage among defending player and their creatures",
    "blocks_any_number": "can block any number of creatures",
    "blocks_each_combat": "blocks each combat if able",
    "blocks_though_tapped": "can block as though it were untapped",
    "trample": "trample",
    "haste": "haste",
    "reach": "reach",
    "menace": "menace",
    "defender": "defender",
    "flash": "flash",
    "hexproof": "hexproof",
    "shroud": "shroud",
    "indestructible": "indestructible",
    "ward": "ward",
    "unblockable": "can't be blocked",
    "protection": "protection from",
    "bushido": "bushido",
    "soulshift": "soulshift",
    "splice": "splice onto Arcane",
    "morph": "morph",
    "flashback": "flashback",
    "foretell": "for its foretell cost",
    "waterbend_cast": "by waterbending its mana value",
    "entwine": "entwine",
    "firebending": "firebending",
    "kicker": "kicker",
    "prowess": "prowess",
    "cycling": "cycling",
    "provoke": "provoke",
    "plainswalk": "plainswalk",
    "islandwalk": "islandwalk",
    "swampwalk": "swampwalk",
    "mountainwalk": "mountainwalk",
    "forestwalk": "forestwalk",
    "fear": "fear",
    "player_shroud": "you have shroud",
    "offering": "offering",
    "mayhem": "mayhem",
    "web_slinging": "web-slinging",
    "one_blocker_at_most": "can't be blocked by more than one creature",
}


# Templates whose wording depends on a number: English singular template →
# (English plural template, the placeholder holding the number).  Translations use
# gettext plural forms, so every language gets as many forms as its grammar needs
# (Italian "1 danno" / "2 danni" even where English says "damage" for both).
PLURALS: dict[str, tuple[str, str]] = {
    EVENTS["keep"]: ("{player} keeps a hand of {hand} cards.", "hand"),
    EVENTS["damage"]: (EVENTS["damage"], "amount"),
    EVENTS["life.gain"]: (EVENTS["life.gain"], "amount"),
    EVENTS["life.loss"]: (EVENTS["life.loss"], "amount"),
    EVENTS["poison"]: ("{player} gets {amount} poison counters (now {poison}).", "amount"),
    EVENTS["counters.add"]: ("{amount} {counter} counters are put on {card}.", "amount"),
    EVENTS["counters.remove"]: ("{amount} {counter} counters are removed from {card}.", "amount"),
    PROMPTS["prompt.mulligan"]: ("Keep this hand of {hand} cards or take a mulligan?", "hand"),
    PROMPTS["prompt.bottom"]: ("Put {n} cards from your hand on the bottom of your library.", "n"),
    PROMPTS["prompt.discard_to_hand_size"]: (PROMPTS["prompt.discard_to_hand_size"], "n"),
    PROMPTS["prompt.discard"]: (PROMPTS["prompt.discard"], "n"),
    PROMPTS["prompt.morph_discard"]: (PROMPTS["prompt.morph_discard"], "n"),
    PROMPTS["prompt.morph_sacrifice"]: (PROMPTS["prompt.morph_sacrifice"], "n"),
    PROMPTS["prompt.morph_return"]: (PROMPTS["prompt.morph_return"], "n"),
    PROMPTS["prompt.attackers"]: (PROMPTS["prompt.attackers"], "n"),
    PROMPTS["prompt.blockers"]: (PROMPTS["prompt.blockers"], "n"),
    PROMPTS["prompt.assign_damage"]: (PROMPTS["prompt.assign_damage"], "left"),
    ACTIONS["choose.damage"]: (ACTIONS["choose.damage"], "amount"),
}


# the one-line reason behind a rule (``why N`` in the terminal), by CR number
RULE_REASONS: dict[str, str] = {
    "103.1": "a player chosen at random decides who takes the first turn",
    "103.5": "each player draws a starting hand and may mulligan",
    "104.2a": "a player whose opponents have all left the game wins",
    "104.3": "{player} lost the game",
    "104.3a": "{player} conceded",
    "106.4": "{player} added mana to their mana pool",
    "111.1": "{card} was created as a token",
    "118.9": "{card} may be cast for an alternative cost instead of its mana cost",
    "119.3": "an effect made {player} gain or lose life",
    "120.3": "{card} was dealt damage",
    "121.1": "{player} drew a card: the top card of the library goes to the hand",
    "121.4": "{player} had to draw from an empty library and will lose the game",
    "122.1": "a counter was put on or removed from {card}",
    "122.1f": "{player} got poison counters: ten or more lose the game",
    "302.6": "summoning sick: it hasn't been under its controller's control since their turn began",
    "305.1": "a player may play a land in their main phase with an empty stack",
    "400.7": "{card} moved to another zone and became a new object",
    "500.1": "the turn goes on through its phases and steps",
    "500.4": "unused mana empties from {player}'s mana pool as a step ends",
    "500.7": "{player} takes an extra turn directly after this one",
    "508.1": "{card} was declared as an attacker",
    "509.1": "{card} was declared as a blocker",
    "509.1h": "{card} became blocked: a creature was declared as its blocker",
    "510.2": "combat damage: attacking and blocking creatures deal their damage at once",
    "601.2a": "{card} was put on the stack as it began to be cast",
    "601.2c": "targets are chosen as a spell or ability is put on the stack",
    "601.2h": "{player} paid the cost of a spell or ability",
    "601.2i": "{card} became cast once its costs were paid",
    "602.2": "an ability of {card} was activated: put on the stack and paid for",
    "603.2": "{player} did something that triggered abilities may trigger on",
    "603.3": "an ability of {card} triggered and went on the stack",
    "603.7a": "a delayed triggered ability was created: it triggers later",
    "603.12": "an action was done, so the reflexive ability that depends on it triggers",
    "608.2": "{card} resolved: its instructions were followed",
    "608.2b": "{card} did not resolve: all its targets were illegal",
    "608.2e": "{player} had chosen the number secretly; all the numbers are revealed together once every player has chosen",
    "608.2m": "an ability left the stack and ceased to exist",
    "608.3": "{card} resolved: a permanent spell enters the battlefield",
    "611.2a": "a resolving spell or ability created a continuous effect",
    "613.1b": "a control-changing effect gave {player} control of {card}",
    "613.1d": "{card} became a creature: a type-changing effect",
    "613.1f": "{card} became harnessed: it has its ∞ abilities",
    "614.1": "a replacement or prevention effect was set up to apply later",
    "614.12": "a choice was made as {card} entered the battlefield",
    "615.1a": "damage to {card} was prevented",
    "701.3a": "{card} was attached to an object or player",
    "701.5a": "{card} was countered",
    "701.7a": "{card} was destroyed",
    "701.8a": "{card} was discarded",
    "701.11a": "{card} was exiled",
    "701.13a": "{card} was milled",
    "701.15a": "{card} was regenerated: tapped and removed from combat instead of being destroyed",
    "701.16a": "{card} was revealed to all players",
    "701.16d": "{player} looked at a card: only they see it",
    "701.17a": "{card} was sacrificed",
    "701.18a": "scry: the top cards of the library go on top or at the bottom",
    "701.42a": "surveil: the top cards of the library go into the graveyard or back on top",
    "701.20a": "{player} shuffled a library into a random order",
    "701.21a": "{card} was tapped: turned sideways",
    "701.21b": "{card} was untapped: turned upright again",
    "701.28a": "{card} transformed: its other face is now up",
    "701.36a": "{player} investigated: created a Clue token",
    "701.47a": "{card} connived: its controller draws a card, then discards a card",
    "702.29a": "{player} cycled a card: discarded it for its cycling cost to draw a card",
    "702.37e": "{player} showed the morph cost to turn {card} face up",
    "704.5a": "{player} had 0 or less life",
    "704.5b": "{player} tried to draw from an empty library",
    "704.5c": "{player} had ten or more poison counters",
    "704.5f": "{card} had toughness 0 or less",
    "704.5g": "{card} had lethal damage",
    "704.5h": "{card} was dealt damage by a source with deathtouch",
    "704.5j": "{player} controlled two legendary permanents named {card}",
    "704.5m": "{card} was an Aura not attached legally",
    "705.1": "{player} flipped a coin: won or lost, each equally likely",
    "708.2a": "{card} was turned face down: a 2/2 creature with no name or text",
    "708.8": "{card} was turned face up: it has its normal characteristics again",
    "710.1b": "{card} flipped: it has the characteristics of its bottom half",
    "603.3c": "a mode of a modal triggered ability was chosen as it went on the stack",
}


def fill(template: str, lang: str, **args: Any) -> str:
    """``template`` in ``lang`` with its placeholders filled, in the plural form
    that fits its number when it has plural forms (:data:`PLURALS`), polished
    once the names are in (French elision, Italian articulated prepositions)."""
    plural = PLURALS.get(template)
    n = args.get(plural[1]) if plural is not None else None
    if plural is None or not isinstance(n, int):
        return polish(translate(template, lang).format(**args), lang)
    return polish(lookup_plural(template, plural[0], n, lang).format(**args), lang)


def _word(table: dict[str, str], key: str, lang: str) -> str:
    """A catalogue word by key; an unlisted key is shown as it is."""
    return translate(table[key], lang) if key in table else key


def keyword_display(key: str, lang: str) -> str:
    """A keyword ability's name in ``lang`` (``"protection:R"`` → protection from red)."""
    kind, _, value = key.partition(":")
    if kind == KeywordName.PROTECTION and value in PROTECTION:
        return translate(PROTECTION[value], lang)
    return _word(KEYWORD_NAMES, key, lang)


def translate(template: str, lang: str) -> str:
    """The template in ``lang`` (English when no translation exists)."""
    if lang == "en":
        return template
    return lookup(template, lang)


# Predefined tokens (CR 111.10) whose names the catalogue translates (the seeds'
# "Cibo", "Indizio"); other tokens and cards are named by the card-name table.
PREDEFINED_TOKENS = ("Food", "Clue")


def card_display(name: str, lang: str) -> str:
    """A card's name in ``lang`` where one is known, else its English name."""
    if lang == "en" or not name:
        return name
    if name in PREDEFINED_TOKENS:  # their names are game terms (CR 111.10)
        return translate(WORDS[name], lang)
    return card_name(name, lang)  # the exact face: a flipped card has its own name


# -------------------------------------------------------------------- rendering
def _player(game: Game, index: Any) -> str:
    return game.players[index].name if isinstance(index, int) else str(index)


def may_know(game: Game, oid: int, viewer: int | None) -> bool:
    """May ``viewer`` know which card the object ``oid`` is (CR 400.2, 708.5)?

    Cards in public zones and face-up permanents and spells are known to all; a
    hand to its owner; a face-down spell or permanent to its controller, to
    whoever has seen it (``game.known``) and to everyone once it was revealed
    leaving the battlefield or the stack, or the game ended (CR 708.9); a
    library's top card to those an effect lets see it (CR 401.5).  The end
    of the game reveals only face-down permanents and spells: hands and
    libraries stay as secret as they were.
    An object that has left its zone is judged as it last was."""
    if viewer is None:
        return True
    known = game.known.get(oid, ())
    obj = game.objects.get(oid)
    if obj is None:
        old = game.lki_objects.get(oid)
        return old is None or not old.face_down or viewer in known or game.over
    zone = obj.zone
    if zone == "battlefield" or zone == "stack":
        if not obj.face_down:
            return True
        return game.controller_of(oid) == viewer or viewer in known or game.over
    if zone == "graveyard" or zone == "exile":
        return not obj.face_down or viewer in known
    if zone == "hand":
        return viewer == obj.owner or viewer in known
    return viewer in known or sees_library_top(game, oid, viewer)  # library


def sees_library_top(game: Game, oid: int, viewer: int) -> bool:
    """Is ``oid`` the top card of its owner's library, which an effect lets
    ``viewer`` look at, or plays revealed (CR 401.5)?"""
    hooks = game.hooks(RULES.library_top_viewers)  # only those a card of the game needs
    if not hooks:
        return False
    owner = game.objects[oid].owner
    library = game.players[owner].library
    if not library or library[-1] != oid:
        return False
    return any(viewer in viewers(game, owner) for viewers in hooks)


def object_name(game: Game, oid: Any, viewer: int | None, lang: str) -> str:
    """The name of an object or player as ``viewer`` may know it (CR 708.5).

    Face-down objects are told apart by their ids (CR 708.6)."""
    if is_player_ref(oid):
        return _player(game, player_of(oid))
    if not isinstance(oid, int):
        return str(oid)
    obj = game.objects.get(oid)
    if obj is None:
        old = game.lki_objects.get(oid)
        if old is None:
            return translate(WORDS["a card"], lang)
        if old.face_down:
            if not may_know(game, oid, viewer):
                return translate(WORDS["a face-down creature"], lang) + f" #{oid}"
            return card_display(old.card.name, lang)
        lki = game.lki.get(oid)
        return _shown_name(lki.name if lki is not None else old.card.name, oid, lang)
    if obj.face_down:
        # a card exiled face down is no creature (CR 406.3, 702.143a)
        hidden = "a face-down card" if obj.zone == "exile" else "a face-down creature"
        name = translate(WORDS[hidden], lang) + f" #{oid}"
        if may_know(game, oid, viewer):
            name += f" ({card_display(obj.card.name, lang)})"
        return name
    if obj.zone in ("battlefield", "stack"):
        return _shown_name(game.chars(obj).name, oid, lang)
    if not may_know(game, oid, viewer):
        return translate(WORDS["a card"], lang)
    return card_display(obj.card.name, lang)


def target_label(game: Game, ref: Any, viewer: int | None, lang: str) -> str:
    """A target (CR 115.1) as the stack and the log show it to ``viewer``: an
    object by its name and its ``#id`` as the board shows it, so two Grizzly
    Bears are told apart; a player by name.  An object ``viewer`` may not know
    keeps only what :func:`object_name` tells (a face-down creature already
    carries its id, CR 708.6; a hidden card none, CR 400.2)."""
    name = object_name(game, ref, viewer, lang)
    if is_player_ref(ref) or not isinstance(ref, int) or f"#{ref}" in name:
        return name
    if ref not in game.objects and ref not in game.lki_objects:
        return name
    if not may_know(game, ref, viewer):
        return name
    return fill(UI["board.object"], lang, name=name, id=ref)


def _shown_name(name: str, oid: int, lang: str) -> str:
    """A face-up object may have no name (a copy of a face-down creature, CR 707.2b)."""
    if not name:
        return translate(WORDS["a nameless creature"], lang) + f" #{oid}"
    return card_display(name, lang)


def render_event(game: Game, event: Event, viewer: int | None, lang: str = "en") -> str:
    """One log line for ``event`` as ``viewer`` may read it ('' for silent events)."""
    kind = event.kind
    d = event.data
    hidden = viewer is not None and viewer in event.secret_from
    args: dict[str, Any] = {}
    key: str = kind
    if kind == EventKind.ZONE:
        cause = d["cause"]
        key = f"zone.{cause}"
        if cause == "resolve" and d["to"] != "battlefield":
            return ""
        if cause in ("mulligan", "mulligan_bottom", "scry", "fizzle", "counter"):
            # a countered spell already has its "countered" line (CR 701.5)
            return ""
        if key not in EVENTS:
            key = "zone.move"
        if cause == "cast" and d.get("face_down"):
            key = "zone.cast.face_down"
        elif cause == "resolve" and d.get("face_down"):
            key = "zone.resolve.face_down"
        elif hidden and f"{key}.hidden" in EVENTS:
            key = f"{key}.hidden"
        elif hidden:
            key = "zone.move.hidden"
        card = translate(WORDS["a card"], lang) if hidden else card_display(d["card"], lang)
        player_index = d["controller"] if d["to"] == "battlefield" else d["owner"]
        args = {
            "player": _player(game, player_index),
            "card": card,
            "into_zone": _word(ZONE_INTO, d["to"], lang),
            "from_zone": _word(ZONE_FROM, d["frm"], lang),
        }
        if cause == "cast":
            args["player"] = _player(game, d["controller"])
    elif kind == EventKind.STEP:
        args = {"step_name": translate(STEP_NAMES[d["step"]], lang)}
    elif kind in (
        EventKind.TURN,
        EventKind.STARTING_PLAYER,
        EventKind.MULLIGAN,
        EventKind.KEEP,
        EventKind.SHUFFLE,
        EventKind.DRAW_EMPTY,
        EventKind.INVESTIGATE,
        EventKind.EXTRA_TURN,
    ):
        args = {
            "player": _player(game, d["player"]),
            "turn": d.get("turn"),
            "hand": 7 - d.get("mulligans", 0),
        }
    elif kind in (EventKind.DAMAGE, EventKind.PREVENTED):
        source = d.get("source_name") if kind == EventKind.DAMAGE else None
        if source is None or source == "" or _is_face_down_for(game, d["source"], viewer):
            source = object_name(game, d["source"], viewer, lang)
        else:
            source = card_display(source, lang)
        args = {
            "source": source,
            "amount": d["amount"],
            "target": object_name(game, d["target"], viewer, lang),
        }
    elif kind == EventKind.LIFE:
        key = "life.gain" if d["amount"] > 0 else "life.loss"
        args = {
            "player": _player(game, d["player"]),
            "amount": abs(d["amount"]),
            "life": game.players[d["player"]].life,
        }
        return fill(EVENTS[key], lang, **args)
    elif kind in (EventKind.SCRY, EventKind.SURVEIL):  # CR 701.18a, 701.42a
        args = {"player": _player(game, d["player"]), "amount": d["amount"]}
    elif kind == EventKind.COIN_FLIP:  # CR 705.2
        key = "coin_flip.won" if d["won"] else "coin_flip.lost"
        return fill(EVENTS[key], lang, player=_player(game, d["player"]))
    elif kind == EventKind.POISON:  # CR 122.1f
        args = {
            "player": _player(game, d["player"]),
            "amount": d["amount"],
            "poison": game.players[d["player"]].poison,
        }
    elif kind == EventKind.COUNTERS:
        key = "counters.add" if d["amount"] > 0 else "counters.remove"
        args = {
            "amount": abs(d["amount"]),
            "counter": _word(COUNTER_NAMES, d["counter"], lang),
            "card": object_name(game, d["obj"], viewer, lang),
        }
        return fill(EVENTS[key], lang, **args)
    elif kind in (EventKind.TAP, EventKind.UNTAP, EventKind.REVEAL):
        args = {
            "card": object_name(game, d["obj"], viewer, lang)
            if kind != EventKind.REVEAL
            else card_display(d["card"], lang)
        }
    elif kind in (EventKind.FLIP, EventKind.TRANSFORM):
        args = {"card": card_display(d["card"], lang), "into": card_display(d["into"], lang)}
    elif kind in (EventKind.CONNIVE, EventKind.HARNESS, EventKind.REGENERATE):
        args = {"card": card_display(d["card"], lang)}
    elif kind == EventKind.ATTACK:
        args = {
            "card": object_name(game, d["attacker"], viewer, lang),
            "defender": object_name(game, d["defender"], viewer, lang),
        }
    elif kind == EventKind.BLOCK:
        args = {
            "card": object_name(game, d["blocker"], viewer, lang),
            "attacker": object_name(game, d["attacker"], viewer, lang),
        }
    elif kind == EventKind.TARGET:
        name = (
            translate(WORDS["a face-down creature"], lang)
            if hidden
            else card_display(d["card"], lang)
        )
        key = "ability_target" if d.get("ability") else "target"
        target = target_label(game, d["target"], viewer, lang)
        return fill(EVENTS[key], lang, card=name, target=target)
    elif kind == EventKind.CAST:
        details = cast_details(
            d["card"] if not hidden else "",
            d["how"],
            d.get("x"),
            d.get("mode"),
            d.get("kicked", False),
            d.get("spliced", ()),
            d.get("face_down", False),
            lang,
        )
        if not details:
            return ""
        name = (
            translate(WORDS["a face-down spell"], lang) if hidden else card_display(d["card"], lang)
        )
        return fill(EVENTS["cast"], lang, card=name, details=details)
    elif kind in (EventKind.TRIGGER, EventKind.RESOLVE, EventKind.FIZZLE, EventKind.COUNTERED):
        if kind in (EventKind.RESOLVE, EventKind.FIZZLE) and d.get("ability"):
            key = f"{kind}.ability"
        name = d.get("card", "")
        if hidden or not name:
            name = (
                object_name(game, d.get("source", d.get("obj")), viewer, lang)
                if hidden
                else translate(WORDS["a face-down creature"], lang)
            )
        else:
            name = card_display(name, lang)
        args = {"card": name}
    elif kind == EventKind.ACTIVATE:
        card = (
            object_name(game, d["source"], viewer, lang)
            if hidden
            else card_display(d["card"], lang) or translate(WORDS["a face-down creature"], lang)
        )
        args = {"player": _player(game, d["player"]), "card": card}
    elif kind == EventKind.LOSE:
        args = {
            "player": _player(game, d["player"]),
            "reason_text": translate(LOSS_REASONS.get(d["reason"], d["reason"]), lang),
        }
    elif kind == EventKind.GAME_OVER:
        if d["winner"] is None:
            return translate(EVENTS["game_over.draw"], lang)
        result = fill(WORDS["{player} wins."], lang, player=_player(game, d["winner"]))
        args = {"result": result}
    elif kind in (EventKind.TURN_FACE_UP, EventKind.TURN_FACE_DOWN):
        args = {"player": _player(game, d.get("player")), "card": card_display(d["card"], lang)}
    elif kind == EventKind.CYCLE:
        args = {"player": _player(game, d["player"]), "card": card_display(d["name"], lang)}
    elif kind == EventKind.NUMBER_REVEALED:  # CR 608.2e
        args = {"player": _player(game, d["player"]), "number": d["number"]}
    elif kind == EventKind.ENTER_CHOICE:
        value = d["value"]
        shown = (
            object_name(game, value, viewer, lang)
            if isinstance(value, int)
            else translate(WORDS.get(value, ""), lang) or card_display(str(value), lang)
        )
        args = {
            "player": _player(game, d["player"]),
            "value": shown,
            "card": card_display(d["card"], lang),
        }
    elif kind == EventKind.LOOK:
        args = {
            "player": _player(game, d["player"]),
            "card": object_name(game, d["obj"], viewer, lang),
        }
    elif kind == EventKind.MORPH_COST:
        args = {
            "player": _player(game, d["player"]),
            "cost": d["cost"],
            "card": object_name(game, d["obj"], viewer, lang),
        }
    elif kind == EventKind.CONTROL:
        args = {
            "player": _player(game, d["player"]),
            "card": object_name(game, d["obj"], viewer, lang),
        }
    elif kind == EventKind.ATTACH:
        args = {
            "card": object_name(game, d["obj"], viewer, lang),
            "target": object_name(game, d["to"], viewer, lang),
        }
    template = EVENTS.get(key, "")
    if not template:
        return ""
    return fill(template, lang, **args)


def mode_text(card: str, mode: int) -> str:
    """The text of mode ``mode`` (counted from 0) of the modal card ``card``: its
    ``•`` line (CR 700.2), or the mode's number when the text has no such line."""
    face = RULES.card(card).front if card else None
    bullets = [line.strip(" •") for line in face.text.split("•")[1:]] if face else []
    return bullets[mode].strip() if mode < len(bullets) else str(mode + 1)


def cast_details(
    card: str,
    how: str,
    x: int | None,
    mode: int | None,
    kicked: bool,
    spliced: tuple[str, ...],
    face_down: bool,
    lang: str,
) -> str:
    """How a spell was cast, as one phrase: its mode, X, the cards spliced onto
    it, and a way of casting other than the normal one (flashback, kicked, face
    down...); '' for a plain spell.  ``card`` is '' when the viewer may not know
    the spell (then only "face down" is told)."""
    parts = []
    if face_down:
        parts.append(translate(WORDS["face down"], lang))
    elif how not in ("normal", "") and card:
        parts.append(_word(CAST_HOW, how, lang))
    if kicked and how != "kicker" and card:
        parts.append(translate(CAST_HOW["kicker"], lang))
    if card and mode is not None:
        parts.append(fill(CAST_DETAILS["mode"], lang, mode=mode_text(card, mode)))
    if card and x is not None:
        parts.append(fill(CAST_DETAILS["x"], lang, x=x))
    if card and spliced:
        names = ", ".join(card_display(n, lang) for n in spliced)
        parts.append(fill(CAST_DETAILS["spliced"], lang, cards=names))
    return ", ".join(parts)


def rule_reason(game: Game, event: Event, viewer: int | None, lang: str = "en") -> str:
    """The rule behind ``event`` and why it applied, as ``viewer`` may read it
    ("704.5g — Grizzly Bears had lethal damage"); '' when the event names no rule."""
    rule = event.rule
    if not rule:
        return ""
    template = RULE_REASONS.get(rule)
    if template is None:
        return rule
    d = event.data
    hidden = viewer is not None and viewer in event.secret_from
    ref = next((d[k] for k in ("target", "attacker", "blocker", "source") if k in d), None)
    if event.kind == EventKind.DAMAGE:
        card = object_name(game, d["target"], viewer, lang)
    elif hidden:
        card = translate(WORDS["a card"], lang)
    elif isinstance(d.get("card"), str) and d["card"]:
        card = card_display(d["card"], lang)
    else:
        card = object_name(game, ref if ref is not None else d.get("obj"), viewer, lang)
    who = d.get("player", d.get("controller", d.get("owner")))
    reason = fill(template, lang, card=card, player=_player(game, who))
    return f"{rule} — {reason}"


def _is_face_down_for(game: Game, oid: Any, viewer: int | None) -> bool:
    return isinstance(oid, int) and not may_know(game, oid, viewer)


def render_prompt(game: Game, lang: str = "en") -> str:
    d = game.decision
    if d is None:
        return ""
    args = dict(d.args)
    if d.kind == DecisionKind.PRIORITY:
        args["step_name"] = translate(STEP_NAMES.get(game.step, game.step), lang)
    if "name" in args:
        args["name"] = card_display(args["name"], lang)
    template = PROMPTS.get(d.prompt, d.prompt)
    try:
        return fill(template, lang, **args)
    except (KeyError, IndexError):
        return translate(template, lang)


def describe_action(game: Game, action: Action, viewer: int | None, lang: str = "en") -> str:
    """A short description of an action for ``viewer``."""
    k = action.kind
    a = action.args

    def name(oid: Any) -> str:
        return object_name(game, oid, viewer, lang)

    if k == "play":
        return fill(ACTIONS["play"], lang, card=name(a[0]))
    if k == "cast":
        how = a[1]
        if how == "normal":
            return fill(ACTIONS["cast"], lang, card=name(a[0]))
        if how == "morph":
            return fill(ACTIONS["cast.face_down"], lang, card=name(a[0]))
        return fill(ACTIONS["cast.other"], lang, card=name(a[0]), how=_word(CAST_HOW, how, lang))
    if k == "activate":
        ch = game.chars(a[0])
        ability = ch.abilities[a[1]]
        if len(a) > 2:
            return fill(
                ACTIONS["activate.mana"],
                lang,
                card=name(a[0]),
                mana="".join("{%s}" % m for m in a[2]),
            )
        text = getattr(ability, "text", "") or str(getattr(ability, "cost", "")) or "?"
        return fill(ACTIONS["activate"], lang, card=name(a[0]), ability=text)
    if k == "target":
        return fill(ACTIONS["target"], lang, target=name(a[0]))
    if k == "attack":
        return fill(ACTIONS["attack"], lang, card=name(a[0]), defender=name(a[1]))
    if k == "block":
        return fill(ACTIONS["block"], lang, card=name(a[0]), attacker=name(a[1]))
    if k == "mana":
        return fill(ACTIONS["mana"], lang, card=name(a[0]), mana="".join("{%s}" % m for m in a[1]))
    if k == "waterbend":
        return fill(ACTIONS["waterbend"], lang, card=name(a[0]))
    if k == "convoke":
        return fill(ACTIONS["convoke"], lang, card=name(a[0]), mana="{%s}" % a[1])
    if k == "choose":
        d = game.decision
        if d is not None and d.kind == DecisionKind.ASSIGN_DAMAGE:
            return fill(ACTIONS["choose.damage"], lang, amount=a[1], target=name(a[0]))
        value = a[0]
        if (
            isinstance(value, int)
            and d is not None
            and d.kind not in (DecisionKind.X, DecisionKind.MODE)
            and value in game.objects
        ):
            return name(value)
        if isinstance(value, str) and value in WORDS:
            return translate(WORDS[value], lang)
        if isinstance(value, str) and is_player_ref(value):
            return name(value)
        return str(value)
    if k == "special" and a[1] in RULES.special_action_costs and may_know(game, a[0], viewer):
        # what the action would reveal is for who may look at the permanent: to
        # others it has no abilities, so no morph cost (CR 708.2, 708.5)
        cost = RULES.special_action_costs[a[1]](game.objects[a[0]].card)
        return fill(ACTIONS[f"special.{a[1]}"], lang, card=name(a[0]), cost=cost)
    if k == "special":
        return fill(
            ACTIONS["special"], lang, what=_word(SPECIAL_ACTIONS, a[1], lang), card=name(a[0])
        )
    return translate(ACTIONS.get(k, k), lang)


# errors shown to players (decklists) and the command line's own text
ERRORS: dict[str, str] = {
    "deck.unreadable_line": "line {line}: can't read '{text}'",
    "deck.copies": "line {line}: the number of copies must be positive",
    "deck.too_many_copies": "line {line}: at most {limit} copies of a card a line",
    "deck.too_many_cards": "line {line}: a decklist holds at most {limit} cards",
    "deck.line_too_long": "line {line}: longer than {limit} characters",
    "deck.unknown_card": "line {line}: unknown card '{name}'",
    "deck.empty": "the decklist has no main-deck cards",
    "deck.cant_read": "can't read {path}: {reason}",
    "deck.not_utf8": "{path} is not a UTF-8 text file",
    "deck.not_found": "no bundled deck or file named '{name}' (bundled decks: {decks})",
}

CLI: dict[str, str] = {
    "description": "A Magic: The Gathering rules engine: play, simulate and study games.",
    "lang": "language of the game's text: en, it or fr (default: from the locale "
    "settings LC_ALL, LC_MESSAGES or LANG, else en)",
    "play": "play a game against the computer in the terminal",
    "replay": "step through a saved or finished game",
    "simulate": "computer against computer, in parallel",
    "bench": "measure engine speed (random games, copies, memory)",
    "demo": "watch two random agents play a game",
    "serve": "play in the browser: against the computer or two people over the network",
    "serve.host": "the address to listen on (default 127.0.0.1; another needs --allow-remote)",
    "serve.port": "the port to listen on (default 8000)",
    "serve.db": "the SQLite file games in progress are kept in (default manastack-games.sqlite)",
    "serve.allow_remote": "allow listening on an address other computers can reach",
    "evaluate": "seat-balanced games between two agents, with 95% confidence intervals",
    "evaluate.agent": "an agent: computer, random or module:factory",
    "evaluate.games": "how many games to play: an even number (each seed from both seats)",
    "evaluate.ladder": "also play the sanity ladder: random against random, each agent against random",
    "even": "must be an even whole number greater than 0, not {value}",
    "deck": "bundled deck name or decklist file ({decks})",
    "opponent_deck": "the opponent's deck: a bundled deck name or decklist file",
    "seed": "the random seed: the same seed plays the same game",
    "games": "how many games to play",
    "play.deck": "your deck: bundled deck name or decklist file ({decks})",
    "play.opponent_deck": "the computer's deck: bundled deck name or decklist file ({decks})",
    "play.seed": "shuffle seed (default: random)",
    "play.save": "save the game to FILE when you stop (and as you play) so it can be "
    "continued with --load",
    "play.load": "continue a saved game",
    "play.force": "let --save overwrite an existing file that is not the game given to --load",
    "positive": "must be a whole number greater than 0, not {value}",
    "not_negative": "must be a whole number, 0 or more, not {value}",
    "play.opponent": "computer (default) or random",
    "play.stop_everywhere": "stop at every decision, even single-option ones",
    "replay.file": "the saved game",
    "replay.player": "whose view to show (default: the human's seat)",
    "simulate.workers": "how many processes play at once",
    "simulate.agents": "agent for both seats, or A,B (computer, random)",
    "simulate.jsonl": "write one JSON line per game",
    "simulate.ray": "play the games as Ray tasks: on the cluster at ADDRESS, or on a local Ray instance of --workers CPUs",
    "bench.computer_games": "how many computer-against-computer games to time",
    "bench.out": "where to write the results as JSON",
    "bench.decks": "the two decks (instead of --deck and --opponent-deck)",
    "bench.auto_single": "let the engine answer decisions that have only one legal action",
    "bench.scaling": "instead, time each kind of decision on boards of growing size "
    "(default results file bench-results-scaling.json)",
    "bench.sizes": "the board sizes for --scaling, in permanents a side "
    "(default 5 10 25 50 100 200)",
    "bench.repeats": "how many timings each --scaling figure is the median of",
    "bench.size": "must be a whole number from 1 to {most}, not {value}",
}

# the standard library's argparse messages the command line shows (see cli.py)
ARGPARSE = {
    s: s
    for s in (
        "usage: ",
        "options",
        "positional arguments",
        "show this help message and exit",
        "show program's version number and exit",
        "%(prog)s: error: %(message)s\n",
        "argument %(argument_name)s: %(message)s",
        "the following arguments are required: %s",
        "unrecognized arguments: %s",
        "invalid choice: %(value)r (choose from %(choices)s)",
        "invalid %(type)s value: %(value)r",
        "expected one argument",
        "ambiguous option: %(option)s could match %(matches)s",
    )
}


def all_templates() -> list[str]:
    """Every template in the catalogue (for translators and tests)."""
    found = [t for t in EVENTS.values() if t]
    found += list(STEP_NAMES.values()) + list(ZONE_NAMES.values())
    found += list(ZONE_INTO.values()) + list(ZONE_FROM.values())
    found += list(COUNTER_NAMES.values()) + list(CAST_HOW.values()) + list(CAST_DETAILS.values())
    found += list(KEYWORD_NAMES.values()) + list(PROTECTION.values())
    found += list(SPECIAL_ACTIONS.values())
    found += list(LOSS_REASONS.values()) + list(PROMPTS.values()) + list(ACTIONS.values())
    found += list(WORDS.values()) + list(ERRORS.values()) + list(CLI.values())
    found += list(ARGPARSE.values()) + list(UI.values()) + list(RULE_REASONS.values())
    return sorted(set(found))


def catalogue_sections() -> list[tuple[str, dict[str, str]]]:
    """The catalogue's tables by name (for the extraction tool's comments)."""
    return [
        ("EVENTS", EVENTS),
        ("STEP_NAMES", STEP_NAMES),
        ("ZONE_NAMES", ZONE_NAMES),
        ("ZONE_INTO", ZONE_INTO),
        ("ZONE_FROM", ZONE_FROM),
        ("COUNTER_NAMES", COUNTER_NAMES),
        ("KEYWORD_NAMES", KEYWORD_NAMES),
        ("PROTECTION", PROTECTION),
        ("CAST_HOW", CAST_HOW),
        ("CAST_DETAILS", CAST_DETAILS),
        ("SPECIAL_ACTIONS", SPECIAL_ACTIONS),
        ("LOSS_REASONS", LOSS_REASONS),
        ("PROMPTS", PROMPTS),
        ("ACTIONS", ACTIONS),
        ("WORDS", WORDS),
        ("ERRORS", ERRORS),
        ("CLI", CLI),
        ("ARGPARSE", ARGPARSE),
        ("UI", UI),
        ("RULE_REASONS", RULE_REASONS),
    ]
