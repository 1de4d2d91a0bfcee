"""Test-only cards for rules situations no card in the pool covers.

They are registered with ``set_code="TEST"`` and names starting with "Test", so
scenarios can use them by name while they stay out of the card pool (and out of
the Oracle check)."""

from manastack.cards import TEST_SET, Triggered, card, get_card
from manastack.effects import EACH_PLAYER, AddCounters, DealDamage, Draw, Pump, x_value
from manastack.keywords import DEATHTOUCH, TRAMPLE
from manastack.targets import any_target, target_creature, target_player
from manastack.triggers import AtStep


def define(name, *args, **kwargs):
    """Define a test-only card once (modules may be imported more than once)."""
    try:
        return get_card(name)
    except KeyError:
        return card(name, *args, set_code=TEST_SET, **kwargs)

define("Test Fireball", "{X}{R}", "Sorcery", text="Deals X damage to any target.",
       spell=[DealDamage(x_value, any_target())])
define("Test Twin Shot", "{1}{R}", "Instant",
       text="Deals 2 damage to target creature and 2 damage to target player.",
       spell=[DealDamage(2, target_creature()), DealDamage(2, target_player())])
define("Test Colourless Idol", "{C}{C}", "Artifact", text="")
define("Test Hybrid Bear", "{G/W}{G/W}", "Creature — Bear", "2/2")
define("Test Hybrid Pair", "{U/B}{W/U}", "Creature — Bear", "2/2")
define("Test Upkeep Scholar", "{1}{U}", "Creature — Human", "1/1",
       text="At the beginning of your upkeep, draw a card.",
       abilities=[Triggered(AtStep("upkeep"), (Draw(1),))])
define("Test Shrink", "{B}", "Instant", text="Target creature gets -3/-3 until end of turn.",
       spell=[Pump(target_creature(), -3, -3)])
define("Test Wither Dart", "{B}", "Instant",
       text="Put a -1/-1 counter on target creature.",
       spell=[AddCounters(target_creature(), "-1/-1")])
define("Test Growth Dart", "{G}", "Instant",
       text="Put a +1/+1 counter on target creature.",
       spell=[AddCounters(target_creature(), "+1/+1")])
define("Test Earthquake", "{R}", "Sorcery", text="Deals 2 damage to each player.",
       spell=[DealDamage(2, EACH_PLAYER)])
define("Test Deathtouch Trampler", "{2}{B}{G}", "Creature — Beast", "3/3",
       text="Deathtouch, trample", abilities=[DEATHTOUCH, TRAMPLE])
