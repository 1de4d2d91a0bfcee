"""Marvel's Spider-Man mechanics: connive (CON), harness and ∞ (HAR), web-slinging
(WEB), modified (MOD), mayhem (MAY), and Sagas (SAGA-01, SAGA-02)."""

from __future__ import annotations

import spiderman_testcards  # noqa: F401  (defines the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def actions(s: Scenario, kind: str, card: int | None = None) -> list[Action]:
    return [
        a for a in s.game.legal_actions() if a.kind == kind and (card is None or a.args[0] == card)
    ]


def casts(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in actions(s, "cast", card)}


def choose(s: Scenario, value) -> None:
    s.game.act(Action("choose", (value,)))


# ----------------------------------------------------------------------------- connive
def lookout_connives(discard: str, hand=(), library=("Island",)):
    """Mob Lookout enters; its target creature (Grizzly Bears) connives."""
    s = Scenario()
    lookout = s.hand(0, "Mob Lookout")
    bears = s.battlefield(0, "Grizzly Bears")
    for name in hand:
        s.hand(0, name)
    s.library(0, *library)
    s.lands(0, "Island", 2)
    s.start()
    s.cast(lookout).resolve()
    s.pass_until_decision("target")
    s.act("target", bears)
    s.resolve()
    return s, bears


def test_CON_01_connive_draws_discards_and_counts_a_nonland_discard():
    """CON-01: Connive: draw a card, then discard a card; if you discarded a nonland
    card, put a +1/+1 counter on the conniving creature."""
    s, bears = lookout_connives("Lightning Bolt", hand=["Lightning Bolt"])
    assert s.game.decision.kind == "discard"
    assert "Island" in s.hand_names(0)  # the card drawn first
    choose(s, s.find("Lightning Bolt", "hand"))
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert s.pt(bears) == (3, 3)


def test_CON_01_discarding_a_land_puts_no_counter():
    """CON-01: Connive: draw a card, then discard a card; if you discarded a nonland
    card, put a +1/+1 counter on the conniving creature."""
    s, bears = lookout_connives("Island", hand=["Lightning Bolt"])
    choose(s, s.find("Island", "hand"))
    assert s.graveyard_names(0) == ["Island"]
    assert s.pt(bears) == (2, 2)


def test_CON_02_nothing_happens_between_the_discard_and_the_counter():
    """CON-02: Nothing can happen between the discard and the counter."""
    s, bears = lookout_connives("Lightning Bolt", hand=["Lightning Bolt"])
    log_before = len(s.game.log(0))
    choose(s, s.find("Lightning Bolt", "hand"))
    new = s.game.log(0)[log_before:]
    discard = next(i for i, line in enumerate(new) if "discards" in line)
    assert "+1/+1 counter" in new[discard + 1]  # the very next event
    assert s.pt(bears) == (3, 3)


def test_CON_03_no_discard_no_counter():
    """CON-03: No discard (empty hand), no counter."""
    s = Scenario()
    henchmen = s.battlefield(0, "Doc Ock's Henchmen")
    s.start(step="main1")
    s.attack(henchmen)
    s.resolve()  # draws from an empty library: nothing to discard
    assert s.pt(henchmen) == (2, 1)
    assert s.hand_names(0) == []


def test_CON_04_a_creature_that_left_still_connives_and_triggers():
    """CON-04: If the creature left the battlefield it still connives (draw,
    discard), no counter is placed, and "whenever … connives" abilities still
    trigger."""
    s = Scenario()
    henchmen = s.battlefield(0, "Doc Ock's Henchmen")
    s.battlefield(0, "Test Conspiracy Watcher")
    s.hand(0, "Lightning Bolt")
    s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.start(step="main1")
    s.attack(henchmen)
    assert s.game.stack  # the attack trigger waits on the stack
    s.act("pass")
    s.cast(bolt, targets=[henchmen])
    s.act("pass")
    s.act("pass")  # Lightning Bolt resolves: the Henchmen die
    assert "Doc Ock's Henchmen" in s.graveyard_names(0)
    s.act("pass")
    s.act("pass")  # the connive trigger resolves
    assert s.game.decision.kind == "discard"
    choose(s, s.find("Lightning Bolt", "hand"))
    assert "Island" in s.hand_names(0)
    life = s.life(0)
    s.resolve()  # the Watcher's trigger
    assert s.life(0) == life + 1


# ------------------------------------------------------------------------ harness and ∞
INFINITY = "At the beginning of your upkeep, return target creature card from your graveyard"


def has_infinity(s: Scenario, oid: int) -> bool:
    return any(getattr(a, "text", "").startswith(INFINITY) for a in s.game.chars(oid).abilities)


def soul_stone(s: Scenario, player: int = 0) -> int:
    """The Soul Stone, a creature to exile for its cost and seven Swamps."""
    stone = s.battlefield(player, "The Soul Stone")
    s.battlefield(player, "Grizzly Bears")
    s.lands(player, "Swamp", 7)
    return stone


def harness(s: Scenario, stone: int) -> None:
    """Activate "{6}{B}, {T}, Exile a creature you control: Harness The Soul Stone",
    exiling a Grizzly Bears."""
    s.activate(stone, index=2)
    assert s.game.decision.kind == "sacrifice"  # the choice of a permanent for the cost
    choose(s, s.game.find("Grizzly Bears", "battlefield")[0])
    s.resolve()


def test_HAR_01_harnessed_turns_on_the_infinity_ability():
    """HAR-01: Harnessed is a designation; once harnessed, the permanent's ∞ ability
    is active (for example triggering at the beginning of each of your upkeeps)."""
    s = Scenario()
    stone = soul_stone(s)
    s.graveyard(0, "Hill Giant")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    assert not has_infinity(s, stone)
    harness(s, stone)
    assert has_infinity(s, stone)
    assert s.names(s.game.exile) == ["Grizzly Bears"]  # exiled to pay the cost
    s.pass_until_decision("target")  # the next upkeep's ∞ trigger
    assert s.game.active_player == 0 and s.game.step == "upkeep"
    s.act("target", s.find("Hill Giant", "graveyard"))
    s.resolve()
    assert "Hill Giant" in s.battlefield_names(0)


def test_HAR_02_harnessing_again_adds_nothing():
    """HAR-02: Harnessing again adds nothing; it stays harnessed while on the
    battlefield, even under another controller."""
    s = Scenario()
    stone = soul_stone(s)
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 7)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    harness(s, stone)
    abilities = len(s.game.chars(stone).abilities)
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)  # the Stone has untapped
    harness(s, stone)
    assert abilities == len(s.game.chars(stone).abilities)
    assert sum("is harnessed" in line for line in s.game.log(0)) == 1


def test_HAR_02_it_stays_harnessed_under_another_controller():
    """HAR-02: Harnessing again adds nothing; it stays harnessed while on the
    battlefield, even under another controller."""
    s = Scenario()
    stone = soul_stone(s)
    thief = s.hand(1, "Test Stone Thief")
    s.lands(1, "Island", 1)
    s.graveyard(1, "Hill Giant")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    harness(s, stone)
    s.pass_until("main1", active=1)
    s.cast(thief, targets=[stone]).resolve()
    assert s.game.chars(stone).controller == 1 and has_infinity(s, stone)
    s.pass_until_decision("target")  # player 1's next upkeep (player 0's: no trigger)
    assert s.game.active_player == 1 and s.game.step == "upkeep"
    s.act("target", s.find("Hill Giant", "graveyard"))
    s.resolve()
    assert "Hill Giant" in s.battlefield_names(1)


def test_HAR_03_leaving_and_returning_ends_harnessed():
    """HAR-03: A harnessed permanent that leaves and returns is no longer
    harnessed."""
    s = Scenario()
    stone = soul_stone(s)
    bounce = s.hand(0, "Test Stone Bounce")
    s.lands(0, "Island", 1)
    s.lands(0, "Swamp", 2)
    s.start()
    harness(s, stone)
    assert has_infinity(s, stone)
    s.cast(bounce, targets=[stone]).resolve()
    again = s.find("The Soul Stone", "hand")
    s.cast(again).resolve()
    assert not has_infinity(s, s.find("The Soul Stone", "battlefield"))


def test_HAR_04_no_infinity_ability_unharnessed_or_in_other_zones():
    """HAR-04: An unharnessed permanent doesn't have its ∞ ability, and no card has
    it in other zones."""
    s = Scenario()
    stone = soul_stone(s)
    in_hand = s.hand(0, "The Soul Stone")
    s.graveyard(0, "Hill Giant")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    assert not has_infinity(s, stone) and not has_infinity(s, in_hand)
    s.pass_until("upkeep", active=0)
    s.pass_until("draw", active=0)
    assert s.graveyard_names(0) == ["Hill Giant"]  # nothing triggered


def test_HAR_05_harnessed_is_not_copied():
    """HAR-05: Harnessed isn't copied: a copy must be harnessed separately; a
    harnessed permanent that becomes a copy of something stays harnessed."""
    s = Scenario()
    stone = soul_stone(s)
    mimic = s.hand(0, "Test Stone Mimic")
    s.lands(0, "Island", 3)
    s.start()
    harness(s, stone)
    s.cast(mimic).resolve()
    choose(s, stone)
    copy = s.game.find("The Soul Stone", "battlefield")
    other = next(o for o in copy if o != stone)
    assert has_infinity(s, stone) and not has_infinity(s, other)


# ------------------------------------------------------------------------ web-slinging
def web_slinger_position(tapped: bool = True):
    s = Scenario()
    spidey = s.hand(0, "Spider-Man, Web-Slinger")
    bears = s.battlefield(0, "Grizzly Bears", tapped=tapped)
    s.lands(0, "Plains", 1)
    return s, spidey, bears


def sling(s: Scenario, card: int, returned: int, how: str = "web_slinging") -> None:
    """Cast ``card`` with web-slinging, paying automatically and returning ``returned``."""
    s.game.act(Action("cast", (card, how)))
    while s.game.decision.kind == "pay":
        s.game.act(Action("autopay"))
    assert s.game.decision.kind == "sacrifice"  # the choice of the creature to return
    assert Action("choose", (returned,)) in s.game.legal_actions()
    choose(s, returned)


def test_WEB_01_web_slinging_is_an_alternative_cost_returning_a_tapped_creature():
    """WEB-01: Web-slinging [cost]: an alternative cost — pay it and return a
    tapped creature you control to its owner's hand."""
    s, spidey, bears = web_slinger_position()
    s.start()
    assert casts(s, spidey) == {"web_slinging"}  # {2}{W} can't be paid, {W} can
    sling(s, spidey, bears)
    assert s.hand_names(0) == ["Grizzly Bears"]
    s.resolve()
    assert "Spider-Man, Web-Slinger" in s.battlefield_names(0)


def test_WEB_01_no_tapped_creature_no_web_slinging():
    """WEB-01: Web-slinging [cost]: an alternative cost — pay it and return a
    tapped creature you control to its owner's hand."""
    s, spidey, bears = web_slinger_position(tapped=False)
    s.start()
    assert casts(s, spidey) == set()


def test_WEB_02_timing_doesnt_change():
    """WEB-02: Timing doesn't change; no other alternative cost (nor "without paying
    its mana cost") can be combined; additional costs must be paid."""
    s, spidey, bears = web_slinger_position()
    s.start(step="upkeep")
    assert casts(s, spidey) == set()


def test_WEB_02_additional_costs_are_paid():
    """WEB-02: Timing doesn't change; no other alternative cost (nor "without paying
    its mana cost") can be combined; additional costs must be paid."""
    s = Scenario()
    slinger = s.hand(0, "Test Costly Slinger")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.lands(0, "Plains", 1)
    s.start()
    sling(s, slinger, bears)
    s.resolve()
    assert s.life(0) == 18
    assert "Test Costly Slinger" in s.battlefield_names(0)


def test_WEB_02_no_two_alternative_costs():
    """WEB-02: Timing doesn't change; no other alternative cost (nor "without paying
    its mana cost") can be combined; additional costs must be paid."""
    s = Scenario()
    slinger = s.hand(0, "Test Chaotic Slinger")
    nightmare = s.hand(0, "Waking Nightmare")
    s.hand(0, "Island")
    s.battlefield(0, "Grizzly Bears", tapped=True)
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(nightmare, targets=["P0"]).resolve()
    choose(s, slinger)
    choose(s, s.find("Island", "hand"))
    gone = s.find("Test Chaotic Slinger", "graveyard")
    assert casts(s, gone) == {"mayhem"}  # mayhem, never mayhem and web-slinging


def test_WEB_03_the_creature_may_be_tapped_for_mana_while_casting():
    """WEB-03: The returned creature must be tapped when costs are paid (it may
    have been tapped for mana during this casting)."""
    s = Scenario()
    spidey = s.hand(0, "Spider-Man, Web-Slinger")
    friend = s.battlefield(0, "Llanowar Elves")
    s.lands(0, "Plains", 1)
    s.start()
    assert casts(s, spidey) == {"web_slinging"}
    s.game.act(Action("cast", (spidey, "web_slinging")))
    s.game.act(Action("autopay"))
    choose(s, friend)  # untapped so far: its mana ability taps it as the cost is paid
    assert s.hand_names(0) == ["Llanowar Elves"]
    assert "Llanowar Elves becomes tapped." in s.game.log(0)
    s.resolve()
    assert "Spider-Man, Web-Slinger" in s.battlefield_names(0)


def test_WEB_04_leave_triggers_go_on_the_stack_above_the_spell():
    """WEB-04: Abilities that trigger on that creature leaving go on the stack
    after casting finishes and resolve first."""
    s = Scenario()
    spidey = s.hand(0, "Spider-Man, Web-Slinger")
    friend = s.battlefield(0, "Test Parting Friend", tapped=True)
    s.lands(0, "Plains", 1)
    s.start()
    sling(s, spidey, friend)
    s.pass_until_decision("priority")
    stack = [s.game.objects[o].card.name for o in s.game.stack]
    assert stack == ["Spider-Man, Web-Slinger", "Test Parting Friend"]  # trigger on top
    s.act("pass").act("pass")
    assert s.life(0) == 22
    assert "Spider-Man, Web-Slinger" not in s.battlefield_names(0)


def test_WEB_05_cards_check_whether_they_were_cast_with_web_slinging():
    """WEB-05: Some cards check whether they were cast with web-slinging."""
    for how, tokens, life in (("web_slinging", 2, 23), ("normal", 0, 20)):
        s = Scenario()
        horde = s.hand(0, "Spiders-Man, Heroic Horde")
        bears = s.battlefield(0, "Grizzly Bears", tapped=True)
        s.lands(0, "Forest", 6)
        s.start()
        if how == "normal":
            s.cast(horde)
        else:
            sling(s, horde, bears)
        s.resolve()
        s.resolve_all()
        assert s.battlefield_names(0).count("Spider") == tokens
        assert s.life(0) == life


# ----------------------------------------------------------------------------- modified
def test_MOD_01_counters_and_equipment_make_a_creature_modified():
    """MOD-01: A creature you control is modified if it has any counter (any kind,
    put by anyone), is equipped (by anyone's Equipment), or is enchanted by an Aura
    you control."""
    plain = Scenario()
    spider = plain.battlefield(0, "Skyward Spider")
    plain.start()
    assert "flying" not in plain.game.chars(spider).keywords
    for setup in ("-1/-1", "equipment", "aura"):
        s = Scenario()
        counters = {"-1/-1": 1} if setup == "-1/-1" else None
        spider = s.battlefield(0, "Skyward Spider", counters=counters)
        if setup == "equipment":
            s.battlefield(1, "Spider-Suit", attached_to=spider)  # an opponent's Equipment
        if setup == "aura":
            s.battlefield(0, "Test Web Aura", attached_to=spider)
        s.start()
        assert "flying" in s.game.chars(spider).keywords, setup


def test_MOD_02_an_opponents_aura_doesnt_modify():
    """MOD-02: An Aura controlled by an opponent doesn't make your creature
    modified."""
    s = Scenario()
    spider = s.battlefield(0, "Skyward Spider")
    s.battlefield(1, "Test Web Aura", attached_to=spider)
    s.start()
    assert s.pt(spider) == (2, 3)  # the Aura is there
    assert "flying" not in s.game.chars(spider).keywords


# ------------------------------------------------------------------------------- mayhem
def discard_with_nightmare(s: Scenario, *cards: int) -> None:
    """Cast Waking Nightmare on yourself and discard ``cards``."""
    nightmare = s.find("Waking Nightmare", "hand")
    s.cast(nightmare, targets=[f"P{s.game.decision.player}"]).resolve()
    for c in cards:
        choose(s, c)


def test_MAY_01_cast_from_the_graveyard_if_discarded_this_turn():
    """MAY-01: Mayhem [cost]: you may cast the card from your graveyard for its
    mayhem cost if you discarded it this turn; additional costs must be paid."""
    s = Scenario()
    bolt = s.hand(0, "Electro's Bolt")
    s.hand(0, "Waking Nightmare", "Island")
    old = s.graveyard(0, "Spider-Islanders")  # not discarded this turn
    bears = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    discard_with_nightmare(s, bolt, s.find("Island", "hand"))
    gone = s.find("Electro's Bolt", "graveyard")
    assert casts(s, gone) == {"mayhem"}
    assert casts(s, old) == set()
    s.cast(gone, how="mayhem", targets=[bears]).resolve()
    assert "Hill Giant" in s.graveyard_names(1)
    assert "Electro's Bolt" in s.graveyard_names(0)


def test_MAY_01_only_this_turn():
    """MAY-01: Mayhem [cost]: you may cast the card from your graveyard for its
    mayhem cost if you discarded it this turn; additional costs must be paid."""
    s = Scenario()
    swarm = s.hand(0, "Swarm, Being of Bees")
    s.hand(0, "Waking Nightmare", "Island")
    s.lands(0, "Swamp", 4)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start()
    discard_with_nightmare(s, swarm, s.find("Island", "hand"))
    gone = s.find("Swarm, Being of Bees", "graveyard")
    assert casts(s, gone) == {"mayhem"}
    s.pass_until("upkeep", active=1)
    assert casts(s, gone) == set()  # a flash creature, but discarded last turn


def test_MAY_02_timing_rules_still_apply():
    """MAY-02: Timing rules still apply: a sorcery with mayhem discarded on an
    opponent's turn can't use mayhem then."""
    s = Scenario()
    bolt, swarm = s.hand(0, "Electro's Bolt", "Swarm, Being of Bees")
    nightmare = s.hand(1, "Waking Nightmare")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Swamp", 1)
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(nightmare, targets=["P0"]).pass_priority(2)
    choose(s, bolt)
    choose(s, swarm)
    s.pass_until_decision("priority")
    assert s.game.decision.player == 1
    s.act("pass")  # player 0 gets priority in player 1's main phase
    bolt_now = s.find("Electro's Bolt", "graveyard")
    swarm_now = s.find("Swarm, Being of Bees", "graveyard")
    assert casts(s, bolt_now) == set()  # a sorcery: not on an opponent's turn
    assert casts(s, swarm_now) == {"mayhem"}  # flash: yes


# -------------------------------------------------------------------------------- Sagas
def test_SAGA_01_lore_counters_and_chapters():
    """SAGA-01: A Saga enters with a lore counter, gets one more at the beginning of
    your precombat main phase, and each counter triggers its chapter."""
    s = Scenario()
    origin = s.hand(0, "Origin of Spider-Man")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.start()
    s.cast(origin).resolve()
    saga = s.find("Origin of Spider-Man", "battlefield")
    assert s.game.objects[saga].counters == {"lore": 1}
    s.resolve()  # chapter I
    assert s.battlefield_names(0).count("Spider") == 1
    s.pass_until("main1", active=1)
    assert s.game.objects[saga].counters == {"lore": 1}  # not on the opponent's turn
    s.pass_until_decision("target")  # chapter II, as the precombat main phase begins
    assert s.game.step == "main1" and s.game.objects[saga].counters == {"lore": 2}
    s.act("target", bears)
    s.resolve()
    ch = s.game.chars(bears)
    assert s.pt(bears) == (3, 3) and "Legendary" in ch.supertypes
    assert {"Spider", "Hero", "Bear"} <= set(ch.subtypes)
    s.pass_until("main1", active=1)
    s.pass_until_decision("target")  # chapter III
    s.act("target", bears)
    s.resolve()
    assert "double strike" in s.game.chars(bears).keywords
    assert "Origin of Spider-Man" in s.graveyard_names(0)  # sacrificed after III (CR 714.4)


def test_SAGA_01_sacrificed_only_after_the_last_chapter_has_resolved():
    """SAGA-01: A Saga enters with a lore counter, gets one more at the beginning of
    your precombat main phase, and each counter triggers its chapter (sacrificed
    once the last chapter has left the stack, CR 714.4)."""
    s = Scenario()
    saga = s.battlefield(0, "Origin of Spider-Man", counters={"lore": 2})
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.start(step="upkeep")
    s.pass_until_decision("target")
    assert s.game.objects[saga].counters == {"lore": 3}
    s.act("target", bears)
    assert "Origin of Spider-Man" in s.battlefield_names(0)  # chapter III on the stack
    s.resolve()
    assert "Origin of Spider-Man" in s.graveyard_names(0)


def test_SAGA_02_a_double_faced_saga_returns_transformed():
    """SAGA-02: A double-faced Saga's last chapter exiles it and returns it
    transformed (its creature face); it is not sacrificed."""
    s = Scenario()
    s.battlefield(0, "Test Saga of the Avatar", counters={"lore": 2})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="upkeep")
    s.pass_until("main1", active=0)
    s.resolve()
    avatar = s.find("Test Avatar Reborn", "battlefield")
    assert s.pt(avatar) == (4, 4)
    assert s.graveyard_names(0) == []
    assert not any("sacrifices" in line for line in s.game.log(0))
