"""Languages: the message catalogues and card names in Italian and French.

The engine's player-facing text is a catalogue of English templates
(:mod:`manastack.engine.messages`).  Translations live in standard gettext catalogues,
``manastack/locale/{it,fr}/LC_MESSAGES/manastack.po``, which translators edit
with any PO editor.  At run time the ``.po`` file is parsed with Babel and
compiled in memory to a :class:`gettext.GNUTranslations`, so there is no build
step: a fresh ``pip install -e .`` (or a plain checkout) works as it is.

Card names are not in the gettext catalogues: a printed card name is a fact, not
a translation, so they come from a data table (``locale/card_names.tsv``) that
lists only names the project's sources give, each with its source.

To add or refresh templates after changing :mod:`manastack.engine.messages`, run
``python -m manastack.programs.locale_tools update`` (see that module).
"""

from __future__ import annotations

import csv
import gettext
import io
import os
import re
import unicodedata
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path

LANGUAGES: tuple[str, ...] = ("en", "it", "fr")
"""Supported languages: English (the templates themselves), Italian and French."""

LANGUAGE_NAMES = {"en": "English", "it": "italiano", "fr": "français"}
DOMAIN = "manastack"
LOCALE_DIR = Path(__file__).parents[1] / "locale"
CARD_NAMES_FILE = LOCALE_DIR / "card_names.tsv"

# The basic lands' names as every Italian and French printing gives them (the
# seeds name only the Forest): one name each, used in both languages alike.
BASIC_LAND_NAMES: dict[str, dict[str, str]] = {
    "Plains": {"it": "Pianura", "fr": "Plaine"},
    "Island": {"it": "Isola", "fr": "Île"},
    "Swamp": {"it": "Palude", "fr": "Marais"},
    "Mountain": {"it": "Montagna", "fr": "Montagne"},
    "Forest": {"it": "Foresta", "fr": "Forêt"},
}

# templates asked for in a language whose catalogue has no translation of them
_MISSING: set[tuple[str, str]] = set()


class UnsupportedLanguage(ValueError):
    """A language manastack has no catalogue for."""

    def __init__(self, lang: object) -> None:
        super().__init__(lang)
        self.lang = lang

    def __str__(self) -> str:
        return (
            f"unsupported language {self.lang!r}: choose one of "
            f"{', '.join(LANGUAGES)} ({', '.join(LANGUAGE_NAMES.values())})"
        )


def check_language(lang: str) -> str:
    """``lang`` as a supported language code, or :class:`UnsupportedLanguage`."""
    if isinstance(lang, str) and lang.strip().lower() in LANGUAGES:
        return lang.strip().lower()
    raise UnsupportedLanguage(lang)


def language_from_locale(value: str | None) -> str | None:
    """``"it_IT.UTF-8"`` → ``"it"``; a locale naming no supported language → None."""
    if not value:
        return None
    code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment's locale asks for, else English.

    As POSIX says for messages, the first set of ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG`` decides; a locale in another language (or ``C``/``POSIX``) means English.
    """
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return language_from_locale(value) or "en"
    return "en"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalogue of ``lang`` (read from its ``.po`` file once)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    lang = check_language(lang)
    path = po_path(lang)
    with open(path, "rb") as handle:
        catalog = read_po(handle, locale=lang, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)  # fuzzy entries are left out, as msgfmt does
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def _known(trans: gettext.GNUTranslations, key: object) -> bool:
    # gettext has no public "is this message translated" test; typeshed doesn't
    # declare the catalogue it keeps
    return key in trans._catalog  # type: ignore[attr-defined]


def lookup(template: str, lang: str) -> str:
    """``template`` translated into ``lang``.

    A template the catalogue doesn't translate comes back in English (as gettext
    does) and is remembered: see :func:`missing`.
    """
    lang = check_language(lang)
    if lang == "en" or not template:
        return template
    trans = translations(lang)
    if _known(trans, template):
        return trans.gettext(template)
    if _known(trans, (template, 0)):  # a template with plural forms: its first form
        # the catalogue, as in _known: no public lookup of a plural form's first form
        return str(trans._catalog[(template, 0)])  # type: ignore[attr-defined]
    _MISSING.add((lang, template))
    return template


def lookup_plural(singular: str, plural: str, n: int, lang: str) -> str:
    """The form of a template that fits the number ``n`` (gettext's ``ngettext``)."""
    lang = check_language(lang)
    if lang == "en":
        return singular if n == 1 else plural
    trans = translations(lang)
    if not _known(trans, (singular, 0)):
        _MISSING.add((lang, singular))
        return singular if n == 1 else plural
    return trans.ngettext(singular, plural, n)


def missing() -> set[tuple[str, str]]:
    """(language, template) pairs looked up so far that had no translation."""
    return set(_MISSING)


def clear_missing() -> None:
    _MISSING.clear()


# ------------------------------------------------------------------ card names
def fold(name: str) -> str:
    """A name folded for lookup: case, accents, apostrophes and spaces don't count."""
    text = unicodedata.normalize("NFKD", name.replace("’", "'").replace("‘", "'"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.casefold().split())


@lru_cache(maxsize=1)
def card_name_table() -> dict[str, dict[str, str]]:
    """English name → {"it": ..., "fr": ..., "source": ...} from ``card_names.tsv``."""
    table: dict[str, dict[str, str]] = {}
    with open(CARD_NAMES_FILE, encoding="utf-8", newline="") as handle:
        rows = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        for row in rows:
            english = row["en"].strip()
            entry = {k: (row.get(k) or "").strip() for k in ("it", "fr", "source")}
            if english in table:
                raise ValueError(f"{CARD_NAMES_FILE.name}: {english!r} is listed twice")
            table[english] = entry
    return table


def card_name(english: str, lang: str) -> str:
    """The printed name of a card (or card face) in ``lang`` where the table gives
    one, else its English Oracle name."""
    if lang == "en" or not english:
        return english
    check_language(lang)
    entry = BASIC_LAND_NAMES.get(english) or card_name_table().get(english)
    return (entry.get(lang) if entry else "") or english


@lru_cache(maxsize=1)
def localized_card_names() -> dict[str, str]:
    """Folded Italian or French name → English name, for looking cards up."""
    found: dict[str, str] = {}
    for english, entry in [*BASIC_LAND_NAMES.items(), *card_name_table().items()]:
        for lang in ("it", "fr"):
            if entry.get(lang):
                found.setdefault(fold(entry[lang]), english)
    return found


def english_card_name(name: str) -> str | None:
    """The English name of a card given by its Italian or French name (any case or
    accents), or None."""
    return localized_card_names().get(fold(name))


__all__ = [
    "LANGUAGES",
    "UnsupportedLanguage",
    "card_name",
    "check_language",
    "default_language",
    "english_card_name",
    "lookup",
    "lookup_plural",
    "missing",
]


# ------------------------------------------------------------------ polishing
_VOWEL = "aeiouyàâäéèêëîïôöùûüæœ"
# French elides de/le/la/que/ne/je/se before a vowel or a mute h (l'homme,
# l'hydre); the h is mute unless the word is one of those with an aspirate h
# (le héros, la hache), listed here by their stems, which do not elide.
_ASPIRATE_H = (
    *("hach", "haie", "haill", "hain", "haïr", "hall", "halt", "hamac", "hameau", "hameç"),
    *("hampe", "hanche", "handicap", "hangar", "hant", "happ", "harangu", "harass", "harcel"),
    *("hardi", "harem", "hareng", "hargn", "haricot", "harnach", "harnais", "harp", "hasard"),
    *("hâte", "hauss", "haut", "havre", "heaume", "hennir", "hérisson", "hernie", "héron"),
    *("héros", "hêtre", "heurt", "hibou", "hideu", "hiérarch", "hisse", "hobby", "hocher"),
    *("hockey", "hollandais", "homard", "hongr", "honte", "honteu", "hoquet", "horde", "hors"),
    *("hotte", "houblon", "houle", "houppe", "housse", "houx", "hublot", "huée", "huer"),
    *("huit", "hulotte", "humer", "hurl", "hussard", "hutte", "hyène"),
)
_ELIDED = {"de": "d'", "le": "l'", "la": "l'", "que": "qu'", "ne": "n'", "je": "j'", "se": "s'"}
_FR_ELISION = re.compile(
    r"\b(de|le|la|que|ne|je|se) (?=["
    + _VOWEL
    + r"]|h(?!(?:"
    + "|".join(stem[1:] for stem in _ASPIRATE_H)
    + r")))",
    re.IGNORECASE,
)
_FR_CONTRACTION = re.compile(r"\b(de|à) (le|les) ", re.IGNORECASE)
_FR_CONTRACTED = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_IT_CONTRACTION = re.compile(r"\b(di|a|da|in|su) il ", re.IGNORECASE)
_IT_CONTRACTED = {"di": "del", "a": "al", "da": "dal", "in": "nel", "su": "sul"}
_SENTENCE_START = re.compile(r"(^|[.!?] )(il\b|le\b|la\b|l')")


def _same_case(word: str, like: str) -> str:
    return word[0].upper() + word[1:] if like[:1].isupper() else word


def polish(text: str, lang: str) -> str:
    """A filled-in message made to read as the language wants once names are
    in place: in French, elision before a vowel or a mute h (``de Araba`` →
    ``d'Araba``, ``le ordinateur`` → ``l'ordinateur``) and contraction (``de le``
    → ``du``, ``à le`` → ``au``); in Italian, the articulated prepositions
    (``di il`` → ``del``); in both, an article that begins a sentence is
    capitalized.  Correct text is left as it is."""
    if lang == "fr":
        text = _FR_CONTRACTION.sub(
            lambda m: (
                _same_case(_FR_CONTRACTED[(m.group(1).lower(), m.group(2).lower())], m.group(1))
                + " "
            ),
            text,
        )
        text = _FR_ELISION.sub(lambda m: _same_case(_ELIDED[m.group(1).lower()], m.group(1)), text)
    elif lang == "it":
        text = _IT_CONTRACTION.sub(
            lambda m: _same_case(_IT_CONTRACTED[m.group(1).lower()], m.group(1)) + " ", text
        )
    else:
        return text
    return _SENTENCE_START.sub(lambda m: m.group(1) + _same_case(m.group(2), "A"), text)
