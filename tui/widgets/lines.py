"""What the widgets that draw their own lines share (the fight log, a game's opponents and
cards): the style of the frame being drawn, worked out once a frame. Textual works a widget's
style out afresh, from every ancestor, each time it is asked, and these ask for every line."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.strip import Strip


def wrapped_strips(console: Console, text: Text, width: int, style: Style,
                   left: Sequence[Segment] = (), right: int = 1,
                   overflow: str | None = None) -> list[Strip]:
    """`text` wrapped into lines exactly `width` columns wide, on `style`: after the `left`
    segments (a margin, a mark), with `right` columns kept clear. No text, no lines."""
    if not text.plain:
        return []
    inner = max(1, width - sum(segment.cell_length for segment in left) - right)
    out = []
    for line in text.wrap(console, inner, overflow=overflow):   # type: ignore[arg-type]
        line.truncate(inner, pad=True)
        body = [*left, *line.render(console)]
        if right:
            body.append(Segment(" " * right))
        out.append(Strip(body).apply_style(style).crop_extend(0, width, style))
    return out


class FrameStyled:
    """A mixin for a Textual widget drawn line by line (render_line): `frame_style` is its
    style for the frame being drawn, and `view_line` cuts a line to the view."""

    _frame_style: Style | None = None

    def render_lines(self, crop):
        self._frame_style = self.rich_style        # type: ignore[attr-defined]
        return super().render_lines(crop)         # type: ignore[misc]

    def notify_style_update(self) -> None:
        self._frame_style = None                  # the styles changed: ask afresh
        super().notify_style_update()             # type: ignore[misc]

    @property
    def frame_style(self) -> Style:
        """The widget's style in the frame being drawn (asked afresh outside a frame)."""
        return self._frame_style or self.rich_style   # type: ignore[attr-defined]

    def view_line(self, lines, y: int) -> tuple[int, int, int] | Strip:
        """Where line y of the view is among `lines` (its index, the scroll's x, the view's
        width), or a blank strip when the view runs past the last."""
        scroll_x, scroll_y = self.scroll_offset          # type: ignore[attr-defined]
        width = self.scrollable_content_region.width     # type: ignore[attr-defined]
        at = scroll_y + y
        if at >= len(lines):
            return Strip.blank(width, self.frame_style)
        return at, scroll_x, width
