"""Marvel's Spider-Man (SPM), the last cards: those that each needed a rule the
engine lacked.  Each rule is general and lives in a mechanic:

* Costume Closet — "whenever a modified creature you control leaves the
  battlefield" (:class:`~manastack.mechanics.modified.ModifiedCreatureYouControlLeaves`,
  CR 603.10a) and moving a counter
  (:class:`~manastack.language.move_counters.MoveCounterFromThis`, CR 122.5);
* Arana, Heart of the Spider — "whenever you attack" and "a modified creature you
  control deals combat damage to a player";
* Hydro-Man, Fluid Felon — "until your next turn, he becomes a land"
  (:class:`~manastack.mechanics.animate.BecomesUntilYourNextTurn`, CR 611.2b, 205.1a);
* Spider-Verse — "the 'legend rule' doesn't apply to Spiders you control"
  (:class:`~manastack.mechanics.player_rules.LegendRuleDoesntApplyTo`, CR 704.5j) and
  "copy it ... do this only once each turn"
  (:class:`~manastack.mechanics.copies.CopySpellOrAbility`, CR 707.10);
* Supportive Parents — "Tap two untapped creatures you control: Add one mana of
  any color" (a mana ability with no {T}, CR 605.1a, 302.6);
* With Great Power... — "all damage that would be dealt to you is dealt to
  enchanted creature instead" (:mod:`~manastack.mechanics.redirect_to_enchanted`,
  CR 614.9);
* Spider-Punk — riot and "other Spiders you control have riot"
  (:mod:`~manastack.mechanics.riot`, CR 702.136), "spells and abilities can't be
  countered" (CR 101.2) and "damage can't be prevented" (CR 615.12);
* Multiversal Passage — "choose a basic land type ... this land is the chosen
  type" and "you may pay 2 life; if you don't, it enters tapped"
  (:mod:`~manastack.mechanics.land_types`, CR 614.12, 305.6, 119.4);
* Arachne, Psionic Weaver — "as it enters, look at an opponent's hand, then
  choose a card type other than creature; spells of the chosen type cost {1}
  more" (:mod:`~manastack.mechanics.chosen_card_type`, CR 614.12, 601.2f);
* Black Cat, Cunning Thief — "exile two of them face down ... you may play the
  exiled cards for as long as they remain exiled; mana of any type can be spent"
  (:class:`~manastack.mechanics.play_from_exile.LookExileFaceDownMayPlay`,
  CR 406.3, 601.3, 609.4b);
* Web of Life and Destiny — convoke (:mod:`~manastack.mechanics.convoke`,
  CR 702.51) and "look at the top five ... you may put a creature card from
  among them onto the battlefield"
  (:class:`~manastack.language.library_look.LookAndPut`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, KeywordName
from ..engine.layers import ContinuousEffect, enchanted
from ..engine.model import CostsLessIfTargets, Enchant, Keyword
from ..engine.objects import BATTLEFIELD, HAND, LIBRARY, Characteristics, GameObject
from ..engine.selectors import attacking, colour, creatures, in_zone, subtype, you_control
from ..engine.targets import target_creature, target_opponent
from ..engine.triggers import AtStep, DealsCombatDamage, Enters, OnEvent, SpellCast
from ..language.effects import SELF, AddCounters, Pump, TapOrUntap
from ..language.keywords import enters_with_counters
from ..language.library_look import LookAndPut
from ..language.move_counters import MoveCounterFromThis
from ..mechanics.animate import BecomesUntilYourNextTurn
from ..mechanics.chosen_card_type import ChosenTypeCostsMore, look_then_choose_card_type
from ..mechanics.convoke import CONVOKE
from ..mechanics.copies import CopySpellOrAbility
from ..mechanics.land_types import enters_tapped_unless_you_pay_life, is_the_chosen_basic_land_type
from ..mechanics.modified import ModifiedCreatureYouControlLeaves, modified
from ..mechanics.play_from_exile import THIS_TURN, ExileTopMayPlay, LookExileFaceDownMayPlay
from ..mechanics.player_rules import LegendRuleDoesntApplyTo
from ..mechanics.redirect_to_enchanted import DamageToYouIsDealtToEnchanted
from ..mechanics.riot import RIOT, others_have_riot
from ..mechanics.web_slinging import web_slinging
from . import Activated, Static, Triggered, behaviour, cost
from .spiderman_heroes import ANY_COLOUR, you_attack

if TYPE_CHECKING:
    from ..engine.game import Game


# ----------------------------------------------------------------- Grow Extra Arms
def _a_spider(game: Game, target: Any) -> bool:
    """ "if it targets a Spider" (CR 601.2f)."""
    return isinstance(target, int) and "Spider" in game.chars(target).subtypes


behaviour(
    "Grow Extra Arms",
    abilities=[CostsLessIfTargets(1, _a_spider)],
    spell=[Pump(target_creature(), 4, 4)],
)

# ------------------------------------------------------------------ Costume Closet
behaviour(
    "Costume Closet",
    abilities=[
        enters_with_counters(CounterKind.P1P1, 2),
        Activated(
            cost("", tap=True),
            (MoveCounterFromThis(target_creature(you_control, "target.creature_you_control")),),
            sorcery_speed=True,
        ),
        Triggered(ModifiedCreatureYouControlLeaves(), (AddCounters(SELF),)),
    ],
)

# ------------------------------------------------------- Arana, Heart of the Spider
behaviour(
    "Arana, Heart of the Spider",
    abilities=[
        Triggered(
            OnEvent(you_attack),
            (AddCounters(target_creature(attacking, "target.attacking_creature")),),
        ),
        Triggered(
            DealsCombatDamage(to_player=True, dealer=creatures & you_control & modified),
            (ExileTopMayPlay(1, THIS_TURN),),
        ),
    ],
)


# ------------------------------------------------------------ Hydro-Man, Fluid Felon
def _is_a_creature(game: Game, source: int, _event: Any) -> bool:
    """ "if Hydro-Man is a creature" (CR 603.4)."""
    return game.chars(source).is_creature


behaviour(
    "Hydro-Man, Fluid Felon",
    abilities=[
        Triggered(SpellCast(filter=colour("U")), (Pump(SELF, 1, 1),), condition=_is_a_creature),
        Triggered(
            AtStep("end"),
            (
                TapOrUntap(SELF, untap=True),
                BecomesUntilYourNextTurn(
                    SELF, frozenset({"Land"}), (Activated(cost("", tap=True), mana=("U",)),)
                ),
            ),
        ),
    ],
)


# -------------------------------------------------------------------- Spider-Verse
def _not_from_your_hand(game: Game, spell: int) -> bool:
    """ "a spell from anywhere other than your hand" (CR 601.2a)."""
    info = game.objects[spell].cast_info
    return info is not None and info.from_zone != HAND


behaviour(
    "Spider-Verse",
    abilities=[
        LegendRuleDoesntApplyTo(subtype("Spider")),
        Triggered(
            SpellCast(filter=_not_from_your_hand),
            (
                CopySpellOrAbility(
                    optional=True,
                    new_targets=True,
                    permanent_gains=(KeywordName.HASTE,),
                    once_each_turn=True,
                ),
            ),
        ),
    ],
)

# -------------------------------------------------------------- Supportive Parents
behaviour(
    "Supportive Parents",
    abilities=[Activated(cost(tap_untapped=(creatures & you_control, 2)), mana=ANY_COLOUR)],
)


# ------------------------------------------------------------- With Great Power...
def _two_per_attachment(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    """ "+2/+2 for each Aura and Equipment attached to it"."""
    n = sum(
        1
        for oid in game.battlefield
        if game.objects[oid].attached_to == obj.id
        and {"Aura", "Equipment"} & game.chars(oid).subtypes
    )
    if ch.power is not None and n:
        ch.power += 2 * n
        ch.toughness = (ch.toughness or 0) + 2 * n


behaviour(
    "With Great Power...",
    abilities=[
        Enchant(target_creature(you_control, "target.creature_you_control")),
        Static((ContinuousEffect("7c", _two_per_attachment, applies=enchanted, key="ce.anthem"),)),
        DamageToYouIsDealtToEnchanted(),
    ],
)

# --------------------------------------------------------------------- Spider-Punk
behaviour(
    "Spider-Punk",
    abilities=[
        RIOT,
        *others_have_riot(creatures & subtype("Spider")),
        Keyword(KeywordName.SPELLS_AND_ABILITIES_CANT_BE_COUNTERED),
        Keyword(KeywordName.DAMAGE_CANT_BE_PREVENTED),
    ],
)


# ------------------------------------------------------------- Multiversal Passage
behaviour(
    "Multiversal Passage",
    abilities=[*is_the_chosen_basic_land_type(), enters_tapped_unless_you_pay_life(2)],
)


# --------------------------------------------------------- Arachne, Psionic Weaver
behaviour(
    "Arachne, Psionic Weaver",
    abilities=[web_slinging("{W}"), *look_then_choose_card_type(), ChosenTypeCostsMore(1)],
)


# -------------------------------------------------------- Black Cat, Cunning Thief
behaviour(
    "Black Cat, Cunning Thief",
    abilities=[
        Triggered(Enters(), (LookExileFaceDownMayPlay(target_opponent(), 9, 2, any_mana=True),))
    ],
)


# --------------------------------------------------------- Web of Life and Destiny
behaviour(
    "Web of Life and Destiny",
    abilities=[
        CONVOKE,
        Triggered(
            AtStep("beginning_of_combat"),
            (
                LookAndPut(
                    5,
                    creatures & in_zone(LIBRARY),
                    to=BATTLEFIELD,
                    prompt="prompt.put_onto_battlefield",
                    key="effect.look_put_onto_battlefield",
                ),
            ),
        ),
    ],
)
