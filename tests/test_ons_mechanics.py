"""Onslaught-block mechanics: cycling and typecycling (CR 702.29), landwalk
(CR 702.14), blocking restrictions and requirements (CR 509.1b-c), and
creature-type counts that see type-changing effects (CR 205.3, 613.1d)."""

from __future__ import annotations

from manastack import Action
from manastack.cards import get_card
from manastack.cards.keyword_lines import keyword_abilities
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.mechanics.cycling import cycling_of
from manastack.scenario import Scenario


def cycle(s: Scenario, card: int) -> None:
    """Cycle ``card`` and pay its cost automatically."""
    s.act("special", card, "cycle")
    g = s.game
    while g.decision is not None and g.decision.kind == DecisionKind.PAY:
        g.act(Action(ActionKind.AUTOPAY))


def can_cycle(s: Scenario, card: int) -> bool:
    return Action(ActionKind.SPECIAL, (card, "cycle")) in s.game.legal_actions()


# ------------------------------------------------------------------- cycling
def test_cycling_discards_as_a_cost_and_draws_when_the_ability_resolves():
    """CR 702.29a: "[Cost], Discard this card: Draw a card"; the ability uses
    the stack, so the draw waits for it to resolve."""
    s = Scenario()
    mauler = s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 2)
    s.library(0, "Island")
    g = s.start()
    cycle(s, mauler)
    assert s.graveyard_names(0) == ["Barkhide Mauler"]
    assert s.hand_names(0) == [] and len(g.stack) == 1
    assert all(g.objects[o].tapped for o in g.battlefield)
    s.resolve()
    assert s.hand_names(0) == ["Island"]


def test_cycling_is_offered_only_from_hand_and_only_when_payable():
    s = Scenario()
    mauler = s.hand(0, "Barkhide Mauler")
    on_field = s.battlefield(0, "Barkhide Mauler")
    s.lands(0, "Forest", 1)
    s.start()
    assert not can_cycle(s, mauler)  # {2} with one land
    assert not can_cycle(s, on_field)
    s2 = Scenario()
    mauler2 = s2.hand(0, "Barkhide Mauler")
    s2.lands(0, "Forest", 2)
    s2.start(step="upkeep")  # any time its owner has priority
    assert can_cycle(s2, mauler2)


def test_when_you_cycle_this_card_triggers_from_the_graveyard():
    """CR 702.29d: Renewed Faith's cycle trigger (you may gain 2 life)."""
    s = Scenario()
    faith = s.hand(0, "Renewed Faith")
    s.lands(0, "Plains", 2)
    s.library(0, "Island")
    g = s.start()
    cycle(s, faith)
    assert len(g.stack) == 2  # the draw, and the trigger above it
    s.resolve()
    s.choose("yes")
    assert s.life(0) == 22
    s.resolve()
    assert s.hand_names(0) == ["Island"]


def test_whenever_a_player_cycles_triggers_for_either_player():
    """Fleeting Aven returns to its owner's hand when the opponent cycles."""
    s = Scenario()
    aven = s.battlefield(1, "Fleeting Aven")
    mauler = s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 2)
    s.library(0, "Island")
    s.start()
    cycle(s, mauler)
    s.resolve()
    assert s.hand_names(1) == ["Fleeting Aven"]
    assert aven not in s.game.battlefield


def test_typecycling_searches_for_a_card_of_that_type():
    """CR 702.29e: "Forestcycling {2}" finds a Forest card instead of drawing."""
    abilities = keyword_abilities("Forestcycling {2}")
    assert abilities is not None
    assert cycling_of(get_card("Barkhide Mauler")).finds == ""
    s = Scenario()
    s.lands(0, "Forest", 2)
    s.library(0, "Island", "Forest", "Island")
    card = s.hand(0, "Wirewood Guardian")
    s.start()
    cycle(s, card)
    s.resolve()
    d = s.game.decision
    assert d.kind == DecisionKind.SEARCH
    found = [a.args[0] for a in s.game.legal_actions() if a.args[0] != "done"]
    assert s.names(found) == ["Forest"]
    s.choose(found[0])
    assert s.hand_names(0) == ["Forest"]


# ------------------------------------------------------------------- landwalk
def blocks_offered(s: Scenario) -> set[tuple[int, int]]:
    return {a.args for a in s.game.legal_actions() if a.kind == ActionKind.BLOCK}


def blocks_after_attack(s: Scenario) -> set[tuple[int, int]]:
    """Pass priority in the declare attackers step; the blocks the defending
    player is offered (none if the engine skips the declaration)."""
    g = s.game
    while g.decision.kind == DecisionKind.PRIORITY and g.step == "declare_attackers":
        s.pass_priority()
    if g.decision.kind != DecisionKind.BLOCKERS:
        return set()
    return blocks_offered(s)


def test_swampwalk_cant_be_blocked_while_the_defender_controls_a_swamp():
    """CR 702.14c; Anurid Murkdiver's text is read from its keyword line."""
    s = Scenario()
    diver = s.battlefield(0, "Anurid Murkdiver")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Swamp")
    s.start()
    s.attack(diver)
    assert blocks_after_attack(s) == set()
    s.pass_until("end")
    assert s.life(1) == 16 and bears in s.game.battlefield

    s2 = Scenario()
    diver2 = s2.battlefield(0, "Anurid Murkdiver")
    bears2 = s2.battlefield(1, "Grizzly Bears")
    s2.battlefield(0, "Swamp")  # the attacker's own Swamp doesn't count
    s2.start()
    s2.attack(diver2)
    assert blocks_after_attack(s2) == {(bears2, diver2)}


def test_a_granted_forestwalk_works():
    """Elvish Pathcutter gives an Elf forestwalk until end of turn (CR 702.14c)."""
    s = Scenario()
    pathcutter = s.battlefield(0, "Elvish Pathcutter")
    elf = s.battlefield(0, "Elvish Warrior")
    s.lands(0, "Forest", 3)
    s.battlefield(1, "Forest")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(pathcutter, targets=[elf]).resolve()
    assert "forestwalk" in s.game.chars(elf).keywords
    s.attack(elf)
    assert blocks_after_attack(s) == set()
    s.pass_until("end")
    assert s.life(1) == 18


# ------------------------------------------------- restrictions, requirements
def test_all_creatures_able_to_block_taunting_elf_must_do_so():
    """CR 509.1c: each creature able to block it must; 'done' is offered only
    once every such creature blocks it, and blocking something else is not
    offered while that would leave a requirement unmet."""
    s = Scenario()
    elf = s.battlefield(0, "Taunting Elf")
    other = s.battlefield(0, "Grizzly Bears")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Elvish Warrior")
    tapped = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.start()
    s.attack(elf, other)
    s.pass_until_decision("blockers")
    g = s.game
    assert Action(ActionKind.DONE) not in g.legal_actions()
    assert blocks_offered(s) == {(b1, elf), (b2, elf)}
    s.act("block", b1, elf)
    assert Action(ActionKind.DONE) not in g.legal_actions()
    s.act("block", b2, elf)
    assert Action(ActionKind.DONE) in g.legal_actions()
    s.act("done")
    assert g.combat.blockers == {b1: elf, b2: elf} and tapped not in g.combat.blockers


def test_taunting_elf_among_several_attackers_with_a_crowd_of_blockers():
    """CR 509.1c, 702.111b: twelve creatures able to block Taunting Elf must all
    block it, beside a menace attacker and two more; only blocks of the Elf are
    offered, and 'done' once all twelve do.  (Weighing every blocker against
    every attacker used to take longer than a game: this board froze a
    computer-against-computer game.)"""
    s = Scenario()
    elf = s.battlefield(0, "Taunting Elf")
    attackers = [elf] + [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    attackers.append(s.battlefield(0, "Boggart Brute"))  # menace
    blockers = [s.battlefield(1, "Grizzly Bears") for _ in range(12)]
    s.start()
    s.attack(*attackers)
    s.pass_until_decision("blockers")
    assert blocks_offered(s) == {(b, elf) for b in blockers}
    for b in blockers[:-1]:
        s.act("block", b, elf)
        assert Action(ActionKind.DONE) not in s.game.legal_actions()
    s.act("block", blockers[-1], elf)
    assert Action(ActionKind.DONE) in s.game.legal_actions()


def test_a_requirement_yields_to_a_restriction():
    """A creature that can't block the lure (Elven Riders: only Walls and
    flyers) isn't required to; it stays free to block another attacker."""
    s = Scenario()
    elf = s.battlefield(0, "Taunting Elf")
    riders = s.battlefield(0, "Elven Riders")
    bears = s.battlefield(1, "Grizzly Bears")
    flyer = s.battlefield(1, "Mistform Dreamer")
    s.start()
    s.attack(elf, riders)
    s.pass_until_decision("blockers")
    # the Bears can't block the Riders; the flyer may, but then the elf's
    # requirement for it is broken while it could be kept: not offered
    assert blocks_offered(s) == {(bears, elf), (flyer, elf)}


def test_can_block_only_creatures_with_flying():
    s = Scenario()
    aven = s.battlefield(1, "Ascending Aven")
    bears = s.battlefield(0, "Grizzly Bears")
    flyer = s.battlefield(0, "Mistform Dreamer")
    s.start()
    s.attack(bears, flyer)
    s.pass_until_decision("blockers")
    assert blocks_offered(s) == {(aven, flyer)}


# ------------------------------------------- creature types through the layers
def test_a_mistform_made_a_goblin_counts_as_a_goblin():
    """Mistform Dreamer becomes a Goblin (layer 4); Reckless One's P/T (layer
    7a) and Sparksmith's damage count it."""
    s = Scenario()
    dreamer = s.battlefield(0, "Mistform Dreamer")
    reckless = s.battlefield(0, "Reckless One")
    s.lands(0, "Island", 1)
    g = s.start()
    assert s.pt(reckless) == (1, 1)
    s.activate(dreamer).resolve()
    assert g.decision.kind == DecisionKind.CREATURE_TYPE
    s.choose("Goblin")
    assert g.chars(dreamer).subtypes == {"Goblin"}
    assert s.pt(reckless) == (2, 2)
    s.pass_until("cleanup")
    s.pass_until("upkeep")
    assert s.pt(reckless) == (1, 1)  # until end of turn


# -------------------------------------------------------------------- provoke
def test_provoke_untaps_the_target_and_it_must_block_the_provoker():
    """CR 702.39a: Goblin Grappler (LGN) provokes a tapped Grizzly Bears: it
    untaps and must block the Grappler, not the other attacker, if able."""
    s = Scenario()
    grappler = s.battlefield(0, "Goblin Grappler")
    other = s.battlefield(0, "Elvish Warrior")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    free = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.attack(grappler, other)
    s.act("target", bears)
    s.resolve()
    s.choose("yes")
    assert not g.objects[bears].tapped
    s.pass_priority(2)
    assert g.decision.kind == DecisionKind.BLOCKERS
    assert Action(ActionKind.DONE) not in g.legal_actions()
    assert (bears, other) not in blocks_offered(s)
    assert {(free, grappler), (free, other), (bears, grappler)} == blocks_offered(s)
    s.act("block", bears, grappler)
    assert Action(ActionKind.DONE) in g.legal_actions()
