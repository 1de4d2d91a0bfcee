"""The encoding of a player's view (manastack.rl.encoding): action masks equal to
the legal actions, one index per legal action and back, nothing hidden from the
player encoded (CR 400.2, 708.5), arrays written in place."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from manastack import Action, Game, RandomAgent, load_deck  # noqa: E402
from manastack.rl.encoding import (  # noqa: E402
    ACTION_KINDS,
    CARD_IDS,
    UNKNOWN,
    Encoder,
    TooManyActions,
)

MATCHES = [
    ("red-green", "white-blue"),
    ("onslaught-morph", "onslaught-morph"),
    ("white-red-samurai", "green-black-spirits"),
]


def random_decisions(decks: tuple[str, str], seed: int, limit: int = 400):
    """Yield a random game at each of its first ``limit`` decisions."""
    game = Game([load_deck(decks[0]).main, load_deck(decks[1]).main], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(limit):
        if game.over:
            return
        yield game
        game.act(agent.choose({}, game.legal_actions()))


@pytest.mark.parametrize("decks", MATCHES)
def test_the_mask_is_the_legal_actions_and_each_index_one_action(decks):
    encoders = [Encoder(), Encoder()]
    for game in random_decisions(decks, seed=3):
        legal = game.legal_actions()
        for seat in (0, 1):
            view = game.view(seat)
            obs = encoders[seat].encode(view)
            mask = obs["action_mask"]
            if game.decision.player != seat:
                assert not mask.any() and not obs["action_features"].any()
                continue
            assert mask.sum() == len(legal) and mask[: len(legal)].all()
            # index i is the i-th legal action, as the view lists it: a bijection
            shown = [Action.from_json(a["action"]) for a in view["decision"]["actions"]]
            assert shown == legal and len(set(legal)) == len(legal)
            kinds = obs["action_features"][: len(legal), : len(ACTION_KINDS)]
            for row, action in zip(kinds, legal, strict=True):
                expected = action.kind if action.kind in ACTION_KINDS else "other"
                assert ACTION_KINDS[int(row.argmax())] == expected and row.sum() == 1


def test_actions_point_at_the_objects_they_name():
    """An action on a card in hand or a permanent names that card and its row."""
    encoder = Encoder()
    checked = 0
    for game in random_decisions(("red-green", "white-blue"), seed=5, limit=600):
        seat = game.decision.player
        obs = encoder.encode(game.view(seat))
        view = game.view(seat)
        hand = [c["id"] for c in view["players"][seat]["hand"]]
        field = [p["id"] for p in view["battlefield"]]
        for i, action in enumerate(game.legal_actions()):
            if action.kind in ("play", "cast") and action.args[0] in hand:
                slot = hand.index(action.args[0])
                assert obs["action_slots"][i, 0] == slot + 1
                assert obs["action_cards"][i, 0] == obs["hand"][slot] > UNKNOWN
                checked += 1
            if action.kind == "attack":
                slot = field.index(action.args[0])
                assert obs["action_slots"][i, 0] == slot + 1
                assert obs["battlefield_features"][slot, 0] == 1  # mine
                checked += 1
    assert checked > 20


def hide_differently(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose cards hidden from ``seat`` are others: the
    opponent's hand and library shuffled together (cards ``seat`` was shown stay),
    and the opponent's face-down permanents given other cards."""
    twin = game.copy()
    opponent = twin.players[1 - seat]
    known = {oid for oid, viewers in twin.known.items() if seat in viewers}
    hidden = [oid for oid in opponent.hand + opponent.library if oid not in known]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled, strict=True))
    opponent.hand = [swap.get(oid, oid) for oid in opponent.hand]
    opponent.library = [swap.get(oid, oid) for oid in opponent.library]
    cards = [twin.objects[oid].card for oid in hidden]
    for oid in twin.battlefield:
        obj = twin.objects[oid]
        if obj.face_down and obj.controller != seat and cards:
            obj.card = rng.choice(cards)
    return twin


@pytest.mark.parametrize("decks", MATCHES)
def test_hidden_cards_do_not_change_the_encoding(decks):
    """Two states that differ only in cards hidden from a seat encode the same
    for it, while the owner's own encoding tells them apart."""
    rng = random.Random(11)
    mine, theirs = Encoder(), Encoder()
    pairs = differ = 0
    for n, game in enumerate(random_decisions(decks, seed=7)):
        if n % 7:
            continue
        for seat in (0, 1):
            twin = hide_differently(game, seat, rng)
            a = {k: v.copy() for k, v in mine.encode(game.view(seat)).items()}
            b = mine.encode(twin.view(seat))
            for name in a:
                assert np.array_equal(a[name], b[name]), (n, seat, name)
            pairs += 1
            own = {k: v.copy() for k, v in theirs.encode(game.view(1 - seat)).items()}
            other = theirs.encode(twin.view(1 - seat))
            differ += any(not np.array_equal(own[k], other[k]) for k in own)
    assert pairs > 50 and differ > pairs // 2


def test_face_down_cards_are_unknown_unless_the_view_shows_them():
    encoders = [Encoder(), Encoder()]
    seen = 0
    for game in random_decisions(("onslaught-morph", "onslaught-morph"), seed=2, limit=1500):
        for seat in (0, 1):
            obs = encoders[seat].encode(game.view(seat))
            for slot, entry in enumerate(game.view(seat)["battlefield"][:48]):
                if entry["face_down"]:
                    # the controller may look at it (CR 708.5); others only if shown it
                    assert "card" in entry or entry["controller"] != seat
                    shown = CARD_IDS[entry["card"]] if "card" in entry else UNKNOWN
                    assert obs["battlefield"][slot] == shown
                    seen += shown == UNKNOWN
    assert seen > 0


def test_encode_writes_in_place_and_clears_the_last_view():
    encoder = Encoder()
    buffers = dict(encoder.buffers)
    games = iter(random_decisions(("red-green", "white-blue"), seed=1, limit=300))
    first = next(games)
    out = encoder.encode(first.view(first.decision.player))
    assert all(out[k] is buffers[k] for k in buffers)
    for game in games:
        last = game
    fresh = Encoder().encode(last.view(0))
    again = encoder.encode(last.view(0))
    assert all(np.array_equal(fresh[k], again[k]) for k in fresh)


def test_too_many_legal_actions_is_refused():
    game = next(random_decisions(("red-green", "white-blue"), seed=1))
    with pytest.raises(TooManyActions, match="max_actions=1"):
        Encoder(max_actions=1).encode(game.view(game.decision.player))
    with pytest.raises(ValueError, match="max_actions"):
        Encoder(max_actions=0)
