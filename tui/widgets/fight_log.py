"""The fight log: narrated banter, coloured by speaker and card family, scrollable back through
the whole match."""

from __future__ import annotations

from rich.markup import MarkupError
from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog

from tui.widgets.look import FAMILY_COLOUR, GLYPH, SEAT_COLOUR, family_of


def hanging(mark: Text, body: Text) -> Table:
    """A log entry whose wrapped lines stay indented under its first word, clear of the mark
    (a card family's glyph, or nothing) in the left margin."""
    grid = Table.grid()
    grid.add_column(width=2, no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(mark, body)
    return grid


class FightLog(RichLog):
    """Everything said and done, newest at the bottom."""

    def __init__(self, names: tuple[str, ...] = (), **kw) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, **kw)
        self.names = names
        self.entries: list[Table] = []
        self._width = 0
        self.following = True          # showing the newest line (not scrolled back)
        self.lines_written = 0
        self.plain: list[str] = []

    def add(self, line) -> None:
        """Write one narration line (a tui.narration.Line)."""
        fam = family_of(getattr(line, "family", None))
        mark = Text(f"{GLYPH[fam]} ", style=FAMILY_COLOUR[fam]) if fam is not None else Text()
        try:
            body = Text.from_markup(line.text)
        except MarkupError:
            body = Text(line.text)
        speaker = getattr(line, "speaker", None)
        said = Text()
        if speaker is not None:
            colour = SEAT_COLOUR[speaker % len(SEAT_COLOUR)]
            body.stylize(f"italic {colour}")
            if getattr(line, "event", "") == "banter" and speaker < len(self.names):
                said.append(f"{self.names[speaker]}: ", style=f"bold {colour}")
        elif getattr(line, "event", "") in ("game_over", "player_knocked_out"):
            body.stylize("bold")
        elif getattr(line, "event", "") == "turn_started":
            body.stylize("dim")
        said.append_text(body)
        self._write(hanging(mark, said), body.plain)

    def note(self, text: str, style: str = "dim italic") -> None:
        """A line from the table itself (not the narrator)."""
        self._write(hanging(Text(), Text(text, style=style)), text)

    def _write(self, entry: Table, plain: str) -> None:
        self.entries.append(entry)
        self.write(entry, expand=True)
        self.lines_written += 1
        self.plain.append(plain)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.following = new_value >= self.max_scroll_y

    def on_resize(self) -> None:
        # Lines wrap when written: rewrap the whole log when the width changes. When the log
        # gets shorter (a two-line prompt, a smaller window) the newest line stays in view,
        # unless the player has scrolled back to read.
        following = self.following
        width = self.scrollable_content_region.width
        if self.entries and width != self._width:
            self.clear()
            for entry in self.entries:
                self.write(entry, expand=True, scroll_end=False)
        self._width = width
        if following:
            self.call_after_refresh(self.scroll_end, animate=False)
