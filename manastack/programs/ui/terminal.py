"""A game in the terminal: you against the computer.

The loop asks the engine for the next decision.  The computer's decisions go to
its agent; yours are shown as numbered legal actions under the board.  Decisions
with a single option, and pointless priority stops, are taken for you unless
``stop_everywhere`` is set: you are asked for priority only when you could do
more than pass (mana abilities alone don't count: any spell or ability they
could pay for is offered by itself), and then only with something on the stack,
in your main phases, in a combat with attackers, or in the opponent's end step,
unless your stops per step say otherwise (``stops``, kept in a settings file
between games).  Besides a number you may type a command (``help`` lists them,
in English or in the game's language): show a card's text, graveyards, exile,
the log and the rule behind an event, go back while casting, undo, save, quit.
Ctrl-C or end of input stops the game cleanly (saving it first when a save file
was given; Ctrl-C then exits with code 130).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from ...core.actions import Action
from ...core.kinds import ActionKind, DecisionKind, EventKind
from ...engine.game import Game
from ...engine.messages import (
    LOSS_REASONS,
    STEP_NAMES,
    card_display,
    render_event,
    rule_reason,
    translate,
)
from ...engine.saves import SaveError, parse
from ...engine.view import can_see
from ...players.agents import Agent
from ...players.ai import ComputerAgent
from ..files import write_atomically
from . import INTERRUPTED, say
from .board import board, object_label, zone_list

DEFAULT_KINDS = (ActionKind.PASS, ActionKind.DONE, ActionKind.AUTOPAY, ActionKind.KEEP)
UI_KEY = "ui"
# bookkeeping left out of the log unless it is asked for verbose (CR 500.1 steps,
# tapping and untapping, shuffling)
QUIET_EVENTS = ("step", "tap", "untap", "shuffle")
STEPS = tuple(STEP_NAMES)

# the commands, by what they do: English words first, then Italian and French
COMMANDS: dict[str, tuple[str, ...]] = {
    "help": ("h", "help", "?", "aiuto", "aide"),
    "board": ("b", "board", "tavolo", "plateau"),
    "card": ("c", "card", "carta", "carte"),
    "graveyard": ("g", "graveyard", "graveyards", "cimitero", "cimiteri", "cimetière", "cimetiere"),
    "exile": ("x", "exile", "esilio", "exil"),
    "log": ("l", "log", "registro", "journal"),
    "why": ("why", "perché", "perche", "pourquoi"),
    "stops": ("s", "stops", "fermate", "arrêts", "arrets"),
    "yield": ("yield", "cedi", "céder", "ceder"),
    "back": ("back", "esc", "\x1b", "indietro", "retour"),
    "undo": ("u", "undo", "annulla", "annuler"),
    "save": ("save", "salva", "sauver", "enregistrer"),
    "quit": ("q", "quit", "exit", "esci", "quitter"),
}
COMMAND_OF = {word: command for command, words in COMMANDS.items() for word in words}
ON_WORDS = ("on", "yes", "sì", "si", "oui")
OFF_WORDS = ("off", "no", "non")


def settings_path() -> Path:
    """Where the terminal's settings live: ``$XDG_CONFIG_HOME/manastack/settings.json``
    (``~/.config`` when the variable is unset)."""
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "manastack" / "settings.json"


@dataclass
class Settings:
    """How the terminal game behaves.

    ``stops`` says, for a step, whether to stop there when you could act (True)
    or never (False); a step not listed follows the default.  ``yields`` names
    the cards whose triggered abilities you always pass on.  Both are kept in
    ``file`` (when given) between games."""

    stop_everywhere: bool = False
    lang: str = "en"
    stops: dict[str, bool] = field(default_factory=dict)
    yields: set[str] = field(default_factory=set)
    file: Path | None = None

    @classmethod
    def load(cls, file: Path, **kwargs: Any) -> Settings:
        """The settings kept in ``file`` (none yet, or unreadable: the defaults;
        entries that make no sense are left out)."""
        settings = cls(file=file, **kwargs)
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        stops = data.get("stops", {})
        if isinstance(stops, dict):
            settings.stops = {k: v for k, v in stops.items() if k in STEPS and isinstance(v, bool)}
        yields = data.get("yields", [])
        if isinstance(yields, list):
            settings.yields = {name for name in yields if isinstance(name, str)}
        return settings

    def save(self) -> None:
        """Keep the stops and yields in the settings file (if there is one)."""
        if self.file is None:
            return
        self.file.parent.mkdir(parents=True, exist_ok=True)
        data = {"stops": self.stops, "yields": sorted(self.yields)}
        write_atomically(self.file, json.dumps(data, indent=1))


def read_line(prompt: str) -> str:
    """Read one line from the player (``input`` looked up at call time)."""
    return input(prompt)


# ------------------------------------------------------------------------ saved games
def save_game(game: Game, path: str | Path, human: int) -> None:
    """Write the game (a replay) plus which seat is the human, atomically: a
    failed save (``OSError``) leaves the previous file whole."""
    data = game.to_json()
    data[UI_KEY] = {"human": human}
    write_atomically(path, json.dumps(data, indent=1))


def read_save(path: str | Path) -> dict[str, Any]:
    """The parsed contents of a save file; :class:`SaveError` if unreadable."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"can't read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a text file") from None
    return parse(text)


def load_game(path: str | Path) -> tuple[Game, int]:
    """Load a saved game: (the game, the human's seat)."""
    data = read_save(path)
    game = Game.from_json(data)
    ui = data.get(UI_KEY, {}) if isinstance(data, dict) else {}
    human = ui.get("human", 0) if isinstance(ui, dict) else 0
    if human not in (0, 1):
        raise SaveError(f"{path}: the human seat must be 0 or 1, not {human!r}")
    return game, human


# ----------------------------------------------------------------------- decisions
def default_action(actions: list[Action]) -> Action:
    """What Enter does: pass, done, pay automatically, keep; else the first option."""
    for kind in DEFAULT_KINDS:
        for action in actions:
            if action.kind == kind:
                return action
    return actions[0]


def only_passing(action: Action) -> bool:
    """Is ``action`` one that does nothing worth stopping for on its own?

    Passing, and the single "activate mana abilities" action (CR 605.3a): mana
    is useful only to pay for a spell or ability, and any spell or ability the
    mana could pay for is listed as an action of its own."""
    return action.kind in (ActionKind.PASS, ActionKind.MANA_ABILITIES)


def yielded_trigger(game: Game, settings: Settings) -> bool:
    """Is the top of the stack a triggered ability (CR 603.3) of a card the
    player always passes on (``yield``)?  Never for a face-down source."""
    info = game.objects[game.stack[-1]].cast_info
    return (
        info is not None
        and info.ability
        and info.ctx is not None
        and info.ctx.flags.trigger
        and not info.source_face_down
        and info.source_name in settings.yields
    )


def automatic(game: Game, actions: list[Action], settings: Settings) -> Action | None:
    """The action taken for the player without asking, or None to ask.

    Skipped: decisions with one option; priority when the only things to do are
    passing and tapping for mana; a triggered ability the player yields to; with
    an empty stack, the steps the player's stops turn off, and by default every
    step but your main phases, combat steps with attackers and the opponent's
    end step (CR 117.3: the player may still act there with ``stop_everywhere``
    or a stop)."""
    if settings.stop_everywhere:
        return None
    if len(actions) == 1:
        return actions[0]
    decision = game.decision
    if decision is None or decision.kind != DecisionKind.PRIORITY:
        return None
    if all(only_passing(a) for a in actions):
        return default_action(actions)
    if game.stack:
        return default_action(actions) if yielded_trigger(game, settings) else None
    wanted = settings.stops.get(game.step)
    if wanted is not None:
        return None if wanted else default_action(actions)
    yours = game.active_player == decision.player
    if game.step in ("main1", "main2"):
        return None if yours else default_action(actions)
    if game.step in ("declare_attackers", "declare_blockers"):
        attacking = game.combat is not None and bool(game.combat.attackers)
        return None if attacking else default_action(actions)
    if game.step == "end" and not yours:
        return None  # the opponent's end step: the moment for instants
    return default_action(actions)


def could_still_act(game: Game, actions: list[Action]) -> bool:
    """Would passing now skip your own main phase while you could still play a
    land or cast a spell (CR 305.1, 307.1)?"""
    return (
        game.step in ("main1", "main2")
        and not game.stack
        and game.decision is not None
        and game.active_player == game.decision.player
        and any(a.kind in (ActionKind.PLAY, ActionKind.CAST) for a in actions)
    )


def opening_draws(game: Game) -> int:
    """The index of the first turn's event: the draws before it are the opening
    hands (CR 103.5)."""
    for index, event in enumerate(game.events):
        if event.kind == EventKind.TURN:
            return index
    return len(game.events)


def log_lines(
    game: Game, viewer: int, lang: str, start: int = 0, verbose: bool = False
) -> list[tuple[int, str]]:
    """The log from event ``start`` on, as ``viewer`` may read it: (event number,
    line).  Each player's opening draws make one line; bookkeeping (steps,
    tapping, shuffling) is left out unless ``verbose``."""
    events = game.events
    first_turn = opening_draws(game)
    lines: list[tuple[int, str]] = []
    index = start
    while index < len(events):
        event = events[index]
        if index < first_turn and _is_draw(event):
            group = [event]
            while (
                index + len(group) < first_turn
                and _is_draw(events[index + len(group)])
                and events[index + len(group)]["owner"] == event["owner"]
            ):
                group.append(events[index + len(group)])
            lines.append((index, _opening_line(game, group, viewer, lang)))
            index += len(group)
            continue
        if verbose or event.kind not in QUIET_EVENTS:
            line = render_event(game, event, viewer, lang)
            if line:
                lines.append((index, line))
        index += 1
    return lines


def _is_draw(event: Any) -> bool:
    return event.kind == EventKind.ZONE and event["cause"] == "draw"


def _opening_line(game: Game, draws: list, viewer: int, lang: str) -> str:
    player = game.players[draws[0]["owner"]].name
    if any(viewer in e.secret_from for e in draws):
        return say("log.opening_hidden", lang, player=player, n=len(draws))
    cards = ", ".join(card_display(e["card"], lang) for e in draws)
    return say("log.opening", lang, player=player, n=len(draws), cards=cards)


# ------------------------------------------------------------------------ the game
class Restart(Exception):
    """The game was replaced (``back``, ``undo``): ask again from its decision."""


class TerminalGame:
    """One game between a person at the terminal and an agent."""

    def __init__(
        self,
        game: Game,
        human: int,
        opponent: Agent,
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        save_path: str | None = None,
        settings: Settings | None = None,
    ) -> None:
        self.game = game
        self.human = human
        self.opponent = opponent
        self.console = console or Console(highlight=False)
        self.read = read or read_line
        self.save_path = save_path
        self.saved_to: list[str] = []  # files the save command wrote this game to
        self.settings = settings or Settings()
        # events already reported: a loaded game starts reporting at its current turn
        turns = [i for i, e in enumerate(game.events) if e.kind == EventKind.TURN]
        self.shown = turns[-1] if turns else 0
        self.numbers: dict[Action, int] = {}  # priority actions keep their numbers
        self.prompts: list[int] = []  # the history's length at each decision asked
        # the game as it was before the spell or ability being cast (``back``)
        self.before_cast: tuple[Game, int] | None = None

    @property
    def lang(self) -> str:
        return self.settings.lang

    def out(self, text: str, style: str = "") -> None:
        self.console.print(Text(text, style=style), soft_wrap=True)

    # ------------------------------------------------------------------- loop
    def run(self) -> int:
        """Play until the game ends or the player quits; returns the exit code:
        0, or 130 after Ctrl-C, or 1 when the game could not be saved at the end."""
        try:
            while not self.game.over:
                decision = self.game.decision
                assert decision is not None
                if decision.kind == DecisionKind.PRIORITY:
                    self.before_cast = None  # cast: its costs are paid (CR 601.2h)
                actions = self.game.legal_actions()
                if decision.player != self.human:
                    view = self.game.view(decision.player) if len(actions) > 1 else {}
                    self.game.act(self.opponent.choose(view, actions))
                    continue
                action = automatic(self.game, actions, self.settings)
                if action is not None and self.suggested(actions) is None:
                    action = None  # the only target is one of yours, for a harmful spell
                if action is None:
                    try:
                        action = self.ask(actions)
                    except Restart:
                        continue
                    if action is None:
                        return self.stop()
                if decision.kind == DecisionKind.PRIORITY and action.kind in (
                    ActionKind.CAST,
                    ActionKind.ACTIVATE,
                ):
                    self.before_cast = (self.game.copy(), self.shown)
                self.game.act(action)
        except EOFError:
            self.console.print()
            return self.stop()
        except KeyboardInterrupt:
            self.console.print()
            self.stop()
            return INTERRUPTED
        return 0 if self.finish() else 1

    def numbered(self, actions: list[Action]) -> list[tuple[int, Action]]:
        """The actions with the numbers the player types.  With priority an
        action keeps its number while it stays legal (new ones take the free
        numbers); other decisions are numbered from 1."""
        decision = self.game.decision
        if decision is None or decision.kind != DecisionKind.PRIORITY:
            return list(enumerate(actions, start=1))
        kept = {a: n for a, n in self.numbers.items() if a in actions}
        used = set(kept.values())
        number = 1
        for action in actions:
            if action not in kept:
                while number in used:
                    number += 1
                kept[action] = number
                used.add(number)
        self.numbers = kept
        return sorted(((n, a) for a, n in kept.items()), key=lambda pair: pair[0])

    def suggested(self, actions: list[Action]) -> Action | None:
        """What Enter does here: for a target, the one the computer would choose
        (never your own creature for a harmful spell: no default then); else
        :func:`default_action`."""
        decision = self.game.decision
        if decision is not None and decision.kind == DecisionKind.TARGET:
            view = self.game.view(self.human)
            choice = ComputerAgent().suggest_target(view, actions)
            if choice is not None and choice in actions:
                return choice
            done = [a for a in actions if a.kind == ActionKind.DONE]
            return done[0] if done else None
        return default_action(actions)

    def ask(self, actions: list[Action]) -> Action | None:
        """Show the board and options; read until a valid answer (None: quit).
        Raises :class:`Restart` when ``back`` or ``undo`` replaced the game."""
        if not self.prompts or self.prompts[-1] != len(self.game.history):
            self.prompts.append(len(self.game.history))
        self.autosave()
        self.show_news()
        self.show_board()
        numbered = self.numbered(actions)
        self.show_actions(numbered)
        by_number = dict(numbered)
        default = self.suggested(actions)
        highest = max(by_number)
        if default is None:
            prompt = say("prompt.input_no_default", self.lang, n=highest)
        else:
            prompt = say(
                "prompt.input",
                self.lang,
                n=highest,
                default=self.game.describe(default, self.human, self.lang),
            )
        warned = False
        while True:
            line = self.read(prompt).strip()
            if not line:
                if default is None:
                    self.out(say("error.no_default", self.lang), "red")
                    continue
                if default.kind == ActionKind.PASS and not warned:
                    if could_still_act(self.game, actions):
                        self.out(say("confirm.pass", self.lang), "yellow")
                        warned = True
                        continue
                return default
            warned = False
            if line.isdigit():
                if int(line) in by_number:
                    return by_number[int(line)]
                self.out(say("error.number", self.lang, n=highest), "red")
                continue
            word, _, rest = line.partition(" ")
            command = COMMAND_OF.get(word.lower())
            if command == "quit":
                return None
            if command is None or not self.command(command, rest.strip(), actions):
                self.out(say("error.command", self.lang, command=line), "red")

    def command(self, command: str, rest: str, actions: list[Action]) -> bool:
        """Run a command typed at the prompt; False when it can't be used so."""
        view = self.game.view(self.human, self.lang)
        if command == "help":
            self.out(say("help", self.lang))
        elif command == "board":
            self.show_board()
            self.show_actions(self.numbered(actions))
        elif command == "card":
            self.show_card(rest, view)
        elif command == "graveyard":
            for player in view["players"]:
                title = say("zone.graveyard", self.lang, player=player["name"])
                self.console.print(zone_list(title, player["graveyard"], self.lang))
        elif command == "exile":
            self.console.print(zone_list(say("zone.exile", self.lang), view["exile"], self.lang))
        elif command == "log":
            self.log_command(rest)
        elif command == "why":
            self.why(rest)
        elif command == "stops":
            self.stops_command(rest)
        elif command == "yield":
            self.yield_command(rest)
        elif command == "back":
            self.back()
        elif command == "undo":
            self.undo()
        elif command == "save":
            self.save_command(rest)
        else:
            return False
        return True

    # ----------------------------------------------------------- commands
    def log_command(self, rest: str) -> None:
        """``log [N] [--verbose] [--rules]``: the last N lines (20), numbered by
        event; with the bookkeeping; with the rule behind each event."""
        words = rest.split()
        count = next((int(w) for w in words if w.isdigit()), 20)
        verbose = "--verbose" in words or "-v" in words
        rules = "--rules" in words
        for number, line in log_lines(self.game, self.human, self.lang, verbose=verbose)[-count:]:
            reason = rule_reason(self.game, self.game.events[number], self.human, self.lang)
            if rules and reason:
                line = say("log.with_rule", self.lang, line=line, rule=reason)
            self.out(say("log.line", self.lang, n=number, line=line), "dim")

    def why(self, rest: str) -> None:
        """``why N``: the rule behind event N and a one-line reason."""
        ref = rest.strip().lstrip("#[").rstrip("]")
        if not ref.isdigit() or int(ref) >= len(self.game.events):
            self.out(say("error.why", self.lang, ref=rest), "red")
            return
        event = self.game.events[int(ref)]
        reason = rule_reason(self.game, event, self.human, self.lang)
        self.out(reason or say("why.none", self.lang))

    def stops_command(self, rest: str) -> None:
        """``stops``: show them; ``stops everywhere``: stop at every decision, or
        not; ``stops STEP on|off|default``: stop in that step when you could
        act, never, or as by default (kept between games)."""
        words = rest.lower().split()
        if not words:
            self.show_stops()
            return
        if words[0] in ("everywhere", "all", "ovunque", "partout"):
            self.settings.stop_everywhere = not self.settings.stop_everywhere
            key = "stops.on" if self.settings.stop_everywhere else "stops.off"
            self.out(say(key, self.lang))
            return
        if len(words) != 2 or words[0] not in STEPS:
            self.out(say("error.stops", self.lang, steps=", ".join(STEPS)), "red")
            return
        step, value = words
        if value in ON_WORDS:
            self.settings.stops[step] = True
        elif value in OFF_WORDS:
            self.settings.stops[step] = False
        elif value == "default":
            self.settings.stops.pop(step, None)
        else:
            self.out(say("error.stops", self.lang, steps=", ".join(STEPS)), "red")
            return
        self.keep_settings()
        self.show_stops()

    def show_stops(self) -> None:
        for step in STEPS:
            wanted = self.settings.stops.get(step)
            key = (
                "stops.default"
                if wanted is None
                else "stops.step_on"
                if wanted
                else "stops.step_off"
            )
            self.out(say(key, self.lang, step=step, name=translate(STEP_NAMES[step], self.lang)))
        names = ", ".join(card_display(n, self.lang) for n in sorted(self.settings.yields))
        self.out(say("stops.yields", self.lang, cards=names or say("board.none", self.lang)))

    def yield_command(self, rest: str) -> None:
        """``yield``: always pass on the triggered ability on top of the stack (on
        every ability of that card, this game and the next ones); ``yield STEP``:
        never stop in that step; ``yield clear``: forget the yields."""
        word = rest.strip().lower()
        if word in STEPS:
            self.settings.stops[word] = False
            self.keep_settings()
            self.out(
                say(
                    "stops.step_off",
                    self.lang,
                    step=word,
                    name=translate(STEP_NAMES[word], self.lang),
                )
            )
            return
        if word == "clear":
            self.settings.yields.clear()
            self.keep_settings()
            self.out(say("yield.cleared", self.lang))
            return
        game = self.game
        info = game.objects[game.stack[-1]].cast_info if game.stack else None
        if (
            word
            or info is None
            or not info.ability
            or info.ctx is None
            or not info.ctx.flags.trigger
            or info.source_face_down
        ):
            self.out(say("error.yield", self.lang), "red")
            return
        self.settings.yields.add(info.source_name)
        self.keep_settings()
        self.out(say("yield.added", self.lang, card=card_display(info.source_name, self.lang)))

    def keep_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.out(say("error.settings", self.lang, reason=exc.strerror or str(exc)), "red")

    def back(self) -> None:
        """Cancel the spell or ability being cast, before its costs are paid:
        the game goes back to the decision before it (the engine's copy)."""
        if self.before_cast is None:
            self.out(say("error.back", self.lang), "red")
            return
        self.game, self.shown = self.before_cast
        self.before_cast = None
        # the decisions of the casting are no more; the one before it is asked again
        self.prompts = [p for p in self.prompts if p <= len(self.game.history)]
        self.out(say("back.done", self.lang))
        raise Restart

    def undo(self) -> None:
        """Go back to your previous decision: the game is replayed from its
        history up to there (the same seed, so the same hidden cards)."""
        if len(self.prompts) < 2:
            self.out(say("error.undo", self.lang), "red")
            return
        self.prompts.pop()
        target = self.prompts.pop()
        data = self.game.to_json()
        data["actions"] = data["actions"][:target]
        self.game = Game.from_json(data)
        self.before_cast = None
        self.shown = min(self.shown, len(self.game.events))
        self.out(say("undo.done", self.lang))
        raise Restart

    def save_command(self, rest: str) -> None:
        """``save [FILE] [--force]``: save to FILE, or to the game's save file.

        The rule of ``--save`` (see :mod:`manastack.programs.cli`): an existing file is
        replaced only if it is this game's save (the save file it was started
        with, or a file this session already saved it to) or with ``--force``."""
        words = rest.split(" ")
        force = "--force" in words
        path = " ".join(w for w in words if w != "--force").strip() or self.save_path
        if not path:
            self.out(say("error.save_where", self.lang), "red")
        elif os.path.exists(path) and not force and not self.is_own_save(path):
            self.out(say("error.save_exists", self.lang, path=path), "red")
        elif self.write_save(path):
            self.saved_to.append(path)

    def is_own_save(self, path: str) -> bool:
        """Is ``path`` (an existing file) one this game is saved in?"""
        return any(
            os.path.exists(own) and os.path.samefile(path, own)
            for own in [*([self.save_path] if self.save_path else []), *self.saved_to]
        )

    # ---------------------------------------------------------------- display
    def show_news(self) -> None:
        """Print what happened since the last prompt, each line with its event
        number for ``why`` (``log --verbose`` shows the bookkeeping left out)."""
        for number, line in log_lines(self.game, self.human, self.lang, start=self.shown):
            self.out(say("log.line", self.lang, n=number, line=line), "dim")
        self.shown = len(self.game.events)

    def show_board(self) -> None:
        self.console.print(board(self.game.view(self.human, self.lang), self.lang))

    def show_actions(self, numbered: list[tuple[int, Action]]) -> None:
        self.out(self.game.prompt(self.lang), "bold cyan")
        decision = self.game.view(self.human, self.lang).get("decision", {})
        seen = ([decision["card"]] if "card" in decision else []) + decision.get("revealed", [])
        if seen:
            self.out(
                say("looking_at", self.lang, cards=", ".join(object_label(c) for c in seen)), "cyan"
            )
        for number, action in numbered:
            self.out(say("action.numbered", self.lang, n=number, text=self.action_text(action)))

    def action_text(self, action: Action) -> str:
        """The action's description, with the ids of the cards it names (two
        Typhoid Rats are told apart by their ids)."""
        text = self.game.describe(action, self.human, self.lang)
        decision = self.game.decision
        if decision is not None and decision.kind in (DecisionKind.X, DecisionKind.MODE):
            return text
        args = action.args[:2] if action.kind == ActionKind.BLOCK else action.args[:1]
        ids = [
            f"#{a}"
            for a in args
            if isinstance(a, int) and a in self.game.objects and can_see(self.game, a, self.human)
        ]
        return say("action.with_ids", self.lang, text=text, ids=", ".join(ids)) if ids else text

    def show_card(self, ref: str, view: dict[str, Any]) -> None:
        """A card's full text, if the player may see it (by its #id)."""
        oid = int(ref.lstrip("#")) if ref.lstrip("#").isdigit() else None
        visible = {}
        for player in view["players"]:
            for card in player.get("hand", []) + player["graveyard"] + player.get("known_hand", []):
                visible[card["id"]] = card
        for entry in view["battlefield"] + view["stack"] + view["exile"]:
            visible[entry["id"]] = entry
        entry = visible.get(oid) if oid is not None else None
        if entry is None:
            self.out(say("error.card", self.lang, ref=ref), "red")
            return
        if entry.get("face_down") and "card" not in entry:
            self.out(object_label(entry))
            return
        obj = self.game.objects[oid]  # type: ignore[index]
        if obj.zone in ("battlefield", "stack") and not entry.get("ability"):
            ch = self.game.chars(obj)
            name, cost, type_line, text = ch.name, str(ch.mana_cost), ch.type_line(), ch.rules_text
            power, toughness = ch.power, ch.toughness
        else:
            face = obj.card.front
            name, cost, type_line, text = face.name, str(face.mana_cost), face.type_line, face.text
            power, toughness = face.power, face.toughness
        if entry.get("ability"):
            name = entry["name"]
        lines = [say("card.type_line", self.lang, cost=cost, type_line=type_line)]
        if text:
            lines.append(text)
        if power is not None:
            lines.append(say("board.pt", self.lang, power=power, toughness=toughness))
        self.console.print(
            Panel(
                Text("\n".join(lines)),
                title=say("board.object", self.lang, name=name, id=oid),
                title_align="left",
            )
        )

    # ------------------------------------------------------------ ending
    def autosave(self) -> None:
        if self.save_path:
            self.write_save(self.save_path, quiet=True)

    def write_save(self, path: str, quiet: bool = False) -> bool:
        """Save to ``path``; "saved" is said (unless ``quiet``) only once the file
        is written, a failure is reported instead.  True if saved."""
        try:
            save_game(self.game, path, self.human)
        except OSError as exc:
            self.out(
                say("error.save_failed", self.lang, path=path, reason=exc.strerror or str(exc)),
                "red",
            )
            return False
        if not quiet:
            self.out(say("saved", self.lang, path=path))
        return True

    def stop(self) -> int:
        """The player quits: save (when asked to) and say how to continue; the
        exit code is 1 if the game could not be saved."""
        if not self.save_path:
            self.out(say("stopped", self.lang))
        elif self.write_save(self.save_path, quiet=True):
            self.out(say("stopped.saved", self.lang, path=self.save_path))
        else:
            self.out(say("stopped.unsaved", self.lang, path=self.save_path), "red")
            return 1
        return 0

    def finish(self) -> bool:
        """The game is over: the last events, the board, the winner and a summary;
        False if it should have been saved and could not be."""
        self.show_news()
        self.show_board()
        self.console.print(summary(self.game, self.human, self.lang))
        return self.write_save(self.save_path) if self.save_path else True


def summary(game: Game, viewer: int, lang: str = "en") -> Panel:
    """The winner, why, and a few numbers about the game."""
    if game.winner is None:
        headline = say("summary.draw", lang)
    else:
        headline = say("summary.winner", lang, player=game.players[game.winner].name)
    lines = [headline]
    if game.result:
        lines.append(
            say(
                "summary.reason",
                lang,
                reason=translate(LOSS_REASONS.get(game.result, game.result), lang),
            )
        )
    lines.append(say("summary.turns", lang, turns=game.turn_number, actions=len(game.history)))
    view = game.view(viewer, lang)
    for player in view["players"]:
        creatures = sum(
            1
            for e in view["battlefield"]
            if e["controller"] == player["index"] and "Creature" in e["types"]
        )
        lines.append(
            say(
                "summary.player",
                lang,
                name=player["name"],
                life=player["life"],
                library=player["library"],
                graveyard=len(player["graveyard"]),
                creatures=creatures,
            )
        )
    style = "green" if game.winner == viewer else "red"
    return Panel(Text("\n".join(lines)), title=say("summary.title", lang), border_style=style)


__all__ = [
    "Settings",
    "log_lines",
    "settings_path",
    "TerminalGame",
    "automatic",
    "default_action",
    "load_game",
    "save_game",
    "summary",
]
