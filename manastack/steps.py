"""The engine's continuation: pending steps as plain data (DESIGN guarantee 3).

``game.pending`` is a stack of :class:`Step` objects.  The engine runs the top
step; a step either finishes (pops itself), pushes more steps, or asks a
question with :meth:`Game.ask` and waits.  :meth:`Step.answer` receives the
chosen :class:`~manastack.game.Action`.  Steps hold only ids, numbers, tuples and
shared immutable card definitions, so copying a game copies its future too.

This module holds the base class, the game start (CR 103) and
:class:`ResolveEffects`, which runs a spell's or ability's effects one by one
and relays their questions to the players (CR 608.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action
from .kinds import ActionKind, DecisionKind, EventKind

if TYPE_CHECKING:
    from .context import Context
    from .effects import Choice
    from .game import Game


class Step:
    """A pending piece of work."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        raise NotImplementedError

    def options(self, game: Game) -> list[Action]:
        """The legal answers to the question this step asked."""
        raise NotImplementedError

    def answer(self, game: Game, action: Action) -> None:
        raise NotImplementedError

    def copy(self, memo: dict) -> Step:
        """A copy for :meth:`Game.copy`; steps with no mutable state return themselves."""
        return self

    def __repr__(self) -> str:
        """The step's name, with the spell or ability it works on (for snapshots)."""
        ctx = getattr(self, "ctx", None)
        return type(self).__name__ if ctx is None else f"{type(self).__name__}({ctx!r})"


def copy_ctx(ctx: Context | None, memo: dict) -> Context | None:
    """Copy a context once per game copy, so steps that share it still share it."""
    if ctx is None:
        return None
    found = memo.get(id(ctx))
    if found is None:
        found = ctx.copy()
        memo[id(ctx)] = found
    return found


class StartGame(Step):
    """CR 103: choose who plays first, shuffle, draw seven, mulligans."""

    __slots__ = ("stage", "chooser", "current")

    def __init__(self) -> None:
        self.stage = "choose"
        self.chooser = -1
        self.current = 0

    def copy(self, memo: dict) -> StartGame:
        new = StartGame()
        new.stage, new.chooser, new.current = self.stage, self.chooser, self.current
        return new

    def run(self, game: Game) -> None:
        from .ops import Op
        from .perform import perform

        if self.stage == "choose":
            # CR 103.1: a random method picks the player who decides who starts.
            self.chooser = game.rng.randrange(len(game.players))
            for p in game.players:
                perform(game, Op("shuffle", player=p.index))
            self.stage = "play_or_draw"
            game.ask(self.chooser, DecisionKind.START, "prompt.play_or_draw")
            return
        if self.stage == "hands":
            for p in game.players:
                _draw_opening_hand(game, p.index)
            self.stage = "mulligan"
            self.current = game.active_player
        if self.stage == "mulligan":
            player = game.players[self.current]
            game.ask(
                self.current,
                DecisionKind.MULLIGAN,
                "prompt.mulligan",
                (("hand", len(player.hand)), ("mulligans", player.mulligans)),
            )
            return
        if self.stage == "bottom":
            player = game.players[self.current]
            need = player.mulligans - (7 - len(player.hand))
            if need > 0:
                game.ask(self.current, DecisionKind.BOTTOM, "prompt.bottom", (("n", need),))
                return
            self._next_player(game)
            return
        if self.stage == "done":
            from .turn import TurnStep

            game.pop(self)
            game.push(TurnStep(first_turn=True))

    def _next_player(self, game: Game) -> None:
        nxt = game.next_player(self.current)
        if nxt == game.active_player:
            self.stage = "done"
        else:
            self.current = nxt
            self.stage = "mulligan"

    def options(self, game: Game) -> list[Action]:

        if self.stage == "play_or_draw":
            return [Action(ActionKind.CHOOSE, ("play",)), Action(ActionKind.CHOOSE, ("draw",))]
        if self.stage == "mulligan":
            player = game.players[self.current]
            opts = [Action(ActionKind.KEEP)]
            if player.mulligans < 7:
                opts.append(Action(ActionKind.MULLIGAN))
            return opts
        player = game.players[self.current]
        return [Action(ActionKind.CHOOSE, (c,)) for c in sorted(player.hand)]

    def answer(self, game: Game, action: Action) -> None:
        from .ops import Op
        from .perform import move_object, perform

        if self.stage == "play_or_draw":
            play = action.args[0] == "play"
            game.active_player = self.chooser if play else game.next_player(self.chooser)
            game.emit(EventKind.STARTING_PLAYER, player=game.active_player, chooser=self.chooser)
            self.stage = "hands"
            return
        if self.stage == "mulligan":
            player = game.players[self.current]
            if action.kind == ActionKind.KEEP:
                game.emit(EventKind.KEEP, player=self.current, mulligans=player.mulligans)
                self.stage = "bottom"
                return
            # London mulligan (CR 103.5): shuffle the hand away, draw seven again.
            player.mulligans += 1
            game.emit(EventKind.MULLIGAN, player=self.current, count=player.mulligans)
            for c in list(player.hand):
                move_object(game, c, "library", "mulligan")
            perform(game, Op("shuffle", player=self.current))
            _draw_opening_hand(game, self.current)
            return
        # put one chosen card on the bottom (CR 103.5)
        move_object(game, action.args[0], "library", "mulligan_bottom", position="bottom")


def _draw_opening_hand(game: Game, player: int) -> None:
    from .ops import Op
    from .perform import perform

    for _ in range(7):
        perform(game, Op("draw", player=player))


class ResolveEffects(Step):
    """Run the effects of a resolving spell or ability in order (CR 608.2c).

    ``checks`` holds, per part, whether the part may still act (CR 608.2b: a part
    whose targets are all illegal does nothing).  When an effect asks a question,
    its :class:`~manastack.effects.Choice` is shown to the chooser; the answer is
    stored in the context and the same effect is resolved again."""

    __slots__ = ("ctx", "part", "index", "choice", "skip")

    def __init__(self, ctx: Context, skip: tuple[int, ...] = ()) -> None:
        self.ctx = ctx
        self.part = 0
        self.index = 0
        self.choice: Choice | None = None
        self.skip = skip

    def copy(self, memo: dict) -> ResolveEffects:
        new = ResolveEffects.__new__(ResolveEffects)
        new.ctx = copy_ctx(self.ctx, memo)
        new.part, new.index, new.choice, new.skip = self.part, self.index, self.choice, self.skip
        return new

    def run(self, game: Game) -> None:
        from .effects import Choice
        from .perform import ApplyOps

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
            self.index += 1
            if got:
                game.push(ApplyOps(got, ctx, record=f"done{key}"))
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
