"""Marvel's Spider-Man, the last cards (manastack/cards/final_spm.py), each through
the public API: what its Oracle text does."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def _p1p1(s: Scenario, oid: int) -> int:
    return s.game.objects[oid].counters.get("+1/+1", 0)


# ----------------------------------------------------------------- Grow Extra Arms
def test_grow_extra_arms_costs_one_less_if_it_targets_a_spider():
    s = Scenario()
    arms = s.hand(0, "Grow Extra Arms")
    forest = s.battlefield(0, "Forest")
    spare = s.battlefield(0, "Forest")
    spider = s.battlefield(0, "Radioactive Spider")
    s.start()
    s.cast(arms, targets=[spider]).resolve()
    assert s.pt(spider) == (5, 5)  # +4/+4
    assert s.game.objects[forest].tapped != s.game.objects[spare].tapped  # paid {G} alone


def test_grow_extra_arms_costs_full_price_on_another_creature():
    s = Scenario()
    arms = s.hand(0, "Grow Extra Arms")
    forests = s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(arms, targets=[bears]).resolve()
    assert s.pt(bears) == (6, 6)
    assert all(s.game.objects[f].tapped for f in forests)  # {1}{G}


def test_grow_extra_arms_needs_two_mana_without_a_spider_to_target():
    s = Scenario()
    arms = s.hand(0, "Grow Extra Arms")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert not any(a.kind == ActionKind.CAST and a.args[0] == arms for a in s.game.legal_actions())


def test_grow_extra_arms_with_one_mana_offers_only_the_spider_as_its_target():
    """CR 601.2c, 601.2f, DESIGN (no dead end): with {G} alone it can be cast only
    for the discount, so the Spider is its only target (a non-Spider target
    would leave {1}{G} to pay with one Forest, and casting could not go on)."""
    s = Scenario()
    arms = s.hand(0, "Grow Extra Arms")
    s.battlefield(0, "Forest")
    spider = s.battlefield(0, "Radioactive Spider")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.game.act(Action(ActionKind.CAST, (arms, "normal")))
    assert s.game.decision.kind == DecisionKind.TARGET
    assert [a.args for a in s.game.legal_actions()] == [(spider,)]


# ------------------------------------------------------------------ Costume Closet
def test_costume_closet_enters_with_two_counters_and_moves_one_at_sorcery_speed():
    s = Scenario()
    closet = s.hand(0, "Costume Closet")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    s.start()
    s.cast(closet).resolve()
    closet = s.find("Costume Closet", "battlefield")
    assert _p1p1(s, closet) == 2
    s.game.act(s.pick(lambda a: a.kind == ActionKind.ACTIVATE and a.args[0] == closet))
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert bears in targets and theirs not in targets  # target creature you control
    s.act("target", bears)
    s.resolve()
    assert _p1p1(s, closet) == 1 and _p1p1(s, bears) == 1 and s.pt(bears) == (3, 3)


def test_costume_closet_with_no_counter_moves_nothing():
    s = Scenario()
    closet = s.battlefield(0, "Costume Closet")  # put there: no counters
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.activate(closet, targets=[bears]).resolve()
    assert _p1p1(s, bears) == 0


def test_costume_closet_is_sorcery_speed():
    s = Scenario()
    closet = s.battlefield(0, "Costume Closet", counters={"+1/+1": 2})
    s.battlefield(0, "Grizzly Bears")
    s.start(step="upkeep")
    assert not any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == closet for a in s.game.legal_actions()
    )


def _bolt_own(s: Scenario, victim: int) -> None:
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.cast(bolt, targets=[victim]).resolve()


def test_costume_closet_grows_when_a_modified_creature_you_control_leaves():
    s = Scenario()
    closet = s.battlefield(0, "Costume Closet", counters={"+1/+1": 1})
    countered = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    s.start()
    _bolt_own(s, countered)
    s.resolve()
    assert _p1p1(s, closet) == 2


def test_costume_closet_counts_an_equipped_creature_but_not_a_plain_one():
    s = Scenario()
    closet = s.battlefield(0, "Costume Closet", counters={"+1/+1": 1})
    plain = s.battlefield(0, "Grizzly Bears")
    equipped = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Spider-Suit", attached_to=equipped)
    s.start()
    _bolt_own(s, plain)
    s.resolve_all()
    assert _p1p1(s, closet) == 1  # not modified
    _bolt_own(s, equipped)
    s.resolve_all()
    assert _p1p1(s, closet) == 2  # equipped as it left


def test_costume_closet_ignores_an_opponents_modified_creature():
    s = Scenario()
    closet = s.battlefield(0, "Costume Closet", counters={"+1/+1": 1})
    theirs = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    s.start()
    _bolt_own(s, theirs)
    s.resolve_all()
    assert _p1p1(s, closet) == 1


# ------------------------------------------------------- Arana, Heart of the Spider
def test_arana_puts_a_counter_on_an_attacking_creature_once_per_attack():
    s = Scenario()
    s.battlefield(0, "Arana, Heart of the Spider")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    stay = s.battlefield(0, "Llanowar Elves")
    s.library(0, "Plains", "Plains")
    s.start()
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(bears, giant)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert targets == {bears, giant}  # target attacking creature
    s.act("target", giant)
    s.resolve()
    assert _p1p1(s, giant) == 1 and _p1p1(s, bears) == 0 and _p1p1(s, stay) == 0
    assert s.game.stack == [] and s.game.decision.kind == DecisionKind.PRIORITY  # one trigger


def test_arana_exiles_the_top_card_to_play_when_a_modified_creature_hits():
    s = Scenario()
    s.battlefield(0, "Arana, Heart of the Spider", sick=True)
    modified = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    plain = s.battlefield(0, "Hill Giant")
    s.library(0, "Lightning Bolt", "Plains")
    s.start()
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(modified)
    s.act("target", modified)
    s.resolve()
    s.pass_until("main2")
    assert s.life(1) == 20 - 4
    bolt = s.find("Lightning Bolt", "exile")  # the top card
    assert s.names(s.game.exile) == ["Lightning Bolt"]
    s.battlefield(0, "Mountain")
    s.cast(bolt, targets=[plain]).resolve()  # "you may play that card this turn"
    assert "Hill Giant" in s.graveyard_names(0)


def test_arana_ignores_an_unmodified_creature_hitting():
    s = Scenario()
    s.battlefield(0, "Arana, Heart of the Spider", sick=True)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.start()
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(giant, bears)
    s.act("target", bears)  # the counter goes on the Bears
    s.resolve()
    s.pass_until("main2")
    assert s.life(1) == 20 - 3 - 3
    assert s.names(s.game.exile) == ["Plains"]  # only the modified Bears' hit


# ------------------------------------------------------------ Hydro-Man, Fluid Felon
def test_hydro_man_bounced_before_its_trigger_resolves_is_read_as_it_last_was():
    """CR 603.4, 113.7a: "if Hydro-Man is a creature" is checked again as the
    trigger resolves, from what it last was once it has left (this crashed); the
    +1/+1 then has no creature to pump."""
    s = Scenario()
    s.battlefield(0, "Hydro-Man, Fluid Felon")
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.library(0, "Plains", "Plains")
    s.start()
    s.cast(opt)
    assert len(s.game.stack) == 2  # Opt and the trigger above it
    s.pass_priority()
    hydro = s.find("Hydro-Man, Fluid Felon", "battlefield")
    s.cast(unsummon, targets=[hydro])
    s.resolve()
    assert "Hydro-Man, Fluid Felon" in s.hand_names(0)
    s.resolve()  # the trigger: nothing to pump, and no error
    assert len(s.game.stack) == 1  # Opt is left


def test_hydro_man_grows_when_you_cast_a_blue_spell_while_a_creature():
    s = Scenario()
    hydro = s.battlefield(0, "Hydro-Man, Fluid Felon")
    s.hand(0, "Grow Extra Arms")
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.library(0, "Plains", "Plains")
    s.start()
    s.cast(opt).resolve()  # the trigger resolves first
    assert s.pt(hydro) == (3, 3)  # until end of turn
    s.resolve()
    assert s.game.decision.kind == DecisionKind.SCRY  # Opt resolving
    s.game.act(s.game.legal_actions()[0])
    grow = s.find("Grow Extra Arms", "hand")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.cast(grow, targets=[hydro]).resolve()  # a green spell: no trigger
    assert s.pt(hydro) == (7, 7)


def test_hydro_man_becomes_an_untapped_land_until_your_next_turn():
    s = Scenario()
    hydro = s.battlefield(0, "Hydro-Man, Fluid Felon", tapped=True)
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.pass_until("end")
    s.resolve()
    ch = s.game.chars(hydro)
    assert not s.game.objects[hydro].tapped  # untapped
    assert ch.types == frozenset({"Land"}) and not ch.is_creature  # a land, no creature
    assert "Elemental" not in ch.subtypes and "Legendary" in ch.supertypes
    s.pass_until("main1", active=1)
    assert not s.game.chars(hydro).is_creature  # still a land on the opponent's turn
    s.pass_priority()  # Bob passes; Alice has priority
    s.tap_for_mana(hydro, "U")  # "{T}: Add {U}"
    assert s.game.players[0].pool.available()["U"] == 1
    s.pass_until("upkeep", active=0)
    ch = s.game.chars(hydro)
    assert ch.is_creature and not ch.is_land and "Elemental" in ch.subtypes  # his turn again


def test_hydro_man_as_a_land_doesnt_grow():
    s = Scenario()
    hydro = s.battlefield(0, "Hydro-Man, Fluid Felon")
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.pass_until("end")
    s.resolve()
    s.pass_until("main1", active=1)
    s.pass_priority()  # Bob passes; Alice has priority
    s.cast(opt)  # a blue spell, but Hydro-Man isn't a creature: no trigger
    assert s.names(s.game.stack) == ["Opt"]
    assert not s.game.chars(hydro).is_creature


# -------------------------------------------------------------------- Spider-Verse
def test_spider_verse_spares_spiders_you_control_from_the_legend_rule():
    s = Scenario()
    s.battlefield(0, "Spider-Verse")
    s.battlefield(0, "Arana, Heart of the Spider")
    s.battlefield(0, "Arana, Heart of the Spider")
    s.battlefield(0, "Hydro-Man, Fluid Felon")
    s.battlefield(0, "Hydro-Man, Fluid Felon")
    s.start()
    s.pass_until_decision(DecisionKind.LEGEND_RULE)
    s.game.act(s.game.legal_actions()[0])  # Hydro-Man is no Spider: one goes
    assert s.battlefield_names(0).count("Arana, Heart of the Spider") == 2
    assert s.battlefield_names(0).count("Hydro-Man, Fluid Felon") == 1


def _discard_to_mayhem(s: Scenario, *names: str) -> list[int]:
    """Alice casts Waking Nightmare on herself, discarding ``names``."""
    nightmare = s.hand(0, "Waking Nightmare")
    cards = [s.hand(0, n) for n in names]
    s.lands(0, "Swamp", 3)
    s.cast(nightmare, targets=["P0"]).resolve()
    for card in cards:
        s.game.act(Action(ActionKind.CHOOSE, (card,)))
    return [s.find(n, "graveyard") for n in dict.fromkeys(names)]


def test_spider_verse_copies_a_spell_cast_from_the_graveyard_and_the_copy_has_haste():
    s = Scenario()
    s.battlefield(0, "Spider-Verse")
    s.lands(0, "Mountain", 2)
    s.start()
    islanders, _island = _discard_to_mayhem(s, "Spider-Islanders", "Island")
    s.cast(islanders, how="mayhem").resolve()
    assert s.game.decision.kind == DecisionKind.MAY  # "you may copy it"
    s.choose("yes")
    s.resolve_all()
    made = [o for o in s.game.battlefield if s.game.chars(o).name == "Spider-Islanders"]
    assert len(made) == 2
    token = next(o for o in made if s.game.objects[o].is_token)
    card = next(o for o in made if not s.game.objects[o].is_token)
    assert "haste" in s.game.chars(token).keywords  # the copy gains haste
    assert "haste" not in s.game.chars(card).keywords  # the spell itself doesn't


def test_spider_verse_copies_only_once_each_turn_and_not_spells_from_the_hand():
    s = Scenario()
    s.battlefield(0, "Spider-Verse")
    s.lands(0, "Mountain", 4)
    giant = s.hand(0, "Hill Giant")
    s.start()
    first, second = _discard_to_mayhem(s, "Spider-Islanders", "Raging Goblinoids")
    s.lands(0, "Mountain", 5)
    s.cast(giant)  # from the hand: no trigger
    assert s.game.decision.kind == DecisionKind.PRIORITY and s.names(s.game.stack) == ["Hill Giant"]
    s.resolve()
    s.cast(first, how="mayhem").resolve()
    s.choose("no")  # declined: it may still be done later this turn
    s.resolve_all()
    s.cast(second, how="mayhem").resolve()
    s.choose("yes")
    s.resolve_all()
    assert s.battlefield_names(0).count("Raging Goblinoids") == 2
    third, _ = _discard_to_mayhem(s, "Spider-Islanders", "Island")
    s.lands(0, "Mountain", 4)
    s.cast(third, how="mayhem").resolve()  # the trigger resolves: copied once already
    assert s.game.decision.kind == DecisionKind.PRIORITY
    s.resolve_all()
    assert s.battlefield_names(0).count("Spider-Islanders") == 2  # the first and this one


# -------------------------------------------------------------- Supportive Parents
def test_supportive_parents_taps_two_untapped_creatures_for_one_mana_of_any_colour():
    s = Scenario()
    parents = s.battlefield(0, "Supportive Parents", sick=True)
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    s.battlefield(0, "Hill Giant", tapped=True)
    s.start()
    s.act("mana_abilities")
    colours = {
        a.args[2]
        for a in s.game.legal_actions()
        if a.kind == ActionKind.ACTIVATE and a.args[0] == parents
    }
    assert colours == {"W", "U", "B", "R", "G"}
    s.game.act(
        s.pick(
            lambda a: a.kind == ActionKind.ACTIVATE and a.args[0] == parents and a.args[2] == "B"
        )
    )
    assert s.game.decision.kind == DecisionKind.CHOOSE_CREATURE
    assert {a.args[0] for a in s.game.legal_actions()} == {parents, bears}  # untapped, yours
    s.choose(parents)
    s.choose(bears)
    assert s.game.decision.kind == DecisionKind.PRIORITY  # nothing more can make mana
    assert s.game.players[0].pool.available()["B"] == 1
    assert s.game.objects[parents].tapped and s.game.objects[bears].tapped  # sick: no {T} in it


def test_supportive_parents_needs_two_untapped_creatures():
    s = Scenario()
    parents = s.battlefield(0, "Supportive Parents")
    s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    assert Action(ActionKind.MANA_ABILITIES) not in s.game.legal_actions()
    assert s.game.objects[parents].tapped is False


# ------------------------------------------------------------- With Great Power...
def test_with_great_power_enchants_only_your_creature_and_grows_per_aura_and_equipment():
    s = Scenario()
    aura = s.hand(0, "With Great Power...")
    s.lands(0, "Plains", 4)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    s.start()
    s.game.act(Action(ActionKind.CAST, (aura, "normal")))
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert bears in targets and theirs not in targets  # enchant creature you control
    s.act("target", bears)
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert s.pt(bears) == (4, 4)  # itself: one Aura
    s.battlefield(0, "Spider-Suit", attached_to=bears)
    assert s.pt(bears) == (2 + 2 + 2 + 2, 2 + 2 + 2 + 2)  # the Suit's +2/+2 and +2/+2 more


def test_with_great_power_deals_damage_to_you_to_the_enchanted_creature_instead():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(0, "With Great Power...", attached_to=giant)  # a 5/5
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    attacker = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start(active=1)
    s.cast(bolt, targets=["P0"]).resolve()
    assert s.life(0) == 20 and s.game.objects[giant].damage == 3
    s.pass_until_decision(DecisionKind.ATTACKERS)
    s.attack(attacker)
    s.pass_until("main2", active=1)
    assert s.life(0) == 20 and "Hill Giant" in s.graveyard_names(0)  # 3 + 2 damage: it dies


def test_with_great_power_protects_only_its_controller():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(0, "With Great Power...", attached_to=giant)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.life(1) == 17 and s.game.objects[giant].damage == 0


# --------------------------------------------------------------------- Spider-Punk
def test_spider_punk_riot_a_counter_or_haste():
    for choice, pt, hasty in (("counter", (3, 2), False), ("haste", (2, 1), True)):
        s = Scenario()
        punk = s.hand(0, "Spider-Punk")
        s.lands(0, "Mountain", 2)
        s.start()
        s.cast(punk)
        s.resolve()
        assert s.game.decision.kind == DecisionKind.RIOT
        s.choose(choice)
        punk = s.find("Spider-Punk", "battlefield")
        assert s.pt(punk) == pt and ("haste" in s.game.chars(punk).keywords) is hasty


def test_spider_punk_gives_other_spiders_you_control_riot():
    s = Scenario()
    s.battlefield(0, "Spider-Punk")
    spider, bears = s.hand(0, "Radioactive Spider", "Grizzly Bears")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(spider)
    s.resolve()
    assert s.game.decision.kind == DecisionKind.RIOT  # a Spider: riot
    s.choose("haste")
    spider = s.find("Radioactive Spider", "battlefield")
    assert {"haste", "riot"} <= s.game.chars(spider).keywords and s.pt(spider) == (1, 1)
    s.cast(bears).resolve()  # no Spider: no riot
    assert s.game.decision.kind == DecisionKind.PRIORITY
    bears = s.find("Grizzly Bears", "battlefield")
    assert "riot" not in s.game.chars(bears).keywords and s.pt(bears) == (2, 2)


def test_riot_haste_lasts_after_spider_punk_leaves():
    s = Scenario()
    punk = s.battlefield(0, "Spider-Punk")
    spider = s.hand(0, "Radioactive Spider")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Forest", 1)
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spider)
    s.resolve()
    s.choose("haste")
    s.cast(bolt, targets=[punk]).resolve()
    spider = s.find("Radioactive Spider", "battlefield")
    assert "Spider-Punk" in s.graveyard_names(0)
    assert "haste" in s.game.chars(spider).keywords and "riot" not in s.game.chars(spider).keywords


def test_spider_punk_spells_cant_be_countered():
    s = Scenario()
    s.battlefield(1, "Spider-Punk")  # the opponent's: it stops everyone's counters
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    counter = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.start()
    s.cast(bears)
    s.pass_priority()  # Alice passes; Bob may respond
    s.cast(counter, targets=[s.game.stack[0]]).resolve()
    assert "Counterspell" in s.graveyard_names(1)
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_spider_punk_damage_cant_be_prevented():
    s = Scenario()
    s.battlefield(0, "Spider-Punk")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    hands = s.hand(1, "Mending Hands")
    s.battlefield(1, "Plains")
    s.start()
    s.cast(bolt, targets=["P1"])
    s.pass_priority()
    s.cast(hands, targets=["P1"]).resolve()  # prevent the next 4 damage: it can't
    s.resolve()
    assert s.life(1) == 17


# ------------------------------------------------------------- Multiversal Passage
def _play_passage(s: Scenario, land_type: str, pay: str) -> int:
    passage = s.hand(0, "Multiversal Passage")
    s.act("play", passage)
    while s.game.decision.kind != DecisionKind.PRIORITY:
        kind = s.game.decision.kind
        if kind == DecisionKind.LAND_TYPE:
            s.choose(land_type)
        elif kind == DecisionKind.PAY_LIFE_OR_TAPPED:
            s.choose(pay)
        else:  # which of its two replacement effects first (CR 616.1)
            s.game.act(s.game.legal_actions()[0])
    return s.find("Multiversal Passage", "battlefield")


def test_multiversal_passage_is_the_chosen_type_untapped_for_two_life():
    s = Scenario()
    s.start()
    passage = _play_passage(s, "Island", "pay")
    ch = s.game.chars(passage)
    assert "Island" in ch.subtypes and not s.game.objects[passage].tapped
    assert s.life(0) == 18
    s.tap_for_mana(passage, "U")  # the Island's mana ability
    assert s.game.players[0].pool.available()["U"] == 1


def test_multiversal_passage_enters_tapped_if_you_dont_pay():
    s = Scenario()
    s.start()
    passage = _play_passage(s, "Swamp", "tapped")
    assert (
        "Swamp" in s.game.chars(passage).subtypes and "Island" not in s.game.chars(passage).subtypes
    )
    assert s.game.objects[passage].tapped and s.life(0) == 20


def test_multiversal_passage_cant_pay_life_you_dont_have():
    s = Scenario()
    s.start()
    s.game.players[0].life = 1
    passage = s.hand(0, "Multiversal Passage")
    s.act("play", passage)
    while s.game.decision.kind != DecisionKind.PAY_LIFE_OR_TAPPED:
        s.game.act(s.game.legal_actions()[0])
    assert [a.args[0] for a in s.game.legal_actions()] == ["tapped"]  # CR 119.4


# --------------------------------------------------------- Arachne, Psionic Weaver
def _arachne_in_hand(s: Scenario) -> int:
    s.lands(0, "Plains", 3)
    return s.hand(0, "Arachne, Psionic Weaver")


def _cast_arachne(s: Scenario, arachne: int, card_type: str) -> None:
    s.cast(arachne)
    s.resolve()
    assert s.game.decision.kind == DecisionKind.CARD_TYPE  # after the look
    options = {a.args[0] for a in s.game.legal_actions()}
    assert "Creature" not in options and {"Instant", "Sorcery", "Artifact"} <= options
    s.choose(card_type)


def test_arachne_looks_at_the_opponents_hand_as_she_enters():
    s = Scenario()
    secret = s.hand(1, "Lightning Bolt")
    arachne = _arachne_in_hand(s)
    s.start()
    assert s.game.view(0)["players"][1]["known_hand"] == []
    _cast_arachne(s, arachne, "Instant")
    assert [c["id"] for c in s.game.view(0)["players"][1]["known_hand"]] == [secret]


def test_arachne_makes_every_players_spells_of_the_chosen_type_cost_one_more():
    s = Scenario()
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    opt = s.hand(0, "Opt")
    island = s.battlefield(0, "Island")
    arachne = _arachne_in_hand(s)
    s.start()
    assert any(a.kind == ActionKind.CAST and a.args[0] == opt for a in s.game.legal_actions())
    _cast_arachne(s, arachne, "Instant")
    assert not s.game.objects[island].tapped
    castable = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.CAST}
    assert opt not in castable  # {U} now costs {1}{U}: one Island is not enough
    s.pass_priority()
    assert not any(a.kind == ActionKind.CAST for a in s.game.legal_actions())  # Bob's Bolt too


def test_arachne_spells_of_other_types_cost_the_same():
    s = Scenario()
    opt = s.hand(0, "Opt")
    s.battlefield(0, "Island")
    s.library(0, "Plains", "Plains")
    arachne = _arachne_in_hand(s)
    s.start()
    _cast_arachne(s, arachne, "Sorcery")
    s.cast(opt).resolve()  # an instant: still {U}
    assert s.game.decision.kind == DecisionKind.SCRY


# -------------------------------------------------------- Black Cat, Cunning Thief
def _black_cat_steals(s: Scenario, *first_two: str) -> list[int]:
    """Alice casts Black Cat; she looks at Bob's top nine and exiles ``first_two``."""
    cat = s.hand(0, "Black Cat, Cunning Thief")
    s.lands(0, "Swamp", 5)
    s.cast(cat).resolve()  # Black Cat enters; the trigger targets Bob
    s.act("target", "P1")
    s.resolve()
    stolen = []
    for name in first_two:
        assert s.game.decision.kind == DecisionKind.CHOOSE_CARD
        card = next(
            a.args[0]
            for a in s.game.legal_actions()
            if s.game.objects[a.args[0]].card.name == name and a.args[0] not in stolen
        )
        s.choose(card)
        stolen.append(card)
    return list(s.game.exile)


def test_black_cat_exiles_two_of_the_top_nine_face_down_and_the_rest_go_to_the_bottom():
    s = Scenario()
    top = [
        "Lightning Bolt",
        "Hill Giant",
        "Mountain",
        "Grizzly Bears",
        "Opt",
        "Forest",
        "Island",
        "Plains",
        "Swamp",
    ]
    s.library(1, *top, "Llanowar Elves")  # the tenth stays on top
    s.start()
    exiled = _black_cat_steals(s, "Lightning Bolt", "Hill Giant")
    assert len(exiled) == 2 and all(s.game.objects[c].face_down for c in exiled)
    library = s.game.players[1].library
    assert s.names(library[-1:]) == ["Llanowar Elves"]  # the top of the library
    assert sorted(s.names(library[:-1])) == sorted(top[2:])  # the other seven, at the bottom


def test_black_cats_exiled_cards_are_hidden_from_their_owner():
    s = Scenario()
    s.library(1, "Lightning Bolt", "Hill Giant", *["Plains"] * 8)
    s.start()
    exiled = _black_cat_steals(s, "Lightning Bolt", "Hill Giant")
    mine = {e["id"]: e for e in s.game.view(0)["exile"]}
    theirs = {e["id"]: e for e in s.game.view(1)["exile"]}
    assert {mine[c]["card"] for c in exiled} == {"Lightning Bolt", "Hill Giant"}
    for c in exiled:
        assert theirs[c]["face_down"] and "card" not in theirs[c]
        assert theirs[c]["name"] not in ("Lightning Bolt", "Hill Giant")
    assert not any("Lightning Bolt" in line for line in s.game.log(1))  # nor the log
    assert "Lightning Bolt" not in str(s.game.view(1))


def test_black_cat_may_cast_the_stolen_cards_with_mana_of_any_type_while_they_remain_exiled():
    s = Scenario()
    s.library(1, "Lightning Bolt", "Hill Giant", *["Plains"] * 8)
    s.library(0, *["Plains"] * 3)
    s.start()
    s.lands(0, "Swamp", 4)  # no red mana at all
    _black_cat_steals(s, "Lightning Bolt", "Hill Giant")
    bolt = s.find("Lightning Bolt", "exile")
    giant = s.find("Hill Giant", "exile")
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)  # a later turn: "for as long as they remain exiled"
    s.cast(bolt, how="any_mana", targets=["P1"]).resolve()  # {R} paid with black mana
    assert s.life(1) == 17 and "Lightning Bolt" in s.graveyard_names(1)  # its owner's
    s.cast(giant, how="any_mana").resolve()  # {3}{R}, all of it black mana
    assert "Hill Giant" in s.battlefield_names(0)


def test_black_cats_stolen_cards_are_not_the_owners_to_cast():
    s = Scenario()
    s.library(1, "Lightning Bolt", "Hill Giant", *["Plains"] * 8)
    s.start()
    _black_cat_steals(s, "Lightning Bolt", "Hill Giant")
    bolt = s.find("Lightning Bolt", "exile")
    s.battlefield(1, "Mountain")
    s.pass_priority()
    assert not any(a.kind == ActionKind.CAST and a.args[0] == bolt for a in s.game.legal_actions())


# --------------------------------------------------- Web of Life and Destiny: convoke
def _convoke_options(s: Scenario) -> set[tuple]:
    return {a.args for a in s.game.legal_actions() if a.kind == ActionKind.CONVOKE}


def test_convoke_taps_creatures_one_action_each_to_help_pay():
    s = Scenario()
    web = s.hand(0, "Web of Life and Destiny")
    forests = s.lands(0, "Forest", 4)
    bears = [s.battlefield(0, "Grizzly Bears", sick=True) for _ in range(3)]
    giant = s.battlefield(0, "Hill Giant")
    s.start()
    s.cast(web, pay=False)
    assert s.game.decision.kind == DecisionKind.PAY
    options = _convoke_options(s)
    assert (bears[0], "G") in options and (bears[0], "1") in options  # green: {G} or {1}
    assert (giant, "1") in options and (giant, "G") not in options  # red: only {1}
    for bear in bears:
        s.act("convoke", bear, "G" if bear != bears[2] else "1")
    s.act("convoke", giant, "1")
    assert s.game.decision.kind == DecisionKind.PAY  # {4} left
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert "Web of Life and Destiny" in s.battlefield_names(0)
    assert all(s.game.objects[o].tapped for o in forests + bears + [giant])


def test_convoke_makes_a_spell_castable_and_autopay_taps_the_creatures():
    s = Scenario()
    web = s.hand(0, "Web of Life and Destiny")
    s.lands(0, "Forest", 4)
    for _ in range(4):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(web).resolve()  # 4 lands and 4 creatures pay {6}{G}{G}
    assert "Web of Life and Destiny" in s.battlefield_names(0)


def test_convoke_cant_pay_more_than_the_creatures_can():
    s = Scenario()
    web = s.hand(0, "Web of Life and Destiny")
    s.lands(0, "Forest", 3)
    for _ in range(4):
        s.battlefield(0, "Grizzly Bears")
    s.start()
    assert not any(a.kind == ActionKind.CAST and a.args[0] == web for a in s.game.legal_actions())


def test_convoke_is_only_for_a_spell_with_convoke():
    s = Scenario()
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 4)
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.cast(giant, pay=False)
    assert s.game.decision.kind == DecisionKind.PAY and _convoke_options(s) == set()


def test_web_of_life_puts_a_creature_from_the_top_five_onto_the_battlefield():
    s = Scenario()
    s.battlefield(0, "Web of Life and Destiny")
    s.library(0, "Forest", "Hill Giant", "Island", "Grizzly Bears", "Plains", "Swamp")
    s.start()
    s.pass_until("beginning_of_combat")
    s.resolve()
    assert s.game.decision.kind == DecisionKind.CHOOSE_CARD
    names = {
        s.game.objects[a.args[0]].card.name for a in s.game.legal_actions() if a.args[0] != "none"
    }
    assert names == {"Hill Giant", "Grizzly Bears"}  # creature cards among the top five
    s.choose(s.find("Hill Giant", "library"))
    assert "Hill Giant" in s.battlefield_names(0)
    library = s.game.players[0].library
    assert s.names(library[-1:]) == ["Swamp"]  # the sixth card stays on top
    assert sorted(s.names(library[:-1])) == ["Forest", "Grizzly Bears", "Island", "Plains"]


# ------------------------------------------------- Norman Osborn // Green Goblin
def _green_goblin(s: Scenario) -> int:
    norman = s.battlefield(0, "Norman Osborn")
    for land in ("Island", "Swamp", "Mountain", "Island"):
        s.battlefield(0, land)
    return norman


def _transform(s: Scenario, norman: int) -> None:
    s.activate(norman, index=2).resolve()
    assert s.game.chars(norman).name == "Green Goblin"


def test_green_goblin_flies_and_has_menace():
    s = Scenario()
    norman = _green_goblin(s)
    s.start()
    _transform(s, norman)
    assert {"flying", "menace"} <= s.game.chars(norman).keywords


def test_green_goblin_gives_discarded_nonland_cards_mayhem_two_cheaper():
    s = Scenario()
    norman = _green_goblin(s)
    s.start()
    _transform(s, norman)
    giant, _island = _discard_to_mayhem(s, "Hill Giant", "Island")
    s.lands(0, "Mountain", 2)  # Hill Giant's {3}{R}, {2} less
    assert not any(  # a land card gets no mayhem
        a.kind == ActionKind.CAST and a.args[0] == _island for a in s.game.legal_actions()
    )
    s.cast(giant, how="mayhem").resolve()
    assert "Hill Giant" in s.battlefield_names(0)


def test_green_goblin_mayhem_needs_the_card_discarded_this_turn():
    s = Scenario()
    norman = _green_goblin(s)
    s.lands(0, "Mountain", 4)
    giant = s.graveyard(0, "Hill Giant")  # not discarded this turn
    s.start()
    _transform(s, norman)
    assert not any(a.kind == ActionKind.CAST and a.args[0] == giant for a in s.game.legal_actions())


def test_green_goblin_makes_printed_mayhem_cheaper_too():
    s = Scenario()
    norman = _green_goblin(s)
    s.start()
    _transform(s, norman)
    islanders, _island = _discard_to_mayhem(s, "Spider-Islanders", "Island")
    s.battlefield(0, "Mountain")  # Spider-Islanders' mayhem {1}{R}, {2} less: {R}
    s.cast(islanders, how="mayhem").resolve()
    assert "Spider-Islanders" in s.battlefield_names(0)


def test_norman_osborn_front_face_gives_no_mayhem():
    s = Scenario()
    _green_goblin(s)
    s.lands(0, "Mountain", 4)
    s.start()
    giant, _island = _discard_to_mayhem(s, "Hill Giant", "Island")
    assert not any(a.kind == ActionKind.CAST and a.args[0] == giant for a in s.game.legal_actions())


def test_spider_punk_abilities_cant_be_countered_either():
    s = Scenario()
    s.battlefield(0, "Spider-Punk")
    closet = s.battlefield(0, "Costume Closet", counters={"+1/+1": 1})
    bears = s.battlefield(0, "Grizzly Bears")
    squelch = s.hand(1, "Squelch")
    s.lands(1, "Island", 2)
    s.library(1, "Plains")
    s.start()
    s.activate(closet, targets=[bears])
    s.pass_priority()  # Bob may respond
    s.cast(squelch, targets=[s.game.stack[0]]).resolve()
    assert "Squelch" in s.graveyard_names(1)
    s.resolve()
    assert _p1p1(s, bears) == 1  # the ability resolved
