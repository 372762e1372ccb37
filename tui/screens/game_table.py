"""What every game's table screen is to the shell: a screen playing one match, which offers
its own commands to the palette. The app finds "the match in play" through this class, never
through one game's table."""

from __future__ import annotations

from textual.screen import Screen


class GameTable(Screen):
    """A game's table. Subclasses set `self.match` and list their palette commands."""

    match: object

    def table_commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) per command the palette offers while this table is up."""
        return []
