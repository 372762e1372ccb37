"""The seats this player holds at friends' hosted tables: each table's seat secret, kept in the
data folder (`seats.json`), so that joining the same table again (its address and join code)
takes the seat back after the app was closed, crashed or lost its connection (issue 30: "gets
the seat back on rejoining with the same code").

    remember_seat("127.0.0.1:8765", "K7QX3M", secret)
    remembered_secret("127.0.0.1:8765", "K7QX3M")      # -> secret, or "" when none is kept
    forget_seat("127.0.0.1:8765", "K7QX3M")

A secret only lets its holder back into a seat at the table that gave it, so the file is the
player's own (0600). It is small and bounded: the newest `KEPT` seats, none older than
`KEPT_FOR`. A file that is unreadable, too big or not ours is treated as empty and rewritten
whole on the next seat (atomic: a failed write leaves the last good one).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from gameshelf.tui.store import paths
from gameshelf.tui.store.stats import data_dir

FILE = "seats.json"
FORMAT = "gameshelf-seats"
KEPT = 20                           # seats remembered at most
KEPT_FOR = 7 * 24 * 3600            # seconds a seat is remembered
MAX_BYTES = 64 * 1024


def _key(address: str, code: str) -> str:
    """One table: the address as typed (trimmed) and its join code (case does not matter)."""
    return f"{address.strip().lower()} {code.strip().upper()}"


def _file(folder: str | os.PathLike | None) -> Path:
    return data_dir(folder) / FILE


def _read(folder: str | os.PathLike | None) -> dict[str, dict]:
    """The remembered seats by table, the stale ones left out; {} for a missing or bad file."""
    try:
        data = json.loads(paths.read_regular(_file(folder), MAX_BYTES))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    seats = data.get("seats")
    if not isinstance(seats, dict):
        return {}
    now = time.time()
    return {k: v for k, v in seats.items()
            if isinstance(k, str) and isinstance(v, dict) and isinstance(v.get("secret"), str)
            and isinstance(v.get("when"), (int, float)) and now - v["when"] < KEPT_FOR}


def _write(seats: dict[str, dict], folder: str | os.PathLike | None) -> None:
    newest = dict(sorted(seats.items(), key=lambda kv: kv[1]["when"])[-KEPT:])
    path = _file(folder)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        paths.atomic_write_text(path, json.dumps({"format": FORMAT, "seats": newest}))
        os.chmod(path, 0o600)
    except OSError:
        pass                        # not kept: the player can still come back with --secret


def remembered_secret(address: str, code: str, folder: str | os.PathLike | None = None) -> str:
    """The secret of this player's seat at the table (address, code), "" when none is kept."""
    entry = _read(folder).get(_key(address, code))
    return entry["secret"] if entry else ""


def remember_seat(address: str, code: str, secret: str,
                  folder: str | os.PathLike | None = None) -> None:
    """Keep the secret of the seat this player was given at the table (address, code)."""
    if not secret:
        return
    seats = _read(folder)
    seats[_key(address, code)] = {"secret": secret, "when": time.time()}
    _write(seats, folder)


def forget_seat(address: str, code: str, folder: str | os.PathLike | None = None) -> None:
    """Forget the seat at the table (address, code): the host no longer knows its secret."""
    seats = _read(folder)
    if seats.pop(_key(address, code), None) is not None:
        _write(seats, folder)
