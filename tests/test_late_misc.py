"""Behaviour of the cards of manastack/cards/late_misc.py, through the scenario
harness: coin flips (CR 705)."""

from __future__ import annotations

import random

from manastack.scenario import Scenario


class _Coin(random.Random):
    """The game's random source with a coin that always lands the same way:
    ``random()`` below one half wins the flip (CR 705.2)."""

    def __init__(self, won: bool) -> None:
        super().__init__(0)
        self.won = won

    def random(self) -> float:
        return 0.25 if self.won else 0.75


def _coin_flips(s: Scenario) -> list[tuple[int, bool]]:
    return [(e["player"], e["won"]) for e in s.game.events if e.kind == "coin_flip"]


# ------------------------------------------------------------- Skittish Valesk
def _valesk_at_upkeep(won: bool) -> tuple[Scenario, int]:
    s = Scenario()
    valesk = s.battlefield(0, "Skittish Valesk")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=1)
    s.game.rng = _Coin(won)
    s.pass_until("upkeep", active=0)
    s.resolve()
    return s, valesk


def test_skittish_valesk_turns_face_down_when_the_flip_is_lost():
    """CR 705.2, 708.2a: lost, the Valesk is a face-down 2/2 with no name."""
    s, valesk = _valesk_at_upkeep(won=False)
    assert s.game.objects[valesk].face_down
    chars = s.game.chars(valesk)
    assert (chars.power, chars.toughness, chars.name) == (2, 2, "")
    assert _coin_flips(s) == [(0, False)]


def test_skittish_valesk_stays_face_up_when_the_flip_is_won():
    """CR 705.2: won, nothing happens; the flip is announced either way."""
    s, valesk = _valesk_at_upkeep(won=True)
    assert not s.game.objects[valesk].face_down
    assert s.game.chars(valesk).power == 5
    assert _coin_flips(s) == [(0, True)]
    assert "Alice wins a coin flip." in s.game.log(0)
    assert "Alice vince un lancio di moneta." in s.game.log(1, lang="it")


def test_skittish_valesk_flips_only_in_its_controllers_upkeep():
    """CR 503.1a: "your upkeep"."""
    s = Scenario()
    valesk = s.battlefield(0, "Skittish Valesk")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=0)
    s.game.rng = _Coin(False)
    s.pass_until("upkeep", active=1)
    s.resolve_all()
    assert _coin_flips(s) == [] and not s.game.objects[valesk].face_down
