"""The game in English, Italian and French: catalogues, plural forms, the locale
default, unsupported languages, whole games' logs, prompts and actions."""

import random
import re
import string
from pathlib import Path

import pytest

from manastack import Game, RandomAgent, all_cards, load_deck
from manastack.cards.deck import bundled_decks
from manastack.core import i18n
from manastack.core.actions import Action
from manastack.core.i18n import UnsupportedLanguage, check_language, default_language, lookup
from manastack.core.kinds import CounterKind, EventKind, KeywordName
from manastack.engine import messages
from manastack.engine.objects import is_player_ref
from manastack.programs.locale_tools import (
    POT_PATH,
    TRANSLATED,
    read_catalog,
    template_catalog,
    untranslated,
)

DECKS = bundled_decks()  # every bundled deck, so every mechanic's text gets read


# ------------------------------------------------------------------ the catalogues
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_template_has_a_translation(lang):
    """Fails when a template is added to messages.py and not translated (run
    ``python -m manastack.programs.locale_tools update``, then translate the new entries)."""
    assert untranslated(lang) == []


def test_the_pot_template_is_up_to_date():
    from babel.messages.pofile import read_po

    with open(POT_PATH, "rb") as handle:
        pot = read_po(handle)
    assert {m.id for m in pot if m.id} == {m.id for m in template_catalog() if m.id}


def test_every_template_is_in_all_three_languages():
    i18n.clear_missing()
    for template in messages.all_templates():
        assert lookup(template, "en") == template
        for lang in TRANSLATED:
            assert lookup(template, lang)
    assert i18n.missing() == set()


def _placeholders(text: str, percent: bool) -> set[str]:
    if percent:
        return set(re.findall(r"%\([a-z_]+\)[sdr]|%[sdr]", text))
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang):
    for message in read_catalog(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        percent = "python-format" in message.flags
        wanted = _placeholders(ids[0], percent)
        for text in strings:
            assert _placeholders(text, percent) == wanted, (lang, ids[0], text)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_differ_from_english_except_known_words(lang):
    """A msgstr equal to its msgid is almost always a forgotten translation."""
    same_everywhere = {
        "{step_name}.",
        "{value}",
        "{what} {card}",
        "+1/+1",
        "-1/-1",
        "ki",
        "flashback",
        "Mulligan",
        "bushido",
    }
    same_in = {
        "it": {"No", "Computer"},
        # no source gives the French names of mayhem and web-slinging (SPM)
        "fr": {
            "options",
            "charge",
            "poison",
            "vigilance",
            "menace",
            "indestructible",
            "flash",
            "mayhem",
            "web-slinging",
        },
    }
    for message in read_catalog(lang):
        if message.id and not isinstance(message.id, tuple) and message.string == message.id:
            words = re.findall(r"[A-Za-z]{2,}", re.sub(r"\{[^}]*\}", "", message.id))
            assert not words or message.id in same_everywhere | same_in[lang], message.id


def test_plural_forms_follow_each_language():
    damage = messages.EVENTS["damage"]
    assert (
        messages.fill(damage, "it", source="X", amount=1, target="Y") == "X infligge 1 danno a Y."
    )
    assert (
        messages.fill(damage, "it", source="X", amount=3, target="Y") == "X infligge 3 danni a Y."
    )
    assert (
        messages.fill(damage, "fr", source="X", amount=1, target="Y") == "X inflige 1 blessure à Y."
    )
    assert (
        messages.fill(damage, "fr", source="X", amount=0, target="Y") == "X inflige 0 blessure à Y."
    )  # French: 0 takes the singular
    assert (
        messages.fill(damage, "fr", source="X", amount=2, target="Y")
        == "X inflige 2 blessures à Y."
    )
    keep = messages.EVENTS["keep"]
    assert messages.fill(keep, "en", player="A", hand=1) == "A keeps a hand of 1 card."
    assert messages.fill(keep, "en", player="A", hand=6) == "A keeps a hand of 6 cards."
    assert messages.fill(keep, "it", player="A", hand=6) == "A tiene una mano di 6 carte."


# -------------------------------------------------------------------- languages
@pytest.mark.parametrize(
    "env, expected",
    [
        ({}, "en"),
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "fr_CA.utf8"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "it_IT.UTF-8", "LC_MESSAGES": "fr_FR"}, "fr"),
        ({"LANG": "it_IT.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "en_GB.UTF-8"}, "en"),
        ({"LC_ALL": "", "LANG": "fr_FR@euro"}, "fr"),
    ],
)
def test_default_language_comes_from_the_locale(env, expected):
    assert default_language(env) == expected


def test_unsupported_language_is_a_clear_error():
    with pytest.raises(UnsupportedLanguage, match=r"unsupported language 'de'.*en, it, fr"):
        check_language("de")
    game = Game([load_deck("red-green").main, load_deck("white-blue").main], seed=1)
    with pytest.raises(UnsupportedLanguage):
        game.log(lang="de")
    with pytest.raises(UnsupportedLanguage):
        game.view(0, lang="xx")
    with pytest.raises(UnsupportedLanguage):
        game.prompt(lang="es")
    assert check_language("IT") == "it"


# ------------------------------------------------------------- whole random games
def _play(seed: int) -> Game:
    game = Game(
        [load_deck(DECKS[seed % len(DECKS)]).main, load_deck(DECKS[(seed + 1) % len(DECKS)]).main],
        seed=seed,
        names=("Ada", "Bea"),
    )
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    checks = random.Random(seed)
    while not game.over:
        actions = game.legal_actions()
        if checks.random() < 0.2:  # prompts and action texts along the way
            for lang in ("en", "it", "fr"):
                assert game.prompt(lang)
                for action in actions:
                    assert game.describe(action, game.decision.player, lang)
                _words_are_in_the_catalogue(actions)
            _texts_differ(game, actions)
            _keywords_are_in_the_catalogue(game)
        game.act(agents[game.decision.player].choose({}, actions))
    return game


def _words_are_in_the_catalogue(actions: list[Action]) -> None:
    """Values shown inside templates that come from the engine must be catalogue words."""
    for action in actions:
        if action.kind == "cast" and action.args[1] not in ("normal", "morph"):
            assert action.args[1] in messages.CAST_HOW, action
        if action.kind == "special":
            assert action.args[1] in messages.SPECIAL_ACTIONS, action
        if (
            action.kind == "choose"
            and isinstance(action.args[0], str)
            and not is_player_ref(action.args[0])
        ):
            assert action.args[0] in messages.WORDS, action


def _keywords_are_in_the_catalogue(game: Game) -> None:
    view = game.view(0, lang="it")
    for permanent in view["battlefield"]:
        for key in permanent["keywords"]:
            kind, _, value = key.partition(":")
            assert key in messages.KEYWORD_NAMES or value in messages.PROTECTION, key
        assert len(permanent["keyword_names"]) == len(permanent["keywords"])


def test_keyword_names_use_the_seeds_terms():
    show = messages.keyword_display
    assert [
        show(k, "it")
        for k in (
            "vigilance",
            "defender",
            "soulshift",
            "splice",
            "morph",
            "bushido",
            "protection:R",
        )
    ] == [
        "cautela",
        "difensore",
        "muta-anima",
        "unire nell'Arcano",
        "metamorfosi",
        "bushido",
        "protezione dal rosso",
    ]
    assert [show(k, "fr") for k in ("soulshift", "splice")] == [
        "transmigration",
        "imprégnation d'arcane",
    ]
    assert show("flying", "en") == "flying"


def _texts_differ(game: Game, actions: list[Action]) -> None:
    player = game.decision.player
    english = game.prompt("en")
    for lang in TRANSLATED:
        assert game.prompt(lang) != english, (lang, english)
    for action in actions:
        text = game.describe(action, player, "en")
        if (
            action.kind in ("pass", "done", "play", "cast", "attack", "block", "target")
            or text in messages.WORDS.values()
        ):
            for lang in TRANSLATED:
                if text not in messages.WORDS.values() or lookup(text, lang) != text:
                    assert game.describe(action, player, lang) != text, (lang, text)


@pytest.mark.parametrize("seed", range(24))
def test_a_whole_game_reads_in_italian_and_french(seed):
    i18n.clear_missing()
    game = _play(seed)
    for event in game.events:
        if event.kind == "counters":
            assert event.data["counter"] in messages.COUNTER_NAMES, event
    for viewer in (None, 0, 1):
        english = game.log(viewer, lang="en")
        for lang in TRANSLATED:
            lines = game.log(viewer, lang=lang)
            assert len(lines) == len(english)
            for en_line, line in zip(english, lines, strict=True):
                assert line != en_line, (lang, line)
        for lang in ("it", "fr"):
            view = game.view(viewer or 0, lang=lang)
            assert view["players"][0]["name"] == "Ada"
    assert i18n.missing() == set(), "templates looked up with no translation"


def _logs_until(terms: tuple[str, ...], lang: str, games: int = 30) -> str:
    """The logs of random games, game after game until every term has shown up
    (some, like a card going to the graveyard, happen in few random games)."""
    text = ""
    for seed in range(games):
        text += "\n".join(_play(seed).log(lang=lang)) + "\n"
        if all(term in text for term in terms):
            break
    return text


def test_italian_log_uses_the_seeds_game_terms():
    terms = ("TAPpato", "cimitero", "Sottofase di mantenimento", "punti vita", "lancia", "danni")
    text = _logs_until(terms, "it")
    for term in terms:
        assert term in text, term
    terms = ("s'engage", "Étape d'entretien", "point de vie", "blessures", "cimetière")
    french = _logs_until(terms, "fr")
    for term in terms:
        assert term in french, term


# ------------------------------------------- new strings in the engine are caught
SOURCES = {
    p: p.read_text(encoding="utf-8") for p in Path(messages.__file__).parents[1].rglob("*.py")
}


def _literals(pattern: str) -> set[str]:
    return {m for text in SOURCES.values() for m in re.findall(pattern, text)}


def test_every_catalogue_table_is_extracted():
    """A new table of strings in messages.py must be part of the catalogue."""
    sections = {name for name, _ in messages.catalogue_sections()}
    tables = {
        name
        for name, value in vars(messages).items()
        if name.isupper() and isinstance(value, dict) and name != "PLURALS"
    }
    assert tables == sections
    assert set(messages.all_templates()) == {
        m.id[0] if isinstance(m.id, tuple) else m.id for m in template_catalog() if m.id
    }


def test_engine_strings_shown_to_players_are_in_the_catalogue():
    """Prompt keys, event kinds, cast modes, special actions, keywords and counter kinds
    named anywhere in the engine or the card pool have catalogue entries."""
    all_cards()  # card modules add their prompts as they load
    assert _literals(r'"((?:prompt|target)\.[a-z_]+)"') <= set(messages.PROMPTS) | set(messages.UI)
    emitted = _literals(r'\bemit\("([a-z_.]+)"') | {
        EventKind[n].value for n in _literals(r"\bemit\(\s*EventKind\.([A-Z_]+)")
    }
    for kind in emitted:  # "life" → "life.gain", "life.loss"
        assert kind in messages.EVENTS or any(k.startswith(kind + ".") for k in messages.EVENTS)
    assert _literals(r'CastMode\("([a-z_]+)"') <= set(messages.CAST_HOW) | {"normal", "morph"}
    assert _literals(r'Action\((?:"special"|ActionKind\.SPECIAL), \([^,()]+, "([a-z_]+)"') <= set(
        messages.SPECIAL_ACTIONS
    )
    named = _literals(r'Keyword\("([a-z_ ]+)"') | {
        KeywordName[n].value for n in _literals(r"Keyword\(\s*KeywordName\.([A-Z_]+)")
    }
    keywords = {k for k in named if not k.startswith("cant_")}
    assert keywords <= set(messages.KEYWORD_NAMES) | {"protection"}  # cant_*: never shown
    counters = {c.value for c in CounterKind}  # the package names counters only so
    # (tests/test_typed_names.py)
    assert counters <= set(messages.COUNTER_NAMES)
    assert "+1/+1" in counters and "flying" in named and "damage" in emitted
