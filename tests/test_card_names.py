"""Card names in Italian and French: only names the seeds give, checked against the
seeds and the Oracle data; lookups and decklists in any of the three languages."""

import os
import re
from pathlib import Path

import pytest

from manastack import cards
from manastack.cards import UnknownCard, all_cards, card, face, get_card
from manastack.cards.deck import DeckError, load_deck_text
from manastack.core.data import printed_cards
from manastack.core.i18n import card_name, card_name_table, fold
from manastack.engine.messages import card_display
from manastack.engine.targets import any_target
from manastack.language.effects import DealDamage

ROOT = Path(__file__).resolve().parents[1]
SEEDS_DIR = Path(os.environ.get("MANASTACK_SEEDS_DIR", ROOT.parent / "shared" / "seeds"))
SEED_FILE = re.compile(r"\d{3}_[0-9a-f]+\.txt")


def test_the_table_says_where_each_name_comes_from():
    table = card_name_table()
    assert len(table) >= 50
    for english, entry in table.items():
        assert entry["it"] or entry["fr"], english
        assert SEED_FILE.search(entry["source"]), english


if SEEDS_DIR.is_dir():  # the seeds are not shipped: checked where they are

    def test_every_localized_name_is_written_in_its_seed():
        seeds = {p.name: p.read_text(encoding="utf-8") for p in SEEDS_DIR.glob("*.txt")}
        for english, entry in card_name_table().items():
            sources = SEED_FILE.findall(entry["source"])
            texts = [fold(seeds[s]) for s in sources]
            for lang in ("it", "fr"):
                if entry[lang]:
                    assert any(fold(entry[lang]) in text for text in texts), (english, lang)


def test_every_english_name_is_a_real_oracle_name():
    names = set()
    for entry in printed_cards().values():
        names.add(entry["name"])
        names.update(f["name"] for f in entry["faces"])
    unknown = [english for english in card_name_table() if english not in names]
    assert unknown == []


def test_no_two_cards_share_a_localized_name():
    for lang in ("it", "fr"):
        seen: dict[str, str] = {}
        for english, entry in card_name_table().items():
            if entry[lang]:
                assert fold(entry[lang]) not in seen, (entry[lang], english, seen)
                seen[fold(entry[lang])] = english


def test_cards_carry_only_names_from_the_table():
    table = card_name_table()
    for definition in all_cards():
        for lang, name in definition.names:
            assert table[definition.name][lang] == name, definition.name
    with pytest.raises(ValueError, match="not in locale/card_names.tsv"):
        card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2", it="Orsi Grizzly", register=False)


def test_names_shown_in_each_language():
    assert get_card("Forest").name_in("it") == "Foresta"
    # the basic lands as every official printing names them, in both languages
    assert [card_name(b, "it") for b in ("Plains", "Island", "Swamp", "Mountain", "Forest")] == [
        "Pianura",
        "Isola",
        "Palude",
        "Montagna",
        "Foresta",
    ]
    assert [card_name(b, "fr") for b in ("Plains", "Island", "Swamp", "Mountain", "Forest")] == [
        "Plaine",
        "Île",
        "Marais",
        "Montagne",
        "Forêt",
    ]
    assert get_card("Plaine") is get_card("Pianura") is get_card("Plains")
    assert get_card("Grizzly Bears").name_in("it") == "Grizzly Bears"
    assert card_display("Glacial Ray", "fr") == "Rayon glaciaire"
    assert card_display("Kenzo the Hardhearted", "it") == "Kenzo Cuoreduro"  # a flipped face
    assert card_name("Eight-and-a-Half-Tails", "it") == "Eight-and-a-Half-Tails"
    assert card_name("Eight-and-a-Half-Tails", "fr") == "Huit-queues-et-demie"


def test_lookup_ignores_language_case_and_accents():
    assert get_card("FORESTA") is get_card("Forest")
    assert get_card("forést") is get_card("Forest")
    assert get_card("Shock") is get_card("shock")
    with pytest.raises(UnknownCard):
        get_card("Foresta Incantata")


@pytest.fixture
def test_only_cards(monkeypatch):
    """Glacial Ray and Bushi Tenderfoot as test-only cards, unless the pool has them."""
    made = []
    if "glacial ray" not in cards._REGISTRY:
        cards._load_all()
        made.append(
            card(
                "Glacial Ray",
                "{1}{R}",
                "Instant — Arcane",
                text="Glacial Ray deals 2 damage to any target.",
                spell=[DealDamage(2, any_target())],
                register=False,
            )
        )
    if "bushi tenderfoot" not in cards._REGISTRY:
        made.append(
            card(
                "Bushi Tenderfoot",
                "{W}",
                "Creature — Human Soldier",
                "1/1",
                layout="flip",
                register=False,
                back=face(
                    "Kenzo the Hardhearted", "{W}", "Legendary Creature — Human Samurai", "3/4"
                ),
            )
        )
    for definition in made:
        monkeypatch.setitem(cards._REGISTRY, fold(definition.name), definition)
        for extra in definition.faces[1:]:
            monkeypatch.setitem(cards._ALIASES, fold(extra.name), fold(definition.name))
    return made


def test_decklists_in_italian_and_french(test_only_cards):
    deck = load_deck_text(
        "4 Raggio Glaciale\n4 rayon glaciaire\n12 FORESTA\n2 Shock\n"
        "1 Kenzo Cuoreduro\n1 bushi piededolce\n\nSideboard\n2 Glacial Ray"
    )
    assert (
        deck.names()
        == ["Glacial Ray"] * 8 + ["Forest"] * 12 + ["Shock"] * 2 + ["Bushi Tenderfoot"] * 2
    )
    assert [c.name for c in deck.sideboard] == ["Glacial Ray"] * 2


def test_an_unknown_name_is_an_error_in_the_players_language():
    with pytest.raises(DeckError) as caught:
        load_deck_text("4 Foresta\n2 Raggio Glaciale Doppio")
    assert str(caught.value) == "line 2: unknown card 'Raggio Glaciale Doppio'"
    assert caught.value.message("it") == "riga 2: carta sconosciuta 'Raggio Glaciale Doppio'"
    assert caught.value.message("fr") == "ligne 2 : carte inconnue « Raggio Glaciale Doppio »"
