"""Mana abilities whose costs ask for choices (CR 605.3a-b, 601.2g-h, 107.3):
Skirk Prospector, Birchlore Rangers and Petalmane Baku
(manastack/cards/final_mana.py, engine/casting.py ``ActivateManaAbility``).
They are activated while holding priority or while paying a cost; the player
chooses each permanent, and during a payment only the choices after which that
payment can still be completed are offered (DESIGN guarantee 2)."""

from manastack import Action
from manastack.core.kinds import ActionKind, CounterKind, DecisionKind
from manastack.engine.objects import player_ref
from manastack.scenario import Scenario


def _offered(s: Scenario, kind: str = ActionKind.CHOOSE) -> list:
    return [a.args[0] for a in s.game.legal_actions() if a.kind == kind]


def _mana_abilities(s: Scenario, source: int) -> set[str]:
    """The mana ``source``'s abilities are offered for while holding priority."""
    s.act("mana_abilities")
    found = {
        a.args[2]
        for a in s.game.legal_actions()
        if a.kind == ActionKind.ACTIVATE and a.args[0] == source
    }
    s.act("done")
    return found


def _payment_activations(s: Scenario) -> set[tuple]:
    return {a.args for a in s.game.legal_actions() if a.kind == ActionKind.ACTIVATE}


def test_skirk_prospector_sacrifices_the_goblin_its_player_chooses():
    """ "Sacrifice a Goblin: Add {R}": while holding priority (CR 605.3a) the
    player chooses which Goblin, itself included (CR 601.2h); a non-Goblin is
    no choice, and the mana is added at once (CR 605.3b)."""
    s = Scenario()
    skirk = s.battlefield(0, "Skirk Prospector")
    goblin = s.battlefield(0, "Raging Goblin")
    s.battlefield(0, "Grizzly Bears")
    s.start()
    s.act("mana_abilities").act("activate", skirk, 0, "R")
    assert s.game.decision.kind == DecisionKind.SACRIFICE
    assert sorted(_offered(s)) == sorted([skirk, goblin])
    s.choose(goblin)
    assert s.game.players[0].pool.to_json() == {"R": 1}
    assert s.graveyard_names(0) == ["Raging Goblin"]
    assert s.game.decision.kind == DecisionKind.MANA_ABILITIES
    assert not s.game.stack  # a mana ability doesn't use the stack


def test_skirk_prospector_pays_during_a_spell_payment():
    """Mana abilities may be activated while a spell's cost is paid (CR 601.2g):
    Lightning Bolt is paid by sacrificing Skirk Prospector itself, and the
    Mountain stays untapped."""
    s = Scenario()
    skirk = s.battlefield(0, "Skirk Prospector")
    mountain = s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    s.start()
    s.act("cast", bolt, "normal").act("target", player_ref(1))
    assert s.game.decision.kind == DecisionKind.PAY
    assert (skirk, 0, "R") in _payment_activations(s)
    s.act("activate", skirk, 0, "R").choose(skirk)
    assert s.graveyard_names(0) == ["Skirk Prospector"]
    assert not s.game.objects[mountain].tapped
    s.resolve()
    assert s.life(1) == 17


def test_birchlore_rangers_taps_two_chosen_elves_for_one_mana_of_any_colour():
    """ "Tap two untapped Elves you control: Add one mana of any color": the
    player picks the two Elves, summoning sick ones too (no {T} in the cost,
    CR 302.6), and the colour (CR 106.1b); with one Elf it can't be activated."""
    s = Scenario()
    rangers = s.battlefield(0, "Birchlore Rangers", sick=True)
    elf = s.battlefield(0, "Llanowar Elves", sick=True)
    other = s.battlefield(0, "Llanowar Elves", sick=True)
    s.start()
    assert _mana_abilities(s, rangers) == {"W", "U", "B", "R", "G"}
    s.act("mana_abilities").act("activate", rangers, 0, "U")
    assert sorted(_offered(s)) == sorted([rangers, elf, other])
    s.choose(elf)
    assert sorted(_offered(s)) == sorted([rangers, other])
    s.choose(other)
    assert s.game.players[0].pool.to_json() == {"U": 1}
    assert s.game.objects[elf].tapped and s.game.objects[other].tapped
    assert not s.game.objects[rangers].tapped


def test_birchlore_rangers_needs_two_untapped_elves():
    """A cost that can't be paid can't be begun (CR 118.3, 602.2): the Rangers
    and a tapped Elf are not two untapped Elves."""
    s = Scenario()
    s.battlefield(0, "Birchlore Rangers")
    s.battlefield(0, "Llanowar Elves", tapped=True)
    s.battlefield(0, "Grizzly Bears")
    s.start()
    assert not any(a.kind == ActionKind.MANA_ABILITIES for a in s.game.legal_actions())


def test_birchlore_rangers_during_a_payment_offers_only_elves_that_leave_it_payable():
    """Paying {1}{G} for Grizzly Bears with Birchlore Rangers and two Llanowar
    Elves: tapping the Rangers and one Elf for one mana leaves the other Elf to
    tap for {G}; tapping both Elves for the Rangers' ability would leave the cost
    unpayable, so once one Elf is tapped the other is no longer offered
    (DESIGN guarantee 2: never an option that can't be completed)."""
    s = Scenario()
    rangers = s.battlefield(0, "Birchlore Rangers")
    elf = s.battlefield(0, "Llanowar Elves")
    other = s.battlefield(0, "Llanowar Elves")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.act("cast", bears, "normal")
    assert s.game.decision.kind == DecisionKind.PAY
    s.act("activate", rangers, 0, "W")
    assert sorted(_offered(s)) == sorted([rangers, elf, other])
    s.choose(elf)
    assert _offered(s) == [rangers]
    s.choose(rangers)
    assert s.game.decision.kind == DecisionKind.PAY
    s.act("mana", other, "G")
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)


def test_petalmane_baku_gets_ki_and_removes_x_for_x_mana_of_one_colour():
    """ "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on
    this creature" and "{1}, Remove X ki counters from this creature: Add X mana
    of any one color": X is announced, at most the ki counters there are
    (CR 107.3, 118.3), {1} is paid from the pool, and X mana of the chosen
    colour is added (CR 605.3b)."""
    s = Scenario()
    baku = s.battlefield(0, "Petalmane Baku", counters={CounterKind.KI: 2})
    forest = s.battlefield(0, "Forest")
    plains, other_plains = s.battlefield(0, "Plains"), s.battlefield(0, "Plains")
    kami = s.hand(0, "Kami of Ancient Law")
    s.start()
    s.cast(kami)
    s.resolve()  # the ki trigger
    assert s.game.decision.kind == DecisionKind.MAY
    s.choose("yes")
    assert s.game.objects[baku].counters[CounterKind.KI] == 3
    s.resolve()
    assert s.game.objects[plains].tapped and s.game.objects[other_plains].tapped
    assert _mana_abilities(s, baku) == set()  # {1} must already be in the pool
    s.tap_for_mana(forest, "G")
    s.act("mana_abilities").act("activate", baku, 1, "B")
    assert s.game.decision.kind == DecisionKind.X
    assert _offered(s) == [0, 1, 2, 3]
    s.choose(2)
    assert s.game.players[0].pool.to_json() == {"B": 2}
    assert s.game.objects[baku].counters[CounterKind.KI] == 1


def test_petalmane_baku_during_a_payment_offers_only_an_x_that_pays():
    """With {G} floating and a Forest untapped, paying {1}{G} for Grizzly
    Bears: Petalmane Baku's ability spends that {G} for its {1}, so X of 0
    would leave the Bears unpayable and isn't offered (CR 601.2g, DESIGN
    guarantee 2)."""
    s = Scenario()
    baku = s.battlefield(0, "Petalmane Baku", counters={CounterKind.KI: 3})
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.tap_for_mana(forest, "G")
    s.act("cast", bears, "normal")
    assert s.game.decision.kind == DecisionKind.PAY
    assert (baku, 1, "G") in _payment_activations(s)
    s.act("activate", baku, 1, "G")
    assert _offered(s) == [1, 2, 3]  # X=1 adds {G}: the other Forest pays the rest
    s.choose(2)
    s.resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.game.objects[baku].counters[CounterKind.KI] == 1


def _activatable(s: Scenario, source: int) -> bool:
    return any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == source for a in s.game.legal_actions()
    )


def test_slumbering_tora_becomes_a_cat_as_big_as_the_discarded_cards_mana_value():
    """ "{2}, Discard a Spirit or Arcane card: This artifact becomes an X/X Cat
    artifact creature until end of turn, where X is the discarded card's mana
    value": only a Spirit or Arcane card may be discarded (CR 601.2h), X is that
    card's mana value (CR 202.3), and the effect ends in the cleanup step
    (CR 514.2)."""
    s = Scenario()
    tora = s.battlefield(0, "Slumbering Tora")
    s.lands(0, "Plains", 2)
    kodama, bears, ray = s.hand(0, "Kodama of the North Tree", "Grizzly Bears", "Glacial Ray")
    s.start()
    s.activate(tora)
    assert s.game.decision.kind == DecisionKind.DISCARD
    assert sorted(_offered(s)) == sorted([kodama, ray])
    s.choose(kodama)
    s.resolve()
    ch = s.game.chars(tora)
    assert (ch.power, ch.toughness) == (5, 5)
    assert {"Artifact", "Creature"} <= set(ch.types) and "Cat" in ch.subtypes
    assert s.hand_names(0) == ["Grizzly Bears", "Glacial Ray"]
    s.pass_until("upkeep", active=1)
    assert not s.game.chars(tora).is_creature


def test_slumbering_tora_needs_a_spirit_or_arcane_card_to_discard():
    """A cost that can't be paid can't be begun (CR 118.3): Grizzly Bears is
    neither a Spirit nor an Arcane card; Lava Spike is an Arcane card."""
    for card, activatable in (("Grizzly Bears", False), ("Lava Spike", True)):
        s = Scenario()
        tora = s.battlefield(0, "Slumbering Tora")
        s.lands(0, "Plains", 2)
        s.hand(0, card)
        s.start()
        assert _activatable(s, tora) is activatable


def test_birchlore_rangers_has_morph_g():
    """Morph {G} (CR 702.37): cast face down for {3}, turned face up for {G},
    then its mana ability works (it is an Elf itself; the summoning-sick Elf
    can't tap for mana but can be tapped for the Rangers' cost, CR 302.6)."""
    s = Scenario()
    rangers = s.hand(0, "Birchlore Rangers")
    s.lands(0, "Forest", 4)
    elf = s.battlefield(0, "Llanowar Elves", sick=True)
    s.start()
    s.cast(rangers, how="morph").resolve()
    face_down = s.game.battlefield[-1]
    assert s.pt(face_down) == (2, 2) and s.game.objects[face_down].face_down
    s.turn_face_up(face_down)
    assert s.game.chars(face_down).name == "Birchlore Rangers"
    assert _mana_abilities(s, face_down) == {"W", "U", "B", "R", "G"}
    assert not s.game.objects[elf].tapped


def test_a_choice_cost_mana_ability_isnt_offered_when_its_taps_would_starve_a_waterbend():
    """CR 601.2g-h, DESIGN (no dead end): Aang's "Waterbend {8}" is paid exactly by
    six Islands and tapping Aang and Supportive Parents for waterbend.  Tapping
    both for Supportive Parents' mana instead makes one mana where they paid two,
    so its mana ability isn't offered during that payment."""
    s = Scenario()
    aang = s.battlefield(0, "Aang, Swift Savior")
    parents = s.battlefield(0, "Supportive Parents")
    s.lands(0, "Island", 6)
    s.start()
    s.activate(aang, pay=False)
    assert s.game.decision.kind == DecisionKind.PAY
    assert not any(
        a.kind == ActionKind.ACTIVATE and a.args[0] == parents for a in s.game.legal_actions()
    )
    s.game.act(Action(ActionKind.AUTOPAY))
    assert s.game.decision.kind == DecisionKind.PRIORITY and s.game.stack
