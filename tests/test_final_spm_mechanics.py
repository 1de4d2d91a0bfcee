"""The general rules the last Spider-Man cards needed, asked directly: paying
with convoke symbol by symbol (CR 702.51a, 107.4e), paying a cost with mana of
any type (CR 609.4b), and "damage can't be prevented" against combat-damage
prevention (CR 615.12)."""

from __future__ import annotations

import pytest

from manastack.core.kinds import DecisionKind
from manastack.core.mana import ManaCost
from manastack.mechanics.convoke import pay_symbol
from manastack.scenario import Scenario


@pytest.mark.parametrize(
    ("cost", "symbol", "left"),
    [
        ("{6}{G}{G}", "G", "{6}{G}"),
        ("{6}{G}{G}", "1", "{5}{G}{G}"),
        ("{G}", "G", "{0}"),
        ("{W/U}{1}", "U", "{1}"),  # a hybrid symbol with that colour
        ("{2}{G}", "R", None),  # no red symbol
        ("{G}", "1", None),  # no generic mana
    ],
)
def test_a_convoking_creature_pays_one_symbol(cost, symbol, left):
    paid = pay_symbol(ManaCost.parse(cost), symbol)
    assert (str(paid) if paid is not None else None) == left


@pytest.mark.parametrize(
    ("cost", "any_type"),
    [("{3}{B}{B}", "{5}"), ("{X}{U}", "{X}{1}"), ("{R}", "{1}"), ("{W/U}{2}", "{3}"), ("", "{0}")],
)
def test_mana_of_any_type_pays_each_symbol_with_one_mana(cost, any_type):
    assert str(ManaCost.parse(cost).payable_with_any_type()) == any_type


def test_damage_cant_be_prevented_even_by_fog():
    s = Scenario()
    s.battlefield(0, "Spider-Punk")
    bears = s.battlefield(0, "Grizzly Bears")
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.library(0, "Plains", "Plains")
    s.start()
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(bears)
    s.pass_priority()  # Alice passes in declare attackers; Bob casts Fog
    s.cast(fog).resolve()
    s.pass_until("main2")
    assert s.life(1) == 18  # "prevent all combat damage" can't prevent it


def test_fog_prevents_combat_damage_without_spider_punk():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.library(0, "Plains", "Plains")
    s.start()
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(bears)
    s.pass_priority()
    s.cast(fog).resolve()
    s.pass_until("main2")
    assert s.life(1) == 20
