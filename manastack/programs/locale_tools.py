"""Keep the gettext catalogues in step with :mod:`manastack.engine.messages`.

Usage (from a checkout)::

    python -m manastack.programs.locale_tools update   # messages.py → manastack.pot → it/fr .po
    python -m manastack.programs.locale_tools check    # list templates with no translation

``update`` extracts every template of the message catalogue (with the table and
key it comes from as a comment, and its plural form where it has one) into
``manastack/locale/manastack.pot``, then merges that template into each
language's ``.po`` file with Babel: new templates appear untranslated, changed
ones are kept as *fuzzy* suggestions (not used until a translator confirms them),
removed ones become obsolete ``#~`` entries.  ``check`` exits non-zero while any
template lacks a confirmed translation; the test suite runs the same check.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from ..cards import all_cards
from ..core.i18n import DOMAIN, LANGUAGE_NAMES, LANGUAGES, LOCALE_DIR, po_path
from ..engine import messages

POT_PATH = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
_HEADER = "Player-facing messages of manastack, a Magic: The Gathering rules engine."
_STAMP = datetime(2026, 11, 30, tzinfo=timezone.utc)  # fixed, so reruns don't churn
# gettext's classic plural rules (CLDR's extra "many" form for millions is no use here)
PLURAL_FORMS = {"it": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}


def template_catalog() -> Catalog:
    """Every template of :mod:`manastack.engine.messages` as a gettext template catalogue
    (card modules may add prompts as they load, so the card pool is loaded first)."""

    all_cards()
    catalog = Catalog(
        project="manastack",
        version="0.1.0",
        domain=DOMAIN,
        header_comment=f"# {_HEADER}\n#",
        creation_date=_STAMP,
        revision_date=_STAMP,
        charset="utf-8",
    )
    catalog.fuzzy = False
    for section, table in messages.catalogue_sections():
        for key, template in table.items():
            if not template:
                continue
            comment = f"{section}[{key!r}]"
            existing = catalog.get(template)
            if existing is not None:
                existing.auto_comments.append(comment)
                continue
            plural = messages.PLURALS.get(template)
            comments = [comment]
            if plural is not None:
                comments.append(f"plural forms chosen by {{{plural[1]}}}")
            if section == "ARGPARSE":
                flags = ["python-format"] if "%" in template else []
            else:
                flags = ["python-brace-format"] if "{" in template else []
            msgid = (template, plural[0]) if plural else template
            catalog.add(msgid, auto_comments=comments, flags=flags)
    return catalog


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        write_po(handle, catalog, width=100, include_previous=True)


def read_catalog(lang: str) -> Catalog:
    with open(po_path(lang), "rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def update() -> list[str]:
    """Rewrite the ``.pot`` from messages.py and merge it into every ``.po``."""
    template = template_catalog()
    _write(template, POT_PATH)
    written = [str(POT_PATH)]
    for lang in TRANSLATED:
        path = po_path(lang)
        if path.exists():
            catalog = read_catalog(lang)
        else:
            catalog = Catalog(
                locale=lang,
                domain=DOMAIN,
                project="manastack",
                version="0.1.0",
                creation_date=_STAMP,
                revision_date=_STAMP,
            )
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
        catalog.update(template, update_header_comment=False)
        catalog.header_comment = f"# {_HEADER}\n#"
        catalog.fuzzy = False
        catalog.last_translator = "manastack developers"
        catalog.language_team = f"{LANGUAGE_NAMES[lang]} <{lang}>"
        _write(catalog, path)
        written.append(str(path))
    return written


def untranslated(lang: str) -> list[str]:
    """Templates of messages.py that ``lang``'s ``.po`` doesn't translate (missing,
    empty or fuzzy), plural forms included."""
    catalog = read_catalog(lang)
    gaps = []
    for message in template_catalog():
        if not message.id:
            continue
        found = catalog.get(message.id)
        strings = (
            ()
            if found is None
            else (found.string if isinstance(found.string, tuple) else (found.string,))
        )
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        if (
            found is None
            or found.fuzzy
            or not strings
            or not all(strings)
            or isinstance(message.id, tuple) != isinstance(found.id, tuple)
        ):
            gaps.append(key)
    return gaps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m manastack.programs.locale_tools",
        description="Extract message templates and update the gettext catalogues.",
    )
    parser.add_argument("command", choices=("update", "check"))
    args = parser.parse_args(argv)
    if args.command == "update":
        for path in update():
            print(f"wrote {path}")
    status = 0
    for lang in TRANSLATED:
        gaps = untranslated(lang)
        for gap in gaps:
            print(f"{lang}: untranslated: {gap!r}")
        print(
            f"{lang}: {sum(1 for m in template_catalog() if m.id) - len(gaps)} translated, "
            f"{len(gaps)} to do"
        )
        status = status or (1 if gaps and args.command == "check" else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
