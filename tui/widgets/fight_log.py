"""The fight log: narrated banter, coloured by speaker and card family, scrollable back through
the whole match."""

from __future__ import annotations

from rich.markup import MarkupError
from rich.text import Text
from textual.widgets import RichLog

from tui.widgets.look import FAMILY_COLOUR, GLYPH, SEAT_COLOUR, family_of


class FightLog(RichLog):
    """Everything said and done, newest at the bottom."""

    def __init__(self, names: tuple[str, ...] = (), **kw) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, **kw)
        self.names = names
        self.texts: list[Text] = []
        self._width = 0
        self.lines_written = 0
        self.plain: list[str] = []

    def add(self, line) -> None:
        """Write one narration line (a tui.narration.Line)."""
        fam = family_of(getattr(line, "family", None))
        t = Text()
        if fam is not None:
            t.append(f"{GLYPH[fam]} ", style=FAMILY_COLOUR[fam])
        else:
            t.append("  ")
        try:
            body = Text.from_markup(line.text)
        except MarkupError:
            body = Text(line.text)
        speaker = getattr(line, "speaker", None)
        if speaker is not None:
            colour = SEAT_COLOUR[speaker % len(SEAT_COLOUR)]
            body.stylize(f"italic {colour}")
            if getattr(line, "event", "") == "banter" and speaker < len(self.names):
                t.append(f"{self.names[speaker]}: ", style=f"bold {colour}")
        elif getattr(line, "event", "") in ("game_over", "player_knocked_out"):
            body.stylize("bold")
        elif getattr(line, "event", "") == "turn_started":
            body.stylize("dim")
        t.append_text(body)
        self.texts.append(t)
        self.write(t)
        self.lines_written += 1
        self.plain.append(body.plain)

    def note(self, text: str, style: str = "dim italic") -> None:
        """A line from the table itself (not the narrator)."""
        t = Text("  " + text, style=style)
        self.texts.append(t)
        self.write(t)
        self.lines_written += 1
        self.plain.append(text)

    def on_resize(self) -> None:
        # Lines wrap when written: rewrap the whole log when the width changes.
        width = self.scrollable_content_region.width
        if self.texts and width != self._width:
            self.clear()
            for t in self.texts:
                self.write(t)
        self._width = width
