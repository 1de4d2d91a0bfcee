"""Champions of Kamigawa, the rest of the set (10): rule changes for a player or
a name (Azusa, Graceful Adept, Brothers Yamazaki;
:mod:`manastack.mechanics.player_rules`), Tatsumasa, the Dragon's Fang, and Reverse
the Sands."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import anthem, enchanted
from ..engine.model import Triggered
from ..engine.objects import BATTLEFIELD, GRAVEYARD
from ..engine.ops import Op
from ..engine.triggers import OnEvent
from ..language.effects import Choice, CreateToken, Custom, Effect
from ..language.keywords import FLYING, equip
from ..mechanics.bushido import bushido
from ..mechanics.delayed import create_delayed
from ..mechanics.end_step import ReturnFromExile
from ..mechanics.player_rules import AdditionalLandPlays, LegendRuleSparesAPair, NoMaximumHandSize
from . import Activated, Static, behaviour, cost, token

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

behaviour(
    "Azusa, Lost but Seeking",
    abilities=[
        AdditionalLandPlays(2, text="You may play two additional lands on each of your turns.")
    ],
)
behaviour("Graceful Adept", abilities=[NoMaximumHandSize()])

_YAMAZAKI = "Brothers Yamazaki"


def _other_brother(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return source is not None and obj.id != source.id and ch.is_creature and ch.name == _YAMAZAKI


behaviour(
    _YAMAZAKI,
    abilities=[
        bushido(1),
        LegendRuleSparesAPair(
            text="If there are exactly two permanents named Brothers Yamazaki on the "
            "battlefield, the legend rule doesn't apply to them."
        ),
        Static(anthem(2, 2, _other_brother, (KeywordName.HASTE,))),
    ],
)

# ------------------------------------------------------------------- Tatsumasa
_DRAGON = token("Dragon Spirit", "Creature — Dragon Spirit", "5/5", colour="U", abilities=(FLYING,))


def _newest(ids: list[int], test: Callable[[int], bool]) -> int | None:
    found = [oid for oid in ids if test(oid)]
    return max(found) if found else None


def _return_when_the_token_dies(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Return Tatsumasa to the battlefield under its owner's control when that
    token dies" (a delayed trigger, CR 603.7): the token just created and the
    card just exiled to pay the cost are the newest such objects."""
    source = game.last_known(ctx.source)
    dragon = _newest(
        game.battlefield,
        lambda o: game.objects[o].is_token and game.chars(o).name == "Dragon Spirit",
    )
    blade = _newest(
        game.exile,
        lambda o: source is not None and game.objects[o].card.name == source.name,
    )
    if dragon is None or blade is None:
        return []

    def token_dies(g: Game, event: Event, _source: int, _ch: Characteristics) -> bool:
        return (
            event.kind == EventKind.ZONE
            and event["obj"] == dragon
            and event["frm"] == BATTLEFIELD
            and event["to"] == GRAVEYARD
        )

    when = OnEvent(token_dies, key="trigger.dies")
    ability = Triggered(when, (ReturnFromExile(blade),))
    return [create_delayed(when, ability, ctx.controller, ctx.source)]


behaviour(
    "Tatsumasa, the Dragon's Fang",
    abilities=[
        Static(anthem(5, 5, enchanted)),
        Activated(
            cost("{6}", exile_self=True),
            (CreateToken(_DRAGON), Custom(_return_when_the_token_dies, key="effect.delayed")),
        ),
        equip("{3}"),
    ],
)


# ----------------------------------------------------------- Reverse the Sands
@dataclass(frozen=True)
class RedistributeLifeTotals(Effect):
    """ "Redistribute any number of players' life totals": the controller gives
    each player one of the life totals the players have (each total to one
    player; a player may keep their own).  The changes are life gained or lost
    (CR 119.3)."""

    key: str = "effect.redistribute_life"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = [p.index for p in game.players if not p.has_lost]
        totals = {f"P{p}": game.players[p].life for p in players}
        given = ctx.answers.get(key, [])
        if len(given) < len(players):
            left = tuple(ref for ref in totals if ref not in given)
            return Choice(
                ctx.controller,
                DecisionKind.LIFE_TOTAL,
                "prompt.life_total",
                left,
                (("player", game.players[players[len(given)]].name),),
                key=key,
            )
        ops = []
        for player, ref in zip(players, given, strict=True):
            change = totals[ref] - game.players[player].life
            if change:
                ops.append(Op("life", player=player, amount=change))
        return ops


behaviour("Reverse the Sands", spell=[RedistributeLifeTotals()])
