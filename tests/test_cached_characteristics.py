"""The engine keeps characteristics and what is worked out from them
(Game.derived) between changes, and keeps earlier records when an effect makes
equal values anew (layers._keep_equal_values).  At every decision of many
random games, those kept values must equal a computation from scratch."""

from typing import Any

import pytest

from manastack import Game, RandomAgent, load_deck
from manastack.cards import get_card
from manastack.engine.layers import compute_characteristics
from manastack.engine.objects import Characteristics
from manastack.engine.triggers import _index_triggers
from manastack.scenario import Scenario

PAIRS = [
    ("gw-allies", "ur-lessons"),
    ("red-green", "white-blue"),
    ("gw-airbend-sagas", "ug-bending"),
    ("spm-heroes", "spm-villains"),
    ("kamigawa-arcane", "onslaught-morph"),
]
GAMES_PER_PAIR = 6


def test_a_copy_of_characteristics_has_every_value():
    """The layers copy values before changing them: the copy has every slot,
    equal, and changing it leaves the original as it was."""
    bears = Characteristics(get_card("Grizzly Bears").faces[0], 1)
    copied = bears.copy()
    assert copied is not bears
    assert _values(copied) == _values(bears)
    copied.power = 5
    assert bears.power == 2


def _values(ch: Characteristics) -> tuple[Any, ...]:
    return tuple(
        tuple(map(id, ch.abilities)) if name == "abilities" else getattr(ch, name)
        for name in Characteristics.__slots__
    )


def _from_scratch(game: Game) -> tuple[Game, dict[int, Characteristics]]:
    """A copy of ``game`` with every cache emptied, and its characteristics."""
    fresh = game.copy()
    fresh.base_cache = {}
    fresh.stamped_cache = {}
    fresh.values_cache = {}
    fresh.derived_cache = {}
    chars, _ = compute_characteristics(fresh)
    return fresh, chars


def _trigger_index(index: dict[Any, list[tuple[int, Characteristics, Any]]]) -> Any:
    return {
        kind: [(oid, _values(ch), id(ability)) for oid, ch, ability in found]
        for kind, found in index.items()
    }


def _check(game: Game) -> None:
    fresh, chars = _from_scratch(game)
    for oid in [*game.battlefield, *game.stack]:
        assert _values(game.chars(oid)) == _values(chars[oid]), game.objects[oid]
    kept = game.derived("trigger_sources", _index_triggers)
    assert _trigger_index(kept) == _trigger_index(_index_triggers(fresh, chars))


@pytest.mark.parametrize("pair", PAIRS)
def test_kept_characteristics_equal_fresh_ones_in_random_games(pair):
    decks = [load_deck(pair[0]).main, load_deck(pair[1]).main]
    for seed in range(GAMES_PER_PAIR):
        game = Game(decks if seed % 2 == 0 else decks[::-1], seed=seed, auto_single=True)
        agents = [RandomAgent(seed), RandomAgent(seed + 500)]
        while not game.over:
            _check(game)
            game.act(agents[game.decision.player].choose({}, game.legal_actions()))


def test_an_ability_on_the_stack_is_not_affected_by_continuous_effects():
    """CR 602.2a, 113.8: an activated ability on the stack has its text and no
    other characteristics, so "creatures you control get +1/+1" doesn't apply
    to it (it is shown with its source's card and its controller), while its
    source still gets the bonus; putting it on the stack and resolving it keep
    every other value equal to a computation from scratch."""
    s = Scenario()
    wellwisher = s.battlefield(0, "Wellwisher")
    s.battlefield(0, "Glorious Anthem")
    s.start()
    g = s.game
    s.act("activate", wellwisher, 0)
    (ability,) = g.stack
    assert g.objects[ability].cast_info.ability
    assert (g.chars(ability).power, g.chars(ability).toughness) == (1, 1)  # as printed
    assert s.pt(wellwisher) == (2, 2)  # Glorious Anthem's +1/+1
    assert g.chars(ability).controller == 0
    _check(g)
    s.resolve()
    assert g.stack == []
    assert s.life(0) == 21  # one Elf: Wellwisher itself
    _check(g)
