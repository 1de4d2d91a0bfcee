"""Properties of act() and copy() at any decision of seeded random games."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from invariants import as_legal, fingerprint, typed
from positions import PAIRS, games, play

from manastack import Action, Game, IllegalAction, RandomAgent

KINDS = [
    "pass",
    "play",
    "cast",
    "activate",
    "special",
    "target",
    "choose",
    "attack",
    "block",
    "done",
    "keep",
    "mulligan",
    "mana",
    "autopay",
    "concede",
    "x",
]
values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 300)
    | st.floats(allow_nan=False)
    | st.sampled_from(["G", "R", "W", "U", "B", "C", "normal", "morph", "player:0", "play"])
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.lists(inner, max_size=3).map(tuple),
    max_leaves=8,
)


def near(legal: Action) -> st.SearchStrategy[Any]:
    """Values close to a legal action: an argument swapped for a look-alike of
    another type, a neighbour, or anything; arguments dropped or added; as a list."""

    def swap(args: tuple, i: int, new: Any) -> tuple:
        return args[:i] + (new,) + args[i + 1 :]

    look_alikes: list[st.SearchStrategy[Any]] = []
    for i, arg in enumerate(legal.args):
        options = [values]
        if type(arg) is int:
            options += [st.sampled_from([float(arg), arg + 1, arg - 1, str(arg), [arg]])]
            if arg in (0, 1):
                options.append(st.just(bool(arg)))
        if isinstance(arg, tuple):
            options.append(st.just(list(arg)))
        look_alikes.append(
            st.one_of(options).map(lambda new, i=i: Action(legal.kind, swap(legal.args, i, new)))
        )
    return st.one_of(
        *look_alikes,
        st.just(Action(legal.kind, legal.args[:-1])),
        values.map(lambda extra: Action(legal.kind, (*legal.args, extra))),
        st.just([legal.kind, *legal.args]),
        st.just(legal),
    )


@given(games, st.data())
def test_any_value_is_legal_or_illegal_and_an_illegal_one_changes_nothing(
    game: Game, data: st.DataObject
) -> None:
    if game.over:
        return
    legal = game.legal_actions()
    given_value = data.draw(
        st.one_of(
            st.sampled_from(legal).flatmap(near),
            st.builds(Action, st.sampled_from(KINDS), st.lists(values, max_size=3).map(tuple)),
            st.lists(values, max_size=4),
            values,
        )
    )
    if as_legal(given_value) in {typed((a.kind, *a.args)) for a in legal}:
        game.act(given_value)  # exactly a legal action: taken
        return
    before = fingerprint(game)
    try:
        game.act(given_value)
    except IllegalAction:
        assert fingerprint(game) == before
    else:
        raise AssertionError(f"{given_value!r} was taken but is none of {legal!r}")


@given(games, st.data())
def test_a_copy_acts_without_touching_the_original(game: Game, data: st.DataObject) -> None:
    if game.over:
        return
    before = fingerprint(game)
    twin = game.copy()
    twin.act(data.draw(st.sampled_from(twin.legal_actions())))
    assert fingerprint(game) == before


def test_every_kind_of_decision_copies_cleanly() -> None:
    """At the first decision of each kind and step (mid-cost, mid-resolution,
    combat, start) in a seeded game of each pair of decks, each legal action
    taken in a copy leaves the original as it was."""
    seen: set[tuple[str, str]] = set()
    for pair in PAIRS:
        game = play(pair, 1, 0)
        agent = RandomAgent(1)
        while not game.over:
            assert game.decision is not None
            key = (game.decision.kind, type(game.pending[-1]).__name__)
            if key not in seen:
                seen.add(key)
                before = fingerprint(game)
                for action in game.legal_actions()[:6]:
                    game.copy().act(action)
                    assert fingerprint(game) == before, (key, action)
            game.act(agent.choose({}, game.legal_actions()))
    kinds = {kind for kind, _ in seen}
    assert {"start", "priority", "pay", "target"} <= kinds, kinds
