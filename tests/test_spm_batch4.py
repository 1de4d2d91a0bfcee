"""Marvel's Spider-Man, batch four (manastack/cards/spiderman_batch4.py): a land
with mayhem, an Aura cast from the graveyard, linked abilities (CR 607) and the
rest, through the scenario harness."""

from __future__ import annotations

from manastack import Action
from manastack.scenario import Scenario


def _castable(s: Scenario, oid: int, how: str) -> bool:
    return Action("cast", (oid, how)) in s.game.legal_actions()


def test_oscorp_industries_played_from_the_graveyard_after_a_discard():
    s = Scenario()
    oscorp = s.hand(0, "Oscorp Industries")
    helper = s.hand(0, "Masked Meower")  # discard a card, sacrifice: draw a card
    s.library(0, "Plains", "Plains")
    meower = s.battlefield(0, "Masked Meower")
    s.start()
    assert helper
    s.activate(meower)
    s.choose(oscorp)
    s.resolve()
    oscorp = s.find("Oscorp Industries", "graveyard")
    assert Action("play", (oscorp,)) in s.game.legal_actions()
    s.act("play", oscorp)
    s.resolve()
    land = s.find("Oscorp Industries", "battlefield")
    assert s.game.objects[land].tapped and s.life(0) == 18  # entered from a graveyard


def test_oscorp_industries_not_discarded_this_turn_stays():
    s = Scenario()
    oscorp = s.graveyard(0, "Oscorp Industries")
    s.start()
    assert Action("play", (oscorp,)) not in s.game.legal_actions()


def test_oscorp_industries_from_hand_costs_no_life():
    s = Scenario()
    oscorp = s.hand(0, "Oscorp Industries")
    s.start()
    s.act("play", oscorp)
    s.resolve_all()
    land = s.find("Oscorp Industries", "battlefield")
    assert s.life(0) == 20 and s.game.objects[land].tapped and not s.game.stack


def test_alien_symbiosis_buffs_and_is_cast_again_from_the_graveyard():
    s = Scenario()
    aura = s.graveyard(0, "Alien Symbiosis")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Forest")
    s.lands(0, "Swamp", 2)
    s.start()
    assert _castable(s, aura, "from_graveyard")
    assert not _castable(s, aura, "normal")
    s.act("cast", aura, "from_graveyard")
    s.act("target", bears)
    s.act("autopay")
    s.choose(s.find("Forest", "hand"))  # discarding a card is part of the cost
    s.resolve()
    ch = s.game.chars(bears)
    assert (ch.power, ch.toughness) == (3, 3) and "menace" in ch.keywords
    assert {"Bear", "Symbiote"} <= ch.subtypes
    assert s.graveyard_names(0) == ["Forest"]


def test_alien_symbiosis_from_the_graveyard_needs_a_card_to_discard():
    s = Scenario()
    aura = s.graveyard(0, "Alien Symbiosis")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.start()
    assert not _castable(s, aura, "from_graveyard")


def test_morbius_from_the_graveyard_digs_three():
    s = Scenario()
    morbius = s.graveyard(0, "Morbius the Living Vampire")
    s.library(0, "Hill Giant", "Forest", "Island", "Plains")
    s.lands(0, "Island", 1)
    s.lands(0, "Swamp", 1)
    s.start()
    s.activate(morbius).resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == "choose"]
    assert sorted(s.names(options)) == ["Forest", "Hill Giant", "Island"]
    s.choose(s.find("Hill Giant", "library"))
    s.choose(s.find("Island", "library"))  # the first of the rest to the bottom
    s.resolve()
    assert s.hand_names(0) == ["Hill Giant"]
    assert s.names(s.game.players[0].library) == ["Forest", "Island", "Plains"]
    assert s.find("Morbius the Living Vampire", "exile")


def test_the_spot_exiles_and_gives_back_when_he_dies():
    s = Scenario()
    spot = s.hand(0, "The Spot, Living Portal")
    s.lands(0, "Plains", 3)
    s.lands(0, "Swamp", 2)
    s.library(0, "Forest")
    cart = s.battlefield(1, "Hot Dog Cart")
    dead = s.graveyard(1, "Grizzly Bears")
    s.graveyard(1, "Mountain")  # a land card: not a legal target
    bolts = s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    s.start()
    s.cast(spot).resolve()
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert cart in targets and not [t for t in targets if s.game.objects[t].card.name == "Mountain"]
    s.act("target", cart)
    s.act("target", dead)
    s.resolve()
    assert s.find("Hot Dog Cart", "exile") and s.find("Grizzly Bears", "exile")
    spot = s.find("The Spot, Living Portal", "battlefield")
    s.pass_priority()
    s.cast(bolts[0], targets=[spot])
    s.cast(bolts[1], targets=[spot]).resolve()
    s.resolve()
    s.resolve()  # the dies trigger
    assert sorted(s.hand_names(1)) == ["Grizzly Bears", "Hot Dog Cart"]
    assert s.game.players[0].library[0] == s.find("The Spot, Living Portal", "library")


def test_mysterio_makes_illusions_that_vanish_with_him():
    s = Scenario()
    mysterio = s.hand(0, "Mysterio, Master of Illusion")
    s.battlefield(0, "Common Crook")
    s.lands(0, "Island", 4)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start()
    s.cast(mysterio).resolve()
    s.resolve()
    assert s.battlefield_names(0).count("Illusion Villain") == 2  # Mysterio and the Crook
    s.pass_priority()
    s.cast(bolt, targets=[s.find("Mysterio, Master of Illusion", "battlefield")]).resolve()
    s.resolve()
    assert "Illusion Villain" not in s.battlefield_names(0)


def test_rent_is_due_taps_two_to_draw_or_is_sacrificed():
    s = Scenario()
    s.battlefield(0, "Rent Is Due")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.library(0, "Forest", "Forest")
    s.start(step="main2")
    s.pass_until_decision("choose_card")
    s.choose(bears)
    s.choose(giant)
    s.resolve()
    assert s.game.objects[bears].tapped and s.game.objects[giant].tapped
    assert s.hand_names(0) == ["Forest"] and "Rent Is Due" in s.battlefield_names(0)


def test_rent_is_due_declined_or_impossible_is_sacrificed():
    for creatures, answer in (
        (("Grizzly Bears", "Hill Giant"), "none"),
        (("Grizzly Bears",), None),
    ):
        s = Scenario()
        s.battlefield(0, "Rent Is Due")
        for name in creatures:
            s.battlefield(0, name)
        s.library(0, "Forest")
        s.start(step="main2")
        if answer is not None:
            s.pass_until_decision("choose_card")
            s.choose(answer)
        else:
            s.pass_until("end")
        s.resolve()
        assert "Rent Is Due" in s.graveyard_names(0) and not s.hand_names(0)
