"""What the widgets that draw their own lines share (the fight log, a game's opponents and
cards): the style of the frame being drawn, worked out once a frame. Textual works a widget's
style out afresh, from every ancestor, each time it is asked, and these ask for every line."""

from __future__ import annotations

from rich.style import Style
from textual.strip import Strip


class FrameStyled:
    """A mixin for a Textual widget drawn line by line (render_line): `frame_style` is its
    style for the frame being drawn, and `view_line` cuts a line to the view."""

    _frame_style: Style | None = None

    def render_lines(self, crop):
        self._frame_style = self.rich_style        # type: ignore[attr-defined]
        return super().render_lines(crop)         # type: ignore[misc]

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
