"""Resolving the top object of the stack (CR 608).

A spell or ability whose targets have all become illegal doesn't resolve
(CR 608.2b); otherwise its effects happen in order, skipping what refers to
illegal targets.  An instant or sorcery then goes to its owner's graveyard
(CR 608.2n); a permanent spell enters the battlefield (CR 608.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.events import Event
from ..core.kinds import ActionKind, EventKind
from .casting import _aura_spec
from .effect import Choice, ThenAgain
from .objects import BATTLEFIELD, GRAVEYARD, NO_CAST_INFO, CastInfo, is_player_ref
from .ops import move
from .perform import change, remove_ability
from .steps import Step, copy_ctx

if TYPE_CHECKING:
    from .context import Context
    from .game import Game


def all_targets_illegal(game: Game, ctx: Context) -> bool:
    """CR 608.2b: true only if the object has targets and every one is illegal."""
    if not any(chosen for part in ctx.parts for chosen in part.chosen):
        return False
    for pi, part in enumerate(ctx.parts):
        for spec in part.specs:
            if game.still_legal(ctx, spec, pi):
                return False
    return True


class ResolveTop(Step):
    """Resolve the top object of the stack."""

    __slots__ = ("obj", "stage", "ctx")

    def __init__(self) -> None:
        self.obj = 0
        self.stage = "start"
        self.ctx: Context | None = None

    def copy(self, memo: dict[int, Any]) -> ResolveTop:
        new = ResolveTop()
        new.obj, new.stage = self.obj, self.stage
        new.ctx = copy_ctx(self.ctx, memo)
        return new

    def run(self, game: Game) -> None:
        if self.stage == "start":
            self.obj = game.stack[-1]
            obj = game.objects[self.obj]
            info = obj.cast_info or NO_CAST_INFO
            ctx = info.ctx
            self.ctx = ctx
            if ctx is not None and all_targets_illegal(game, ctx):
                game.emit(
                    EventKind.FIZZLE,
                    rule="608.2b",
                    obj=self.obj,
                    card=_name(game, self.obj),
                    secret_from=game._secret_from_all_but(obj) if obj.face_down else (),
                )
                game.pop(self)
                self._leave(game, fizzled=True)
                return
            game.emit(
                EventKind.RESOLVE,
                rule="608.2",
                obj=self.obj,
                card=_name(game, self.obj),
                ability=info.ability,
                secret_from=game._secret_from_all_but(obj) if obj.face_down else (),
            )
            self.stage = "effects"
            if ctx is not None and (info.ability or not game.chars(obj).is_permanent_card):
                condition = _intervening_if(info)
                if condition is not None and not condition(game, ctx.source, _event(ctx)):
                    self.stage = "finish"  # CR 603.4: the condition is checked again
                else:
                    game.push(ResolveEffects(ctx))
                    return
        if self.stage == "effects":
            self.stage = "finish"
        if self.stage == "finish":
            game.pop(self)
            self._leave(game, fizzled=False)

    def _leave(self, game: Game, fizzled: bool) -> None:
        obj = game.objects.get(self.obj)
        if obj is None or self.obj not in game.stack:
            return
        if obj.cast_info is not None and obj.cast_info.ability:
            remove_ability(game, self.obj)
            return
        if not fizzled and game.chars(obj).is_permanent_card:
            enter_from_stack(game, self.obj)
            return
        # through replacement effects ("exile it instead", CR 614.1a)
        change(game, [move(self.obj, GRAVEYARD, "fizzle" if fizzled else "resolve")])

    def options(self, game: Game) -> list[Action]:
        raise RuntimeError("resolving asks no questions itself")

    def answer(self, game: Game, action: Action) -> None:
        raise RuntimeError("resolving asks no questions itself")


def enter_from_stack(game: Game, oid: int) -> int | None:
    """A permanent spell resolves: it enters under its controller's control; an
    Aura spell is attached to the object it targeted (CR 608.3, 303.4f)."""
    obj = game.objects[oid]
    ctx = (obj.cast_info or NO_CAST_INFO).ctx
    aura_target = None
    if ctx is not None and ctx.parts:
        spec = _aura_spec(game.chars(obj).face)
        if spec is not None:
            legal = game.still_legal(ctx, spec, 0)
            aura_target = legal[0] if legal else None
    op = move(
        oid,
        BATTLEFIELD,
        "resolve",
        controller=obj.controller,
        face_down=obj.face_down,
        attach=aura_target,
    )
    change(game, [op])
    return None


def _intervening_if(info: CastInfo) -> Callable[[Game, int, Event], bool] | None:
    ability = info.ability_obj
    return (
        getattr(ability, "condition", None) if info.ability and hasattr(ability, "when") else None
    )


def _event(ctx: Context) -> Event:
    data = dict(ctx.event or {})
    kind = data.pop("kind", "")
    return Event(kind, data)


def _name(game: Game, oid: int) -> str:
    obj = game.objects[oid]
    return (obj.cast_info or NO_CAST_INFO).source_name or obj.card.name


class ResolveEffects(Step):
    """Run the effects of a resolving spell or ability in order (CR 608.2c).

    ``checks`` holds, per part, whether the part may still act (CR 608.2b: a part
    whose targets are all illegal does nothing).  When an effect asks a question,
    its :class:`~manastack.language.effects.Choice` is shown to the chooser; the answer is
    stored in the context and the same effect is resolved again.  So is an effect
    that returns its events as :class:`~manastack.engine.effect.ThenAgain`, once
    they have happened (a process repeated, CR 608.2c)."""

    __slots__ = ("ctx", "part", "index", "choice", "skip")

    def __init__(self, ctx: Context, skip: tuple[int, ...] = ()) -> None:
        self.ctx = ctx
        self.part = 0
        self.index = 0
        self.choice: Choice | None = None
        self.skip = skip

    def copy(self, memo: dict[int, Any]) -> ResolveEffects:
        new = ResolveEffects.__new__(ResolveEffects)
        new.ctx = copy_ctx(self.ctx, memo)
        new.part, new.index, new.choice, new.skip = self.part, self.index, self.choice, self.skip
        return new

    def run(self, game: Game) -> None:
        ctx = self.ctx
        while self.part < len(ctx.parts):
            if self.part in self.skip:
                self.part += 1
                self.index = 0
                continue
            effects = ctx.parts[self.part].effects
            if self.index >= len(effects):
                self.part += 1
                self.index = 0
                continue
            effect = effects[self.index]
            key = (self.part, self.index)
            got = effect.resolve(game, ctx, self.part, key)
            if isinstance(got, Choice):
                if not got.options:
                    raise RuntimeError(f"{effect!r} asked a question with no options")
                self.choice = got
                game.ask(got.player, got.kind, got.prompt, got.args)
                return
            if not isinstance(got, ThenAgain):  # the effect is done
                self.index += 1
            if got:
                change(game, got, ctx, record=f"done{key}")
                return
        game.pop(self)

    def options(self, game: Game) -> list[Action]:

        assert self.choice is not None
        return [Action(ActionKind.CHOOSE, (o,)) for o in self.choice.options]

    def answer(self, game: Game, action: Action) -> None:
        assert self.choice is not None
        key = self.choice.key or (self.part, self.index)
        self.ctx.answers.setdefault(key, []).append(action.args[0])
        self.choice = None


__all__ = [
    "ResolveEffects",
    "ResolveTop",
    "all_targets_illegal",
    "enter_from_stack",
    "is_player_ref",
]
