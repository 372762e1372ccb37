"""How our screens behave while they open and close: keys act only once a screen is set up,
and it leaves once, only from the top of the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.await_complete import AwaitComplete

if TYPE_CHECKING:
    from textual.screen import Screen
    _MixIn = Screen        # what a SteadyScreen is mixed into, for the type checker
else:
    _MixIn = object


def on_stack(screen) -> bool:
    """Whether a screen is still pushed and the app not closing. One popped before it mounted
    (a palette command went back to the title as it opened), or one opening as the player
    quit, has no widgets left to set up."""
    app = screen.app
    return app.is_running and screen.is_attached and screen in app.screen_stack


class SteadyScreen(_MixIn):
    """Mix into a Screen before Textual's class. A key pressed as the screen opened ran its
    action before its widgets were there (NoMatches on '#opponents', on TabbedContent; a
    Refresh adding rows to a table with no columns yet). A second dismiss (Enter and Esc at
    once, a click queued behind a key) raised InvalidStateError, and a dismiss from a screen no
    longer on top popped the screen above it instead. Now none of them does anything."""

    _left = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.is_mounted and on_stack(self)

    def dismiss(self, result=None) -> AwaitComplete:
        if self._left or self.app.screen is not self:
            return AwaitComplete()
        self._left = True
        return super().dismiss(result)
