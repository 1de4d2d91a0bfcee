"""Mana with a restriction or a rider (CR 106.6, 106.6a): the pool keeps it apart,
a payment spends it only where it may be spent, and a rider applies when it is
spent (manastack/mechanics/restricted_mana.py, manastack/cards/late_mana.py)."""

from manastack.core.kinds import ActionKind, KeywordName
from manastack.engine.objects import BATTLEFIELD, EXILE, STACK
from manastack.scenario import Scenario


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == ActionKind.CAST and a.args[0] == card for a in s.game.legal_actions())


def _activations(s: Scenario, source: int) -> set[str]:
    s.act("mana_abilities")
    found = {
        a.args[2]
        for a in s.game.legal_actions()
        if a.kind == ActionKind.ACTIVATE and a.args[0] == source
    }
    s.act("done")
    return found


def test_hermitic_herbalist_lesson_mana_pays_only_for_lessons():
    """Hermitic Herbalist: "{T}: Add two mana in any combination of colors.
    Spend this mana only to cast Lesson spells" (CR 106.6): that mana pays for
    Energybending (a Lesson) but not for Grizzly Bears."""
    s = Scenario()
    herbalist = s.battlefield(0, "Hermitic Herbalist")
    lesson, bears = s.hand(0, "Energybending", "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.start()
    assert "GG" in _activations(s, herbalist)  # and every other pair of colours
    s.tap_for_mana(herbalist, "GG", index=1)
    assert s.game.players[0].pool.to_json() == {"G": 2}
    assert not _castable(s, bears)
    assert _castable(s, lesson)
    s.cast(lesson).resolve()
    assert s.game.objects.get(lesson) is None and s.graveyard_names(0) == ["Energybending"]
    assert s.game.players[0].pool.size == 0


def test_hermitic_herbalist_any_colour_mana_has_no_restriction():
    """Its first ability, "{T}: Add one mana of any color", makes ordinary mana
    that the payment solver may tap for anything (CR 106.1b)."""
    s = Scenario()
    s.battlefield(0, "Hermitic Herbalist")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.cast(bears).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_restricted_mana_is_not_spent_on_another_spell_and_empties_at_step_end():
    """Restricted mana stays in the pool while ordinary mana pays for another
    spell (CR 106.6), and empties like any other mana (CR 106.4, 500.4)."""
    s = Scenario()
    herbalist = s.battlefield(0, "Hermitic Herbalist")
    s.lands(0, "Forest", 2)
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(herbalist, "UU", index=1)
    s.cast(bears).resolve()
    assert s.game.players[0].pool.to_json() == {"U": 2}
    s.pass_until("end", active=0)
    assert s.game.players[0].pool.size == 0


def test_white_lotus_hideout_coloured_mana_only_for_lessons_and_shrines():
    """White Lotus Hideout: "{T}: Add {C}.  {T}: Add one mana of any color.
    Spend this mana only to cast a Lesson or Shrine spell.  {1}, {T}: Add one
    mana of any color."  Its restricted blue pays The Spirit Oasis's {U} (a
    Shrine) but not Divination's; the solver taps it only for {C}."""
    s = Scenario()
    hideout = s.battlefield(0, "White Lotus Hideout")
    s.lands(0, "Plains", 2)
    oasis, divination = s.hand(0, "The Spirit Oasis", "Divination")
    s.library(0, "Island", "Island")
    s.start()
    assert not _castable(s, oasis)  # {C} can't pay {U}: its blue needs the restricted ability
    s.tap_for_mana(hideout, "U", index=1)
    assert not _castable(s, divination)
    s.cast(oasis).resolve()
    assert "The Spirit Oasis" in s.battlefield_names(0)


def test_white_lotus_hideout_paid_ability_makes_ordinary_mana():
    """Its "{1}, {T}: Add one mana of any color" has no restriction."""
    s = Scenario()
    hideout = s.battlefield(0, "White Lotus Hideout")
    plains = s.lands(0, "Plains", 3)
    divination = s.hand(0, "Divination")
    s.library(0, "Island", "Island")
    s.start()
    s.tap_for_mana(plains[0], "W")
    s.tap_for_mana(hideout, "U", index=2)
    assert _castable(s, divination)
    s.cast(divination).resolve()
    assert s.hand_names(0) == ["Island", "Island"]


def test_untaidake_mana_casts_only_legendary_spells():
    """Untaidake, the Cloud Keeper: enters tapped; "{T}, Pay 2 life: Add {C}{C}.
    Spend this mana only to cast legendary spells" (CR 106.6)."""
    s = Scenario()
    played = s.hand(0, "Untaidake, the Cloud Keeper")
    s.start()
    s.act("play", played)
    assert s.game.objects[s.find("Untaidake, the Cloud Keeper", BATTLEFIELD)].tapped

    s = Scenario()
    untaidake = s.battlefield(0, "Untaidake, the Cloud Keeper")
    s.battlefield(0, "Forest")
    isao, bears = s.hand(0, "Isao, Enlightened Bushi", "Grizzly Bears")
    s.start()
    s.tap_for_mana(untaidake, "CC")
    assert s.life(0) == 18
    assert not _castable(s, bears)
    s.cast(isao).resolve()
    assert "Isao, Enlightened Bushi" in s.battlefield_names(0)


def test_boseiju_mana_spent_on_an_instant_or_sorcery_makes_it_uncounterable():
    """Boseiju, Who Shelters All: "{T}, Pay 2 life: Add {C}.  If that mana is
    spent on an instant or sorcery spell, that spell can't be countered"
    (CR 106.6a rider, 101.2): Cancel doesn't counter that Divination."""
    s = Scenario()
    boseiju = s.battlefield(0, "Boseiju, Who Shelters All")
    s.lands(0, "Island", 2)
    s.lands(1, "Island", 3)
    divination = s.hand(0, "Divination")
    cancel = s.hand(1, "Cancel")
    s.library(0, "Plains", "Plains")
    s.start()
    s.tap_for_mana(boseiju, "C")
    assert s.life(0) == 18
    s.cast(divination)
    spell = s.game.stack[-1]
    assert s.game.chars(spell).has(KeywordName.CANT_BE_COUNTERED)
    s.pass_priority()
    s.cast(cancel, targets=[spell])
    s.resolve()
    assert s.game.objects[spell].zone == STACK
    s.resolve()
    assert s.hand_names(0) == ["Plains", "Plains"]


def test_boseiju_mana_spent_on_a_creature_spell_carries_no_rider():
    """The rider applies only to an instant or sorcery spell; Boseiju's mana
    still pays for anything (it is a rider, not a restriction)."""
    s = Scenario()
    boseiju = s.battlefield(0, "Boseiju, Who Shelters All")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(boseiju, "C")
    s.cast(bears)
    assert not s.game.chars(s.game.stack[-1]).has(KeywordName.CANT_BE_COUNTERED)
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_interdimensional_web_watch_mana_only_for_spells_cast_from_exile():
    """Interdimensional Web Watch: "When this artifact enters, exile the top two
    cards of your library.  Until the end of your next turn, you may play those
    cards.  {T}: Add two mana in any combination of colors.  Spend this mana
    only to cast spells from exile" (CR 106.6)."""
    s = Scenario()
    watch = s.hand(0, "Interdimensional Web Watch")
    s.lands(0, "Plains", 4)
    old_watch = s.battlefield(0, "Interdimensional Web Watch")
    bears_in_hand = s.hand(0, "Grizzly Bears")
    s.library(0, "Grizzly Bears", "Forest")
    s.start()
    s.cast(watch).resolve()
    s.resolve()  # its enters trigger
    exiled = list(s.game.exile)
    assert sorted(s.names(exiled)) == ["Forest", "Grizzly Bears"]
    s.tap_for_mana(old_watch, "GG")
    assert not _castable(s, bears_in_hand)
    bears = next(o for o in exiled if s.game.objects[o].card.name == "Grizzly Bears")
    assert s.game.objects[bears].zone == EXILE
    s.cast(bears).resolve()
    assert s.battlefield_names(0).count("Grizzly Bears") == 1
    assert s.hand_names(0) == ["Grizzly Bears"]


def test_jasmine_dragon_tea_shop_mana_for_ally_spells_and_ally_abilities():
    """Jasmine Dragon Tea Shop: "{T}: Add one mana of any color.  Spend this
    mana only to cast an Ally spell or activate an ability of an Ally source"
    (CR 106.6): it pays for Momo (an Ally) and Water Tribe Captain's {5}, not
    for Savannah Lions."""
    s = Scenario()
    shop = s.battlefield(0, "Jasmine Dragon Tea Shop")
    momo, lions = s.hand(0, "Momo, Friendly Flier", "Savannah Lions")
    s.start()
    s.tap_for_mana(shop, "W", index=1)
    assert not _castable(s, lions)
    s.cast(momo).resolve()
    assert "Momo, Friendly Flier" in s.battlefield_names(0)

    s = Scenario()
    shop = s.battlefield(0, "Jasmine Dragon Tea Shop")
    captain = s.battlefield(0, "Water Tribe Captain")
    s.lands(0, "Plains", 4)
    s.start()
    s.tap_for_mana(shop, "W", index=1)  # the Plains and this restricted {W} make {5}
    s.activate(captain).resolve()
    assert s.pt(captain) == (4, 4)
    assert s.game.players[0].pool.size == 0


def test_jasmine_dragon_tea_shop_makes_an_ally_token():
    """Its "{5}, {T}: Create a 1/1 white Ally creature token" (CR 111)."""
    s = Scenario()
    shop = s.battlefield(0, "Jasmine Dragon Tea Shop")
    s.lands(0, "Plains", 5)
    s.start()
    s.activate(shop).resolve()
    assert "Ally" in s.battlefield_names(0)


def _mana_options(s: Scenario, source: int) -> set[str]:
    return {
        a.args[2]
        for a in s.game.legal_actions()
        if a.kind == ActionKind.ACTIVATE and a.args[0] == source
    }


def test_raucous_audience_adds_gg_instead_with_a_power_four_creature():
    """Raucous Audience: "{T}: Add {G}.  If you control a creature with power 4
    or greater, add {G}{G} instead" (CR 106.1, 605.3b: decided as it resolves)."""
    s = Scenario()
    audience = s.battlefield(0, "Raucous Audience")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    assert not _castable(s, bears)  # {G} alone can't pay {1}{G}
    s.act("mana_abilities")
    assert _mana_options(s, audience) == {"G"}
    s.act("done")

    s = Scenario()
    audience = s.battlefield(0, "Raucous Audience")
    s.battlefield(0, "Craw Wurm")
    s.start()
    s.tap_for_mana(audience, "GG")
    assert s.game.players[0].pool.to_json() == {"G": 2}


def test_white_lotus_tile_adds_x_of_one_colour_for_creatures_sharing_a_type():
    """White Lotus Tile: enters tapped; "{T}: Add X mana of any one color, where
    X is the greatest number of creatures you control that have a creature type
    in common": two Bears and a Wurm make X = 2."""
    s = Scenario()
    played = s.hand(0, "White Lotus Tile")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(played).resolve()
    assert s.game.objects[s.find("White Lotus Tile", BATTLEFIELD)].tapped

    s = Scenario()
    tile = s.battlefield(0, "White Lotus Tile")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Craw Wurm")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.act("mana_abilities")
    assert _mana_options(s, tile) == {"WW", "UU", "BB", "RR", "GG"}
    s.act("done")
    s.tap_for_mana(tile, "BB")
    assert s.game.players[0].pool.to_json() == {"B": 2}


def test_grand_coliseum_coloured_mana_deals_one_damage_to_you():
    """Grand Coliseum: enters tapped; "{T}: Add {C}.  {T}: Add one mana of any
    color.  This land deals 1 damage to you" (CR 605.3b, 120.3).  The payment
    solver taps it only for the painless {C}."""
    s = Scenario()
    played = s.hand(0, "Grand Coliseum")
    s.start()
    s.act("play", played)
    assert s.game.objects[s.find("Grand Coliseum", BATTLEFIELD)].tapped

    s = Scenario()
    coliseum = s.battlefield(0, "Grand Coliseum")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.cast(bears).resolve()
    assert s.life(0) == 20 and s.game.objects[coliseum].tapped

    s = Scenario()
    coliseum = s.battlefield(0, "Grand Coliseum")
    lions = s.hand(0, "Savannah Lions")
    s.start()
    assert not _castable(s, lions)  # autopay never taps it for colour without the damage
    s.tap_for_mana(coliseum, "W", index=2)
    assert s.life(0) == 19
    s.cast(lions).resolve()
    assert "Savannah Lions" in s.battlefield_names(0)


def test_hall_of_the_bandit_lord_creature_spell_gains_haste_as_a_permanent():
    """Hall of the Bandit Lord: enters tapped; "{T}, Pay 3 life: Add {C}.  If
    that mana is spent on a creature spell, it gains haste" (CR 106.6a); the
    creature it becomes keeps haste (CR 400.7a) and can attack at once."""
    s = Scenario()
    played = s.hand(0, "Hall of the Bandit Lord")
    s.start()
    s.act("play", played)
    assert s.game.objects[s.find("Hall of the Bandit Lord", BATTLEFIELD)].tapped

    s = Scenario()
    hall = s.battlefield(0, "Hall of the Bandit Lord")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(hall, "C")
    assert s.life(0) == 17
    s.cast(bears).resolve()
    creature = s.find("Grizzly Bears", BATTLEFIELD)
    assert s.game.chars(creature).has(KeywordName.HASTE)
    s.attack(creature)
    s.pass_until("end", active=0)
    assert s.life(1) == 18


def test_hall_of_the_bandit_lord_mana_on_a_noncreature_spell_gives_nothing():
    """Only the creature spell that mana was spent on gains haste: Divination
    paid with it gains nothing, and Grizzly Bears cast afterwards with other
    mana has no haste."""
    s = Scenario()
    hall = s.battlefield(0, "Hall of the Bandit Lord")
    s.lands(0, "Island", 2)
    s.lands(0, "Forest", 2)
    divination, bears = s.hand(0, "Divination", "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.start()
    s.tap_for_mana(hall, "C")
    s.cast(divination)
    assert not s.game.chars(s.game.stack[-1]).has(KeywordName.HASTE)
    s.resolve()
    s.cast(bears).resolve()
    assert not s.game.chars(s.find("Grizzly Bears", BATTLEFIELD)).has(KeywordName.HASTE)
