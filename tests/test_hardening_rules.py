"""Rules defects found in the hardening review, one group per defect."""

from manastack import Action
from manastack.cards import TEST_SET, Activated, card, cost, get_card
from manastack.language.effects import GainLife
from manastack.language.keywords import HASTE
from manastack.scenario import Scenario


def define(name, *args, **kwargs):
    """Define a test-only card once (modules may be imported more than once)."""
    try:
        return get_card(name)
    except KeyError:
        return card(name, *args, set_code=TEST_SET, **kwargs)


define(
    "Test Untapper",
    "{1}{W}",
    "Creature — Human",
    "1/1",
    text="{Q}: You gain 1 life.",
    abilities=[Activated(cost(untap=True), (GainLife(1),))],
)
define(
    "Test Hasty Untapper",
    "{1}{W}",
    "Creature — Human",
    "1/1",
    text="Haste\n{Q}: You gain 1 life.",
    abilities=[HASTE, Activated(cost(untap=True), (GainLife(1),))],
)


# ------------------------------------------------------------ summoning sickness
def _cast_on_own_turn(name: str, lands: str, count: int) -> tuple[Scenario, int]:
    """Alice casts ``name`` in her turn 2 and it resolves."""
    s = Scenario()
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    card = s.hand(0, name)
    s.lands(0, lands, count)
    s.start(step="main1", active=0, turn=2)
    s.cast(card).resolve()
    return s, s.find(name, "battlefield")


def _to_bobs_upkeep(s: Scenario) -> None:
    s.pass_until("upkeep", active=1)
    assert s.game.turn_number == 3
    s.pass_priority()  # Bob passes: Alice has priority in Bob's upkeep
    assert s.game.decision.player == 0


def _mana_actions(s: Scenario) -> set:
    g = s.game.copy()
    if Action("mana_abilities") not in g.legal_actions():
        return set()
    g.act(Action("mana_abilities"))
    return {a.args[0] for a in g.legal_actions() if a.kind == "activate"}


def test_mana_creature_cast_on_your_turn_is_still_sick_on_the_opponents_turn():
    """CR 302.6: Llanowar Elves cast in Alice's turn hasn't been hers since her most
    recent turn began, so it can't tap for mana in Bob's next turn; in her next turn it can."""
    s, elves = _cast_on_own_turn("Llanowar Elves", "Forest", 1)
    _to_bobs_upkeep(s)
    assert elves not in _mana_actions(s)
    assert [p for p in s.game.view(0)["battlefield"] if p["id"] == elves][0]["summoning_sick"]
    s.pass_until("main1", active=0)
    assert elves in _mana_actions(s)
    assert not [p for p in s.game.view(0)["battlefield"] if p["id"] == elves][0]["summoning_sick"]


def test_tap_ability_of_a_creature_waits_for_its_controllers_next_turn():
    """CR 302.6: Prodigal Sorcerer cast in Alice's turn can't ping in Bob's turn."""
    s, sorcerer = _cast_on_own_turn("Prodigal Sorcerer", "Island", 3)
    _to_bobs_upkeep(s)
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == sorcerer]
    s.pass_until("upkeep", active=0)
    assert [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == sorcerer]


def test_untap_symbol_cost_needs_the_creature_to_have_been_there_since_the_turn_began():
    """CR 107.6, 302.6: a tapped sick creature can't pay {Q}; with haste it can (702.10)."""
    s = Scenario()
    sick = s.battlefield(0, "Test Untapper", tapped=True, sick=True)
    hasty = s.battlefield(0, "Test Hasty Untapper", tapped=True, sick=True)
    old = s.battlefield(0, "Test Untapper", tapped=True)
    s.start(step="main1", active=0)
    offered = {a.args[0] for a in s.game.legal_actions() if a.kind == "activate"}
    assert sick not in offered and offered == {hasty, old}


def test_creature_flashed_in_on_the_opponents_turn_attacks_on_yours():
    """CR 302.6: a creature that came under Alice's control in Bob's turn has been hers
    since her next turn began, so it may attack then; haste lets a new one attack (702.10)."""
    s = Scenario()
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    old = s.battlefield(0, "Grizzly Bears", sick=True)
    s.start(step="end", active=1, turn=3)
    goblin = s.hand(0, "Raging Goblin")
    s.lands(0, "Mountain", 1)
    s.pass_until("main1", active=0)
    s.cast(goblin).resolve()
    s.pass_until_decision("attackers")
    offered = {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}
    assert offered == {old, s.find("Raging Goblin", "battlefield")}
    view = {p["id"]: p for p in s.game.view(1)["battlefield"]}
    assert not view[old]["summoning_sick"]
    assert not view[s.find("Raging Goblin", "battlefield")]["summoning_sick"]


# ------------------------------------------------------------- independent copies
def _shidako_sacrifice_question() -> tuple[Scenario, int, int]:
    """Alice activates Shidako, Broodmistress (a flipped Orochi Eggwatcher) and is
    asked which creature to sacrifice."""
    s = Scenario()
    shidako = s.battlefield(0, "Orochi Eggwatcher")
    s.game.objects[shidako].flipped = True
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Forest")
    s.start(step="main1", active=0)
    s.act("activate", shidako, 0)
    s.act("target", shidako)
    while s.game.decision.kind != "sacrifice":
        s.act("autopay")
    return s, bears, elves


def test_answering_in_a_copy_leaves_the_original_as_it_was():
    """DESIGN guarantee 3: a copy made at the "which creature to sacrifice" question
    of Shidako's cost (CR 601.2h, 602.2b) is independent: answering in the copy
    changes nothing in the original, which then plays out the same way."""
    from manastack.engine.saves import snapshot

    s, bears, elves = _shidako_sacrifice_question()
    original = s.game
    before = snapshot(original)
    twin = original.copy()
    twin.act(Action("choose", (bears,)))
    while twin.decision.kind != "priority":
        twin.act(twin.legal_actions()[0])
    assert snapshot(original) == before
    original.act(Action("choose", (bears,)))
    while original.decision.kind != "priority":
        original.act(original.legal_actions()[0])
    assert snapshot(original) == snapshot(twin)


# ----------------------------------------------------- the computer and first strike
def test_computer_does_not_block_a_first_striker_with_a_creature_that_dies_first():
    """CR 702.7b, 510.4: Llanowar Elves blocking Youthful Knight (2/1 first strike)
    dies before dealing damage, so it is no trade: the computer, at 20 life, doesn't
    block (it would block a 2/1 without first strike, which the Elves would kill)."""
    from manastack.players.ai import ComputerAgent

    s = Scenario()
    knight = s.battlefield(0, "Youthful Knight")
    elves = s.battlefield(1, "Llanowar Elves")
    game = s.start(step="main1", active=0)
    s.attack(knight)
    while game.decision.kind != "blockers":
        game.act(Action("pass"))
    choice = ComputerAgent().choose(game.view(1), game.legal_actions())
    assert choice == Action("done")
    assert Action("block", (elves, knight)) in game.legal_actions()


# ------------------------------------------- Spider-Woman and face-down creatures
def test_venom_blast_taps_an_opponents_face_down_creature_as_it_enters():
    """CR 708.2a, 614.1c, 614.12: a face-down spell resolves into a 2/2 creature
    permanent, so an opponent's Venom Blast ("artifacts and creatures your opponents
    control enter tapped") applies to it; Alice's own face-down creature is untouched."""
    s = Scenario()
    s.battlefield(1, "Spider-Woman, Stunning Savior")
    angel = s.hand(0, "Exalted Angel")
    s.lands(0, "Plains", 3)
    s.start(step="main1", active=0)
    s.cast(angel, how="morph").resolve()
    entered = s.game.objects[s.game.battlefield[-1]]
    assert entered.face_down and entered.tapped


def test_venom_blast_leaves_its_controllers_face_down_creature_untapped():
    """Spider-Woman: only "your opponents" — her controller's face-down creature enters
    untapped."""
    s = Scenario()
    s.battlefield(0, "Spider-Woman, Stunning Savior")
    angel = s.hand(0, "Exalted Angel")
    s.lands(0, "Plains", 3)
    s.start(step="main1", active=0)
    s.cast(angel, how="morph").resolve()
    entered = s.game.objects[s.game.battlefield[-1]]
    assert entered.face_down and not entered.tapped


# --------------------------------------------- Rotlung Reanimator: this or another
def _reanimator_dies(new_type: str | None) -> Scenario:
    """Alice's Rotlung Reanimator (made ``new_type`` by Unnatural Selection first, if
    given) is bolted; the Zombie trigger resolves if there is one."""
    s = Scenario()
    reanimator = s.battlefield(0, "Rotlung Reanimator")
    s.battlefield(0, "Unnatural Selection")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.start(step="main1", active=0)
    if new_type is not None:
        s.activate(s.find("Unnatural Selection"), targets=[reanimator]).resolve()
        s.choose(new_type)
        assert s.game.chars(reanimator).subtypes == {new_type}
    s.cast(bolt, targets=[reanimator]).resolve()
    assert "Rotlung Reanimator" in s.graveyard_names(0)
    s.resolve_all()
    return s


def test_rotlung_reanimator_that_is_no_cleric_still_makes_a_zombie_when_it_dies():
    """Rotlung Reanimator: "Whenever this creature or another Cleric dies" — the
    Reanimator itself counts whatever its creature types (CR 603.10a: it looks back
    at itself as it last existed; here a Wizard, not a Cleric)."""
    s = _reanimator_dies("Wizard")
    assert s.battlefield_names(0).count("Zombie") == 1


def test_rotlung_reanimator_that_is_a_cleric_makes_one_zombie_when_it_dies():
    """Rotlung Reanimator: being "this creature" and a Cleric at once, its death
    triggers the ability once (CR 603.2c: one event, one trigger)."""
    s = _reanimator_dies(None)
    assert s.battlefield_names(0).count("Zombie") == 1


# ------------------------------------------------ Meddling Mage and flip-card names
def test_meddling_mage_may_name_the_flipped_name_of_a_flip_card():
    """CR 710, FLIP-07: when choosing a card name either name of a flip card may be
    chosen: Meddling Mage offers both "Akki Lavarunner" and "Tok-Tok, Volcano Born"
    and accepts the flipped one.  A flip card is cast with its normal name, so
    naming Tok-Tok stops no Akki Lavarunner spell; naming Akki Lavarunner does."""
    outcomes = {}
    for name in ("Tok-Tok, Volcano Born", "Akki Lavarunner"):
        s = Scenario()
        mage = s.hand(1, "Meddling Mage")
        s.battlefield(1, "Plains")
        s.battlefield(1, "Island")
        akki = s.hand(0, "Akki Lavarunner")
        s.lands(0, "Mountain", 4)
        s.library(0, "Mountain")
        g = s.start(active=1)
        s.cast(mage).resolve()
        assert g.decision.kind == "choose_name"
        offered = {a.args[0] for a in g.legal_actions() if a.kind == "choose"}
        assert {"Akki Lavarunner", "Tok-Tok, Volcano Born"} <= offered
        s.choose(name)
        assert f"Bob chooses {name} for Meddling Mage." in g.log(0)
        s.pass_until("main1", active=0)
        outcomes[name] = Action("cast", (akki, "normal")) in g.legal_actions()
    assert outcomes == {"Tok-Tok, Volcano Born": True, "Akki Lavarunner": False}


# ------------------------------------------ Cranial Extraction may fail to find
def _extract_glacial_ray() -> Scenario:
    """Alice casts Cranial Extraction on Bob, who has Glacial Ray in his graveyard,
    hand and library, and names Glacial Ray."""
    s = Scenario()
    extraction = s.hand(0, "Cranial Extraction")
    s.lands(0, "Swamp", 4)
    s.graveyard(1, "Glacial Ray")
    s.hand(1, "Glacial Ray", "Plains")
    s.library(1, "Glacial Ray", "Island")
    s.start(step="main1", active=0)
    s.cast(extraction, targets=["P1"]).resolve()
    s.choose("Glacial Ray")
    return s


def _offered(s: Scenario) -> set:
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "choose"}


def test_cranial_extraction_may_leave_cards_in_hidden_zones_but_not_the_graveyard():
    """CR 701.19b: searching the hidden hand and library for the named cards, Alice
    may fail to find some or all of them: she is offered the Rays in Bob's hand and
    library one at a time, with "done"; the one in his public graveyard is exiled
    whatever she does."""
    s = _extract_glacial_ray()
    bob = s.game.players[1]
    in_hand = [c for c in bob.hand if s.game.objects[c].card.name == "Glacial Ray"]
    in_library = [c for c in bob.library if s.game.objects[c].card.name == "Glacial Ray"]
    assert s.game.decision.player == 0
    assert _offered(s) == {*in_hand, *in_library, "done"}
    s.choose(in_library[0])
    assert _offered(s) == {*in_hand, "done"}
    s.choose("done")
    assert s.game.decision.kind == "priority"
    assert s.names(s.game.exile) == ["Glacial Ray", "Glacial Ray"]
    assert in_hand[0] in bob.hand and s.graveyard_names(1) == []
    assert in_library[0] not in bob.library


def test_cranial_extraction_may_find_none_or_all_in_hidden_zones():
    """CR 701.19b: "done" at once exiles only the graveyard's Ray; finding both
    hidden ones exiles all three."""
    s = _extract_glacial_ray()
    s.choose("done")
    assert s.names(s.game.exile) == ["Glacial Ray"]
    assert s.hand_names(1).count("Glacial Ray") == 1
    s = _extract_glacial_ray()
    while s.game.decision.kind != "priority":
        s.choose(sorted(c for c in _offered(s) if c != "done")[0])
    assert s.names(s.game.exile) == ["Glacial Ray"] * 3
    assert s.hand_names(1) == ["Plains"]


def test_cranial_extraction_choice_survives_a_save_and_shows_the_found_cards():
    """DESIGN: a decision mid-resolution is saved and loaded like any other: the
    reloaded game asks the same question; its searcher sees the names of the cards
    found (CR 701.19b) in the decision's view."""
    from manastack.engine.saves import dumps, loads

    s = _extract_glacial_ray()
    s.choose(sorted(c for c in _offered(s) if c != "done")[0])
    again = loads(dumps(s.game))
    assert again.legal_actions() == s.game.legal_actions()
    shown = again.view(0)["decision"]
    assert [c["name"] for c in shown["revealed"]] == ["Glacial Ray"]
    assert "Glacial Ray" in again.prompt()
    again.act(Action("choose", ("done",)))
    assert sorted(again.objects[c].card.name for c in again.exile) == ["Glacial Ray"] * 2
