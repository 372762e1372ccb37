"""A change of language while screens are open (Settings → Language, at any time): each screen
that shows words redraws them at once."""

from __future__ import annotations

from textual.message import Message
from textual.widgets import Footer

from tui.i18n import translator

_ = translator("shell")


class LanguageChanged(Message):
    """The interface speaks another language now (tui.i18n): redraw your words. The app posts
    it to every screen on the stack; a game's table may handle it too."""


class Relabels:
    """Mix into a Screen whose words come from `_` in `compose`: on a language change it
    composes itself again, then `relabelled()` fills in what its on_mount filled in."""

    async def on_language_changed(self, message: LanguageChanged) -> None:
        from tui.screens.steady import on_stack
        if not on_stack(self):          # closing, or the app quitting: nothing to redraw
            return
        await self.recompose()          # type: ignore[attr-defined]
        if on_stack(self):
            self.relabelled()

    def relabelled(self) -> None:
        """Fill in the words and rows that are not composed (a table's rows, a note)."""


class KeyFooter(Footer):
    """Textual's footer, its key descriptions in the player's language (a Binding's
    description is marked with N_ where it is declared, and translated here as it is shown)."""

    def compose(self):
        for widget in super().compose():
            for key in (widget, *widget.walk_children()):
                if hasattr(key, "description") and isinstance(key.description, str):
                    key.description = _(key.description)
                if isinstance(getattr(key, "tooltip", None), str):
                    key.tooltip = _(key.tooltip)
            yield widget
