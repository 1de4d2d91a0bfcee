"""TLA green and earthbending cards, the dig-for-a-card cards and the Sagas
(manastack/cards/avatar_earth.py): each card's text in a small scenario."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _counters(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


def _mine(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


# --------------------------------------------------------------- earthbend
def test_badgermole_earthbends_2_and_gives_trample_to_creatures_with_counters():
    s = Scenario()
    mole = s.hand(0, "Badgermole")
    bear = s.battlefield(0, "Grizzly Bears")
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(mole)
    s.resolve()
    s.act("target", forest)
    _settle(s)
    assert s.pt(forest) == (2, 2) and "trample" in s.game.chars(forest).keywords
    assert "trample" not in s.game.chars(bear).keywords
    assert "trample" not in s.game.chars(s.find("Badgermole", BATTLEFIELD)).keywords


def test_haru_earthbends_1_when_another_ally_enters():
    s = Scenario()
    s.battlefield(0, "Haru, Hidden Talent")
    warriors = s.hand(0, "Kyoshi Warriors")
    plains = s.lands(0, "Plains", 4)
    s.start()
    s.cast(warriors)
    s.resolve()  # Kyoshi Warriors resolves; two triggers
    while s.game.decision.kind in ("order_triggers", "target"):
        if s.game.decision.kind == "target":
            s.act("target", plains[0])
        else:
            s.game.act(s.game.legal_actions()[0])
    _settle(s)
    while s.game.decision.kind == "target":
        s.act("target", plains[0])
        _settle(s)
    assert _counters(s, plains[0]) == 2  # the Warriors and their Ally token


def test_earth_village_ruffians_earthbend_when_they_die():
    s = Scenario()
    ruffians = s.battlefield(0, "Earth Village Ruffians")
    swamp = s.battlefield(0, "Swamp")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=[ruffians])
    s.resolve()
    s.act("target", swamp)
    _settle(s)
    assert s.pt(swamp) == (2, 2)


def test_toph_power_counts_counters_on_your_lands():
    s = Scenario()
    toph = s.hand(0, "Toph, the Blind Bandit")
    forest = s.battlefield(0, "Forest")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(toph)
    s.resolve()
    s.act("target", forest)
    _settle(s)
    assert s.pt(s.find("Toph, the Blind Bandit", BATTLEFIELD)) == (2, 3)


def test_rockalanche_earthbends_x_forests_and_has_flashback():
    s = Scenario()
    rocks = s.hand(0, "Rockalanche")
    forests = s.lands(0, "Forest", 9)
    s.start()
    s.cast(rocks, targets=[forests[0]]).resolve()
    assert s.pt(forests[0]) == (9, 9)
    card = s.find("Rockalanche", GRAVEYARD)
    assert Action("cast", (card, "flashback")) in s.game.legal_actions()


def test_the_boulder_earthbends_per_big_creature_when_attacking():
    s = Scenario()
    boulder = s.battlefield(0, "The Boulder, Ready to Rumble")
    s.battlefield(0, "Hill Giant")  # 3/3: not counted
    s.battlefield(0, "Craw Wurm")  # 6/4
    forest = s.battlefield(0, "Forest")
    s.start()
    s.attack(boulder)
    s.act("target", forest)
    _settle(s)
    assert s.pt(forest) == (2, 2)


def test_rebellious_captives_exhaust_two_counters_then_earthbend_2_once():
    s = Scenario()
    captives = s.battlefield(0, "Rebellious Captives")
    forests = s.lands(0, "Forest", 6)
    s.start()
    s.activate(captives, targets=[forests[0]]).resolve()
    assert s.pt(captives) == (4, 4) and s.pt(forests[0]) == (2, 2)
    assert not any(a.kind == "activate" and a.args[0] == captives for a in s.game.legal_actions())


def test_dai_li_agents_earthbend_twice_and_drain_per_creature_with_counters():
    s = Scenario()
    agents = s.hand(0, "Dai Li Agents")
    lands = s.lands(0, "Swamp", 3) + s.lands(0, "Forest", 2)
    s.start()
    s.cast(agents)
    s.resolve()
    s.act("target", lands[0])
    s.act("target", lands[1])
    _settle(s)
    assert s.pt(lands[0]) == (1, 1) and s.pt(lands[1]) == (1, 1)
    s2 = Scenario()
    agents2 = s2.battlefield(0, "Dai Li Agents")
    s2.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    s2.battlefield(0, "Hill Giant")
    s2.start()
    s2.attack(agents2)
    _settle(s2)
    assert s2.life(1) == 19 and s2.life(0) == 21  # one creature with a +1/+1 counter


def test_beifongs_bounty_hunters_earthbend_the_dead_creatures_power():
    s = Scenario()
    s.battlefield(0, "Beifong's Bounty Hunters")
    giant = s.battlefield(0, "Hill Giant")
    forest = s.battlefield(0, "Forest")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(step="upkeep", active=1)
    s.cast(bolt, targets=[giant])
    s.resolve()
    s.act("target", forest)
    _settle(s)
    assert s.pt(forest) == (3, 3)


# ------------------------------------------------------------ green tricks
def test_pillar_launch_pumps_gives_reach_and_untaps():
    s = Scenario()
    launch = s.hand(0, "Pillar Launch")
    bear = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.lands(0, "Forest", 1)
    s.start()
    s.cast(launch, targets=[bear]).resolve()
    assert s.pt(bear) == (4, 4) and "reach" in s.game.chars(bear).keywords
    assert not s.game.objects[bear].tapped


def test_rocky_rebuke_deals_your_creatures_power():
    s = Scenario()
    rebuke = s.hand(0, "Rocky Rebuke")
    wurm = s.battlefield(0, "Craw Wurm")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(rebuke, targets=[wurm, giant]).resolve()
    assert "Hill Giant" in s.graveyard_names(1) and s.game.objects[wurm].damage == 0


def test_true_ancestry_returns_a_permanent_card_and_investigates():
    s = Scenario()
    ancestry = s.hand(0, "True Ancestry")
    giant = s.graveyard(0, "Hill Giant")
    s.graveyard(0, "Lightning Bolt")
    s.lands(0, "Forest", 2)
    s.start()
    s.act("cast", ancestry, "normal")
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert targets == [giant]
    s.act("target", giant)
    s.act("autopay")
    s.resolve()
    assert s.hand_names(0) == ["Hill Giant"] and _mine(s, "Clue")


def test_earth_kingdom_soldier_puts_counters_on_up_to_two_creatures():
    s = Scenario()
    soldier = s.hand(0, "Earth Kingdom Soldier")
    bears = [s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Grizzly Bears")]
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(soldier)
    s.resolve()
    s.act("target", bears[0])
    s.act("target", bears[1])
    _settle(s)
    assert [s.pt(b) for b in bears] == [(3, 3), (3, 3)]


# ------------------------------------------------------ look for a card
def test_seismic_sense_looks_at_lands_count_and_takes_a_creature_or_land():
    s = Scenario()
    sense = s.hand(0, "Seismic Sense")
    s.library(0, "Lightning Bolt", "Hill Giant", "Giant Growth", "Craw Wurm")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(sense).resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert s.names(o for o in options if o != "none") == ["Hill Giant"]  # top three only
    s.choose(s.find("Hill Giant", LIBRARY))
    assert s.hand_names(0) == ["Hill Giant"]
    assert s.names(s.game.players[0].library)[-1] == "Craw Wurm"  # the rest went under it


def test_master_piandao_digs_for_an_ally_equipment_or_lesson_when_attacking():
    s = Scenario()
    master = s.battlefield(0, "Master Piandao")
    s.library(0, "Hill Giant", "Kyoshi Warriors", "Forest", "Forest")
    s.start()
    s.attack(master)
    s.resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert s.names(o for o in options if o != "none") == ["Kyoshi Warriors"]
    s.choose(s.find("Kyoshi Warriors", LIBRARY))
    assert s.hand_names(0) == ["Kyoshi Warriors"]


def test_guru_pathik_digs_and_grows_another_creature_on_lesson_spells():
    s = Scenario()
    guru = s.hand(0, "Guru Pathik")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Hill Giant", "Abandon Attachments", "Forest", "Forest", "Forest")
    s.lands(0, "Island", 7)
    s.start()
    s.cast(guru)
    _settle(s)
    s.choose(s.find("Abandon Attachments", LIBRARY))
    assert s.hand_names(0) == ["Abandon Attachments"]
    s.act("cast", s.find("Abandon Attachments", HAND), "normal")
    s.act("autopay")
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert bear in targets and s.find("Guru Pathik", BATTLEFIELD) not in targets
    s.act("target", bear)
    s.resolve()
    assert _counters(s, bear) == 1


# ----------------------------------------------------------------- Sagas
def test_leaves_from_the_vine_mills_feeds_grows_and_draws():
    """CR 714.2b, 714.3: chapter I as it enters, II and III at later main phases."""
    s = Scenario()
    leaves = s.hand(0, "Leaves from the Vine")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, *["Forest"] * 6, "Hill Giant", "Forest", "Forest")
    s.library(1, *["Forest"] * 6)
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(leaves)
    _settle(s)
    assert s.graveyard_names(0) == ["Forest"] * 3 and _mine(s, "Food")
    s.pass_until("draw", active=0)
    s.pass_until_decision("target")
    s.act("target", bear)
    if s.game.decision.kind == "target":
        s.act("done")
    _settle(s)
    assert _counters(s, bear) == 1
    s.pass_until("draw", active=0)
    hand = len(s.game.players[0].hand)
    s.pass_until("main1", active=0)
    _settle(s)
    assert len(s.game.players[0].hand) == hand  # no creature or Lesson card: no draw
    assert "Leaves from the Vine" in s.graveyard_names(0)


def test_the_cave_of_two_lovers_allies_then_a_mountain_then_earthbend_3():
    s = Scenario()
    cave = s.hand(0, "The Cave of Two Lovers")
    s.library(0, "Forest", "Forest", "Mountain", "Forest", "Forest")
    s.library(1, *["Forest"] * 6)
    lands = s.lands(0, "Mountain", 4)
    s.start()
    s.cast(cave)
    _settle(s)
    assert len(_mine(s, "Ally")) == 2
    s.pass_until("draw", active=0)
    s.pass_until_decision("search")
    s.choose(s.find("Mountain", LIBRARY))
    assert "Mountain" in s.hand_names(0)
    s.pass_until("draw", active=0)
    s.pass_until_decision("target")
    s.act("target", lands[0])
    _settle(s)
    assert s.pt(lands[0]) == (3, 3)
