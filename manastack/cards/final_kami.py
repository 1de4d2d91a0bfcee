"""The last cards of Champions and Betrayers of Kamigawa (1): Hisoka's Guard,
Time Stop, Uyo, Silent Prophet and Sideswipe (Champions); Goblin Cohort,
Sosuke's Summons and Waxmane Baku (Betrayers)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import KeywordName
from ..engine.objects import GRAVEYARD, HAND, STACK
from ..engine.ops import Op, move
from ..engine.selectors import (
    creatures,
    instants_and_sorceries,
    lands,
    nontoken,
    other,
    spells,
    subtype,
    you_control,
)
from ..engine.targets import TargetSpec, target_creature
from ..engine.triggers import Enters
from ..language.effects import CreateToken, Custom, May, TapOrUntap
from ..language.keywords import FLYING
from ..language.x_targets import XTargets
from ..mechanics.cast_history import cant_attack_unless_cast
from ..mechanics.copies import CopySpellOrAbility
from ..mechanics.end_the_turn import EndTheTurn
from ..mechanics.ki import ki_on_spirit_or_arcane, remove_x_ki
from ..mechanics.spell_copy import ChangeAnyTargets
from ..mechanics.untap_step import WhileSourceTapped, may_choose_not_to_untap
from . import Activated, Static, Triggered, behaviour, cost, token

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

# ------------------------------------------------------------- Hisoka's Guard


def _has_shroud(ch: Characteristics, game: Game, source: Any, obj: GameObject) -> None:
    ch.keywords = ch.keywords | {KeywordName.SHROUD}


def _shroud(target: int, controller: int) -> tuple[tuple[str, Any], ...]:
    """ "<It> has shroud" (layer 6) for as long as the Guard remains tapped."""
    return (("6", _has_shroud),)


behaviour(
    "Hisoka's Guard",
    abilities=[
        may_choose_not_to_untap(),
        Activated(
            cost("{1}{U}", tap=True),
            (
                WhileSourceTapped(
                    target_creature(
                        you_control & other, label="target.another_creature_you_control"
                    ),
                    _shroud,
                ),
            ),
        ),
    ],
)

# ------------------------------------------------------------------ Time Stop
behaviour("Time Stop", spell=[EndTheTurn()])

# --------------------------------------------------------- Uyo, Silent Prophet
behaviour(
    "Uyo, Silent Prophet",
    abilities=[
        FLYING,
        Activated(
            cost("{2}", return_to_hand=lands & you_control, return_count=2),
            (
                CopySpellOrAbility(
                    TargetSpec(
                        "target.instant_or_sorcery_spell",
                        objects=spells() & instants_and_sorceries,
                        zone=STACK,
                    ),
                    new_targets=True,
                ),
            ),
        ),
    ],
)

# ------------------------------------------------------------------ Sideswipe
behaviour(
    "Sideswipe",
    spell=[
        ChangeAnyTargets(
            TargetSpec("target.arcane_spell", objects=spells() & subtype("Arcane"), zone=STACK)
        )
    ],
)

# -------------------------------------------------------------- Goblin Cohort
behaviour("Goblin Cohort", abilities=[Static((cant_attack_unless_cast(creatures),))])

# ----------------------------------------------------------- Sosuke's Summons
_SNAKE = token("Snake", "Creature — Snake", "1/1", colour="G")


def _this_card_from_graveyard(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return this card from your graveyard to your hand" (it is still there)."""
    card = game.objects.get(ctx.source)
    if card is None or card.zone != GRAVEYARD:
        return []
    return [move(ctx.source, HAND, "return")]


behaviour(
    "Sosuke's Summons",
    spell=[CreateToken(_SNAKE, 2)],
    abilities=[
        Triggered(
            Enters(False, creatures & subtype("Snake") & nontoken & you_control),
            (May(Custom(_this_card_from_graveyard, key="effect.return")),),
            zone=GRAVEYARD,
        )
    ],
)

# -------------------------------------------------------------- Waxmane Baku
behaviour(
    "Waxmane Baku",
    abilities=[
        ki_on_spirit_or_arcane(),
        Activated(
            remove_x_ki("{1}"),
            (TapOrUntap(XTargets("target.x_creatures", objects=creatures)),),
        ),
    ],
)
