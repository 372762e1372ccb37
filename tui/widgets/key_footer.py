"""Textual's footer speaking the player's language (Title, Load, Stats screens). Its own module:
a table never shows it, and making a Widget class is not free at start-up."""

from __future__ import annotations

from textual.widget import Widget
from textual.widgets import Footer

from gameshelf.tui.i18n import translator

_ = translator("shell")


class KeyFooter(Footer):
    """Textual's footer, its key descriptions in the player's language (a Binding's
    description is marked with N_ where it is declared, and translated here as it is shown)."""

    def compose(self):
        for widget in super().compose():
            for key in (widget, *widget.walk_children()):
                if hasattr(key, "description") and isinstance(key.description, str):
                    key.description = _(key.description)
                if isinstance(key, Widget) and isinstance(key.tooltip, str):
                    key.tooltip = _(key.tooltip)
            yield widget
