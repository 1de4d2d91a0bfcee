"""Casting a card, paying its costs, while an effect resolves: "you may cast
target instant card from your graveyard.  If that spell would be put into a
graveyard, exile it instead" (Toshiro Umezawa); "you may cast an Ally spell
from among cards you own exiled with this creature" (Boiling Rock Rioter).

The effect :class:`MayCastTarget` asks its controller whether to cast the
target card; if so it is cast at once, in the middle of the resolution,
through the whole of CR 601.2 (announced, modes and targets chosen, its mana
cost and any additional costs paid; CR 608.2g: timing permissions are
ignored).  A card that can't be cast (no legal target, a cost that can't be
paid, a restriction) is not offered.  With ``exile_instead``, the spell carries
a replacement effect (CR 614.1a): if it would be put into a graveyard —
resolving, countered — it is exiled instead; moved anywhere else it goes there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.casting import can_cast
from ..engine.effect import Choice, Effect
from ..engine.objects import EXILE, GRAVEYARD, STACK
from ..engine.ops import Op
from ..engine.selectors import Selector
from ..language.effects import objects_for
from .free_cast import NONE, CardPlace, CastDuringResolution, paid_mode

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.targets import TargetSpec

CAST_NOW = "cast_now"  # the event, and the cast mode's name (CastInfo.how)
CAST_NOW_THEN_EXILE = "cast_now_then_exile"  # the cast mode when it is exiled instead


@dataclass(frozen=True)
class MayCastTarget(Effect):
    """ "You may cast <target card> [.  If that spell would be put into a
    graveyard, exile it instead]"."""

    what: TargetSpec
    exile_instead: bool = False
    key: str = "effect.cast_target"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def _castable(self, game: Game, ctx: Context, part: int) -> list[int]:
        how = CAST_NOW_THEN_EXILE if self.exile_instead else CAST_NOW
        return [
            oid
            for oid in objects_for(self.what, game, ctx, part)
            if can_cast(
                game,
                ctx.controller,
                game.objects[oid],
                paid_mode(game.objects[oid], how),
                during_resolution=True,
            )
        ]

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        cards = self._castable(game, ctx, part)
        if not cards:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.MAY,
                "prompt.may",
                ("yes", "no"),
                (("effect", self.key),),
                key=key,
            )
        if answer[0] != "yes":
            return []
        how = CAST_NOW_THEN_EXILE if self.exile_instead else CAST_NOW
        return [Op(CAST_NOW, player=ctx.controller, obj=oid, how=how) for oid in cards]


@dataclass(frozen=True)
class MayCastOneOf(Effect):
    """ "You may cast a <``what``> spell from among <``place``>": its controller
    picks one of those cards that could be cast now, paying its costs (CR 601.2,
    608.2g), or none.  ``what`` is a :class:`Selector` of the card ("you": the
    controller)."""

    place: CardPlace
    what: Selector
    key: str = "effect.cast_one_of"

    def candidates(self, game: Game, ctx: Context) -> tuple[int, ...]:
        return tuple(
            oid
            for oid in self.place(game, ctx)
            if "Land" not in game.objects[oid].card.faces[0].types
            and self.what.matches(game, oid, ctx.controller, ctx.source)
            and can_cast(
                game,
                ctx.controller,
                game.objects[oid],
                paid_mode(game.objects[oid], CAST_NOW),
                during_resolution=True,
            )
        )

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        options = self.candidates(game, ctx)
        if not options:
            return []
        answer = ctx.answers.get(key)
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.CHOOSE_CARD,
                "prompt.cast_one_of",
                options + (NONE,),
                key=key,
            )
        if answer[0] not in options:
            return []
        return [Op(CAST_NOW, player=ctx.controller, obj=answer[0], how=CAST_NOW)]


def _cast(game: Game, op: Op) -> None:
    game.push(CastDuringResolution(op["player"], op["obj"], op["how"]))


def _exiled_instead(game: Game, obj: GameObject, to: str) -> str:
    """ "If that spell would be put into a graveyard, exile it instead"."""
    info = obj.cast_info
    if to == GRAVEYARD and obj.zone == STACK and info is not None:
        if info.how == CAST_NOW_THEN_EXILE:
            return EXILE
    return to


def register(rules: Registry) -> None:
    """The casting event; the spell's own replacement effect."""
    rules.event_handlers.register(CAST_NOW, _cast)
    rules.zone_redirects.register(_exiled_instead)


__all__ = ["CAST_NOW", "CAST_NOW_THEN_EXILE", "MayCastOneOf", "MayCastTarget"]
