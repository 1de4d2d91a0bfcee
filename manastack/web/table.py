"""A table: one game, its two seats and what each seat is sent.

Built on the public API only (``Game``, ``view``, ``log``, ``legal_actions``,
``describe``, ``act``, ``to_json``/``from_json``) and the computer agent.  Each
seat is a person (holding a secret token) or the computer.  Everything sent to a
seat is built from ``game.view(seat, lang)`` and ``game.log(seat, lang)``, plus the
printed text of the cards that view names and the table's own bookkeeping (who is
connected, the undo offer, the clock): nothing else about the game.

The table answers the computer's decisions and, for a person, the decisions the
terminal game skips (:func:`automatic`): single-option decisions and pointless
priority stops, unless that seat asked to stop everywhere.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as Late
from dataclasses import dataclass, field
from typing import Any

from manastack import Action, Game, IllegalAction, UnknownCard, get_card, load_deck

from ..programs.ui.terminal import only_passing
from .computer import computer_agent

LANGS = ("en", "it", "fr")
DEFAULT_KINDS = ("pass", "done", "autopay", "keep")
HUMAN, COMPUTER = "human", "computer"
_THINKING = ThreadPoolExecutor(max_workers=2, thread_name_prefix="computer")


class TableError(ValueError):
    """A request the table refuses; nothing changed.  ``code`` names the reason."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail or code


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------- decisions
def default_index(actions: list[list[Any]]) -> int:
    """What Enter (or the space bar) does, as in the terminal game: pass, done,
    pay automatically, keep; else the first option."""
    for kind in DEFAULT_KINDS:
        for i, action in enumerate(actions):
            if action[0] == kind:
                return i
    return 0


def automatic(view: dict[str, Any], actions: list[Action]) -> Action | None:
    """The action taken for a person without asking, or None to ask: the
    terminal game's rule (``manastack.ui.terminal.automatic``), read from the
    seat's view.

    Skipped: decisions with one option; priority when the only things to do are
    passing and tapping for mana; with an empty stack, priority everywhere but
    your main phases, combat steps with attackers and the opponent's end step
    (CR 117.3: a player who asks to stop everywhere may act there too)."""
    if len(actions) == 1:
        return actions[0]
    decision = view.get("decision") or {}
    if decision.get("kind") != "priority":
        return None
    default = actions[default_index([a.to_json() for a in actions])]
    meaningful = [a for a in actions if not only_passing(a)]
    if not meaningful or view["stack"]:
        return None if meaningful else default
    yours = view["active_player"] == decision["player"]
    if view["step"] in ("main1", "main2"):
        return None if yours else default
    if view["step"] in ("declare_attackers", "declare_blockers"):
        attacking = any("attacking" in e for e in view["battlefield"])
        return None if attacking else default
    if view["step"] == "end" and not yours:
        return None
    return default


# --------------------------------------------------------------------- card text
def card_text(name: str) -> dict[str, Any] | None:
    """The printed text of the card named ``name`` (any language the card-name
    table lists), for the page's hover; None for an unknown name."""
    try:
        card = get_card(name)
    except UnknownCard:
        return None
    faces = []
    for face in card.faces:
        entry: dict[str, Any] = {
            "name": face.name,
            "cost": "" if "Land" in face.types else str(face.mana_cost),  # CR 305.9
            "type": face.type_line,
            "text": face.text or "",
        }
        if face.power is not None:
            entry["pt"] = f"{face.power_text}/{face.toughness_text}"
        faces.append(entry)
    return {"set": (card.set_code or "").lower(), "faces": faces}


def named_cards(view: dict[str, Any]) -> set[str]:
    """Every card name the view shows (what the seat already knows)."""
    names: set[str] = set()
    for player in view["players"]:
        for zone in ("hand", "graveyard", "known_hand"):
            names.update(c["name"] for c in player.get(zone, []))
    for entry in view["battlefield"] + view["stack"]:
        names.add(entry.get("card") or entry["name"])
    names.update(c["name"] for c in view["exile"])
    decision = view.get("decision") or {}
    names.update(c["name"] for c in [decision.get("card") or {}] if c)
    names.update(c["name"] for c in decision.get("revealed", []))
    return names


# ------------------------------------------------------------------------ seats
@dataclass
class Seat:
    """One seat: who plays it and how they like the game run."""

    kind: str  # HUMAN or COMPUTER
    token_hash: str = ""
    name: str = ""
    stop_everywhere: bool = False
    connected: int = 0  # open connections

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "token_hash": self.token_hash,
            "name": self.name,
            "stop_everywhere": self.stop_everywhere,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Seat:
        return Seat(
            kind=data["kind"],
            token_hash=data.get("token_hash", ""),
            name=data.get("name", ""),
            stop_everywhere=bool(data.get("stop_everywhere", False)),
        )


@dataclass
class Table:
    """One game at one table, and who sits at it."""

    id: str
    game: Game
    seats: list[Seat]
    decision_seconds: float | None = None  # the per-decision clock, None: no clock
    computer_seconds: float = 5.0  # the computer's thinking time, capped
    undo_offer: dict[str, Any] | None = None  # {"by": seat, "to": history index}
    created: float = field(default_factory=time.time)
    decision_started: float = field(default_factory=time.monotonic)
    _agents: dict[int, Any] = field(default_factory=dict)
    deciders: list[int] = field(default_factory=list)  # who took each action of the history
    asked: set[int] = field(default_factory=set)  # the history indices a person chose

    # ---------------------------------------------------------------- creating
    @staticmethod
    def new(
        table_id: str,
        decks: tuple[str, str],
        kinds: tuple[str, str],
        seed: int | None = None,
        names: tuple[str, str] | None = None,
        decision_seconds: float | None = None,
    ) -> tuple[Table, list[str | None]]:
        """A new table and the seats' secret tokens (None for the computer)."""
        seed = secrets.randbelow(2**31) if seed is None else seed
        names = names or ("Player 1", "Player 2")
        game = Game([load_deck(d).main for d in decks], seed=seed, names=list(names))
        tokens: list[str | None] = []
        seats = []
        for kind, name in zip(kinds, names, strict=True):
            token = secrets.token_urlsafe(18) if kind == HUMAN else None
            tokens.append(token)
            seats.append(Seat(kind, token_hash(token) if token else "", name))
        table = Table(table_id, game, seats, decision_seconds=decision_seconds)
        table.run()
        return table, tokens

    def to_json(self) -> dict[str, Any]:
        """The table as stored: the game as its replay, the seats, the settings."""
        return {
            "id": self.id,
            "game": self.game.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "decision_seconds": self.decision_seconds,
            "undo_offer": self.undo_offer,
            "created": self.created,
            "asked": sorted(self.asked),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Table:
        table = Table(
            data["id"],
            Game.from_json(data["game"]),
            [Seat.from_json(s) for s in data["seats"]],
            decision_seconds=data.get("decision_seconds"),
            undo_offer=data.get("undo_offer"),
            created=data.get("created", time.time()),
        )
        table.deciders = deciders(table.game)
        table.asked = {i for i in data.get("asked", []) if isinstance(i, int)}
        table.run()
        return table

    # ------------------------------------------------------------------ seats
    def seat_of(self, token: str) -> int:
        """The seat whose token this is; TableError otherwise."""
        given = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.kind == HUMAN and hmac.compare_digest(seat.token_hash, given):
                return index
        raise TableError("bad_token", "no seat at this table has that token")

    @property
    def against_computer(self) -> bool:
        return any(s.kind == COMPUTER for s in self.seats)

    # ----------------------------------------------------------------- playing
    def run(self) -> None:
        """Take every decision no person needs to be asked: the computer's, and
        a person's skipped ones.  Stops at a person's decision or the end."""
        game = self.game
        while not game.over:
            decision = game.decision
            assert decision is not None
            seat = self.seats[decision.player]
            actions = game.legal_actions()
            action: Action | None
            if seat.kind == COMPUTER:
                action = self._computer(decision.player, actions)
            elif len(actions) == 1:
                action = actions[0]
            elif seat.stop_everywhere:
                action = None
            else:
                action = automatic(game.view(decision.player), actions)
            if action is None:
                break
            self._act(action)
        self.decision_started = time.monotonic()

    def _act(self, action: Action) -> None:
        """Act for whoever decides now, remembering who it was (for undo)."""
        assert self.game.decision is not None
        player = self.game.decision.player
        self.game.act(action)  # IllegalAction: nothing changed, nothing recorded
        self.deciders.append(player)

    def _computer(self, player: int, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        agent = self._agents.get(player)
        if agent is None:
            agent = self._agents[player] = computer_agent(player)
        future = _THINKING.submit(agent.choose, self.game.view(player), actions)
        try:
            return future.result(timeout=self.computer_seconds)
        except Late:  # thinking time is capped: the default action instead
            return actions[default_index([a.to_json() for a in actions])]

    def act(self, seat: int, action_json: Any, at: Any) -> None:
        """A person's action: ``action_json`` (``[kind, *args]``) must be one of
        the legal actions of the decision number ``at`` (the length of the
        game's history when it was shown), and the decision must be ``seat``'s.
        Anything else raises TableError and changes nothing."""
        game = self.game
        if game.over:
            raise TableError("game_over", "the game is over")
        if game.decision is None or game.decision.player != seat:
            raise TableError("not_your_decision", "it is not your decision")
        if at != len(game.history):
            raise TableError("stale", "that decision has already been taken")
        try:
            action = Action.from_json(action_json)
        except ValueError as exc:
            raise TableError("bad_action", str(exc)) from None
        try:
            self._act(action)
            self.asked.add(len(game.history) - 1)
        except IllegalAction as exc:
            raise TableError("illegal", str(exc)) from None
        self.undo_offer = None
        self.run()

    def set_stops(self, seat: int, everywhere: bool) -> None:
        self.seats[seat].stop_everywhere = everywhere
        self.run()

    def timeout(self) -> bool:
        """The clock ran out on the person deciding: the default action is
        taken for them (pass, done, pay automatically, keep; else the first).
        True if it acted."""
        game = self.game
        if self.decision_seconds is None or game.over or game.decision is None:
            return False
        if time.monotonic() - self.decision_started < self.decision_seconds:
            return False
        actions = game.legal_actions()
        self._act(actions[default_index([a.to_json() for a in actions])])
        self.undo_offer = None
        self.run()
        return True

    # ------------------------------------------------------------------- undo
    def undo_points(self, seat: int) -> list[int]:
        """The decisions of ``seat`` the game can be taken back to: the history
        indices at which that seat was asked (and answered) a question."""
        return [i for i in sorted(self.asked) if self.deciders[i] == seat]

    def undo(self, seat: int, to: Any) -> None:
        """Take the game back to the decision number ``to`` of ``seat`` (rebuilt
        by replaying the first ``to`` actions: exact).  Against the computer any
        time; between two people only once the other has accepted (see
        :meth:`offer_undo`)."""
        if not isinstance(to, int) or isinstance(to, bool):
            raise TableError("bad_undo", "undo needs a decision number")
        if to not in self.undo_points(seat):
            raise TableError("bad_undo", f"decision {to} is not one of yours to go back to")
        if not self.against_computer:
            raise TableError("needs_consent", "between two people, offer the undo first")
        self._rewind(to)

    def offer_undo(self, seat: int, to: Any) -> None:
        if self.against_computer:
            self.undo(seat, to)
            return
        if not isinstance(to, int) or isinstance(to, bool) or to not in self.undo_points(seat):
            raise TableError("bad_undo", "that is not one of your decisions to go back to")
        self.undo_offer = {"by": seat, "to": to}

    def answer_undo(self, seat: int, accept: Any) -> None:
        offer = self.undo_offer
        if offer is None or offer["by"] == seat:
            raise TableError("no_offer", "there is no undo offer to answer")
        self.undo_offer = None
        if accept is True:
            self._rewind(offer["to"])

    def _rewind(self, to: int) -> None:
        data = self.game.to_json()
        self.game = Game.from_json({**data, "actions": data["actions"][:to]})
        del self.deciders[to:]
        self.asked = {i for i in self.asked if i < to}
        self._agents.clear()
        self.undo_offer = None
        self.run()

    def concede(self, seat: int) -> None:
        if self.game.over:
            raise TableError("game_over", "the game is over")
        self.game.concede(seat)

    # --------------------------------------------------------------- messages
    def state(self, seat: int, lang: str) -> dict[str, Any]:
        """What ``seat`` is shown, built from its view and its log only."""
        game = self.game
        view = game.view(seat, lang)
        decision = view.get("decision") or {}
        state: dict[str, Any] = {
            "view": view,
            "log": game.log(seat, lang),
            "at": len(game.history),
            "cards": {n: t for n in sorted(named_cards(view)) if (t := card_text(n)) is not None},
            "table": {
                "id": self.id,
                "seat": seat,
                "seats": [
                    {"name": s.name, "kind": s.kind, "connected": s.connected > 0}
                    for s in self.seats
                ],
                "stop_everywhere": self.seats[seat].stop_everywhere,
                "undo_offer": self.undo_offer,
                "clock": self.decision_seconds,
                "against_computer": self.against_computer,
                "undo_points": self.undo_points(seat),
            },
        }
        if "actions" in decision:
            state["default"] = default_index([a["action"] for a in decision["actions"]])
        return state


def patch(before: dict[str, Any] | None, state: dict[str, Any]) -> dict[str, Any]:
    """The message taking a client from the state ``before`` (None: it has none)
    to ``state``: the full state, or only the top-level parts that changed, the
    log as the lines added (``log_add``) when only lines were added."""
    if before is None:
        return {"type": "state", "state": state}
    changes = {k: v for k, v in state.items() if k != "log" and before.get(k) != v}
    changes.update({k: None for k in before if k not in state})
    message: dict[str, Any] = {"type": "patch", "changes": changes}
    old, new = before["log"], state["log"]
    if new[: len(old)] == old:
        if len(new) > len(old):
            message["log_add"] = new[len(old) :]
    else:
        changes["log"] = new
    return message


def deciders(game: Game) -> list[int]:
    """Who decided each action of ``game``'s history, by replaying its save once."""
    data = game.to_json()
    replay = Game.from_json({**data, "actions": []})
    found = []
    for action in data["actions"]:
        assert replay.decision is not None
        found.append(replay.decision.player)
        replay.act(Action.from_json(action))
    return found


def replay_state(save: dict[str, Any], seat: int, step: int, lang: str) -> dict[str, Any]:
    """Seat ``seat``'s view and log after the first ``step`` actions of a saved
    game (a replay), with the number of actions in all."""
    actions = save.get("actions")
    if not isinstance(actions, list):
        raise TableError("bad_save", "not a saved game")
    if seat not in (0, 1) or lang not in LANGS:
        raise TableError("bad_request", "seat must be 0 or 1 and lang one of en, it, fr")
    step = max(0, min(step, len(actions)))
    try:
        game = Game.from_json({**copy.deepcopy(save), "actions": actions[:step]})
    except Exception as exc:  # a SaveError or a replay that goes wrong
        raise TableError("bad_save", str(exc)) from None
    view = game.view(seat, lang)
    view.pop("decision", None)
    return {
        "view": view,
        "log": game.log(seat, lang),
        "step": step,
        "steps": len(actions),
        "cards": {n: t for n in sorted(named_cards(view)) if (t := card_text(n)) is not None},
    }
