"""CR 702 evergreen keywords, one or more scenarios each."""

import testcards  # noqa: F401  (registers the test-only cards)
from boards import blocks_offered, board

from manastack import Action
from manastack.engine.objects import player_ref
from manastack.scenario import Scenario

P1 = player_ref(1)


def _targets(s):
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}


# ------------------------------------------------------------------- flying/reach
def test_flying_can_be_blocked_by_flying():
    """CR 702.9b: Air Elemental blocks Serra Angel."""
    s, (angel,), (air,) = board(["Serra Angel"], ["Air Elemental"])
    s.attack(angel)
    assert blocks_offered(s) == {(air, angel)}


def test_reach_blocks_flying():
    """CR 702.17b: Giant Spider blocks Shivan Dragon."""
    s, (dragon,), (spider,) = board(["Shivan Dragon"], ["Giant Spider"])
    s.attack(dragon)
    assert blocks_offered(s) == {(spider, dragon)}


def test_spider_rex_has_reach_and_trample():
    """Spider-Rex, Daring Dino: "Reach, trample"."""
    s, (angel,), (rex,) = board(["Serra Angel"], ["Spider-Rex, Daring Dino"])
    s.attack(angel)
    assert blocks_offered(s) == {(rex, angel)}
    assert {"reach", "trample"} <= s.game.chars(rex).keywords


# ---------------------------------------------------------------- first/double
def test_first_strike_blocker_kills_attacker_first():
    """CR 702.7b: Youthful Knight blocking Grizzly Bears takes no damage."""
    s, (bears,), (knight,) = board(["Grizzly Bears"], ["Youthful Knight"])
    s.attack(bears)
    s.block((knight, bears))
    s.pass_until("main2")
    assert s.graveyard_names(0) == ["Grizzly Bears"]
    assert s.game.objects[knight].damage == 0


def test_double_strike_deals_damage_twice():
    """CR 702.4b: Ridgetop Raptor deals first-strike and regular damage."""
    s, (raptor,), _ = board(["Ridgetop Raptor"])
    s.attack(raptor)
    s.pass_until("main2")
    assert s.life(1) == 16


def test_double_strike_kills_a_blocker_before_it_strikes():
    """CR 702.4b, 510.4: the blocker dies in the first-strike step."""
    s, (raptor,), (bears,) = board(["Ridgetop Raptor"], ["Grizzly Bears"])
    s.attack(raptor)
    s.block((bears, raptor))
    s.pass_until("main2")
    assert s.graveyard_names(1) == ["Grizzly Bears"]
    assert "Ridgetop Raptor" in s.battlefield_names(0)


def test_double_strike_against_first_strike_both_trade_in_first_step():
    """CR 702.4b, 702.7b: Youthful Knight (2/1 first strike) blocks Ridgetop Raptor
    (2/1 double strike): both deal damage in the first-strike step."""
    s, (raptor,), (knight,) = board(["Ridgetop Raptor"], ["Youthful Knight"])
    s.attack(raptor)
    s.block((knight, raptor))
    s.pass_until("main2")
    assert s.graveyard_names(0) == ["Ridgetop Raptor"]
    assert s.graveyard_names(1) == ["Youthful Knight"]


# ------------------------------------------------------------- deathtouch/lifelink
def test_deathtouch_blocker_kills_a_big_attacker():
    """CR 702.2b: Typhoid Rats blocks Colossal Dreadmaw."""
    s, (maw,), (rats,) = board(["Colossal Dreadmaw"], ["Typhoid Rats"])
    s.attack(maw)
    s.block((rats, maw))
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (rats, 6)))
    s.pass_until("main2")
    assert s.graveyard_names(0) == ["Colossal Dreadmaw"]


def test_ambush_viper_flash_deathtouch():
    """Ambush Viper: "Flash, Deathtouch" – cast in combat, then block and kill."""
    s, (maw,), _ = board(["Colossal Dreadmaw"])
    viper = s.hand(1, "Ambush Viper")
    s.lands(1, "Forest", 2)
    s.attack(maw)
    s.pass_priority()
    assert Action("cast", (viper, "normal")) in s.game.legal_actions()
    s.cast(viper).resolve()
    new = s.find("Ambush Viper", "battlefield")
    s.block((new, maw))
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (new, 6)))
    s.pass_until("main2")
    assert "Colossal Dreadmaw" in s.graveyard_names(0)


def test_lifelink_on_a_blocker():
    """CR 702.15b: Vampire Nighthawk blocking gains life for the damage it deals."""
    s, (giant,), (hawk,) = board(["Hill Giant"], ["Vampire Nighthawk"])
    s.attack(giant)
    s.block((hawk, giant))
    s.pass_until("main2")
    assert s.life(1) == 22
    assert s.graveyard_names(0) == ["Hill Giant"]  # deathtouch


# ----------------------------------------------------------------- trample
def test_trample_over_a_chump_blocker():
    """CR 702.19b."""
    s, (rex,), (thopter,) = board(["Spider-Rex, Daring Dino"], ["Ornithopter"])
    s.attack(rex)
    s.block((thopter, rex))
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (thopter, 2)))
    s.game.act(Action("choose", (P1, 4)))
    s.pass_until("main2")
    assert s.life(1) == 16


# ---------------------------------------------------------- vigilance/haste/defender
def test_vigilance():
    """CR 702.20b: Serra Angel attacks and can still block next turn untapped."""
    s, (angel,), _ = board(["Serra Angel"])
    s.attack(angel)
    assert not s.game.objects[angel].tapped


def test_haste_allows_tap_abilities_of_new_creatures():
    """CR 702.10c: haste lets {T} abilities be activated the turn it arrives
    (Goblin Warchief gives Goblins haste)."""
    s = Scenario()
    s.battlefield(0, "Goblin Warchief")
    goblin = s.battlefield(0, "Raging Goblin", sick=True)
    brute = s.battlefield(0, "Boggart Brute", sick=True)
    s.start(step="main1")
    s.pass_until_decision("attackers")
    attackers = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert goblin in attackers and brute in attackers


def test_defender():
    """CR 702.3b: Wall of Stone can't attack."""
    s, (wall, bears), _ = board(["Wall of Stone", "Grizzly Bears"])
    s.pass_until_decision("attackers")
    assert s.game.turn_number == 2
    attackers = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert attackers == {bears}


# ------------------------------------------------------------------ menace
def test_menace_blocked_by_two():
    """CR 702.111b: Boggart Brute blocked by two creatures deals damage to them."""
    s, (brute,), (b1, b2) = board(["Boggart Brute"], ["Ornithopter", "Ornithopter"])
    s.attack(brute)
    s.block((b1, brute), (b2, brute))
    s.choose(b1)
    s.pass_until_decision("assign_damage")
    s.game.act(Action("choose", (b1, 2)))
    s.game.act(Action("choose", (b2, 1)))
    s.pass_until("main2")
    assert s.graveyard_names(1) == ["Ornithopter"]
    assert s.life(1) == 20


# ----------------------------------------------------------------- hexproof
def test_hexproof_opponents_cant_target():
    """CR 702.11b: after Octopus Form the creature can't be the target of the
    opponent's spells."""
    s, (bears,), _ = board(["Grizzly Bears"])
    form = s.hand(0, "Octopus Form")
    s.battlefield(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.cast(form, targets=[bears]).resolve()
    assert "hexproof" in s.game.chars(bears).keywords
    s.pass_priority()
    s.act("cast", bolt, "normal")
    assert bears not in _targets(s)


def test_hexproof_controller_can_still_target():
    """CR 702.11b: hexproof only stops opponents."""
    s, (bears,), _ = board(["Grizzly Bears"])
    form = s.hand(0, "Octopus Form")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Island")
    s.battlefield(0, "Forest")
    s.cast(form, targets=[bears]).resolve()
    s.act("cast", growth, "normal")
    assert bears in _targets(s)


def test_octopus_form_untaps_and_pumps():
    """Octopus Form: "+1/+1 and gains hexproof until end of turn. Untap it." """
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    form = s.hand(0, "Octopus Form")
    s.battlefield(0, "Island")
    s.start(step="main1")
    s.cast(form, targets=[bears]).resolve()
    assert not s.game.objects[bears].tapped
    assert s.pt(bears) == (3, 3)


# ------------------------------------------------------------------ indestructible
def test_indestructible_isnt_destroyed():
    """CR 702.12b: Murder does nothing to an indestructible creature."""
    s, (bears,), _ = board(["Grizzly Bears"])
    origin = s.hand(0, "Origin of Metalbending")
    s.lands(0, "Forest", 2)
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.cast(origin, mode=1, targets=[bears]).resolve()
    s.pass_priority()
    s.cast(murder, targets=[bears]).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.pt(bears) == (3, 3)


# ---------------------------------------------------------------------- flash
def test_flash_creature_in_opponents_turn():
    """CR 702.8a: Ambush Viper can be cast any time its controller could cast an
    instant; a non-flash creature can't."""
    s = Scenario()
    viper = s.hand(1, "Ambush Viper")
    bears = s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    s.start(step="upkeep", active=0)
    s.library(0, "Island")
    s.pass_priority()
    acts = s.game.legal_actions()
    assert Action("cast", (viper, "normal")) in acts
    assert Action("cast", (bears, "normal")) not in acts


# ----------------------------------------------------------------- protection
def test_protection_cant_be_blocked_by_that_colour():
    """CR 702.16e: a creature with protection from black can't be blocked by black
    creatures."""
    s, (knight,), (rats, bears) = board(
        ["Test Black Ward Knight"], ["Typhoid Rats", "Grizzly Bears"]
    )
    s.attack(knight)
    assert blocks_offered(s) == {(bears, knight)}
    del rats


def test_protection_cant_be_targeted_by_that_colour():
    """CR 702.16b: Murder (black) can't target it; Lightning Bolt can."""
    s, _, (knight,) = board([], ["Test Black Ward Knight"])
    murder = s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    s.act("cast", murder, "normal")
    assert knight not in _targets(s)


def test_protection_prevents_damage_from_that_colour():
    """CR 702.16c: damage from a black source is prevented (deathtouch too)."""
    s, (knight,), (rats,) = board(["Test Black Ward Knight"], ["Typhoid Rats"])
    s.attack(knight)
    s.pass_until("main2")
    assert s.life(1) == 18
    s2, (rats2,), (knight2,) = board(["Typhoid Rats"], ["Test Black Ward Knight"])
    s2.attack(rats2)
    s2.block((knight2, rats2))
    s2.pass_until("main2")
    assert "Test Black Ward Knight" in s2.battlefield_names(1)
    assert s2.graveyard_names(0) == ["Typhoid Rats"]
    del rats, knight


def test_protection_black_aura_falls_off():
    """CR 702.16d, 704.5m: an Aura of the protected colour can't enchant it."""
    s = Scenario()
    knight = s.battlefield(0, "Test Black Ward Knight")
    s.battlefield(1, "Test Black Aura", attached_to=knight)
    s.start(step="main1")
    assert s.graveyard_names(1) == ["Test Black Aura"]


# ----------------------------------------------------------------------- ward
def test_ward_counters_unless_the_opponent_pays():
    """CR 702.21a: Spider-Rex's ward {2}: Lightning Bolt is countered unless its
    controller pays {2}."""
    s, _, (rex,) = board([], ["Spider-Rex, Daring Dino"])
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.cast(bolt, targets=[rex])
    assert len(s.game.stack) == 2  # the ward trigger is above the Bolt
    s.pass_priority(2)
    g = s.game
    assert g.decision.kind == "ward" and g.decision.player == 0
    assert g.legal_actions() == [Action("choose", ("decline",))]  # no mana left
    s.choose("decline")
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert g.stack == []


def test_ward_paid_lets_the_spell_resolve():
    """CR 702.21a: paying the ward cost."""
    s, _, (swarm,) = board([], ["Dragonfly Swarm"])
    s.graveyard(1, "Opt")  # Dragonfly Swarm is 1/3 with one noncreature card
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.cast(bolt, targets=[swarm])
    s.pass_priority(2)
    s.choose("pay")
    s.resolve_all()
    assert s.graveyard_names(1)[-1] == "Dragonfly Swarm"


def test_ward_doesnt_trigger_for_its_controller():
    """CR 702.21a: only an opponent's spell or ability triggers ward."""
    s = Scenario()
    rex = s.battlefield(0, "Spider-Rex, Daring Dino")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    s.start(step="main1")
    s.cast(growth, targets=[rex])
    assert len(s.game.stack) == 1
    s.resolve()
    assert s.pt(rex) == (9, 9)


def test_spell_whose_only_target_has_protection_isnt_offered():
    """CR 702.16b, 601.2c: Murder can't be cast when the only creature has
    protection from black."""
    s = Scenario()
    murder = s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Test Black Ward Knight")
    s.start(step="main1")
    assert Action("cast", (murder, "normal")) not in s.game.legal_actions()
