"""What the engine remembers to answer faster must equal what it would work
out afresh: views (permanent entries and the viewer's decision), the shared
mana and target answers behind the main-phase actions (CR 601.2c, 602.2b,
602.5), and the declare-blockers options (CR 509.1, 702.111b).  Checked at
every decision of many random games, and against a brute-force search of
every declaration on random boards."""

from __future__ import annotations

import itertools
import random

import pytest

from manastack import Game, RandomAgent, load_deck
from manastack.cards.deck import bundled_decks
from manastack.core.actions import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine import casting
from manastack.engine.ability_index import activated_abilities
from manastack.engine.combat import (
    block_requirements,
    can_block,
    needs_two,
    one_blocker_at_most,
)
from manastack.engine.objects import HAND, player_ref
from manastack.engine.priority import priority_actions
from manastack.mechanics.cycling import CYCLE
from manastack.scenario import Scenario

DECKS = bundled_decks()


def _random_games(count: int, seed: int):
    """Random games between bundled decks (every deck plays), one decision at a time."""
    rng = random.Random(seed)
    for i in range(count):
        first, second = DECKS[i % len(DECKS)], rng.choice(DECKS)
        game = Game([load_deck(first).main, load_deck(second).main], seed=seed + i)
        agents = [RandomAgent(seed + i), RandomAgent(seed + i + 500)]
        while not game.over:
            yield game
            if game.over:
                break
            game.act(agents[game.decision.player].choose({}, game.legal_actions()))


def test_every_view_equals_one_built_from_nothing():
    """A copy of a game remembers no view, so its view is built entry by entry:
    the remembered one must be the same at every decision, for both players,
    after taps, damage, counters, combat and face-down permanents."""
    checked = 0
    for game in _random_games(16, seed=7):
        for viewer in (0, 1):
            assert game.view(viewer) == game.copy().view(viewer)
        checked += 1
    assert checked > 2000


def test_a_view_is_the_callers_own():
    """Changing a view doesn't change the next one."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start()
    first = game.view(0)
    first["battlefield"][0]["tapped"] = True
    first["decision"]["actions"].clear()
    again = game.view(0)
    assert again["battlefield"][0]["id"] == bears and again["battlefield"][0]["tapped"] is False
    assert again["decision"]["actions"]


def test_an_action_is_described_anew_once_what_it_names_changed():
    """An action offered again is told as before only while nothing changed:
    the face-down creature a first Bolt could target (CR 708.5) is named once
    it has been turned face up (CR 708.8), at the next targeting decision."""
    s = Scenario()
    first, second = s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    angel = s.battlefield(1, "Exalted Angel", face_down=True)
    s.lands(1, "Plains", 4)
    game = s.start()

    def target_text(viewer: int) -> str:
        (text,) = [
            a["text"]
            for a in game.view(viewer)["decision"]["actions"]
            if a["action"] == [ActionKind.TARGET, angel]
        ]
        return text

    game.act(Action(ActionKind.CAST, (first, "normal")))
    assert game.decision.kind == DecisionKind.TARGET
    assert "Exalted Angel" not in target_text(0)
    game.act(Action(ActionKind.TARGET, (player_ref(1),)))
    game.act(Action(ActionKind.AUTOPAY))
    s.pass_priority()
    s.turn_face_up(angel)
    s.pass_priority(2)
    assert game.decision.player == 0 and not game.stack
    game.act(Action(ActionKind.CAST, (second, "normal")))
    assert game.decision.kind == DecisionKind.TARGET
    assert "Exalted Angel" in target_text(0)


def test_a_mechanic_is_asked_once_a_card_with_it_appears():
    """The mechanics a game asks are worked out again when a new card appears:
    cycling (CR 702.29a) is offered for a cycling card put into a hand after
    the game asked its special actions without one."""
    s = Scenario()
    s.lands(0, "Plains", 1)
    s.library(0, "Island")
    game = s.start()
    assert not [a for a in game.legal_actions() if a.kind == ActionKind.SPECIAL]
    steppe = s.hand(0, "Secluded Steppe")
    s.pass_priority(2)
    assert game.decision.player == 0 and game.decision.kind == DecisionKind.PRIORITY
    assert Action(ActionKind.SPECIAL, (steppe, CYCLE)) in game.legal_actions()


def _fresh_activations(game: Game, player: int) -> list[Action]:
    """Each activated ability checked on its own (CR 602.5), with no mana,
    target or earlier target found shared."""
    found = []
    objects = game.objects
    for oid, i, ability in activated_abilities(game, player).other:
        casting._FOUND_LAST.clear()
        if casting.can_activate(game, player, oid, i, ability):
            found.append(Action(ActionKind.ACTIVATE, (oid, i)))
    for oid in game.players[player].hand:
        for i, ability in objects[oid].card.faces[0].activated:
            casting._FOUND_LAST.clear()
            if ability.zone == HAND and casting.can_activate(game, player, oid, i, ability):
                found.append(Action(ActionKind.ACTIVATE, (oid, i)))
    return found


def test_priority_actions_equal_each_ability_checked_alone():
    """At every priority decision: the legal actions worked out with shared
    answers are those worked out with none remembered, and each activated
    ability offered is one that can be activated when checked alone."""
    checked = 0
    for game in _random_games(16, seed=11):
        d = game.decision
        if d is None or d.kind != DecisionKind.PRIORITY:
            continue
        shared = priority_actions(game, d.player)
        assert shared == game.legal_actions()
        casting._FOUND_LAST.clear()
        assert priority_actions(game, d.player) == shared
        activations = [a for a in shared if a.kind == ActionKind.ACTIVATE and len(a.args) == 2]
        assert activations == _fresh_activations(game, d.player)
        checked += 1
    assert checked > 1000


# ---------------------------------------------------------------- blockers
# menace (CR 702.111b), flying (CR 702.9b), "all creatures able to block it do
# so" (a requirement, CR 509.1c); blockers with reach, flying, "can block only
# creatures with flying" (a restriction, CR 509.1b), some of them tapped
ATTACKERS = (
    "Boggart Brute",
    "Boggart Brute",
    "Grizzly Bears",
    "Serra Angel",
    "Hill Giant",
    "Taunting Elf",
)
BLOCKERS = (
    "Grizzly Bears",
    "Giant Spider",
    "Llanowar Elves",
    "Ornithopter",
    "Ascending Aven",
)
# protection from black (CR 702.16f), fear (CR 702.36b), forestwalk (CR
# 702.14c), "can't be blocked by more than one creature" (CR 509.1b), menace
# and flying; blockers black, artifact, with reach, and a Forest for the walker
EVASIVE_ATTACKERS = (
    "White Knight",
    "Nezumi Cutthroat",
    "Jukai Messenger",
    "Professional Wrestler",
    "Boggart Brute",
    "Serra Angel",
)
EVASIVE_BLOCKERS = (
    "Hand of Cruelty",
    "Ornithopter",
    "Giant Spider",
    "Grizzly Bears",
    "Forest",
)
POOLS = {"requirements": (ATTACKERS, BLOCKERS), "evasion": (EVASIVE_ATTACKERS, EVASIVE_BLOCKERS)}


def _declarations(game: Game, attackers: list[int], blockers: list[int]):
    """Every declaration of blockers that breaks no restriction (CR 509.1b: no
    second blocker for a creature that can't be blocked by more than one) and
    leaves no menace attacker with one blocker (CR 702.111b), with how many
    blocking requirements it obeys (CR 509.1c)."""
    required = {b: block_requirements(game, b) for b in blockers}
    choices = [[None] + [a for a in attackers if can_block(game, b, a)] for b in blockers]
    for picks in itertools.product(*choices):
        declared = {b: a for b, a in zip(blockers, picks, strict=True) if a is not None}
        blocked = list(declared.values())
        if any(needs_two(game.chars(a)) and blocked.count(a) == 1 for a in blocked):
            continue
        if any(one_blocker_at_most(game.chars(a)) and blocked.count(a) > 1 for a in blocked):
            continue
        yield declared, sum(1 for b, must in required.items() if declared.get(b) in must)


def _board(pool: str, seed: int) -> tuple[Game, list[int], list[int]]:
    rng = random.Random(seed)
    s = Scenario(seed=seed)
    attacking, blocking = POOLS[pool]
    attackers = [s.battlefield(0, n) for n in rng.sample(attacking, rng.randint(1, 4))]
    blockers = [
        s.battlefield(1, n, tapped=rng.random() < 0.15)
        for n in rng.choices(blocking, k=rng.randint(1, 5))
    ]
    s.start(step="declare_attackers")
    for a in attackers:
        s.act("attack", a, player_ref(1))
    s.act("done").pass_until_decision(DecisionKind.BLOCKERS)
    return s.game, attackers, blockers


@pytest.mark.parametrize("pool", sorted(POOLS))
@pytest.mark.parametrize("seed", range(60))
def test_blocks_offered_are_exactly_those_a_legal_declaration_can_follow(pool, seed):
    """At each step of a random declaration: a block is offered exactly when a
    legal declaration obeying as many requirements as possible includes it and
    the blocks so far, and ``done`` exactly when the blocks so far are such a
    declaration (CR 509.1b-c, 702.111b)."""
    game, attackers, blockers = _board(pool, seed)
    legal = list(_declarations(game, attackers, blockers))
    most = max(obeyed for _, obeyed in legal)
    best = [declared for declared, obeyed in legal if obeyed == most]
    rng = random.Random(seed)
    while game.decision is not None and game.decision.kind == DecisionKind.BLOCKERS:
        chosen = dict(game.pending[-1].chosen)
        following = [d for d in best if all(d.get(b) == a for b, a in chosen.items())]
        expected = [
            Action(ActionKind.BLOCK, (b, a))
            for b in blockers
            if b not in chosen
            for a in attackers
            if any(d.get(b) == a for d in following)
        ]
        if chosen in best:
            expected.append(Action(ActionKind.DONE))
        options = game.legal_actions()
        assert options == expected
        game.act(rng.choice(options))


def test_the_only_possible_second_blocker_of_a_menace_attacker_stays_free():
    """Boggart Brute (menace) is blocked by Grizzly Bears; only Giant Spider can
    be its second blocker (Ascending Aven can block only flyers, CR 509.1b), so
    the Spider may not block Serra Angel (CR 702.111b) while the Aven may."""
    s = Scenario()
    brute = s.battlefield(0, "Boggart Brute")
    angel = s.battlefield(0, "Serra Angel")
    bears = s.battlefield(1, "Grizzly Bears")
    spider = s.battlefield(1, "Giant Spider")
    aven = s.battlefield(1, "Ascending Aven")
    game = s.start(step="declare_attackers")
    s.act("attack", brute, player_ref(1)).act("attack", angel, player_ref(1)).act("done")
    s.pass_until_decision(DecisionKind.BLOCKERS).act("block", bears, brute)
    assert game.legal_actions() == [
        Action(ActionKind.BLOCK, (spider, brute)),
        Action(ActionKind.BLOCK, (aven, angel)),
    ]


def test_a_creature_under_two_requirements_may_obey_either():
    """Two Taunting Elves attack: each creature able to block must block one of
    them (CR 509.1c), so each may block either Elf, not Grizzly Bears, and the
    declaration is done only once every creature blocks an Elf."""
    s = Scenario()
    elves = [s.battlefield(0, "Taunting Elf"), s.battlefield(0, "Taunting Elf")]
    bears = s.battlefield(0, "Grizzly Bears")
    spider = s.battlefield(1, "Giant Spider")
    ornithopter = s.battlefield(1, "Ornithopter")
    game = s.start(step="declare_attackers")
    for a in (*elves, bears):
        s.act("attack", a, player_ref(1))
    s.act("done").pass_until_decision(DecisionKind.BLOCKERS)
    assert game.legal_actions() == [
        Action(ActionKind.BLOCK, (b, elf)) for b in (spider, ornithopter) for elf in elves
    ]
    s.act("block", spider, elves[1])
    assert game.legal_actions() == [Action(ActionKind.BLOCK, (ornithopter, elf)) for elf in elves]
    s.act("block", ornithopter, elves[0])
    assert game.legal_actions() == [Action(ActionKind.DONE)]


def test_when_not_every_requirement_can_be_obeyed_either_creature_may_obey():
    """Lure on Professional Wrestler: both creatures must block it if able (CR
    509.1c), but it can't be blocked by more than one (CR 509.1b), so at most one
    requirement is obeyed and either creature may block Grizzly Bears instead."""
    s = Scenario()
    wrestler = s.battlefield(0, "Professional Wrestler")
    s.battlefield(0, "Lure", attached_to=wrestler)
    bears = s.battlefield(0, "Grizzly Bears")
    spider = s.battlefield(1, "Giant Spider")
    elves = s.battlefield(1, "Llanowar Elves")
    game = s.start(step="declare_attackers")
    s.act("attack", wrestler, player_ref(1)).act("attack", bears, player_ref(1)).act("done")
    s.pass_until_decision(DecisionKind.BLOCKERS)
    assert game.legal_actions() == [
        Action(ActionKind.BLOCK, (b, a)) for b in (spider, elves) for a in (wrestler, bears)
    ]
    s.act("block", spider, bears)
    assert game.legal_actions() == [Action(ActionKind.BLOCK, (elves, wrestler))]
    s.act("block", elves, wrestler)
    assert game.legal_actions() == [Action(ActionKind.DONE)]


def test_a_creature_blocking_any_number_obeys_its_requirement_and_blocks_more():
    """Ironfist Crusher can block any number of creatures (CR 509.1a); once it
    blocks Taunting Elf, as it must (CR 509.1c), it may also block Grizzly
    Bears, or be done."""
    s = Scenario()
    elf = s.battlefield(0, "Taunting Elf")
    bears = s.battlefield(0, "Grizzly Bears")
    crusher = s.battlefield(1, "Ironfist Crusher")
    game = s.start(step="declare_attackers")
    s.act("attack", elf, player_ref(1)).act("attack", bears, player_ref(1)).act("done")
    s.pass_until_decision(DecisionKind.BLOCKERS)
    assert game.legal_actions() == [Action(ActionKind.BLOCK, (crusher, elf))]
    s.act("block", crusher, elf)
    assert game.legal_actions() == [
        Action(ActionKind.BLOCK, (crusher, bears)),
        Action(ActionKind.DONE),
    ]


def test_a_target_found_before_is_checked_again():
    """Giant Growth needs a target creature (CR 601.2c): once the only creature
    is gone it can't be cast, although a creature was found for it before."""
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start()
    assert Action(ActionKind.CAST, (growth, "normal")) in game.legal_actions()
    s.cast(bolt, targets=[bears]).resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    assert [a for a in game.legal_actions() if a.kind == ActionKind.CAST] == []


def test_a_face_down_creature_looked_at_is_named_at_the_next_targeting():
    """Looking at a face-down creature (Spy Network) changes no characteristic,
    yet the next Bolt names it to who looked (CR 708.5): a face-down object's
    action is never told from its characteristics alone."""
    s = Scenario()
    first, second, spy = s.hand(0, "Lightning Bolt", "Lightning Bolt", "Spy Network")
    s.lands(0, "Mountain", 2)
    s.battlefield(0, "Island")
    s.library(1, "Plains", "Plains", "Plains", "Plains")
    angel = s.battlefield(1, "Exalted Angel", face_down=True)
    game = s.start()

    def target_text() -> str:
        (text,) = [
            a["text"]
            for a in game.view(0)["decision"]["actions"]
            if a["action"] == [ActionKind.TARGET, angel]
        ]
        return text

    game.act(Action(ActionKind.CAST, (first, "normal")))
    assert "Exalted Angel" not in target_text()
    game.act(Action(ActionKind.TARGET, (player_ref(1),)))
    game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    s.cast(spy, targets=[player_ref(1)])
    s.resolve()
    while game.decision.player == 0 and game.decision.kind != DecisionKind.PRIORITY:
        game.act(game.legal_actions()[0])  # put the top four back in any order
    assert game.decision.kind == DecisionKind.PRIORITY and not game.stack
    assert 0 in game.known[angel]
    game.act(Action(ActionKind.CAST, (second, "normal")))
    assert "Exalted Angel" in target_text()


@pytest.mark.parametrize(
    ("spell", "mana", "kind", "answer", "shown"),
    [
        ("Fever Charm", "Mountain", DecisionKind.MODE, 1, ("mode", 2)),
        ("Hide on the Ceiling", "Island", DecisionKind.X, 1, ("x", 1)),
    ],
)
def test_a_spell_on_the_stack_shows_what_was_announced_as_it_is_cast(
    spell, mana, kind, answer, shown
):
    """A spell is on the stack while it is being cast (CR 601.2a); its mode
    or X, once announced (CR 601.2b), is shown at the next decision, though
    announcing changes nothing else in the game."""
    s = Scenario()
    card = s.hand(0, spell)
    s.lands(0, mana, 2)
    s.battlefield(0, "Grizzly Bears")
    game = s.start()
    game.act(Action(ActionKind.CAST, (card, "normal")))
    assert game.decision.kind == kind
    (item,) = game.view(0)["stack"]
    assert item["name"] == spell and shown[0] not in item
    game.act(Action(ActionKind.CHOOSE, (answer,)))
    assert game.decision.kind == DecisionKind.TARGET
    (item,) = game.view(0)["stack"]
    assert item[shown[0]] == shown[1]
