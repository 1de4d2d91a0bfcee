"""The terminal game driven as a person would: read the screen, type a line.

Each test feeds input lines to :class:`TerminalGame` and reads what it printed;
the outcome is asserted on the screen and on the game."""

from __future__ import annotations

import io
import json
import random
import re
from collections.abc import Callable

import hidden_info
import pytest
from rich.console import Console

from manastack import Action, Game, IllegalAction, load_deck
from manastack.core.i18n import polish
from manastack.core.kinds import ActionKind, DecisionKind, EventKind
from manastack.engine.messages import UI, translate
from manastack.players.agents import RandomAgent
from manastack.players.ai import ComputerAgent
from manastack.programs.ui.terminal import Settings, TerminalGame, automatic, settings_path
from manastack.scenario import Scenario

OPTION = re.compile(r"^  (\d+)\. (.*)$", re.MULTILINE)
Answer = str | Callable[["Terminal"], str]


class Terminal:
    """A person at the terminal: each prompt's screen is kept, and the next
    scripted line (or the answer a function gives on reading the screen) is
    typed; when the script runs out, input ends."""

    def __init__(
        self,
        game: Game,
        answers: list[Answer] = (),  # type: ignore[assignment]
        settings: Settings | None = None,
        opponent=None,
    ) -> None:
        self.buffer = io.StringIO()
        console = Console(file=self.buffer, width=240, highlight=False, color_system=None)
        self.answers = list(answers)
        self.screens: list[str] = []
        self.read_to = 0
        self.ui = TerminalGame(
            game,
            0,
            opponent or ComputerAgent(0),
            console=console,
            read=self.read,
            settings=settings or Settings(),
        )

    def read(self, prompt: str) -> str:
        text = self.buffer.getvalue()
        self.screens.append(text[self.read_to :] + prompt)
        self.read_to = len(text)
        if not self.answers:
            raise EOFError
        answer = self.answers.pop(0)
        return answer(self) if callable(answer) else answer

    def run(self) -> int:
        return self.ui.run()

    @property
    def game(self) -> Game:
        return self.ui.game

    @property
    def screen(self) -> str:
        return self.screens[-1]

    def options(self) -> dict[int, str]:
        """The numbered options on the current screen."""
        return {int(n): text for n, text in OPTION.findall(self.screen)}


def option(text: str) -> Callable[[Terminal], str]:
    """Type the number of the option whose description contains ``text``."""

    def pick(terminal: Terminal) -> str:
        found = [n for n, t in terminal.options().items() if text in t]
        assert found, f"no option {text!r} in {terminal.options()}"
        return str(found[0])

    return pick


def check(test: Callable[[Terminal], object], then: Answer = "") -> Callable[[Terminal], str]:
    """Run ``test`` on the screen as it is now, then type ``then``."""

    def run(terminal: Terminal) -> str:
        assert test(terminal) is not False, terminal.screen
        return then(terminal) if callable(then) else then

    return run


def bolt_scenario(*, opponent_creature: str = "Grizzly Bears") -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "bolt": s.hand(0, "Lightning Bolt"),
        "mountain": s.battlefield(0, "Mountain"),
        "victim": s.battlefield(1, opponent_creature),
    }
    s.library(0, *["Mountain"] * 5)
    s.library(1, *["Plains"] * 5)
    s.start(step="main1")
    return s, ids


# ------------------------------------------------------------------------ stops
def _pointless(game: Game) -> bool:
    decision = game.decision
    return decision.kind == DecisionKind.PRIORITY and all(
        a.kind in (ActionKind.PASS, ActionKind.MANA_ABILITIES) for a in game.legal_actions()
    )


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_stop_only_where_more_than_passing_makes_sense(seed):
    """58 of 97 prompts offered only "pass / mana abilities": now none does."""
    rng = random.Random(seed)
    pointless = []

    def answer(terminal: Terminal) -> str:
        if _pointless(terminal.game):
            pointless.append(terminal.screen)
        return str(rng.choice(list(terminal.options())))

    decks = [load_deck("red-green").main, load_deck("white-blue").main]
    terminal = Terminal(Game(decks, seed=seed), [answer] * 2000)
    assert terminal.run() == 0
    assert terminal.game.over
    assert len(terminal.screens) > 10
    assert pointless == []


def test_mana_abilities_alone_are_no_reason_to_stop():
    s = Scenario()
    s.hand(0, "Craw Wurm")  # can't be paid with one land
    s.battlefield(0, "Forest")
    s.battlefield(1, "Plains")
    s.start(step="main1")
    actions = s.game.legal_actions()
    assert {a.kind for a in actions} == {ActionKind.PASS, ActionKind.MANA_ABILITIES}
    assert automatic(s.game, actions, Settings()) == actions[0]
    assert automatic(s.game, actions, Settings(stop_everywhere=True)) is None


def test_stops_per_step_are_kept_in_the_settings_file(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    s, ids = bolt_scenario()
    s.game.step = "upkeep"  # where, by default, the game doesn't stop
    actions = s.game.legal_actions()
    assert automatic(s.game, actions, Settings()) is not None
    terminal = Terminal(
        bolt_scenario()[0].game,
        ["stops upkeep on", "stops end off"],
        Settings.load(settings_path()),
    )
    terminal.run()
    saved = json.loads((tmp_path / "manastack" / "settings.json").read_text())
    assert saved["stops"] == {"upkeep": True, "end": False}
    again = Settings.load(settings_path())
    assert again.stops == {"upkeep": True, "end": False}
    assert automatic(s.game, actions, again) is None  # asked in the upkeep now


def test_a_corrupt_settings_file_gives_the_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"stops": {"upkeep": "maybe", "nowhere": true}, "yields": [3, "Ornithopter"]}')
    settings = Settings.load(path)
    assert settings.stops == {} and settings.yields == {"Ornithopter"}
    path.write_text("not json")
    assert Settings.load(path).stops == {}


# ------------------------------------------------------------------- targets shown
def test_the_stack_and_the_log_show_the_target_and_why_the_creature_died():
    s, ids = bolt_scenario()
    seen = {}

    def read_stack(t: Terminal) -> None:
        seen["stack"] = t.screen

    def ask_why(t: Terminal) -> str:
        number = re.search(r"\[(\d+)\] Grizzly Bears is destroyed", t.screen).group(1)
        return f"why {number}"

    terminal = Terminal(
        s.game,
        [
            option("Cast Lightning Bolt"),
            check(lambda t: "Enter: Target Grizzly Bears" in t.screen),  # the default target
            "",  # pay
            check(read_stack),  # Bolt on the stack: pass
            ask_why,
            "log --rules",
        ],
        Settings(stop_everywhere=True),
    )
    terminal.run()
    victim = ids["victim"]
    assert re.search(rf"Lightning Bolt #\d+ — Alice → Grizzly Bears #{victim}\b", seen["stack"])
    assert f"] Lightning Bolt targets Grizzly Bears #{victim}." in "".join(terminal.screens)
    assert "Grizzly Bears is destroyed" in terminal.screens[-3]
    assert "704.5g — Grizzly Bears had lethal damage" == terminal.screens[-2].split("\n")[0]
    assert "(510.2" not in terminal.screens[-1]
    assert (
        "deals 3 damage to Grizzly Bears. (120.3 — Grizzly Bears was dealt damage)"
        in (terminal.screens[-1])
    )
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_why_speaks_the_players_language():
    s, _ = bolt_scenario()
    terminal = Terminal(
        s.game,
        [
            option("Lightning Bolt"),
            "",
            "",
            "",
            lambda t: "perché " + re.search(r"\[(\d+)\][^\n]*distrutt", t.screen).group(1),
        ],
        Settings(stop_everywhere=True, lang="it"),
    )
    terminal.run()
    assert terminal.screen.startswith("704.5g — ") and "aveva danno letale" in terminal.screen


# ----------------------------------------------------------------------- safe keys
def test_enter_asks_before_skipping_a_main_phase_with_a_land_to_play():
    s = Scenario()
    s.hand(0, "Mountain")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start(step="main1")
    terminal = Terminal(
        s.game, ["", check(lambda t: t.game.step == "main1"), check(lambda t: None)]
    )
    terminal.run()
    assert "Press Enter again to pass anyway" in terminal.screens[1]
    assert "Second main phase: you have priority" in terminal.screens[2]
    assert s.hand_names(0) == ["Mountain"]


def test_two_same_named_targets_are_told_apart_by_their_ids_on_the_stack_and_in_the_log():
    """Two Grizzly Bears: the stack and the log name the one targeted by its
    #id (CR 115.1), as the board does; a face-down target shows no card name."""
    s, ids = bolt_scenario()
    second = s.battlefield(1, "Grizzly Bears")
    seen = {}

    def read_stack(t: Terminal) -> None:
        seen["stack"] = t.screen

    terminal = Terminal(
        s.game,
        [option("Cast Lightning Bolt"), option(f"#{second}"), "", check(read_stack)],
        Settings(stop_everywhere=True),
    )
    terminal.run()
    assert re.search(rf"Alice → Grizzly Bears #{second}\b", seen["stack"])
    log = "".join(terminal.screens)
    assert f"] Lightning Bolt targets Grizzly Bears #{second}." in log
    assert f"Grizzly Bears #{ids['victim']}." not in log
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_why_tells_the_rule_behind_tapping_a_land():
    """``log --verbose --rules`` shows the tapping of a land with its rule, and
    ``why`` on it tells the reason (CR 701.21a), where it used to tell nothing."""
    s = Scenario()
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.library(0, *["Mountain"] * 5)
    s.library(1, *["Plains"] * 5)
    s.start(step="main1")

    def why_tap(t: Terminal) -> str:
        tap = next(e for e in t.game.events if e.kind == EventKind.TAP)
        return f"why {tap.seq}"

    terminal = Terminal(
        s.game,
        [option("Cast Lightning Bolt"), option("Bob"), "", "log --verbose --rules", why_tap],
        Settings(stop_everywhere=True),
    )
    terminal.run()
    screens = "".join(terminal.screens)
    assert "(701.21a — Mountain was tapped: turned sideways)" in screens
    assert "701.21a — Mountain was tapped: turned sideways\n" in screens


def test_the_default_target_of_a_harmful_spell_is_never_your_own_creature():
    s = Scenario()
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Llanowar Elves")
    s.library(0, "Mountain")
    s.library(1, "Plains")
    s.start(step="main1")
    terminal = Terminal(s.game, [option("Cast Shock")])
    terminal.run()
    assert "Enter: Target Llanowar Elves" in terminal.screen


def test_no_default_target_when_only_your_own_creature_would_be_hit():
    s = Scenario()
    s.hand(0, "Pacifism")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start(step="main1")
    terminal = Terminal(s.game, [option("Cast Pacifism"), "", check(lambda t: None)])
    terminal.run()
    assert "Enter:" not in terminal.screens[1]
    assert "There is no default here" in terminal.screen
    assert s.game.objects[bears].attached_to is None if bears in s.game.objects else True
    assert s.game.decision.kind == DecisionKind.TARGET  # nothing was chosen


def test_an_action_keeps_its_number_while_it_stays_legal():
    s = Scenario()
    s.hand(0, "Shock")
    s.hand(0, "Giant Growth")
    s.hand(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Mountain")
    s.library(1, "Plains")
    s.start(step="main1")
    numbers, options = [], []

    def number_of_growth(t: Terminal) -> None:
        numbers.append(next(n for n, text in t.options().items() if "Giant Growth" in text))
        options.append(t.options())

    terminal = Terminal(
        s.game,
        [
            check(number_of_growth, option("Cast Shock")),
            option("Bob"),  # Shock's target: the opponent
            "",
            check(number_of_growth),
        ],
        Settings(stop_everywhere=True),
    )
    terminal.run()
    assert len(numbers) == 2 and numbers[0] == numbers[1] > 2  # Play Mountain's 2 is gone
    assert 2 not in options[1] and "Play Mountain" in options[0][2]


def test_back_cancels_a_spell_until_its_costs_are_paid():
    s, ids = bolt_scenario()
    before = len(s.game.history)
    terminal = Terminal(
        s.game,
        [
            option("Cast Lightning Bolt"),
            "back",  # at the target
            option("Cast Lightning Bolt"),
            option("Grizzly Bears"),
            "\x1b",  # Esc at the payment
            check(lambda t: None),
        ],
    )
    terminal.run()
    game = terminal.game
    assert terminal.screens[2].startswith("Cancelled") and terminal.screens[5].startswith(
        "Cancelled"
    )
    assert len(game.history) == before
    assert game.decision.kind == DecisionKind.PRIORITY
    assert ids["bolt"] in game.players[0].hand
    assert not game.objects[ids["mountain"]].tapped
    assert not game.stack


def test_back_with_nothing_being_cast_changes_nothing():
    s, _ = bolt_scenario()
    terminal = Terminal(s.game, ["back", check(lambda t: None)])
    terminal.run()
    assert terminal.screens[1].startswith("Nothing is being cast")
    assert terminal.game is s.game


def test_undo_goes_back_decision_by_decision_to_the_same_hidden_cards():
    decks = [load_deck("red-green").main, load_deck("white-blue").main]
    hands, kinds = [], []

    def hand(t: Terminal) -> None:
        hands.append([t.game.objects[c].card.name for c in t.game.players[0].hand])
        kinds.append((t.game.decision.kind, len(t.game.history)))

    terminal = Terminal(
        Game(decks, seed=3),
        [
            "1",  # play first
            check(hand, "1"),  # keep
            check(hand, option("Play Mountain")),
            check(lambda t: None, "undo"),
            check(hand, "undo"),
            check(hand),
        ],
    )
    terminal.run()
    assert terminal.screens[4].startswith("Undone") and terminal.screens[5].startswith("Undone")
    keep_hand, main_hand, after_undo, after_second = hands
    assert after_undo == main_hand  # the land is back in hand
    assert after_second == keep_hand  # back at the mulligan decision, the same cards
    assert kinds[2] == kinds[1] and kinds[3] == kinds[0] == (DecisionKind.MULLIGAN, 1)


# ------------------------------------------------------------------------- the log
def test_the_log_groups_opening_draws_and_hides_bookkeeping_unless_verbose():
    decks = [load_deck("red-green").main, load_deck("white-blue").main]
    terminal = Terminal(Game(decks, seed=3), ["", "", "", "log 200", "log 200 --verbose"])
    terminal.run()
    log, verbose = terminal.screens[-2], terminal.screens[-1]
    assert re.search(r"Player 1 draws an opening hand of 7 cards: ([^,\n]+, ){6}[^,\n]+\.", log)
    assert "Player 2 draws an opening hand of 7 cards." in log
    assert "Player 1 draws Forest." not in log
    assert "First main phase." not in log and "First main phase." in verbose


# ----------------------------------------------------------------------- languages
@pytest.mark.parametrize("word", ["cimitero", "cimetière", "graveyard"])
def test_commands_are_understood_in_each_language(word):
    s, _ = bolt_scenario()
    terminal = Terminal(s.game, [word, "esilio"], Settings(lang="it"))
    terminal.run()
    assert "Cimitero di Alice: nessuna" in terminal.screens[1]
    assert "Esilio: nessuna" in terminal.screens[2]


@pytest.mark.parametrize("seed", range(2))
def test_the_hidden_information_checker_finds_no_leak_on_the_terminal_screen(seed):
    """Face-down spells and permanents, hidden hands: the screens of a whole
    morph game (board, stack with targets, log, actions) name no hidden card."""
    decks = [load_deck("onslaught-morph").main, load_deck("onslaught-morph").main]
    rng = random.Random(seed)
    knowledge = hidden_info.Knowledge(2)

    def answer(t: Terminal) -> str:
        knowledge.update(t.game)
        forbidden = hidden_info.forbidden_names(
            t.game, 0, hidden_info.hidden_from(t.game, 0, knowledge)
        )
        hidden_info.assert_not_named([t.screen], forbidden, "en", "the terminal")
        return str(rng.choice(list(t.options())))

    terminal = Terminal(
        Game(decks, seed=seed), [answer] * 3000, Settings(stop_everywhere=True), RandomAgent(seed)
    )
    terminal.run()
    assert terminal.game.over


# ---------------------------------------------------------------------- auto-yield
def test_yield_always_passes_on_that_cards_triggered_ability_and_is_kept(tmp_path):
    s = Scenario()
    teller = s.hand(0, "Forecasting Fortune Teller")
    s.hand(0, "Giant Growth")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.battlefield(0, "Forest")
    s.library(0, "Island")
    s.library(1, "Plains")
    s.start(step="main1")
    s.cast(teller)
    s.pass_priority(2)  # the creature enters: its ability triggers, Alice has priority
    game = s.game
    assert game.stack and game.decision.kind == DecisionKind.PRIORITY
    actions = game.legal_actions()
    assert automatic(game, actions, Settings()) is None  # Giant Growth could answer it
    settings = Settings.load(tmp_path / "settings.json")
    terminal = Terminal(game, ["yield", check(lambda t: None, "q")], settings)
    terminal.run()
    assert (
        "you pass on the triggered abilities of Forecasting Fortune Teller" in (terminal.screens[1])
    )
    kept = Settings.load(tmp_path / "settings.json")
    assert kept.yields == {"Forecasting Fortune Teller"}
    assert automatic(game, actions, kept).kind == ActionKind.PASS


def test_yield_without_a_trigger_on_top_is_refused():
    s, _ = bolt_scenario()
    settings = Settings()
    terminal = Terminal(s.game, ["yield", "q"], settings)
    terminal.run()
    assert "yield works with a triggered ability" in terminal.screens[1]
    assert settings.yields == set()


def _named_game(lang: str) -> Game:
    decks = [load_deck("red-green").main, load_deck("white-blue").main]
    names = (translate(UI["name.you"], lang), translate(UI["name.computer"], lang))
    return Game(decks, seed=3, names=names)


def test_italian_reads_naturally():
    terminal = Terminal(_named_game("it"), ["", "", option("Montagna")], Settings(lang="it"))
    terminal.run()
    text = "".join(terminal.screens)
    assert "Tieni questa mano di 7 carte o fai mulligan?" in text
    assert "Turno 1: turno del giocatore." in text
    assert "Turno 1 · turno del giocatore · Prima fase principale · priorità: il giocatore" in text
    assert "Il giocatore gioca Montagna." in terminal.screen
    assert "Montagna ×1 (stappate: 1)" in terminal.screen
    assert "di il" not in text and "Casuale" not in text


def test_french_elides_before_a_vowel_and_contracts_de_le():
    terminal = Terminal(_named_game("fr"), ["", "", option("Montagne")], Settings(lang="fr"))
    terminal.run()
    text = "".join(terminal.screens)
    assert "Tour 1 : tour du joueur." in text
    assert "L'ordinateur pioche une main de départ de 7 cartes." in text
    assert " de le " not in text and "de Ordinateur" not in text
    assert polish("Une capacité de Araba Mothrider se déclenche.", "fr") == (
        "Une capacité d'Araba Mothrider se déclenche."
    )
    assert polish("Le sort de Isamaru cible le Ordinateur.", "fr") == (
        "Le sort d'Isamaru cible l'Ordinateur."
    )
    assert polish("de le héros et de homme", "fr") == "du héros et d'homme"  # aspirate, mute h
    assert polish("Turno 1: turno di il computer.", "it") == "Turno 1: turno del computer."


def test_french_elides_before_any_mute_h_but_not_an_aspirate_one():
    """Any word in h elides (mute h: l'hydre, d'Hélios, l'héroïne), not only a
    listed few; the words with an aspirate h do not (le héros, la hache, la Hongrie)."""
    assert polish("Voici la hydre de Hélios et la héroïne de Hyperion", "fr") == (
        "Voici l'hydre d'Hélios et l'héroïne d'Hyperion"
    )
    assert polish("Voir le habitant et que il", "fr") == "Voir l'habitant et qu'il"
    assert polish("Voir le héros de la hache de Hongrie, le hibou", "fr") == (
        "Voir le héros de la hache de Hongrie, le hibou"
    )
    assert polish("La Hache de le Héros", "fr") == "La Hache du Héros"


# ------------------------------------------------------------- refused actions
def test_a_refused_action_names_the_rule_that_forbids_it():
    s = Scenario()
    elves = s.battlefield(0, "Llanowar Elves", sick=True)
    s.hand(0, "Forest", "Mountain")
    s.library(0, "Forest")
    s.library(1, "Plains")
    game = s.start(step="main1")
    with pytest.raises(IllegalAction, match="302.6 — Llanowar Elves is summoning sick"):
        game.act(Action("activate", (elves, 0, ("G",))))
    forest = s.find("Forest", "hand")
    game.act(Action("play", (forest,)))
    with pytest.raises(IllegalAction, match="305.2"):
        game.act(Action("play", (s.find("Mountain", "hand"),)))


def test_the_stack_shows_the_mode_chosen():
    s = Scenario()
    s.hand(0, "Origin of Metalbending")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=s.battlefield(1, "Llanowar Elves"))
    s.library(0, "Forest")
    s.library(1, "Plains")
    s.start(step="main1")
    terminal = Terminal(
        s.game,
        [option("Origin of Metalbending"), "2", option("Grizzly Bears"), "", "log"],
        Settings(stop_everywhere=True),
    )
    terminal.run()
    stack = terminal.screens[4]
    assert "(mode: Put a +1/+1 counter on target creature you control" in stack
    assert "→ Grizzly Bears" in stack
    assert "Origin of Metalbending is cast: mode: Put a +1/+1 counter" in terminal.screen
