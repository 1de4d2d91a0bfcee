"""Betrayers of Kamigawa, ninth batch: Umezawa's Jitte, Stream of Consciousness and
Minamo's Meddling."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import CounterKind, EventKind
from ..engine.objects import GRAVEYARD, LIBRARY, is_player_ref, player_of
from ..engine.ops import Op, move
from ..engine.targets import TargetSpec, target_creature, target_player, target_spell
from ..engine.triggers import OnEvent
from ..language.effects import AddCounters, Custom, GainLife, Pump
from ..language.keywords import equip
from . import Activated, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# --------------------------------------------------------------- Umezawa's Jitte
def _equipped_deals_combat_damage(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """The equipped creature deals combat damage, once per combat damage step
    however many objects and players it deals damage to (CR 510.2, 603.2c): the
    damage events of this step before this one are looked at."""
    jitte = game.objects.get(source)
    if event.kind != EventKind.DAMAGE or not event["combat"] or jitte is None:
        return False
    dealer = jitte.attached_to
    if dealer is None or event["source"] != dealer:
        return False
    for earlier in reversed(list(game.events)):
        if earlier.kind == EventKind.STEP:
            return True
        if earlier is not event and earlier.kind == EventKind.DAMAGE and earlier["combat"]:
            if earlier["source"] == dealer:
                return False
    return True


def _equipped_creature(game: Game, ctx: Context) -> list[int]:
    jitte = game.objects.get(ctx.source)
    return [jitte.attached_to] if jitte is not None and jitte.attached_to is not None else []


_REMOVE_A_CHARGE = cost(remove_counters=(CounterKind.CHARGE, 1))

# "Remove a charge counter: Choose one —" is one modal ability (CR 700.2); each
# activation chooses one mode, written here as one ability per mode, with the
# same cost.
behaviour(
    "Umezawa's Jitte",
    abilities=[
        Triggered(
            OnEvent(_equipped_deals_combat_damage, key="trigger.combat_damage"),
            (AddCounters(lambda g, c: [c.source], counter=CounterKind.CHARGE, amount=2),),
        ),
        Activated(_REMOVE_A_CHARGE, (Pump(_equipped_creature, 2, 2),)),
        Activated(_REMOVE_A_CHARGE, (Pump(target_creature(), -1, -1),)),
        Activated(_REMOVE_A_CHARGE, (GainLife(2),)),
        equip("{2}"),
    ],
)


# ---------------------------------------------------------- Stream of Consciousness
@dataclass(frozen=True, eq=False)
class CardsInTheTargetPlayersGraveyard(TargetSpec):
    """ "Up to four target cards from their graveyard": cards in the graveyard of
    the player chosen for ``player`` (the spell's first target)."""

    player: TargetSpec | None = None

    def _whose(self, source: GameObject | None) -> int | None:
        info = source.cast_info if source is not None else None
        ctx = info.ctx if info is not None else None
        if ctx is None or self.player is None:
            return None
        for part in ctx.parts:
            for spec, chosen in zip(part.specs, part.chosen, strict=False):
                if spec is self.player and chosen and is_player_ref(chosen[0]):
                    return player_of(chosen[0])
        return None

    def choices(
        self,
        game: Game,
        controller: int,
        source: GameObject | None,
        chosen_already: tuple[Any, ...] = (),
    ) -> Iterator[Any]:
        whose = self._whose(source)
        for ref in super().choices(game, controller, source, chosen_already):
            if whose is None or game.objects[ref].owner == whose:
                yield ref

    def is_legal(self, game: Game, ref: object, controller: int, source: GameObject | None) -> bool:
        whose = self._whose(source)
        obj = game.objects.get(ref) if isinstance(ref, int) else None
        return (
            obj is not None
            and (whose is None or obj.owner == whose)
            and super().is_legal(game, ref, controller, source)
        )


_STREAM_PLAYER = target_player()
_STREAM_CARDS = CardsInTheTargetPlayersGraveyard(
    "target.up_to_four_cards_their_graveyard",
    objects=lambda g, o, c: True,
    zone=GRAVEYARD,
    count=4,
    minimum=0,
    player=_STREAM_PLAYER,
)


def _shuffle_them_in(game: Game, ctx: Context, part: int) -> list[Op]:
    players = [player_of(r) for r in game.still_legal(ctx, _STREAM_PLAYER, part)]
    if not players:
        return []
    cards = [c for c in game.still_legal(ctx, _STREAM_CARDS, part) if isinstance(c, int)]
    return [move(c, LIBRARY, "shuffle_in") for c in cards] + [Op("shuffle", player=players[0])]


behaviour(
    "Stream of Consciousness",
    spell=[Custom(_shuffle_them_in, targets=(_STREAM_PLAYER, _STREAM_CARDS), key="effect.shuffle")],
)

# ------------------------------------------------------------------ Minamo's Meddling
_MEDDLED = target_spell()


def _counter_and_discard_the_spliced_names(game: Game, ctx: Context, part: int) -> list[Op]:
    """Counter the spell; its controller reveals their hand and discards each card
    with the name of a card spliced onto it (read before it leaves the stack)."""
    ops: list[Op] = []
    for spell in game.still_legal(ctx, _MEDDLED, part):
        obj = game.objects[spell]
        info = obj.cast_info
        spliced = info.ctx.flags.spliced if info is not None and info.ctx is not None else ()
        names = {game.objects[c].card.name for c in spliced if c in game.objects}
        victim = game.players[obj.controller]
        ops += [Op("counter", obj=spell), Op("reveal", objs=list(victim.hand), player=victim.index)]
        ops += [
            move(c, GRAVEYARD, "discard") for c in victim.hand if game.objects[c].card.name in names
        ]
    return ops


behaviour(
    "Minamo's Meddling",
    spell=[
        Custom(_counter_and_discard_the_spliced_names, targets=(_MEDDLED,), key="effect.counter")
    ],
)

__all__ = ["CardsInTheTargetPlayersGraveyard"]
