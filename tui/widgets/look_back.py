"""The game-over screens' look back, in every game: a line inviting the player to press `l` (or
click it), then, worked out in a thread, the player's costliest decisions by the hard bot's
judge (tui.model.look_back) and the hints the match used. The work waits for the player's ask,
so a game-over screen shows at once and the same every time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Static

from gameshelf.tui.i18n import translator

_ = translator("shell")


class LookBack(Static):
    """A match's look back: the invitation, "looking back…", then its lines."""

    DEFAULT_CSS = """
    LookBack { height: auto; margin-top: 1; color: $text-muted; }
    LookBack.-done { color: $text; }
    """

    def __init__(self, match: Any, **kwargs: Any) -> None:
        super().__init__(Text(self.invitation(match)), **kwargs)
        self.match = match
        self.started = False

    @staticmethod
    def invitation(match: Any) -> str:
        """The first line: what `l` shows, and the match's hints if it used any."""
        from gameshelf.tui.model.hints import summary_line
        used = summary_line(match)
        ask = _("Press l to look back at your costliest decisions.")
        return f"{used}\n{ask}" if used else ask

    def on_click(self) -> None:
        self.start()

    def start(self) -> None:
        """Work the look back out (once), showing that it is being worked out."""
        from gameshelf.tui.model.look_back import can_look_back
        if self.started or not can_look_back(self.match):
            return
        self.started = True
        self.update(Text(_("Looking back at your decisions…")))
        self.run_worker(self._work, thread=True, group="look-back")

    def _work(self) -> None:
        from textual.worker import get_current_worker

        from gameshelf.tui.model.look_back import look_back_lines
        worker = get_current_worker()
        lines = look_back_lines(self.match, stop=lambda: worker.is_cancelled)
        if not worker.is_cancelled:
            self.app.call_from_thread(self._show, lines)

    def _show(self, lines: list[str]) -> None:
        self.update(Text("\n".join(lines)))
        self.add_class("-done")


def match_notes(match: Any) -> Iterator[Widget]:
    """What a game-over screen shows under its standings, in every game: the take-backs (if
    any), then the look back (when a person played); at a friend's hosted table, that its
    host closed the table with the match."""
    if getattr(match, "hosted", False):
        yield Static(Text(_("The host closed this table with the match: for another match "
                            "together, the host opens a new table.")), id="table-closed")
    if getattr(match, "takebacks", 0):
        from gameshelf.tui.model.takeback import summary_line
        yield Static(Text(summary_line(match)), id="takebacks")
    from gameshelf.tui.model.look_back import can_look_back
    if can_look_back(match):
        yield LookBack(match, id="look-back")


def start_look_back(screen: DOMNode) -> None:
    """The `l` key of a game-over screen: work its look back out."""
    for look_back in screen.query(LookBack):
        look_back.start()
