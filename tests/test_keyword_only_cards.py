"""Cards with no definition: a creature of the shipped sets whose Oracle text is only
keywords the engine knows (or none) is in the pool and plays from its printed data
alone.  Each is cast for its printed mana cost, then checked on the battlefield:
printed P/T, its keywords live, and what haste, defender, flying, protection and
morph do in combat and casting (CR 702)."""

from __future__ import annotations

import re

import pytest

from manastack.cards import all_cards, get_card
from manastack.cards.keyword_lines import keyword_abilities, keyword_only_cards
from manastack.core.mana import ManaCost
from manastack.engine.model import Keyword
from manastack.engine.objects import BATTLEFIELD
from manastack.mechanics.morph import morph_cost
from manastack.scenario import Scenario

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
KEYWORD_ONLY = sorted(facts["name"] for facts, _ in keyword_only_cards())


def _printed(name: str) -> dict:
    return get_card(name).front, next(f for f, _ in keyword_only_cards() if f["name"] == name)[
        "faces"
    ][0]


def _scenario() -> Scenario:
    s = Scenario()
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return s


def test_keyword_only_cards_of_every_shipped_set_are_in_the_pool():
    pool = {c.name for c in all_cards()}
    assert len(KEYWORD_ONLY) >= 80
    assert set(KEYWORD_ONLY) <= pool
    sets = {c.set_code for c in all_cards() if c.name in KEYWORD_ONLY}
    assert {"CHK", "BOK", "SOK", "ONS", "LGN", "SCG", "SPM"} <= sets
    # a creature with text the engine can't read from keywords is left out
    assert "Goblin Grappler" in pool  # Provoke, read from its keyword line


@pytest.mark.parametrize("name", KEYWORD_ONLY)
def test_keyword_only_card_is_cast_for_its_printed_cost_with_its_printed_pt(name):
    face, facts = _printed(name)
    cost = ManaCost.parse(facts.get("cost", ""))
    s = _scenario()
    spell = s.hand(0, name)
    for colour, n in cost.coloured:
        s.lands(0, BASIC[colour], n)
    s.lands(0, "Plains", cost.generic)
    s.start(step="main1")
    s.cast(spell).resolve()
    creature = s.find(name, BATTLEFIELD)
    power, toughness = facts["pt"].split("/")
    assert s.pt(creature) == (int(power), int(toughness))
    keys = {a.key for a in keyword_abilities(facts["text"]) if isinstance(a, Keyword)}
    assert keys <= s.game.chars(creature).keywords
    assert face.keywords == keys


def _attackers(s: Scenario) -> set[int]:
    """The creatures that may attack this turn (none when the turn passes with no
    attack decision)."""
    turn = s.game.turn_number
    s.pass_until_decision("attackers")
    if s.game.turn_number != turn:
        return set()
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}


@pytest.mark.parametrize("name", KEYWORD_ONLY)
def test_keyword_only_card_keywords_work_in_combat(name):
    """What is expected is read from the printed words, not from the parsed keywords."""
    _, facts = _printed(name)
    words = re.sub(r"\([^()]*\)", "", facts["text"]).lower()
    keys = {k for k in ("haste", "defender", "flying", "menace") if k in words}
    if "protection from green" in words:
        keys.add("protection:G")
    # the turn it arrives: only haste lets it attack (CR 302.6, 702.10); never defender
    s = _scenario()
    new = s.battlefield(0, name, sick=True)
    s.start(step="main1")
    assert (new in _attackers(s)) == ("haste" in keys and "defender" not in keys)
    # an old creature attacks unless it has defender (CR 702.3b); Grizzly Bears
    # (green, no flying or reach, alone) may block it unless it has flying (702.9b),
    # menace (702.111b) or protection from green (702.16b)
    s = _scenario()
    old = s.battlefield(0, name)
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    if "defender" in keys:
        assert old not in _attackers(s)
        return
    s.attack(old)
    if s.game.decision.kind == "target":  # provoke's trigger, declined (CR 702.39a)
        s.act("target", bears)
        s.resolve()
        s.choose("no")
    s.pass_until_decision("blockers")
    blocks = {a.args for a in s.game.legal_actions() if a.kind == "block"}
    evades = bool(keys & {"flying", "menace", "protection:G"})
    assert ((bears, old) in blocks) == (not evades)


MORPHS = [n for n in KEYWORD_ONLY if "morph" in get_card(n).front.keywords]


@pytest.mark.parametrize("name", MORPHS)
def test_keyword_only_morph_card_has_its_printed_morph_cost(name):
    _, facts = _printed(name)
    printed = next(line for line in facts["text"].splitlines() if line.startswith("Morph"))
    assert morph_cost(get_card(name)).mana == ManaCost.parse(printed.split()[1])
