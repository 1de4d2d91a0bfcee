"""CR 106 mana, 107.3 X, 107.4 mana symbols, 202 mana cost; the payment solver
(CR 601.2g-h) answers "can I cast this?" right."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack import Action
from manastack.scenario import Scenario


def _castable(s, card):
    return Action("cast", (card, "normal")) in s.game.legal_actions()


def test_coloured_cost_needs_that_colour():
    """CR 106.1, 202.1: {G} must be paid with green mana."""
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    s.start(step="main1")
    assert not _castable(s, growth)


def test_solver_finds_the_one_right_land_among_many():
    """CR 601.2g-h: the spell is castable when any untapped source can pay, even
    behind many lands of the wrong colour."""
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 4)
    forest = s.battlefield(0, "Forest")
    s.start(step="main1")
    assert _castable(s, growth)
    s.cast(growth, targets=[bears]).resolve()
    assert s.game.objects[forest].tapped
    assert s.pt(bears) == (5, 5)


def test_generic_mana_can_be_paid_with_any_type():
    """CR 107.4b: generic mana is paid with mana of any type."""
    s = Scenario()
    giant = s.hand(0, "Hill Giant")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Island")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Sol Ring")
    s.start(step="main1")
    s.cast(giant).resolve()
    assert s.battlefield_names(0).count("Hill Giant") == 1


def test_solver_keeps_the_needed_colour_for_the_coloured_symbol():
    """CR 601.2h: {1}{U}{U} with two Islands and a Mountain: the Mountain pays {1}."""
    s = Scenario()
    cancel = s.hand(0, "Cancel")
    bolt = s.hand(1, "Lightning Bolt")
    s.lands(0, "Island", 2)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    assert _castable(s, cancel)
    s.cast(cancel, targets=[s.game.stack[0]])
    s.resolve()
    assert s.life(0) == 20


def test_colourless_symbol_needs_colourless_mana():
    """CR 106.1b, 107.4c: {C} can be paid only with colourless mana."""
    s = Scenario()
    idol = s.hand(0, "Test Colourless Idol")
    s.lands(0, "Mountain", 4)
    s.start(step="main1")
    assert not _castable(s, idol)


def test_sol_ring_pays_for_colourless_symbols():
    """CR 106.1b: Sol Ring adds {C}{C}."""
    s = Scenario()
    idol = s.hand(0, "Test Colourless Idol")
    ring = s.battlefield(0, "Sol Ring")
    s.start(step="main1")
    s.cast(idol).resolve()
    assert s.game.objects[ring].tapped
    assert "Test Colourless Idol" in s.battlefield_names(0)


def test_sol_ring_taps_for_two_colourless():
    """Sol Ring: "{T}: Add {C}{C}."""
    s = Scenario()
    ring = s.battlefield(0, "Sol Ring")
    s.start(step="main1")
    s.tap_for_mana(ring, "CC")
    assert s.game.players[0].pool.to_json() == {"C": 2}


def test_hybrid_symbol_paid_with_either_colour():
    """CR 107.4e: {G/W} can be paid with green or white mana."""
    for lands in (("Forest", "Forest"), ("Plains", "Plains"), ("Forest", "Plains")):
        s = Scenario()
        bear = s.hand(0, "Test Hybrid Bear")
        for land in lands:
            s.battlefield(0, land)
        s.start(step="main1")
        assert _castable(s, bear), lands
    s = Scenario()
    bear = s.hand(0, "Test Hybrid Bear")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    assert not _castable(s, bear)


def test_solver_tries_both_halves_of_each_hybrid_symbol():
    """CR 107.4e, 601.2h: {U/B}{W/U} with an Island and a Swamp: the Island must
    pay {W/U}, so the Swamp pays {U/B}."""
    s = Scenario()
    pair = s.hand(0, "Test Hybrid Pair")
    s.battlefield(0, "Island")
    s.battlefield(0, "Swamp")
    s.start(step="main1")
    assert _castable(s, pair)
    s.cast(pair).resolve()
    assert "Test Hybrid Pair" in s.battlefield_names(0)


def test_hybrid_mana_value_and_colours():
    """CR 202.2d, 202.3f: a hybrid symbol counts as one and both colours."""
    s = Scenario()
    bear = s.battlefield(0, "Test Hybrid Bear")
    s.start(step="main1")
    ch = s.game.chars(bear)
    assert ch.mana_cost.mana_value == 2
    assert ch.colours == frozenset({"G", "W"})


def test_dual_land_used_for_the_colour_only_it_can_make():
    """CR 601.2h: the solver keeps a dual land for the symbol only it can pay."""
    s = Scenario()
    counterspell = s.hand(0, "Counterspell")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(0, "Island")
    s.battlefield(0, "Tranquil Cove")
    s.battlefield(1, "Mountain")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    assert _castable(s, counterspell)


def test_x_cost_offers_only_payable_values():
    """CR 107.3, 601.2b: X is chosen; the engine offers values it can pay."""
    s = Scenario()
    fireball = s.hand(0, "Test Fireball")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Sol Ring")
    s.start(step="main1")
    s.act("cast", fireball, "normal")
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2]


def test_creature_mana_ability_pays_for_spells():
    """CR 605.1a: Llanowar Elves is a mana source for the solver."""
    s = Scenario()
    growth = s.hand(0, "Giant Growth")
    elves = s.battlefield(0, "Llanowar Elves")
    s.start(step="main1")
    s.cast(growth, targets=[elves]).resolve()
    assert s.game.objects[elves].tapped
    assert s.pt(elves) == (4, 4)


def test_tranquil_cove_taps_for_white_or_blue():
    """Tranquil Cove: "{T}: Add {W} or {U}."""
    s = Scenario()
    cove = s.battlefield(0, "Tranquil Cove")
    s.start(step="main1")
    s.act("mana_abilities")
    acts = [a for a in s.game.legal_actions() if a.kind == "activate"]
    assert acts == [Action("activate", (cove, 2, "W")), Action("activate", (cove, 2, "U"))]


def test_basic_lands_tap_for_their_colour():
    """CR 305.6: a basic land has "{T}: Add [mana]" for its type."""
    s = Scenario()
    lands = {
        name: s.battlefield(0, name) for name in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    }
    s.start(step="main1")
    for (_name, oid), colour in zip(lands.items(), "WUBRG", strict=True):
        s.tap_for_mana(oid, colour)
    assert s.game.players[0].pool.to_json() == dict.fromkeys("WUBRG", 1)


def test_monocoloured_hybrid_paid_with_one_coloured_mana():
    """CR 107.4e, 202.3f: {2/W} can be paid with {W} or with two generic mana; its
    mana value is 2 but one Plains pays it."""
    s = Scenario()
    knight = s.hand(0, "Test Twobrid Knight")
    s.lands(0, "Plains", 2)
    s.start(step="main1")
    assert _castable(s, knight)
    s.cast(knight).resolve()
    assert "Test Twobrid Knight" in s.battlefield_names(0)


def test_monocoloured_hybrid_paid_with_generic_mana():
    """CR 107.4e: {2/W}{2/W} from four Mountains."""
    s = Scenario()
    knight = s.hand(0, "Test Twobrid Knight")
    s.lands(0, "Mountain", 4)
    s.start(step="main1")
    assert _castable(s, knight)
    s2 = Scenario()
    knight2 = s2.hand(0, "Test Twobrid Knight")
    s2.lands(0, "Mountain", 3)
    s2.start(step="main1")
    assert not _castable(s2, knight2)


def test_a_land_can_tap_for_mana_the_turn_it_is_played():
    """CR 302.6 concerns creatures only: a land played this turn taps for mana."""
    s = Scenario()
    forest = s.hand(0, "Forest")
    s.start(step="main1")
    s.act("play", forest)
    land = s.find("Forest", "battlefield")
    s.act("mana_abilities")
    assert Action("activate", (land, 0, "G")) in s.game.legal_actions()
