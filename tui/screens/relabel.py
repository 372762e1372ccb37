"""A change of language while screens are open (Settings → Language, at any time): each screen
that shows words redraws them at once."""

from __future__ import annotations

from textual.message import Message


class LanguageChanged(Message):
    """The interface speaks another language now (tui.i18n): redraw your words. The app posts
    it to every screen on the stack; a game's table may handle it too."""


class Relabels:
    """Mix into a Screen whose words come from `_` in `compose`: on a language change it
    composes itself again, then `relabelled()` fills in what its on_mount filled in."""

    async def on_language_changed(self, message: LanguageChanged) -> None:
        from gameshelf.tui.screens.steady import on_stack
        if not on_stack(self):          # closing, or the app quitting: nothing to redraw
            return
        await self.recompose()          # type: ignore[attr-defined]
        if on_stack(self):
            self.relabelled()

    def relabelled(self) -> None:
        """Fill in the words and rows that are not composed (a table's rows, a note)."""
