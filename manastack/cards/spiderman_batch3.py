"""Marvel's Spider-Man (SPM), the rest of the set, batch three: cards that exile
cards to play them (:mod:`~manastack.mechanics.play_from_exile`), Gwen Stacy's
transforming modal double-faced card, suspecting (CR 701.60) and the rest.

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import ContinuousEffect, board_only
from ..engine.objects import BATTLEFIELD, GRAVEYARD, Characteristics, GameObject
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature
from ..engine.triggers import AtStep, Enters, OnEvent, SpellCast
from ..language.animate import layered_effects
from ..language.effects import SELF, AddCounters, Custom, May, Pump
from ..language.keywords import FLYING, HASTE, TRAMPLE, VIGILANCE
from ..mechanics.double_faced import transform_ability
from ..mechanics.play_from_exile import (
    NEXT_TURN,
    THIS_TURN,
    UNTIL_ANOTHER,
    WHILE_YOU_CONTROL,
    ExileTopMayPlay,
    played_from_exile,
)
from ..mechanics.treasure import CreateTreasure
from . import Activated, Triggered, behaviour, cost, side

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game


def _you_attack_with(subtype: str, at_least: int) -> OnEvent:
    """ "Whenever you attack with N or more <subtype>": once per declaration
    (CR 508.1), on the first attacker's event, counting every attacker."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        combat = game.combat
        if event.kind != EventKind.ATTACK or combat is None:
            return False
        mine = [a for a in combat.attackers if game.chars(a).controller == ch.controller]
        if not mine or event["attacker"] != mine[0]:
            return False
        return sum(1 for a in mine if subtype in game.chars(a).subtypes) >= at_least

    return OnEvent(test)


def _deals_at_least(n: int) -> OnEvent:
    """ "Whenever this deals N or more damage" (one damage event, CR 120)."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        return event.kind == EventKind.DAMAGE and event["source"] == source and event["amount"] >= n

    return OnEvent(test)


def _you_play_from_exile(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return played_from_exile(game, event, ch.controller)


# ------------------------------------------------------------ play from exile
behaviour(
    "Gwen Stacy",
    abilities=[
        Triggered(Enters(), (ExileTopMayPlay(1, WHILE_YOU_CONTROL),)),
        transform_ability("{2}{U}{R}{W}"),
    ],
    back=side(
        "Ghost-Spider",
        abilities=[
            FLYING,
            VIGILANCE,
            HASTE,
            Triggered(OnEvent(_you_play_from_exile), (AddCounters(SELF),)),
            Activated(
                cost(remove_counters=(CounterKind.P1P1, 2)),
                (ExileTopMayPlay(1, THIS_TURN),),
            ),
        ],
    ),
)

_PATROL = target_creature(label="target.one_or_two_creatures", count=2, minimum=1)
behaviour(
    "Heroes' Hangout",
    modes=[
        [ExileTopMayPlay(2, NEXT_TURN, choose_one=True)],
        [Pump(_PATROL, 1, 0, (KeywordName.FIRST_STRIKE,))],
    ],
)


def _mana_value_4_or_greater(game: Game, oid: int) -> bool:
    return game.chars(oid).mana_value >= 4


behaviour(
    "Superior Foes of Spider-Man",
    abilities=[
        TRAMPLE,
        Triggered(
            SpellCast(filter=_mana_value_4_or_greater),
            (May(ExileTopMayPlay(1, UNTIL_ANOTHER)),),
        ),
    ],
)

behaviour(
    "Spinneret and Spiderling",
    abilities=[
        Triggered(_you_attack_with("Spider", 2), (AddCounters(SELF),)),
        Triggered(_deals_at_least(4), (ExileTopMayPlay(1, NEXT_TURN),)),
    ],
)


# ------------------------------------------------------------------- suspect
def suspect(what: TargetSpec) -> Custom:
    """ "Suspect <target>" (CR 701.60): a suspected permanent has menace and
    "This creature can't block" for as long as it is suspected — here, as long
    as it stays on the battlefield (a new object isn't suspected, CR 400.7)."""

    def run(game: Game, ctx: Context, part: int) -> list[Op]:
        ids = game.still_legal(ctx, what, part)
        if not ids:
            return []

        @board_only
        def modify(
            ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject
        ) -> None:
            ch.keywords = ch.keywords | {KeywordName.MENACE, KeywordName.CANT_BLOCK}

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

    return Custom(run, (what,))


def _creature_you_control_with_menace_attacks(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.ATTACK:
        return False
    attacker = game.chars(event["attacker"])
    return attacker.controller == ch.controller and KeywordName.MENACE in attacker.keywords


behaviour(
    "J. Jonah Jameson",
    abilities=[
        Triggered(
            Enters(),
            (suspect(target_creature(label="target.creature_up_to_one", minimum=0)),),
        ),
        Triggered(OnEvent(_creature_you_control_with_menace_attacks), (CreateTreasure(),)),
    ],
)


# ----------------------------------------------------------------- the rest
_BRAIN = TargetSpec(
    "target.non_equipment_artifact_you_control",
    objects=lambda game, obj, c: (
        "Artifact" in game.chars(obj).types
        and "Equipment" not in game.chars(obj).subtypes
        and game.chars(obj).controller == c
    ),
)


def _becomes_a_3_3_artifact_creature(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Becomes an artifact creature with base power and toughness 3/3 until end
    of turn.  Untap it." (layers 4 and 7b, CR 613.1d, 613.4b)."""
    ids = game.still_legal(ctx, _BRAIN, part)
    if not ids:
        return []

    @board_only
    def creature(ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.types = ch.types | {"Creature"}

    @board_only
    def base(ch: Characteristics, g: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.power, ch.toughness = 3, 3

    changes = (("4", creature), ("7b", base))
    becomes = layered_effects(
        game, ctx, changes, "ce.becomes", locked=frozenset(ids), until="end_of_turn"
    )
    return becomes + [Op("untap", obj=i) for i in ids]


behaviour(
    "Living Brain, Mechanical Marvel",
    abilities=[
        Triggered(
            AtStep("beginning_of_combat"), (Custom(_becomes_a_3_3_artifact_creature, (_BRAIN,)),)
        )
    ],
)


class DifferentNames(TargetSpec):
    """Target cards with different names (CR 115.1, 201.2): each choice must
    not share a name with a card chosen already."""

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        taken = {game.objects[c].card.name for c in chosen_already if c in game.objects}
        return (
            c
            for c in super().choices(game, controller, source, chosen_already)
            if game.objects[c].card.name not in taken
        )


_SIX = DifferentNames(
    "target.creature_cards_different_names",
    objects=lambda game, obj, c: obj.owner == c and "Creature" in obj.card.front.types,
    zone=GRAVEYARD,
    count=6,
    minimum=0,
)


def _return_the_six(game: Game, ctx: Context, part: int) -> list[Op]:
    return [move(c, BATTLEFIELD, "reanimate") for c in game.still_legal(ctx, _SIX, part)]


behaviour("Behold the Sinister Six!", spell=[Custom(_return_the_six, (_SIX,))])

__all__ = ["DifferentNames", "suspect"]
