"""Onslaught, the rest of the set (6): each card does what its text says
(cards/onslaught_batch6.py); permanents that stay tapped and effects "for as
long as this creature remains tapped" (CR 502.3, 611.2b)."""

from __future__ import annotations

import pytest

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.game import IllegalAction
from manastack.mechanics.regeneration import shields_on
from manastack.scenario import Scenario


def cycle(s: Scenario, card: int) -> None:
    s.act("special", card, "cycle")
    while s.game.decision is not None and s.game.decision.kind == DecisionKind.PAY:
        s.game.act(Action(ActionKind.AUTOPAY))


def libraries(s: Scenario, n: int = 6) -> None:
    for p in (0, 1):
        s.library(p, *["Island"] * n)


# ----------------------------------------------------------------- Couriers
COURIERS = [
    ("Pearlspear Courier", "Plains", "Daru Lancer", "vigilance"),
    ("Ghosthelm Courier", "Island", "Rummaging Wizard", "shroud"),
    ("Frightshroud Courier", "Swamp", "Accursed Centaur", "fear"),
    ("Flamestick Courier", "Mountain", "Sparksmith", "haste"),
    ("Everglove Courier", "Forest", "Llanowar Elves", "trample"),
]


@pytest.mark.parametrize("name,land,friend,keyword", COURIERS, ids=[c[0] for c in COURIERS])
def test_courier_bonus_lasts_while_it_stays_tapped(name, land, friend, keyword):
    s = Scenario()
    courier = s.battlefield(0, name)
    s.lands(0, land, 3)
    target = s.battlefield(0, friend)
    libraries(s)
    g = s.start()
    base = s.pt(target)
    s.activate(courier, targets=[target]).resolve()
    boosted = (base[0] + 2, base[1] + 2)
    assert s.pt(target) == boosted and keyword in g.chars(target).keywords
    s.pass_until("end", active=1)
    s.pass_until_decision(DecisionKind.MAY)  # its untap step: untap it?
    s.choose("no")
    s.pass_until("upkeep", active=0)
    assert g.objects[courier].tapped and s.pt(target) == boosted
    s.pass_until("end", active=1)
    s.pass_until_decision(DecisionKind.MAY)
    s.choose("yes")
    s.pass_until("upkeep", active=0)
    assert not g.objects[courier].tapped and s.pt(target) == base
    assert keyword not in g.chars(target).keywords


def test_the_bonus_doesnt_come_back_when_the_courier_is_tapped_again():
    s = Scenario()
    courier = s.battlefield(0, "Everglove Courier")
    s.lands(0, "Forest", 3)
    elf = s.battlefield(0, "Llanowar Elves")
    libraries(s)
    g = s.start()
    s.activate(courier, targets=[elf]).resolve()
    s.pass_until("end", active=1)
    s.pass_until_decision(DecisionKind.MAY)
    s.choose("yes")
    s.pass_until("main1", active=0)
    s.attack(courier)  # tapped again, by attacking
    assert g.objects[courier].tapped and s.pt(elf) == (1, 1)


def test_callous_oppressor_steals_a_creature_not_of_the_type_the_opponent_chose():
    s = Scenario()
    oppressor = s.hand(0, "Callous Oppressor")
    s.lands(0, "Island", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(1, "Llanowar Elves")
    libraries(s)
    g = s.start()
    s.cast(oppressor).resolve()
    assert g.decision.kind == DecisionKind.CREATURE_TYPE and g.decision.player == 1
    s.choose("Bear")
    oppressor = s.find("Callous Oppressor", "battlefield")
    s.pass_until("end", active=1)
    s.pass_until("main1", active=0)
    g.act(Action(ActionKind.ACTIVATE, (oppressor, 2)))
    with pytest.raises(IllegalAction):
        g.act(Action(ActionKind.TARGET, (bears,)))
    g.act(Action(ActionKind.TARGET, (elf,)))
    s.resolve()
    assert g.chars(elf).controller == 0 and g.chars(bears).controller == 1
    s.pass_until("end", active=1)
    s.pass_until_decision(DecisionKind.MAY)
    s.choose("yes")
    s.pass_until("upkeep", active=0)
    assert g.chars(elf).controller == 1


def test_goblin_sharpshooter_stays_tapped_until_a_creature_dies():
    s = Scenario()
    shooter = s.battlefield(0, "Goblin Sharpshooter")
    elf = s.battlefield(1, "Llanowar Elves")
    bears = s.battlefield(1, "Grizzly Bears")
    libraries(s)
    g = s.start()
    s.activate(shooter, targets=[bears]).resolve()
    s.pass_until("upkeep", active=0)
    assert g.objects[shooter].tapped
    s.pass_until("main1", active=0)
    assert g.objects[shooter].tapped
    s2 = Scenario()
    shooter2 = s2.battlefield(0, "Goblin Sharpshooter")
    elf2 = s2.battlefield(1, "Llanowar Elves")
    g2 = s2.start()
    s2.activate(shooter2, targets=[elf2]).resolve()
    s2.resolve_all()
    assert s2.graveyard_names(1) == ["Llanowar Elves"] and not g2.objects[shooter2].tapped
    del elf


# ------------------------------------------------------------------ counters
def test_withering_hex_gets_a_plague_counter_each_time_anyone_cycles():
    s = Scenario()
    hex_ = s.hand(0, "Withering Hex")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Plains")
    giant = s.battlefield(1, "Hill Giant")
    card = s.hand(0, "Secluded Steppe")
    s.library(0, "Island")
    g = s.start()
    s.cast(hex_, targets=[giant]).resolve()
    assert s.pt(giant) == (3, 3)
    cycle(s, card)
    s.resolve_all()
    assert s.pt(giant) == (2, 2)
    del g


def test_aurification_walls_creatures_that_damage_you_until_it_leaves():
    s = Scenario()
    s.battlefield(0, "Aurification")
    bears = s.battlefield(1, "Grizzly Bears")
    libraries(s)
    g = s.start(active=1)
    s.attack(bears)
    s.pass_until("end", active=1)
    assert "Wall" in g.chars(bears).subtypes and "defender" in g.chars(bears).keywords
    s.pass_until("declare_attackers", active=1)
    assert not [a for a in g.legal_actions() if a.kind == "attack"]


# -------------------------------------------------------------------- damage
def test_gratuitous_violence_doubles_damage_by_your_creatures_only():
    s = Scenario()
    s.battlefield(0, "Gratuitous Violence")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    libraries(s)
    s.start()
    s.attack(bears)
    s.pass_until("main2")
    assert s.life(1) == 16
    s.cast(s.find("Shock", "hand"), targets=["P1"]).resolve()
    assert s.life(1) == 14  # a spell isn't a creature: not doubled


def test_pinpoint_avalanche_cant_be_prevented():
    s = Scenario()
    spell = s.hand(0, "Pinpoint Avalanche")
    s.lands(0, "Mountain", 5)
    marshal = s.battlefield(1, "Skirk Fire Marshal")  # protection from red
    g = s.start()
    with pytest.raises(IllegalAction):  # protection: it can't be the target
        s.cast(spell, targets=[marshal])
    del g
    s2 = Scenario()
    spell2 = s2.hand(0, "Pinpoint Avalanche")
    s2.lands(0, "Mountain", 5)
    giant = s2.battlefield(1, "Hill Giant")
    healer = s2.battlefield(1, "Daru Healer")
    s2.start()
    s2.cast(spell2, targets=[giant]).pass_priority()
    s2.activate(healer, targets=[giant]).resolve()  # prevent the next 1
    s2.resolve()
    assert s2.graveyard_names(1) == ["Hill Giant"]


def test_pinpoint_avalanche_ignores_a_prevention_shield():
    s = Scenario()
    spell = s.hand(0, "Pinpoint Avalanche")
    s.lands(0, "Mountain", 5)
    medic = s.battlefield(1, "Battlefield Medic")
    s.battlefield(1, "Cabal Archon")
    target = s.battlefield(1, "Hill Giant")
    g = s.start()
    s.pass_priority()
    s.activate(medic, targets=[target]).resolve()  # prevent the next 2
    s.cast(spell, targets=[target]).resolve()
    assert s.graveyard_names(1) == ["Hill Giant"]
    del g


def test_true_believer_gives_its_controller_shroud():
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "True Believer")
    g = s.start()
    g.act(Action(ActionKind.CAST, (bolt, "normal")))
    targets = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert "P1" not in targets and "P0" in targets


def test_dream_chisel_makes_face_down_spells_cost_one_less():
    s = Scenario()
    s.battlefield(0, "Dream Chisel")
    card = s.hand(0, "Whipcorder")
    s.lands(0, "Plains", 2)
    g = s.start()
    s.cast(card, how="morph").resolve()
    assert g.battlefield and any(g.objects[o].face_down for o in g.battlefield)


def test_boneknitter_regenerates_a_zombie():
    s = Scenario()
    knitter = s.battlefield(0, "Boneknitter")
    zombie = s.battlefield(0, "Severed Legion")
    s.lands(0, "Swamp", 2)
    g = s.start()
    s.activate(knitter, targets=[zombie]).resolve()
    assert shields_on(g, zombie) == 1


# ------------------------------------------------------- Sigil of the New Dawn
def test_sigil_of_the_new_dawn_pays_to_return_a_dying_creature():
    s = Scenario()
    s.battlefield(0, "Sigil of the New Dawn")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1)
    s.cast(s.find("Lightning Bolt", "hand"), targets=[bears]).resolve()
    s.resolve()
    assert g.decision.kind == DecisionKind.MAY and g.decision.player == 0
    s.choose("pay")
    assert s.hand_names(0) == ["Grizzly Bears"]


# ------------------------------------------------------------ the rest
def test_peer_pressure_takes_the_type_only_with_the_most():
    s = Scenario()
    spell = s.hand(0, "Peer Pressure")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    s.cast(spell).resolve()
    s.choose("Bear")
    assert g.chars(theirs).controller == 1  # a tie isn't more
    s2 = Scenario()
    spell2 = s2.hand(0, "Peer Pressure")
    s2.lands(0, "Island", 4)
    s2.battlefield(0, "Grizzly Bears")
    s2.battlefield(0, "Grizzly Bears")
    theirs2 = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start()
    s2.cast(spell2).resolve()
    s2.choose("Bear")
    assert g2.chars(theirs2).controller == 0


def test_cryptic_gateway_puts_a_creature_sharing_a_type_with_both_tapped():
    s = Scenario()
    gateway = s.battlefield(0, "Cryptic Gateway")
    elf = s.battlefield(0, "Llanowar Elves")  # Elf Druid
    rangers = s.battlefield(0, "Elvish Pioneer")  # Elf Druid
    s.hand(0, "Wirewood Elf", "Grizzly Bears")
    g = s.start()
    s.activate(gateway)
    s.choose(elf)
    s.choose(rangers)
    s.resolve()
    assert s.names(a.args[0] for a in g.legal_actions() if a.args[0] != "none") == ["Wirewood Elf"]
    s.choose(s.find("Wirewood Elf", "hand"))
    assert "Wirewood Elf" in s.battlefield_names(0)


def test_supreme_inquisitor_exiles_up_to_five_cards_of_a_library():
    s = Scenario()
    inquisitor = s.battlefield(0, "Supreme Inquisitor")
    wizards = [s.battlefield(0, "Rummaging Wizard") for _ in range(4)]
    s.library(1, "Hill Giant", "Island")
    g = s.start()
    s.activate(inquisitor, targets=["P1"])
    for oid in [inquisitor, *wizards]:
        s.choose(oid)
    s.resolve()
    s.choose(s.find("Hill Giant", "library"))
    s.choose("done")
    assert s.find("Hill Giant", "exile") and len(g.players[1].library) == 1


def test_spy_network_looks_at_the_hand_top_card_and_face_down_creatures():
    s = Scenario()
    spell = s.hand(0, "Spy Network")
    s.battlefield(0, "Island")
    secret = s.hand(1, "Hill Giant")
    top = s.library(1, "Forest")[0]
    hidden = s.battlefield(1, "Whipcorder", face_down=True)
    s.library(0, "Plains")
    g = s.start()
    s.cast(spell, targets=["P1"]).resolve()
    assert all(0 in g.known.get(o, frozenset()) for o in (secret, top, hidden))
