"""Marvel's Spider-Man mechanics: connive (CON), harness and ∞ (HAR), web-slinging
(WEB), modified (MOD), mayhem (MAY), and Sagas (SAGA-01, SAGA-02)."""

from __future__ import annotations

import spiderman_testcards  # noqa: F401  (defines the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def actions(s: Scenario, kind: str, card: int | None = None) -> list[Action]:
    return [
        a
        for a in s.game.legal_actions()
        if a.kind == kind and (card is None or a.args[0] == card)
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
