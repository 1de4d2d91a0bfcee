"""The last TLA legends (manastack/cards/final_tladfc_misc.py) and the rules
they use: "choose up to X" (CR 700.2, 603.3c)."""

import pytest

from manastack.engine.objects import BATTLEFIELD, player_ref
from manastack.scenario import Scenario


def _modes(s: Scenario) -> list:
    return [a.args[0] if a.args else a.kind for a in s.game.legal_actions()]


# ------------------------------------------------- Bumi, King of Three Trials
def _bumi(lessons: int) -> Scenario:
    s = Scenario()
    bumi = s.hand(0, "Bumi, King of Three Trials")
    s.lands(0, "Forest", 6)
    for _ in range(lessons):
        s.graveyard(0, "Earthbending Lesson")
    s.graveyard(0, "Grizzly Bears")  # not a Lesson
    s.library(1, "Island", "Forest", "Plains", "Swamp")
    s.start()
    s.cast(bumi)
    s.resolve()  # he enters; his trigger asks for its modes
    return s


@pytest.mark.parametrize("lessons", [1, 2, 3])
def test_bumi_chooses_up_to_as_many_modes_as_lesson_cards_in_your_graveyard(lessons):
    s = _bumi(lessons)
    g = s.game
    chosen = 0
    while g.decision.kind == "mode":
        assert _modes(s)[-1] == "done"  # "up to"
        s.act("choose", _modes(s)[0])
        chosen += 1
    assert chosen == lessons


def test_bumi_with_no_lesson_chooses_nothing_and_his_ability_leaves_the_stack():
    s = _bumi(0)
    g = s.game
    assert _modes(s) == ["done"]
    s.act("done")
    assert not g.stack and g.decision.kind == "priority"


def test_bumi_puts_counters_on_himself_has_a_player_scry_and_earthbends():
    s = _bumi(3)
    g = s.game
    bumi = s.find("Bumi, King of Three Trials", BATTLEFIELD)
    forest = next(o for o in g.battlefield if g.chars(o).name == "Forest")
    s.act("choose", 0)
    s.act("choose", 1)
    s.act("choose", 2)
    assert g.decision.kind == "target"
    s.act("target", player_ref(1))  # Bob scries 3
    s.act("target", forest)
    s.resolve()
    assert g.decision.kind == "scry" and g.decision.player == 1
    for _ in range(3):
        s.act("choose", "bottom")
    while g.decision.kind != "priority":
        g.act(g.legal_actions()[0])
    assert s.pt(bumi) == (7, 7)
    assert s.names([g.players[1].library[-1]]) == ["Swamp"]  # three to the bottom
    assert g.chars(forest).is_creature and s.pt(forest) == (3, 3)


# -------------------------------------------------------------- Avatar Destiny
def _destiny_on(creature: str, graveyard: tuple[str, ...] = ()) -> tuple[Scenario, int, int]:
    s = Scenario()
    destiny = s.hand(0, "Avatar Destiny")
    host = s.battlefield(0, creature)
    bobs = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Forest", 4)
    for name in graveyard:
        s.graveyard(0, name)
    s.graveyard(1, "Craw Wurm")  # Bob's creature cards don't count
    s.start()
    g = s.game
    s.act("cast", destiny, "normal")
    targets = [a.args[0] for a in g.legal_actions() if a.kind == "target"]
    assert targets == [host] and bobs not in targets  # enchant creature you control
    s.act("target", host)
    s.act("autopay")
    s.resolve()
    return s, host, s.find("Avatar Destiny", BATTLEFIELD)


def test_avatar_destiny_gives_plus_one_for_each_creature_card_in_your_graveyard_and_avatar():
    s, bears, _ = _destiny_on("Grizzly Bears", ("Hill Giant", "Air Elemental", "Forest"))
    g = s.game
    assert s.pt(bears) == (4, 4)
    assert {"Bear", "Avatar"} <= set(g.chars(bears).subtypes)
    s.graveyard(0, "Craw Wurm")  # one more creature card: one more +1/+1
    g.touch()
    assert s.pt(bears) == (5, 5)


def test_avatar_destiny_mills_the_power_and_returns_itself_and_a_milled_creature():
    s, giant, _ = _destiny_on("Hill Giant")
    g = s.game
    s.library(0, "Grizzly Bears", "Island", "Air Elemental", "Craw Wurm")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    assert s.pt(giant) == (3, 3)
    s.cast(bolt, targets=[giant])
    s.resolve()  # the Giant dies; the Aura goes to the graveyard; its trigger
    s.resolve()
    assert g.decision.kind == "choose_card"
    offered = [a.args[0] for a in g.legal_actions() if a.args[0] != "none"]
    assert sorted(s.names(offered)) == ["Air Elemental", "Grizzly Bears"]  # three milled
    s.choose(next(o for o in offered if g.objects[o].card.name == "Air Elemental"))
    elemental = s.find("Air Elemental", BATTLEFIELD)
    assert g.chars(elemental).controller == 0
    assert "Avatar Destiny" in s.hand_names(0)
    assert sorted(s.graveyard_names(0)) == [
        "Grizzly Bears",
        "Hill Giant",
        "Island",
        "Lightning Bolt",
    ]
    assert s.names([g.players[0].library[-1]]) == ["Craw Wurm"]


# --------------------------------------------------------- Boiling Rock Rioter
def _rioter() -> tuple[Scenario, dict[str, int]]:
    """Alice's Rioter and an Ally to tap; Invasion Reinforcements (an Ally) and
    Glory Seeker in her graveyard, Bob's Invasion Reinforcements in his."""
    s = Scenario()
    ids = {
        "rioter": s.battlefield(0, "Boiling Rock Rioter"),
        "warriors": s.battlefield(0, "Kyoshi Warriors"),
        "reinforcements": s.graveyard(0, "Invasion Reinforcements"),
        "seeker": s.graveyard(0, "Glory Seeker"),
        "bobs": s.graveyard(1, "Invasion Reinforcements"),
    }
    s.lands(0, "Plains", 2)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    return s, ids


def _exile_with_rioter(s: Scenario, ids: dict[str, int], card: int, tap: int) -> None:
    g = s.game
    s.activate(ids["rioter"], targets=[card])
    while g.decision.kind != "priority":  # the Ally to tap for the cost
        g.act(s.pick(lambda a: a.args and a.args[0] == tap))
    s.resolve()


def test_boiling_rock_rioter_taps_an_ally_to_exile_a_card_from_a_graveyard():
    s, ids = _rioter()
    g = s.game
    _exile_with_rioter(s, ids, ids["bobs"], ids["warriors"])
    assert g.objects[ids["warriors"]].tapped and not g.objects[ids["rioter"]].tapped
    assert s.names(g.exile) == ["Invasion Reinforcements"]


def test_boiling_rock_rioter_attacks_and_casts_an_ally_you_own_exiled_with_it():
    """Only an Ally card its controller owns, exiled with this Rioter, may be
    cast, paying its mana cost."""
    s, ids = _rioter()
    g = s.game
    _exile_with_rioter(s, ids, ids["reinforcements"], ids["warriors"])
    _exile_with_rioter(s, ids, ids["seeker"], ids["rioter"])  # not an Ally; it may tap itself
    s.pass_until("upkeep", active=1)
    s.pass_until("main1", active=0)
    _exile_with_rioter(s, ids, ids["bobs"], ids["warriors"])  # an Ally, but Bob's
    assert len(g.exile) == 3
    s.attack(ids["rioter"])
    while g.decision.kind != "choose_card":
        s.act("pass") if g.decision.kind == "priority" else g.act(g.legal_actions()[0])
    offered = [a.args[0] for a in g.legal_actions()]
    assert offered[-1] == "none"
    assert s.names(offered[:-1]) == ["Invasion Reinforcements"]
    assert g.objects[offered[0]].owner == 0
    s.choose(offered[0])
    s.act("autopay")
    while g.stack:
        s.act("pass") if g.decision.kind == "priority" else g.act(g.legal_actions()[0])
    assert "Invasion Reinforcements" in s.battlefield_names(0)


# ------------------------------------------------------------ Bumi, Unleashed
def _attackers(s: Scenario) -> set[int]:
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}


def test_bumi_unleashed_earthbends_four_as_he_enters():
    s = Scenario()
    bumi = s.hand(0, "Bumi, Unleashed")
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.start()
    g = s.game
    s.cast(bumi)
    s.resolve()
    land = next(o for o in g.battlefield if g.chars(o).is_land)
    s.act("target", land)
    s.resolve()
    assert g.chars(land).is_creature and s.pt(land) == (4, 4)


def test_bumi_unleashed_untaps_your_lands_and_adds_a_combat_only_land_creatures_attack_in():
    s = Scenario()
    bumi = s.battlefield(0, "Bumi, Unleashed")
    bears = s.battlefield(0, "Grizzly Bears")
    lesson = s.hand(0, "Earthbending Lesson")
    land = s.lands(0, "Forest", 4)[0]
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    g = s.game
    s.cast(lesson, targets=[land])
    s.resolve()
    assert all(g.objects[o].tapped for o in g.battlefield if g.chars(o).is_land)
    s.pass_until_decision("attackers")
    assert {bumi, bears} <= _attackers(s)  # the first combat: no restriction
    s.act("attack", bumi, player_ref(1))
    s.act("done")
    while g.step != "end_of_combat":
        s.act("done") if g.decision.kind == "blockers" else s.act("pass")
    assert s.life(1) == 15
    assert not any(g.objects[o].tapped for o in g.battlefield if g.chars(o).is_land)
    s.pass_until_decision("attackers")  # the additional combat phase
    assert _attackers(s) == {land}  # the Bears may not; the land creature may
    s.act("attack", land, player_ref(1))
    s.act("done")
    s.pass_until("main2", active=0)  # then the second main phase, no third combat
    assert s.life(1) == 11
    s.pass_until("upkeep", active=1)
    s.pass_until_decision("attackers")
    s.pass_until("upkeep", active=0)
    s.pass_until_decision("attackers")
    assert bears in _attackers(s)  # the restriction lasted only that combat


# ---------------------------------------------------- Azula, Cunning Usurper
def _azula() -> tuple[Scenario, dict[str, int]]:
    """Alice casts Azula; Bob exiles his Hill Giant, then his Lightning Bolt."""
    s = Scenario()
    ids = {
        "azula": s.hand(0, "Azula, Cunning Usurper"),
        "giant": s.battlefield(1, "Hill Giant"),
        "bears": s.battlefield(1, "Grizzly Bears"),
        "bolt": s.graveyard(1, "Lightning Bolt"),
        "mountain": s.graveyard(1, "Mountain"),
    }
    s.lands(0, "Island", 1)
    s.lands(0, "Swamp", 2)
    s.lands(0, "Plains", 6)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    g = s.game
    s.cast(ids["azula"])
    s.resolve()  # she enters; her trigger targets Bob
    assert g.decision.kind == "target"
    s.act("target", player_ref(1))
    s.resolve()
    return s, ids


def _cast_ways(s: Scenario, name: str) -> list[str]:
    g = s.game
    return [
        a.args[1]
        for a in g.legal_actions()
        if a.kind == "cast" and g.objects[a.args[0]].card.name == name
    ]


def test_azula_has_the_opponent_exile_a_nontoken_creature_then_a_nonland_card_of_theirs():
    s, ids = _azula()
    g = s.game
    assert g.decision.player == 1
    assert set(a.args[0] for a in g.legal_actions()) == {ids["giant"], ids["bears"]}
    s.choose(ids["giant"])
    assert g.decision.player == 1
    assert [a.args[0] for a in g.legal_actions()] == [ids["bolt"]]  # not the Mountain
    s.choose(ids["bolt"])
    assert sorted(s.names(g.exile)) == ["Hill Giant", "Lightning Bolt"]
    assert ids["bears"] in g.battlefield


def test_azula_lets_you_cast_them_on_your_turn_as_though_with_flash_with_any_mana():
    s, ids = _azula()
    g = s.game
    s.choose(ids["giant"])
    s.choose(ids["bolt"])
    assert _cast_ways(s, "Hill Giant") == ["exiled_with"]  # {3}{R} with no red source
    s.pass_until("beginning_of_combat", active=0)  # not a main phase: as though with flash
    assert _cast_ways(s, "Hill Giant") == ["exiled_with"]
    giant = next(o for o in g.exile if g.objects[o].card.name == "Hill Giant")
    s.cast(giant, how="exiled_with")
    s.resolve()
    assert g.chars(s.find("Hill Giant", BATTLEFIELD)).controller == 0
    s.pass_until("upkeep", active=1)
    assert _cast_ways(s, "Lightning Bolt") == []  # not during Bob's turn
    s.pass_until("upkeep", active=0)
    assert _cast_ways(s, "Lightning Bolt") == ["exiled_with"]
