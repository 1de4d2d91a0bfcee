"""Marvel's Spider-Man (SPM), the rest of the set, batch six: Carnage's
creatures that attack each combat if able (CR 508.1d), and Doctor Octopus's
maximum hand size (CR 402.2, :mod:`~manastack.mechanics.hand_size`).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import KeywordName
from ..engine.layers import ContinuousEffect, anthem
from ..engine.model import Keyword
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op
from ..engine.targets import target_card_in_graveyard
from ..engine.triggers import AtStep, DealsCombatDamage, Enters
from ..language.effects import EACH_OPPONENT, SELF, Custom, DealDamage, Draw, MoveTarget
from ..language.keywords import TRAMPLE
from ..mechanics.hand_size import MaximumHandSize
from ..mechanics.mayhem import mayhem
from ..mechanics.saga import saga_abilities
from . import Static, Triggered, behaviour
from .spiderman_batch1 import card_with_mana_value

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game

ATTACKS_EACH_COMBAT = Keyword(KeywordName.ATTACKS_EACH_COMBAT)
SACRIFICE_AFTER_HITTING = Triggered(
    DealsCombatDamage(to_player=True),
    (MoveTarget(SELF, GRAVEYARD, "sacrifice"),),
    text="When this creature deals combat damage to a player, sacrifice it.",
)


def _gains_for_good(abilities: tuple[Any, ...], after: tuple[int, int]) -> Custom:
    """ "It gains <abilities>" for the rest of the game (layer 6, CR 613.1f): the
    object the effect at ``after`` put onto the battlefield."""

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        ids = [i for i in ctx.results.get(f"done{after}", []) if i in game.objects]
        ids = [i for i in ids if game.objects[i].zone == BATTLEFIELD]
        if not ids:
            return []

        def modify(
            ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject
        ) -> None:
            ch.abilities = ch.abilities + abilities
            ch.keywords = ch.keywords | {a.key for a in abilities if isinstance(a, Keyword)}

        effect = ContinuousEffect(
            "6",
            modify,
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            key="ce.grant",
        )
        return [Op("effect", effect=effect)]

    return Custom(run)


behaviour(
    "Carnage, Crimson Chaos",
    abilities=[
        TRAMPLE,
        Triggered(
            Enters(),
            (
                MoveTarget(
                    target_card_in_graveyard(
                        card_with_mana_value(at_most=3, creature=True),
                        "target.creature_card_mv3_in_your_graveyard",
                        yours=True,
                    ),
                    BATTLEFIELD,
                    "reanimate",
                ),
                _gains_for_good((ATTACKS_EACH_COMBAT, SACRIFICE_AFTER_HITTING), (0, 0)),
            ),
        ),
        mayhem("{B}{R}"),
    ],
)


def _until_your_next_turn(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Until your next turn, each creature attacks each combat if able and
    attacks a player other than you if able": a rule for every creature, those
    that enter later too (CR 611.2c), until its controller's next turn begins
    (turns in order, no extra turns).  With two players, a player other than
    you is the only player its controller's creatures can attack and the
    opponent's creatures can attack no one else, so the first part is the one
    that binds."""
    players = len(game.players)
    ahead = (ctx.controller - game.active_player) % players or players
    ends = game.turn_number + ahead

    def applies(g: Game, source: GameObject | None, obj: GameObject, ch: Characteristics) -> bool:
        return ch.is_creature and g.turn_number < ends

    def modify(ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.keywords = ch.keywords | {KeywordName.ATTACKS_EACH_COMBAT}

    effect = ContinuousEffect(
        "6",
        modify,
        applies=applies,
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        key="ce.grant",
    )
    return [Op("effect", effect=effect)]


def _add_rrr(game: Game, ctx: Context, part: int) -> list[Op]:
    return [Op("mana", player=ctx.controller, mana="RRR")]


behaviour(
    "Maximum Carnage",
    abilities=saga_abilities(
        [Custom(_until_your_next_turn)],
        [Custom(_add_rrr)],
        [DealDamage(5, EACH_OPPONENT)],
    ),
)


# ------------------------------------------------------------ Doctor Octopus
def _other_villains_you_control(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return (
        source is not None
        and obj.id != source.id
        and ch.is_creature
        and "Villain" in ch.subtypes
        and ch.controller == game.chars(source).controller
    )


def _fewer_than_eight(game: Game, source: int, event: Any) -> bool:
    ch = game.last_known(source)
    return ch is not None and len(game.players[ch.controller].hand) < 8


def _the_difference(game: Game, ctx: Context) -> int:
    return max(0, 8 - len(game.players[ctx.controller].hand))


behaviour(
    "Doctor Octopus, Master Planner",
    abilities=[
        Static(anthem(2, 2, _other_villains_you_control)),
        MaximumHandSize(8),
        Triggered(AtStep("end"), (Draw(_the_difference),), condition=_fewer_than_eight),
    ],
)

__all__ = ["ATTACKS_EACH_COMBAT", "SACRIFICE_AFTER_HITTING"]
