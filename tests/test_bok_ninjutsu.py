"""Ninjutsu (CR 702.49), through the scenario harness and the public API."""

from kamigawa_helpers import actions_of, yes

from manastack.cards import TEST_SET, Triggered, card, get_card
from manastack.engine.triggers import Attacks
from manastack.language.effects import GainLife
from manastack.mechanics.ninjutsu import ninjutsu
from manastack.scenario import Scenario


def _test_ninja():
    """A ninja with a "whenever this creature attacks" trigger (none is printed)."""
    try:
        return get_card("Test Ambush Ninja")
    except KeyError:
        return card(
            "Test Ambush Ninja",
            "{2}{B}",
            "Creature — Human Ninja",
            "2/2",
            "Ninjutsu {B}. Whenever this creature attacks, you gain 3 life.",
            abilities=[ninjutsu("{B}"), Triggered(Attacks(), (GainLife(3),))],
            set_code=TEST_SET,
        )


def _unblocked_attack(ninja_name="Ninja of the Deep Hours", lands=("Island", 2)):
    s = Scenario()
    ninja = s.hand(0, ninja_name)
    runner = s.battlefield(0, "Nezumi Cutthroat")  # fear: the Bears can't block it
    s.lands(0, *lands)
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.start(step="main1", active=0)
    s.attack(runner)
    s.pass_until("declare_blockers")
    return s, ninja, runner, bears


def _ninjutsu(s, ninja, returned):
    s.activate(ninja)
    s.choose(returned)
    s.resolve()


def test_the_ninja_enters_tapped_and_attacking_the_same_player_and_deals_damage():
    """CR 702.49a, c: the unblocked attacker returns to hand as a cost; the ninja
    is put onto the battlefield tapped and attacking the same player, unblocked."""
    s, ninja, runner, _ = _unblocked_attack()
    _ninjutsu(s, ninja, runner)
    g = s.game
    new = s.find("Ninja of the Deep Hours", "battlefield")
    assert s.hand_names(0) == ["Nezumi Cutthroat"]
    assert g.objects[new].tapped
    assert list(g.combat.attackers.values()) == ["P1"] and new in g.combat.attackers
    s.pass_until_decision("may")
    yes(s)  # "you may draw a card"
    assert s.life(1) == 18 and len(s.hand_names(0)) == 2


def test_ninjutsu_is_offered_only_once_blockers_are_declared():
    """CR 702.49c, 509.1h: no creature is unblocked before blockers are declared."""
    s = Scenario()
    ninja = s.hand(0, "Ninja of the Deep Hours")
    runner = s.battlefield(0, "Nezumi Cutthroat")
    s.lands(0, "Island", 2)
    s.start(step="main1", active=0)
    assert not [a for a in actions_of(s, "activate") if a.args[0] == ninja]
    s.pass_until_decision("attackers")
    s.act("attack", runner, "P1").act("done")
    assert s.game.step == "declare_attackers"
    assert not [a for a in actions_of(s, "activate") if a.args[0] == ninja]


def test_a_blocked_attacker_cannot_be_returned():
    """CR 702.49a: the returned creature must be unblocked."""
    s = Scenario()
    ninja = s.hand(0, "Ninja of the Deep Hours")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    wall = s.battlefield(1, "Steel Wall")
    s.start(step="main1", active=0)
    s.attack(bears)
    s.block((wall, bears))
    assert s.game.step == "declare_blockers"
    assert not [a for a in actions_of(s, "activate") if a.args[0] == ninja]


def test_the_ninja_was_never_declared_so_attack_triggers_do_not_trigger():
    """CR 508.3a, 702.49c: it is attacking but wasn't declared as an attacker."""
    _test_ninja()
    s, ninja, runner, _ = _unblocked_attack("Test Ambush Ninja", ("Swamp", 1))
    _ninjutsu(s, ninja, runner)
    assert "Test Ambush Ninja" in s.battlefield_names(0)
    assert s.life(0) == 20 and not s.game.stack
    s.pass_until("combat_damage")
    assert s.life(1) == 18


def test_ninjutsu_in_the_combat_damage_step_after_damage():
    """CR 702.49c: the attacker stays unblocked after damage; a ninja put in then
    deals no damage (combat damage was already dealt, CR 510.2)."""
    s, ninja, runner, _ = _unblocked_attack()
    s.pass_until("combat_damage")
    assert s.life(1) == 18
    _ninjutsu(s, ninja, runner)
    s.pass_until("end_of_combat")
    assert s.life(1) == 18 and "Ninja of the Deep Hours" in s.battlefield_names(0)


def test_the_card_is_revealed_by_the_activation():
    """CR 702.49b: the opponent sees which card was activated from the hand."""
    s, ninja, runner, _ = _unblocked_attack()
    s.activate(ninja)
    s.choose(runner)
    assert any("Ninja of the Deep Hours" in line for line in s.game.log(1))


def test_a_ninja_on_the_battlefield_has_no_ninjutsu_to_activate():
    """CR 702.49a, 113.6b: ninjutsu functions only from the hand, even while an
    unblocked attacker could pay its cost."""
    s, _, runner, _ = _unblocked_attack()
    ninja = s.battlefield(0, "Mistblade Shinobi")
    s.game.touch()
    assert s.game.step == "declare_blockers"
    assert not [a for a in actions_of(s, "activate") if a.args[0] == ninja]
