"""Betrayers of Kamigawa, sixth batch (manastack/cards/betrayers_batch6.py): the
Glasskites and Kira, attack requirements (CR 508.1d), Ogre Marauder, Kodama of the
Center Tree, Shirei, Clash of Realities and Overblaze (CR 614.1a).  Each card's own
text, through the scenario harness."""

from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s: Scenario, n: int = 4) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * n)


def _shock(s: Scenario, target) -> None:
    s.cast(s.game.find("Shock", "hand")[0], targets=[target])
    s.resolve_all()


# ------------------------------------------------------ the first time each turn
def test_a_glasskite_counters_the_first_spell_that_targets_it_each_turn():
    s = Scenario()
    kite = s.battlefield(1, "Shimmering Glasskite")
    s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    s.start()
    _shock(s, kite)
    assert s.game.objects[kite].damage == 0 and "Shock" in s.graveyard_names(0)
    _shock(s, kite)  # the second time this turn: it resolves
    assert s.game.objects[kite].damage == 2


def test_jetting_glasskite_flies_and_counters_an_ability():
    s = Scenario()
    kite = s.battlefield(1, "Jetting Glasskite")
    sniper = s.battlefield(0, "Matsu-Tribe Sniper")
    s.start()
    assert "flying" in s.game.chars(kite).keywords
    s.activate(sniper, targets=[kite])
    s.resolve_all()
    assert s.game.objects[kite].damage == 0 and s.game.objects[sniper].tapped


def test_kira_gives_each_of_your_creatures_the_glasskite_ability():
    s = Scenario()
    s.battlefield(1, "Kira, Great Glass-Spinner")
    bears = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Hill Giant")
    s.hand(0, "Shock", "Shock", "Shock")
    s.lands(0, "Mountain", 3)
    s.start()
    _shock(s, bears)
    assert bears in s.game.battlefield  # countered
    _shock(s, mine)  # Kira's controller's creatures only
    assert s.game.objects[mine].damage == 2
    _shock(s, bears)
    assert "Grizzly Bears" in s.graveyard_names(1)


# ---------------------------------------------------------- attack requirements
def test_ashen_monstrosity_must_attack():
    s = Scenario()
    monstrosity = s.battlefield(0, "Ashen Monstrosity", sick=True)
    _libraries(s)
    s.start()
    s.pass_until_decision("attackers")
    assert "done" not in {a.kind for a in s.game.legal_actions()}  # haste: it can
    s.act("attack", monstrosity, "P1")
    s.act("done")
    assert monstrosity in s.game.combat.attackers


def test_fumiko_makes_opponents_creatures_attack_and_has_bushido_x():
    s = Scenario()
    fumiko = s.battlefield(0, "Fumiko the Lowblood")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    _libraries(s)
    s.start(step="main1", active=1)
    s.pass_until_decision("attackers")
    assert "done" not in {a.kind for a in s.game.legal_actions()}
    s.act("attack", bears, "P0")
    assert giant not in {a.args[0] for a in actions_of(s, "attack")}  # tapped: can't
    s.act("done")
    s.block((fumiko, bears))
    s.resolve()
    assert s.pt(fumiko) == (4, 3)  # bushido 1: one attacking creature


# ------------------------------------------------------------------ Ogre Marauder
def test_ogre_marauder_is_unblockable_unless_a_creature_is_sacrificed():
    s = Scenario()
    ogre = s.battlefield(0, "Ogre Marauder")
    bears = s.battlefield(1, "Grizzly Bears")
    _libraries(s)
    s.start()
    s.attack(ogre)
    s.resolve()
    assert s.game.decision.player == 1
    choose(s, "none")
    assert "unblockable" in s.game.chars(ogre).keywords and bears in s.game.battlefield


def test_ogre_marauder_can_be_blocked_if_they_sacrifice():
    s = Scenario()
    ogre = s.battlefield(0, "Ogre Marauder")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    _libraries(s)
    s.start()
    s.attack(ogre)
    s.resolve()
    choose(s, bears)
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert "unblockable" not in s.game.chars(ogre).keywords


# ---------------------------------------------------- Kodama of the Center Tree
def test_kodama_counts_your_spirits_and_soulshifts_that_many():
    s = Scenario()
    kodama = s.battlefield(0, "Kodama of the Center Tree")
    s.battlefield(0, "Kami of Old Stone")
    s.battlefield(0, "Baku Altar")
    s.battlefield(1, "Kami of Old Stone")  # not yours
    moth = s.graveyard(0, "Oyobi, Who Split the Heavens")  # mana value 7: too much
    kami = s.graveyard(0, "Hana Kami")  # a Spirit with mana value 1
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    assert s.pt(kodama) == (2, 2)
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[kodama]).resolve()
    legal = {a.args[0] for a in actions_of(s, "target")}
    assert kami in legal and moth not in legal  # one Spirit left: X is 1
    s.game.act(Action("target", (kami,)))
    s.resolve()
    yes(s)
    assert "Hana Kami" in s.hand_names(0)


# ------------------------------------------------------------------------ Shirei
def test_shirei_returns_a_small_creature_at_the_end_step():
    s = Scenario()
    s.battlefield(0, "Shirei, Shizo's Caretaker")
    kami = s.battlefield(0, "Hana Kami")  # a 1/1
    bears = s.battlefield(0, "Grizzly Bears")  # power 2
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    _libraries(s)
    s.start(active=1)
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[kami]).resolve()
    s.pass_until_decision("may")
    yes(s)  # the Kami's trigger
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[bears]).resolve()
    assert not s.game.stack  # the Bears' power is too high: no trigger
    s.pass_until("end")
    s.resolve_all()
    assert "Hana Kami" in s.battlefield_names(0)
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_shirei_must_still_be_there():
    s = Scenario()
    shirei = s.battlefield(0, "Shirei, Shizo's Caretaker")
    kami = s.battlefield(0, "Hana Kami")
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    _libraries(s)
    s.start(active=1)
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[kami]).resolve()
    s.pass_until_decision("may")
    yes(s)
    s.cast(s.game.find("Lightning Bolt", "hand")[0], targets=[shirei]).resolve()
    s.pass_until("end")
    s.resolve_all()
    assert "Hana Kami" in s.graveyard_names(0)


# ------------------------------------------------------------ Clash of Realities
def test_clash_of_realities_gives_entering_creatures_a_3_damage_trigger():
    s = Scenario()
    s.battlefield(0, "Clash of Realities")
    spirit = s.battlefield(1, "Kami of Old Stone")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears).resolve()
    legal = {a.args[0] for a in actions_of(s, "target")}
    assert legal == {spirit}  # a non-Spirit hits a Spirit
    s.game.act(Action("target", (spirit,)))
    s.resolve()
    yes(s)
    assert s.game.objects[spirit].damage == 3


# --------------------------------------------------------------------- Overblaze
def test_overblaze_doubles_the_damage_a_permanent_deals_this_turn():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    overblaze = s.hand(0, "Overblaze")
    s.lands(0, "Mountain", 4)
    _libraries(s)
    s.start()
    s.cast(overblaze, targets=[giant])
    if s.game.decision.kind == "splice":
        s.act("done")
    s.resolve_all()
    s.attack(giant)
    s.pass_until("end_of_combat")
    assert s.life(1) == 14
