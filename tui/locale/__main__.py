"""`python -m gameshelf.tui.locale extract|update|compile|check`: keep the catalogs (needs Babel)."""

from __future__ import annotations

import gettext
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from gameshelf.tui.locale import KEYWORDS, LOCALE_DIR, TRANSLATED, TUI_DIR, data_messages, domains


def _template(domain: str, files: list[Path]) -> Catalog:
    """Every word the domain's files mark, with where it is used."""
    template = Catalog(project="gameshelf", domain=domain, fuzzy=False)
    for path in files:
        for line, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            where = (str(path.relative_to(TUI_DIR.parent)), line)
            template.add(message, locations=[where], auto_comments=comments, context=context)
    for message, source in data_messages(domain):
        template.add(message, locations=[(source, 0)])
    return template


def _po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def _read(path: Path, lang: str, domain: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=lang, domain=domain, project="gameshelf", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain)


def _write_po(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=True,
             ignore_obsolete=True)
    if path.exists() and _undated(path.read_bytes()) == _undated(buffer.getvalue()):
        return      # only the date would change: leave the file (and its .mo) as it is
    path.write_bytes(buffer.getvalue())


def _undated(po: bytes) -> bytes:
    """A catalog's text without its creation date, which every extraction renews."""
    return b"\n".join(line for line in po.split(b"\n")
                      if not line.startswith(b'"POT-Creation-Date:'))


def _mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _mo_messages(mo: bytes) -> dict:
    """What a compiled catalog says, read back as gettext reads it, without the header's
    "Generated-By" line: a .mo compiled by another Babel release says the same words in other
    bytes, and is not stale for that."""
    messages = dict(gettext.GNUTranslations(io.BytesIO(mo))._catalog)   # type: ignore[attr-defined]
    header = messages.get("", "")
    messages[""] = "\n".join(line for line in header.split("\n")
                             if not line.startswith("Generated-By:"))
    return messages


def extract() -> None:
    """Write `<domain>.pot` for every domain."""
    for domain, files in domains().items():
        _write_po(LOCALE_DIR / f"{domain}.pot", _template(domain, files))


def update() -> None:
    """Merge every template into each language's catalog (new words come in untranslated)."""
    for domain, files in domains().items():
        template = _template(domain, files)
        for lang in TRANSLATED:
            path = _po_path(lang, domain)
            catalog = _read(path, lang, domain)
            catalog.update(template, update_header_comment=False)
            _write_po(path, catalog)


def compile_all() -> None:
    """Compile every `.po` into the `.mo` that ships."""
    for domain in domains():
        for lang in TRANSLATED:
            path = _po_path(lang, domain)
            if path.exists():
                path.with_suffix(".mo").write_bytes(_mo_bytes(_read(path, lang, domain)))


def problems() -> list[str]:
    """What is wrong with the catalogs: a word the code shows that a catalog lacks or leaves
    untranslated or fuzzy, or a `.mo` that is not the compiled `.po`."""
    found = []
    for domain, files in domains().items():
        template = _template(domain, files)
        for lang in TRANSLATED:
            path = _po_path(lang, domain)
            catalog = _read(path, lang, domain)
            for message in template:
                if not message.id:
                    continue
                have = catalog.get(message.id, message.context)
                strings = [] if have is None else (
                    list(have.string) if isinstance(have.string, tuple) else [have.string])
                if have is None or have.fuzzy or not all(strings):
                    where = ", ".join(f"{f}:{n}" for f, n in message.locations[:1])
                    ident = message.id if isinstance(message.id, str) else message.id[0]
                    found.append(f"{lang}/{domain}: no translation of {ident!r} ({where})")
            mo = path.with_suffix(".mo")
            if path.exists() and (not mo.exists() or _mo_messages(mo.read_bytes())
                                  != _mo_messages(_mo_bytes(catalog))):
                found.append(f"{lang}/{domain}: {mo.name} is stale; run `make i18n`")
    return found


def main(argv: list[str]) -> int:
    commands = {"extract": extract, "update": update, "compile": compile_all}
    if argv[:1] == ["check"]:
        for line in problems():
            print(line)
        return 1 if problems() else 0
    if len(argv) != 1 or argv[0] not in commands:
        print("usage: python -m gameshelf.tui.locale extract|update|compile|check", file=sys.stderr)
        return 2
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
