"""The last hard cards of Onslaught: coin flips (CR 705) with
:mod:`manastack.mechanics.coin_flip` (Skittish Valesk, Risky Move) and a trigger
on gaining control from another player (:mod:`manastack.mechanics.control_triggers`);
next-draw replacements whose players choose as the draw is replaced
(:mod:`manastack.mechanics.next_draw`: Words of Waste, Words of Wind) and a
static one (Tomorrow, Azami's Familiar)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..engine.effect import Choice
from ..engine.ops import Op
from ..engine.selectors import creatures, permanents, you_control
from ..engine.triggers import AtStep
from ..language.effects import EACH_OPPONENT, SELF, Custom, Discard
from ..language.player_choices import EachReturnsToHand
from ..mechanics.coin_flip import FlipCoin
from ..mechanics.control_triggers import YouGainControlOfThisFromAnother
from ..mechanics.morph import Morph, TurnFaceDown
from ..mechanics.next_draw import DrawInstead, InsteadOfNextDraw
from . import Activated, Triggered, behaviour, cost
from .spiderman_batch4 import LookPutOneRestBottom

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

# ------------------------------------------------------------- Skittish Valesk
behaviour(
    "Skittish Valesk",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (FlipCoin(lost=(TurnFaceDown(SELF),)),),
            text="At the beginning of your upkeep, flip a coin. If you lose the flip, "
            "turn this creature face down.",
        ),
        Morph("{5}{R}"),
    ],
)


# ------------------------------------------------------------------ Risky Move
_RISKED = ("risky_move", "creature")  # the answer: the creature chosen


def _to_the_active_player(game: Game, ctx: Context, part: int) -> list[Op]:
    """The player whose upkeep it is gains control of this enchantment."""
    if ctx.source not in game.battlefield:
        return []
    return [Op(EventKind.CONTROL, obj=ctx.source, player=game.active_player, source=ctx.source)]


def _choose_a_creature(game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> Choice | None:
    """Choose a creature you control (not a target, CR 115.1); with two
    players, the opponent is the other player."""
    mine = tuple((creatures & you_control).ids(game, ctx.controller))
    if mine and _RISKED not in ctx.answers:
        return Choice(
            ctx.controller, DecisionKind.CHOOSE_CREATURE, "prompt.risky_move", mine, key=_RISKED
        )
    return None


def _chosen(game: Game, ctx: Context, part: int) -> list[Op]:
    """Choosing the creature changes nothing by itself."""
    return []


def _opponent_takes_it(game: Game, ctx: Context, part: int) -> list[Op]:
    """Lost: the opponent gains control of the chosen creature, for good."""
    chosen = ctx.answers.get(_RISKED)
    if not chosen or chosen[0] not in game.battlefield:
        return []
    opponent = game.opponents(ctx.controller)[0]
    return [Op(EventKind.CONTROL, obj=chosen[0], player=opponent, source=ctx.source)]


behaviour(
    "Risky Move",
    abilities=[
        Triggered(
            AtStep("upkeep", yours=False),
            (Custom(_to_the_active_player, key="effect.gain_control"),),
            text="At the beginning of each player's upkeep, that player gains control of "
            "this enchantment.",
        ),
        Triggered(
            YouGainControlOfThisFromAnother(),
            (
                Custom(_chosen, choose=_choose_a_creature, key="effect.choose"),
                FlipCoin(lost=(Custom(_opponent_takes_it, key="effect.gain_control"),)),
            ),
            text="When you gain control of this enchantment from another player, choose a "
            "creature you control and an opponent. Flip a coin. If you lose the flip, that "
            "opponent gains control of that creature.",
        ),
    ],
)


# -------------------------------------------------------------- Words of Waste
behaviour(
    "Words of Waste",
    abilities=[
        Activated(cost("{1}"), (InsteadOfNextDraw(effects=(Discard(1, who=EACH_OPPONENT),)),))
    ],
)

# --------------------------------------------------------------- Words of Wind
behaviour(
    "Words of Wind",
    abilities=[
        Activated(cost("{1}"), (InsteadOfNextDraw(effects=(EachReturnsToHand(permanents),)),))
    ],
)

# -------------------------------------------------- Tomorrow, Azami's Familiar
behaviour(
    "Tomorrow, Azami's Familiar",
    abilities=[
        DrawInstead(
            (LookPutOneRestBottom(3),),
            text="If you would draw a card, look at the top three cards of your library "
            "instead. Put one of those cards into your hand and the rest on the bottom of "
            "your library in any order.",
        )
    ],
)
