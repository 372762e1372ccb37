"""The command line: type `kick bruno`, `discard 1 3`, `dodge`, `help grab`; Tab completes."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding
from textual.suggester import Suggester
from textual.widgets import Input

from engine.lunch_money import PlayerView
from tui.commands import complete


class CommandSuggester(Suggester):
    """Completes from what would work now."""

    def __init__(self, view: Callable[[], PlayerView | None]) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.view = view

    async def get_suggestion(self, value: str) -> str | None:
        view = self.view()
        return complete(value, view) if view is not None else None


class CommandLine(Input):
    """Text-adventure input; Esc goes back to the keys."""

    BINDINGS = [
        Binding("tab", "accept", "complete", show=False),
        Binding("escape", "leave", "back to keys", show=False),
    ]

    def __init__(self, view: Callable[[], PlayerView | None], **kw) -> None:
        super().__init__(placeholder=self.IDLE, suggester=CommandSuggester(view), compact=True,
                         **kw)

    IDLE = "press : to type a command (kick bruno, dodge, discard 1 3, pass, help…)"
    TYPING = "type a command: kick bruno · dodge · discard 1 3 · pass · help — Tab completes, " \
             "Esc back to keys"

    def on_focus(self) -> None:
        self.placeholder = self.TYPING

    def on_blur(self) -> None:
        self.placeholder = self.IDLE

    def action_accept(self) -> None:
        if self._suggestion and self._suggestion != self.value:
            self.value = self._suggestion
            self.cursor_position = len(self.value)

    def action_leave(self) -> None:
        self.value = ""
        leave = getattr(self.screen, "focus_hand", None)
        if leave is not None:
            leave()
        else:
            self.screen.set_focus(None)
