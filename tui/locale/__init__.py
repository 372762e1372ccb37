"""The interface's translations: one gettext catalog per domain and language (see tui.i18n).

`python -m gameshelf.tui.locale extract|update|compile|check` (or `make i18n`) keeps them: extract the
English words from the code into `<domain>.pot`, merge them into every language's `.po`, compile
the `.mo` files that ship in the package, and check that nothing is missing or stale.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

LOCALE_DIR = Path(__file__).parent
TUI_DIR = LOCALE_DIR.parent
TRANSLATED = ("nl", "de")       # the languages with catalogs (English is the msgids)
KEYWORDS = {"_": None, "N_": None, "n": (1, 2)}   # _("..."), N_("..."), _.n("one", "many", k)


def domains() -> dict[str, list[Path]]:
    """Each domain and the Python files it holds: a game's TUI folder (tui/games/<game>/) is
    that game's domain; everything else under tui/ is the shell's."""
    games = TUI_DIR / "games"
    result: dict[str, list[Path]] = {"shell": []}
    for folder in sorted(p for p in games.iterdir() if p.is_dir() and (p / "__init__.py").exists()):
        result[folder.name] = sorted(folder.rglob("*.py"))
    claimed = {f for files in result.values() for f in files}
    result["shell"] = sorted(f for f in TUI_DIR.rglob("*.py") if f not in claimed)
    return result


def data_messages(domain: str) -> Iterator[tuple[str, str]]:
    """Words a domain shows that live as data outside tui/ (card names and rules, persona bios:
    the engine may not import the catalogs), each with where it comes from. A game lists them in
    `tui/games/<game>/catalog_data.py`, the shell in `tui/locale/catalog_data.py`: a module whose
    `messages()` yields (word, source) pairs."""
    name = "gameshelf.tui.locale.catalog_data" if domain == "shell" else f"tui.games.{domain}.catalog_data"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError:
        return
    yield from module.messages()
