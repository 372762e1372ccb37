"""Where saves live and what their files are called: the saves folder (saves_dir), a save
name's file name (slug), and the file a name or path typed by the player means (resolve).

The folder is the one given, else --saves DIR (configure), else $LUNCHMONEY_SAVES, else saves/
in a source checkout, else the user data folder. Writing the files is tui.store.saves.writing's
job, reading them tui.store.saves.reading's.
"""

from __future__ import annotations

import contextlib
import os
import re
import unicodedata
from pathlib import Path

from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import data_dir, source_checkout
from gameshelf.tui.store.saves.errors import SaveError

_ = translator("shell")


_configured: Path | None = None


def configure(directory: str | os.PathLike | None) -> None:
    """Make `directory` (from --saves) the default for every call that names no folder."""
    global _configured
    _configured = Path(directory).expanduser() if directory else None


def saves_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder given, else configure()'s (--saves DIR), else $LUNCHMONEY_SAVES, else saves/ in
    a source checkout, else the user data dir."""
    if override:
        return Path(override).expanduser()
    if _configured is not None:
        return _configured
    env = os.environ.get("LUNCHMONEY_SAVES")
    if env:
        return Path(env).expanduser()
    checkout = source_checkout()
    return checkout / "saves" if checkout is not None else data_dir() / "saves"


SLUG_CHARS, SLUG_BYTES = 60, 180    # a file name stem stays well under 255 bytes (+ temp parts)
_DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                           *(f"lpt{i}" for i in range(10))})


def slug(name: str) -> str:
    """A save name as a safe file name stem, in any script: "Before lunch!" -> "before-lunch",
    "Prüfung für Jürgen" -> "prüfung-für-jürgen", "Борис" -> "борис"."""
    text = unicodedata.normalize("NFC", name.strip().lower())
    # Letters, digits and their marks in any script; anything else (/, ., spaces) is a dash.
    kept = "".join(ch if ch == "_" or unicodedata.category(ch)[0] in "LNM" else "-"
                   for ch in text)
    s = re.sub(r"-+", "-", kept).strip("-")[:SLUG_CHARS]
    s = s.encode("utf-8")[:SLUG_BYTES].decode("utf-8", "ignore").strip("-")
    if not s:
        raise SaveError(_("{name!r} cannot be a save name: use letters or digits.")
                        .format(name=name[:40]))
    return f"{s}-save" if s in _DEVICE_NAMES else s   # Windows keeps NUL, CON, ... for devices


def resolve(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> Path:
    """A save's path from what `lunchmoney saves` lists (a save's name, a file's stem or name in
    the saves folder), or from a path to a file (a bare file name: the saves folder first)."""
    text = os.fspath(name_or_path)
    if not text.strip():        # Path("") is the current folder: no save is called that
        raise SaveError(_("There is no save {name!r} in {parent}.")
                        .format(name=text, parent=saves_dir(directory)))
    p = Path(text).expanduser()
    if os.sep in text or "/" in text or text.startswith("~"):
        return p
    folder = saves_dir(directory)
    named = [folder / text, folder / f"{text}.json"]
    with contextlib.suppress(SaveError):
        named.append(folder / f"{slug(text)}.json")
    for listed in named:
        if listed.suffix == ".json" and _present(listed):
            return listed
    if p.suffix == ".json" or _present(p):      # a file in the current folder
        return p
    return folder / f"{slug(text)}.json"


def _present(p: Path) -> bool:
    """Whether anything is at p (a name too long for the file system is nothing)."""
    try:
        return p.exists() or p.is_symlink()
    except (OSError, ValueError):
        return False
