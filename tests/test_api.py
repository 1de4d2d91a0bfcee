"""The public API: decisions as data, refused actions change nothing, copies,
views and saved games (DESIGN guarantees 1-5)."""

import json

import pytest

from manastack import Action, Game, IllegalAction, RandomAgent, load_deck, snapshot
from manastack.engine.saves import SaveError


def new_game(seed: int = 3) -> Game:
    return Game([load_deck("red-green").main, load_deck("white-blue").main], seed=seed)


def advance(game: Game, n: int, seed: int = 0) -> None:
    agent = RandomAgent(seed)
    for _ in range(n):
        if game.over:
            return
        game.act(agent.choose({}, game.legal_actions()))


def test_game_starts_with_the_play_or_draw_choice_of_a_random_player():
    game = new_game()
    assert game.decision.kind == "start"
    assert set(game.legal_actions()) == {Action("choose", ("play",)), Action("choose", ("draw",))}


def test_opening_hands_are_seven_cards_and_the_starting_player_skips_the_first_draw():
    """CR 103.4, 103.8a."""
    game = new_game()
    chooser = game.decision.player
    game.act(Action("choose", ("play",)))
    assert [len(p.hand) for p in game.players] == [7, 7]
    game.act(Action("keep"))
    game.act(Action("keep"))
    assert game.active_player == chooser
    while game.step != "main1":
        game.act(Action("pass"))
    assert game.turn_number == 1
    assert len(game.players[chooser].hand) == 7


def test_london_mulligan_draws_seven_then_bottoms_one():
    """CR 103.5: after one mulligan the player keeps seven and puts one on the bottom."""
    game = new_game()
    game.act(Action("choose", ("play",)))
    first = game.decision.player
    game.act(Action("mulligan"))
    assert len(game.players[first].hand) == 7
    game.act(Action("keep"))
    assert game.decision.kind == "bottom"
    card = game.legal_actions()[0].args[0]
    game.act(Action("choose", (card,)))
    assert len(game.players[first].hand) == 6
    assert len(game.players[first].library) == 34
    bottom = game.players[first].library[0]
    assert game.events[-1].kind == "zone" and game.events[-1]["new"] == bottom


@pytest.mark.parametrize(
    "bad",
    [
        Action("attack", (9999, "P1")),
        Action("cast", (9999, "normal")),
        ["nonsense"],
        [],
        "junk",
        Action("choose", ("maybe",)),
    ],
)
def test_an_illegal_action_is_refused_and_changes_nothing(bad):
    game = new_game()
    advance(game, 40)
    before = snapshot(game)
    before_json = json.dumps(game.to_json())
    rng_state = game.rng.getstate()
    with pytest.raises(IllegalAction):
        game.act(bad)
    assert snapshot(game) == before
    assert json.dumps(game.to_json()) == before_json
    assert game.rng.getstate() == rng_state


def test_copy_is_independent_of_the_original():
    game = new_game()
    advance(game, 60)
    twin = game.copy()
    assert snapshot(twin) == snapshot(game)
    before = snapshot(game)
    advance(twin, 30, seed=5)
    assert snapshot(game) == before


def test_same_seed_and_actions_give_the_same_game():
    a, b = new_game(11), new_game(11)
    advance(a, 200, seed=2)
    advance(b, 200, seed=2)
    assert snapshot(a) == snapshot(b)
    assert a.log() == b.log()


def test_saved_game_reloads_to_the_same_state():
    game = new_game()
    advance(game, 150)
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert snapshot(again) == snapshot(game)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"format": "manastack-replay", "version": 99},
        {"format": "manastack-replay", "version": 1, "seed": "x", "decks": [[], []]},
        {
            "format": "manastack-replay",
            "version": 1,
            "seed": 1,
            "decks": [["No Such Card"], ["Island"]],
        },
        {
            "format": "manastack-replay",
            "version": 1,
            "seed": 1,
            "decks": [["Island"] * 40, ["Island"] * 40],
            "actions": [["cast", 1, "normal"]],
        },
    ],
)
def test_a_malformed_saved_game_is_a_clear_error(data):
    with pytest.raises(SaveError):
        Game.from_json(data)


def test_view_shows_own_hand_but_only_the_size_of_the_opponents():
    game = new_game()
    advance(game, 3)
    me = game.decision.player
    view = game.view(me)
    assert len(view["players"][me]["hand"]) == len(game.players[me].hand)
    assert "hand" not in view["players"][1 - me]
    assert view["players"][1 - me]["hand_size"] == len(game.players[1 - me].hand)


def test_legal_actions_only_for_the_deciding_player():
    game = new_game()
    advance(game, 5)
    other = 1 - game.decision.player
    assert "actions" not in game.view(other)["decision"]


def test_the_opponents_draws_are_hidden_in_the_log():
    game = new_game()
    advance(game, 80)
    drawn = [e for e in game.events if e.kind == "zone" and e["cause"] == "draw"]
    assert drawn
    for e in drawn:
        owner = e["owner"]
        line_for_opponent = "\n".join(game.log(1 - owner))
        assert "draws a card." in line_for_opponent
    mine = game.log(drawn[-1]["owner"])
    assert any(drawn[-1]["card"] in line for line in mine)


def test_concession_ends_the_game():
    """CR 104.3a."""
    game = new_game()
    advance(game, 10)
    game.concede(0)
    assert game.over and game.winner == 1


@pytest.mark.parametrize("seed", range(6))
def test_copies_taken_mid_decision_share_no_mutable_state(seed):
    """DESIGN guarantee 3: a copy at any decision (mid-cast, mid-resolution,
    mid-combat) evolves exactly like the original, whatever a third copy does."""
    import random

    game = new_game(seed)
    rng = random.Random(seed)
    agent = RandomAgent(seed)
    while not game.over:
        actions = game.legal_actions()
        if game.decision.kind != "priority" or rng.random() < 0.05:
            twin, meddler = game.copy(), game.copy()
            advance(meddler, 25, seed=seed + 99)
            script = []
            for _ in range(15):
                if game.over:
                    break
                action = agent.choose({}, game.legal_actions())
                script.append(action)
                game.act(action)
            for action in script:
                twin.act(action)
            assert snapshot(twin) == snapshot(game)
            continue
        game.act(agent.choose({}, actions))


def test_object_copy_carries_every_slot():
    """Game.copy copies permanents slot by slot; a new slot must not be forgotten."""
    from manastack.engine.objects import GameObject

    game = new_game()
    advance(game, 120)
    obj = (
        game.objects[game.battlefield[0]]
        if game.battlefield
        else game.objects[game.players[0].library[0]]
    )
    twin = obj.copy()
    for name in GameObject.__slots__:
        assert getattr(twin, name) == getattr(obj, name), name
