"""Effects in which a player picks among their own cards or permanents as the
effect resolves (CR 608.2d): "each player sacrifices a <kind>", "<player> exiles a
card from their hand", "put a land card from your hand onto the battlefield",
"you may tap or untap target permanent".

Each asks its question with a :class:`~manastack.engine.effect.Choice` and keeps
the answers in the :class:`~manastack.engine.context.Context`, so a game can be
copied or saved while the question waits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind
from ..engine.effect import Choice, Effect
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from ..engine.ops import Op, move
from ..engine.selectors import Selector
from ..engine.targets import TargetSpec
from .effects import EACH_PLAYER, YOU, objects_for, players_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

PermanentFilter = Callable[["Game", "GameObject", int], bool]


def _specs(who: Any) -> tuple[TargetSpec, ...]:
    return (who,) if isinstance(who, TargetSpec) else ()


@dataclass(frozen=True)
class EachSacrifices(Effect):
    """ "Each player sacrifices a <kind> of their choice" (CR 701.21a): in turn
    order (CR 101.4) each player chooses one permanent they control that ``selector`` accepts
    (a player with none sacrifices nothing); then all are sacrificed at once.  With
    ``to`` and ``cause`` the chosen permanents go elsewhere instead ("each player
    returns a permanent they control to its owner's hand", :func:`EachReturnsToHand`)."""

    selector: PermanentFilter
    who: Any = EACH_PLAYER
    prompt: str = "prompt.sacrifice"
    key: str = "effect.sacrifice"
    to: str = GRAVEYARD
    cause: str = "sacrifice"
    decision: DecisionKind = DecisionKind.SACRIFICE

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        chosen: list[int] = []
        # in turn order, starting with the active player (CR 101.4)
        players = players_for(self.who, game, ctx, part)
        n = len(game.players)
        for p in sorted(players, key=lambda q: (q - game.active_player) % n):
            pkey = key + (p,)
            options = tuple(
                oid
                for oid in game.battlefield
                if game.chars(oid).controller == p and self.selector(game, game.objects[oid], p)
            )
            if not options:
                continue
            answer = ctx.answers.get(pkey)
            if not answer:
                return Choice(p, self.decision, self.prompt, options, key=pkey)
            chosen.append(answer[0])
        return [move(oid, self.to, self.cause) for oid in chosen if oid in game.battlefield]


@dataclass(frozen=True)
class EachChoosesUpToOne(Effect):
    """ "Starting with you, each player chooses up to one <kind>.  Exile those
    permanents": in turn order from this ability's controller (CR 101.4), each
    player picks one permanent ``selector`` describes or none; "you" in it is the
    controller ("permanents your opponents control", CR 109.5).  Then the chosen
    permanents still there move at once (to exile unless ``to`` says otherwise)."""

    selector: Selector
    prompt: str
    to: str = EXILE
    cause: str = "exile"
    key: str = "effect.each_chooses"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        chosen: list[int] = []
        n = len(game.players)
        players = [p.index for p in game.players if not p.has_lost]
        for p in sorted(players, key=lambda q: (q - ctx.controller) % n):
            options = tuple(self.selector.ids(game, ctx.controller, ctx.source))
            if not options:
                break
            answer = ctx.answers.get(key + (p,))
            if not answer:
                return Choice(
                    p, DecisionKind.CHOOSE_CARD, self.prompt, options + ("none",), key=key + (p,)
                )
            if isinstance(answer[0], int) and answer[0] not in chosen:
                chosen.append(answer[0])
        return [move(oid, self.to, self.cause) for oid in chosen if oid in game.battlefield]


def EachReturnsToHand(selector: PermanentFilter, who: Any = EACH_PLAYER) -> EachSacrifices:  # noqa: N802 - reads like card text
    """ "Each player returns a <kind> they control to its owner's hand": each
    chooses in turn order (CR 101.4), then all return at once."""
    return EachSacrifices(
        selector,
        who,
        prompt="prompt.return_own_permanent",
        key="effect.bounce",
        to=HAND,
        cause="bounce",
        decision=DecisionKind.CHOOSE_CARD,
    )


@dataclass(frozen=True)
class EachKeepsTotalPower(Effect):
    """ "Each player chooses any number of creatures they control with total
    power N or less, then sacrifices all other creatures they control"
    (Destined Confrontation, CR 701.21a): in turn order (CR 101.4) each player
    picks creatures one at a time, offered only while the total stays N or less
    (a negative power adds nothing), and finishes with ``done``; then every
    other creature is sacrificed at once."""

    total: int
    key: str = "effect.keep_total_power"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        kept: list[int] = []
        n = len(game.players)
        players = players_for(EACH_PLAYER, game, ctx, part)
        for p in sorted(players, key=lambda q: (q - game.active_player) % n):
            answers = ctx.answers.get(key + (p,), [])
            picked = [a for a in answers if a != "done"]
            kept += picked
            if "done" in answers:
                continue
            left = self.total - sum(_power(game, oid) for oid in picked)
            options = tuple(
                oid
                for oid in _creatures_of(game, p)
                if oid not in picked and _power(game, oid) <= left
            )
            if not options:  # nothing more can be kept
                continue
            return Choice(
                p,
                DecisionKind.CHOOSE_CREATURE,
                "prompt.keep_total_power",
                options + ("done",),
                (("n", left),),
                key=key + (p,),
            )
        return [
            move(oid, GRAVEYARD, "sacrifice")
            for p in players
            for oid in _creatures_of(game, p)
            if oid not in kept
        ]


def _creatures_of(game: Game, player: int) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and game.chars(oid).controller == player
    ]


def _power(game: Game, oid: int) -> int:
    return max(game.chars(oid).power or 0, 0)


@dataclass(frozen=True)
class ExileFromHand(Effect):
    """ "<Player> exiles a card from their hand": that player chooses (CR 406).
    With ``zone`` and ``what``, "<player> exiles a nonland card from their
    graveyard": a card of theirs there that the :class:`Selector` ``what``
    accepts ("you" being that player)."""

    who: Any = YOU
    key: str = "effect.exile_from_hand"
    zone: str = HAND
    what: Selector | None = None
    prompt: str = "prompt.exile_from_hand"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.who)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        ops: list[Op] = []
        for p in players_for(self.who, game, ctx, part):
            cards = tuple(
                c
                for c in game.players[p].zone(self.zone)
                if self.what is None or self.what.matches(game, c, p, ctx.source)
            )
            if not cards:
                continue
            pkey = key + (p,)
            answer = ctx.answers.get(pkey)
            if not answer:
                return Choice(p, DecisionKind.CHOOSE_CARD, self.prompt, cards, key=pkey)
            ops.append(move(answer[0], EXILE, "exile"))
        return ops


def _is_land_card(game: Game, obj: GameObject) -> bool:
    return "Land" in obj.card.faces[0].types


@dataclass(frozen=True)
class PutLandsFromHand(Effect):
    """ "Put up to N land cards from your hand onto the battlefield [tapped]":
    chosen one at a time, ``none`` to stop.  Putting a land onto the battlefield
    is not playing it (CR 305.4)."""

    limit: int = 1
    tapped: bool = True
    key: str = "effect.put_land"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        hand = game.players[ctx.controller].hand
        answers = ctx.answers.get(key, [])
        picked = [a for a in answers if a != "none"]
        if "none" not in answers and len(picked) < self.limit:
            lands = tuple(
                c for c in hand if c not in picked and _is_land_card(game, game.objects[c])
            )
            if lands:
                return Choice(
                    ctx.controller,
                    DecisionKind.PUT_LAND,
                    "prompt.put_land",
                    lands + ("none",),
                    key=key,
                )
        return [
            move(c, BATTLEFIELD, "put", controller=ctx.controller, tapped=self.tapped)
            for c in picked
            if c in hand
        ]


TAP, UNTAP, NEITHER = "tap", "untap", "neither"


@dataclass(frozen=True)
class MayTapOrUntap(Effect):
    """ "You may tap or untap <permanent>" (CR 701.26): the controller chooses
    tap, untap or neither for each permanent meant."""

    what: Any
    key: str = "effect.tap_or_untap"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.what)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        ops: list[Op] = []
        for oid in objects_for(self.what, game, ctx, part):
            okey = key + (oid,)
            answer = ctx.answers.get(okey)
            if not answer:
                return Choice(
                    ctx.controller,
                    DecisionKind.MODE,
                    "prompt.tap_or_untap",
                    (TAP, UNTAP, NEITHER),
                    (("card", oid),),
                    key=okey,
                )
            if answer[0] != NEITHER:
                ops.append(Op(answer[0], obj=oid))
        return ops


@dataclass(frozen=True)
class ChooseACardName(Effect):
    """ "Choose a card name. <then>" (CR 201.3): the controller picks one of
    ``names()``; ``then(name)`` is the effect that uses the name, resolved next
    with its own key."""

    names: Callable[[], tuple[str, ...]]
    then: Callable[[str], Effect]
    key: str = "effect.choose_name"

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        if key not in ctx.answers:
            return Choice(
                ctx.controller, DecisionKind.CARD_NAME, "prompt.card_name", self.names(), key=key
            )
        return self.then(ctx.answers[key][0]).resolve(game, ctx, part, key + ("then",))


__all__ = [
    "ChooseACardName",
    "EachChoosesUpToOne",
    "EachKeepsTotalPower",
    "EachReturnsToHand",
    "EachSacrifices",
    "ExileFromHand",
    "MayTapOrUntap",
    "PutLandsFromHand",
]
