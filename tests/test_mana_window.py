"""The research option ``Game(mana_window=False)``: holding priority no longer
opens the mana-ability window of CR 605.3a, so mana abilities are activated only
while a cost is paid (CR 601.2g, 602.2b); the default keeps the full rules."""

from __future__ import annotations

import json

import pytest

from manastack import Game, RandomAgent, load_deck, snapshot
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.replays import SaveError

DECKS = [load_deck("gw-allies").main, load_deck("ur-lessons").main]


def _kinds(game: Game) -> set[str]:
    return {a.kind for a in game.legal_actions()}


def _play(game: Game, seed: int) -> list[tuple[str, set[str]]]:
    """Random agents to the end; each decision's kind and its actions' kinds."""
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    seen = []
    while not game.over:
        actions = game.legal_actions()
        seen.append((game.decision.kind, {a.kind for a in actions}))  # type: ignore[union-attr]
        game.act(agents[game.decision.player].choose({}, actions))  # type: ignore[union-attr]
    return seen


def test_without_the_window_priority_never_offers_mana_abilities_but_payments_tap_lands():
    game = Game(DECKS, seed=5, mana_window=False)
    seen = _play(game, 5)
    priority = [kinds for kind, kinds in seen if kind == DecisionKind.PRIORITY]
    assert priority and all(ActionKind.MANA_ABILITIES not in kinds for kinds in priority)
    assert all(kind != DecisionKind.MANA_ABILITIES for kind, _ in seen)
    # spells were still cast, their mana tapped during the payment (CR 601.2g)
    paid = [kinds for kind, kinds in seen if kind == DecisionKind.PAY]
    assert any(ActionKind.MANA in kinds for kinds in paid)
    assert game.winner is not None or game.over


def test_the_default_keeps_the_mana_window():
    game = Game(DECKS, seed=5)
    seen = _play(game, 5)
    assert any(
        ActionKind.MANA_ABILITIES in kinds for kind, kinds in seen if kind == DecisionKind.PRIORITY
    )


def test_the_option_is_saved_and_a_replay_reaches_the_same_state():
    game = Game(DECKS, seed=6, mana_window=False, auto_single=True)
    agents = [RandomAgent(6), RandomAgent(7)]
    for _ in range(120):
        actions = game.legal_actions()
        game.act(agents[game.decision.player].choose({}, actions))  # type: ignore[union-attr]
    assert not game.over
    saved = json.loads(json.dumps(game.to_json()))
    assert saved["mana_window"] is False
    again = Game.from_json(saved)
    assert again.mana_window is False
    assert snapshot(again) == snapshot(game)
    assert again.legal_actions() == game.legal_actions()
    assert "mana_window" not in Game(DECKS, seed=6).to_json()


@pytest.mark.parametrize("value", ["no", 0, None])
def test_a_malformed_option_is_refused(value):
    with pytest.raises(ValueError, match="mana_window must be True or False"):
        Game(DECKS, seed=1, mana_window=value)  # type: ignore[arg-type]
    saved = Game(DECKS, seed=1).to_json() | {"mana_window": value}
    with pytest.raises(SaveError, match="mana window option"):
        Game.from_json(saved)
