"""Bushido, vigilance and defender (BSH-01..04, VIG-01, DEF-01, DEF-02)."""

import pytest
from kamigawa_helpers import choose

from manastack import Action, IllegalAction
from manastack.cards import add, card
from manastack.engine.layers import ContinuousEffect
from manastack.engine.ops import Op
from manastack.engine.targets import target_creature
from manastack.language.effects import Custom
from manastack.mechanics.bushido import bushido
from manastack.scenario import Scenario

# Test-only cards, registered only while a test that needs them runs: a creature
# with two bushido instances (no printed card has one) and an effect that turns a
# creature into a Wall (Unnatural Selection forbids Wall).
TWICE = card(
    "Test Twice-Bushido Samurai",
    "{1}{W}",
    "Creature — Human Samurai",
    "1/1",
    text="Bushido 1\nBushido 2",
    abilities=[bushido(1), bushido(2)],
    register=False,
)
_walled = target_creature()


def _become_wall(game, ctx, part):
    ids = game.still_legal(ctx, _walled, part)

    def modify(ch, _g, _s, _o):
        ch.subtypes = frozenset({"Wall"})

    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "4",
                modify,
                locked=frozenset(ids),
                source=ctx.source,
                until="end_of_turn",
                timestamp=game.next_timestamp(),
            ),
        )
    ]


WALLIFY = card(
    "Test Wallify",
    "{U}",
    "Instant",
    text="Target creature becomes a Wall.",
    spell=[Custom(_become_wall, (_walled,))],
    register=False,
)


@pytest.fixture
def test_cards():
    add(TWICE)
    add(WALLIFY)


def test_BSH_01_bushido_triggers_on_blocking_and_uses_the_stack():
    s = Scenario()
    retainer = s.battlefield(0, "Devoted Retainer")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=1)
    s.attack(bears)
    s.block((retainer, bears))
    assert len(s.game.stack) == 1  # the bushido trigger waits on the stack
    assert s.pt(retainer) == (1, 1)
    s.resolve()
    assert s.pt(retainer) == (2, 2)
    s.pass_until("main2")
    # 2/2 against 2/2: the bonus made the 1/1 trade with the Bears
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_BSH_01_bushido_triggers_on_becoming_blocked():
    s = Scenario()
    retainer = s.battlefield(0, "Devoted Retainer")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=0)
    s.attack(retainer)
    s.block((bears, retainer))
    s.resolve()
    assert s.pt(retainer) == (2, 2)


def test_BSH_02_bonus_is_fixed_once_resolved_even_if_the_blocker_leaves():
    s = Scenario()
    retainer = s.battlefield(0, "Devoted Retainer")
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=0)
    s.attack(retainer)
    s.block((bears, retainer))
    s.resolve()
    s.pass_priority()
    s.cast(bolt, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.pt(retainer) == (2, 2)


def test_BSH_03_each_bushido_instance_triggers_separately(test_cards):
    s = Scenario()
    samurai = s.battlefield(0, "Test Twice-Bushido Samurai")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=0)
    s.attack(samurai)
    s.block((bears, samurai))
    if s.game.decision.kind == "order_triggers":
        choose(s, 0)
    assert len(s.game.stack) == 2
    s.resolve_all()
    assert s.pt(samurai) == (4, 4)


def test_BSH_04_three_blockers_give_the_bonus_once():
    s = Scenario()
    retainer = s.battlefield(0, "Devoted Retainer")
    blockers = [s.battlefield(1, "Wandering Ones") for _ in range(3)]
    s.start(step="main1", active=0)
    s.attack(retainer)
    s.block(*[(b, retainer) for b in blockers])
    while s.game.decision.kind == "damage_order":  # CR 509.2
        choose(s, s.game.legal_actions()[0].args[0])
    assert len(s.game.stack) == 1
    s.resolve_all()
    assert s.pt(retainer) == (2, 2)


def test_VIG_01_hatamoto_gets_bonus_and_vigilance_with_a_legendary_samurai():
    s = Scenario()
    hatamoto = s.battlefield(0, "Konda's Hatamoto")
    s.start(step="main1", active=0)
    assert s.pt(hatamoto) == (1, 2) and "vigilance" not in s.game.chars(hatamoto).keywords
    s = Scenario()
    hatamoto = s.battlefield(0, "Konda's Hatamoto")
    tender = s.battlefield(0, "Bushi Tenderfoot")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    thopter = s.battlefield(1, "Ornithopter")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.start(step="main1", active=0)
    s.attack(tender)
    s.block((thopter, tender))
    s.pass_until("main2")
    s.cast(shock, targets=[thopter]).resolve()
    s.resolve_all()
    assert s.game.chars(tender).name == "Kenzo the Hardhearted"
    assert s.pt(hatamoto) == (2, 4)
    assert "vigilance" in s.game.chars(hatamoto).keywords
    # next turn: it attacks without tapping (CR 702.20b)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.attack(hatamoto)
    assert not s.game.objects[hatamoto].tapped


def test_VIG_01_a_creature_with_vigilance_attacks_without_tapping():
    """Keywords are a set of characteristics, so a second instance of vigilance
    (or defender) would add nothing (CR 702.20c, 702.3c)."""
    s = Scenario()
    angel = s.battlefield(0, "Serra Angel")
    s.start(step="main1", active=0)
    s.attack(angel)
    assert not s.game.objects[angel].tapped


def test_DEF_01_steel_wall_has_defender_and_cant_attack():
    s = Scenario()
    wall = s.battlefield(0, "Steel Wall")
    s.battlefield(0, "Devoted Retainer")
    s.start(step="main1", active=0)
    s.pass_until_decision("attackers")
    attackers = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert wall not in attackers and attackers
    ch = s.game.chars(wall)
    assert ch.type_line() == "Artifact Creature — Wall" and (ch.power, ch.toughness) == (0, 4)


def test_DEF_02_a_wall_that_changes_types_keeps_defender():
    """DEF-02: the Wall type grants nothing – a Wall whose types change keeps
    defender (CR 702.3b: a creature with defender can't attack), so the former
    Wall, now a Samurai, still can't be declared as an attacker."""
    s = Scenario()
    s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    wall = s.battlefield(0, "Steel Wall")
    retainer = s.battlefield(0, "Devoted Retainer")
    s.start(step="main1", active=0)
    s.activate(s.find("Unnatural Selection"), targets=[wall])
    s.resolve()
    choose(s, "Samurai")
    assert "Wall" not in s.game.chars(wall).subtypes
    assert "defender" in s.game.chars(wall).keywords
    s.pass_until_decision("attackers")
    attackers = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert retainer in attackers and wall not in attackers
    defender = next(a.args[1] for a in s.game.legal_actions() if a.kind == "attack")
    with pytest.raises(IllegalAction):
        s.game.act(Action("attack", (wall, defender)))


def test_DEF_02_a_creature_that_becomes_a_wall_doesnt_gain_defender(test_cards):
    """DEF-02: the Wall type grants nothing – a creature that becomes a Wall
    doesn't gain defender, so it can still attack."""
    s = Scenario()
    wallify = s.hand(0, "Test Wallify")
    s.battlefield(0, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1", active=0)
    s.cast(wallify, targets=[bears]).resolve()
    assert s.game.chars(bears).subtypes == frozenset({"Wall"})
    assert "defender" not in s.game.chars(bears).keywords
    s.attack(bears)
    assert s.game.objects[bears].tapped
