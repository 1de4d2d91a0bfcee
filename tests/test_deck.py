"""Decklists: the usual text formats and clear errors for bad input."""

import pytest

from manastack import DeckError, load_deck, load_deck_file, load_deck_text
from manastack.cards.deck import bundled_decks


def test_plain_list_with_counts_and_comments():
    deck = load_deck_text("# burn\n4 Lightning Bolt\n4x Shock // cheap\nMountain\n")
    assert deck.names().count("Lightning Bolt") == 4
    assert deck.names().count("Shock") == 4
    assert deck.names().count("Mountain") == 1
    assert deck.sideboard == []


def test_arena_export_with_set_codes_and_sideboard_header():
    text = "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (M21) 270\n\nSideboard\n2 Fog (M10) 177\n"
    deck = load_deck_text(text)
    assert len(deck.main) == 24
    assert [c.name for c in deck.sideboard] == ["Fog", "Fog"]


def test_mtgo_export_sideboard_after_blank_line():
    deck = load_deck_text("20 Forest\n20 Grizzly Bears\n\n3 Naturalize\n")
    assert len(deck.main) == 40 and len(deck.sideboard) == 3


def test_names_are_case_insensitive():
    assert load_deck_text("2 lightning bolt").names() == ["Lightning Bolt"] * 2


def test_unknown_card_names_the_card_and_the_line():
    with pytest.raises(DeckError, match=r"line 2: unknown card 'Lightning Blot'"):
        load_deck_text("4 Mountain\n4 Lightning Blot\n")


def test_zero_copies_is_an_error():
    with pytest.raises(DeckError, match="line 1"):
        load_deck_text("0 Mountain\n")


def test_empty_decklist_is_an_error():
    with pytest.raises(DeckError, match="no main-deck cards"):
        load_deck_text("# nothing\n\n")


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(DeckError, match="can't read"):
        load_deck_file(tmp_path / "missing.txt")


def test_binary_file_is_a_clear_error(tmp_path):
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DeckError):
        load_deck_file(path)


def test_unknown_bundled_deck_lists_the_bundled_ones():
    with pytest.raises(DeckError, match="bundled decks"):
        load_deck("no-such-deck")


@pytest.mark.parametrize("name", bundled_decks())
def test_bundled_decks_have_forty_cards(name):
    """At least 40 cards (CR 100.2a, limited); managym's ur-lessons list has 41."""
    assert len(load_deck(name).main) == (41 if name == "ur-lessons" else 40)
