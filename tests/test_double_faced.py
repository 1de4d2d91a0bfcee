"""Modal double-faced cards that transform, and double-faced cards in general
(MDFC-01..07, DFC-01..03; CR 712), with Peter Parker // Amazing Spider-Man."""

from __future__ import annotations

import pytest
import spiderman_testcards  # noqa: F401  (defines the test-only cards)

from manastack import Action, IllegalAction
from manastack.cards import get_card, nonland_names
from manastack.scenario import Scenario

GWU = ["Forest", "Plains", "Island", "Plains"]


def casts(s: Scenario, card: int) -> set[str]:
    return {a.args[1] for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == card}


def with_lands(s: Scenario, player: int = 0, lands=GWU) -> None:
    for land in lands:
        s.battlefield(player, land)


def test_MDFC_01_choose_the_face_when_casting():
    """MDFC-01: When you cast a modal double-faced card you choose the face to
    cast; put onto the battlefield without being cast, it enters front face up."""
    s = Scenario()
    parker = s.hand(0, "Peter Parker")
    with_lands(s)
    s.start()
    assert casts(s, parker) == {"normal", "back"}
    s.cast(parker, how="back").resolve()
    spidey = s.find("Amazing Spider-Man", "battlefield")
    assert s.pt(spidey) == (4, 4)
    assert "Spider" not in s.battlefield_names(0)  # Peter Parker's enters trigger isn't there


def test_MDFC_01_put_onto_the_battlefield_it_enters_front_face_up():
    """MDFC-01: When you cast a modal double-faced card you choose the face to
    cast; put onto the battlefield without being cast, it enters front face up."""
    s = Scenario()
    s.graveyard(0, "Peter Parker")
    recall = s.hand(0, "Prison Break")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(recall, targets=[s.find("Peter Parker", "graveyard")]).resolve()
    parker = s.find("Peter Parker", "battlefield")
    assert s.game.chars(parker).name == "Peter Parker"
    assert s.pt(parker) == (1, 2)  # 0/1 with the additional +1/+1 counter


def test_MDFC_02_the_front_face_transforms_one_way():
    """MDFC-02: These cards' front faces have an activated ability that transforms
    them (Peter Parker → Amazing Spider-Man); back faces have none, so it is one
    way.  Cast back face up, it simply enters that way."""
    s = Scenario()
    parker = s.battlefield(0, "Peter Parker", counters={"+1/+1": 1})
    with_lands(s)
    s.start()
    s.activate(parker).resolve()
    ch = s.game.chars(parker)
    assert ch.name == "Amazing Spider-Man" and s.pt(parker) == (5, 5)  # same object, counter kept
    assert {"vigilance", "reach"} <= ch.keywords
    assert [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == parker] == []


def test_MDFC_02_transforming_is_sorcery_speed():
    """MDFC-02: These cards' front faces have an activated ability that transforms
    them ("Activate only as a sorcery"); back faces have none."""
    s = Scenario()
    parker = s.battlefield(0, "Peter Parker")
    with_lands(s)
    s.start(step="upkeep")
    assert not [a for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == parker]


def test_MDFC_03_can_you_cast_looks_only_at_the_face_cast():
    """MDFC-03: Whether a card can be cast looks only at the face being cast
    ("can't cast spells with mana value 2 or less" stops Peter Parker but not
    Amazing Spider-Man)."""
    s = Scenario()
    parker = s.hand(0, "Peter Parker")
    s.battlefield(1, spiderman_testcards.BAN)
    with_lands(s)
    s.start()
    assert casts(s, parker) == {"back"}
    with pytest.raises(IllegalAction):
        s.game.act(Action("cast", (parker, "normal")))


def test_MDFC_04_casting_spells_of_a_kind_from_a_zone_allows_the_face_that_fits():
    """MDFC-04: An effect that lets you cast spells of a kind from a zone allows
    either face that fits (cast Spider spells from your graveyard: Amazing
    Spider-Man yes, Peter Parker no)."""
    s = Scenario()
    parker = s.graveyard(0, "Peter Parker")
    s.battlefield(0, spiderman_testcards.SPIDER_GRAVE)
    with_lands(s)
    s.start()
    assert casts(s, parker) == {"crypt:back"}
    s.cast(parker, how="crypt:back").resolve()
    assert "Amazing Spider-Man" in s.battlefield_names(0)


def test_MDFC_05_put_with_characteristics_checks_the_front_face_only():
    """MDFC-05: An effect that puts a card with certain characteristics onto the
    battlefield without casting it checks only the front face, which is the face
    that enters."""
    s = Scenario()
    s.graveyard(0, "Peter Parker")  # front face a Human, back face a Spider
    recall = s.hand(0, "Test Spider Recall")
    s.lands(0, "Swamp", 1)
    s.start()
    # the only target slot has no legal choice: the card can't be cast
    assert casts(s, recall) == set()
    s2 = Scenario()
    s2.graveyard(0, "Spider-Man, Web-Slinger")
    recall2 = s2.hand(0, "Test Spider Recall")
    s2.lands(0, "Swamp", 1)
    s2.start()
    s2.cast(recall2, targets=[s2.find("Spider-Man, Web-Slinger", "graveyard")]).resolve()
    assert "Spider-Man, Web-Slinger" in s2.battlefield_names(0)


def test_MDFC_06_mana_value_is_the_face_up_on_stack_and_battlefield_else_front():
    """MDFC-06: Mana value: on the stack or battlefield, the face that is up; in
    every other zone, the front face only."""
    s = Scenario()
    parker = s.hand(0, "Peter Parker")
    in_graveyard = s.graveyard(0, "Peter Parker")
    with_lands(s)
    s.start()
    assert s.game.chars(parker).mana_value == 2
    assert s.game.chars(in_graveyard).mana_value == 2
    s.cast(parker, how="back")
    on_stack = s.game.stack[-1]
    assert s.game.chars(on_stack).mana_value == 4
    s.resolve()
    assert s.game.chars(s.find("Amazing Spider-Man", "battlefield")).mana_value == 4


def test_MDFC_07_a_permanent_transforms_only_into_a_permanent_face():
    """MDFC-07: Any modal double-faced permanent told to transform does so if its
    other face has a permanent type; likewise it enters transformed only if the
    back is a permanent, otherwise it stays where it is."""
    s = Scenario()
    spirit = s.battlefield(0, "Test Web Spirit")  # back face: a sorcery
    parker = s.battlefield(0, "Peter Parker")
    first, second = s.hand(0, "Test Transmuter", "Test Transmuter")
    s.lands(0, "Island", 2)
    s.start()
    s.cast(first, targets=[spirit]).resolve()
    assert s.game.chars(spirit).name == "Test Web Spirit"
    s.cast(second, targets=[parker]).resolve()
    assert s.game.chars(parker).name == "Amazing Spider-Man"


def test_MDFC_07_enters_transformed_only_if_the_back_is_a_permanent():
    """MDFC-07: Any modal double-faced permanent told to transform does so if its
    other face has a permanent type; likewise it enters transformed only if the
    back is a permanent, otherwise it stays where it is."""
    s = Scenario()
    spirit = s.graveyard(0, "Test Web Spirit")
    parker = s.graveyard(0, "Peter Parker")
    first, second = s.hand(0, "Test Reversal", "Test Reversal")
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(first, targets=[spirit]).resolve()
    assert s.graveyard_names(0)[:1] == ["Test Web Spirit"]
    assert "Test Web Blast" not in s.battlefield_names()
    s.cast(second, targets=[parker]).resolve()
    assert "Amazing Spider-Man" in s.battlefield_names(0)
    assert "Spider" not in s.battlefield_names(0)  # it entered as the back: no token


def test_DFC_01_each_face_has_its_own_characteristics():
    """DFC-01: Each face has its own characteristics; on the stack and battlefield
    only the face up counts, elsewhere only the front face."""
    s = Scenario()
    in_hand = s.hand(0, "Peter Parker")
    parker = s.battlefield(0, "Peter Parker")
    with_lands(s)
    s.start()
    hand_ch = s.game.chars(in_hand)
    assert (hand_ch.name, hand_ch.colours, hand_ch.power) == ("Peter Parker", {"W"}, 0)
    assert "Spider" not in hand_ch.subtypes
    s.activate(parker).resolve()
    up = s.game.chars(parker)
    assert (up.name, up.colours, up.power) == ("Amazing Spider-Man", {"G", "W", "U"}, 4)
    assert {"Spider", "Human", "Hero"} == set(up.subtypes)


def test_DFC_02_a_card_name_may_be_either_face():
    """DFC-02: Choosing a card name may use either face; linked effects then
    consider only the chosen name."""
    names = nonland_names()
    assert "Peter Parker" in names and "Amazing Spider-Man" in names
    s = Scenario()
    mage = s.hand(0, "Meddling Mage")
    parker = s.hand(1, "Peter Parker")
    s.lands(0, "Plains", 2)
    s.lands(0, "Island", 2)
    with_lands(s, 1)
    s.library(1, "Island")
    s.start()
    s.cast(mage).pass_priority(2)
    s.choose("Amazing Spider-Man")
    s.pass_until("main1", active=1)
    assert casts(s, parker) == {"normal"}  # only the chosen name can't be cast


def test_DFC_03_colour_identity_combines_both_faces():
    """DFC-03: Commander colour identity combines the mana costs and mana symbols
    of both faces (and colour indicators, basic land types)."""
    parker = get_card("Peter Parker")
    assert parker.front.colours == {"W"}
    assert parker.colour_identity == {"G", "W", "U"}
    assert get_card("Test Saga of the Avatar").colour_identity == {"W"}
    assert get_card("Forest").colour_identity == {"G"}  # a basic land type
    assert get_card("Norman Osborn").colour_identity == {"U", "B", "R"}
