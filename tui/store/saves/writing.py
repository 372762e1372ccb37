"""Writing saves: a named save, an autosave (pruning the old ones), deleting a save.

    path = save(match, "before lunch")   # saves/before-lunch.json, replacing a save of that name
    autosave(match)                      # saves/autosave-<time>-<match key>.json
    delete("before lunch")

Every file is written atomically (tui.store.paths: a temp file, then a rename), so a crash leaves
the old save or the new one, never half of one. A match's autosaves belong together (a key of
its match id is in their names): the last AUTOSAVES_KEPT of each of the AUTOSAVE_MATCHES most
recent matches are kept, and a finished match keeps only its last.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import unicodedata
from datetime import UTC, datetime
from pathlib import Path

from gameshelf.engine.core.limits import save_name_problem
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import atomic_write_text as write_atomic
from gameshelf.tui.store.saves.document import save_text
from gameshelf.tui.store.saves.errors import SaveError
from gameshelf.tui.store.saves.files import resolve, saves_dir, slug

_ = translator("shell")

AUTOSAVE_PREFIX = "autosave-"
AUTOSAVES_KEPT = 3          # per match
AUTOSAVE_MATCHES = 5        # the most recent matches whose autosaves are kept


def _write(match, name: str, path: Path, autosave: bool) -> Path:
    """Write the match's save to path, atomically; SaveError saying why it could not be."""
    text = save_text(match, name, autosave=autosave)
    try:
        write_atomic(path, text)
    except OSError as err:
        raise SaveError(_("Could not save to {path}: {err}.")
                        .format(path=path, err=err.strerror or err)) from None
    return path


def save(match, name: str | None = None, directory: str | os.PathLike | None = None) -> Path:
    """Save the match under a name in the saves folder (replacing a save of that name); with no
    name, one made of the date and the round."""
    if not name or not name.strip():
        name = f"{datetime.now().strftime('%Y-%m-%d %H%M')} {_progress(match)}"
    name = unicodedata.normalize("NFC", name.strip())
    problem = save_name_problem(name)
    if problem:
        from gameshelf.tui.store.limits import in_words
        raise SaveError(in_words(problem))
    stem = slug(name)
    if stem.startswith(AUTOSAVE_PREFIX):
        raise SaveError(_("Names starting with {prefix!r} are kept for autosaves.").format(
            prefix=AUTOSAVE_PREFIX))
    return _write(match, name, saves_dir(directory) / f"{stem}.json", False)


def _progress(match) -> str:
    """How far a match is, for a save's default name: its round, as its game counts it."""
    return f"round {match.game.progress(match.state)}"


# Autosave file names: the time (so names sort oldest first) and a short key of the match id.
_AUTOSAVE_NAME = re.compile(re.escape(AUTOSAVE_PREFIX) +
                            r"(\d{8}-\d{6}-\d{6})(?:-([0-9a-f]{6}))?\.json")


def autosave_key(match_id: str) -> str:
    """The short key of a match in its autosaves' file names."""
    return hashlib.sha256(match_id.encode("utf-8")).hexdigest()[:6]


def autosave(match, directory: str | os.PathLike | None = None,
             keep: int = AUTOSAVES_KEPT, matches: int = AUTOSAVE_MATCHES) -> Path:
    """Save the match as its newest autosave; keep the last `keep` autosaves of each of the
    `matches` most recent matches. A finished match keeps only this one, its last position
    (to replay it): the earlier ones would only resume a match that is over."""
    folder = saves_dir(directory)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    key = autosave_key(match.match_id)
    path = _write(match, "autosave", folder / f"{AUTOSAVE_PREFIX}{stamp}-{key}.json", True)
    keep_of = {key: 1} if match.game.outcome(match.state) is not None else {}
    for p in _autosaves_beyond(folder, keep, matches, keep_of):
        with contextlib.suppress(OSError):
            p.unlink()
    return path


def _autosaves_beyond(folder: Path, keep: int, matches: int, keep_of: dict) -> list[Path]:
    """The autosaves to remove: all but the newest `keep` of each match (`keep_of[key]` for the
    matches named there), and every one of the matches older than the `matches` newest."""
    groups: dict[str | None, list[Path]] = {}
    for p in sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.json"), reverse=True):   # newest first
        m = _AUTOSAVE_NAME.fullmatch(p.name)
        if m:      # files named otherwise were renamed by someone: not ours to remove
            groups.setdefault(m.group(2), []).append(p)
    extra: list[Path] = []
    for rank, (key, paths) in enumerate(groups.items()):   # groups in order of newest save
        extra += paths if rank >= matches else paths[keep_of.get(key, keep):]
    return extra


def delete(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> None:
    """Remove a save (only .json files, only in or named by the caller)."""
    p = resolve(name_or_path, directory)
    if p.suffix != ".json":
        raise SaveError(_("{name} is not a save file.").format(name=p.name))
    try:
        p.unlink()
    except FileNotFoundError:
        raise SaveError(_("There is no save {name!r}.").format(name=p.name)) from None
    except OSError as err:
        raise SaveError(_("Could not delete {name}: {err}.")
                        .format(name=p.name, err=err.strerror or err)) from None
