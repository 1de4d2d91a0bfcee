"""Two latent bugs random play found once the Betrayers cards changed the random
decks (tests/test_random_kamigawa.py, seeds 1001 and 1003)."""

from manastack.scenario import Scenario


def test_another_target_doesnt_count_the_ability_source_when_offering_the_ability():
    """Earth Kingdom Protectors: "Sacrifice this creature: Another target Ally you
    control gains indestructible" can't be activated with no other Ally
    (CR 115.1, 602.2b)."""
    s = Scenario()
    protectors = s.battlefield(0, "Earth Kingdom Protectors")
    s.start()
    assert not [
        a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == protectors
    ]


def test_an_optional_waterbend_cost_counts_when_deciding_whether_it_can_be_cast():
    """Ruinous Waterbending with waterbend {4}: three Swamps and one creature to tap
    can't pay {1}{B}{B} + {4}, so that way of casting isn't offered (CR 601.2f)."""
    s = Scenario()
    card = s.hand(0, "Ruinous Waterbending")
    s.lands(0, "Swamp", 3)
    s.battlefield(0, "Grizzly Bears")
    s.start()
    ways = {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}
    assert ways == {"normal"}
