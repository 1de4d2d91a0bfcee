"""The registry of extension points: one entry per name, registered once."""

import pytest

from manastack.core.registry import RULES, DuplicateRegistration, Registry
from manastack.mechanics import register_all


def _expand(keyword):
    return ()


def test_a_name_registered_twice_is_an_error_and_keeps_the_first_entry():
    rules = Registry()
    rules.keyword_expansions.register("kindle", _expand)
    with pytest.raises(DuplicateRegistration, match="keyword expansion: 'kindle'"):
        rules.keyword_expansions.register("kindle", lambda keyword: ("other",))
    assert rules.keyword_expansions["kindle"] is _expand


def test_a_hook_registered_twice_is_an_error():
    rules = Registry()
    rules.zone_redirects.register(_expand)
    with pytest.raises(DuplicateRegistration, match="zone redirect"):
        rules.zone_redirects.register(_expand)
    assert list(rules.zone_redirects) == [_expand]


def test_a_table_is_written_only_through_register():
    rules = Registry()
    with pytest.raises(TypeError, match="use register"):
        rules.event_handlers["look"] = _expand
    with pytest.raises(TypeError, match="use register"):
        rules.event_handlers.setdefault("look", _expand)
    assert "look" not in rules.event_handlers


def test_the_engines_own_event_kinds_cannot_be_replaced_by_a_mechanic():
    """The engine registers "look" once; a mechanic registering it again (two did,
    and the last import silently won) is refused."""
    with pytest.raises(DuplicateRegistration, match="event handler: 'look'"):
        RULES.event_handlers.register("look", _expand)
    assert RULES.event_handlers["look"] is not _expand


def test_the_rules_are_assembled_once():
    rules = Registry()
    register_all(rules)
    assert {"ward", "bushido", "soulshift"} <= set(rules.keyword_expansions)
    assert {"morph", "entwine"} <= set(rules.cast_modes)
    with pytest.raises(DuplicateRegistration):
        register_all(rules)


def test_the_card_lookup_is_set_once():
    rules = Registry()
    with pytest.raises(RuntimeError, match="no card pool registered"):
        rules.card("Forest")
    rules.set_card_lookup(str.upper)
    assert rules.card("Forest") == "FOREST"
    with pytest.raises(DuplicateRegistration, match="card lookup"):
        rules.set_card_lookup(str.lower)
