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
HAND_SIZE = 7


class TurnStep(Step):
    """Drives one turn after another.  ``index`` is the current step in
    :data:`STEPS`; ``begun`` says whether its turn-based actions are done."""

    __slots__ = ("index", "begun", "first_turn")

    def __init__(self, first_turn: bool = False, index: int = 0) -> None:
        self.index = index
        self.begun = False
        self.first_turn = first_turn

    def copy(self, memo: dict[int, Any]) -> TurnStep:
        new = TurnStep(self.first_turn, self.index)
        new.begun = self.begun
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
        game.touch()  # "during your turn" abilities read whose turn it is
        game.players[player].last_turn = game.turn_number  # CR 302.6
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
            # CR 502.3: untap the active player's permanents, all at once; no
            # priority (CR 502.4)
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
            lost = p.pool.empty(keep_lasting=name in COMBAT_STEPS and name != "end_of_combat")
            if lost:
                game.emit(EventKind.MANA_LOST, player=p.index, amount=lost)
        if name == "end_of_combat":
            game.combat = None  # CR 511.3
            _end_effects(game, ("end_of_combat",))
        self.begun = False
        self.index += 1
        if self.index >= len(STEPS):
            self.index = 0
            self.first_turn = False
            self._start_turn(game, game.next_player(game.active_player))


def _end_effects(game: Game, durations: tuple[str, ...]) -> None:
    """Effects lasting "until end of turn" or "until end of combat" end
    (CR 514.2, 511.3); damage wearing off and combat ending are noted too."""
    lasting = [e for e in game.effects if e.until not in durations]
    if len(lasting) != len(game.effects):
        game.effects = lasting
        game.touch()
    else:
        game._touch_effect_inputs()


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
            if len(player.hand) > HAND_SIZE and not any(
                unlimited(game, player.index) for unlimited in RULES.no_maximum_hand_size
            ):
                game.ask(
                    player.index,
                    DecisionKind.DISCARD,
                    "prompt.discard_to_hand_size",
                    (("n", len(player.hand) - HAND_SIZE),),
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
