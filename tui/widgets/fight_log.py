"""The fight log: narrated banter, coloured by speaker (and by whatever the game's `LogStyle`
marks), scrollable back through the whole match. It knows no game."""

from __future__ import annotations

from rich.errors import MarkupError
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from gameshelf.tui.widgets.lines import FrameStyled
from gameshelf.tui.widgets.look import SEAT_COLOUR, muted


class LogStyle:
    """How the fight log dresses a narration line; a game subclasses it for its own marks. This
    one marks nothing and gives each speaker their seat's colour."""

    def mark(self, line) -> Text:
        """What stands in the left margin of `line` (a glyph and a space, or nothing)."""
        return Text()

    def seat_colour(self, seat: int) -> str:
        """The colour a seat's words are written in."""
        return SEAT_COLOUR[seat % len(SEAT_COLOUR)]

    def weight(self, line) -> str | None:
        """A style for a line nobody says (bold for a knockout, say), or None."""
        return None


def readable(style: str) -> str:
    """A Rich style with "dim" (the terminal's faint style, half the contrast) swapped for the
    theme's muted colour, which reads at AA: games still ask for "dim" lines."""
    return " ".join(muted() if word == "dim" else word for word in style.split())


def hanging(mark: Text, body: Text) -> Table:
    """A log entry whose wrapped lines stay indented under its first word, clear of the mark
    (a card family's glyph, or nothing) in the left margin."""
    grid = Table.grid()
    grid.add_column(width=2, no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(mark, body)
    return grid


class FightLog(FrameStyled, ScrollView, can_focus=True):
    """Everything said and done, newest at the bottom. Lines are kept as renderables and
    wrapped for the width they are shown at: after a resize (or when a long history comes in at
    once) only what fills the view is wrapped at once, the rest a chunk at a time while the
    player reads, so a resize costs the same at 5,000 lines as at 50.

    It draws as Textual's RichLog does (the same look and line cache) without being one:
    RichLog's module imports rich.pretty, and with it attrs, 12 ms before the first frame."""

    DEFAULT_CSS = """
    FightLog {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        &:focus {
            background-tint: $foreground 5%;
        }
    }
    """

    CHUNK = 60           # entries wrapped per pass in the background (about 15 ms)
    PAUSE = 0.05         # seconds between passes: the player's keys go first
    min_width = 20       # columns a line is wrapped to at the least

    def __init__(self, names: tuple[str, ...] = (), line_style: LogStyle | None = None,
                 **kw) -> None:
        super().__init__(**kw)
        self.lines: list[Strip] = []                   # every wrapped line, oldest first
        self._line_cache: LRUCache[tuple[int, int, int], Strip] = LRUCache(1024)
        self.names = names
        self.line_style = line_style or LogStyle()
        self.entries: list[Table] = []
        self._strips: list[list[Strip] | None] = []   # per entry, wrapped at _wrapped_at[i]
        self._wrapped_at: list[int] = []
        self._width = 0
        self._rewrap_due = False
        self.following = True          # showing the newest line (not scrolled back)
        self.lines_written = 0
        self.appended = 0              # entries written at the end (add, note): `cut_back`
        self.plain: list[str] = []

    def add(self, line) -> None:
        """Write one narration line (a tui.narration.Line)."""
        self._write(*self.entry(line))

    def entry(self, line) -> tuple[Table, str]:
        """A narration line as the log shows it, and its plain text."""
        mark = self.line_style.mark(line)
        try:
            body = Text.from_markup(line.text)
        except MarkupError:
            body = Text(line.text)
        speaker = getattr(line, "speaker", None)
        said = Text()
        if speaker is not None:
            colour = self.line_style.seat_colour(speaker)
            body.stylize(f"italic {colour}")
            if getattr(line, "event", "") == "banter" and speaker < len(self.names):
                said.append(f"{self.names[speaker]}: ", style=f"bold {colour}")
        elif (weight := self.line_style.weight(line)) is not None:
            body.stylize(readable(weight))
        said.append_text(body)
        return hanging(mark, said), body.plain

    def note(self, text: str, style: str = "dim italic") -> None:
        """A line from the table itself (not the narrator)."""
        self._write(hanging(Text(), Text(text, style=readable(style))), text)

    def insert(self, at: int, lines) -> None:
        """Narration lines put in before entry `at` (a resumed match's history, retold after
        the first frame); they are wrapped when they come into view or in the background."""
        made = [self.entry(line) for line in lines]
        if not made:
            return
        self.entries[at:at] = [e for e, _ in made]
        self.plain[at:at] = [p for _, p in made]
        self._strips[at:at] = [None] * len(made)
        self._wrapped_at[at:at] = [0] * len(made)
        self.lines_written += len(made)
        self._relayout(self.following)

    def _write(self, entry: Table, plain: str) -> None:
        self.appended += 1
        self.entries.append(entry)
        self.plain.append(plain)
        self._strips.append(None)
        self._wrapped_at.append(0)
        self.lines_written += 1
        if self._width:
            self._wrap(len(self.entries) - 1)
            self.lines.extend(self._strips[-1] or ())
            self._sized()
            if self.following:
                self.scroll_end(animate=False, immediate=False, x_axis=False)

    # --- wrapping -----------------------------------------------------------------------------

    def _wrap(self, i: int) -> int:
        """Wrap entry i for the current width; how many lines it takes."""
        width = self._width
        if self._wrapped_at[i] != width:
            console = self.app.console
            options = console.options.update_width(width)
            lines = list(Segment.split_lines(console.render(self.entries[i], options)))
            strips = Strip.from_lines(lines) if lines else [Strip.blank(width)]
            for strip in strips:
                strip.adjust_cell_length(width)
            self._strips[i], self._wrapped_at[i] = strips, width
        return len(self._strips[i] or ())

    def _sized(self) -> None:
        self._line_cache.clear()
        self.virtual_size = Size(self._width, len(self.lines))

    def _relayout(self, following: bool) -> None:
        """Wrap what fills the view now (the newest entries, or those around where the player
        has scrolled back to), lay out all lines, and wrap the rest in the background."""
        if not self._width:
            return
        height = max(self.scrollable_content_region.height, 1)
        if following:
            need, i = 2 * height, len(self.entries)
            while i > 0 and need > 0:
                i -= 1
                need -= self._wrap(i)
        else:
            first = self._entry_at(int(self.scroll_y))
            need, i = 2 * height, first
            while i < len(self.entries) and need > 0:
                need -= self._wrap(i)
                i += 1
        self._lay_out()
        if following:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        self._schedule_rewrap()

    def _entry_at(self, y: int) -> int:
        """The entry shown at line y of the current layout."""
        total = 0
        for i, strips in enumerate(self._strips):
            total += len(strips or ()) or 1
            if total > y:
                return i
        return max(len(self.entries) - 1, 0)

    def _lay_out(self) -> None:
        """All entries' lines, one after another (an entry not wrapped yet holds one blank
        line until its turn comes)."""
        blank = Strip.blank(self._width)
        lines: list[Strip] = []
        for strips in self._strips:
            lines.extend(strips or (blank,))
        self.lines = lines
        self._sized()

    def _schedule_rewrap(self) -> None:
        if not self._rewrap_due and any(w != self._width for w in self._wrapped_at):
            self._rewrap_due = True
            self.set_timer(self.PAUSE, self._rewrap_some)

    def _rewrap_some(self) -> None:
        """Wrap the next CHUNK entries not at this width yet, newest first, keeping what the
        player sees where it is."""
        self._rewrap_due = False
        if not self._width:
            return
        stale = [i for i in range(len(self.entries) - 1, -1, -1)
                 if self._wrapped_at[i] != self._width][:self.CHUNK]
        if not stale:
            return
        following = self.following
        top = self._entry_at(int(self.scroll_y)) if not following else 0
        for i in stale:
            self._wrap(i)
        self._lay_out()
        if following:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        else:
            self.scroll_to(y=sum(len(s or ()) or 1 for s in self._strips[:top]),
                           animate=False, immediate=True)
        self._schedule_rewrap()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.following = new_value >= self.max_scroll_y

    # --- drawing (as RichLog draws) ------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        """Line y of the view: the log's line there, cut to the view's width and scroll."""
        where = self.view_line(self.lines, y)
        if isinstance(where, Strip):
            return where
        at, scroll_x, width = where
        style = self.frame_style
        key = (at, scroll_x, width)
        line = self._line_cache.get(key)
        if line is None:
            line = self.lines[at].crop_extend(scroll_x, scroll_x + width, style)
            self._line_cache[key] = line
        return line.apply_style(style)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._line_cache.clear()

    def on_resize(self, event) -> None:
        # When the log gets shorter (a two-line prompt, a smaller window) the newest line stays
        # in view, unless the player has scrolled back to read.
        following = self.following
        width = max(self.scrollable_content_region.width, self.min_width)
        if width != self._width:
            self._width = width
            self._relayout(following)
        if following:
            self.call_after_refresh(self.scroll_end, animate=False)

    def cut_back(self, appended: int) -> None:
        """Forget the entries written at the end since `appended` was the count (a taken-back
        decision's lines); lines put in at the top meanwhile stay."""
        drop = min(max(self.appended - appended, 0), len(self.entries))
        if not drop:
            return
        keep = len(self.entries) - drop
        del self.entries[keep:], self.plain[keep:], self._strips[keep:], self._wrapped_at[keep:]
        self.appended = appended
        self._lay_out()
        self.refresh()

    def clear(self) -> FightLog:
        """Forget every line."""
        self.entries, self.plain, self._strips, self._wrapped_at = [], [], [], []
        self.lines = []
        self._sized()
        self.refresh()
        return self
