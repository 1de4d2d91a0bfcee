"""Copy effects of the late sets (CR 707): token copies with exceptions, entering
as a copy with a new name, and copies of the spells you cast."""

from __future__ import annotations

from manastack import Action, Game, snapshot
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.scenario import Scenario


def _named(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


# ------------------------------------------------------------ Impostor Syndrome
def _impostor_attack(counters: dict[str, int] | None = None) -> tuple[Scenario, int]:
    s = Scenario()
    s.battlefield(0, "Impostor Syndrome")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda", counters=counters)
    s.start()
    s.attack(isamaru)
    s.pass_until("combat_damage")
    s.resolve_all()
    return s, isamaru


def test_impostor_syndrome_copies_a_creature_that_hits_a_player_except_legendary():
    """CR 707.9b: the token is a copy that isn't legendary, so the legend rule
    (CR 704.5j) leaves both."""
    s, isamaru = _impostor_attack()
    both = _named(s, "Isamaru, Hound of Konda")
    assert len(both) == 2 and isamaru in both
    token = next(o for o in both if o != isamaru)
    assert s.game.objects[token].is_token
    assert "Legendary" not in s.game.chars(token).supertypes
    assert "Legendary" in s.game.chars(isamaru).supertypes
    assert s.pt(token) == (2, 2) and s.life(1) == 18


def test_impostor_syndrome_token_copies_no_counters():
    """CR 707.2: counters are not copiable values; the copy is a plain 2/2."""
    s, isamaru = _impostor_attack({"+1/+1": 2})
    token = next(o for o in _named(s, "Isamaru, Hound of Konda") if o != isamaru)
    assert s.pt(isamaru) == (4, 4) and s.pt(token) == (2, 2)


def test_impostor_syndrome_ignores_tokens():
    """ "a nontoken creature": the token copy attacking alongside makes no copy."""
    s, isamaru = _impostor_attack()
    token = next(o for o in _named(s, "Isamaru, Hound of Konda") if o != isamaru)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.pass_until("main1", active=0)
    s.attack(isamaru, token)
    s.pass_until("combat_damage")
    s.resolve_all()
    assert len(_named(s, "Isamaru, Hound of Konda")) == 3 and s.life(1) == 14


def test_impostor_syndrome_ignores_opponents_creatures():
    """ "you control": an opponent's creature hitting you makes no copy."""
    s = Scenario()
    s.battlefield(0, "Impostor Syndrome")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(active=1)
    s.attack(bears)
    s.pass_until("combat_damage")
    s.resolve_all()
    assert s.life(0) == 18
    assert s.battlefield_names() == ["Impostor Syndrome", "Grizzly Bears"]


# ------------------------------------------------ Chameleon, Master of Disguise
def _cast_chameleon(*mine: str) -> tuple[Scenario, list[int], int]:
    s = Scenario()
    creatures = [s.battlefield(0, name) for name in mine]
    s.battlefield(1, "Kami of the Hunt")
    chameleon = s.hand(0, "Chameleon, Master of Disguise")
    s.lands(0, "Island", 4)
    s.start()
    s.cast(chameleon).resolve()
    return s, creatures, chameleon


def test_chameleon_enters_as_a_copy_of_a_creature_you_control_with_its_own_name():
    """CR 707.9, 707.9b: the Bears' values, except the name."""
    s, (bears,), _ = _cast_chameleon("Grizzly Bears")
    options = s.game.legal_actions()
    assert [a.args[0] for a in options] == [bears, "none"]  # not the opponent's Kami
    s.choose(bears)
    (copy,) = _named(s, "Chameleon, Master of Disguise")
    ch = s.game.chars(copy)
    assert (ch.power, ch.toughness, ch.subtypes) == (2, 2, frozenset({"Bear"}))
    assert "Legendary" not in ch.supertypes  # the Bears' supertypes, not Chameleon's


def test_chameleon_copying_a_legend_escapes_the_legend_rule_by_its_name():
    """CR 704.5j compares names: the copy of Isamaru is named Chameleon."""
    s, (isamaru,), _ = _cast_chameleon("Isamaru, Hound of Konda")
    s.choose(isamaru)
    s.resolve_all()
    (copy,) = _named(s, "Chameleon, Master of Disguise")
    assert "Legendary" in s.game.chars(copy).supertypes
    assert _named(s, "Isamaru, Hound of Konda") == [isamaru]


def test_chameleon_may_copy_nothing():
    s, _, _ = _cast_chameleon("Grizzly Bears")
    s.choose("none")
    (chameleon,) = _named(s, "Chameleon, Master of Disguise")
    assert s.pt(chameleon) == (2, 3)


def test_a_clone_of_chameleon_copies_the_exception_too():
    """CR 707.9b: the new name is part of Chameleon's copiable values."""
    s, (bears,), _ = _cast_chameleon("Grizzly Bears")
    s.choose(bears)
    (chameleon,) = _named(s, "Chameleon, Master of Disguise")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.cast(clone).resolve()
    s.choose(chameleon)
    s.resolve_all()
    copies = _named(s, "Chameleon, Master of Disguise")
    assert len(copies) == 2  # the Bears aren't legendary, so neither copy is
    assert all(s.pt(o) == (2, 2) for o in copies)


# -------------------------------------------------- Jackal, Genius Geneticist
def _jackal(*spells: str) -> tuple[Scenario, int, list[int]]:
    s = Scenario()
    jackal = s.battlefield(0, "Jackal, Genius Geneticist")
    cards = [s.hand(0, name) for name in spells]
    s.lands(0, "Plains", 3)
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 3)
    s.start()
    return s, jackal, cards


def test_jackal_copies_a_creature_spell_of_its_power_except_legendary():
    """CR 707.10: the copy resolves first and becomes a token (CR 111.12)."""
    s, jackal, (isamaru,) = _jackal("Isamaru, Hound of Konda")
    s.cast(isamaru)
    s.resolve()  # the trigger, then the copy it put on the stack
    assert s.pt(jackal) == (2, 2)
    (spell,) = s.game.stack  # the original, still waiting
    assert not s.game.objects[spell].is_copy
    assert len(_named(s, "Isamaru, Hound of Konda")) == 1
    s.resolve_all()
    both = _named(s, "Isamaru, Hound of Konda")
    assert len(both) == 2
    token = next(o for o in both if s.game.objects[o].is_token)
    assert "Legendary" not in s.game.chars(token).supertypes
    assert "Legendary" in s.game.chars(next(o for o in both if o != token)).supertypes


def test_jackal_needs_the_mana_value_to_equal_its_power():
    s, jackal, (bears, goblin, bolt) = _jackal("Grizzly Bears", "Raging Goblin", "Lightning Bolt")
    s.cast(bears).resolve()  # mana value 2, power 1: no copy
    assert len(_named(s, "Grizzly Bears")) == 1 and s.pt(jackal) == (1, 1)
    s.cast(bolt, targets=["P1"]).resolve()  # not a creature spell
    assert s.pt(jackal) == (1, 1)
    s.cast(goblin).resolve_all()
    assert len(_named(s, "Raging Goblin")) == 2 and s.pt(jackal) == (2, 2)


# ------------------------------------------------------------- Fire Lord Azula
def _azula_attacks() -> tuple[Scenario, int, int, int]:
    s = Scenario()
    azula = s.battlefield(0, "Fire Lord Azula")
    bolt = s.hand(0, "Lightning Bolt")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.attack(azula)
    s.resolve_all()  # firebending 2: {R}{R} until end of combat
    return s, azula, bolt, bears


def test_azula_copies_a_spell_cast_while_she_attacks_with_a_new_target():
    """CR 707.10c: the copy's target is chosen again; the first option keeps it."""
    s, _, bolt, bears = _azula_attacks()
    s.cast(bolt, targets=["P1"])
    s.resolve()  # Azula's trigger
    assert s.game.decision.kind == DecisionKind.CHOOSE_CARD
    options = [a.args[0] for a in s.game.legal_actions()]
    assert options[0] == "P1" and bears in options
    s.choose(bears)
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(1)
    assert s.life(1) == 17
    assert s.graveyard_names(0) == ["Lightning Bolt"]  # the copy ceased to exist


def test_azula_copies_nothing_cast_while_she_isnt_attacking():
    s = Scenario()
    s.battlefield(0, "Fire Lord Azula")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(bolt, targets=["P1"]).resolve_all()
    assert s.life(1) == 17 and not s.game.stack


# ------------------------------------------------------------- The Clone Saga
def _saga_at(lore: int) -> tuple[Scenario, int]:
    """The Clone Saga with ``lore`` counters, at the start of its controller's
    precombat main phase, where the next counter goes on (CR 714.3b)."""
    s = Scenario()
    saga = s.battlefield(0, "The Clone Saga", counters={"lore": lore})
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.start(step="draw")
    s.pass_until("main1", active=0)
    return s, saga


def test_clone_saga_chapter_two_copies_the_next_creature_spell_this_turn_only():
    """CR 603.7c: the delayed trigger copies one spell, not legendary (707.9b)."""
    s, _ = _saga_at(1)
    s.resolve_all()  # chapter II
    isamaru, bears = s.hand(0, "Isamaru, Hound of Konda", "Grizzly Bears")
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest", 2)
    s.cast(isamaru).resolve_all()
    s.cast(bears).resolve_all()
    isamarus = _named(s, "Isamaru, Hound of Konda")
    assert len(isamarus) == 2
    assert sorted("Legendary" in s.game.chars(o).supertypes for o in isamarus) == [False, True]
    assert len(_named(s, "Grizzly Bears")) == 1  # only the next creature spell


def test_clone_saga_chapter_three_draws_when_the_named_creature_hits():
    s, _ = _saga_at(2)
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    bears = s.battlefield(0, "Grizzly Bears")
    s.resolve()  # chapter III asks for a name
    assert s.game.decision.kind == DecisionKind.CARD_NAME
    s.choose("Grizzly Bears")
    s.resolve_all()
    assert "The Clone Saga" in s.graveyard_names(0)  # sacrificed after III (CR 714.4)
    hand = len(s.game.players[0].hand)
    s.attack(isamaru, bears)
    s.pass_until("combat_damage")
    s.resolve_all()
    assert s.life(1) == 16 and len(s.game.players[0].hand) == hand + 1  # only the Bears


# ---------------------------------------------------- Jeong Jeong, the Deserter
def test_jeong_jeong_copies_the_next_lesson_once_and_exhausts():
    s = Scenario()
    jeong = s.battlefield(0, "Jeong Jeong, the Deserter")
    cruelty, again = s.hand(0, "Ozai's Cruelty", "Ozai's Cruelty")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Swamp", 9)
    s.start()
    s.activate(jeong).resolve()
    assert s.pt(jeong) == (3, 4)
    assert not [a for a in s.game.legal_actions() if a.kind == "activate"]  # exhaust
    s.cast(cruelty, targets=["P1"])
    s.resolve()  # the delayed trigger: the copy's target
    assert [a.args[0] for a in s.game.legal_actions()][0] == "P1"
    s.choose("P1")
    s.resolve_all()
    assert s.life(1) == 16  # Bob has no cards to discard
    s.cast(again, targets=["P1"]).resolve_all()  # the next Lesson only
    assert s.life(1) == 14


def test_jeong_jeong_copy_waits_for_this_turn_only():
    """ "this turn": a Lesson cast in Jeong Jeong's controller's next turn isn't copied."""
    s = Scenario()
    jeong = s.battlefield(0, "Jeong Jeong, the Deserter")
    cruelty = s.hand(0, "Ozai's Cruelty")
    s.lands(0, "Swamp", 6)
    for player in (0, 1):
        s.library(player, *["Island"] * 4)
    s.start()
    s.activate(jeong).resolve()
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.cast(cruelty, targets=["P1"]).resolve_all()  # resolves, Bob discards his draw
    assert s.life(1) == 18 and s.game.decision.kind == DecisionKind.DISCARD


# ----------------------------------------------------------- Superior Spider-Man
def _cast_superior() -> tuple[Scenario, int, int]:
    s = Scenario()
    superior = s.hand(0, "Superior Spider-Man")
    bears = s.graveyard(1, "Grizzly Bears")
    s.graveyard(0, "Lightning Bolt")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(superior).resolve()
    return s, superior, bears


def test_superior_spider_man_copies_a_creature_card_in_any_graveyard_then_exiles_it():
    """CR 707.9b: the Bears' values, except name, 4/4 and Spider Human Hero;
    the reflexive ability (CR 603.12) exiles the copied card."""
    s, _, bears = _cast_superior()
    assert [a.args[0] for a in s.game.legal_actions()] == [bears, "none"]  # creature cards
    s.choose(bears)
    (copy,) = _named(s, "Superior Spider-Man")
    ch = s.game.chars(copy)
    assert (ch.power, ch.toughness) == (4, 4)
    assert ch.subtypes == frozenset({"Bear", "Spider", "Human", "Hero"})
    assert "Legendary" not in ch.supertypes  # the Bears' supertypes
    assert s.graveyard_names(1) == ["Grizzly Bears"]  # until the reflexive ability resolves
    s.resolve_all()
    assert s.graveyard_names(1) == [] and s.names(s.game.exile) == ["Grizzly Bears"]
    assert s.pt(copy) == (4, 4)  # the copy no longer follows the card


def test_superior_spider_man_may_copy_nothing():
    s, _, _ = _cast_superior()
    s.choose("none")
    s.resolve_all()
    (superior,) = _named(s, "Superior Spider-Man")
    assert s.pt(superior) == (4, 4)
    assert s.graveyard_names(1) == ["Grizzly Bears"]


def test_a_game_copies_and_replays_while_superior_spider_man_chooses():
    """DESIGN: copy anywhere; a save replays to the same game."""
    s, _, bears = _cast_superior()
    twin = s.game.copy()
    again = Game.from_json(s.game.to_json())
    for game in (s.game, twin, again):
        game.act(Action(ActionKind.CHOOSE, (bears,)))
        game.act(Action(ActionKind.PASS))
        game.act(Action(ActionKind.PASS))
    assert snapshot(twin) == snapshot(s.game) == snapshot(again)
    assert s.names(s.game.exile) == ["Grizzly Bears"]


# ------------------------------------------------------- Peter Parker's Camera
def test_camera_copies_an_activated_ability_with_a_new_target():
    """CR 707.10, 707.10c: the copy has the ability's source and may target anew."""
    s = Scenario()
    camera = s.battlefield(0, "Peter Parker's Camera", counters={"film": 3})
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Isamaru, Hound of Konda")
    s.lands(0, "Island", 2)
    s.start()
    s.activate(sorcerer, targets=[bears])
    (ability,) = s.game.stack
    s.activate(camera, targets=[ability])
    s.resolve()  # the Camera's ability: the copy's target, the Bears first
    options = [a.args[0] for a in s.game.legal_actions()]
    assert options[0] == bears and "P1" in options
    s.choose("P1")
    s.resolve_all()
    assert s.life(1) == 19 and s.game.objects[bears].damage == 1
    assert s.game.objects[camera].counters == {"film": 2}


def test_camera_copies_only_abilities_you_control():
    s = Scenario()
    camera = s.battlefield(0, "Peter Parker's Camera", counters={"film": 3})
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    s.lands(0, "Island", 2)
    s.start(active=1)
    s.activate(sorcerer, targets=["P0"])
    s.pass_priority()  # Alice holds priority with Bob's ability on the stack
    assert s.game.decision.player == 0 and len(s.game.stack) == 1
    assert not [
        a for a in s.game.legal_actions() if a.kind == ActionKind.ACTIVATE and a.args[0] == camera
    ]


# -------------------------------------------------------- Firebender Ascension
def test_firebender_ascension_makes_a_firebending_soldier():
    s = Scenario()
    ascension = s.hand(0, "Firebender Ascension")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(ascension).resolve_all()
    (soldier,) = _named(s, "Soldier")
    assert s.game.objects[soldier].is_token and s.pt(soldier) == (2, 2)
    assert "firebending" in " ".join(s.game.chars(soldier).keywords).lower()


def _ascension_attack(
    quest: int, attacker: str = "Jeong Jeong, the Deserter"
) -> tuple[Scenario, int]:
    s = Scenario()
    ascension = s.battlefield(0, "Firebender Ascension", counters={"quest": quest})
    creature = s.battlefield(0, attacker)
    s.start()
    s.attack(creature)
    s.resolve()  # the Ascension's trigger, above the firebending one
    return s, ascension


def test_firebender_ascension_counts_attack_triggers_and_copies_from_the_fourth():
    """The fourth quest counter: the firebending ability is copied (CR 707.10)."""
    s, ascension = _ascension_attack(3)
    assert s.game.decision.kind == DecisionKind.MAY
    s.choose("yes")
    s.resolve_all()
    assert s.game.objects[ascension].counters == {"quest": 4}
    assert s.game.players[0].pool.available()["R"] == 2


def test_firebender_ascension_copies_nothing_below_four_counters():
    s, ascension = _ascension_attack(0)
    s.resolve_all()
    assert s.game.objects[ascension].counters == {"quest": 1}
    assert s.game.players[0].pool.available()["R"] == 1


def test_firebender_ascension_ignores_an_attack_without_a_trigger():
    s, ascension = _ascension_attack(0, attacker="Isamaru, Hound of Konda")
    assert s.game.objects[ascension].counters.get("quest", 0) == 0
