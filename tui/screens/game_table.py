"""What every game's table screen is to the shell: a screen playing one match, which offers
its own commands to the palette. The app finds "the match in play" through this class, never
through one game's table."""

from __future__ import annotations

from gameshelf.tui.screens.relabel import LanguageChanged
from textual.screen import Screen


class GameTable(Screen):
    """A game's table. Subclasses set `self.match` and list their palette commands."""

    match: object

    def table_commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) per command the palette offers while this table is up."""
        return []

    def on_language_changed(self, message: LanguageChanged) -> None:
        """Settings changed the language during the match: the table's words follow at once
        (the log's new lines follow through the narrator: tui.narration.speak_in)."""
        from gameshelf.tui.screens.steady import on_stack
        if on_stack(self) and getattr(self, "ready", True):
            self.relabel()

    def relabel(self) -> None:
        """Show the table's own words in the current language (a game's table redraws them)."""
