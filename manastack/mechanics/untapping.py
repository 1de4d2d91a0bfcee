"""Permanents that don't untap during the untap step (CR 502.3: the active
player untaps their permanents "unless an effect prevents" it).

* "<it> doesn't untap during its controller's next untap step" (Orochi Ranger
  and the Kashi-Tribe snakes): :class:`DoesntUntapNext`, a one-shot effect that
  leaves a marker for that one untap step;
* "Enchanted creature doesn't untap during its controller's untap step"
  (Mystic Restraints): the static ability :class:`DoesntUntap`;
* "Tap <it>. It doesn't untap during its controller's untap step for as long
  as <this> remains on the battlefield" (Neko-Te) and "Tap <it>. It doesn't untap
  during its controller's next untap step" (Matsu-Tribe Sniper): :class:`LockUntap`
  (the first is a :class:`WhileSourceRemains` lock, which ends when that object
  leaves, CR 400.7);
* a permanent given the ``DOESNT_UNTAP`` keyword by a continuous effect (the
  Avatar cards that grant "doesn't untap during its controller's untap step");
* "<That player> skips their next untap step" (Shisato; CR 614.10): nothing
  of theirs untaps in it, :class:`SkipsNextUntapStep` (the step has no other
  turn-based action, and no player gets priority in it, CR 502.4);
* "{T}: Add {W} or {U}. This land doesn't untap during your next untap step"
  (Cloudcrest Lake and the other Champions "tap for colour" lands):
  :class:`StaysTappedAfterColouredMana`, which marks the land when it makes
  coloured mana (its other ability makes only {C}).

Both keep the permanent's untap in the untap step from happening: the untap
becomes the ``stays_tapped`` event of :mod:`.untap_step`, which changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import KeywordName
from ..engine.effect import Effect, Shield
from ..engine.model import Ability, Replacement
from ..engine.objects import BATTLEFIELD
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.selectors import Applies
from ..engine.targets import TargetSpec
from ..language.effects import objects_for, players_for

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef

from .untap_step import STAYS_TAPPED  # the markers' kind; the event untap_step.py handles


@dataclass(frozen=True, slots=True)
class StaysTapped(Shield):
    """The permanent ``obj`` doesn't untap in the untap step of turn ``until``
    (its controller's next one; the marker ends with that turn)."""

    obj: int = 0


def next_untap_turn(game: Game, player: int) -> int:
    """The turn number of ``player``'s next untap step (CR 500.1): the next turn
    that player takes, never the current one (its untap step is over)."""
    turn, active = game.turn_number + 1, game.next_player(game.active_player)
    while active != player:
        turn, active = turn + 1, game.next_player(active)
    return turn


@dataclass(frozen=True)
class DoesntUntapNext(Effect):
    """ "<It> doesn't untap during its controller's next untap step"."""

    what: Any
    key: str = "effect.doesnt_untap_next"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        ops = []
        for oid in objects_for(self.what, game, ctx, part):
            obj = game.objects.get(oid)
            if obj is None or obj.zone != BATTLEFIELD:
                continue
            until = next_untap_turn(game, game.chars(oid).controller)
            ops.append(Op("shield", shield=StaysTapped(STAYS_TAPPED, until, obj=oid)))
        return ops


@dataclass(frozen=True, slots=True)
class WhileSourceRemains(Shield):
    """The permanent ``obj`` doesn't untap during its controller's untap steps
    while the object ``source`` is on the battlefield (no turn ends it: the
    cleanup step keeps it, and it is dropped once either object has left)."""

    obj: int = 0
    source: int = 0


_NO_TURN = 0  # the ``until`` of a lock that no cleanup step ends


@dataclass(frozen=True)
class LockUntap(Effect):
    """Tap <what>; it doesn't untap during its controller's next untap step, or
    (``while_source``) for as long as the effect's source stays on the
    battlefield.  ``what`` is a target slot or a function ``(game, ctx)`` of ids."""

    what: TargetSpec | Callable[[Game, Context], list[int]]
    while_source: bool = False
    key: str = "effect.untap_lock"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,) if isinstance(self.what, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        if isinstance(self.what, TargetSpec):
            ids = [r for r in game.still_legal(ctx, self.what, part) if isinstance(r, int)]
        else:
            ids = [o for o in self.what(game, ctx) if o in game.battlefield]
        ops: list[Op] = []
        for oid in ids:
            ops.append(Op("tap", obj=oid))
            if not self.while_source:
                until = next_untap_turn(game, game.chars(oid).controller)
                ops.append(Op("shield", shield=StaysTapped(STAYS_TAPPED, until, obj=oid)))
            elif ctx.source in game.battlefield:
                lock = WhileSourceRemains(STAYS_TAPPED, _NO_TURN, obj=oid, source=ctx.source)
                ops.append(Op("shield", shield=lock))
        return ops


def _drop_ended_locks(game: Game, step: str) -> None:
    """Locks whose permanent or source has left the battlefield are over."""
    if step != "upkeep":
        return
    kept = [
        s
        for s in game.shields
        if not isinstance(s, WhileSourceRemains)
        or (s.obj in game.battlefield and s.source in game.battlefield)
    ]
    if len(kept) != len(game.shields):
        game.shields = kept


@dataclass(frozen=True)
class DoesntUntap(Ability):
    """ "<Objects> don't untap during their controllers' untap steps" (a static
    ability; ``applies`` as in :mod:`manastack.engine.layers`)."""

    applies: Applies
    text: str = ""


@dataclass(frozen=True, slots=True)
class SkipsUntap(Shield):
    """``player`` skips the untap step of turn ``until`` (their next one)."""

    player: int = 0


@dataclass(frozen=True)
class SkipsNextUntapStep(Effect):
    """ "<Player> skips their next untap step"."""

    who: Any
    key: str = "effect.skip_untap"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.who,) if isinstance(self.who, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        return [
            Op("shield", shield=SkipsUntap(STAYS_TAPPED, next_untap_turn(game, p), player=p))
            for p in players_for(self.who, game, ctx, part)
        ]


def _kept_tapped(game: Game, oid: int) -> bool:
    obj, ch = game.objects[oid], game.chars(oid)
    for s in game.shields:
        if isinstance(s, StaysTapped) and s.obj == oid and s.until == game.turn_number:
            return True
        if isinstance(s, SkipsUntap) and s.player == ch.controller and s.until == game.turn_number:
            return True
        if isinstance(s, WhileSourceRemains) and s.obj == oid and s.source in game.battlefield:
            return True
    if KeywordName.DOESNT_UNTAP in ch.keywords:
        return True
    if not game.any_card(_prints_doesnt_untap):
        return False
    for source in game.battlefield:
        for ability in game.chars(source).abilities:
            if isinstance(ability, DoesntUntap) and ability.applies(
                game, game.objects[source], obj, ch
            ):
                return True
    return False


def _prints_doesnt_untap(card: CardDef) -> bool:
    return any(DoesntUntap in face.ability_kinds for face in card.faces)


def _applies(game: Game, _obj: Any, op: Op) -> bool:
    return (
        op.kind == "untap"
        and game.step == "untap"
        and op["obj"] in game.objects
        and _kept_tapped(game, op["obj"])
    )


_STAYS = Replacement(
    "untap",
    _applies,
    lambda game, op: Op(STAYS_TAPPED, op.applied, obj=op["obj"]),
    self_only=False,
    text="doesn't untap",
)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if not _applies(game, None, op):
        return []
    return [((STAYS_TAPPED, op["obj"]), _STAYS)]


# ------------------------------------------------- lands that make coloured mana
COLOURED_MANA = "mana_then_stays_tapped"


@dataclass(frozen=True)
class StaysTappedAfterColouredMana(Ability):
    """ "{T}: Add <a colour>. This land doesn't untap during your next untap
    step": when the land makes coloured mana, it is marked like
    :class:`DoesntUntapNext` (the mana ability itself, CR 605.3b, so no stack)."""

    text: str = "This land doesn't untap during your next untap step."


def _prints_coloured_land(card: CardDef) -> bool:
    return any(StaysTappedAfterColouredMana in face.ability_kinds for face in card.faces)


def _made_coloured_mana(game: Game, op: Op) -> bool:
    source = op.get("source")
    if op.kind != "mana" or not game.any_card(_prints_coloured_land):
        return False
    if source not in game.objects or set(op["mana"]) <= {"C"}:
        return False
    return any(isinstance(a, StaysTappedAfterColouredMana) for a in game.chars(source).abilities)


_MARKS_THE_LAND = Replacement(
    "mana",
    lambda game, obj, op: _made_coloured_mana(game, op),
    lambda game, op: op.retyped(COLOURED_MANA, (COLOURED_MANA, op["source"]), **op.data),
    self_only=False,
    text="doesn't untap during your next untap step",
)


def _mana_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    if not _made_coloured_mana(game, op):
        return []
    return [((COLOURED_MANA, op["source"]), _MARKS_THE_LAND)]


def _coloured_mana(game: Game, op: Op) -> None:
    """Add the mana, then mark the land for its controller's next untap step."""
    land = op["source"]
    change_now(game, Op("mana", op.applied, **op.data))
    if land in game.objects and game.objects[land].zone == BATTLEFIELD:
        until = next_untap_turn(game, game.chars(land).controller)
        change_now(game, Op("shield", shield=StaysTapped(STAYS_TAPPED, until, obj=land)))


def register(rules: Registry) -> None:
    """The untap step's untaps pass by the permanents kept tapped; the lands
    that make coloured mana are marked."""
    rules.replacements_of("untap").register(_replacements)
    rules.replacements_of("mana").register(_mana_replacements)
    rules.step_begins.register(_drop_ended_locks)
    rules.event_handlers.register(COLOURED_MANA, _coloured_mana)


__all__ = [
    "DoesntUntap",
    "DoesntUntapNext",
    "LockUntap",
    "WhileSourceRemains",
    "SkipsNextUntapStep",
    "StaysTapped",
    "StaysTappedAfterColouredMana",
    "next_untap_turn",
]
