"""Keeping a match as it is played: its autosave when a turn ends, its line in the lifetime stats
when it is over. A full disk or an unreadable stats file is told to the player, never fatal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gameshelf.tui.i18n import translator

_ = translator("shell")


class Keeper:
    """What the driver hands a match to for keeping; `saves_dir` is the folder (or a function
    that names it when the save is made, None: the default folder)."""

    def __init__(self, saves_dir: Any = None) -> None:
        self.saves_dir = saves_dir

    def autosave(self, match: Any, notify: Callable[..., None]) -> None:
        """Autosave the match; a failure becomes a warning."""
        from gameshelf.tui.store.saves import autosave
        where = self.saves_dir() if callable(self.saves_dir) else self.saves_dir
        try:
            autosave(match, where)
        except Exception as err:
            notify(_("Autosave failed: {err}").format(err=err), severity="warning")

    def record(self, match: Any, notify: Callable[..., None]) -> None:
        """Count the finished match in the lifetime stats; a failure becomes a warning."""
        from gameshelf.tui.store.stats import record_match
        try:
            record_match(match)
        except Exception as err:
            notify(_("Could not record stats: {err}").format(err=err), severity="warning")
