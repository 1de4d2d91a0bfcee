"""Illegal actions, bad arguments, corrupt saves and hostile decklists get a clear
error and change nothing (DESIGN: bad input; the public API only)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from invariants import fingerprint

from manastack import Action, Game, IllegalAction, RandomAgent, load_deck, load_deck_text, snapshot
from manastack.cards.deck import DeckError
from manastack.engine.saves import SaveError, loads

DECKS = [load_deck("red-green").main, load_deck("white-blue").main]


def game_at(found: Callable[[Game], bool], seed: int = 3) -> Game:
    """A seeded random game stopped at the first decision where ``found`` holds."""
    game = Game(DECKS, seed=seed)
    agent = RandomAgent(seed)
    while not found(game):
        assert not game.over, "no such decision in this game"
        game.act(agent.choose({}, game.legal_actions()))
    return game


def loosely_equal(action: Action) -> list[Action]:
    """``action`` with each integer argument turned into a float, and into a bool
    where it is 0 or 1: all ``==`` to it, none the same value."""
    variants = []
    for i, value in enumerate(action.args):
        if type(value) is int:
            for other in (float(value), *([bool(value)] if value in (0, 1) else [])):
                args = list(action.args)
                args[i] = other
                variants.append(Action(action.kind, tuple(args)))
    return variants


def test_a_float_object_id_is_not_a_legal_play() -> None:
    game = game_at(lambda g: any(a.kind == "play" for a in g.legal_actions()))
    play = next(a for a in game.legal_actions() if a.kind == "play")
    before = fingerprint(game)
    with pytest.raises(IllegalAction):
        game.act(Action("play", (float(play.args[0]),)))
    assert fingerprint(game) == before


def test_a_float_or_bool_at_a_mana_payment_is_illegal_and_the_save_still_loads() -> None:
    game = game_at(lambda g: any(a.kind == "mana" for a in g.legal_actions()))
    paying = [a for a in game.legal_actions() if a.kind == "mana"]
    before = fingerprint(game)
    for legal in paying:
        for wrong in loosely_equal(legal):
            with pytest.raises(IllegalAction):
                game.act(wrong)
            assert fingerprint(game) == before
    game.act(paying[0])
    assert snapshot(Game.from_json(json.loads(json.dumps(game.to_json())))) == snapshot(game)


def test_the_game_goes_on_with_its_own_action_object() -> None:
    """An action given as a list is recorded as the legal action, with tuples."""
    game = Game(DECKS, seed=7)
    game.act(["choose", "play"])
    assert game.to_json()["actions"] == [["choose", "play"]]


@pytest.mark.parametrize("build", ["deep", "self"])
def test_deep_or_self_referencing_actions_are_illegal(build: str) -> None:
    game = Game(DECKS, seed=7)
    value: list = []
    if build == "self":
        value.append(value)
    else:
        for _ in range(100_000):
            value = [value]
    before = fingerprint(game)
    for action in (["choose", value], Action("choose", (value,)), Action("choose", value)):
        with pytest.raises(IllegalAction):
            game.act(action)
    assert fingerprint(game) == before


def test_names_must_be_one_string_per_player() -> None:
    with pytest.raises(ValueError, match="names must be 2 strings"):
        Game(DECKS, names=["A"])
    with pytest.raises(ValueError, match="names must be 2 strings"):
        Game(DECKS, names=["A", 2])


def test_a_deck_holds_cards_or_card_names() -> None:
    with pytest.raises(ValueError, match="deck 1 holds 1, which is neither a card"):
        Game([[1, 2], DECKS[1]])


def test_only_a_player_of_the_game_may_concede() -> None:
    game = Game(DECKS, seed=7)
    before = fingerprint(game)
    for who in (7, -1, True, 0.0, "0"):
        with pytest.raises(IllegalAction, match="can't concede"):
            game.concede(who)  # type: ignore[arg-type]
    assert fingerprint(game) == before


@pytest.mark.parametrize(
    "action",
    [
        Action("play", ()),
        Action("activate", (1,)),
        Action("activate", (10_000, 0)),
        Action("cast", (1, 2, 3)),
        Action("mana", (1, 2)),
        ("play", 1),
    ],
)
def test_describing_a_malformed_action_is_an_illegal_action(action: Action) -> None:
    game = Game(DECKS, seed=7)
    with pytest.raises(IllegalAction):
        game.describe(action)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ saves
def finished_save() -> dict:
    game = Game(DECKS, seed=7)
    agent = RandomAgent(1)
    while not game.over:
        game.act(agent.choose({}, game.legal_actions()))
    return game.to_json()


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


CORRUPT = {
    "one name": lambda d: dict(d, names=["A"]),
    "an action after the end": lambda d: dict(d, actions=[*d["actions"], ["pass"]]),
    "a short set-up entry": lambda d: dict(d, setup=[["put", 0]]),
    "set-up options not a dict": lambda d: dict(
        d, setup=[["put", 0, "Mountain", "battlefield", 5]]
    ),
    "an Aura attached to nothing": lambda d: dict(
        d, setup=[["put", 0, "Mountain", "battlefield", {"attached_to": 9}]]
    ),
    "a bad start entry": lambda d: dict(d, setup=[["start", "main1", 0]]),
    "a concession of no one": lambda d: dict(d, actions=[["concede"]]),
    "a concession of player 7": lambda d: dict(d, actions=[["concede", 7]]),
    "a deep action": lambda d: dict(d, actions=[["choose", nested(100_000)]]),
    "actions not a list": lambda d: dict(d, actions={"a": 1}),
    "a boolean seed": lambda d: dict(d, seed=True),
}


@pytest.mark.parametrize("corrupt", CORRUPT, ids=list(CORRUPT))
def test_a_corrupt_save_is_a_save_error(corrupt: str) -> None:
    with pytest.raises(SaveError) as caught:
        Game.from_json(CORRUPT[corrupt](finished_save()))
    assert str(caught.value)


def corrupt_texts() -> dict[str, str]:
    text = json.dumps(finished_save())
    return {
        "nesting 100,000 deep": text[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "a 5,000-digit seed": text.replace('"seed": 7', '"seed": ' + "9" * 5000),
        "an action after the end": text[:-2] + ', ["pass"]]}',
    }


@pytest.mark.parametrize("name", ["nesting 100,000 deep", "a 5,000-digit seed"])
def test_unreadable_json_is_a_save_error(name: str) -> None:
    with pytest.raises(SaveError):
        loads(corrupt_texts()[name])


@pytest.mark.parametrize(
    "name", ["nesting 100,000 deep", "a 5,000-digit seed", "an action after the end"]
)
def test_replay_of_a_corrupt_file_exits_2_without_a_traceback(name: str, tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text(corrupt_texts()[name], encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "manastack", "replay", str(path)],
        capture_output=True,
        text=True,
        input="",
        timeout=120,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "can't load" in done.stderr


def test_the_fingerprint_sees_every_change() -> None:
    """The full-state fingerprint the property tests rely on notices a change to
    the random generator, a pending step, an object and the history."""
    game = game_at(lambda g: len(g.pending) > 2 and g.battlefield != [], seed=5)
    game.legal_actions()
    before = fingerprint(game)
    assert fingerprint(game.copy()) == before
    changes = [
        lambda g: g.rng.random(),
        lambda g: setattr(g.pending[0], type(g.pending[0]).__slots__[0], "changed"),
        lambda g: g.objects[g.battlefield[0]].counters.update({"+1/+1": 1}),
        lambda g: g.history.append(Action("pass")),
        lambda g: setattr(g.players[0], "life", 20.0),
    ]
    for change in changes:
        twin = game.copy()
        change(twin)
        assert fingerprint(twin) != before
    assert fingerprint(game) == before


# -------------------------------------------------------------------- decklists
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("4 Mountain\n1000000000 Mountain", "line 2: at most 250 copies"),
        ("1" + "0" * 100 + " Mountain", "line 1: at most 250 copies"),
        ("9" * 5000 + " Mountain", "line 1: longer than 500 characters"),
        ("9" * 400 + " Mountain", "line 1: at most 250 copies"),
        ("Mountain" + " " * 100_000 + "x", "line 1: longer than 500 characters"),
        (
            "250 Mountain\n250 Forest\n250 Island\n250 Swamp\n\n1 Plains",
            "line 6: a decklist holds at most 1000 cards",
        ),
    ],
)
def test_decklist_limits_name_the_line(text: str, problem: str) -> None:
    with pytest.raises(DeckError, match=problem):
        load_deck_text(text)


def test_the_limits_leave_room_for_big_decks() -> None:
    deck = load_deck_text("250 Mountain\n250 Forest\n250 Island\n\n250 Swamp")
    assert (len(deck.main), len(deck.sideboard)) == (750, 250)


@pytest.mark.parametrize("name", ["x" * 5000, "nul\0name"])
def test_a_name_no_file_can_have_is_not_found(name: str) -> None:
    with pytest.raises(DeckError, match="no bundled deck or file named"):
        load_deck(name)
