"""Who a browser visitor is and where their files live: a random token kept in a cookie names
a folder of their own under the data dir, and the environment points the app at it.

Standard library only, so the rules are tested without a server."""

from __future__ import annotations

import os
import re
import secrets
import shutil
import time
from collections.abc import Container
from dataclasses import dataclass
from pathlib import Path

from gameshelf.tui.store.paths import LANGS

COOKIE = "gameshelf_session"
COOKIE_MAX_AGE = 400 * 24 * 3600     # the longest a browser keeps a cookie (RFC 6265bis)
SESSIONS = "web-sessions"            # the folder under the data dir that holds every session's
IDLE_DAYS = 30                       # a session unused this long is removed, with its files
_TOKEN = re.compile(r"[0-9a-f]{32}")
# Where each of the app's folders is looked for (tui.store.paths, tui.store.saves, tui.store.stats), and the
# sub-folder of the session that takes its place.
_FOLDERS = {
    "XDG_CONFIG_HOME": "config",      # settings.json, own templates
    "XDG_DATA_HOME": "data-home",
    "XDG_STATE_HOME": "state",
    "XDG_CACHE_HOME": "cache",
    "LUNCHMONEY_SAVES": "saves",
    "LUNCHMONEY_DATA": "data",        # stats
}


@dataclass(frozen=True)
class Visitor:
    """One browser session: its folder and the language its browser asks for."""

    folder: Path
    language: str


def new_token() -> str:
    """A session's name: 128 random bits, unguessable by another visitor."""
    return secrets.token_hex(16)


def is_token(text: str | None) -> bool:
    """Whether a cookie's value is a token `new_token` made (and so a safe folder name)."""
    return text is not None and _TOKEN.fullmatch(text) is not None


def session_folder(root: Path, token: str) -> Path:
    """The folder of the session named `token` under `root`."""
    if not is_token(token):
        raise ValueError(f"not a session token: {token[:40]!r}")
    return root / token


def mark_used(folder: Path) -> None:
    """Note that the session in `folder` is being used now (its idle time starts again)."""
    folder.mkdir(parents=True, exist_ok=True)
    os.utime(folder)


def last_used(folder: Path) -> float:
    """When the session in `folder` was last used: the newest change to it or to anything in it
    (links are not followed)."""
    newest = folder.lstat().st_mtime
    for parent, dirs, files in os.walk(folder):
        for name in dirs + files:
            try:
                newest = max(newest, os.lstat(os.path.join(parent, name)).st_mtime)
            except OSError:      # removed while we looked
                continue
    return newest


def idle_sessions(root: Path, idle_seconds: float, in_use: Container[str],
                  now: float | None = None) -> list[Path]:
    """The session folders under `root` unused for longer than `idle_seconds` and not in use:
    only real folders (not links) named by a token, so nothing else is ever touched."""
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(root))
    except OSError:              # no sessions yet
        return []
    return [Path(entry.path) for entry in entries
            if is_token(entry.name) and entry.name not in in_use
            and entry.is_dir(follow_symlinks=False)
            and now - last_used(Path(entry.path)) > idle_seconds]


def remove_idle_sessions(root: Path, idle_seconds: float = IDLE_DAYS * 24 * 3600,
                         in_use: Container[str] = (), now: float | None = None) -> int:
    """Remove the sessions under `root` idle for longer than `idle_seconds` (`idle_sessions`),
    with their files; how many were removed."""
    removed = 0
    for folder in idle_sessions(root, idle_seconds, in_use, now):
        # rmtree deletes a link inside as a link: it never follows one out of the session.
        shutil.rmtree(folder, ignore_errors=True)
        removed += not folder.exists()
    return removed


def session_environment(visitor: Visitor) -> dict[str, str]:
    """The variables that give the app this visitor's folders and language."""
    env = {var: str(visitor.folder / sub) for var, sub in _FOLDERS.items()}
    env["LANGUAGE"] = visitor.language      # tui.i18n reads it before LC_ALL and LANG
    return env


def language_of(accept_language: str) -> str:
    """The browser's most wanted of our languages ("fr, de-CH;q=0.9, nl;q=0.8" → "de"), else
    English."""
    wanted = []
    for order, part in enumerate(accept_language.split(",")):
        tag, _, params = part.partition(";")
        quality = _quality(params)
        if quality > 0:
            wanted.append((-quality, order, tag.split("-")[0].strip().lower()))
    return next((lang for *_, lang in sorted(wanted) if lang in LANGS), "en")


def _quality(params: str) -> float:
    """An Accept-Language entry's q-value (1 when it has none, 0 when it is garbled)."""
    params = params.strip()
    if not params.startswith("q="):
        return 1.0
    try:
        return float(params[2:])
    except ValueError:
        return 0.0
