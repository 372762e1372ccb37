"""How our screens leave: once, and only from the top of the stack."""

from __future__ import annotations

from textual.await_complete import AwaitComplete


def on_stack(screen) -> bool:
    """Whether a screen is still pushed and the app not closing. One popped before it mounted
    (a palette command went back to the title as it opened), or one opening as the player
    quit, has no widgets left to set up."""
    app = screen.app
    return app.is_running and screen.is_attached and screen in app.screen_stack


class LeavesOnce:
    """Mix into a Screen before Textual's class. A second dismiss (Enter and Esc at once, a
    click queued behind a key) raised InvalidStateError, and a dismiss from a screen that is no
    longer on top popped the screen above it instead: both now do nothing."""

    _left = False

    def dismiss(self, result=None) -> AwaitComplete:
        if self._left or self.app.screen is not self:
            return AwaitComplete()
        self._left = True
        return super().dismiss(result)
