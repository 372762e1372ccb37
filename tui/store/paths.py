"""Where the program keeps its files, and the writing and reading every one of them shares.

The one place that names the app's folders (config: settings and templates; data: saves and
stats), the languages and bot levels the CLI offers, and how a file is written whole or not at
all. Standard library only (platformdirs on first use): every module of the shell imports it.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from gameshelf.tui.i18n import LANGS  # noqa: F401 - the languages, where paths' users look

# The folders keep the name they had before the program became a shelf of games, so the
# settings, saves and stats a player already has are found where they are.
APP_DIR = "lunchmoney"
DIFFICULTIES = ("random", "easy", "normal", "hard")
STALE_TEMP_SECONDS = 60     # an atomic write's temp file this old was left by one that died


def config_dir() -> Path:
    """The user's config folder (settings, own templates)."""
    from platformdirs import user_config_dir
    return Path(user_config_dir(APP_DIR))


def cache_dir() -> Path:
    """The user's cache folder (what is kept only to start faster)."""
    from platformdirs import user_cache_dir
    return Path(user_cache_dir(APP_DIR, appauthor=False))


def source_checkout() -> Path | None:
    """The source checkout this program runs from (the folder of pyproject.toml, tui/ and
    engine/), or None when it runs from an install."""
    root = Path(__file__).resolve().parents[2]
    return root if (root / "pyproject.toml").is_file() and (root / "tui").is_dir() else None


def data_dir() -> Path:
    """The user's data folder (saves, stats)."""
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_DIR, appauthor=False))


# --- writing whole files ------------------------------------------------------------------------

# What atomic_write_bytes's mkstemp names look like: ".<stem>.p<writer's pid>.<8 random
# characters>.tmp" (before issue 27 without the pid: ".<stem>.<8 random characters>.tmp").
TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
_WRITER = re.compile(r"\..+\.p(\d{1,10})\.[a-z0-9_]{8}\.tmp")


def atomic_write_text(path: Path, text: str) -> None:
    """Write a whole text file (UTF-8) or nothing: see `atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write a whole file or nothing: a temp file in the same folder, fsync, then os.replace, so
    a crash mid-write leaves the previous file as it was (the data is on disk before the name
    points at it). Temp files that earlier crashes left in the folder are cleared first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.p{os.getpid()}.",
                               suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    # The folder itself is not fsynced: after a power cut the rename may be lost, which leaves
    # the previous file, whole, and that is the promise.


def remove_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temp files of writes that died half-way (`kill -9`, a power cut): ours by
    their name, regular files only, and orphaned: the process that wrote it is gone (its pid is
    in the name), or, when that cannot be told, it is older than a write ever takes. So another
    game writing into the same folder right now keeps its own, and so does this process. Returns
    how many went."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for e in entries:
        if not TEMP_NAME.fullmatch(e.name):
            continue
        with contextlib.suppress(OSError):
            if not e.is_file(follow_symlinks=False):
                continue
            if _writer_gone(e.name) or now - e.stat().st_mtime > older_than:
                os.unlink(e.path)
                removed += 1
    return removed


def _writer_gone(name: str) -> bool:
    """Whether the temp file `name` names a writer process that no longer runs (False when
    its name has no pid, the pid is this process, or the system cannot say)."""
    m = _WRITER.fullmatch(name)
    if m is None or os.name == "nt":      # Windows: os.kill(pid, 0) would not just ask
        return False
    pid = int(m.group(1))
    if pid == os.getpid() or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError, OSError):
        return False                      # alive under another user, or not ours to ask
    return False


# --- reading files safely -----------------------------------------------------------------------

class NotARegularFile(OSError):
    """A path that names a pipe, a device or a socket: never read (a FIFO would block)."""


class FileTooBig(OSError):
    """A file over the size a caller accepts; .size says how big it is."""

    def __init__(self, size: int) -> None:
        super().__init__(f"{size} bytes")
        self.size = size


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. It is opened without blocking and
    checked before a byte is read, so a FIFO or a device in its place cannot hang the game."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "Is a directory", os.fspath(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{os.fspath(path)} is not a regular file")
        if info.st_size > limit:
            raise FileTooBig(info.st_size)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:         # it grew while being read
        raise FileTooBig(len(data))
    return data
