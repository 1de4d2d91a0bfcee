"""The scenario harness: set up a position, then play it through the public API.

>>> from manastack.scenario import Scenario
>>> s = Scenario()
>>> bolt = s.hand(0, "Lightning Bolt")
>>> _ = s.battlefield(0, "Mountain")
>>> bears = s.battlefield(1, "Grizzly Bears")
>>> game = s.start(step="main1")
>>> s.cast(bolt, targets=[bears]).resolve()
>>> s.graveyard_names(1)
['Grizzly Bears']

Set-up calls are recorded, so a scenario game saves and replays like any other.
The driving helpers (``cast``, ``activate``, ``pass_priority``, ``attack``,
``block``, ``choose``...) only ever pick among ``game.legal_actions()``; they
fail loudly if the wanted action isn't legal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .core.kinds import ActionKind, DecisionKind
from .engine.game import Action, Game, IllegalAction
from .engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, player_ref
from .engine.setup import put_card, start_at


class Scenario:
    """Build a position: cards in zones, a step, an active player."""

    def __init__(
        self, rules: str = "current", seed: int = 0, names: Sequence[str] = ("Alice", "Bob")
    ) -> None:
        self.game = Game([[], []], seed=seed, rules=rules, names=names, start=False)
        self.started = False

    # --------------------------------------------------------------- set-up
    def put(
        self,
        player: int,
        name: str,
        zone: str,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        face_down: bool = False,
        attached_to: int | None = None,
        sick: bool = False,
    ) -> int:
        """Put a card into a zone; returns its id."""
        opts = {
            "tapped": tapped,
            "counters": counters or {},
            "face_down": face_down,
            "attached_to": attached_to,
            "sick": sick,
        }
        self.game.setup_log.append(["put", player, name, zone, opts])
        return put_card(self.game, player, name, zone, opts)

    def hand(self, player: int, *names: str) -> int | list[int]:
        ids = [self.put(player, n, HAND) for n in names]
        return ids[0] if len(ids) == 1 else ids

    def battlefield(self, player: int, name: str, **opts: Any) -> int:
        return self.put(player, name, BATTLEFIELD, **opts)

    def graveyard(self, player: int, *names: str) -> int | list[int]:
        ids = [self.put(player, n, GRAVEYARD) for n in names]
        return ids[0] if len(ids) == 1 else ids

    def library(self, player: int, *names: str) -> list[int]:
        """Cards on top of the library, the first name ending on top."""
        return [self.put(player, n, LIBRARY) for n in reversed(names)]

    def exile(self, player: int, name: str) -> int:
        return self.put(player, name, EXILE)

    def lands(self, player: int, name: str, count: int) -> list[int]:
        return [self.battlefield(player, name) for _ in range(count)]

    def start(self, step: str = "main1", active: int = 0, turn: int = 2) -> Game:
        """Begin play at ``step`` of ``active``'s turn; players then get priority."""
        self.game.setup_log.append(["start", step, active, turn])
        start_at(self.game, step, active, turn)
        self.started = True
        return self.game

    # ------------------------------------------------------------- driving
    def act(self, kind: str, *args: Any) -> Scenario:
        self.game.act(Action(kind, tuple(args)))
        return self

    def pick(self, test) -> Action:
        for action in self.game.legal_actions():
            if test(action):
                return action
        d = self.game.decision
        raise IllegalAction(f"no legal action matches in decision {d}: {self.game.legal_actions()}")

    def cast(
        self,
        card: int,
        targets: Iterable[Any] = (),
        how: str = "normal",
        x: int | None = None,
        mode: int | None = None,
        pay: bool = True,
    ) -> Scenario:
        """Cast a card: choose mode, X and targets as given, then pay automatically."""
        self.game.act(Action(ActionKind.CAST, (card, how)))
        self._answer_casting(list(targets), x, mode, pay)
        return self

    def activate(
        self,
        source: int,
        index: int | None = None,
        targets: Iterable[Any] = (),
        x: int | None = None,
        pay: bool = True,
    ) -> Scenario:
        if index is None:
            action = self.pick(
                lambda a: a.kind == ActionKind.ACTIVATE and a.args[0] == source and len(a.args) == 2
            )
        else:
            action = Action(ActionKind.ACTIVATE, (source, index))
        self.game.act(action)
        self._answer_casting(list(targets), x, None, pay)
        return self

    def _answer_casting(self, targets: list, x: int | None, mode: int | None, pay: bool) -> None:
        g = self.game
        while g.decision is not None:
            kind = g.decision.kind
            if kind == DecisionKind.MODE and mode is not None:
                g.act(Action(ActionKind.CHOOSE, (mode,)))
                mode = None
            elif kind == DecisionKind.X and x is not None:
                g.act(Action(ActionKind.CHOOSE, (x,)))
                x = None
            elif kind == DecisionKind.TARGET:
                if targets:
                    g.act(Action(ActionKind.TARGET, (_ref(targets.pop(0)),)))
                else:
                    g.act(Action(ActionKind.DONE))
            elif kind == DecisionKind.PAY and pay:
                g.act(Action(ActionKind.AUTOPAY))
            else:
                return

    def tap_for_mana(self, source: int, mana: str, index: int | None = None) -> Scenario:
        """While holding priority, activate a mana ability of ``source`` for
        ``mana`` (e.g. ``"G"``), then return to priority (CR 605.3a)."""
        self.act("mana_abilities")
        self.game.act(
            self.pick(
                lambda a: (
                    a.kind == ActionKind.ACTIVATE
                    and a.args[0] == source
                    and a.args[2] == mana
                    and (index is None or a.args[1] == index)
                )
            )
        )
        if (
            self.game.decision is not None
            and self.game.decision.kind == DecisionKind.MANA_ABILITIES
        ):
            self.act("done")
        return self

    def turn_face_up(
        self, permanent: int, choices: Iterable[Any] = (), target: Any = None
    ) -> Scenario:
        """Turn a face-down permanent face up (the special action, CR 702.37e),
        answering the morph cost's choices in order and paying mana automatically;
        ``target`` answers a "when turned face up" trigger's target."""
        g = self.game
        g.act(Action(ActionKind.SPECIAL, (permanent, "turn_face_up")))
        answers = list(choices)
        while g.decision is not None and g.decision.kind in (
            DecisionKind.MORPH_COST,
            DecisionKind.PAY,
        ):
            if g.decision.kind == DecisionKind.PAY:
                g.act(Action(ActionKind.AUTOPAY))
            else:
                g.act(Action(ActionKind.CHOOSE, (answers.pop(0),)))
        if target is not None:
            g.act(Action(ActionKind.TARGET, (_ref(target),)))
        return self

    def pass_priority(self, times: int = 1) -> Scenario:
        for _ in range(times):
            self.game.act(Action(ActionKind.PASS))
        return self

    def resolve(self) -> None:
        """Both players pass until the stack is one object smaller (or empty)."""
        g = self.game
        size = len(g.stack)
        while (
            g.decision is not None
            and g.decision.kind == DecisionKind.PRIORITY
            and len(g.stack) >= size
            and g.stack
        ):
            g.act(Action(ActionKind.PASS))

    def resolve_all(self) -> None:
        g = self.game
        while g.stack and g.decision is not None and g.decision.kind == DecisionKind.PRIORITY:
            g.act(Action(ActionKind.PASS))

    def pass_until(self, step: str, active: int | None = None, max_actions: int = 500) -> Scenario:
        """Pass priority (and declare nothing) until ``step`` is reached."""
        g = self.game
        for _ in range(max_actions):
            if g.over or (
                g.step == step
                and (active is None or g.active_player == active)
                and g.decision is not None
                and g.decision.kind == DecisionKind.PRIORITY
            ):
                return self
            d = g.decision
            assert d is not None
            if d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
                g.act(Action(ActionKind.DONE))
            elif d.kind == DecisionKind.PRIORITY:
                g.act(Action(ActionKind.PASS))
            else:
                g.act(g.legal_actions()[0])
        raise RuntimeError(f"step {step} not reached")

    def attack(self, *attackers: int) -> Scenario:
        """In the declare attackers step: declare these attackers, then done."""
        g = self.game
        if (
            g.decision is not None
            and g.decision.kind == DecisionKind.PRIORITY
            and g.step != "declare_attackers"
        ):
            self.pass_until_decision("attackers")
        for a in attackers:
            self.act("attack", a, player_ref(g.next_player(g.active_player)))
        return self.act("done")

    def block(self, *pairs: tuple[int, int]) -> Scenario:
        """Declare blockers as (blocker, attacker) pairs, then done."""
        self.pass_until_decision("blockers")
        for blocker, attacker in pairs:
            self.act("block", blocker, attacker)
        return self.act("done")

    def pass_until_decision(self, kind: str, max_actions: int = 200) -> Scenario:
        g = self.game
        for _ in range(max_actions):
            if g.decision is None or g.decision.kind == kind:
                return self
            if g.decision.kind == DecisionKind.PRIORITY:
                g.act(Action(ActionKind.PASS))
            elif g.decision.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
                g.act(Action(ActionKind.DONE))
            else:
                raise RuntimeError(f"unexpected decision {g.decision} before {kind}")
        raise RuntimeError(f"no {kind} decision reached")

    def choose(self, value: Any) -> Scenario:
        return self.act("choose", _ref(value))

    # ------------------------------------------------------------ inspection
    def names(self, ids: Iterable[int]) -> list[str]:
        return [self.game.objects[i].card.name for i in ids]

    def graveyard_names(self, player: int) -> list[str]:
        return self.names(self.game.players[player].graveyard)

    def hand_names(self, player: int) -> list[str]:
        return self.names(self.game.players[player].hand)

    def battlefield_names(self, player: int | None = None) -> list[str]:
        return [
            self.game.chars(o).name
            for o in self.game.battlefield
            if player is None or self.game.chars(o).controller == player
        ]

    def find(self, name: str, zone: str | None = None) -> int:
        found = self.game.find(name, zone)
        if len(found) != 1:
            raise LookupError(f"{len(found)} objects named {name!r} in {zone or 'any zone'}")
        return found[0]

    def pt(self, oid: int) -> tuple[int | None, int | None]:
        ch = self.game.chars(oid)
        return ch.power, ch.toughness

    def life(self, player: int) -> int:
        return self.game.players[player].life


def _ref(value: Any) -> Any:
    return value
