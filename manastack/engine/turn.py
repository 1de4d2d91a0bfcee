"""Turn structure (CR 500-514) and priority (CR 117).

:class:`TurnStep` walks the phases and steps of each turn, performs the
turn-based actions of each step and opens a :class:`Priority` round where players
get priority.  Mana pools empty at the end of every step (CR 500.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind
from ..core.registry import RULES
from .combat import Combat, CombatDamage, DeclareAttackers, DeclareBlockers
from .ops import Op, move
from .perform import change, change_now
from .priority import priority_actions, start_action, state_based_actions_and_triggers
from .resolve import ResolveTop
from .steps import Step

if TYPE_CHECKING:
    from .game import Game

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
COMBAT_STEPS = frozenset(
    {
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "first_strike_damage",
        "combat_damage",
        "end_of_combat",
    }
)
# the turn log's entry for additional phases (CR 500.8): (the step that ends the
# phase they follow, the phases: "combat" or "main") in the order created
ADDITIONAL_PHASES = "additional_phases"
_PHASE_STEPS = {
    "combat": tuple(i for i, step in enumerate(STEPS) if step in COMBAT_STEPS),
    "main": (STEPS.index("main2"),),  # only the first main phase is precombat (CR 505.1a)
}
HAND_SIZE = 7
# the turn log's entry for "until end of turn, you don't lose unspent <type> mana
# as steps and phases end" (CR 500.4): (player, mana type) pairs
KEEP_UNSPENT_MANA = "keep_unspent_mana"
# the event of a player's unspent mana emptying as a step ends (CR 500.4), which
# replacement effects may change ("that mana becomes red instead")
LOSE_MANA = "lose_mana"


class TurnStep(Step):
    """Drives one turn after another.  ``index`` is the current step in
    :data:`STEPS`; ``begun`` says whether its turn-based actions are done;
    ``queue`` holds the steps of additional phases still to come and ``resume``
    the step the turn goes on with after them (CR 500.8)."""

    __slots__ = ("index", "begun", "first_turn", "queue", "resume")

    def __init__(self, first_turn: bool = False, index: int = 0) -> None:
        self.index = index
        self.begun = False
        self.first_turn = first_turn
        self.queue: tuple[int, ...] = ()
        self.resume: int | None = None

    def copy(self, memo: dict[int, Any]) -> TurnStep:
        new = TurnStep(self.first_turn, self.index)
        new.begun = self.begun
        new.queue = self.queue
        new.resume = self.resume
        return new

    def run(self, game: Game) -> None:
        if game.turn_number == 0:
            self._start_turn(game, game.active_player)
        name = STEPS[self.index]
        if not self.begun:
            self.begun = True
            game.step = name
            if self._skipped(game, name):
                self._finish_step(game)
                return
            game.emit(
                EventKind.STEP,
                step=name,
                turn=game.turn_number,
                player=game.active_player,
                rule="500.1",
            )
            self._begin(game, name)
            return
        self._finish_step(game)

    # ------------------------------------------------------------------------
    def _start_turn(self, game: Game, player: int) -> None:
        game.turn_number += 1
        game.active_player = player
        # "during your turn" abilities read whose turn it is: an effect that
        # reads more than the battlefield and the stack is worked out again
        game._touch_effect_inputs()
        game.players[player].last_turn = game.turn_number  # CR 302.6
        game.players[player].turns_taken += 1
        game.turn_log = {}
        for p in game.players:
            p.lands_played = 0
        game.emit(EventKind.TURN, turn=game.turn_number, player=player, rule="500.1")

    def _skipped(self, game: Game, name: str) -> bool:
        combat = game.combat
        if name == "draw" and self.first_turn:
            return True  # CR 103.8a: the starting player skips the first draw
        if name in ("declare_blockers", "combat_damage", "first_strike_damage"):
            if combat is None or not combat.attackers:
                return True  # CR 508.8
            if name == "first_strike_damage":
                return not combat.has_first_strikers(game)  # CR 510.4
        return False

    def _begin(self, game: Game, name: str) -> None:
        for turn_based_action in RULES.step_begins:
            turn_based_action(game, name)
        if name == "untap":
            # CR 502.3: untap the active player's permanents, all at once (those
            # an effect keeps tapped are replacements of these events:
            # mechanics/untapping.py); no priority (CR 502.4)
            untaps = [
                Op("untap", obj=oid)
                for oid in game.battlefield
                if game.objects[oid].tapped and game.chars(oid).controller == game.active_player
            ]
            if untaps:
                change(game, untaps)
            return
        if name == "draw":
            # CR 504.1: the active player draws a card, then gets priority
            game.push(Priority(game.active_player))
            change(game, [Op("draw", player=game.active_player)])
            return
        if name == "beginning_of_combat":
            game.combat = Combat()
        elif name == "declare_attackers":
            game.push(Priority(game.active_player))
            game.push(DeclareAttackers())
            return
        elif name == "declare_blockers":
            game.push(Priority(game.active_player))
            game.push(DeclareBlockers())
            return
        elif name in ("first_strike_damage", "combat_damage"):
            game.push(Priority(game.active_player))
            game.push(CombatDamage(first_strike=name == "first_strike_damage"))
            return
        elif name == "cleanup":
            game.push(Cleanup())
            return
        game.push(Priority(game.active_player))

    def _finish_step(self, game: Game) -> None:
        name = STEPS[self.index]
        for p in game.players:
            if p.pool.size:  # unspent mana empties (CR 500.4, 106.4): an event
                change_now(
                    game, Op(LOSE_MANA, player=p.index, step=name, keep=_kept(game, p.index))
                )
        if name == "end_of_combat":
            game.combat = None  # CR 511.3
            _end_effects(game, ("end_of_combat",))
        self.begun = False
        added = _additional_phase_steps(game, name)
        if added:
            if self.resume is None:
                self.resume = self.index + 1
            self.queue = added + self.queue
        if self.queue:
            self.index, self.queue = self.queue[0], self.queue[1:]
            return
        if self.resume is not None:
            self.index, self.resume = self.resume, None
        else:
            self.index += 1
        if self.index >= len(STEPS):
            self.index = 0
            self.first_turn = False
            self._start_turn(game, _next_turn(game))


def _kept(game: Game, player: int) -> frozenset[str]:
    """The mana types ``player`` doesn't lose as steps and phases end (CR 106.4):
    the turn's KEEP_UNSPENT_MANA entries ("until end of turn") and what static
    abilities say (``RULES.kept_mana``)."""
    kept = {mana for who, mana in game.turn_log.get(KEEP_UNSPENT_MANA, ()) if who == player}
    for keeps in RULES.kept_mana:
        kept |= keeps(game, player)
    return frozenset(kept)


def _lose_unspent_mana(game: Game, op: Op) -> None:
    """A player's unspent mana empties as the step ``op["step"]`` ends (CR 500.4,
    106.4): all but firebending's mana during combat, mana kept until the end of
    the turn and the types in ``op["keep"]``.  A replacement effect may have made
    the mana become another type instead (``op["becomes"]``, CR 614.1a)."""
    player, step = op["player"], op["step"]
    lost = game.players[player].pool.empty(
        keep_lasting=step in COMBAT_STEPS and step != "end_of_combat",
        keep_this_turn=step != "cleanup",
        keep=op["keep"],
        becomes=op.get("becomes"),
    )
    game.pool_changed()
    if lost:
        game.emit(EventKind.MANA_LOST, player=player, amount=lost)


RULES.event_handlers.register(LOSE_MANA, _lose_unspent_mana)


def _additional_phase_steps(game: Game, ended: str) -> tuple[int, ...]:
    """The steps of the additional phases created to follow the phase that
    ``ended`` ends: the most recently created first (CR 500.8)."""
    requests = game.turn_log.get(ADDITIONAL_PHASES)
    if not requests:
        return ()
    now = [phases for after, phases in requests if after == ended]
    if not now:
        return ()
    game.turn_log[ADDITIONAL_PHASES] = [r for r in requests if r[0] != ended]
    return tuple(i for phases in reversed(now) for phase in phases for i in _PHASE_STEPS[phase])


def phase_end(step: str) -> str:
    """The step that ends the phase ``step`` is in (CR 500.1): "after this
    phase" begins once that step ends."""
    if step in COMBAT_STEPS:
        return "end_of_combat"
    if step in ("untap", "upkeep", "draw"):
        return "draw"
    if step in ("end", "cleanup"):
        return "cleanup"
    return step


def _next_turn(game: Game) -> int:
    """Whose turn comes next: the most recently created extra turn is taken first
    (CR 500.7), else the next player in turn order (CR 101.4)."""
    if game.extra_turns:
        player = game.extra_turns[-1]
        game.extra_turns = game.extra_turns[:-1]
        return player
    return game.next_player(game.active_player)


def _end_effects(game: Game, durations: tuple[str, ...]) -> None:
    """Effects lasting "until end of turn" or "until end of combat" end
    (CR 514.2, 511.3); damage wearing off and combat ending are noted too."""
    lasting = [e for e in game.effects if e.until not in durations]
    if len(lasting) != len(game.effects):
        game.effects = lasting
        game.touch()
    else:
        game._touch_effect_inputs()


NO_MAXIMUM = 1 << 30  # "You have no maximum hand size"


def maximum_hand_size(game: Game, player: int) -> int:
    """CR 402.2: seven, unless an effect sets another (``RULES.hand_sizes``) or
    says the player has none (then a size no hand reaches)."""
    if game.players[player].no_maximum_hand_size:
        return NO_MAXIMUM
    size = HAND_SIZE
    for hook in RULES.hand_sizes:
        got = hook(game, player)
        if got is not None:
            size = got
    return size


class Cleanup(Step):
    """CR 514: discard to hand size, then remove damage and end "until end of turn"
    effects; if anything triggers, players get priority and cleanup repeats."""

    __slots__ = ("stage",)

    def __init__(self) -> None:
        self.stage = "discard"

    def copy(self, memo: dict[int, Any]) -> Cleanup:
        new = Cleanup()
        new.stage = self.stage
        return new

    def run(self, game: Game) -> None:
        player = game.players[game.active_player]
        if self.stage == "discard":
            size = maximum_hand_size(game, player.index)
            if len(player.hand) > size and size == HAND_SIZE:
                game.ask(
                    player.index,
                    DecisionKind.DISCARD,
                    "prompt.discard_to_hand_size",
                    (("n", len(player.hand) - HAND_SIZE),),
                )
                return
            if len(player.hand) > size:
                game.ask(
                    player.index,
                    DecisionKind.DISCARD,
                    "prompt.discard_to_maximum_hand_size",
                    (("size", size),),
                )
                return
            self.stage = "wear_off"
        if self.stage == "wear_off":
            change_now(game, Op("wear_off"))
            _end_effects(game, ("end_of_turn", "end_of_combat"))
            self.stage = "check"

        while True:
            acted = state_based_actions_and_triggers(game)
            if acted is None:
                self.stage = "acted"  # a choice is pending or triggers are going on the stack
                return
            if not acted:
                break
            self.stage = "acted"
        game.pop(self)
        if self.stage == "acted" or game.stack:
            # CR 514.3a: players get priority, then there is another cleanup step
            game.push(Cleanup())
            game.push(Priority(game.active_player))

    def options(self, game: Game) -> list[Action]:

        return [Action(ActionKind.CHOOSE, (c,)) for c in game.players[game.active_player].hand]

    def answer(self, game: Game, action: Action) -> None:
        change(game, [move(action.args[0], "graveyard", "discard")])


class Priority(Step):
    """A round of priority (CR 117): state-based actions and triggers first
    (CR 117.5), then the player with priority acts or passes.  When every player
    passes in succession the top of the stack resolves, or the step ends."""

    __slots__ = ("player", "passes")

    def __init__(self, player: int) -> None:
        self.player = player
        self.passes = 0

    def copy(self, memo: dict[int, Any]) -> Priority:
        new = Priority(self.player)
        new.passes = self.passes
        return new

    def run(self, game: Game) -> None:

        while True:
            acted = state_based_actions_and_triggers(game)
            if acted is None or game.over:
                return  # a choice was asked, or the game ended
            if not acted:
                break
            self.passes = 0
        if game.players[self.player].has_lost:
            self.player = game.next_player(self.player)
        game.left_together = ()  # no event is being performed now
        game.priority_player = self.player
        game.ask(self.player, DecisionKind.PRIORITY, "prompt.priority", (("step", game.step),))

    def options(self, game: Game) -> list[Action]:

        return priority_actions(game, self.player)

    def answer(self, game: Game, action: Action) -> None:

        if action.kind != ActionKind.PASS:
            self.passes = 0
            start_action(game, self.player, action)
            return
        self.passes += 1
        alive = 0
        for p in game.players:
            alive += not p.has_lost
        if self.passes < alive:
            self.player = game.next_player(self.player)
            return
        self.passes = 0
        if not game.stack:
            game.priority_player = None
            game.pop(self)
            return
        self.player = game.active_player  # CR 117.3b
        game.push(ResolveTop())
