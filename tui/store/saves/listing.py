"""The saves list: a summary of each save file (SaveInfo), every file of the folder, and the
save `continue` picks.

    for info in list_saves(): ...        # newest first; unreadable files with .error set
    path = latest(game="lunch-money")    # the newest save of a match still in play, or None

A save is listed as good only if it loads, its bots too, so the Load screen never offers a file
that then fails. Each match has an id, kept in its saves: `latest` skips every save of a match
that has ended (a save of it is finished, or your stats have counted it).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from gameshelf.engine.core.limits import save_name_problem
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import remove_stale_temps
from gameshelf.tui.store.saves.errors import SaveError
from gameshelf.tui.store.saves.files import saves_dir, slug
from gameshelf.tui.store.saves.reading import read
from gameshelf.tui.store.saves.restore import with_bots

_ = translator("shell")


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen: a readable save's summary, or why a file can't be loaded.
    `name` is the save's own name; `handle` what to type to load it (`lunchmoney load HANDLE`,
    `replay HANDLE`): that name when it leads back to this file, else the file's name."""

    path: Path
    name: str
    handle: str
    saved_at: datetime | None = None
    players: tuple[str, ...] = ()
    counters: tuple[int, ...] = ()
    round: int = 0
    lang: str = ""
    autosave: bool = False
    winner: int | None = None
    human: int = 0
    error: str | None = None
    match_id: str = ""
    warnings: tuple[str, ...] = ()
    game: str = ""                 # the engine key of the save's game

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def note(self) -> str:
        """The last column of a save's line: finished or autosave, and no checksum."""
        marks = [_("finished") if self.finished else _("autosave") if self.autosave else "",
                 _("no checksum") if self.warnings else ""]
        return ", ".join(m for m in marks if m)


def info(path: str | os.PathLike) -> SaveInfo:
    """The summary of one save file (never raises: errors become SaveInfo.error). A save is
    listed as good only if it loads: its bots are set up again too (a few milliseconds)."""
    p = Path(path)
    try:
        s = read(p)
        with_bots(s, None)
    except SaveError as err:
        return SaveInfo(p, p.stem, p.name, _mtime(p),
                        error=str(err).removeprefix(f"{p.name}: "))
    doc, state = s.doc, s.state
    name = doc.get("name") or p.stem
    if save_name_problem(name):     # an older game kept any name: show the file's instead
        name = p.stem
    outcome = s.game.outcome(state)
    return SaveInfo(p, name, handle(p, name), _saved_at(doc, p), s.names,
                    _save_counters(s.game.key, state), s.game.progress(state),
                    doc["match"]["lang"], doc.get("autosave", False),
                    outcome.winners[0] if outcome and outcome.winners else None,
                    doc["match"]["human"], match_id=s.match_id, warnings=s.warnings,
                    game=s.game.key)


def _save_counters(key: str, state) -> tuple[int, ...]:
    """What the game's UI shows of a save in its counters column (empty if it has no UI)."""
    from gameshelf.tui.shelf import ui_for
    try:
        ui = ui_for(key)
    except KeyError:
        return ()
    return tuple(ui.save_counters(state))


def handle(p: Path, name: str) -> str:
    """What to type to load this file: the save's own name when it leads back to it, else the
    file's stem (autosaves, renamed or copied files), which always does."""
    path_like = "/" in name or os.sep in name or name.startswith("~")   # resolve() reads a path
    with contextlib.suppress(SaveError):
        if name and not path_like and p.suffix == ".json" and slug(name) == p.stem:
            return name
    return p.stem if p.suffix == ".json" else p.name


def _saved_at(doc: dict, p: Path) -> datetime | None:
    """When the save says it was written (as UTC if it names no zone), else the file's date."""
    try:
        when = datetime.fromisoformat(doc.get("saved_at", ""))
    except ValueError:
        return _mtime(p)
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _mtime(p: Path) -> datetime | None:
    """When the file was last written (UTC), or None if the file system cannot say."""
    try:
        return datetime.fromtimestamp(p.stat().st_mtime, UTC)
    except (OSError, ValueError, OverflowError):
        return None


def list_saves(directory: str | os.PathLike | None = None) -> list[SaveInfo]:
    """Every .json file in the saves folder, newest first; unreadable ones with their reason.
    Temp files left by saves that died are cleared on the way."""
    folder = saves_dir(directory)
    remove_stale_temps(folder)
    try:
        paths = [p for p in folder.iterdir() if p.suffix == ".json" and not
                 p.name.startswith(".")]
    except OSError:
        return []
    infos = [info(p) for p in paths]
    epoch = datetime.fromtimestamp(0, UTC)
    return sorted(infos, key=lambda i: (i.saved_at or epoch, i.path.name), reverse=True)


def latest(directory: str | os.PathLike | None = None, game: str | None = None) -> Path | None:
    """Continue: the newest readable save of a match still in play (pass it to load), or None;
    only of the game with engine key `game` when given. A match is over once any save of it is
    finished or your stats have counted it, so its earlier saves are skipped: continuing one
    would play an ending already played."""
    from gameshelf.tui.store.stats import recorded_matches
    infos = list_saves(directory)
    over = {i.match_id for i in infos if i.ok and i.finished} | recorded_matches()
    for i in infos:
        if i.ok and not i.finished and i.match_id not in over and game in (None, i.game):
            return i.path
    return None
