"""Ember Island Production: a token copy with exceptions (CR 707.2, 707.9b): it
isn't legendary, and it is a 4/4 Hero (or a 2/2 Coward) in addition to its other
types."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind
from manastack.scenario import Scenario


def _production() -> tuple[Scenario, int, int, int]:
    s = Scenario()
    production = s.hand(0, "Ember Island Production")
    s.lands(0, "Island", 5)
    katara = s.battlefield(0, "Katara, Water Tribe's Hope")
    giant = s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=0)
    return s, production, katara, giant


def _token(s: Scenario, name: str) -> int:
    tokens = [o for o in s.game.battlefield if s.game.objects[o].is_token]
    copies = [o for o in tokens if s.game.chars(o).name == name]
    assert len(copies) == 1
    return copies[0]


def test_copy_of_your_creature_is_a_nonlegendary_4_4_hero() -> None:
    """CR 707.9b, 704.5j: the copy of the legendary Katara isn't legendary, so
    both stay; it is a 4/4 Human Warrior Ally Hero, with Katara's abilities."""
    s, production, katara, _ = _production()
    s.cast(production, targets=[katara], mode=0)
    s.resolve()
    ch = s.game.chars(_token(s, "Katara, Water Tribe's Hope"))
    assert katara in s.game.battlefield
    assert "Legendary" not in ch.supertypes
    assert (ch.power, ch.toughness) == (4, 4)
    assert "Hero" in ch.subtypes and "Ally" in ch.subtypes
    assert ch.controller == 0
    # its own "when Katara enters" trigger resolved too: the copy has her abilities
    assert sum(1 for o in s.game.battlefield if s.game.chars(o).name == "Ally") == 1


def test_copy_of_an_opponents_creature_is_a_2_2_coward_you_control() -> None:
    """CR 707.2, 707.9b: the copy of the opponent's Hill Giant is a 2/2 Giant
    Coward under the caster's control; the first mode's target can't be theirs."""
    s, production, katara, giant = _production()
    s.game.act(Action(ActionKind.CAST, (production, "normal")))
    s.choose(0)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert targets == {katara}  # the first mode copies only a creature you control
    s, production, _, giant = _production()  # a fresh game for the second mode
    s.cast(production, targets=[giant], mode=1)
    s.resolve()
    ch = s.game.chars(_token(s, "Hill Giant"))
    assert ch.controller == 0
    assert (ch.power, ch.toughness) == (2, 2)
    assert {"Giant", "Coward"} <= set(ch.subtypes)
