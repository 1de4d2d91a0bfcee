"""A game in the terminal: you against the computer.

The loop asks the engine for the next decision.  The computer's decisions go to
its agent; yours are shown as numbered legal actions under the board.  Decisions
with a single option, and pointless priority stops, are taken for you unless
``stop_everywhere`` is set: you are asked for priority only when you could do
more than pass or tap for mana, and then only with something on the stack, in
your main phases, in a combat with attackers, or in the opponent's end step.  Besides a number you may type a
command (``help`` lists them): show a card's text, graveyards, exile, the log,
save, quit.  Ctrl-C or end of input stops the game cleanly (saving it first when
a save file was given; Ctrl-C then exits with code 130).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from ...core.actions import Action
from ...core.kinds import ActionKind, DecisionKind, EventKind
from ...engine.game import Game
from ...engine.messages import LOSS_REASONS, render_event, translate
from ...engine.saves import SaveError, parse
from ...engine.view import can_see
from ...players.agents import Agent
from ..files import write_atomically
from . import INTERRUPTED, say
from .board import board, object_label, zone_list

DEFAULT_KINDS = (ActionKind.PASS, ActionKind.DONE, ActionKind.AUTOPAY, ActionKind.KEEP)
UI_KEY = "ui"
QUIET_EVENTS = ("step", "tap", "untap", "shuffle")


@dataclass
class Settings:
    """How the terminal game behaves."""

    stop_everywhere: bool = False
    lang: str = "en"


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


def automatic(game: Game, actions: list[Action], settings: Settings) -> Action | None:
    """The action taken for the player without asking, or None to ask.

    Skipped: decisions with one option; priority when the only things to do are
    passing and tapping for mana; with an empty stack, priority everywhere but
    your main phases, combat steps with attackers and the opponent's end step
    (CR 117.3: the player may still act there with ``stop_everywhere``)."""
    if settings.stop_everywhere:
        return None
    if len(actions) == 1:
        return actions[0]
    decision = game.decision
    if decision is None or decision.kind != DecisionKind.PRIORITY:
        return None
    meaningful = [a for a in actions if not only_passing(a)]
    if not meaningful or game.stack:
        return None if meaningful else default_action(actions)
    yours = game.active_player == decision.player
    if game.step in ("main1", "main2"):
        return None if yours else default_action(actions)
    if game.step in ("declare_attackers", "declare_blockers"):
        attacking = game.combat is not None and bool(game.combat.attackers)
        return None if attacking else default_action(actions)
    if game.step == "end" and not yours:
        return None  # the opponent's end step: the moment for instants
    return default_action(actions)


# ------------------------------------------------------------------------ the game
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
                actions = self.game.legal_actions()
                if decision.player != self.human:
                    view = self.game.view(decision.player) if len(actions) > 1 else {}
                    self.game.act(self.opponent.choose(view, actions))
                    continue
                action = automatic(self.game, actions, self.settings)
                if action is None:
                    action = self.ask(actions)
                    if action is None:
                        return self.stop()
                self.game.act(action)
        except EOFError:
            self.console.print()
            return self.stop()
        except KeyboardInterrupt:
            self.console.print()
            self.stop()
            return INTERRUPTED
        return 0 if self.finish() else 1

    def ask(self, actions: list[Action]) -> Action | None:
        """Show the board and options; read until a valid answer (None: quit)."""
        self.autosave()
        self.show_news()
        self.show_board()
        self.show_actions(actions)
        default = default_action(actions)
        prompt = say(
            "prompt.input",
            self.lang,
            n=len(actions),
            default=self.game.describe(default, self.human, self.lang),
        )
        while True:
            line = self.read(prompt).strip()
            if not line:
                return default
            if line.isdigit():
                number = int(line)
                if 1 <= number <= len(actions):
                    return actions[number - 1]
                self.out(say("error.number", self.lang, n=len(actions)), "red")
                continue
            word, _, rest = line.partition(" ")
            word = word.lower()
            if word in ("q", "quit", "exit"):
                return None
            if not self.command(word, rest.strip(), actions):
                self.out(say("error.command", self.lang, command=line), "red")

    def command(self, word: str, rest: str, actions: list[Action]) -> bool:
        """Run a command typed at the prompt; False when there is no such command."""
        view = self.game.view(self.human, self.lang)
        if word in ("h", "help", "?"):
            self.out(say("help", self.lang))
        elif word in ("b", "board"):
            self.show_board()
            self.show_actions(actions)
        elif word in ("c", "card"):
            self.show_card(rest, view)
        elif word in ("g", "graveyard", "graveyards"):
            for player in view["players"]:
                self.console.print(
                    zone_list(
                        say("zone.graveyard", self.lang, player=player["name"]), player["graveyard"]
                    )
                )
        elif word in ("x", "exile"):
            self.console.print(zone_list(say("zone.exile", self.lang), view["exile"]))
        elif word in ("l", "log"):
            count = int(rest) if rest.isdigit() else 20
            for line in self.game.log(self.human, self.lang)[-count:]:
                self.out(line, "dim")
        elif word in ("s", "stops"):
            self.settings.stop_everywhere = not self.settings.stop_everywhere
            key = "stops.on" if self.settings.stop_everywhere else "stops.off"
            self.out(say(key, self.lang))
        elif word == "save":
            self.save_command(rest)
        else:
            return False
        return True

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
        """Print what happened since the last prompt (the log command shows all,
        including the step-by-step and tapping lines left out here)."""
        events = self.game.events
        for event in events[self.shown :]:
            if event.kind in QUIET_EVENTS:
                continue
            line = render_event(self.game, event, self.human, self.lang)
            if line:
                self.out(line, "dim")
        self.shown = len(events)

    def show_board(self) -> None:
        self.console.print(board(self.game.view(self.human, self.lang), self.lang))

    def show_actions(self, actions: list[Action]) -> None:
        self.out(self.game.prompt(self.lang), "bold cyan")
        decision = self.game.view(self.human, self.lang).get("decision", {})
        seen = ([decision["card"]] if "card" in decision else []) + decision.get("revealed", [])
        if seen:
            self.out(
                say("looking_at", self.lang, cards=", ".join(object_label(c) for c in seen)), "cyan"
            )
        for number, action in enumerate(actions, start=1):
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
    "TerminalGame",
    "automatic",
    "default_action",
    "load_game",
    "save_game",
    "summary",
]
