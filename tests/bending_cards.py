"""Test-only cards for the bending tests: airbending any permanent or a spell
(the real airbend cards say "nonland permanent", "creature" or "creature or
spell" on cards outside this pool)."""

from rules import testcards  # noqa: F401  (Test Fireball)

from manastack.cards import TEST_SET, card, get_card
from manastack.engine.targets import TargetSpec, is_permanent, target_spell
from manastack.mechanics.airbend import Airbend


def define(name, *args, **kwargs):
    """Define a test-only card once (modules may be imported more than once)."""
    try:
        return get_card(name)
    except KeyError:
        return card(name, *args, set_code=TEST_SET, **kwargs)


define(
    "Test Gust",
    "{W}",
    "Instant",
    text="Airbend target permanent.",
    spell=[Airbend(TargetSpec("target.permanent", objects=is_permanent))],
)
define(
    "Test Spell Gust",
    "{W}",
    "Instant",
    text="Airbend target spell.",
    spell=[Airbend(target_spell())],
)
